//! The Quixo computer player (`digipeg_quixo_choose`, its transposition table in the caller's
//! memory), the evaluation, and the strong solver of the 3 x 3 and 4 x 4 games
//! (`digipeg_quixo_solution`, whose byte table is the caller's).

use core::ffi::{c_char, c_int, c_void};
use std::sync::OnceLock;
use std::time::Instant;

use digipeg_core::Error;
use digipeg_core::image::{Image, Reader, Writer};
use digipeg_core::quixo::{
    Budget, Cell, Choice, Difficulty, Game, Level, MAX_MOVES, MIN_TABLE, Move, Player, PlayerLevel, Solution,
    TimeLimit, TtEntry, Value, Weights, evaluate,
};

use crate::guard::{
    CText, Fail, OutList, OutPtr, Res, Slot, TableMem, get, guard, load, non_null, put, read, store,
    written_by_fields,
};
use crate::quixo::{digipeg_quixo, digipeg_quixo_move};
use crate::status::DIGIPEG_E_BAD_ENUM;

/// Player level: a uniformly random legal move.
pub const DIGIPEG_QUIXO_LEVEL_RANDOM: c_int = 0;
/// Player level: one ply (win at once, else avoid losing at once, else the best evaluation).
pub const DIGIPEG_QUIXO_LEVEL_GREEDY: c_int = 1;
/// Player level: iterative-deepening alpha-beta within the budget (perfect with a solution).
pub const DIGIPEG_QUIXO_LEVEL_SEARCH: c_int = 2;
/// Named level "easy" (`digipeg_quixo_choose_level`): 3,000 positions, 2 plies, the tuned
/// evaluation, contempt 20, a 16 KiB table.
pub const DIGIPEG_QUIXO_LEVEL_EASY: c_int = 3;
/// Named level "medium": 20,000 positions, 4 plies, the tuned evaluation, contempt 20, 64 KiB.
pub const DIGIPEG_QUIXO_LEVEL_MEDIUM: c_int = 4;
/// Named level "hard": 250,000 positions, the tuned evaluation, contempt 20, 1 MiB.
pub const DIGIPEG_QUIXO_LEVEL_HARD: c_int = 5;
/// Named level "expert": 2,000,000 positions, the tuned evaluation, contempt 20, 4 MiB.
pub const DIGIPEG_QUIXO_LEVEL_EXPERT: c_int = 6;

/// The score of a win for the side to move, less the plies to reach it.
pub const DIGIPEG_QUIXO_MATE: i32 = 30_000;
const _: () = assert!(DIGIPEG_QUIXO_MATE == digipeg_core::quixo::MATE);
/// The deepest a search goes, in plies (deeper `depth` budgets are clamped to it).
pub const DIGIPEG_QUIXO_MAX_DEPTH: u8 = 60;
const _: () = assert!(DIGIPEG_QUIXO_MAX_DEPTH == digipeg_core::quixo::MAX_DEPTH);
/// Bytes of one transposition-table entry.
pub const DIGIPEG_QUIXO_TT_ENTRY_BYTES: usize = 16;
const _: () = assert!(DIGIPEG_QUIXO_TT_ENTRY_BYTES == size_of::<TtEntry>());
/// The smallest table `DIGIPEG_QUIXO_LEVEL_SEARCH` accepts, in bytes (16 entries).
pub const DIGIPEG_QUIXO_MIN_TABLE_BYTES: usize = 256;
const _: () = assert!(DIGIPEG_QUIXO_MIN_TABLE_BYTES == MIN_TABLE * DIGIPEG_QUIXO_TT_ENTRY_BYTES);
/// Bytes of the 3 x 3 solver table (3^9).
pub const DIGIPEG_QUIXO_SOLUTION_BYTES_3: usize = 19_683;
/// Bytes of the 4 x 4 solver table (3^16).
pub const DIGIPEG_QUIXO_SOLUTION_BYTES_4: usize = 43_046_721;
const _: () = assert!(matches!(
    Solution::table_len(3),
    Some(DIGIPEG_QUIXO_SOLUTION_BYTES_3)
));
const _: () = assert!(matches!(
    Solution::table_len(4),
    Some(DIGIPEG_QUIXO_SOLUTION_BYTES_4)
));

