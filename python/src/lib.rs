//! `digipeg._native`: the Python extension module of the digipeg rules engine.
//!
//! Thin on purpose: each file converts Python arguments, calls the core and converts the result
//! or the core's error. No rule is decided here. The Python package `digipeg` (beside this
//! crate) re-exports these classes under the original assignments' names.

use pyo3::prelude::*;

mod convert;
mod errors;
mod klondike;
mod layers;
mod peg;
mod quixo;
mod random_games;
mod results;
mod rng;
mod solitaire;
mod tictactoe;

/// `_noop(x)`: takes one argument and does nothing: the call-overhead floor for `make bench`.
#[pyfunction]
fn _noop(_arg: &Bound<'_, PyAny>) {}

/// The extension module.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(m)?;
    peg::register(m)?;
    tictactoe::register(m)?;
    quixo::register(m)?;
    layers::register(m)?;
    solitaire::register(m)?;
    klondike::register(m)?;
    rng::register(m)?;
    random_games::register(m)?;
    m.add_function(wrap_pyfunction!(_noop, m)?)?;
    Ok(())
}
