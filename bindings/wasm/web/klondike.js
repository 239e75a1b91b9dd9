// Full Klondike: the table drawn from the engine's position, cards moved by dragging (mouse or
// pen), by tapping a card then where it goes, or by a double tap to its foundation. The engine
// decides every rule: the page reads its legal moves (in the core's notation) and only ever plays
// one of them. The solver and the ordinary game's player run in workers (klondike-worker.js):
// hints, the light ("still winnable?", or the player's estimate), and deals checked winnable first.
import { fit, showBoard } from "./layout.js";
import { Record, onMoveTap, renderMoves } from "./record.js";
import { notation, replayKlondike } from "./klondike-game.js";

const SUITS = ["C", "D", "H", "S"]; // the engine's foundation order
const SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };
const RANKS = "A23456789TJQK";
const STATS_KEY = "digipeg.klondike-stats";
const DEAL_TRIES = 10; // deals the solver checks, one after another, for a winnable one
const THINKING_AFTER = 1000; // ms before the page says the solver is still thinking

const rankOf = (card) => RANKS.indexOf(card[0]) + 1;
const isRed = (card) => card[1] === "D" || card[1] === "H";
const face = (card) => `${card[0] === "T" ? "10" : card[0]}${SYMBOL[card[1]]}`;
const pileOf = (slot) => (/^p\d$/.test(slot) ? Number(slot[1]) : null);

/**
 * A legal move's parts: where it takes cards from ("stock", "W", "0".."6", or a suit letter for
 * a foundation), how many, and where to ("F", "0".."6", or null for the stock's own moves).
 */
export function parseMove(move) {
  if (move === "D" || move === "R") return { from: "stock", count: 0, to: null };
  if (move[0] === "W") return { from: "W", count: 1, to: move[1] };
  if (SUITS.includes(move[0])) return { from: move[0], count: 1, to: move[1] };
  const [, from, to, count] = /^(\d)([\dF])(?:-(\d+))?$/.exec(move);
  return { from, count: Number(count ?? 1), to };
}

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

/** One solver in one worker. A new question while one is open ends the worker (a search cannot be interrupted) and starts another. */
class Asker {
  constructor(onBusy) {
    this.worker = null;
    this.open = null; // { id, resolve, timer }
    this.asks = 0;
    this.onBusy = onBusy;
  }

