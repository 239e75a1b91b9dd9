//! The player's candidates: the steps that cannot be taken back that a position reaches by cards
//! going up to their foundations and coming back down (which can be taken back), each with the
//! position it is taken from.

use heapless::Vec;

use super::super::board::{Board, MAX_STEPS, Order, Prunings, Start, Step, mix};
use super::super::card::Card;
use super::super::game::{Klondike, Move, PILES};
use super::super::solver::moves_of;
use super::plan::PLAN;

/// The most candidates: each start card showing up or moved (7 + 7), each card of the talon up
/// or down (2 × 24), a draw from an unseen stock, and a few more ways to some of them that the
/// solver's lines take.
pub(super) const MAX_CANDIDATES: usize = 64;

/// The most positions cards going up and coming down lead to, and the most such steps on the
/// way to one.
const MAX_CLOSURE: usize = 1024;
const MAX_PATH: usize = 32;

/// The prunings the candidates are found with: cards the foundations take safely are not
/// brought down, and nothing else is left out (the others look at where the kings lie, which a
/// player does not know).
const PRUNINGS: Prunings = Prunings {
    safe_moves: true,
    focused: false,
    deferrals: false,
    ups_first: false,
};

/// A step the player may decide on, from a position the closure reached.
#[derive(Clone, Copy, Debug)]
pub(super) struct Candidate {
    pub(super) key: Key,
    /// Where in the closure the step is taken.
    pub(super) from: u16,
    /// The step itself, or `None` for a draw from an unseen stock.
    pub(super) step: Option<Step>,
    /// The order to prefer candidates in when the guesses do not tell them apart (lower first).
    pub(super) prior: u8,
    /// Whether the step turns a face-down card face up.
    pub(super) turns_up: bool,
}

/// What a candidate does: which card it moves where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Key {
    /// A start card showing up to its foundation.
    Up(Card),
    /// A card of the talon up to its foundation.
    TalonUp(Card),
    /// A card of the talon onto the tableau.
    TalonDown(Card),
    /// A start card showing, and all on it, onto the tableau.
    Reveal(Card),
    /// The next cards of an unseen stock turned onto the waste.
    Draw,
}

/// The positions that cards going up and coming down reach from a root position, breadth first,
/// each kept as the step that reached it from an earlier one (the root first, with no step).
pub(super) struct Closure {
    root: Board,
    reached: Vec<(u16, Option<Step>), MAX_CLOSURE>,
    hashes: Vec<u64, MAX_CLOSURE>,
    /// Whether the stock holds cards no one has seen, and the waste's size.
    unseen_stock: bool,
    waste: usize,
}

impl Closure {
    /// The closure of `view` (whose board is `root`), and its candidates: each step that cannot
    /// be taken back, from the first position that reaches it, and a draw if the stock is
    /// unseen.
    pub(super) fn of(
        view: &Klondike,
        root: &Board,
        start: &Start,
    ) -> (Closure, Vec<Candidate, MAX_CANDIDATES>) {
        let mut closure = Closure {
            root: *root,
            reached: Vec::new(),
            hashes: Vec::new(),
            unseen_stock: view.stock_unseen() && !view.stock().is_empty(),
            waste: view.waste().len(),
        };
        let _ = closure.reached.push((0, None));
        let _ = closure.hashes.push(root.zobrist());
        let mut seen = [0u64; 2 * MAX_CLOSURE];
        insert(&mut seen, root.zobrist());
        let mut found: Vec<Candidate, MAX_CANDIDATES> = Vec::new();
        let mut at = 0;
        while at < closure.reached.len() {
            let path = closure.path(at);
            let board = closure.board(start, &path);
            let mut steps: Vec<Step, MAX_STEPS> = Vec::new();
            board.steps(start, PRUNINGS, Order::Ups, true, &mut steps);
            for step in steps {
                if is_decision(&board, start, step) {
                    let key = closure.key_of(&board, start, step);
                    if key != Key::Draw && !found.iter().any(|candidate| candidate.key == key) {
                        let _ = found.push(Candidate {
                            key,
                            from: at as u16,
                            step: Some(step),
                            prior: prior(&board, start, step),
                            turns_up: turns_up(&board, start, step),
                        });
                    }
                    continue;
                }
                let mut next = board;
                next.play(start, step);
                let room = path.len() < MAX_PATH && !closure.reached.is_full();
                if room && insert(&mut seen, next.zobrist()) {
                    let _ = closure.reached.push((at as u16, Some(step)));
                    let _ = closure.hashes.push(next.zobrist());
                }
            }
            at += 1;
        }
        if closure.unseen_stock {
            let _ = found.push(Candidate {
                key: Key::Draw,
                from: 0,
                step: None,
                prior: 14,
                turns_up: false,
            });
        }
        (closure, found)
    }

    /// The steps from the root to the position at `at`.
    pub(super) fn path(&self, mut at: usize) -> Vec<Step, MAX_PATH> {
        let mut path: Vec<Step, MAX_PATH> = Vec::new();
        while let (from, Some(step)) = self.reached[at] {
            let _ = path.push(step);
            at = usize::from(from);
        }
        path.reverse();
        path
    }

    /// The root's board after `path`.
    fn board(&self, start: &Start, path: &[Step]) -> Board {
        let mut board = self.root;
        for &step in path {
            board.play(start, step);
        }
        board
    }

    /// Where the closure holds the position whose board is `board`, if it does.
    pub(super) fn find(&self, board: &Board) -> Option<usize> {
        self.hashes.iter().position(|&hash| hash == board.zobrist())
    }

