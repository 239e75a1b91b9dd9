//! DigiPeg: `DigiPeg` (also `PegRectangleSolitaire`) and the terminal program `PegProgram`.

use digipeg::Error;
use digipeg::peg::{
    ANALYSIS_NODE_CAP, ANALYSIS_TABLE_ENTRIES, ANALYSIS_WIDEST_SLOTS, Analysis, Banner, BeamSlot, DigiPeg,
    Directions, Goal, Hint, Hole, Jump, Program, Solver, Status, Verdict,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyType;

use crate::convert::index;
use crate::errors::IntoPy;
use crate::results::PEG_HINT;

fn directions_from(word: &str) -> PyResult<Directions> {
    match word {
        "orthogonal" => Ok(Directions::Orthogonal),
        "diagonal" => Ok(Directions::Diagonal),
        "triangular" => Ok(Directions::Triangular),
        other => Err(PyValueError::new_err(format!(
            "directions must be 'orthogonal', 'diagonal' or 'triangular', not {other:?}"
        ))),
    }
}

const fn directions_name(directions: Directions) -> &'static str {
    match directions {
        Directions::Orthogonal => "orthogonal",
        Directions::Diagonal => "diagonal",
        Directions::Triangular => "triangular",
    }
}

/// Print `text` through Python's `print`, so `sys.stdout` redirection is honoured.
fn print(py: Python<'_>, text: &str) -> PyResult<()> {
    let kwargs = pyo3::types::PyDict::new(py);
    kwargs.set_item("end", "")?;
    py.import("builtins")?
        .getattr("print")?
        .call((text,), Some(&kwargs))?;
    Ok(())
}

/// A jump as Python sees it: `(row_start, col_start, row_end, col_end)`.
type Move = (u8, u8, u8, u8);

const fn move_of(j: &Jump) -> Move {
    (j.from.row(), j.from.col(), j.to.row(), j.to.col())
}

/// A hint as the named `PegHint(move, best_pegs, finished)`.
fn peg_hint<'py>(py: Python<'py>, hint: &Hint) -> PyResult<Bound<'py, PyAny>> {
    PEG_HINT.of(py, (move_of(&hint.jump), hint.best_pegs, hint.finished))
}

/// The hole at Python integers (`row`, `col`); a hole off the grid is `off_grid`, the error the
/// core gives for a hole off the board in that role.
fn hole(row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>, off_grid: Error) -> PyResult<Hole> {
    Hole::try_new(index(row)?, index(col)?).ok_or(off_grid).py_err()
}

/// A solver table of `entries` 16-byte entries, at most 2**26 (1 GiB): more is cut to that.
fn table(entries: usize) -> Vec<u128> {
    vec![0u128; entries.min(1 << 26)]
}

/// Table entries of the solver `DigiPeg.solve` / `hint` make: 2**16 entries, 1 MiB.
const DEFAULT_TABLE: usize = 1 << 16;

fn hole_arg(row: Option<&Bound<'_, PyAny>>, col: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Hole>> {
    match (row, col) {
        (None, None) => Ok(None),
        (Some(r), Some(c)) => hole(r, c, Error::PegEmptyHoleOffBoard).map(Some),
        _ => Err(PyValueError::new_err(
            "give both the row and the column of the empty hole, or neither",
        )),
    }
}

/// What `PegSolver.solve` found.
#[pyclass(module = "digipeg", name = "PegSolution", frozen, get_all)]
pub struct PegSolution {
    /// Whether the search ran to the end within its budget (then the answer is proven).
    finished: bool,
    /// Whether `moves` meets the goal (for "fewest": whether it is proven best).
    reached: bool,
    /// Pegs left after `moves`.
    best_pegs: u32,
    /// The line found, as `(r1, c1, r2, c2)` jumps.
    moves: Vec<Move>,
    /// Positions visited.
    nodes: u64,
}

#[pymethods]
impl PegSolution {
    fn __repr__(&self) -> String {
        format!(
            "PegSolution(finished={}, reached={}, best_pegs={}, moves={} jumps, nodes={})",
            py_bool(self.finished),
            py_bool(self.reached),
            self.best_pegs,
            self.moves.len(),
            self.nodes
        )
    }
}

