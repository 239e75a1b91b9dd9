//! Inputs that once made a target fail, each a named test. The files are in
//! `fuzz/regressions/TARGET/NAME` (the replay test runs them too); each test says what it found.

use std::fs;
use std::path::Path;

use digipeg_fuzz::TARGETS;

fn replay(target: &str, name: &str) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../regressions")
        .join(target)
        .join(name);
    let data = fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let body = TARGETS
        .iter()
        .find(|&&(n, _)| n == target)
        .expect("a target of that name")
        .1;
    body(&data);
}

/// The harness took a NULL `solution` of `digipeg_quixo_choose` for an uninitialised handle;
/// the C ABI documents NULL as "no solution" and accepts it.
#[test]
fn ffi_calls_null_solution_handle() {
    replay("ffi_calls", "null-solution-handle");
}

/// `digipeg_quixo_solution_move_values` on a game the 3 x 3 solution does not cover (another
/// size or 4 players) that is over: the C ABI reports the game over (501; it counts the draw
/// rules, as documented) before the core's "unsupported" (520), which the harness now allows.
#[test]
fn ffi_calls_solution_game_over_before_unsupported() {
    replay("ffi_calls", "solution-game-over-before-unsupported");
}

/// A Quixo position image holding a line but no outcome (its state byte was never checked): read
/// back, the game had no legal move yet was not over. `Position`'s image is now refused unless
/// its outcome and passes are what the rules decide for its board.
#[test]
fn images_quixo_position_outcome_not_the_boards() {
    replay("images", "quixo-position-outcome-not-the-boards");
}

/// A DigiPeg image whose holes lie outside its rows and columns (a 4 x 4 board whose only holes
/// are at row 4, columns 5 and 6, counting from 0): the reader checked only that the holes were
/// on the 9 x 9 grid. A board's image is now refused unless its rows and columns are exactly
/// those its holes reach, as `with_shape` measures them.
#[test]
fn images_peg_holes_outside_its_rectangle() {
    replay("images", "peg-holes-outside-its-rectangle");
}
