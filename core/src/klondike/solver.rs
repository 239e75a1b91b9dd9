//! Whether a thoughtful deal (every card known) can be won: a depth-first search over
//! positions, in memory the caller hands over.
//!
//! The search plays the stock as a set of reachable cards: any card some draws (and at most one
//! turn of the waste) bring to the top of the waste may be played next, in one step that the
//! winning line writes out as the draws and the move. Positions already searched are kept in
//! the caller's table by a 64-bit hash of what can be won from them: which cards lie face up on
//! the tableau and which card starts each pile, not how the runs are shared out between two
//! cards of one rank and colour (a card goes up in one step that first lifts the run on it onto
//! its twin), nor the order of the piles, and the waste's boundary up to the boundaries that
//! reach each other by drawing. A full table forgets old positions, which costs time, never an
//! answer. A "won" comes with its line, and a "lost" only
//! from a search that finished within its budget.
//!
//! Three families of prunings keep the tree small, each of which can be turned off, and the tests
//! check that no verdict changes without them: safe moves to the foundations are played at once
//! ([`Solver::set_safe_moves`]), runs are split and piles emptied only for a purpose
//! ([`Solver::set_focused`]), and a step that only makes room must be used by the next one
//! ([`Solver::set_deferrals`]).

use heapless::Vec;

use super::card::{Card, Suit};
use super::game::{Klondike, MAX_MOVES, Move, PILES};
use super::rules::Passes;
use crate::Error;

/// One slot of the solver's table: a position's hash, 0 for none.
pub type Entry = u64;

/// The longest winning line the solver writes out, in moves (draws included).
pub const MAX_LINE: usize = 4096;

/// The positions a search may expand unless its caller says otherwise (what the bindings'
/// `solve` and `hint` use): most deals are decided within it in well under a second
/// (`make bench-klondike`).
pub const DEFAULT_NODES: u64 = 1_000_000;

/// The table the bindings hand the solver unless told otherwise: 2^20 entries, 8 MiB.
pub const DEFAULT_TABLE_ENTRIES: usize = 1 << 20;

/// The most steps (moves that are not draws) on the path the search follows.
const MAX_DEPTH: usize = 250;

/// The most steps the search's path holds, the safe moves played between them included: each
/// card goes up at most once between two of the search's steps that bring one down.
const MAX_PATH: usize = 3 * MAX_DEPTH + 2 * 52;

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The deal can be won: [`Solver::line`] wins it.
    Won,
    /// No line wins: every position was searched.
    Lost,
    /// The node budget ran out (or the path grew past the solver's depth) first.
    Unknown,
}

/// A search's verdict and the positions it looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solved {
    /// Won, lost or unknown.
    pub verdict: Verdict,
    /// Positions the search expanded.
    pub nodes: u64,
}

/// A step of the search: first bring the waste to `waste` cards (turning it over first if
/// `recycle`), or play `first` (the run on a card lifted onto its twin, so that the card can go
/// up), then play `then`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Step {
    waste: u8,
    recycle: bool,
    first: Option<Move>,
    then: Move,
}

/// The most steps from one position: the legal moves, and each card of the stock and waste to its
/// foundation or onto one of the two piles that could take it (the empty piles count as one).
const MAX_STEPS: usize = MAX_MOVES + 3 * super::deal::STOCK_CARDS;

type Steps = Vec<Step, MAX_STEPS>;

/// The solver, over a table of `T: AsMut<[Entry]>` (a slice or a `Vec`).
pub struct Solver<T> {
    table: T,
    path: [Step; MAX_PATH],
    path_len: usize,
    line: [Move; MAX_LINE],
    line_len: usize,
    nodes: u64,
    budget: u64,
    cut: bool,
    safe_moves: bool,
    focused: bool,
    deferrals: bool,
}

enum Flow {
    Won,
    Lost,
    Stop,
}

impl<T: AsMut<[Entry]>> Solver<T> {
    /// A solver over `table` (at least one entry; more entries remember more positions).
    pub fn new(mut table: T) -> Result<Solver<T>, Error> {
        if table.as_mut().is_empty() {
            return Err(Error::SearchTableTooSmall);
        }
        Ok(Solver {
            table,
            path: [Step {
                waste: 0,
                recycle: false,
                first: None,
                then: Move::Draw,
            }; MAX_PATH],
            path_len: 0,
            line: [Move::Draw; MAX_LINE],
            line_len: 0,
            nodes: 0,
            budget: 0,
            cut: false,
            safe_moves: true,
            focused: true,
            deferrals: true,
        })
    }

