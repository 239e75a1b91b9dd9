//! The solver's view of a position: the tableau as the set of its face-up cards and what is left
//! of the cards each pile started the search with, so that two positions that differ only in how
//! the runs are shared out between two cards of one rank and colour are one.
//!
//! That is exact: a run can always be lifted from a card onto its twin when the twin is free, so
//! a card can be uncovered exactly when its twin and it could hold the cards on them without it.
//! A card is "placed" when it lies face up on the tableau on another card (it is not the lowest
//! face-up card of its pile), and a pile's start card showing is "locked" under nothing but
//! face-down cards. Moves between piles that only share the runs out anew are implicit; what is
//! left are the moves that change the position: a card up to its foundation, a card from the
//! talon or a foundation onto the tableau, and a locked card, with all on it, moved to turn up
//! the card under it (or to empty its pile).

use heapless::Vec;

use super::card::{Card, Suit};
use super::deal::STOCK_CARDS;
use super::game::{Klondike, PILES};
use super::rules::{Draw, Passes, Rules};

/// A set of cards, one bit a card index.
pub(super) type Cards = u64;

/// The most cards a pile starts a search with: 6 face down and the card on them.
pub(super) const START: usize = 7;

/// The most steps from one position: each card that can go up (4), each card of the talon up or
/// down (2 × 24), each foundation's top down (4), each pile's locked card (7).
pub(super) const MAX_STEPS: usize = 4 + 2 * STOCK_CARDS + 4 + PILES;

/// One step of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// A face-up card of the tableau to its foundation (after lifting the run on it onto its twin).
    Up(Card),
    /// Bring the waste to `waste` cards (turning it over first if `recycle`), then its top card to
    /// its foundation.
    TalonUp { waste: u8, recycle: bool },
    /// Bring the waste to `waste` cards (turning it over first if `recycle`), then its top card
    /// onto the tableau.
    TalonDown { waste: u8, recycle: bool },
    /// A foundation's top card back onto the tableau.
    Down(Suit),
    /// The locked card of pile `0`, and all on it, onto the tableau (a king to an empty pile).
    Reveal(u8),
}

/// Which of the solver's prunings are on (see [`super::Solver`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Prunings {
    pub(super) safe_moves: bool,
    pub(super) focused: bool,
    pub(super) deferrals: bool,
    pub(super) ups_first: bool,
}

/// Which steps the search tries first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Order {
    /// Cards up from the tableau (those that turn a card face up first) and the talon, then the
    /// locked cards moved to turn a card face up (the pile with the most face-down cards
    /// first), then cards from the talon onto the tableau.
    Ups,
    /// The same, but cards from the talon onto the tableau before cards from the talon up.
    Talon,
    /// The locked cards moved first, the lowest first, then cards up from the tableau, then
    /// cards from the talon onto the tableau (the lowest first), then up (as lonelybot does).
    Reveals,
}

/// What the search started from that no step changes: the rules and each pile's start cards,
/// bottom up (its face-down cards, then the face-up card on them).
#[derive(Clone, Copy, Debug)]
pub(super) struct Start {
    pub(super) rules: Rules,
    piles: [[Card; START]; PILES],
}

/// A position as the solver sees it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Board {
    /// The face-up cards of the tableau.
    visible: Cards,
    /// Each pile's start card showing, if any.
    locked: Cards,
    /// How many of its start cards each pile still holds.
    left: [u8; PILES],
    foundations: [u8; 4],
    talon: [Card; STOCK_CARDS],
    talon_len: u8,
    /// The waste is `talon[..waste]`, the stock the rest.
    pub(super) waste: u8,
    talon_cards: Cards,
    /// How many times the waste was turned over, up to 255 (passes are at most 255).
    recycles: u8,
    /// The hash of what is left of each pile's start cards, the foundations and the talon's
    /// cards (see [`Board::hash`]), kept up to date step by step.
    zobrist: u64,
    /// The cards the foundations take next, kept up to date step by step.
    next_up: Cards,
}

/// A card to fill the unused places of [`Start`] with.
const ACE: Card = match Card::new(1, Suit::Clubs) {
    Some(card) => card,
    None => panic!(),
};

/// The card of the same rank and colour as `card` (the suits go clubs, diamonds, hearts, spades:
/// the first and the last are twins, the middle two too).
pub(super) fn twin(card: Card) -> Card {
    TWINS[usize::from(card.index())]
}

/// Each card's twin, looked up (the search asks often).
static TWINS: [Card; 52] = {
    let mut twins = [ACE; 52];
    let mut index = 0;
    while index < 52 {
        if let Some(twin) = Card::from_index(((3 - index / 13) * 13 + index % 13) as u8) {
            twins[index] = twin;
        }
        index += 1;
    }
    twins
};

const fn bit(card: Card) -> Cards {
    1 << card.index()
}

/// The four kings.
const KINGS: Cards = {
    let mut kings = 0;
    let mut suit = 0;
    while suit < 4 {
        kings |= 1 << (suit * 13 + 12);
        suit += 1;
    }
    kings
};

/// For each card, the cards of its rank and colour (itself and its twin).
#[cfg(test)]
static PAIR: [Cards; 52] = pairs(0);
/// For each card, the cards it may be put on: a rank above, in the other colour.
static PARENTS: [Cards; 52] = pairs(1);
/// For each card, the cards that may be put on it: a rank below, in the other colour.
static CHILDREN: [Cards; 52] = pairs(-1);

/// How many cards `pair` holds, of at most two.
#[cfg(test)]
fn count_of_two(pair: Cards) -> u32 {
    u32::from(pair != 0) + u32::from(pair & pair.wrapping_sub(1) != 0)
}

/// The cards of `cards`, the lowest index first.
fn each(mut cards: Cards) -> impl Iterator<Item = Card> {
    core::iter::from_fn(move || {
        let card = Card::from_index(cards.trailing_zeros() as u8)?;
        cards &= cards - 1;
        Some(card)
    })
}

/// The bits of `bits`, the lowest first.
fn each_bit(mut bits: u32) -> impl Iterator<Item = u8> {
    core::iter::from_fn(move || {
        let at = bits.trailing_zeros() as u8;
        bits &= bits.checked_sub(1)?;
        Some(at)
    })
}

/// The twins of `cards` (see [`twin`]).
const fn twins(cards: Cards) -> Cards {
    ranks(cards, 0) << 39 | ranks(cards, 1) << 26 | ranks(cards, 2) << 13 | ranks(cards, 3)
}

/// The ranks of all thirteen cards of one suit.
const RANKS: Cards = (1 << 13) - 1;

/// The ranks of `suit` (in [`Suit`]'s order) among `cards`, one bit a rank, the ace lowest.
const fn ranks(cards: Cards, suit: u32) -> Cards {
    cards >> (13 * suit) & RANKS
}

/// Rank by rank, whether the two sets of ranks `mine` hold fewer cards than the two `theirs`.
const fn fewer(mine: [Cards; 2], theirs: [Cards; 2]) -> Cards {
    let (one, two) = (mine[0] ^ mine[1], mine[0] & mine[1]);
    let (their_one, their_two) = (theirs[0] ^ theirs[1], theirs[0] & theirs[1]);
    !two & (their_two | their_one & !one)
}

