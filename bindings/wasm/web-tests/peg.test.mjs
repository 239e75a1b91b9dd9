// DigiPeg in the browser, on a desktop (clicks) and a phone (taps): whole games checked jump by
// jump against the engine in Node; the live "still solvable to one peg?" answer after every jump,
// and on 50 random positions, against the engine's own solver; hints; refused boards; undo and
// redo; a saved game restored by a reload; the 9 x 9 board on a phone.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { SHOTS, applySettings, assertFits, assertStatus, engine, saved, site, store, text } from "./harness.mjs";

const { DigiPeg, PegSolver } = engine;
const web = site();
const solver = new PegSolver(1 << 20);

const pcell = (r, c) => `.pcell[data-row="${r}"][data-col="${c}"]`;
const pegs = (page) => page.$$eval(".pcell", (cells) => cells.map((c) => c.dataset.peg).join(""));
const refPegs = (g) => Array.from({ length: g.rows * g.cols }, (_, i) => (g.isPeg(Math.floor(i / g.cols), i % g.cols) ? "1" : "0")).join("");

/** The engine's answer to "can this position still end with one peg?": "yes", "no", or undefined if undecided. */
function truth(game, budget) {
  const s = solver.solve(game, "onePeg", budget);
  return s.reached ? "yes" : s.finished ? "no" : undefined;
}

/** Wait for the page's answer to settle, and return it with the line it found. */
async function verdict(page) {
  await page.waitForFunction(() => document.querySelector("#p-solvable").dataset.state !== "checking", null, { timeout: 60_000 });
  return page.$eval("#p-solvable", (e) => ({ state: e.dataset.state, line: e.dataset.line ? JSON.parse(e.dataset.line) : null, text: e.textContent }));
}

/** A "yes" must come with a line of jumps the engine accepts, ending with one peg. */
function assertLine(game, answer) {
  const check = game.clone();
  for (const [r1, c1, r2, c2] of answer.line) check.makeMove(r1, c1, r2, c2);
  assert.equal(check.pegsLeft, 1, "the line ends with one peg");
  check.free();
}

test("desktop: a refused board, a whole game by clicking with the live answer after every jump, hints, undo, redo, reload", async () => {
  const ui = await web.open("desktop", "peg");
  const { page } = ui;
  await applySettings(ui, "p", { "p-rows": "10" });
  assert.equal(await text(page, "#p-settings-msg"), "rows and columns must each be between 1 and 9");
  await applySettings(ui, "p", { "p-rows": "4", "p-cols": "5", "p-erow": "2", "p-ecol": "9" });
  assert.match(await text(page, "#p-settings-msg"), /empty hole/);
  await applySettings(ui, "p", { "p-rows": "4", "p-cols": "5", "p-erow": "2", "p-ecol": "3", "p-dirs": "orthogonal" });
  assert.equal(await text(page, "#p-settings-msg"), "");
  const ref = new DigiPeg(4, 5, 1, 2);
  assert.equal(await pegs(page), refPegs(ref));
  let answer = await verdict(page);
  assert.equal(answer.state, truth(ref, 50_000_000));

  // Illegal taps: the empty hole, a peg that cannot jump. (The peg tab only: Klondike's light may still be thinking.)
  const look = () => page.locator("#peg").evaluate((s) => s.outerHTML);
  const before = await look();
  await ui.press(pcell(1, 2));
  await ui.press(pcell(0, 0));
  assert.equal(await look(), before);

  // The hint: a legal jump, marked, proven best on a board this small.
  await ui.press("#p-hint");
  await page.waitForFunction(() => ["proven", "unproven"].includes(document.querySelector("#p-hint-text").dataset.state));
  assert.match(await text(page, "#p-hint-text"), /^Hint: jump from row \d, column \d to row \d, column \d: (it keeps one peg possible \(line found\)|it leads to \d pegs \(proven best\))\.$/);
  const hinted = await page.$$eval(".pcell.hint", (e) => e.map((x) => ({ row: +x.dataset.row, col: +x.dataset.col })));
  assert.equal(hinted.length, 2);
  assert.ok(ref.legalMoves().some((j) => [j.from, j.to].every((h) => hinted.some((x) => x.row === h.row && x.col === h.col))));

  let jumps = 0;
  while (!ref.gameOver()) {
    const jump = ref.legalMoves()[jumps % ref.legalMoves().length];
    await ui.press(pcell(jump.from.row, jump.from.col));
    const targets = await page.$$eval(".pcell.target", (e) => e.map((x) => `${x.dataset.row},${x.dataset.col}`).sort());
    const expected = ref.legalMoves().filter((j) => j.from.row === jump.from.row && j.from.col === jump.from.col).map((j) => `${j.to.row},${j.to.col}`);
    assert.deepEqual(targets, expected.sort());
    await ui.press(pcell(jump.to.row, jump.to.col));
    ref.play(jump);
    jumps++;
    assert.equal(await pegs(page), refPegs(ref), `after jump ${jumps}`);
    assert.deepEqual(await page.$$eval(".pcell.last", (e) => e.map((x) => `${x.dataset.row},${x.dataset.col}`)), [`${jump.to.row},${jump.to.col}`]);
    answer = await verdict(page);
    assert.equal(answer.state, truth(ref, 50_000_000), `still solvable after jump ${jumps}`);
    if (answer.state === "yes") assertLine(ref, answer);
  }
  assert.ok(jumps > 3);
  assert.equal(await text(page, "#p-final"), ref.finalMessage());
  await assertStatus(page, "#p-status", "Game over");
  assert.equal(await page.locator("#p-moves li").count(), jumps);
  await assertFits(page, "#p-board");
  await page.screenshot({ path: join(SHOTS, "digipeg.png") });

  // Undo twice, reload: the game comes back as it was left, redo included.
  await ui.press("#p-undo");
  await ui.press("#p-undo");
  const undone = new DigiPeg(4, 5, 1, 2);
  const record = await saved(page, "peg");
  for (const [r1, c1, r2, c2] of record.moves.slice(0, jumps - 2)) undone.makeMove(r1, c1, r2, c2);
  assert.equal(await pegs(page), refPegs(undone));
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await pegs(page), refPegs(undone));
  assert.equal(await page.locator("#p-moves li.undone").count(), 2);
  assert.equal((await verdict(page)).state, truth(undone, 50_000_000));
  await ui.press("#p-redo");
  await ui.press("#p-redo");
  assert.equal(await pegs(page), refPegs(ref));
  assert.equal(await text(page, "#p-final"), ref.finalMessage());
  await ui.close();
});

