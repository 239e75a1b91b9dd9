//! DigiPeg solver and classic boards: `digipeg_peg_solve`, `digipeg_peg_hint` (table memory
//! from the caller), `digipeg_peg_solve_small` (a table on the stack), the light's analysis
//! (`digipeg_peg_decide`, and `digipeg_peg_analysis` to carry verdicts through a game), the
//! English, French and triangle boards, and the position class.

use core::ffi::{c_int, c_void};

use digipeg_core::Error;
use digipeg_core::peg::{
    ANALYSIS_BEAM_SLOTS, ANALYSIS_NODE_CAP, ANALYSIS_TABLE_ENTRIES, ANALYSIS_WIDEST_SLOTS, Analysis,
    BeamSlot, Carried, DigiPeg, Goal, Hole, MIN_TABLE_ENTRIES, PositionClass, Reason, SMALL_TABLE_ENTRIES,
    Solution, Solver, Verdict, solve_small,
};

use crate::guard::{
    Fail, OutList, OutPtr, Res, Slot, TableMem, guard, load, non_null, store, written_by_fields,
};
use crate::peg::{digipeg_peg, digipeg_peg_jump};
use crate::status::DIGIPEG_E_BAD_ENUM;

/// Solver goal: the fewest pegs any sequence of jumps can leave.
pub const DIGIPEG_PEG_GOAL_FEWEST_PEGS: c_int = 0;
/// Solver goal: exactly one peg left, anywhere.
pub const DIGIPEG_PEG_GOAL_ONE_PEG: c_int = 1;
/// Solver goal: exactly one peg left, on the hole (`goal_row`, `goal_col`).
pub const DIGIPEG_PEG_GOAL_ONE_PEG_AT: c_int = 2;

/// The longest line the solver returns: a `digipeg_peg_jump` array this long always suffices.
pub const DIGIPEG_PEG_MAX_LINE: usize = 80;
const _: () = assert!(DIGIPEG_PEG_MAX_LINE == digipeg_core::peg::MAX_LINE);
/// Bytes of one solver table entry (a `u128`).
pub const DIGIPEG_PEG_TABLE_ENTRY_BYTES: usize = 16;
const _: () = assert!(DIGIPEG_PEG_TABLE_ENTRY_BYTES == size_of::<u128>());
/// The smallest solver table, in bytes (64 entries); less is `DIGIPEG_E_SEARCH_TABLE_TOO_SMALL`.
pub const DIGIPEG_PEG_MIN_TABLE_BYTES: usize = 1024;
const _: () = assert!(DIGIPEG_PEG_MIN_TABLE_BYTES == MIN_TABLE_ENTRIES * DIGIPEG_PEG_TABLE_ENTRY_BYTES);
/// The table `digipeg_peg_solve_small` uses on its own stack, in bytes (512 entries).
pub const DIGIPEG_PEG_SMALL_TABLE_BYTES: usize = 8192;
const _: () = assert!(DIGIPEG_PEG_SMALL_TABLE_BYTES == SMALL_TABLE_ENTRIES * DIGIPEG_PEG_TABLE_ENTRY_BYTES);

/// `digipeg_peg_decide`: one peg can be reached (the line is in the caller's jump array).
pub const DIGIPEG_PEG_VERDICT_YES: c_int = 1;
/// `digipeg_peg_decide`: one peg cannot be reached, proven.
pub const DIGIPEG_PEG_VERDICT_NO: c_int = 2;
/// `digipeg_peg_decide`: the node cap was searched, nothing is proven.
pub const DIGIPEG_PEG_VERDICT_UNKNOWN: c_int = 3;

