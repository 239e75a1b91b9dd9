// Quixo in the browser, on a desktop (clicks) and a phone (taps): whole games checked move by move
// against the engine replayed in Node, the winning line, the last-move mark, undo and redo, the
// computer's difficulties against the same engine player, the draw rules, refused settings, a
// saved game restored by a reload, and the computer's reply shown within one slide of its decision.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { readFileSync } from "node:fs";
import { SHOTS, TABLES5, applySettings, assertFits, assertStatus, engine, ready, saved, site, store, text, webModule } from "./harness.mjs";

const { Quixo, QuixoPlayer, QuixoSolution, QuixoTables, quixoLayerFileName, quixoLevels } = engine;
const { LEVELS } = await webModule("quixo-levels.js");
const web = site();
const SLIDE_MS = 330; // quixo.js: the slide's length

const qcell = (r, c) => `.qcell[data-row="${r}"][data-col="${c}"]`;
const idle = (page) => page.waitForSelector('#q-board[data-busy="false"]');
const cells = (page, cls) => page.$$eval(`.qcell.${cls}`, (e) => e.map((x) => `${x.dataset.row},${x.dataset.col}`).sort());
const key = (c) => `${c.row},${c.col}`;

async function board(page) {
  return page.$$eval(".qcell", (all) => {
    const n = Math.sqrt(all.length);
    const rows = Array.from({ length: n }, () => Array(n).fill("-"));
    for (const c of all) {
      const mark = c.dataset.symbol;
      rows[c.dataset.row][c.dataset.col] = mark === "-" ? "-" : c.dataset.partner === "1" ? mark.toLowerCase() : mark;
    }
    return rows.map((r) => r.join(""));
  });
}

/** The engine's game for the page's saved record: its settings and moves replayed. */
async function reference(page) {
  const record = await saved(page, "quixo");
  const game = new Quixo(record.settings.size, record.settings.players);
  if (record.settings.draw === "repetition") game.repetitions = 3;
  if (record.settings.draw === "limit") game.moveLimit = record.settings.limit;
  for (const [r1, c1, r2, c2, p] of record.moves.slice(0, record.cursor)) game.makeMove(r1, c1, r2, c2, p);
  return { game, record };
}

async function move(ui, [from, to]) {
  await ui.press(qcell(...from));
  await ui.press(qcell(...to));
  await idle(ui.page);
}