/// The cards whose ranks `black` holds in the black suits and `red` holds in the red ones.
const fn by_colour(black: Cards, red: Cards) -> Cards {
    let (black, red) = (black & RANKS, red & RANKS);
    black | red << 13 | red << 26 | black << 39
}

/// Random keys (Zobrist's) for what is left of each pile's start cards (by pile, then how many)...
static LEFT_KEYS: [u64; PILES * (START + 1)] = keys(1);
/// ...for each foundation (by suit, then how many cards it holds)...
static UP_KEYS: [u64; 4 * 14] = keys(2);
/// ...and for each card in the talon: a position's hash is the exclusive or of its parts' keys.
static TALON_KEYS: [u64; 52] = keys(3);

const fn keys<const N: usize>(salt: u64) -> [u64; N] {
    let mut keys = [0; N];
    let mut at = 0;
    while at < N {
        keys[at] = mix(salt << 32 | at as u64);
        at += 1;
    }
    keys
}

/// For each card, the two cards `step` ranks away in the colour that alternates with each rank.
const fn pairs(step: i8) -> [Cards; 52] {
    let mut table = [0; 52];
    let mut index = 0;
    while index < 52 {
        let (rank, suit) = ((index % 13) as i8 + 1, index / 13);
        let red = suit == 1 || suit == 2;
        let other = rank + step;
        if other >= 1 && other <= 13 {
            let red_wanted = red != (step % 2 != 0);
            let (a, b) = if red_wanted { (1, 2) } else { (0, 3) };
            table[index] = 1 << (a * 13 + other as usize - 1) | 1 << (b * 13 + other as usize - 1);
        }
        index += 1;
    }
    table
}

impl Start {
    /// The start card showing on pile `pile` when it holds `left` of them.
    fn card(&self, pile: usize, left: u8) -> Card {
        self.piles[pile][usize::from(left) - 1]
    }
}

impl Board {
    /// The solver's view of `game`, and what it starts from.
    pub(super) fn new(game: &Klondike) -> (Board, Start) {
        let mut piles = [[ACE; START]; PILES];
        let mut left = [0; PILES];
        let (mut visible, mut locked) = (0, 0);
        for (at, pile) in game.piles().iter().enumerate() {
            let start = (pile.face_down().len() + 1).min(pile.cards().len());
            piles[at][..start].copy_from_slice(&pile.cards()[..start]);
            left[at] = start as u8;
            for &card in pile.face_up() {
                visible |= bit(card);
            }
            if let Some(&card) = pile.face_up().first() {
                locked |= bit(card);
            }
        }
        let mut talon_cards = 0;
        for &card in &game.talon[..usize::from(game.talon_len)] {
            talon_cards |= bit(card);
        }
        let mut board = Board {
            visible,
            locked,
            left,
            foundations: game.foundations(),
            talon: game.talon,
            talon_len: game.talon_len,
            waste: game.waste,
            talon_cards,
            recycles: game.recycles().min(255) as u8,
            zobrist: 0,
            next_up: 0,
        };
        board.zobrist = board.zobrist_anew();
        board.next_up = board.next_up_anew();
        (
            board,
            Start {
                rules: game.rules(),
                piles,
            },
        )
    }

    /// Whether some start card can never leave its pile, so that the game is lost: it is no king,
    /// the card under it in its suit can never go up (it lies under it too, or under another such
    /// card), and neither card it could go on can ever hold it (each lies under it, or under
    /// another such card, or is on its foundation for good). Nothing ever moves it; the game
    /// cannot be won. The cards above a pile's start cards move as runs and block nothing.
    pub(super) fn has_a_card_stuck(&self, start: &Start) -> bool {
        let mut stuck: Cards = 0;
        loop {
            let before = stuck;
            for (pile, cards) in start.piles.iter().enumerate() {
                let mut under: Cards = 0;
                for &card in &cards[..usize::from(self.left[pile])] {
                    let never = under | stuck;
                    let up = self.foundations[card.suit() as usize];
                    let below_never = up + 1 < card.rank()
                        && Card::new(card.rank() - 1, card.suit())
                            .is_some_and(|below| never & bit(below) != 0);
                    let parents = PARENTS[usize::from(card.index())];
                    let parents_up = if start.rules.worry_back {
                        0
                    } else {
                        Suit::ALL
                            .into_iter()
                            .filter_map(|suit| Card::new(card.rank() + 1, suit))
                            .filter(|&parent| self.foundations[parent.suit() as usize] >= parent.rank())
                            .fold(0, |cards, parent| cards | bit(parent))
                    };
                    if card.rank() != 13 && below_never && parents & !(never | parents_up) == 0 {
                        // It, and every card under it, stays.
                        stuck |= under | bit(card);
                    }
                    under |= bit(card);
                }
            }
            if stuck == before {
                return stuck != 0;
            }
        }
    }

    /// Whether `card` is a pile's start card showing: moving it turns up the card under it, or
    /// empties its pile.
    pub(super) fn is_locked(&self, card: Card) -> bool {
        self.locked & bit(card) != 0
    }

    /// How many face-down cards lie under pile `pile`'s start card showing (0 for an empty pile).
    pub(super) fn face_down(&self, pile: u8) -> u8 {
        self.left[usize::from(pile)].saturating_sub(1)
    }

    /// Whether pile `pile` holds only a king that a pile started with, with nothing under it:
    /// such a king is as free as one moved into an empty pile.
    pub(super) fn holds_a_lone_king(&self, start: &Start, pile: usize) -> bool {
        self.left[pile] == 1 && start.card(pile, 1).rank() == 13
    }

    /// The hash of what only an irreversible step changes (see the player): the talon's cards,
    /// the start cards showing, and how many start cards each pile holds (a lone king counted
    /// as moved in). Cards going up and coming down, and draws, leave it as it is.
    pub(super) fn progress(&self, start: &Start) -> u64 {
        let mut hash = mix(self.talon_cards);
        for pile in 0..PILES {
            let left = if self.holds_a_lone_king(start, pile) {
                0
            } else {
                self.left[pile]
            };
            hash ^= LEFT_KEYS[pile * (START + 1) + usize::from(left)];
        }
        hash
    }

    /// The hash of the foundations' heights (with what [`Board::progress`] holds): the one
    /// thing cards going up and coming down change.
    pub(super) fn zobrist(&self) -> u64 {
        self.zobrist
    }

    /// How many cards are on the foundations.
    pub(super) fn cards_up(&self) -> u8 {
        self.foundations.iter().sum()
    }

    /// Whether every card is on its foundation.
    pub(super) fn is_won(&self) -> bool {
        self.foundations == [13; 4]
    }

    /// Each foundation's top card.
    fn tops(&self) -> Cards {
        let mut cards = 0;
        for (suit, &on) in self.foundations.iter().enumerate() {
            cards |= (1 << on >> 1 & RANKS) << (13 * suit);
        }
        cards
    }

    /// The cards the foundations take next that nothing could want on the tableau (see
    /// [`is_safe`]).
    fn safe_ups(&self, rules: Rules) -> Cards {
        each(self.next_up())
            .filter(|&card| is_safe(&self.foundations, card, rules))
            .fold(0, |cards, card| cards | bit(card))
    }

    /// The cards the foundations take next.
    fn next_up(&self) -> Cards {
        self.next_up
    }

