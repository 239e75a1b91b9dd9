// What every browser test file shares: a server for the page laid out as `make web` lays it out
// (web/ and the package's browser files in pkg/, by web/tools/lay-out.mjs), headless Chromium (Debian's, driven by playwright-core), the two devices every game is played
// on (a 1024 x 768 desktop with a mouse, a 390 x 844 phone with touch), and checks that fail a
// test on any console error, page error or failed request.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { after, before } from "node:test";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const PKG = resolve(process.env.DIGIPEG_PKG ?? "pkg");
const WEB = resolve(process.env.DIGIPEG_WEB ?? "web");
const { layOut } = await import(pathToFileURL(join(WEB, "tools/lay-out.mjs")).href);

/** A fresh folder with the page laid out as `make web` lays it out (removed when the process ends). */
export function laidOut() {
  const dir = mkdtempSync(join(tmpdir(), "digipeg-web-"));
  layOut(dir, PKG, WEB);
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Where the tests' screenshots go (never docs/: `make web-screenshots` copies the ones docs/ shows). */
export const SHOTS = resolve(process.env.DIGIPEG_SCREENSHOTS ?? "../../target/screenshots");
const CHROMIUM = process.env.DIGIPEG_CHROMIUM ?? "/usr/bin/chromium";

/** The engine, for the reference games the tests replay beside the page. */
export const engine = await import(pathToFileURL(join(PKG, "node.js")).href);

/** One of the page's own modules (those that import nothing from the engine), loaded in Node. */
export const webModule = (name) => import(pathToFileURL(join(WEB, name)).href);

export const DEVICES = {
  desktop: { viewport: { width: 1024, height: 768 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

const TYPES = {
  ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm", ".json": "application/json",
  ".webmanifest": "application/manifest+json", ".png": "image/png", ".svg": "image/svg+xml",
};

/** The solved 5 x 5 layers (make quixo-tables), served as `make web TABLES=...` does, or undefined. */
export const TABLES5 = process.env.DIGIPEG_QUIXO_TABLES_5 || undefined;
const LAYER_FILE = /^quixo5-t(\d\d)-a(\d\d)-b(\d\d)\.(values|passes)$/;

/** What `python -m digipeg web --tables` lists: the layers of totals 24 and 25 in TABLES5. */
function tablesList() {
  const layers = readdirSync(TABLES5)
    .map((name) => LAYER_FILE.exec(name))
    .filter((m) => m && m[4] === "values" && Number(m[1]) >= 24)
    .map((m) => [5, Number(m[2]), Number(m[3])]);
  return JSON.stringify({ base: "tables/", layers });
}

/** Serve the page laid out as `make web` lays it out (with TABLES5, its tables too). */
export function serve(root = laidOut()) {
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (TABLES5 && path === "/quixo-tables.json") {
      res.writeHead(200, { "content-type": "application/json" }).end(tablesList());
      return;
    }
    if (TABLES5 && path.startsWith("/tables/") && LAYER_FILE.test(path.slice(8))) {
      res.writeHead(200, { "content-type": "application/octet-stream" }).end(readFileSync(join(TABLES5, path.slice(8))));
      return;
    }
    const file = normalize(join(root, path === "/" ? "index.html" : path.slice(1)));
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
    res.end(readFileSync(file));
  });
}

const ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync",
];

export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A browser with a profile in `dir` (not incognito, as Playwright's contexts are: an app can be installed there), as `device`. */
export function launchProfile(dir, device) {
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: ARGS, ...DEVICES[device] });
}