test("desktop: two humans play to a win by clicking; legal picks, the line, the last move, undo and redo", async () => {
  const ui = await web.open("desktop", "quixo");
  const { page } = ui;
  await applySettings(ui, "q", { "q-opponent": "human", "q-size": 5, "q-players": 2, "q-draw": "none" });
  await idle(page);
  const ref = new Quixo(5, 2);
  await assertStatus(page, "#q-status", "X to move");
  assert.equal(await page.locator(".qcell.pickable").count(), 16); // the whole ring
  assert.ok(await page.isHidden("#q-partner"));
  let before = await board(page);
  await ui.press(qcell(2, 2)); // an inner cube: nothing happens
  assert.deepEqual(await cells(page, "picked"), []);

  const script = [
    [[0, 4], [0, 0]], [[4, 4], [4, 0]], [[0, 4], [0, 0]], [[4, 4], [4, 0]], [[0, 4], [0, 0]],
    [[4, 4], [4, 0]], [[0, 4], [0, 0]], [[4, 4], [4, 0]], [[0, 4], [0, 0]],
  ];
  for (const [i, [from, to]] of script.entries()) {
    await ui.press(qcell(...from));
    assert.deepEqual(await cells(page, "picked"), [from.join(",")]);
    const expected = ref.legalMoves().filter((m) => key(m.from) === from.join(",")).map((m) => key(m.to));
    assert.deepEqual(await cells(page, "target"), [...new Set(expected)].sort());
    if (i === 6) await page.screenshot({ path: join(SHOTS, "quixo-picked.png") }); // docs/quixo.png
    if (i === 1) {
      await ui.press(qcell(2, 2)); // not an end of the picked cube's lines: nothing changes
      assert.deepEqual(await cells(page, "picked"), [from.join(",")]);
    }
    await ui.press(qcell(...to));
    ref.makeMove(from[0], from[1], to[0], to[1]);
    await idle(page);
    assert.deepEqual(await board(page), ref.rows(), `after move ${i + 1}`);
    assert.deepEqual(await cells(page, "last"), [to.join(",")]);
    if (i === 0) {
      before = await board(page);
      await ui.press(qcell(0, 0)); // O may not take X's cube
      assert.deepEqual(await board(page), before);
      assert.deepEqual(await cells(page, "picked"), []);
      await assertStatus(page, "#q-status", "O to move");
    }
  }
  assert.equal(ref.outcome(), "X");
  await assertStatus(page, "#q-status", "X wins!");
  assert.equal(await page.locator(".qcell.pickable").count(), 0);
  assert.deepEqual(await cells(page, "win"), ref.winningCells().map(key).sort());
  assert.equal(await page.locator(".qcell.win").count(), 5);
  // The line tints the cubes' faces and rings their cells: nothing translucent lies over a symbol.
  assert.equal(await page.locator(".cube.win").count(), 5);
  assert.deepEqual(await page.$$eval(".qcell.win", (c) => [...new Set(c.map((x) => getComputedStyle(x).backgroundColor))]), ["rgba(0, 0, 0, 0)"]);
  const listed = await page.$$eval("#q-moves button", (b) => b.map((x) => x.textContent));
  assert.deepEqual(listed, script.map(([f, t]) => `${f[0] + 1},${f[1] + 1}→${t[0] + 1},${t[1] + 1}`));
  // The cube elements really sit where the board says (the slides ended in place).
  const positions = await page.$$eval(".cube", (all) => all.map((c) => c.getBoundingClientRect()).map((r) => `${Math.round(r.x)},${Math.round(r.y)}`));
  assert.equal(new Set(positions).size, 25);
  await assertFits(page, "#q-board");
  await page.screenshot({ path: join(SHOTS, "quixo.png") });

  // Undo twice, redo once, then tap the last move of the list: back to the win.
  await ui.press("#q-undo");
  await ui.press("#q-undo");
  await idle(page);
  ref.undo();
  ref.undo();
  assert.deepEqual(await board(page), ref.rows());
  await assertStatus(page, "#q-status", "O to move");
  assert.equal(await page.locator("#q-moves li.undone").count(), 2);
  await ui.press("#q-redo");
  await idle(page);
  await assertStatus(page, "#q-status", "X to move");
  await ui.press(`#q-moves button[data-cursor="${script.length}"]`);
  await idle(page);
  await assertStatus(page, "#q-status", "X wins!");
  assert.ok(await page.isDisabled("#q-redo"));
  await ui.close();
});

