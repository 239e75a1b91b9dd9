//! Tic-tac-toe: the exercise's `gamestate`, and the playable `TicTacToe`.

use digipeg::Rng;
use digipeg::tictactoe::{self, Board, GameState, Outcome, Player, Strength, TicTacToe};
use pyo3::ffi;
use pyo3::prelude::*;
use std::borrow::Cow;

use pyo3::exceptions::PyTypeError;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyString, PyTuple, PyType};

use crate::convert::index;
use crate::errors::IntoPy;

const fn player_name(player: Player) -> &'static str {
    match player {
        Player::X => "X",
        Player::O => "O",
    }
}

/// `gamestate(board)`: `"win"`, `"draw"` or `"ongoing"` for a list of 3 strings of 3 characters
/// (`X`, `O`, space); an impossible or malformed board raises the core's error (a `ValueError`).
#[pyfunction]
pub fn gamestate<'py>(board: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyString>> {
    let py = board.py();
    let state = if let Some(board) = fast_board(board)? {
        board.gamestate()
    } else {
        let rows = rows_of(board)?;
        let texts = rows
            .iter()
            .map(|r| r.to_cow())
            .collect::<PyResult<Vec<Cow<'_, str>>>>()?;
        tictactoe::gamestate(&texts)
    };
    match state {
        Ok(state) => state_name(py, state),
        Err(error) => Err(crate::errors::raise(py, error)),
    }
}

/// The answers of `gamestate`, made (and interned) once: returning one is a reference count.
static STATE_NAMES: PyOnceLock<[Py<PyString>; 3]> = PyOnceLock::new();

fn state_name(py: Python<'_>, state: GameState) -> PyResult<Bound<'_, PyString>> {
    let names = STATE_NAMES.get_or_init(py, || {
        [GameState::Win, GameState::Draw, GameState::Ongoing]
            .map(|s| PyString::intern(py, s.as_str()).unbind())
    });
    let i = match state {
        GameState::Win => 0,
        GameState::Draw => 1,
        GameState::Ongoing => 2,
    };
    Ok(names[i].bind(py).clone())
}

/// The characters of a well-formed row, in the order of a row's base-3 number in [`ROW_MARKS`].
const CELLS: [char; 3] = ['X', 'O', ' '];

/// The marks of each of the 27 rows made of [`CELLS`] (row `3^2 a + 3 b + c` is
/// `CELLS[a] CELLS[b] CELLS[c]`), as the core's own parser reads them: X marks in bits 0-2, O
/// marks in bits 9-11. Computed once, by the core.
static ROW_MARKS: PyOnceLock<[u16; 27]> = PyOnceLock::new();

fn row_marks(py: Python<'_>) -> PyResult<&[u16; 27]> {
    ROW_MARKS.get_or_try_init(py, || {
        let mut table = [0u16; 27];
        for (k, marks) in table.iter_mut().enumerate() {
            let row: String = [k / 9, k / 3 % 3, k % 3].iter().map(|&d| CELLS[d]).collect();
            let board = Board::from_rows(&[row.as_str(), "   ", "   "]).py_err()?;
            *marks = board.marks(Player::X).mask() | board.marks(Player::O).mask() << 9;
        }
        Ok(table)
    })
}

/// The hot path of `gamestate`: a list of 3 strings of 3 characters from [`CELLS`] becomes the
/// core's board by reading each character (`PyUnicode_ReadChar`, in the stable ABI since 3.7:
/// no text is copied, no dictionary consulted) and looking its row up in [`ROW_MARKS`].
/// Anything else (`None`) goes through the core's parser, which reports exactly what is wrong.
fn fast_board(board: &Bound<'_, PyAny>) -> PyResult<Option<Board>> {
    let Ok(list) = board.cast::<PyList>() else {
        return Ok(None);
    };
    if list.len() != 3 {
        return Ok(None);
    }
    let table = row_marks(board.py())?;
    let (mut x, mut o) = (0u16, 0u16);
    for (shift, item) in (0u16..).step_by(3).zip(list.iter()) {
        let Ok(text) = item.cast::<PyString>() else {
            return Ok(None);
        };
        let mut k = 0;
        // SAFETY: `text` is a `str` object, alive while `item` is, read while attached to
        // Python, at indexes below its length.
        unsafe {
            if ffi::PyUnicode_GetLength(text.as_ptr()) != 3 {
                return Ok(None);
            }
            for i in 0..3 {
                let c = ffi::PyUnicode_ReadChar(text.as_ptr(), i);
                let Some(digit) = CELLS.iter().position(|&cell| cell as u32 == c) else {
                    return Ok(None);
                };
                k = 3 * k + digit;
            }
        }
        let marks = table.get(k).copied().unwrap_or(0);
        x |= (marks & 0x7) << shift;
        o |= (marks >> 9 & 0x7) << shift;
    }
    Ok(Board::from_masks(x, o))
}

/// The rows of a board: a list or tuple (or other sequence, but not a string) of strings.
fn rows_of<'py>(board: &Bound<'py, PyAny>) -> PyResult<Vec<Bound<'py, PyString>>> {
    fn row(item: Bound<'_, PyAny>) -> PyResult<Bound<'_, PyString>> {
        Ok(item.cast_into::<PyString>()?)
    }
    if let Ok(list) = board.cast::<PyList>() {
        return list.iter().map(row).collect();
    }
    if let Ok(tuple) = board.cast::<PyTuple>() {
        return tuple.iter().map(row).collect();
    }
    if board.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "a board is a list of 3 strings, not a string",
        ));
    }
    board.try_iter()?.map(|item| row(item?)).collect()
}

