//! The computer players and solvers of tic-tac-toe (`TicTacToe.value()` ..., `TicTacToePlayer`)
//! and of the simplified solitaire (`SolitaireSolver`).

use digipeg::Rng;
use digipeg::solitaire::{self, Entry, Line};
use digipeg::tictactoe::{Outcome, Player, Strength, Value};
use wasm_bindgen::prelude::*;

use crate::solitaire::Solitaire;
use crate::tictactoe::TicTacToe;
use crate::{JsErr, JsResult, index, int, numbers, table, uint64};

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// A `TicTacToeValue` object.
    #[wasm_bindgen(js_name = tttValue)]
    fn ttt_value(outcome: &str, plies: u8) -> JsValue;
    /// `{ square, value }`.
    #[wasm_bindgen(js_name = tttMoveValue)]
    fn ttt_move_value(square: u8, value: JsValue) -> JsValue;
    /// A `SolitaireSolution` object (`line` undefined when `found` is false).
    #[wasm_bindgen(js_name = solitaireSolution)]
    fn solitaire_solution(finished: bool, found: bool, line: &[u8], nodes: f64) -> JsValue;
    /// A `SolitaireHint` object (`winIn` undefined when negative).
    #[wasm_bindgen(js_name = solitaireHint)]
    fn solitaire_hint(from: u8, to: u8, win_in: i32, built: u8, finished: bool, nodes: f64) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_SOLVERS: &str = r#"
/** How strong a `TicTacToePlayer` is: by name, or by level (0 random, 1 greedy, 2 perfect). */
export type TicTacToeStrength = "random" | "greedy" | "perfect" | 0 | 1 | 2;
/** A tic-tac-toe position under perfect play: how it ends, and in how many more plies (the winner
 *  winning quickest, the loser holding out longest; 0 once over). */
export interface TicTacToeValue { outcome: Mark | "draw"; plies: number }
/** A legal square and the value of the position it leads to. */
export interface TicTacToeMoveValue { square: number; value: TicTacToeValue }
/** What `SolitaireSolver.solve` found. If `finished`: `line` is a shortest win, or `undefined`
 *  proves there is none within the moves allowed. If not, `line` is `undefined` and nothing is known. */
export interface SolitaireSolution { finished: boolean; line: SolitaireMove[] | undefined; nodes: number }
/** The next move of the best line found: the shortest win (`winIn` moves) if one was found, else
 *  the line building the most cards (`built`: cards lying on the card one higher at its end). */
export interface SolitaireHint { move: SolitaireMove; winIn: number | undefined; built: number; finished: boolean; nodes: number }
"#;

fn value(v: Value) -> JsValue {
    let outcome = match v.outcome {
        Outcome::Win(Player::X) => "X",
        Outcome::Win(Player::O) => "O",
        Outcome::Draw => "draw",
    };
    ttt_value(outcome, v.plies)
}

#[wasm_bindgen(js_class = TicTacToe)]
impl TicTacToe {
    /// This position's value under perfect play (from a table built at compile time).
    #[wasm_bindgen(unchecked_return_type = "TicTacToeValue")]
    pub fn value(&self) -> JsValue {
        value(self.core().value())
    }

    /// Every legal square with the value of the position after it, in square order.
    #[wasm_bindgen(js_name = moveValues, unchecked_return_type = "TicTacToeMoveValue[]")]
    pub fn move_values(&self) -> Vec<JsValue> {
        (self.core().move_values().iter())
            .map(|&(s, v)| ttt_move_value(s.index(), value(v)))
            .collect()
    }

    /// The squares that keep the value (a win stays a win, a draw a draw; every square when lost).
    #[wasm_bindgen(js_name = bestMoves, unchecked_return_type = "number[]")]
    pub fn best_moves(&self) -> Vec<JsValue> {
        numbers(self.core().best_moves().iter().map(|s| s.index()))
    }

    /// The best squares that also win quickest or lose slowest.
    #[wasm_bindgen(js_name = quickestMoves, unchecked_return_type = "number[]")]
    pub fn quickest_moves(&self) -> Vec<JsValue> {
        numbers(self.core().quickest_moves().iter().map(|s| s.index()))
    }
}

/// A tic-tac-toe computer player: a strength and a seeded random source (ties and random moves;
/// the same seed replays the same choices).
#[wasm_bindgen(js_name = TicTacToePlayer)]
pub struct TicTacToePlayer {
    strength: Strength,
    rng: Rng,
}

fn strength(value: &JsValue) -> JsResult<Strength> {
    if let Some(name) = value.as_string() {
        return Ok(Strength::parse(&name)?);
    }
    if value.as_f64().is_none() {
        return Err(JsErr::type_error("strength must be a name or a number"));
    }
    Ok(Strength::try_from(int(value, "strength")?)?)
}

