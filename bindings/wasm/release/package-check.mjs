// The npm package as its users get it, from a project where the packed tarball is installed: imported
// in Node, and as a browser app gets it: an entry that imports `digipeg`, bundled by esbuild (pinned in
// package-lock.json), served with the package's .wasm beside the bundle and run in headless Chromium.
// Fails on a wrong answer, a build warning, a page error, a failed request, or a browser bundle that
// pulls in the Node entry.
// Usage: node package-check.mjs PROJECT (a directory whose node_modules holds the installed tarball).
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";

const project = resolve(process.argv[2]);
const EXPECTED = "win 0 2 6 8";

// Node: a module of the project imports the package (its "node" export: the wasm loads on import).
writeFileSync(
  join(project, "node-check.mjs"),
  `import { gamestate, TicTacToe } from "digipeg";
const game = new TicTacToe();
game.play(4);
export const answer = gamestate(["XOX", "OXO", "X  "]) + " " + game.bestMoves().join(" ");
`,
);
const { answer } = await import(pathToFileURL(join(project, "node-check.mjs")).href);
assert.equal(answer, EXPECTED);
console.log(`node: import "digipeg": ${answer}`);

const out = join(project, "dist");
mkdirSync(out, { recursive: true });
writeFileSync(
  join(project, "entry.js"),
  `import init, { gamestate, TicTacToe } from "digipeg";
await init();
const game = new TicTacToe();
game.play(4);
document.title = gamestate(["XOX", "OXO", "X  "]) + " " + game.bestMoves().join(" ");
game.free();
`,
);
const result = await build({
  absWorkingDir: project,
  entryPoints: ["entry.js"],
  bundle: true,
  platform: "browser",
  format: "esm",
  minify: true,
  outdir: out,
  logLevel: "silent",
});
assert.deepEqual(result.warnings, [], "esbuild warned");
const bundle = readFileSync(join(out, "entry.js"), "utf8");
assert.ok(!bundle.includes("node:fs"), "the browser bundle holds the Node entry");
// The package fetches its .wasm beside its own module (new URL(..., import.meta.url)): the app ships it.
copyFileSync(join(project, "node_modules/digipeg/digipeg_bg.wasm"), join(out, "digipeg_bg.wasm"));
writeFileSync(join(out, "index.html"), '<!doctype html><title>loading</title><link rel="icon" href="data:,"><script type="module" src="entry.js"></script>');

const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };
const server = createServer((req, res) => {
  const name = new URL(req.url, "http://x").pathname.slice(1) || "index.html";
  if (!(name in { "index.html": 1, "entry.js": 1, "digipeg_bg.wasm": 1 })) return res.writeHead(404).end();
  res.writeHead(200, { "content-type": types[extname(name)] }).end(readFileSync(join(out, name)));
});
await new Promise((ready) => server.listen(0, "127.0.0.1", ready));
const browser = await chromium.launch({
  executablePath: process.env.DIGIPEG_CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
  page.on("response", (response) => response.status() >= 400 && problems.push(`${response.status()}: ${response.url()}`));
  page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => document.title !== "loading", null, { timeout: 30_000 }).catch(() => {});
  assert.deepEqual(problems, []);
  assert.equal(await page.title(), EXPECTED);
  console.log(`esbuild: the bundle (${bundle.length} bytes) runs the wasm in Chromium: ${await page.title()}`);
} finally {
  await browser.close();
  server.close();
}
