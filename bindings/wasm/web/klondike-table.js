// Klondike's table drawn from the engine's position: a grid of two rows (the stock, the waste and
// the foundations; the seven piles) whose cells hold their cards, placed by the card geometry the
// page measured. Every card and slot is drawn; only the places you can act on are in the
// accessibility tree, each named in words, and none is in the tab order yet (the page puts its
// cursor's place there).
import { RANKS, SUITS, capital, cardName, foundationName, isRed, listWords } from "./klondike-words.js";

export const SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };
const face = (card) => `${card[0] === "T" ? "10" : card[0]}${SYMBOL[card[1]]}`;

/** Where column `c` starts, and where the piles start, for the card geometry `size` ({ w, h, gap, up, down }). */
export const columnX = (size, c) => size.gap + c * (size.w + size.gap);
export const pilesTop = (size) => size.gap * 3 + size.h;

/**
 * Draw the table of `t.game` in `board`: `t` holds what the page knows besides the position (its
 * legal `moves`, the cards `picked` and the slots they may go to, `targets`; the slots with moves,
 * `sources`; the `hint` and its slot, `hintTo`; `thoughtful`, `over`, `draw`, the geometry `size`,
 * and the win's `banner`). Returns the focusable places: a Map from place keys ("stock", "fH",
 * "p3:8", "p3:" for an empty pile) to their elements.
 */
