// The JavaScript runtime of the random games: the core's random games replayed through the npm
// package `digipeg` (installed from its packed tarball), every answer written to a trace, the
// trace hashed (CRC-32, zlib's).
//
// The interface, the operation language and the trace format are those of every runner, in
// tests/random-games/README.md:
//
//   node run.mjs hash SEED GAMES [KIND...]   one line per kind: KIND GAMES OPS BYTES CRC
//   node run.mjs each SEED GAMES KIND        one line per game: INDEX CRC
//   node run.mjs trace SEED KIND INDEX       the trace of one game
import {
  Deque,
  DigiPeg,
  DigipegError,
  Klondike,
  PegProgram,
  PegSolver,
  Quixo,
  QuixoPlayer,
  Solitaire,
  SolitairePlay,
  SolitaireSolver,
  TicTacToe,
  TicTacToePlayer,
  gamestate,
  randomGame,
  randomGameKinds,
} from "digipeg";

// Refused operations throw by the thousand: their stack traces would cost more than the games.
Error.stackTraceLimit = 0;

// ---- CRC-32 (zlib's): reflected 0xEDB88320, initial value and final XOR 0xFFFFFFFF ----

const CRC_TABLE = new Uint32Array(256);
for (let i = 0; i < 256; i++) {
  let c = i;
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE[i] = c >>> 0;
}

