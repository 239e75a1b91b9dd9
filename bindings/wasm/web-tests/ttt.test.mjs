// Tic-tac-toe in the browser, on a desktop (clicks, and the keyboard) and a phone (taps): games
// against each computer player checked against the engine, as X and as O; the winning line and the
// last move; undo, redo and a reload; the board checker by its grid and by its text.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { SHOTS, applySettings, assertFits, assertStatus, engine, openSettings, saved, site, text } from "./harness.mjs";

const { TicTacToe, TicTacToePlayer } = engine;
const web = site();

const tcell = (s) => `.tcell[data-square="${s}"]`;
const shown = (page) => page.$$eval(".tcell", (cells) => cells.map((c) => c.textContent || " ").join(""));
const squares = (g) => Array.from({ length: 9 }, (_, s) => g.at(s) ?? " ").join("");

/** The engine's game for the page's saved record; the computer's moves are checked on the way. */
async function reference(page) {
  const record = await saved(page, "ttt");
  const game = new TicTacToe();
  for (const [k, square] of record.moves.slice(0, record.cursor).entries()) {
    if (game.turn !== record.settings.side) {
      const expected = new TicTacToePlayer(record.settings.strength, BigInt(record.settings.seed) + BigInt(k)).choose(game);
      assert.equal(square, expected, `the computer's move ${k + 1} is the engine player's`);
    }
    game.play(square);
  }
  return game;
}

async function playGame(ui, { strength, side, keyboard = false }) {
  const { page } = ui;
  await applySettings(ui, "t", { "t-side": side, "t-strength": strength });
  let game = await reference(page);
  let at = 0;
  while (!game.isOver()) {
    assert.equal(game.turn, side);
    await assertStatus(page, "#t-status", `Your move (${side}).`);
    const square = game.legalMoves()[0];
    if (keyboard) {
      if (at === 0) await page.focus(tcell(0));
      const [r0, c0, r1, c1] = [Math.floor(at / 3), at % 3, Math.floor(square / 3), square % 3];
      for (let r = r0; r !== r1; r += Math.sign(r1 - r0)) await page.keyboard.press(r1 > r0 ? "ArrowDown" : "ArrowUp");
      for (let c = c0; c !== c1; c += Math.sign(c1 - c0)) await page.keyboard.press(c1 > c0 ? "ArrowRight" : "ArrowLeft");
      await page.keyboard.press("Enter");
      at = square;
    } else {
      await ui.press(tcell(square));
    }
    game = await reference(page);
    assert.equal(game.at(square), side);
    assert.equal(await shown(page), squares(game));
    const record = await saved(page, "ttt");
    assert.deepEqual(await page.$$eval(".tcell.last", (e) => e.map((x) => Number(x.dataset.square))), [record.moves[record.cursor - 1]]);
    if (!game.isOver()) {
      const taken = [...Array(9).keys()].find((s) => game.at(s) !== undefined);
      await ui.press(tcell(taken), { force: true }); // a taken square (aria-disabled): nothing changes
      assert.equal(await shown(page), squares(game));
      if (keyboard) await page.focus(tcell(at));
    }
  }
  const winner = game.winner();
  await assertStatus(page, "#t-status", winner === undefined ? "Draw." : winner === side ? "You win!" : "The computer wins.");
  assert.deepEqual(await page.$$eval(".tcell.win", (e) => e.map((x) => Number(x.dataset.square))), game.winningSquares());
  return game;
}

