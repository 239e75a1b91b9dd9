// Full Klondike from its settings and moves, the same in the page and in its worker: the engine
// deals and replays every move (in its notation), so a stored move it refuses throws. A move the
// page played by itself (a safe card to its foundation) is stored with a trailing "+", so undo
// can take it back with the move that caused it.
import { Klondike } from "./pkg/index.js";
import { replay } from "./record.js";

/** The deal of the settings `{ seed, draw }`: Klondike-Solver's game `seed`. */
export function deal(settings) {
  return Klondike.fromSeed(settings.seed, settings.draw);
}

/** A stored move without its "played by the page" mark. */
export const notation = (stored) => stored.replace(/\+$/, "");

/** The game after `moves` (the engine checks each one). */
export function replayKlondike(settings, moves) {
  return replay(deal(settings), moves, notation);
}
