//! Tic-tac-toe: the exercise's `gamestate`, and `digipeg_ttt`, a game you play.

use core::ffi::{c_char, c_int};

use digipeg_core::tictactoe::{Board, GameState, MoveList, Outcome, Player, Square, TicTacToe, gamestate};

use crate::guard::{
    CTexts, Fail, OutList, OutPtr, Res, Slot, TextOut, get, guard, load, non_null, read, store, update,
};
use crate::quixo::{
    DIGIPEG_BLANK, DIGIPEG_O, DIGIPEG_OUTCOME_DRAW, DIGIPEG_OUTCOME_O_WINS, DIGIPEG_OUTCOME_ONGOING,
    DIGIPEG_OUTCOME_X_WINS, DIGIPEG_X,
};
use crate::status::DIGIPEG_E_INDEX;

/// `gamestate`: nobody has won and the board is not full.
pub const DIGIPEG_TTT_ONGOING: c_int = 0;
/// `gamestate`: a player has three in a row.
pub const DIGIPEG_TTT_WIN: c_int = 1;
/// `gamestate`: the board is full and nobody has won.
pub const DIGIPEG_TTT_DRAW: c_int = 2;

/// A tic-tac-toe game (a valid board; X moves first), owned by the caller. Opaque; initialise it
/// with `digipeg_ttt_new` or `digipeg_ttt_from_rows`.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_ttt {
    _opaque: [u64; 4],
}

// SAFETY: repr(C) byte container; FITS checks the size; TicTacToe is plain data.
unsafe impl Slot for digipeg_ttt {
    type State = TicTacToe;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpTTT01");
}
const _: () = <digipeg_ttt as Slot>::FITS;

fn state_code(s: GameState) -> c_int {
    match s {
        GameState::Ongoing => DIGIPEG_TTT_ONGOING,
        GameState::Win => DIGIPEG_TTT_WIN,
        GameState::Draw => DIGIPEG_TTT_DRAW,
    }
}

fn player_code(p: Option<Player>) -> c_int {
    match p {
        None => DIGIPEG_BLANK,
        Some(Player::X) => DIGIPEG_X,
        Some(Player::O) => DIGIPEG_O,
    }
}

/// The exercise's `gamestate(board)`: `count` rows (3 of 3 characters, `X`, `O` or space) give
/// `*state` = `DIGIPEG_TTT_WIN`, `_DRAW` or `_ONGOING`, or an error (wrong turn order, play after
/// a win, a bad shape) with the exercise's exact message.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_gamestate(
    rows: *const *const c_char,
    count: usize,
    state: *mut c_int,
) -> c_int {
    guard(|| {
        let state = OutPtr::new(state)?;
        // SAFETY: caller's contract.
        let rows = unsafe { CTexts::new(rows, count)? };
        let s = gamestate(&rows.utf8()?)?;
        // SAFETY: caller's contract.
        unsafe { state.set(state_code(s)) };
        Ok(())
    })
}

/// A new game on the empty board, X to move.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_new(game: *mut digipeg_ttt) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { store(game, TicTacToe::new()) })
}

/// A game continuing from `count` rows (as `digipeg_ttt_gamestate`; an impossible board is refused
/// with its error). On error `*game` is left as it was.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_from_rows(
    game: *mut digipeg_ttt,
    rows: *const *const c_char,
    count: usize,
) -> c_int {
    guard(|| {
        non_null(game)?;
        // SAFETY: caller's contract.
        let rows = unsafe { CTexts::new(rows, count)? };
        let made = TicTacToe::from_rows(&rows.utf8()?)?;
        // SAFETY: caller's contract.
        unsafe { store(game, made) }
    })
}

/// The player to move: `DIGIPEG_X` or `DIGIPEG_O`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_turn(game: *const digipeg_ttt, out: *mut c_int) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| player_code(Some(g.turn()))) })
}

/// The winner: `DIGIPEG_X`, `DIGIPEG_O`, or `DIGIPEG_BLANK` if nobody has three in a row.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_winner(game: *const digipeg_ttt, out: *mut c_int) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| player_code(g.winner())) })
}

