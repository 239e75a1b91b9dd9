//! The named difficulty levels: fixed settings of the search player, the same in every binding.

use super::{Budget, Choice, Level, Player, TimeLimit, TtEntry};
use super::{Game, MAX_DEPTH};
use crate::Error;

/// A named level of the computer player. Each names deterministic settings (node and depth
/// budgets, contempt, evaluation, transposition-table size), so a level, a seed and a game give
/// the same move in every binding and on every machine. A time limit may be added as a further
/// cap ([`Difficulty::choose`]); it makes the choice depend on the machine.
///
/// | level | nodes | depth | contempt | evaluation | table entries |
/// |---|---|---|---|---|---|
/// | easy | 3,000 | 2 | 20 | tuned | 1,024 (16 KiB) |
/// | medium | 20,000 | 4 | 20 | tuned | 4,096 (64 KiB) |
/// | hard | 250,000 | 60 | 20 | tuned | 65,536 (1 MiB) |
/// | expert | 2,000,000 | 60 | 20 | tuned | 262,144 (4 MiB) |
///
/// (The evaluation is [`super::Weights::TUNED`].)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// Looks two plies ahead (and whether it could then win at once): takes a win in one and
    /// avoids moves that lose at once, little more.
    Easy,
    /// Four plies within 20,000 positions.
    Medium,
    /// 250,000 positions (about 40 ms of native code).
    Hard,
    /// 2,000,000 positions (about 0.3 s of native code).
    Expert,
}

impl Difficulty {
    /// Every level, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The level's name: `"easy"`, `"medium"`, `"hard"` or `"expert"`.
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }

    /// The level of a name (exactly as [`Difficulty::name`] gives it), or `None`.
    pub fn from_name(name: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == name)
    }

    /// The player of this level, with `seed` for its random choices: the search, with
    /// [`super::DEFAULT_CONTEMPT`] and the tuned evaluation at every level (they differ in how far they
    /// look: [`Difficulty::budget`]).
    pub const fn player(self, seed: u64) -> Player {
        Player::new(Level::Search, seed)
    }

    /// The level's node and depth budget (no time limit).
    pub const fn budget(self) -> Budget {
        match self {
            Difficulty::Easy => Budget::new(3_000, 2),
            Difficulty::Medium => Budget::new(20_000, 4),
            Difficulty::Hard => Budget::new(250_000, MAX_DEPTH),
            Difficulty::Expert => Budget::new(2_000_000, MAX_DEPTH),
        }
    }

    /// The transposition-table entries the level uses (16 bytes each).
    pub const fn table_entries(self) -> usize {
        match self {
            Difficulty::Easy => 1 << 10,
            Difficulty::Medium => 1 << 12,
            Difficulty::Hard => 1 << 16,
            Difficulty::Expert => 1 << 18,
        }
    }

    /// The move of this level with `seed` in `game` (see [`Player::choose_game`]), searching in
    /// the first [`Difficulty::table_entries`] entries of `table`, and stopping early if `time`
    /// runs out.
    ///
    /// Errors: [`Error::SearchGameOver`] when the game is over, then
    /// [`Error::SearchTableTooSmall`] when `table` is shorter than the level's table.
    pub fn choose(
        self,
        game: &Game,
        seed: u64,
        table: &mut [TtEntry],
        time: Option<TimeLimit>,
    ) -> Result<Choice, Error> {
        if game.is_game_over() {
            return Err(Error::SearchGameOver);
        }
        let table = table
            .get_mut(..self.table_entries())
            .ok_or(Error::SearchTableTooSmall)?;
        let budget = Budget {
            time,
            ..self.budget()
        };
        self.player(seed).choose_game(game, table, budget)
    }
}
