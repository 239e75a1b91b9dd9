// `make bench-wasm` (and `make klondike-player`): the ordinary game's player in WebAssembly under
// Node (V8, the engine of the browser's worker), as a page calls it: `playerMove` once a move on one
// Klondike object, which keeps the player's plan. Klondike-Solver's games FIRST to FIRST + N - 1
// (BENCH_KLONDIKE_FIRST, default 1; BENCH_KLONDIKE_GAMES, default 20), draw BENCH_KLONDIKE_DRAW
// (default 3), unlimited passes: the games won, and the time of a move (p50, p99, max), which must
// stay under a second. DIGIPEG_PKG names the built package.
import { pathToFileURL } from "node:url";

const pkg = process.env.DIGIPEG_PKG ?? new URL("../pkg", import.meta.url).pathname;
const { Klondike } = await import(pathToFileURL(`${pkg}/node.js`).href);

const first = Number(process.env.BENCH_KLONDIKE_FIRST ?? 1);
const games = Number(process.env.BENCH_KLONDIKE_GAMES ?? 20);
const draw = Number(process.env.BENCH_KLONDIKE_DRAW ?? 3);

const times = [];
let won = 0;
for (let seed = first; seed < first + games; seed++) {
  const game = Klondike.fromSeed(seed, draw);
  for (let moves = 0; moves < 2000 && !game.isWon(); moves++) {
    const started = performance.now();
    const move = game.playerMove(1);
    times.push(performance.now() - started);
    if (move === undefined) break;
    game.play(move);
  }
  won += game.isWon() ? 1 : 0;
  game.free();
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.round((times.length - 1) * q))];
console.log(
  `klondike player (wasm), draw ${draw}, games ${first}-${first + games - 1}: won ${won}; ` +
    `a move p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms ` +
    `(${times.length} moves)`,
);
if (at(1) >= 1000) {
  console.error("a move took a second or more");
  process.exitCode = 1;
}
