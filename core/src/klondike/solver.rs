//! Whether a thoughtful deal (every card known) can be won: a depth-first search over
//! positions, in memory the caller hands over.
//!
//! The search sees a position as its [`Board`]: the tableau as the set of its face-up cards, so
//! that moves which only share the runs out anew between piles are implicit, and the stock as a
//! set of reachable cards: any card some draws (and at most one turn of the waste) bring to the
//! top of the waste may be played next. The winning line writes each step out as the moves of
//! the game, draws and the runs lifted onto a twin included. Positions already searched are kept
//! in the caller's table by a 64-bit hash, the waste's boundary up to the boundaries that reach
//! each other by drawing; a full table forgets old positions, which costs time, never an answer.
//! A "won" comes with its line, and a "lost" only from a search that finished within its budget,
//! or, before any search, where a start card can never leave its pile
//! ([`Board::has_a_card_stuck`]).
//! A solve runs the search in three orders in turn, for ever longer runs, which share the table:
//! each order wins deals the others are slow on, and no run repeats a search another finished.
//!
//! Four families of prunings keep the tree small, each of which can be turned off, and the tests
//! check that no verdict changes without them: safe moves to the foundations are played at once
//! ([`Solver::set_safe_moves`]), piles are emptied only for a purpose ([`Solver::set_focused`]),
//! a step that only makes room must be used by the next one ([`Solver::set_deferrals`]), and a
//! free card goes up before the steps that do not use it ([`Solver::set_ups_first`]).

use heapless::Vec;

use super::board::{Board, MAX_STEPS, Order, Prunings, Start, Step, mix, twin};
use super::card::Card;
use super::deal::STOCK_CARDS;
use super::game::{Klondike, Move, PILES};
use super::table::{self, SEARCHING, home, slots, wanted_entries};
use crate::Error;

/// One slot of the solver's table: a position's hash, 0 for none.
pub type Entry = u64;

/// The longest winning line the solver writes out, in moves (draws included).
pub const MAX_LINE: usize = 4096;

/// The positions a search may expand unless its caller says otherwise (what the bindings'
/// `solve` and `hint` use): about a second on a desktop, within which it decides more deals than
/// lonelybot does within a second (`make bench-klondike`, docs/bench.md).
pub const DEFAULT_NODES: u64 = 4_000_000;

/// A budget that never runs out: the search goes on to a verdict, however long that takes (the
/// bindings' "no limit"). Give it a table of [`DECIDE_TABLE_ENTRIES`]: in a smaller one, a
/// search of tens of millions of positions forgets and searches again most of them.
pub const UNLIMITED: u64 = u64::MAX;

/// The table the bindings hand the solver within [`DEFAULT_NODES`] unless told otherwise: 2^22
/// entries, 32 MiB, an entry for each position the budget may search. A search clears and
/// touches only as much of a table as its runs so far need (see [`Solver::set_table_growth`]):
/// 4 MiB of this one for a search decided within its first run (30,000 positions).
pub const DEFAULT_TABLE_ENTRIES: usize = table_entries_for(DEFAULT_NODES);

/// The table to decide any deal to the end in ([`UNLIMITED`]): 2^24 entries, 128 MiB. Every deal
/// of Klondike-Solver's games 1 to 3,000 is decided in it (`make klondike-decide`).
pub const DECIDE_TABLE_ENTRIES: usize = 1 << 24;

/// The table the bindings hand a search of `nodes` positions unless told otherwise: an entry a
/// position, from [`DEFAULT_TABLE_ENTRIES`] up to [`DECIDE_TABLE_ENTRIES`] (for more than 8 M
/// positions, and without limit).
pub const fn table_entries_for(nodes: u64) -> usize {
    let (least, most) = (1 << 22, DECIDE_TABLE_ENTRIES as u64);
    let wanted = if nodes > most {
        most
    } else {
        nodes.next_power_of_two()
    };
    (if wanted < least { least } else { wanted }) as usize
}

/// The search runs in turn in each of these orders, which each win deals the others are slow on...
const ORDERS: [Order; 3] = [Order::Ups, Order::Reveals, Order::Talon];

/// ...the first run within this many positions, and each run after it within twice as many as
/// the one before. A run in an order picks up where that order's last run stopped: the table
/// keeps every position some run searched to the end.
const FIRST_RUN: u64 = 30_000;