/// Value under perfect play, for the player to move: neither side can force a win.
pub const DIGIPEG_VALUE_DRAW: c_int = 0;
/// Value under perfect play: the player to move can force a win.
pub const DIGIPEG_VALUE_WIN: c_int = 1;
/// Value under perfect play: the player to move loses against perfect play.
pub const DIGIPEG_VALUE_LOSS: c_int = 2;

/// What `digipeg_quixo_choose` chose, and how far it looked.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_choice {
    /// The move, legal in the game (play it with `digipeg_quixo_make_move`).
    pub mv: digipeg_quixo_move,
    /// Whether the search completed: the depth was reached, a forced result proved, or the move
    /// came from a solution (always true for the random and greedy levels).
    pub finished: bool,
    /// The deepest completed iteration (0 random, 1 greedy, 0 from a solution).
    pub depth: u8,
    /// For the player to move: `DIGIPEG_QUIXO_MATE - plies` a forced win, its negation a forced
    /// loss, else an evaluation (a solution gives `±DIGIPEG_QUIXO_MATE` or 0).
    pub score: i32,
    /// Positions visited.
    pub nodes: u64,
}

/// The settings of a named level (what `digipeg_quixo_get_level_settings` gives): the same in every binding.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_level_settings {
    /// The most positions a move may visit.
    pub nodes: u64,
    /// The deepest iteration, in plies.
    pub depth: u8,
    /// How much the level dislikes a draw, in evaluation units (100: one unit of log-odds).
    pub contempt: i32,
    /// True for the simple (hand-made) evaluation, false for the tuned one.
    pub simple_evaluation: bool,
    /// The table memory it searches in (`digipeg_quixo_choose_level` needs at least this many bytes).
    pub table_bytes: usize,
}

/// How many positions of each value a solve found (boards with a full line not counted).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_solve_stats {
    /// Positions won by the player to move.
    pub wins: u64,
    /// Positions lost by the player to move.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// Sweeps over layers: a measure of the work.
    pub passes: u32,
}

/// A legal move and its value for the player making it (`DIGIPEG_VALUE_*`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_move_value {
    /// The move.
    pub mv: digipeg_quixo_move,
    /// Its value for the mover: a `DIGIPEG_VALUE_*` constant.
    pub value: c_int,
}

/// A solved 3 x 3 or 4 x 4 board: a handle on the caller's table that `digipeg_quixo_solve`
/// filled. Opaque, caller-owned; the table it names must stay alive and unchanged while the
/// handle is used (the library never frees or keeps it otherwise).
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_solution {
    _opaque: [u64; 4],
}

/// Where a solved table lives: the caller's memory, named, never owned.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SolvedTable {
    size: usize,
    table: *const u8,
    len: usize,
}

/// The size, the table's address and its length: 24 bytes. Read back, the size must be one the
/// solver takes and the table as long as a solution of that size.
impl Image for SolvedTable {
    const LEN: usize = 3 * 8;

    fn write(&self, out: &mut Writer<'_>) {
        out.u64(self.size as u64);
        out.u64(self.table.expose_provenance() as u64);
        out.u64(self.len as u64);
    }

    fn read(input: &mut Reader<'_>) -> Option<SolvedTable> {
        let size = usize::try_from(input.u64()?).ok()?;
        let table = core::ptr::with_exposed_provenance(usize::try_from(input.u64()?).ok()?);
        let len = usize::try_from(input.u64()?).ok()?;
        (Solution::table_len(size) == Some(len)).then_some(SolvedTable { size, table, len })
    }
}

