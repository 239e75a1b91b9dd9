// The simplified solitaire's solver, off the page's thread (a 64-card deal can take it a while):
// { id, job: "par", cards, seed } answers { id, par: { moves } | { none } | { unknown } }, the
// shortest win from the deal within ChanceNo moves; { id, job: "hint", cards, seed, moves }
// answers { id, hint } (the engine's SolitaireHint) for the position after `moves`.
import init, { SolitaireSolver } from "./pkg/index.js";
import { replaySolitaire } from "./solitaire-game.js";

const ready = init();
const BUDGET = 2_000_000;
let solver = null;

onmessage = async ({ data }) => {
  await ready;
  solver ??= new SolitaireSolver();
  const { id, job, settings, moves } = data;
  const game = replaySolitaire(settings, moves ?? []);
  try {
    if (job === "par") {
      const s = solver.solve(game, BUDGET, game.chanceNo);
      const par = !s.finished ? { unknown: true } : s.line ? { moves: s.line.length } : { none: true };
      postMessage({ id, par });
    } else {
      postMessage({ id, hint: solver.hint(game, BUDGET, game.chanceNo - moves.length) });
    }
  } catch (err) {
    postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  } finally {
    game.free();
  }
};
