//! Quixo: the game (2 or 4 players, 3 x 3 to 5 x 5) as the Pythonic `Quixo` class; the original
//! functions (`createBoard`, `printBoard`, `makeMove`, `getWinner`) are Python on top of it.

use std::sync::OnceLock;
use std::time::Instant;

use digipeg::quixo::layered::{
    FileKind, HEADER_LEN, Layer, LayerData, PassWidth, best_move, parse_file, value,
};
use digipeg::quixo::{
    Budget, Difficulty, Game, Level, MAX_TABLE_ENTRIES, Move, Outcome, PlayerLevel, Position, Solution,
    SolveStats, Symbol, TtEntry, Value, Weights, perft,
};
use digipeg_quixo_layers::file_name;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyType};

use crate::convert::index;
use crate::errors::IntoPy;

const fn symbol_name(symbol: Symbol) -> &'static str {
    match symbol {
        Symbol::X => "X",
        Symbol::O => "O",
    }
}

/// A Python integer as a `usize` for the core to check (negative or huge: `usize::MAX`).
fn count(obj: &Bound<'_, PyAny>) -> PyResult<usize> {
    Ok(usize::try_from(index(obj)?).unwrap_or(usize::MAX))
}

/// A move as Python sees it: `(r1, c1, r2, c2)` with 2 players, `(r1, c1, r2, c2, partner)` with 4.
pub(crate) fn move_tuple<'py>(py: Python<'py>, m: &Move, players: usize) -> PyResult<Bound<'py, PyAny>> {
    let (a, b, c, d) = (m.from().row(), m.from().col(), m.to().row(), m.to().col());
    if players == 4 {
        (a, b, c, d, m.partner()).into_pyobject(py).map(Bound::into_any)
    } else {
        (a, b, c, d).into_pyobject(py).map(Bound::into_any)
    }
}

/// A Quixo game: position, history (for `undo` and the repetition draw) and the draw rules.
#[pyclass(module = "digipeg", name = "Quixo", skip_from_py_object)]
#[derive(Clone)]
pub struct PyQuixo {
    game: Game,
}

impl PyQuixo {
    fn move_from(
        &self,
        r1: &Bound<'_, PyAny>,
        c1: &Bound<'_, PyAny>,
        r2: &Bound<'_, PyAny>,
        c2: &Bound<'_, PyAny>,
        partner: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Result<Move, digipeg::Error>> {
        Ok(Move::from_raw(
            index(r1)?,
            index(c1)?,
            index(r2)?,
            index(c2)?,
            partner.map_or(Ok(0), index)?, // the 2-player game's partner
        ))
    }

    pub(crate) fn position(&self) -> &Position {
        self.game.position()
    }
}

#[pymethods]
impl PyQuixo {
    /// The empty `size` x `size` board (3, 4 or 5) for 2 or 4 players; player 0 (X) moves first.
    #[new]
    #[pyo3(signature = (size = None, players = None))]
    fn new(size: Option<&Bound<'_, PyAny>>, players: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        let size = size.map(count).transpose()?.unwrap_or(5);
        let players = players.map(count).transpose()?.unwrap_or(2);
        Ok(PyQuixo {
            game: Game::new(size, players).py_err()?,
        })
    }

    /// A game from rows of `-`, `X`, `O` (and `x`, `o` pointing to partner 1 with 4 players);
    /// `size` defaults to the number of rows; `to_move` is the player index (2 players: 0 = X, 1 = O).
    #[classmethod]
    #[pyo3(signature = (rows, *, size = None, players = None, to_move = None))]
    fn from_rows(
        _cls: &Bound<'_, PyType>,
        rows: Vec<String>,
        size: Option<&Bound<'_, PyAny>>,
        players: Option<&Bound<'_, PyAny>>,
        to_move: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let size = size.map(count).transpose()?.unwrap_or(rows.len());
        let players = players.map(count).transpose()?.unwrap_or(2);
        let to_move = to_move.map(count).transpose()?.unwrap_or(0);
        let position = Position::parse(size, &rows, players, to_move).py_err()?;
        Ok(PyQuixo {
            game: Game::from_position(position),
        })
    }