test("desktop: games against each player, as X and O, by clicks and keys; undo, redo, reload; the checker", async () => {
  const ui = await web.open("desktop", "ttt");
  const { page } = ui;
  const greedy = await playGame(ui, { strength: "greedy", side: "X" });
  assert.ok(greedy.isOver());
  const perfect = await playGame(ui, { strength: "perfect", side: "X", keyboard: true });
  assert.notEqual(perfect.winner(), "X"); // the perfect player never loses
  assert.match(await text(page, "#t-ai-note"), /perfect/);
  const random = await playGame(ui, { strength: "random", side: "O" });
  assert.ok(random.isOver());
  await assertFits(page, "#t-board");
  await page.screenshot({ path: join(SHOTS, "tictactoe.png") });

  // Undo goes back to your previous turn (the computer's reply too), redo forward; a reload keeps both.
  const moves = (await saved(page, "ttt")).moves.length;
  await ui.press("#t-undo");
  const undone = await saved(page, "ttt");
  assert.equal(undone.cursor % 2, 1); // O's turn again
  assert.ok(undone.cursor < moves);
  await assertStatus(page, "#t-status", "Your move (O).");
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await shown(page), squares(await reference(page)));
  assert.ok((await page.locator("#t-moves li.undone").count()) > 0);
  await ui.press("#t-redo");
  assert.equal(await shown(page), squares(random));

  // The checker: typed rows, and taps on its grid cycling a square through X, O and empty.
  const check = async (rows, expected) => {
    for (const [i, row] of rows.entries()) await page.fill(`#t-row${i}`, row);
    assert.equal(await text(page, "#t-check-result"), expected);
  };
  await check(["XOX", "OXO", "X  "], "gamestate: win");
  await check(["XOX", "XOO", "OXX"], "gamestate: draw");
  await check(["X  ", "   ", "   "], "gamestate: ongoing");
  await check(["OO ", "X  ", "   "], "Wrong turn order: O started");
  await check(["XX ", "X  ", "O  "], "Wrong turn order: X went twice");
  await check(["XXX", "OOO", "   "], "Impossible board: game should have ended after the game was won");
  await check(["XO", "   ", "   "], "every tic-tac-toe row has exactly 3 characters");
  await check(["XOA", "   ", "   "], "a tic-tac-toe board holds only 'X', 'O' and ' '");
  await check(["   ", "   ", "   "], "gamestate: ongoing");
  await ui.press('#t-check-grid button[data-square="4"]'); // X in the centre
  assert.equal(await page.inputValue("#t-row1"), " X ");
  assert.equal(await text(page, "#t-check-result"), "gamestate: ongoing");
  await ui.press('#t-check-grid button[data-square="0"]');
  await ui.press('#t-check-grid button[data-square="0"]'); // X, then O
  assert.equal(await page.inputValue("#t-row0"), "O  ");
  await ui.press('#t-check-grid button[data-square="1"]');
  await ui.press('#t-check-grid button[data-square="1"]');
  assert.equal(await text(page, "#t-check-result"), "Wrong turn order: O started");
  assert.equal(await page.textContent('#t-check-grid button[data-square="1"]'), "O");
  await ui.close();
});

test("phone: a game to its end by taps, the checker by taps, everything on screen", async () => {
  const ui = await web.open("phone", "ttt");
  const { page } = ui;
  // The menus are settings for the next game: changing one keeps the game in progress.
  assert.equal(await page.locator("#t-settings #t-side").count(), 1);
  assert.equal(await page.locator("#t-settings #t-strength").count(), 1);
  await ui.press(tcell(4));
  const before = await saved(page, "ttt");
  assert.ok(before.cursor >= 1);
  await openSettings(ui, "t");
  await page.selectOption("#t-side", "O");
  await page.selectOption("#t-strength", "random");
  assert.deepEqual(await saved(page, "ttt"), before);
  await ui.press("#t-new"); // New game starts with what the form shows
  assert.deepEqual([(await saved(page, "ttt")).settings.side, (await saved(page, "ttt")).settings.strength], ["O", "random"]);
  await playGame(ui, { strength: "greedy", side: "X" });
  await assertFits(page, "#t-board");
  for (const i of [0, 1, 2]) await page.fill(`#t-row${i}`, "   ");
  await page.locator("#t-check-grid").scrollIntoViewIfNeeded();
  for (const square of [0, 4, 8]) await ui.press(`#t-check-grid button[data-square="${square}"]`);
  assert.equal(await text(page, "#t-check-result"), "Wrong turn order: X went twice");
  await ui.close();
});
