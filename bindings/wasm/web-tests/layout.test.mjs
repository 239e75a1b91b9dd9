// Every game's largest setting fits every screen from a small phone (360 x 640) to a desktop
// (1920 x 1080): the board lies inside the first screenful, clear of the panel and the header,
// every tab is on screen, and nothing runs off to the side.
import { test } from "node:test";
import { assertFits, assertInside, site, store } from "./harness.mjs";

const web = site();

const LARGEST = {
  quixo: ["#q-board", { settings: { size: 5, players: 4, opponent: "human", level: "medium", side: "X", draw: "none", limit: 100, seed: 1 }, moves: [], cursor: 0 }],
  peg: ["#p-board", { settings: { rows: 9, cols: 9, emptyRow: 4, emptyCol: 4, directions: "orthogonal" }, moves: [], cursor: 0 }],
  ttt: ["#t-board", null],
  solitaire: ["#s-piles", { settings: { cards: 64, seed: 1 }, moves: [], cursor: 0 }],
  // Thoughtful mode fans the face-down cards too: its table is the tallest.
  klondike: ["#k-board", { settings: { seed: 1, draw: 3, thoughtful: true, checked: null, elapsed: 0 }, moves: [], cursor: 0 }],
};

// (390 x 844 is the phone of the game tests, which check the largest boards there too.)
for (const [device, size] of [["phone", "360x640"], ["desktop", "768x1024"], ["desktop", "1024x768"], ["desktop", "1920x1080"]]) {
  test(`${size}: the largest board of every game fits`, async () => {
    const [width, height] = size.split("x").map(Number);
    const ui = await web.open(device, "quixo", { viewport: { width, height } });
    const { page } = ui;
    for (const [game, [board, record]] of Object.entries(LARGEST)) {
      if (record) await store(page, game, record);
      await page.goto(page.url().replace(/#.*/, `#${game}`));
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]');
      await assertFits(page, board);
      if (game === "solitaire") await assertInside(page, ".card", "#s-piles");
      if (game === "klondike") await assertInside(page, ".kcard", "#k-board");
    }
    await ui.close();
  });
}
