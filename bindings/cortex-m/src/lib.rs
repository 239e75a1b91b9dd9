//! The board-independent part of digipeg's Cortex-M firmware: `no_std`, allocation-free, and
//! built for the host too, so that `cargo test` checks it there.
//!
//! - [`vectors`]: the shared test vectors of all four games, compressed into flash, and the
//!   interpreter that plays them (the QEMU image `vectors`).
//!
//! The images themselves (`src/bin/`) add only what a target needs: start-up, output (semihosting
//! under QEMU), stack measurement and fault handlers.
#![cfg_attr(not(test), no_std)]
#![warn(missing_docs)]

pub mod vectors;
