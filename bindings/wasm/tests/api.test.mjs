// Every export of the installed package, its happy paths and its error paths.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as digipeg from "digipeg";
import init, {
  Deque, DigiPeg, DigipegError, DigipegRangeError, Klondike, PegAnalysis, PegProgram, PegSolver, Quixo, QuixoPlayer, QuixoSolution,
  QuixoTables, Solitaire, SolitairePlay, SolitaireSolver, TicTacToe, TicTacToePlayer, errorTable, gamestate, quixoEvaluate,
  quixoLevels,
} from "digipeg";

/** Assert that `fn` throws the core error `code`, with the class its kind calls for. */
function throwsCode(fn, code) {
  const info = errorTable().find((e) => e.code === code);
  assert.ok(info, `no error ${code}`);
  assert.throws(fn, (err) => {
    assert.ok(err instanceof DigipegError, `${err} is a DigipegError`);
    assert.ok(err instanceof Error);
    assert.equal(err.code, code);
    assert.equal(err.name, info.name);
    assert.equal(err.kind, info.kind);
    assert.equal(err.message, info.message);
    assert.equal(err instanceof RangeError, info.kind === "OutOfRange");
    assert.equal(err instanceof DigipegRangeError, info.kind === "OutOfRange");
    return true;
  });
}

const typeError = (fn) => assert.throws(fn, (e) => e instanceof TypeError && !(e instanceof DigipegError));
const rangeError = (fn) => assert.throws(fn, (e) => e instanceof RangeError && !(e instanceof DigipegError));

test("the package exports exactly its API", () => {
  assert.deepEqual(Object.keys(digipeg).sort(), [
    "Deque", "DigiPeg", "DigipegError", "DigipegRangeError", "Klondike", "PegAnalysis", "PegProgram", "PegSolver", "Quixo",
    "QuixoPlayer", "QuixoSolution", "QuixoTables", "Solitaire", "SolitairePlay", "SolitaireSolver", "TicTacToe",
    "TicTacToePlayer", "default", "errorTable", "gamestate", "initSync", "klondikeCard", "quixoEvaluate", "quixoLayerCheck", "quixoLayerFileName",
    "quixoLevels", "randomGame", "randomGameKinds",
  ]);
  const methods = (C) => Object.getOwnPropertyNames(C.prototype).filter((n) => n !== "constructor" && !n.startsWith("__")).sort();
  const statics = (C) => Object.getOwnPropertyNames(C).filter((n) => !["length", "name", "prototype", "__wrap"].includes(n)).sort();
  assert.deepEqual(methods(DigiPeg), [
    "check", "clone", "cols", "countMoves", "directions", "finalMessage", "free", "gameOver", "isHole", "isLegal",
    "isPeg", "legalMove", "legalMoves", "makeMove", "pegsLeft", "play", "rows", "rowsText", "singlePegHoles", "toString",
  ]);
  assert.deepEqual(statics(DigiPeg), ["english", "french", "fromRows", "triangle"]);
  assert.deepEqual(methods(PegProgram), ["finished", "free", "game", "input", "start"]);
  assert.deepEqual(methods(PegSolver), ["beam", "clear", "free", "hint", "solve"]);
  assert.deepEqual(methods(PegAnalysis), ["clear", "decide", "free", "hint", "hintStep", "start", "step"]);
  assert.deepEqual(methods(Quixo), [
    "check", "clone", "countMoves", "cube", "free", "isGameOver", "isLegal", "legalMove", "legalMoves", "makeMove",
    "moveLimit", "outcome", "passed", "passedPlayers", "perft", "play", "players", "plies", "repetitionCount",
    "repetitions", "rows", "size", "toString", "turn", "turnSymbol", "undo", "undoDepth", "winningCells",
  ]);
  assert.deepEqual(statics(Quixo), ["parse"]);
  assert.deepEqual(methods(QuixoPlayer), [
    "choose", "chooseSolved", "chooseTables", "free", "level", "tableEntries", "timeLimitMs",
  ]);
  assert.deepEqual(methods(QuixoTables), ["add", "bestMove", "byteLength", "free", "layers", "missing", "value"]);
  assert.deepEqual(methods(QuixoSolution), ["bestMove", "free", "moveValues", "size", "stats", "value"]);
  assert.deepEqual(statics(QuixoSolution), ["solve"]);
  assert.deepEqual(methods(TicTacToe), [
    "at", "bestMoves", "clone", "free", "isLegal", "isOver", "legalMoves", "moveValues", "play", "quickestMoves",
    "state", "toString", "turn", "value", "winner", "winningSquares",
  ]);
  assert.deepEqual(methods(TicTacToePlayer), ["choose", "free", "level"]);
  assert.deepEqual(methods(SolitaireSolver), ["free", "hint", "solve"]);
  assert.deepEqual(statics(TicTacToe), ["fromRows"]);
  assert.deepEqual(methods(Solitaire), [
    "cardCount", "cardNo", "chanceNo", "check", "clone", "colNo", "free", "isComplete", "isLegal", "legalMoves",
    "move", "pile", "piles", "play", "setChanceNo", "toString",
  ]);
  assert.deepEqual(statics(Solitaire), ["fromPiles", "shuffled"]);
  assert.deepEqual(methods(Klondike), [
    "clone", "draw", "equals", "foundations", "free", "history", "isLegal", "isWon", "json", "legalMoves", "passes",
    "piles", "play", "playerEstimate", "playerMove", "rank", "solve", "stock", "thoughtful", "toString", "undo", "waste", "worryBack",
  ]);
  assert.deepEqual(statics(Klondike), ["fromJson", "fromRank", "fromSeed", "shuffled"]);
  assert.deepEqual(methods(SolitairePlay), ["end", "finished", "free", "game", "input", "round", "start"]);
  assert.deepEqual(methods(Deque), [
    "addFront", "addRear", "capacity", "clear", "clone", "free", "isEmpty", "isFull", "items", "peek", "peeklast",
    "printall", "removeFront", "removeRear", "size",
  ]);
});