/// The most steps on the path the search follows from where it started, not counting the safe
/// moves: the deepest a search goes before it starts anew from where it got to (see
/// [`Solver::set_depth`]).
pub const MAX_DEPTH: usize = 400;

/// The most steps from the position solved to the one the search started anew from, and the
/// most times it starts anew one within another: a path may be that much deeper.
const MAX_PREFIX: usize = 2 * MAX_DEPTH;
const MAX_BASES: usize = 16;

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The deal can be won: [`Solver::line`] wins it.
    Won,
    /// No line wins: every position was searched.
    Lost,
    /// The node budget ran out first (or a path grew deeper than the search can start anew
    /// from: see [`Solver::set_depth`]).
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

type Steps = Vec<Step, MAX_STEPS>;

/// A position the search started anew from, at [`Solver::set_depth`]'s depth, or the position
/// solved (its steps from there are the prefix's first `prefix_len`), and what its next step
/// owes.
#[derive(Clone, Copy)]
struct Base {
    board: Board,
    owed: Owed,
    prefix_len: usize,
}

/// The solver, over a table of `T: AsMut<[Entry]>` (a slice or a `Vec`).
pub struct Solver<T> {
    table: T,
    /// The search uses the table's first `len >> shift` entries: it starts small and grows as
    /// the search does (see [`Solver::grow`]).
    shift: u32,
    /// Whether a search starts in a small part of the table (see [`Solver::set_table_growth`]).
    grows: bool,
    /// Positions searched to the end that the last search let go for lack of room.
    forgotten: u64,
    path: [Step; MAX_DEPTH],
    path_len: usize,
    /// The steps from the position solved to the one the search starts from, where it
    /// started anew from a deep position; the positions it started from, the outermost first.
    prefix: [Step; MAX_PREFIX],
    prefix_len: usize,
    bases: Vec<Base, MAX_BASES>,
    /// Where the last run went past the depth, if it did.
    deep: Option<(Board, Owed)>,
    depth: usize,
    line: [Move; MAX_LINE],
    line_len: usize,
    nodes: u64,
    budget: u64,
    cut: bool,
    prunings: Prunings,
    order: Order,
}

/// How a search from a position ended.
enum Flow {
    /// It found a win, along the path.
    Won,
    /// It searched every position it may reach.
    Lost,
    /// The run's budget ran out; the path's positions were taken out of the table.
    Stop,
    /// The path went past the depth (see [`Solver::set_depth`]); the path's positions were
    /// taken out of the table.
    Deep,
}

impl<T: AsMut<[Entry]>> Solver<T> {
    /// A solver over `table` (at least one entry; more entries remember more positions).
    pub fn new(mut table: T) -> Result<Solver<T>, Error> {
        if table.as_mut().is_empty() {
            return Err(Error::SearchTableTooSmall);
        }
        Ok(Solver {
            table,
            shift: 0,
            grows: true,
            forgotten: 0,
            path: [Step::Reveal(0); MAX_DEPTH],
            path_len: 0,
            prefix: [Step::Reveal(0); MAX_PREFIX],
            prefix_len: 0,
            bases: Vec::new(),
            deep: None,
            depth: MAX_DEPTH,
            line: [Move::Draw; MAX_LINE],
            line_len: 0,
            nodes: 0,
            budget: 0,
            cut: false,
            prunings: Prunings {
                safe_moves: true,
                focused: true,
                deferrals: true,
                ups_first: true,
            },
            order: Order::Ups,
        })
    }

    /// Whether to play a card to its foundation at once when nothing could ever need it on
    /// the tableau (it is an ace or a two, or FreeCell's safe autoplay allows it, or, without
    /// worrying back, both foundations of the other colour are at most one rank below it), and
    /// never to bring such a card down from its foundation or from the talon onto the tableau.
    /// With draw 3 and unlimited passes, the talon's last card is played so too where that keeps
    /// the waste's boundary in its class, and while it is safe no step turns the waste over. On
    /// by default; the tests check that the verdicts are the same without, from deal starts and
    /// from positions in play.
    pub fn set_safe_moves(&mut self, on: bool) {
        self.prunings.safe_moves = on;
    }

    /// Whether to empty a pile that has no face-down card only when a king could move in. On by
    /// default; the tests check that the verdicts are the same without.
    pub fn set_focused(&mut self, on: bool) {
        self.prunings.focused = on;
    }

