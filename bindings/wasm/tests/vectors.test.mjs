// The shared scenarios of tests/vectors, run through the installed package.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  DigiPeg, Deque, Klondike, PegAnalysis, PegProgram, Quixo, QuixoPlayer, Solitaire, SolitairePlay, TicTacToe,
  gamestate, klondikeCard,
} from "digipeg";
import { assertCoversErrors, blockText, check, noError, num, nums, runFile, unknownVerb, yes } from "./vectors.mjs";

const token = (m) => `${m.from.row}${m.from.col}${m.to.row}${m.to.col}`;

function need(step, value) {
  assert.ok(value, `line ${step.line}: \`${step.verb}\` before the game is made`);
  return value;
}

test("peg.txt", () => {
  const analysis = new PegAnalysis(); // cleared before every decide
  const cases = runFile("peg.txt", (kase) => {
    let game;
    let output = "";
    for (const step of kase.steps) {
      const at = `line ${step.line}`;
      switch (step.verb) {
        case "new": {
          const made = check(step, () => new DigiPeg(num(step, 0), num(step, 1), num(step, 2), num(step, 3), step.args[4]));
          if (made.ok) game = made.value;
          break;
        }
        case "shape": {
          const made = check(step, () => DigiPeg.fromRows(step.block, step.args[0]));
          if (made.ok) game = made.value;
          break;
        }
        case "move": {
          const g = need(step, game);
          const before = g.rowsText();
          if (!check(step, () => g.makeMove(...nums(step))).ok) {
            assert.equal(g.rowsText(), before, `${at}: a refused move changed the board`);
          }
          break;
        }
        case "legal": {
          noError(step);
          const [a, b, c, d] = [0, 1, 2, 3].map((i) => num(step, i));
          assert.equal(need(step, game).legalMove(a, b, c, d), yes(step, 4), at);
          break;
        }
        case "pegs":
          noError(step);
          assert.equal(need(step, game).pegsLeft, num(step, 0), at);
          break;
        case "over":
          noError(step);
          assert.equal(need(step, game).gameOver(), yes(step, 0), at);
          break;
        case "moves": {
          noError(step);
          const g = need(step, game);
          const listed = g.legalMoves();
          assert.equal(listed.length, num(step, 0), `${at}: number of moves`);
          assert.deepEqual(listed.map(token), step.args.slice(1), `${at}: move list`);
          assert.equal(g.countMoves(), listed.length, at);
          for (const jump of listed) assert.ok(g.isLegal(jump), at);
          break;
        }
        case "board":
          noError(step);
          assert.equal(need(step, game).rowsText(), blockText(step), at);
          break;
        case "drawing":
          noError(step);
          assert.equal(need(step, game).toString(), blockText(step), at);
          break;
        case "message":
          noError(step);
          assert.equal(need(step, game).finalMessage(), blockText(step), at);
          break;
        case "decide": {
          noError(step);
          analysis.clear();
          const verdict = analysis.decide(need(step, game));
          assert.deepEqual([verdict.state, verdict.reason], step.args.slice(0, 2), at);
          assert.ok(verdict.nodes >= num(step, 2), `${at}: ${verdict.nodes} positions examined`);
          assert.deepEqual(verdict.line.map(token), step.args.slice(3), `${at}: the line`);
          if (verdict.state === "yes") {
            const end = need(step, game).clone();
            for (const jump of verdict.line) end.play(jump);
            assert.equal(end.pegsLeft, 1, `${at}: the line ends with ${end.pegsLeft} pegs`);
            end.free();
          }
          break;
        }
        case "program": {
          noError(step);
          const program = new PegProgram(step.args[0], step.args[1]);
          output = program.start();
          const input = [...step.block];
          while (!program.finished) output += program.input(input.shift());
          assert.equal(input.length, 0, `${at}: the program ended before its input did`);
          program.free();
          break;
        }
        case "output":
          noError(step);
          assert.equal(output, blockText(step), at);
          break;
        default:
          unknownVerb(step);
      }
    }
  });
  assert.ok(cases.length >= 8);
  assertCoversErrors("peg.txt", 100, 200);
});

