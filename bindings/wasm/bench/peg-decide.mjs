// `make bench-wasm`: the peg-decide figures of `make bench` (bench/src/peg_decide.rs), in WebAssembly
// under Node (V8, the engine of the browser's worker). The engine's analysis (`PegAnalysis.decide`,
// as the page's worker steps it: the position class, the beam at width 100, one solver slice, the beam
// at width 1,000, then the solver on, within the engine's cap of 2 M solver nodes). Positions come from seeded random games cut at a
// random jump (a seeded generator of this file's own: the same kind of positions as the native bench,
// not the same ones). DIGIPEG_PKG names the built package; BENCH_PEG_POSITIONS the count (default 1,000).
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

function randomPosition(below, side, rule) {
  const start = () => new DigiPeg(side, side, r, c, rule);
  const [r, c] = [below(side), below(side)];
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
for (const rule of ["orthogonal", "diagonal"]) {
  for (const side of [7, 8, 9]) {
    const below = generator(side * 23 + (rule === "diagonal" ? 1 : 0));
    const times = [];
    let unknown = 0;
    for (let k = 0; k < POSITIONS; k++) {
      const game = randomPosition(below, side, rule);
      const started = performance.now();
      const decided = analysis.decide(game).state !== "unknown";
      times.push(performance.now() - started);
      unknown += decided ? 0 : 1;
      game.free();
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.floor((times.length - 1) * q)].toFixed(1);
    const share = ((100 * (POSITIONS - unknown)) / POSITIONS).toFixed(1);
    console.log(`| ${side} x ${side} ${rule} | ${POSITIONS} | ${share}% | ${at(0.5)} ms | ${at(0.99)} ms | ${at(1)} ms |`);
  }
}