    /// Whether to play a card to its foundation at once when nothing could ever need it on
    /// the tableau (both foundations of the other colour are at most one rank below it, or it is
    /// an ace or a two). On by default; the tests check that the verdicts are the same without.
    pub fn set_safe_moves(&mut self, on: bool) {
        self.safe_moves = on;
    }

    /// Whether to split a run only when the card it uncovers can then go to its foundation, and
    /// to empty a pile that has no face-down card only when a king could move in. On by default;
    /// the tests check that the verdicts are the same without.
    pub fn set_focused(&mut self, on: bool) {
        self.focused = on;
    }

    /// Whether a step that only makes room must be used by the very next step: a card taken from
    /// the talon onto a pile where the whole talon can always be reached (draw 1, unlimited
    /// passes) must be covered, and a pile emptied must take a king. On by default: a winning
    /// line can always make that room later, just before it uses it (the card does nothing on
    /// the pile but hide the one under it, and waiting in the talon hides no other card; the run
    /// that left the pile can stay where it was). The tests check that the verdicts are the same
    /// without.
    pub fn set_deferrals(&mut self, on: bool) {
        self.deferrals = on;
    }

    /// Searches `game` for a win within `nodes` positions.
    pub fn solve(&mut self, game: &Klondike, nodes: u64) -> Solved {
        self.table.as_mut().fill(0);
        self.line_len = 0;
        self.path_len = 0;
        self.nodes = 0;
        self.budget = nodes;
        self.cut = false;
        let verdict = match self.search(game, 0, Owed::Nothing) {
            Flow::Won if self.write_line(game) => Verdict::Won,
            // A win whose draws do not fit the line is not claimed: nothing shows it.
            Flow::Won => Verdict::Unknown,
            Flow::Lost if !self.cut => Verdict::Lost,
            _ => Verdict::Unknown,
        };
        if verdict != Verdict::Won {
            self.line_len = 0;
        }
        Solved {
            verdict,
            nodes: self.nodes,
        }
    }

    /// The winning line the last search found (empty unless it was won), draws included.
    pub fn line(&self) -> &[Move] {
        &self.line[..self.line_len]
    }

    /// Searches on from `game`, whose next step must do `owed` (see [`Solver::set_deferrals`]).
    fn search(&mut self, game: &Klondike, depth: usize, owed: Owed) -> Flow {
        let mut game = *game;
        let path_start = self.path_len;
        if self.safe_moves && !self.play_safe_moves(&mut game) {
            self.cut = true;
            self.path_len = path_start;
            return Flow::Lost;
        }
        if game.is_won() {
            return Flow::Won;
        }
        if !self.remember(&game, owed) {
            self.path_len = path_start;
            return Flow::Lost;
        }
        if self.nodes >= self.budget {
            return Flow::Stop;
        }
        self.nodes += 1;
        if depth >= MAX_DEPTH {
            self.cut = true;
            self.path_len = path_start;
            return Flow::Lost;
        }
        let steps = steps(&game, self.focused);
        let after_safe = self.path_len;
        for step in steps {
            if !owed.paid_by(&game, step) {
                continue;
            }
            let then_owed = if self.deferrals {
                Owed::by(&game, step)
            } else {
                Owed::Nothing
            };
            let mut next = game;
            if !self.take_step(&mut next, step) {
                self.cut = true;
                self.path_len = after_safe;
                continue;
            }
            match self.search(&next, depth + 1, then_owed) {
                Flow::Won => return Flow::Won,
                Flow::Stop => return Flow::Stop,
                Flow::Lost => self.path_len = after_safe,
            }
        }
        self.path_len = path_start;
        Flow::Lost
    }

