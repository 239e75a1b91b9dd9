// Full Klondike in the browser: a deal won by taps along the solver's line on a phone with touch,
// one won by drags on a desktop, every position checked against the engine; a double tap to a
// foundation; hint, undo, redo, reload; "winnable deals only"; the thoughtful light and the
// ordinary game's player; the layout at phone sizes (every card's corner readable, nothing off
// screen). The page decides no rule, so the reference game here is the engine's, in Node.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { SHOTS, assertFits, engine, openSettings, saved, site, store, text } from "./harness.mjs";

const { Klondike } = engine;
const web = site();

// Deal 1 with draw 1: the solver proves it won at once (a line of about a hundred moves).
const SEED = 1;
const line = () => Klondike.fromSeed(SEED, 1).solve().line;
const SUITS = ["C", "D", "H", "S"];
const RANKS = "A23456789TJQK";

/** The table as the page shows it (face-down cards as ##), and the same from the engine. */
const shown = (page) =>
  page.evaluate(() => {
    const slot = (name) => document.querySelector(`#k-board .kslot[data-slot="${name}"]`);
    return {
      piles: [0, 1, 2, 3, 4, 5, 6].map((p) => slot(`p${p}`).dataset.cards),
      waste: slot("waste").dataset.cards,
      stock: Number(slot("stock").dataset.count),
      foundations: ["C", "D", "H", "S"].map((s) => Number(slot(`f${s}`).dataset.count)),
    };
  });
const expected = (game) => ({
  piles: game.piles().map((p) => [...p.faceDown.map(() => "##"), ...p.faceUp].join(" ")),
  waste: game.waste().join(" "),
  stock: game.stock().length,
  foundations: game.foundations(),
});

/** Where a move takes its cards and where it puts them, as the page's elements. */
function places(game, move) {
  if (move === "D" || move === "R") return { from: '.kslot[data-slot="stock"]', to: null };
  const top = (slot) => {
    if (slot === "F") return null;
    const up = game.piles()[Number(slot)].faceUp;
    return up.length ? `.kcard[data-card="${up.at(-1)}"]` : `.kslot[data-slot="p${slot}"]`;
  };
  let card;
  let to;
  if (move[0] === "W") [card, to] = [game.waste().at(-1), move[1]];
  else if (SUITS.includes(move[0])) [card, to] = [`${RANKS[game.foundations()[SUITS.indexOf(move[0])] - 1]}${move[0]}`, move[1]];
  else {
    const [, from, dest, count] = /^(\d)([\dF])(?:-(\d+))?$/.exec(move);
    const up = game.piles()[Number(from)].faceUp;
    [card, to] = [up[up.length - Number(count ?? 1)], dest];
  }
  const foundation = (c) => {
    const n = game.foundations()[SUITS.indexOf(c[1])];
    return n ? `.kcard[data-card="${RANKS[n - 1]}${c[1]}"]` : `.kslot[data-slot="f${c[1]}"]`;
  };
  return { from: `.kcard[data-card="${card}"]`, to: to === "F" ? foundation(card) : top(to) };
}

// A card is pressed on its corner (the part of a fanned card always in view).
const CORNER = { x: 10, y: 6 };
const at = (selector) => (selector.startsWith(".kcard") ? { position: CORNER } : {});

async function newDeal(ui, { seed, draw = 1, winnable = false, thoughtful = false, auto = false }) {
  const { page } = ui;
  if ((await page.isChecked("#k-auto")) !== auto) await ui.press("#k-auto");
  await openSettings(ui, "k");
  await page.selectOption("#k-draw", String(draw));
  await page.fill("#k-seed", String(seed));
  if ((await page.isChecked("#k-winnable")) !== winnable) await ui.press("#k-winnable");
  if ((await page.isChecked("#k-thoughtful")) !== thoughtful) await ui.press("#k-thoughtful");
  const deals = Number(await page.getAttribute("#klondike", "data-deals"));
  await ui.press("#k-new");
  await page.waitForFunction((n) => Number(document.querySelector("#klondike").dataset.deals) > n || document.querySelector("#k-settings-msg").textContent, deals);
}