/// Why a verdict holds: one peg is left.
pub const DIGIPEG_PEG_REASON_ONE_PEG_LEFT: c_int = 0;
/// Why: more than one peg is left and no jump is.
pub const DIGIPEG_PEG_REASON_NO_JUMP_LEFT: c_int = 1;
/// Why: the position class matches no lone peg.
pub const DIGIPEG_PEG_REASON_POSITION_CLASS: c_int = 2;
/// Why: the beam search found the line.
pub const DIGIPEG_PEG_REASON_BEAM: c_int = 3;
/// Why: the solver found the line, or searched every position.
pub const DIGIPEG_PEG_REASON_SEARCH: c_int = 4;
/// Why: the node cap was searched (with `DIGIPEG_PEG_VERDICT_UNKNOWN`).
pub const DIGIPEG_PEG_REASON_NODE_CAP: c_int = 5;
/// Why: pegs that can never move nor be jumped (two, or one where no lone peg can stand).
pub const DIGIPEG_PEG_REASON_STRANDED: c_int = 6;
/// Why: the position one jump before was proven dead.
pub const DIGIPEG_PEG_REASON_EARLIER: c_int = 7;
/// Why: the line of the position one jump before, with that jump taken out, replayed from here.
pub const DIGIPEG_PEG_REASON_LINE: c_int = 8;

/// The node cap the browser uses (`node_cap` of `digipeg_peg_decide`).
pub const DIGIPEG_PEG_ANALYSIS_NODE_CAP: u64 = 2_000_000;
const _: () = assert!(DIGIPEG_PEG_ANALYSIS_NODE_CAP == ANALYSIS_NODE_CAP);
/// The solver table the browser gives the analysis, in bytes (32 MiB).
pub const DIGIPEG_PEG_ANALYSIS_TABLE_BYTES: usize = 33_554_432;
const _: () =
    assert!(DIGIPEG_PEG_ANALYSIS_TABLE_BYTES == ANALYSIS_TABLE_ENTRIES * DIGIPEG_PEG_TABLE_ENTRY_BYTES);
/// The beam memory the analysis's wide beam needs, in bytes (with less, that beam is narrower).
pub const DIGIPEG_PEG_ANALYSIS_BEAM_BYTES: usize = 2_816_000;
const _: () = assert!(DIGIPEG_PEG_ANALYSIS_BEAM_BYTES == ANALYSIS_BEAM_SLOTS * size_of::<BeamSlot>());
/// The beam memory the widest beams need, in bytes: with a `node_cap` beyond
/// `DIGIPEG_PEG_ANALYSIS_NODE_CAP`, beams of width 10,000 run once the solver has searched that cap.
pub const DIGIPEG_PEG_ANALYSIS_WIDEST_BEAM_BYTES: usize = 28_160_000;
const _: () =
    assert!(DIGIPEG_PEG_ANALYSIS_WIDEST_BEAM_BYTES == ANALYSIS_WIDEST_SLOTS * size_of::<BeamSlot>());

/// What `digipeg_peg_decide` says (a "yes" line goes to the caller's jump array).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_peg_verdict {
    /// `DIGIPEG_PEG_VERDICT_YES`, `_NO` or `_UNKNOWN`.
    pub state: c_int,
    /// `DIGIPEG_PEG_REASON_*`.
    pub reason: c_int,
    /// Positions examined: the solver's and the beams'.
    pub nodes: u64,
}

/// What `digipeg_peg_solve` found (its line goes to the caller's jump array).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_peg_solution {
    /// Whether the search ran to the end within its node budget. If so the answer is proven:
    /// `reached` tells whether the goal can be met (for the fewest-pegs goal, `best_pegs` is the
    /// fewest reachable). If not, `reached == false` only means "not found yet".
    pub finished: bool,
    /// Whether the line meets the goal (fewest pegs: whether it is proven best).
    pub reached: bool,
    /// The pegs left after the line.
    pub best_pegs: u32,
    /// Positions visited.
    pub nodes: u64,
}

/// What `digipeg_peg_hint` advises.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_peg_hint_result {
    /// The jump to make (legal now).
    pub jump: digipeg_peg_jump,
    /// The pegs left at the end of the best line this jump starts.
    pub best_pegs: u32,
    /// Whether that line is proven best (the search finished).
    pub finished: bool,
}

/// What the light's analysis carries from one position of a game to the next, owned by the caller
/// (no allocation): the last position proven dead, and the last one with a line to one peg. Opaque:
/// initialise it with `digipeg_peg_analysis_new`, then decide each position of the game with
/// `digipeg_peg_analysis_decide`; copy it with `=` or `memcpy`. A zeroed struct is refused with
/// `DIGIPEG_E_UNINITIALISED`, as are bytes the library did not write (a line kept here must replay
/// to one peg).
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_peg_analysis {
    _opaque: [u64; 32],
}