describe("errors", () => {
  test("errorTable lists every core error once, with unique codes", () => {
    const table = errorTable();
    assert.ok(table.length >= 45);
    assert.equal(new Set(table.map((e) => e.code)).size, table.length);
    for (const e of table) {
      assert.equal(typeof e.code, "number");
      assert.match(e.name, /^[A-Z][A-Za-z]+$/);
      assert.ok(["InvalidArgument", "OutOfRange", "IllegalMove", "ImpossibleBoard", "Capacity", "Empty", "OutOfOrder"].includes(e.kind));
      assert.ok(e.message.length > 0);
    }
  });

  test("a core error is an Error with code, name, kind and message", () => {
    const game = new Quixo();
    game.makeMove(0, 0, 0, 4);
    try {
      game.makeMove(0, 4, 0, 0);
      assert.fail("no error");
    } catch (err) {
      assert.ok(err instanceof DigipegError && err instanceof Error && !(err instanceof RangeError));
      assert.equal(err.code, 207);
      assert.equal(err.name, "QuixoOpponentCube");
      assert.equal(err.kind, "IllegalMove");
      assert.equal(err.message, "illegal move: you may not take a cube showing the opponent's symbol");
      assert.match(String(err), /^QuixoOpponentCube: illegal move/);
      assert.ok(typeof err.stack === "string");
    }
  });

  test("out of range is a DigipegRangeError: both a RangeError and a DigipegError", () => {
    throwsCode(() => new TicTacToe().play(9), 306);
    const err = (() => { try { new TicTacToe().play(9); } catch (e) { return e; } })();
    assert.ok(err instanceof DigipegRangeError && err instanceof RangeError && err instanceof DigipegError);
    assert.ok(!(new RangeError("x") instanceof DigipegError));
    assert.ok(!(new Error("x") instanceof DigipegError));
    assert.ok(!(null instanceof DigipegError));
  });

  test("numbers: fractions, NaN, infinities, huge and negative values are refused by the core", () => {
    const ttt = new TicTacToe();
    for (const bad of [1.5, NaN, Infinity, -Infinity, -1, 2 ** 53, 1e300, -0.5]) {
      throwsCode(() => ttt.play(bad), 306);
      assert.equal(ttt.isLegal(bad), false);
    }
    assert.equal(ttt.play(-0), "ongoing"); // -0 is 0
    const peg = new DigiPeg(3, 3, 0, 0);
    for (const bad of [0.5, NaN, -1, 1e20, Infinity]) {
      assert.equal(peg.legalMove(bad, 0, 0, 0), false);
      throwsCode(() => peg.makeMove(2, 0, bad, 0), 102);
      throwsCode(() => new DigiPeg(bad, 3, 0, 0), 100);
      throwsCode(() => new DigiPeg(3, 3, bad, 0), 101);
    }
    const q = new Quixo();
    throwsCode(() => q.makeMove(0.5, 0, 0, 4), 205);
    throwsCode(() => q.makeMove(0, 0, 0, 4, 0.5), 211);
    throwsCode(() => q.makeMove(0, 0, 0, 4, -1), 211);
    throwsCode(() => new Quixo(NaN), 200);
    throwsCode(() => new Quixo(-5), 200);
    throwsCode(() => new Quixo(5, 2.5), 204);
    throwsCode(() => Quixo.parse(3, ["---", "---", "---"], 2, -1), 212);
    throwsCode(() => Quixo.parse(3, ["---", "---", "---"], 2, 0.5), 212);
    const s = new Solitaire([0, 1, 2]);
    throwsCode(() => s.move(-1, 0), 404);
    throwsCode(() => s.move(0, 1.5), 404);
    throwsCode(() => s.move(2 ** 64, 0), 404);
    throwsCode(() => new Solitaire([0, 1.5]), 403);
    throwsCode(() => new Solitaire([-1, 0]), 403);
    throwsCode(() => s.pile(-1), 404);
    throwsCode(() => Solitaire.shuffled(-1, 0), 402);
    throwsCode(() => Solitaire.fromPiles([[0, 1.5]]), 409);
    throwsCode(() => Solitaire.fromPiles([[NaN]]), 409);
    throwsCode(() => Solitaire.fromPiles([[256]]), 409);
    throwsCode(() => Solitaire.fromPiles([[1]], -1), 411);
    throwsCode(() => Solitaire.fromPiles([[1]], 0.5), 411);
    throwsCode(() => Solitaire.fromPiles(Array.from({ length: 12 }, () => [])), 410);
    throwsCode(() => Solitaire.fromPiles([Array(40).fill(1), Array(25).fill(1)]), 402);
    throwsCode(() => s.setChanceNo(2 ** 16), 412);
    throwsCode(() => s.setChanceNo(-1), 412);
    throwsCode(() => s.setChanceNo(Infinity), 412);
    assert.equal(s.chanceNo, 6, "a refused ChanceNo changes nothing");
  });

  test("wrong JS types are TypeErrors, never traps", () => {
    const ttt = new TicTacToe();
    for (const bad of ["4", undefined, null, {}, [], 4n, true]) typeError(() => ttt.play(bad));
    typeError(() => new DigiPeg("3", 3, 0, 0));
    typeError(() => new DigiPeg(3, 3, 0, 0, 7));
    typeError(() => DigiPeg.fromRows(["ooo", 3]));
    typeError(() => new Quixo().play({ from: { row: 0, col: 0 } }));
    typeError(() => new Quixo().play(null));
    typeError(() => new Quixo().play({ from: { row: "0", col: 0 }, to: { row: 0, col: 4 } }));
    typeError(() => new Quixo().makeMove(0, 0, 0, 4, "1"));
    typeError(() => new DigiPeg(3, 3, 0, 0).play("jump"));
    typeError(() => new Solitaire([0, "1"]));
    typeError(() => new Solitaire([0]).play(7));
    typeError(() => Solitaire.shuffled(3, "seed"));
    typeError(() => Solitaire.fromPiles([[0], "1"]));
    typeError(() => Solitaire.fromPiles([[0, "1"]]));
    typeError(() => Solitaire.fromPiles([[0]], "3"));
    typeError(() => Solitaire.fromPiles("01"));
    typeError(() => new Solitaire([0]).setChanceNo("2"));
    typeError(() => new Deque().addFront("1"));
    typeError(() => gamestate(["XOX", null, "   "]));
    typeError(() => new PegProgram().input(5));
    typeError(() => new PegSolver().solve(new DigiPeg(3, 3, 0, 0), 5, 10));
  });

  test("a list that is not an array is a TypeError, never an empty list", () => {
    for (const bad of [42, {}, true, 3n, Symbol(), undefined, null, "012", { length: 2, 0: 0, 1: 1 }]) {
      typeError(() => new Solitaire(bad));
      typeError(() => gamestate(bad));
      typeError(() => TicTacToe.fromRows(bad));
      typeError(() => DigiPeg.fromRows(bad));
      typeError(() => Quixo.parse(3, bad));
      typeError(() => Solitaire.fromPiles(bad));
      typeError(() => Solitaire.fromPiles([[0], bad]));
      if (typeof bad !== "number" && bad !== undefined && bad !== null) {
        typeError(() => Solitaire.fromPiles([[0]], bad)); // cardNo: a number or absent
      }
      if (typeof bad !== "number") typeError(() => new Solitaire([0]).setChanceNo(bad));
    }
    assert.equal(new Solitaire([]).isComplete(), true); // an empty array is a 0-card game
    assert.equal(Solitaire.fromPiles([]).colNo, 0); // an empty array is a position of no piles
    throwsCode(() => gamestate([]), 300);
  });

  test("an object of the wrong class is a TypeError", () => {
    const peg = new DigiPeg(3, 3, 0, 0);
    const quixo = new Quixo(3);
    for (const bad of [null, undefined, {}, 5, "game", peg]) {
      typeError(() => new QuixoPlayer("random").choose(bad, 10));
      typeError(() => quixoEvaluate(bad));
      typeError(() => QuixoSolution.solve(3).value(bad));
      typeError(() => new TicTacToePlayer("random").choose(bad));
      typeError(() => new SolitaireSolver().solve(bad, 10));
      typeError(() => new SolitairePlay(bad));
    }
    for (const bad of [null, {}, quixo]) typeError(() => new PegSolver().solve(bad, "onePeg", 10));
    typeError(() => new QuixoPlayer("search").chooseSolved(quixo, quixo, 10));
  });

  test("settings the core does not check are RangeErrors", () => {
    const q = new Quixo();
    rangeError(() => { q.moveLimit = -1; });
    rangeError(() => { q.moveLimit = 1.5; });
    rangeError(() => { q.repetitions = 2 ** 32; });
    rangeError(() => q.perft(NaN));
    rangeError(() => Solitaire.shuffled(3, -1));
    rangeError(() => Solitaire.shuffled(3, 2 ** 53));
    rangeError(() => Solitaire.shuffled(3, 2n ** 64n));
    rangeError(() => new DigiPeg(3, 3, 0, 0, "sideways"));
    rangeError(() => new PegProgram("hello"));
    rangeError(() => new Deque().addFront(1.5));
    rangeError(() => new Deque().addFront(2 ** 53));
    rangeError(() => new PegSolver(2 ** 25));
    for (const bad of [-1, 1.5, NaN, Infinity, 2 ** 32, 2 ** 53]) {
      rangeError(() => new PegSolver(bad));
      rangeError(() => new QuixoPlayer("search", 0, bad));
      rangeError(() => new SolitaireSolver(bad));
    }
    for (const bad of ["64", 64n, null, {}]) {
      typeError(() => new PegSolver(bad));
      typeError(() => new QuixoPlayer("search", 0, bad));
      typeError(() => new SolitaireSolver(bad));
    }
    for (const bad of [-1, 0.5, NaN]) rangeError(() => new Deque().printall(bad));
    rangeError(() => new PegSolver().solve(new DigiPeg(3, 3, 0, 0), "everything", 10));
    rangeError(() => new PegSolver().solve(new DigiPeg(3, 3, 0, 0), "onePeg", -1));
    rangeError(() => new PegAnalysis(64).decide(new DigiPeg(3, 3, 0, 0), -1));
    typeError(() => new PegAnalysis(64).decide(null));
  });

  test("a freed object throws an Error saying so; a second free() does nothing", () => {
    const freedError = (fn, name) =>
      assert.throws(fn, (e) => e instanceof Error && !(e instanceof TypeError) && !(e instanceof DigipegError)
        && e.message === `this ${name} was freed (by free() or Symbol.dispose) and cannot be used`);
    const game = new TicTacToe();
    game.free();
    freedError(() => game.play(0), "TicTacToe");
    freedError(() => game.toString(), "TicTacToe");
    freedError(() => new TicTacToePlayer("random").choose(game), "TicTacToe");
    game.free(); // harmless
    game[Symbol.dispose]();
    const other = new Quixo();
    other[Symbol.dispose]();
    freedError(() => other.turn, "Quixo");
    freedError(() => { other.moveLimit = 3; }, "Quixo");
    freedError(() => quixoEvaluate(other), "Quixo");
    other.free();
    const solution = QuixoSolution.solve(3);
    solution.free();
    freedError(() => new QuixoPlayer("search").chooseSolved(new Quixo(3), solution, 10), "QuixoSolution");
    // Every class: free twice, then use it.
    const uses = [
      [new DigiPeg(3, 3, 0, 0), (o) => o.pegsLeft], [new PegProgram(), (o) => o.start()],
      [new PegSolver(64), (o) => o.clear()], [new PegAnalysis(64), (o) => o.clear()],
      [new Quixo(), (o) => o.legalMoves()],
      [new QuixoPlayer("random"), (o) => o.level], [new TicTacToe(), (o) => o.turn],
      [new TicTacToePlayer(0), (o) => o.level], [new Solitaire([0]), (o) => o.piles()],
      [new SolitairePlay(new Solitaire([0])), (o) => o.start()], [new Deque(), (o) => o.size()],
      [new SolitaireSolver(4), (o) => o.solve(new Solitaire([0]), 10)], [QuixoSolution.solve(3), (o) => o.size],
      [new QuixoTables(), (o) => o.layers], [Klondike.fromSeed(1), (o) => o.legalMoves()],
    ];
    assert.deepEqual(uses.map(([o]) => o.constructor.name).sort(),
      Object.keys(digipeg).filter((n) => typeof digipeg[n]?.prototype?.free === "function").sort());
    for (const [object, use] of uses) {
      object.free();
      object.free();
      object[Symbol.dispose]();
      freedError(() => use(object), object.constructor.name);
    }
  });
});

