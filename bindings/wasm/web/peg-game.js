// A DigiPeg game from its settings and jumps, the same in the page and in its worker: the engine
// replays every jump, so a stored jump it refuses throws.
import { DigiPeg } from "./pkg/index.js";
import { replay } from "./record.js";

/** Jumps are stored as [fromRow, fromCol, toRow, toCol]. */
export const toJump = ([r1, c1, r2, c2]) => ({ from: { row: r1, col: c1 }, to: { row: r2, col: c2 } });
export const fromJump = (j) => [j.from.row, j.from.col, j.to.row, j.to.col];
export const sameJump = (a, b) => a.from.row === b.from.row && a.from.col === b.from.col && a.to.row === b.to.row && a.to.col === b.to.col;

/** The board of the settings `{ rows, cols, emptyRow, emptyCol, directions }` (0-based hole). */
export function newPeg(s) {
  return new DigiPeg(s.rows, s.cols, s.emptyRow, s.emptyCol, s.directions);
}

/** The game after `jumps` (the engine checks each one). */
export function replayPeg(settings, jumps) {
  return replay(newPeg(settings), jumps, toJump);
}
