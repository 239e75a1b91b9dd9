//! Quixo (2 players, or 4 in two teams): `digipeg_quixo`, a game with history, undo and the
//! optional draw rules.

use core::ffi::{c_char, c_int};

use digipeg_core::quixo::{Cell, Game, Move, Outcome, Position, Symbol, perft};

use crate::guard::{
    CTexts, Fail, OutList, OutPtr, Slot, TextOut, get, guard, load, non_null, read, store, update,
    written_whole,
};
use crate::status::DIGIPEG_E_INDEX;

/// A blank cube or square.
pub const DIGIPEG_BLANK: c_int = 0;
/// Symbol X (Quixo player 0 / team 0; tic-tac-toe's first player).
pub const DIGIPEG_X: c_int = 1;
/// Symbol O (Quixo player 1 / team 1; tic-tac-toe's second player).
pub const DIGIPEG_O: c_int = 2;

/// Outcome: the game goes on.
pub const DIGIPEG_OUTCOME_ONGOING: c_int = 0;
/// Outcome: X (or team X) won.
pub const DIGIPEG_OUTCOME_X_WINS: c_int = 1;
/// Outcome: O (or team O) won.
pub const DIGIPEG_OUTCOME_O_WINS: c_int = 2;
/// Outcome: drawn.
pub const DIGIPEG_OUTCOME_DRAW: c_int = 3;

/// The most legal moves a Quixo position has: a `digipeg_quixo_move` array this long always suffices.
pub const DIGIPEG_QUIXO_MAX_MOVES: usize = 88;
const _: () = assert!(DIGIPEG_QUIXO_MAX_MOVES == digipeg_core::quixo::MAX_MOVES);

/// A Quixo game (position, history for undo and repetition, draw rules), owned by the caller.
/// Opaque; initialise it with `digipeg_quixo_new` or `digipeg_quixo_parse`. About 2.5 KiB.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo {
    _opaque: [u64; 320],
}

/// A Quixo move, 0-based: take the cube at (`from_row`, `from_col`), put it at (`to_row`, `to_col`);
/// with 4 players the placed cube points to `partner` (0 or 1) of the mover's team, else 0.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_move {
    /// Row of the cube taken.
    pub from_row: u8,
    /// Column of the cube taken.
    pub from_col: u8,
    /// Row where it is put back.
    pub to_row: u8,
    /// Column where it is put back.
    pub to_col: u8,
    /// 4 players: the partner the placed cube points to (0 or 1); 0 with 2 players.
    pub partner: u8,
}

// Five bytes, no padding: written whole.
written_whole!(digipeg_quixo_move);
const _: () = assert!(size_of::<digipeg_quixo_move>() == 5);

impl From<Move> for digipeg_quixo_move {
    fn from(m: Move) -> Self {
        digipeg_quixo_move {
            from_row: m.from().row(),
            from_col: m.from().col(),
            to_row: m.to().row(),
            to_col: m.to().col(),
            partner: m.partner(),
        }
    }
}

// SAFETY: repr(C) byte container; FITS checks the size; Game is plain data.
unsafe impl Slot for digipeg_quixo {
    type State = Game;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpQXO01");
}
const _: () = <digipeg_quixo as Slot>::FITS;

pub(crate) fn symbol_code(s: Symbol) -> c_int {
    match s {
        Symbol::X => DIGIPEG_X,
        Symbol::O => DIGIPEG_O,
    }
}

fn outcome_code(o: Option<Outcome>) -> c_int {
    match o {
        None => DIGIPEG_OUTCOME_ONGOING,
        Some(Outcome::Win(Symbol::X)) => DIGIPEG_OUTCOME_X_WINS,
        Some(Outcome::Win(Symbol::O)) => DIGIPEG_OUTCOME_O_WINS,
        Some(Outcome::Draw) => DIGIPEG_OUTCOME_DRAW,
    }
}

/// A new game on the empty `size` x `size` board (3, 4 or 5) for `players` (2 or 4), player 0 (X)
/// to move, no draw rule. On error `*game` is left as it was.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_new(game: *mut digipeg_quixo, size: usize, players: usize) -> c_int {
    guard(|| {
        non_null(game)?;
        let made = Game::new(size, players)?;
        // SAFETY: caller's contract.
        unsafe { store(game, made) }
    })
}

