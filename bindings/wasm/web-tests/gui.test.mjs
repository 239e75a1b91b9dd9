// End-to-end tests of the browser GUI (bindings/wasm/web) in headless Chromium: every game played
// to its end by clicking (tic-tac-toe also by keyboard), the shown state checked after each move
// against the engine replayed in Node, illegal clicks shown to change nothing, a 1024 x 768
// screenshot of each game. Any console error, page error or failed request fails the test.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { after, before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const PKG = resolve(process.env.DIGIPEG_PKG ?? "pkg");
const WEB = resolve(process.env.DIGIPEG_WEB ?? "web");
const SHOTS = resolve(process.env.DIGIPEG_SCREENSHOTS ?? "../../target/screenshots");
const CHROMIUM = process.env.DIGIPEG_CHROMIUM ?? "/usr/bin/chromium";
const engine = await import(pathToFileURL(join(PKG, "node.js")).href);
const { DigiPeg, Quixo, QuixoPlayer, Solitaire, SolitaireSolver, TicTacToe, TicTacToePlayer } = engine;

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm", ".json": "application/json" };
let server;
let base;
let browser; // a persistent browser context
let profile;

before(async () => {
  // The page from web/, the package under /pkg/.
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const [root, rest] = path.startsWith("/pkg/") ? [PKG, path.slice(5)] : [WEB, path === "/" ? "index.html" : path.slice(1)];
    const file = normalize(join(root, rest));
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
    res.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${server.address().port}`;
  profile = mkdtempSync(join(tmpdir(), "digipeg-chromium-"));
  // A fresh profile (--user-data-dir, which playwright passes for a persistent context).
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1024, height: 768 },
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync",
    ],
  });
  mkdirSync(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** A fresh 1024 x 768 page on `game`, recording every console error, page error and failed request. */
async function open(game) {
  const page = await browser.newPage();
  const problems = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`failed request: ${r.url()} ${r.failure()?.errorText}`));
  page.on("response", (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  await page.goto(`${base}/#${game}`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.getAttribute(`#tab-${game}`, "aria-selected"), "true");
  return { page, problems };
}

/** Everything fits 1024 x 768: no page scrolling, no panel cut off. Then the screenshot. */
async function finish({ page, problems }, name) {
  const fit = await page.evaluate(() => {
    const d = document.documentElement;
    const section = document.querySelector("section:not([hidden])");
    const cut = [...section.querySelectorAll("*")].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && (r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5);
    });
    const panel = section.querySelector(".panel");
    return { scrollH: d.scrollHeight, scrollW: d.scrollWidth, cut: cut.map((e) => e.id || e.className), panel: panel.scrollHeight - panel.clientHeight };
  });
  assert.ok(fit.scrollH <= 768 && fit.scrollW <= 1024, `page scrolls: ${JSON.stringify(fit)}`);
  assert.deepEqual(fit.cut, [], "elements cut off");
  assert.ok(fit.panel <= 0, `panel overflows by ${fit.panel}px`);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  await page.close();
  assert.deepEqual(problems, []);
}

const text = (page, sel) => page.locator(sel).textContent();

// ---------------------------------------------------------------- Quixo

const qcell = (r, c) => `.qcell[data-row="${r}"][data-col="${c}"]`;

async function quixoIdle(page) {
  await page.waitForSelector('#q-board[data-busy="false"]');
}

async function quixoBoard(page) {
  return page.$$eval(".qcell", (cells) => {
    const n = Math.sqrt(cells.length);
    const rows = Array.from({ length: n }, () => Array(n).fill("-"));
    for (const c of cells) {
      const mark = c.dataset.symbol;
      rows[c.dataset.row][c.dataset.col] = mark === "-" ? "-" : c.dataset.partner === "1" ? mark.toLowerCase() : mark;
    }
    return rows.map((r) => r.join(""));
  });
}

