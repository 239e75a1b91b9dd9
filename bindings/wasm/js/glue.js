// The JS half of the digipeg bindings: error classes, and the plain objects the wasm returns
// and reads. Imported by the generated `digipeg.js` (as `./glue.js`) and re-exported by the
// package's entry points, so `instanceof` sees one set of classes.

const BRAND = Symbol.for("digipeg.error");

/**
 * Every error of the digipeg core: `code` (stable number), `name` (the core's variant name,
 * e.g. "QuixoOpponentCube"), `kind` (e.g. "IllegalMove") and the core's `message`.
 * `err instanceof DigipegError` is true for every core error, `DigipegRangeError` included.
 */
export class DigipegError extends Error {
  constructor(code, name, kind, message) {
    super(message);
    setFields(this, code, name, kind);
  }

  static [Symbol.hasInstance](value) {
    if (this === DigipegError) {
      return value !== null && typeof value === "object" && value[BRAND] === true;
    }
    return Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

/** A core error of kind "OutOfRange" (a cell, hole, square or pile off the board): a `RangeError`. */
export class DigipegRangeError extends RangeError {
  constructor(code, name, kind, message) {
    super(message);
    setFields(this, code, name, kind);
  }
}

function setFields(error, code, name, kind) {
  Object.defineProperty(error, BRAND, { value: true });
  Object.defineProperty(error, "name", { value: name, writable: true, configurable: true });
  error.code = code;
  error.kind = kind;
}

export function makeError(code, name, kind, message) {
  const Class = kind === "OutOfRange" ? DigipegRangeError : DigipegError;
  return new Class(code, name, kind, message);
}

export function typeError(message) {
  return new TypeError(message);
}

export function rangeError(message) {
  return new RangeError(message);
}

export function plainError(message) {
  return new Error(message);
}

export function arrayItems(value, what) {
  if (!Array.isArray(value)) {
    throw new TypeError(`${what} must be an array`);
  }
  return value;
}

export function errorInfo(code, name, kind, message) {
  return { code, name, kind, message };
}

// Objects of the package that were freed (by `free()`, `Symbol.dispose` or a move into wasm).
const freed = new WeakSet();

/**
 * Makes freeing safe for every class among `exports` (the generated module's; each entry point
 * calls this once): a second `free()` does nothing, and any other use of a freed object, as `this`
 * or as an argument, throws an `Error` that says so instead of wasm-bindgen's "null pointer passed
 * to rust". The generated methods read `__wbg_ptr` for every call, so once an object is freed that
 * field becomes an accessor that throws.
 */
export function guardFree(exports) {
  for (const Class of Object.values(exports)) {
    const proto = typeof Class === "function" ? Class.prototype : undefined;
    if (typeof proto?.__destroy_into_raw !== "function" || typeof proto.free !== "function") continue;
    const destroy = proto.__destroy_into_raw;
    const free = proto.free;
    proto.__destroy_into_raw = function () {
      const ptr = destroy.call(this);
      freed.add(this);
      Object.defineProperty(this, "__wbg_ptr", {
        get() {
          throw new Error(`this ${Class.name} was freed (by free() or Symbol.dispose) and cannot be used`);
        },
        configurable: true,
        enumerable: false,
      });
      return ptr;
    };
    proto.free = function () {
      if (!freed.has(this)) free.call(this);
    };
    if (Symbol.dispose) proto[Symbol.dispose] = proto.free;
  }
}

function isObject(value) {
  return value !== null && typeof value === "object";
}

export function cellList(flat) {
  const cells = [];
  for (let i = 0; i < flat.length; i += 2) {
    cells.push({ row: flat[i], col: flat[i + 1] });
  }
  return cells;
}

// DigiPeg

export function pegJumps(flat) {
  const jumps = [];
  for (let i = 0; i < flat.length; i += 4) {
    jumps.push({ from: { row: flat[i], col: flat[i + 1] }, to: { row: flat[i + 2], col: flat[i + 3] } });
  }
  return jumps;
}

export function pegJumpArgs(jump) {
  if (!isObject(jump) || !isObject(jump.from) || !isObject(jump.to)) {
    throw new TypeError("a jump is { from: { row, col }, to: { row, col } }");
  }
  return [jump.from.row, jump.from.col, jump.to.row, jump.to.col];
}

// Quixo

export function quixoMoves(flat) {
  const moves = [];
  for (let i = 0; i < flat.length; i += 5) {
    moves.push({
      from: { row: flat[i], col: flat[i + 1] },
      to: { row: flat[i + 2], col: flat[i + 3] },
      partner: flat[i + 4],
    });
  }
  return moves;
}

export function quixoMoveArgs(move) {
  if (!isObject(move) || !isObject(move.from) || !isObject(move.to)) {
    throw new TypeError("a move is { from: { row, col }, to: { row, col }, partner? }");
  }
  return [move.from.row, move.from.col, move.to.row, move.to.col, move.partner];
}

export function quixoCube(symbol, partner) {
  return { symbol, partner };
}

// Solitaire

export function solitaireMoves(flat) {
  const moves = [];
  for (let i = 0; i < flat.length; i += 2) {
    moves.push({ from: flat[i], to: flat[i + 1] });
  }
  return moves;
}

export function solitaireMoveArgs(move) {
  if (!isObject(move)) {
    throw new TypeError("a move is { from, to }");
  }
  return [move.from, move.to];
}

export function playEnd(result, rounds) {
  return result === "won" ? { result, rounds } : { result };
}

// Solvers

export function pegSolution(finished, reached, bestPegs, moves, nodes) {
  return { finished, reached, bestPegs, moves, nodes };
}

export function pegVerdict(state, reason, line, nodes, bestPegs, leastPegs) {
  return { state, reason: reason ?? null, line, nodes, bestPegs, leastPegs };
}

export function pegHintSearching(nodes) {
  return { searching: true, nodes };
}

export function pegHintFound(jumps, bestPegs, proven, nodes) {
  return { jump: jumps[0], bestPegs, proven, nodes };
}

export function pegHint(jumps, bestPegs, finished) {
  return { jump: jumps[0], bestPegs, finished };
}

export function holeArgs(hole) {
  if (!isObject(hole)) {
    throw new TypeError('goal must be "fewestPegs", "onePeg" or a hole { row, col }');
  }
  return [hole.row, hole.col];
}

export function quixoMove(flat) {
  return { from: { row: flat[0], col: flat[1] }, to: { row: flat[2], col: flat[3] }, partner: flat[4] };
}

export function quixoChoice(flat, finished, depth, score, nodes) {
  return { move: quixoMove(flat), finished, depth, score, nodes };
}

const QUIXO_VALUES = ["win", "loss", "draw"];

export function quixoMoveValues(flat) {
  const list = [];
  for (let i = 0; i < flat.length; i += 6) {
    list.push({ move: quixoMove(flat.subarray(i, i + 5)), value: QUIXO_VALUES[flat[i + 5]] });
  }
  return list;
}

export function quixoLevelSettings(name, nodes, depth, contempt, evaluation, tableEntries) {
  return { name, nodes, depth, contempt, evaluation, tableEntries };
}

export function quixoSolveStats(wins, losses, draws, passes) {
  return { wins, losses, draws, passes };
}

export function byteArray(value, what) {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  throw new TypeError(`${what} must be a Uint8Array or an ArrayBuffer`);
}

export function quixoLayerInfo(size, own, other, kind, passBytes, positions, counts) {
  return { size, own, other, kind, passBytes, positions, won: counts[0], lost: counts[1], drawn: counts[2] };
}

export function quixoLayerList(flat) {
  const layers = [];
  for (let i = 0; i < flat.length; i += 3) layers.push([flat[i], flat[i + 1], flat[i + 2]]);
  return layers;
}

export function tttValue(outcome, plies) {
  return { outcome, plies };
}

export function tttMoveValue(square, value) {
  return { square, value };
}

export function solitaireSolution(finished, found, line, nodes) {
  return { finished, line: found ? solitaireMoves(line) : undefined, nodes };
}

export function solitaireHint(from, to, winIn, built, finished, nodes) {
  return { move: { from, to }, winIn: winIn < 0 ? undefined : winIn, built, finished, nodes };
}

// Full Klondike

export function klondikePile(faceDown, faceUp) {
  return { faceDown, faceUp };
}

export function klondikeSolution(verdict, line, nodes) {
  return { verdict, line, nodes };
}

export function klondikeEstimate(move, won, guesses) {
  return { move, won, guesses };
}

export function jsString(value) {
  return String(value);
}
