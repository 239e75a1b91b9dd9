// The simplified solitaire in the browser, on a desktop (clicks) and a phone (taps): a deal won
// along the solver's shortest line and one lost, checked against the engine; the movable piles
// outlined before a pick; par at the end; undo, redo, reload; refused card counts; the largest
// deal (64 cards, 11 piles) on screen, pile 0's face-up card never hidden.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { SHOTS, applySettings, assertFits, assertInside, assertStatus, engine, saved, site, store, text } from "./harness.mjs";

const { Solitaire, SolitaireSolver } = engine;
const web = site();

const spile = (i) => `.pile[data-pile="${i}"]`;
const piles = (page) => page.$$eval(".pile", (p) => p.map((x) => x.dataset.cards));
const refPiles = (g) => g.piles().map((p, i) => (i === 0 ? [p[0], ...p.slice(1).map(() => "*")].filter((x) => x !== undefined).join(" ") : p.join(" ")));
const marked = (page, cls) => page.$$eval(`.pile.${cls}`, (p) => p.map((x) => Number(x.dataset.pile)));
/**
 * The solitaire tab as it shows the game (which pile holds the single Tab stop follows the last
 * click: left out). The other tabs are left out too: Klondike's light may still be thinking.
 */
const look = async (page) => (await page.locator("#solitaire").evaluate((s) => s.outerHTML)).replace(/ tabindex="-?\d+"/g, "");
const sources = (g) => [...new Set(g.legalMoves().map((m) => m.from))].sort((a, b) => a - b);

test("desktop: a deal won along the shortest line by clicking, par, undo, redo, a reload; one lost", async () => {
  const ui = await web.open("desktop", "solitaire");
  const { page } = ui;
  await applySettings(ui, "s", { "s-cards": "6", "s-seed": "1" });
  const ref = Solitaire.shuffled(6, 1n);
  assert.deepEqual(await piles(page), refPiles(ref));
  assert.equal(await text(page, "#s-counter"), `Moves: 0 of ${ref.chanceNo} (ChanceNo)`);
  assert.equal(await page.locator(`${spile(0)} .card:not(.back)`).count(), 1);
  assert.equal(await page.locator(`${spile(0)} .card.back span`).getAttribute("data-face"), "×5");

  const before = await look(page);
  await ui.press(spile(1)); // an empty pile has nothing to move
  assert.equal(await look(page), before);

  await ui.press("#s-hint");
  const line = new SolitaireSolver().solve(ref, 1_000_000).line;
  await page.waitForFunction(() => document.querySelector("#s-hint-text").textContent.startsWith("Hint:"));
  assert.match(await text(page, "#s-hint-text"), new RegExp(`^Hint: .*a win in ${line.length} moves`));

  let illegalTried = false;
  for (const [k, m] of line.entries()) {
    assert.deepEqual(await marked(page, "movable"), sources(ref), `movable piles before move ${k + 1}`);
    await ui.press(spile(m.from));
    assert.equal(await page.getAttribute(spile(m.from), "aria-pressed"), "true");
    assert.deepEqual(await marked(page, "movable"), []);
    if (!illegalTried) {
      const bad = ref.piles().findIndex((_, i) => !ref.isLegal(m.from, i) && i !== m.from);
      if (bad >= 0) {
        const state = await look(page);
        await ui.press(spile(bad));
        assert.equal(await look(page), state);
        illegalTried = true;
      }
    }
    await ui.press(spile(m.to));
    ref.play(m);
    assert.deepEqual(await piles(page), refPiles(ref), `after move ${k + 1}`);
    assert.deepEqual(await marked(page, "last"), [m.to]);
    assert.equal(await text(page, "#s-counter"), `Moves: ${k + 1} of ${ref.chanceNo} (ChanceNo)`);
  }
  assert.ok(illegalTried);
  assert.equal(ref.isComplete(), true);
  await assertStatus(page, "#s-status", `You Win in ${line.length} steps!`);
  await page.waitForFunction(() => document.querySelector("#s-par").dataset.par !== "");
  assert.equal(await text(page, "#s-par"), `Par: ${line.length} moves (the shortest win from this deal).`);
  await ui.press(spile(1)); // over: nothing happens
  await assertStatus(page, "#s-status", `You Win in ${line.length} steps!`);
  await assertFits(page, "#s-piles");
  await page.screenshot({ path: join(SHOTS, "solitaire.png") });

  // Undo, reload, redo: the win comes back.
  await ui.press("#s-undo");
  await assertStatus(page, "#s-status", `Round ${line.length} out of ${ref.chanceNo}: pick a pile.`);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await text(page, "#s-counter"), `Moves: ${line.length - 1} of ${ref.chanceNo} (ChanceNo)`);
  await ui.press("#s-redo");
  await assertStatus(page, "#s-status", `You Win in ${line.length} steps!`);

  // Lost: only ever turning pile 0's top card under.
  await applySettings(ui, "s", { "s-cards": "6", "s-seed": "1" });
  for (let k = 0; k < ref.chanceNo; k++) {
    await ui.press(spile(0));
    await ui.press(spile(0));
  }
  await assertStatus(page, "#s-status", "You Loss!");
  assert.equal(await text(page, "#s-counter"), `Moves: ${ref.chanceNo} of ${ref.chanceNo} (ChanceNo)`);
  await page.waitForFunction(() => document.querySelector("#s-par").dataset.par !== "");
  assert.equal(await text(page, "#s-par"), `Par: ${line.length} moves (the shortest win from this deal).`);
  await ui.close();
});

