// The Quixo computer player, off the page's thread: the page stays responsive (and its slide
// animations smooth) while the engine searches, and solving 4 x 4 for "perfect" (43 MB, seconds)
// happens here once. Asked { id, settings, moves }, it answers { id, move, ms, level, nodes } (the
// engine player's level name and the positions it searched; or { id, error }), with
// { id, solving: size } first when it must solve the board before it can answer.
//
// Served with solved 5 x 5 layers (`python -m digipeg web --tables DIR`, `make web TABLES=DIR`),
// `quixo-tables.json` lists them: in a 2-player 5 x 5 game the worker fetches the few layers a
// position needs (`QuixoTables.missing`) once it has at most one blank, and the level then plays
// perfectly (`tables: true` in the answer). Served without, the list is empty and nothing is fetched.
import init, { QuixoPlayer, QuixoSolution, QuixoTables, quixoLayerFileName } from "./pkg/index.js";
import { LEVELS } from "./quixo-levels.js";
import { fromMove, replayQuixo } from "./quixo-game.js";

const ready = init();
const solutions = new Map(); // board size -> QuixoSolution
let served = null; // Promise of { base, layers: Set of "size,a,b" } from quixo-tables.json
let tables = null; // QuixoTables: the layers fetched so far

/** The solved layers in reach of `game` (fetched now if needed), or null when not served. */
async function tablesFor(game, settings) {
  if (settings.size !== 5 || settings.players !== 2) return null;
  served ??= fetch("quixo-tables.json")
    .then((r) => (r.ok ? r.json() : { layers: [] }))
    .then((list) => ({ base: list.base, layers: new Set(list.layers.map(String)) }))
    .catch(() => ({ base: "", layers: new Set() }));
  const { base, layers } = await served;
  if (layers.size === 0) return null;
  tables ??= new QuixoTables();
  const missing = tables.missing(game);
  if (!missing.every((layer) => layers.has(String(layer)))) return null; // not solved this far down
  const file = async (layer, kind) => {
    const reply = await fetch(base + quixoLayerFileName(...layer, kind));
    if (!reply.ok) throw new Error(`${reply.url}: HTTP ${reply.status}`);
    return reply.arrayBuffer();
  };
  for (const layer of missing) tables.add(await file(layer, "values"), await file(layer, "passes"));
  return tables;
}

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
    // A named level searches with its own settings, or plays from the solved layers where they
    // reach; "perfect" looks the move up in the solution.
    const solved = level.solved ? null : await tablesFor(game, settings);
    const choice = level.solved
      ? player.chooseSolved(game, solution(settings.size, id), 0)
      : solved
        ? player.chooseTables(game, solved)
        : player.choose(game);
    const fromTables = solved !== null && choice.nodes === 0;
    postMessage({
      id, move: fromMove(choice.move), ms: performance.now() - start, level: player.level, nodes: choice.nodes,
      tables: fromTables,
    });
    player.free();
    game.free();
  } catch (err) {
    postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