    /// The board is size x size (3, 4 or 5).
    #[getter]
    fn size(&self) -> usize {
        self.position().size()
    }

    /// How many players: 2 (X and O) or 4 (two teams).
    #[getter]
    fn players(&self) -> usize {
        self.position().players()
    }

    /// The player to move (0..players-1).
    #[getter]
    fn turn(&self) -> usize {
        self.position().turn()
    }

    /// The symbol of the player to move, `'X'` or `'O'`.
    #[getter]
    fn turn_symbol(&self) -> &'static str {
        symbol_name(self.position().turn_symbol())
    }

    /// How many players were skipped (nothing to take) just before the player to move.
    #[getter]
    fn passed(&self) -> usize {
        self.position().passed()
    }

    /// `'X'`, `'O'` or None (also None for a draw).
    #[getter]
    fn winner(&self) -> Option<&'static str> {
        self.game.outcome().and_then(Outcome::winner).map(symbol_name)
    }

    /// `'X'`, `'O'`, `'draw'` or None while the game goes on.
    #[getter]
    fn outcome(&self) -> Option<&'static str> {
        self.game.outcome().map(|o| match o {
            Outcome::Win(s) => symbol_name(s),
            Outcome::Draw => "draw",
        })
    }

    /// Whether the game is decided (a line, or a draw rule).
    fn is_over(&self) -> bool {
        self.game.is_game_over()
    }

    /// Moves played since the game started (undo takes them back).
    #[getter]
    fn plies(&self) -> u32 {
        self.game.plies()
    }

    /// Draw once this many moves have been played (0: off, the default).
    #[getter]
    fn get_move_limit(&self) -> u32 {
        self.game.move_limit()
    }

    #[setter]
    fn set_move_limit(&mut self, limit: u32) {
        self.game.set_move_limit(limit);
    }

    /// Draw when a position occurs for the k-th time (0: off, the default).
    #[getter]
    fn get_repetitions(&self) -> u32 {
        self.game.repetitions()
    }

    #[setter]
    fn set_repetitions(&mut self, k: u32) {
        self.game.set_repetitions(k);
    }

    /// The board as `size` strings of `size` characters.
    fn rows(&self) -> Vec<String> {
        self.game.to_string().lines().map(str::to_owned).collect()
    }

    /// The legal moves: `(r1, c1, r2, c2)` with 2 players, `(r1, c1, r2, c2, partner)` with 4.
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyAny>>> {
        let players = self.position().players();
        self.game
            .legal_moves()
            .iter()
            .map(|m| move_tuple(py, m, players))
            .collect()
    }

    /// How many moves are legal now.
    fn count_moves(&self) -> usize {
        self.game.legal_moves().len()
    }

    /// Whether the move is legal now; any integers (out of range: False).
    #[pyo3(signature = (r1, c1, r2, c2, partner = None))]
    fn is_legal(
        &self,
        r1: &Bound<'_, PyAny>,
        c1: &Bound<'_, PyAny>,
        r2: &Bound<'_, PyAny>,
        c2: &Bound<'_, PyAny>,
        partner: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<bool> {
        let m = self.move_from(r1, c1, r2, c2, partner)?;
        Ok(m.is_ok_and(|m| self.game.is_legal(&m)))
    }

    /// Raise why the move is refused, or return None.
    #[pyo3(signature = (r1, c1, r2, c2, partner = None))]
    fn check_move(
        &self,
        r1: &Bound<'_, PyAny>,
        c1: &Bound<'_, PyAny>,
        r2: &Bound<'_, PyAny>,
        c2: &Bound<'_, PyAny>,
        partner: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<()> {
        let m = self.move_from(r1, c1, r2, c2, partner)?.py_err()?;
        self.game.check(&m).py_err()
    }

    /// Take the cube at (r1, c1), put it at (r2, c2) for the player to move; refused moves raise.
    #[pyo3(signature = (r1, c1, r2, c2, partner = None))]
    fn play(
        &mut self,
        r1: &Bound<'_, PyAny>,
        c1: &Bound<'_, PyAny>,
        r2: &Bound<'_, PyAny>,
        c2: &Bound<'_, PyAny>,
        partner: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<()> {
        let m = self.move_from(r1, c1, r2, c2, partner)?.py_err()?;
        self.game.play(m).py_err()
    }

    /// Take back the last move (EmptyError when there is none).
    fn undo(&mut self) -> PyResult<()> {
        self.game.undo().py_err()
    }

    /// The core's computer player: the move it chooses here, as in `legal_moves()`, with how it
    /// chose: `(move, {"finished", "depth", "score", "nodes"})`. It knows the game's history and
    /// draw rules: a move that repeats a position scores as a draw.
    ///
    /// `level`: "random", "greedy", a named level ("easy", "medium", "hard", "expert", whose
    /// settings are fixed: see `quixo_levels()`), or "search" with your own `nodes` (default
    /// 200,000), `depth` (6), `table_entries` (16,384 slots of 16 bytes) and `contempt` (20).
    /// Deterministic for a given seed, unless `time_limit` (seconds) also caps the search: then
    /// the move depends on the machine's speed. With a `solution` (a `QuixoSolution`) covering
    /// this game (2 players, its size), the search levels play perfectly from the solved table
    /// instead of searching (then depth 0, nodes 0, score +-MATE or 0); so do they with `tables`
    /// (a `QuixoTables`) in the positions whose layers they hold, and search elsewhere.
    #[pyo3(signature = (
        level = "search", *, seed = 0, nodes = None, depth = None, table_entries = None, contempt = None,
        time_limit = None, solution = None, tables = None
    ))]
    #[allow(clippy::too_many_arguments)]
    fn computer_move<'py>(
        &self,
        py: Python<'py>,
        level: &str,
        seed: u64,
        nodes: Option<u64>,
        depth: Option<u8>,
        table_entries: Option<usize>,
        contempt: Option<i32>,
        time_limit: Option<f64>,
        solution: Option<PyRef<'py, PyQuixoSolution>>,
        tables: Option<PyRef<'py, PyQuixoTables>>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyDict>)> {
        let level = PlayerLevel::parse(level).py_err()?;
        let (mut player, mut budget, mut entries) =
            (level.player(seed), level.budget(), level.table_entries());
        match level {
            PlayerLevel::Custom(_) => {
                player.contempt = contempt.unwrap_or(player.contempt);
                budget = Budget::new(nodes.unwrap_or(budget.nodes), depth.unwrap_or(budget.depth));
                if player.level == Level::Search {
                    entries = table_entries.unwrap_or(entries).min(MAX_TABLE_ENTRIES);
                }
            }
            PlayerLevel::Named(_) => {
                if nodes.is_some() || depth.is_some() || table_entries.is_some() || contempt.is_some() {
                    return Err(PyValueError::new_err(format!(
                        "level {:?} has its own nodes, depth, table_entries and contempt; use level 'search' to choose them",
                        level.name()
                    )));
                }
            }
        }
        if let Some(seconds) = time_limit {
            if !(seconds.is_finite() && seconds > 0.0) {
                return Err(PyValueError::new_err(format!(
                    "time_limit must be a positive number of seconds, not {seconds}"
                )));
            }
            budget = budget.with_time_limit((seconds * 1e6).ceil() as u64, monotonic_micros);
        }
        if self.game.is_game_over() {
            return Err(crate::errors::to_py(digipeg::Error::SearchGameOver));
        }
        let solved = solution.as_deref().map(PyQuixoSolution::solution).transpose()?;
        let mut table = vec![TtEntry::EMPTY; entries];
        let game = self.game.clone();
        let layers = tables.as_deref().map(PyQuixoTables::data);
        let choice = py
            .detach(|| match (&layers, &solved) {
                (Some(probe), None) => player.choose_game_probed(&game, &mut table, budget, &probe[..]),
                _ => player.choose_game_solved(&game, &mut table, budget, solved.as_ref()),
            })
            .py_err()?;
        let mv = move_tuple(py, &choice.mv, self.position().players())?;
        let info = PyDict::new(py);
        info.set_item("finished", choice.finished)?;
        info.set_item("depth", choice.depth)?;
        info.set_item("score", choice.score)?;
        info.set_item("nodes", choice.nodes)?;
        Ok((mv, info))
    }

    /// Move paths of `depth` plies from here (draw rules ignored).
    fn perft(&self, depth: u32) -> u64 {
        perft(self.position(), depth)
    }

    /// An independent copy of the game.
    fn copy(&self) -> Self {
        self.clone()
    }

    fn __copy__(&self) -> Self {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.clone()
    }

    /// Equal when the positions are (board, cube partners, players, player to move, outcome).
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyQuixo>()
            .is_ok_and(|o| o.borrow().position() == self.position())
    }

    fn __str__(&self) -> String {
        self.game.to_string()
    }

    fn __repr__(&self) -> String {
        let rows: Vec<String> = self.rows().iter().map(|r| format!("'{r}'")).collect();
        format!(
            "Quixo.from_rows([{}], players={}, to_move={})",
            rows.join(", "),
            self.position().players(),
            self.position().turn()
        )
    }
}

