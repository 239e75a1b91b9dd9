//! The solver: the shortest winning line within a number of moves, or a proof that there is none,
//! and a hint (the next move of the shortest win, or of the line that builds the most cards).
//!
//! The search never allocates: the caller hands over a transposition table (`&mut [Entry]`) and
//! a node budget, and the answer says whether the search finished. Only valid moves are searched
//! (an invalid move wastes a round of the original's `play()` and never helps).
//!
//! # The state
//! Every pile but pile 0 is a run of consecutive cards in decreasing order (legal moves keep it
//! so), and pile 0 is always the cards it held at the start, still in the same cyclic order, with
//! some removed and rotated. So a position is exactly: which cards are still in pile 0, which of
//! them is on top, and which pairs `(c, c + 1)` lie next to each other in a pile ("links"). The
//! piles other than 0 are interchangeable (relabelling them maps every line to a line of the same
//! length), so the table key ignores which pile holds which run. A game is won when it has all
//! `n - 1` links (then pile 0 is empty and one pile holds every card).
//!
//! # Pruning, each rule with why it is safe
//! 1. **A pile never moves onto an empty pile**: the result is the same position with the piles
//!    relabelled, one move later.
//! 2. **Pile 0's top card goes onto an empty pile only onto the first empty one**: all empty piles
//!    are interchangeable.
//! 3. **Pile 0 is rotated only if it holds two cards or more**: rotating one card changes nothing.
//! 4. **A possible pile merge is made at once, and is then the only move tried**: pile `q` (first
//!    card `c`) can only ever join the pile ending in `c + 1` (no other move touches `q`'s first
//!    card or that pile's last card), every win makes that merge, and moving it to the front of a
//!    winning line keeps every other move valid and the length unchanged.
//! 5. **When pile 0's top card `c` can go onto the pile ending in `c + 1`, that is the only move
//!    tried**: `c` must leave pile 0 in every win, either there (the same link, made earlier) or
//!    onto an empty pile it must later be merged from; placing it now and dropping that merge and
//!    every rotation of `c` gives a line that is valid and no longer (nothing could be put under
//!    `c` while it was in pile 0, and no merge targets the pile ending in `c + 1` but `c`'s).
//! 6. **Lower bound (IDA\*)**: a move onto a non-empty pile makes exactly one link and every
//!    other move (a rotation, a card onto an empty pile) makes none, so a win takes
//!    `missing links + rotations + cards put onto empty piles` moves. Card `n - 1` still in pile 0
//!    must go onto an empty pile; and a card `c` lying above `c + 1` in pile 0 cannot go onto
//!    `c + 1` before `c + 1` leaves, which needs `c` out of the way first: `c` is rotated or put
//!    onto an empty pile at least once. These are moves of different cards, so a position needs at
//!    least `missing links + [n - 1 in pile 0] + #such cards c` more moves.
//! 7. **Transposition table**: a position already searched without a win within `r` moves is
//!    not searched again with `r` moves or fewer. Rules 1–5 depend only on the position, so a
//!    table entry holds whatever path led there.
//!
//! With rules 4 and 5 at most two moves are ever tried in a position (to the first empty pile,
//! or a rotation), so the search is over a binary tree.
//!
//! ```
//! use digipeg::solitaire::{Entry, Solitaire, solve, hint};
//! let game = Solitaire::new(&[1, 0, 2])?;
//! let mut table = [Entry::EMPTY; 64];
//! let found = solve(&game, game.chance_no(), &mut table, 10_000)?;
//! assert!(found.finished);
//! let line = found.line.expect("a win");
//! assert_eq!(line.len(), 4); // (0,1) 1 up, (0,1) 0 on it, (0,2) 2 up, (1,2)
//! let mut replay = game.clone();
//! for &m in &line {
//!     replay.play(m)?;
//! }
//! assert!(replay.is_complete());
//! assert_eq!(hint(&game, game.chance_no(), &mut table, 10_000)?.next, line[0]);
//! # Ok::<(), digipeg::Error>(())
//! ```

