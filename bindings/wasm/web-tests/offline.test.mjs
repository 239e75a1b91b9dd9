// The page as an app: served by python/digipeg/_web.py (the server of `make web` and of `python
// -m digipeg web`) from a folder laid out as `make web` lays it out. The manifest, icons and
// service worker come with the right types and scope; Chromium finds the page installable; after
// one visit the server is stopped and the page still loads, plays a move in every tab (the
// workers' scripts and the wasm come from the cache), and loads again. A new version of a file
// is a new version of the page: it installs beside the old one, the page offers to switch, and
// after the switch only the new version's cache is left.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { DEVICES, launch, launchProfile, laidOut } from "./harness.mjs";

const SERVER = resolve(process.env.DIGIPEG_WEB_SERVER ?? "../../python/digipeg/_web.py");
const { stamp } = await import(pathToFileURL(resolve(process.env.DIGIPEG_WEB ?? "web", "tools/lay-out.mjs")).href);
let browser;

before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/** `python3 _web.py --page DIR` on a free port: { url, stop }. */
async function server(dir) {
  const child = spawn("python3", ["-P", SERVER, "--page", dir, "--port", "0", "--no-browser"], { stdio: ["ignore", "pipe", "pipe"] });
  const url = await new Promise((done, fail) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) done(m[1]);
    });
    child.on("exit", (code) => fail(new Error(`the server stopped (${code}): ${out}`)));
  });
  return {
    url,
    stop: () => new Promise((done) => {
      child.once("exit", done);
      child.kill("SIGINT");
    }),
  };
}

/** One move in the shown tab, by the pointer, and what proves it was played (the saved record's length). */
const MOVES = {
  quixo: async (page) => {
    await page.click(".qcell.pickable");
    await page.click(".qcell.target");
    await page.waitForFunction(() => document.querySelector("#q-board").dataset.plies === "2"); // the computer's worker answered
  },
  peg: async (page) => {
    await page.click(".pcell.pickable");
    await page.click(".pcell.target");
    await page.waitForFunction(() => document.querySelector("#p-solvable").dataset.state !== "checking"); // the analyst's worker answered
  },
  ttt: (page) => page.click('.tcell[aria-disabled="false"]'),
  solitaire: async (page) => {
    await page.click(".pile.movable");
    await page.click(".pile.target");
    await page.click("#s-hint");
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector("#s-hint-text").textContent)); // the solver's worker answered
  },
  klondike: async (page) => {
    await page.click('.kslot[data-slot="stock"]');
    await page.waitForFunction(() => document.querySelector("#k-light").dataset.state === "player"); // the player's worker answered
  },
};

test("the files of an app: the manifest, icons and service worker, with their types, from _web.py", async () => {
  const dir = laidOut();
  const { url, stop } = await server(dir);
  try {
    const types = {
      "": "text/html", "manifest.webmanifest": "application/manifest+json", "sw.js": "text/javascript",
      "icons/icon-192.png": "image/png", "icons/icon-512.png": "image/png", "icons/icon-maskable-512.png": "image/png",
      "icons/icon-180.png": "image/png", "icons/icon.svg": "image/svg+xml", "pkg/digipeg_bg.wasm": "application/wasm",
      "klondike-worker.js": "text/javascript",
    };
    for (const [path, type] of Object.entries(types)) {
      const reply = await fetch(url + path);
      assert.equal(reply.status, 200, path);
      assert.equal(reply.headers.get("content-type"), type, path);
    }
    const manifest = await (await fetch(`${url}manifest.webmanifest`)).json();
    assert.equal(manifest.start_url, "./");
    assert.equal(manifest.scope, "./");
    assert.equal(manifest.display, "standalone");
    // Every icon the manifest lists is a PNG of the size it claims (or the SVG).
    for (const icon of manifest.icons) {
      const body = Buffer.from(await (await fetch(url + icon.src)).arrayBuffer());
      if (icon.type === "image/svg+xml") assert.match(body.toString(), /^<svg /);
      else assert.equal(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.sizes, icon.src);
    }
    assert.ok(manifest.icons.some((i) => i.purpose === "maskable"));
    // The service worker caches every file laid out (each a file the server serves), under its version.
    const sw = await (await fetch(`${url}sw.js`)).text();
    const assets = JSON.parse(/^const ASSETS = (.*);$/m.exec(sw)[1]);
    assert.match(/^const VERSION = "(\w+)";$/m.exec(sw)[1], /^[0-9a-f]{16}$/);
    for (const path of ["./", "app.js", "klondike-worker.js", "peg-worker.js", "quixo-worker.js", "solitaire-worker.js", "pkg/digipeg_bg.wasm", "pkg/glue.js", "manifest.webmanifest", "icons/icon-180.png"]) {
      assert.ok(assets.includes(path), `${path} is cached`);
    }
    for (const path of assets) assert.equal((await fetch(url + path)).status, 200, path);
  } finally {
    await stop();
  }
});