test("phone: a game to its end by taps; the 9 x 9 board fits, is still solvable after a jump, and its hint is proven", async () => {
  const ui = await web.open("phone", "peg");
  const { page } = ui;
  await applySettings(ui, "p", { "p-rows": "3", "p-cols": "4", "p-erow": "1", "p-ecol": "1", "p-dirs": "diagonal" });
  const ref = new DigiPeg(3, 4, 0, 0, "diagonal");
  while (!ref.gameOver()) {
    const jump = ref.legalMoves().at(-1);
    await ui.press(pcell(jump.from.row, jump.from.col));
    await ui.press(pcell(jump.to.row, jump.to.col));
    ref.play(jump);
    assert.equal(await pegs(page), refPegs(ref));
  }
  assert.equal(await text(page, "#p-final"), ref.finalMessage());
  assert.equal((await verdict(page)).state, ref.pegsLeft === 1 ? "yes" : "no");

  await applySettings(ui, "p", { "p-rows": "9", "p-cols": "9", "p-erow": "5", "p-ecol": "5", "p-dirs": "orthogonal" });
  await assertFits(page, "#p-board");
  await ui.press(pcell(4, 2));
  await ui.press(pcell(4, 4));
  assert.equal(await page.getAttribute(pcell(4, 4), "data-peg"), "1");
  // The depth-first solver cannot finish here; the engine's beam search finds a line to one peg.
  const big = new DigiPeg(9, 9, 4, 4);
  big.makeMove(4, 2, 4, 4);
  assert.equal(solver.solve(big, "onePeg", 100_000).finished, false);
  const answer = await verdict(page);
  assert.equal(answer.state, "yes");
  assertLine(big, answer);
  await ui.press("#p-hint");
  await page.waitForFunction(() => document.querySelector("#p-hint-text").dataset.state === "proven");
  assert.match(await text(page, "#p-hint-text"), /^Hint: jump from row \d, column \d to row \d, column \d: it keeps one peg possible \(line found\)\.$/);
  await page.screenshot({ path: join(SHOTS, "digipeg-phone.png") });
  await ui.close();
});

/** A small deterministic generator (the test's own, so the positions never change). */
function rng(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

test("desktop: the live answer agrees with the engine's solver on 50 random positions", async () => {
  const ui = await web.open("desktop", "peg");
  const { page } = ui;
  const next = rng(2026);
  const kinds = { yes: 0, no: 0 };
  let classOnly = 0;
  let tried = 0;
  for (let found = 0; found < 50; tried++) {
    assert.ok(tried < 300, "enough decided positions");
    const rows = 2 + next(8);
    const cols = 2 + next(8);
    const settings = { rows, cols, emptyRow: next(rows), emptyCol: next(cols), directions: next(4) === 0 ? "diagonal" : "orthogonal" };
    const game = new DigiPeg(settings.rows, settings.cols, settings.emptyRow, settings.emptyCol, settings.directions);
    const moves = [];
    const length = next(Math.ceil(rows * cols * 0.6));
    while (moves.length < length && !game.gameOver()) {
      const all = game.legalMoves();
      const jump = all[next(all.length)];
      game.play(jump);
      moves.push([jump.from.row, jump.from.col, jump.to.row, jump.to.col]);
    }
    const expected = game.gameOver() ? undefined : truth(game, 300_000);
    if (expected === undefined) continue; // over (no question left), or undecided within the budget
    found++;
    kinds[expected]++;
    if (game.singlePegHoles().length === 0) classOnly++;
    await store(page, "peg", { settings, moves, cursor: moves.length });
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await pegs(page), refPegs(game), "the stored position was restored");
    const answer = await verdict(page);
    assert.equal(answer.state, expected, `${rows} x ${cols} ${settings.directions} after ${moves.length} jumps:\n${game.rowsText()}`);
    if (answer.state === "yes") assertLine(game, answer);
    game.free();
  }
  // The sample holds both answers, and "no"s both from the class and from a search.
  assert.ok(kinds.yes >= 10 && kinds.no >= 10, JSON.stringify(kinds));
  assert.ok(classOnly >= 5 && kinds.no - classOnly >= 5, `${classOnly} by class of ${kinds.no}`);
  await ui.close();
});