use super::{MAX_CARDS, MAX_PILES, Move, Solitaire};
use crate::Error;

/// The deepest a search goes: `2 × MAX_CARDS`, the `ChanceNo` of the largest game.
pub const MAX_LINE: usize = 2 * MAX_CARDS;

/// A line of moves, first move first.
pub type Line = heapless::Vec<Move, MAX_LINE, u8>;

/// The table is used in buckets of this many entries; a smaller table is
/// [`Error::SearchTableTooSmall`].
pub const BUCKET: usize = 4;

/// One slot (24 bytes) of the transposition table handed to [`solve`] and [`hint`]; start with
/// [`Entry::EMPTY`] (the search clears the table first anyway).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Entry {
    p0: u64,
    link: u64,
    top: u8,
    /// 0: empty; else 1 + the number of moves searched from this position.
    depth: u8,
}

impl Entry {
    /// An unused slot.
    pub const EMPTY: Entry = Entry {
        p0: 0,
        link: 0,
        top: 0,
        depth: 0,
    };
}

/// The answer of [`solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Whether the search finished within the node budget. If it did, `line` is a shortest win,
    /// or `None` proves there is no win within the moves allowed. If it did not, `line` is `None`
    /// and nothing is known.
    pub finished: bool,
    /// A shortest winning line of valid moves (empty if the game is already complete).
    pub line: Option<Line>,
    /// How many positions were searched.
    pub nodes: u64,
}

/// The answer of [`hint`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The move to make: a legal move, the first of the best line found.
    pub next: Move,
    /// The length of the shortest win, if one was found (then `next` starts it).
    pub win_in: Option<u8>,
    /// How many cards lie on the card one higher at the end of the best line found (`n - 1` for a
    /// win): the "cards built".
    pub built: u8,
    /// Whether the search finished: the win is shortest, or there is no win and no line within
    /// the moves allowed builds more cards (fewer moves breaking ties).
    pub finished: bool,
    /// How many positions were searched.
    pub nodes: u64,
}

/// Marks an empty pile in [`State::first`] / [`State::last`].
const NONE: u8 = u8::MAX;

/// A position in the compact form of the module docs (pile labels kept, to name moves).
#[derive(Clone, Copy, Debug)]
struct State {
    /// Positions (indexes into [`Search::seq`]) still in pile 0.
    p0: u64,
    /// The position of pile 0's top card (0 when pile 0 is empty).
    top: u32,
    /// Bit `c`: card `c` lies directly on card `c + 1` in a pile.
    link: u64,
    /// The number of links.
    links: u32,
    /// Each pile's first (highest) card, or [`NONE`]; index 0 unused.
    first: [u8; MAX_PILES],
    /// Each pile's last (lowest) card, or [`NONE`]; index 0 unused.
    last: [u8; MAX_PILES],
}

impl State {
    /// The next position after `from` still in pile 0, cyclically.
    fn next_after(&self, from: u32) -> u32 {
        let above = self.p0 & u64::MAX.checked_shl(from + 1).unwrap_or(0);
        if above != 0 {
            above.trailing_zeros()
        } else {
            self.p0.trailing_zeros() & 63
        }
    }

    fn key(&self) -> (u64, u64, u8) {
        // top < 64 always fits.
        let top = u8::try_from(self.top).unwrap_or(0);
        (self.p0, self.link, if self.p0 == 0 { 0 } else { top })
    }
}

/// Whether a search ran to the end of its budget.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    Found,
    NotFound,
    OutOfBudget,
}