    /// The cards the foundations take next, found from scratch.
    fn next_up_anew(&self) -> Cards {
        let mut cards = 0;
        for (suit, &on) in self.foundations.iter().enumerate() {
            cards |= (1 << on & RANKS) << (13 * suit);
        }
        cards
    }

    #[cfg(test)]
    fn goes_up(&self, card: Card) -> bool {
        self.foundations[card.suit() as usize] + 1 == card.rank()
    }

    /// How many piles are empty: each pile that is not holds a start card or a king moved in.
    fn empty_piles(&self) -> u32 {
        let started = self.left.iter().filter(|&&left| left > 0).count() as u32;
        (PILES as u32)
            .saturating_sub(started)
            .saturating_sub((self.visible & KINGS & !self.locked).count_ones())
    }

    /// The cards of the tableau that could be its top (see [`Board::is_free`]), all at once: for
    /// each rank and colour, the cards placed on it fit on fewer cards than it has showing.
    fn free(&self) -> Cards {
        let (placed, visible) = (self.visible & !self.locked, self.visible);
        let black = fewer(
            [ranks(placed, 1) << 1, ranks(placed, 2) << 1],
            [ranks(visible, 0), ranks(visible, 3)],
        );
        let red = fewer(
            [ranks(placed, 0) << 1, ranks(placed, 3) << 1],
            [ranks(visible, 1), ranks(visible, 2)],
        );
        by_colour(black, red)
    }

    /// The cards that could be put on the tableau unless on it (see [`Board::has_room`]), all at
    /// once: a king with a pile empty, and for each rank and colour, fewer cards placed than
    /// cards to go on showing.
    fn roomy(&self) -> Cards {
        let (placed, visible) = (self.visible & !self.locked, self.visible);
        let black = fewer(
            [ranks(placed, 0), ranks(placed, 3)],
            [ranks(visible, 1) >> 1, ranks(visible, 2) >> 1],
        );
        let red = fewer(
            [ranks(placed, 1), ranks(placed, 2)],
            [ranks(visible, 0) >> 1, ranks(visible, 3) >> 1],
        );
        let kings = if self.empty_piles() > 0 { KINGS } else { 0 };
        by_colour(black, red) | kings
    }

    /// Whether a visible card could be the top of its pile: the cards placed on its rank and
    /// colour fit on its twin without it.
    #[cfg(test)]
    fn is_free(&self, card: Card) -> bool {
        let on = self.visible & !self.locked & CHILDREN[usize::from(card.index())];
        count_of_two(on) < count_of_two(self.visible & PAIR[usize::from(card.index())])
    }

    /// Whether `card`, not on the tableau or locked there, could be put on it: a king into an
    /// empty pile, another card onto one of the two it goes on that holds nothing else.
    #[cfg(test)]
    fn has_room(&self, card: Card) -> bool {
        let index = usize::from(card.index());
        if card.rank() == 13 {
            return self.empty_piles() > 0;
        }
        count_of_two(self.visible & !self.locked & PAIR[index]) < count_of_two(self.visible & PARENTS[index])
    }

    /// The talon's card `waste - 1` (the waste's top when the waste holds `waste`).
    pub(super) fn talon_card(&self, waste: u8) -> Card {
        self.talon[usize::from(waste) - 1]
    }

    fn may_recycle(&self, rules: Rules) -> bool {
        match rules.passes {
            Passes::Unlimited => true,
            Passes::Limited(passes) => self.recycles.saturating_add(1) < passes.get(),
        }
    }

    /// Calls `visit(waste, recycle)` for each waste size some draws reach (after turning the waste
    /// over, if `recycle`), each once; the top card is then the talon's card `waste - 1`.
    pub(super) fn for_each_reachable_waste(&self, rules: Rules, mut visit: impl FnMut(u8, bool)) {
        for (recycle, wastes) in [false, true].into_iter().zip(self.reachable_wastes(rules)) {
            for waste in each_bit(wastes) {
                visit(waste, recycle);
            }
        }
    }

    /// The waste sizes some draws reach (see [`Board::for_each_reachable_waste`]), as sets of
    /// bits: those reached without turning the waste over, then the others.
    fn reachable_wastes(&self, rules: Rules) -> [u32; 2] {
        // Every draw-th size from the size of the lowest bit.
        let stride: u32 = match rules.draw {
            Draw::One => !0,
            Draw::Three => 0x4924_9249,
        };
        let total = u32::from(self.talon_len);
        let upto = (2 << total) - 1;
        let now = ((stride << self.waste) & upto | 1 << total) & !1;
        if total == 0 || !self.may_recycle(rules) {
            return [now, 0];
        }
        [now, (stride & upto | 1 << total) & !1 & !now]
    }
    /// Whether every card of the talon can be drawn to the top of the waste, now and after any
    /// step: draw 1 with unlimited passes.
    pub(super) fn talon_cycles(rules: Rules) -> bool {
        rules.draw.cards() == 1 && rules.passes == Passes::Unlimited
    }

    /// The card `step` moves.
    pub(super) fn card_of(&self, start: &Start, step: Step) -> Card {
        match step {
            Step::Up(card) => card,
            Step::TalonUp { waste, .. } | Step::TalonDown { waste, .. } => self.talon_card(waste),
            Step::Down(suit) => Card::new(self.foundations[suit as usize], suit).unwrap_or(ACE),
            Step::Reveal(pile) => start.card(usize::from(pile), self.left[usize::from(pile)]),
        }
    }

    /// Plays `step`, which must be one [`Board::steps`] or [`Board::safe_step`] gave.
    pub(super) fn play(&mut self, start: &Start, step: Step) {
        match step {
            Step::Up(card) => {
                self.raise(card.suit() as usize, 1);
                self.visible &= !bit(card);
                if self.locked & bit(card) != 0 {
                    let pile = (0..PILES)
                        .find(|&pile| self.left[pile] > 0 && start.card(pile, self.left[pile]) == card)
                        .unwrap_or(0);
                    self.unlock(start, pile);
                }
            }
            Step::TalonUp { waste, recycle } | Step::TalonDown { waste, recycle } => {
                if recycle {
                    self.recycles = self.recycles.saturating_add(1);
                }
                let card = self.talon_card(waste);
                let top = usize::from(waste) - 1;
                self.talon.copy_within(top + 1..usize::from(self.talon_len), top);
                self.talon_len -= 1;
                self.waste = waste - 1;
                self.talon_cards &= !bit(card);
                self.zobrist ^= TALON_KEYS[usize::from(card.index())];
                if matches!(step, Step::TalonUp { .. }) {
                    self.raise(card.suit() as usize, 1);
                } else {
                    self.visible |= bit(card);
                }
            }
            Step::Down(suit) => {
                let card = self.card_of(start, step);
                self.raise(suit as usize, -1);
                self.visible |= bit(card);
            }
            Step::Reveal(pile) => self.unlock(start, usize::from(pile)),
        }
    }

    /// Moves foundation `suit`'s top `by` ranks (up for a card going up).
    fn raise(&mut self, suit: usize, by: i8) {
        let (on, to) = (
            self.foundations[suit],
            self.foundations[suit].wrapping_add_signed(by),
        );
        self.zobrist ^= UP_KEYS[suit * 14 + usize::from(on)] ^ UP_KEYS[suit * 14 + usize::from(to)];
        self.next_up = self.next_up & !(RANKS << (13 * suit)) | (1 << to & RANKS) << (13 * suit);
        self.foundations[suit] = to;
    }