pub(crate) const fn value_name(value: Value) -> &'static str {
    match value {
        Value::Win => "win",
        Value::Loss => "loss",
        Value::Draw => "draw",
    }
}

/// The core's strong solver of the 2-player 3 x 3 and 4 x 4 games: the value of every position,
/// one byte each, in a table this object owns (19,683 bytes for 3 x 3, 43,046,721 = 43 MB for
/// 4 x 4, solved in a few seconds without the GIL). Immutable once solved.
#[pyclass(module = "digipeg", name = "QuixoSolution", frozen)]
pub struct PyQuixoSolution {
    size: usize,
    table: Vec<u8>,
    stats: Option<SolveStats>,
}

impl PyQuixoSolution {
    fn solution(&self) -> PyResult<Solution<'_>> {
        Solution::from_solved(self.size, &self.table).py_err()
    }
}

#[pymethods]
impl PyQuixoSolution {
    /// Solve the `size` x `size` 2-player game (3 or 4; other sizes raise SolverUnsupported).
    #[new]
    fn new(py: Python<'_>, size: &Bound<'_, PyAny>) -> PyResult<Self> {
        let size = count(size)?;
        let len = Solution::table_len(size)
            .ok_or(digipeg::Error::SolverUnsupported)
            .py_err()?;
        let mut table = vec![0u8; len];
        let stats = py
            .detach(|| Solution::solve(size, &mut table).map(|(_, stats)| stats))
            .py_err()?;
        Ok(PyQuixoSolution {
            size,
            table,
            stats: Some(stats),
        })
    }

