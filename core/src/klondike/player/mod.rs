//! A player for the ordinary game, where the face-down cards (and the stock, until it has been
//! gone through once) are unknown.
//!
//! It decides only where a step cannot be taken back: a card turned face up, a card taken
//! from the talon, a pile emptied, a card drawn from an unseen stock. Between those, cards going
//! up to their foundations and coming back down, and runs moved between piles, lose nothing, and
//! the player walks them as the way to its next decision. (With unlimited passes it first goes
//! through the stock once, which costs nothing and shows every card of the talon.)
//!
//! A decision weighs every step that cannot be taken back and that the position reaches that
//! way (its candidates) on the same guesses at the hidden cards: each guess is solved as a
//! thoughtful deal after each candidate, within a small budget, and the candidate won on the
//! most guesses is played ("hindsight optimisation", Bjarnason, Fern and Tadepalli, ICAPS 2009;
//! lonelybot decides at the same points). A solved guess sees every card, so it gives knowing a
//! card no worth; the player does not, and counts a step that turns a card face up as won on
//! some more guesses (see `weigh`). The guesses are shared, so that two candidates differ
//! only on the guesses one wins and the other loses: a candidate that clearly loses to the
//! leader there is dropped, and the decision stops once one is left. Each guess is solved first
//! from the position itself: a guess lost there is lost after every candidate, and a win there
//! wins after the candidate its line takes first.
//!
//! Once every card has been seen, the position is solved as a thoughtful deal, with the whole
//! budget, and a win found is played out.
//!
//! The player sees only what a player sees: its guesses are dealt from the unseen cards put in
//! order, and everything it looks at is [`Klondike::as_seen`]. It writes the moves to its next
//! decision (or the line it found) into the first entries of its table, with the position they
//! start from: a caller who hands it the same table move after move gets them one by one, and
//! every game ends (each decision takes a step that cannot be taken back). The table is all the
//! state it has.

use heapless::Vec;

use super::board::{Board, Start, mix};
use super::game::{Klondike, Move};
use super::rules::Passes;
use super::solver::{Entry, Solver, Verdict};
use crate::{Error, Rng};

mod candidates;
mod plan;
mod weigh;

use candidates::Closure;
use plan::{MEMO, PLAN};
use weigh::{MAX_GUESSES, Weighing};

/// How the player decides: at most `samples` guesses at the hidden cards a decision, each solved
/// within `nodes` positions after each candidate, and at most `budget` positions a decision in
/// all (with nothing left hidden, the one solve of the position may take all of it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampling {
    /// The most guesses at the hidden cards a decision makes.
    pub samples: u32,
    /// Positions the solver may search per guess and candidate.
    pub nodes: u64,
    /// Positions a decision may search in all.
    pub budget: u64,
}

impl Sampling {
    /// What the bindings and `make klondike-player` use. The budget bounds a move's time: about
    /// half a second of one core natively, under a second in WebAssembly (`make bench-wasm`), an
    /// estimate included; `make klondike-player` measures the win rate and the time.
    pub const DEFAULT: Sampling = Sampling {
        samples: 128,
        nodes: 5_000,
        budget: 1_200_000,
    };
}

/// The table the bindings and `make klondike-player` give the player: 2^18 entries (2 MiB),
/// enough for a solve of the whole budget once nothing is hidden.
pub const PLAYER_TABLE_ENTRIES: usize = 1 << 18;

/// Each guess is solved from the position itself within this many times a candidate's budget.
const ROOT_NODES: u64 = 4;

/// The player, over a table of `T: AsMut<[Entry]>`.
pub struct Player<T> {
    table: T,
    seed: u64,
    sampling: Sampling,
}

/// The player's move, and how many of its guesses at the hidden cards could be won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move to play.
    pub played: Move,
    /// The guesses the solver won from the position, every card of each guess known: the share
    /// of deals like this one that a player who saw every card could win, from below (each
    /// guess is solved within a small budget), and above what a player who cannot see them
    /// wins.
    pub won: u32,
    /// The guesses the player made (0 where it did not need any).
    pub guesses: u32,
}

impl<T: AsMut<[Entry]>> Player<T> {
    /// A player whose guesses come from `seed`, over `table`: at least 262 entries (the first
    /// 260 keep its plan; [`PLAYER_TABLE_ENTRIES`] is what the bindings give it).
    pub fn new(mut table: T, seed: u64, sampling: Sampling) -> Result<Player<T>, Error> {
        if table.as_mut().len() < MEMO + 2 {
            return Err(Error::SearchTableTooSmall);
        }
        Ok(Player {
            table,
            seed,
            sampling,
        })
    }