/** Every face-up card's corner is the card a press there reaches, and every card lies on the table, inside the screen. */
async function assertReadable(page) {
  const problems = await page.evaluate(() => {
    const bad = [];
    const table = document.querySelector("#k-board").getBoundingClientRect();
    for (const card of document.querySelectorAll("#k-board .kcard")) {
      const r = card.getBoundingClientRect();
      if (r.left < table.left - 0.5 || r.right > table.right + 0.5 || r.bottom > table.bottom + 0.5 || r.right > innerWidth) bad.push(`${card.dataset.card ?? "back"} off the table`);
      const corner = card.querySelector(".corner");
      if (!corner || card.classList.contains("buried")) continue;
      const c = corner.getBoundingClientRect();
      for (const [x, y] of [[c.left + 1, c.top + 2], [c.right - 1, c.top + 2], [c.left + 1, c.bottom - 2], [c.right - 1, c.bottom - 2]]) {
        const under = document.elementFromPoint(x, y);
        if (!card.contains(under)) bad.push(`${card.dataset.card}'s corner covered at ${Math.round(x)},${Math.round(y)}`);
      }
      if (c.right > r.right + 0.5) bad.push(`${card.dataset.card}'s corner wider than the card`);
    }
    return bad;
  });
  assert.deepEqual(problems, []);
}

test("phone: a deal won by taps along the solver's line, with a double tap to a foundation", async () => {
  const ui = await web.open("phone", "klondike");
  const { page } = ui;
  await newDeal(ui, { seed: SEED });
  const ref = Klondike.fromSeed(SEED, 1);
  assert.deepEqual(await shown(page), expected(ref));
  let doubled = 0;
  for (const [k, move] of line().entries()) {
    const { from, to } = places(ref, move);
    if (to === null) await ui.press(from);
    else if (move.endsWith("F") && move[0] !== "W" && doubled < 3) {
      // A double tap sends it to its foundation (two touches at once, as a finger does: no
      // waiting between them for the element's checks).
      const box = await page.locator(from).boundingBox();
      await page.touchscreen.tap(box.x + CORNER.x, box.y + CORNER.y);
      await page.touchscreen.tap(box.x + CORNER.x, box.y + CORNER.y);
      doubled++;
    } else {
      await ui.press(from, at(from));
      assert.ok((await page.locator(".kcard.picked").count()) > 0, `move ${k + 1} (${move}) picks its cards`);
      assert.ok((await page.locator(".target").count()) > 0, `move ${k + 1} (${move}) shows where they may go`);
      await ui.press(to, at(to));
    }
    ref.play(move);
    assert.deepEqual(await shown(page), expected(ref), `after move ${k + 1} (${move})`);
    if (k === 40) {
      await assertReadable(page);
      await page.screenshot({ path: join(SHOTS, "klondike-phone-mid.png") });
    }
  }
  assert.ok(doubled > 0);
  assert.ok(ref.isWon());
  assert.equal(await text(page, "#k-status"), `You won in ${line().length} moves!`);
  assert.equal(await text(page, "#k-count"), `Moves: ${line().length}`);
  await page.waitForFunction(() => document.querySelector("#k-light").dataset.state === "won");
  assert.match(await text(page, "#k-stats"), /^Won 1 of 1 game played; fewest moves \d+, fastest \d+:\d\d\.$/);
  await assertFits(page, "#k-board");
  await page.screenshot({ path: join(SHOTS, "klondike-phone-won.png") });
  await ui.close();
});