    /// The hash [`Board::zobrist`] keeps, found from scratch.
    fn zobrist_anew(&self) -> u64 {
        let mut hash = 0;
        for (pile, &left) in self.left.iter().enumerate() {
            hash ^= LEFT_KEYS[pile * (START + 1) + usize::from(left)];
        }
        for (suit, &on) in self.foundations.iter().enumerate() {
            hash ^= UP_KEYS[suit * 14 + usize::from(on)];
        }
        each(self.talon_cards).fold(hash, |hash, card| hash ^ TALON_KEYS[usize::from(card.index())])
    }

    /// Takes pile `pile`'s locked card off its start cards (it went up, or onto another card),
    /// turning up the one under it, if any.
    fn unlock(&mut self, start: &Start, pile: usize) {
        self.locked &= !bit(start.card(pile, self.left[pile]));
        let left = usize::from(self.left[pile]);
        self.zobrist ^= LEFT_KEYS[pile * (START + 1) + left] ^ LEFT_KEYS[pile * (START + 1) + left - 1];
        self.left[pile] -= 1;
        if self.left[pile] > 0 {
            let card = start.card(pile, self.left[pile]);
            self.visible |= bit(card);
            self.locked |= bit(card);
        }
    }

    /// Whether the next step could move a king into a pile emptied now (the deferrals have it
    /// do so): one of `talon` (the talon's cards the next step could put on the tableau), one
    /// with face-down cards under it or, when cards may come back, one on its foundation.
    fn king_ready(&self, start: &Start, talon: Cards) -> bool {
        let worried_back = start.rules.worry_back && self.foundations.contains(&13);
        worried_back
            || talon & KINGS != 0
            || (0..PILES).any(|pile| self.left[pile] > 1 && start.card(pile, self.left[pile]).rank() == 13)
    }

    /// Whether some king could move into an empty pile: one in the talon, one on a foundation
    /// when cards may come back, or one with start cards under it.
    fn king_waits(&self, start: &Start) -> bool {
        let worried_back = start.rules.worry_back && self.foundations.contains(&13);
        worried_back
            || self.talon_cards & KINGS != 0
            || (0..PILES).any(|pile| {
                let left = usize::from(self.left[pile]);
                left > 1 && start.piles[pile][1..left].iter().any(|card| card.rank() == 13)
            })
    }

    /// A step nothing could be lost by taking at once, if any: a card up that no later move could
    /// want on the tableau rather than on its foundation (see [`is_safe`]), from the tableau, or from
    /// the talon where the whole talon can always be reached, else from the waste's top in draw 1.
    /// (A card under others in draw 3 waits: drawing changes which cards can be reached.)
    pub(super) fn safe_step(&self, rules: Rules) -> Option<Step> {
        for card in each(self.next_up() & self.visible) {
            if is_safe(&self.foundations, card, rules) && self.free() & bit(card) != 0 {
                return Some(Step::Up(card));
            }
        }
        if rules.draw.cards() != 1 {
            // Drawing to the talon's last card takes the waste's boundary to the end, which
            // reaches the other boundaries of its class 0 and is reached from them; the card
            // leaves every other card where it was.
            let pure = || self.waste_class(rules) == 0;
            return (self.last_is_safe(rules) && pure()).then_some(Step::TalonUp {
                waste: self.talon_len,
                recycle: false,
            });
        }
        if !Board::talon_cycles(rules) {
            return (self.waste > 0 && is_safe(&self.foundations, self.talon_card(self.waste), rules))
                .then_some(Step::TalonUp {
                    waste: self.waste,
                    recycle: false,
                });
        }
        let mut found = None;
        self.for_each_reachable_waste(rules, |waste, recycle| {
            if found.is_none() && is_safe(&self.foundations, self.talon_card(waste), rules) {
                found = Some(Step::TalonUp { waste, recycle });
            }
        });
        found
    }

    /// Whether the talon's last card could go up at once and nothing could need it (see
    /// [`is_safe`]), with more than one card a draw and unlimited passes: it then takes nothing
    /// from any other card's reach.
    pub(super) fn last_is_safe(&self, rules: Rules) -> bool {
        rules.draw.cards() != 1
            && rules.passes == Passes::Unlimited
            && self.talon_len > 0
            && is_safe(&self.foundations, self.talon_card(self.talon_len), rules)
    }

    /// The steps from here, the likeliest to help first, as `order` ranks them; moves that empty
    /// a pile and cards down from a foundation come last. `owes_nothing` says that any step may
    /// come next (see the deferrals).
    ///
    /// With `safe_moves`, no card comes down that nothing could want on the tableau (see
    /// [`is_safe`]); with `focused`, a pile is emptied only when a king could move in; with
    /// `deferrals`, a card comes back from its foundation only when the next step could put a
    /// card on it or on a card under it in its suit, or send the twin of either up (a line that
    /// brings it down for a later step can bring it down just before, or just before the cards
    /// under it that the step uses), and a pile is emptied only when the next step could move a
    /// king in.
    /// With `ups_first` (see [`Board::sends_up_first`]), a free card that goes up without turning
    /// a card face up goes up before anything else but the steps that use it or bring a card down.
    pub(super) fn steps(
        &self,
        start: &Start,
        prunings: Prunings,
        order: Order,
        owes_nothing: bool,
        steps: &mut Vec<Step, MAX_STEPS>,
    ) {
        let Prunings {
            safe_moves,
            focused,
            deferrals,
            ups_first,
        } = prunings;
        let ups_first = ups_first && Board::sends_up_first(start.rules);
        let (free, roomy) = (self.free(), self.roomy());
        // The free card that goes up first, if any, and the cards that could go on it.
        let ups = self.next_up() & self.visible & free;
        let first_up = if ups_first && owes_nothing {
            each(ups & !self.locked).next()
        } else {
            None
        };
        let users = first_up.map_or(!0, |card| CHILDREN[usize::from(card.index())]);
        let mut ranked: Vec<(u8, Step), MAX_STEPS> = Vec::new();
        let mut add = |rank: u8, step: Step| {
            let _ = ranked.push((rank, step));
        };
        for card in each(ups) {
            if first_up.is_none_or(|first| card == first || card == twin(first)) {
                let reveals = self.locked & bit(card) != 0 && self.face_down_under(start, card) > 0;
                let rank = match order {
                    Order::Reveals => 18,
                    _ if reveals => 0,
                    _ => 1,
                };
                add(rank, Step::Up(card));
            }
        }
        // The cards the next step could put on the tableau.
        let mut coming = self.locked;
        let talon_ups = if first_up.is_none() { self.next_up() } else { 0 };
        let safe = if safe_moves { self.safe_ups(start.rules) } else { 0 };
        let talon_downs = users & roomy & !safe;
        let (up_rank, down_rank) = match order {
            Order::Ups => (2, 20),
            Order::Talon => (21, 20),
            Order::Reveals => (33, 19),
        };
        for (recycle, wastes) in [false, true].into_iter().zip(self.reachable_wastes(start.rules)) {
            for waste in each_bit(wastes) {
                let card = self.talon_card(waste);
                coming |= bit(card);
                if talon_ups & bit(card) != 0 {
                    add(up_rank, Step::TalonUp { waste, recycle });
                }
                if talon_downs & bit(card) != 0 {
                    // With lonelybot's order, the lowest first.
                    let rank = down_rank + if order == Order::Reveals { card.rank() } else { 0 };
                    add(rank, Step::TalonDown { waste, recycle });
                }
            }
        }
        let king_waits = self.king_waits(start);
        let mut king_ready = None;
        for pile in 0..PILES {
            let left = self.left[pile];
            if left == 0 {
                continue;
            }
            let card = start.card(pile, left);
            let face_down = left - 1;
            if face_down == 0 && (card.rank() == 13 || (focused && !king_waits)) {
                continue;
            }
            let ready = || self.king_ready(start, coming & !self.locked & !safe);
            if face_down == 0 && deferrals && !*king_ready.get_or_insert_with(ready) {
                continue;
            }
            if users & roomy & bit(card) != 0 {
                let rank = if order == Order::Reveals {
                    card.rank()
                } else if face_down > 0 {
                    10 - face_down
                } else {
                    25
                };
                add(rank, Step::Reveal(pile as u8));
            }
        }
        if start.rules.worry_back {
            let tops = self.tops();
            coming |= tops;
            let usable = self.usable(coming);
            for card in each(tops) {
                // Any card may come down with a card up first: the card up first may need cards
                // of other suits down before its use (kings into empty piles, for a queen under
                // one of them to come down onto the other).
                if roomy & bit(card) == 0 {
                    continue;
                }
                let mut below = self.foundations;
                below[card.suit() as usize] -= 1;
                // A card may have to come down only to let the one under it down (it was sent up
                // first, or went up before the search began): that one's use counts too.
                let used = ranks(usable, card.suit() as u32) & ((1 << card.rank()) - 1) != 0;
                if !(safe_moves && is_safe(&below, card, start.rules)) && (!deferrals || used) {
                    add(40, Step::Down(card.suit()));
                }
            }
        }
        ranked.sort_unstable_by_key(|&(rank, _)| rank);
        steps.clear();
        steps.extend(ranked.iter().map(|&(_, step)| step));
    }

