//! A game of Klondike: the position, its moves, and taking them back.

use core::hash::{Hash, Hasher};

use heapless::Vec;

use super::card::{Card, Suit};
use super::deal::{Deal, STOCK_CARDS};
use super::rules::{Passes, Rules};
use crate::Error;

/// The tableau's piles.
pub const PILES: usize = 7;

/// The most cards a pile holds: 6 face down under a king-to-ace run.
pub const MAX_PILE: usize = 6 + 13;

/// At most 86 moves are legal at once: draw or turn the waste over (1), the waste's card to a
/// foundation (1) or a pile (7), each pile's top card to a foundation (7), a run of each pile
/// onto each other pile (7 × 6: a pile takes only one run from a given pile), and a card of
/// each foundation onto each pile (4 × 7).
pub const MAX_MOVES: usize = 1 + 1 + PILES + PILES + PILES * (PILES - 1) + 4 * PILES;

/// The legal moves of a position.
pub type MoveList = Vec<Move, MAX_MOVES>;

/// One move. Piles are numbered 0 to 6 from the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Turn the next one or three cards (the rules' draw) of the stock onto the waste.
    Draw,
    /// Turn the whole waste over, back into the stock (the stock must be empty).
    Recycle,
    /// The waste's top card onto its foundation.
    WasteToFoundation,
    /// The waste's top card onto a pile.
    WasteToPile(u8),
    /// A pile's top card onto its foundation.
    PileToFoundation(u8),
    /// The top `cards` face-up cards of pile `from`, in order, onto pile `to`.
    PileToPile {
        /// The pile the cards leave.
        from: u8,
        /// The pile they go onto.
        to: u8,
        /// How many cards: the top card and the ones under it.
        cards: u8,
    },
    /// The top card of a suit's foundation back onto a pile ("worrying back").
    FoundationToPile {
        /// The foundation's suit.
        suit: Suit,
        /// The pile the card goes onto.
        to: u8,
    },
}

impl Move {
    /// The move as four small numbers, as the byte images and the player's plan keep it: its kind
    /// (0 to 6, in the order of the variants), then its pile, its second pile or suit, and its
    /// count (0 where unused).
    pub(super) fn parts(self) -> [u8; 4] {
        match self {
            Move::Draw => [0, 0, 0, 0],
            Move::Recycle => [1, 0, 0, 0],
            Move::WasteToFoundation => [2, 0, 0, 0],
            Move::WasteToPile(to) => [3, to, 0, 0],
            Move::PileToFoundation(from) => [4, from, 0, 0],
            Move::PileToPile { from, to, cards } => [5, from, to, cards],
            Move::FoundationToPile { suit, to } => [6, suit as u8, to, 0],
        }
    }

    /// The move [`Move::parts`] gave, if these are the parts of one: piles 0 to 6, two piles
    /// apart, 1 to [`MAX_PILE`] cards, and 0 where a part is unused.
    pub(super) fn from_parts([kind, a, b, c]: [u8; 4]) -> Option<Move> {
        let pile = |byte: u8| (usize::from(byte) < PILES).then_some(byte);
        let unused = |bytes: &[u8]| bytes.iter().all(|&byte| byte == 0);
        Some(match kind {
            0 if unused(&[a, b, c]) => Move::Draw,
            1 if unused(&[a, b, c]) => Move::Recycle,
            2 if unused(&[a, b, c]) => Move::WasteToFoundation,
            3 if unused(&[b, c]) => Move::WasteToPile(pile(a)?),
            4 if unused(&[b, c]) => Move::PileToFoundation(pile(a)?),
            5 if a != b && (1..=MAX_PILE as u8).contains(&c) => Move::PileToPile {
                from: pile(a)?,
                to: pile(b)?,
                cards: c,
            },
            6 if c == 0 => Move::FoundationToPile {
                suit: Suit::from_index(a)?,
                to: pile(b)?,
            },
            _ => return None,
        })
    }
}

