//! The peg solver (`PegSolver`) and the classic boards it is made for (`DigiPeg.english()` ...).

use digipeg::peg::{
    ANALYSIS_NODE_CAP, ANALYSIS_TABLE_ENTRIES, ANALYSIS_WIDEST_SLOTS, Analysis, Beam, BeamSlot,
    DigiPeg as Core, Goal, Hole, Jump, Solver, Verdict,
};
use wasm_bindgen::prelude::*;

use crate::peg::{DigiPeg, peg_jumps};
use crate::{JsErr, JsResult, int, table, uint32, uint64};

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// A `PegSolution` object.
    #[wasm_bindgen(js_name = pegSolution)]
    fn peg_solution(finished: bool, reached: bool, best_pegs: u32, moves: JsValue, nodes: f64) -> JsValue;
    /// A `PegHint` object.
    #[wasm_bindgen(js_name = pegHint)]
    fn peg_hint(jump: JsValue, best_pegs: u32, finished: bool) -> JsValue;
    /// A `PegVerdict` object.
    #[wasm_bindgen(js_name = pegVerdict)]
    fn peg_verdict(
        state: &str,
        reason: Option<String>,
        line: JsValue,
        nodes: f64,
        best_pegs: u32,
        least_pegs: u32,
    ) -> JsValue;
    /// A `PegAnalysisHint` still searching.
    #[wasm_bindgen(js_name = pegHintSearching)]
    fn peg_hint_searching(nodes: f64) -> JsValue;
    /// A `PegAnalysisHint` found.
    #[wasm_bindgen(js_name = pegHintFound)]
    fn peg_hint_found(jump: JsValue, best_pegs: u32, proven: bool, nodes: f64) -> JsValue;
    /// A goal hole's two numbers (a `TypeError` unless it is an object).
    #[wasm_bindgen(js_name = holeArgs, catch)]
    fn hole_args(hole: &JsValue) -> Result<Vec<JsValue>, JsValue>;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_PEG_SOLVER: &str = r#"
/** What `PegSolver.solve` looks for: the fewest pegs, one peg anywhere, or one peg on this hole. */
export type PegGoal = "fewestPegs" | "onePeg" | Hole;
/** What a peg search found. If `finished`, the answer is proven: `reached` tells whether the goal
 *  can be met (for "fewestPegs": `bestPegs` is the fewest reachable). If not, `reached == false`
 *  only means "not found yet". `moves` meets the goal, or else leaves the fewest pegs seen. */
export interface PegSolution { finished: boolean; reached: boolean; bestPegs: number; moves: PegJump[]; nodes: number }
/** The next jump of the best line found, the pegs that line leaves, and whether it is proven best. */
export interface PegHint { jump: PegJump; bestPegs: number; finished: boolean }
/** What `PegAnalysis` says so far: "yes" with a `line` to one peg (replayed by the engine), "no" with
 *  its proof, "unknown" once the node cap is searched, "checking" until then. `reason`: "one" (one peg
 *  left), "over" (no jump left), "class" (the position class), "stranded" (pegs that can never leave),
 *  "beam" or "search" (how the line was found, or "search": every position searched), "earlier" or
 *  "line" (from the position one jump before: it was dead, or its line less the jump replays), "cap";
 *  null while checking. `bestPegs`: the fewest pegs a line found reaches; `leastPegs`: the fewest no
 *  test rules out. */
/** `PegAnalysis.hintStep()`: still searching, or the jump, the pegs its line leaves, and whether that is proven best. */
export type PegAnalysisHint = { searching: true; nodes: number } | { jump: PegJump; bestPegs: number; proven: boolean; nodes: number };
export interface PegVerdict {
  state: "checking" | "yes" | "no" | "unknown";
  reason: "one" | "over" | "class" | "stranded" | "earlier" | "beam" | "line" | "search" | "cap" | null;
  line: PegJump[];
  nodes: number;
  bestPegs: number;
  leastPegs: number;
}
"#;

fn hole(row: &JsValue, col: &JsValue) -> JsResult<Option<Hole>> {
    Ok(Hole::try_new(int(row, "emptyRow")?, int(col, "emptyCol")?))
}

fn jumps(list: &[Jump]) -> JsValue {
    let flat: Vec<u8> = list
        .iter()
        .flat_map(|j| [j.from.row(), j.from.col(), j.to.row(), j.to.col()])
        .collect();
    peg_jumps(&flat)
}