describe("DigiPeg", () => {
  test("rectangles, jumps, drawings and the final message", () => {
    const game = new DigiPeg(3, 4, 0, 1);
    assert.deepEqual([game.rows, game.cols, game.directions, game.pegsLeft], [3, 4, "orthogonal", 11]);
    assert.ok(game.isHole(2, 3) && !game.isHole(3, 0) && !game.isHole(-1, 0));
    assert.ok(game.isPeg(0, 0) && !game.isPeg(0, 1) && !game.isPeg(9, 9));
    const moves = game.legalMoves();
    assert.deepEqual(moves, [
      { from: { row: 0, col: 3 }, to: { row: 0, col: 1 } },
      { from: { row: 2, col: 1 }, to: { row: 0, col: 1 } },
    ]);
    assert.equal(game.countMoves(), 2);
    assert.ok(game.isLegal(moves[0]) && game.legalMove(0, 3, 0, 1));
    game.check(moves[0]);
    const copy = game.clone();
    game.play(moves[0]);
    assert.equal(game.pegsLeft, 10);
    assert.equal(copy.pegsLeft, 11);
    assert.equal(game.rowsText(), "oo..\noooo\noooo\n");
    assert.ok(game.toString().startsWith("    1   2   3   4  \n  +---+---+---+---+\n1 | o | o |   |   |\n"));
    assert.equal(game.finalMessage(), "Number of pegs left: 10\nYou're a DigiPeg Igno-Ra-Moose.\n");
    assert.equal(game.gameOver(), false);
    throwsCode(() => game.makeMove(0, 2, 0, 0), 103);
    throwsCode(() => game.check({ from: { row: 1, col: 0 }, to: { row: 1, col: 2 } }), 104);
    throwsCode(() => game.makeMove(2, 0, 0, 3), 105);
    throwsCode(() => game.makeMove(0, 1, 0, 3), 106);
    throwsCode(() => game.play({ from: { row: 1, col: 0 }, to: { row: 3, col: 0 } }), 102);
    assert.equal(game.rowsText(), "oo..\noooo\noooo\n");
    game.makeMove(2, 2, 0, 2);
    assert.equal(game.rowsText(), "ooo.\noo.o\noo.o\n");
    throwsCode(() => game.makeMove(0, 0, 0, 2), 104);
  });

  test("shapes and directions", () => {
    const tri = DigiPeg.fromRows([".", "oo", "ooo"], "triangular");
    assert.equal(tri.directions, "triangular");
    assert.equal(tri.rowsText(), ".##\noo#\nooo\n");
    assert.equal(tri.legalMoves().length, 2);
    assert.equal(new DigiPeg(3, 3, 0, 0, "diagonal").legalMoves().length, 3);
    assert.equal(new DigiPeg(3, 3, 0, 0).legalMoves().length, 2);
    throwsCode(() => DigiPeg.fromRows(["oxo"]), 108);
    throwsCode(() => DigiPeg.fromRows([]), 107);
    throwsCode(() => DigiPeg.fromRows(["oooooooooo"]), 107);
    throwsCode(() => new DigiPeg(0, 3, 0, 0), 100);
    throwsCode(() => new DigiPeg(3, 10, 0, 0), 100);
    throwsCode(() => new DigiPeg(3, 3, 3, 0), 101);
  });

  test("classic boards", () => {
    assert.equal(DigiPeg.english().pegsLeft, 32);
    assert.equal(DigiPeg.english(0, 2).isPeg(3, 3), true);
    assert.equal(DigiPeg.french(0, 2).pegsLeft, 36);
    assert.equal(DigiPeg.triangle().pegsLeft, 14);
    assert.equal(DigiPeg.triangle(4, 4).isPeg(0, 0), true);
    throwsCode(() => DigiPeg.english(0, 0), 101);
    throwsCode(() => DigiPeg.french(0, 0), 101);
    throwsCode(() => DigiPeg.triangle(0, 1), 101);
    throwsCode(() => DigiPeg.triangle(-1, 0), 101);
  });

  test("the terminal program, line in and text out", () => {
    const program = new PegProgram("digipeg");
    assert.equal(program.finished, false);
    assert.equal(program.game(), undefined);
    throwsCode(() => program.input("3"), 600); // before start: refused, nothing used up
    throwsCode(() => program.input(null), 600);
    assert.equal(program.finished, false);
    const banner = program.start();
    assert.ok(banner.startsWith("Welcome to DigiPeg Solitaire!\n"));
    assert.ok(banner.endsWith("Enter the number of rows [1 - 9]: "));
    assert.equal(program.input("x"), "That is not a number, try again.\nEnter the number of rows [1 - 9]: ");
    assert.equal(program.input("10"), "That is not a valid choice, try again.\nEnter the number of rows [1 - 9]: ");
    for (const line of ["1", "3", "1"]) program.input(line);
    const board = program.input("1");
    assert.ok(board.includes("1 |   | o | o |") && board.endsWith("Enter the row of the peg to move [1 - 1]: "));
    for (const line of ["1", "3", "1"]) program.input(line);
    const end = program.input("1");
    assert.ok(end.endsWith("Number of pegs left: 1\nYou're a DigiPeg Genius!\n"));
    assert.equal(program.finished, true);
    assert.equal(program.game().pegsLeft, 1);
    assert.equal(program.input("1"), "");
    const quiet = new PegProgram(undefined, "diagonal");
    assert.ok(quiet.start().startsWith("Welcome to Peg Rectangle Solitaire!"));
    assert.equal(quiet.input(null), "\n");
    assert.equal(quiet.finished, true);
  });

  test("singlePegHoles: the position-class test holds every hole a lone peg can really end on", () => {
    // Brute force: every single-peg end reachable from `game` (positions as rowsText, memoised).
    const ends = (game, seen = new Set(), found = new Set()) => {
      const key = game.rowsText();
      if (seen.has(key)) return found;
      seen.add(key);
      if (game.pegsLeft === 1) {
        for (let r = 0; r < game.rows; r++) for (let c = 0; c < game.cols; c++) if (game.isPeg(r, c)) found.add(`${r},${c}`);
      }
      for (const jump of game.legalMoves()) {
        const next = game.clone();
        next.play(jump);
        ends(next, seen, found);
        next.free();
      }
      return found;
    };
    let emptyAndProven = 0;
    for (const [rows, cols] of [[1, 5], [2, 4], [3, 3], [3, 4], [2, 5]]) {
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const game = new DigiPeg(rows, cols, r, c);
          const allowed = new Set(game.singlePegHoles().map((h) => `${h.row},${h.col}`));
          for (const h of game.singlePegHoles()) assert.ok(game.isHole(h.row, h.col));
          const reached = ends(game);
          for (const end of reached) assert.ok(allowed.has(end), `${rows}x${cols} from ${r},${c}: ends on ${end}`);
          if (allowed.size === 0) emptyAndProven++;
          game.free();
        }
      }
    }
    assert.ok(emptyAndProven > 0); // some starts are settled by the class alone
    const english = DigiPeg.english();
    assert.ok(english.singlePegHoles().some((h) => h.row === 3 && h.col === 3));
    const lone = DigiPeg.fromRows(["..o"]);
    assert.deepEqual(lone.singlePegHoles().filter((h) => h.row === 0 && h.col === 2), [{ row: 0, col: 2 }]);
  });

  test("the solver: solve, hint, goals and its errors", () => {
    const solver = new PegSolver(1 << 10);
    const tri = DigiPeg.triangle();
    const one = solver.solve(tri, { row: 0, col: 0 }, 1_000_000);
    assert.deepEqual([one.finished, one.reached, one.bestPegs, one.moves.length], [true, true, 1, 13]);
    const replay = tri.clone();
    for (const jump of one.moves) replay.play(jump);
    assert.equal(replay.pegsLeft, 1);
    assert.ok(replay.isPeg(0, 0));
    assert.ok(one.nodes > 0);
    const fewest = solver.solve(new DigiPeg(3, 3, 0, 0), "fewestPegs", 10n);
    assert.equal(typeof fewest.finished, "boolean");
    assert.equal(solver.solve(new DigiPeg(1, 3, 0, 0), "onePeg", 1000).reached, true);
    const hint = solver.hint(tri, 1_000_000);
    assert.deepEqual(Object.keys(hint).sort(), ["bestPegs", "finished", "jump"]);
    assert.ok(tri.isLegal(hint.jump));
    assert.equal(hint.bestPegs, 1);
    solver.clear();
    throwsCode(() => solver.hint(new DigiPeg(1, 1, 0, 0), 10), 501);
    throwsCode(() => solver.solve(tri, { row: 0, col: 4 }, 10), 502);
    throwsCode(() => solver.solve(tri, { row: -1, col: 0.5 }, 10), 502);
    // The beam: a line to one peg on 9 x 9, where the depth-first search cannot finish.
    const big = new DigiPeg(9, 9, 4, 4);
    const line = solver.beam(big, "onePeg");
    assert.deepEqual([line.finished, line.reached, line.bestPegs, line.moves.length], [true, true, 1, 79]);
    const played = big.clone();
    for (const jump of line.moves) played.play(jump);
    assert.equal(played.pegsLeft, 1);
    assert.equal(solver.solve(big, "onePeg", 10_000).finished, false);
    const corner = solver.beam(new DigiPeg(4, 4, 0, 0), "fewestPegs", 50); // the class rules one peg out: 2 is best
    assert.deepEqual([corner.finished, corner.reached, corner.bestPegs], [true, true, 2]);
    assert.deepEqual(solver.beam(new DigiPeg(4, 4, 0, 0), "onePeg", 50), { finished: true, reached: false, bestPegs: 15, moves: [], nodes: 0 });
    assert.deepEqual(solver.beam(tri, { row: 0, col: 0 }, 200).reached, true);
    throwsCode(() => solver.beam(tri, { row: 0, col: 4 }), 502);
    rangeError(() => solver.beam(tri, "onePeg", 0));
    rangeError(() => solver.beam(tri, "onePeg", 2001));
    typeError(() => solver.beam(tri, "onePeg", "9"));
    throwsCode(() => new PegSolver(63), 500);
    throwsCode(() => new PegSolver(0), 500);
    solver.free();
  });
});

