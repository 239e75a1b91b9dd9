//! Quixo: the `Quixo` game (a position with undo and the draw rules), 2 or 4 players.

use digipeg::quixo::{Cell, Game, Move, Outcome, Position, Symbol, perft};
use wasm_bindgen::prelude::*;

use crate::{JsErr, JsResult, cell_list, index, int, numbers, strings, uint32};

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// `[r1, c1, r2, c2, partner, ...]` as `QuixoMove[]`.
    #[wasm_bindgen(js_name = quixoMoves)]
    fn quixo_moves(flat: &[u8]) -> JsValue;
    /// A move object's five numbers (partner `undefined` when left out).
    #[wasm_bindgen(js_name = quixoMoveArgs, catch)]
    fn quixo_move_args(m: &JsValue) -> Result<Vec<JsValue>, JsValue>;
    /// `{ symbol, partner }`.
    #[wasm_bindgen(js_name = quixoCube)]
    fn quixo_cube(symbol: &str, partner: u8) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_QUIXO: &str = r#"
/** The symbol a cube shows or a player plays: X (player 0, team 0) or O (player 1, team 1). */
export type Mark = "X" | "O";
/** A cell of a Quixo board, 0-based from the top left. */
export interface Cell { row: number; col: number }
/** A Quixo move as `legalMoves()` lists it: take the cube at `from`, put it back at `to`,
 *  pointing to `partner` (0 or 1) of the mover's team (always 0 with 2 players). */
export interface QuixoMove { from: Cell; to: Cell; partner: number }
/** A Quixo move to play: `partner` may be left out (0). */
export interface QuixoMoveInput { from: Cell; to: Cell; partner?: number }
/** A cube that is not blank. */
export interface QuixoCube { symbol: Mark; partner: number }
/** How a Quixo game ended: the winning symbol, or "draw" (by a draw rule). */
export type QuixoOutcome = Mark | "draw";
"#;

const fn mark(s: Symbol) -> &'static str {
    match s {
        Symbol::X => "X",
        Symbol::O => "O",
    }
}

/// A Quixo game: the position (board, players, whose turn), the moves before it (for `undo` and
/// the repetition rule), and the optional draw rules (both off by default). 3 x 3, 4 x 4 or
/// 5 x 5, for 2 players or two teams of 2. Cells are 0-based.
#[wasm_bindgen(js_name = Quixo)]
#[derive(Clone)]
pub struct Quixo(Game);

