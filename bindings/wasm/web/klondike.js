// Full Klondike: the table drawn from the engine's position, cards moved by dragging (mouse or
// pen), by tapping a card then where it goes, or by a double tap to its foundation. The engine
// decides every rule: the page reads its legal moves (in the core's notation) and only ever plays
// one of them. The solver and the ordinary game's player run in workers (klondike-worker.js):
// hints, the light ("still winnable?", or the player's estimate), and deals checked winnable first.
import { fit, showBoard } from "./layout.js";
import { Record, onMoveTap, renderMoves } from "./record.js";
import { notation, replayKlondike } from "./klondike-game.js";
import { setText } from "./grid.js";
import { Asker } from "./klondike-ask.js";
import { MOVE_KEYS, frameAround, nearestPlace, stepCursor } from "./klondike-keys.js";
import { drawTable, pilesTop as pilesTopOf } from "./klondike-table.js";
import {
  RANKS, SUITS, adviceWords, cardName, isRed, parseMove, rankOf, snapshot, takenWords, toldAutoMoves, toldMove,
} from "./klondike-words.js";


const STATS_KEY = "digipeg.klondike-stats";
const DEAL_TRIES = 10; // deals the solver checks, one after another, for a winnable one

const pileOf = (slot) => (/^p\d$/.test(slot) ? Number(slot[1]) : null);

/** A move's target as a slot of the table: a pile "p3", or the foundation of `card`. */
const targetSlot = (to, card) => (to === "F" ? `f${card[1]}` : to === null ? "stock" : `p${to}`);

function loadStats() {
  try {
    return { played: 0, won: 0, ...JSON.parse(localStorage.getItem(STATS_KEY) ?? "{}") };
  } catch {
    return { played: 0, won: 0 };
  }
}

function saveStats(stats) {
  try {
    localStorage.setItem(STATS_KEY, JSON.stringify(stats));
  } catch {
    // Storage disabled: the statistics just don't last.
  }
}