test("phone: a game against the computer by taps, on 3 x 3, to its end; then the largest board fits", async () => {
  const ui = await web.open("phone", "quixo");
  const { page } = ui;
  await applySettings(ui, "q", { "q-opponent": "computer", "q-size": 3, "q-players": 2, "q-level": "easy", "q-side": "X", "q-draw": "none" });
  await idle(page);
  await assertStatus(page, "#q-status", "You (X) to move");
  const mine = new QuixoPlayer("search", 5);
  const solved = QuixoSolution.solve(3); // the human plays perfectly: X wins 3 x 3
  for (let turn = 0; turn < 40; turn++) {
    const { game } = await reference(page);
    assert.deepEqual(await board(page), game.rows());
    if (game.isGameOver()) break;
    const choice = mine.chooseSolved(game, solved, 0).move;
    await move(ui, [[choice.from.row, choice.from.col], [choice.to.row, choice.to.col]]);
  }
  const { game, record } = await reference(page);
  assert.ok(game.isGameOver(), "the game ended");
  assert.deepEqual(await board(page), game.rows());
  const outcome = game.outcome();
  assert.equal(outcome, "X");
  await assertStatus(page, "#q-status", "You win! (X)");
  assert.deepEqual(await cells(page, "win"), game.winningCells().map(key).sort());
  // The computer's moves are the engine's: its "easy" level with the page's seed, knowing the game so far.
  const replay = new Quixo(3, 2);
  for (const [k, m] of record.moves.entries()) {
    if (k % 2 === 1) {
      const expected = new QuixoPlayer("easy", BigInt(record.settings.seed) + BigInt(k)).choose(replay).move;
      assert.deepEqual([expected.from.row, expected.from.col, expected.to.row, expected.to.col, expected.partner], m, `computer move ${k + 1}`);
    }
    replay.makeMove(...m);
  }
  // For the README: 5 x 5 on a phone, two moves each, a cube picked and its ends shown.
  await applySettings(ui, "q", { "q-size": 5, "q-level": "medium" });
  await idle(page);
  for (const m of [[[0, 0], [0, 4]], [[4, 4], [0, 4]]]) {
    await move(ui, m);
    await page.waitForFunction(() => document.querySelector("#q-board").dataset.busy === "false" && Number(document.querySelector("#q-board").dataset.plies) % 2 === 0);
  }
  const { game: now } = await reference(page);
  const pick = now.legalMoves().at(-1).from;
  await ui.press(qcell(pick.row, pick.col));
  await page.screenshot({ path: join(SHOTS, "quixo-phone.png") });

  // The largest board, the 4-player game, fits a phone.
  await applySettings(ui, "q", { "q-opponent": "human", "q-size": 5, "q-players": 4 });
  await idle(page);
  await assertFits(page, "#q-board");
  assert.match(await text(page, "#q-moves-key"), /↦2 means the cube now points to the mover's partner 2/);
  await ui.close();
});

test("the difficulties are the engine's named levels, described with the settings the engine reports", () => {
  const named = quixoLevels();
  assert.deepEqual(Object.keys(LEVELS), [...named.map((l) => l.name), "perfect"]);
  for (const { name, nodes, depth } of named) {
    assert.equal(LEVELS[name].player, name);
    assert.ok(LEVELS[name].about.includes(` ${depth} plies ahead within ${nodes.toLocaleString("en-US")} positions`), LEVELS[name].about);
  }
  assert.equal(LEVELS.perfect.player, "search");
});

test("desktop: each difficulty plays the engine's named level (its name reaches the player); perfect solves 3 x 3 and 4 x 4 first", async () => {
  const ui = await web.open("desktop", "quixo");
  const { page } = ui;
  for (const { name: level } of quixoLevels()) {
    await applySettings(ui, "q", { "q-opponent": "computer", "q-size": 5, "q-players": 2, "q-level": level, "q-side": "O" });
    await page.waitForFunction(() => document.querySelector("#q-board").dataset.plies === "1" && document.querySelector("#q-board").dataset.busy === "false");
    const { record } = await reference(page);
    // The worker's player says which level it is, and searched exactly as many positions as that
    // level of the engine does here (the levels' budgets differ, so a wrong level shows).
    assert.equal(await page.getAttribute("#q-board", "data-think-level"), level);
    const expected = new QuixoPlayer(level, BigInt(record.settings.seed)).choose(new Quixo(5, 2));
    const { move } = expected;
    assert.deepEqual(record.moves[0], [move.from.row, move.from.col, move.to.row, move.to.col, 0], level);
    assert.equal(Number(await page.getAttribute("#q-board", "data-think-nodes")), expected.nodes, level);
  }
  // Perfect on 5 x 5 or with 4 players is refused with its reason; the game goes on unchanged.
  const plies = await page.getAttribute("#q-board", "data-plies");
  await applySettings(ui, "q", { "q-level": "perfect", "q-size": 5 });
  assert.equal(await text(page, "#q-settings-msg"), "Perfect play needs the 2-player game on a 3 × 3 or 4 × 4 board (the solved ones).");
  assert.equal(await page.getAttribute("#q-board", "data-plies"), plies);
  await applySettings(ui, "q", { "q-size": 4, "q-players": 4 });
  assert.match(await text(page, "#q-settings-msg"), /^Perfect play needs/);
  await applySettings(ui, "q", { "q-opponent": "human", "q-draw": "limit", "q-limit": "1" });
  assert.equal(await text(page, "#q-settings-msg"), "The move limit must be a whole number of moves from 2 to 1000.");

  // Perfect on 3 x 3: exactly the engine's perfect player (its solution, the page's seed).
  await applySettings(ui, "q", { "q-opponent": "computer", "q-size": 3, "q-players": 2, "q-level": "perfect", "q-side": "O", "q-draw": "none" });
  await page.waitForFunction(() => document.querySelector("#q-board").dataset.plies === "1" && document.querySelector("#q-board").dataset.busy === "false");
  const { record } = await reference(page);
  const start = new Quixo(3, 2);
  const solution = QuixoSolution.solve(3);
  const expected = new QuixoPlayer("search", BigInt(record.settings.seed)).chooseSolved(start, solution, 0).move;
  assert.deepEqual(record.moves[0], [expected.from.row, expected.from.col, expected.to.row, expected.to.col, 0]);
  assert.equal(await page.getAttribute("#q-board", "data-think-level"), "search");
  start.play(expected);
  assert.equal(solution.value(start), "loss"); // X's perfect first move leaves O lost (3 x 3 is a win for X)

  // Perfect on 4 x 4: the page's worker solves the board first (43 MB, seconds) and says so meanwhile.
  await applySettings(ui, "q", { "q-size": 4 });
  await page.waitForSelector("#q-think:not([hidden])");
  assert.match(await text(page, "#q-think-text"), /^Solving 4 × 4 Quixo for perfect play \(43 MB, a few seconds\)… \d+\.\d s$/);
  await page.waitForFunction(() => document.querySelector("#q-board").dataset.plies === "1" && document.querySelector("#q-board").dataset.busy === "false", null, { timeout: 120_000 });
  assert.ok(await page.isHidden("#q-think"));
  const four = await reference(page);
  assert.equal(four.game.plies, 1); // the engine accepted the perfect player's first move
  await ui.close();
});

test("desktop: the draw rules end endless games; a reload restores the game; undo leaves the draw", async () => {
  const ui = await web.open("desktop", "quixo");
  const { page } = ui;
  await applySettings(ui, "q", { "q-opponent": "human", "q-size": 5, "q-players": 2, "q-draw": "repetition" });
  // X and O shuttle their cubes along rows 0 and 4: the position after move 2 comes back after 6 and 10.
  const cycle = [[[0, 0], [0, 4]], [[4, 4], [4, 0]], [[0, 4], [0, 0]], [[4, 0], [4, 4]]];
  for (let i = 0; i < 10; i++) await move(ui, cycle[i % 4]);
  const { game } = await reference(page);
  assert.equal(game.outcome(), "draw");
  assert.equal(game.repetitionCount(), 3);
  await assertStatus(page, "#q-status", "Draw: the same position came up a 3rd time.");
  assert.equal(await page.locator(".qcell.pickable").count(), 0);

  // A reload finds the drawn game, its moves and its draw rule.
  const rows = await board(page);
  const listed = await page.$$eval("#q-moves button", (b) => b.map((x) => x.textContent));
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await idle(page);
  assert.deepEqual(await board(page), rows);
  assert.deepEqual(await page.$$eval("#q-moves button", (b) => b.map((x) => x.textContent)), listed);
  await assertStatus(page, "#q-status", "Draw: the same position came up a 3rd time.");
  await ui.press("#q-undo");
  await idle(page);
  await assertStatus(page, "#q-status", "O to move");
  assert.equal(await page.locator(".qcell.pickable").count() > 0, true);

  await applySettings(ui, "q", { "q-opponent": "human", "q-draw": "limit", "q-limit": "4" });
  for (const m of [[[0, 0], [0, 4]], [[4, 4], [4, 0]], [[0, 1], [4, 1]], [[4, 0], [0, 0]]]) await move(ui, m);
  await assertStatus(page, "#q-status", "Draw: the move limit (4 moves) was reached.");
  const limited = await reference(page);
  assert.equal(limited.game.outcome(), "draw");
  assert.deepEqual(await board(page), limited.game.rows());
  await ui.close();
});

test("desktop: the computer's reply shows the moment the slide before it ends (no fixed delays)", async () => {
  const ui = await web.open("desktop", "quixo", { clock: true });
  const { page } = ui;
  await applySettings(ui, "q", { "q-opponent": "computer", "q-size": 5, "q-players": 2, "q-level": "hard", "q-side": "X", "q-draw": "none" });
  await page.clock.pauseAt(new Date(Date.now() + 60_000)); // from here the page's time moves only when told
  await ui.press(qcell(0, 0));
  await ui.press(qcell(0, 4));
  // The page's clock stands still: the slide has not ended. The worker decides meanwhile.
  await page.waitForFunction(() => document.querySelector("#q-board").dataset.waiting === "slide");
  assert.equal(await page.getAttribute("#q-board", "data-plies"), "1");
  assert.equal(await text(page, "#q-help"), `The computer plays hard: it ${LEVELS.hard.about}.`);
  await page.clock.runFor(SLIDE_MS - 1);
  assert.equal(await page.getAttribute("#q-board", "data-plies"), "1"); // still sliding
  await page.clock.runFor(1);
  assert.equal(await page.getAttribute("#q-board", "data-plies"), "2"); // the reply, at once
  await page.clock.runFor(SLIDE_MS);
  assert.equal(await page.getAttribute("#q-board", "data-busy"), "false");
  await assertStatus(page, "#q-status", "You (X) to move");
  await ui.close();
});

test("desktop: the 4-player team game, with the partner choice shown on the cubes", async () => {
  const ui = await web.open("desktop", "quixo");
  const { page } = ui;
  await applySettings(ui, "q", { "q-opponent": "human", "q-size": 5, "q-players": 4, "q-draw": "none" });
  await idle(page);
  await assertStatus(page, "#q-status", "X1 to move");
  assert.ok(await page.isVisible("#q-partner"));
  const ref = new Quixo(5, 4);
  const moves = [[[0, 0], [0, 4], 1], [[4, 4], [4, 0], 0], [[0, 0], [4, 0], 0], [[4, 4], [0, 4], 1]];
  const names = ["O1", "X2", "O2", "X1"];
  for (const [i, [from, to, partner]] of moves.entries()) {
    await page.check(`#q-partner input[value="${partner}"]`);
    await move(ui, [from, to]);
    ref.makeMove(from[0], from[1], to[0], to[1], partner);
    assert.deepEqual(await board(page), ref.rows(), `after move ${i + 1}`);
    await assertStatus(page, "#q-status", `${names[i]} to move`);
  }
  assert.match(await page.$eval(qcell(0, 4), (c) => c.getAttribute("aria-label")), /^Row 1, column 5: O pointing to O2/);
  assert.ok((await page.locator(".cube .mate").count()) > 0);
  await assertFits(page, "#q-board");
  await page.screenshot({ path: join(SHOTS, "quixo-4-players.png") });
  await ui.close();
});

/** Moves of a legal 5 x 5 game in which every move takes a blank and nobody makes a line, to a
 *  position with one blank left and X to move (found by seeded random play with the engine). */
function lastBlankGame() {
  for (let seed = 1; seed < 1000; seed++) {
    let state = seed;
    const random = (k) => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8) % k;
    const game = new Quixo(5, 2);
    const moves = [];
    for (;;) {
      const blanks = game.rows().join("").split("-").length - 1;
      if (blanks === 1) return { game, moves };
      const quiet = game.legalMoves().filter((m) => {
        if (game.rows()[m.from.row][m.from.col] !== "-") return false;
        const next = game.clone();
        next.play(m);
        const over = next.isGameOver();
        next.free();
        return !over;
      });
      if (quiet.length === 0) break;
      const m = quiet[random(quiet.length)];
      game.play(m);
      moves.push([m.from.row, m.from.col, m.to.row, m.to.col, 0]);
    }
    game.free();
  }
  throw new Error("no quiet game to the last blank in 1000 seeds");
}

