// Seen by everyone: the rings, outlines and focus rings reach 3:1 against what they sit on (WCAG
// 1.4.11, which axe does not check), computed from the page's own styles in both themes; a hint,
// a target and a pick differ by shape, not only by hue; dark mode follows the system; less motion
// turns the slides off; on a phone every control is at least 44 px; a phone on its side keeps the
// game's buttons in view.
import assert from "node:assert/strict";
import { test } from "node:test";
import { showGame, site } from "./harness.mjs";

const web = site();

/** Every colour in a computed style value ("rgb(1, 2, 3) 0px 0px 0px 3px, rgba(...) ..."), as [r, g, b, a]. */
const colours = (value) => [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => m[1].split(",").map(Number)).map(([r, g, b, a = 1]) => [r, g, b, a]);
const over = ([r, g, b, a], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)];
const luminance = (rgb) => {
  const [r, g, b] = rgb.map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * In the page: each check names an element (made to show a state by adding its class, as the game
 * does), the style property holding the ring's colour (a pseudo-element's, or the focus ring of
 * the focused element), and the element whose background the ring sits on. Returns the colours.
 */
function measure(checks) {
  // The backgrounds from the element up to the first opaque one (the root's at the latest).
  const bg = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = getComputedStyle(e).backgroundColor;
      layers.push(c);
      if (c.startsWith("rgb(")) break;
    }
    return layers;
  };
  return checks.map(({ name, selector, add = [], pseudo = null, property, on, focus = false }) => {
    const el = document.querySelector(selector);
    if (!el) return { name, missing: selector };
    el.classList.add(...add);
    if (focus) el.focus();
    const value = getComputedStyle(el, pseudo)[property];
    const under = on === "self" ? el : document.querySelector(on);
    const result = { name, value, under: bg(under) };
    el.classList.remove(...add);
    return result;
  });
}

const checks = (theme) => [
  // Quixo: rings on the cubes (inset), the focus ring on the wood.
  { game: "quixo", name: "Quixo: can be picked, on a cube", selector: ".qcell", add: ["pickable"], property: "boxShadow", on: ".cube" },
  { game: "quixo", name: "Quixo: picked, on a cube", selector: ".qcell", add: ["picked"], property: "boxShadow", on: ".cube" },
  { game: "quixo", name: "Quixo: a target (dashed), on a cube", selector: ".qcell", add: ["target"], pseudo: "::before", property: "borderTopColor", on: ".cube" },
  { game: "quixo", name: "Quixo: focus ring, on the wood", selector: ".qcell", focus: true, property: "outlineColor", on: "#q-board" },
  // DigiPeg: rings round the holes, on the wood.
  { game: "peg", name: "DigiPeg: can be picked", selector: ".pcell", add: ["pickable"], property: "boxShadow", on: "#p-board" },
  { game: "peg", name: "DigiPeg: picked", selector: ".pcell", add: ["picked"], property: "boxShadow", on: "#p-board" },
  { game: "peg", name: "DigiPeg: a target (dashed)", selector: ".pcell:not(.peg)", add: ["target"], pseudo: "::after", property: "borderTopColor", on: "#p-board" },
  { game: "peg", name: "DigiPeg: the hint (a double ring)", selector: ".pcell", add: ["hint"], property: "boxShadow", on: "#p-board" },
  { game: "peg", name: "DigiPeg: focus ring", selector: ".pcell", focus: true, property: "outlineColor", on: "#p-board" },
  // Tic-tac-toe: the focus ring inside a square.
  { game: "ttt", name: "tic-tac-toe: focus ring", selector: ".tcell", focus: true, property: "outlineColor", on: "self" },
  // Solitaire: the outlines of the piles.
  { game: "solitaire", name: "Solitaire: can move", selector: ".pile", add: ["movable"], property: "borderTopColor", on: "self" },
  { game: "solitaire", name: "Solitaire: picked", selector: ".pile", add: ["picked"], property: "borderTopColor", on: ".piles" },
  { game: "solitaire", name: "Solitaire: a target (dashed)", selector: ".pile", add: ["target"], property: "borderTopColor", on: ".piles" },
  { game: "solitaire", name: "Solitaire: focus ring", selector: ".pile", focus: true, property: "outlineColor", on: ".piles" },
  // Klondike: light rings on the felt.
  { game: "klondike", name: "Klondike: taken", selector: ".kcard:not(.down)", add: ["picked"], property: "boxShadow", on: "#k-board" },
  { game: "klondike", name: "Klondike: a target (dashed)", selector: ".kcard:not(.down)", add: ["target"], property: "outlineColor", on: "#k-board" },
  { game: "klondike", name: "Klondike: the hint (a double ring)", selector: ".kcard:not(.down)", add: ["hint-from"], property: "boxShadow", on: "#k-board" },
  { game: "klondike", name: "Klondike: an empty slot's outline", selector: ".kslot.foundation", property: "borderTopColor", on: "#k-board" },
  { game: "klondike", name: "Klondike: a foundation's suit", selector: ".kslot.foundation", property: "color", on: "#k-board" },
  { game: "klondike", name: "Klondike: the keyboard's frame", selector: ".kfocus", property: "borderTopColor", on: "#k-board" },
  // The page: the focus ring on the panel and on the header's tabs.
  { game: "quixo", name: `page (${theme}): focus ring on a panel button`, selector: "#q-new", focus: true, property: "outlineColor", on: "#quixo .panel" },
  { game: "quixo", name: `page (${theme}): focus ring on a tab`, selector: "#tab-quixo", focus: true, property: "outlineColor", on: "header" },
];