/// What [`Klondike::play`] did, to hand back to [`Klondike::undo`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Played {
    /// The move.
    pub played: Move,
    /// The card it moved (for a run, the lowest; for a draw or a recycle, the waste's new top
    /// or the stock's next card, for the record only).
    pub card: Card,
    /// The card under the moved cards, if the move turned it face up.
    pub turned_up: Option<Card>,
    /// The waste's size before the move (a draw or a recycle changes it).
    pub(super) waste_before: u8,
}

/// One tableau pile: `cards[..len]` from the bottom up, the first `face_down` of them face down.
/// (Equality and hashing look at those cards only.)
#[derive(Clone, Copy, Debug)]
pub struct Pile {
    pub(super) cards: [Card; MAX_PILE],
    pub(super) len: u8,
    pub(super) face_down: u8,
}

impl Pile {
    /// Every card, from the bottom up.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    /// The face-down cards, from the bottom up.
    pub fn face_down(&self) -> &[Card] {
        &self.cards[..usize::from(self.face_down)]
    }

    /// The face-up cards, from the bottom up: a run down in alternate colours.
    pub fn face_up(&self) -> &[Card] {
        &self.cards[usize::from(self.face_down)..usize::from(self.len)]
    }

    /// The top card (face up, unless the pile is empty).
    pub fn top(&self) -> Option<Card> {
        self.cards().last().copied()
    }

    /// Whether the pile has no card.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `card` may be put on this pile.
    pub(super) fn takes(&self, card: Card) -> bool {
        match self.top() {
            Some(top) => card.goes_on(top),
            None => card.rank() == 13,
        }
    }

    fn push(&mut self, card: Card) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
    }

    /// How many of the top cards go onto `target` together: the one run of this pile's face-up
    /// cards whose lowest card is a rank below the target's top (or a king, for an empty target),
    /// if that card is there and of the other colour.
    pub(super) fn run_onto(&self, target: &Pile) -> Option<u8> {
        let up = self.face_up();
        let (lowest, highest) = (up.last()?.rank(), up[0].rank());
        let needed = match target.top() {
            Some(top) if top.rank() > 1 => top.rank() - 1,
            Some(_) => return None,
            None => 13,
        };
        if needed < lowest || needed > highest {
            return None;
        }
        let cards = needed - lowest + 1;
        target.takes(up[up.len() - usize::from(cards)]).then_some(cards)
    }
}

/// A Klondike position: the tableau, the foundations, the stock and the waste, and the rules.
///
/// The stock and the waste are one row of cards, the talon, which keeps its order when cards
/// are drawn: `talon[..waste]` is the waste (its top last) and `talon[waste..]` the stock (the
/// next card drawn first). Drawing moves the boundary; turning the waste over moves it back to 0.
#[derive(Clone, Copy, Debug)]
pub struct Klondike {
    pub(super) rules: Rules,
    pub(super) piles: [Pile; PILES],
    pub(super) foundations: [u8; 4],
    pub(super) talon: [Card; STOCK_CARDS],
    pub(super) talon_len: u8,
    pub(super) waste: u8,
    pub(super) recycles: u32,
}

impl PartialEq for Pile {
    fn eq(&self, other: &Pile) -> bool {
        self.cards() == other.cards() && self.face_down == other.face_down
    }
}

impl Eq for Pile {}

impl Hash for Pile {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.cards().hash(state);
        self.face_down.hash(state);
    }
}

impl PartialEq for Klondike {
    fn eq(&self, other: &Klondike) -> bool {
        fn talon(game: &Klondike) -> (usize, &[Card]) {
            (game.waste().len(), &game.talon[..usize::from(game.talon_len)])
        }
        self.rules == other.rules
            && self.piles == other.piles
            && self.foundations == other.foundations
            && talon(self) == talon(other)
            && self.recycles == other.recycles
    }
}

impl Eq for Klondike {}

impl Hash for Klondike {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (
            self.rules,
            self.piles,
            self.foundations,
            self.waste,
            self.recycles,
        )
            .hash(state);
        self.talon[..usize::from(self.talon_len)].hash(state);
    }
}