    /// The move to play in `game`, seeing only what a player sees; `None` when no move is legal,
    /// or none could lead anywhere (cards would only go round: the game is lost).
    pub fn choose(&mut self, game: &Klondike) -> Option<Move> {
        self.decide(game, false).map(|choice| choice.played)
    }

    /// As [`Player::choose`], with the player's estimate of the position (see [`Choice::won`]).
    pub fn choose_with_estimate(&mut self, game: &Klondike) -> Option<Choice> {
        self.decide(game, true)
    }

    fn decide(&mut self, game: &Klondike, estimate: bool) -> Option<Choice> {
        let view = game.as_seen();
        self.decide_guessing(&view, estimate, &mut |rng| view.with_hidden_shuffled(rng))
    }

    /// The decision from `view`, each guess at its hidden cards made by `guess`.
    fn decide_guessing(
        &mut self,
        view: &Klondike,
        estimate: bool,
        guess: &mut dyn FnMut(&mut Rng) -> Klondike,
    ) -> Option<Choice> {
        if view.legal_moves().is_empty() {
            return None;
        }
        let (board, start) = Board::new(view);
        let fingerprint = self.fingerprint(view, &board, &start);
        let planned = plan::next(&mut self.table.as_mut()[..MEMO], self.seed, view);
        let mut choice = match planned {
            Some((played, won, guesses)) => Choice { played, won, guesses },
            None => self.decide_anew(view, &board, &start, fingerprint, guess)?,
        };
        if estimate && choice.guesses == 0 {
            (choice.won, choice.guesses) = self.estimate(view, fingerprint, guess);
            plan::keep_estimate(&mut self.table.as_mut()[..MEMO], choice.won, choice.guesses);
        }
        Some(choice)
    }

    /// A decision from `view` (whose board is `board`), kept as the plan: its first move.
    fn decide_anew(
        &mut self,
        view: &Klondike,
        board: &Board,
        start: &Start,
        fingerprint: u64,
        guess: &mut dyn FnMut(&mut Rng) -> Klondike,
    ) -> Option<Choice> {
        if view.rules().passes == Passes::Unlimited && view.stock_unseen() && !view.stock().is_empty() {
            // Going through the stock once costs nothing and shows every card of the talon.
            return self.plan(view, &[Move::Draw], 0, 0);
        }
        if view.unseen_count() == 0 {
            let budget = self.sampling.budget;
            let mut solver = Solver::new(&mut self.table.as_mut()[MEMO..]).ok()?;
            if solver.solve(view, budget).verdict == Verdict::Won {
                let line: Vec<Move, PLAN> = solver.line().iter().copied().take(PLAN).collect();
                return self.plan(view, &line, 1, 1);
            }
        }
        let (closure, mut candidates) = Closure::of(view, board, start);
        let (chosen, won, guesses) = match candidates.len() {
            0 => return None,
            1 => (0, 0, 0),
            _ => {
                let weighing = Weighing {
                    guesses: self.samples(view),
                    nodes: self.sampling.nodes,
                    root_nodes: self.root_nodes(view),
                    budget: self.sampling.budget,
                    hidden: view.unseen_count() > 0,
                    guess,
                };
                let mut rng = Rng::new(mix(fingerprint));
                let [root, each] = self.solvers(view)?;
                weigh::weigh(
                    weigh::Solvers { root, each },
                    &closure,
                    &mut candidates,
                    &mut rng,
                    weighing,
                )
            }
        };
        let moves = closure.moves_to(view, &candidates[chosen])?;
        self.plan(view, &moves, won, guesses)
    }

    /// Keeps `moves` from `view` as the plan, and plays the first.
    fn plan(&mut self, view: &Klondike, moves: &[Move], won: u32, guesses: u32) -> Option<Choice> {
        let memo = &mut self.table.as_mut()[..MEMO];
        plan::keep(memo, self.seed, view, moves, won, guesses);
        let (played, won, guesses) = plan::next(memo, self.seed, view)?;
        Some(Choice { played, won, guesses })
    }

    /// What identifies a decision: the player's settings, what is unseen, and what only a
    /// decision changes (its guesses are seeded by it).
    fn fingerprint(&self, view: &Klondike, board: &Board, start: &Start) -> u64 {
        let Sampling {
            samples,
            nodes,
            budget,
        } = self.sampling;
        let settings = mix(u64::from(samples) ^ mix(nodes ^ mix(budget)));
        let unseen = mix(view.unseen_count() as u64) ^ mix(board.progress(start));
        mix(self.seed ^ mix(settings ^ unseen))
    }