#[wasm_bindgen(js_class = DigiPeg)]
impl DigiPeg {
    /// The English 33-hole cross, empty at (`emptyRow`, `emptyCol`) (default: the centre, 3, 3).
    /// @throws {DigipegRangeError} 101 (not a hole of the cross).
    pub fn english(
        #[wasm_bindgen(js_name = emptyRow, unchecked_optional_param_type = "number")] empty_row: JsValue,
        #[wasm_bindgen(js_name = emptyCol, unchecked_optional_param_type = "number")] empty_col: JsValue,
    ) -> JsResult<DigiPeg> {
        if empty_row.is_undefined() && empty_col.is_undefined() {
            return Ok(DigiPeg(Core::english()));
        }
        let empty = hole(&empty_row, &empty_col)?.ok_or(digipeg::Error::PegEmptyHoleOffBoard)?;
        Ok(DigiPeg(Core::english_with_empty(empty)?))
    }

    /// The French 37-hole board, empty at (`emptyRow`, `emptyCol`).
    /// @throws {DigipegRangeError} 101 (not a hole of the board).
    pub fn french(
        #[wasm_bindgen(js_name = emptyRow, unchecked_param_type = "number")] empty_row: JsValue,
        #[wasm_bindgen(js_name = emptyCol, unchecked_param_type = "number")] empty_col: JsValue,
    ) -> JsResult<DigiPeg> {
        let empty = hole(&empty_row, &empty_col)?.ok_or(digipeg::Error::PegEmptyHoleOffBoard)?;
        Ok(DigiPeg(Core::french_with_empty(empty)?))
    }

    /// The 15-hole triangle (jumps in 6 directions), empty at (`emptyRow`, `emptyCol`) (default: the top, 0, 0).
    /// @throws {DigipegRangeError} 101 (not a hole of the triangle).
    pub fn triangle(
        #[wasm_bindgen(js_name = emptyRow, unchecked_optional_param_type = "number")] empty_row: JsValue,
        #[wasm_bindgen(js_name = emptyCol, unchecked_optional_param_type = "number")] empty_col: JsValue,
    ) -> JsResult<DigiPeg> {
        if empty_row.is_undefined() && empty_col.is_undefined() {
            return Ok(DigiPeg(Core::triangle()));
        }
        let empty = hole(&empty_row, &empty_col)?.ok_or(digipeg::Error::PegEmptyHoleOffBoard)?;
        Ok(DigiPeg(Core::triangle_with_empty(empty)?))
    }
}

/// The default table: 2^16 entries of 16 bytes, 1 MiB of wasm memory.
const DEFAULT_ENTRIES: usize = 1 << 16;

/// The most table entries a solver may ask for: 2^24 entries, 256 MiB of wasm memory.
const MAX_ENTRIES: usize = 1 << 24;

/// The beam's default width: every class-allowed 9 x 9 start ends with one peg at this width.
const DEFAULT_BEAM_WIDTH: usize = 100;

/// The widest beam: 2000 x 88 slots of 32 bytes, 5.6 MB for the call.
const MAX_BEAM_WIDTH: u32 = 2000;

/// A peg solitaire solver with its own table of dead positions (kept between calls on the same
/// board and goal). Every search is bounded by a node budget and says whether it finished; every
/// line it returns has been replayed through the rules.
#[wasm_bindgen(js_name = PegSolver)]
pub struct PegSolver(Solver<Vec<u128>>);

