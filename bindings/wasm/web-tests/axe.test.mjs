// axe-core (pinned in package.json), injected into Chromium, on every tab at 1024 x 768 (mouse)
// and 390 x 844 (touch), in the light and the dark theme, on loading, after a move and after an
// undo: 0 violations of any impact, with axe's default rules (none disabled). The settings are
// opened first, so that their controls are checked too.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import { showGame, site } from "./harness.mjs";

const AXE = createRequire(import.meta.url)("axe-core");
const web = site();

/** One move by the pointer in each game, and the panel's Undo. */
const MOVE = {
  quixo: async (ui) => {
    await ui.press(".qcell.pickable");
    await ui.press(".qcell.target");
    await ui.page.waitForFunction(() => document.querySelector("#q-board").dataset.busy === "false" && document.querySelector("#q-board").dataset.plies === "2");
  },
  peg: async (ui) => {
    await ui.press(".pcell.pickable");
    await ui.press(".pcell.target");
  },
  ttt: (ui) => ui.press('.tcell[aria-disabled="false"]'),
  solitaire: async (ui) => {
    await ui.press(".pile.movable");
    await ui.press(".pile.target");
  },
  klondike: (ui) => ui.press('.kslot[data-slot="stock"]'),
};
const UNDO = { quixo: "#q-undo", peg: "#p-undo", ttt: "#t-undo", solitaire: "#s-undo", klondike: "#k-undo" };

/** axe's violations on the page: "rule (impact): target" lines. */
async function violations(page, t, where) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE.source });
  const result = await page.evaluate(() => axe.run(document, { resultTypes: ["violations"] }));
  const nodes = result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} - ${n.failureSummary}`));
  t.diagnostic(`${where}: ${nodes.length} violations; ${result.passes.length} rules passed, ${result.inapplicable.length} not applicable`);
  return nodes;
}

test("axe is the pinned version", () => {
  assert.equal(AXE.version, "4.14.1");
});

for (const device of ["desktop", "phone"]) {
  for (const colorScheme of ["light", "dark"]) {
    test(`axe: every tab, ${device}, ${colorScheme}: no violation on loading, after a move, after an undo`, async (t) => {
      const ui = await web.open(device, "quixo", { colorScheme });
      const { page } = ui;
      const found = [];
      for (const game of Object.keys(MOVE)) {
        await showGame(page, game);
        await page.evaluate(() => document.querySelectorAll("section:not([hidden]) details").forEach((d) => (d.open = true)));
        for (const [when, act] of [["loaded", null], ["after a move", MOVE[game]], ["after an undo", (u) => u.press(UNDO[game])]]) {
          if (act) await act(ui);
          for (const v of await violations(page, t, `${game} ${when}`)) found.push(`${game} ${when}: ${v}`);
        }
      }
      assert.deepEqual(found, []);
      await ui.close();
    });
  }
}