    /// Plays the safe foundation moves, writing them to the path; false if the path is full.
    fn play_safe_moves(&mut self, game: &mut Klondike) -> bool {
        loop {
            let mut step = None;
            let safe = next_up(game)
                .filter(|&card| is_safe(game, card))
                .fold(0u64, |cards, card| cards | 1 << card.index());
            if let Some(&(_, from, first)) = ups_from_tableau(game, safe).first() {
                step = Some(Step {
                    waste: game.waste,
                    recycle: false,
                    first,
                    then: Move::PileToFoundation(from),
                });
            }
            let Some(step) = step.or_else(|| safe_talon_step(game)) else {
                return true;
            };
            if !self.take_step(game, step) {
                return false;
            }
        }
    }

    /// Plays `step` on `game` (its draws at once: drawing only moves the waste's boundary) and
    /// writes it to the path; false if the path is full.
    fn take_step(&mut self, game: &mut Klondike, step: Step) -> bool {
        if let Some(first) = step.first {
            let lift = Step {
                waste: game.waste,
                recycle: false,
                first: None,
                then: first,
            };
            if !self.take_step(game, lift) {
                return false;
            }
        }
        let Some(slot) = self.path.get_mut(self.path_len) else {
            return false;
        };
        if matches!(step.then, Move::WasteToFoundation | Move::WasteToPile(_)) {
            if step.recycle {
                game.recycles = game.recycles.saturating_add(1);
            }
            game.waste = step.waste;
        }
        if game.play(step.then).is_err() {
            return false;
        }
        *slot = Step { first: None, ..step };
        self.path_len += 1;
        true
    }

    /// Writes the path's steps out from `game` as moves, draws and turns of the waste included;
    /// false if they do not fit the line.
    fn write_line(&mut self, game: &Klondike) -> bool {
        let mut game = *game;
        let mut len = 0;
        for step in &self.path[..self.path_len] {
            let mut moves: Vec<Move, { super::deal::STOCK_CARDS + 2 }> = Vec::new();
            if matches!(step.then, Move::WasteToFoundation | Move::WasteToPile(_)) {
                if step.recycle {
                    let talon = game.talon_len;
                    draw_to(&mut game, talon, &mut moves);
                    if game.play(Move::Recycle).is_ok() {
                        let _ = moves.push(Move::Recycle);
                    }
                }
                draw_to(&mut game, step.waste, &mut moves);
            }
            if game.play(step.then).is_err() || moves.push(step.then).is_err() {
                return false;
            }
            for played in moves {
                let Some(slot) = self.line.get_mut(len) else {
                    return false;
                };
                *slot = played;
                len += 1;
            }
        }
        self.line_len = len;
        true
    }

    /// Records `game` (with what its next step owes) as searched; false if it already was.
    fn remember(&mut self, game: &Klondike, owed: Owed) -> bool {
        let owed = match owed {
            Owed::Nothing => 0,
            Owed::Cover(card) => mix(u64::from(card.index()) + 1),
            Owed::King => mix(53),
        };
        let key = (hash(game) ^ owed) | 1;
        let table = self.table.as_mut();
        let size = table.len() as u64;
        // Four slots from the hash's home: a match, else the first empty one, else the home.
        let home = ((u128::from(key) * u128::from(size)) >> 64) as usize;
        let mut free = None;
        for probe in 0..4 {
            let slot = if home + probe < table.len() {
                home + probe
            } else {
                home + probe - table.len()
            };
            if table[slot] == key {
                return false;
            }
            if table[slot] == 0 && free.is_none() {
                free = Some(slot);
            }
        }
        table[free.unwrap_or(home)] = key;
        true
    }
}

/// Whether no later move could want `card` on the tableau rather than on its foundation: it
/// could only hold a card a rank below in the other colour, and those are up already (both
/// foundations of the other colour at most one rank below it), or could go up themselves and
/// hold nothing that could not (at most two ranks below, and the other suit of its colour at
/// most three: the rule FreeCell solvers call safe autoplay).
fn is_safe(game: &Klondike, card: Card) -> bool {
    let foundations = game.foundations();
    if foundations[card.suit() as usize] + 1 != card.rank() {
        return false;
    }
    let (mut other_colour, mut same_colour) = (u8::MAX, u8::MAX);
    for suit in Suit::ALL {
        let up = foundations[suit as usize];
        if suit.is_red() != card.is_red() {
            other_colour = other_colour.min(up);
        } else if suit != card.suit() {
            same_colour = up;
        }
    }
    let rank = card.rank();
    rank <= 2 || other_colour + 1 >= rank || (other_colour + 2 >= rank && same_colour + 3 >= rank)
}