    /// Whether a step that only makes room must be used by the very next step: a card taken from
    /// the talon onto a pile where the whole talon can always be reached (draw 1, unlimited
    /// passes) must be covered (or its twin sent up, the run on the twin lifted onto it), a pile
    /// emptied must take a king (so a pile is emptied only where one is ready to move in), and a
    /// card comes down from its foundation only when the next step could put a card on it or
    /// send its twin up, or do so with a card under it in its suit (which must come down after
    /// it: a card sent up, or put up before the search began, may have to come down only to let
    /// the one under it down). On by default: a winning line can always make that room later,
    /// just before it uses it (the card does nothing on the pile but hide the one under it, and
    /// waiting in the talon or on its foundation hides no other card; the run that left the pile
    /// can stay where it was). The tests check that the verdicts are the same without, from deal
    /// starts and from positions in play.
    pub fn set_deferrals(&mut self, on: bool) {
        self.prunings.deferrals = on;
    }

    /// Whether a card that can go up from the tableau without turning a card face up goes up
    /// before any step but those that put a card on it (or on its twin), send its twin up or
    /// bring a card down from a foundation (any card: its use may need cards of other suits
    /// down first). With worrying back allowed, except with draw 1 and unlimited passes: a line
    /// that leaves the card on the tableau can send it up at once and bring it back just before
    /// it is used, and it hides nothing meanwhile. lonelybot has a like rule. On by default; the
    /// tests check that the verdicts are the same without, from deal starts and from positions
    /// in play.
    pub fn set_ups_first(&mut self, on: bool) {
        self.prunings.ups_first = on;
    }

    /// Whether a search starts in as small a part of the table as its first run needs, doubling
    /// it as it goes on (the positions in it moved to their new slots): a search of a thousand
    /// positions clears and touches a few hundred KiB of the largest table. On by default; off,
    /// every search clears the whole table first. The tests check that the verdicts are the same.
    pub fn set_table_growth(&mut self, on: bool) {
        self.grows = on;
    }

    /// How many positions searched to the end the last search let go for lack of room in the
    /// table (all four of their slots taken): met again, they were searched again, which costs
    /// time only. None, and the search was the same in any larger table.
    pub fn forgotten(&self) -> u64 {
        self.forgotten
    }

    /// How many steps deep (1 to [`MAX_DEPTH`], the default) a search goes before it starts
    /// anew from where it got to: a search from there that loses leaves the position in the
    /// table as lost, and the search goes on from where it was. The stack a search needs grows
    /// with its depth; the verdicts are the same at any depth (the tests check them at 30),
    /// unless the search must start anew more than 16 times one within another, or more than
    /// 800 steps from the position solved: it then cuts its paths there, and a deal it does not
    /// win is unknown.
    pub fn set_depth(&mut self, depth: usize) {
        self.depth = depth.clamp(1, MAX_DEPTH);
    }

    /// Searches `game` for a win within `nodes` positions.
    pub fn solve(&mut self, game: &Klondike, nodes: u64) -> Solved {
        let (board, start) = Board::new(game);
        let mut solved = self.decide(&start, &board, nodes);
        // A win whose moves do not fit the line is not claimed: nothing shows it.
        if solved.verdict == Verdict::Won && !self.write_line(game) {
            solved.verdict = Verdict::Unknown;
        }
        if solved.verdict != Verdict::Won {
            self.line_len = 0;
        }
        solved
    }

    /// Searches from `board` for a win within `nodes` positions, without writing the line out
    /// (the player's guesses): [`Solver::first_step`] reads the path a win found.
    pub(super) fn decide(&mut self, start: &Start, board: &Board, nodes: u64) -> Solved {
        self.line_len = 0;
        self.path_len = 0;
        if board.has_a_card_stuck(start) {
            return Solved {
                verdict: Verdict::Lost,
                nodes: 0,
            };
        }
        self.cut = false;
        self.forgotten = 0;
        self.prefix_len = 0;
        self.bases.clear();
        let mut base = Base {
            board: *board,
            owed: Owed::Nothing,
            prefix_len: 0,
        };
        let (mut flow, mut spent, mut run_nodes) = (Flow::Stop, 0, FIRST_RUN);
        self.start_small(run_nodes.min(nodes));
        for order in ORDERS.into_iter().cycle() {
            if spent >= nodes {
                break;
            }
            let budget = run_nodes.min(nodes - spent);
            self.grow(spent.saturating_add(budget));
            flow = self.run(start, &base, budget, order);
            spent += self.nodes;
            match flow {
                Flow::Won => break,
                // The position the search started anew from is lost, and left so in the table
                // (it was the run's first): on from the one before.
                // (Not decided yet: should the budget run out now, the verdict is unknown.)
                Flow::Lost => match self.bases.pop() {
                    Some(outer) => {
                        base = outer;
                        flow = Flow::Stop;
                    }
                    None => break,
                },
                Flow::Stop => {}
                Flow::Deep => base = self.start_anew(base),
            }
            run_nodes = run_nodes.saturating_mul(2);
        }
        let verdict = match flow {
            Flow::Won => Verdict::Won,
            Flow::Lost if !self.cut => Verdict::Lost,
            _ => Verdict::Unknown,
        };
        Solved {
            verdict,
            nodes: spent,
        }
    }