for (const colorScheme of ["light", "dark"]) {
  test(`${colorScheme}: every ring, outline and focus ring reaches 3:1 against what it sits on`, async (t) => {
    const ui = await web.open("desktop", "quixo", { colorScheme });
    const { page } = ui;
    await page.keyboard.press("Shift"); // a key first: focus() then shows the keyboard's ring
    const low = [];
    for (const game of ["quixo", "peg", "ttt", "solitaire", "klondike"]) {
      await showGame(page, game);
      const mine = checks(colorScheme).filter((c) => c.game === game);
      for (const m of await page.evaluate(measure, mine)) {
        assert.ok(!m.missing, `${m.name}: no ${m.missing} on the page`);
        const rings = colours(m.value).filter(([, , , a]) => a > 0);
        assert.ok(rings.length > 0, `${m.name}: a colour in ${m.value}`);
        let under = [255, 255, 255];
        for (const layer of [...m.under].reverse()) under = over(colours(layer)[0], under);
        // A ring of several lines (a double ring) needs one line at 3:1; a translucent one counts as laid on its background.
        const best = Math.max(...rings.map((c) => ratio(over(c, under), under)));
        t.diagnostic(`${m.name}: ${best.toFixed(2)}:1`);
        if (best < 3) low.push(`${m.name}: ${best.toFixed(2)}:1 (${m.value} on rgb(${under.map(Math.round)}))`);
      }
    }
    assert.deepEqual(low, []);
    await ui.close();
  });
}