    /// Whether the search sends a free card up first where that turns no card face up (with
    /// worrying back, and a talon that cannot be cycled card by card): a line that leaves it on
    /// the tableau can send it up now and bring it back down just before a card goes on it or
    /// its twin goes up, and it hides nothing meanwhile. (With draw 1 and unlimited passes, the
    /// deferral of cards from the talon does not mix with it: games 162 lose a win.)
    pub(super) fn sends_up_first(rules: Rules) -> bool {
        rules.worry_back && !Board::talon_cycles(rules)
    }

    /// The cards the next step could use if they were put on the tableau (see
    /// [`Board::could_use`]), all at once.
    fn usable(&self, coming: Cards) -> Cards {
        let black = (ranks(coming, 1) | ranks(coming, 2)) << 1;
        let red = (ranks(coming, 0) | ranks(coming, 3)) << 1;
        by_colour(black, red) | twins(self.next_up() & self.visible)
    }

    /// Whether the next step could use `card`, just put on the tableau: put one of the `coming`
    /// cards on it, or send its twin up, lifting the run on the twin onto it.
    #[cfg(test)]
    fn could_use(&self, card: Card, coming: Cards) -> bool {
        let twin = twin(card);
        CHILDREN[usize::from(card.index())] & coming != 0
            || (self.visible & bit(twin) != 0 && self.goes_up(twin))
    }

    /// Whether moving pile `pile`'s locked card empties the pile (no face-down card lies under it).
    pub(super) fn empties(&self, pile: u8) -> bool {
        self.left[usize::from(pile)] == 1
    }

    /// How many face-down cards lie under `card`, a locked card.
    pub(super) fn face_down_under(&self, start: &Start, card: Card) -> u8 {
        (0..PILES)
            .find(|&pile| self.left[pile] > 0 && start.card(pile, self.left[pile]) == card)
            .map_or(0, |pile| self.left[pile] - 1)
    }

    /// A 64-bit hash of what can be won from here: the foundations, what is left of each pile's
    /// start cards and the talon (the face-up cards of the tableau are the rest), and where the
    /// waste's boundary stands, up to the boundaries that reach each other by drawing.
    pub(super) fn hash(&self, rules: Rules) -> u64 {
        mix(self.zobrist ^ self.waste_class(rules))
    }

    /// Where the boundary between the waste and the stock stands, up to the positions that can
    /// reach each other by drawing and turning the waste over, which can be won alike: with
    /// unlimited passes, an empty waste, an empty stock and every multiple of the draw are one
    /// (0); the others, and every boundary under limited passes (with the passes used), stand for
    /// themselves.
    pub(super) fn waste_class(&self, rules: Rules) -> u64 {
        waste_class(self.waste, self.talon_len, self.recycles, rules)
    }

    /// The hash of the position `step` leads to from here, settled (see [`Board::hash`]), found
    /// without playing the step: where the step turns a card face up, or puts one on the tableau
    /// from the talon or a foundation, and no safe move follows. `None` otherwise (the caller
    /// plays the step). The board must be settled: then only the cards the step shows, and their
    /// twins, could go up next (a card put on another makes that one's twin no freer), and the
    /// talon's last card or the waste's top, where the step changes them.
    pub(super) fn hash_after(&self, start: &Start, step: Step) -> Option<u64> {
        let rules = start.rules;
        // Whether the card, or its twin if showing, could go up safely (`next` holds the cards
        // the foundations take next: the others are rejected at once).
        let goes_up = |card: Card, foundations: &[u8; 4], next: Cards| {
            let twin = twin(card);
            (next & bit(card) != 0 && is_safe(foundations, card, rules))
                || (next & self.visible & bit(twin) != 0 && is_safe(foundations, twin, rules))
        };
        let (mut waste, mut talon_len, mut recycles) = (self.waste, self.talon_len, self.recycles);
        let zobrist = match step {
            Step::Reveal(pile) => {
                let (pile, left) = (usize::from(pile), usize::from(self.left[usize::from(pile)]));
                if left > 1 && goes_up(start.card(pile, left as u8 - 1), &self.foundations, self.next_up) {
                    return None;
                }
                self.zobrist ^ LEFT_KEYS[pile * (START + 1) + left] ^ LEFT_KEYS[pile * (START + 1) + left - 1]
            }
            Step::Down(suit) => {
                let card = self.card_of(start, step);
                let (suit, on) = (suit as usize, usize::from(self.foundations[suit as usize]));
                let mut below = self.foundations;
                below[suit] -= 1;
                if goes_up(card, &below, self.next_up | bit(card)) {
                    return None;
                }
                self.zobrist ^ UP_KEYS[suit * 14 + on] ^ UP_KEYS[suit * 14 + on - 1]
            }
            Step::TalonDown { waste: top, recycle } => {
                let card = self.talon_card(top);
                if goes_up(card, &self.foundations, self.next_up) {
                    return None;
                }
                // What is left of the talon, and the cards a safe move could take from it.
                let len = usize::from(talon_len);
                let last = if top == talon_len {
                    len.checked_sub(2)
                } else {
                    len.checked_sub(1)
                };
                let waste_top = usize::from(top).checked_sub(2);
                let at_risk = match (rules.draw, rules.passes) {
                    // Every card of the talon can be reached: none went up safely, none will.
                    (Draw::One, Passes::Unlimited) => None,
                    (Draw::One, _) => waste_top,
                    (_, Passes::Unlimited) => last,
                    _ => None,
                };
                let safe = |card| self.next_up & bit(card) != 0 && is_safe(&self.foundations, card, rules);
                if at_risk.is_some_and(|at| safe(self.talon[at])) {
                    return None;
                }
                (waste, talon_len) = (top - 1, talon_len - 1);
                recycles = recycles.saturating_add(u8::from(recycle));
                self.zobrist ^ TALON_KEYS[usize::from(card.index())]
            }
            Step::Up(_) | Step::TalonUp { .. } => return None,
        };
        Some(mix(zobrist ^ waste_class(waste, talon_len, recycles, rules)))
    }
}