test("phone: refused card counts; a game to its end by taps; 52 and 64 cards on screen, the top card in view", async () => {
  const ui = await web.open("phone", "solitaire");
  const { page } = ui;
  for (const [cards, message] of [
    ["0", "Deal a whole number of cards from 1 to 64."],
    ["2.5", "Deal a whole number of cards from 1 to 64."],
    ["65", "too many cards: a game holds at most 64"],
  ]) {
    await applySettings(ui, "s", { "s-cards": cards, "s-seed": "1" });
    assert.equal(await text(page, "#s-settings-msg"), message);
  }
  await applySettings(ui, "s", { "s-cards": "4", "s-seed": "3" });
  assert.equal(await text(page, "#s-settings-msg"), "");
  const ref = Solitaire.shuffled(4, 3n);
  const line = new SolitaireSolver().solve(ref, 1_000_000).line;
  for (const m of line) {
    await ui.press(spile(m.from));
    await ui.press(spile(m.to));
    ref.play(m);
    assert.deepEqual(await piles(page), refPiles(ref));
  }
  await assertStatus(page, "#s-status", `You Win in ${line.length} steps!`);

  for (const cards of [52, 64]) {
    await applySettings(ui, "s", { "s-cards": String(cards), "s-seed": "1" });
    await assertFits(page, "#s-piles");
    await assertInside(page, ".pile", "#s-piles");
    await assertInside(page, ".card", "#s-piles");
    // Pile 0's face-up card is the one a tap on its middle reaches: nothing lies over it.
    const top = await page.$eval(`${spile(0)} .card:not(.back)`, (card) => {
      const r = card.getBoundingClientRect();
      return { hit: document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === card, text: card.textContent };
    });
    assert.deepEqual(top, { hit: true, text: String(Solitaire.shuffled(cards, 1n).pile(0)[0]) });
  }
  // All 64 cards in one pile (the solver's win, restored from a saved game) still fit.
  const deal = Solitaire.shuffled(64, 1n);
  const win = new SolitaireSolver(1 << 18).solve(deal, 5_000_000).line;
  assert.ok(win);
  await store(page, "solitaire", { settings: { cards: 64, seed: 1 }, moves: win.map((m) => [m.from, m.to]), cursor: win.length });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await assertStatus(page, "#s-status", `You Win in ${win.length} steps!`);
  await assertFits(page, "#s-piles");
  await assertInside(page, ".card", "#s-piles");
  const full = await page.$$eval(".pile", (all) => all.map((p) => p.querySelectorAll(".card").length));
  assert.ok(full.includes(64));
  await page.screenshot({ path: join(SHOTS, "solitaire-phone-64.png") });
  assert.equal((await saved(page, "solitaire")).cursor, win.length);
  await ui.close();
});