#[wasm_bindgen(js_class = PegSolver)]
impl PegSolver {
    /// A solver whose table holds `tableEntries` positions (default 65536, 16 bytes each; the
    /// largest power of two that fits is used).
    /// @throws {DigipegError} 500 (fewer than 64 entries).
    /// @throws {RangeError} unless an integer, above 2^24 entries, or if wasm memory cannot grow that far.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(js_name = tableEntries, unchecked_optional_param_type = "number")]
        table_entries: JsValue,
    ) -> JsResult<PegSolver> {
        Ok(PegSolver(Solver::new(peg_table(
            &table_entries,
            DEFAULT_ENTRIES,
        )?)?))
    }

    /// Search `game` for `goal`, visiting at most `nodeBudget` positions.
    /// @throws {DigipegRangeError} 502 (the goal hole is not a hole of the board).
    /// @throws {RangeError} for a budget that is not a non-negative integer.
    #[wasm_bindgen(unchecked_return_type = "PegSolution")]
    pub fn solve(
        &mut self,
        game: &DigiPeg,
        #[wasm_bindgen(unchecked_param_type = "PegGoal")] goal: JsValue,
        #[wasm_bindgen(js_name = nodeBudget, unchecked_param_type = "number | bigint")] node_budget: JsValue,
    ) -> JsResult<JsValue> {
        let goal = parse_goal(&goal)?;
        let budget = uint64(&node_budget, "nodeBudget")?;
        let s = self.0.solve(&game.0, goal, budget)?;
        Ok(peg_solution(
            s.finished,
            s.reached,
            s.best_pegs,
            jumps(&s.moves),
            s.nodes as f64,
        ))
    }

    /// The next jump of the best line from `game` (fewest pegs), searching at most `nodeBudget` positions.
    /// @throws {DigipegError} 501 (no jump is left).
    #[wasm_bindgen(unchecked_return_type = "PegHint")]
    pub fn hint(
        &mut self,
        game: &DigiPeg,
        #[wasm_bindgen(js_name = nodeBudget, unchecked_param_type = "number | bigint")] node_budget: JsValue,
    ) -> JsResult<JsValue> {
        let h = self.0.hint(&game.0, uint64(&node_budget, "nodeBudget")?)?;
        Ok(peg_hint(jumps(&[h.jump]), h.best_pegs, h.finished))
    }

    /// Look for a line to `goal` by beam search, keeping `width` positions per jump (default
    /// 100, at most 2000; about 2.8 KB of memory each, for the call only). Fast on the large
    /// boards `solve` cannot finish, but it proves only what it finds: `finished` and `reached`
    /// when its line meets the goal (for "fewestPegs": leaves as few pegs as the position class
    /// allows), `finished` alone when the class rules the goal out; otherwise `moves` is the line
    /// leaving the fewest pegs found, and nothing is proven.
    /// @throws {DigipegRangeError} 502 (the goal hole is not a hole of the board).
    /// @throws {RangeError} for a width that is not an integer from 1 to 2000.
    #[wasm_bindgen(unchecked_return_type = "PegSolution")]
    pub fn beam(
        &mut self,
        game: &DigiPeg,
        #[wasm_bindgen(unchecked_param_type = "PegGoal")] goal: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] width: JsValue,
    ) -> JsResult<JsValue> {
        let goal = parse_goal(&goal)?;
        let width = if width.is_undefined() {
            DEFAULT_BEAM_WIDTH
        } else {
            match uint32(&width, "width")? {
                w @ 1..=MAX_BEAM_WIDTH => w as usize,
                _ => return Err(JsErr::range_error("width must be an integer from 1 to 2000")),
            }
        };
        let memory = beam_memory(Beam::<Vec<BeamSlot>>::slots_for(width))?;
        let s = Beam::new(memory)?.solve(&game.0, goal, width)?;
        Ok(peg_solution(
            s.finished,
            s.reached,
            s.best_pegs,
            jumps(&s.moves),
            s.nodes as f64,
        ))
    }

    /// Forget everything the table learnt.
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

fn parse_goal(goal: &JsValue) -> JsResult<Goal> {
    if goal.is_undefined() {
        return Ok(Goal::FewestPegs);
    }
    if let Some(name) = goal.as_string() {
        return match name.as_str() {
            "fewestPegs" => Ok(Goal::FewestPegs),
            "onePeg" => Ok(Goal::OnePeg),
            _ => Err(JsErr::range_error(
                "goal must be \"fewestPegs\", \"onePeg\" or a hole { row, col }",
            )),
        };
    }
    let values = hole_args(goal).map_err(JsErr)?;
    let [row, col] = values.as_slice() else {
        return Err(JsErr::type_error(
            "goal must be \"fewestPegs\", \"onePeg\" or a hole { row, col }",
        ));
    };
    let hole = Hole::try_new(int(row, "goal.row")?, int(col, "goal.col")?);
    Ok(Goal::OnePegAt(hole.ok_or(digipeg::Error::SearchGoalOffBoard)?))
}

/// "Can this position still end with one peg?", decided exactly: the analysis the page's light and
/// hint use. `decide(game)` answers at once; `start(game)` then `step()` until the state is not
/// "checking" lets a worker notice newer questions between steps. Its solver's table is kept between
/// positions of the same board (`tableEntries` of 16 bytes, default 2^21: 32 MiB), and its beams take
/// 28 MB more (the widest, of width 10,000, run past the engine's cap: a worker deciding in the
/// background). A position one jump after the last one decided takes its verdict from it when it can
/// ("earlier": that one was dead; "line": its line less the jump replays from here).
#[wasm_bindgen(js_name = PegAnalysis)]
pub struct PegAnalysis(Analysis<Vec<u128>, Vec<BeamSlot>>);