describe("Quixo", () => {
  test("two players: play, moves, cubes, outcome, undo", () => {
    const game = new Quixo();
    assert.deepEqual([game.size, game.players, game.turn, game.turnSymbol, game.passed, game.plies, game.undoDepth],
      [5, 2, 0, "X", 0, 0, 0]);
    assert.deepEqual(game.passedPlayers(), []);
    const moves = game.legalMoves();
    assert.equal(moves.length, 44);
    assert.equal(game.countMoves(), 44);
    assert.deepEqual(moves[0], { from: { row: 0, col: 0 }, to: { row: 0, col: 4 }, partner: 0 });
    assert.ok(game.isLegal(moves[0]) && game.legalMove(0, 0, 0, 4) && !game.legalMove(2, 2, 0, 2));
    game.check({ from: { row: 0, col: 0 }, to: { row: 0, col: 4 } });
    game.play(moves[0]);
    assert.deepEqual(game.cube(0, 4), { symbol: "X", partner: 0 });
    assert.equal(game.cube(0, 0), undefined);
    throwsCode(() => game.cube(5, 0), 205);
    assert.deepEqual([game.turn, game.turnSymbol, game.plies, game.undoDepth], [1, "O", 1, 1]);
    assert.deepEqual(game.rows(), ["----X", "-----", "-----", "-----", "-----"]);
    throwsCode(() => game.makeMove(2, 2, 0, 2), 206);
    throwsCode(() => game.makeMove(0, 4, 0, 0), 207);
    throwsCode(() => game.check({ from: { row: 0, col: 0 }, to: { row: 2, col: 0 } }), 209);
    throwsCode(() => game.makeMove(0, 0, 0, 4, 1), 214);
    throwsCode(() => game.makeMove(0, 0, 0, 4, 2), 211);
    throwsCode(() => game.makeMove(0, 0, 5, 0), 205);
    game.undo();
    assert.equal(game.toString(), "-----\n-----\n-----\n-----\n-----\n");
    throwsCode(() => game.undo(), 213);
    assert.equal(game.perft(2), 1836);
    const won = Quixo.parse(5, ["XXXX-", "OOOO-", "-----", "-----", "-----"]);
    won.makeMove(0, 4, 0, 0);
    assert.equal(won.outcome(), "X");
    assert.ok(won.isGameOver());
    assert.deepEqual(won.legalMoves(), []);
    throwsCode(() => won.makeMove(1, 4, 1, 0), 210);
    assert.equal(Quixo.parse(3, ["---", "---", "---"]).perft(1), 20);
  });

  test("winningCells: the winner's full lines, nothing else", () => {
    assert.deepEqual(new Quixo().winningCells(), []);
    const both = Quixo.parse(5, ["XXXXX", "OXOO-", "O-XO-", "O--X-", "O---X"], 2, 1);
    assert.deepEqual(both.winningCells().map((c) => `${c.row}${c.col}`),
      ["00", "01", "02", "03", "04", "11", "22", "33", "44"]);
    // X completes O's row as well as its own: O wins, and only O's row is marked.
    const lost = Quixo.parse(5, ["XXXXO", "OOOO-", "-----", "-----", "-----"]);
    lost.makeMove(4, 4, 0, 4);
    assert.equal(lost.outcome(), "O");
    assert.deepEqual(lost.winningCells(), [0, 1, 2, 3, 4].map((col) => ({ row: 1, col })));
    const small = Quixo.parse(3, ["O-X", "-OX", "--X"], 2, 1);
    assert.deepEqual(small.winningCells(), [{ row: 0, col: 2 }, { row: 1, col: 2 }, { row: 2, col: 2 }]);
    const drawn = new Quixo(3);
    drawn.moveLimit = 1;
    drawn.makeMove(0, 0, 0, 2);
    assert.equal(drawn.outcome(), "draw");
    assert.deepEqual(drawn.winningCells(), []);
  });

  test("draw rules and clone", () => {
    const game = new Quixo(3);
    assert.equal(game.moveLimit, 0);
    game.moveLimit = 2;
    game.makeMove(0, 0, 0, 2);
    const copy = game.clone();
    game.makeMove(2, 2, 2, 0);
    assert.equal(game.outcome(), "draw");
    assert.equal(copy.outcome(), undefined);
    assert.equal(copy.plies, 1);
    game.undo();
    game.moveLimit = 0;
    assert.equal(game.outcome(), undefined);
    game.repetitions = 1;
    assert.equal(game.repetitions, 0);
    game.repetitions = 3;
    assert.equal(game.repetitions, 3);
    assert.equal(game.repetitionCount(), 1);
  });

  test("four players: partners, cubes, passing", () => {
    const game = new Quixo(5, 4);
    assert.equal(game.players, 4);
    const moves = game.legalMoves();
    assert.equal(moves.length, 88);
    assert.deepEqual(moves[1], { from: { row: 0, col: 0 }, to: { row: 0, col: 4 }, partner: 1 });
    game.makeMove(0, 0, 0, 4, 1);
    assert.deepEqual(game.cube(0, 4), { symbol: "X", partner: 1 });
    assert.equal(game.rows()[0], "----x");
    assert.deepEqual([game.turn, game.turnSymbol], [1, "O"]);
    game.makeMove(4, 4, 4, 0);
    game.makeMove(0, 0, 0, 4); // player 2 (partner 0 of team X)
    assert.equal(game.turn, 3);
    throwsCode(() => game.makeMove(0, 3, 0, 0), 207); // an X cube
    throwsCode(() => game.makeMove(4, 0, 4, 4), 208); // player 1's O cube: player 3's partner
    const passed = Quixo.parse(3, ["XXx", "x-x", "xxX"], 4, 1);
    assert.equal(typeof passed.passed, "number");
    assert.equal(passed.passedPlayers().length, passed.passed);
    throwsCode(() => Quixo.parse(3, ["---", "---"], 4, 0), 201);
    throwsCode(() => Quixo.parse(3, ["---", "---", "----"], 4, 0), 202);
    throwsCode(() => Quixo.parse(3, ["---", "---", "-Z-"], 4, 0), 203);
    throwsCode(() => Quixo.parse(3, ["---", "---", "-x-"], 2, 0), 203);
    throwsCode(() => Quixo.parse(3, ["---", "---", "---"], 4, 4), 212);
    throwsCode(() => new Quixo(5, 3), 204);
    throwsCode(() => new Quixo(6, 2), 200);
  });
});

