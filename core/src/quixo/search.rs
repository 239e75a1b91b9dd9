//! The computer player: random, greedy, or iterative-deepening alpha-beta search with a
//! transposition table in caller memory; perfect play on solved small boards.
//!
//! Everything is deterministic: the same [`Player`], position (and game history), table length
//! and node budget always give the same [`Choice`]. The seeded [`Rng`] (mixed with the position)
//! only breaks ties: the root moves are shuffled before they are ordered, so equal moves are
//! found in a seeded order. Only a [`TimeLimit`] makes a choice depend on the machine.
//!
//! The search knows the game: given a [`Game`] ([`Player::choose_game`]), a position that
//! repeats one since the last blank cube was taken (blanks never come back, so nothing older can
//! repeat) scores as a draw, as does reaching the game's move limit. A draw is worth
//! `-contempt` to the player choosing, so a player ahead by more than that avoids repeating.
//!
//! ```
//! use digipeg::quixo::{Budget, Level, Player, Position, TtEntry};
//!
//! let position = Position::parse(5, &["XXXX-", "OOOO-", "-----", "-----", "-----"], 2, 0)?;
//! let mut table = [TtEntry::EMPTY; 1024];
//! let player = Player::new(Level::Search, 7);
//! let choice = player.choose(&position, &mut table, Budget::new(100_000, 3))?;
//! assert!(choice.finished); // X wins at once: (0,4) pushed in at (0,0)
//! assert_eq!(choice.score, digipeg::quixo::MATE - 1);
//! # Ok::<(), digipeg::Error>(())
//! ```

use super::alphabeta::{Searcher, TtEntry, hash};
use super::budget::{Budget, Choice, MAX_DEPTH};
use super::codes::{Codes, child, to_move};
use super::eval::{MATE, Weights};
use super::{Game, Outcome, Position, Solution, Value};
use crate::{Error, Rng};

/// The fewest transposition-table entries a search accepts.
pub const MIN_TABLE: usize = 16;

/// The contempt of [`Player::new`]: a draw is worth -20 to the player choosing (about a fifth of
/// a cube's worth of advantage in the tuned evaluation's units: 100 is one unit of log-odds).
pub const DEFAULT_CONTEMPT: i32 = 20;

/// The largest contempt that counts: larger values are treated as this one, so that a draw
/// always scores far above a forced loss.
pub const MAX_CONTEMPT: i32 = 1_000;

/// How a player chooses its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// One ply: win at once if possible; otherwise avoid moves that lose at once or that let
    /// the other side win at once; among the rest, the best by the player's evaluation (ties at
    /// random).
    Greedy,
    /// Iterative-deepening alpha-beta (principal-variation search, transposition table, killer
    /// and history ordering, repetition and move-limit draws) within the [`Budget`]; perfect play
    /// when the caller hands over a [`Solution`] of the board.
    Search,
}

/// A computer player: how it plays and a seed for its random choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    /// How it plays.
    pub level: Level,
    /// Seed of its random choices (mixed with the position, so every choice is replayable).
    pub seed: u64,
    /// How much the player dislikes a draw (repetition, move limit), in evaluation units: a draw
    /// scores `-contempt` for it and `+contempt` for its opponent. Clamped to
    /// `0..=MAX_CONTEMPT`: a draw never looks better than an even position.
    pub contempt: i32,
    /// The evaluation of positions the search does not look beyond (and of greedy's choices).
    pub eval: &'static Weights,
}

impl Player {
    /// A player of `level` with `seed`, [`DEFAULT_CONTEMPT`] and the tuned evaluation.
    pub const fn new(level: Level, seed: u64) -> Player {
        Player {
            level,
            seed,
            contempt: DEFAULT_CONTEMPT,
            eval: &Weights::TUNED,
        }
    }

    /// Choose a move in `position` within `budget`, using `table` as the transposition table
    /// (only [`Level::Search`] uses it; the other levels accept any table, even an empty one).
    /// The position has no history: only repetitions within the search count (see
    /// [`Player::choose_game`]).
    ///
    /// Errors: [`Error::SearchGameOver`] when the game is decided, then
    /// [`Error::SearchTableTooSmall`] for a search with fewer than [`MIN_TABLE`] entries.
    pub fn choose(
        &self,
        position: &Position,
        table: &mut [TtEntry],
        budget: Budget,
    ) -> Result<Choice, Error> {
        self.choose_solved(position, table, budget, None)
    }

    /// As [`Player::choose`], with a solved table of small boards: at [`Level::Search`], when
    /// `solution` covers the position (2 players, its size), the move is perfect
    /// ([`Solution::best_move`]) and no search is made.
    ///
    /// Errors: as [`Player::choose`].
    pub fn choose_solved(
        &self,
        position: &Position,
        table: &mut [TtEntry],
        budget: Budget,
        solution: Option<&Solution<'_>>,
    ) -> Result<Choice, Error> {
        self.choose_in(position, None, table, budget, solution)
    }

