// The Quixo computer player, off the page's thread: the page stays responsive (and its slide
// animations smooth) while the engine searches, and solving 4 x 4 for "perfect" (43 MB, seconds)
// happens here once. Asked { id, settings, moves }, it answers { id, move, ms, level, nodes } (the
// engine player's level name and the positions it searched; or { id, error }), with
// { id, solving: size } first when it must solve the board before it can answer.
import init, { QuixoPlayer, QuixoSolution } from "./pkg/index.js";
import { LEVELS } from "./quixo-levels.js";
import { fromMove, replayQuixo } from "./quixo-game.js";

const ready = init();
const solutions = new Map(); // board size -> QuixoSolution

function solution(size, id) {
  if (!solutions.has(size)) {
    postMessage({ id, solving: size });
    solutions.set(size, QuixoSolution.solve(size));
  }
  return solutions.get(size);
}

onmessage = async ({ data }) => {
  await ready;
  const { id, settings, moves, prepare } = data;
  try {
    if (prepare) {
      solution(prepare, id);
      postMessage({ id, prepared: prepare });
      return;
    }
    const start = performance.now();
    const game = replayQuixo(settings, moves);
    const level = LEVELS[settings.level];
    const player = new QuixoPlayer(level.player, BigInt(settings.seed) + BigInt(moves.length));
    // A named level searches with its own settings; "perfect" looks the move up in the solution.
    const choice = level.solved ? player.chooseSolved(game, solution(settings.size, id), 0) : player.choose(game);
    postMessage({ id, move: fromMove(choice.move), ms: performance.now() - start, level: player.level, nodes: choice.nodes });
    player.free();
    game.free();
  } catch (err) {
    postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