/// A game of tic-tac-toe, X first. Squares are 0..8, row-major (`3 * row + column`).
#[pyclass(module = "digipeg", name = "TicTacToe", eq, skip_from_py_object)]
#[derive(Clone, PartialEq)]
pub struct PyTicTacToe {
    game: TicTacToe,
}

#[pymethods]
impl PyTicTacToe {
    #[new]
    fn new() -> Self {
        PyTicTacToe {
            game: TicTacToe::new(),
        }
    }

    /// A game continuing from a board (3 strings of 3 characters); impossible boards raise.
    #[classmethod]
    fn from_rows(_cls: &Bound<'_, PyType>, rows: Vec<String>) -> PyResult<Self> {
        Ok(PyTicTacToe {
            game: TicTacToe::from_rows(&rows).py_err()?,
        })
    }

    /// The board as 3 strings of 3 characters.
    fn rows(&self) -> Vec<String> {
        self.game.to_string().lines().map(str::to_owned).collect()
    }

    /// The player to move, `'X'` or `'O'`.
    #[getter]
    fn turn(&self) -> &'static str {
        player_name(self.game.turn())
    }

    /// `'X'`, `'O'` or None.
    #[getter]
    fn winner(&self) -> Option<&'static str> {
        self.game.winner().map(player_name)
    }

    /// `"win"`, `"draw"` or `"ongoing"`.
    #[getter]
    fn state(&self) -> &'static str {
        self.game.state().as_str()
    }

    /// Whether the game is decided (won or drawn).
    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The empty squares (0 to 8, row-major) while the game goes on.
    fn legal_moves(&self) -> Vec<u32> {
        // u32, not u8: a Vec<u8> would become `bytes`.
        self.game
            .legal_moves()
            .iter()
            .map(|s| u32::from(s.index()))
            .collect()
    }

    /// Whether the player to move may mark `square`; any integer.
    fn is_legal(&self, square: &Bound<'_, PyAny>) -> PyResult<bool> {
        let mut probe = self.game;
        Ok(probe.play_raw(index(square)?).is_ok())
    }

    /// The player to move marks `square`; returns the state afterwards. Refused moves raise and change nothing.
    fn play(&mut self, square: &Bound<'_, PyAny>) -> PyResult<&'static str> {
        Ok(self.game.play_raw(index(square)?).py_err()?.as_str())
    }

    /// The value under perfect play: `(outcome, plies)` with outcome `'X'`, `'O'` or `'draw'`
    /// and the moves left when the winner hurries and the loser holds out.
    fn value(&self) -> (&'static str, u8) {
        let value = self.game.value();
        let outcome = match value.outcome {
            Outcome::Win(player) => player_name(player),
            Outcome::Draw => "draw",
        };
        (outcome, value.plies)
    }

    /// The moves that keep the perfect-play outcome.
    fn best_moves(&self) -> Vec<u32> {
        self.game
            .best_moves()
            .iter()
            .map(|s| u32::from(s.index()))
            .collect()
    }

    /// The best moves that also win quickest or lose slowest.
    fn quickest_moves(&self) -> Vec<u32> {
        self.game
            .quickest_moves()
            .iter()
            .map(|s| u32::from(s.index()))
            .collect()
    }

    /// The core's computer player: level 0 random, 1 greedy, 2 perfect; `seed` makes it replayable.
    #[pyo3(signature = (level = None, *, seed = 0))]
    fn computer_move(&self, level: Option<&Bound<'_, PyAny>>, seed: u64) -> PyResult<u32> {
        let level = level.map(index).transpose()?.unwrap_or(2);
        let strength = Strength::try_from(level).py_err()?;
        let square = self.game.choose_move(strength, &mut Rng::new(seed)).py_err()?;
        Ok(u32::from(square.index()))
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

    fn __str__(&self) -> String {
        self.game.to_string()
    }

    fn __repr__(&self) -> String {
        let rows: Vec<String> = self.rows().iter().map(|r| format!("'{r}'")).collect();
        format!("TicTacToe.from_rows([{}])", rows.join(", "))
    }
}

/// Add the tic-tac-toe names to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(gamestate, m)?)?;
    m.add_class::<PyTicTacToe>()?;
    Ok(())
}