    /// The base the search goes on from after a run went past the depth from `base`: the deep
    /// position, with the path to it added to the prefix, where there is room; else `base`,
    /// whose search now cuts its paths at the depth (which costs it any verdict but a win).
    fn start_anew(&mut self, base: Base) -> Base {
        let (board, owed) = self.deep.take().unwrap_or((base.board, base.owed));
        let deeper = self.prefix_len + self.depth;
        if deeper > MAX_PREFIX || self.bases.push(base).is_err() {
            self.cut = true;
            return base;
        }
        self.prefix[self.prefix_len..deeper].copy_from_slice(&self.path[..self.depth]);
        self.prefix_len = deeper;
        Base {
            board,
            owed,
            prefix_len: deeper,
        }
    }

    /// The first step of the win the last [`Solver::decide`] found from `board` (the safe moves
    /// included) for which `wanted(board before it, step)` holds, with the board before it.
    pub(super) fn first_step(
        &self,
        start: &Start,
        board: &Board,
        mut wanted: impl FnMut(&Board, Step) -> bool,
    ) -> Option<(Board, Step)> {
        let mut found = None;
        self.walk_line(start, board, |before, step| {
            if found.is_none() && wanted(before, step) {
                found = Some((*before, step));
            }
        });
        found
    }

    /// Walks the win the last search found from `board`: each step of its path, with the safe
    /// moves played between them (the path holds the search's own steps only), handed to
    /// `visit` with the board before it.
    fn walk_line(&self, start: &Start, board: &Board, mut visit: impl FnMut(&Board, Step)) {
        let mut board = *board;
        let mut take = |board: &mut Board, step: Step| {
            visit(board, step);
            board.play(start, step);
        };
        let settle = |board: &mut Board, take: &mut dyn FnMut(&mut Board, Step)| {
            if self.prunings.safe_moves {
                while let Some(step) = board.safe_step(start.rules) {
                    take(board, step);
                }
            }
        };
        settle(&mut board, &mut take);
        for &step in self.prefix[..self.prefix_len]
            .iter()
            .chain(&self.path[..self.path_len])
        {
            take(&mut board, step);
            settle(&mut board, &mut take);
        }
    }

    /// Searches from `base` within `budget` positions, trying steps in `order`, past the
    /// positions earlier runs searched to the end.
    fn run(&mut self, start: &Start, base: &Base, budget: u64, order: Order) -> Flow {
        self.path_len = 0;
        self.prefix_len = base.prefix_len;
        self.nodes = 0;
        self.budget = budget;
        self.order = order;
        let mut board = base.board;
        self.settle(start, &mut board);
        if board.is_won() {
            return Flow::Won;
        }
        let this = key(&board, start, base.owed);
        let Some(slot) = self.remember(this) else {
            // Searched to the end by an earlier run.
            return Flow::Lost;
        };
        self.search(start, &board, 0, base.owed, (this, slot), None)
    }

    /// The winning line the last search found (empty unless it was won), draws included.
    pub fn line(&self) -> &[Move] {
        &self.line[..self.line_len]
    }