/// A safe card of the talon to its foundation, if one can be drawn to the top of the waste: any
/// card where the whole talon can always be reached, else the waste's top in draw 1. (A card
/// under others in draw 3 waits: drawing changes which cards can be reached.)
fn safe_talon_step(game: &Klondike) -> Option<Step> {
    if game.rules().draw.cards() != 1 {
        return None;
    }
    let to_foundation = |waste: u8, recycle: bool| Step {
        waste,
        recycle,
        first: None,
        then: Move::WasteToFoundation,
    };
    if !talon_cycles(game) {
        let waste = game.waste().len() as u8;
        return game
            .waste()
            .last()
            .is_some_and(|&card| is_safe(game, card))
            .then(|| to_foundation(waste, false));
    }
    let mut found = None;
    for_each_reachable_waste(game, |reach, recycle| {
        if found.is_none() && is_safe(game, game.stock_and_waste_card(reach)) {
            found = Some(to_foundation(reach, recycle));
        }
    });
    found
}

/// Whether every card of the talon can be drawn to the top of the waste, now and after any
/// move: draw 1 with unlimited passes.
fn talon_cycles(game: &Klondike) -> bool {
    game.rules().draw.cards() == 1 && game.rules().passes == Passes::Unlimited
}

/// What a step owes the one before it, which only made room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Owed {
    /// Any step will do.
    Nothing,
    /// A card onto this one, just taken from the talon onto a pile.
    Cover(Card),
    /// A king into an empty pile, just emptied.
    King,
}

impl Owed {
    /// What the step after `step` from `game` owes.
    fn by(game: &Klondike, step: Step) -> Owed {
        match step.then {
            Move::WasteToPile(_) if talon_cycles(game) => Owed::Cover(game.stock_and_waste_card(step.waste)),
            Move::PileToPile { from, cards, .. } => {
                let pile = &game.piles()[usize::from(from)];
                if pile.face_down().is_empty() && usize::from(cards) == pile.face_up().len() {
                    Owed::King
                } else {
                    Owed::Nothing
                }
            }
            _ => Owed::Nothing,
        }
    }

    /// Whether `step` from `game` pays what is owed.
    fn paid_by(self, game: &Klondike, step: Step) -> bool {
        let onto = match step.then {
            Move::WasteToPile(to) | Move::PileToPile { to, .. } | Move::FoundationToPile { to, .. } => {
                &game.piles()[usize::from(to)]
            }
            _ => return self == Owed::Nothing,
        };
        match self {
            Owed::Nothing => true,
            Owed::Cover(card) => onto.top().is_some_and(|top| top == card || top == twin(card)),
            Owed::King => onto.is_empty(),
        }
    }
}

/// Draws until the waste holds `waste` cards (or the stock runs out), writing the draws to `moves`.
fn draw_to<const N: usize>(game: &mut Klondike, waste: u8, moves: &mut Vec<Move, N>) {
    while game.waste < waste && game.play(Move::Draw).is_ok() {
        let _ = moves.push(Move::Draw);
    }
}

/// The card each foundation takes next.
fn next_up(game: &Klondike) -> impl Iterator<Item = Card> + '_ {
    Suit::ALL
        .into_iter()
        .filter_map(|suit| Card::new(game.foundations()[suit as usize] + 1, suit))
}

/// The card of the same rank and colour as `card` (the suits go clubs, diamonds, hearts, spades:
/// the first and the last are twins, the middle two too).
fn twin(card: Card) -> Card {
    Card::from_index((3 - card.index() / 13) * 13 + card.index() % 13).unwrap_or(card)
}

