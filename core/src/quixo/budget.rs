//! What a computer player's search is given (a [`Budget`]) and gives back (a [`Choice`]): the
//! vocabulary shared by the player ([`super::Player`]) and its alpha-beta search.

use super::Move;

/// The deepest a search goes (plies).
pub const MAX_DEPTH: u8 = 60;

/// A monotonic clock for [`TimeLimit`]: microseconds since any fixed moment. The core has no
/// clock of its own (it runs without an operating system); hosts pass one built on their time
/// source (`std::time::Instant`, `performance.now()`, a hardware timer).
pub type Clock = fn() -> u64;

/// A cap on the time of one search, read from `clock` every [`TIME_CHECK_NODES`] positions. The
/// first iteration (one ply) always completes. A time limit makes the choice depend on the
/// machine and its load; node and depth budgets alone are deterministic.
#[derive(Clone, Copy, Debug)]
pub struct TimeLimit {
    /// The most microseconds the search may take.
    pub micros: u64,
    /// The clock that measures them.
    pub clock: Clock,
}

/// Equal limits have the same duration and the same clock function.
impl PartialEq for TimeLimit {
    fn eq(&self, other: &TimeLimit) -> bool {
        self.micros == other.micros && core::ptr::fn_addr_eq(self.clock, other.clock)
    }
}

impl Eq for TimeLimit {}

impl core::hash::Hash for TimeLimit {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.micros.hash(state);
    }
}

/// How many positions a search visits between two readings of its [`TimeLimit`]'s clock.
pub const TIME_CHECK_NODES: u64 = 1024;

/// The limits of one search: stop after `nodes` positions, at `depth` plies (clamped to
/// `1..=MAX_DEPTH`), or when the optional time limit runs out, whichever comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    /// The most positions visited.
    pub nodes: u64,
    /// The deepest iteration, in plies.
    pub depth: u8,
    /// An optional cap on the time taken (makes the choice machine-dependent).
    pub time: Option<TimeLimit>,
}

impl Budget {
    /// A budget of `nodes` positions and `depth` plies, without a time limit.
    pub const fn new(nodes: u64, depth: u8) -> Budget {
        Budget {
            nodes,
            depth,
            time: None,
        }
    }

    /// This budget, also stopping after `micros` microseconds measured by `clock`.
    #[must_use]
    pub const fn with_time_limit(self, micros: u64, clock: Clock) -> Budget {
        Budget {
            time: Some(TimeLimit { micros, clock }),
            ..self
        }
    }
}

/// What a player chose, and how far it looked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// The move, legal in the position.
    pub mv: Move,
    /// Whether the search completed: the requested depth was reached, a forced result was
    /// proved, or the answer came from a [`Solution`](super::Solution) (always true for random and greedy).
    pub finished: bool,
    /// The deepest completed iteration (0 for random, 1 for greedy, 0 from a solution).
    pub depth: u8,
    /// The score for the player to move: `MATE - plies` for a forced win, `-(MATE - plies)` for
    /// a forced loss, `-contempt` for a forced draw, else an evaluation (a solution gives `MATE`,
    /// `-MATE` or 0).
    pub score: i32,
    /// Positions visited.
    pub nodes: u64,
}