/// The outcome: a `DIGIPEG_OUTCOME_*` constant.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_outcome(game: *const digipeg_ttt, out: *mut c_int) -> c_int {
    guard(|| {
        // SAFETY: caller's contract.
        unsafe {
            get(game, out, |g| match g.outcome() {
                None => DIGIPEG_OUTCOME_ONGOING,
                Some(Outcome::Win(Player::X)) => DIGIPEG_OUTCOME_X_WINS,
                Some(Outcome::Win(Player::O)) => DIGIPEG_OUTCOME_O_WINS,
                Some(Outcome::Draw) => DIGIPEG_OUTCOME_DRAW,
            })
        }
    })
}

/// The game's state as `gamestate` says it: a `DIGIPEG_TTT_*` constant.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_state(game: *const digipeg_ttt, out: *mut c_int) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| state_code(g.state())) })
}

/// Whether the game is over (won or drawn).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_game_over(game: *const digipeg_ttt, out: *mut bool) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.is_over()) })
}

/// What square `square` (0–8, row-major) holds: `DIGIPEG_BLANK`, `DIGIPEG_X` or `DIGIPEG_O`;
/// `DIGIPEG_E_TTT_OFF_BOARD` outside 0–8.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_square(game: *const digipeg_ttt, square: i64, out: *mut c_int) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let board: Board = unsafe { read(game, |g| Ok(g.board()))? };
        let sq = Square::try_from(square)?;
        // SAFETY: caller's contract.
        unsafe { out.set(player_code(board.get(sq))) };
        Ok(())
    })
}

/// The legal squares in increasing order (none once the game is over): up to `cap` into `squares`
/// (NULL allowed when `cap` is 0), their number in `*count`; 9 always suffices.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_legal_moves(
    game: *const digipeg_ttt,
    squares: *mut u8,
    cap: usize,
    count: *mut usize,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { fill_squares(game, TicTacToe::legal_moves, squares, cap, count) })
}

/// Write the squares `list` gives for the game into the caller's array (the rules of `OutList`).
///
/// # Safety
/// `game` is NULL or valid for reads; `squares` valid for `cap` writes (or NULL with `cap` 0);
/// `count` NULL or valid for a write.
pub(crate) unsafe fn fill_squares(
    game: *const digipeg_ttt,
    list: fn(&TicTacToe) -> MoveList,
    squares: *mut u8,
    cap: usize,
    count: *mut usize,
) -> Res {
    let out = OutList::new(squares, cap, count)?;
    // SAFETY: forwarded contract.
    let list = unsafe { read(game, |g| Ok(list(g)))? };
    // SAFETY: forwarded contract.
    unsafe { out.set(list.iter().map(|s| s.index())) }
}

/// Legal square number `index` (order of `digipeg_ttt_legal_moves`); `DIGIPEG_E_INDEX` past the end.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_legal_move_at(
    game: *const digipeg_ttt,
    index: usize,
    out: *mut u8,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let sq = unsafe {
            read(game, |g| {
                g.legal_moves().get(index).copied().ok_or(Fail(DIGIPEG_E_INDEX))
            })?
        };
        // SAFETY: caller's contract.
        unsafe { out.set(sq.index()) };
        Ok(())
    })
}

/// Whether marking `square` is legal now (any integer; outside 0–8 is not).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_is_legal(
    game: *const digipeg_ttt,
    square: i64,
    out: *mut bool,
) -> c_int {
    let sq = Square::try_from(square);
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| sq.is_ok_and(|s| g.is_legal(s))) })
}

/// The player to move marks `square` (any integer, checked: off the board, game over, taken).
/// `*state` (may be NULL) gets the state after the move. A refused move changes nothing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_play(game: *mut digipeg_ttt, square: i64, state: *mut c_int) -> c_int {
    guard(|| {
        let state = OutPtr::optional(state);
        let mut after = GameState::Ongoing;
        // SAFETY: caller's contract.
        unsafe {
            update(game, |g| {
                after = g.play_raw(square)?;
                Ok(())
            })?
        };
        if let Some(state) = state {
            // SAFETY: caller's contract.
            unsafe { state.set(state_code(after)) };
        }
        Ok(())
    })
}

/// The board as 3 rows of 3 characters (`X`, `O`, space), each ending in a newline.
/// Buffer rules as `digipeg_peg_draw`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_ttt_draw(
    game: *const digipeg_ttt,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe { out.render(g, needed) }
    })
}