export function startKlondike(root) {
  const $ = (id) => root.querySelector(`#${id}`);
  const board = $("k-board");
  const status = $("k-status");
  const moveList = $("k-moves");
  const hintText = $("k-hint-text");
  const light = $("k-light");
  const think = $("k-think");
  const record = new Record("klondike");
  let game = null;
  let picked = null; // { from, count }
  let hint = null; // { move, from, count, to }
  let room = { width: 600, height: 600 };
  let size = null; // the card geometry of the last layout
  let said = ""; // what just happened, in words: the status line says it until the next action
  // The keyboard's place on the table: a slot ("stock", "waste", "fC".."fS", "p0".."p6") and, in a
  // pile, the index of a face-up card (null: the pile's top card, or the slot when it is empty).
  let cursor = { slot: "stock", index: null };
  const stats = loadStats();

  // "thinking…" while a question to a solver has been open for more than a second.
  const busy = () => {
    think.hidden = !askers.some((a) => a.open?.long);
    board.dataset.thinking = String(askers.some((a) => a.open));
  };
  const hintAsker = new Asker(busy);
  const lightAsker = new Asker(busy);
  const dealAsker = new Asker(busy);
  const askers = [hintAsker, lightAsker, dealAsker];

  // --- the game ------------------------------------------------------------------------------

  function readForm() {
    const text = $("k-seed").value.trim();
    const seed = text === "" ? null : Number(text);
    if (seed !== null && (!Number.isInteger(seed) || seed < 0 || seed > 2147483647)) {
      return { refusal: "A deal number is a whole number from 0 to 2147483647 (or blank for a random deal)." };
    }
    return { seed, draw: Number($("k-draw").value), thoughtful: $("k-thoughtful").checked, winnable: $("k-winnable").checked };
  }

  async function newGame() {
    const form = readForm();
    $("k-settings-msg").textContent = form.refusal ?? "";
    if (form.refusal) {
      $("k-settings").open = true;
      return;
    }
    const first = form.seed ?? Math.floor(Math.random() * 1_000_000) + 1;
    const settings = { seed: first, draw: form.draw, thoughtful: form.thoughtful, checked: null, elapsed: 0 };
    if (form.winnable) {
      const seeds = Array.from({ length: DEAL_TRIES }, (_, k) => first + k).filter((s) => s <= 2147483647);
      status.className = "status";
      setText(status, `Dealing: the solver checks deal #${first}…`);
      root.dataset.dealing = "true";
      const found = await dealAsker.ask({ job: "deal", draw: form.draw, seeds });
      delete root.dataset.dealing;
      if (!found) return; // a newer deal was asked for
      if (found.error || found.verdict !== "won") {
        render();
        $("k-settings-msg").textContent = found.error ?? `The solver proved none of deals #${seeds[0]} to #${seeds.at(-1)} winnable within its budget; try other numbers.`;
        return;
      }
      Object.assign(settings, { seed: found.seed, checked: found.line.length });
    }
    start(settings);
    said = `Deal #${settings.seed} is on the table.`;
    render();
    $("k-seed").value = "";
    showBoard();
  }

  function start(settings) {
    root.dataset.deals = String(Number(root.dataset.deals ?? 0) + 1);
    record.start(settings);
    showForm();
    // A new deal: the light's words from the last game go at once.
    setLight("checking", settings.thoughtful ? "Still winnable? The solver is checking…" : "The player is thinking…");
    rebuild();
  }

  /** The form shows the game's settings when a game starts or loads, and then only what you edit. */
  function showForm() {
    $("k-draw").value = String(record.settings.draw);
    $("k-thoughtful").checked = record.settings.thoughtful;
  }

  function rebuild() {
    game?.free();
    game = replayKlondike(record.settings, record.played);
    picked = null;
    clearHint();
    render();
    askLight();
  }

  /** Go to just after move `to` of the record, saying which moves were taken back or played again. */
  function go(to) {
    const from = record.cursor;
    to = Math.max(0, Math.min(record.moves.length, to));
    if (to === from) return;
    const [first, last] = to < from ? [to, from] : [from, to];
    const at = replayKlondike(record.settings, record.moves.slice(0, first));
    const told = [];
    for (const stored of record.moves.slice(first, last)) {
      const move = notation(stored);
      const before = snapshot(at);
      at.play(move);
      if (!stored.endsWith("+")) told.push(toldMove(before, snapshot(at), move).replace(/\.$/, ""));
    }
    at.free();
    const what = told.length > 1 ? `${told.length} moves, the last: ${told.at(-1).replace(/^./, (c) => c.toLowerCase())}` : told[0] ?? "a move";
    said = `${to < from ? "Taken back" : "Played again"}: ${what}.`;
    record.go(to);
    rebuild();
  }

  /** Undo takes back the last move you made, with the cards the page then sent up by itself. */
  function undo() {
    let c = record.cursor;
    while (c > 0 && record.moves[c - 1].endsWith("+")) c--;
    go(c - 1);
  }

  function redo() {
    let c = record.cursor + 1;
    while (c < record.moves.length && record.moves[c].endsWith("+")) c++;
    go(c);
  }

  const legal = () => game.legalMoves().map((move) => ({ move, ...parseMove(move) }));

  /** The legal moves of the cards at `source` ({ from, count }). */
  const movesOf = (source) => legal().filter((m) => m.from === source.from && m.count === source.count);

  /** The card a move takes (its bottom card, for a run). */
  function cardOf(from, count) {
    if (from === "W") return game.waste().at(-1);
    if (SUITS.includes(from)) {
      const n = game.foundations()[SUITS.indexOf(from)];
      return `${RANKS[n - 1]}${from}`;
    }
    const up = game.piles()[Number(from)].faceUp;
    return up[up.length - count];
  }

  /** Play a legal move you chose (the engine's notation), then the safe moves to the foundations, and say what happened. */
  function play(move) {
    said = playOne(move, false);
    said += toldAutoMoves(autoMoves());
    afterMove();
  }

  function playOne(move, auto) {
    const before = snapshot(game);
    game.play(move);
    record.push(auto ? `${move}+` : move);
    return toldMove(before, snapshot(game), move);
  }

  /**
   * With the option on, cards go up by themselves when no card could need them any more: an ace
   * or a two, or a card whose rank less one is on both foundations of the other colour. Returns
   * what each did, in words.
   */
  function autoMoves() {
    const told = [];
    if (!$("k-auto").checked) return told;
    for (;;) {
      const found = game.foundations();
      const safe = legal().find((m) => {
        if (m.to !== "F") return false;
        const card = cardOf(m.from, 1);
        const rank = rankOf(card);
        const others = SUITS.filter((s) => (s === "D" || s === "H") !== isRed(card)).map((s) => found[SUITS.indexOf(s)]);
        return rank <= 2 || Math.min(...others) >= rank - 1;
      });
      if (!safe) return told;
      told.push(playOne(safe.move, true));
    }
  }

  function afterMove() {
    picked = null;
    clearHint();
    if (!record.settings.started) {
      record.settings.started = true;
      stats.played++;
      saveStats(stats);
      record.save();
    }
    if (game.isWon() && !record.settings.won) {
      record.settings.won = true;
      stats.won++;
      const seconds = Math.round(record.settings.elapsed / 1000);
      stats.fewest = Math.min(stats.fewest ?? Infinity, record.cursor);
      stats.fastest = Math.min(stats.fastest ?? Infinity, seconds);
      saveStats(stats);
      record.save();
    }
    render();
    askLight();
  }

  // --- the solver: hint and light ---------------------------------------------------------------

  function clearHint() {
    hint = null;
    setText(hintText, "");
    hintAsker.cancel();
  }

  async function askHint() {
    if (game.isWon()) return;
    if (!record.settings.thoughtful) return askPlayersHint();
    setText(hintText, "The solver is looking for a win from here…");
    const position = record.cursor;
    const answer = await hintAsker.ask({ job: "solve", settings: record.settings, moves: record.played });
    if (!answer || position !== record.cursor) return;
    if (answer.error) {
      setText(hintText, answer.error);
    } else if (answer.verdict === "won") {
      const move = answer.line[0];
      hint = { move, ...parseMove(move) };
      setText(hintText, `Hint: ${adviceWords(snapshot(game), move)} (the solver's next move; a win in ${answer.line.length} move${answer.line.length === 1 ? "" : "s"}).`);
      showBoard(); // on a phone the hint's rings are on the table, above the button
    } else if (answer.verdict === "lost") {
      setText(hintText, "No hint: the solver proved that no win is left from here. Undo, or deal again.");
    } else {
      setText(hintText, "No hint: the solver found no win within its budget here (it may still be winnable).");
    }
    hintText.dataset.move = hint?.move ?? "";
    render();
  }

  /**
   * The ordinary game's hint is the player's move, which sees only what you see (the solver's would
   * see the face-down cards): the very answer the light shows, asked for once for both.
   */
  async function askPlayersHint() {
    setText(hintText, "The player is thinking…");
    const position = record.cursor;
    if (playerAsked?.position !== position || playerAsked.deal !== root.dataset.deals) askLight();
    const answer = await playerAsked?.answer;
    if (!answer || position !== record.cursor) return;
    if (answer.error) setText(hintText, answer.error);
    else if (answer.move) {
      hint = { move: answer.move, ...parseMove(answer.move) };
      setText(hintText, `Hint: ${adviceWords(snapshot(game), answer.move)} (the player's move: it sees only what you see; about ${answer.won} of ${answer.guesses} guesses at the hidden cards can be won).`);
      showBoard();
    } else setText(hintText, "No hint: no move is left.");
    hintText.dataset.move = hint?.move ?? "";
    render();
  }

  /** The player's question the light asked last: its position and deal, and its answer to come. */
  let playerAsked = null;

  /** The light: in thoughtful mode, whether the solver still finds a win; in the ordinary game, the player's estimate and move. */
  // A hidden tab does not think (a phone's battery): its light is asked for when the tab is shown.
  let lightWanted = false;
  new MutationObserver(() => !root.hidden && lightWanted && askLight()).observe(root, { attributeFilter: ["hidden"] });

  async function askLight() {
    lightWanted = root.hidden;
    if (lightWanted) return (playerAsked = null);
    const position = record.cursor;
    const thoughtful = record.settings.thoughtful;
    if (game.isWon()) {
      lightAsker.cancel();
      setLight("won", "Won!");
      return;
    }
    // While the solver works, the line keeps its last words (dimmed, and busy for screen readers),
    // so that it is read out only when its answer changes.
    if (!light.querySelector(".news")?.textContent) {
      setLight("checking", thoughtful ? "Still winnable? The solver is checking…" : "The player is thinking…");
    } else {
      light.dataset.state = "checking";
      light.classList.add("stale");
      light.setAttribute("aria-busy", "true");
    }
    const question = lightAsker.ask(
      thoughtful
        ? { job: "solve", settings: record.settings, moves: record.played }
        // One seed a game: the player keeps its plan from move to move only under the same seed.
        : { job: "player", settings: record.settings, moves: record.played, seed: record.settings.seed },
    );
    playerAsked = thoughtful ? null : { position, deal: root.dataset.deals, answer: question };
    const answer = await question;
    if (!answer || position !== record.cursor) return;
    if (answer.error) setLight("unknown", answer.error);
    else if (!thoughtful) {
      setLight(
        "player",
        answer.move ? `About ${answer.won} of ${answer.guesses} guesses at the hidden cards can be won.` : "The player sees no move.",
        answer.move ? `The player would ${adviceWords(snapshot(game), answer.move)}.` : "",
        "The engine's player sees only what you see: it guesses the hidden cards, and the solver tries each guess " +
          "within a budget (so the estimate errs low).",
      );
      light.dataset.move = answer.move ?? "";
      light.dataset.won = String(answer.won);
      light.dataset.guesses = String(answer.guesses);
    } else if (answer.verdict === "won") setLight("yes", "Still winnable: yes.", `(A win in ${answer.line.length} moves.)`);
    else if (answer.verdict === "lost") setLight("no", "Still winnable: no.", "The solver proved every line lost.");
    else setLight("unknown", "Still winnable: not known.", "(The solver's budget ran out.)");
  }

  /**
   * The light's words: `news` is read out by screen readers, and only when it changes; `detail`
   * (the player's move, the length of the win) and `why` are there to read, not announced.
   */
  function setLight(state, news, detail = "", why = "") {
    light.dataset.state = state;
    light.dataset.move = "";
    delete light.dataset.won;
    delete light.dataset.guesses;
    light.classList.remove("stale");
    light.removeAttribute("aria-busy");
    let live = light.querySelector(".news");
    if (!live) {
      live = document.createElement("span");
      live.className = "news";
      live.setAttribute("aria-live", "polite");
      const rest = document.createElement("span");
      rest.className = "detail";
      const small = document.createElement("span");
      small.className = "why";
      light.replaceChildren(live, " ", rest, small);
    }
    setText(live, news);
    setText(light.querySelector(".detail"), detail);
    setText(light.querySelector(".why"), why);
  }

  // --- drawing ------------------------------------------------------------------------------

  /**
   * Card sizes from the room: seven columns across, and the tallest pile there can be (6 face
   * down, 13 face up) fits below the top row. A face-up card shows the top quarter of itself, its
   * corner; a face-down one a tenth (all of its corner in thoughtful mode, where it is shown).
   */
  function geometry() {
    const UP = 0.26;
    const DOWN = record.settings.thoughtful ? UP : 0.1;
    const gap = Math.max(4, Math.min(12, Math.round(room.width / 90)));
    const byWidth = (room.width - 8 * gap) / 7;
    const byHeight = (room.height - 4 * gap) / (1.4 * (2 + 6 * DOWN + 12 * UP));
    const w = Math.floor(Math.max(30, Math.min(110, byWidth, byHeight)));
    const h = Math.round(w * 1.4);
    return { w, h, gap, up: Math.round(h * UP), down: Math.round(h * DOWN), font: Math.min(22, Math.floor(w * 0.3)) };
  }

  const pilesTop = () => pilesTopOf(size);

  /** Draw the table (klondike-table.js) with the keyboard's cursor as its one Tab stop, focused again if the focus was there; then the panel. */
  function render() {
    const refocus = board.contains(document.activeElement);
    size = geometry();
    const { w, h, gap, up, down, font } = size;
    board.style.width = `${7 * w + 8 * gap}px`;
    board.style.height = `${pilesTop() + h + 6 * down + 12 * up + gap}px`;
    board.style.setProperty("--kw", `${w}px`);
    board.style.setProperty("--kh", `${h}px`);
    board.style.setProperty("--kfont", `${font}px`);
    const thoughtful = record.settings.thoughtful;
    const over = game.isWon();
    const moves = over ? [] : legal();
    const targets = new Set(picked ? movesOf(picked).map((m) => targetSlot(m.to, cardOf(picked.from, picked.count))) : []);
    const sources = new Set(moves.filter((m) => m.from !== "stock").map((m) => m.from));
    const hintTo = hint ? targetSlot(hint.to, hint.from === "stock" ? "" : cardOf(hint.from, hint.count)) : null;
    const places = drawTable(board, {
      game, thoughtful, over, moves, targets, sources, hintTo, picked, hint, size, draw: record.settings.draw,
      banner: over ? `You won in ${record.cursor} moves, ${clock(record.settings.elapsed ?? 0)}!` : "",
    });
    board.classList.toggle("thoughtful", thoughtful);
    const here = nearestPlace(places, cursor);
    if (here) here.tabIndex = 0;
    if (refocus && here) here.focus({ preventScroll: true });

    // The panel.
    status.className = "status";
    if (over) {
      setText(status, `You won in ${record.cursor} moves!`);
      status.classList.add("win");
    } else if (said) {
      setText(status, said);
    } else if (picked) {
      setText(status, targets.size ? `Move the ${cardName(cardOf(picked.from, picked.count))} where?` : "That card cannot move.");
    } else {
      // Fingers tap (a touch drag would fight the page's scrolling); a mouse or pen may also drag.
      setText(status, matchMedia("(pointer: coarse)").matches ? "Tap a card, then where it goes." : "Drag a card, or click it and then where it goes.");
    }
    $("k-count").textContent = `Moves: ${record.cursor}`;
    renderClock();
    const s = record.settings;
    $("k-deal").textContent = `Deal #${s.seed}, draw ${s.draw}${s.thoughtful ? ", thoughtful (every card face up)" : ""}${
      s.checked !== null ? ` - checked winnable (the solver found a win in ${s.checked} moves)` : ""}`;
    $("k-deal").dataset.checked = String(s.checked !== null);
    $("k-stats").textContent = `Won ${stats.won} of ${stats.played} game${stats.played === 1 ? "" : "s"} played${
      stats.fewest !== undefined ? `; fewest moves ${stats.fewest}, fastest ${clock(stats.fastest * 1000)}` : ""}.`;
    $("k-hint").disabled = over;
    $("k-undo").disabled = !record.canUndo;
    $("k-redo").disabled = !record.canRedo;
    renderMoves(moveList, record, (m) => (m.endsWith("+") ? `${notation(m)} auto` : m));
    root.dataset.won = String(over);
  }

  const clock = (ms) => {
    const t = Math.floor(ms / 1000);
    return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, "0")}`;
  };
  const renderClock = () => ($("k-time").textContent = `Time: ${clock(record.settings.elapsed ?? 0)}`);

  // The clock runs from the first move to the win, while the page is shown.
  let lastTick = performance.now();
  setInterval(() => {
    const now = performance.now();
    const s = record.settings;
    if (s && s.started && !s.won && !document.hidden && !root.hidden) {
      s.elapsed = (s.elapsed ?? 0) + (now - lastTick);
      record.save();
      renderClock();
    }
    lastTick = now;
  }, 1000);

  // --- pointer: tap, double tap, drag ------------------------------------------------------------

  /** The place under a point of the board: { slot, index } (index: a card of that slot, or -1). */
  function hit(x, y) {
    const { w, h, gap } = size;
    const col = Math.max(0, Math.min(6, Math.floor((x - gap / 2) / (w + gap))));
    if (y < pilesTop() - gap) {
      if (col === 0) return { slot: "stock" };
      if (col <= 2) return { slot: "waste" };
      return { slot: `f${SUITS[col - 3]}` };
    }
    const cards = [...board.querySelectorAll(`.kcard[data-where="p${col}"]`)];
    const top = pilesTop();
    for (let i = cards.length - 1; i >= 0; i--) {
      const cy = cardY(cards[i]);
      if (y >= cy && y <= cy + h) return { slot: `p${col}`, index: Number(cards[i].dataset.index) };
    }
    return { slot: `p${col}`, index: cards.length - 1, below: y > top };
  }

  const cardY = (el) => Number(/translate\([^,]+,\s*([-\d.]+)px/.exec(el.style.transform)[1]);

  /** The cards a press on `place` would take: { from, count }, or null. */
  function sourceAt(place) {
    if (place.slot === "waste") return game.waste().length ? { from: "W", count: 1 } : null;
    if (place.slot[0] === "f") {
      const suit = place.slot[1];
      return game.foundations()[SUITS.indexOf(suit)] ? { from: suit, count: 1 } : null;
    }
    const p = pileOf(place.slot);
    if (p === null) return null;
    const pile = game.piles()[p];
    const upIndex = place.index - pile.faceDown.length;
    if (upIndex < 0 || upIndex >= pile.faceUp.length) return null;
    return { from: String(p), count: pile.faceUp.length - upIndex };
  }

  /** The move taking `source` to `slot`, if the engine lists one. */
  function moveTo(source, slot) {
    if (slot === "stock" || slot === "waste") return null;
    const to = slot[0] === "f" ? "F" : slot.slice(1);
    return movesOf(source).find((m) => m.to === to) ?? null;
  }

  /** Take the cards at `source`, and say so. */
  function take(source) {
    picked = source;
    const n = movesOf(source).length;
    said = `Took ${takenWords(snapshot(game), source)}: ${n === 1 ? "there is 1 place" : `there are ${n} places`} it can go.`;
  }

  function drop() {
    picked = null;
    said = "Put back.";
  }

  function playStock() {
    const stockMove = legal().find((m) => m.from === "stock");
    if (stockMove) play(stockMove.move);
    else {
      picked = null;
      said = "The stock and the waste are empty.";
      render();
    }
  }

  let lastTap = { at: 0, key: "" };

  function tap(place) {
    if (game.isWon()) return;
    if (place.slot === "stock") return playStock();
    const source = sourceAt(place);
    const key = `${place.slot}:${place.index ?? ""}`;
    const now = performance.now();
    const double = key === lastTap.key && now - lastTap.at < 400;
    lastTap = { at: double ? 0 : now, key };
    if (double && source && source.count === 1) {
      const up = movesOf(source).find((m) => m.to === "F");
      if (up) return play(up.move);
    }
    if (picked) {
      const move = moveTo(picked, place.slot);
      if (move) return play(move.move);
    }
    const same = picked && source && picked.from === source.from && picked.count === source.count;
    if (!same && source && movesOf(source).length) take(source);
    else if (picked) drop();
    render();
  }

  let press = null; // { id, x, y, place, dragging, cards, source }

  function boardPoint(event) {
    const r = board.getBoundingClientRect();
    return { x: event.clientX - r.left, y: event.clientY - r.top };
  }

  board.addEventListener("pointerdown", (event) => {
    if (!game || press || event.button > 0) return;
    const { x, y } = boardPoint(event);
    const place = hit(x, y);
    press = { id: event.pointerId, x: event.clientX, y: event.clientY, place, dragging: false };
    // A face-up card a mouse or pen presses may be dragged; a finger taps (the page still scrolls).
    if (event.pointerType !== "touch") {
      const source = sourceAt(place);
      if (source && movesOf(source).length) {
        press.source = source;
        board.setPointerCapture(event.pointerId);
      }
    }
  });

  board.addEventListener("pointermove", (event) => {
    if (!press || event.pointerId !== press.id || !press.source) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.dragging && Math.hypot(dx, dy) < 6) return;
    if (!press.dragging) {
      press.dragging = true;
      take(press.source);
      render();
      press.cards = [...board.querySelectorAll(".kcard.picked")].map((el) => ({ el, base: el.style.transform }));
    }
    for (const { el, base } of press.cards) {
      el.style.transform = `${base} translate(${dx}px, ${dy}px)`;
      el.classList.add("dragging");
    }
  });

  const release = (event) => {
    if (!press || event.pointerId !== press.id) return;
    const p = press;
    press = null;
    if (event.type === "pointercancel") {
      if (p.dragging) render();
      return;
    }
    if (!p.dragging) {
      tap(p.place);
      return;
    }
    const { x, y } = boardPoint(event);
    const move = moveTo(p.source, hit(x, y).slot);
    if (move) play(move.move);
    else {
      drop();
      render();
    }
  };
  board.addEventListener("pointerup", release);
  board.addEventListener("pointercancel", release);

  // --- keyboard: one Tab stop, arrow keys across the table -----------------------------------------

  /** The place the cursor is on, as the pointer code sees it: { slot, index }. */
  function cursorPlace() {
    if (cursor.slot[0] !== "p") return { slot: cursor.slot };
    const pile = game.piles()[Number(cursor.slot[1])];
    const top = pile.faceDown.length + pile.faceUp.length - 1;
    return { slot: cursor.slot, index: cursor.index ?? top };
  }

  /** Enter or Space: take the cards the cursor is on, or put taken cards there. */
  function activate() {
    if (game.isWon()) return;
    const place = cursorPlace();
    if (place.slot === "stock") return playStock();
    if (picked) {
      const move = moveTo(picked, place.slot);
      if (move) {
        cursor = { slot: place.slot, index: null };
        return play(move.move);
      }
      const source = sourceAt(place);
      if (source && source.from === picked.from && source.count === picked.count) drop();
      else said = `The ${cardName(cardOf(picked.from, picked.count))} cannot go ${place.slot[0] === "f" ? "to that foundation" : place.slot === "waste" ? "onto the waste" : `onto pile ${Number(place.slot[1]) + 1}`}.`;
      return render();
    }
    const source = sourceAt(place);
    if (source && movesOf(source).length) take(source);
    else if (source) said = `The ${cardName(cardOf(source.from, source.count))}${source.count > 1 ? ` and the cards on it` : ""} cannot move now.`;
    else said = "Nothing to take here.";
    render();
  }

  /** F: the card the cursor is on (or the card taken) to its foundation. */
  function toFoundation() {
    if (game.isWon()) return;
    const source = picked ?? sourceAt(cursorPlace());
    if (!source) {
      said = "No card here to send to its foundation.";
      return render();
    }
    const up = source.count === 1 ? movesOf(source).find((m) => m.to === "F") : null;
    if (up) return play(up.move);
    said = source.count > 1
      ? `Only a pile's top card can go to its foundation; the ${cardName(cardOf(source.from, source.count))} has cards on it.`
      : `The ${cardName(cardOf(source.from, 1))} cannot go to its foundation now.`;
    render();
  }

  board.addEventListener("keydown", (event) => {
    if (!game || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key === "Enter" || key === " ") activate();
    else if (key === "f") toFoundation();
    else if (key === "d") {
      if (!game.isWon()) playStock();
    } else if (key === "Escape" && picked) {
      drop();
      render();
    } else if (MOVE_KEYS.includes(key)) {
      const next = stepCursor(game.piles(), cursor, key);
      if (next) {
        cursor = next;
        const places = new Map([...board.querySelectorAll("[data-key]")].map((e) => [e.dataset.key, e]));
        nearestPlace(places, cursor)?.focus({ preventScroll: true });
      }
    } else return;
    event.preventDefault();
  });

  // The cursor follows focus (a click or a tap moves it too); the frame shows it to the keyboard.
  board.addEventListener("focusin", (event) => {
    const el = event.target.closest("[data-key]");
    if (!el) return;
    const [slot, index] = el.dataset.key.split(":");
    cursor = { slot, index: index ? Number(index) : null };
    for (const e of board.querySelectorAll("[data-key]")) e.tabIndex = e === el ? 0 : -1;
    frameAround(board, board.querySelector(".kfocus"), el);
  });
  board.addEventListener("focusout", () => {
    const frame = board.querySelector(".kfocus");
    if (frame) frame.hidden = true;
  });

  // --- the panel ------------------------------------------------------------------------------

  $("k-new").addEventListener("click", newGame);
  $("k-undo").addEventListener("click", undo);
  $("k-redo").addEventListener("click", redo);
  $("k-hint").addEventListener("click", askHint);
  $("k-auto").addEventListener("change", () => {
    try {
      localStorage.setItem("digipeg.klondike-auto", String($("k-auto").checked));
    } catch {
      // not kept
    }
    if (game && !game.isWon() && record.cursor > 0) afterAuto();
  });
  const afterAuto = () => {
    const before = record.cursor;
    const told = autoMoves();
    if (record.cursor !== before) {
      said = toldAutoMoves(told).trim();
      afterMove();
    }
  };
  onMoveTap(moveList, go);
  try {
    $("k-auto").checked = localStorage.getItem("digipeg.klondike-auto") !== "false";
  } catch {
    // Storage disabled: the option starts on.
  }

  fit(root.querySelector(".play"), (space) => {
    room = space;
    if (game) render();
  });

  if (record.load(replayKlondike)) {
    showForm();
    rebuild();
  } else {
    // A first visit: deal 1 at once, and with "winnable deals only" on, have the solver check it.
    start({ seed: 1, draw: 1, thoughtful: false, checked: null, elapsed: 0 });
    const first = root.dataset.deals;
    if ($("k-winnable").checked) {
      dealAsker.ask({ job: "deal", draw: 1, seeds: [1] }).then((found) => {
        if (found?.verdict !== "won" || root.dataset.deals !== first) return;
        record.settings.checked = found.line.length;
        record.save();
        render();
      });
    }
  }
}
