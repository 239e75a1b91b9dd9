//! Tic-tac-toe: the exercise's `gamestate`, and the playable `TicTacToe`.

use digipeg::tictactoe::{self, Player, TicTacToe};
use pyo3::prelude::*;
use pyo3::types::PyType;

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
pub fn gamestate(board: Vec<String>) -> PyResult<&'static str> {
    Ok(tictactoe::gamestate(&board).py_err()?.as_str())
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

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn legal_moves(&self) -> Vec<u32> {
        // u32, not u8: a Vec<u8> would become `bytes`.
        self.game
            .legal_moves()
            .iter()
            .map(|s| u32::from(s.index()))
            .collect()
    }

    fn is_legal(&self, square: &Bound<'_, PyAny>) -> PyResult<bool> {
        let mut probe = self.game;
        Ok(probe.play_raw(index(square)?).is_ok())
    }

    /// The player to move marks `square`; returns the state afterwards. Refused moves raise and change nothing.
    fn play(&mut self, square: &Bound<'_, PyAny>) -> PyResult<&'static str> {
        Ok(self.game.play_raw(index(square)?).py_err()?.as_str())
    }

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
