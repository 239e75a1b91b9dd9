// Klondike's solver, off the page's thread. Every job names a position (settings and moves):
// { id, job: "solve", settings, moves } answers { id, verdict, line } (the engine's
// Klondike.solve: "won" with a winning line, "lost", or "unknown" when its budget runs out);
// { id, job: "player", settings, moves, seed } answers { id, move, won, guesses }, the ordinary
// game's player (it sees only what a player sees) and its estimate: the solver won `won` of its
// `guesses` at the hidden cards (move null, 0 of 0, when no move is legal); { id, job: "deal",
// draw, seeds } answers { id, seed, verdict,
// line } for the first of `seeds` the solver proves winnable (or the last one tried).
import init from "./pkg/index.js";
import { deal, replayKlondike } from "./klondike-game.js";

const ready = init();
const NODES = 1_000_000; // the engine's default budget: hints and the light
// A deal the solver cannot settle within a fifth of that is passed over for the next one, so
// dealing stays within a few seconds.
const DEAL_NODES = 200_000;

onmessage = async ({ data }) => {
  await ready;
  const { id, job, settings, moves } = data;
  try {
    if (job === "deal") {
      let found = null;
      for (const seed of data.seeds) {
        const game = deal({ seed, draw: data.draw });
        const { verdict, line } = game.solve(DEAL_NODES);
        game.free();
        found = { seed, verdict, line };
        if (verdict === "won") break;
      }
      postMessage({ id, ...found });
      return;
    }
    const game = replayKlondike(settings, moves);
    try {
      if (job === "player") {
        const { move, won, guesses } = game.playerEstimate(data.seed) ?? { move: null, won: 0, guesses: 0 };
        postMessage({ id, move, won, guesses });
      } else {
        const { verdict, line } = game.solve(NODES);
        postMessage({ id, verdict, line });
      }
    } finally {
      game.free();
    }
  } catch (err) {
    postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
