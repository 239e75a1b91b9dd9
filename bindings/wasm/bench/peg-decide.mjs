// `make bench-wasm`: the peg-decide figures of `make bench` (bench/src/peg_decide.rs), in WebAssembly
// under Node (V8, the engine of the browser's worker). The engine's analysis (`PegAnalysis.decide`,
// as the page's worker steps it: the position class, the beam at width 100, one solver slice, the beam
// at width 1,000, then the solver on, within the engine's cap of 2 M solver nodes). Positions come from seeded random games cut at a
// random jump (a seeded generator of this file's own: the same kind of positions as the native bench,
// not the same ones). DIGIPEG_PKG names the built package; BENCH_PEG_POSITIONS the count (default 1,000);
// BENCH_PEG_BOARDS the boards. Times are the node process's CPU time (as klondike-player.mjs takes them),
// so a loaded machine slows them less than it slows the wall clock.
import { pathToFileURL } from "node:url";

const pkg = process.env.DIGIPEG_PKG ?? new URL("../pkg", import.meta.url).pathname;
const { DigiPeg, PegAnalysis } = await import(pathToFileURL(`${pkg}/node.js`).href);

const POSITIONS = Number(process.env.BENCH_PEG_POSITIONS ?? 1000);

/** mulberry32: a small seeded generator. */
function generator(seed) {
  let a = seed >>> 0;
  return (bound) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

function randomPosition(below, rows, cols, rule) {
  const start = () => new DigiPeg(rows, cols, r, c, rule);
  const [r, c] = [below(rows), below(cols)];
  const end = start();
  const line = [];
  for (let moves = end.legalMoves(); moves.length > 0; moves = end.legalMoves()) {
    const jump = moves[below(moves.length)];
    end.play(jump);
    line.push(jump);
  }
  end.free();
  const position = start();
  for (const jump of line.slice(0, below(line.length + 1))) position.play(jump);
  return position;
}

const analysis = new PegAnalysis(); // the worker's table
console.log("| wasm (Node) | random-play positions | decided | median | p99 | max |\n|---|---|---|---|---|---|");
/** The boards of the native bench: the squares (their seeds as before), then 7 x 9 and 8 x 9;
 * BENCH_PEG_BOARDS=9x9,8x9 picks some. */
const BOARDS = (process.env.BENCH_PEG_BOARDS ?? "7x7,8x8,9x9,7x9,8x9").split(",").map((b) => b.split("x").map(Number));
for (const rule of ["orthogonal", "diagonal"]) {
  for (const [rows, cols] of BOARDS) {
    const square = rows * 23 + (rule === "diagonal" ? 1 : 0);
    const below = generator(rows === cols ? square : square + 1000 * cols);
    const times = [];
    let unknown = 0;
    for (let k = 0; k < POSITIONS; k++) {
      const game = randomPosition(below, rows, cols, rule);
      const started = process.cpuUsage();
      const decided = analysis.decide(game).state !== "unknown";
      const spent = process.cpuUsage(started);
      times.push((spent.user + spent.system) / 1000);
      unknown += decided ? 0 : 1;
      game.free();
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.floor((times.length - 1) * q)].toFixed(1);
    const share = ((100 * (POSITIONS - unknown)) / POSITIONS).toFixed(1);
    console.log(`| ${rows} x ${cols} ${rule} | ${POSITIONS} | ${share}% | ${at(0.5)} ms | ${at(0.99)} ms | ${at(1)} ms |`);
  }
}
