// The DigiPeg analyst, off the page's thread: after every jump it answers "can this position
// still end with one peg?", and on request a hint. Every answer comes from the engine:
// - the position-class test (`singlePegHoles()` empty: one peg is impossible, proven at once);
// - the engine's beam search (`PegSolver.beam`), which finds a line to one peg in a fraction of a
//   second even on 9 x 9 boards, where a line exists and looks like most do; a line found is a proof;
//   if the first slice of the solver (below) settles nothing, a ten times wider beam once;
// - the peg solver (`PegSolver.solve`, a 32 MB table kept across the positions of a board), run
//   in slices so that a newer position or a hint request is noticed between them, each slice
//   continuing where the last one stopped (the table remembers every position searched to the
//   end), up to a node cap: it proves "no" where the beam finds nothing;
// - what it already knows about earlier positions of the same game: a position reached from one
//   that cannot end with one peg cannot either, and the rest of a line to one peg is a line to one
//   peg from the position its first jump leads to (replayed through the engine before it is used).
//
// Messages in: { type: "position", id, settings, jumps } and { type: "hint", id }.
// Messages out: { id, verdict: { state: "checking" | "yes" | "no" | "unknown", why, nodes, line? } }
// and { id, hint: { searching, nodes } | { jump, bestPegs, proven, nodes } }.
import init, { PegSolver } from "./pkg/index.js";
import { replayPeg, sameJump, toJump } from "./peg-game.js";

/** Positions per slice: about a tenth of a second. */
const SLICE = 250_000;
/** The beam's width: every class-allowed start of every board up to 9 x 9 ends with one peg at this width. */
const WIDTH = 100;
/** The second, wider beam, tried once the first solver slice has not settled the question: on positions
 * of random play it finds a line in about a third of those the first beam and the solver leave open
 * (make bench, peg-decide), in a few tenths of a second. */
const WIDE = 1_000;
/** Positions searched before giving up on a question. */
export const CAP = 20_000_000;

const ready = init();
let solver = null;
let job = null; // the position being analysed
let running = false;
const known = new Map(); // position key -> { state: "yes", line } | { state: "no", why }

const key = (game) => `${game.directions}\n${game.rowsText()}`;

onmessage = async ({ data }) => {
  await ready;
  solver ??= new PegSolver(1 << 21);
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
  return { id, jumps, positions, game, verdict: null, verdictNodes: 0, beamed: false, slices: 0, wideBeamed: false, wantHint: false, hint: null, hintNodes: 0, best: null, turn: 0 };
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
  if (!j.beamed) {
    j.beamed = true;
    const answer = deduce(j);
    if (answer) return settle(j, answer);
    const line = solver.beam(j.game, "onePeg", WIDTH);
    j.verdictNodes += line.nodes;
    if (line.reached) return settle(j, { state: "yes", why: "found", line: line.moves });
    postMessage({ id: j.id, verdict: { state: "checking", nodes: j.verdictNodes } });
    return;
  }
  if (j.slices === 1 && !j.wideBeamed) {
    j.wideBeamed = true;
    const line = solver.beam(j.game, "onePeg", WIDE);
    j.verdictNodes += line.nodes;
    if (line.reached) return settle(j, { state: "yes", why: "found", line: line.moves });
    postMessage({ id: j.id, verdict: { state: "checking", nodes: j.verdictNodes } });
    return;
  }
  const s = solver.solve(j.game, "onePeg", SLICE);
  j.slices += 1;
  j.verdictNodes += s.nodes;
  if (s.reached) return settle(j, { state: "yes", why: "found", line: s.moves });
  if (s.finished) return settle(j, { state: "no", why: "searched" });
  if (j.verdictNodes >= CAP) return settle(j, { state: "unknown", why: "cap" });
  postMessage({ id: j.id, verdict: { state: "checking", nodes: j.verdictNodes } });
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

function settle(j, verdict) {
  j.verdict = { ...verdict, nodes: j.verdictNodes };
  if (verdict.state === "yes" || verdict.state === "no") known.set(key(j.game), verdict);
  postMessage({ id: j.id, verdict: j.verdict });
}

function hintSlice(j) {
  if (j.verdict?.state === "yes" && j.verdict.line.length > 0) {
    return answerHint(j, { jump: j.verdict.line[0], bestPegs: 1, proven: true });
  }
  const s = j.hintNodes === 0 ? solver.beam(j.game, "fewestPegs", WIDTH) : solver.solve(j.game, "fewestPegs", SLICE);
  j.hintNodes += s.nodes;
  if (s.moves.length > 0 && (!j.best || s.bestPegs < j.best.bestPegs)) j.best = { jump: s.moves[0], bestPegs: s.bestPegs };
  if (s.finished && s.moves.length > 0) return answerHint(j, { jump: s.moves[0], bestPegs: s.bestPegs, proven: true });
  if (s.finished || j.hintNodes >= CAP) {
    const fallback = j.best ?? { jump: j.game.legalMoves()[0], bestPegs: j.game.pegsLeft - 1 };
    return answerHint(j, { ...fallback, proven: false });
  }
  postMessage({ id: j.id, hint: { searching: true, nodes: j.hintNodes } });
}

function answerHint(j, hint) {
  j.hint = { ...hint, nodes: j.hintNodes };
  postMessage({ id: j.id, hint: j.hint });
}
