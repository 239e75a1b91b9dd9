//! The Quixo computer player (`QuixoPlayer`, owning its transposition table), the static
//! evaluation (`quixoEvaluate`) and the strong solver of the small boards (`QuixoSolution`).

use digipeg::Error;
use digipeg::quixo::layered::Probe;
use digipeg::quixo::{
    Budget, Choice, Difficulty, Level, MAX_TABLE_ENTRIES, Move, Player, PlayerLevel, SEARCH_TABLE_ENTRIES,
    Solution, SolveStats, TtEntry, Value, Weights, evaluate,
};
use wasm_bindgen::prelude::*;

use crate::quixo::Quixo;
use crate::{JsErr, JsResult, index, uint32, uint64};

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// A `QuixoChoice` object.
    #[wasm_bindgen(js_name = quixoChoice)]
    fn quixo_choice(flat: &[u8], finished: bool, depth: u8, score: i32, nodes: f64) -> JsValue;
    /// `[r1, c1, r2, c2, partner]` as a `QuixoMove`.
    #[wasm_bindgen(js_name = quixoMove)]
    fn quixo_move(flat: &[u8]) -> JsValue;
    /// `[r1, c1, r2, c2, partner, value, ...]` as `QuixoMoveValue[]`.
    #[wasm_bindgen(js_name = quixoMoveValues)]
    fn quixo_move_values(flat: &[u8]) -> JsValue;
    /// The `QuixoSolveStats` object.
    #[wasm_bindgen(js_name = quixoSolveStats)]
    fn quixo_solve_stats(wins: f64, losses: f64, draws: f64, passes: u32) -> JsValue;
    /// A `QuixoLevelSettings` object.
    #[wasm_bindgen(js_name = quixoLevelSettings)]
    fn quixo_level_settings(
        name: &str,
        nodes: f64,
        depth: u8,
        contempt: i32,
        evaluation: &str,
        table_entries: usize,
    ) -> JsValue;
}

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds, monotonic (browsers and Node).
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// The clock of time limits: `performance.now()` in microseconds.
fn monotonic_micros() -> u64 {
    (performance_now() * 1_000.0) as u64
}

#[wasm_bindgen(typescript_custom_section)]
const TS_QUIXO_PLAYER: &str = r#"
/** How a `QuixoPlayer` chooses: a random legal move, one ply of look-ahead, a named level of the
 *  search (fixed settings, the same in every binding: `quixoLevels()`), or a search with the
 *  budget given to `choose` ("search"). */
export type QuixoLevel = "random" | "greedy" | "easy" | "medium" | "hard" | "expert" | "search";
/** The fixed settings of a named level: positions and plies a move may search, how much it
 *  dislikes a draw (100 is one unit of log-odds), its evaluation and its table's entries. */
export interface QuixoLevelSettings {
  name: "easy" | "medium" | "hard" | "expert"; nodes: number; depth: number; contempt: number;
  evaluation: "simple" | "tuned"; tableEntries: number;
}
/** What a `QuixoPlayer` chose: `score` is for the player to move (`±(30000 - plies)` for a forced
 *  win or loss, else an evaluation); `finished` tells whether the search completed (always true
 *  for random and greedy, and for an answer from a `QuixoSolution`). */
export interface QuixoChoice { move: QuixoMove; finished: boolean; depth: number; score: number; nodes: number }
/** A position's value for the player to move under perfect play. */
export type QuixoValue = "win" | "loss" | "draw";
/** A legal move and its value for the player making it. */
export interface QuixoMoveValue { move: QuixoMove; value: QuixoValue }
/** What a solve counted: positions won, lost and drawn for the player to move, and sweeps made. */
export interface QuixoSolveStats { wins: number; losses: number; draws: number; passes: number }
"#;

const VALUE_NAMES: [&str; 3] = ["win", "loss", "draw"];

/// "win", "loss" or "draw".
pub(crate) const fn value_name(v: Value) -> &'static str {
    VALUE_NAMES[value_code(v) as usize]
}

const fn value_code(v: Value) -> u8 {
    match v {
        Value::Win => 0,
        Value::Loss => 1,
        Value::Draw => 2,
    }
}