async function quixoMarks(page) {
  return {
    picked: await page.$$eval(".qcell.picked", (e) => e.map((x) => `${x.dataset.row},${x.dataset.col}`)),
    targets: await page.$$eval(".qcell.target", (e) => e.map((x) => `${x.dataset.row},${x.dataset.col}`).sort()),
    board: await quixoBoard(page),
    status: await text(page, "#q-status"),
  };
}

test("Quixo: two humans play to a win by clicking; illegal clicks change nothing", async () => {
  const ctx = await open("quixo");
  const { page } = ctx;
  await page.selectOption("#q-opponent", "human");
  await page.click("#q-new");
  await quixoIdle(page);
  const ref = new Quixo(5, 2);
  assert.equal(await text(page, "#q-status"), "X to move");
  assert.equal(await page.locator(".qcell.pickable").count(), 16); // the whole ring
  assert.ok(await page.isHidden("#q-partner")); // 2 players: no partner to choose

  // Illegal clicks: an inner cube, then (once X has played) O taking an X cube.
  let state = await quixoMarks(page);
  await page.click(qcell(2, 2));
  assert.deepEqual(await quixoMarks(page), state);

  const script = [
    [[0, 4], [0, 0]], [[4, 4], [4, 0]], [[0, 4], [0, 0]], [[4, 4], [4, 0]], [[0, 4], [0, 0]],
    [[4, 4], [4, 0]], [[0, 4], [0, 0]], [[4, 4], [4, 0]], [[0, 4], [0, 0]],
  ];
  for (const [i, [from, to]] of script.entries()) {
    await page.click(qcell(...from));
    const picked = await quixoMarks(page);
    assert.deepEqual(picked.picked, [from.join(",")]);
    const expected = ref.legalMoves().filter((m) => m.from.row === from[0] && m.from.col === from[1]).map((m) => `${m.to.row},${m.to.col}`);
    assert.deepEqual(picked.targets, [...new Set(expected)].sort());
    if (i === 6) await page.screenshot({ path: join(SHOTS, "quixo-picked.png") }); // for the README
    if (i === 1) {
      // Not an end of the picked cube's lines: nothing changes, the cube stays picked.
      await page.click(qcell(2, 2));
      assert.deepEqual(await quixoMarks(page), picked);
    }
    await page.click(qcell(...to));
    ref.makeMove(from[0], from[1], to[0], to[1]);
    await quixoIdle(page);
    assert.deepEqual(await quixoBoard(page), ref.rows(), `after move ${i + 1}`);
    if (i === 0) {
      state = await quixoMarks(page);
      await page.click(qcell(0, 0)); // O may not take X's cube
      assert.deepEqual(await quixoMarks(page), state);
      assert.equal(state.status, "O to move");
    }
  }
  assert.equal(ref.outcome(), "X");
  assert.equal(await text(page, "#q-status"), "X wins!");
  assert.equal(await page.locator(".qcell.pickable").count(), 0);
  // The cube elements really sit where the board says (the slides ended in place).
  const positions = await page.$$eval(".cube", (cubes) => cubes.map((c) => c.getBoundingClientRect()).map((r) => `${Math.round(r.x)},${Math.round(r.y)}`));
  assert.equal(new Set(positions).size, 25);
  await finish(ctx, "quixo");
});