/// The face-up cards of the tableau among `wanted` (one bit a card index), each with its pile
/// and the move that first lifts the run on it onto its twin, when it is not the pile's top (and
/// its twin is one).
fn ups_from_tableau(game: &Klondike, wanted: u64) -> Vec<(Card, u8, Option<Move>), 4> {
    let mut ups = Vec::new();
    if wanted == 0 {
        return ups;
    }
    let piles = game.piles();
    for (from, pile) in piles.iter().enumerate() {
        let up = pile.face_up();
        for (at, &card) in up.iter().enumerate() {
            if wanted >> card.index() & 1 == 0 {
                continue;
            }
            let above = up.len() - 1 - at;
            let first = if above == 0 {
                None
            } else {
                let Some(to) = piles.iter().position(|pile| pile.top() == Some(twin(card))) else {
                    continue;
                };
                Some(Move::PileToPile {
                    from: from as u8,
                    to: to as u8,
                    cards: above as u8,
                })
            };
            let _ = ups.push((card, from as u8, first));
        }
    }
    ups
}

/// Whether some king could move into an empty pile: one in the stock or the waste, or one with
/// cards under it on a pile.
fn king_waits(game: &Klondike) -> bool {
    let king = |card: &Card| card.rank() == 13;
    let worried_back = game.rules().worry_back && game.foundations().contains(&13);
    worried_back
        || game.waste().iter().chain(game.stock()).any(king)
        || game
            .piles()
            .iter()
            .any(|pile| pile.cards().iter().skip(1).any(king))
}

/// The steps from `game`, the likeliest to help first: to the foundations, then moves that turn
/// a card face up (the pile with the most face-down cards first), then cards from the stock,
/// then the other moves.
fn steps(game: &Klondike, focused: bool) -> Steps {
    let mut ranked: Vec<(u8, Step), MAX_STEPS> = Vec::new();
    // The empty piles are alike (the table ignores the piles' order): only the first takes cards.
    let first_empty = game
        .piles()
        .iter()
        .position(|pile| pile.is_empty())
        .unwrap_or(PILES) as u8;
    // Of two piles topped by cards of one rank and colour, a card goes only onto the first.
    let mut open = [true; PILES];
    for (to, pile) in game.piles().iter().enumerate() {
        open[to] = match pile.top() {
            None => to as u8 == first_empty,
            Some(top) => {
                !focused
                    || !game.piles()[..to].iter().any(|other| {
                        other
                            .top()
                            .is_some_and(|twin| twin.rank() == top.rank() && twin.is_red() == top.is_red())
                    })
            }
        };
    }
    let king_waits = king_waits(game);
    let waste = game.waste().len() as u8;
    let at_waste = |then: Move| Step {
        waste,
        recycle: false,
        first: None,
        then,
    };
    let mut add = |rank: u8, step: Step| {
        let _ = ranked.push((rank, step));
    };
    let next = next_up(game).fold(0u64, |cards, card| cards | 1 << card.index());
    for (card, from, first) in ups_from_tableau(game, next) {
        {
            let pile = &game.piles()[usize::from(from)];
            let rank = if pile.face_up()[0] == card && !pile.face_down().is_empty() {
                0
            } else {
                1
            };
            add(
                rank,
                Step {
                    first,
                    ..at_waste(Move::PileToFoundation(from))
                },
            );
        }
    }
    for (to, target) in game.piles().iter().enumerate() {
        if !open[to] {
            continue;
        }
        for (from, pile) in game.piles().iter().enumerate() {
            if from == to {
                continue;
            }
            let Some(cards) = pile.run_onto(target) else {
                continue;
            };
            let whole = usize::from(cards) == pile.face_up().len();
            let rank = if whole && !pile.face_down().is_empty() {
                10 - pile.face_down().len() as u8
            } else if whole && target.is_empty() {
                continue; // a king with nothing under it, to another empty pile
            } else if whole && focused && !king_waits {
                continue;
            } else if whole {
                25
            } else {
                // It would only lift the run onto the twin of the card under it: the same position.
                continue;
            };
            let (from, to) = (from as u8, to as u8);
            add(rank, at_waste(Move::PileToPile { from, to, cards }));
        }
        if game.rules().worry_back {
            for suit in Suit::ALL {
                if game.foundation_top(suit).is_some_and(|card| target.takes(card)) {
                    let to = to as u8;
                    add(40, at_waste(Move::FoundationToPile { suit, to }));
                }
            }
        }
    }
    for_each_reachable_waste(game, |reach, recycle| {
        let card = game.stock_and_waste_card(reach);
        if game.foundations()[card.suit() as usize] + 1 == card.rank() {
            add(
                2,
                Step {
                    waste: reach,
                    recycle,
                    first: None,
                    then: Move::WasteToFoundation,
                },
            );
        }
        for (to, pile) in game.piles().iter().enumerate() {
            if open[to] && pile.takes(card) {
                add(
                    20,
                    Step {
                        waste: reach,
                        recycle,
                        first: None,
                        then: Move::WasteToPile(to as u8),
                    },
                );
            }
        }
    });
    ranked.sort_unstable_by_key(|&(rank, _)| rank);
    ranked.iter().map(|&(_, step)| step).collect()
}