// SAFETY: repr(C) byte container; FITS checks the size; the state is plain data (a pointer to
// the caller's table, which the caller keeps alive: the documented contract of the handle).
unsafe impl Slot for digipeg_quixo_solution {
    type State = SolvedTable;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpQSL01");
}
const _: () = <digipeg_quixo_solution as Slot>::FITS;

written_by_fields! {
    digipeg_quixo_choice { mv, finished, depth, score, nodes }
    digipeg_quixo_level_settings { nodes, depth, contempt, simple_evaluation, table_bytes }
    digipeg_quixo_solve_stats { wins, losses, draws, passes }
    digipeg_quixo_move_value { mv, value }
}

pub(crate) fn difficulty(level: c_int) -> Res<Difficulty> {
    match level {
        DIGIPEG_QUIXO_LEVEL_EASY => Ok(Difficulty::Easy),
        DIGIPEG_QUIXO_LEVEL_MEDIUM => Ok(Difficulty::Medium),
        DIGIPEG_QUIXO_LEVEL_HARD => Ok(Difficulty::Hard),
        DIGIPEG_QUIXO_LEVEL_EXPERT => Ok(Difficulty::Expert),
        _ => Err(Fail(DIGIPEG_E_BAD_ENUM)),
    }
}

pub(crate) fn level(level: c_int) -> Res<Level> {
    match level {
        DIGIPEG_QUIXO_LEVEL_RANDOM => Ok(Level::Random),
        DIGIPEG_QUIXO_LEVEL_GREEDY => Ok(Level::Greedy),
        DIGIPEG_QUIXO_LEVEL_SEARCH => Ok(Level::Search),
        _ => Err(Fail(DIGIPEG_E_BAD_ENUM)),
    }
}

pub(crate) fn value_code(v: Value) -> c_int {
    match v {
        Value::Win => DIGIPEG_VALUE_WIN,
        Value::Loss => DIGIPEG_VALUE_LOSS,
        Value::Draw => DIGIPEG_VALUE_DRAW,
    }
}

/// The solution a handle names.
///
/// # Safety
/// `p` is NULL or a valid handle whose table is alive.
unsafe fn solution<'a>(p: *const digipeg_quixo_solution) -> Res<Solution<'a>> {
    // SAFETY: caller's contract.
    let t = unsafe { read(p, |t| Ok(*t))? };
    // SAFETY: `digipeg_quixo_solve` checked the table (`len` bytes, alive by the handle's contract).
    let bytes = unsafe { core::slice::from_raw_parts(t.table, t.len) };
    Ok(Solution::from_solved(t.size, bytes)?)
}

/// A solution handle and a game, their pointers checked before either state is read.
///
/// # Safety
/// `solution` is NULL or a valid handle whose table is alive; `game` NULL or valid.
unsafe fn solution_and_game<'a>(
    solution: *const digipeg_quixo_solution,
    game: *const digipeg_quixo,
) -> Res<(Solution<'a>, Game)> {
    non_null(solution)?;
    non_null(game)?;
    // SAFETY: caller's contract.
    unsafe { Ok((self::solution(solution)?, load(game)?)) }
}

/// `DIGIPEG_E_SEARCH_GAME_OVER` once the game is over (draw rules included).
fn live(g: &Game) -> Res {
    if g.is_game_over() {
        return Err(Error::SearchGameOver.into());
    }
    Ok(())
}

