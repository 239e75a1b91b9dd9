// Every game by keyboard alone: from the top of the page, Tab to the board (one Tab stop for the
// whole board, as for every region), then arrow keys and Enter (and F for a Klondike foundation),
// each game played to its end and checked against the engine: Klondike deal 1 along the solver's
// line, DigiPeg to its final message, a Quixo game to a win, tic-tac-toe against the computer, and
// a solitaire deal along the solver's shortest line. The test reads the page to plan its keys
// (where the focus is), and presses nothing but keys.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { SHOTS, assertStatus, engine, saved, site, store, text } from "./harness.mjs";

const { DigiPeg, Klondike, Quixo, Solitaire, SolitaireSolver, TicTacToe } = engine;
const web = site();
const SUITS = ["C", "D", "H", "S"];

const focused = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return { id: e.id, key: e.dataset.key ?? null, row: e.dataset.row ?? null, col: e.dataset.col ?? null, pile: e.dataset.pile ?? null, role: e.getAttribute("role") };
  });

/**
 * Tab into `board` (within two presses: the page's address names the tab, #peg, so the browser may
 * start from there or from the top), and check that the board is one Tab stop between the game's
 * tab and the panel.
 */
async function tabInto(page, board) {
  const inBoard = () => page.evaluate((sel) => document.querySelector(sel).contains(document.activeElement), board);
  for (let presses = 0; !(await inBoard()); presses++) {
    assert.ok(presses < 2, `Tab reaches ${board}`);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Shift+Tab");
  assert.equal((await focused(page)).role, "tab", `the Tab stop before ${board} is the game's tab`);
  await page.keyboard.press("Tab");
  assert.ok(await inBoard());
  await page.keyboard.press("Tab");
  assert.ok(await page.evaluate(() => Boolean(document.activeElement.closest(".panel"))), `one Tab stop in ${board}: the next one is in the panel`);
  await page.keyboard.press("Shift+Tab");
  assert.ok(await inBoard());
}

/** Arrow keys from the focused cell of a row/column grid to the cell (row, col). */
async function arrowTo(page, row, col) {
  const at = await focused(page);
  const [r0, c0] = [Number(at.row), Number(at.col)];
  for (let r = r0; r !== row; r += Math.sign(row - r0)) await page.keyboard.press(row > r0 ? "ArrowDown" : "ArrowUp");
  for (let c = c0; c !== col; c += Math.sign(col - c0)) await page.keyboard.press(col > c0 ? "ArrowRight" : "ArrowLeft");
  const now = await focused(page);
  assert.deepEqual([Number(now.row), Number(now.col)], [row, col], "the arrow keys reached the cell");
}

/** A fresh page on `game`, with `record` (if any) as its saved game. */
async function openGame(game, record) {
  const ui = await web.open("desktop", game);
  if (record) {
    await store(ui.page, game, record);
    await ui.page.reload();
    await ui.page.waitForSelector('body[data-ready="true"]');
  }
  return ui;
}

test("Klondike by keyboard: deal 1 won along the solver's line, runs taken from their first card, F to a foundation", async () => {
  const ui = await openGame("klondike");
  const { page } = ui;
  await page.evaluate(() => localStorage.setItem("digipeg.klondike-auto", "false")); // every move the solver's
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await tabInto(page, "#k-board");
  assert.equal((await focused(page)).key, "stock", "the table's Tab stop starts on the stock");
  const ref = Klondike.fromSeed(1, 1);
  const line = ref.solve().line;

  /** The place of a card of pile p at face-up depth `count` (a run's first card), as the page names it. */
  const pileCard = (p, count) => {
    const pile = ref.piles()[p];
    return `p${p}:${pile.faceDown.length + pile.faceUp.length - count}`;
  };
  const TOP_ROW = ["stock", "waste", "fC", "fD", "fH", "fS"];
  /** Arrow keys to the place `goal` (a key such as "waste", "fH", "p3:7", or "p3" for any card of pile 3). */
  async function goTo(goal) {
    for (let presses = 0; ; presses++) {
      assert.ok(presses < 40, `reached ${goal}`);
      const at = (await focused(page)).key;
      if (at === goal || (!goal.includes(":") && goal[0] === "p" && at.startsWith(`${goal}:`))) return;
      const [slot, index] = at.split(":");
      const [goalSlot, goalIndex] = goal.split(":");
      let key;
      if (goalSlot[0] !== "p") {
        if (slot[0] === "p") key = "ArrowUp";
        else key = TOP_ROW.indexOf(goalSlot) > TOP_ROW.indexOf(slot) ? "ArrowRight" : "ArrowLeft";
      } else if (slot[0] !== "p") key = "ArrowDown";
      else if (slot !== goalSlot) key = Number(goalSlot[1]) > Number(slot[1]) ? "ArrowRight" : "ArrowLeft";
      else key = Number(goalIndex) < Number(index) ? "ArrowUp" : "ArrowDown";
      await page.keyboard.press(key);
    }
  }

  let runs = 0;
  let byF = 0;
  for (const [k, move] of line.entries()) {
    if (move === "D" || move === "R") {
      if (k % 2) await page.keyboard.press("d");
      else {
        await goTo("stock");
        await page.keyboard.press("Enter");
      }
    } else {
      const [, from, to, count] = /^([W\dCDHS])([\dF])(?:-(\d+))?$/.exec(move);
      const source = from === "W" ? "waste" : SUITS.includes(from) ? `f${from}` : pileCard(Number(from), Number(count ?? 1));
      await goTo(source);
      if (to === "F") {
        await page.keyboard.press("f");
        byF++;
      } else {
        await page.keyboard.press("Enter");
        assert.ok((await page.locator(".kcard.picked").count()) > 0, `move ${k + 1} (${move}) takes its cards`);
        await goTo(`p${to}`);
        await page.keyboard.press("Enter");
        if (Number(count ?? 1) > 1) runs++;
      }
    }
    ref.play(move);
    const record = await saved(page, "klondike");
    assert.deepEqual(record.moves.slice(0, record.cursor), ref.history(), `after move ${k + 1} (${move})`);
    if (k === 30) await page.screenshot({ path: join(SHOTS, "klondike-keyboard.png") });
  }
  assert.ok(ref.isWon());
  assert.ok(runs > 0, "a run of cards was taken by the keyboard");
  assert.ok(byF > 0);
  assert.equal(await text(page, "#k-status"), `You won in ${line.length} moves!`);
  await ui.close();
});

test("DigiPeg by keyboard, to its final message", async () => {
  const ui = await openGame("peg");
  const { page } = ui;
  await tabInto(page, "#p-board");
  const ref = new DigiPeg(4, 4, 0, 1);
  while (!ref.gameOver()) {
    const jump = ref.legalMoves()[0];
    await arrowTo(page, jump.from.row, jump.from.col);
    await page.keyboard.press("Enter");
    await arrowTo(page, jump.to.row, jump.to.col);
    await page.keyboard.press("Enter");
    ref.play(jump);
    assert.equal(await page.$$eval(".pcell", (c) => c.map((x) => x.dataset.peg).join("")), Array.from({ length: 16 }, (_, i) => (ref.isPeg(Math.floor(i / 4), i % 4) ? "1" : "0")).join(""));
  }
  assert.equal(await text(page, "#p-final"), ref.finalMessage());
  await ui.close();
});

test("Quixo by keyboard: two players to a win", async () => {
  const ui = await openGame("quixo", {
    settings: { size: 5, players: 2, opponent: "human", level: "medium", side: "X", draw: "none", limit: 100, seed: 1 }, moves: [], cursor: 0,
  });
  const { page } = ui;
  await tabInto(page, "#q-board");
  const ref = new Quixo(5, 2);
  const script = [
    [[0, 4], [0, 0]], [[4, 4], [4, 0]], [[0, 4], [0, 0]], [[4, 4], [4, 0]], [[0, 4], [0, 0]],
    [[4, 4], [4, 0]], [[0, 4], [0, 0]], [[4, 4], [4, 0]], [[0, 4], [0, 0]],
  ];
  for (const [from, to] of script) {
    await arrowTo(page, ...from);
    await page.keyboard.press("Enter");
    await arrowTo(page, ...to);
    await page.keyboard.press(" ");
    await page.waitForSelector('#q-board[data-busy="false"]');
    ref.makeMove(from[0], from[1], to[0], to[1]);
  }
  assert.equal(ref.outcome(), "X");
  await assertStatus(page, "#q-status", "X wins!");
  await ui.close();
});

test("tic-tac-toe by keyboard, against the computer, to its end", async () => {
  const ui = await openGame("ttt", { settings: { strength: "greedy", side: "X", seed: 7 }, moves: [], cursor: 0 });
  const { page } = ui;
  await tabInto(page, "#t-board");
  for (let turn = 0; turn < 5; turn++) {
    const record = await saved(page, "ttt");
    const game = new TicTacToe();
    for (const s of record.moves.slice(0, record.cursor)) game.play(s);
    if (game.isOver()) break;
    const square = game.legalMoves()[0];
    await arrowTo(page, Math.floor(square / 3), square % 3);
    await page.keyboard.press("Enter");
    assert.equal((await saved(page, "ttt")).moves[record.cursor], square);
  }
  const record = await saved(page, "ttt");
  const game = new TicTacToe();
  for (const s of record.moves.slice(0, record.cursor)) game.play(s);
  assert.ok(game.isOver());
  await assertStatus(page, "#t-status", game.winner() === undefined ? "Draw." : game.winner() === "X" ? "You win!" : "The computer wins.");
  await ui.close();
});

test("solitaire by keyboard: a deal won along the solver's shortest line", async () => {
  const ui = await openGame("solitaire", { settings: { cards: 6, seed: 1 }, moves: [], cursor: 0 });
  const { page } = ui;
  await tabInto(page, "#s-piles");
  const ref = Solitaire.shuffled(6, 1n);
  const line = new SolitaireSolver().solve(ref, 1_000_000).line;
  const goToPile = async (i) => {
    for (let presses = 0; Number((await focused(page)).pile) !== i; presses++) {
      assert.ok(presses < 20);
      await page.keyboard.press(Number((await focused(page)).pile) < i ? "ArrowDown" : "ArrowUp");
    }
  };
  for (const m of line) {
    await goToPile(m.from);
    await page.keyboard.press("Enter");
    await goToPile(m.to);
    await page.keyboard.press("Enter");
    ref.play(m);
  }
  assert.ok(ref.isComplete());
  await assertStatus(page, "#s-status", `You Win in ${line.length} steps!`);
  await ui.close();
});
