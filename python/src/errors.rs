//! The core's [`Error`] as Python exceptions.
//!
//! `DigipegError` (made with `create_exception!`) is the base of all of them. Below it, one class
//! per [`ErrorKind`], each ALSO a subclass of the built-in exception Python users expect, so
//! `except ValueError` keeps working for code written against the original assignments:
//!
//! | kind              | class                  | built-in bases             |
//! |-------------------|------------------------|----------------------------|
//! | `InvalidArgument` | `InvalidArgumentError` | `ValueError`               |
//! | `OutOfRange`      | `OutOfRangeError`      | `IndexError`, `ValueError` |
//! | `IllegalMove`     | `IllegalMoveError`     | `ValueError`               |
//! | `ImpossibleBoard` | `ImpossibleBoardError` | `ValueError`               |
//! | `Capacity`        | `CapacityError`        | `ValueError`               |
//! | `Empty`           | `EmptyError`           | `IndexError`               |
//! | `OutOfOrder`      | `OutOfOrderError`      | `RuntimeError`             |
//!
//! An off-board position is both a bad index and a bad value (an illegal move, for the
//! original APIs that promised `ValueError`), as numpy's `AxisError` is. A call out of order
//! (a program's input before its start) is no bad value at all: a `RuntimeError`, as
//! `threading.Thread.join()` before `start()` is.
//!
//! Below each kind class, one small class per core error (`digipeg.errors.TttOStarted`, ...) with
//! the class attributes `code` and `name`: a raised exception is an instance of its error's
//! class, with the core's message as its only argument. Raising then costs what raising a
//! Python exception costs (no attributes set per instance), and callers can catch one error.
//!
//! Raising is on the hot path of `gamestate` (four boards in ten are impossible in its benchmark),
//! so each error's argument tuple `(message,)` is built once, and a raise makes the instance at
//! once (`class(*args)`, one allocation) and hands it to Python already normalised: no boxed lazy
//! state, no argument tuple per raise, no `PyErr_SetObject` / fetch / normalise round trip.

use digipeg::{Error, ErrorKind, StepError};
use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyIndexError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyString, PyTuple, PyType};

use crate::results::ERROR_ENTRY;

create_exception!(
    digipeg,
    DigipegError,
    PyException,
    "Base class of every error the digipeg engine reports. `.code` is the core's stable number, \
     `.name` its name, and `str(err)` its message."
);

/// The kinds in the order of [`KIND_CLASSES`].
const KINDS: [ErrorKind; 7] = [
    ErrorKind::InvalidArgument,
    ErrorKind::OutOfRange,
    ErrorKind::IllegalMove,
    ErrorKind::ImpossibleBoard,
    ErrorKind::Capacity,
    ErrorKind::Empty,
    ErrorKind::OutOfOrder,
];

/// Class name and docstring of each kind's exception, in the order of [`KINDS`].
const KIND_CLASSES: [(&str, &str); 7] = [
    (
        "InvalidArgumentError",
        "A value that can never be valid (a board size, a character, a card list).",
    ),
    (
        "OutOfRangeError",
        "A position or index outside the board, a pile list or a deque.",
    ),
    (
        "IllegalMoveError",
        "A well-formed move the rules refuse in this position.",
    ),
    ("ImpossibleBoardError", "A board that cannot arise in play."),
    ("CapacityError", "A fixed capacity would be exceeded."),
    ("EmptyError", "Taking from something empty."),
    (
        "OutOfOrderError",
        "A call made before the call it depends on (a program's input before its start).",
    ),
];

static CLASSES: PyOnceLock<Vec<Py<PyType>>> = PyOnceLock::new();

/// One class per error of [`Error::ALL`] (same order) and its arguments, `(message,)`.
static ERROR_CLASSES: PyOnceLock<Vec<(Py<PyType>, Py<PyTuple>)>> = PyOnceLock::new();

fn kind_index(kind: ErrorKind) -> usize {
    KINDS.iter().position(|k| *k == kind).unwrap_or(0)
}

/// The exception classes of the kinds, made once per interpreter.
pub fn classes(py: Python<'_>) -> PyResult<&Vec<Py<PyType>>> {
    CLASSES.get_or_try_init(py, || {
        let base = py.get_type::<DigipegError>();
        let value_error = py.get_type::<PyValueError>();
        let index_error = py.get_type::<PyIndexError>();
        let runtime_error = py.get_type::<PyRuntimeError>();
        let type_ = py.get_type::<PyType>();
        KINDS
            .iter()
            .zip(KIND_CLASSES)
            .map(|(kind, (name, doc))| {
                let bases = match kind {
                    ErrorKind::OutOfRange => PyTuple::new(py, [&base, &index_error, &value_error])?,
                    ErrorKind::Empty => PyTuple::new(py, [&base, &index_error])?,
                    ErrorKind::OutOfOrder => PyTuple::new(py, [&base, &runtime_error])?,
                    _ => PyTuple::new(py, [&base, &value_error])?,
                };
                let dict = PyDict::new(py);
                dict.set_item("__module__", "digipeg")?;
                dict.set_item("__doc__", doc)?;
                let class = type_.call1((name, bases, dict))?;
                Ok(class.cast_into::<PyType>()?.unbind())
            })
            .collect()
    })
}

