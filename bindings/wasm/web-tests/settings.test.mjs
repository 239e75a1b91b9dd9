// The other tabs as a new user tries them at 360 x 640 and 1024 x 768: New game starts the game
// the settings form shows (never a different one); every menu shows its options whole; the
// 4-player Quixo panel shows every line of its help, and its move list's "↦2" is explained.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openSettings, saved, showGame, site, store, text } from "./harness.mjs";

const web = site();

test("New game starts the game the edited settings form shows, in every game", async () => {
  const ui = await web.open("phone", "quixo", { viewport: { width: 360, height: 640 } });
  const { page } = ui;
  const cases = [
    ["quixo", "q", { "q-size": "3", "q-opponent": "human" }, (s) => s.size === 3 && s.opponent === "human"],
    ["peg", "p", { "p-rows": "5", "p-cols": "6" }, (s) => s.rows === 5 && s.cols === 6],
    ["solitaire", "s", { "s-cards": "7", "s-seed": "4" }, (s) => s.cards === 7 && s.seed === 4],
  ];
  for (const [game, prefix, values, applied] of cases) {
    await showGame(page, game);
    await openSettings(ui, prefix);
    for (const [id, value] of Object.entries(values)) {
      if ((await page.locator(`#${id}`).evaluate((e) => e.tagName)) === "SELECT") await page.selectOption(`#${id}`, value);
      else await page.fill(`#${id}`, value);
    }
    assert.ok(!applied((await saved(page, game)).settings), `${game}: the edit alone starts nothing`);
    await ui.press(`#${prefix}-new`);
    assert.ok(applied((await saved(page, game)).settings), `${game}: New game uses the form`);
  }
  // A refused form is said, and the settings open, rather than a game with other settings.
  await showGame(page, "peg");
  await page.fill("#p-rows", "12");
  const before = await saved(page, "peg");
  await ui.press("#p-new");
  assert.deepEqual(await saved(page, "peg"), before);
  assert.ok((await text(page, "#p-settings-msg")).length > 0);
  assert.ok(await page.locator("#p-settings").evaluate((d) => d.open));
  await ui.close();
});

for (const [device, width, height] of [["phone", 360, 640], ["desktop", 1024, 768]]) {
  test(`${width}x${height}: every menu shows its options whole; the 4-player Quixo panel shows every line`, async () => {
    const ui = await web.open(device, "quixo", { viewport: { width, height } });
    const { page } = ui;
    for (const game of ["quixo", "peg", "ttt", "solitaire", "klondike"]) {
      await showGame(page, game);
      const cut = await page.evaluate(() => {
        const section = document.querySelector("section:not([hidden])");
        for (const d of section.querySelectorAll("details")) d.open = true;
        const measure = document.createElement("canvas").getContext("2d");
        const bad = [];
        for (const select of section.querySelectorAll("select")) {
          if (select.closest("[hidden]")) continue;
          measure.font = getComputedStyle(select).font;
          const room = select.clientWidth - 28; // the arrow and the padding
          for (const option of select.options) {
            if (measure.measureText(option.text).width > room) bad.push(`${select.id}: ${option.text}`);
          }
        }
        return bad;
      });
      assert.deepEqual(cut, [], `${game}: options cut off`);
    }
    // The 4-player game: every line of the panel whole, the last one reachable.
    await store(page, "quixo", { settings: { size: 5, players: 4, opponent: "human", level: "medium", side: "X", draw: "none", limit: 100, seed: 1 }, moves: [[0, 0, 0, 4, 1]], cursor: 1 });
    await page.goto(page.url().replace(/#.*/, "#quixo"));
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    const clipped = await page.evaluate(() => {
      const panel = document.querySelector("#quixo .panel");
      panel.scrollTop = panel.scrollHeight;
      const bottom = panel.getBoundingClientRect().bottom;
      const shown = [...panel.children].filter((e) => e.getClientRects().length && getComputedStyle(e).display !== "none" && e.tagName !== "OL");
      const bad = shown.filter((e) => e.scrollHeight > e.clientHeight + 1).map((e) => `squeezed: ${e.id || e.tagName}`);
      const last = shown.at(-1).getBoundingClientRect();
      if (last.bottom > bottom + 1 && innerWidth >= 760) bad.push(`last line below the panel: ${last.bottom} > ${bottom}`);
      return bad;
    });
    assert.deepEqual(clipped, []);
    assert.equal(await page.locator("#q-moves li").first().textContent(), "1,1→1,5 ↦2");
    assert.ok(await page.locator("#q-moves-key").isVisible());
    assert.match(await text(page, "#q-moves-key"), /↦2 means the cube now points to the mover's partner 2/);
    if (width >= 760) {
      // A crowded game (eight moves in the list): the settings fold, and nothing is cut at the panel's foot.
      const eight = [[0, 4, 0, 0, 1], [4, 4, 4, 0, 0], [0, 4, 0, 0, 0], [4, 4, 4, 0, 1], [0, 4, 0, 0, 1], [4, 4, 4, 0, 0], [0, 4, 0, 0, 0], [4, 4, 4, 0, 1]];
      await store(page, "quixo", { settings: { size: 5, players: 4, opponent: "human", level: "medium", side: "X", draw: "none", limit: 100, seed: 1 }, moves: eight, cursor: 8 });
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]');
      await page.waitForFunction(() => !document.querySelector("#q-settings").open);
      const fits = await page.evaluate(() => {
        const panel = document.querySelector("#quixo .panel");
        const last = [...panel.children].filter((e) => e.getClientRects().length).at(-1).getBoundingClientRect();
        return { overflow: panel.scrollHeight - panel.clientHeight, lastInside: last.bottom <= panel.getBoundingClientRect().bottom };
      });
      assert.deepEqual(fits, { overflow: 0, lastInside: true });
      // Opened by hand, they stay open (the panel scrolls).
      await page.click("#q-settings > summary");
      await page.click("#q-undo");
      assert.ok(await page.locator("#q-settings").evaluate((d) => d.open));
    }
    await ui.close();
  });
}