const fn py_bool(b: bool) -> &'static str {
    if b { "True" } else { "False" }
}

/// The core's peg solitaire solver, with its table in memory this object owns (kept between
/// searches of the same board and goal).
#[pyclass(module = "digipeg", name = "PegSolver")]
pub struct PegSolver {
    solver: Solver<Vec<u128>>,
}

#[pymethods]
impl PegSolver {
    /// A solver with a table of `table_entries` 16-byte entries (at least 64).
    #[new]
    #[pyo3(signature = (table_entries = DEFAULT_TABLE))]
    fn new(table_entries: usize) -> PyResult<Self> {
        Ok(PegSolver {
            solver: Solver::new(table(table_entries)).py_err()?,
        })
    }

    /// Search `game` for `goal`: None or "fewest" (fewest pegs), "one" (one peg anywhere), or a
    /// hole `(row, col)` (one peg there); at most `node_budget` positions.
    #[pyo3(signature = (game, goal = None, node_budget = 1_000_000))]
    fn solve(
        &mut self,
        game: &PyDigiPeg,
        goal: Option<&Bound<'_, PyAny>>,
        node_budget: u64,
    ) -> PyResult<PegSolution> {
        let goal = match goal {
            None => Goal::FewestPegs,
            Some(g) => match g.extract::<String>().ok().as_deref() {
                Some("fewest") => Goal::FewestPegs,
                Some("one") => Goal::OnePeg,
                Some(other) => {
                    return Err(PyValueError::new_err(format!(
                        "goal must be 'fewest', 'one' or a hole (row, col), not {other:?}"
                    )));
                }
                None => {
                    let (r, c): (Bound<'_, PyAny>, Bound<'_, PyAny>) = g.extract()?;
                    Goal::OnePegAt(hole(&r, &c, Error::SearchGoalOffBoard)?)
                }
            },
        };
        let found = self.solver.solve(&game.game, goal, node_budget).py_err()?;
        Ok(PegSolution {
            finished: found.finished,
            reached: found.reached,
            best_pegs: found.best_pegs,
            moves: found.moves.iter().map(move_of).collect(),
            nodes: found.nodes,
        })
    }

    /// The next jump of the best line: a `PegHint` `((r1, c1, r2, c2), best_pegs, finished)`.
    #[pyo3(signature = (game, node_budget = 1_000_000))]
    fn hint<'py>(
        &mut self,
        py: Python<'py>,
        game: &PyDigiPeg,
        node_budget: u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        let hint = self.solver.hint(&game.game, node_budget).py_err()?;
        peg_hint(py, &hint)
    }

    /// Forget what the table learnt.
    fn clear(&mut self) {
        self.solver.clear();
    }
}

/// What `PegAnalysis` says about a position so far.
#[pyclass(module = "digipeg", name = "PegVerdict", frozen, get_all)]
pub struct PegVerdict {
    /// "checking", "yes", "no" or "unknown".
    state: &'static str,
    /// Why: "one", "over", "class", "stranded", "earlier", "beam", "line", "search" or "cap"; None
    /// while checking.
    reason: Option<&'static str>,
    /// For "yes", the jumps to one peg, as `(r1, c1, r2, c2)`; otherwise empty.
    line: Vec<Move>,
    /// Positions examined for this position so far.
    nodes: u64,
    /// The fewest pegs a line found so far reaches (1 for "yes").
    best_pegs: u32,
    /// The fewest pegs no test rules out (the class, stranded pegs).
    least_pegs: u32,
}

#[pymethods]
impl PegVerdict {
    fn __repr__(&self) -> String {
        format!(
            "PegVerdict(state='{}', reason={}, line={} jumps, nodes={})",
            self.state,
            self.reason.map_or("None".to_owned(), |r| format!("'{r}'")),
            self.line.len(),
            self.nodes
        )
    }
}

