// The pictures docs/ shows (docs/players.md, the READMEs), taken from set positions so that they
// come out the same each time: written under target/screenshots/docs/ only; `make
// web-screenshots` runs this file alone and copies them into docs/.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { SHOTS, engine, site, store } from "./harness.mjs";

const { DigiPeg, Klondike, Quixo } = engine;
const web = site();
const DOC_SHOTS = join(SHOTS, "docs");
mkdirSync(DOC_SHOTS, { recursive: true });

const KLONDIKE = { seed: 1, draw: 1, thoughtful: false, checked: null, elapsed: 0 };
const klondikeLine = Klondike.fromSeed(1, 1).solve().line;

/** Open `game` on `device` with `record` as its saved game; returns the ui once the page shows it. */
async function openWith(device, game, record, options = {}) {
  const ui = await web.open(device, game, options);
  await store(ui.page, game, record);
  await ui.page.reload();
  await ui.page.waitForSelector('body[data-ready="true"]');
  return ui;
}

/** Quixo moves of two humans (the game tests' opening), as stored records. */
const quixoOpening = [[0, 4, 0, 0, 0], [4, 4, 4, 0, 0], [0, 4, 0, 0, 0], [4, 4, 4, 0, 0], [0, 4, 0, 0, 0], [4, 4, 4, 0, 0]];

test("docs/quixo.png: Quixo on a desktop, X has picked a cube and its ends are ringed", async () => {
  const settings = { size: 5, players: 2, opponent: "human", level: "medium", side: "X", draw: "none", limit: 100, seed: 1 };
  const ui = await openWith("desktop", "quixo", { settings, moves: quixoOpening, cursor: quixoOpening.length });
  await ui.page.click('.qcell[data-row="0"][data-col="4"]');
  assert.ok((await ui.page.locator(".qcell.target").count()) > 0);
  await ui.page.screenshot({ path: join(DOC_SHOTS, "quixo.png") });
  await ui.close();
});

test("docs/quixo-phone.png: Quixo against the computer on a phone", async () => {
  const game = new Quixo(5, 2);
  const moves = [];
  for (const [r1, c1, r2, c2] of [[0, 0, 0, 4], [4, 4, 0, 4], [0, 1, 4, 1], [4, 0, 0, 0]]) {
    game.makeMove(r1, c1, r2, c2);
    moves.push([r1, c1, r2, c2, 0]);
  }
  const settings = { size: 5, players: 2, opponent: "computer", level: "medium", side: "X", draw: "none", limit: 100, seed: 1 };
  const ui = await openWith("phone", "quixo", { settings, moves, cursor: moves.length });
  await ui.page.tap(".qcell.pickable");
  await ui.page.screenshot({ path: join(DOC_SHOTS, "quixo-phone.png") });
  await ui.close();
});

test("docs/klondike.png and docs/klondike-phone.png: Klondike mid-game on a desktop and on a 360 x 640 phone", async () => {
  let ui = await openWith("desktop", "klondike", { settings: KLONDIKE, moves: klondikeLine, cursor: 40 });
  await ui.page.waitForFunction(() => document.querySelector("#k-light").dataset.state === "player");
  await ui.page.screenshot({ path: join(DOC_SHOTS, "klondike.png") });
  await ui.close();
  ui = await openWith("phone", "klondike", { settings: KLONDIKE, moves: klondikeLine, cursor: 30 }, { viewport: { width: 360, height: 640 } });
  await ui.page.screenshot({ path: join(DOC_SHOTS, "klondike-phone.png") });
  await ui.close();
});

test("docs/klondike-keyboard.png: Klondike by keyboard, a run taken from its first card, the keyboard help beside", async () => {
  const ui = await openWith("desktop", "klondike", { settings: KLONDIKE, moves: klondikeLine, cursor: 30 });
  const { page } = ui;
  await page.evaluate(() => {
    document.querySelector("#k-settings").open = false;
    document.querySelector("#k-keys").open = true;
    document.querySelector("#k-keys").scrollIntoView({ block: "end" });
  });
  // Tab to the table, then to the pile whose face-up run is longest, up to the run's first card.
  while (!(await page.evaluate(() => document.querySelector("#k-board").contains(document.activeElement)))) await page.keyboard.press("Tab");
  const { pile, run } = await page.evaluate(() => {
    const piles = [0, 1, 2, 3, 4, 5, 6].map((p) => document.querySelectorAll(`#k-board [data-key^="p${p}:"][data-card]`).length);
    const most = Math.max(...piles);
    return { pile: piles.indexOf(most), run: most };
  });
  assert.ok(run >= 2, "a pile with a run of face-up cards");
  await page.keyboard.press(String(pile + 1));
  for (let k = 1; k < run; k++) await page.keyboard.press("ArrowUp");
  await page.screenshot({ path: join(DOC_SHOTS, "klondike-keyboard.png") });
  await ui.close();
});

test("docs/phone-dark.png: DigiPeg on a phone in dark mode, a peg picked", async () => {
  const ref = new DigiPeg(4, 4, 0, 1);
  const moves = [];
  for (let k = 0; k < 3; k++) {
    const j = ref.legalMoves()[0];
    ref.play(j);
    moves.push([j.from.row, j.from.col, j.to.row, j.to.col]);
  }
  const ui = await openWith("phone", "peg", { settings: { rows: 4, cols: 4, emptyRow: 0, emptyCol: 1, directions: "orthogonal" }, moves, cursor: moves.length }, { colorScheme: "dark" });
  await ui.page.tap(".pcell.pickable");
  await ui.page.screenshot({ path: join(DOC_SHOTS, "phone-dark.png") });
  await ui.close();
});
