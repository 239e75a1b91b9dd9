//! The computer player's levels as every binding names them: the named difficulty levels (fixed
//! settings of the search player) and the three kinds of [`Level`] with the settings a caller
//! may choose, and the defaults of those settings. The bindings parse, name and default through
//! here, so Python, C and JS cannot drift apart.

use super::{Budget, Choice, Level, Player, TimeLimit, TtEntry};
use super::{Game, MAX_DEPTH};
use crate::Error;

/// The node budget of the `"search"` level when the caller gives none.
pub const SEARCH_NODES: u64 = 200_000;

/// The depth budget (plies) of the `"search"` level when the caller gives none.
pub const SEARCH_DEPTH: u8 = 6;

/// The transposition-table entries of the `"search"` level when the caller gives no number
/// (16 bytes each: 256 KiB).
pub const SEARCH_TABLE_ENTRIES: usize = 1 << 14;

/// The most transposition-table entries a binding allocates for one player (16 bytes each:
/// 256 MiB); larger requests are refused or capped there.
pub const MAX_TABLE_ENTRIES: usize = 1 << 24;

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

impl Level {
    /// The level's name in the bindings: `"random"`, `"greedy"` or `"search"`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Search => "search",
        }
    }
}

/// A computer player's level as the bindings take it by name: a [`Level`] whose settings the
/// caller chooses (`"random"`, `"greedy"`, `"search"`), or a [`Difficulty`] that brings its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerLevel {
    /// `"random"`, `"greedy"` or `"search"`: the caller's budget and table, else the defaults
    /// ([`SEARCH_NODES`], [`SEARCH_DEPTH`], [`SEARCH_TABLE_ENTRIES`]).
    Custom(Level),
    /// `"easy"`, `"medium"`, `"hard"` or `"expert"`: fixed settings.
    Named(Difficulty),
}

impl PlayerLevel {
    /// Every level, in the order the error message lists them.
    pub const ALL: [PlayerLevel; 7] = [
        PlayerLevel::Custom(Level::Random),
        PlayerLevel::Custom(Level::Greedy),
        PlayerLevel::Custom(Level::Search),
        PlayerLevel::Named(Difficulty::Easy),
        PlayerLevel::Named(Difficulty::Medium),
        PlayerLevel::Named(Difficulty::Hard),
        PlayerLevel::Named(Difficulty::Expert),
    ];

    /// The level of a name (exactly as [`PlayerLevel::name`] gives it).
    ///
    /// Errors: [`Error::SearchBadLevel`] for any other text.
    ///
    /// ```
    /// use digipeg::quixo::{Difficulty, Level, PlayerLevel};
    /// assert_eq!(PlayerLevel::parse("hard"), Ok(PlayerLevel::Named(Difficulty::Hard)));
    /// assert_eq!(PlayerLevel::parse("greedy"), Ok(PlayerLevel::Custom(Level::Greedy)));
    /// assert_eq!(PlayerLevel::parse("Hard"), Err(digipeg::Error::SearchBadLevel));
    /// ```
    pub fn parse(name: &str) -> Result<PlayerLevel, Error> {
        PlayerLevel::ALL
            .into_iter()
            .find(|l| l.name() == name)
            .ok_or(Error::SearchBadLevel)
    }

    /// The level's name.
    pub const fn name(self) -> &'static str {
        match self {
            PlayerLevel::Custom(level) => level.name(),
            PlayerLevel::Named(d) => d.name(),
        }
    }

    /// The kind of player the level plays with.
    pub const fn level(self) -> Level {
        match self {
            PlayerLevel::Custom(level) => level,
            PlayerLevel::Named(_) => Level::Search,
        }
    }

    /// The player of this level with `seed`.
    pub const fn player(self, seed: u64) -> Player {
        match self {
            PlayerLevel::Custom(level) => Player::new(level, seed),
            PlayerLevel::Named(d) => d.player(seed),
        }
    }

    /// The level's budget when the caller gives none.
    pub const fn budget(self) -> Budget {
        match self {
            PlayerLevel::Custom(_) => Budget::new(SEARCH_NODES, SEARCH_DEPTH),
            PlayerLevel::Named(d) => d.budget(),
        }
    }

    /// The level's transposition-table entries when the caller gives no number (only a search
    /// uses a table).
    pub const fn table_entries(self) -> usize {
        match self {
            PlayerLevel::Custom(Level::Search) => SEARCH_TABLE_ENTRIES,
            PlayerLevel::Custom(_) => 0,
            PlayerLevel::Named(d) => d.table_entries(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_parses_back_and_the_message_lists_them() {
        for level in PlayerLevel::ALL {
            assert_eq!(PlayerLevel::parse(level.name()), Ok(level));
            assert!(
                Error::SearchBadLevel
                    .message()
                    .contains(quoted(level.name()).as_str())
            );
        }
        for bad in ["", "Hard", "perfect", " easy", "searching"] {
            assert_eq!(PlayerLevel::parse(bad), Err(Error::SearchBadLevel));
        }
        assert_eq!(
            PlayerLevel::parse("easy").map(PlayerLevel::level),
            Ok(Level::Search)
        );
        assert_eq!(PlayerLevel::Custom(Level::Greedy).table_entries(), 0);
    }

    /// `'name'` in a fixed buffer (the core has no allocator).
    fn quoted(name: &str) -> heapless::String<16> {
        let mut s = heapless::String::new();
        let _ = s.push('\'');
        let _ = s.push_str(name);
        let _ = s.push('\'');
        s
    }
}