/// "Can this position still end with one peg?", decided exactly (the browser's light and hint ask
/// it the same way): `decide(game)`, or `start(game)` then `step()` until the state is not
/// "checking". The solver's table (`table_entries` x 16 bytes) is kept between positions of a board,
/// and a position one jump after the last one decided takes its verdict from it when it can
/// (reasons "earlier" and "line").
#[pyclass(module = "digipeg", name = "PegAnalysis")]
pub struct PegAnalysis {
    analysis: Analysis<Vec<u128>, Vec<BeamSlot>>,
}

impl PegAnalysis {
    fn verdict(&self, verdict: Verdict) -> PegVerdict {
        PegVerdict {
            state: verdict.name(),
            reason: verdict.reason().map(|r| r.name()),
            line: match &verdict {
                Verdict::Yes { line, .. } => line.iter().map(move_of).collect(),
                _ => Vec::new(),
            },
            nodes: self.analysis.nodes(),
            best_pegs: self.analysis.best_pegs(),
            least_pegs: self.analysis.least_pegs(),
        }
    }
}

#[pymethods]
impl PegAnalysis {
    /// An analysis with a solver table of `table_entries` entries (at least 64), and memory for its beams.
    #[new]
    #[pyo3(signature = (table_entries = ANALYSIS_TABLE_ENTRIES))]
    fn new(table_entries: usize) -> PyResult<Self> {
        // The widest beams' memory (28 MB): past the engine's cap they run too.
        let beam = vec![BeamSlot::EMPTY; ANALYSIS_WIDEST_SLOTS];
        Ok(PegAnalysis {
            analysis: Analysis::new(table(table_entries), beam).py_err()?,
        })
    }

    /// The verdict on `game`, searching at most `node_cap` solver positions (None: the core's cap).
    #[pyo3(signature = (game, node_cap = None))]
    fn decide(&mut self, py: Python<'_>, game: &PyDigiPeg, node_cap: Option<u64>) -> PegVerdict {
        let game = game.game;
        let verdict = py.detach(|| self.analysis.decide(&game, node_cap.unwrap_or(ANALYSIS_NODE_CAP)));
        self.verdict(verdict)
    }

    /// Start on `game`; `step()` then takes the analysis a slice further.
    #[pyo3(signature = (game, node_cap = None))]
    fn start(&mut self, game: &PyDigiPeg, node_cap: Option<u64>) {
        self.analysis
            .start(&game.game, node_cap.unwrap_or(ANALYSIS_NODE_CAP));
    }

    /// One step (a beam, or a slice of the solver): the verdict so far.
    fn step(&mut self, py: Python<'_>) -> PegVerdict {
        let verdict = py.detach(|| self.analysis.step());
        self.verdict(verdict)
    }

    /// One step toward the hint for the position given to `start()`: None while it searches,
    /// then a `PegHint` `((r1, c1, r2, c2), best_pegs, finished)`.
    fn hint_step<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let hint = py.detach(|| self.analysis.hint_step()).py_err()?;
        hint.map(|h| peg_hint(py, &h)).transpose()
    }

    /// The hint for `game`: a `PegHint` `((r1, c1, r2, c2), best_pegs, finished)`, searching at
    /// most `node_cap` solver positions (None: the core's cap).
    #[pyo3(signature = (game, node_cap = None))]
    fn hint<'py>(
        &mut self,
        py: Python<'py>,
        game: &PyDigiPeg,
        node_cap: Option<u64>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let game = game.game;
        let cap = node_cap.unwrap_or(ANALYSIS_NODE_CAP);
        let hint = py.detach(|| self.analysis.hint(&game, cap)).py_err()?;
        peg_hint(py, &hint)
    }

    /// Forget what the solver's table learnt.
    fn clear(&mut self) {
        self.analysis.clear();
    }
}

/// A DigiPeg game (rectangular peg solitaire): `DigiPeg(rows, columns, empty_row, empty_col, *,
/// diagonal=False)`, `rows` x `columns` holes (1 to 9 each) full of pegs but for the empty hole
/// (0-based). `make_move` jumps a peg, `legal_move` asks, `game_over()` and `final_message()` end the
/// game as the assignment does. Pickles, copies and compares with `==`.
#[pyclass(module = "digipeg", name = "DigiPeg", eq, skip_from_py_object)]
#[derive(Clone, PartialEq)]
pub struct PyDigiPeg {
    game: DigiPeg,
}