#[wasm_bindgen(js_class = Quixo)]
impl Quixo {
    /// The empty `size` x `size` board (default 5) for `players` (2, the default, or 4), player 0 (X) to move.
    /// @throws {DigipegError} 200 (size), 204 (players).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "number")] size: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] players: JsValue,
    ) -> JsResult<Quixo> {
        let size = if size.is_undefined() {
            5
        } else {
            index(&size, "size")?
        };
        let players = if players.is_undefined() {
            2
        } else {
            index(&players, "players")?
        };
        Ok(Quixo(Game::new(size, players)?))
    }

    /// A game from rows of text (`-` blank, `X`, `O`; with 4 players `x`, `o` point to partner 1),
    /// player `toMove` to move (2 players: 0 = X, 1 = O; 4 players: 0 to 3).
    /// @throws {DigipegError} 200, 204, 212 (player), 201 (row count), 202 (row length), 203 (character).
    pub fn parse(
        #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[]")] rows: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] players: JsValue,
        #[wasm_bindgen(js_name = toMove, unchecked_optional_param_type = "number")] to_move: JsValue,
    ) -> JsResult<Quixo> {
        let size = index(&size, "size")?;
        let rows = strings(&rows, "rows")?;
        let players = if players.is_undefined() {
            2
        } else {
            index(&players, "players")?
        };
        let to_move = if to_move.is_undefined() {
            0
        } else {
            index(&to_move, "toMove")?
        };
        Ok(Quixo(Game::from_position(Position::parse(
            size, &rows, players, to_move,
        )?)))
    }

    fn position(&self) -> &Position {
        self.0.position()
    }

    /// The side length of the board (3, 4 or 5).
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> usize {
        self.position().size()
    }

    /// The number of players (2 or 4).
    #[wasm_bindgen(getter)]
    pub fn players(&self) -> usize {
        self.position().players()
    }

    /// The player to move (0 or 1; 0 to 3 with 4 players).
    #[wasm_bindgen(getter)]
    pub fn turn(&self) -> usize {
        self.position().turn()
    }

    /// The symbol of the player (or team) to move.
    #[wasm_bindgen(getter, js_name = turnSymbol, unchecked_return_type = "Mark")]
    pub fn turn_symbol(&self) -> String {
        mark(self.position().turn_symbol()).into()
    }

    /// How many players were skipped (had no cube to take) just before the player to move.
    #[wasm_bindgen(getter)]
    pub fn passed(&self) -> usize {
        self.position().passed()
    }

    /// The players who passed just before the player to move, in turn order.
    #[wasm_bindgen(js_name = passedPlayers, unchecked_return_type = "number[]")]
    pub fn passed_players(&self) -> Vec<JsValue> {
        numbers(
            self.position()
                .passed_players()
                .map(|p| u32::try_from(p).unwrap_or(u32::MAX)),
        )
    }

    /// Moves played in this game (undo takes them back).
    #[wasm_bindgen(getter)]
    pub fn plies(&self) -> u32 {
        self.0.plies()
    }

    /// How many moves `undo` can take back now (at most 128).
    #[wasm_bindgen(getter, js_name = undoDepth)]
    pub fn undo_depth(&self) -> usize {
        self.0.undo_depth()
    }

    /// Draw rule: the game is drawn once this many moves have been played (0: off, the default).
    #[wasm_bindgen(getter, js_name = moveLimit)]
    pub fn move_limit(&self) -> u32 {
        self.0.move_limit()
    }

    /// @throws {RangeError} unless an integer from 0 to 2^32 - 1.
    #[wasm_bindgen(setter, js_name = moveLimit)]
    pub fn set_move_limit(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    ) -> JsResult<()> {
        self.0.set_move_limit(uint32(&limit, "moveLimit")?);
        Ok(())
    }

    /// Draw rule: the game is drawn when a position occurs for the k-th time (k >= 2; 0 or 1: off, the default).
    #[wasm_bindgen(getter)]
    pub fn repetitions(&self) -> u32 {
        self.0.repetitions()
    }

    /// @throws {RangeError} unless an integer from 0 to 2^32 - 1.
    #[wasm_bindgen(setter)]
    pub fn set_repetitions(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] k: JsValue,
    ) -> JsResult<()> {
        self.0.set_repetitions(uint32(&k, "repetitions")?);
        Ok(())
    }

    /// How many times the current position has occurred, counting now.
    #[wasm_bindgen(js_name = repetitionCount)]
    pub fn repetition_count(&self) -> usize {
        self.0.repetition_count()
    }

    /// How the game ended (draw rules included), or `undefined` while it goes on.
    #[wasm_bindgen(unchecked_return_type = "QuixoOutcome | undefined")]
    pub fn outcome(&self) -> Option<String> {
        self.0.outcome().map(|o| match o {
            Outcome::Win(s) => mark(s).into(),
            Outcome::Draw => "draw".into(),
        })
    }

    /// Whether the game is over (won or drawn).
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self) -> bool {
        self.0.is_game_over()
    }

    /// What the cell holds: `undefined` when blank.
    /// @throws {DigipegRangeError} 205 (off the board).
    #[wasm_bindgen(unchecked_return_type = "QuixoCube | undefined")]
    pub fn cube(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] row: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] col: JsValue,
    ) -> JsResult<JsValue> {
        let cell = Cell::try_new(int(&row, "row")?, int(&col, "col")?)?;
        Ok(match self.position().cube(cell)? {
            Some(c) => quixo_cube(mark(c.symbol), c.partner),
            None => JsValue::UNDEFINED,
        })
    }

    /// The cubes of the winner's full lines (rows, columns, diagonals), row by row: the lines
    /// that decided the game. Empty while nobody has won (and after a draw).
    #[wasm_bindgen(js_name = winningCells, unchecked_return_type = "Cell[]")]
    pub fn winning_cells(&self) -> JsValue {
        let n = self.position().size() as u8;
        let flat: Vec<u8> = (self.position().winning_cells().squares())
            .flat_map(|s| [s / n, s % n])
            .collect();
        cell_list(&flat)
    }

    /// The legal moves (none once the game is over), by taken cell, then place cell (row-major), then partner.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "QuixoMove[]")]
    pub fn legal_moves(&self) -> JsValue {
        let flat: Vec<u8> = (self.0.legal_moves().iter())
            .flat_map(|m| {
                [
                    m.from().row(),
                    m.from().col(),
                    m.to().row(),
                    m.to().col(),
                    m.partner(),
                ]
            })
            .collect();
        quixo_moves(&flat)
    }

    /// The number of legal moves.
    #[wasm_bindgen(js_name = countMoves)]
    pub fn count_moves(&self) -> usize {
        self.0.legal_moves().len()
    }

    /// Whether the move (take at (`chooseRow`, `chooseCol`), put at (`placeRow`, `placeCol`),
    /// pointing to `partner`, default 0) is legal now; any numbers are answered.
    #[wasm_bindgen(js_name = legalMove)]
    pub fn legal_move(
        &self,
        #[wasm_bindgen(js_name = chooseRow, unchecked_param_type = "number")] choose_row: JsValue,
        #[wasm_bindgen(js_name = chooseCol, unchecked_param_type = "number")] choose_col: JsValue,
        #[wasm_bindgen(js_name = placeRow, unchecked_param_type = "number")] place_row: JsValue,
        #[wasm_bindgen(js_name = placeCol, unchecked_param_type = "number")] place_col: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] partner: JsValue,
    ) -> JsResult<bool> {
        let args = [choose_row, choose_col, place_row, place_col, partner];
        Ok(raw_move(&args)?.is_ok_and(|m| self.0.is_legal(&m)))
    }

    /// The original `makeMove`: take the cube at (`chooseRow`, `chooseCol`), put it at (`placeRow`,
    /// `placeCol`) pointing to `partner` (default 0). A refused move changes nothing.
    /// @throws {DigipegError} 205 (off the board, a `DigipegRangeError`), 211, 214, 210, 206 to 209.
    #[wasm_bindgen(js_name = makeMove)]
    pub fn make_move(
        &mut self,
        #[wasm_bindgen(js_name = chooseRow, unchecked_param_type = "number")] choose_row: JsValue,
        #[wasm_bindgen(js_name = chooseCol, unchecked_param_type = "number")] choose_col: JsValue,
        #[wasm_bindgen(js_name = placeRow, unchecked_param_type = "number")] place_row: JsValue,
        #[wasm_bindgen(js_name = placeCol, unchecked_param_type = "number")] place_col: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] partner: JsValue,
    ) -> JsResult<()> {
        let args = [choose_row, choose_col, place_row, place_col, partner];
        Ok(self.0.play(raw_move(&args)??)?)
    }

    /// Whether `move` is legal now.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(
        &self,
        #[wasm_bindgen(js_name = move, unchecked_param_type = "QuixoMoveInput")] m: JsValue,
    ) -> JsResult<bool> {
        Ok(object_move(&m)?.is_ok_and(|m| self.0.is_legal(&m)))
    }

    /// Throw why `move` is illegal now (as `play` would), or return if it is legal. Changes nothing.
    /// @throws {DigipegError} as `makeMove`.
    pub fn check(
        &self,
        #[wasm_bindgen(js_name = move, unchecked_param_type = "QuixoMoveInput")] m: JsValue,
    ) -> JsResult<()> {
        Ok(self.0.check(&object_move(&m)??)?)
    }

    /// Play `move` (as `legalMoves()` lists them); a refused move changes nothing.
    /// @throws {DigipegError} as `makeMove`.
    pub fn play(
        &mut self,
        #[wasm_bindgen(js_name = move, unchecked_param_type = "QuixoMoveInput")] m: JsValue,
    ) -> JsResult<()> {
        Ok(self.0.play(object_move(&m)??)?)
    }

    /// Take back the last move.
    /// @throws {DigipegError} 213 (nothing to undo).
    pub fn undo(&mut self) -> JsResult<()> {
        Ok(self.0.undo()?)
    }

    /// The number of move paths of `depth` plies from here (draw rules ignored).
    /// Exact below 2^53; deep searches take long (perft(5) of the empty 5 x 5 board: seconds).
    pub fn perft(&self, #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue) -> JsResult<f64> {
        Ok(perft(self.position(), uint32(&depth, "depth")?) as f64)
    }

    /// The board: `size` lines of `size` characters (`-`, `X`, `O`; `x`, `o` with 4 players),
    /// each ending in a newline.
    #[wasm_bindgen(js_name = toString)]
    pub fn board(&self) -> String {
        self.0.to_string()
    }

    /// The board's rows, as `parse` reads them.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn rows(&self) -> Vec<String> {
        self.0.to_string().lines().map(String::from).collect()
    }

    /// An independent copy (history and draw rules included).
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> Quixo {
        self.clone()
    }
}

impl Quixo {
    /// The game, for the solvers.
    pub(crate) fn game(&self) -> &Game {
        &self.0
    }
}

/// The core's move from five JS values (partner `undefined`: 0). The outer result is a wrong JS
/// type, the inner one the core's verdict on the numbers.
fn raw_move(args: &[JsValue; 5]) -> JsResult<Result<Move, digipeg::Error>> {
    let names = ["chooseRow", "chooseCol", "placeRow", "placeCol", "partner"];
    let mut n = [0i64; 5];
    for ((slot, value), name) in n.iter_mut().zip(args).zip(names) {
        if !(name == "partner" && value.is_undefined()) {
            *slot = int(value, name)?;
        }
    }
    Ok(Move::from_raw(n[0], n[1], n[2], n[3], n[4]))
}

fn object_move(m: &JsValue) -> JsResult<Result<Move, digipeg::Error>> {
    let values = quixo_move_args(m).map_err(JsErr)?;
    let args: [JsValue; 5] = values
        .try_into()
        .map_err(|_| JsErr::type_error("a move is { from: { row, col }, to: { row, col }, partner? }"))?;
    raw_move(&args)
}