/// Calls `visit(waste, recycle)` for each waste size some draws reach (after turning the waste
/// over, if `recycle`), each once; the top card is then the talon's card `waste - 1`.
fn for_each_reachable_waste(game: &Klondike, mut visit: impl FnMut(u8, bool)) {
    let draw = game.rules().draw.cards();
    let total = (game.waste().len() + game.stock().len()) as u8;
    let mut seen = 0u32;
    let mut at = game.waste().len() as u8;
    loop {
        if at > 0 && seen & (1 << at) == 0 {
            seen |= 1 << at;
            visit(at, false);
        }
        if at == total {
            break;
        }
        at = (at + draw).min(total);
    }
    if total == 0 || !game.may_recycle() {
        return;
    }
    let mut at = 0;
    while at < total {
        at = (at + draw).min(total);
        if seen & (1 << at) == 0 {
            seen |= 1 << at;
            visit(at, true);
        }
    }
}

/// A 64-bit hash of a position, the same whatever the order of the tableau's piles and whichever
/// of two twins holds a run: each pile's face-down cards and the card on them, mixed, then summed,
/// and the set of the face-up cards.
fn hash(game: &Klondike) -> u64 {
    let mut piles = 0u64;
    let mut visible = 0u64;
    for pile in game.piles() {
        let mut h = pile.face_down().len() as u64;
        let base = pile.face_down().len() + 1;
        for (height, card) in pile.cards()[..base.min(pile.cards().len())].iter().enumerate() {
            h ^= PLACES[height][usize::from(card.index())];
        }
        for card in pile.face_up() {
            visible |= 1 << card.index();
        }
        piles = piles.wrapping_add(mix(h));
    }
    piles ^= mix(visible ^ 0x5555);
    let mut talon = 0u64;
    for card in game.waste().iter().chain(game.stock()) {
        talon |= 1 << card.index();
    }
    let foundations = game
        .foundations()
        .iter()
        .fold(0u64, |acc, &count| acc << 4 | u64::from(count));
    let talon_state = talon ^ (waste_class(game) << 52);
    mix(piles ^ mix(talon_state ^ mix(foundations)))
}

/// Where the boundary between the waste and the stock stands, up to the positions that can reach
/// each other by drawing and turning the waste over, which can be won alike: with unlimited
/// passes, an empty waste, an empty stock and every multiple of the draw are one (0); the
/// others, and every boundary under limited passes (with the passes used), stand for themselves.
fn waste_class(game: &Klondike) -> u64 {
    let waste = game.waste().len();
    match game.rules().passes {
        Passes::Unlimited
            if waste % usize::from(game.rules().draw.cards()) == 0 || game.stock().is_empty() =>
        {
            0
        }
        Passes::Unlimited => waste as u64,
        Passes::Limited(_) => waste as u64 | u64::from(game.recycles()) << 6,
    }
}

/// A random word for each card at each height of a pile.
static PLACES: [[u64; 52]; super::game::MAX_PILE] = {
    let mut places = [[0u64; 52]; super::game::MAX_PILE];
    let mut height = 0;
    while height < super::game::MAX_PILE {
        let mut card = 0;
        while card < 52 {
            places[height][card] = mix(((height * 52 + card + 1) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
            card += 1;
        }
        height += 1;
    }
    places
};

/// A 64-bit mixer (splitmix64's finaliser).
const fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl Klondike {
    /// The card at `waste - 1` of the talon (the waste's top when the waste holds `waste`).
    fn stock_and_waste_card(&self, waste: u8) -> Card {
        let cards = self.waste();
        let index = usize::from(waste) - 1;
        if index < cards.len() {
            cards[index]
        } else {
            self.stock()[index - cards.len()]
        }
    }
}
