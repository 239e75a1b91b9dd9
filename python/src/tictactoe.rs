//! Tic-tac-toe: the exercise's `gamestate`, and the playable `TicTacToe`.

use digipeg::Rng;
use digipeg::tictactoe::{self, GameState, Outcome, Player, Strength, TicTacToe};
use pyo3::ffi;
use pyo3::prelude::*;
use std::borrow::Cow;

use pyo3::exceptions::{PyTypeError, PyValueError};
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
    let verdicts = verdicts(py)?;
    let state = match fast_index(board) {
        Some(index) => verdicts.get(index),
        None => {
            let rows = rows_of(board)?;
            let texts = rows
                .iter()
                .map(|r| r.to_cow())
                .collect::<PyResult<Vec<Cow<'_, str>>>>()?;
            match tictactoe::gamestate(&texts) {
                Ok(state) => Ok(verdicts.name(state)),
                Err(error) => Err(error),
            }
        }
    };
    match state {
        Ok(name) => Ok(name.bind(py).clone()),
        Err(error) => Err(crate::errors::raise(py, error)),
    }
}

/// The characters of a well-formed row, in the order of a row's base-3 digits (see [`Verdicts`]).
const CELLS: [u8; 3] = [b'X', b'O', b' '];

/// What `gamestate` answers, made once per interpreter: the three state names (interned, so
/// returning one is a reference count), and the core's verdict on every board made of
/// [`CELLS`]. `answer[i]` indexes `answers` for the board whose rows, read as base-3 numbers
/// (`9 a + 3 b + c` for the row `CELLS[a] CELLS[b] CELLS[c]`), are the base-27 digits of `i`,
/// row 0 first: 19,683 bytes, filled by asking the core about each board.
struct Verdicts {
    names: [Py<PyString>; 3],
    answer: Vec<u8>,
    answers: Vec<Result<GameState, digipeg::Error>>,
}

impl Verdicts {
    fn name(&self, state: GameState) -> &Py<PyString> {
        &self.names[match state {
            GameState::Win => 0,
            GameState::Draw => 1,
            GameState::Ongoing => 2,
        }]
    }

    /// The verdict on board `index` (see [`Verdicts`]).
    fn get(&self, index: usize) -> Result<&Py<PyString>, digipeg::Error> {
        let answer = self.answer.get(index).copied().unwrap_or(u8::MAX);
        match self.answers.get(usize::from(answer)) {
            Some(Ok(state)) => Ok(self.name(*state)),
            Some(Err(error)) => Err(*error),
            // Never: every index below 27^3 has an answer.
            None => Err(digipeg::Error::TttRowCount),
        }
    }
}

static VERDICTS: PyOnceLock<Verdicts> = PyOnceLock::new();

fn verdicts(py: Python<'_>) -> PyResult<&Verdicts> {
    VERDICTS.get_or_try_init(py, || {
        let row = |k: usize| -> String {
            [k / 9, k / 3 % 3, k % 3]
                .iter()
                .map(|&d| char::from(CELLS[d]))
                .collect()
        };
        let rows: Vec<String> = (0..27).map(row).collect();
        let mut answers = Vec::new();
        let mut answer = Vec::with_capacity(27 * 27 * 27);
        for i in 0..27 * 27 * 27 {
            let verdict = tictactoe::gamestate(&[&rows[i / 729], &rows[i / 27 % 27], &rows[i % 27]]);
            let at = answers.iter().position(|a| *a == verdict).unwrap_or_else(|| {
                answers.push(verdict);
                answers.len() - 1
            });
            // At most 6 distinct answers: 3 states and 3 impossible boards.
            answer.push(u8::try_from(at).map_err(|_| PyValueError::new_err("too many verdicts"))?);
        }
        let names = [GameState::Win, GameState::Draw, GameState::Ongoing]
            .map(|s| PyString::intern(py, s.as_str()).unbind());
        Ok(Verdicts {
            names,
            answer,
            answers,
        })
    })
}

/// Each byte's base-3 digit in [`CELLS`], or [`NOT_A_CELL`].
const DIGITS: [u8; 256] = {
    let mut table = [NOT_A_CELL; 256];
    let mut d = 0;
    while d < CELLS.len() {
        table[CELLS[d] as usize] = d as u8;
        d += 1;
    }
    table
};

/// A byte that is none of [`CELLS`]: a digit above 2, so that one test after the three lookups
/// tells a row of [`CELLS`] from anything else.
const NOT_A_CELL: u8 = 0x80;

/// The hot path of `gamestate`: the index in [`Verdicts`] of a `list` of 3 `str`s of 3
/// characters from [`CELLS`]. Exact type checks and the list's size are read inline; a row's bytes come
/// from `PyUnicode_AsUTF8AndSize` (in the stable ABI since 3.10), which for the usual ASCII
/// string is the string's own buffer, nothing copied: six calls into Python in all. Anything
/// else (`None`) goes through the core's parser, which reports exactly what is wrong (a non-ASCII row
/// is more than 3 bytes, so it never matches here).
fn fast_index(board: &Bound<'_, PyAny>) -> Option<usize> {
    let list = board.as_ptr();
    let mut index = 0usize;
    // SAFETY: attached to Python, with `board` alive. The exact type checks and `Py_SIZE` read
    // only the object headers of the stable ABI. `PyList_GetItem` returns borrowed items that
    // live as long as the list, which nothing here changes (no Python code runs). The UTF-8
    // bytes live as long as their string, and are read only within `size`.
    unsafe {
        if ffi::PyList_CheckExact(list) == 0 || ffi::Py_SIZE(list) != 3 {
            return None;
        }
        for i in 0..3 {
            let item = ffi::PyList_GetItem(list, i);
            if item.is_null() {
                ffi::PyErr_Clear();
                return None;
            }
            if ffi::PyUnicode_CheckExact(item) == 0 {
                return None;
            }
            let mut size: ffi::Py_ssize_t = 0;
            let data = ffi::PyUnicode_AsUTF8AndSize(item, &mut size);
            if data.is_null() {
                // Not encodable (lone surrogates): the slow path reports it.
                ffi::PyErr_Clear();
                return None;
            }
            if size != 3 {
                return None;
            }
            let &[a, b, c] = std::slice::from_raw_parts(data.cast::<u8>(), 3) else {
                return None;
            };
            let (a, b, c) = (
                DIGITS[usize::from(a)],
                DIGITS[usize::from(b)],
                DIGITS[usize::from(c)],
            );
            if (a | b | c) & NOT_A_CELL != 0 {
                return None;
            }
            index = 27 * index + usize::from(9 * a + 3 * b + c);
        }
    }
    Some(index)
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