#[wasm_bindgen(js_class = PegAnalysis)]
impl PegAnalysis {
    /// @throws {DigipegError} 500 (fewer than 64 entries).
    /// @throws {RangeError} unless an integer, above 2^24 entries, or if wasm memory cannot grow that far.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(js_name = tableEntries, unchecked_optional_param_type = "number")]
        table_entries: JsValue,
    ) -> JsResult<PegAnalysis> {
        let memory = peg_table(&table_entries, ANALYSIS_TABLE_ENTRIES)?;
        Ok(PegAnalysis(Analysis::new(
            memory,
            beam_memory(ANALYSIS_WIDEST_SLOTS)?,
        )?))
    }

    /// The verdict on `game`, searching at most `nodeCap` solver positions (default: the engine's cap).
    /// @throws {RangeError} for a cap that is not a non-negative integer.
    #[wasm_bindgen(unchecked_return_type = "PegVerdict")]
    pub fn decide(
        &mut self,
        game: &DigiPeg,
        #[wasm_bindgen(js_name = nodeCap, unchecked_optional_param_type = "number | bigint")]
        node_cap: JsValue,
    ) -> JsResult<JsValue> {
        let cap = cap(&node_cap)?;
        let verdict = self.0.decide(&game.0, cap);
        Ok(self.verdict(&verdict))
    }

    /// Start on `game` (a copy: later jumps on `game` do not change the question).
    /// @throws {RangeError} for a cap that is not a non-negative integer.
    pub fn start(
        &mut self,
        game: &DigiPeg,
        #[wasm_bindgen(js_name = nodeCap, unchecked_optional_param_type = "number | bigint")]
        node_cap: JsValue,
    ) -> JsResult<()> {
        self.0.start(&game.0, cap(&node_cap)?);
        Ok(())
    }

    /// One step: a beam, or a slice of the solver (about a tenth of a second at most). The verdict so far.
    #[wasm_bindgen(unchecked_return_type = "PegVerdict")]
    pub fn step(&mut self) -> JsValue {
        let verdict = self.0.step();
        self.verdict(&verdict)
    }

    /// One step toward the hint for the position given to `start`: `{ searching: true, nodes }`
    /// while it searches, then `{ jump, bestPegs, proven, nodes }` (the first jump of the verdict's
    /// line if it found one, else of the best line a beam and the solver find within the cap).
    /// @throws {DigipegError} 501 (no jump is left).
    #[wasm_bindgen(js_name = hintStep, unchecked_return_type = "PegAnalysisHint")]
    pub fn hint_step(&mut self) -> JsResult<JsValue> {
        let nodes = |a: &Self| a.0.hint_nodes() as f64;
        Ok(match self.0.hint_step()? {
            None => peg_hint_searching(nodes(self)),
            Some(h) => peg_hint_found(jumps(&[h.jump]), h.best_pegs, h.finished, nodes(self)),
        })
    }

    /// The hint for `game`, every step to the end (`nodeCap` solver positions at most).
    /// @throws {DigipegError} 501 (no jump is left).
    /// @throws {RangeError} for a cap that is not a non-negative integer.
    #[wasm_bindgen(unchecked_return_type = "PegAnalysisHint")]
    pub fn hint(
        &mut self,
        game: &DigiPeg,
        #[wasm_bindgen(js_name = nodeCap, unchecked_optional_param_type = "number | bigint")]
        node_cap: JsValue,
    ) -> JsResult<JsValue> {
        let h = self.0.hint(&game.0, cap(&node_cap)?)?;
        Ok(peg_hint_found(
            jumps(&[h.jump]),
            h.best_pegs,
            h.finished,
            self.0.hint_nodes() as f64,
        ))
    }

    /// Forget everything the table learnt.
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

impl PegAnalysis {
    fn verdict(&self, verdict: &Verdict) -> JsValue {
        let line = match verdict {
            Verdict::Yes { line, .. } => jumps(line),
            _ => jumps(&[]),
        };
        peg_verdict(
            verdict.name(),
            verdict.reason().map(|r| r.name().to_owned()),
            line,
            self.0.nodes() as f64,
            self.0.best_pegs(),
            self.0.least_pegs(),
        )
    }
}

/// A solver table of `tableEntries` (default `default`), from 64 entries to 2^24.
fn peg_table(entries: &JsValue, default: usize) -> JsResult<Vec<u128>> {
    table(
        entries,
        default,
        digipeg::peg::MIN_TABLE_ENTRIES,
        MAX_ENTRIES,
        0u128,
    )
}

/// `slots` beam slots, or a `RangeError` if wasm memory cannot grow that far.
fn beam_memory(slots: usize) -> JsResult<Vec<BeamSlot>> {
    let mut memory = Vec::new();
    memory
        .try_reserve_exact(slots)
        .map_err(|_| JsErr::range_error("not enough wasm memory for the beam"))?;
    memory.resize(slots, BeamSlot::EMPTY);
    Ok(memory)
}

fn cap(value: &JsValue) -> JsResult<u64> {
    if value.is_undefined() {
        Ok(ANALYSIS_NODE_CAP)
    } else {
        uint64(value, "nodeCap")
    }
}