/// The computer's move in `*game`: `level` (`DIGIPEG_QUIXO_LEVEL_RANDOM`, `_GREEDY` or `_SEARCH`,
/// else `DIGIPEG_E_BAD_ENUM`; the named levels are `digipeg_quixo_choose_level`'s) and `seed`
/// (the same level, seed, game, table size and budget always give the same choice), stopping
/// after `node_budget` positions or `depth` plies (clamped to 1–`DIGIPEG_QUIXO_MAX_DEPTH`). The
/// search knows the game's history and draw rules: a move that repeats a position scores as a
/// draw (worth -20 to the player choosing, its contempt).
///
/// Table memory (only the search level uses it): `table_bytes` bytes at `table`, aligned to
/// `DIGIPEG_TABLE_ALIGN` (16) else `DIGIPEG_E_MISALIGNED`, at least `DIGIPEG_QUIXO_MIN_TABLE_BYTES`
/// else `DIGIPEG_E_SEARCH_TABLE_TOO_SMALL` (NULL, 0 is fine for random and greedy). Scratch memory,
/// cleared at every call. `solution` (may be NULL): a solved board of the game's size, with which
/// the search level plays perfectly without searching. `DIGIPEG_E_SEARCH_GAME_OVER` once the
/// game is over (draw rules included); the game itself is never changed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_choose(
    game: *const digipeg_quixo,
    level: c_int,
    seed: u64,
    node_budget: u64,
    depth: u8,
    table: *mut c_void,
    table_bytes: usize,
    solution: *const digipeg_quixo_solution,
    out: *mut digipeg_quixo_choice,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        let table = TableMem::new(table, table_bytes)?;
        non_null(game)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let solved = if solution.is_null() {
            None
        } else {
            // SAFETY: caller's contract.
            Some(unsafe { self::solution(solution)? })
        };
        let player = Player::new(self::level(level)?, seed);
        // SAFETY: caller's contract: `table` is valid for `table_bytes` bytes.
        let tt = unsafe { table.entries(TtEntry::EMPTY)? };
        live(&g)?;
        let c = player.choose_game_solved(&g, tt, Budget::new(node_budget, depth), solved.as_ref())?;
        // SAFETY: caller's contract.
        unsafe { out.set(choice(&c)) };
        Ok(())
    })
}

fn choice(c: &Choice) -> digipeg_quixo_choice {
    digipeg_quixo_choice {
        mv: c.mv.into(),
        finished: c.finished,
        depth: c.depth,
        score: c.score,
        nodes: c.nodes,
    }
}

/// The level (`DIGIPEG_QUIXO_LEVEL_*`) of a name: "random", "greedy", "search", "easy",
/// "medium", "hard" or "expert" (exactly so); `DIGIPEG_E_SEARCH_BAD_LEVEL` for any other.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_level_by_name(name: *const c_char, out: *mut c_int) -> c_int {
    guard(|| {
        // SAFETY: caller's contract: NULL or a NUL-terminated string.
        let name = unsafe { CText::new(name)? };
        let out = OutPtr::new(out)?;
        let level = match PlayerLevel::parse(name.utf8()?)? {
            PlayerLevel::Custom(Level::Random) => DIGIPEG_QUIXO_LEVEL_RANDOM,
            PlayerLevel::Custom(Level::Greedy) => DIGIPEG_QUIXO_LEVEL_GREEDY,
            PlayerLevel::Custom(Level::Search) => DIGIPEG_QUIXO_LEVEL_SEARCH,
            PlayerLevel::Named(Difficulty::Easy) => DIGIPEG_QUIXO_LEVEL_EASY,
            PlayerLevel::Named(Difficulty::Medium) => DIGIPEG_QUIXO_LEVEL_MEDIUM,
            PlayerLevel::Named(Difficulty::Hard) => DIGIPEG_QUIXO_LEVEL_HARD,
            PlayerLevel::Named(Difficulty::Expert) => DIGIPEG_QUIXO_LEVEL_EXPERT,
        };
        // SAFETY: caller's contract.
        unsafe { out.set(level) };
        Ok(())
    })
}

/// The settings of a named level (`DIGIPEG_QUIXO_LEVEL_EASY` to `_EXPERT`, else
/// `DIGIPEG_E_BAD_ENUM`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_get_level_settings(
    level: c_int,
    out: *mut digipeg_quixo_level_settings,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        let d = difficulty(level)?;
        let (player, budget) = (d.player(0), d.budget());
        let settings = digipeg_quixo_level_settings {
            nodes: budget.nodes,
            depth: budget.depth,
            contempt: player.contempt,
            simple_evaluation: player.eval == &Weights::SIMPLE,
            table_bytes: d.table_entries() * size_of::<TtEntry>(),
        };
        // SAFETY: caller's contract.
        unsafe { out.set(settings) };
        Ok(())
    })
}