struct Search<'t> {
    /// Pile 0 at the start, top first.
    seq: [u8; MAX_CARDS],
    /// The position of card `n - 1` in `seq`, if it was in pile 0.
    high_pos: Option<u32>,
    /// The number of cards in `seq`.
    len: u32,
    /// Each card's position in `seq`, or [`NONE`] (one more slot, for card `n`).
    pos_of: [u8; MAX_CARDS + 1],
    n: u32,
    piles: usize,
    table: &'t mut [Entry],
    nodes: u64,
    budget: u64,
    path: Line,
    /// Hint mode: the best line so far and its links.
    best: Line,
    best_links: u32,
}

impl<'t> Search<'t> {
    fn new(game: &Solitaire, table: &'t mut [Entry], budget: u64) -> Result<(Search<'t>, State), Error> {
        if table.len() < BUCKET {
            return Err(Error::SearchTableTooSmall);
        }
        table.fill(Entry::EMPTY);
        let n = u32::from(game.cards);
        let mut seq = [0u8; MAX_CARDS];
        let mut p0 = 0u64;
        let mut high_pos = None;
        let mut pos_of = [NONE; MAX_CARDS + 1];
        let mut len = 0;
        for ((pos, slot), &card) in (0u32..).zip(seq.iter_mut()).zip(&game.piles[0]) {
            *slot = card;
            p0 |= 1 << pos;
            len = pos + 1;
            if let Some(p) = pos_of.get_mut(usize::from(card)) {
                *p = u8::try_from(pos).unwrap_or(NONE);
            }
            if u32::from(card) + 1 == n {
                high_pos = Some(pos);
            }
        }
        let mut state = State {
            p0,
            top: 0,
            link: 0,
            links: 0,
            first: [NONE; MAX_PILES],
            last: [NONE; MAX_PILES],
        };
        for (k, pile) in game.piles().iter().enumerate().skip(1) {
            let mut previous: Option<u8> = None;
            for &card in pile {
                if previous == Some(card.wrapping_add(1)) {
                    state.link |= 1u64.checked_shl(u32::from(card)).unwrap_or(0);
                    state.links += 1;
                }
                previous = Some(card);
            }
            if let (Ok(&first), Ok(&last)) = (pile.peeklast(), pile.peek()) {
                state.first[k] = first;
                state.last[k] = last;
            }
        }
        let search = Search {
            seq,
            high_pos,
            len,
            pos_of,
            n,
            piles: game.col_no(),
            table,
            nodes: 0,
            budget,
            path: Line::new(),
            best: Line::new(),
            best_links: 0,
        };
        Ok((search, state))
    }

    fn complete(&self, s: &State) -> bool {
        s.p0 == 0 && s.links + 1 >= self.n
    }

    fn missing(&self, s: &State) -> u32 {
        self.n.saturating_sub(1).saturating_sub(s.links)
    }

    /// Rule 6: the fewest moves that can still win.
    fn lower_bound(&self, s: &State) -> u32 {
        let high_in_p0 = self.high_pos.is_some_and(|pos| s.p0 & (1 << pos) != 0);
        self.missing(s) + u32::from(high_in_p0) + self.blocked(s)
    }

    /// Rule 6: the cards `c` of pile 0 that lie above `c + 1` in it (counting from the top):
    /// each must be rotated or put onto an empty pile at least once before `c + 1` leaves.
    fn blocked(&self, s: &State) -> u32 {
        let len = self.len.max(1);
        // How far below the top a position lies.
        let depth = |pos: u32| (pos + len - s.top) % len;
        let mut count = 0;
        let mut rest = s.p0;
        while rest != 0 {
            let pos = rest.trailing_zeros();
            rest &= rest - 1;
            let card = self.seq.get(pos as usize).copied().unwrap_or(NONE);
            let above = self.pos_of.get(usize::from(card) + 1).copied().unwrap_or(NONE);
            if above != NONE {
                let above = u32::from(above);
                if s.p0 & (1u64 << above) != 0 && depth(above) > depth(pos) {
                    count += 1;
                }
            }
        }
        count
    }

