// Every move said in words, as a screen reader gets it: the test reads the accessibility tree
// (playwright's ariaSnapshot) after each kind of move: yours and the computer's reply (Quixo,
// tic-tac-toe), a jump (DigiPeg), a pile moved (solitaire), a drawn card, a card moved, a card
// sent up by itself and an undo (Klondike); the expected words come from the engine. Klondike's
// cards are named in words, its decorative text is hidden, and the estimate line is read out only
// when it changes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { engine, saved, showGame, site, store, webModule } from "./harness.mjs";

const { Klondike, Quixo, QuixoPlayer, TicTacToe, TicTacToePlayer } = engine;
const { cardName, snapshot, toldMove, toldAutoMoves } = await webModule("klondike-words.js");
const web = site();

/** The live status line of the shown tab, as the accessibility tree has it. */
async function spoken(page, id) {
  const tree = await page.locator(`#${id}`).ariaSnapshot();
  const m = /^- status: (.*)$/m.exec(tree) ?? /^- status "(.*)"$/m.exec(tree);
  assert.ok(m, `#${id} is a status line: ${tree}`);
  return m[1].replace(/^"|"$/g, "");
}

const cell = ({ row, col }) => `row ${row + 1}, column ${col + 1}`;

test("Quixo: your move and the computer's reply are said, with the engine's move", async () => {
  const ui = await web.open("desktop", "quixo");
  const { page } = ui;
  await page.click('.qcell[data-row="0"][data-col="0"]');
  assert.equal(await spoken(page, "q-status"), "Picked the cube at row 1, column 1: it can be pushed in at row 1, column 5 or at row 5, column 1. You (X) to move");
  await page.click('.qcell[data-row="0"][data-col="4"]');
  await page.waitForFunction(() => document.querySelector("#q-board").dataset.plies === "2" && document.querySelector("#q-board").dataset.busy === "false");
  const record = await saved(page, "quixo");
  const game = new Quixo(5, 2);
  game.makeMove(0, 0, 0, 4);
  const reply = new QuixoPlayer("medium", BigInt(record.settings.seed) + 1n).choose(game).move;
  assert.equal(await spoken(page, "q-status"), `The computer (O) took the cube at ${cell(reply.from)} and pushed it in at ${cell(reply.to)}. You (X) to move`);
  await page.click("#q-undo");
  assert.equal(await spoken(page, "q-status"), "Taken back: 2 moves. You (X) to move");
  await ui.close();
});

test("tic-tac-toe: your square and the computer's are said", async () => {
  const ui = await web.open("desktop", "ttt");
  const { page } = ui;
  await store(page, "ttt", { settings: { strength: "perfect", side: "X", seed: 3 }, moves: [], cursor: 0 });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('.tcell[data-square="0"]');
  const game = new TicTacToe();
  game.play(0);
  const o = new TicTacToePlayer("perfect", 4n).choose(game);
  assert.equal(await spoken(page, "t-status"), `You played X in row 1, column 1. The computer played O in ${cell({ row: Math.floor(o / 3), col: o % 3 })}. Your move (X).`);
  await ui.close();
});

test("DigiPeg and solitaire: a jump and a move are said", async () => {
  const ui = await web.open("desktop", "peg");
  const { page } = ui;
  await page.click('.pcell[data-row="0"][data-col="3"]');
  assert.match(await spoken(page, "p-status"), /^Picked the peg at row 1, column 4: it can land at row 1, column 2\. /);
  await page.click('.pcell[data-row="0"][data-col="1"]');
  assert.match(await spoken(page, "p-status"), /^Jumped from row 1, column 4 to row 1, column 2\. 14 pegs left, \d+ jumps? possible$/);
  await page.click("#p-undo");
  assert.match(await spoken(page, "p-status"), /^Taken back: the jump from row 1, column 4 to row 1, column 2\. 15 pegs left/);
  await showGame(page, "solitaire");
  const from = await page.getAttribute(".pile.movable", "data-pile");
  await page.click(".pile.movable");
  const to = await page.getAttribute(".pile.target", "data-pile");
  await page.click(".pile.target");
  const what = from === "0" && to === "0" ? "Turned pile 0's top card under." : `Moved ${from === "0" ? "pile 0's top card" : `pile ${from}`} onto pile ${to}.`;
  assert.match(await spoken(page, "s-status"), new RegExp(`^${what.replace(/[.']/g, (c) => `\\${c}`)} Round 2 out of \\d+: pick a pile\\.$`));
  await ui.close();
});