/// Microseconds since the first call: the clock of time limits.
fn monotonic_micros() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_micros() as u64
}

/// The computer's move in `*game` at a named level: `level` is `DIGIPEG_QUIXO_LEVEL_EASY` to
/// `_EXPERT` (their fixed settings: `digipeg_quixo_get_level_settings`), or `_RANDOM` / `_GREEDY`;
/// `DIGIPEG_E_BAD_ENUM` for `_SEARCH` (use `digipeg_quixo_choose`) and anything else. The same
/// level, seed and game give the same move in every binding, unless `time_limit_ms` (0: none)
/// cuts a search short: a time limit makes the move depend on the machine.
///
/// The search knows the game's history and draw rules (a move that repeats a position scores as
/// a draw). Table memory: `table_bytes` at `table`, aligned to `DIGIPEG_TABLE_ALIGN`, at least
/// the level's `table_bytes` (else `DIGIPEG_E_SEARCH_TABLE_TOO_SMALL`; only that much is used;
/// NULL, 0 for random and greedy). `DIGIPEG_E_SEARCH_GAME_OVER` once the game is over.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_choose_level(
    game: *const digipeg_quixo,
    level: c_int,
    seed: u64,
    time_limit_ms: u32,
    table: *mut c_void,
    table_bytes: usize,
    out: *mut digipeg_quixo_choice,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        let table = TableMem::new(table, table_bytes)?;
        non_null(game)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let named = match level {
            DIGIPEG_QUIXO_LEVEL_RANDOM | DIGIPEG_QUIXO_LEVEL_GREEDY => None,
            _ => Some(difficulty(level)?),
        };
        // SAFETY: caller's contract: `table` is valid for `table_bytes` bytes.
        let tt = unsafe { table.entries(TtEntry::EMPTY)? };
        let time = (time_limit_ms > 0).then(|| TimeLimit {
            micros: u64::from(time_limit_ms) * 1_000,
            clock: monotonic_micros,
        });
        let c = match named {
            Some(d) => d.choose(&g, seed, tt, time)?,
            None => Player::new(self::level(level)?, seed).choose_game(&g, &mut [], Budget::new(1, 1))?,
        };
        // SAFETY: caller's contract.
        unsafe { out.set(choice(&c)) };
        Ok(())
    })
}

/// The static evaluation for the player (team) to move: positive is good for them; a decided
/// position scores `±DIGIPEG_QUIXO_MATE` (0 drawn). Draw rules are not looked at.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_evaluate(game: *const digipeg_quixo, out: *mut i32) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| evaluate(g.position())) })
}

/// Bytes of solver table the `size` x `size` board needs (`DIGIPEG_QUIXO_SOLUTION_BYTES_3` or
/// `_4`); `DIGIPEG_E_SOLVER_UNSUPPORTED` for other sizes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_solution_bytes(size: usize, out: *mut usize) -> c_int {
    guard(|| {
        non_null(out)?;
        let len = Solution::table_len(size).ok_or(Error::SolverUnsupported)?;
        // SAFETY: caller's contract.
        unsafe { put(out, len) }
    })
}