    fn top_card(&self, s: &State) -> Option<u8> {
        if s.p0 == 0 {
            return None;
        }
        self.seq.get(usize::try_from(s.top).ok()?).copied()
    }

    /// The pile whose last card is `card`.
    fn ending_in(&self, s: &State, card: u8) -> Option<usize> {
        (1..self.piles).find(|&k| s.last[k] == card && card != NONE)
    }

    /// The moves to try (rules 1–5), at most two.
    fn moves(&self, s: &State) -> heapless::Vec<Move, 2, u8> {
        let mut out = heapless::Vec::new();
        // Pile numbers are below `self.piles` <= MAX_PILES, so every move exists.
        let mv = |from: usize, to: usize| Move::new(from, to).unwrap_or(Move { from: 0, to: 0 });
        // Rule 4: a merge, alone.
        for q in 1..self.piles {
            if s.first[q] != NONE {
                if let Some(p) = self.ending_in(s, s.first[q].wrapping_add(1)) {
                    let _ = out.push(mv(q, p));
                    return out;
                }
            }
        }
        let Some(c) = self.top_card(s) else {
            return out;
        };
        // Rule 5: the top card onto the pile ending one higher, alone.
        if let Some(p) = self.ending_in(s, c.wrapping_add(1)) {
            let _ = out.push(mv(0, p));
            return out;
        }
        // Rule 2: the first empty pile only.
        if let Some(e) = (1..self.piles).find(|&k| s.first[k] == NONE) {
            let _ = out.push(mv(0, e));
        }
        // Rule 3: rotate two cards or more.
        if s.p0.count_ones() >= 2 {
            let _ = out.push(mv(0, 0));
        }
        out
    }

    fn apply(&self, s: &State, m: Move) -> State {
        let mut t = *s;
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        if from == 0 && to == 0 {
            t.top = s.next_after(s.top);
        } else if from == 0 {
            let c = self.top_card(s).unwrap_or(0);
            t.p0 &= !(1u64 << (s.top & 63));
            t.top = if t.p0 == 0 { 0 } else { t.next_after(s.top) };
            if t.first[to] == NONE {
                t.first[to] = c;
            } else {
                t.link |= 1u64 << (c & 63);
                t.links += 1;
            }
            t.last[to] = c;
        } else {
            // A merge of `from` (first card c) onto `to` (last card c + 1).
            t.link |= 1u64 << (s.first[from] & 63);
            t.links += 1;
            t.last[to] = s.last[from];
            t.first[from] = NONE;
            t.last[from] = NONE;
        }
        t
    }