test("tictactoe.txt", () => {
  runFile("tictactoe.txt", (kase) => {
    let game;
    for (const step of kase.steps) {
      const at = `line ${step.line}`;
      switch (step.verb) {
        case "gamestate": {
          const got = check(step, () => gamestate(step.block));
          if (got.ok) assert.equal(got.value, step.args[0], at);
          break;
        }
        case "new":
          noError(step);
          game = new TicTacToe();
          break;
        case "board": {
          const made = check(step, () => TicTacToe.fromRows(step.block));
          if (made.ok) game = made.value;
          break;
        }
        case "play": {
          const g = need(step, game);
          const before = g.toString();
          const played = check(step, () => g.play(num(step, 0)));
          if (played.ok) assert.equal(played.value, g.state(), at);
          else assert.equal(g.toString(), before, `${at}: a refused move changed the game`);
          break;
        }
        case "turn":
          noError(step);
          assert.equal(need(step, game).turn, step.args[0], at);
          break;
        case "winner":
          noError(step);
          assert.equal(need(step, game).winner() ?? "none", step.args[0], at);
          break;
        case "state":
          noError(step);
          assert.equal(need(step, game).state(), step.args[0], at);
          break;
        case "legal": {
          noError(step);
          const g = need(step, game);
          const legal = g.legalMoves();
          assert.deepEqual(legal, nums(step), at);
          for (let square = 0; square < 9; square++) assert.equal(g.isLegal(square), legal.includes(square), at);
          break;
        }
        case "show":
          noError(step);
          assert.equal(need(step, game).toString(), blockText(step), at);
          break;
        default:
          unknownVerb(step);
      }
    }
  });
  assertCoversErrors("tictactoe.txt", 300, 400);
});

/** `position [CARDNO]` + block: one pile per block line, its cards separated by spaces. */
function position(step) {
  const piles = step.block.map((line) => line.split(" ").filter((w) => w !== "").map(Number));
  return step.args.length > 0 ? Solitaire.fromPiles(piles, num(step, 0)) : Solitaire.fromPiles(piles);
}

function runSolitaireCase(kase) {
  let game;
  let deque;
  let output = "";
  let ended;
  for (const step of kase.steps) {
    const at = `line ${step.line}`;
    switch (step.verb) {
      case "new": {
        const made = check(step, () => new Solitaire(nums(step)));
        if (made.ok) game = made.value;
        break;
      }
      case "shuffled": {
        const made = check(step, () => Solitaire.shuffled(num(step, 0), BigInt(step.args[1])));
        if (made.ok) game = made.value;
        break;
      }
      case "position": {
        const made = check(step, () => position(step));
        if (made.ok) game = made.value;
        break;
      }
      case "set_chances": {
        const g = need(step, game);
        const before = g.chanceNo;
        if (!check(step, () => g.setChanceNo(num(step, 0))).ok) {
          assert.equal(g.chanceNo, before, `${at}: a refused ChanceNo changed the game`);
        }
        break;
      }
      case "move": {
        const g = need(step, game);
        const before = JSON.stringify(g.piles());
        if (!check(step, () => g.move(num(step, 0), num(step, 1))).ok) {
          assert.equal(JSON.stringify(g.piles()), before, `${at}: a refused move changed the game`);
        }
        break;
      }
      case "pile":
        noError(step);
        assert.deepEqual(need(step, game).pile(num(step, 0)), nums(step, 1), at);
        break;
      case "piles": {
        noError(step);
        const g = need(step, game);
        assert.equal(g.colNo, num(step, 0), at);
        assert.equal(g.piles().length, g.colNo, at);
        break;
      }
      case "chances":
        noError(step);
        assert.equal(need(step, game).chanceNo, num(step, 0), at);
        break;
      case "display":
        noError(step);
        assert.equal(need(step, game).toString(), blockText(step), at);
        break;
      case "complete":
        noError(step);
        assert.equal(need(step, game).isComplete(), yes(step, 0), at);
        break;
      case "play": {
        noError(step);
        const play = new SolitairePlay(need(step, game));
        output = play.start();
        for (const line of step.block) output += play.input(line);
        output += play.input(null);
        ended = play.end();
        game = play.game();
        play.free();
        break;
      }
      case "transcript":
        noError(step);
        assert.equal(output, blockText(step), at);
        break;
      case "ended": {
        noError(step);
        const expected = {
          won: () => ({ result: "won", rounds: num(step, 1) }),
          lost: () => ({ result: "lost" }),
          input: () => ({ result: "endOfInput" }),
        }[step.args[0]]?.();
        assert.ok(expected, `${at}: ended takes won K, lost or input`);
        assert.deepEqual(ended, expected, at);
        break;
      }
      case "deque":
        noError(step);
        deque = new Deque();
        break;
      case "add_front":
        check(step, () => need(step, deque).addFront(...nums(step)));
        break;
      case "add_rear":
        check(step, () => need(step, deque).addRear(...nums(step)));
        break;
      case "remove_front":
      case "remove_rear":
      case "peek":
      case "peeklast": {
        const d = need(step, deque);
        const method = { remove_front: "removeFront", remove_rear: "removeRear", peek: "peek", peeklast: "peeklast" }[step.verb];
        const got = check(step, () => d[method]());
        if (got.ok) assert.equal(got.value, num(step, 0), at);
        break;
      }
      case "size":
        noError(step);
        assert.equal(need(step, deque).size(), num(step, 0), at);
        break;
      case "items":
        noError(step);
        assert.deepEqual(need(step, deque).items(), nums(step), at);
        break;
      case "printall":
        noError(step);
        assert.equal(need(step, deque).printall(num(step, 0)), step.block.join("\n"), at);
        break;
      default:
        unknownVerb(step);
    }
  }
}

