// Solved Quixo layers from JS (QuixoTables): the files of `make quixo-tables` (DIGIPEG_QUIXO_TABLES
// points at their versioned directory) loaded as bytes. Every 3 x 3 position against the strong
// solution; files rewritten with two bytes a pass give the same answers; the player converts won
// 4 x 4 endgames (totals 15 and 16) from the tables; every refusal.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { before, test } from "node:test";
import init, {
  DigipegError, Quixo, QuixoPlayer, QuixoSolution, QuixoTables, errorTable, quixoLayerCheck, quixoLayerFileName,
} from "digipeg";

const ROOT = process.env.DIGIPEG_QUIXO_TABLES;

before(async () => {
  await init();
});

function throwsCode(fn, code) {
  const info = errorTable().find((e) => e.code === code);
  assert.throws(fn, (e) => e instanceof DigipegError && e.code === code && e.name === info.name);
}
const typeError = (fn) => assert.throws(fn, (e) => e instanceof TypeError && !(e instanceof DigipegError));
const rangeError = (fn) => assert.throws(fn, (e) => e instanceof RangeError && !(e instanceof DigipegError));

/** The two files of layer (a, b) of the n x n board. */
function files(n, a, b) {
  const read = (kind) => new Uint8Array(readFileSync(join(ROOT, `${n}x${n}`, quixoLayerFileName(n, a, b, kind))));
  return [read("values"), read("passes")];
}

/** Every layer (a, b) of the n x n board with a + b >= minTotal. */
function layersFrom(n, minTotal) {
  const out = [];
  for (let t = minTotal; t <= n * n; t++) for (let a = 0; a <= t; a++) out.push([a, t - a]);
  return out;
}

/** CRC-32 (zlib's), bit by bit: a naive writer of the format for the two-byte files. */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A one-byte passes file rewritten with two bytes a pass (header byte 14, size, checksums). */
function widen(file) {
  const positions = file.length - 64;
  const wide = new Uint8Array(64 + 2 * positions);
  wide.set(file.subarray(0, 64));
  wide[14] = 2;
  const view = new DataView(wide.buffer);
  view.setBigUint64(24, BigInt(2 * positions), true);
  for (let i = 0; i < positions; i++) wide[64 + 2 * i] = file[64 + i];
  view.setUint32(56, crc32(wide.subarray(64)), true);
  view.setUint32(60, crc32(wide.subarray(0, 60)), true);
  return wide;
}

/** Every 3 x 3 board with either player to move. */
function* everyBoard3() {
  for (let code = 0; code < 3 ** 9; code++) {
    let rows = "";
    for (let c = code, i = 0; i < 9; i++, c = Math.floor(c / 3)) rows += "-XO"[c % 3];
    const r = [rows.slice(0, 3), rows.slice(3, 6), rows.slice(6)];
    for (const turn of [0, 1]) yield Quixo.parse(3, r, 2, turn);
  }
}

const OTHER = { win: "loss", loss: "win", draw: "draw" };