    /// Choose a move in the current position of `game`, knowing its history and draw rules: a
    /// move that repeats a position of the game (since its last blank was taken) or of the search
    /// line scores as a draw, and so does a line that reaches the game's move limit. So a player
    /// ahead does not circle, and a player behind repeats when that is its only way not to lose.
    ///
    /// Errors: [`Error::SearchGameOver`] when the game is over (draw rules included), then as
    /// [`Player::choose`].
    pub fn choose_game(&self, game: &Game, table: &mut [TtEntry], budget: Budget) -> Result<Choice, Error> {
        self.choose_game_solved(game, table, budget, None)
    }

    /// As [`Player::choose_game`], playing perfectly from `solution` when it covers the game
    /// (as [`Player::choose_solved`]).
    ///
    /// Errors: as [`Player::choose_game`].
    pub fn choose_game_solved(
        &self,
        game: &Game,
        table: &mut [TtEntry],
        budget: Budget,
        solution: Option<&Solution<'_>>,
    ) -> Result<Choice, Error> {
        if game.is_game_over() {
            return Err(Error::SearchGameOver);
        }
        self.choose_in(game.position(), Some(game), table, budget, solution)
    }

    /// The choice in `position`, which is the current position of `game` when there is one.
    fn choose_in(
        &self,
        position: &Position,
        game: Option<&Game>,
        table: &mut [TtEntry],
        budget: Budget,
        solution: Option<&Solution<'_>>,
    ) -> Result<Choice, Error> {
        if position.is_game_over() {
            return Err(Error::SearchGameOver);
        }
        let mut rng = Rng::new(self.seed ^ hash(position));
        let codes = Codes::of(position);
        match self.level {
            Level::Random => {
                let i = rng.below(codes.len as u32) as usize;
                let code = codes.as_slice().get(i).copied().unwrap_or(0);
                Ok(Choice {
                    mv: to_move(position, code).ok_or(Error::SearchGameOver)?,
                    finished: true,
                    depth: 0,
                    score: 0,
                    nodes: 1,
                })
            }
            Level::Greedy => greedy(position, codes, self.eval, &mut rng),
            Level::Search => {
                if let Some(sol) = solution {
                    if sol.size() == position.size() && position.players() == 2 {
                        let mv = sol.best_move(position)?;
                        let score = match sol.value(position)? {
                            Value::Win => MATE,
                            Value::Loss => -MATE,
                            Value::Draw => 0,
                        };
                        return Ok(Choice {
                            mv,
                            finished: true,
                            depth: 0,
                            score,
                            nodes: 0,
                        });
                    }
                }
                if table.len() < MIN_TABLE {
                    return Err(Error::SearchTableTooSmall);
                }
                table.fill(TtEntry::EMPTY);
                let mut searcher = Searcher::new(
                    self.eval,
                    self.contempt.clamp(0, MAX_CONTEMPT),
                    position,
                    game,
                    table,
                    budget,
                );
                searcher.root(position, codes, budget.depth.clamp(1, MAX_DEPTH), &mut rng)
            }
        }
    }
}

/// One ply, as documented at [`Level::Greedy`].
fn greedy(position: &Position, codes: Codes, eval: &Weights, rng: &mut Rng) -> Result<Choice, Error> {
    let me = position.turn_symbol();
    let mut order = codes;
    let len = order.len;
    rng.shuffle(order.list.get_mut(..len).unwrap_or(&mut []));
    let mut nodes = 1;
    // (class, evaluation, code): class 3 wins now, 2 safe, 1 lets the other side win, 0 loses now.
    let mut best: Option<(u8, i32, u8)> = None;
    for &code in order.as_slice() {
        let c = child(position, code);
        nodes += 1;
        let (class, eval) = match c.outcome() {
            Some(Outcome::Win(s)) if s == me => (3, MATE),
            Some(Outcome::Win(_)) => (0, -MATE),
            Some(Outcome::Draw) => (2, 0),
            None => {
                let eval = if c.turn_symbol() == me {
                    eval.evaluate(&c)
                } else {
                    -eval.evaluate(&c)
                };
                let threat = c.turn_symbol() != me
                    && Codes::of(&c).as_slice().iter().any(|&r| {
                        nodes += 1;
                        child(&c, r).outcome() == Some(Outcome::Win(me.other()))
                    });
                (if threat { 1 } else { 2 }, eval)
            }
        };
        if best.is_none_or(|(bc, be, _)| (class, eval) > (bc, be)) {
            best = Some((class, eval, code));
        }
    }
    let (_, score, code) = best.ok_or(Error::SearchGameOver)?;
    Ok(Choice {
        mv: to_move(position, code).ok_or(Error::SearchGameOver)?,
        finished: true,
        depth: 1,
        score,
        nodes,
    })
}