    /// A solution saved earlier with `to_bytes()` (trusted: other bytes give meaningless answers).
    #[classmethod]
    fn from_bytes(_cls: &Bound<'_, PyType>, size: &Bound<'_, PyAny>, data: &[u8]) -> PyResult<Self> {
        let size = count(size)?;
        Solution::from_solved(size, data).py_err()?;
        let len = Solution::table_len(size).unwrap_or(0);
        if data.len() != len {
            return Err(PyValueError::new_err(format!(
                "a {size} x {size} solution is {len} bytes, not {}",
                data.len()
            )));
        }
        let table = data.to_vec();
        Ok(PyQuixoSolution {
            size,
            table,
            stats: None,
        })
    }

    /// The solved table, to keep (`QuixoSolution.from_bytes(size, data)` reads it back).
    fn to_bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.table)
    }

    /// The bytes a solved table of a size x size board takes (None for sizes the solver does not take).
    #[staticmethod]
    fn table_len(size: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
        Ok(Solution::table_len(count(size)?))
    }

    /// The board size this solution covers.
    #[getter]
    fn size(&self) -> usize {
        self.size
    }

    /// Bytes of table held.
    #[getter]
    fn nbytes(&self) -> usize {
        self.table.len()
    }

    /// What the solve found: `{"wins", "losses", "draws", "passes"}` (None when read from bytes).
    #[getter]
    fn stats<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        self.stats
            .map(|s| {
                let d = PyDict::new(py);
                d.set_item("wins", s.wins)?;
                d.set_item("losses", s.losses)?;
                d.set_item("draws", s.draws)?;
                d.set_item("passes", s.passes)?;
                Ok(d)
            })
            .transpose()
    }

    /// The value of the game's position for the player to move: "win", "loss" or "draw".
    fn value(&self, game: PyRef<'_, PyQuixo>) -> PyResult<&'static str> {
        Ok(value_name(self.solution()?.value(game.position()).py_err()?))
    }

    /// A perfect move (keeps the value; repeated from a won position, it wins against any defence).
    fn best_move<'py>(&self, py: Python<'py>, game: PyRef<'_, PyQuixo>) -> PyResult<Bound<'py, PyAny>> {
        let m = self.solution()?.best_move(game.position()).py_err()?;
        move_tuple(py, &m, 2)
    }

    /// Every legal move with its value for the player making it, in `legal_moves()` order.
    fn move_values<'py>(
        &self,
        py: Python<'py>,
        game: PyRef<'_, PyQuixo>,
    ) -> PyResult<Vec<(Bound<'py, PyAny>, &'static str)>> {
        let mut found = Vec::new();
        self.solution()?
            .move_values(game.position(), |m, v| found.push((m, v)))
            .py_err()?;
        found
            .iter()
            .map(|(m, v)| Ok((move_tuple(py, m, 2)?, value_name(*v))))
            .collect()
    }

    fn __repr__(&self) -> String {
        format!(
            "<QuixoSolution {0} x {0}, {1} bytes>",
            self.size,
            self.table.len()
        )
    }
}