impl Klondike {
    /// The position a deal starts from, under `rules`.
    pub fn new(deal: &Deal, rules: Rules) -> Klondike {
        let cards = deal.cards();
        let empty = Pile {
            cards: [cards[0]; MAX_PILE],
            len: 0,
            face_down: 0,
        };
        let mut piles = [empty; PILES];
        for (index, pile) in piles.iter_mut().enumerate() {
            for height in 0..=index {
                pile.push(deal.tableau_card(index, height));
            }
            pile.face_down = index as u8;
        }
        let mut talon = [cards[0]; STOCK_CARDS];
        talon.copy_from_slice(&cards[52 - STOCK_CARDS..]);
        Klondike {
            rules,
            piles,
            foundations: [0; 4],
            talon,
            talon_len: STOCK_CARDS as u8,
            waste: 0,
            recycles: 0,
        }
    }

    /// The rules the game is played by.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The tableau, pile 0 on the left.
    pub fn piles(&self) -> &[Pile; PILES] {
        &self.piles
    }

    /// How many cards each suit's foundation holds, in the order of [`Suit::ALL`].
    pub const fn foundations(&self) -> [u8; 4] {
        self.foundations
    }

    /// The top card of a suit's foundation.
    pub fn foundation_top(&self, suit: Suit) -> Option<Card> {
        Card::new(self.foundations[suit as usize], suit)
    }

    /// The waste, its top card last.
    pub fn waste(&self) -> &[Card] {
        &self.talon[..usize::from(self.waste)]
    }

    /// The stock, the next card drawn first.
    pub fn stock(&self) -> &[Card] {
        &self.talon[usize::from(self.waste)..usize::from(self.talon_len)]
    }

    /// How many times the waste has been turned over into the stock.
    pub const fn recycles(&self) -> u32 {
        self.recycles
    }

    /// Whether every card is on its foundation.
    pub fn is_won(&self) -> bool {
        self.foundations == [13; 4]
    }

    /// Whether the rules allow turning the waste over once more.
    pub(super) fn may_recycle(&self) -> bool {
        match self.rules.passes {
            Passes::Unlimited => true,
            Passes::Limited(passes) => self.recycles.saturating_add(1) < u32::from(passes.get()),
        }
    }

    fn pile(&self, index: u8) -> Result<&Pile, Error> {
        self.piles
            .get(usize::from(index))
            .ok_or(Error::KlondikePileOutOfRange)
    }

    fn takes_on_foundation(&self, card: Card) -> bool {
        self.foundations[card.suit() as usize] + 1 == card.rank()
    }

    /// Why `played` is refused here, or `Ok` if it is legal.
    pub fn check(&self, played: Move) -> Result<(), Error> {
        match played {
            Move::Draw => {
                if self.stock().is_empty() {
                    return Err(Error::KlondikeStockEmpty);
                }
            }
            Move::Recycle => {
                if !self.stock().is_empty() || self.waste().is_empty() || !self.may_recycle() {
                    return Err(Error::KlondikeNoRedeal);
                }
            }
            Move::WasteToFoundation => {
                let card = self.waste().last().copied().ok_or(Error::KlondikeNothingThere)?;
                if !self.takes_on_foundation(card) {
                    return Err(Error::KlondikeNotOnFoundation);
                }
            }
            Move::WasteToPile(to) => {
                let to = self.pile(to)?;
                let card = self.waste().last().copied().ok_or(Error::KlondikeNothingThere)?;
                if !to.takes(card) {
                    return Err(Error::KlondikeNotOnTableau);
                }
            }
            Move::PileToFoundation(from) => {
                let card = self.pile(from)?.top().ok_or(Error::KlondikeNothingThere)?;
                if !self.takes_on_foundation(card) {
                    return Err(Error::KlondikeNotOnFoundation);
                }
            }
            Move::PileToPile { from, to, cards } => {
                let (source, target) = (self.pile(from)?, self.pile(to)?);
                if from == to {
                    return Err(Error::KlondikeSamePile);
                }
                if cards == 0 || usize::from(cards) > source.cards().len() {
                    return Err(Error::KlondikeNothingThere);
                }
                let up = source.face_up();
                if usize::from(cards) > up.len() {
                    return Err(Error::KlondikeFaceDown);
                }
                if !target.takes(up[up.len() - usize::from(cards)]) {
                    return Err(Error::KlondikeNotOnTableau);
                }
            }
            Move::FoundationToPile { suit, to } => {
                let target = self.pile(to)?;
                if !self.rules.worry_back {
                    return Err(Error::KlondikeNoWorryBack);
                }
                let card = self.foundation_top(suit).ok_or(Error::KlondikeNothingThere)?;
                if !target.takes(card) {
                    return Err(Error::KlondikeNotOnTableau);
                }
            }
        }
        Ok(())
    }