pub(crate) fn flat_move(m: Move) -> [u8; 5] {
    [
        m.from().row(),
        m.from().col(),
        m.to().row(),
        m.to().col(),
        m.partner(),
    ]
}

/// A Quixo computer player: its level, the seed of its random choices, its own transposition
/// table (used by the search levels only) and an optional time limit. Deterministic without a
/// time limit: the same player, game, budget and table size always choose the same move.
#[wasm_bindgen(js_name = QuixoPlayer)]
pub struct QuixoPlayer {
    player: Player,
    named: Option<Difficulty>,
    table: Vec<TtEntry>,
    time_limit_ms: u32,
}

/// A level name: the player's level and, for a named level, its settings.
fn parse_level(level: &JsValue) -> JsResult<(Level, Option<Difficulty>)> {
    let Some(name) = level.as_string() else {
        return Err(JsErr::type_error(&format!(
            "level must be a string: {}",
            Error::SearchBadLevel.message()
        )));
    };
    Ok(match PlayerLevel::parse(&name)? {
        PlayerLevel::Custom(level) => (level, None),
        PlayerLevel::Named(d) => (Level::Search, Some(d)),
    })
}

#[wasm_bindgen(js_class = QuixoPlayer)]
impl QuixoPlayer {
    /// A player of `level`, with `seed` for its random choices (default 0). A named level
    /// ("easy", "medium", "hard", "expert") brings its own settings, table included; "search"
    /// takes a table of `tableEntries` slots (default 16384, 16 bytes each). Only a search uses the
    /// table: `choose` refuses one with fewer than 16 entries (500), in the core's order of checks.
    /// @throws {DigipegError} 506 for an unknown level name.
    /// @throws {TypeError} for a level that is not a string.
    /// @throws {RangeError} for a seed that is not a non-negative integer, a
    /// `tableEntries` that is not an integer or is above 2^24, `tableEntries` with a named level,
    /// or if wasm memory cannot grow that far.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "QuixoLevel")] level: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | bigint")] seed: JsValue,
        #[wasm_bindgen(js_name = tableEntries, unchecked_optional_param_type = "number")]
        table_entries: JsValue,
    ) -> JsResult<QuixoPlayer> {
        let (level, named) = parse_level(&level)?;
        let seed = if seed.is_undefined() {
            0
        } else {
            uint64(&seed, "seed")?
        };
        if named.is_some() && !table_entries.is_undefined() {
            return Err(JsErr::range_error(
                "a named level has its own table: tableEntries is for the \"search\" level",
            ));
        }
        let default = named.map_or(SEARCH_TABLE_ENTRIES, Difficulty::table_entries);
        // The core checks the size when a search needs the table, in its order of checks.
        let table = crate::table(&table_entries, default, 0, MAX_TABLE_ENTRIES, TtEntry::EMPTY)?;
        let player = match named {
            Some(d) => d.player(seed),
            None => Player::new(level, seed),
        };
        Ok(QuixoPlayer {
            player,
            named,
            table,
            time_limit_ms: 0,
        })
    }

    /// The player's level.
    #[wasm_bindgen(getter, unchecked_return_type = "QuixoLevel")]
    pub fn level(&self) -> String {
        match self.named {
            Some(d) => PlayerLevel::Named(d),
            None => PlayerLevel::Custom(self.player.level),
        }
        .name()
        .into()
    }

    /// The number of transposition-table slots.
    #[wasm_bindgen(getter, js_name = tableEntries)]
    pub fn table_entries(&self) -> usize {
        self.table.len()
    }

    /// A cap on the time of each search, in milliseconds (0, the default: none). A time limit
    /// makes the moves depend on the machine and its load; without one they never do.
    #[wasm_bindgen(getter, js_name = timeLimitMs)]
    pub fn time_limit_ms(&self) -> u32 {
        self.time_limit_ms
    }

    /// Set the time limit (an integer from 0 to 2^32 - 1; 0: none).
    /// @throws {RangeError} for anything else.
    #[wasm_bindgen(setter, js_name = timeLimitMs)]
    pub fn set_time_limit_ms(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] ms: JsValue,
    ) -> JsResult<()> {
        self.time_limit_ms = uint32(&ms, "timeLimitMs")?;
        Ok(())
    }

    /// Choose a move for the player to move in `game` (the game is not changed), knowing the
    /// game's history and draw rules: a move that repeats a position scores as a draw. A named
    /// level uses its own budget: call `choose(game)`. "search" stops after `nodeBudget`
    /// positions or at `depth` plies (at most 60), whichever comes first, each left out the
    /// core's default (200,000 positions, 6 plies, as in Python); random and greedy ignore the
    /// budget.
    /// @throws {DigipegError} 501 (the game is over, by a win or a draw rule), then 500 ("search"
    /// with fewer than 16 table entries).
    /// @throws {RangeError} for a budget or depth that is not a non-negative integer, or a budget
    /// given to a named level.
    #[wasm_bindgen(unchecked_return_type = "QuixoChoice")]
    pub fn choose(
        &mut self,
        game: &Quixo,
        #[wasm_bindgen(js_name = nodeBudget, unchecked_optional_param_type = "number | bigint")] node_budget: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] depth: JsValue,
    ) -> JsResult<JsValue> {
        let budget = self.budget(&node_budget, &depth)?;
        let c = self.player.choose_game(game.game(), &mut self.table, budget)?;
        Ok(choice(&c))
    }

    /// As `choose`, but the search levels play perfectly (no search) when `solution` is of the
    /// game's size and the game has 2 players.
    /// @throws {DigipegError} 501 (the game is over).
    /// @throws {RangeError} as `choose`.
    #[wasm_bindgen(js_name = chooseSolved, unchecked_return_type = "QuixoChoice")]
    pub fn choose_solved(
        &mut self,
        game: &Quixo,
        solution: &QuixoSolution,
        #[wasm_bindgen(js_name = nodeBudget, unchecked_optional_param_type = "number | bigint")] node_budget: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] depth: JsValue,
    ) -> JsResult<JsValue> {
        let budget = self.budget(&node_budget, &depth)?;
        let solved = solution.solution()?;
        let c = (self.player).choose_game_solved(game.game(), &mut self.table, budget, Some(&solved))?;
        Ok(choice(&c))
    }
}