// SAFETY: a repr(C) byte container; FITS checks the size; the state is plain data.
unsafe impl Slot for digipeg_peg_analysis {
    type State = Carried;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpPAN01");
}
const _: () = <digipeg_peg_analysis as Slot>::FITS;

written_by_fields! {
    digipeg_peg_verdict { state, reason, nodes }
    digipeg_peg_solution { finished, reached, best_pegs, nodes }
    digipeg_peg_hint_result { jump, best_pegs, finished }
}

fn goal(goal: c_int, row: i64, col: i64) -> Res<Goal> {
    match goal {
        DIGIPEG_PEG_GOAL_FEWEST_PEGS => Ok(Goal::FewestPegs),
        DIGIPEG_PEG_GOAL_ONE_PEG => Ok(Goal::OnePeg),
        // A hole off the grid cannot be a hole of the board: the core's own error.
        DIGIPEG_PEG_GOAL_ONE_PEG_AT => Hole::try_new(row, col)
            .map(Goal::OnePegAt)
            .ok_or(Fail::from(Error::SearchGoalOffBoard)),
        _ => Err(Fail(DIGIPEG_E_BAD_ENUM)),
    }
}

/// Hand a solution to C: the line, and the summary only if the line fitted.
///
/// # Safety
/// As `digipeg_peg_solve`'s out arguments.
unsafe fn give(
    solution: &Solution,
    out: OutPtr<digipeg_peg_solution>,
    line: OutList<digipeg_peg_jump>,
) -> Res {
    // SAFETY: forwarded contract.
    unsafe {
        line.set(solution.moves.iter().map(|&j| j.into()))?;
        out.set(digipeg_peg_solution {
            finished: solution.finished,
            reached: solution.reached,
            best_pegs: solution.best_pegs,
            nodes: solution.nodes,
        });
    }
    Ok(())
}

/// Search `*game` for `goal` (`DIGIPEG_PEG_GOAL_*`; with `_ONE_PEG_AT` the hole is (`goal_row`,
/// `goal_col`), else they are ignored), visiting at most `node_budget` positions.
///
/// Table memory: `table` is `table_bytes` bytes of the caller's, aligned to `DIGIPEG_TABLE_ALIGN`
/// (16; `_Alignas(16)` or `aligned_alloc`), else `DIGIPEG_E_MISALIGNED`; at least
/// `DIGIPEG_PEG_MIN_TABLE_BYTES`, else `DIGIPEG_E_SEARCH_TABLE_TOO_SMALL` (more is faster: the
/// largest power of two of 16-byte entries that fits is used). It is scratch memory: cleared at
/// every call (its old contents never matter, nothing is kept between calls) and not used after.
///
/// The line (checked jump by jump by the core) goes to `moves` as by `digipeg_peg_legal_moves`
/// (`DIGIPEG_PEG_MAX_LINE` always suffices; `*count` is its length); `*out` gets the summary, only
/// when the call succeeds. Errors: `DIGIPEG_E_BAD_ENUM` for an unknown goal,
/// `DIGIPEG_E_SEARCH_GOAL_OFF_BOARD` when the goal hole is not a hole of the board.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_solve(
    game: *const digipeg_peg,
    goal: c_int,
    goal_row: i64,
    goal_col: i64,
    node_budget: u64,
    table: *mut c_void,
    table_bytes: usize,
    out: *mut digipeg_peg_solution,
    moves: *mut digipeg_peg_jump,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        let line = OutList::new(moves, cap, count)?;
        let table = TableMem::new(table, table_bytes)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let goal = self::goal(goal, goal_row, goal_col)?;
        // SAFETY: caller's contract: `table` is valid for `table_bytes` bytes.
        let memory = unsafe { table.entries(0u128)? };
        let solution = Solver::new(memory)?.solve(&g, goal, node_budget)?;
        // SAFETY: caller's contract.
        unsafe { give(&solution, out, line) }
    })
}

