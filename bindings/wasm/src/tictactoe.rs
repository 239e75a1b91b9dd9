//! Tic-tac-toe: `gamestate(rows)` and the `TicTacToe` game.

use digipeg::tictactoe::{self, GameState, Player, Square, TicTacToe as Core};
use wasm_bindgen::prelude::*;

use crate::{JsResult, int, numbers, strings};

#[wasm_bindgen(typescript_custom_section)]
const TS_TICTACTOE: &str = r#"
/** A tic-tac-toe board's state, exactly as the exercise's `gamestate` returns it. */
export type GameState = "win" | "draw" | "ongoing";
"#;

const fn state_name(s: GameState) -> &'static str {
    s.as_str()
}

const fn player_name(p: Player) -> &'static str {
    match p {
        Player::X => "X",
        Player::O => "O",
    }
}

/// The exercise's `gamestate(board)`: 3 rows of 3 characters (`X`, `O`, space) judged as
/// "win", "draw" or "ongoing".
/// @throws {DigipegError} 300 to 302 (shape), 303 to 305 (impossible boards).
#[wasm_bindgen(unchecked_return_type = "GameState")]
pub fn gamestate(#[wasm_bindgen(unchecked_param_type = "string[]")] rows: JsValue) -> JsResult<String> {
    let rows = strings(&rows, "rows")?;
    Ok(state_name(tictactoe::gamestate(&rows)?).into())
}

/// A tic-tac-toe game. Squares are numbered 0 to 8, row-major (`3 * row + column`).
#[wasm_bindgen(js_name = TicTacToe)]
#[derive(Clone)]
pub struct TicTacToe(Core);

impl TicTacToe {
    /// The game, for the players.
    pub(crate) fn core(&self) -> &Core {
        &self.0
    }
}

#[wasm_bindgen(js_class = TicTacToe)]
impl TicTacToe {
    /// A new game on the empty board, X to move.
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> TicTacToe {
        TicTacToe(Core::new())
    }

    /// A game continuing from these rows (3 rows of 3 characters `X`, `O`, space).
    /// @throws {DigipegError} the errors of `gamestate`.
    #[wasm_bindgen(js_name = fromRows)]
    pub fn from_rows(
        #[wasm_bindgen(unchecked_param_type = "string[]")] rows: JsValue,
    ) -> JsResult<TicTacToe> {
        let rows = strings(&rows, "rows")?;
        Ok(TicTacToe(Core::from_rows(&rows)?))
    }

    /// The player to move (defined even once the game is over).
    #[wasm_bindgen(getter, unchecked_return_type = "Mark")]
    pub fn turn(&self) -> String {
        player_name(self.0.turn()).into()
    }

    /// The player with three in a row, if any.
    #[wasm_bindgen(unchecked_return_type = "Mark | undefined")]
    pub fn winner(&self) -> Option<String> {
        self.0.winner().map(|p| player_name(p).into())
    }

    /// The squares of the winner's three-in-a-rows, in square order (empty without a winner).
    #[wasm_bindgen(js_name = winningSquares, unchecked_return_type = "number[]")]
    pub fn winning_squares(&self) -> Vec<JsValue> {
        numbers(self.0.winning_squares().map(u8::from))
    }

    /// "win", "draw" or "ongoing".
    #[wasm_bindgen(unchecked_return_type = "GameState")]
    pub fn state(&self) -> String {
        state_name(self.0.state()).into()
    }

    /// Whether the game is over (a win or a full board).
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.0.is_over()
    }

    /// Who holds `square`, if anyone.
    /// @throws {DigipegRangeError} 306 (not a square 0 to 8).
    #[wasm_bindgen(unchecked_return_type = "Mark | undefined")]
    pub fn at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] square: JsValue,
    ) -> JsResult<Option<String>> {
        let square = Square::try_from(int(&square, "square")?)?;
        Ok(self.0.board().get(square).map(|p| player_name(p).into()))
    }

    /// The legal moves in square order: the empty squares, none once the game is over.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "number[]")]
    pub fn legal_moves(&self) -> Vec<JsValue> {
        numbers(self.0.legal_moves().iter().map(|&s| u8::from(s)))
    }

    /// Whether `play(square)` would be accepted; any number is answered.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] square: JsValue,
    ) -> JsResult<bool> {
        Ok(Square::try_from(int(&square, "square")?).is_ok_and(|s| self.0.is_legal(s)))
    }

    /// The player to move marks `square`; returns the state after the move. A refused move changes nothing.
    /// @throws {DigipegError} 306 (not 0 to 8, a `DigipegRangeError`), 308 (game over), 307 (taken).
    #[wasm_bindgen(unchecked_return_type = "GameState")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] square: JsValue,
    ) -> JsResult<String> {
        Ok(state_name(self.0.play_raw(int(&square, "square")?)?).into())
    }

    /// The board as 3 rows of 3 characters (`X`, `O`, space), each ending in a newline.
    #[wasm_bindgen(js_name = toString)]
    pub fn board(&self) -> String {
        self.0.to_string()
    }

    /// An independent copy.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> TicTacToe {
        self.clone()
    }
}

impl TicTacToe {
    /// The game, for the computer players.
    #[allow(dead_code)]
    pub(crate) fn game(&self) -> &Core {
        &self.0
    }
}
