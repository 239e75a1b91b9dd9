//! The core's random games, for the repository's cross-runtime test: the C runner reads the
//! operations of each game here and replays them through the rest of this interface.

use core::ffi::{c_char, c_int};
use core::fmt;

use digipeg_core::random_games::{Kind, RandomGame};

use crate::guard::{CText, Fail, TextOut, guard};
use crate::status::{DIGIPEG_E_BAD_ENUM, DIGIPEG_E_INDEX};

/// The lines of a game, each followed by a newline.
struct Lines(Kind, u64, u64);

impl fmt::Display for Lines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        RandomGame::new(self.0, self.1, self.2).try_for_each(|line| writeln!(f, "{line}"))
    }
}

/// The operation lines of random game `index` of `kind` (a name such as `"peg-rows"`, see
/// `digipeg_random_game_kind`) in the run seeded with `seed`, each followed by a newline (the
/// same lines in every binding). Buffer rules as `digipeg_peg_draw` (a few KiB always suffice);
/// `DIGIPEG_E_BAD_ENUM` for an unknown kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_random_game(
    kind: *const c_char,
    seed: u64,
    index: u64,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract.
        let name = unsafe { CText::new(kind)? };
        let out = TextOut::new(buf, cap)?;
        let kind = Kind::from_name(name.utf8()?).ok_or(Fail(DIGIPEG_E_BAD_ENUM))?;
        // SAFETY: caller's contract.
        unsafe { out.render(Lines(kind, seed, index), needed) }
    })
}

/// The name of random-game kind number `i` (0 first), into `buf` (buffer rules as
/// `digipeg_peg_draw`); `DIGIPEG_E_INDEX` past the last kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_random_game_kind(
    i: usize,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        let kind = Kind::ALL.get(i).ok_or(Fail(DIGIPEG_E_INDEX))?;
        // SAFETY: caller's contract.
        unsafe { out.render(kind.name(), needed) }
    })
}