export function drawTable(board, t) {
  const { game, thoughtful, moves, targets, sources, hintTo, picked, hint, size } = t;
  const { w, h, gap, up, down } = size;
  const colX = (c) => columnX(size, c);
  const places = new Map(); // place key -> its focusable element
  let cell = null;
  const rows = [];
  const row = (label) => {
    const r = document.createElement("div");
    r.setAttribute("role", "row");
    r.setAttribute("aria-label", label);
    r.className = "krow";
    rows.push(r);
  };
  const gridcell = () => {
    cell = document.createElement("div");
    cell.setAttribute("role", "gridcell");
    cell.className = "kcell";
    rows.at(-1).append(cell);
  };
  /** A place you can act on, named in words (out of the tab order: the page puts its cursor there). */
  const focusable = (el, key, label) => {
    el.setAttribute("role", "button");
    el.setAttribute("aria-label", label);
    el.removeAttribute("aria-hidden");
    el.dataset.key = key;
    el.tabIndex = -1;
    places.set(key, el);
  };
  const state = (slotName, from, depth) => {
    const notes = [];
    if (picked && picked.from === from && depth < picked.count) notes.push("taken");
    else if (targets.has(slotName)) notes.push("can go here");
    if (hint && ((hint.from === from && depth < hint.count) || hintTo === slotName)) notes.push("the hint");
    return notes.length ? `, ${notes.join(", ")}` : "";
  };

  const slot = (name, x, y, extra = "") => {
    const el = document.createElement("div");
    el.className = `kslot ${extra}`;
    el.dataset.slot = name;
    el.style.transform = `translate(${x}px, ${y}px)`;
    el.setAttribute("aria-hidden", "true");
    el.classList.toggle("target", targets.has(name));
    el.classList.toggle("hint-to", hintTo === name);
    cell.append(el);
    return el;
  };
  const card = (name, x, y, where, index, shown = true, z = 0) => {
    const el = document.createElement("div");
    el.className = `kcard ${shown ? (isRed(name) ? "red" : "black") : "down"}`;
    // The face is a picture of the card, drawn by the style sheet from these attributes; its
    // name, where it can be acted on, says the card in words.
    if (shown) el.innerHTML = `<span class="corner" aria-hidden="true" data-face="${face(name)}"></span><span class="pip" aria-hidden="true" data-face="${SYMBOL[name[1]]}"></span>`;
    el.setAttribute("aria-hidden", "true");
    el.dataset.where = where;
    el.dataset.index = String(index);
    if (shown) el.dataset.card = name;
    el.style.transform = `translate(${x}px, ${y}px)`;
    el.style.zIndex = String(z + 1);
    cell.append(el);
    return el;
  };
  const mark = (el, from, count, depth) => {
    if (picked && picked.from === from && depth < picked.count) el.classList.add("picked");
    if (hint && hint.from === from && depth < hint.count) el.classList.add("hint-from");
  };

  // The stock and the waste.
  row("The stock, the waste and the foundations");
  gridcell();
  const stock = game.stock();
  const canTurn = moves.some((m) => m.move === "R");
  const stockSlot = slot("stock", colX(0), gap);
  focusable(stockSlot, "stock", `Stock: ${stock.length ? `${stock.length} card${stock.length === 1 ? "" : "s"}, face down` : canTurn ? "empty; Enter turns the waste over" : "empty"}${hint?.from === "stock" ? ", the hint" : ""}`);
  stockSlot.dataset.count = String(stock.length);
  stockSlot.classList.toggle("hint-from", hint?.from === "stock");
  if (stock.length) {
    const back = card("", colX(0), gap, "stock", 0, false, 1);
    back.innerHTML = `<span class="left" aria-hidden="true" data-face="${stock.length}"></span>`;
    back.classList.toggle("hint-from", hint?.from === "stock");
  } else {
    stockSlot.innerHTML = canTurn ? '<span aria-hidden="true">↻</span>' : "";
  }
  gridcell();
  const waste = game.waste();
  const fan = Math.min(waste.length, t.draw);
  const wasteSlot = slot("waste", colX(1), gap);
  wasteSlot.dataset.cards = waste.join(" ");
  const step = (w + gap) / 2;
  waste.forEach((name, i) => {
    const k = Math.max(0, i - (waste.length - fan));
    const el = card(name, colX(1) + k * step, gap, "waste", i, true, i);
    if (i === waste.length - 1) {
      mark(el, "W", 1, 0);
      const under = waste.slice(-fan, -1).reverse().map(cardName);
      focusable(el, "waste", `${capital(cardName(name))}, on the waste${under.length ? ` (over the ${listWords(under)})` : ""}${state("", "W", 0)}`);
    }
    if (i < waste.length - fan) el.classList.add("buried");
  });
  if (!waste.length) focusable(wasteSlot, "waste", "Waste: empty");

  // The foundations.
  game.foundations().forEach((n, f) => {
    gridcell();
    const suit = SUITS[f];
    const s = slot(`f${suit}`, colX(3 + f), gap, "foundation");
    s.dataset.count = String(n);
    s.innerHTML = `<span aria-hidden="true">${SYMBOL[suit]}</span>`;
    const name = `${capital(foundationName(suit))}: ${n ? `up to the ${cardName(`${RANKS[n - 1]}${suit}`)}` : "empty"}`;
    if (n) {
      const el = card(`${RANKS[n - 1]}${suit}`, colX(3 + f), gap, `f${suit}`, n - 1);
      mark(el, suit, 1, 0);
      if (targets.has(`f${suit}`)) el.classList.add("target");
      if (hintTo === `f${suit}`) el.classList.add("hint-to");
      focusable(el, `f${suit}`, `${name}${state(`f${suit}`, suit, 0)}`);
    } else {
      focusable(s, `f${suit}`, `${name}${state(`f${suit}`, suit, 0)}`);
    }
  });

  // The tableau.
  row("The piles");
  game.piles().forEach((pile, p) => {
    gridcell();
    const x = colX(p);
    const s = slot(`p${p}`, x, pilesTop(size), "kpile");
    s.dataset.cards = [...pile.faceDown.map((c) => (thoughtful ? c.toLowerCase() : "##")), ...pile.faceUp].join(" ");
    s.classList.toggle("movable", !picked && sources.has(String(p)));
    const hidden = pile.faceDown.length
      ? thoughtful
        ? `; face down under it: the ${listWords(pile.faceDown.map(cardName))}`
        : `; ${pile.faceDown.length} face down under it`
      : "";
    let y = pilesTop(size);
    pile.faceDown.forEach((name, i) => {
      const el = card(name, x, y, `p${p}`, i, thoughtful, i);
      if (thoughtful) el.classList.add("thought");
      y += down;
    });
    pile.faceUp.forEach((name, i) => {
      const index = pile.faceDown.length + i;
      const el = card(name, x, y, `p${p}`, index, true, index);
      const depth = pile.faceUp.length - i - 1;
      mark(el, String(p), depth, depth);
      const top = i === pile.faceUp.length - 1;
      if (top && targets.has(`p${p}`)) el.classList.add("target");
      if (top && hintTo === `p${p}`) el.classList.add("hint-to");
      const where = top ? `, top of pile ${p + 1}${hidden}` : `, pile ${p + 1}, with ${depth} card${depth === 1 ? "" : "s"} on it`;
      focusable(el, `p${p}:${index}`, `${capital(cardName(name))}${where}${state(top ? `p${p}` : "", String(p), depth)}`);
      y += up;
    });
    if (!pile.faceUp.length) focusable(s, `p${p}:`, `Pile ${p + 1}: ${pile.faceDown.length ? `${pile.faceDown.length} face down` : "empty"}${state(`p${p}`, String(p), 0)}`);
  });
  const extras = [];
  if (t.over) {
    // The win is said on the table itself: on a phone the panel is a scroll away.
    const banner = document.createElement("div");
    banner.className = "kwin";
    banner.setAttribute("aria-hidden", "true"); // the status line says it
    banner.textContent = t.banner;
    banner.style.top = `${pilesTop(size) + h + 2 * gap}px`;
    extras.push(banner);
  }
  const frame = document.createElement("div");
  frame.className = "kfocus";
  frame.hidden = true;
  frame.setAttribute("aria-hidden", "true");
  extras.push(frame);
  board.replaceChildren(...rows, ...extras);
  return places;
}