/// See [`Board::waste_class`]: for a waste of `waste` cards of a talon of `talon_len`, after turning
/// it over `recycles` times.
fn waste_class(waste: u8, talon_len: u8, recycles: u8, rules: Rules) -> u64 {
    match rules.passes {
        Passes::Unlimited if waste == talon_len || on_a_draw_boundary(waste, rules.draw) => 0,
        Passes::Unlimited => u64::from(waste),
        Passes::Limited(_) => u64::from(waste) | u64::from(recycles) << 6,
    }
}

/// Whether no later move could want `card`, which its foundation takes next, on the tableau
/// rather than on its foundation. On the tableau it holds only cards a rank below it in the other
/// colour (an ace or a two, nothing that could not go up at once instead). It is safe when those
/// could go up themselves and hold nothing that could not (both foundations of the other colour
/// at most two ranks below it, and the other suit of its colour at most three: the rule FreeCell
/// solvers call safe autoplay): every card that could lie on it, or on one lying on it, and so on,
/// is up or goes up next. Without worrying back it is safe too when the cards it could hold are
/// up (both foundations of the other colour at most one rank below it): they stay up. With
/// worrying back they may come down again, to hold a card of its colour two ranks below it that
/// needs a place and cannot go up (its twin's suit further down), and this card, once up, may
/// have nothing to come back onto (it stood on face-down cards, or alone in its pile); Solvitaire
/// drops that rule with worrying back for the same reason.
pub(super) fn is_safe(foundations: &[u8; 4], card: Card, rules: Rules) -> bool {
    let (suit, rank) = (card.suit() as usize, card.rank());
    if foundations[suit] + 1 != rank {
        return false;
    }
    // Clubs and spades are black, diamonds and hearts red: the twin's suit is 3 - suit.
    let (a, b) = if card.is_red() { (0, 3) } else { (1, 2) };
    let other_colour = foundations[a].min(foundations[b]);
    let same_colour = foundations[3 - suit];
    let autoplay = other_colour + 2 >= rank && same_colour + 3 >= rank;
    rank <= 2 || autoplay || (!rules.worry_back && other_colour + 1 >= rank)
}

/// Whether a waste of `waste` cards is a whole number of draws (a constant divisor: the search
/// asks at every position).
fn on_a_draw_boundary(waste: u8, draw: Draw) -> bool {
    match draw {
        Draw::One => true,
        Draw::Three => waste % 3 == 0,
    }
}