    /// Whether `played` is legal here.
    pub fn is_legal(&self, played: Move) -> bool {
        self.check(played).is_ok()
    }

    /// Plays `played`, or refuses it with the reason and changes nothing. A pile's new top card
    /// is turned face up at once.
    pub fn play(&mut self, played: Move) -> Result<Played, Error> {
        self.check(played)?;
        let waste_before = self.waste;
        let mut turned_up = None;
        let card = match played {
            Move::Draw | Move::Recycle => {
                if played == Move::Draw {
                    self.waste = (self.waste + self.rules.draw.cards()).min(self.talon_len);
                } else {
                    self.waste = 0;
                    self.recycles = self.recycles.saturating_add(1);
                }
                self.talon[usize::from(self.waste.max(1) - 1)]
            }
            Move::WasteToFoundation => {
                let card = self.take_waste();
                self.foundations[card.suit() as usize] += 1;
                card
            }
            Move::WasteToPile(to) => {
                let card = self.take_waste();
                self.piles[usize::from(to)].push(card);
                card
            }
            Move::PileToFoundation(from) => {
                let pile = &mut self.piles[usize::from(from)];
                pile.len -= 1;
                let card = pile.cards[usize::from(pile.len)];
                self.foundations[card.suit() as usize] += 1;
                turned_up = Self::turn_up(pile);
                card
            }
            Move::PileToPile { from, to, cards } => {
                let source = self.piles[usize::from(from)];
                let start = usize::from(source.len - cards);
                for &card in &source.cards[start..usize::from(source.len)] {
                    self.piles[usize::from(to)].push(card);
                }
                let pile = &mut self.piles[usize::from(from)];
                pile.len -= cards;
                turned_up = Self::turn_up(pile);
                source.cards[start]
            }
            Move::FoundationToPile { suit, to } => {
                let card = self.foundation_top(suit).ok_or(Error::KlondikeNothingThere)?;
                self.foundations[suit as usize] -= 1;
                self.piles[usize::from(to)].push(card);
                card
            }
        };
        Ok(Played {
            played,
            card,
            turned_up,
            waste_before,
        })
    }

    /// Takes back the last move played, as [`Klondike::play`] reported it; refuses a record that
    /// does not fit this position and changes nothing.
    pub fn undo(&mut self, record: Played) -> Result<(), Error> {
        if !self.can_undo(record) {
            return Err(Error::KlondikeCannotUndo);
        }
        let card = record.card;
        match record.played {
            Move::Draw | Move::Recycle => {
                self.recycles -= u32::from(record.played == Move::Recycle);
                self.waste = record.waste_before;
            }
            Move::WasteToFoundation => {
                self.foundations[card.suit() as usize] -= 1;
                self.put_back_on_waste(card);
            }
            Move::WasteToPile(to) => {
                self.piles[usize::from(to)].len -= 1;
                self.put_back_on_waste(card);
            }
            Move::PileToFoundation(from) => {
                self.foundations[card.suit() as usize] -= 1;
                let pile = &mut self.piles[usize::from(from)];
                pile.face_down += u8::from(record.turned_up.is_some());
                pile.push(card);
            }
            Move::PileToPile { from, to, cards } => {
                let target = self.piles[usize::from(to)];
                let pile = &mut self.piles[usize::from(from)];
                pile.face_down += u8::from(record.turned_up.is_some());
                for &moved in &target.cards[usize::from(target.len - cards)..usize::from(target.len)] {
                    pile.push(moved);
                }
                self.piles[usize::from(to)].len -= cards;
            }
            Move::FoundationToPile { suit, to } => {
                self.piles[usize::from(to)].len -= 1;
                self.foundations[suit as usize] += 1;
            }
        }
        Ok(())
    }