test("solitaire.txt", () => {
  runFile("solitaire.txt", runSolitaireCase);
  assertCoversErrors("solitaire.txt", 400, 500);
});

test("solitaire_random.txt (generated hand-built positions)", () => {
  assert.ok(runFile("solitaire_random.txt", runSolitaireCase).length >= 100);
});

test("quixo.txt", () => {
  const winner = (g) => g.outcome() ?? "none";
  runFile("quixo.txt", (kase) => {
    let game;
    for (const step of kase.steps) {
      const at = `line ${step.line}`;
      switch (step.verb) {
        case "new": {
          const made = check(step, () => new Quixo(num(step, 0), num(step, 1)));
          if (made.ok) game = made.value;
          break;
        }
        case "parse": {
          const made = check(step, () => Quixo.parse(num(step, 0), step.block, num(step, 1), num(step, 2)));
          if (made.ok) game = made.value;
          break;
        }
        case "move": {
          const g = need(step, game);
          const before = [g.toString(), g.turn, g.plies, winner(g)];
          if (!check(step, () => g.makeMove(...nums(step))).ok) {
            assert.deepEqual([g.toString(), g.turn, g.plies, winner(g)], before, `${at}: a refused move changed the game`);
          }
          break;
        }
        case "undo":
          check(step, () => need(step, game).undo());
          break;
        case "limit":
          noError(step);
          need(step, game).moveLimit = num(step, 0);
          break;
        case "repeat":
          noError(step);
          need(step, game).repetitions = num(step, 0);
          break;
        case "board":
          noError(step);
          assert.equal(need(step, game).toString(), blockText(step), at);
          break;
        case "turn":
          noError(step);
          assert.deepEqual([need(step, game).turn, game.turnSymbol], [num(step, 0), step.args[1]], at);
          break;
        case "passed":
          noError(step);
          assert.equal(need(step, game).passed, num(step, 0), at);
          assert.equal(game.passedPlayers().length, game.passed, at);
          break;
        case "winner":
          noError(step);
          assert.equal(winner(need(step, game)), step.args[0], at);
          break;
        case "moves":
          noError(step);
          assert.equal(need(step, game).legalMoves().length, num(step, 0), at);
          assert.equal(game.countMoves(), num(step, 0), at);
          break;
        case "movelist": {
          noError(step);
          const g = need(step, game);
          const four = g.players === 4;
          const list = g.legalMoves();
          assert.deepEqual(list.map((m) => token(m) + (four ? m.partner : "")), step.args, at);
          for (const m of list) assert.ok(g.isLegal(m), at);
          break;
        }
        case "legal": {
          noError(step);
          const n = step.args.length - 1;
          const args = step.args.slice(0, n).map((_, i) => num(step, i));
          assert.equal(need(step, game).legalMove(...args), yes(step, n), at);
          break;
        }
        case "perft":
          noError(step);
          assert.equal(need(step, game).perft(num(step, 0)), num(step, 1), at);
          break;
        case "choose": {
          const [level, seed] = [step.args[0], BigInt(step.args[1])];
          const g = need(step, game);
          // Random and greedy take a (meaningless) budget; a named level has its own.
          const named = level !== "random" && level !== "greedy";
          const { ok, value } = check(step, () => {
            const player = new QuixoPlayer(level, seed);
            try {
              return named ? player.choose(g) : player.choose(g, 0);
            } finally {
              player.free();
            }
          });
          if (ok) assert.equal(token(value.move) + (g.players === 4 ? value.move.partner : ""), step.args[2], at);
          break;
        }
        default:
          unknownVerb(step);
      }
    }
  });
  assertCoversErrors("quixo.txt", 200, 300);
});