test("desktop: a deal won by drags; drops the engine refuses change nothing", async () => {
  const ui = await web.open("desktop", "klondike");
  const { page } = ui;
  await newDeal(ui, { seed: SEED });
  await page.click("#k-settings > summary"); // folded again: the whole panel shows
  const ref = Klondike.fromSeed(SEED, 1);
  const centre = async (selector) => {
    const box = await page.locator(selector).boundingBox();
    return selector.startsWith(".kcard") ? { x: box.x + CORNER.x, y: box.y + CORNER.y } : { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const drag = async (from, to) => {
    const a = await centre(from);
    const b = await centre(to);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y + 10, { steps: 4 });
    await page.mouse.up();
  };
  let refused = false;
  let doubled = false;
  for (const [k, move] of line().entries()) {
    const { from, to } = places(ref, move);
    if (to === null) {
      await page.click(from);
    } else if (!doubled && /^\dF$/.test(move)) {
      await page.dblclick(from, at(from)); // a double-click sends it to its foundation
      doubled = true;
    } else {
      if (!refused && /^\d\d$/.test(move)) {
        // The same cards dropped on a pile the engine does not list: nothing changes.
        const bad = [0, 1, 2, 3, 4, 5, 6].find((p) => String(p) !== move[0] && !ref.isLegal(`${move[0]}${p}`) && ref.piles()[p].faceUp.length);
        if (bad !== undefined) {
          await drag(from, `.kslot[data-slot="p${bad}"]`);
          assert.deepEqual(await shown(page), expected(ref));
          refused = true;
        }
      }
      await drag(from, to);
    }
    ref.play(move);
    assert.deepEqual(await shown(page), expected(ref), `after move ${k + 1} (${move})`);
    if (k === 40) await page.screenshot({ path: join(SHOTS, "klondike-mid.png") });
  }
  assert.ok(refused && doubled);
  assert.equal(await page.evaluate(() => { const p = document.querySelector("#klondike .panel"); return p.scrollHeight - p.clientHeight; }), 0);
  assert.equal(await text(page, "#k-status"), `You won in ${line().length} moves!`);
  await assertFits(page, "#k-board");
  await page.screenshot({ path: join(SHOTS, "klondike-won.png") });
  await ui.close();
});

test("hint, undo, redo, reload; winnable deals only; the light in both modes; auto-moves", async () => {
  const ui = await web.open("desktop", "klondike");
  const { page } = ui;
  // A first visit deals #1, and the solver checks it.
  await page.waitForFunction(() => document.querySelector("#k-deal").dataset.checked === "true");
  assert.equal(await text(page, "#k-deal"), `Deal #1, draw 1 - checked winnable (the solver found a win in ${Klondike.fromSeed(1, 1).solve().line.length} moves)`);

  // Winnable deals only: deal 11 (draw 1) is lost, so the page deals the next one the solver wins
  // (the worker checks each deal with the solver's defaults, as here).
  assert.equal(Klondike.fromSeed(11, 1).solve().verdict, "lost");
  let winnable = 11;
  while (Klondike.fromSeed(winnable, 1).solve().verdict !== "won") winnable++;
  assert.ok(winnable > 11);
  await newDeal(ui, { seed: 11, winnable: true });
  const deal = await text(page, "#k-deal");
  assert.match(deal, new RegExp(`^Deal #${winnable}, draw 1 - checked winnable \\(the solver found a win in \\d+ moves\\)$`));
  assert.equal(await page.getAttribute("#k-deal", "data-checked"), "true");
  assert.equal((await saved(page, "klondike")).settings.seed, winnable);

  // The ordinary game's light: the player's estimate and move, as the engine's player gives them.
  const ref = Klondike.fromSeed(winnable, 1);
  await page.waitForFunction(() => document.querySelector("#k-light").dataset.state === "player");
  const { move: suggested, won, guesses } = ref.playerEstimate(winnable);
  assert.equal(suggested, ref.playerMove(winnable));
  assert.equal(await page.getAttribute("#k-light", "data-move"), suggested);
  assert.deepEqual(
    [await page.getAttribute("#k-light", "data-won"), await page.getAttribute("#k-light", "data-guesses")],
    [String(won), String(guesses)],
  );
  assert.ok(
    (await text(page, "#k-light")).startsWith(`About ${won} of ${guesses} guesses at the hidden cards can be won. The player would `),
  );
  assert.match(await text(page, "#k-light"), /guesses the hidden cards, and the solver tries each guess within a budget/);

  // Hint: in the ordinary game the player's move (the light's answer: the solver's would see the
  // face-down cards), its cards and target highlighted; then played.
  await page.click("#k-hint");
  await page.waitForFunction(() => document.querySelector("#k-hint-text").textContent.startsWith("Hint:"));
  const next = suggested;
  assert.equal(await page.getAttribute("#k-hint-text", "data-move"), next);
  assert.match(await text(page, "#k-hint-text"), new RegExp(`^Hint: .* \\(the player's move: it sees only what you see; about ${won} of ${guesses} guesses at the hidden cards can be won\\)\\.$`));
  assert.ok((await page.locator("#k-board .hint-from").count()) > 0);
  if (next !== "D" && next !== "R") assert.ok((await page.locator("#k-board .hint-to").count()) > 0);
  const { from, to } = places(ref, next);
  await page.click(from, at(from));
  if (to) await page.click(to, at(to));
  ref.play(next);
  assert.deepEqual(await shown(page), expected(ref));
  assert.equal(await page.locator("#k-board .hint-from").count(), 0);
  // The light again, from the player the worker kept (its plan in its game's table, one seed a
  // game), as the same game object here, moved on, gives it.
  await page.waitForFunction(() => document.querySelector("#k-light").dataset.state === "player");
  const kept = ref.playerEstimate(winnable);
  assert.deepEqual(
    [await page.getAttribute("#k-light", "data-move"), await page.getAttribute("#k-light", "data-won")],
    [kept.move, String(kept.won)],
  );

  // Undo, redo, and a reload that keeps the game and its move count.
  const after = expected(ref);
  await page.click("#k-undo");
  assert.deepEqual(await shown(page), expected(Klondike.fromSeed(winnable, 1)));
  assert.equal(await text(page, "#k-count"), "Moves: 0");
  await page.click("#k-redo");
  assert.deepEqual(await shown(page), after);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.deepEqual(await shown(page), after);
  assert.equal(await text(page, "#k-count"), "Moves: 1");
  assert.match(await text(page, "#k-stats"), /^Won 0 of 1 game played\.$/);

  // Thoughtful: every card face up, and the light says whether the deal is still winnable.
  await newDeal(ui, { seed: winnable, thoughtful: true });
  await page.waitForFunction(() => ["yes", "no", "unknown"].includes(document.querySelector("#k-light").dataset.state));
  assert.equal(await page.getAttribute("#k-light", "data-state"), "yes");
  assert.equal(await page.locator("#k-board .kcard.down").count(), 1); // the stock only
  // With every card known the hint is the solver's next move.
  await page.click("#k-hint");
  await page.waitForFunction(() => document.querySelector("#k-hint-text").textContent.startsWith("Hint:"));
  const solved = Klondike.fromSeed(winnable, 1).solve().line;
  assert.equal(await page.getAttribute("#k-hint-text", "data-move"), solved[0]);
  assert.match(await text(page, "#k-hint-text"), new RegExp(`\\(the solver's next move; a win in ${solved.length} moves?\\)\\.$`));
  // Lost positions say so: deal 11 is lost from the start.
  await newDeal(ui, { seed: 11, thoughtful: true });
  await page.waitForFunction(() => document.querySelector("#k-light").dataset.state !== "checking");
  assert.equal(await text(page, "#k-light"), "Still winnable: no. The solver proved every line lost.");

  // Auto-moves: along the solver's line, every safe card goes up by itself (and undo takes it
  // back with the move that freed it).
  await newDeal(ui, { seed: SEED, auto: true });
  const game = Klondike.fromSeed(SEED, 1);
  let autoSeen = false;
  for (const move of line()) {
    if (!game.isLegal(move)) continue; // already played by the page
    const p = places(game, move);
    if (p.to === null) await page.click(p.from);
    else {
      await page.click(p.from, at(p.from));
      await page.click(p.to, at(p.to));
    }
    const record = await saved(page, "klondike");
    const played = record.moves.slice(game.history().length);
    assert.equal(played[0], move);
    for (const m of played) game.play(m.replace(/\+$/, ""));
    assert.deepEqual(await shown(page), expected(game));
    if (played.length > 1) {
      autoSeen = true;
      assert.ok(played.slice(1).every((m) => m.endsWith("F+")));
      await page.click("#k-undo");
      assert.equal((await saved(page, "klondike")).cursor, game.history().length - played.length);
      await page.click("#k-redo");
      assert.deepEqual(await shown(page), expected(game));
      break;
    }
  }
  assert.ok(autoSeen, "a safe card went up by itself");
  await ui.close();
});

for (const [width, height] of [[360, 640], [390, 844]]) {
  test(`${width}x${height}: the table fits, every card readable, mid-game and won`, async () => {
    const ui = await web.open("phone", "klondike", { viewport: { width, height } });
    const { page } = ui;
    const moves = line();
    // The longest piles of the line: the position with most face-up cards in one pile.
    const game = Klondike.fromSeed(SEED, 1);
    let longest = 0;
    let best = 0;
    for (const [k, m] of moves.entries()) {
      game.play(m);
      const most = Math.max(...game.piles().map((p) => p.faceDown.length + p.faceUp.length));
      if (most > best) [best, longest] = [most, k + 1];
    }
    for (const cursor of [longest, 30, moves.length]) {
      await store(page, "klondike", { settings: { seed: SEED, draw: 1, thoughtful: false, checked: null, elapsed: 0 }, moves: moves, cursor });
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]');
      await assertFits(page, "#k-board");
      await assertReadable(page);
      if (width === 360 && cursor === 30) await page.screenshot({ path: join(SHOTS, "klondike-phone-360.png") });
    }
    await ui.close();
  });
}