    /// Searches on from `board`, settled (its safe moves played), whose next step must do
    /// `owed` (see [`Solver::set_deferrals`]) and which the table holds as `this` in `slot`;
    /// `back` is the card the step here brought down from its foundation, if the position before
    /// owed nothing.
    fn search(
        &mut self,
        start: &Start,
        board: &Board,
        depth: usize,
        owed: Owed,
        (this, slot): (u64, usize),
        back: Option<Card>,
    ) -> Flow {
        if self.nodes >= self.budget {
            self.forget(this);
            return Flow::Stop;
        }
        self.nodes += 1;
        if depth >= self.depth {
            if self.cut {
                self.searched(this, slot);
                return Flow::Lost;
            }
            self.deep = Some((*board, owed));
            self.forget(this);
            return Flow::Deep;
        }
        let mut steps: Steps = Vec::new();
        board.steps(
            start,
            self.prunings,
            self.order,
            owed == Owed::Nothing,
            &mut steps,
        );
        // Every child first, and a look at their slots all at once: the table's loads overlap,
        // and the look-ups below find their slots cached.
        // With the talon's last card safe, a step that turns the waste over can wait: the line
        // can first draw to that card and send it up, and then take the same step (unless the
        // step pays what is owed).
        let last_first = self.prunings.safe_moves && owed == Owed::Nothing && board.last_is_safe(start.rules);
        let mut keys: Vec<u64, MAX_STEPS> = Vec::new();
        for &step in &steps {
            let recycles = matches!(
                step,
                Step::TalonUp { recycle: true, .. } | Step::TalonDown { recycle: true, .. }
            );
            let paid = owed == Owed::Nothing || owed.paid_by(board, start, step);
            // Sending back up the card just brought down leads to the position before, on the path.
            let goes_back = back.is_some_and(|card| step == Step::Up(card));
            let key = if paid && !(recycles && last_first) && !goes_back {
                let owed = self.owed_after(board, start, step);
                // Most steps' positions are found without playing them (and most are in the table).
                let hash = self
                    .prunings
                    .safe_moves
                    .then(|| board.hash_after(start, step))
                    .flatten();
                match hash {
                    Some(hash) => key_of(hash, owed),
                    None => {
                        let next = self.child(start, board, step);
                        if next.is_won() {
                            WON
                        } else {
                            key(&next, start, owed)
                        }
                    }
                }
            } else {
                SKIP
            };
            let _ = keys.push(key);
        }
        self.warm(&keys);
        for (&step, &key) in steps.iter().zip(&keys) {
            if key == SKIP {
                continue;
            }
            let child_slot = if key == WON {
                NOWHERE
            } else {
                let Some(slot) = self.remember(key) else {
                    continue;
                };
                slot
            };
            self.path[depth] = step;
            if key == WON {
                self.path_len = depth + 1;
                return Flow::Won;
            }
            // The child is played again rather than kept: a frame that kept them all would make
            // a deep search's stack too large.
            let next = self.child(start, board, step);
            // (Where no safe move followed the card down, the position before is one step back.)
            let back = match step {
                Step::Down(_) if owed == Owed::Nothing && next.cards_up() + 1 == board.cards_up() => {
                    Some(board.card_of(start, step))
                }
                _ => None,
            };
            match self.search(
                start,
                &next,
                depth + 1,
                self.owed_after(board, start, step),
                (key, child_slot),
                back,
            ) {
                Flow::Won => return Flow::Won,
                flow @ (Flow::Stop | Flow::Deep) => {
                    self.forget(this);
                    return flow;
                }
                Flow::Lost => {}
            }
        }
        self.searched(this, slot);
        Flow::Lost
    }

    /// The position `step` leads to from `board`, settled.
    fn child(&self, start: &Start, board: &Board, step: Step) -> Board {
        let mut next = *board;
        next.play(start, step);
        self.settle(start, &mut next);
        next
    }

    /// Plays the safe moves on `board`, if that pruning is on.
    fn settle(&self, start: &Start, board: &mut Board) {
        if self.prunings.safe_moves {
            while let Some(step) = board.safe_step(start.rules) {
                board.play(start, step);
            }
        }
    }

    /// The part of the table the search uses.
    fn used(&mut self) -> &mut [Entry] {
        let shift = self.shift;
        let table = self.table.as_mut();
        let len = table.len() >> shift;
        &mut table[..len]
    }

    /// Clears as much of the table as a search of `positions` positions needs (or all of it), and
    /// uses only that: a small search touches little memory, even of a large table.
    fn start_small(&mut self, positions: u64) {
        let len = self.table.as_mut().len();
        let wanted = wanted_entries(positions);
        self.shift = 0;
        while self.grows && self.shift < usize::BITS - 1 && len >> (self.shift + 1) >= wanted {
            self.shift += 1;
        }
        self.used().fill(0);
    }