test("Klondike: drawn cards, moves, cards sent up by themselves and undo said in words; no card in engine notation; decoration hidden", async () => {
  const ui = await web.open("desktop", "klondike");
  const { page } = ui;
  const ref = Klondike.fromSeed(1, 1);
  const line = ref.solve().line;
  // Along the solver's line by clicks, with the page sending safe cards up by itself: after each
  // move the status line says what the engine did, in words.
  const kinds = new Set();
  for (const move of line) {
    if (!ref.isLegal(move)) continue; // the page played it by itself
    const before = snapshot(ref);
    const record = await saved(page, "klondike");
    if (move === "D" || move === "R") await page.click('.kslot[data-slot="stock"]');
    else {
      const [, from, to, count] = /^([W\dCDHS])([\dF])(?:-(\d+))?$/.exec(move);
      const up = from === "W" ? null : ref.piles()[Number(from)]?.faceUp;
      const card = from === "W" ? ref.waste().at(-1) : up[up.length - Number(count ?? 1)];
      await page.click(`.kcard[data-card="${card}"]`, { position: { x: 10, y: 6 } });
      const target = to === "F" ? `.kslot[data-slot="f${card[1]}"]` : `.kslot[data-slot="p${to}"]`;
      await page.click(target, { force: true });
    }
    ref.play(move);
    let expected = toldMove(before, snapshot(ref), move);
    const now = await saved(page, "klondike");
    const auto = [];
    for (const m of now.moves.slice(record.cursor + 1)) {
      const b = snapshot(ref);
      ref.play(m.replace(/\+$/, ""));
      auto.push(toldMove(b, snapshot(ref), m.replace(/\+$/, "")));
    }
    expected += toldAutoMoves(auto);
    if (ref.isWon()) break;
    assert.equal(await spoken(page, "k-status"), expected);
    kinds.add(move === "D" ? "draw" : auto.length ? "auto" : move.endsWith("F") ? "foundation" : "move");
    if (kinds.size === 4) break;
  }
  assert.deepEqual([...kinds].sort(), ["auto", "draw", "foundation", "move"]);
  // The words are the engine's cards: a drawn card is named as the waste's top card.
  await page.click("#k-undo");
  assert.match(await spoken(page, "k-status"), /^Taken back: /);
  const shown = Klondike.fromSeed(1, 1);
  const record = await saved(page, "klondike");
  for (const m of record.moves.slice(0, record.cursor)) shown.play(m.replace(/\+$/, ""));
  const tree = await page.locator("#k-board").ariaSnapshot();
  assert.doesNotMatch(tree, /[♣♦♥♠↻]/, "suit symbols are decoration");
  assert.doesNotMatch(tree, /\b[A2-9TJQK][CDHS]\b/, "no card in engine notation");
  assert.match(tree, /^- grid "Klondike table"/);
  for (const pile of shown.piles()) {
    for (const card of pile.faceUp) assert.ok(tree.toLowerCase().includes(cardName(card)), `${cardName(card)} is named`);
  }
  await ui.close();
});

test("Klondike: the estimate line is read out only when its words change", async () => {
  const ui = await web.open("desktop", "klondike");
  const { page } = ui;
  await page.waitForFunction(() => document.querySelector("#k-light").dataset.state === "player");
  // The live part is the estimate alone; the player's move and the why are there to read.
  const parts = await page.evaluate(() => {
    const live = [...document.querySelectorAll("#k-light [aria-live], #k-light[aria-live]")];
    return { live: live.map((e) => e.className || e.id), text: live.map((e) => e.textContent) };
  });
  assert.deepEqual(parts.live, ["news"]);
  assert.match(parts.text[0], /^About \d+ of \d+ guesses at the hidden cards can be won\.$/);
  // Count every change to the live part over a few moves (draws): one per change of its words.
  await page.evaluate(() => {
    window.heard = [];
    new MutationObserver(() => window.heard.push(document.querySelector("#k-light .news").textContent)).observe(document.querySelector("#k-light .news"), { childList: true, characterData: true, subtree: true });
  });
  const seen = [parts.text[0]];
  for (let k = 0; k < 6; k++) {
    await page.click('.kslot[data-slot="stock"]');
    await page.waitForFunction(() => document.querySelector("#k-light").dataset.state === "player");
    seen.push(await page.locator("#k-light .news").textContent());
  }
  const changes = seen.slice(1).filter((t, i) => t !== seen[i]);
  assert.deepEqual(await page.evaluate(() => window.heard), changes);
  await ui.close();
});