/// A 64-bit mixer (splitmix64's finaliser).
pub(super) const fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_parents_and_children_follow_the_colours() {
        let card = |text: &str| Card::parse(text).unwrap();
        let set = |cards: &[&str]| cards.iter().fold(0, |acc, text| acc | bit(card(text)));
        assert_eq!(PAIR[usize::from(card("9H").index())], set(&["9H", "9D"]));
        assert_eq!(PARENTS[usize::from(card("9H").index())], set(&["TC", "TS"]));
        assert_eq!(CHILDREN[usize::from(card("9H").index())], set(&["8C", "8S"]));
        assert_eq!(PARENTS[usize::from(card("KS").index())], 0);
        assert_eq!(CHILDREN[usize::from(card("AD").index())], 0);
        assert_eq!(KINGS, set(&["KC", "KD", "KH", "KS"]));
        for index in 0..52 {
            let card = Card::from_index(index).unwrap();
            assert_eq!(bit(card) | bit(twin(card)), PAIR[usize::from(index)], "{card}");
        }
    }

    #[test]
    fn the_card_sets_found_all_at_once_are_those_found_card_by_card() {
        use super::super::{Deal, Klondike};
        let mut rng = crate::Rng::new(24);
        let mut boards = 0;
        for seed in 1..=300 {
            let mut game = Klondike::new(&Deal::from_seed(seed).unwrap(), Rules::DRAW_THREE);
            for _ in 0..200 {
                let (board, _) = Board::new(&game);
                let (free, roomy) = (board.free(), board.roomy());
                let coming = board.locked | board.talon_cards;
                let usable = board.usable(coming);
                for index in 0..52 {
                    let card = Card::from_index(index).unwrap();
                    let used = board.could_use(card, coming);
                    assert_eq!(usable & bit(card) != 0, used, "seed {seed}, {card} used");
                    assert_eq!(twins(bit(card)), bit(twin(card)));
                    let top = board.foundations[card.suit() as usize] == card.rank();
                    assert_eq!(board.tops() & bit(card) != 0, top, "seed {seed}, {card} top");
                    assert_eq!(
                        board.next_up() & bit(card) != 0,
                        board.goes_up(card),
                        "{card} next"
                    );
                    if board.visible & bit(card) != 0 {
                        assert_eq!(
                            free & bit(card) != 0,
                            board.is_free(card),
                            "seed {seed}, {card} free"
                        );
                    } else {
                        assert_eq!(
                            roomy & bit(card) != 0,
                            board.has_room(card),
                            "seed {seed}, {card} room"
                        );
                    }
                }
                boards += 1;
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let played = moves[rng.below(moves.len() as u32) as usize];
                game.play(played).unwrap();
            }
        }
        assert!(boards > 30_000, "{boards}");
    }

    #[test]
    fn what_is_kept_step_by_step_is_what_is_found_anew() {
        use super::super::{Deal, Klondike};
        let mut rng = crate::Rng::new(7);
        let none = Prunings {
            safe_moves: false,
            focused: false,
            deferrals: false,
            ups_first: false,
        };
        let mut steps_played = 0;
        for seed in 1..=200 {
            for rules in [Rules::DRAW_THREE, Rules::DRAW_ONE] {
                let game = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
                let (mut board, start) = Board::new(&game);
                for _ in 0..150 {
                    let mut steps = Vec::new();
                    board.steps(&start, none, Order::Ups, true, &mut steps);
                    if steps.is_empty() {
                        break;
                    }
                    board.play(&start, steps[rng.below(steps.len() as u32) as usize]);
                    assert_eq!(board.zobrist, board.zobrist_anew(), "seed {seed}");
                    assert_eq!(board.next_up, board.next_up_anew(), "seed {seed}");
                    steps_played += 1;
                }
            }
        }
        assert!(steps_played > 20_000, "{steps_played}");
    }

    #[test]
    fn the_waste_sizes_reached_are_those_drawing_reaches() {
        use super::super::{Deal, Klondike};
        let game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::DRAW_THREE);
        let (mut board, _) = Board::new(&game);
        // Draw from the waste's size on, then turn the waste over and draw from nothing.
        let by_drawing = |waste: u8, total: u8, draw: u8, recycle: bool| {
            let (mut now, mut later) = (0u32, 0u32);
            let mut at = waste;
            loop {
                now |= 1 << at;
                if at == total {
                    break;
                }
                at = (at + draw).min(total);
            }
            let mut at = 0;
            while recycle && at < total {
                at = (at + draw).min(total);
                later |= 1 << at;
            }
            [now & !1, later & !now & !1]
        };
        for rules in [
            Rules::DRAW_ONE,
            Rules::DRAW_THREE,
            Rules::new(3, 2, true).unwrap(),
        ] {
            for total in 0..=24 {
                for waste in 0..=total {
                    for recycles in 0..2 {
                        (board.talon_len, board.waste, board.recycles) = (total, waste, recycles);
                        let recycle = total > 0 && board.may_recycle(rules);
                        let expected = by_drawing(waste, total, rules.draw.cards(), recycle);
                        assert_eq!(
                            board.reachable_wastes(rules),
                            expected,
                            "{waste} of {total}, {rules:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_hash_after_a_step_found_without_playing_it_is_the_hash_after_playing_it() {
        use super::super::{Deal, Klondike};
        let all = Prunings {
            safe_moves: true,
            focused: true,
            deferrals: true,
            ups_first: true,
        };
        let settle = |board: &mut Board, start: &Start| {
            while let Some(step) = board.safe_step(start.rules) {
                board.play(start, step);
            }
        };
        let mut rng = crate::Rng::new(11);
        let (mut found, mut played) = (0, 0);
        let limited = Rules::new(1, 3, true).unwrap();
        for seed in 1..=300 {
            for rules in [
                Rules::DRAW_THREE,
                Rules::DRAW_ONE,
                limited,
                Rules::new(3, 2, true).unwrap(),
            ] {
                let game = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
                let (mut board, start) = Board::new(&game);
                settle(&mut board, &start);
                for _ in 0..120 {
                    let mut steps = Vec::new();
                    board.steps(&start, all, Order::Ups, true, &mut steps);
                    for &step in &steps {
                        let mut next = board;
                        next.play(&start, step);
                        // Never found where a safe move follows; where none does, always found
                        // for a step that turns a card up or brings one down from a foundation
                        // (from the talon, only where no card the talon keeps could be at risk).
                        let safe_follows = next.safe_step(rules).is_some();
                        settle(&mut next, &start);
                        played += 1;
                        let hash = board.hash_after(&start, step);
                        if safe_follows || matches!(step, Step::Up(_) | Step::TalonUp { .. }) {
                            assert_eq!(hash, None, "seed {seed}, {rules:?}, {step:?}");
                        } else if matches!(step, Step::Reveal(_) | Step::Down(_)) {
                            assert!(hash.is_some(), "seed {seed}, {rules:?}, {step:?}");
                        }
                        if let Some(hash) = hash {
                            assert_eq!(hash, next.hash(rules), "seed {seed}, {rules:?}, {step:?}");
                            found += 1;
                        }
                    }
                    let Some(&step) = steps.get(rng.below(steps.len().max(1) as u32) as usize) else {
                        break;
                    };
                    board.play(&start, step);
                    settle(&mut board, &start);
                }
            }
        }
        assert!(found > played / 2 && played > 100_000, "{found} of {played}");
    }

    /// The last foundation still open: clubs, diamonds and hearts up, spades to the ten; the jack
    /// of spades face down under the king, the queen the talon's one card. Moving the king away
    /// turns up the only card any foundation takes next, which then goes up at once: no hash of
    /// that step is found without playing it, or it is the hash after playing it.
    #[test]
    fn a_step_turning_up_the_one_card_the_foundations_take_is_played() {
        use super::super::{Deal, Klondike};
        let card = |text: &str| Card::parse(text).unwrap();
        let mut game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::DRAW_ONE);
        game.foundations = [13, 13, 13, 10];
        for pile in &mut game.piles {
            pile.len = 0;
            pile.face_down = 0;
        }
        game.piles[0].cards[..2].copy_from_slice(&[card("JS"), card("KS")]);
        (game.piles[0].len, game.piles[0].face_down) = (2, 1);
        game.talon[0] = card("QS");
        (game.talon_len, game.waste) = (1, 0);
        let (mut board, start) = Board::new(&game);
        while let Some(step) = board.safe_step(start.rules) {
            board.play(&start, step);
        }
        let all = Prunings {
            safe_moves: true,
            focused: true,
            deferrals: true,
            ups_first: true,
        };
        let mut steps = Vec::new();
        board.steps(&start, all, Order::Ups, true, &mut steps);
        assert!(!steps.is_empty());
        for &step in &steps {
            let mut next = board;
            next.play(&start, step);
            while let Some(safe) = next.safe_step(start.rules) {
                next.play(&start, safe);
            }
            if let Some(hash) = board.hash_after(&start, step) {
                assert_eq!(hash, next.hash(start.rules), "{step:?}");
            }
        }
    }

    #[test]
    fn a_safe_last_talon_card_goes_up_at_once_only_where_that_moves_no_other_card() {
        use super::super::{Deal, Klondike};
        // Game 1 with an ace of its talon made the talon's last card, and no card on the tableau
        // showing (its aces would go up first).
        let game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::DRAW_THREE);
        let (mut board, _) = Board::new(&game);
        (board.visible, board.locked) = (0, 0);
        let last = usize::from(board.talon_len) - 1;
        let ace = (0..last).find(|&at| board.talon[at].rank() == 1).unwrap();
        board.talon.swap(ace, last);
        let up = Step::TalonUp {
            waste: board.talon_len,
            recycle: false,
        };
        // The waste empty, or holding a multiple of three cards: drawing reaches the end and back.
        for waste in [0, 3] {
            board.waste = waste;
            assert_eq!(board.safe_step(Rules::DRAW_THREE), Some(up), "waste {waste}");
        }
        // Two cards in the waste: going to the end and round again would lose that boundary.
        board.waste = 2;
        assert_eq!(board.safe_step(Rules::DRAW_THREE), None);
        // With limited passes, going to the end spends the pass; with draw 1 the other rule holds.
        board.waste = 0;
        assert_eq!(board.safe_step(Rules::new(3, 2, true).unwrap()), None);
        assert!(!board.last_is_safe(Rules::DRAW_ONE));
    }

    /// `waste_class` merges two sizes of the waste exactly when drawing and turning the waste
    /// over lead from each position to the other (tried on every size of the waste of talons
    /// that random play shortened, under unlimited and limited passes).
    #[test]
    fn two_wastes_share_a_class_exactly_when_drawing_leads_each_to_the_other() {
        use super::super::{Deal, Klondike, Move};
        let mut rng = crate::Rng::new(39);
        let (mut merged, mut apart, mut talons) = (0, 0, std::collections::BTreeSet::new());
        for rules in [
            Rules::DRAW_THREE,
            Rules::new(1, 0, true).unwrap(),
            Rules::new(3, 3, true).unwrap(),
            Rules::new(1, 2, false).unwrap(),
        ] {
            let unlimited = matches!(rules.passes, Passes::Unlimited);
            // The recycles count only where the passes are limited.
            let key = |g: &Klondike| (g.waste, if unlimited { 0 } else { g.recycles });
            // Every position drawing and turning over lead to from `from` (the moves of the
            // rules themselves, played one after the other), as keys.
            let reached = |from: Klondike| {
                let mut seen = std::vec![key(&from)];
                let mut at = from;
                for _ in 0..4 * STOCK_CARDS {
                    if at.play(Move::Draw).is_err() && at.play(Move::Recycle).is_err() {
                        break;
                    }
                    seen.push(key(&at));
                }
                seen
            };
            for seed in 1..=60 {
                let mut game = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
                for _ in 0..rng.below(80) {
                    let moves = game.legal_moves();
                    let Some(&played) = moves.get(rng.below(moves.len().max(1) as u32) as usize) else {
                        break;
                    };
                    game.play(played).unwrap();
                }
                talons.insert(game.talon_len);
                let sizes: std::vec::Vec<Klondike> = (0..=game.talon_len)
                    .map(|waste| {
                        let mut sized = game;
                        sized.waste = waste;
                        sized
                    })
                    .collect();
                let reach: std::vec::Vec<_> = sizes.iter().map(|&g| reached(g)).collect();
                let class = |g: &Klondike| Board::new(g).0.waste_class(rules);
                for (i, a) in sizes.iter().enumerate() {
                    for (j, b) in sizes.iter().enumerate().skip(i + 1) {
                        let each_other = reach[i].contains(&key(b)) && reach[j].contains(&key(a));
                        let same = class(a) == class(b);
                        assert_eq!(
                            same, each_other,
                            "{rules:?}, seed {seed}: wastes {} and {} of {}",
                            a.waste, b.waste, game.talon_len
                        );
                        if same {
                            merged += 1;
                        } else {
                            apart += 1;
                        }
                    }
                }
            }
        }
        assert!(
            merged > 1000 && apart > 1000 && talons.len() > 10,
            "{merged} {apart} {talons:?}"
        );
    }

    /// `king_waits`, which lets the focused search empty a pile, is the rule as its documentation
    /// words it, read off the game: a king in the talon, one on its foundation when cards may come
    /// back, or one among a pile's start cards with another start card under it. Compared over
    /// random play under three rule sets, where it holds and where it does not.
    #[test]
    fn a_king_waits_exactly_where_one_could_move_into_an_empty_pile() {
        use super::super::{Deal, Klondike};
        let king = |card: &Card| card.rank() == 13;
        let naive = |game: &Klondike| {
            let rules = game.rules();
            (rules.worry_back && game.foundations().contains(&13))
                || game.waste().iter().chain(game.stock()).any(king)
                || game.piles().iter().any(|pile| {
                    let start = (pile.face_down().len() + 1).min(pile.cards().len());
                    pile.cards()[..start].iter().skip(1).any(king)
                })
        };
        let mut rng = crate::Rng::new(578);
        let (mut waits, mut none_waits) = (0, 0);
        let no_worry = Rules::new(1, 0, false).unwrap();
        for seed in 1..=150 {
            for rules in [Rules::DRAW_THREE, Rules::DRAW_ONE, no_worry] {
                let mut game = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
                for _ in 0..300 {
                    let (board, start) = Board::new(&game);
                    let expected = naive(&game);
                    assert_eq!(
                        board.king_waits(&start),
                        expected,
                        "seed {seed}\n{}",
                        game.thoughtful()
                    );
                    if expected {
                        waits += 1;
                    } else {
                        none_waits += 1;
                    }
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    game.play(moves[rng.below(moves.len() as u32) as usize]).unwrap();
                }
            }
        }
        std::println!("a king waits in {waits} positions, none in {none_waits}");
        assert!(waits > 100_000 && none_waits > 5_000, "{waits} {none_waits}");
    }

    /// `has_a_card_stuck` in the middle of games, against the rule written out plainly on the
    /// game's piles: a start card other than a king or an ace is stuck when the card below it in
    /// its suit is not up and lies under it in its pile (or is stuck), and each card it could go
    /// on lies under it, is stuck, or (where no card comes back) is on its foundation. Compared
    /// over random play with and without worrying back.
    #[test]
    fn a_card_is_stuck_mid_game_exactly_where_the_plain_rule_says() {
        use super::super::{Deal, Klondike, Move};
        let plain = |game: &Klondike| {
            let (rules, foundations) = (game.rules(), game.foundations());
            let mut stuck: std::vec::Vec<Card> = std::vec::Vec::new();
            loop {
                let before = stuck.len();
                for pile in game.piles() {
                    let start = (pile.face_down().len() + 1).min(pile.cards().len());
                    let cards = &pile.cards()[..start];
                    for (depth, &card) in cards.iter().enumerate() {
                        if card.rank() == 1 || card.rank() == 13 || stuck.contains(&card) {
                            continue;
                        }
                        let never = |other: Card| cards[..depth].contains(&other) || stuck.contains(&other);
                        let below = Card::new(card.rank() - 1, card.suit()).unwrap();
                        let below_never = foundations[card.suit() as usize] < below.rank() && never(below);
                        let parents_never = Suit::ALL
                            .into_iter()
                            .filter(|suit| suit.is_red() != card.suit().is_red())
                            .map(|suit| Card::new(card.rank() + 1, suit).unwrap())
                            .all(|parent| {
                                never(parent)
                                    || (!rules.worry_back
                                        && foundations[parent.suit() as usize] >= parent.rank())
                            });
                        if below_never && parents_never {
                            for &under in &cards[..=depth] {
                                if !stuck.contains(&under) {
                                    stuck.push(under);
                                }
                            }
                        }
                    }
                }
                if stuck.len() == before {
                    return !stuck.is_empty();
                }
            }
        };
        let mut rng = crate::Rng::new(311);
        let (mut stuck, mut positions) = (0, 0);
        for seed in 1..=300 {
            for rules in [
                Rules::new(1, 0, false).unwrap(),
                Rules::new(3, 0, false).unwrap(),
                Rules::DRAW_ONE,
            ] {
                let mut game = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
                for _ in 0..300 {
                    let (board, start) = Board::new(&game);
                    let expected = plain(&game);
                    assert_eq!(
                        board.has_a_card_stuck(&start),
                        expected,
                        "seed {seed}\n{}",
                        game.thoughtful()
                    );
                    stuck += usize::from(expected);
                    positions += 1;
                    // Foundation moves first, when there are any, so that games get far.
                    let moves = game.legal_moves();
                    let ups: std::vec::Vec<_> = moves
                        .iter()
                        .copied()
                        .filter(|played| {
                            matches!(played, Move::PileToFoundation(_) | Move::WasteToFoundation)
                        })
                        .collect();
                    let choice = if ups.is_empty() || rng.below(2) == 0 {
                        &moves[..]
                    } else {
                        &ups[..]
                    };
                    if choice.is_empty() {
                        break;
                    }
                    game.play(choice[rng.below(choice.len() as u32) as usize])
                        .unwrap();
                }
            }
        }
        std::println!("{stuck} of {positions} positions with a stuck card");
        assert!(stuck > 1000, "{stuck} of {positions}");
    }
}