describe("Quixo computer players", () => {
  const legal = (game, move) => game.legalMoves().some((m) => JSON.stringify(m) === JSON.stringify(move));

  test("every level chooses a legal move and leaves the game unchanged", () => {
    for (const level of ["random", "greedy", "search"]) {
      const player = new QuixoPlayer(level, 7, 1024);
      assert.equal(player.level, level);
      assert.equal(player.tableEntries, 1024);
      const game = new Quixo(5, 2);
      const before = game.toString();
      const choice = player.choose(game, 2000);
      assert.ok(legal(game, choice.move), `${level}: ${JSON.stringify(choice)}`);
      assert.equal(game.toString(), before);
      assert.equal(typeof choice.finished, "boolean");
      assert.equal(typeof choice.score, "number");
      assert.ok(choice.nodes >= 0 && choice.depth >= 0);
    }
  });

  test("search is deterministic, takes bigint budgets, stops at the node budget and the depth", () => {
    const game = new Quixo(5, 2);
    const a = new QuixoPlayer("search", 3n).choose(game, 3000);
    const b = new QuixoPlayer("search", 3).choose(game, 3000n);
    assert.deepEqual(a, b);
    assert.ok(a.nodes <= 3001);
    assert.equal(a.finished, false);
    const shallow = new QuixoPlayer("search").choose(game, 1_000_000, 1);
    assert.equal(shallow.depth, 1);
    assert.equal(shallow.finished, true);
    assert.equal(new QuixoPlayer("search", 0).tableEntries, 16384); // the core's SEARCH_TABLE_ENTRIES
    // Left out, the budget is the core's default for "search" (200,000 positions, 6 plies).
    const defaults = new QuixoPlayer("search", 3).choose(game);
    assert.equal(defaults.depth <= 6 && defaults.nodes <= 200_001, true, JSON.stringify(defaults));
    assert.deepEqual(new QuixoPlayer("search", 3).choose(game, 200_000, 6), defaults);
    assert.deepEqual(new QuixoPlayer("search", 3).choose(game, undefined, 6), defaults);
  });

  test("search finds the immediate win, greedy too, with a mate score", () => {
    const game = Quixo.parse(5, ["XXXX-", "OOOO-", "-----", "-----", "-----"], 2, 0);
    for (const level of ["greedy", "search"]) {
      const choice = new QuixoPlayer(level, 1).choose(game, 100_000, 3);
      game.play(choice.move);
      assert.equal(game.outcome(), "X", level);
      game.undo();
    }
    assert.equal(new QuixoPlayer("search").choose(game, 100_000, 3).score, 29_999);
  });

  test("4-player games get a move with a partner", () => {
    const game = new Quixo(5, 4);
    const choice = new QuixoPlayer("greedy", 5).choose(game, 0);
    assert.ok(legal(game, choice.move));
    assert.ok([0, 1].includes(choice.move.partner));
  });

  test("named levels: fixed settings, their own table and budget, the same moves for the same seed", () => {
    assert.deepEqual(quixoLevels().map((l) => l.name), ["easy", "medium", "hard", "expert"]);
    assert.deepEqual(quixoLevels()[0], {
      name: "easy", nodes: 3000, depth: 2, contempt: 20, evaluation: "tuned", tableEntries: 1024,
    });
    const game = new Quixo();
    game.makeMove(0, 0, 0, 4);
    for (const settings of quixoLevels()) {
      const player = new QuixoPlayer(settings.name, 3);
      assert.equal(player.level, settings.name);
      assert.equal(player.tableEntries, settings.tableEntries);
      rangeError(() => player.choose(game, 1000));
      rangeError(() => player.choose(game, undefined, 2));
      rangeError(() => new QuixoPlayer(settings.name, 3, 1024));
      player.free();
    }
    for (const name of ["easy", "medium"]) {
      const a = new QuixoPlayer(name, 3).choose(game);
      assert.ok(legal(game, a.move));
      assert.deepEqual(new QuixoPlayer(name, 3).choose(game), a);
    }
    throwsCode(() => new QuixoPlayer("Hard"), 506);
    typeError(() => new QuixoPlayer(5));
  });

  test("the player knows the game's history: repeating is the only way not to lose here", () => {
    // O moves its cube (2,4) to (2,0), X its cube (0,4) to (0,0), O moves back; X moving back
    // repeats the start, a draw on the second occurrence; any other move lets O win at once.
    const game = Quixo.parse(5, ["XOXOX", "O-XXO", "OX--O", "----X", "O-OOO"], 2, 1);
    for (const m of [[2, 4, 2, 0], [0, 4, 0, 0], [2, 0, 2, 4]]) game.makeMove(...m);
    game.repetitions = 2;
    for (const level of ["easy", "hard", "search"]) {
      const player = new QuixoPlayer(level, 9);
      const choice = level === "search" ? player.choose(game, 100_000) : player.choose(game);
      const after = game.clone();
      after.play(choice.move);
      assert.equal(after.outcome(), "draw", level);
    }
  });

  test("a time limit caps the search; bad limits are refused", () => {
    const player = new QuixoPlayer("expert", 1);
    assert.equal(player.timeLimitMs, 0);
    player.timeLimitMs = 20;
    assert.equal(player.timeLimitMs, 20);
    const game = new Quixo();
    const choice = player.choose(game);
    assert.ok(legal(game, choice.move));
    assert.ok(!choice.finished && choice.nodes < 2_000_000, JSON.stringify(choice));
    rangeError(() => { player.timeLimitMs = -1; });
    rangeError(() => { player.timeLimitMs = 1.5; });
    rangeError(() => { player.timeLimitMs = 2 ** 32; });
    typeError(() => { player.timeLimitMs = "5"; });
    assert.equal(player.timeLimitMs, 20);
    player.timeLimitMs = 0;
    const search = new QuixoPlayer("search", 1);
    search.timeLimitMs = 30;
    assert.ok(search.choose(game, 1_000_000_000).nodes < 1_000_000_000);
  });

  test("quixoEvaluate scores for the player to move", () => {
    assert.ok(Math.abs(quixoEvaluate(new Quixo())) < 50); // the empty board is about even
    const won = Quixo.parse(5, ["XXXXX", "OOOO-", "-----", "-----", "-----"], 2, 1);
    assert.equal(quixoEvaluate(won), -30000);
    const ahead = Quixo.parse(5, ["XXX--", "-----", "-----", "-----", "-----"], 2, 0);
    assert.ok(quixoEvaluate(ahead) > 0);
  });

  test("the 3 x 3 solution: values, a perfect move, move values, perfect play through chooseSolved", () => {
    const solution = QuixoSolution.solve(3);
    assert.equal(solution.size, 3);
    const stats = solution.stats;
    assert.deepEqual(Object.keys(stats), ["wins", "losses", "draws", "passes"]);
    assert.ok(stats.wins > 0 && stats.passes > 0);
    const game = new Quixo(3);
    assert.equal(solution.value(game), "win");
    const best = solution.bestMove(game);
    assert.ok(legal(game, best));
    const values = solution.moveValues(game);
    assert.equal(values.length, game.countMoves());
    assert.deepEqual(values.map((v) => v.move), game.legalMoves());
    assert.ok(values.every((v) => ["win", "loss", "draw"].includes(v.value)));
    assert.equal(values.find((v) => JSON.stringify(v.move) === JSON.stringify(best)).value, "win");
    // Perfect X against random O wins.
    const x = new QuixoPlayer("search", 1, 16);
    const o = new QuixoPlayer("random", 2, 16);
    for (let ply = 0; ply < 200 && !game.isGameOver(); ply++) {
      const choice = ply % 2 === 0 ? x.chooseSolved(game, solution, 0) : o.chooseSolved(game, solution, 0);
      if (ply % 2 === 0) assert.equal(choice.finished, true);
      game.play(choice.move);
    }
    assert.equal(game.outcome(), "X");
    assert.equal(solution.value(game), "loss"); // O to move has lost
    throwsCode(() => solution.bestMove(game), 501);
  });

  test("error paths", () => {
    const over = Quixo.parse(5, ["XXXXX", "-----", "-----", "-----", "-----"], 2, 1);
    for (const level of ["random", "greedy", "search"]) throwsCode(() => new QuixoPlayer(level).choose(over, 10), 501);
    // The core checks the table when a search uses it: random and greedy need none.
    throwsCode(() => new QuixoPlayer("search", 0, 15).choose(new Quixo(), 10), 500);
    throwsCode(() => new QuixoPlayer("search", 0, 0).choose(new Quixo(), 10), 500);
    for (const level of ["random", "greedy"]) assert.equal(new QuixoPlayer(level, 0, 0).choose(new Quixo(3), 10).finished, true);
    throwsCode(() => new QuixoPlayer("search", 0, 0).choose(over, 10), 501);
    // A game drawn by its move limit is over too.
    const drawn = new Quixo(3);
    drawn.moveLimit = 1;
    drawn.makeMove(0, 0, 0, 2);
    for (const level of ["random", "greedy", "search"]) throwsCode(() => new QuixoPlayer(level).choose(drawn, 10), 501);
    rangeError(() => new QuixoPlayer("search", 0, 2 ** 25));
    throwsCode(() => new QuixoPlayer("perfect"), 506);
    rangeError(() => new QuixoPlayer("search", -1));
    rangeError(() => new QuixoPlayer("search", 2n ** 64n));
    rangeError(() => new QuixoPlayer("search").choose(new Quixo(), -1));
    rangeError(() => new QuixoPlayer("search").choose(new Quixo(), 10, 1.5));
    typeError(() => new QuixoPlayer(3));
    typeError(() => new QuixoPlayer("search", "7"));
    typeError(() => new QuixoPlayer("search").choose(new Quixo(), "10"));
    typeError(() => new QuixoPlayer("search").choose({}, 10));
    typeError(() => new QuixoPlayer("search").choose(null, 10));
    throwsCode(() => QuixoSolution.solve(5), 520);
    throwsCode(() => QuixoSolution.solve(2), 520);
    throwsCode(() => QuixoSolution.solve(-3), 520);
    throwsCode(() => QuixoSolution.solve(NaN), 520);
    typeError(() => QuixoSolution.solve("3"));
    const solution = QuixoSolution.solve(3);
    throwsCode(() => solution.value(new Quixo(5)), 520);
    throwsCode(() => solution.bestMove(new Quixo(3, 4)), 520);
    throwsCode(() => solution.moveValues(new Quixo(4)), 520);
    // A solution of another size is not used: the player searches.
    const searched = new QuixoPlayer("search").chooseSolved(new Quixo(5), solution, 500);
    assert.ok(searched.nodes > 0);
    solution.free();
    assert.throws(() => solution.value(new Quixo(3)), Error);
  });
});