    /// Doubles the part of the table in use (or more, up to the whole table) until it has room
    /// for `positions` positions, the positions it holds moved to their new slots. Only between
    /// runs: every position in the table has been searched to the end (none is on a path).
    fn grow(&mut self, positions: u64) {
        let wanted = wanted_entries(positions);
        while self.shift > 0 && self.used().len() < wanted {
            self.shift -= 1;
            let len = self.table.as_mut().len();
            let (old, new) = (len >> (self.shift + 1), len >> self.shift);
            self.forgotten += table::grow(&mut self.table.as_mut()[..new], old);
        }
    }

    /// Loads the first slot of each key together, so that their look-ups find them cached.
    fn warm(&mut self, keys: &[u64]) {
        let table = self.used();
        let mut any = 0;
        for &key in keys {
            any |= table[home(key, table.len())];
        }
        core::hint::black_box(any);
    }

    /// Writes the path's steps out from `game` as the game's moves; false if they do not fit the
    /// line (or, which the tests check never happens, a step finds no move to make it).
    fn write_line(&mut self, game: &Klondike) -> bool {
        let (board, start) = Board::new(game);
        let mut steps: Vec<Step, MAX_LINE> = Vec::new();
        let mut all_fit = true;
        self.walk_line(&start, &board, |_, step| all_fit &= steps.push(step).is_ok());
        if !all_fit {
            return false;
        }
        let mut game = *game;
        let mut len = 0;
        for step in steps {
            let mut moves: Vec<Move, { STOCK_CARDS + 3 }> = Vec::new();
            if moves_of(&mut game, step, &mut moves).is_none() {
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

    /// What the step after `step` from `board` owes, if the deferrals are on.
    fn owed_after(&self, board: &Board, start: &Start, step: Step) -> Owed {
        if self.prunings.deferrals {
            Owed::by(board, start, step)
        } else {
            Owed::Nothing
        }
    }

    /// Records the position `key` stands for as being searched; false if it already was (or is).
    /// A position being searched keeps its slot until [`Solver::searched`] (or
    /// [`Solver::forget`]): a path that comes back to it must find it.
    fn remember(&mut self, key: u64) -> Option<usize> {
        let table = self.used();
        // Four slots from the key's home: a match, else the first empty one, else the first
        // position searched to the end (none is stored if all four are being searched).
        let (mut empty, mut done) = (None, None);
        for slot in slots(key, table.len()) {
            let entry = table[slot];
            if entry & !SEARCHING == key {
                return None;
            }
            if entry == 0 {
                empty.get_or_insert(slot);
            } else if entry & SEARCHING == 0 {
                done.get_or_insert(slot);
            }
        }
        let slot = empty.or(done);
        if let Some(slot) = slot {
            table[slot] = key | SEARCHING;
        }
        // A position searched to the end replaced, or this one not kept.
        self.forgotten += u64::from(empty.is_none());
        Some(slot.unwrap_or(NOWHERE))
    }

    /// Marks the position `key`, which [`Solver::remember`] put in `slot`, as searched to the
    /// end: the table may now let it go. (Nothing else takes a slot being searched: a store, and
    /// no look-up, will do.)
    fn searched(&mut self, key: u64, slot: usize) {
        if let Some(entry) = self.used().get_mut(slot) {
            *entry = key;
        }
    }

    /// Takes the position `key` stands for, whose search was stopped, out of the table: only
    /// positions searched to the end stay for the next run.
    fn forget(&mut self, key: u64) {
        let table = self.used();
        for slot in slots(key, table.len()) {
            if table[slot] & !SEARCHING == key {
                table[slot] = 0;
            }
        }
    }
}

/// The table's key for `board` whose next step owes `owed`: never 0, which marks an empty slot.
fn key(board: &Board, start: &Start, owed: Owed) -> u64 {
    key_of(board.hash(start.rules), owed)
}

/// The table's key for a position of hash `hash` whose next step owes `owed`.
fn key_of(hash: u64, owed: Owed) -> u64 {
    let owed = match owed {
        Owed::Nothing => 0,
        Owed::Cover(card) => mix(u64::from(card.index()) + 1),
        Owed::King => mix(53),
    };
    (hash ^ owed) & !SEARCHING | 1
}

/// The slot of a position the table had no room for (four positions being searched in its slots).
const NOWHERE: usize = usize::MAX;

/// A child's key that stands for a won position, which the table never holds.
const WON: u64 = 0;

/// A child's key that stands for a step that does not pay what is owed (no key is even).
const SKIP: u64 = 4;

/// Plays `step` on `game` as the game's moves, writing them to `moves`: the draws (and a turn of
/// the waste) it needs, the run it lifts onto a twin, and its own move, onto the first pile that
/// takes the card. `None` if a move is refused or `moves` is full.
pub(super) fn moves_of<const N: usize>(
    game: &mut Klondike,
    step: Step,
    moves: &mut Vec<Move, N>,
) -> Option<()> {
    let mut play = |game: &mut Klondike, played: Move| {
        game.play(played).ok()?;
        moves.push(played).ok()
    };
    let onto = |game: &Klondike, card: Card, not: usize| {
        (0..PILES)
            .find(|&to| to != not && game.piles()[to].takes(card))
            .map(|to| to as u8)
    };
    match step {
        Step::Up(card) => {
            let piles = game.piles();
            let from = piles.iter().position(|pile| pile.face_up().contains(&card))?;
            let up = piles[from].face_up();
            let above = up.len() - 1 - up.iter().position(|&c| c == card)?;
            if above > 0 {
                let twin = piles.iter().position(|pile| {
                    pile.top().is_some_and(|top| {
                        top.rank() == card.rank() && top.is_red() == card.is_red() && top != card
                    })
                })?;
                let lift = Move::PileToPile {
                    from: from as u8,
                    to: twin as u8,
                    cards: above as u8,
                };
                play(game, lift)?;
            }
            play(game, Move::PileToFoundation(from as u8))
        }
        Step::TalonUp { waste, recycle } | Step::TalonDown { waste, recycle } => {
            if recycle {
                while !game.stock().is_empty() {
                    play(game, Move::Draw)?;
                }
                play(game, Move::Recycle)?;
            }
            while game.waste().len() < usize::from(waste) {
                play(game, Move::Draw)?;
            }
            let card = *game.waste().last()?;
            if matches!(step, Step::TalonUp { .. }) {
                play(game, Move::WasteToFoundation)
            } else {
                let to = onto(game, card, PILES)?;
                play(game, Move::WasteToPile(to))
            }
        }
        Step::Down(suit) => {
            let card = game.foundation_top(suit)?;
            let to = onto(game, card, PILES)?;
            play(game, Move::FoundationToPile { suit, to })
        }
        Step::Reveal(from) => {
            let pile = &game.piles()[usize::from(from)];
            let (&card, cards) = (pile.face_up().first()?, pile.face_up().len() as u8);
            let to = onto(game, card, usize::from(from))?;
            play(game, Move::PileToPile { from, to, cards })
        }
    }
}

/// What a step owes the one before it, which only made room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Owed {
    /// Any step will do.
    Nothing,
    /// A card onto this one (or its twin: which of the two holds it does not matter), or its twin
    /// up (lifting the run on the twin onto it), just after it was taken from the talon or a
    /// foundation onto a pile.
    Cover(Card),
    /// A king into an empty pile, just emptied.
    King,
}

impl Owed {
    /// What the step after `step` from `board` owes.
    fn by(board: &Board, start: &Start, step: Step) -> Owed {
        match step {
            Step::TalonDown { waste, .. } if Board::talon_cycles(start.rules) => {
                Owed::Cover(board.talon_card(waste))
            }
            Step::Reveal(pile) if board.empties(pile) => Owed::King,
            _ => Owed::Nothing,
        }
    }

    /// Whether `step` from `board` pays what is owed.
    fn paid_by(self, board: &Board, start: &Start, step: Step) -> bool {
        if self == Owed::Nothing {
            return true;
        }
        if let (Owed::Cover(onto), Step::Up(card)) = (self, step) {
            // The run on the card's twin is lifted onto it first.
            return card == twin(onto);
        }
        if !matches!(step, Step::TalonDown { .. } | Step::Down(_) | Step::Reveal(_)) {
            return false;
        }
        let card = board.card_of(start, step);
        match self {
            Owed::Nothing => true,
            Owed::Cover(onto) => card.rank() + 1 == onto.rank() && card.is_red() != onto.is_red(),
            Owed::King => card.rank() == 13,
        }
    }
}