impl PyDigiPeg {
    fn jump_args(
        a: &Bound<'_, PyAny>,
        b: &Bound<'_, PyAny>,
        c: &Bound<'_, PyAny>,
        d: &Bound<'_, PyAny>,
    ) -> PyResult<(i64, i64, i64, i64)> {
        Ok((index(a)?, index(b)?, index(c)?, index(d)?))
    }

    fn rows_list(&self) -> Vec<String> {
        self.game
            .rows_text()
            .to_string()
            .lines()
            .map(str::to_owned)
            .collect()
    }
}

#[pymethods]
impl PyDigiPeg {
    #[new]
    #[pyo3(signature = (rows, columns, empty_row, empty_col, *, diagonal = false))]
    fn new(
        rows: &Bound<'_, PyAny>,
        columns: &Bound<'_, PyAny>,
        empty_row: &Bound<'_, PyAny>,
        empty_col: &Bound<'_, PyAny>,
        diagonal: bool,
    ) -> PyResult<Self> {
        let (r, c, er, ec) = Self::jump_args(rows, columns, empty_row, empty_col)?;
        let directions = if diagonal {
            Directions::Diagonal
        } else {
            Directions::Orthogonal
        };
        let game = DigiPeg::with_directions(r, c, er, ec, directions).py_err()?;
        Ok(PyDigiPeg { game })
    }

    /// A board of any shape from rows of `o` (peg), `.` (empty hole), `#` (no hole).
    #[classmethod]
    #[pyo3(signature = (rows, *, directions = "orthogonal"))]
    fn from_rows(_cls: &Bound<'_, PyType>, rows: Vec<String>, directions: &str) -> PyResult<Self> {
        let game = DigiPeg::from_rows(&rows, directions_from(directions)?).py_err()?;
        Ok(PyDigiPeg { game })
    }

    /// The English 33-hole cross, centre empty unless `empty_row`, `empty_col` say otherwise.
    #[classmethod]
    #[pyo3(signature = (empty_row = None, empty_col = None))]
    fn english(
        _cls: &Bound<'_, PyType>,
        empty_row: Option<&Bound<'_, PyAny>>,
        empty_col: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let game = match hole_arg(empty_row, empty_col)? {
            None => DigiPeg::english(),
            Some(hole) => DigiPeg::english_with_empty(hole).py_err()?,
        };
        Ok(PyDigiPeg { game })
    }

    /// The French 37-hole board with the hole at (`empty_row`, `empty_col`) empty.
    #[classmethod]
    fn french(
        _cls: &Bound<'_, PyType>,
        empty_row: &Bound<'_, PyAny>,
        empty_col: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        let empty = hole(empty_row, empty_col, Error::PegEmptyHoleOffBoard)?;
        Ok(PyDigiPeg {
            game: DigiPeg::french_with_empty(empty).py_err()?,
        })
    }

    /// The 15-hole triangle (six jump directions), top empty unless told otherwise.
    #[classmethod]
    #[pyo3(signature = (empty_row = None, empty_col = None))]
    fn triangle(
        _cls: &Bound<'_, PyType>,
        empty_row: Option<&Bound<'_, PyAny>>,
        empty_col: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let game = match hole_arg(empty_row, empty_col)? {
            None => DigiPeg::triangle(),
            Some(hole) => DigiPeg::triangle_with_empty(hole).py_err()?,
        };
        Ok(PyDigiPeg { game })
    }

    /// Search with the core's solver (a fresh 1 MiB table): see `PegSolver.solve`.
    #[pyo3(signature = (goal = None, node_budget = 1_000_000))]
    fn solve(&self, goal: Option<&Bound<'_, PyAny>>, node_budget: u64) -> PyResult<PegSolution> {
        PegSolver::new(DEFAULT_TABLE)?.solve(self, goal, node_budget)
    }

