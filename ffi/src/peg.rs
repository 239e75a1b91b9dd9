//! DigiPeg: `digipeg_peg` (a board) and `digipeg_peg_program` (the terminal program).

use core::ffi::{c_char, c_int};

use digipeg_core::StepError;
use digipeg_core::peg::{Banner, DigiPeg, Directions, Jump, Program, Status};

use crate::guard::{
    CText, CTexts, Fail, OutList, OutPtr, Res, Slot, TextOut, get, guard, load, non_null, program_step,
    store, written_whole,
};
use crate::status::{DIGIPEG_E_BAD_ENUM, DIGIPEG_E_INDEX};

/// `directions`: pegs jump up, down, left and right (the assignment's rule).
pub const DIGIPEG_PEG_ORTHOGONAL: c_int = 0;
/// `directions`: the orthogonal four and the four diagonals.
pub const DIGIPEG_PEG_DIAGONAL: c_int = 1;
/// `directions`: six directions of a triangular board drawn in the grid's lower-left half.
pub const DIGIPEG_PEG_TRIANGULAR: c_int = 2;

/// Program banner `Welcome to Peg Rectangle Solitaire!` (the first edition, the default).
pub const DIGIPEG_PEG_BANNER_PEG_RECTANGLE: c_int = 0;
/// Program banner `Welcome to DigiPeg Solitaire!` (later editions).
pub const DIGIPEG_PEG_BANNER_DIGIPEG: c_int = 1;

/// The most legal jumps any DigiPeg position has: a `digipeg_peg_jump` array this long always suffices.
pub const DIGIPEG_PEG_MAX_JUMPS: usize = 320;
const _: () = assert!(DIGIPEG_PEG_MAX_JUMPS == digipeg_core::peg::MAX_JUMPS);

/// A DigiPeg board, owned by the caller (on the stack, in a struct, anywhere: no allocation).
/// Opaque: initialise it with `digipeg_peg_new`, `digipeg_peg_with_directions` or
/// `digipeg_peg_from_rows`; copy it with `=` or `memcpy`. A zeroed struct is refused with
/// `DIGIPEG_E_UNINITIALISED`.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_peg {
    _opaque: [u64; 16],
}

/// The DigiPeg terminal program (prompts, board drawings, messages), driven one input line at a time.
/// Opaque, caller-owned, like `digipeg_peg`; initialise it with `digipeg_peg_program_new`.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_peg_program {
    _opaque: [u64; 24],
}

/// A jump, 0-based: the peg at (`from_row`, `from_col`) lands at (`to_row`, `to_col`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_peg_jump {
    /// Row of the jumping peg.
    pub from_row: u8,
    /// Column of the jumping peg.
    pub from_col: u8,
    /// Row of the landing hole.
    pub to_row: u8,
    /// Column of the landing hole.
    pub to_col: u8,
}

// Four bytes, no padding: written whole.
written_whole!(digipeg_peg_jump);
const _: () = assert!(size_of::<digipeg_peg_jump>() == 4);

impl From<Jump> for digipeg_peg_jump {
    fn from(j: Jump) -> Self {
        digipeg_peg_jump {
            from_row: j.from.row(),
            from_col: j.from.col(),
            to_row: j.to.row(),
            to_col: j.to.col(),
        }
    }
}

// SAFETY: repr(C) byte containers; FITS checks the sizes; the states are plain data.
unsafe impl Slot for digipeg_peg {
    type State = DigiPeg;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpPEG01");
}
// SAFETY: as above.
unsafe impl Slot for digipeg_peg_program {
    type State = Program;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpPPR01");
}
const _: () = <digipeg_peg as Slot>::FITS;
const _: () = <digipeg_peg_program as Slot>::FITS;

fn directions(value: c_int) -> Res<Directions> {
    match value {
        DIGIPEG_PEG_ORTHOGONAL => Ok(Directions::Orthogonal),
        DIGIPEG_PEG_DIAGONAL => Ok(Directions::Diagonal),
        DIGIPEG_PEG_TRIANGULAR => Ok(Directions::Triangular),
        _ => Err(Fail(DIGIPEG_E_BAD_ENUM)),
    }
}

fn directions_code(d: Directions) -> c_int {
    match d {
        Directions::Orthogonal => DIGIPEG_PEG_ORTHOGONAL,
        Directions::Diagonal => DIGIPEG_PEG_DIAGONAL,
        Directions::Triangular => DIGIPEG_PEG_TRIANGULAR,
    }
}

/// A `rows` x `cols` board (each 1 to 9) full of pegs but for the hole at (`empty_row`, `empty_col`),
/// 0-based; pegs jump orthogonally. On error `*game` is left as it was.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_new(
    game: *mut digipeg_peg,
    rows: i64,
    cols: i64,
    empty_row: i64,
    empty_col: i64,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { digipeg_peg_with_directions(game, rows, cols, empty_row, empty_col, DIGIPEG_PEG_ORTHOGONAL) }
}