/**
 * A stand-in for klondike-worker.js that holds every question back until the page posts "release"
 * on the BroadcastChannel "hold-klondike-worker", then hands them, and all later ones, to the real
 * worker (loaded beside it): a test then decides when an answer comes, not the machine's speed.
 */
const HELD_WORKER = `
const held = [];
let answer = null;
let released = false;
self.onmessage = (event) => held.push(event);
const real = import("./klondike-worker.js?real").then(() => {
  answer = self.onmessage;
  self.onmessage = (event) => (released ? answer(event) : held.push(event));
});
const channel = new BroadcastChannel("hold-klondike-worker");
channel.onmessage = async (event) => {
  if (event.data !== "release") return;
  await real;
  released = true;
  for (const event of held.splice(0)) answer(event);
};
// A worker that starts after the release (the page ends a worker when a new question comes) asks for it.
channel.postMessage("held");`;
const holdWorker = (context) =>
  context.route(/\/klondike-worker\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: HELD_WORKER }));

test("the page says the solver is thinking when an answer takes more than a second, and never stops answering", async () => {
  // The answers are held back (the page's own worker code is not: HELD_WORKER), and the page's
  // clock stands still but when the test moves it: so "thinking…" shows exactly one second in.
  const ui = await web.open("desktop", "klondike", { clock: true, serviceWorkers: "block", route: holdWorker });
  const { page } = ui;
  // A saved game, so that no first-visit question is open (the test's own ones only).
  await store(page, "klondike", { settings: { seed: SEED, draw: 1, thoughtful: false, checked: null, elapsed: 0 }, moves: [], cursor: 0 });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.clock.runFor(2000); // the light's question of the saved game: "thinking…" shows
  assert.ok(await page.locator("#k-think").isVisible());
  await newDeal(ui, { seed: SEED, thoughtful: true });
  assert.equal(await page.getAttribute("#k-light", "data-state"), "checking");
  assert.ok(await page.locator("#k-think").isHidden());
  await page.clock.runFor(999);
  assert.ok(await page.locator("#k-think").isHidden());
  await page.clock.runFor(1);
  assert.ok(await page.locator("#k-think").isVisible());
  assert.match(await text(page, "#k-think"), /thinking…/);
  // The page still answers: a draw from the stock plays at once, and asks again for the new position.
  await page.click('.kslot[data-slot="stock"]');
  assert.equal(await text(page, "#k-count"), "Moves: 1");
  assert.equal(await page.getAttribute("#k-light", "data-state"), "checking");
  assert.ok(await page.locator("#k-think").isHidden()); // a new question: its second starts now
  // Let the answers through: the light answers for the position after the draw, as the engine does.
  await page.evaluate(() => {
    const releaser = new BroadcastChannel("hold-klondike-worker");
    releaser.onmessage = (event) => event.data === "held" && releaser.postMessage("release");
    releaser.postMessage("release");
    window.releaser = releaser; // kept open for the workers still starting
  });
  await page.waitForFunction(() => document.querySelector("#k-light").dataset.state !== "checking");
  const ref = Klondike.fromSeed(SEED, 1);
  ref.play("D");
  assert.equal(ref.solve().verdict, "won");
  assert.match(await text(page, "#k-light"), /^Still winnable: yes\. \(A win in \d+ moves\.\)$/);
  assert.ok(await page.locator("#k-think").isHidden());
  await ui.close();
});