test("a pick, a target and a hint differ by shape: solid ring, dashed ring, double ring", async () => {
  const ui = await web.open("desktop", "peg");
  const { page } = ui;
  const shapes = (game, items) =>
    page.evaluate((list) => list.map(([selector, add, pseudo, property]) => {
      const el = document.querySelector(selector);
      el.classList.add(add);
      const value = getComputedStyle(el, pseudo)[property];
      el.classList.remove(add);
      return value;
    }), items);
  const lines = (shadow) => (shadow.match(/rgba?\(/g) ?? []).length;
  const [pick, target, hint] = await shapes("peg", [[".pcell", "pickable", null, "boxShadow"], [".pcell:not(.peg)", "target", "::after", "borderTopStyle"], [".pcell", "hint", null, "boxShadow"]]);
  assert.equal(lines(pick), 1);
  assert.equal(target, "dashed");
  assert.equal(lines(hint), 3);
  await showGame(page, "quixo");
  const [qpick, qtarget] = await shapes("quixo", [[".qcell", "pickable", null, "boxShadow"], [".qcell", "target", "::before", "borderTopStyle"]]);
  assert.equal(lines(qpick), 1);
  assert.equal(qtarget, "dashed");
  await showGame(page, "klondike");
  await page.waitForSelector(".kcard:not(.down)");
  const [kpick, ktarget, khint] = await shapes("klondike", [[".kcard:not(.down)", "picked", null, "boxShadow"], [".kcard:not(.down)", "target", null, "outlineStyle"], [".kcard:not(.down)", "hint-from", null, "boxShadow"]]);
  assert.equal(lines(kpick), 1);
  assert.equal(ktarget, "dashed");
  assert.equal(lines(khint), 3);
  await ui.close();
});

test("dark mode follows the system; less motion turns Quixo's slides off", async () => {
  for (const colorScheme of ["light", "dark"]) {
    const ui = await web.open("desktop", "quixo", { colorScheme });
    const { page } = ui;
    const looks = await page.evaluate(() => ({
      scheme: getComputedStyle(document.documentElement).colorScheme,
      meta: document.querySelector('meta[name="color-scheme"]').content,
      background: getComputedStyle(document.documentElement).backgroundColor,
      panel: getComputedStyle(document.querySelector("#quixo .panel")).backgroundColor,
    }));
    assert.equal(looks.meta, "light dark");
    assert.equal(looks.scheme, "light dark");
    const dark = luminance(colours(looks.background)[0].slice(0, 3)) < 0.05 && luminance(colours(looks.panel)[0].slice(0, 3)) < 0.05;
    assert.equal(dark, colorScheme === "dark", JSON.stringify(looks));
    await ui.close();
  }
  for (const reducedMotion of ["no-preference", "reduce"]) {
    const ui = await web.open("desktop", "quixo", { reducedMotion, clock: true });
    const { page } = ui;
    assert.equal(await page.$eval(".cube", (c) => getComputedStyle(c).transitionDuration), reducedMotion === "reduce" ? "0s" : "0.32s");
    // Against the computer: with less motion its reply lands at once, with no slide to wait for.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.click(".qcell.pickable");
    await page.click(".qcell.target");
    await page.waitForFunction(() => ["slide", ""].includes(document.querySelector("#q-board").dataset.waiting) && document.querySelector("#q-board").dataset.waiting !== "computer");
    await page.clock.runFor(1);
    assert.equal(await page.getAttribute("#q-board", "data-plies"), reducedMotion === "reduce" ? "2" : "1");
    await ui.close();
  }
});

test("phone: every control is at least 44 px (tabs, buttons, menus, fields, the move lists, the checkboxes' labels)", async () => {
  const ui = await web.open("phone", "quixo");
  const { page } = ui;
  const small = [];
  for (const game of ["quixo", "peg", "ttt", "solitaire", "klondike"]) {
    await showGame(page, game);
    // A move, so that the move list has buttons; the settings and the keyboard help open.
    const first = await page.$(`#${game} ol.moves li button`);
    if (!first) {
      if (game === "klondike") await page.tap('.kslot[data-slot="stock"]');
      if (game === "peg") {
        await page.tap(".pcell.pickable");
        await page.tap(".pcell.target");
      }
      if (game === "solitaire") {
        await page.tap(".pile.movable");
        await page.tap(".pile.target");
      }
      if (game === "quixo") {
        await page.tap(".qcell.pickable");
        await page.tap(".qcell.target");
      }
      if (game === "ttt") await page.tap('.tcell[aria-disabled="false"]');
    }
    await page.evaluate(() => document.querySelectorAll("section:not([hidden]) details").forEach((d) => (d.open = true)));
    small.push(...(await page.evaluate(() => {
      const section = document.querySelector("section:not([hidden])");
      const controls = [
        ...document.querySelectorAll('[role="tab"]'),
        ...section.querySelectorAll(".panel button, .panel select, .panel input:not([type=checkbox]):not([type=radio]), .panel summary, .panel label:has(input[type=checkbox]), .panel label:has(input[type=radio])"),
      ];
      return controls
        .filter((e) => e.getClientRects().length && !e.closest("[hidden]"))
        .map((e) => [e, e.getBoundingClientRect()])
        .filter(([, r]) => r.height < 44 - 0.5 || r.width < 44 - 0.5)
        .map(([e, r]) => `${section.id}: ${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""} "${e.textContent.trim().slice(0, 20)}" ${Math.round(r.width)} x ${Math.round(r.height)}`);
    })));
  }
  assert.deepEqual(small, []);
  await ui.close();
});

test("a phone on its side (844 x 390): the board fits and every game's buttons are in view", async () => {
  const ui = await web.open("phone", "quixo", { viewport: { width: 844, height: 390 } });
  const { page } = ui;
  const hidden = [];
  for (const game of ["quixo", "peg", "ttt", "solitaire", "klondike"]) {
    await showGame(page, game);
    hidden.push(...(await page.evaluate(() => {
      const section = document.querySelector("section:not([hidden])");
      return [...section.querySelectorAll(".panel > .buttons button")].filter((b) => {
        const r = b.getBoundingClientRect();
        const inView = r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
        return !inView || document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) !== b;
      }).map((b) => `${section.id}: ${b.id}`);
    })));
    const board = await page.evaluate(() => {
      const r = document.querySelector("section:not([hidden]) .play > *").getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, width: r.width, height: innerHeight };
    });
    assert.ok(board.top >= 0 && board.bottom <= board.height + 0.5 && board.width > 150, `${game}: the board fits: ${JSON.stringify(board)}`);
  }
  assert.deepEqual(hidden, []);
  await ui.close();
});