/// Like `digipeg_peg_new`, with a choice of jump rule (`DIGIPEG_PEG_ORTHOGONAL`, `_DIAGONAL`, `_TRIANGULAR`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_with_directions(
    game: *mut digipeg_peg,
    rows: i64,
    cols: i64,
    empty_row: i64,
    empty_col: i64,
    directions: c_int,
) -> c_int {
    guard(|| {
        non_null(game)?;
        let made = DigiPeg::with_directions(rows, cols, empty_row, empty_col, self::directions(directions)?)?;
        // SAFETY: caller's contract: `game` is valid.
        unsafe { store(game, made) }
    })
}

/// A board of any shape from `count` rows of text: `o` a peg, `.` an empty hole, `#` no hole
/// (the text `digipeg_peg_rows_text` writes, one row per string, without newlines).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_from_rows(
    game: *mut digipeg_peg,
    rows: *const *const c_char,
    count: usize,
    directions: c_int,
) -> c_int {
    guard(|| {
        non_null(game)?;
        // SAFETY: caller's contract.
        let rows = unsafe { CTexts::new(rows, count)? };
        let rows = rows.utf8()?;
        let made = DigiPeg::from_rows(&rows, self::directions(directions)?)?;
        // SAFETY: caller's contract.
        unsafe { store(game, made) }
    })
}

/// Number of rows drawn.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_rows(game: *const digipeg_peg, out: *mut u8) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.rows()) })
}
/// Number of columns drawn.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_cols(game: *const digipeg_peg, out: *mut u8) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.cols()) })
}
/// The jump rule: a `DIGIPEG_PEG_ORTHOGONAL`/`_DIAGONAL`/`_TRIANGULAR` constant.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_directions(game: *const digipeg_peg, out: *mut c_int) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| directions_code(g.directions())) })
}
/// How many pegs are on the board.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_pegs_left(game: *const digipeg_peg, out: *mut u32) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.pegs_left()) })
}
/// How many legal jumps there are.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_count_moves(game: *const digipeg_peg, out: *mut u32) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.count_moves()) })
}
/// Whether no jump is left.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_game_over(game: *const digipeg_peg, out: *mut bool) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.game_over()) })
}

/// Whether two boards are the same game (same holes, pegs and jump rule). A `memcmp` of two
/// structs tells the same (every byte of a state struct is written, equal boards alike).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_equal(
    a: *const digipeg_peg,
    b: *const digipeg_peg,
    out: *mut bool,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        non_null(a)?;
        non_null(b)?;
        // SAFETY: caller's contract.
        let (a, b) = unsafe { (load(a)?, load(b)?) };
        // SAFETY: caller's contract.
        unsafe { out.set(a == b) };
        Ok(())
    })
}

/// Whether (`row`, `col`) is a hole holding a peg (anything off the board: false).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_is_peg(
    game: *const digipeg_peg,
    row: i64,
    col: i64,
    out: *mut bool,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.is_peg(row, col)) })
}

/// Whether (`row`, `col`) is a hole of this board (anything off the board: false).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_is_hole(
    game: *const digipeg_peg,
    row: i64,
    col: i64,
    out: *mut bool,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.is_hole(row, col)) })
}

/// The assignment's `legal_move`: whether the jump is legal (any integers; off-board ones are false).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_legal_move(
    game: *const digipeg_peg,
    row_start: i64,
    col_start: i64,
    row_end: i64,
    col_end: i64,
    out: *mut bool,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe {
        get(game, out, |g| {
            g.legal_move(row_start, col_start, row_end, col_end)
        })
    })
}

/// Why a jump is illegal: `DIGIPEG_OK` if `digipeg_peg_make_move` would accept it, else the
/// status it would return. Never changes the board.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_check_move(
    game: *const digipeg_peg,
    row_start: i64,
    col_start: i64,
    row_end: i64,
    col_end: i64,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract.
        let mut g = unsafe { load(game)? };
        // Tried on a copy that is then dropped: the core alone decides.
        g.make_move(row_start, col_start, row_end, col_end)?;
        Ok(())
    })
}

/// The assignment's `make_move`: make the jump, or return why not and leave the board unchanged.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_make_move(
    game: *mut digipeg_peg,
    row_start: i64,
    col_start: i64,
    row_end: i64,
    col_end: i64,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract.
        let mut g = unsafe { load(game)? };
        g.make_move(row_start, col_start, row_end, col_end)?;
        // SAFETY: caller's contract.
        unsafe { store(game, g) }
    })
}

/// The legal jumps, in increasing order of (start, landing) hole: up to `cap` of them are
/// written to `moves` (NULL allowed when `cap` is 0) and `*count` is set to how many there are.
/// `DIGIPEG_E_BUFFER_TOO_SMALL` if `cap < *count`; `DIGIPEG_PEG_MAX_JUMPS` always suffices.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_legal_moves(
    game: *const digipeg_peg,
    moves: *mut digipeg_peg_jump,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutList::new(moves, cap, count)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe { out.set(g.legal_moves().iter().map(|&j| j.into())) }
    })
}