    /// Whether `record` is a move whose result this position could be: what it moved lies where
    /// it went, and there is room where it came from.
    fn can_undo(&self, record: Played) -> bool {
        let card = record.card;
        let on_foundation = self.foundation_top(card.suit()) == Some(card);
        let on_pile = |to: u8| {
            self.pile(to)
                .is_ok_and(|pile| pile.face_up().last() == Some(&card))
        };
        let back_to_waste =
            usize::from(self.talon_len) < STOCK_CARDS && record.waste_before == self.waste + 1;
        // Back on a pile: onto the card it lay on, face up (unless the move turned that one up,
        // which then goes face down again).
        let back_to_pile = |from: u8, base: Card| {
            self.pile(from)
                .is_ok_and(|pile| match (record.turned_up, pile.top()) {
                    (Some(turned), _) => pile.face_up() == [turned],
                    (None, Some(top)) => base.goes_on(top),
                    (None, None) => true,
                })
        };
        match record.played {
            Move::Draw => {
                record.waste_before < self.waste
                    && self.waste == (record.waste_before + self.rules.draw.cards()).min(self.talon_len)
            }
            Move::Recycle => self.waste == 0 && self.recycles > 0 && record.waste_before == self.talon_len,
            Move::WasteToFoundation => on_foundation && back_to_waste,
            Move::WasteToPile(to) => on_pile(to) && back_to_waste,
            Move::PileToFoundation(from) => {
                on_foundation
                    && back_to_pile(from, card)
                    && usize::from(self.piles[usize::from(from)].len) < MAX_PILE
            }
            Move::PileToPile { from, to, cards } => {
                let (Ok(source), Ok(target)) = (self.pile(from), self.pile(to)) else {
                    return false;
                };
                let up = target.face_up();
                from != to
                    && cards > 0
                    && up.len() >= usize::from(cards)
                    && up[up.len() - usize::from(cards)] == card
                    && usize::from(source.len + cards) <= MAX_PILE
                    && back_to_pile(from, card)
            }
            Move::FoundationToPile { suit, to } => {
                card.suit() == suit && on_pile(to) && self.foundations[suit as usize] + 1 == card.rank()
            }
        }
    }

    /// The same position with the cards a player cannot see dealt again at random among their
    /// places: a guess at the hidden cards. A player cannot see the face-down cards of the piles,
    /// nor the stock until it has been gone through once: after the waste's first turn, every
    /// card of the talon has been seen, in its order. The guess depends on what a player sees
    /// alone: the unseen cards are put in order before the shuffle, so their real order plays no
    /// part.
    pub fn with_hidden_shuffled(&self, rng: &mut crate::Rng) -> Klondike {
        self.with_unseen_dealt(|cards| rng.shuffle(cards))
    }

    /// The same position with the cards a player cannot see dealt among their places in order,
    /// the lowest first (by suit, then rank): what a player knows, with nothing of the real
    /// order of the hidden cards left in it.
    pub fn as_seen(&self) -> Klondike {
        self.with_unseen_dealt(|_| {})
    }

    /// Whether the stock's cards are still unseen: the waste has never been turned over.
    pub(super) fn stock_unseen(&self) -> bool {
        self.recycles == 0
    }

