//! The layered Quixo solver for the Ray driver (`digipeg.cluster`): thin wrappers of the core's
//! [`Layer`] and of the threaded pair solver of `digipeg-quixo-layers`, the same code the local
//! `quixo-layers` driver runs, so both write the same bytes.

use digipeg::quixo::layered::{FileKind, Layer, PassWidth, parse_file};
use digipeg_quixo_layers::{CHUNK, Progress, file_name, pair_memory, solve_pair};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::errors::IntoPy;
use crate::quixo::PyQuixo;
use crate::results::{LAYER_CHECK, LAYER_COUNTS, LAYER_INDEX};

/// `(file name, file bytes)` of each file a pair solve wrote.
type Files<'py> = Vec<(String, Bound<'py, PyBytes>)>;

fn layer(n: usize, a: usize, b: usize) -> PyResult<Layer> {
    Layer::new(n, a, b).py_err()
}

/// `layer_pairs(n, t)`: the pairs of total t of the n x n board, each once as (a, b), a <= b.
#[pyfunction]
fn layer_pairs(n: usize, t: usize) -> PyResult<Vec<(usize, usize)>> {
    layer(n, 0, t)?;
    Ok(Layer::pairs(n, t).map(|l| (l.own(), l.other())).collect())
}

/// `layer_len(n, a, b)`: the positions of layer (a, b).
#[pyfunction]
fn layer_len(n: usize, a: usize, b: usize) -> PyResult<u64> {
    Ok(layer(n, a, b)?.len())
}

/// `layer_file_name(n, a, b, kind)`: the file name of a layer, kind "values" or "passes".
#[pyfunction]
fn layer_file_name(n: usize, a: usize, b: usize, kind: &str) -> PyResult<String> {
    let kind = match kind {
        "values" => FileKind::Values,
        "passes" => FileKind::Passes(PassWidth::One), // the name does not say the width
        _ => return Err(PyValueError::new_err("kind must be 'values' or 'passes'")),
    };
    Ok(file_name(&layer(n, a, b)?, kind))
}

/// `layer_pair_memory(n, a, b)`: bytes of memory the solve of the pair of (a, b) needs (at one
/// byte a pass, as nearly every pair).
#[pyfunction]
fn layer_pair_memory(n: usize, a: usize, b: usize) -> PyResult<u64> {
    Ok(pair_memory(layer(n, a, b)?, PassWidth::One))
}

/// `layer_index(game)`: a `LayerIndex` `(n, own, other, index)`, the layer of a 2-player game's
/// position (seen from the player to move) and its index there.
#[pyfunction]
fn layer_index<'py>(py: Python<'py>, game: PyRef<'_, PyQuixo>) -> PyResult<Bound<'py, PyAny>> {
    let (l, i) = Layer::of(game.position()).py_err()?;
    LAYER_INDEX.of(py, (l.size(), l.own(), l.other(), i))
}

/// `layer_check(data)`: check a whole layer file (header, size, checksum) and return a
/// `LayerCheck` `(n, own, other, kind, LayerCounts(won, lost, drawn))`; raises `LayerBadData`
/// otherwise.
#[pyfunction]
fn layer_check<'py>(py: Python<'py>, data: &[u8]) -> PyResult<Bound<'py, PyAny>> {
    let (h, _) = py.detach(|| parse_file(data)).py_err()?;
    let [won, lost, drawn] = h.counts;
    LAYER_CHECK.of(
        py,
        (
            h.layer.size(),
            h.layer.own(),
            h.layer.other(),
            h.kind.name(),
            LAYER_COUNTS.of(py, (won, lost, drawn))?,
        ),
    )
}

/// `solve_layer_pair(n, a, b, next_ab, next_ba, threads)`: solve the pair {(a, b), (b, a)} from
/// the values files of (b, a + 1) and (a, b + 1) (whole files, checked; `None` on full boards),
/// on `threads` threads, without the GIL. Returns `(files, passes)`: `files` a list of
/// `(name, bytes)` to write, `passes` the sweeps made.
#[pyfunction]
#[pyo3(signature = (n, a, b, next_ab, next_ba, threads = 1))]
fn solve_layer_pair<'py>(
    py: Python<'py>,
    n: usize,
    a: usize,
    b: usize,
    next_ab: Option<&[u8]>,
    next_ba: Option<&[u8]>,
    threads: usize,
) -> PyResult<(Files<'py>, u32)> {
    let first = layer(n, a, b)?;
    let mut inputs: [&[u8]; 2] = [&[], &[]];
    let layers = if first.partner() == first {
        vec![first]
    } else {
        vec![first, first.partner()]
    };
    for (i, l) in layers.iter().enumerate() {
        if let Some(want) = l.next() {
            let data = [next_ab, next_ba][i].ok_or_else(|| {
                PyValueError::new_err(format!(
                    "the values file of layer ({}, {}) is needed",
                    want.own(),
                    want.other()
                ))
            })?;
            let (h, payload) = parse_file(data).py_err()?;
            if h.layer != want || h.kind != FileKind::Values {
                return Err(digipeg::Error::LayerBadData).py_err();
            }
            inputs[i] = payload;
        }
    }
    let solved = py
        .detach(|| solve_pair(first, inputs, threads.max(1), CHUNK, &Progress::default()))
        .py_err()?;
    let mut files = Vec::new();
    for (l, values, passes) in &solved.layers {
        files.push((file_name(l, FileKind::Values), PyBytes::new(py, values)));
        files.push((
            file_name(l, FileKind::Passes(solved.width)),
            PyBytes::new(py, passes),
        ));
    }
    Ok((files, solved.stats.passes))
}

/// Add the layer functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(layer_pairs, m)?)?;
    m.add_function(wrap_pyfunction!(layer_len, m)?)?;
    m.add_function(wrap_pyfunction!(layer_file_name, m)?)?;
    m.add_function(wrap_pyfunction!(layer_pair_memory, m)?)?;
    m.add_function(wrap_pyfunction!(layer_check, m)?)?;
    m.add_function(wrap_pyfunction!(layer_index, m)?)?;
    m.add_function(wrap_pyfunction!(solve_layer_pair, m)?)
}