    fn slot(&self, key: (u64, u64, u8)) -> usize {
        let mut h = key.0 ^ key.1.rotate_left(29) ^ (u64::from(key.2) << 57);
        h = (h ^ (h >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^= h >> 29;
        let buckets = (self.table.len() / BUCKET) as u64;
        // The product's high half is below `buckets`, so it fits a usize.
        usize::try_from((u128::from(h) * u128::from(buckets)) >> 64).unwrap_or(0) * BUCKET
    }

    /// The number of moves already searched from this position, if it is in the table.
    fn probe(&self, key: (u64, u64, u8)) -> Option<u32> {
        let start = self.slot(key);
        self.table
            .get(start..start + BUCKET)?
            .iter()
            .find(|e| e.depth != 0 && (e.p0, e.link, e.top) == key)
            .map(|e| u32::from(e.depth) - 1)
    }

    fn store(&mut self, key: (u64, u64, u8), searched: u32) {
        let depth = u8::try_from(searched + 1).unwrap_or(u8::MAX);
        let start = self.slot(key);
        let Some(bucket) = self.table.get_mut(start..start + BUCKET) else {
            return;
        };
        let same = bucket
            .iter()
            .position(|e| e.depth != 0 && (e.p0, e.link, e.top) == key);
        let index = same.or_else(|| {
            // Else the shallowest slot (an empty one first): it cost the least to find.
            (0..BUCKET).min_by_key(|&i| bucket[i].depth)
        });
        if let Some(e) = index.and_then(|i| bucket.get_mut(i)) {
            let depth = if same.is_some() { depth.max(e.depth) } else { depth };
            *e = Entry {
                p0: key.0,
                link: key.1,
                top: key.2,
                depth,
            };
        }
    }

    fn spend(&mut self) -> bool {
        self.nodes += 1;
        self.nodes > self.budget
    }

    /// Is there a win within `remaining` moves? Leaves it in `path` if so.
    fn win(&mut self, s: &State, remaining: u32) -> Flow {
        if self.complete(s) {
            return Flow::Found;
        }
        if self.lower_bound(s) > remaining {
            return Flow::NotFound;
        }
        if self.spend() {
            return Flow::OutOfBudget;
        }
        let key = s.key();
        if self.probe(key).is_some_and(|done| done >= remaining) {
            return Flow::NotFound;
        }
        for m in self.moves(s) {
            let child = self.apply(s, m);
            if self.path.push(m).is_err() {
                return Flow::NotFound;
            }
            match self.win(&child, remaining - 1) {
                Flow::Found => return Flow::Found,
                Flow::OutOfBudget => return Flow::OutOfBudget,
                Flow::NotFound => {}
            }
            self.path.pop();
        }
        self.store(key, remaining);
        Flow::NotFound
    }

    /// Hint mode: the line within `remaining` moves reaching the most links (then the shortest).
    fn most_built(&mut self, s: &State, remaining: u32) -> Flow {
        let better =
            s.links > self.best_links || (s.links == self.best_links && self.path.len() < self.best.len());
        if better {
            self.best_links = s.links;
            self.best.clone_from(&self.path);
        }
        if self.complete(s) {
            return Flow::NotFound;
        }
        // Each move makes at most one link: prune lines that cannot beat the best.
        let reachable = s.links + remaining.min(self.missing(s));
        let len = u32::try_from(self.path.len()).unwrap_or(u32::MAX);
        let best_len = u32::try_from(self.best.len()).unwrap_or(u32::MAX);
        if reachable < self.best_links
            || (reachable == self.best_links && len + (self.best_links - s.links) >= best_len)
        {
            return Flow::NotFound;
        }
        if self.spend() {
            return Flow::OutOfBudget;
        }
        let key = s.key();
        if self.probe(key).is_some_and(|done| done >= remaining) {
            return Flow::NotFound;
        }
        for m in self.moves(s) {
            let child = self.apply(s, m);
            if self.path.push(m).is_err() {
                return Flow::NotFound;
            }
            let flow = self.most_built(&child, remaining - 1);
            self.path.pop();
            if flow == Flow::OutOfBudget {
                return flow;
            }
        }
        self.store(key, remaining);
        Flow::NotFound
    }
}

/// The search's state (module docs) describes only positions a deal can reach: the cards
/// `0..CardNo`, each once, and every pile but 0 a run built down one card at a time. A position
/// built by hand that is not one is [`Error::SearchNotADeal`].
fn check_deal(game: &Solitaire) -> Result<(), Error> {
    let mut seen = 0u64;
    for card in game.piles().iter().flatten() {
        let bit = 1u64.checked_shl(u32::from(*card)).unwrap_or(0);
        if usize::from(*card) >= game.card_no() || seen & bit != 0 {
            return Err(Error::SearchNotADeal);
        }
        seen |= bit;
    }
    let built_down = |pile: &super::Pile| {
        pile.iter()
            .zip(pile.iter().skip(1))
            .all(|(&a, &b)| a.checked_sub(1) == Some(b))
    };
    if game.card_count() != game.card_no() || !game.piles().iter().skip(1).all(built_down) {
        return Err(Error::SearchNotADeal);
    }
    Ok(())
}

fn check_depth(max_moves: usize) -> Result<u32, Error> {
    if max_moves > MAX_LINE {
        return Err(Error::SearchTooDeep);
    }
    u32::try_from(max_moves).map_err(|_| Error::SearchTooDeep)
}

/// Iterative deepening from the lower bound up to `max_moves`.
fn shortest(search: &mut Search<'_>, root: &State, max_moves: u32) -> Flow {
    let mut bound = search.lower_bound(root);
    while bound <= max_moves {
        search.path.clear();
        match search.win(root, bound) {
            Flow::NotFound => bound += 1,
            flow => return flow,
        }
    }
    Flow::NotFound
}

/// The shortest winning line of `game` within `max_moves` valid moves (pass
/// [`Solitaire::chance_no`] for a new game), searching at most `node_budget` positions with
/// `table` as the transposition table (cleared first; any length from [`BUCKET`] up works,
/// more is faster). See the module docs for the method.
///
/// Errors: [`Error::SearchTooDeep`] if `max_moves` exceeds [`MAX_LINE`],
/// [`Error::SearchNotADeal`] for a position built by hand that no deal reaches (see
/// [`Solitaire::from_piles`]), [`Error::SearchTableTooSmall`] if `table` holds fewer than
/// [`BUCKET`] entries.
pub fn solve(
    game: &Solitaire,
    max_moves: usize,
    table: &mut [Entry],
    node_budget: u64,
) -> Result<Solved, Error> {
    let max_moves = check_depth(max_moves)?;
    check_deal(game)?;
    let (mut search, root) = Search::new(game, table, node_budget)?;
    let flow = shortest(&mut search, &root, max_moves);
    Ok(Solved {
        finished: flow != Flow::OutOfBudget,
        line: (flow == Flow::Found).then(|| search.path.clone()),
        nodes: search.nodes,
    })
}

/// A hint for `game` with `max_moves` moves left: the first move of a shortest win if
/// [`solve`] finds one; otherwise the first move of the line within `max_moves` that builds the
/// most cards ([`Hint::built`], fewer moves breaking ties), found with what is left of
/// `node_budget`. If no line builds more than the position already has, a legal move the search
/// would try (a rotation or a card onto an empty pile).
///
/// Errors: those of [`solve`], and [`Error::SearchGameOver`] if the game is complete or has no
/// legal move.
pub fn hint(
    game: &Solitaire,
    max_moves: usize,
    table: &mut [Entry],
    node_budget: u64,
) -> Result<Hint, Error> {
    let max_moves = check_depth(max_moves)?;
    check_deal(game)?;
    if game.is_complete() {
        return Err(Error::SearchGameOver);
    }
    let (mut search, root) = Search::new(game, table, node_budget)?;
    let to_u8 = |x: u32| u8::try_from(x).unwrap_or(u8::MAX);
    let flow = shortest(&mut search, &root, max_moves);
    if flow == Flow::Found {
        if let Some(&next) = search.path.first() {
            return Ok(Hint {
                next,
                win_in: Some(to_u8(u32::try_from(search.path.len()).unwrap_or(u32::MAX))),
                built: to_u8(search.n.saturating_sub(1)),
                finished: true,
                nodes: search.nodes,
            });
        }
    }
    // No win found: the line that builds the most. Table entries of the win search mean
    // something else, so start the table afresh.
    search.table.fill(Entry::EMPTY);
    search.path.clear();
    search.best_links = root.links;
    let best_flow = search.most_built(&root, max_moves);
    let next = match search.best.first() {
        Some(&m) => m,
        None => match search.moves(&root).first() {
            Some(&m) => m,
            None => *game.legal_moves().first().ok_or(Error::SearchGameOver)?,
        },
    };
    Ok(Hint {
        next,
        win_in: None,
        built: to_u8(search.best_links),
        finished: flow == Flow::NotFound && best_flow == Flow::NotFound,
        nodes: search.nodes,
    })
}
