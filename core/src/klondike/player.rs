//! A player for the ordinary game, where the face-down cards and the stock are unknown (until the
//! stock has been gone through once, as a player remembers it): it guesses the hidden cards many
//! times, solves each guess as a thoughtful deal, and plays the
//! first move of the most winning lines (Bjarnason, Fern and Tadepalli's "sampling", ICAPS 2009).

use super::game::{Klondike, Move};
use super::solver::{Entry, Solver, Verdict};
use crate::Rng;

/// How the player guesses and searches: `samples` guesses a move, each solved within `nodes`
/// positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampling {
    /// Guesses of the hidden cards per move.
    pub samples: u32,
    /// Positions the solver may search per guess.
    pub nodes: u64,
}

impl Sampling {
    /// 8 guesses of 5,000 positions: a few hundredths of a second a move on a desktop
    /// (`make klondike-player` measures the win rate).
    pub const DEFAULT: Sampling = Sampling {
        samples: 8,
        nodes: 5_000,
    };
}

/// The table the bindings and `make klondike-player` give the player: 2^16 entries (512 KiB),
/// ample for guesses of 5,000 positions.
pub const PLAYER_TABLE_ENTRIES: usize = 1 << 16;

/// The player, over a solver table of `T: AsMut<[Entry]>`, with its own seeded generator.
pub struct Player<T> {
    solver: Solver<T>,
    rng: Rng,
    sampling: Sampling,
}

impl<T: AsMut<[Entry]>> Player<T> {
    /// A player whose guesses come from `seed`.
    pub fn new(table: T, seed: u64, sampling: Sampling) -> Result<Player<T>, crate::Error> {
        Ok(Player {
            solver: Solver::new(table)?,
            rng: Rng::new(seed),
            sampling,
        })
    }

    /// The move to play in `game`, seeing only what a player sees; `None` when no move is legal.
    /// Without a winning guess it prefers the foundations, then turning a card face up, then
    /// the stock.
    pub fn choose(&mut self, game: &Klondike) -> Option<Move> {
        self.choose_with_estimate(game).map(|choice| choice.played)
    }

    /// As [`Player::choose`], with the player's estimate of the position: how many of its guesses
    /// at the hidden cards the solver won (within the player's budget, so an estimate from below).
    pub fn choose_with_estimate(&mut self, game: &Klondike) -> Option<Choice> {
        let legal = game.legal_moves();
        if legal.is_empty() {
            return None;
        }
        let mut votes = [0u32; super::game::MAX_MOVES];
        let mut won = 0;
        for _ in 0..self.sampling.samples {
            let guess = game.with_hidden_shuffled(&mut self.rng);
            if self.solver.solve(&guess, self.sampling.nodes).verdict != Verdict::Won {
                continue;
            }
            won += 1;
            if let Some(first) = self.solver.line().first() {
                if let Some(at) = legal.iter().position(|m| m == first) {
                    votes[at] += 1;
                }
            }
        }
        let best = (0..legal.len())
            .max_by_key(|&at| (votes[at], fallback_rank(game, legal[at]), usize::MAX - at))?;
        Some(Choice {
            played: legal[best],
            won,
            guesses: self.sampling.samples,
        })
    }
}

/// The player's move, and how many of its guesses at the hidden cards the solver won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move to play.
    pub played: Move,
    /// The guesses the solver won.
    pub won: u32,
    /// The guesses the player made.
    pub guesses: u32,
}

/// The order a player falls back on: foundations, a card turned up, the waste, the stock.
fn fallback_rank(game: &Klondike, played: Move) -> u8 {
    match played {
        Move::PileToFoundation(_) | Move::WasteToFoundation => 5,
        Move::PileToPile { from, cards, .. } => {
            let pile = &game.piles()[usize::from(from)];
            if usize::from(cards) == pile.face_up().len() && !pile.face_down().is_empty() {
                4
            } else {
                0
            }
        }
        Move::WasteToPile(_) => 3,
        Move::Draw | Move::Recycle => 2,
        Move::FoundationToPile { .. } => 0,
    }
}