// The vectors' long move words in the notation the bindings read.
function klondikeNotation(step) {
  const [a, b, c, d, e] = step.args;
  if (a === "draw") return "D";
  if (a === "recycle") return "R";
  if (a === "waste") return b === "foundation" ? "WF" : `W${c}`;
  if (a === "pile") return c === "foundation" ? `${b}F` : `${b}${d}-${e}`;
  if (a === "foundation") return `${b}${d}`;
  throw new Error(`line ${step.line}: not a move: ${step.args.join(" ")}`);
}

test("klondike.txt", () => {
  runFile("klondike.txt", (kase) => {
    let rules = [];
    let game;
    const deal = (step, make) => {
      const made = check(step, make);
      if (made.ok) game = made.value;
    };
    const play = (step, text) => {
      const g = need(step, game);
      const before = g.clone();
      if (!check(step, () => g.play(text)).ok) {
        assert.ok(g.equals(before), `line ${step.line}: a refused move changed the game`);
        assert.deepEqual(g.history(), before.history(), `line ${step.line}`);
      }
    };
    for (const step of kase.steps) {
      const at = `line ${step.line}`;
      switch (step.verb) {
        case "rules": {
          const asked = [num(step, 0), num(step, 1), yes(step, 2)];
          if (check(step, () => Klondike.fromSeed(1, ...asked)).ok) rules = asked;
          break;
        }
        case "seed":
          deal(step, () => Klondike.fromSeed(num(step, 0), ...rules));
          break;
        case "rank-deal":
          deal(step, () => Klondike.fromRank(step.args[0], ...rules));
          break;
        case "json-deal":
          deal(step, () => Klondike.fromJson(step.block.join(""), ...rules));
          break;
        case "card": {
          const read = check(step, () => klondikeCard(step.args[0]));
          if (read.ok) assert.equal(klondikeCard(read.value), read.value, at);
          break;
        }
        case "play":
          play(step, klondikeNotation(step));
          break;
        case "play-text":
          play(step, step.args[0]);
          break;
        case "draws":
          for (let i = 0; i < num(step, 0); i++) need(step, game).play("D");
          break;
        case "undo":
          check(step, () => need(step, game).undo());
          break;
        case "undo-again":
          // The package keeps the records itself: a stale one cannot be handed to undo.
          assert.equal(step.error?.code, 715, at);
          break;
        case "moves":
          noError(step);
          assert.equal(need(step, game).legalMoves().length, num(step, 0), at);
          break;
        case "legal":
          noError(step);
          assert.deepEqual(need(step, game).legalMoves(), step.args, at);
          break;
        case "drawing":
          noError(step);
          assert.equal(need(step, game).toString(), blockText(step), at);
          break;
        case "rank":
          noError(step);
          assert.equal(need(step, game).rank(), step.args[0], at);
          break;
        case "solvitaire":
          noError(step);
          assert.equal(need(step, game).json(), step.block.join(""), at);
          break;
        case "solve": {
          noError(step);
          const g = need(step, game);
          const found = g.solve(num(step, 0));
          assert.equal(found.verdict, step.args[1], at);
          const replay = g.clone();
          for (const move of found.line) replay.play(move);
          assert.equal(replay.isWon(), found.verdict === "won", at);
          break;
        }
        default:
          unknownVerb(step);
      }
    }
  });
  assertCoversErrors("klondike.txt", 700, 800);
});
