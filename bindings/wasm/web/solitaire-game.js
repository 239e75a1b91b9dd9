// A solitaire game from its settings and moves, the same in the page and in its worker: the
// engine deals and replays every move, so a stored move it refuses throws.
import { Solitaire } from "./pkg/index.js";
import { replay } from "./record.js";

/** The deal of the settings `{ cards, seed }`. */
export function deal(settings) {
  return Solitaire.shuffled(settings.cards, BigInt(settings.seed));
}

/** The game after `moves` ([from, to] pairs; the engine checks each one). */
export function replaySolitaire(settings, moves) {
  return replay(deal(settings), moves, ([from, to]) => ({ from, to }));
}
