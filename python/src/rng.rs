//! The core's seeded generator, so Python players and shuffles replay like every other binding's.

use digipeg::Rng;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// SplitMix64 from the core: the same seed gives the same numbers everywhere.
#[pyclass(module = "digipeg", name = "Rng")]
pub struct PyRng {
    rng: Rng,
}

#[pymethods]
impl PyRng {
    #[new]
    fn new(seed: u64) -> Self {
        PyRng { rng: Rng::new(seed) }
    }

    /// The next 64-bit number.
    fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }

    /// A uniform number in `0..bound` (bound 1 to 2**32 - 1).
    fn below(&mut self, bound: u32) -> PyResult<u32> {
        if bound == 0 {
            return Err(PyValueError::new_err("bound must be at least 1"));
        }
        Ok(self.rng.below(bound))
    }
}

/// Add `Rng` to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyRng>()
}