/// Solve the 2-player `size` x `size` game (3: milliseconds; 4: seconds) into the caller's
/// `table` of `table_bytes` bytes (any alignment; at least `digipeg_quixo_solution_bytes`, else
/// `DIGIPEG_E_SEARCH_TABLE_TOO_SMALL`; its old contents do not matter) and make `*solution` a handle
/// on it. `*stats` (may be NULL) gets the counts. Keep `table` alive and unchanged while the
/// handle is used. Errors: `DIGIPEG_E_SOLVER_UNSUPPORTED` for other sizes; `*solution` then
/// stays as it was (the table may have been overwritten).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_solve(
    solution: *mut digipeg_quixo_solution,
    size: usize,
    table: *mut u8,
    table_bytes: usize,
    stats: *mut digipeg_quixo_solve_stats,
) -> c_int {
    guard(|| {
        non_null(solution)?;
        if table_bytes > 0 {
            non_null(table)?;
        }
        let len = Solution::table_len(size).ok_or(Error::SolverUnsupported)?;
        if table_bytes < len {
            return Err(Error::SearchTableTooSmall.into());
        }
        // Zero the bytes first through the raw pointer: the caller's may never have been written.
        // SAFETY: caller's contract: `table` is valid for `table_bytes >= len` bytes.
        let bytes = unsafe {
            core::ptr::write_bytes(table, 0, len);
            core::slice::from_raw_parts_mut(table, len)
        };
        let (_, s) = Solution::solve(size, bytes)?;
        if let Some(stats) = OutPtr::optional(stats) {
            let counted = digipeg_quixo_solve_stats {
                wins: s.wins,
                losses: s.losses,
                draws: s.draws,
                passes: s.passes,
            };
            // SAFETY: caller's contract.
            unsafe { stats.set(counted) };
        }
        // SAFETY: caller's contract.
        unsafe { store(solution, SolvedTable { size, table, len }) }
    })
}

/// The board size a solution is for (3 or 4).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_solution_size(
    solution: *const digipeg_quixo_solution,
    out: *mut usize,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(solution, out, |t| t.size) })
}

/// The value of `*game`'s position for the player to move, under perfect play (`DIGIPEG_VALUE_*`;
/// a decided game: a win for the winner to move, else a loss). Draw rules are not looked at.
/// `DIGIPEG_E_SOLVER_UNSUPPORTED` for a 4-player game or one of another size.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_solution_value(
    solution: *const digipeg_quixo_solution,
    game: *const digipeg_quixo,
    out: *mut c_int,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let (s, g) = unsafe { solution_and_game(solution, game)? };
        let v = s.value(g.position())?;
        // SAFETY: caller's contract.
        unsafe { out.set(value_code(v)) };
        Ok(())
    })
}

/// A perfect move in `*game` (repeating it from a won position wins against any defence).
/// Errors: as `digipeg_quixo_solution_value`, and `DIGIPEG_E_SEARCH_GAME_OVER` once the game is over.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_solution_best_move(
    solution: *const digipeg_quixo_solution,
    game: *const digipeg_quixo,
    out: *mut digipeg_quixo_move,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let (s, g) = unsafe { solution_and_game(solution, game)? };
        live(&g)?;
        let m = s.best_move(g.position())?;
        // SAFETY: caller's contract.
        unsafe { out.set(m.into()) };
        Ok(())
    })
}

/// Every legal move with its value for the mover, in `digipeg_quixo_legal_moves` order: up to
/// `cap` into `items` (NULL allowed when `cap` is 0), their number in `*count`;
/// `DIGIPEG_QUIXO_MAX_MOVES` always suffices. Errors: as `digipeg_quixo_solution_best_move`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_solution_move_values(
    solution: *const digipeg_quixo_solution,
    game: *const digipeg_quixo,
    items: *mut digipeg_quixo_move_value,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutList::new(items, cap, count)?;
        // SAFETY: caller's contract.
        let (s, g) = unsafe { solution_and_game(solution, game)? };
        live(&g)?;
        let none = digipeg_quixo_move_value {
            mv: digipeg_quixo_move::from(Move::new(Cell::at::<0, 0>(), Cell::at::<0, 0>())),
            value: DIGIPEG_VALUE_DRAW,
        };
        let mut list = [none; MAX_MOVES];
        let mut n = 0;
        s.move_values(g.position(), |m, v| {
            // Always a slot: at most MAX_MOVES legal moves.
            if let Some(slot) = list.get_mut(n) {
                *slot = digipeg_quixo_move_value {
                    mv: m.into(),
                    value: value_code(v),
                };
                n += 1;
            }
        })?;
        // SAFETY: caller's contract.
        unsafe { out.set(list[..n].iter().copied()) }
    })
}
