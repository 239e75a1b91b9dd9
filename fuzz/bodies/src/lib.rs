//! The bodies of digipeg's fuzz targets, one function per target taking the fuzzer's bytes.
//!
//! `fuzz/fuzz_targets/NAME.rs` hands libFuzzer's input to the body of the same name (`make
//! fuzz`, nightly), and `tests/replay.rs` feeds every committed input of `fuzz/corpus/NAME/` and
//! `fuzz/regressions/NAME/` through the same body on stable (`make test`). A body panics when an
//! invariant breaks; any input is fine to it otherwise.
//!
//! Each body reads its input as a careless or hostile caller's values ([`input::Input`]) and
//! checks the promises of the rules engine: constructors and parsers accept exactly what their
//! documentation says (checked against the rules written out plainly), a refused move changes
//! nothing, an accepted move is in the legal list and is what the plain rules make of it, every
//! listed move is accepted, nothing is lost or created (pegs, cubes, cards), the terminal
//! programs survive any lines, the solvers' answers replay and agree with exhaustive searches,
//! and the C ABI never panics, never writes past a buffer and never changes a state it refuses.

pub mod ffi;
pub mod images;
pub mod input;
pub mod klondike;
pub mod peg;
pub mod programs;
pub mod quixo;
pub mod solitaire;
pub mod solvers;
pub mod tictactoe;

/// The body of a target: panics when an invariant breaks.
pub type Body = fn(&[u8]);

/// Every target: its name (the file of `fuzz/fuzz_targets/` and the corpus folder) and body.
pub const TARGETS: &[(&str, Body)] = &[
    ("peg_parse", peg::peg_parse),
    ("peg_moves", peg::peg_moves),
    ("quixo_parse", quixo::quixo_parse),
    ("quixo_moves", quixo::quixo_moves),
    ("tictactoe_parse", tictactoe::tictactoe_parse),
    ("tictactoe_moves", tictactoe::tictactoe_moves),
    ("solitaire_new", solitaire::solitaire_new),
    ("solitaire_moves", solitaire::solitaire_moves),
    ("peg_program", programs::peg_program),
    ("solitaire_play", programs::solitaire_play),
    ("peg_solver", solvers::peg_solver),
    ("quixo_player", solvers::quixo_player),
    ("tictactoe_player", solvers::tictactoe_player),
    ("solitaire_solver", solvers::solitaire_solver),
    ("klondike_parse", klondike::klondike_parse),
    ("klondike_moves", klondike::klondike_moves),
    ("images", images::images),
    ("ffi_calls", ffi::ffi_calls),
];