test("Quixo: the slide is animated, undo, and a game against the computer by keyboard", async () => {
  const ctx = await open("quixo");
  const { page } = ctx;
  await page.selectOption("#q-opponent", "greedy");
  await page.click("#q-new");
  await quixoIdle(page);
  const ref = new Quixo(5, 2);
  const ai = new QuixoPlayer("greedy", 2024);
  // Keyboard: focus (0,0), Enter picks; ArrowRight x4 to (0,4), Space pushes it in there.
  await page.focus(qcell(0, 0));
  await page.keyboard.press("Enter");
  assert.deepEqual((await quixoMarks(page)).picked, ["0,0"]);
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => `${document.activeElement.dataset.row},${document.activeElement.dataset.col}`), "0,4");
  await page.keyboard.press(" ");
  // Mid-slide: the moving cube has a transition running.
  const transition = await page.$eval(".cube.moving", (c) => getComputedStyle(c).transitionProperty + " " + getComputedStyle(c).transitionDuration);
  assert.match(transition, /transform 0\.32s/);
  ref.makeMove(0, 0, 0, 4);
  await page.waitForFunction(() => document.querySelector("#q-board").dataset.plies === "2" && document.querySelector("#q-board").dataset.busy === "false");
  ref.play(ai.choose(ref, 20000).move);
  assert.deepEqual(await quixoBoard(page), ref.rows());
  assert.equal(await text(page, "#q-status"), "X to move");
  // Undo takes back the computer's move and ours.
  await page.click("#q-undo");
  await quixoIdle(page);
  assert.deepEqual(await quixoBoard(page), new Quixo().rows());
  assert.ok(await page.isDisabled("#q-undo"));
  await page.close();
  assert.deepEqual(ctx.problems, []);
});

test("Quixo: the 4-player team game, with the partner choice shown on the cubes", async () => {
  const ctx = await open("quixo");
  const { page } = ctx;
  await page.selectOption("#q-opponent", "human");
  await page.selectOption("#q-players", "4");
  await quixoIdle(page);
  assert.equal(await text(page, "#q-status"), "X1 to move");
  assert.ok(await page.isVisible("#q-partner"));
  const ref = new Quixo(5, 4);
  const moves = [
    [[0, 0], [0, 4], 1], [[4, 4], [4, 0], 0], [[0, 0], [4, 0], 0], [[4, 4], [0, 4], 1],
  ];
  const names = ["O1", "X2", "O2", "X1"];
  for (const [i, [from, to, partner]] of moves.entries()) {
    await page.check(`#q-partner input[value="${partner}"]`);
    await page.click(qcell(...from));
    await page.click(qcell(...to));
    ref.makeMove(from[0], from[1], to[0], to[1], partner);
    await quixoIdle(page);
    assert.deepEqual(await quixoBoard(page), ref.rows(), `after move ${i + 1}`);
    assert.equal(await text(page, "#q-status"), `${names[i]} to move`);
  }
  assert.equal(await page.$eval(`${qcell(0, 4)}`, (c) => c.getAttribute("aria-label")), "Row 1, column 5: O pointing to O2");
  assert.equal(await page.locator(".cube .mate").first().textContent() !== "", true);
  await finish(ctx, "quixo-4-players");
});

// ---------------------------------------------------------------- DigiPeg

const pcell = (r, c) => `.pcell[data-row="${r}"][data-col="${c}"]`;

async function pegBoard(page) {
  return page.$$eval(".pcell", (cells) => cells.map((c) => c.dataset.peg).join(""));
}
const refPegs = (g) => Array.from({ length: g.rows * g.cols }, (_, i) => (g.isPeg(Math.floor(i / g.cols), i % g.cols) ? "1" : "0")).join("");