/// The original `createBoard`: a game from `count` rows of text (`-` blank, `X`, `O`; with 4 players
/// `x`, `o` are cubes pointing to partner 1), `to_move` to move (2 players: 0 = X, 1 = O; 4: 0 to 3).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_parse(
    game: *mut digipeg_quixo,
    size: usize,
    rows: *const *const c_char,
    count: usize,
    players: usize,
    to_move: usize,
) -> c_int {
    guard(|| {
        non_null(game)?;
        // SAFETY: caller's contract.
        let rows = unsafe { CTexts::new(rows, count)? };
        let made = Game::from_position(Position::parse(size, &rows.utf8()?, players, to_move)?);
        // SAFETY: caller's contract.
        unsafe { store(game, made) }
    })
}

/// The board's side (3, 4 or 5).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_size(game: *const digipeg_quixo, out: *mut usize) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.position().size()) })
}

/// The number of players (2 or 4).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_players(game: *const digipeg_quixo, out: *mut usize) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.position().players()) })
}

/// The player to move (0–1, or 0–3 with 4 players); after a decisive move, who would have moved next.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_turn(game: *const digipeg_quixo, out: *mut usize) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.position().turn()) })
}

/// The symbol of the player to move: `DIGIPEG_X` or `DIGIPEG_O`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_turn_symbol(game: *const digipeg_quixo, out: *mut c_int) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| symbol_code(g.position().turn_symbol())) })
}

/// How many players were skipped (had no cube to take) just before the player to move (4 players).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_passed(game: *const digipeg_quixo, out: *mut usize) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.position().passed()) })
}

/// Moves played in this game (undo takes them back).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_plies(game: *const digipeg_quixo, out: *mut u32) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.plies()) })
}

/// How many moves `digipeg_quixo_undo` can take back now.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_undo_depth(game: *const digipeg_quixo, out: *mut usize) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.undo_depth()) })
}

/// The outcome, draw rules included: a `DIGIPEG_OUTCOME_*` constant.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_outcome(game: *const digipeg_quixo, out: *mut c_int) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| outcome_code(g.outcome())) })
}

/// Whether the game is over (won or drawn).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_game_over(game: *const digipeg_quixo, out: *mut bool) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.is_game_over()) })
}

/// What the cell (`row`, `col`) holds: `*symbol` is `DIGIPEG_BLANK`, `DIGIPEG_X` or `DIGIPEG_O`, and
/// `*partner` the partner the cube points to (0 with 2 players or when blank). Off the board is
/// `DIGIPEG_E_QUIXO_OFF_BOARD`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_cube(
    game: *const digipeg_quixo,
    row: i64,
    col: i64,
    symbol: *mut c_int,
    partner: *mut u8,
) -> c_int {
    guard(|| {
        let symbol = OutPtr::new(symbol)?;
        let partner = OutPtr::new(partner)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let cube = g.position().cube(Cell::try_new(row, col)?)?;
        // SAFETY: caller's contract.
        unsafe {
            symbol.set(cube.map_or(DIGIPEG_BLANK, |c| symbol_code(c.symbol)));
            partner.set(cube.map_or(0, |c| c.partner));
        }
        Ok(())
    })
}

/// The legal moves (none once the game is over), by taken cell, then place cell, then partner:
/// up to `cap` into `moves` (NULL allowed when `cap` is 0), their number in `*count`;
/// `DIGIPEG_E_BUFFER_TOO_SMALL` if `cap < *count`. `DIGIPEG_QUIXO_MAX_MOVES` always suffices.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_legal_moves(
    game: *const digipeg_quixo,
    moves: *mut digipeg_quixo_move,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutList::new(moves, cap, count)?;
        // SAFETY: caller's contract.
        let list = unsafe { read(game, |g| Ok(g.legal_moves()))? };
        // SAFETY: caller's contract.
        unsafe { out.set(list.iter().map(|&m| m.into())) }
    })
}