/// Legal jump number `index` (0-based, same order as `digipeg_peg_legal_moves`);
/// `DIGIPEG_E_INDEX` if there are not that many.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_legal_move_at(
    game: *const digipeg_peg,
    index: usize,
    out: *mut digipeg_peg_jump,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        let jump = *g.legal_moves().get(index).ok_or(Fail(DIGIPEG_E_INDEX))?;
        // SAFETY: caller's contract.
        unsafe { out.set(jump.into()) };
        Ok(())
    })
}

/// The assignment's board drawing (what `print(game)` shows), into `buf` of `cap` bytes.
/// `*needed` (may be NULL) gets the size with the NUL; `DIGIPEG_E_BUFFER_TOO_SMALL` if it exceeds
/// `cap` (the buffer then holds a truncated, NUL-terminated prefix when `cap > 0`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_draw(
    game: *const digipeg_peg,
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

/// The board as rows of `o`, `.` and `#`, each ending in a newline (what `digipeg_peg_from_rows`
/// reads). Buffer rules as `digipeg_peg_draw`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_rows_text(
    game: *const digipeg_peg,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe { out.render(g.rows_text(), needed) }
    })
}

/// The end-of-game text: `Number of pegs left: N` and the verdict, each line ending in a newline.
/// Buffer rules as `digipeg_peg_draw`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_final_message(
    game: *const digipeg_peg,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe { out.render(g.final_message(), needed) }
    })
}

/// A terminal program with a banner (`DIGIPEG_PEG_BANNER_*`) and a jump rule (`DIGIPEG_PEG_*`).
/// Call `digipeg_peg_program_start` next.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_program_new(
    program: *mut digipeg_peg_program,
    banner: c_int,
    directions: c_int,
) -> c_int {
    guard(|| {
        non_null(program)?;
        let banner = match banner {
            DIGIPEG_PEG_BANNER_PEG_RECTANGLE => Banner::PegRectangle,
            DIGIPEG_PEG_BANNER_DIGIPEG => Banner::DigiPeg,
            _ => return Err(Fail(DIGIPEG_E_BAD_ENUM)),
        };
        let made = Program::new(banner, self::directions(directions)?);
        // SAFETY: caller's contract.
        unsafe { store(program, made) }
    })
}

/// Write the banner and the first prompt into `buf` (buffer rules as `digipeg_peg_draw`);
/// `*finished` is set to whether the program has ended. If the buffer is too small nothing
/// happens but `*needed`: call again with a bigger buffer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_program_start(
    program: *mut digipeg_peg_program,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
    finished: *mut bool,
) -> c_int {
    // SAFETY: forwarded contract.
    guard(|| unsafe {
        program_step(
            program,
            |p, out| Ok(p.start(out).map_err(StepError::from)? == Status::Finished),
            buf,
            cap,
            needed,
            finished,
        )
    })
}

/// Answer the pending prompt with `line` (one line of input, without its newline; UTF-8) and
/// write what the program prints in reply into `buf`. Buffer rules and `*finished` as
/// `digipeg_peg_program_start`; on `DIGIPEG_E_BUFFER_TOO_SMALL` the line was not consumed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_program_input(
    program: *mut digipeg_peg_program,
    line: *const c_char,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
    finished: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract.
        let line = unsafe { CText::new(line)? };
        // SAFETY: forwarded contract.
        unsafe {
            program_step(
                program,
                |p, out| Ok(p.input(Some(line.utf8()?), out)? == Status::Finished),
                buf,
                cap,
                needed,
                finished,
            )
        }
    })
}

/// Tell the program its input has ended (what end-of-file is to the original), and write
/// what it prints. Buffer rules and `*finished` as `digipeg_peg_program_start`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_program_end_input(
    program: *mut digipeg_peg_program,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
    finished: *mut bool,
) -> c_int {
    // SAFETY: forwarded contract.
    guard(|| unsafe {
        program_step(
            program,
            |p, out| Ok(p.input(None, out)? == Status::Finished),
            buf,
            cap,
            needed,
            finished,
        )
    })
}

/// The game the program is playing, once the board has been set up: copied to `*game` with
/// `*has_game` true; before that `*has_game` is false and `*game` is left as it was.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_peg_program_game(
    program: *const digipeg_peg_program,
    game: *mut digipeg_peg,
    has_game: *mut bool,
) -> c_int {
    guard(|| {
        non_null(game)?;
        let has_game = OutPtr::new(has_game)?;
        // SAFETY: caller's contract.
        let p = unsafe { load(program)? };
        // SAFETY: caller's contract.
        unsafe {
            if let Some(g) = p.game() {
                store(game, *g)?;
            }
            has_game.set(p.game().is_some());
        }
        Ok(())
    })
}