// The page's own worker, but for a count of the jobs it was given, which it tells on a channel.
const COUNTING_WORKER = `
const jobs = [];
const early = [];
self.onmessage = (event) => (jobs.push(event.data.job), early.push(event));
import("./klondike-worker.js?real").then(() => {
  const answer = self.onmessage;
  self.onmessage = (event) => (jobs.push(event.data.job), answer(event));
  for (const event of early.splice(0)) answer(event);
});
const channel = new BroadcastChannel("klondike-jobs");
channel.onmessage = () => channel.postMessage(jobs);`;
const countJobs = (context) =>
  context.route(/\/klondike-worker\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: COUNTING_WORKER }));
/** The jobs every Klondike worker of the page was given so far. */
const jobsGiven = (page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        const channel = new BroadcastChannel("klondike-jobs");
        const jobs = [];
        channel.onmessage = (event) => jobs.push(...event.data);
        setTimeout(() => (channel.close(), done(jobs)), 300);
        channel.postMessage("?");
      }),
  );

test("the ordinary game's light thinks only while its tab is shown (a phone's battery)", async () => {
  const ui = await web.open("desktop", "quixo", { serviceWorkers: "block", route: countJobs });
  const { page } = ui;
  await store(page, "klondike", { settings: { seed: SEED, draw: 1, thoughtful: false, checked: null, elapsed: 0 }, moves: [], cursor: 0 });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForTimeout(1000);
  assert.deepEqual(await jobsGiven(page), []);
  await page.click("#tab-klondike");
  await page.waitForFunction(() => document.querySelector("#k-light").dataset.state === "player");
  assert.deepEqual(await jobsGiven(page), ["player"]);
  await ui.close();
});
