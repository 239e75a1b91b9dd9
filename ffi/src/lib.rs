//! # digipeg C ABI
//!
//! The C face of the digipeg rules engine: `libdigipeg.a` / `libdigipeg.so` and the
//! cbindgen-generated `ffi/include/digipeg.h`. This crate converts, the core decides.
//!
//! Conventions every function follows:
//! - It returns a status code (`int`): `DIGIPEG_OK` (0), a core error code (1xx–6xx, the core's
//!   `Error::code()` unchanged) or an FFI code (9xx). `digipeg_error_message` turns any code into
//!   a static string. No panic crosses the boundary: it becomes `DIGIPEG_E_PANIC`.
//! - It checks its arguments in one order (see `guard`): NULL pointers, then uninitialised state
//!   structs, then values (the library's checks, then the core's).
//! - Game state lives in caller-owned, fixed-size, opaque structs (`digipeg_peg`, ...) that the
//!   `_new`/`_parse` functions initialise; the C side never needs `malloc`. A zeroed or garbage
//!   struct is `DIGIPEG_E_UNINITIALISED`. A failing call leaves every state it was given unchanged.
//! - Every byte of every struct the library fills is written: state structs hold the core's byte
//!   image (`digipeg::image`) and zeros, result structs are zeroed and written field by field.
//! - Results come back through out pointers; text through `char *buf, size_t cap, size_t *needed`.
//!
//! Safety contract (all functions): every pointer argument is NULL — reported as
//! `DIGIPEG_E_NULL_POINTER` unless documented as optional — or valid for the documented
//! reads and writes; strings are NUL-terminated.
#![allow(clippy::missing_safety_doc)]

mod guard;
pub mod klondike;
pub mod peg;
pub mod peg_solver;
pub mod quixo;
pub mod quixo_player;
pub mod quixo_tables;
pub mod random_games;
pub mod solitaire;
pub mod solitaire_solver;
pub mod status;
pub mod tictactoe;
pub mod ttt_perfect;

pub use guard::DIGIPEG_TABLE_ALIGN;

use core::ffi::{CStr, c_char};

/// The library version (`"0.1.0"`), static.
#[unsafe(no_mangle)]
pub extern "C" fn digipeg_version() -> *const c_char {
    const VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(v) => v,
            Err(_) => panic!("version holds a NUL"),
        };
    VERSION.as_ptr()
}

#[cfg(test)]
mod tests {
    use super::guard::{Fail, guard};
    use super::status::{DIGIPEG_E_PANIC, DIGIPEG_OK};

    #[test]
    fn the_guard_turns_a_panic_into_a_status() {
        assert_eq!(guard(|| Ok(())), DIGIPEG_OK);
        assert_eq!(guard(|| Err(Fail(123))), 123);
        #[allow(clippy::unnecessary_literal_unwrap)]
        let code = guard(|| {
            let nothing: Option<()> = None;
            nothing.unwrap();
            Ok(())
        });
        assert_eq!(code, DIGIPEG_E_PANIC);
    }
}