/** Start the server and the browser before this file's tests; `site.base`, `site.context(device)`. */
export function site() {
  const state = { base: "", browser: null, server: null };
  before(async () => {
    state.server = serve();
    await new Promise((done) => state.server.listen(0, "127.0.0.1", done));
    state.base = `http://127.0.0.1:${state.server.address().port}`;
    state.browser = await launch();
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await state.browser?.close();
    await new Promise((done) => state.server?.close(done));
  });
  /** A page of `device` on `game` in a fresh profile (no saved games), with every problem recorded. */
  state.open = async (device, game, { clock = false, viewport, colorScheme, reducedMotion, serviceWorkers, route } = {}) => {
    const options = { ...DEVICES[device], ...(viewport ? { viewport } : {}), colorScheme, reducedMotion, serviceWorkers };
    const context = await state.browser.newContext(options);
    if (route) await route(context);
    const page = await context.newPage();
    const problems = [];
    page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    // A request cut short by a reload (a worker still loading its module) is not a failure.
    page.on("requestfailed", (r) => r.failure()?.errorText !== "net::ERR_ABORTED" && problems.push(`failed request: ${r.url()} ${r.failure()?.errorText}`));
    page.on("response", (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
    if (clock) await page.clock.install();
    await page.goto(`${state.base}/#${game}`);
    await ready(page, game);
    const touch = Boolean(DEVICES[device].hasTouch);
    return {
      page,
      problems,
      device,
      /** A tap on a phone, a click on the desktop (`{ force: true }`: even on an aria-disabled element). */
      press: (selector, options) => (touch ? page.tap(selector, options) : page.click(selector, options)),
      context,
      close: async () => {
        await context.close();
        assert.deepEqual(problems, []);
      },
    };
  };
  return state;
}

export async function ready(page, game) {
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.getAttribute(`#tab-${game}`, "aria-selected"), "true");
}

/**
 * Show `game`'s tab by its address, as a link does, and wait until it is shown and fitted: the
 * switch happens on "hashchange" and the board is sized by a ResizeObserver, both after `goto`
 * returns, so this waits for the section and then two frames.
 */
export async function showGame(page, game) {
  await page.goto(page.url().replace(/#.*/, `#${game}`));
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForSelector(`section#${game}:not([hidden])`);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export const text = (page, selector) => page.locator(selector).textContent();

/**
 * Open the settings (folded on a phone, or on a crowded desktop panel) by their summary, as a user
 * does; settings already open are kept open from then on, as if the user had opened them.
 */
export async function openSettings(ui, prefix) {
  const details = ui.page.locator(`#${prefix}-settings`);
  if (!(await details.evaluate((d) => ((d.dataset.opened = d.open ? "true" : ""), d.open)))) await ui.press(`#${prefix}-settings > summary`);
}

/** Open the settings and apply the given form values. */
export async function applySettings(ui, prefix, values, button = `#${prefix}-apply`) {
  const { page } = ui;
  await openSettings(ui, prefix);
  for (const [id, value] of Object.entries(values)) {
    const tag = await page.locator(`#${id}`).evaluate((e) => e.tagName);
    if (tag === "SELECT") await page.selectOption(`#${id}`, String(value));
    else await page.fill(`#${id}`, String(value));
  }
  await ui.press(button);
}

/**
 * The board fits the screen: `selector`'s box lies inside the viewport and overlaps neither the
 * panel nor the header; the tabs are on screen; nothing is wider than the viewport.
 */
export async function assertFits(page, selector) {
  const boxes = await page.evaluate((sel) => {
    scrollTo(0, 0); // the first screenful
    const box = (e) => e && (({ left, top, right, bottom }) => ({ left, top, right, bottom }))(e.getBoundingClientRect());
    const section = document.querySelector("section:not([hidden])");
    return {
      board: box(document.querySelector(sel)),
      panel: box(section.querySelector(".panel")),
      header: box(document.querySelector("header")),
      tabs: [...document.querySelectorAll('[role="tab"]')].map(box),
      cutTabs: [...document.querySelectorAll('[role="tab"]')].filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.textContent),
      width: innerWidth,
      height: innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
    };
  }, selector);
  const inside = (b) => b.left >= -0.5 && b.top >= -0.5 && b.right <= boxes.width + 0.5 && b.bottom <= boxes.height + 0.5;
  const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
  const all = JSON.stringify(boxes);
  assert.ok(boxes.board.right - boxes.board.left > 100, `the board has room: ${all}`);
  assert.ok(inside(boxes.board), `the board lies on screen: ${all}`);
  assert.ok(apart(boxes.board, boxes.panel), `the board does not overlap the panel: ${all}`);
  assert.ok(apart(boxes.board, boxes.header), `the board does not overlap the header: ${all}`);
  for (const tab of boxes.tabs) assert.ok(inside(tab), `every tab is on screen: ${all}`);
  assert.deepEqual(boxes.cutTabs, [], "every tab's name shows whole");
  assert.ok(boxes.scrollWidth <= boxes.width, `nothing runs off to the side: ${all}`);
}

/** Every element of `selector` lies inside the box of `within` (cards inside their pile...). */
export async function assertInside(page, selector, within) {
  const outside = await page.evaluate(([sel, outer]) => {
    const o = document.querySelector(outer).getBoundingClientRect();
    return [...document.querySelectorAll(sel)]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && (r.left < o.left - 0.5 || r.right > o.right + 0.5 || r.top < o.top - 0.5 || r.bottom > o.bottom + 0.5 || r.right > innerWidth + 0.5))
      .map((r) => `${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
  }, [selector, within]);
  assert.deepEqual(outside, [], `${selector} inside ${within}`);
}

/** The saved game of `game` (what the page keeps in localStorage). */
export const saved = (page, game) => page.evaluate((key) => JSON.parse(localStorage.getItem(key)), `digipeg.${game}`);

/**
 * Save a game for the page to restore on its next load (every caller reloads next). Until then this
 * page may not write over it: a check it started earlier (Klondike's first deal, say) may come back
 * and save its own game in between.
 */
export const store = (page, game, record) =>
  page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, JSON.stringify(value));
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k !== key) setItem.call(this, k, v);
      };
    },
    [`digipeg.${game}`, { version: 1, ...record }],
  );

/**
 * A status line says where the game stands (`expected`), after what just happened in words when
 * something did: "You took the cube at row 1, column 1 and pushed it in at row 1, column 5. O to move".
 */
export async function assertStatus(page, selector, expected) {
  const shown = await page.locator(selector).textContent();
  if (shown === expected) return;
  assert.ok(shown.endsWith(` ${expected}`) && /[.!?]$/.test(shown.slice(0, -expected.length - 1)), `${selector}: "${shown}" should end with "${expected}" after a sentence`);
}
