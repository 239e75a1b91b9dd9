//! The simplified-solitaire solver: the shortest win within a number of moves (or a proof that
//! there is none) and a hint, with the transposition table in the caller's memory.

use core::ffi::{c_int, c_void};

use digipeg_core::solitaire::{BUCKET, Entry, Move, hint, solve};

use crate::guard::{OutList, OutPtr, TableMem, guard, load, written_by_fields};
use crate::solitaire::{digipeg_solitaire, digipeg_solitaire_move};

/// The longest line the solver returns (`2 x 64`): a move array this long always suffices.
pub const DIGIPEG_SOLITAIRE_MAX_LINE: usize = 128;
const _: () = assert!(DIGIPEG_SOLITAIRE_MAX_LINE == digipeg_core::solitaire::MAX_LINE);
/// Bytes of one solver table entry.
pub const DIGIPEG_SOLITAIRE_ENTRY_BYTES: usize = 24;
const _: () = assert!(DIGIPEG_SOLITAIRE_ENTRY_BYTES == size_of::<Entry>());
/// The smallest solver table, in bytes (4 entries); less is `DIGIPEG_E_SEARCH_TABLE_TOO_SMALL`.
pub const DIGIPEG_SOLITAIRE_MIN_TABLE_BYTES: usize = 96;
const _: () = assert!(DIGIPEG_SOLITAIRE_MIN_TABLE_BYTES == BUCKET * DIGIPEG_SOLITAIRE_ENTRY_BYTES);

/// What `digipeg_solitaire_solve` found (its line goes to the caller's move array).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_solitaire_solution {
    /// Whether the search finished within its node budget: then `won` tells whether a win exists
    /// within the moves allowed (and the line is a shortest one). If not, nothing is known.
    pub finished: bool,
    /// Whether a winning line was found (empty if the game is already complete).
    pub won: bool,
    /// Positions searched.
    pub nodes: u64,
}

/// What `digipeg_solitaire_hint` advises.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_solitaire_hint_result {
    /// The move to make (legal now): the first of the best line found.
    pub next: digipeg_solitaire_move,
    /// Whether a win was found (then `win_in` is the length of the shortest, which `next` starts).
    pub has_win: bool,
    /// The length of the shortest win (0 when `has_win` is false).
    pub win_in: u8,
    /// Cards lying on the card one higher at the end of the best line (`n - 1` for a win).
    pub built: u8,
    /// Whether the search finished (the answer is the best within the moves allowed).
    pub finished: bool,
    /// Positions searched.
    pub nodes: u64,
}

written_by_fields! {
    digipeg_solitaire_solution { finished, won, nodes }
    digipeg_solitaire_hint_result { next, has_win, win_in, built, finished, nodes }
}

fn move_of(m: Move) -> digipeg_solitaire_move {
    digipeg_solitaire_move {
        from: m.from(),
        to: m.to(),
    }
}

/// The shortest winning line of `*game` within `max_moves` valid moves (pass its ChanceNo for a
/// new game; more than `DIGIPEG_SOLITAIRE_MAX_LINE` is `DIGIPEG_E_SEARCH_TOO_DEEP`), searching at
/// most `node_budget` positions.
///
/// Table memory: `table_bytes` bytes at `table`, aligned to `DIGIPEG_TABLE_ALIGN` (16) else
/// `DIGIPEG_E_MISALIGNED`, at least `DIGIPEG_SOLITAIRE_MIN_TABLE_BYTES` else
/// `DIGIPEG_E_SEARCH_TABLE_TOO_SMALL` (more is faster); scratch, cleared at every call.
/// The line goes to `moves` as by `digipeg_solitaire_legal_moves` (`*count` its length, 0 when no
/// win was found; `DIGIPEG_SOLITAIRE_MAX_LINE` always suffices); `*out` is written only on success.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_solve(
    game: *const digipeg_solitaire,
    max_moves: usize,
    node_budget: u64,
    table: *mut c_void,
    table_bytes: usize,
    out: *mut digipeg_solitaire_solution,
    moves: *mut digipeg_solitaire_move,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        let line_out = OutList::new(moves, cap, count)?;
        let table = TableMem::new(table, table_bytes)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract: `table` is valid for `table_bytes` bytes.
        let entries = unsafe { table.entries(Entry::EMPTY)? };
        let solved = solve(&g, max_moves, entries, node_budget)?;
        let line = solved.line.as_ref().map_or(&[][..], |l| &l[..]);
        let summary = digipeg_solitaire_solution {
            finished: solved.finished,
            won: solved.line.is_some(),
            nodes: solved.nodes,
        };
        // SAFETY: caller's contract.
        unsafe {
            line_out.set(line.iter().map(|&m| move_of(m)))?;
            out.set(summary);
        }
        Ok(())
    })
}

/// A hint for `*game` with `max_moves` moves left: the first move of a shortest win if there is
/// one, else of the line that builds the most cards. Table memory and errors as
/// `digipeg_solitaire_solve`, and `DIGIPEG_E_SEARCH_GAME_OVER` if the game is complete or stuck.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_hint(
    game: *const digipeg_solitaire,
    max_moves: usize,
    node_budget: u64,
    table: *mut c_void,
    table_bytes: usize,
    out: *mut digipeg_solitaire_hint_result,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        let table = TableMem::new(table, table_bytes)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract: `table` is valid for `table_bytes` bytes.
        let entries = unsafe { table.entries(Entry::EMPTY)? };
        let h = hint(&g, max_moves, entries, node_budget)?;
        let result = digipeg_solitaire_hint_result {
            next: move_of(h.next),
            has_win: h.win_in.is_some(),
            win_in: h.win_in.unwrap_or(0),
            built: h.built,
            finished: h.finished,
            nodes: h.nodes,
        };
        // SAFETY: caller's contract.
        unsafe { out.set(result) };
        Ok(())
    })
}
