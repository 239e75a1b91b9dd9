//! Tic-tac-toe perfect play: the value of a position (from the core's compile-time table), the
//! value of every move, the optimal moves, and computer players of three strengths.

use core::ffi::c_int;

use digipeg_core::Rng;
use digipeg_core::tictactoe::{Outcome, Player, Strength, TicTacToe, Value};

use crate::guard::{OutList, OutPtr, guard, load, read, written_by_fields};
use crate::quixo::{DIGIPEG_OUTCOME_DRAW, DIGIPEG_OUTCOME_O_WINS, DIGIPEG_OUTCOME_X_WINS};
use crate::tictactoe::{digipeg_ttt, fill_squares};

/// Strength 0: a uniformly random legal move.
pub const DIGIPEG_TTT_STRENGTH_RANDOM: i64 = 0;
/// Strength 1: complete a line if possible, else block the opponent's, else random.
pub const DIGIPEG_TTT_STRENGTH_GREEDY: i64 = 1;
/// Strength 2: never loses; wins as quickly and loses as slowly as possible, ties at random.
pub const DIGIPEG_TTT_STRENGTH_PERFECT: i64 = 2;

/// A legal move and the value of the position after it, under perfect play by both sides.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_ttt_move_value {
    /// The square (0–8, row-major).
    pub square: u8,
    /// How the game then ends: `DIGIPEG_OUTCOME_X_WINS`, `_O_WINS` or `_DRAW`.
    pub outcome: c_int,
    /// How many more plies it then lasts (quickest win against slowest loss).
    pub plies: u8,
    /// The mover's score of it (higher is better): `20 - plies` a win, 0 a draw, `plies - 20` a loss.
    pub score: i8,
}

written_by_fields! {
    digipeg_ttt_move_value { square, outcome, plies, score }
}

fn outcome_code(o: Outcome) -> c_int {
    match o {
        Outcome::Win(Player::X) => DIGIPEG_OUTCOME_X_WINS,
        Outcome::Win(Player::O) => DIGIPEG_OUTCOME_O_WINS,
        Outcome::Draw => DIGIPEG_OUTCOME_DRAW,
    }
}

/// The value of `*game` under perfect play by both sides: `*outcome` how it ends (a
/// `DIGIPEG_OUTCOME_*` constant other than `_ONGOING`), `*plies` how many more moves it lasts
/// when the winner wins as quickly and the loser holds out as long as possible (0 once over).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_value(
    game: *const digipeg_ttt,
    outcome: *mut c_int,
    plies: *mut u8,
) -> c_int {
    guard(|| {
        let outcome = OutPtr::new(outcome)?;
        let plies = OutPtr::new(plies)?;
        // SAFETY: caller's contract.
        let v: Value = unsafe { read(game, |g| Ok(g.value()))? };
        // SAFETY: caller's contract.
        unsafe {
            outcome.set(outcome_code(v.outcome));
            plies.set(v.plies);
        }
        Ok(())
    })
}

/// Every legal move with the value after it, in square order: up to `cap` into `items` (NULL
/// allowed when `cap` is 0), their number in `*count`; 9 always suffices (none once over).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_move_values(
    game: *const digipeg_ttt,
    items: *mut digipeg_ttt_move_value,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutList::new(items, cap, count)?;
        // SAFETY: caller's contract.
        let (list, mover) = unsafe { read(game, |g| Ok((g.move_values(), g.turn())))? };
        let all = list.iter().map(|&(s, v)| digipeg_ttt_move_value {
            square: s.index(),
            outcome: outcome_code(v.outcome),
            plies: v.plies,
            score: v.score_for(mover),
        });
        // SAFETY: caller's contract.
        unsafe { out.set(all) }
    })
}

/// The optimal squares (those that keep the game's value; when lost, every move), increasing:
/// fill rules as `digipeg_ttt_legal_moves`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_best_moves(
    game: *const digipeg_ttt,
    squares: *mut u8,
    cap: usize,
    count: *mut usize,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { fill_squares(game, TicTacToe::best_moves, squares, cap, count) })
}

/// The optimal squares that also win quickest or lose slowest (a subset of
/// `digipeg_ttt_best_moves`): fill rules as `digipeg_ttt_legal_moves`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_quickest_moves(
    game: *const digipeg_ttt,
    squares: *mut u8,
    cap: usize,
    count: *mut usize,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { fill_squares(game, TicTacToe::quickest_moves, squares, cap, count) })
}

/// A perfect square: one of `digipeg_ttt_quickest_moves`, picked by the core's generator seeded
/// with `seed` (same seed and game, same square). `DIGIPEG_E_SEARCH_GAME_OVER` once the game is over.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_perfect_move(
    game: *const digipeg_ttt,
    seed: u64,
    square: *mut u8,
) -> c_int {
    guard(|| {
        let square = OutPtr::new(square)?;
        // SAFETY: caller's contract.
        let s = unsafe { read(game, |g| Ok(g.perfect_move(&mut Rng::new(seed))?))? };
        // SAFETY: caller's contract.
        unsafe { square.set(s.index()) };
        Ok(())
    })
}

/// The square a computer player of `strength` (`DIGIPEG_TTT_STRENGTH_*`, any integer, checked:
/// `DIGIPEG_E_SEARCH_BAD_STRENGTH`) chooses, its random choices seeded with `seed`.
/// `DIGIPEG_E_SEARCH_GAME_OVER` once the game is over. The game is not changed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_choose_move(
    game: *const digipeg_ttt,
    strength: i64,
    seed: u64,
    square: *mut u8,
) -> c_int {
    guard(|| {
        let square = OutPtr::new(square)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let strength = Strength::try_from(strength)?;
        let s = g.choose_move(strength, &mut Rng::new(seed))?;
        // SAFETY: caller's contract.
        unsafe { square.set(s.index()) };
        Ok(())
    })
}
