//! The named results (`digipeg.results`): a call that answers with more than two parts returns a
//! `typing.NamedTuple` of the Python package, where its field names, types and documentation are
//! written once. Here they are only built, from their parts, as plain tuples were before: unpacking
//! keeps working, and each part can be read by its name.

use pyo3::call::PyCallArgs;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

/// One named-tuple class of `digipeg.results`, looked up the first time it is built.
pub struct Named {
    name: &'static str,
    class: PyOnceLock<Py<PyType>>,
}

impl Named {
    /// The class `digipeg.results.<name>`.
    pub const fn new(name: &'static str) -> Named {
        Named {
            name,
            class: PyOnceLock::new(),
        }
    }

    /// The named tuple of these parts, in the order of its fields.
    pub fn of<'py>(&self, py: Python<'py>, parts: impl PyCallArgs<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.class.import(py, "digipeg.results", self.name)?.call1(parts)
    }
}

pub static KLONDIKE_SOLUTION: Named = Named::new("KlondikeSolution");
pub static KLONDIKE_HINT: Named = Named::new("KlondikeHint");
pub static PEG_HINT: Named = Named::new("PegHint");
pub static SOLITAIRE_SOLUTION: Named = Named::new("SolitaireSolution");
pub static SOLITAIRE_HINT: Named = Named::new("SolitaireHint");
pub static ERROR_ENTRY: Named = Named::new("ErrorEntry");
pub static LAYER_INDEX: Named = Named::new("LayerIndex");
pub static LAYER_COUNTS: Named = Named::new("LayerCounts");
pub static LAYER_CHECK: Named = Named::new("LayerCheck");