/// As `digipeg_peg_solve` with a table of `DIGIPEG_PEG_SMALL_TABLE_BYTES` (8 KiB) on the
/// library's stack, for callers without memory to spare: fine for small boards, slow for large ones.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_solve_small(
    game: *const digipeg_peg,
    goal: c_int,
    goal_row: i64,
    goal_col: i64,
    node_budget: u64,
    out: *mut digipeg_peg_solution,
    moves: *mut digipeg_peg_jump,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        let line = OutList::new(moves, cap, count)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let goal = self::goal(goal, goal_row, goal_col)?;
        let solution = solve_small(&g, goal, node_budget)?;
        // SAFETY: caller's contract.
        unsafe { give(&solution, out, line) }
    })
}

/// The next jump of the best line (fewest pegs) from `*game`, searching at most `node_budget`
/// positions; table memory as `digipeg_peg_solve`. `DIGIPEG_E_SEARCH_GAME_OVER` if no jump is left.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_hint(
    game: *const digipeg_peg,
    node_budget: u64,
    table: *mut c_void,
    table_bytes: usize,
    out: *mut digipeg_peg_hint_result,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        let table = TableMem::new(table, table_bytes)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract: `table` is valid for `table_bytes` bytes.
        let memory = unsafe { table.entries(0u128)? };
        let hint = Solver::new(memory)?.hint(&g, node_budget)?;
        // SAFETY: caller's contract.
        unsafe {
            out.set(digipeg_peg_hint_result {
                jump: hint.jump.into(),
                best_pegs: hint.best_pegs,
                finished: hint.finished,
            })
        };
        Ok(())
    })
}

/// "Can `*game` still end with one peg?", decided as the browser decides it (the position class,
/// a beam, the solver, a wider beam, the solver on), searching at most `node_cap` solver positions
/// (`DIGIPEG_PEG_ANALYSIS_NODE_CAP` is the browser's). Each call starts afresh: to carry what one
/// position of a game teaches the next, use `digipeg_peg_analysis_decide`.
///
/// Memory: `table` as `digipeg_peg_solve`'s (`DIGIPEG_PEG_ANALYSIS_TABLE_BYTES` is the browser's),
/// and `beam`, `beam_bytes` bytes aligned to `DIGIPEG_TABLE_ALIGN` for the beams (at least 2,816
/// bytes, else `DIGIPEG_E_SEARCH_TABLE_TOO_SMALL`; `DIGIPEG_PEG_ANALYSIS_BEAM_BYTES` for the
/// browser's widths). Both are scratch memory, cleared at every call.
///
/// A "yes" line (replayed by the core) goes to `moves` as by `digipeg_peg_legal_moves` (`*count`
/// is its length, 0 otherwise; `DIGIPEG_PEG_MAX_LINE` suffices); `*out` gets the verdict.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_decide(
    game: *const digipeg_peg,
    node_cap: u64,
    table: *mut c_void,
    table_bytes: usize,
    beam: *mut c_void,
    beam_bytes: usize,
    out: *mut digipeg_peg_verdict,
    moves: *mut digipeg_peg_jump,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let table = TableMem::new(table, table_bytes)?;
        let beam = TableMem::new(beam, beam_bytes)?;
        let out = OutPtr::new(out)?;
        let line = OutList::new(moves, cap, count)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract: each memory is valid for its bytes, and the two do not overlap.
        unsafe { decide(&g, node_cap, Carried::default(), table, beam, out, line) }.map(|_| ())
    })
}

/// Start `*analysis` on a new game: nothing is known yet (any earlier contents are replaced).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_analysis_new(analysis: *mut digipeg_peg_analysis) -> c_int {
    // SAFETY: caller's contract: `analysis` is NULL or valid for writes.
    guard(|| unsafe { store(analysis, Carried::default()) })
}