/// Microseconds since the first call: the clock of `computer_move(time_limit=...)`.
fn monotonic_micros() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_micros() as u64
}

/// The settings of the named levels of `Quixo.computer_move`, easiest first: `{name: {"nodes",
/// "depth", "contempt", "evaluation" ("simple" or "tuned"), "table_entries"}}`.
#[pyfunction]
fn quixo_levels(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let levels = PyDict::new(py);
    for d in Difficulty::ALL {
        let (player, budget) = (d.player(0), d.budget());
        let settings = PyDict::new(py);
        settings.set_item("nodes", budget.nodes)?;
        settings.set_item("depth", budget.depth)?;
        settings.set_item("contempt", player.contempt)?;
        let evaluation = if player.eval == &Weights::SIMPLE {
            "simple"
        } else {
            "tuned"
        };
        settings.set_item("evaluation", evaluation)?;
        settings.set_item("table_entries", d.table_entries())?;
        levels.set_item(d.name(), settings)?;
    }
    Ok(levels)
}

/// Solved layers loaded into memory from a directory of layer files: the computer player plays
/// perfectly in the positions they hold (`Quixo.computer_move(tables=...)`).
#[pyclass(module = "digipeg", name = "QuixoTables", frozen)]
pub struct PyQuixoTables {
    size: usize,
    /// (layer, values file, passes file, the passes' width).
    layers: Vec<(Layer, Vec<u8>, Vec<u8>, PassWidth)>,
}

