// A Quixo game from its settings and moves, the same in the page and in its worker: the engine
// replays every move, so a stored move it refuses throws.
import { Quixo } from "./pkg/index.js";
import { replay } from "./record.js";

/** Moves are stored as [fromRow, fromCol, toRow, toCol, partner]. */
export const toMove = ([r1, c1, r2, c2, partner]) => ({ from: { row: r1, col: c1 }, to: { row: r2, col: c2 }, partner });
export const fromMove = (m) => [m.from.row, m.from.col, m.to.row, m.to.col, m.partner];

/** The repetition rule's count: a position's third occurrence draws. */
export const REPETITIONS = 3;

/** A new game with the settings' board, players and draw rule. */
export function newQuixo(settings) {
  const game = new Quixo(settings.size, settings.players);
  if (settings.draw === "repetition") game.repetitions = REPETITIONS;
  if (settings.draw === "limit") game.moveLimit = settings.limit;
  return game;
}

/** The game after `moves` (the engine checks each one). */
export function replayQuixo(settings, moves) {
  return replay(newQuixo(settings), moves, toMove);
}