/// As `digipeg_peg_decide`, carrying what the positions decided before through `*analysis`, as
/// Python's and JavaScript's `PegAnalysis` do: a position one jump after one proven dead is dead
/// (`DIGIPEG_PEG_REASON_EARLIER`); one jump after a position with a line to one peg, the line with
/// that jump taken out (its first jump, or one that commutes with the jumps before it) is replayed
/// from here (`DIGIPEG_PEG_REASON_LINE`). Either needs no search (`nodes` is 0). A position of
/// another board or jump rule starts afresh. `*analysis` then holds what this position teaches the
/// next; on an error it is left as it was. The table and beam memory stay scratch: only the
/// verdicts are carried.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_analysis_decide(
    analysis: *mut digipeg_peg_analysis,
    game: *const digipeg_peg,
    node_cap: u64,
    table: *mut c_void,
    table_bytes: usize,
    beam: *mut c_void,
    beam_bytes: usize,
    out: *mut digipeg_peg_verdict,
    moves: *mut digipeg_peg_jump,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        non_null(analysis)?;
        non_null(game)?;
        let table = TableMem::new(table, table_bytes)?;
        let beam = TableMem::new(beam, beam_bytes)?;
        let out = OutPtr::new(out)?;
        let line = OutList::new(moves, cap, count)?;
        // SAFETY: caller's contract.
        let (known, g) = unsafe { (load(analysis)?, load(game)?) };
        // SAFETY: caller's contract: each memory is valid for its bytes, and the two do not overlap.
        let learnt = unsafe { decide(&g, node_cap, known, table, beam, out, line)? };
        // SAFETY: caller's contract: `analysis` is valid for writes.
        unsafe { store(analysis, learnt) }
    })
}

/// Decide `game` with `known` carried in, give the verdict to C; what the analysis knows after.
///
/// # Safety
/// `table` and `beam` are valid for their bytes and do not overlap; `out` and `line` as
/// `digipeg_peg_decide`'s out arguments.
unsafe fn decide(
    game: &DigiPeg,
    node_cap: u64,
    known: Carried,
    table: TableMem,
    beam: TableMem,
    out: OutPtr<digipeg_peg_verdict>,
    line: OutList<digipeg_peg_jump>,
) -> Res<Carried> {
    // SAFETY: forwarded contract.
    let (entries, slots) = unsafe { (table.entries(0u128)?, beam.entries(BeamSlot::EMPTY)?) };
    let mut analysis = Analysis::new(entries, slots)?;
    analysis.carry(known);
    let verdict = analysis.decide(game, node_cap);
    let (state, jumps) = match &verdict {
        Verdict::Yes { line, .. } => (DIGIPEG_PEG_VERDICT_YES, &line[..]),
        Verdict::No { .. } => (DIGIPEG_PEG_VERDICT_NO, &[][..]),
        Verdict::Checking | Verdict::Unknown => (DIGIPEG_PEG_VERDICT_UNKNOWN, &[][..]),
    };
    let reason = match verdict.reason().unwrap_or(Reason::NodeCap) {
        Reason::OnePegLeft => DIGIPEG_PEG_REASON_ONE_PEG_LEFT,
        Reason::NoJumpLeft => DIGIPEG_PEG_REASON_NO_JUMP_LEFT,
        Reason::PositionClass => DIGIPEG_PEG_REASON_POSITION_CLASS,
        Reason::Beam => DIGIPEG_PEG_REASON_BEAM,
        Reason::Search => DIGIPEG_PEG_REASON_SEARCH,
        Reason::NodeCap => DIGIPEG_PEG_REASON_NODE_CAP,
        Reason::Stranded => DIGIPEG_PEG_REASON_STRANDED,
        Reason::Earlier => DIGIPEG_PEG_REASON_EARLIER,
        Reason::Line => DIGIPEG_PEG_REASON_LINE,
    };
    // SAFETY: forwarded contract.
    unsafe {
        line.set(jumps.iter().map(|&j| j.into()))?;
        out.set(digipeg_peg_verdict {
            state,
            reason,
            nodes: analysis.nodes(),
        });
    }
    Ok(analysis.carried().clone())
}

/// The hole (`row`, `col`), or the core's error for an empty hole off the board.
fn empty_hole(row: i64, col: i64) -> Result<Hole, Error> {
    Hole::try_new(row, col).ok_or(Error::PegEmptyHoleOffBoard)
}