test("installable in Chromium; after one visit every tab loads and plays with the server stopped, and loads again", async () => {
  const dir = laidOut();
  const { url, stop } = await server(dir);
  const profile = mkdtempSync(join(tmpdir(), "digipeg-profile-"));
  const context = await launchProfile(profile, "phone");
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${url}#quixo`);
  await page.waitForSelector('body[data-ready="true"][data-offline="ready"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  assert.deepEqual(installabilityErrors, []);
  const { errors } = await cdp.send("Page.getAppManifest");
  assert.deepEqual(errors, []);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
  assert.equal(scope, url);

  await stop(); // offline from here: nothing answers at that address
  assert.equal(await page.evaluate((u) => fetch(`${u}tables/nothing`).then(() => "answered", () => "refused"), url), "refused");
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  for (const game of Object.keys(MOVES)) {
    await page.goto(`${url}#${game}`);
    await page.waitForSelector('body[data-ready="true"]');
    const before = await page.evaluate((g) => JSON.parse(localStorage.getItem(`digipeg.${g}`)).cursor, game);
    await MOVES[game](page);
    const now = await page.evaluate((g) => JSON.parse(localStorage.getItem(`digipeg.${g}`)).cursor, game);
    assert.ok(now > before, `${game}: a move was played offline`);
  }
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("digipeg.klondike")).cursor);
  assert.ok(kept > 0);
  assert.equal(await page.locator("#k-count").textContent(), `Moves: ${kept}`); // the game reloaded, offline
  assert.deepEqual(problems, []);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test("a new version replaces the old one cleanly: it waits, the page offers it, the old cache goes", async () => {
  const dir = laidOut();
  const { url, stop } = await server(dir);
  const context = await browser.newContext(DEVICES.desktop);
  const page = await context.newPage();
  try {
    await page.goto(`${url}#peg`);
    await page.waitForSelector('body[data-offline="ready"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const versions = async () => page.evaluate(async () => (await caches.keys()).sort());
    const first = await versions();
    assert.equal(first.length, 1);
    // A new version: one file changes (the page's title), and the service worker is stamped again.
    const html = readFileSync(join(dir, "index.html"), "utf8");
    writeFileSync(join(dir, "index.html"), html.replace("<title>digipeg: five games</title>", "<title>digipeg: five games (v2)</title>"));
    const v2 = stamp(dir);
    assert.ok(!first.includes(`digipeg-${v2}`));
    // A visit finds it: it installs beside the old one and waits; the tab still runs the old one.
    await page.reload();
    await page.waitForSelector('#update:not([hidden])');
    assert.equal(await page.title(), "digipeg: five games");
    assert.deepEqual(await versions(), [...first, `digipeg-${v2}`].sort());
    // Switching reloads the tab into the new version, and only its cache is left.
    await page.click("#update-go");
    await page.waitForFunction(() => document.title.endsWith("(v2)"));
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction((v) => caches.keys().then((k) => k.length === 1 && k[0] === `digipeg-${v}`), v2);
    assert.ok(await page.locator("#update").isHidden());
  } finally {
    await context.close();
    await stop();
  }
});