    /// The next jump of the best line the core's solver finds: a `PegHint`
    /// `((r1, c1, r2, c2), best_pegs, finished)`.
    #[pyo3(signature = (node_budget = 1_000_000))]
    fn hint<'py>(&self, py: Python<'py>, node_budget: u64) -> PyResult<Bound<'py, PyAny>> {
        PegSolver::new(DEFAULT_TABLE)?.hint(py, self, node_budget)
    }

    /// The board as rows of `o` / `.` / `#`, the text `from_rows` reads.
    fn rows_text(&self) -> Vec<String> {
        self.rows_list()
    }

    /// A snapshot: `rows` lists of `columns` bools, True where a peg stands.
    #[getter]
    fn board(&self) -> Vec<Vec<bool>> {
        let (rows, cols) = (i64::from(self.game.rows()), i64::from(self.game.cols()));
        (0..rows)
            .map(|r| (0..cols).map(|c| self.game.is_peg(r, c)).collect())
            .collect()
    }

    /// Replace the whole position: a list of rows of bools (True = peg), as the starter's attribute.
    #[setter]
    fn set_board(&mut self, board: Vec<Vec<bool>>) -> PyResult<()> {
        let rows: Vec<String> = board
            .iter()
            .map(|row| row.iter().map(|&peg| if peg { 'o' } else { '.' }).collect())
            .collect();
        self.game = DigiPeg::from_rows(&rows, self.game.directions()).py_err()?;
        Ok(())
    }

    /// How many pegs are left on the board.
    #[getter]
    fn pegs_left(&self) -> u32 {
        self.game.pegs_left()
    }

    /// The number of rows (1 to 9).
    #[getter]
    fn rows(&self) -> u8 {
        self.game.rows()
    }

    /// The number of columns (1 to 9).
    #[getter]
    fn columns(&self) -> u8 {
        self.game.cols()
    }

    /// The directions pegs jump in: 'orthogonal', 'diagonal' or 'triangular'.
    #[getter]
    fn directions(&self) -> &'static str {
        directions_name(self.game.directions())
    }

    /// Whether pegs also jump diagonally (the directions are 'diagonal').
    #[getter]
    fn diagonal(&self) -> bool {
        self.game.directions() == Directions::Diagonal
    }

    /// Whether the hole at (row, col) holds a peg (False off the board).
    fn is_peg(&self, row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(self.game.is_peg(index(row)?, index(col)?))
    }

    /// Whether (row, col) is a hole of the board (False off the board).
    fn is_hole(&self, row: &Bound<'_, PyAny>, col: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(self.game.is_hole(index(row)?, index(col)?))
    }

    /// Whether the peg at (row_start, col_start) may jump to (row_end, col_end); any integers.
    fn legal_move(
        &self,
        row_start: &Bound<'_, PyAny>,
        col_start: &Bound<'_, PyAny>,
        row_end: &Bound<'_, PyAny>,
        col_end: &Bound<'_, PyAny>,
    ) -> PyResult<bool> {
        let (a, b, c, d) = Self::jump_args(row_start, col_start, row_end, col_end)?;
        Ok(self.game.legal_move(a, b, c, d))
    }

    /// Raise the reason a jump is illegal, without making it; return None if it is legal.
    fn check_move(
        &self,
        row_start: &Bound<'_, PyAny>,
        col_start: &Bound<'_, PyAny>,
        row_end: &Bound<'_, PyAny>,
        col_end: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let (a, b, c, d) = Self::jump_args(row_start, col_start, row_end, col_end)?;
        self.game.clone().make_move(a, b, c, d).py_err()
    }

    /// Jump the peg at (row_start, col_start) to (row_end, col_end), removing the peg it jumps.
    /// An illegal jump raises the reason (an IllegalMoveError or OutOfRangeError) and changes nothing.
    fn make_move(
        &mut self,
        row_start: &Bound<'_, PyAny>,
        col_start: &Bound<'_, PyAny>,
        row_end: &Bound<'_, PyAny>,
        col_end: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let (a, b, c, d) = Self::jump_args(row_start, col_start, row_end, col_end)?;
        self.game.make_move(a, b, c, d).py_err()
    }

    /// Every legal jump as (row_start, col_start, row_end, col_end), in the core's order.
    fn legal_moves(&self) -> Vec<Move> {
        self.game.legal_moves().iter().map(move_of).collect()
    }

    /// How many jumps are legal now.
    fn count_moves(&self) -> u32 {
        self.game.count_moves()
    }

    /// Whether no jump is left.
    fn game_over(&self) -> bool {
        self.game.game_over()
    }

    /// Print the two end-of-game lines.
    fn final_message(&self, py: Python<'_>) -> PyResult<()> {
        print(py, &self.game.final_message().to_string())
    }

    /// The two end-of-game lines as a string (each ending in a newline).
    fn final_message_text(&self) -> String {
        self.game.final_message().to_string()
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

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (Vec<String>,))> {
        let this = slf.borrow();
        let kwargs = pyo3::types::PyDict::new(slf.py());
        kwargs.set_item("directions", this.directions())?;
        // from_rows(rows, **{"directions": ...}) via functools.partial keeps pickle simple.
        let partial = slf
            .py()
            .import("functools")?
            .getattr("partial")?
            .call((slf.get_type().getattr("from_rows")?,), Some(&kwargs))?;
        Ok((partial, (this.rows_list(),)))
    }

    fn __str__(&self) -> String {
        self.game.to_string()
    }

    fn __repr__(&self) -> String {
        let extra = match self.game.directions() {
            Directions::Orthogonal => String::new(),
            other => format!(", directions='{}'", directions_name(other)),
        };
        // Rows hold only `o`, `.` and `#`: quoting them by hand gives Python's own repr.
        let rows: Vec<String> = self.rows_list().iter().map(|r| format!("'{r}'")).collect();
        format!("DigiPeg.from_rows([{}]{extra})", rows.join(", "))
    }
}

