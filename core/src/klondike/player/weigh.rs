//! A decision's weighing: every candidate on the same guesses at the hidden cards, each guess
//! solved after each candidate within a small budget, until one candidate is clearly the best, or
//! the guesses or the budget run out.
//!
//! Each guess is solved first from the position itself, within several times a candidate's
//! budget: a guess not won there is lost after every candidate, and a win there wins after the
//! candidate its line takes first, from the position its line takes it from. The first guesses'
//! lines also propose candidates: a step from a position the closure's first way to it does not
//! pass (the line brings other cards up or down first).

use heapless::Vec;

use super::super::board::{Board, Start};
use super::super::game::{Klondike, Move};
use super::super::solver::{Entry, Solver, Verdict};
use super::candidates::{Candidate, Closure, Key, MAX_CANDIDATES, is_decision};
use crate::Rng;

/// The most guesses a decision makes (one bit each in the record of what each candidate won).
pub(super) const MAX_GUESSES: usize = 512;
const WORDS: usize = MAX_GUESSES / 64;

/// The guesses whose lines may propose candidates (they are kept to weigh them all on).
const PROPOSING: usize = 16;

/// Guesses are weighed in batches: after each, the candidates that clearly lose are dropped...
const BATCH: usize = 8;

/// ...and the weighing stops once this many guesses have not told its candidates apart at all.
const ALIKE: usize = 32;

/// What turning a card face up is worth, in guesses won of every 128 made. A guess is solved
/// seeing every card, so it gives knowing a card no worth: a step that keeps cards face down
/// looks as good as one that turns one up, though the player who takes it will have to guess
/// where the solver knew. `make klondike-player` measured the worth that wins the most games.
const TURNING_UP_WORTH: u32 = 10;

/// What a decision's weighing may spend, and how its guesses are made.
pub(super) struct Weighing<'a> {
    pub(super) guesses: usize,
    /// Positions a guess may take after a candidate, and from the position itself.
    pub(super) nodes: u64,
    pub(super) root_nodes: u64,
    /// Positions the whole weighing may take.
    pub(super) budget: u64,
    /// Whether something is hidden: with nothing hidden, the one guess is the position itself,
    /// and a win found there is played at once.
    pub(super) hidden: bool,
    pub(super) guess: &'a mut dyn FnMut(&mut Rng) -> Klondike,
}

/// What each candidate won, a bit a guess.
struct Record {
    wins: [[u64; WORDS]; MAX_CANDIDATES],
}

impl Record {
    fn won(&self, at: usize) -> u32 {
        self.wins[at].iter().map(|word| word.count_ones()).sum()
    }

    fn set(&mut self, at: usize, guess: usize) {
        self.wins[at][guess / 64] |= 1 << (guess % 64);
    }

    /// Forgets what every candidate won on `guess`.
    fn forget(&mut self, guess: usize) {
        for wins in &mut self.wins {
            wins[guess / 64] &= !(1 << (guess % 64));
        }
    }
}

/// The solvers a weighing uses: for each guess from the position itself, and after each
/// candidate.
pub(super) struct Solvers<'a> {
    pub(super) root: Solver<&'a mut [Entry]>,
    pub(super) each: Solver<&'a mut [Entry]>,
}

/// Weighs `candidates` (which proposals may join) on guesses from `rng`: the candidate to play,
/// and how many guesses were won from the position itself, of how many.
pub(super) fn weigh(
    Solvers { mut root, mut each }: Solvers<'_>,
    closure: &Closure,
    candidates: &mut Vec<Candidate, MAX_CANDIDATES>,
    rng: &mut Rng,
    weighing: Weighing<'_>,
) -> (usize, u32, u32) {
    let Weighing {
        guesses,
        nodes,
        root_nodes,
        budget,
        hidden,
        guess,
    } = weighing;
    // The first guesses, solved from the position, with the candidate their line takes.
    let mut first: Vec<(Klondike, Verdict, Option<usize>), PROPOSING> = Vec::new();
    let mut spent = 0u64;
    while first.len() < guesses.min(PROPOSING) {
        let (guessed, verdict, taken) = solve_guess(
            &mut root,
            closure,
            candidates,
            guess(rng),
            root_nodes,
            true,
            &mut spent,
        );
        if !hidden && verdict == Verdict::Won {
            if let Some(at) = taken {
                // Every card known and the line found: play it.
                return (at, 1, 1);
            }
        }
        let _ = first.push((guessed, verdict, taken));
    }
    let mut record = Record {
        wins: [[0; WORDS]; MAX_CANDIDATES],
    };
    let count = candidates.len();
    let mut alive: u64 = if count == 64 { !0 } else { (1 << count) - 1 };
    let (mut won, mut made) = (0u32, 0usize);
    while made < guesses {
        let (guessed, verdict, taken) = match first.get(made) {
            Some(&known) => known,
            None => solve_guess(
                &mut root,
                closure,
                candidates,
                guess(rng),
                root_nodes,
                false,
                &mut spent,
            ),
        };
        let (board, start) = Board::new(&guessed);
        // The candidates whose fate on this guess is known: all of them, unless it was won.
        let mut known = alive;
        if verdict == Verdict::Won {
            won += 1;
            known = 0;
            if let Some(at) = taken {
                record.set(at, made);
                known = 1 << at;
            }
        }
        let mut unknown = alive & !known;
        while unknown != 0 {
            if spent >= budget {
                // The budget ran out within this guess: it counts for no candidate.
                record.forget(made);
                won -= u32::from(verdict == Verdict::Won);
                return (best(&record, alive, candidates, made), won, made as u32);
            }
            let at = unknown.trailing_zeros() as usize;
            unknown &= unknown - 1;
            let (verdict, searched) = solve_after(
                &mut each,
                &guessed,
                closure,
                &board,
                &start,
                &candidates[at],
                nodes,
            );
            spent += searched;
            if verdict == Verdict::Won {
                record.set(at, made);
            }
        }
        made += 1;
        if made % BATCH == 0 {
            alive = drop_losers(&record, alive, candidates, made);
            if made >= ALIKE && all_alike(&record, alive) {
                break;
            }
        }
        if alive.count_ones() <= 1 || spent >= budget {
            break;
        }
    }
    (best(&record, alive, candidates, made), won, made as u32)
}

