// Klondike's solver, off the page's thread. Every job names a position (settings and moves):
// { id, job: "solve", settings, moves } answers { id, verdict, line } (the engine's
// Klondike.solve with its defaults: "won" with a winning line, "lost", or "unknown" when its
// budget runs out); { id, job: "player", settings, moves, seed } answers { id, move, won, guesses },
// the ordinary game's player (it sees only what a player sees) and its estimate: the solver won
// `won` of its `guesses` at the hidden cards (move null, 0 of 0, when no move is legal); { id,
// job: "deal", draw, seeds } answers { id, seed, verdict, line } for the first of `seeds` the
// solver proves winnable (or the last one tried).
import init from "./pkg/index.js";
import { deal, notation, replayKlondike } from "./klondike-game.js";

const ready = init();

// The solver's budget and table are the engine's defaults (about a second of search in a table of
// at most 32 MiB, of which an easy position uses little), for the hint, the light and the deals
// checked winnable alike: a reply within a few seconds, in the memory a phone's page has.

// The player keeps its plan in its game's table between moves: one game lives on from job to job,
// and a job whose moves extend the last job's plays only the new ones onto it (any other job, an
// undo or another deal, builds the game again from the deal, and the player starts afresh).
let player = null; // { seed, draw, moves, game }

/** The player's game at `moves`: the one kept, moved on, or a new one. */
function playerGame(settings, moves) {
  // The deal is its seed and draw alone (the settings also carry the clock, which moves on).
  const same = player && player.seed === settings.seed && player.draw === settings.draw &&
    player.moves.length <= moves.length && player.moves.every((move, at) => move === moves[at]);
  if (same) {
    try {
      for (const move of moves.slice(player.moves.length)) player.game.play(notation(move));
      player.moves = moves.slice();
      return player.game;
    } catch {
      // A move the engine refuses: the job's moves are checked again below, from the deal.
    }
  }
  player?.game.free();
  player = null;
  const game = replayKlondike(settings, moves);
  player = { seed: settings.seed, draw: settings.draw, moves: moves.slice(), game };
  return game;
}

onmessage = async ({ data }) => {
  await ready;
  const { id, job, settings, moves } = data;
  try {
    if (job === "deal") {
      let found = null;
      for (const seed of data.seeds) {
        const game = deal({ seed, draw: data.draw });
        const { verdict, line } = game.solve();
        game.free();
        found = { seed, verdict, line };
        if (verdict === "won") break;
      }
      postMessage({ id, ...found });
      return;
    }
    if (job === "player") {
      const game = playerGame(settings, moves);
      const { move, won, guesses } = game.playerEstimate(data.seed) ?? { move: null, won: 0, guesses: 0 };
      postMessage({ id, move, won, guesses });
      return;
    }
    const game = replayKlondike(settings, moves);
    try {
      const { verdict, line } = game.solve();
      postMessage({ id, verdict, line });
    } finally {
      game.free();
    }
  } catch (err) {
    postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
