//! # digipeg
//!
//! One rules engine for five classic programming-assignment games, written once and
//! usable from Rust, Python, C, JavaScript and microcontrollers:
//!
//! - [`peg`]: DigiPeg, rectangular peg solitaire on boards of 1–9 × 1–9 holes;
//! - [`quixo`]: the 5 × 5 sliding-cube game for 2 players or two teams of 2 (and 3 × 3, 4 × 4 for analysis);
//! - [`tictactoe`]: the state of a tic-tac-toe board (win, draw, ongoing or an exact error), and play;
//! - [`solitaire`]: the simplified Klondike of a data-structures course, with its card-pile [`solitaire::Deque`];
//! - [`klondike`]: full Klondike, with the deal formats of other solvers, a solver and a player.
//!
//! [`random_games`] makes seeded random games of all of them, for replaying in every runtime.
//!
//! The crate is `#![no_std]`, never allocates and has no `unsafe` code. Every failure is an
//! [`Error`] with a stable numeric code and a static message, and every text a user sees (board
//! drawings, messages, prompts) is produced here through `core::fmt`, so every binding prints
//! the same bytes.
#![no_std]
#![forbid(unsafe_code)]

#[cfg(test)]
extern crate std;

pub mod error;
pub mod image;
pub mod klondike;
pub mod peg;
pub mod quixo;
pub mod random_games;
pub mod rng;
pub mod solitaire;
pub mod tictactoe;

pub use error::{Error, ErrorKind, StepError};
pub use rng::Rng;

// The Rust examples of the front-page README, of this crate's README and of the Rust guide,
// compiled and run as doc-tests. (Only under `cfg(doctest)`: the published crate holds neither
// the front page nor the guide.)
/// The front page's Rust example.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

/// The crate README's examples (the crate's page on crates.io).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct CrateReadmeDoctests;

/// The Rust guide's examples.
#[cfg(doctest)]
#[doc = include_str!("../../docs/rust.md")]
pub struct RustGuideDoctests;