#[wasm_bindgen(js_class = TicTacToePlayer)]
impl TicTacToePlayer {
    /// A player of `strength` ("random", "greedy", "perfect", or the level 0, 1, 2), random
    /// choices seeded by `seed` (default 0).
    /// @throws {DigipegError} 503 (no such strength).
    /// @throws {RangeError} for a seed that is not a non-negative integer.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(js_name = strength, unchecked_param_type = "TicTacToeStrength")] level: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | bigint")] seed: JsValue,
    ) -> JsResult<TicTacToePlayer> {
        let strength = strength(&level)?;
        let seed = if seed.is_undefined() {
            0
        } else {
            uint64(&seed, "seed")?
        };
        Ok(TicTacToePlayer {
            strength,
            rng: Rng::new(seed),
        })
    }

    /// The player's level: 0 random, 1 greedy, 2 perfect.
    #[wasm_bindgen(getter, unchecked_return_type = "0 | 1 | 2")]
    pub fn level(&self) -> u8 {
        self.strength.level()
    }

    /// The square this player picks in `game` (the game is not changed).
    /// @throws {DigipegError} 501 (the game is over).
    pub fn choose(&mut self, game: &TicTacToe) -> JsResult<u8> {
        Ok(game.core().choose_move(self.strength, &mut self.rng)?.index())
    }
}

/// The default table: 2^16 entries of 24 bytes, 1.5 MiB of wasm memory.
const DEFAULT_ENTRIES: usize = 1 << 16;

/// The most table entries a solver may ask for: 2^22 entries, 96 MiB of wasm memory.
const MAX_ENTRIES: usize = 1 << 22;

/// The simplified-solitaire solver: shortest wins (iterative deepening with a transposition table
/// it owns) and hints. Every search is bounded by a node budget and says whether it finished.
#[wasm_bindgen(js_name = SolitaireSolver)]
pub struct SolitaireSolver(Vec<Entry>);

#[wasm_bindgen(js_class = SolitaireSolver)]
impl SolitaireSolver {
    /// A solver whose table holds `tableEntries` positions (default 65536, 24 bytes each). The
    /// core refuses a table of fewer than 4 entries (500) when a search uses it, in its order of
    /// checks (after the depth and the position).
    /// @throws {RangeError} unless an integer, above 2^22 entries, or if wasm memory cannot grow that far.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(js_name = tableEntries, unchecked_optional_param_type = "number")]
        table_entries: JsValue,
    ) -> JsResult<SolitaireSolver> {
        let memory = table(&table_entries, DEFAULT_ENTRIES, 0, MAX_ENTRIES, Entry::EMPTY)?;
        Ok(SolitaireSolver(memory))
    }

    /// The shortest winning line of `game` within `maxMoves` moves (default: its `chanceNo`),
    /// searching at most `nodeBudget` positions. The game is not changed.
    /// @throws {DigipegError} 504 (more than 128 moves).
    /// @throws {RangeError} for a budget that is not a non-negative integer.
    #[wasm_bindgen(unchecked_return_type = "SolitaireSolution")]
    pub fn solve(
        &mut self,
        game: &Solitaire,
        #[wasm_bindgen(js_name = nodeBudget, unchecked_param_type = "number | bigint")] node_budget: JsValue,
        #[wasm_bindgen(js_name = maxMoves, unchecked_optional_param_type = "number")] max_moves: JsValue,
    ) -> JsResult<JsValue> {
        let budget = uint64(&node_budget, "nodeBudget")?;
        let max = moves(game, &max_moves)?;
        let s = solitaire::solve(game.core(), max, &mut self.0, budget)?;
        let line = s.line.as_ref().map(flat).unwrap_or_default();
        Ok(solitaire_solution(
            s.finished,
            s.line.is_some(),
            &line,
            s.nodes as f64,
        ))
    }

    /// The next move of the best line of `game` within `maxMoves` moves (default: its `chanceNo`).
    /// @throws {DigipegError} 501 (won already, or no legal move), 504 (more than 128 moves).
    /// @throws {RangeError} for a budget that is not a non-negative integer.
    #[wasm_bindgen(unchecked_return_type = "SolitaireHint")]
    pub fn hint(
        &mut self,
        game: &Solitaire,
        #[wasm_bindgen(js_name = nodeBudget, unchecked_param_type = "number | bigint")] node_budget: JsValue,
        #[wasm_bindgen(js_name = maxMoves, unchecked_optional_param_type = "number")] max_moves: JsValue,
    ) -> JsResult<JsValue> {
        let budget = uint64(&node_budget, "nodeBudget")?;
        let max = moves(game, &max_moves)?;
        let h = solitaire::hint(game.core(), max, &mut self.0, budget)?;
        let win_in = h.win_in.map_or(-1, i32::from);
        Ok(solitaire_hint(
            h.next.from(),
            h.next.to(),
            win_in,
            h.built,
            h.finished,
            h.nodes as f64,
        ))
    }
}

fn moves(game: &Solitaire, max_moves: &JsValue) -> JsResult<usize> {
    if max_moves.is_undefined() {
        Ok(game.core().chance_no())
    } else {
        index(max_moves, "maxMoves")
    }
}

fn flat(line: &Line) -> Vec<u8> {
    line.iter().flat_map(|m| [m.from(), m.to()]).collect()
}