  ask(message) {
    if (this.open) {
      this.worker.terminate();
      this.worker = null;
      this.settle(null);
    }
    if (!this.worker) {
      this.worker = new Worker(new URL("./klondike-worker.js", import.meta.url), { type: "module" });
      this.worker.onmessage = ({ data }) => data.id === this.open?.id && this.settle(data);
    }
    const id = ++this.asks;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (this.open?.id !== id) return;
        this.open.long = true;
        this.onBusy();
      }, THINKING_AFTER);
      this.open = { id, resolve, timer, long: false };
      this.worker.postMessage({ id, ...message });
      this.onBusy();
    });
  }

  /** Forget the open question (its answer, if any, is dropped). */
  cancel() {
    if (this.open) this.settle(null);
  }

  settle(data) {
    const { resolve, timer } = this.open;
    clearTimeout(timer);
    this.open = null;
    resolve(data);
    this.onBusy();
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
      status.textContent = `Dealing: the solver checks deal #${first}…`;
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
    $("k-seed").value = "";
    showBoard();
  }

  function start(settings) {
    root.dataset.deals = String(Number(root.dataset.deals ?? 0) + 1);
    record.start(settings);
    showForm();
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

  function go(cursor) {
    record.go(cursor);
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

  function play(move, auto = false) {
    game.play(move);
    record.push(auto ? `${move}+` : move);
    if (!auto) autoMoves();
    if (!auto) afterMove();
  }

  /**
   * With the option on, cards go up by themselves when no card could need them any more: an ace
   * or a two, or a card whose rank less one is on both foundations of the other colour.
   */
  function autoMoves() {
    if (!$("k-auto").checked) return;
    for (;;) {
      const found = game.foundations();
      const safe = legal().find((m) => {
        if (m.to !== "F") return false;
        const card = cardOf(m.from, 1);
        const rank = rankOf(card);
        const others = SUITS.filter((s) => (s === "D" || s === "H") !== isRed(card)).map((s) => found[SUITS.indexOf(s)]);
        return rank <= 2 || Math.min(...others) >= rank - 1;
      });
      if (!safe) return;
      play(safe.move, true);
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
    hintText.textContent = "";
    hintAsker.cancel();
  }

  async function askHint() {
    if (game.isWon()) return;
    hintText.textContent = "The solver is looking for a win from here…";
    const position = record.cursor;
    const answer = await hintAsker.ask({ job: "solve", settings: record.settings, moves: record.played });
    if (!answer || position !== record.cursor) return;
    if (answer.error) {
      hintText.textContent = answer.error;
    } else if (answer.verdict === "won") {
      const move = answer.line[0];
      const parts = parseMove(move);
      hint = { move, ...parts };
      hintText.textContent = `Hint: ${describe(move, parts)} (the solver's next move; a win in ${answer.line.length} move${answer.line.length === 1 ? "" : "s"}).`;
      showBoard(); // on a phone the hint's rings are on the table, above the button
    } else if (answer.verdict === "lost") {
      hintText.textContent = "No hint: the solver proved that no win is left from here. Undo, or deal again.";
    } else {
      hintText.textContent = "No hint: the solver found no win within its budget here (it may still be winnable).";
    }
    hintText.dataset.move = hint?.move ?? "";
    render();
  }

  function describe(move, { from, count, to }) {
    if (move === "D") return "draw from the stock";
    if (move === "R") return "turn the waste over into the stock";
    const card = cardOf(from, count);
    const what = count > 1 ? `${face(card)} and the ${count - 1} card${count > 2 ? "s" : ""} on it` : face(card);
    return `move ${what} ${to === "F" ? "to its foundation" : `onto pile ${Number(to) + 1}`}`;
  }

  /** The light: in thoughtful mode, whether the solver still finds a win; in the ordinary game, the player's estimate and move. */
  async function askLight() {
    const position = record.cursor;
    const thoughtful = record.settings.thoughtful;
    if (game.isWon()) {
      lightAsker.cancel();
      setLight("won", "Won!");
      return;
    }
    setLight("checking", thoughtful ? "Still winnable? The solver is checking…" : "The player is thinking…");
    const answer = await lightAsker.ask(
      thoughtful
        ? { job: "solve", settings: record.settings, moves: record.played }
        : { job: "player", settings: record.settings, moves: record.played, seed: record.settings.seed + position },
    );
    if (!answer || position !== record.cursor) return;
    if (answer.error) setLight("unknown", answer.error);
    else if (!thoughtful) {
      setLight(
        "player",
        answer.move
          ? `About ${answer.won} of ${answer.guesses} guesses at the hidden cards can be won. ` +
              `The player would ${describe(answer.move, parseMove(answer.move))}.`
          : "The player sees no move.",
        "The engine's player sees only what you see: it guesses the hidden cards, and the solver tries each guess " +
          "within a budget (so the estimate errs low).",
      );
      light.dataset.move = answer.move ?? "";
      light.dataset.won = String(answer.won);
      light.dataset.guesses = String(answer.guesses);
    } else if (answer.verdict === "won") setLight("yes", `Still winnable: yes (a win in ${answer.line.length} moves).`);
    else if (answer.verdict === "lost") setLight("no", "Still winnable: no. The solver proved every line lost.");
    else setLight("unknown", "Still winnable: not known (the solver's budget ran out).");
  }

  function setLight(state, text, why = "") {
    light.dataset.state = state;
    light.dataset.move = "";
    delete light.dataset.won;
    delete light.dataset.guesses;
    light.textContent = text;
    if (why) {
      const span = document.createElement("span");
      span.className = "why";
      span.textContent = why;
      light.append(span);
    }
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

  const colX = (c) => size.gap + c * (size.w + size.gap);
  const pilesTop = () => size.gap * 3 + size.h;

  function render() {
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
    const elements = [];

    const slot = (name, x, y, label, extra = "") => {
      const el = document.createElement("div");
      el.className = `kslot ${extra}`;
      el.dataset.slot = name;
      el.style.transform = `translate(${x}px, ${y}px)`;
      el.setAttribute("role", "button");
      el.tabIndex = 0;
      el.setAttribute("aria-label", label);
      el.classList.toggle("target", targets.has(name));
      el.classList.toggle("hint-to", hintTo === name);
      elements.push(el);
      return el;
    };
    const card = (name, x, y, where, index, shown = true, z = 0) => {
      const el = document.createElement("div");
      el.className = `kcard ${shown ? (isRed(name) ? "red" : "black") : "down"}`;
      if (shown) el.innerHTML = `<span class="corner">${face(name)}</span><span class="pip">${SYMBOL[name[1]]}</span>`;
      el.dataset.where = where;
      el.dataset.index = String(index);
      if (shown) el.dataset.card = name;
      el.style.transform = `translate(${x}px, ${y}px)`;
      el.style.zIndex = String(z + 1);
      elements.push(el);
      return el;
    };
    const mark = (el, from, count, depth) => {
      if (picked && picked.from === from && depth < picked.count) el.classList.add("picked");
      if (hint && hint.from === from && depth < hint.count) el.classList.add("hint-from");
    };

    // The stock and the waste.
    const stock = game.stock();
    const stockSlot = slot("stock", colX(0), gap, `Stock: ${stock.length} card${stock.length === 1 ? "" : "s"}${moves.some((m) => m.move === "R") ? ", tap to turn the waste over" : ""}`);
    stockSlot.dataset.count = String(stock.length);
    stockSlot.classList.toggle("hint-from", hint?.from === "stock");
    if (stock.length) {
      const back = card("", colX(0), gap, "stock", 0, false, 1);
      back.innerHTML = `<span class="left">${stock.length}</span>`;
      back.classList.toggle("hint-from", hint?.from === "stock");
    } else {
      stockSlot.textContent = moves.some((m) => m.move === "R") ? "↻" : "";
    }
    const waste = game.waste();
    const fan = Math.min(waste.length, record.settings.draw);
    const wasteSlot = slot("waste", colX(1), gap, `Waste: ${waste.length ? waste.slice(-fan).join(", ") : "empty"}`);
    wasteSlot.dataset.cards = waste.join(" ");
    const step = (w + gap) / 2;
    waste.forEach((name, i) => {
      const k = Math.max(0, i - (waste.length - fan));
      const el = card(name, colX(1) + k * step, gap, "waste", i, true, i);
      if (i === waste.length - 1) mark(el, "W", 1, 0);
      if (i < waste.length - fan) el.classList.add("buried");
    });

    // The foundations.
    game.foundations().forEach((n, f) => {
      const suit = SUITS[f];
      const s = slot(`f${suit}`, colX(3 + f), gap, `${suit} foundation: ${n ? `${RANKS[n - 1]}${suit}` : "empty"}`, "foundation");
      s.dataset.count = String(n);
      s.textContent = SYMBOL[suit];
      if (n) mark(card(`${RANKS[n - 1]}${suit}`, colX(3 + f), gap, `f${suit}`, n - 1), suit, 1, 0);
    });

    // The tableau.
    game.piles().forEach((pile, p) => {
      const x = colX(p);
      const s = slot(`p${p}`, x, pilesTop(), `Pile ${p + 1}: ${pile.faceDown.length} face down${pile.faceUp.length ? `, ${pile.faceUp.join(" ")}` : ""}`, "kpile");
      s.dataset.cards = [...pile.faceDown.map((c) => (thoughtful ? c.toLowerCase() : "##")), ...pile.faceUp].join(" ");
      s.classList.toggle("movable", !picked && sources.has(String(p)));
      let y = pilesTop();
      pile.faceDown.forEach((name, i) => {
        const el = card(name, x, y, `p${p}`, i, thoughtful, i);
        if (thoughtful) el.classList.add("thought");
        y += down;
      });
      pile.faceUp.forEach((name, i) => {
        const el = card(name, x, y, `p${p}`, pile.faceDown.length + i, true, pile.faceDown.length + i);
        mark(el, String(p), pile.faceUp.length - i - 1, pile.faceUp.length - i - 1);
        if (i === pile.faceUp.length - 1 && targets.has(`p${p}`)) el.classList.add("target");
        if (i === pile.faceUp.length - 1 && hintTo === `p${p}`) el.classList.add("hint-to");
        y += up;
      });
    });
    if (over) {
      // The win is said on the table itself: on a phone the panel is a scroll away.
      const banner = document.createElement("div");
      banner.className = "kwin";
      banner.setAttribute("role", "status");
      banner.textContent = `You won in ${record.cursor} moves, ${clock(record.settings.elapsed ?? 0)}!`;
      banner.style.top = `${pilesTop() + h + 2 * gap}px`;
      elements.push(banner);
    }
    board.replaceChildren(...elements);
    board.classList.toggle("thoughtful", thoughtful);

    // The panel.
    status.className = "status";
    if (over) {
      status.textContent = `You won in ${record.cursor} moves!`;
      status.classList.add("win");
    } else if (picked) {
      status.textContent = targets.size ? `Move ${face(cardOf(picked.from, picked.count))} where?` : "That card cannot move.";
    } else {
      // Fingers tap (a touch drag would fight the page's scrolling); a mouse or pen may also drag.
      status.textContent = matchMedia("(pointer: coarse)").matches ? "Tap a card, then where it goes." : "Drag a card, or click it and then where it goes.";
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

  let lastTap = { at: 0, key: "" };

  function tap(place) {
    if (game.isWon()) return;
    if (place.slot === "stock") {
      const stockMove = legal().find((m) => m.from === "stock");
      if (stockMove) play(stockMove.move);
      else {
        picked = null;
        render();
      }
      return;
    }
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
    picked = !same && source && movesOf(source).length ? source : null;
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
      picked = press.source;
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
      picked = null;
      render();
    }
  };
  board.addEventListener("pointerup", release);
  board.addEventListener("pointercancel", release);
  board.addEventListener("keydown", (event) => {
    const slotEl = event.target.closest(".kslot");
    if (!slotEl) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const name = slotEl.dataset.slot;
      const top = [...board.querySelectorAll(`.kcard[data-where="${name}"]`)].at(-1);
      tap({ slot: name, index: top ? Number(top.dataset.index) : -1 });
      board.querySelector(`.kslot[data-slot="${name}"]`)?.focus();
    } else if (event.key === "Escape" && picked) {
      picked = null;
      render();
    }
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
    autoMoves();
    if (record.cursor !== before) afterMove();
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