/// The per-error classes (subclasses of their kind's class) and argument tuples, made once.
pub fn error_classes(py: Python<'_>) -> PyResult<&Vec<(Py<PyType>, Py<PyTuple>)>> {
    ERROR_CLASSES.get_or_try_init(py, || {
        let kinds = classes(py)?;
        let type_ = py.get_type::<PyType>();
        Error::ALL
            .iter()
            .map(|e| {
                let bases = PyTuple::new(py, [kinds[kind_index(e.kind())].bind(py)])?;
                let dict = PyDict::new(py);
                dict.set_item("__module__", "digipeg.errors")?;
                dict.set_item("__doc__", e.message())?;
                dict.set_item("code", e.code())?;
                dict.set_item("name", e.name())?;
                let class = type_
                    .call1((e.name(), bases, dict))?
                    .cast_into::<PyType>()?
                    .unbind();
                let args = PyTuple::new(py, [PyString::new(py, e.message())])?.unbind();
                Ok((class, args))
            })
            .collect()
    })
}

/// Where `error` is in [`Error::ALL`], which is in code order: a binary search (raising is on
/// `gamestate`'s hot path).
fn error_index(error: Error) -> usize {
    Error::ALL
        .binary_search_by_key(&error.code(), |e| e.code())
        .unwrap_or(0)
}

/// The Python exception instance for a core error (its error's class, the message as argument).
pub fn exception(py: Python<'_>, error: Error) -> PyResult<Bound<'_, PyAny>> {
    let (class, args) = &error_classes(py)?[error_index(error)];
    class.bind(py).call1(args.bind(py))
}

/// The `PyErr` to raise for a core error: the instance, made now (already normalised).
pub fn raise(py: Python<'_>, error: Error) -> PyErr {
    match exception(py, error) {
        Ok(instance) => PyErr::from_value(instance),
        Err(failed) => failed,
    }
}

/// The `PyErr` for a core error whose message starts with context only the binding knows (which
/// pile holds a bad card): the same class, so the same `code` and `name`.
pub fn raise_with(py: Python<'_>, error: Error, message: String) -> PyErr {
    let made = error_classes(py).and_then(|classes| classes[error_index(error)].0.bind(py).call1((message,)));
    match made {
        Ok(instance) => PyErr::from_value(instance),
        Err(failed) => failed,
    }
}

/// Convert a core error into the `PyErr` to raise.
pub fn to_py(error: Error) -> PyErr {
    Python::attach(|py| raise(py, error))
}

/// `Result<T, digipeg::Error>` into `PyResult<T>`.
pub trait IntoPy<T> {
    /// Map the error to its Python exception.
    fn py_err(self) -> PyResult<T>;
}

impl<T> IntoPy<T> for Result<T, Error> {
    fn py_err(self) -> PyResult<T> {
        self.map_err(to_py)
    }
}

impl<T> IntoPy<T> for Result<T, StepError> {
    fn py_err(self) -> PyResult<T> {
        self.map_err(|e| match e {
            StepError::Refused(error) => to_py(error),
            // Programs write into a String, which never fails.
            StepError::Output => PyRuntimeError::new_err(e.to_string()),
        })
    }
}

/// `error(code)`: the exception the core's error `code` raises (for Python code that must report
/// a core error itself, such as the object-holding `Deque`). Unknown codes are a `ValueError`.
#[pyfunction]
pub fn error(py: Python<'_>, code: u16) -> PyResult<Bound<'_, PyAny>> {
    let found = Error::from_code(code)
        .ok_or_else(|| PyValueError::new_err(format!("no digipeg error has code {code}")))?;
    exception(py, found)
}

/// `error_table()`: every core error as an `ErrorEntry` `(code, name, kind, message)` (`kind` the
/// name of its kind's class), in code order.
#[pyfunction]
pub fn error_table(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyAny>>> {
    Error::ALL
        .iter()
        .map(|e| {
            ERROR_ENTRY.of(
                py,
                (
                    e.code(),
                    e.name(),
                    KIND_CLASSES[kind_index(e.kind())].0,
                    e.message(),
                ),
            )
        })
        .collect()
}

/// Add the exception classes and helpers to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("DigipegError", py.get_type::<DigipegError>())?;
    for ((name, _), class) in KIND_CLASSES.iter().zip(classes(py)?) {
        m.add(*name, class.bind(py))?;
    }
    for (error, (class, _)) in Error::ALL.iter().zip(error_classes(py)?) {
        m.add(error.name(), class.bind(py))?;
    }
    m.add_function(wrap_pyfunction!(error, m)?)?;
    m.add_function(wrap_pyfunction!(error_table, m)?)?;
    Ok(())
}