    /// How many cards a player cannot see.
    pub fn unseen_count(&self) -> usize {
        let face_down: usize = self.piles.iter().map(|pile| pile.face_down().len()).sum();
        face_down
            + if self.stock_unseen() {
                self.stock().len()
            } else {
                0
            }
    }

    /// The position with the unseen cards put in order (the lowest index first), rearranged by
    /// `deal`, and dealt back into their places: the face-down cards pile by pile, then the
    /// stock while it is unseen.
    fn with_unseen_dealt(&self, deal: impl FnOnce(&mut [Card])) -> Klondike {
        let mut unseen = [self.talon[0]; 52];
        let mut count = 0;
        let stock_unseen = self.stock_unseen();
        let stock: &[Card] = if stock_unseen { self.stock() } else { &[] };
        for &card in self.piles.iter().flat_map(|pile| pile.face_down()).chain(stock) {
            unseen[count] = card;
            count += 1;
        }
        unseen[..count].sort_unstable_by_key(|card| card.index());
        deal(&mut unseen[..count]);
        let mut guess = *self;
        let mut next = unseen[..count].iter();
        for pile in &mut guess.piles {
            for slot in &mut pile.cards[..usize::from(pile.face_down)] {
                *slot = *next.next().unwrap_or(slot);
            }
        }
        if stock_unseen {
            let (waste, len) = (usize::from(guess.waste), usize::from(guess.talon_len));
            for slot in &mut guess.talon[waste..len] {
                *slot = *next.next().unwrap_or(slot);
            }
        }
        guess
    }

    fn take_waste(&mut self) -> Card {
        let top = usize::from(self.waste) - 1;
        let card = self.talon[top];
        self.talon.copy_within(top + 1..usize::from(self.talon_len), top);
        self.talon_len -= 1;
        self.waste -= 1;
        card
    }

    fn put_back_on_waste(&mut self, card: Card) {
        let at = usize::from(self.waste);
        self.talon.copy_within(at..usize::from(self.talon_len), at + 1);
        self.talon[at] = card;
        self.talon_len += 1;
        self.waste += 1;
    }

    /// Turns the pile's top card face up if it is face down, and returns it then.
    fn turn_up(pile: &mut Pile) -> Option<Card> {
        let turns = pile.len > 0 && pile.face_down == pile.len;
        pile.face_down -= u8::from(turns);
        turns.then(|| pile.cards[usize::from(pile.len) - 1])
    }

    /// Every legal move, in a fixed order: to the foundations first, then from the waste, the
    /// piles and the foundations onto the piles, then the stock.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        let mut add = |played: Move| {
            // MAX_MOVES bounds every position (see its comment); a test asserts it.
            let _ = moves.push(played);
        };
        let waste_top = self.waste().last().copied();
        if waste_top.is_some_and(|card| self.takes_on_foundation(card)) {
            add(Move::WasteToFoundation);
        }
        for (from, pile) in self.piles.iter().enumerate() {
            if pile.top().is_some_and(|card| self.takes_on_foundation(card)) {
                add(Move::PileToFoundation(from as u8));
            }
        }
        for (to, target) in self.piles.iter().enumerate() {
            let to = to as u8;
            if waste_top.is_some_and(|card| target.takes(card)) {
                add(Move::WasteToPile(to));
            }
            for (from, source) in self.piles.iter().enumerate() {
                if from as u8 == to {
                    continue;
                }
                if let Some(cards) = source.run_onto(target) {
                    add(Move::PileToPile {
                        from: from as u8,
                        to,
                        cards,
                    });
                }
            }
            if self.rules.worry_back {
                for suit in Suit::ALL {
                    if self.foundation_top(suit).is_some_and(|card| target.takes(card)) {
                        add(Move::FoundationToPile { suit, to });
                    }
                }
            }
        }
        if !self.stock().is_empty() {
            add(Move::Draw);
        } else if self.is_legal(Move::Recycle) {
            add(Move::Recycle);
        }
        moves
    }
}