    /// What `step` from `board` does (a card of an unseen stock is a draw first).
    pub(super) fn key_of(&self, board: &Board, start: &Start, step: Step) -> Key {
        let card = board.card_of(start, step);
        match step {
            Step::TalonUp { waste, recycle } | Step::TalonDown { waste, recycle }
                if self.unseen_stock && (recycle || usize::from(waste) != self.waste) =>
            {
                Key::Draw
            }
            Step::Up(_) | Step::Down(_) => Key::Up(card),
            Step::TalonUp { .. } => Key::TalonUp(card),
            Step::TalonDown { .. } => Key::TalonDown(card),
            Step::Reveal(_) => Key::Reveal(card),
        }
    }

    /// The candidate for `step`, taken from the position the closure holds at `from`.
    pub(super) fn candidate(&self, start: &Start, from: usize, step: Step) -> Candidate {
        let board = self.board(start, &self.path(from));
        let key = self.key_of(&board, start, step);
        Candidate {
            key,
            from: from as u16,
            step: (key != Key::Draw).then_some(step),
            prior: prior(&board, start, step),
            turns_up: turns_up(&board, start, step),
        }
    }

    /// `board`, a guess's board at the root, after the way to `candidate` and the candidate's
    /// step (a draw from an unseen stock is not played here: see the caller).
    pub(super) fn after(&self, board: &Board, start: &Start, candidate: &Candidate) -> Board {
        let mut next = *board;
        for &step in self
            .path(usize::from(candidate.from))
            .iter()
            .chain(candidate.step.iter())
        {
            next.play(start, step);
        }
        next
    }

    /// The game's moves of the way to `candidate` from `view`, and of the candidate itself.
    pub(super) fn moves_to(&self, view: &Klondike, candidate: &Candidate) -> Option<Vec<Move, PLAN>> {
        let mut moves: Vec<Move, PLAN> = Vec::new();
        let Some(step) = candidate.step else {
            moves.push(Move::Draw).ok()?;
            return Some(moves);
        };
        let mut game = *view;
        for &on_the_way in self.path(usize::from(candidate.from)).iter().chain([step].iter()) {
            moves_of(&mut game, on_the_way, &mut moves)?;
        }
        Some(moves)
    }
}

/// Whether `step` from `board` cannot be taken back: anything but a card coming down, and a card
/// going up that can come back where it was (a card placed on another, or a king alone in its
/// pile).
pub(super) fn is_decision(board: &Board, start: &Start, step: Step) -> bool {
    match step {
        Step::Up(card) => {
            board.is_locked(card)
                && !(0..PILES).any(|pile| {
                    board.holds_a_lone_king(start, pile)
                        && board.card_of(start, Step::Reveal(pile as u8)) == card
                })
        }
        Step::Down(_) => false,
        Step::TalonUp { .. } | Step::TalonDown { .. } | Step::Reveal(_) => true,
    }
}

/// The order candidates are preferred in when the guesses do not tell them apart: cards up
/// first, then cards turned face up (from the pile with the most face-down cards first), then
/// cards from the talon, then piles emptied, then draws.
fn prior(board: &Board, start: &Start, step: Step) -> u8 {
    match step {
        Step::Up(_) | Step::TalonUp { .. } | Step::Down(_) => 0,
        Step::Reveal(pile) if board.face_down(pile) > 0 => 8 - board.face_down(pile),
        Step::TalonDown { .. } => 10,
        Step::Reveal(_) => 12 + u8::from(board.card_of(start, step).rank() == 13),
    }
}

/// Whether `step` from `board` turns a face-down card face up: a pile's start card showing, with
/// cards face down under it, going up or moved away.
fn turns_up(board: &Board, start: &Start, step: Step) -> bool {
    match step {
        Step::Up(card) => board.is_locked(card) && board.face_down_under(start, card) > 0,
        Step::Reveal(pile) => board.face_down(pile) > 0,
        Step::Down(_) | Step::TalonUp { .. } | Step::TalonDown { .. } => false,
    }
}

/// Adds `hash` to the open-addressed set `seen`: false if it was there.
fn insert(seen: &mut [u64], hash: u64) -> bool {
    let hash = hash | 1;
    let mut slot = (mix(hash) as usize) % seen.len();
    loop {
        match seen[slot] {
            0 => {
                seen[slot] = hash;
                return true;
            }
            held if held == hash => return false,
            _ => slot = (slot + 1) % seen.len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::{Deal, Rules};
    use super::*;
    use crate::Rng;

    fn face_down(game: &Klondike) -> usize {
        game.piles().iter().map(|pile| pile.face_down().len()).sum()
    }

    #[test]
    fn a_candidate_turns_a_card_up_exactly_when_its_moves_leave_fewer_face_down() {
        // Checked by playing each candidate's moves in the game itself, positions of random games.
        let mut rng = Rng::new(36);
        let (mut turning, mut keeping) = (0, 0);
        for seed in 1..=30 {
            for rules in [Rules::DRAW_THREE, Rules::DRAW_ONE] {
                let mut game = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
                for _ in 0..40 {
                    let view = game.as_seen();
                    let (board, start) = Board::new(&view);
                    let (closure, candidates) = Closure::of(&view, &board, &start);
                    for candidate in candidates.iter().filter(|candidate| candidate.step.is_some()) {
                        let mut after = game;
                        for &played in closure.moves_to(&view, candidate).unwrap().iter() {
                            after.play(played).unwrap();
                        }
                        let turned = face_down(&after) < face_down(&game);
                        assert_eq!(candidate.turns_up, turned, "seed {seed}, {candidate:?}\n{game}");
                        *if turned { &mut turning } else { &mut keeping } += 1;
                    }
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    game.play(moves[rng.below(moves.len() as u32) as usize]).unwrap();
                }
            }
        }
        assert!(
            turning > 100 && keeping > 100,
            "{turning} turning up, {keeping} not"
        );
    }
}