describe("tic-tac-toe", () => {
  test("gamestate", () => {
    assert.equal(gamestate(["XOX", "OXO", "X  "]), "win");
    assert.equal(gamestate(["XOX", "XOO", "OXX"]), "draw");
    assert.equal(gamestate(["   ", "   ", "   "]), "ongoing");
    throwsCode(() => gamestate(["   ", "   "]), 300);
    throwsCode(() => gamestate(["   ", "  ", "   "]), 301);
    throwsCode(() => gamestate(["   ", " Z ", "   "]), 302);
    throwsCode(() => gamestate(["O  ", "   ", "   "]), 303);
    throwsCode(() => gamestate(["XX ", "   ", "   "]), 304);
    throwsCode(() => gamestate(["XXX", "OOO", "X O"]), 305);
  });

  test("play", () => {
    const game = new TicTacToe();
    assert.deepEqual([game.turn, game.winner(), game.state(), game.isOver()], ["X", undefined, "ongoing", false]);
    assert.deepEqual(game.legalMoves(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    assert.equal(game.play(4), "ongoing");
    assert.equal(game.at(4), "X");
    assert.equal(game.at(0), undefined);
    throwsCode(() => game.at(9), 306);
    assert.equal(game.turn, "O");
    assert.equal(game.isLegal(4), false);
    throwsCode(() => game.play(4), 307);
    const copy = game.clone();
    for (const s of [0, 3, 1]) game.play(s);
    assert.equal(game.play(5), "win");
    assert.equal(game.winner(), "X");
    assert.deepEqual(game.winningSquares(), [3, 4, 5]);
    assert.deepEqual(copy.winningSquares(), []);
    assert.deepEqual(TicTacToe.fromRows(["XXX", "OXO", "OOX"]).winningSquares(), [0, 1, 2, 4, 8]);
    assert.deepEqual(game.legalMoves(), []);
    throwsCode(() => game.play(8), 308);
    assert.equal(copy.toString(), "   \n X \n   \n");
    const later = TicTacToe.fromRows(["XO ", "   ", "   "]);
    assert.equal(later.turn, "X");
    throwsCode(() => TicTacToe.fromRows(["OO ", "   ", "   "]), 303);
  });
});

describe("tic-tac-toe perfect play", () => {
  test("values, best and quickest moves", () => {
    const game = new TicTacToe();
    assert.deepEqual(game.value(), { outcome: "draw", plies: 9 });
    assert.deepEqual(game.bestMoves(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const values = game.moveValues();
    assert.equal(values.length, 9);
    assert.deepEqual(values[4], { square: 4, value: { outcome: "draw", plies: 8 } });
    // X to move with two in a row wins at once; O's fork threat is irrelevant.
    const x = TicTacToe.fromRows(["XX ", "OO ", "   "]);
    assert.deepEqual(x.value(), { outcome: "X", plies: 1 });
    assert.deepEqual(x.quickestMoves(), [2]);
    assert.ok(x.bestMoves().includes(2));
    const done = TicTacToe.fromRows(["XXX", "OO ", "   "]);
    assert.deepEqual(done.value(), { outcome: "X", plies: 0 });
    assert.deepEqual(done.bestMoves(), []);
    assert.deepEqual(done.moveValues(), []);
  });

  test("players: perfect never loses, strengths by name or level, seeded", () => {
    assert.equal(new TicTacToePlayer("random").level, 0);
    assert.equal(new TicTacToePlayer("greedy", 1).level, 1);
    assert.equal(new TicTacToePlayer(2, 5n).level, 2);
    for (let seed = 0; seed < 20; seed++) {
      const game = new TicTacToe();
      const perfect = new TicTacToePlayer("perfect", seed);
      const random = new TicTacToePlayer(0, seed + 100);
      while (!game.isOver()) {
        const before = game.toString();
        const square = (game.turn === "O" ? perfect : random).choose(game);
        assert.equal(game.toString(), before);
        game.play(square);
      }
      assert.notEqual(game.winner(), "X", `seed ${seed}`);
    }
    const a = new TicTacToePlayer("random", 9);
    const b = new TicTacToePlayer("random", 9);
    const g = new TicTacToe();
    assert.deepEqual([a.choose(g), a.choose(g)], [b.choose(g), b.choose(g)]);
    assert.equal(new TicTacToePlayer("greedy").choose(TicTacToe.fromRows(["XX ", "OO ", "   "])), 2);
  });

  test("error paths", () => {
    throwsCode(() => new TicTacToePlayer("smart"), 503);
    throwsCode(() => new TicTacToePlayer(3), 503);
    throwsCode(() => new TicTacToePlayer(-1), 503);
    throwsCode(() => new TicTacToePlayer(1.5), 503);
    throwsCode(() => new TicTacToePlayer("perfect").choose(TicTacToe.fromRows(["XXX", "OO ", "   "])), 501);
    typeError(() => new TicTacToePlayer(null));
    typeError(() => new TicTacToePlayer("perfect", "1"));
    rangeError(() => new TicTacToePlayer("perfect", -1));
    assert.throws(
      () => new TicTacToePlayer("perfect").choose({}),
      (e) => e instanceof TypeError && !(e instanceof DigipegError) && e.message === "expected a TicTacToe",
    );
  });
});

describe("solitaire positions built by hand", () => {
  test("the spec's Section 3 example, repeats allowed; CardNo and ChanceNo", () => {
    const g = Solitaire.fromPiles([[6, 2, 1], [3, 2, 1, 0]]);
    assert.deepEqual([g.colNo, g.cardCount, g.cardNo, g.chanceNo], [2, 7, 7, 14]);
    g.move(0, 0);
    assert.deepEqual(g.piles(), [[2, 1, 6], [3, 2, 1, 0]]);
    assert.equal(g.toString(), "0: 2 * * \n1: 3 2 1 0 \n");
    const runs = Solitaire.fromPiles([[], [5, 4], [1, 0, 0]], 2);
    assert.deepEqual([runs.cardNo, runs.chanceNo, runs.isComplete()], [2, 4, true]);
    assert.equal(Solitaire.fromPiles([[], [0, 1]]).isComplete(), false, "built up, not down");
    assert.equal(Solitaire.fromPiles([]).colNo, 0);
    assert.equal(Solitaire.fromPiles([[1]], null).cardNo, 1);
  });

  test("ChanceNo 0 plays no round; the solver refuses what no deal reaches", () => {
    const g = Solitaire.fromPiles([[6, 2, 1], [3, 2, 1, 0]]);
    g.setChanceNo(0);
    const play = new SolitairePlay(g);
    assert.equal(play.start(), `${"*".repeat(41)}NEW GAME${"*".repeat(39)}\n\n`);
    assert.deepEqual([play.finished, play.end()], [true, { result: "lost" }]);
    throwsCode(() => new SolitaireSolver().solve(g, 1000), 505);
    throwsCode(() => new SolitaireSolver().hint(g, 1000), 505);
    const reachable = Solitaire.fromPiles([[1, 0], [2], []]);
    assert.equal(new SolitaireSolver().solve(reachable, 1000).line.length, 2);
  });
});

describe("solitaire solver", () => {
  test("solve finds a shortest win that replays, hint starts it", () => {
    const small = new Solitaire([1, 0, 2]);
    const solver = new SolitaireSolver(64);
    const found = solver.solve(small, 10_000);
    assert.equal(found.finished, true);
    assert.equal(found.line.length, 4);
    const replay = small.clone();
    for (const m of found.line) replay.play(m);
    assert.equal(replay.isComplete(), true);
    const hint = solver.hint(small, 10_000);
    assert.deepEqual(hint.move, found.line[0]);
    assert.equal(hint.winIn, 4);
    assert.equal(hint.finished, true);
    assert.equal(typeof hint.nodes, "number");
    // Too few moves: proven impossible; the hint then builds cards.
    const none = solver.solve(small, 10_000, 3);
    assert.deepEqual([none.finished, none.line], [true, undefined]);
    const partial = solver.hint(small, 10_000, 3);
    assert.equal(partial.winIn, undefined);
    assert.ok(small.isLegal(partial.move.from, partial.move.to));
    // A shuffled deal within its chanceNo; bigint budgets; budget 0 does not finish.
    const deal = Solitaire.shuffled(12, 7n);
    const solved = new SolitaireSolver().solve(deal, 1_000_000n);
    assert.equal(solved.finished, true);
    if (solved.line) assert.ok(solved.line.length <= deal.chanceNo);
    assert.equal(new SolitaireSolver().solve(deal, 0).finished, false);
  });

  test("error paths", () => {
    const game = new Solitaire([1, 0, 2]);
    // The core checks the table when a search uses it, after the depth.
    throwsCode(() => new SolitaireSolver(3).solve(game, 10), 500);
    throwsCode(() => new SolitaireSolver(0).hint(game, 10), 500);
    throwsCode(() => new SolitaireSolver(0).solve(game, 10, 129), 504);
    rangeError(() => new SolitaireSolver(2 ** 23));
    throwsCode(() => new SolitaireSolver().solve(game, 10, 129), 504);
    throwsCode(() => new SolitaireSolver().hint(game, 10, -1), 504);
    const won = new Solitaire([0]);
    won.move(0, 1);
    throwsCode(() => new SolitaireSolver().hint(won, 10), 501);
    rangeError(() => new SolitaireSolver().solve(game, -1));
    typeError(() => new SolitaireSolver().solve(game, "10"));
    typeError(() => new SolitaireSolver().hint(game, 10, "3"));
  });
});

describe("solitaire", () => {
  test("game, moves and display", () => {
    const game = new Solitaire([2, 0, 1]);
    assert.deepEqual([game.cardCount, game.colNo, game.chanceNo], [3, 3, 6]);
    assert.deepEqual(game.piles(), [[2, 0, 1], [], []]);
    assert.deepEqual(game.legalMoves(), [{ from: 0, to: 0 }, { from: 0, to: 1 }, { from: 0, to: 2 }]);
    assert.ok(game.isLegal(0, 1) && !game.isLegal(1, 2) && !game.isLegal(-1, 0));
    game.check({ from: 0, to: 1 });
    const copy = game.clone();
    game.move(0, 1);
    game.play({ from: 0, to: 0 });
    assert.equal(game.toString(), "0: 1 * \n1: 2 \n2: \n");
    assert.deepEqual(game.pile(1), [2]);
    assert.equal(copy.toString(), "0: 2 * * \n1: \n2: \n");
    throwsCode(() => game.pile(3), 404);
    throwsCode(() => game.move(1, 0), 407);
    throwsCode(() => game.move(1, 1), 408);
    throwsCode(() => game.move(2, 1), 405);
    const other = new Solitaire([0, 2, 1]);
    other.move(0, 1);
    throwsCode(() => other.check({ from: 0, to: 1 }), 406);
    throwsCode(() => game.play({ from: 3, to: 0 }), 404);
    game.move(0, 1);
    game.move(0, 1);
    assert.ok(game.isComplete());
    throwsCode(() => new Solitaire(Array.from({ length: 65 }, (_, i) => i)), 402);
    throwsCode(() => new Solitaire([0, 0]), 403);
    assert.deepEqual(new Solitaire([]).piles(), [[], [], []]);
  });

  test("shuffled deals are the same for a number and a bigint seed", () => {
    const a = Solitaire.shuffled(52, 7);
    const b = Solitaire.shuffled(52, 7n);
    assert.deepEqual(a.piles(), b.piles());
    assert.deepEqual([...a.pile(0)].sort((x, y) => x - y), Array.from({ length: 52 }, (_, i) => i));
    assert.notDeepEqual(a.pile(0), Solitaire.shuffled(52, 8).pile(0));
    Solitaire.shuffled(3, 2n ** 64n - 1n);
    throwsCode(() => Solitaire.shuffled(65, 0), 402);
  });

  test("the play program", () => {
    const game = new Solitaire([0]);
    const play = new SolitairePlay(game);
    assert.equal(play.end(), undefined);
    assert.equal(play.finished, false);
    throwsCode(() => play.input("0"), 600); // before start: refused, nothing used up
    throwsCode(() => play.input(), 600);
    const start = play.start();
    assert.ok(start.startsWith("*".repeat(41) + "NEW GAME"));
    assert.ok(start.endsWith("Round 1 out of 2: Move from row no.:"));
    assert.equal(play.round, 1);
    assert.equal(play.input("0"), "Round 1 out of 2: Move to row no.:");
    assert.ok(play.input("1").endsWith("You Win in 1 steps!\n\n"));
    assert.deepEqual(play.end(), { result: "won", rounds: 1 });
    assert.ok(play.finished);
    assert.deepEqual(play.game().pile(1), [0]);
    assert.deepEqual(game.pile(0), [0]); // the game handed over is not changed
    const quit = new SolitairePlay(game);
    quit.start();
    assert.equal(quit.input(), "\n\n");
    assert.deepEqual(quit.end(), { result: "endOfInput" });
    const lose = new SolitairePlay(new Solitaire([1, 0]));
    lose.start();
    for (let i = 0; i < 8; i++) lose.input("x");
    assert.deepEqual(lose.end(), { result: "lost" });
  });

  test("deque", () => {
    const d = new Deque();
    assert.deepEqual([d.size(), d.isEmpty(), d.isFull(), d.capacity], [0, true, false, 64]);
    throwsCode(() => d.peek(), 401);
    throwsCode(() => d.peeklast(), 401);
    throwsCode(() => d.removeFront(), 401);
    throwsCode(() => d.removeRear(), 401);
    d.addFront(1, 2);
    d.addRear(0);
    d.addRear(-5);
    assert.deepEqual(d.items(), [-5, 0, 1, 2]);
    assert.equal(d.printall(1), "-5 0 1 2 ");
    assert.equal(d.printall(0), "-5 * * * ");
    assert.deepEqual([d.peek(), d.peeklast()], [2, -5]);
    assert.deepEqual([d.removeFront(), d.removeRear(), d.size()], [2, -5, 2]);
    const copy = d.clone();
    d.clear();
    assert.deepEqual([d.items(), copy.items()], [[], [0, 1]]);
    d.addFront(...Array.from({ length: 63 }, (_, i) => i));
    throwsCode(() => d.addFront(100, 101), 400);
    assert.equal(d.size(), 64);
    assert.ok(d.isFull());
    assert.equal(d.peek(), 100);
    throwsCode(() => d.addRear(1), 400);
    d.addFront();
  });
});

test("init is accepted in Node, and the wasm is ready without it", async () => {
  const exports = await init();
  assert.ok(exports.memory instanceof WebAssembly.Memory);
});

test("the shipped declarations use no `any` in the public API", async () => {
  const { readFileSync } = await import("node:fs");
  const { createRequire } = await import("node:module");
  const dts = createRequire(import.meta.url).resolve("digipeg/package.json").replace(/package\.json$/, "digipeg.d.ts");
  const text = readFileSync(dts, "utf8");
  // The raw wasm export table (InitOutput) is wasm-bindgen's ABI, not the API.
  const api = text.slice(0, text.indexOf("export type InitInput")).replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  assert.ok(api.includes("export class Quixo"));
  assert.doesNotMatch(api, /\bany\b/);
  // The type `unknown`, not the word inside a string literal type ("unknown" is a verdict's state).
  assert.doesNotMatch(api.replace(/"[^"\n]*"/g, '""'), /\bunknown\b/);
});

test("random games: the core's operations, the same for a number and a bigint seed", () => {
  const kinds = digipeg.randomGameKinds();
  assert.equal(kinds.length, 13);
  assert.deepEqual(kinds.slice(0, 3), ["peg", "peg-rows", "quixo"]);
  for (const kind of kinds) {
    const ops = digipeg.randomGame(kind, 2026, 3);
    assert.ok(ops.length > 0 && ops.every((op) => typeof op === "string" && !op.includes("\n")), kind);
    assert.deepEqual(digipeg.randomGame(kind, 2026n, 3n), ops);
  }
  assert.notDeepEqual(digipeg.randomGame("quixo", 2026, 3), digipeg.randomGame("quixo", 2027, 3));
  rangeError(() => digipeg.randomGame("chess", 1, 0));
  rangeError(() => digipeg.randomGame("peg", -1, 0));
  typeError(() => digipeg.randomGame("peg", "1", 0));
});

test("PegAnalysis: the engine's verdict, stepped or at once, with a line that replays", () => {
  const analysis = new PegAnalysis();
  const game = new DigiPeg(9, 9, 4, 4);
  const once = analysis.decide(game);
  assert.deepEqual([once.state, once.reason, once.line.length], ["yes", "beam", 79]);
  const end = game.clone();
  for (const jump of once.line) end.play(jump);
  assert.equal(end.pegsLeft, 1);
  analysis.clear();
  analysis.start(game);
  game.play(game.legalMoves()[0]); // the question was a copy
  let stepped = analysis.step();
  while (stepped.state === "checking") stepped = analysis.step();
  assert.deepEqual(stepped.line, once.line);
  assert.deepEqual(analysis.decide(new DigiPeg(4, 4, 0, 0)), {
    state: "no",
    reason: "class",
    line: [],
    nodes: 0,
    bestPegs: 15,
    leastPegs: 2,
  });
  assert.deepEqual(analysis.decide(new DigiPeg(3, 3, 0, 0), 0).state, "unknown");
  assert.equal(analysis.decide(new DigiPeg(3, 3, 0, 0)).reason, "search");
  const hint = analysis.hint(new DigiPeg(9, 9, 4, 4));
  assert.deepEqual([hint.bestPegs, hint.proven], [1, true]);
  assert.ok(new DigiPeg(9, 9, 4, 4).isLegal(hint.jump));
  analysis.start(new DigiPeg(4, 4, 0, 0));
  let step = analysis.hintStep();
  while (step.searching) step = analysis.hintStep();
  assert.deepEqual([step.bestPegs, step.proven], [2, true]);
  assert.throws(() => analysis.hint(new DigiPeg(1, 2, 0, 0)), (e) => e instanceof DigipegError && e.code === 501);
});

test("PegAnalysis: a position one jump on takes its verdict from the one before", () => {
  const analysis = new PegAnalysis();
  const game = new DigiPeg(9, 9, 4, 4);
  const before = analysis.decide(game);
  game.play(before.line[0]);
  const after = analysis.decide(game);
  assert.deepEqual([after.state, after.reason, after.nodes], ["yes", "line", 0]);
  assert.deepEqual(after.line, before.line.slice(1));
  const dead = new DigiPeg(3, 3, 0, 0);
  assert.equal(analysis.decide(dead).reason, "search");
  dead.play(dead.legalMoves()[0]);
  assert.deepEqual([analysis.decide(dead).state, analysis.decide(dead).reason], ["no", "earlier"]);
  const stranded = DigiPeg.fromRows(["oo...", ".....", "..o.."]);
  assert.deepEqual([analysis.decide(stranded).reason, analysis.decide(stranded).leastPegs], ["stranded", 2]);
});