    /// How many of the player's guesses at `view`'s hidden cards can be won, of how many: the
    /// guesses of the decision `fingerprint` names, each solved from the position as it does,
    /// until they are all made or the decision's budget is spent.
    fn estimate(
        &mut self,
        view: &Klondike,
        fingerprint: u64,
        guess: &mut dyn FnMut(&mut Rng) -> Klondike,
    ) -> (u32, u32) {
        let (samples, nodes, budget) = (self.samples(view), self.root_nodes(view), self.sampling.budget);
        let mut rng = Rng::new(mix(fingerprint));
        let Some([mut solver, _]) = self.solvers(view) else {
            return (0, 0);
        };
        let (mut won, mut made, mut spent) = (0, 0, 0);
        while made < samples && spent < budget {
            let (board, start) = Board::new(&guess(&mut rng));
            let solved = solver.decide(&start, &board, nodes);
            won += u32::from(solved.verdict == Verdict::Won);
            spent += solved.nodes;
            made += 1;
        }
        (won, made as u32)
    }

    /// How many guesses a decision makes: one when nothing is hidden.
    fn samples(&self, view: &Klondike) -> usize {
        if view.unseen_count() == 0 {
            1
        } else {
            (self.sampling.samples as usize).min(MAX_GUESSES)
        }
    }

    /// The positions each guess is solved within from the position itself: several times a
    /// candidate's, or the whole budget when nothing is hidden.
    fn root_nodes(&self, view: &Klondike) -> u64 {
        if view.unseen_count() == 0 {
            self.sampling.budget
        } else {
            self.sampling.nodes.saturating_mul(ROOT_NODES)
        }
    }

    /// The solvers of a decision, each over its part of the table (but the plan): one for each
    /// guess from the position itself, one for each guess after each candidate, each part about
    /// twice the positions its solves may search (a small table is cleared fast). With nothing
    /// hidden, the first takes all it can.
    fn solvers(&mut self, view: &Klondike) -> Option<[Solver<&mut [Entry]>; 2]> {
        let entries_for = |nodes: u64| {
            (nodes.saturating_mul(2).min(1 << 30) as usize)
                .next_power_of_two()
                .max(1 << 11)
        };
        let (root_nodes, nodes) = (self.root_nodes(view), self.sampling.nodes);
        let table = &mut self.table.as_mut()[MEMO..];
        let each = entries_for(nodes).min(table.len() / 2).max(1);
        let root = if view.unseen_count() == 0 {
            table.len() - each
        } else {
            entries_for(root_nodes).min(table.len() - each)
        };
        let (root_part, rest) = table.split_at_mut(root);
        Some([Solver::new(root_part).ok()?, Solver::new(&mut rest[..each]).ok()?])
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Deal, Rules};
    use super::*;

    #[test]
    fn a_player_that_knew_the_hidden_cards_would_win_every_deal_won_at_once() {
        // With its guesses the real deal, every decision sees the solver's win: the candidates,
        // the ways to them and the plans must carry it out. Deals the solver wins from the deal
        // within a few thousand positions (so within the player's first solve).
        let sampling = Sampling {
            samples: 2,
            ..Sampling::DEFAULT
        };
        let mut table = [0u64; 1 << 16];
        let (mut tried, mut won) = (0, 0);
        for seed in 1..=120 {
            for rules in [
                Rules::DRAW_THREE,
                Rules::DRAW_ONE,
                Rules::new(3, 3, true).unwrap(),
            ] {
                let real = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
                let mut solver = Solver::new(&mut table[..]).unwrap();
                if solver.solve(&real, 4_000).verdict != Verdict::Won {
                    continue;
                }
                let mut game = real;
                let mut player = Player::new(&mut table[..], 1, sampling).unwrap();
                for _ in 0..1000 {
                    let known = game;
                    let Some(choice) = player.decide_guessing(&game.as_seen(), false, &mut |_| known) else {
                        break;
                    };
                    game.play(choice.played).unwrap();
                    if game.is_won() {
                        break;
                    }
                }
                tried += 1;
                won += usize::from(game.is_won());
                assert!(game.is_won(), "seed {seed}, {rules:?}\n{}", game.thoughtful());
            }
        }
        assert!(tried > 100 && won == tried, "{won} of {tried}");
    }
}