/// The starter's terminal program, driven a line at a time (the prompts come from the core).
#[pyclass(module = "digipeg", name = "PegProgram")]
pub struct PyPegProgram {
    program: Program,
    finished: bool,
}

#[pymethods]
impl PyPegProgram {
    #[new]
    #[pyo3(signature = (*, banner = "peg-rectangle", diagonal = false))]
    fn new(banner: &str, diagonal: bool) -> PyResult<Self> {
        let banner = match banner {
            "peg-rectangle" => Banner::PegRectangle,
            "digipeg" => Banner::DigiPeg,
            other => {
                return Err(PyValueError::new_err(format!(
                    "banner must be 'peg-rectangle' or 'digipeg', not {other:?}"
                )));
            }
        };
        let directions = if diagonal {
            Directions::Diagonal
        } else {
            Directions::Orthogonal
        };
        Ok(PyPegProgram {
            program: Program::new(banner, directions),
            finished: false,
        })
    }

    /// Write the banner and the first prompt; returns the text.
    fn start(&mut self) -> PyResult<String> {
        let mut out = String::new();
        let status = self
            .program
            .start(&mut out)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        self.finished = status == Status::Finished;
        Ok(out)
    }

    /// Answer the pending prompt with `line` (no newline), or None at end of input; returns the text.
    /// Before `start()`: `ProgramNotStarted` (an `OutOfOrderError`, a `RuntimeError`).
    #[pyo3(signature = (line))]
    fn input(&mut self, line: Option<&str>) -> PyResult<String> {
        let mut out = String::new();
        let status = self.program.input(line, &mut out).py_err()?;
        self.finished = status == Status::Finished;
        Ok(out)
    }

    /// Whether the program has ended.
    #[getter]
    fn finished(&self) -> bool {
        self.finished
    }

    /// The game being played, once set up (a copy), else None.
    #[getter]
    fn game(&self) -> Option<PyDigiPeg> {
        self.program.game().map(|g| PyDigiPeg { game: *g })
    }
}

/// Add the DigiPeg classes to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyDigiPeg>()?;
    m.add_class::<PyPegProgram>()?;
    m.add_class::<PegSolver>()?;
    m.add_class::<PegSolution>()?;
    m.add_class::<PegAnalysis>()?;
    m.add_class::<PegVerdict>()?;
    Ok(())
}