/** A seeded generator of 32-bit integers (mulberry32: every bit varies, unlike a power-of-two LCG's low bits). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

test("every 3 x 3 position: the tables' value is the solution's, and their move keeps it", { skip: !ROOT }, () => {
  const tables = new QuixoTables();
  let info;
  for (const [a, b] of layersFrom(3, 0)) info = tables.add(...files(3, a, b));
  // The last layer added: (9, 0), the one full board of the mover's cubes alone (won).
  assert.deepEqual(info, { size: 3, own: 9, other: 0, kind: "values", passBytes: 0, positions: 1, won: 1, lost: 0, drawn: 0 });
  const middle = quixoLayerCheck(files(3, 4, 4)[1]);
  assert.equal(middle.kind, "passes");
  assert.equal(middle.passBytes, 1);
  assert.equal(middle.positions, 630); // 9! / (4! 4! 1!)
  assert.equal(middle.won + middle.lost + middle.drawn, 630);
  assert.equal(tables.layers.length, 55);
  assert.deepEqual(tables.layers[0], [3, 0, 0]);
  const solution = QuixoSolution.solve(3);
  let boards = 0;
  for (const game of everyBoard3()) {
    const want = solution.value(game);
    assert.equal(tables.value(game), want, game.toString());
    if (!game.isGameOver()) {
      const move = tables.bestMove(game);
      const child = game.clone();
      child.play(move);
      assert.equal(solution.value(child), OTHER[want], game.toString());
      child.free();
    } else {
      throwsCode(() => tables.bestMove(game), 501);
    }
    game.free();
    boards++;
  }
  assert.equal(boards, 2 * 3 ** 9);
  assert.ok(tables.byteLength > 19683 + 55 * 128);
});

test("two bytes a pass: the same answers; the player is perfect from either", { skip: !ROOT }, () => {
  const one = new QuixoTables();
  const two = new QuixoTables();
  for (const [a, b] of layersFrom(3, 0)) {
    const [values, passes] = files(3, a, b);
    one.add(values, passes);
    const info = two.add(values.buffer, widen(passes)); // an ArrayBuffer will do too
    assert.equal(info.kind, "values");
  }
  assert.equal(quixoLayerCheck(widen(files(3, 4, 4)[1])).passBytes, 2);
  let i = 0;
  for (const game of everyBoard3()) {
    if (i++ % 7 === 0) {
      assert.equal(two.value(game), one.value(game));
      if (!game.isGameOver()) assert.deepEqual(two.bestMove(game), one.bestMove(game));
    }
    game.free();
  }
  // Perfect X against a random O: X wins every game, without searching.
  const perfect = new QuixoPlayer("search", 1);
  for (let seed = 0; seed < 10; seed++) {
    const random = new QuixoPlayer("random", seed);
    const game = new Quixo(3);
    while (!game.isGameOver()) {
      const choice = game.turnSymbol === "X" ? perfect.chooseTables(game, two, 1000) : random.choose(game, 0);
      if (game.turnSymbol === "X") assert.equal(choice.nodes, 0);
      game.play(choice.move);
    }
    assert.equal(game.outcome(), "X");
  }
});

test("4 x 4 totals 15 and 16: won endgames are won against the search player", { skip: !ROOT }, () => {
  const tables = new QuixoTables();
  for (const [a, b] of layersFrom(4, 15)) tables.add(...files(4, a, b));
  const perfect = new QuixoPlayer("search", 3);
  const search = new QuixoPlayer("search", 4, 1 << 12);
  let won = 0;
  let tried = 0;
  const next = mulberry32(12345);
  while (won < 20) {
    assert.ok(++tried < 2000, "random boards of totals 15 and 16 include won ones");
    // A random board with 15 or 16 cubes.
    const cells = Array.from({ length: 16 }, () => (next() % 2 ? "X" : "O"));
    if (next() % 2) cells[next() % 16] = "-";
    const rows = [0, 4, 8, 12].map((i) => cells.slice(i, i + 4).join(""));
    const game = Quixo.parse(4, rows, 2, next() % 2);
    if (game.isGameOver() || tables.value(game) !== "win") {
      game.free();
      continue;
    }
    const me = game.turnSymbol;
    for (let ply = 0; ply < 200 && !game.isGameOver(); ply++) {
      const mine = game.turnSymbol === me;
      const choice = mine ? perfect.chooseTables(game, tables, 1000) : search.choose(game, 2000, 3);
      if (mine) assert.equal(choice.nodes, 0, "the tables answer, no search");
      game.play(choice.move);
    }
    assert.equal(game.outcome(), me, rows.join("/"));
    game.free();
    won++;
  }
  // What a won endgame still needs: nothing here; a layer dropped is asked for again.
  const endgame = Quixo.parse(4, ["XXXO", "OOXX", "XOXO", "OXO-"], 2, 0); // total 15, X to move: (8, 7)
  assert.deepEqual(tables.missing(endgame), []);
  const partial = new QuixoTables();
  for (const [a, b] of [[8, 7], [7, 9]]) partial.add(...files(4, a, b));
  assert.deepEqual(partial.missing(endgame), [[4, 7, 8]]); // the partner; (7, 9) is held
  assert.equal(partial.bestMove(endgame), null);
  partial.add(...files(4, 7, 8));
  assert.deepEqual(partial.missing(endgame), []);
  assert.deepEqual(partial.bestMove(endgame), tables.bestMove(endgame));
  assert.deepEqual(new QuixoTables().missing(new Quixo(4)), [[4, 0, 0], [4, 0, 1]]); // (0, 0) is its own partner
  // A named level plays the perfect move too, with its own budget elsewhere.
  const hard = new QuixoPlayer("hard", 1);
  const fromTables = hard.chooseTables(endgame, tables);
  assert.equal(fromTables.nodes, 0);
  assert.deepEqual(fromTables.move, tables.bestMove(endgame));
  rangeError(() => hard.chooseTables(endgame, tables, 1000)); // a named level has its own budget
  // Outside the tables' layers the player searches; the tables say nothing.
  const start = new Quixo(4);
  assert.equal(tables.value(start), null);
  assert.equal(tables.bestMove(start), null);
  assert.ok(perfect.chooseTables(start, tables, 500, 2).nodes > 0);
});

test("refusals: bad files, wrong types, layers and kinds", { skip: !ROOT }, () => {
  const tables = new QuixoTables();
  const [values, passes] = files(3, 4, 4);
  const [otherValues, otherPasses] = files(3, 4, 5);
  const flipped = values.slice();
  flipped[flipped.length - 1] ^= 1;
  throwsCode(() => tables.add(flipped, passes), 523);
  throwsCode(() => tables.add(values, otherPasses), 523); // two layers
  throwsCode(() => tables.add(passes, values), 523); // swapped
  throwsCode(() => tables.add(values, values), 523);
  throwsCode(() => tables.add(values.subarray(0, 100), passes), 523);
  throwsCode(() => quixoLayerCheck(values.subarray(0, 10)), 523);
  typeError(() => tables.add("values", passes));
  typeError(() => tables.add(values, [1, 2, 3]));
  typeError(() => tables.add(values));
  typeError(() => quixoLayerCheck(null));
  assert.deepEqual(tables.layers, []); // nothing was added
  tables.add(otherValues, otherPasses);
  tables.add(otherValues, otherPasses); // again: replaced, not doubled
  assert.deepEqual(tables.layers, [[3, 4, 5]]);
  assert.equal(quixoLayerFileName(5, 11, 12, "passes"), "quixo5-t23-a11-b12.passes");
  throwsCode(() => quixoLayerFileName(5, 20, 6, "values"), 522);
  throwsCode(() => quixoLayerFileName(6, 0, 0, "values"), 522);
  throwsCode(() => quixoLayerFileName(5, -1, 0, "values"), 522);
  rangeError(() => quixoLayerFileName(5, 0, 0, "both"));
  typeError(() => quixoLayerFileName(5, 0, 0, 1));
  typeError(() => quixoLayerFileName("5", 0, 0, "values"));
  const four = new Quixo(5, 4);
  throwsCode(() => tables.value(four), 520);
  throwsCode(() => tables.bestMove(four), 520);
  throwsCode(() => tables.missing(four), 520);
  const player = new QuixoPlayer("search");
  typeError(() => player.chooseTables(new Quixo(3), {}, 10));
  rangeError(() => player.chooseTables(new Quixo(3), tables, -1));
});