test("DigiPeg: a whole game by clicking, the final message, a hint, illegal clicks, a refused board", async () => {
  const ctx = await open("peg");
  const { page } = ctx;
  // A refused board shows the engine's message.
  await page.fill("#p-rows", "10");
  await page.click("#p-new");
  assert.equal(await text(page, "#p-status"), "rows and columns must each be between 1 and 9");
  await page.fill("#p-rows", "4");
  await page.fill("#p-cols", "5");
  await page.fill("#p-erow", "2");
  await page.fill("#p-ecol", "3");
  await page.click("#p-new");
  const ref = new DigiPeg(4, 5, 1, 2);
  assert.equal(await pegBoard(page), refPegs(ref));

  // Illegal clicks: the empty hole, a peg that cannot jump.
  const before = await page.content();
  await page.click(pcell(1, 2));
  await page.click(pcell(0, 0));
  assert.equal(await page.content(), before);

  // The hint marks a legal jump.
  await page.click("#p-hint");
  assert.match(await text(page, "#p-hint-text"), /^Hint: jump from row \d, column \d to row \d, column \d/);
  const hinted = await page.$$eval(".pcell.hint", (e) => e.map((x) => ({ row: +x.dataset.row, col: +x.dataset.col })));
  assert.equal(hinted.length, 2);
  assert.ok(ref.legalMoves().some((j) => [j.from, j.to].every((h) => hinted.some((x) => x.row === h.row && x.col === h.col))));

  let moves = 0;
  while (!ref.gameOver()) {
    const jump = ref.legalMoves()[0];
    await page.click(pcell(jump.from.row, jump.from.col));
    const targets = await page.$$eval(".pcell.target", (e) => e.map((x) => `${x.dataset.row},${x.dataset.col}`).sort());
    const expected = ref.legalMoves().filter((j) => j.from.row === jump.from.row && j.from.col === jump.from.col).map((j) => `${j.to.row},${j.to.col}`);
    assert.deepEqual(targets, expected.sort());
    await page.click(pcell(jump.to.row, jump.to.col));
    ref.play(jump);
    moves++;
    assert.equal(await pegBoard(page), refPegs(ref), `after jump ${moves}`);
  }
  assert.ok(moves > 3);
  assert.equal(await text(page, "#p-final"), ref.finalMessage());
  assert.match(ref.finalMessage(), /^Number of pegs left: \d+\n/);
  assert.equal(await text(page, "#p-status"), "Game over");
  await finish(ctx, "digipeg");
});

// ---------------------------------------------------------------- tic-tac-toe

const tcell = (s) => `.tcell[data-square="${s}"]`;
const tttBoard = (page) => page.$$eval(".tcell", (cells) => cells.map((c) => c.textContent || " ").join(""));
const refTtt = (g) => Array.from({ length: 9 }, (_, s) => g.at(s) ?? " ").join("");

async function playTicTacToe(page, strength, useKeyboard) {
  await page.selectOption("#t-strength", strength);
  const ref = new TicTacToe();
  const ai = new TicTacToePlayer(strength, 1);
  let at = 0;
  while (!ref.isOver()) {
    const square = ref.legalMoves()[0];
    if (useKeyboard) {
      if (at === 0 && ref.legalMoves().length === 9) await page.focus(tcell(0));
      const [r0, c0] = [Math.floor(at / 3), at % 3];
      const [r1, c1] = [Math.floor(square / 3), square % 3];
      for (let r = r0; r !== r1; r += Math.sign(r1 - r0)) await page.keyboard.press(r1 > r0 ? "ArrowDown" : "ArrowUp");
      for (let c = c0; c !== c1; c += Math.sign(c1 - c0)) await page.keyboard.press(c1 > c0 ? "ArrowRight" : "ArrowLeft");
      await page.keyboard.press("Enter");
      at = square;
    } else {
      await page.click(tcell(square));
    }
    ref.play(square);
    if (!ref.isOver()) ref.play(ai.choose(ref));
    await page.waitForSelector('#t-board[data-busy="false"]');
    assert.equal(await tttBoard(page), refTtt(ref));
    if (!ref.isOver()) {
      // A taken square: nothing changes.
      const taken = [...Array(9).keys()].find((s) => ref.at(s) !== undefined);
      await page.click(tcell(taken), { force: true }); // aria-disabled: a real click still lands
      assert.equal(await tttBoard(page), refTtt(ref));
      assert.equal(await text(page, "#t-status"), "Your move (X).");
      if (useKeyboard) await page.focus(tcell(at));
    }
  }
  const expected = ref.state() === "draw" ? "Draw." : ref.winner() === "X" ? "You win!" : "The computer wins.";
  assert.equal(await text(page, "#t-status"), expected);
  return ref;
}

