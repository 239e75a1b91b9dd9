// Klondike by keyboard: the table is one Tab stop, and a cursor moves over its places with the
// arrow keys (the stock, the waste, the foundations; the piles, and up and down a pile's face-up
// cards, so that Enter can take a run from any of them). Pure functions of the piles and the
// cursor, besides the frame drawn round the focused cards.

/** The top row's places by column (the third column has none: the waste is the nearest). */
export const TOP = ["stock", "waste", "waste", "fC", "fD", "fH", "fS"];
const TOP_ROW = ["stock", "waste", "fC", "fD", "fH", "fS"];
export const MOVE_KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "1", "2", "3", "4", "5", "6", "7"];

/**
 * The cursor ({ slot, index }: a slot such as "stock", "fH" or "p3", and in a pile the index of a
 * face-up card, or null for its top card) after `key`, given the engine's `piles`; null if it
 * stays. Left and right go along a row (onto a pile's top card); up and down go along a pile's
 * face-up cards, and from its first one up to the row above; down from the row above goes to the
 * pile under it.
 */
export function stepCursor(piles, cursor, key) {
  const { slot, index } = cursor;
  const inPile = slot[0] === "p";
  const col = inPile ? Number(slot[1]) : TOP.indexOf(slot);
  const pile = inPile ? piles[col] : null;
  const first = pile ? pile.faceDown.length : 0; // the index of the pile's first face-up card
  const last = pile ? first + pile.faceUp.length - 1 : 0;
  const at = pile ? Math.min(last, Math.max(first, index ?? last)) : 0;
  switch (key) {
    case "ArrowLeft":
    case "ArrowRight": {
      const d = key === "ArrowLeft" ? -1 : 1;
      if (inPile) return col + d >= 0 && col + d <= 6 ? { slot: `p${col + d}`, index: null } : null;
      const i = TOP_ROW.indexOf(slot) + d;
      return i >= 0 && i < TOP_ROW.length ? { slot: TOP_ROW[i], index: null } : null;
    }
    case "ArrowUp":
      if (!inPile) return null;
      if (pile.faceUp.length && at > first) return { slot, index: at - 1 };
      return { slot: TOP[col], index: null };
    case "ArrowDown":
      if (!inPile) return { slot: `p${col}`, index: null };
      return pile.faceUp.length && at < last ? { slot, index: at + 1 } : null;
    case "Home":
      return { slot: inPile ? "p0" : "stock", index: null };
    case "End":
      return { slot: inPile ? "p6" : "fS", index: null };
    default:
      return /^[1-7]$/.test(key) ? { slot: `p${Number(key) - 1}`, index: null } : null;
  }
}

/**
 * The element of the cursor's place among `places` (a Map from place keys, "stock" or "p3:8", to
 * elements), or the nearest one: in a pile whose card it was on has gone, the pile's top card or slot.
 */
export function nearestPlace(places, cursor) {
  if (cursor.slot[0] !== "p") return places.get(cursor.slot);
  const exact = places.get(`${cursor.slot}:${cursor.index ?? ""}`);
  if (exact) return exact;
  const inPile = [...places.keys()].filter((k) => k.startsWith(`${cursor.slot}:`));
  return places.get(inPile.at(-1));
}

/**
 * Put `frame` round the focused place `el` and, in a pile, the cards on it (what Enter takes): the
 * focus ring of the table, drawn over the fanned cards rather than behind them.
 */
export function frameAround(board, frame, el) {
  frame.hidden = !el.matches(":focus-visible");
  if (frame.hidden) return;
  const where = el.dataset.where;
  const from = Number(el.dataset.index);
  const covered = where?.[0] === "p" ? [...board.querySelectorAll(`.kcard[data-where="${where}"]`)].filter((c) => Number(c.dataset.index) >= from) : [el];
  const origin = board.getBoundingClientRect();
  const boxes = covered.map((c) => c.getBoundingClientRect());
  const pad = 4;
  const left = Math.min(...boxes.map((b) => b.left)) - origin.left - pad;
  const top = Math.min(...boxes.map((b) => b.top)) - origin.top - pad;
  frame.style.width = `${Math.max(...boxes.map((b) => b.right)) - origin.left + pad - left}px`;
  frame.style.height = `${Math.max(...boxes.map((b) => b.bottom)) - origin.top + pad - top}px`;
  frame.style.transform = `translate(${left}px, ${top}px)`;
}