/** Continue `crc` (0 to start) over the bytes, as zlib's crc32(). */
function crc32(bytes, crc = 0) {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

const utf8 = new TextEncoder();
const hex = (crc) => crc.toString(16).padStart(8, "0");

// ---- the trace's forms ----

const esc = (text) => text.replaceAll("\\", "\\\\").replaceAll("\n", "\\n");
const yn = (b) => (b ? "yes" : "no");

/** An operation line: the words before the first `|` (the verb first), the payload after it. */
class Op {
  constructor(line) {
    const bar = line.indexOf("|");
    this.line = line;
    this.words = (bar < 0 ? line : line.slice(0, bar)).split(" ").filter((w) => w);
    this.payload = bar < 0 ? "" : line.slice(bar + 1);
    this.verb = this.words[0];
  }
  int(i) {
    return Number(this.words[i]);
  }
  big(i) {
    return BigInt(this.words[i]);
  }
  rows(count) {
    return count > 0 ? this.payload.split("|") : [];
  }
}

class NoGame extends Error {}

/** Replace a wasm-backed object, freeing the old one. */
function swap(old, made) {
  old?.free();
  return made;
}

const pegToken = (j) => `${j.from.row}${j.from.col}${j.to.row}${j.to.col}`;
const quixoToken = (m) => `${m.from.row}${m.from.col}${m.to.row}${m.to.col}${m.partner}`;
const pileToken = (m) => `${m.from}-${m.to}`;

/** peg, peg-rows, peg-program, peg-solver. */
class Peg {
  game = null;
  program = null;

  run(op) {
    const v = op.verb;
    const made = (game) => {
      this.game = swap(this.game, game);
      return "ok";
    };
    switch (v) {
      case "new":
        return made(new DigiPeg(op.int(1), op.int(2), op.int(3), op.int(4), op.words[5]));
      case "rows":
        return made(DigiPeg.fromRows(op.rows(op.int(2)), op.words[1]));
      case "english":
      case "french":
      case "triangle":
        return made(DigiPeg[v](op.int(1), op.int(2)));
      case "program":
        this.program = swap(this.program, new PegProgram(op.words[1], op.words[2]));
        return "ok";
      case "start":
        return esc(this.program.start());
      case "input":
        return esc(this.program.input(op.payload));
      case "eof":
        return esc(this.program.input(null));
      case "finished":
        return yn(this.program.finished);
      case "game": {
        const game = this.program.game();
        if (game === undefined) return "none";
        const text = game.rowsText();
        game.free();
        return esc(text);
      }
    }
    const game = this.game;
    if (game === null) throw new NoGame();
    switch (v) {
      case "move":
        game.makeMove(op.int(1), op.int(2), op.int(3), op.int(4));
        return "ok";
      case "legal":
        return yn(game.legalMove(op.int(1), op.int(2), op.int(3), op.int(4)));
      case "peg":
        return yn(game.isPeg(op.int(1), op.int(2)));
      case "hole":
        return yn(game.isHole(op.int(1), op.int(2)));
      case "pegs":
        return String(game.pegsLeft);
      case "count":
        return String(game.countMoves());
      case "over":
        return yn(game.gameOver());
      case "moves":
        return game.legalMoves().map(pegToken).join(" ");
      case "draw":
        return esc(game.toString());
      case "text":
        return esc(game.rowsText());
      case "final":
        return esc(game.finalMessage());
      case "dims":
        return `${game.rows} ${game.cols}`;
      case "solve": {
        const goals = { fewest: "fewestPegs", one: "onePeg" };
        const goal = goals[op.words[2]] ?? { row: op.int(3), col: op.int(4) };
        const solver = new PegSolver(op.int(1));
        try {
          const s = solver.solve(game, goal, op.int(5));
          const line = s.moves.map((j) => " " + pegToken(j)).join("");
          return `${yn(s.finished)} ${yn(s.reached)} ${s.bestPegs} ${s.nodes}${line}`;
        } finally {
          solver.free();
        }
      }
      case "hint": {
        const solver = new PegSolver(op.int(1));
        try {
          const h = solver.hint(game, op.int(2));
          return `${pegToken(h.jump)} ${h.bestPegs} ${yn(h.finished)}`;
        } finally {
          solver.free();
        }
      }
    }
    throw new Error(`unknown peg verb ${v}`);
  }
}

/** quixo, quixo-player. */
class QuixoRuntime {
  game = null;

  run(op) {
    const v = op.verb;
    if (v === "new") {
      this.game = swap(this.game, new Quixo(op.int(1), op.int(2)));
      return "ok";
    }
    if (v === "parse") {
      this.game = swap(this.game, Quixo.parse(op.int(1), op.rows(op.int(4)), op.int(2), op.int(3)));
      return "ok";
    }
    const game = this.game;
    if (game === null) throw new NoGame();
    switch (v) {
      case "move":
        game.makeMove(op.int(1), op.int(2), op.int(3), op.int(4), op.int(5));
        return "ok";
      case "legal":
        return yn(game.legalMove(op.int(1), op.int(2), op.int(3), op.int(4), op.int(5)));
      case "undo":
        game.undo();
        return "ok";
      case "limit":
        game.moveLimit = op.int(1);
        return "ok";
      case "repeat":
        game.repetitions = op.int(1);
        return "ok";
      case "turn":
        return `${game.turn} ${game.turnSymbol}`;
      case "passed":
        return String(game.passed);
      case "outcome":
        return game.outcome() ?? "none";
      case "over":
        return yn(game.isGameOver());
      case "count":
        return String(game.countMoves());
      case "moves":
        return game.legalMoves().map(quixoToken).join(" ");
      case "board":
        return esc(game.toString());
      case "plies":
        return String(game.plies);
      case "perft":
        return String(game.perft(op.int(1)));
      case "choose": {
        const player = new QuixoPlayer(op.words[1], op.big(2), op.int(5));
        try {
          const c = player.choose(game, op.int(3), op.int(4));
          return `${quixoToken(c.move)} ${yn(c.finished)} ${c.depth} ${c.score} ${c.nodes}`;
        } finally {
          player.free();
        }
      }
    }
    throw new Error(`unknown quixo verb ${v}`);
  }
}

/** tictactoe, tictactoe-perfect. */
class TicTacToeRuntime {
  game = null;

  run(op) {
    const v = op.verb;
    switch (v) {
      case "new":
        this.game = swap(this.game, new TicTacToe());
        return "ok";
      case "rows":
        this.game = swap(this.game, TicTacToe.fromRows(op.rows(op.int(1))));
        return "ok";
      case "gamestate":
        return gamestate(op.rows(op.int(1)));
    }
    const game = this.game;
    if (game === null) throw new NoGame();
    switch (v) {
      case "play":
        return game.play(op.int(1));
      case "legal":
        return yn(game.isLegal(op.int(1)));
      case "turn":
        return game.turn;
      case "winner":
        return game.winner() ?? "none";
      case "state":
        return game.state();
      case "over":
        return yn(game.isOver());
      case "moves":
        return game.legalMoves().join(" ");
      case "show":
        return esc(game.toString());
      case "value": {
        const value = game.value();
        return `${value.outcome} ${value.plies}`;
      }
      case "best":
        return game.bestMoves().join(" ");
      case "quickest":
        return game.quickestMoves().join(" ");
      case "choose": {
        const player = new TicTacToePlayer(op.int(1), op.big(2));
        try {
          return String(player.choose(game));
        } finally {
          player.free();
        }
      }
    }
    throw new Error(`unknown tictactoe verb ${v}`);
  }
}

/** deque, solitaire, solitaire-play, solitaire-solver. */
class SolitaireRuntime {
  deque = new Deque();
  game = null;
  play = null;

  /** The game the play() program left, once it has ended. */
  takeBack() {
    if (this.play.end() !== undefined) this.game = swap(this.game, this.play.game());
  }

  run(op) {
    const v = op.verb;
    const d = this.deque;
    switch (v) {
      case "add_front":
        d.addFront(op.int(1));
        return "ok";
      case "add_rear":
        d.addRear(op.int(1));
        return "ok";
      case "remove_front":
        return String(d.removeFront());
      case "remove_rear":
        return String(d.removeRear());
      case "peek":
        return String(d.peek());
      case "peeklast":
        return String(d.peeklast());
      case "size":
        return String(d.size());
      case "items":
        return d.items().join(" ");
      case "printall":
        return esc(d.printall(op.int(1)));
    }
    const made = (game) => {
      this.game = swap(this.game, game);
      return "ok";
    };
    switch (v) {
      case "deal":
        return made(new Solitaire(op.words.slice(2).map(Number)));
      case "shuffled":
        return made(Solitaire.shuffled(op.int(1), op.big(2)));
      case "position": {
        const piles = op.rows(op.int(2)).map((pile) => pile.split(" ").filter((w) => w).map(Number));
        const cardNo = op.words[1] === "none" ? undefined : op.int(1);
        return made(Solitaire.fromPiles(piles, cardNo));
      }
      case "play": {
        if (this.game === null) throw new NoGame();
        this.play = swap(this.play, new SolitairePlay(this.game));
        const text = this.play.start();
        this.takeBack();
        return esc(text);
      }
      case "input":
      case "eof": {
        const text = this.play.input(v === "input" ? op.payload : null);
        this.takeBack();
        return esc(text);
      }
      case "end": {
        const end = this.play?.end();
        if (end === undefined) return "none";
        return end.result === "won" ? `won ${end.rounds}` : end.result === "lost" ? "lost" : "input";
      }
    }
    const game = this.game;
    if (game === null) throw new NoGame();
    switch (v) {
      case "chances":
        game.setChanceNo(op.int(1));
        return "ok";
      case "move":
        game.move(op.int(1), op.int(2));
        return "ok";
      case "legal":
        return yn(game.isLegal(op.int(1), op.int(2)));
      case "piles":
        return game
          .piles()
          .map((pile) => pile.join(" "))
          .join("/");
      case "counts":
        return `${game.cardNo} ${game.colNo} ${game.chanceNo}`;
      case "complete":
        return yn(game.isComplete());
      case "display":
        return esc(game.toString());
      case "moves":
        return game.legalMoves().map(pileToken).join(" ");
      case "solve": {
        const solver = new SolitaireSolver(op.int(3));
        try {
          const s = solver.solve(game, op.int(2), op.int(1));
          const line = s.line === undefined ? " none" : " win" + s.line.map((m) => " " + pileToken(m)).join("");
          return `${yn(s.finished)} ${s.nodes}${line}`;
        } finally {
          solver.free();
        }
      }
      case "hint": {
        const solver = new SolitaireSolver(op.int(3));
        try {
          const h = solver.hint(game, op.int(2), op.int(1));
          return `${pileToken(h.move)} ${h.winIn ?? "none"} ${h.built} ${yn(h.finished)} ${h.nodes}`;
        } finally {
          solver.free();
        }
      }
    }
    throw new Error(`unknown solitaire verb ${v}`);
  }
}

/** klondike. */
class KlondikeRuntime {
  game = null;

  run(op) {
    const v = op.verb;
    const rules = (at) => [op.int(at), op.int(at + 1), op.words[at + 2] === "yes"];
    let made = null;
    switch (v) {
      case "seed":
        made = Klondike.fromSeed(op.int(1), ...rules(2));
        break;
      case "shuffled":
        made = Klondike.shuffled(op.big(1), ...rules(2));
        break;
      case "from-rank":
        made = Klondike.fromRank(op.words[1], ...rules(2));
        break;
      case "from-json":
        made = Klondike.fromJson(op.payload, ...rules(1));
        break;
    }
    if (made !== null) {
      this.game = swap(this.game, made);
      return "ok";
    }
    const game = this.game;
    if (game === null) throw new NoGame();
    switch (v) {
      case "play":
        game.play(op.payload);
        return "ok";
      case "undo":
        return game.undo();
      case "legal":
        return yn(game.isLegal(op.payload));
      case "moves":
        return game.legalMoves().join(" ");
      case "draw":
        return esc(game.toString());
      case "thoughtful":
        return esc(game.thoughtful());
      case "won":
        return yn(game.isWon());
      case "rank":
        return game.rank();
      case "json":
        return esc(game.json());
    }
    throw new Error(`unknown klondike verb ${v}`);
  }
}

const FAMILIES = {
  peg: Peg,
  "peg-rows": Peg,
  "peg-program": Peg,
  "peg-solver": Peg,
  quixo: QuixoRuntime,
  "quixo-player": QuixoRuntime,
  tictactoe: TicTacToeRuntime,
  "tictactoe-perfect": TicTacToeRuntime,
  deque: SolitaireRuntime,
  solitaire: SolitaireRuntime,
  "solitaire-play": SolitaireRuntime,
  "solitaire-solver": SolitaireRuntime,
  klondike: KlondikeRuntime,
};

function answer(runtime, op) {
  try {
    return runtime.run(op);
  } catch (err) {
    if (err instanceof DigipegError) return `error ${err.code}`;
    if (err instanceof NoGame) return "no game";
    // Not an error of the engine (a TypeError, a RangeError of the binding): written down, so
    // the comparison shows the operation rather than a crash.
    return `throw ${err.name}`;
  }
}

/** The trace of one game, and its number of operations. */
function replay(kind, seed, index) {
  const runtime = new FAMILIES[kind]();
  const lines = randomGame(kind, seed, index);
  const trace = lines.map((line) => `${line} -> ${answer(runtime, new Op(line))}\n`).join("");
  for (const value of Object.values(runtime)) value?.free?.();
  return [trace, lines.length];
}

function main(args) {
  if (crc32(utf8.encode("123456789")) !== 0xcbf43926) {
    console.error("CRC-32 self-check failed");
    return 1;
  }
  const out = [];
  if (args[0] === "hash" && args.length >= 3) {
    const seed = BigInt(args[1]);
    const games = Number(args[2]);
    for (const kind of args.length > 3 ? args.slice(3) : randomGameKinds()) {
      let crc = 0;
      let ops = 0;
      let bytes = 0;
      for (let index = 0; index < games; index++) {
        const [trace, count] = replay(kind, seed, index);
        const data = utf8.encode(trace);
        crc = crc32(data, crc);
        ops += count;
        bytes += data.length;
      }
      process.stdout.write(`${kind} ${games} ${ops} ${bytes} ${hex(crc)}\n`);
    }
    return 0;
  }
  if (args[0] === "each" && args.length === 4) {
    const seed = BigInt(args[1]);
    for (let index = 0; index < Number(args[2]); index++) {
      out.push(`${index} ${hex(crc32(utf8.encode(replay(args[3], seed, index)[0])))}\n`);
    }
    process.stdout.write(out.join(""));
    return 0;
  }
  if (args[0] === "trace" && args.length === 4) {
    process.stdout.write(replay(args[2], BigInt(args[1]), Number(args[3]))[0]);
    return 0;
  }
  console.error("usage: node run.mjs hash SEED GAMES [KIND...] | each SEED GAMES KIND | trace SEED KIND INDEX");
  return 2;
}

process.exitCode = main(process.argv.slice(2));