test("tic-tac-toe: games against the computer by clicking and by keyboard; checking boards", async () => {
  const ctx = await open("ttt");
  const { page } = ctx;
  const greedy = await playTicTacToe(page, "greedy", false);
  assert.equal(greedy.isOver(), true);
  const perfect = await playTicTacToe(page, "perfect", true);
  assert.notEqual(perfect.winner(), "X"); // the perfect player never loses
  assert.match(await text(page, "#t-ai-note"), /perfect/);

  const check = async (rows, expected) => {
    for (const [i, row] of rows.entries()) await page.fill(`#t-row${i}`, row);
    await page.click("#t-check");
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
  await check(["XOX", "OXO", "X  "], "gamestate: win");
  await finish(ctx, "tictactoe");
});

// ---------------------------------------------------------------- solitaire

const spile = (i) => `.pile[data-pile="${i}"]`;
const solPiles = (page) => page.$$eval(".pile", (p) => p.map((x) => x.dataset.cards));
const refPiles = (g) => g.piles().map((p, i) => (i === 0 ? [p[0], ...p.slice(1).map(() => "*")].filter((x) => x !== undefined).join(" ") : p.join(" ")));

test("solitaire: a seeded game won by clicking, one lost, illegal clicks, a hint", async () => {
  const ctx = await open("solitaire");
  const { page } = ctx;
  await page.fill("#s-cards", "6");
  await page.fill("#s-seed", "1");
  await page.click("#s-new");
  const ref = Solitaire.shuffled(6, 1n);
  assert.deepEqual(await solPiles(page), refPiles(ref));
  assert.equal(await text(page, "#s-counter"), `Moves: 0 of ${ref.chanceNo} (ChanceNo)`);
  // Pile 0 shows one card face up, the rest face down.
  assert.equal(await page.locator(`${spile(0)} .card:not(.back)`).count(), 1);
  assert.equal(await page.locator(`${spile(0)} .card.back`).count(), 5);

  // Illegal: an empty pile has nothing to move.
  const before = await page.content();
  await page.click(spile(1));
  assert.equal(await page.content(), before);

  await page.click("#s-hint");
  const line = new SolitaireSolver().solve(ref, 1_000_000).line;
  assert.ok(line);
  assert.match(await text(page, "#s-hint-text"), new RegExp(`^Hint: .*a win in ${line.length} moves`));

  let illegalTried = false;
  for (const [k, m] of line.entries()) {
    await page.click(spile(m.from));
    assert.equal(await page.getAttribute(spile(m.from), "aria-pressed"), "true");
    if (!illegalTried) {
      const bad = ref.piles().findIndex((_, i) => !ref.isLegal(m.from, i) && i !== m.from);
      if (bad >= 0) {
        const state = await page.content();
        await page.click(spile(bad));
        assert.equal(await page.content(), state);
        illegalTried = true;
      }
    }
    await page.click(spile(m.to));
    ref.play(m);
    assert.deepEqual(await solPiles(page), refPiles(ref), `after move ${k + 1}`);
    assert.equal(await text(page, "#s-counter"), `Moves: ${k + 1} of ${ref.chanceNo} (ChanceNo)`);
  }
  assert.ok(illegalTried);
  assert.equal(ref.isComplete(), true);
  assert.equal(await text(page, "#s-status"), `You Win in ${line.length} steps!`);
  await page.click(spile(1)); // over: nothing happens
  assert.equal(await text(page, "#s-status"), `You Win in ${line.length} steps!`);
  await finish(ctx, "solitaire");

  // Lost: only ever turning pile 0's top card under.
  const lost = await open("solitaire");
  await lost.page.fill("#s-cards", "6");
  await lost.page.fill("#s-seed", "1");
  await lost.page.click("#s-new");
  for (let k = 0; k < ref.chanceNo; k++) {
    await lost.page.click(spile(0));
    await lost.page.click(spile(0));
  }
  assert.equal(await text(lost.page, "#s-status"), "You Loss!");
  assert.equal(await text(lost.page, "#s-counter"), `Moves: ${ref.chanceNo} of ${ref.chanceNo} (ChanceNo)`);
  await lost.page.close();
  assert.deepEqual(lost.problems, []);
});
