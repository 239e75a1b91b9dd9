// The DigiPeg analyst, off the page's thread: after every jump it answers "can this position
// still end with one peg?", and on request a hint. Every answer comes from the engine:
// - the engine's analysis (`PegAnalysis`: the position class, a beam search, the solver, a wider
//   beam, the solver on; its table is kept across the positions of a board), one step at a time so
//   that a newer position or a hint request is noticed between steps. The engine decides the steps
//   and their sizes, the same in Python, C and Rust; this worker only adds a longer cap (`CAP`).
//   The hint is the same analysis's (`hintStep`): the first jump of a line found to one peg, else
//   of the best line a beam and the solver find;
// - what it already knows about earlier positions of the same game: a position reached from one
//   that cannot end with one peg cannot either, and the rest of a line to one peg is a line to one
//   peg from the position its first jump leads to (replayed through the engine before it is used).
//   The engine's analysis carries the same from the position one jump before (reasons "earlier" and
//   "line", the latter also when the jump played commutes with the line's first jumps).
//
// Messages in: { type: "position", id, settings, jumps } and { type: "hint", id }.
// Messages out: { id, verdict: { state: "checking" | "yes" | "no" | "unknown", why, nodes, line? } }
// and { id, hint: { searching, nodes } | { jump, bestPegs, proven, nodes } }.
import init, { PegAnalysis } from "./pkg/index.js";
import { replayPeg, sameJump, toJump } from "./peg-game.js";

/** Solver positions searched before giving up on a question: none a game reaches. The worker keeps
 * deciding in the background while the position stands (the light says "checking…" until then), in
 * slices, so a newer position or a hint request is noticed between them; the hint itself searches at
 * most the engine's hint cap (20 M positions). */
export const CAP = Number.MAX_SAFE_INTEGER;

const ready = init();
let analysis = null;
let job = null; // the position being analysed
let running = false;
const known = new Map(); // position key -> { state: "yes", line } | { state: "no", why }

const key = (game) => `${game.directions}\n${game.rowsText()}`;

onmessage = async ({ data }) => {
  await ready;
  analysis ??= new PegAnalysis();
  if (data.type === "position") {
    job?.positions.forEach((p) => p.free());
    job = start(data);
  } else if (data.type === "hint" && job?.id === data.id) {
    job.wantHint = true;
  }
  if (!running) pump();
};

/** A job: the positions of the game (the engine replays every jump), and what is asked. */
function start({ id, settings, jumps }) {
  const positions = [];
  for (let k = 0; k <= jumps.length; k++) positions.push(replayPeg(settings, jumps.slice(0, k)));
  const game = positions[positions.length - 1];
  return { id, jumps, positions, game, verdict: null, started: false, wantHint: false, hint: null, turn: 0 };
}

async function pump() {
  running = true;
  while (job && (!job.verdict || (job.wantHint && !job.hint))) {
    const current = job;
    // With both questions open, take turns so that a hint does not wait for a long verdict.
    const hintTurn = current.wantHint && !current.hint && (current.verdict || current.turn++ % 2 === 1);
    if (hintTurn) hintSlice(current);
    else verdictSlice(current);
    await new Promise((resolve) => setTimeout(resolve, 0)); // let newer messages in
  }
  running = false;
}

function verdictSlice(j) {
  if (!j.started) {
    j.started = true;
    analysis.start(j.game, CAP); // the hint asks the same analysis
    const answer = deduce(j);
    if (answer) return settle(j, answer, 0);
  }
  const v = analysis.step();
  if (v.state === "checking") return postMessage({ id: j.id, verdict: { state: "checking", nodes: v.nodes } });
  const why = { beam: "found", search: v.state === "yes" ? "found" : "searched" }[v.reason] ?? v.reason;
  settle(j, v.state === "yes" ? { state: "yes", why, line: v.line } : { state: v.state, why }, v.nodes);
}

/** What needs no search: one peg, no jump, the position class, or an earlier position. */
function deduce(j) {
  const { game, positions, jumps } = j;
  const cached = known.get(key(game));
  if (cached) return cached;
  if (game.pegsLeft === 1) return { state: "yes", why: "one", line: [] };
  for (const earlier of positions.slice(0, -1)) {
    if (known.get(key(earlier))?.state === "no") return { state: "no", why: "earlier" };
  }
  if (game.gameOver()) return { state: "no", why: "over" };
  if (game.singlePegHoles().length === 0) return { state: "no", why: "class" };
  const before = positions.length > 1 ? known.get(key(positions[positions.length - 2])) : undefined;
  if (before?.state === "yes" && before.line.length > 0 && sameJump(before.line[0], toJump(jumps[jumps.length - 1]))) {
    const rest = before.line.slice(1);
    const check = game.clone();
    for (const jump of rest) check.play(jump); // the engine checks the line again
    const ok = check.pegsLeft === 1;
    check.free();
    if (ok) return { state: "yes", why: "line", line: rest };
  }
  return null;
}

function settle(j, verdict, nodes) {
  j.verdict = { ...verdict, nodes };
  if (verdict.state === "yes" || verdict.state === "no") known.set(key(j.game), verdict);
  postMessage({ id: j.id, verdict: j.verdict });
}

function hintSlice(j) {
  if (j.verdict?.state === "yes" && j.verdict.line.length > 0) {
    return answerHint(j, { jump: j.verdict.line[0], bestPegs: 1, proven: true, nodes: 0 });
  }
  const h = analysis.hintStep();
  if (h.searching) return postMessage({ id: j.id, hint: h });
  answerHint(j, h);
}

function answerHint(j, hint) {
  j.hint = hint;
  postMessage({ id: j.id, hint: j.hint });
}