/// Legal move number `index` (order of `digipeg_quixo_legal_moves`); `DIGIPEG_E_INDEX` past the end.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_legal_move_at(
    game: *const digipeg_quixo,
    index: usize,
    out: *mut digipeg_quixo_move,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let m = unsafe {
            read(game, |g| {
                g.legal_moves().get(index).copied().ok_or(Fail(DIGIPEG_E_INDEX))
            })?
        };
        // SAFETY: caller's contract.
        unsafe { out.set(m.into()) };
        Ok(())
    })
}

/// The number of legal moves (0 once the game is over).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_count_moves(game: *const digipeg_quixo, out: *mut usize) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.legal_moves().len()) })
}

/// Why a move is illegal now: `DIGIPEG_OK` if `digipeg_quixo_make_move` would accept it, else the
/// status it would return (any integers). Never changes the game.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_check_move(
    game: *const digipeg_quixo,
    choose_row: i64,
    choose_col: i64,
    place_row: i64,
    place_col: i64,
    partner: i64,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let m = Move::from_raw(choose_row, choose_col, place_row, place_col, partner)?;
        Ok(g.check(&m)?)
    })
}

/// Whether a move is legal now (any integers; out-of-range ones are not).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_is_legal(
    game: *const digipeg_quixo,
    choose_row: i64,
    choose_col: i64,
    place_row: i64,
    place_col: i64,
    partner: i64,
    out: *mut bool,
) -> c_int {
    let m = Move::from_raw(choose_row, choose_col, place_row, place_col, partner);
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| m.is_ok_and(|m| g.is_legal(&m))) })
}

/// The original `makeMove`: take the cube at (`choose_row`, `choose_col`), slide, put it at
/// (`place_row`, `place_col`) showing the mover's symbol (pointing to `partner` with 4 players;
/// pass 0 with 2), and hand the turn over. An illegal move returns why and changes nothing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_make_move(
    game: *mut digipeg_quixo,
    choose_row: i64,
    choose_col: i64,
    place_row: i64,
    place_col: i64,
    partner: i64,
) -> c_int {
    guard(|| {
        let m = Move::from_raw(choose_row, choose_col, place_row, place_col, partner);
        // SAFETY: caller's contract.
        unsafe { update(game, |g| Ok(g.play(m?)?)) }
    })
}

/// Take back the last move (`DIGIPEG_E_QUIXO_NOTHING_TO_UNDO` if none is recorded).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_undo(game: *mut digipeg_quixo) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { update(game, |g| Ok(g.undo()?)) })
}

/// Draw rule: the game is drawn once `limit` moves have been played in it without a winner (0: off).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_set_move_limit(game: *mut digipeg_quixo, limit: u32) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe {
        update(game, |g| {
            g.set_move_limit(limit);
            Ok(())
        })
    })
}

/// The move limit (0: off).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_move_limit(game: *const digipeg_quixo, out: *mut u32) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.move_limit()) })
}

/// Draw rule: the game is drawn when a position occurs for the `k`-th time (0 or 1: off).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_set_repetitions(game: *mut digipeg_quixo, k: u32) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe {
        update(game, |g| {
            g.set_repetitions(k);
            Ok(())
        })
    })
}

/// The repetition count that draws (0: off).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_repetitions(game: *const digipeg_quixo, out: *mut u32) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.repetitions()) })
}

/// The original `printBoard`: `size` lines of `size` characters (`-`, `X`, `O`, and `x`, `o` for
/// cubes pointing to partner 1), each ending in a newline. Buffer rules as `digipeg_peg_draw`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_board_text(
    game: *const digipeg_quixo,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let position = unsafe { read(game, |g| Ok(*g.position()))? };
        // SAFETY: caller's contract.
        unsafe { out.render(position, needed) }
    })
}

/// The number of move paths of `depth` plies from the current position (draw rules ignored).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_perft(game: *const digipeg_quixo, depth: u32, out: *mut u64) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| perft(g.position(), depth)) })
}

/// Whether two games stand at the same position (board, player to move, players who passed).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_same_position(
    a: *const digipeg_quixo,
    b: *const digipeg_quixo,
    out: *mut bool,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        non_null(a)?;
        non_null(b)?;
        // SAFETY: caller's contract.
        let (a, b) = unsafe { (read(a, |g| Ok(*g.position()))?, read(b, |g| Ok(*g.position()))?) };
        // SAFETY: caller's contract.
        unsafe { out.set(a == b) };
        Ok(())
    })
}