impl QuixoPlayer {
    /// `choose` with solved layers: perfect where `probe` reaches (`QuixoPlayer.chooseTables`).
    pub(crate) fn choose_probed(
        &mut self,
        game: &Quixo,
        probe: &(impl Probe + ?Sized),
        node_budget: &JsValue,
        depth: &JsValue,
    ) -> JsResult<JsValue> {
        let budget = self.budget(node_budget, depth)?;
        let c = (self.player).choose_game_probed(game.game(), &mut self.table, budget, probe)?;
        Ok(choice(&c))
    }

    /// The budget of one choice: the named level's, or the arguments'; and the time limit.
    fn budget(&self, node_budget: &JsValue, depth: &JsValue) -> JsResult<Budget> {
        let budget = match self.named {
            Some(d) if node_budget.is_undefined() && depth.is_undefined() => d.budget(),
            Some(d) => {
                return Err(JsErr::range_error(&format!(
                    "level \"{}\" has its own budget: call choose(game) without nodeBudget and depth",
                    d.name()
                )));
            }
            None => budget(node_budget, depth)?,
        };
        Ok(if self.time_limit_ms == 0 {
            budget
        } else {
            budget.with_time_limit(u64::from(self.time_limit_ms) * 1_000, monotonic_micros)
        })
    }
}

/// The settings of the named levels, easiest first (what `new QuixoPlayer(name)` plays with).
#[wasm_bindgen(js_name = quixoLevels, unchecked_return_type = "QuixoLevelSettings[]")]
pub fn quixo_levels() -> Vec<JsValue> {
    Difficulty::ALL
        .iter()
        .map(|&d| {
            let (player, budget) = (d.player(0), d.budget());
            let evaluation = if player.eval == &Weights::SIMPLE {
                "simple"
            } else {
                "tuned"
            };
            quixo_level_settings(
                d.name(),
                budget.nodes as f64,
                budget.depth,
                player.contempt,
                evaluation,
                d.table_entries(),
            )
        })
        .collect()
}

