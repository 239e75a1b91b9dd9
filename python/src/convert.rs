//! Python values into the core's argument types.

use pyo3::exceptions::PyOverflowError;
use pyo3::prelude::*;
use pyo3::types::PyInt;

/// Any Python integer (or object with `__index__`) as an `i64`, saturating: integers beyond
/// `i64` become `i64::MIN` / `i64::MAX`, which the core treats like any other out-of-range value.
/// Anything that is not an integer (a float, a string, `None`) is a `TypeError`.
pub fn index(obj: &Bound<'_, PyAny>) -> PyResult<i64> {
    let py = obj.py();
    let int = if obj.is_instance_of::<PyInt>() {
        obj.clone()
    } else {
        // operator.index raises the usual TypeError for non-integers.
        py.import("operator")?.getattr("index")?.call1((obj,))?
    };
    match int.extract::<i64>() {
        Ok(value) => Ok(value),
        Err(err) if err.is_instance_of::<PyOverflowError>(py) => {
            Ok(if int.lt(0)? { i64::MIN } else { i64::MAX })
        }
        Err(err) => Err(err),
    }
}
