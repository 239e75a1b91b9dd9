// Klondike in words, for the status line and for screen readers: cards named in full ("jack of
// diamonds"), a move told as what it did ("Ace of spades to its foundation.", "You drew the 7 of
// hearts."). Pure functions of the engine's notation and of positions read from the engine; the
// page imports them, and so do the tests in Node.

export const SUITS = ["C", "D", "H", "S"]; // the engine's foundation order
export const RANKS = "A23456789TJQK";
const RANK_WORDS = ["ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"];
const SUIT_WORDS = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };

export const rankOf = (card) => RANKS.indexOf(card[0]) + 1;
export const isRed = (card) => card[1] === "D" || card[1] === "H";

/** A card in words: "jack of diamonds", "10 of hearts". */
export const cardName = (card) => `${RANK_WORDS[rankOf(card) - 1]} of ${SUIT_WORDS[card[1]]}`;

/** A suit's foundation in words: "the clubs foundation". */
export const foundationName = (suit) => `${SUIT_WORDS[suit]} foundation`;

export const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "a and b", "a, b and c". */
export function listWords(items) {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

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

/** What the page reads of a position to tell a move: the engine's piles, waste, stock and foundations. */
export function snapshot(game) {
  return { piles: game.piles(), waste: game.waste(), stock: game.stock().length, foundations: game.foundations() };
}

/** The card a move takes in position `at` (a snapshot): its bottom card, for a run. */
export function takenCard(at, { from, count }) {
  if (from === "W") return at.waste.at(-1);
  if (SUITS.includes(from)) return `${RANKS[at.foundations[SUITS.indexOf(from)] - 1]}${from}`;
  const up = at.piles[Number(from)].faceUp;
  return up[up.length - count];
}

/** The cards a move takes, in words: "the jack of diamonds and the 2 cards on it". */
export function takenWords(at, source) {
  const card = cardName(takenCard(at, source));
  return source.count > 1 ? `the ${card} and the ${plural(source.count - 1, "card")} on it` : `the ${card}`;
}

/** Where a move puts its cards, in words, before it is played: "onto pile 5, on the queen of spades". */
function destinationWords(at, to) {
  if (to === "F") return "to its foundation";
  const up = at.piles[Number(to)].faceUp;
  return up.length ? `onto pile ${Number(to) + 1}, on the ${cardName(up.at(-1))}` : `onto the empty pile ${Number(to) + 1}`;
}

/** A move in words, as advice, in position `at`: "move the jack of diamonds onto pile 5, on the queen of spades". */
export function adviceWords(at, move) {
  if (move === "D") return "draw from the stock";
  if (move === "R") return "turn the waste over into the stock";
  const parts = parseMove(move);
  return `move ${takenWords(at, parts)} ${destinationWords(at, parts.to)}`;
}

/**
 * What a move did, said after it was played: `before` and `after` are snapshots of the position
 * either side of it. "You drew the 7 of hearts." "Jack of diamonds and the 2 cards on it from pile
 * 2 onto pile 5, on the queen of spades. Pile 2 turns up the 4 of clubs."
 */
export function toldMove(before, after, move) {
  if (move === "D") {
    const drawn = after.waste.slice(before.waste.length);
    if (drawn.length === 1) return `You drew the ${cardName(drawn[0])}.`;
    return `You drew ${drawn.length} cards: ${listWords(drawn.map((c) => `the ${cardName(c)}`))}, on top.`;
  }
  if (move === "R") return `You turned the waste over: ${plural(after.stock, "card")} back in the stock.`;
  const parts = parseMove(move);
  const card = cardName(takenCard(before, parts));
  const what = parts.count > 1 ? `${card} and the ${plural(parts.count - 1, "card")} on it` : card;
  const from = parts.from === "W" ? " from the waste" : SUITS.includes(parts.from) ? " from its foundation" : parts.to === "F" ? "" : ` from pile ${Number(parts.from) + 1}`;
  let text = `${capital(what)}${from} ${destinationWords(before, parts.to)}.`;
  if (/^\d$/.test(parts.from)) {
    const p = Number(parts.from);
    if (after.piles[p].faceDown.length < before.piles[p].faceDown.length) {
      text += ` Pile ${p + 1} turns up the ${cardName(after.piles[p].faceUp[0])}.`;
    }
  }
  return text;
}

/** The moves the page made by itself after yours, in words: "Then by itself: ace of hearts to its foundation." */
export function toldAutoMoves(sentences) {
  if (!sentences.length) return "";
  const items = sentences.map((s) => s.replace(/\.$/, "").replace(/^./, (c) => c.toLowerCase()));
  return ` Then by ${items.length === 1 ? "itself" : "themselves"}: ${items.join("; ")}.`;
}