/// Solves `guessed` from the position within `nodes` positions (added to `spent`): the guess, its
/// verdict, and the candidate its win takes first (see [`taken`]; proposed if `propose`).
fn solve_guess(
    root: &mut Solver<&mut [Entry]>,
    closure: &Closure,
    candidates: &mut Vec<Candidate, MAX_CANDIDATES>,
    guessed: Klondike,
    nodes: u64,
    propose: bool,
    spent: &mut u64,
) -> (Klondike, Verdict, Option<usize>) {
    let (board, start) = Board::new(&guessed);
    let solved = root.decide(&start, &board, nodes);
    *spent += solved.nodes;
    let taken = (solved.verdict == Verdict::Won)
        .then(|| taken(root, closure, candidates, &board, &start, propose))
        .flatten();
    (guessed, solved.verdict, taken)
}

/// The candidate the win the solver just found takes first, where the closure holds the
/// position it takes it from; a new candidate for it if `propose` and it has none (and there is
/// room).
fn taken(
    solver: &Solver<&mut [Entry]>,
    closure: &Closure,
    candidates: &mut Vec<Candidate, MAX_CANDIDATES>,
    board: &Board,
    start: &Start,
    propose: bool,
) -> Option<usize> {
    let (before, step) = solver.first_step(start, board, |before, step| is_decision(before, start, step))?;
    let key = closure.key_of(&before, start, step);
    if key == Key::Draw {
        return candidates.iter().position(|candidate| candidate.key == Key::Draw);
    }
    let from = closure.find(&before)?;
    let same = |candidate: &Candidate| candidate.key == key && usize::from(candidate.from) == from;
    match candidates.iter().position(same) {
        Some(at) => Some(at),
        None if propose => {
            candidates.push(closure.candidate(start, from, step)).ok()?;
            Some(candidates.len() - 1)
        }
        None => None,
    }
}

/// Solves `guess` (whose board is `board`) after `candidate` within `nodes` positions: the
/// verdict and the positions searched.
fn solve_after(
    solver: &mut Solver<&mut [Entry]>,
    guess: &Klondike,
    closure: &Closure,
    board: &Board,
    start: &Start,
    candidate: &Candidate,
    nodes: u64,
) -> (Verdict, u64) {
    if candidate.step.is_none() {
        // A draw from an unseen stock: what it turns up is this guess's.
        let mut drawn = *guess;
        if drawn.play(Move::Draw).is_err() {
            return (Verdict::Lost, 0);
        }
        let (board, start) = Board::new(&drawn);
        let solved = solver.decide(&start, &board, nodes);
        return (solved.verdict, solved.nodes);
    }
    let next = closure.after(board, start, candidate);
    if next.is_won() {
        return (Verdict::Won, 0);
    }
    let solved = solver.decide(start, &next, nodes);
    (solved.verdict, solved.nodes)
}

/// The candidates of `alive` that do not clearly lose to the leader on the guesses alone: on the
/// guesses where the two differ, the leader's lead must stay within two standard deviations of a
/// fair coin's.
fn drop_losers(record: &Record, alive: u64, candidates: &[Candidate], made: usize) -> u64 {
    let leader = best(record, alive, candidates, made);
    let mut kept = alive;
    let mut rest = alive & !(1 << leader);
    while rest != 0 {
        let at = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let (mut ahead, mut behind) = (0u32, 0u32);
        for word in 0..WORDS {
            ahead += (record.wins[leader][word] & !record.wins[at][word]).count_ones();
            behind += (record.wins[at][word] & !record.wins[leader][word]).count_ones();
        }
        let lead = ahead.saturating_sub(behind);
        if lead >= 3 && lead * lead >= 4 * (ahead + behind) {
            kept &= !(1 << at);
        }
    }
    kept
}

/// Whether every candidate of `alive` won exactly the same guesses.
fn all_alike(record: &Record, alive: u64) -> bool {
    let first = alive.trailing_zeros() as usize;
    let mut rest = alive;
    while rest != 0 {
        let at = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if record.wins[at] != record.wins[first] {
            return false;
        }
    }
    true
}

/// The candidate of `alive` with the most guesses won of the `made`, counting what turning a card
/// face up is worth; the one preferred first among equals.
fn best(record: &Record, alive: u64, candidates: &[Candidate], made: usize) -> usize {
    let score = |at: usize| {
        let worth = if candidates[at].turns_up {
            TURNING_UP_WORTH * made as u32
        } else {
            0
        };
        (
            record.won(at) * 128 + worth,
            core::cmp::Reverse(candidates[at].prior),
        )
    };
    let mut best = alive.trailing_zeros() as usize;
    let mut rest = alive;
    while rest != 0 {
        let at = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if score(at) > score(best) {
            best = at;
        }
    }
    best.min(candidates.len().saturating_sub(1))
}