/// Initialise `*game` from a shape constructor (the struct is unchanged on error).
///
/// # Safety
/// `game` is NULL or valid for writes.
unsafe fn shape(game: *mut digipeg_peg, made: impl FnOnce() -> Result<DigiPeg, Error>) -> c_int {
    guard(|| {
        non_null(game)?;
        let made = made()?;
        // SAFETY: caller's contract: `game` is valid.
        unsafe { store(game, made) }
    })
}

/// The English 33-hole cross (rows and columns 0–6) with the centre (3, 3) empty; orthogonal jumps.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_english(game: *mut digipeg_peg) -> c_int {
    // SAFETY: caller's contract.
    unsafe { shape(game, || Ok(DigiPeg::english())) }
}

/// The English cross with (`empty_row`, `empty_col`) empty; `DIGIPEG_E_PEG_EMPTY_HOLE_OFF_BOARD`
/// if that is not one of its holes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_english_with_empty(
    game: *mut digipeg_peg,
    empty_row: i64,
    empty_col: i64,
) -> c_int {
    // SAFETY: caller's contract.
    unsafe {
        shape(game, || {
            DigiPeg::english_with_empty(empty_hole(empty_row, empty_col)?)
        })
    }
}

/// The French 37-hole board with (`empty_row`, `empty_col`) empty (from the centre it cannot end
/// with one peg); errors as `digipeg_peg_english_with_empty`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_french_with_empty(
    game: *mut digipeg_peg,
    empty_row: i64,
    empty_col: i64,
) -> c_int {
    // SAFETY: caller's contract.
    unsafe {
        shape(game, || {
            DigiPeg::french_with_empty(empty_hole(empty_row, empty_col)?)
        })
    }
}

/// The 15-hole triangle (row `r` of 0–4 has columns 0..=r) with the top (0, 0) empty;
/// `DIGIPEG_PEG_TRIANGULAR` jumps.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_triangle(game: *mut digipeg_peg) -> c_int {
    // SAFETY: caller's contract.
    unsafe { shape(game, || Ok(DigiPeg::triangle())) }
}

/// The triangle with (`empty_row`, `empty_col`) empty; errors as `digipeg_peg_english_with_empty`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_triangle_with_empty(
    game: *mut digipeg_peg,
    empty_row: i64,
    empty_col: i64,
) -> c_int {
    // SAFETY: caller's contract.
    unsafe {
        shape(game, || {
            DigiPeg::triangle_with_empty(empty_hole(empty_row, empty_col)?)
        })
    }
}

/// The position's de Bruijn class, which no jump changes: `*sum` and `*difference`, each 0–3
/// (elements of GF(4)); `*single_peg_holes` (may be NULL) gets how many holes of the board a
/// lone peg of this class could stand on (0: the position can never end with one peg).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_position_class(
    game: *const digipeg_peg,
    sum: *mut u8,
    difference: *mut u8,
    single_peg_holes: *mut u32,
) -> c_int {
    guard(|| {
        let sum = OutPtr::new(sum)?;
        let difference = OutPtr::new(difference)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let class = PositionClass::of(g.pegs(), g.directions());
        let singles = class.single_peg_holes(g.holes(), g.directions()).count();
        // SAFETY: caller's contract.
        unsafe {
            if let Some(out) = OutPtr::optional(single_peg_holes) {
                out.set(singles);
            }
            sum.set(class.sum);
            difference.set(class.difference);
        }
        Ok(())
    })
}

/// Whether a lone peg on (`row`, `col`) has the class of `*game`: a position can end with one peg
/// only on such a hole (false off the board or off the grid).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_can_end_at(
    game: *const digipeg_peg,
    row: i64,
    col: i64,
    out: *mut bool,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let class = PositionClass::of(g.pegs(), g.directions());
        let yes = Hole::try_new(row, col).is_some_and(|h| {
            class
                .single_peg_holes(g.holes(), g.directions())
                .contains(h.index())
        });
        // SAFETY: caller's contract.
        unsafe { out.set(yes) };
        Ok(())
    })
}