/// The caller's budget, each part it leaves out the core's default for "search" (as in every
/// binding).
fn budget(node_budget: &JsValue, depth: &JsValue) -> JsResult<Budget> {
    let default = PlayerLevel::Custom(Level::Search).budget();
    let nodes = if node_budget.is_undefined() {
        default.nodes
    } else {
        uint64(node_budget, "nodeBudget")?
    };
    let depth = if depth.is_undefined() {
        default.depth
    } else {
        u8::try_from(uint32(depth, "depth")?).unwrap_or(u8::MAX)
    };
    Ok(Budget::new(nodes, depth))
}

fn choice(c: &Choice) -> JsValue {
    quixo_choice(&flat_move(c.mv), c.finished, c.depth, c.score, c.nodes as f64)
}

/// The static evaluation of `game` for the player to move (what "greedy" and "search" maximise):
/// `30000` if the player to move has won, `-30000` if lost, 0 for a draw.
#[wasm_bindgen(js_name = quixoEvaluate)]
pub fn quixo_evaluate(game: &Quixo) -> i32 {
    evaluate(game.game().position())
}

/// A strongly solved 3 x 3 or 4 x 4 two-player board: the value of every position and a
/// perfect move from each. 3 x 3 takes 19,683 bytes and milliseconds; 4 x 4 takes 43 MB of wasm
/// memory (which stays reserved by the module after `free()`) and seconds.
#[wasm_bindgen(js_name = QuixoSolution)]
pub struct QuixoSolution {
    size: usize,
    table: Vec<u8>,
    stats: SolveStats,
}

impl QuixoSolution {
    fn solution(&self) -> Result<Solution<'_>, digipeg::Error> {
        Solution::from_solved(self.size, &self.table)
    }
}

#[wasm_bindgen(js_class = QuixoSolution)]
impl QuixoSolution {
    /// Solve the `size` x `size` two-player game (3 or 4).
    /// @throws {DigipegError} 520 (another size).
    /// @throws {RangeError} if wasm memory cannot grow to the table (4 x 4: 43 MB).
    pub fn solve(#[wasm_bindgen(unchecked_param_type = "number")] size: JsValue) -> JsResult<QuixoSolution> {
        let size = index(&size, "size")?;
        let len = Solution::table_len(size).ok_or(digipeg::Error::SolverUnsupported)?;
        let mut table = Vec::new();
        table
            .try_reserve_exact(len)
            .map_err(|_| JsErr::range_error("not enough wasm memory for the solver's table"))?;
        table.resize(len, 0);
        let (_, stats) = Solution::solve(size, &mut table)?;
        Ok(QuixoSolution { size, table, stats })
    }

    /// The board size solved (3 or 4).
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> usize {
        self.size
    }

    /// What the solve counted.
    #[wasm_bindgen(getter, unchecked_return_type = "QuixoSolveStats")]
    pub fn stats(&self) -> JsValue {
        let s = self.stats;
        quixo_solve_stats(s.wins as f64, s.losses as f64, s.draws as f64, s.passes)
    }

    /// The value of `game` for the player to move (a decided game: "win" for its winner's turn).
    /// @throws {DigipegError} 520 (4 players, or another size).
    #[wasm_bindgen(unchecked_return_type = "QuixoValue")]
    pub fn value(&self, game: &Quixo) -> JsResult<String> {
        let v = self.solution()?.value(game.game().position())?;
        Ok(VALUE_NAMES[usize::from(value_code(v))].into())
    }

    /// A perfect move: it keeps the value, and repeating it wins a won game against any defence.
    /// @throws {DigipegError} 520 (4 players, or another size), 501 (the game is over).
    #[wasm_bindgen(js_name = bestMove, unchecked_return_type = "QuixoMove")]
    pub fn best_move(&self, game: &Quixo) -> JsResult<JsValue> {
        let m = self.solution()?.best_move(game.game().position())?;
        Ok(quixo_move(&flat_move(m)))
    }

    /// Every legal move with its value for the player making it, in `legalMoves()` order.
    /// @throws {DigipegError} 520 (4 players, or another size).
    #[wasm_bindgen(js_name = moveValues, unchecked_return_type = "QuixoMoveValue[]")]
    pub fn move_values(&self, game: &Quixo) -> JsResult<JsValue> {
        let mut flat = Vec::new();
        self.solution()?.move_values(game.game().position(), |m, v| {
            flat.extend(flat_move(m));
            flat.push(value_code(v));
        })?;
        Ok(quixo_move_values(&flat))
    }
}
