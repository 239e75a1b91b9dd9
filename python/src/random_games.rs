//! The core's random games, for the cross-runtime tests (tests/random-games/README.md).

use digipeg::random_games::{Kind, RandomGame};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// `random_game(kind, seed, index)`: the operation lines of game `index` of `kind` in the run
/// seeded with `seed`, as the core generates them (the same lines in every binding); the
/// cross-runtime test of the repository replays them.
#[pyfunction]
fn random_game(kind: &str, seed: u64, index: u64) -> PyResult<Vec<String>> {
    let kind = Kind::from_name(kind)
        .ok_or_else(|| PyValueError::new_err(format!("unknown random-game kind {kind:?}")))?;
    Ok(RandomGame::new(kind, seed, index)
        .map(|line| line.as_str().to_owned())
        .collect())
}

/// `random_game_kinds()`: the name of every kind, in the order the runners report them.
#[pyfunction]
fn random_game_kinds() -> Vec<&'static str> {
    Kind::ALL.iter().map(|k| k.name()).collect()
}

/// Add the functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(random_game, m)?)?;
    m.add_function(wrap_pyfunction!(random_game_kinds, m)?)
}