impl PyQuixoTables {
    /// The loaded layers as the core's probe.
    pub fn data(&self) -> Vec<LayerData<'_>> {
        self.layers
            .iter()
            .map(|(l, v, p, w)| LayerData {
                layer: *l,
                values: &v[HEADER_LEN..],
                passes: &p[HEADER_LEN..],
                width: *w,
            })
            .collect()
    }
}

#[pymethods]
impl PyQuixoTables {
    /// Load every layer of the `size` x `size` board in `directory` whose two files (values and
    /// passes) are there; each file is checked (header and CRC-32) and a bad one raises
    /// `LayerBadData`.
    #[new]
    #[pyo3(signature = (directory, size = 5))]
    fn new(py: Python<'_>, directory: std::path::PathBuf, size: usize) -> PyResult<Self> {
        Layer::new(size, 0, 0).py_err()?;
        let mut layers = Vec::new();
        for t in 0..=size * size {
            for a in 0..=t {
                let l = Layer::new(size, a, t - a).py_err()?;
                let [v, p] = [FileKind::Values, FileKind::Passes(PassWidth::One)]
                    .map(|k| directory.join(file_name(&l, k)));
                if !v.exists() || !p.exists() {
                    continue;
                }
                let read = |path: &std::path::Path, kind: &str| -> PyResult<(Vec<u8>, FileKind)> {
                    let bytes = std::fs::read(path).map_err(|e| {
                        pyo3::exceptions::PyOSError::new_err(format!("{}: {e}", path.display()))
                    })?;
                    let (h, _) = py.detach(|| parse_file(&bytes)).py_err()?;
                    if h.layer != l || h.kind.name() != kind {
                        return Err(digipeg::Error::LayerBadData).py_err();
                    }
                    Ok((bytes, h.kind))
                };
                let (values, _) = read(&v, "values")?;
                let (passes, kind) = read(&p, "passes")?;
                let FileKind::Passes(width) = kind else {
                    return Err(digipeg::Error::LayerBadData).py_err();
                };
                layers.push((l, values, passes, width));
            }
        }
        Ok(PyQuixoTables { size, layers })
    }

    /// The board size.
    #[getter]
    fn size(&self) -> usize {
        self.size
    }

    /// The loaded layers, as (a, b).
    #[getter]
    fn layers(&self) -> Vec<(usize, usize)> {
        self.layers.iter().map(|(l, ..)| (l.own(), l.other())).collect()
    }

    /// Bytes held.
    #[getter]
    fn nbytes(&self) -> usize {
        self.layers.iter().map(|(_, v, p, _)| v.len() + p.len()).sum()
    }

    /// The value of the game's position for the player to move ("win", "loss", "draw"), or
    /// None when its layer is not loaded.
    fn value(&self, game: PyRef<'_, PyQuixo>) -> PyResult<Option<&'static str>> {
        Ok(value(game.position(), &self.data()[..])
            .py_err()?
            .map(|(v, _)| value_name(v)))
    }

    /// A perfect move (a won position is won against any defence), or None when a layer it
    /// needs is not loaded.
    fn best_move<'py>(
        &self,
        py: Python<'py>,
        game: PyRef<'_, PyQuixo>,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        match best_move(game.position(), &self.data()[..]).py_err()? {
            Some((m, _)) => Ok(Some(move_tuple(py, &m, 2)?)),
            None => Ok(None),
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "<QuixoTables {0} x {0}, {1} layers, {2} bytes>",
            self.size,
            self.layers.len(),
            self.nbytes()
        )
    }
}

/// Add `Quixo`, `QuixoSolution`, `QuixoTables` and `quixo_levels` to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyQuixo>()?;
    m.add_class::<PyQuixoSolution>()?;
    m.add_class::<PyQuixoTables>()?;
    m.add_function(wrap_pyfunction!(quixo_levels, m)?)
}