test("desktop: served with solved 5 x 5 layers, the computer plays the last blank from them", { skip: !TABLES5 && "DIGIPEG_QUIXO_TABLES_5 is not set (make test-web sets it)" }, async () => {
  const { game, moves } = lastBlankGame(); // 24 moves: X (the computer) to move
  assert.equal(game.turnSymbol, "X");
  const ui = await web.open("desktop", "quixo");
  const { page } = ui;
  const settings = { size: 5, players: 2, opponent: "computer", level: "medium", side: "O", draw: "none", limit: 100, seed: 9 };
  await store(page, "quixo", { settings, moves, cursor: moves.length });
  await page.reload();
  await ready(page, "quixo");
  await page.waitForFunction((n) => document.querySelector("#q-board").dataset.plies === String(n) && document.querySelector("#q-board").dataset.busy === "false", moves.length + 1);
  assert.equal(await page.getAttribute("#q-board", "data-think-tables"), "true");
  assert.equal(await page.getAttribute("#q-board", "data-think-nodes"), "0");
  // The move is the one the same layers give in Node.
  const tables = new QuixoTables();
  for (const [n, a, b] of tables.missing(game)) {
    const file = (kind) => readFileSync(join(TABLES5, quixoLayerFileName(n, a, b, kind)));
    tables.add(file("values"), file("passes"));
  }
  const { move } = new QuixoPlayer("medium", BigInt(9 + moves.length)).chooseTables(game, tables); // the worker's seed
  const record = await saved(page, "quixo");
  assert.deepEqual(record.moves[moves.length], [move.from.row, move.from.col, move.to.row, move.to.col, 0]);
  await ui.close();
});
