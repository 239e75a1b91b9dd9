//! The simplified Klondike of a data-structures course (2019), with its card-pile [`Deque`].
//!
//! A deal ([`Solitaire::new`]) is the cards `0..n`. Every card starts in pile 0, in the given
//! order: the first card (list index 0, the deque's **rear**) is its top, the only one face up.
//! There are [`Solitaire::col_no`] = `n / 8 + 3` piles and [`Solitaire::chance_no`] = `2 * n`
//! moves.
//!
//! Tests of the assignment also build positions by hand, pile by pile, and those need not come
//! from any deal: the handout shows `0: 6 2 1` beside `1: 3 2 1 0`. [`Solitaire::from_piles`]
//! takes any piles of cards from 0 to [`MAX_CARD`], repeats allowed, and every rule below applies
//! to them as written.
//!
//! A move `(c1, c2)` ([`Solitaire::move_cards`]):
//! 1. `(0, 0)`: pile 0's top (rear) card goes to its bottom (front);
//! 2. `(0, c2)`: pile 0's top (rear) card goes onto the end (front) of pile `c2`, if `c2` is empty
//!    or its last (front) card is exactly one higher;
//! 3. `(c1, c2)`, both above 0 and different: the whole pile `c1` goes, in order, onto the end of
//!    pile `c2`, if `c2` is empty or `c1`'s first (rear) card is exactly one lower than `c2`'s last
//!    (front) card.
//!
//! Anything else is refused with a specific [`Error`] and changes nothing.
//!
//! ```
//! use digipeg::solitaire::Solitaire;
//! let mut game = Solitaire::new(&[2, 0, 1])?;
//! game.move_cards(0, 1)?; // 2 onto the empty pile 1
//! game.move_cards(0, 0)?; // 0 to the bottom of pile 0
//! assert_eq!(game.to_string(), "0: 1 * \n1: 2 \n2: \n");
//! # Ok::<(), digipeg::Error>(())
//! ```

use core::fmt;

use crate::{Error, Rng};

mod deque;
mod image;
mod play;
mod solver;

pub use deque::{Deque, PrintAll};
pub use play::{Play, PlayEnd};
pub use solver::{BUCKET, Entry, Hint, Line, MAX_LINE, Solved, hint, solve};

/// The most cards a game holds: a full 52-card deck fits.
pub const MAX_CARDS: usize = 64;

/// The most piles a game has: `MAX_CARDS / 8 + 3`.
pub const MAX_PILES: usize = MAX_CARDS / 8 + 3;

/// The highest card a position may hold: cards are `u8`s, 0 to 255. The same bound holds for
/// its `CardNo`.
pub const MAX_CARD: usize = u8::MAX as usize;

/// The most rounds (`ChanceNo`) a game may be given: 65535.
pub const MAX_CHANCES: usize = u16::MAX as usize;

/// At most 101 moves are legal at once: `(0, 0)`, pile 0 onto each of the other
/// `MAX_PILES - 1` piles, and each of those onto each of the other `MAX_PILES - 2`.
pub const MAX_MOVES: usize = 1 + (MAX_PILES - 1) + (MAX_PILES - 1) * (MAX_PILES - 2);

/// A pile of cards: it can hold every card of a game.
pub type Pile = Deque<u8, MAX_CARDS>;

/// A move: from pile `from` to pile `to`, both below [`MAX_PILES`] (whether they are piles of a
/// given game is checked when it is played). Made by [`Move::new`], never from raw fields:
///
/// ```compile_fail
/// let off_every_game = digipeg::solitaire::Move { from: 200, to: 0 }; // the fields are private
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    from: u8,
    to: u8,
}

impl Move {
    /// The move `(from, to)`, or [`Error::SolitairePileOutOfRange`] unless both are below
    /// [`MAX_PILES`].
    pub const fn new(from: usize, to: usize) -> Result<Move, Error> {
        if from < MAX_PILES && to < MAX_PILES {
            // Both fit: MAX_PILES is 11.
            Ok(Move {
                from: from as u8,
                to: to as u8,
            })
        } else {
            Err(Error::SolitairePileOutOfRange)
        }
    }

    /// The pile the cards leave (`c1`).
    pub const fn from(self) -> u8 {
        self.from
    }

    /// The pile the cards go onto (`c2`).
    pub const fn to(self) -> u8 {
        self.to
    }
}

/// The legal moves of a position, `(0, 0)` first, then by `from`, then by `to`.
pub type MoveList = heapless::Vec<Move, MAX_MOVES, u8>;

/// The number of piles of a game of `n` cards: `n / 8 + 3` (the original's `ColNo`).
pub const fn col_no_for(n: usize) -> usize {
    n / 8 + 3
}

/// An outside integer as a card: 0 to [`MAX_CARD`], else [`Error::SolitaireBadCard`]. (A
/// binding that names the pile holding a bad card checks each card with this.)
pub fn card_from_raw(card: i64) -> Result<u8, Error> {
    u8::try_from(card).map_err(|_| Error::SolitaireBadCard)
}

/// A game: the piles, pile 0 first, and the original's `CardNo` and `ChanceNo`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Solitaire {
    piles: [Pile; MAX_PILES],
    /// How many cards the piles hold together, at most [`MAX_CARDS`] (moves never change it).
    cards: u8,
    col_no: u8,
    card_no: u8,
    chance_no: u16,
}

impl Solitaire {
    /// A deal: every card in pile 0 in the given order, `cards[0]` on top.
    /// [`Error::SolitaireTooManyCards`] above [`MAX_CARDS`] cards, then
    /// [`Error::SolitaireNotAPermutation`] unless the cards are `0..n`, each exactly once.
    pub fn new(cards: &[u8]) -> Result<Solitaire, Error> {
        if cards.len() > MAX_CARDS {
            return Err(Error::SolitaireTooManyCards);
        }
        let mut seen = 0u64;
        for &card in cards {
            let bit = 1u64.checked_shl(u32::from(card)).unwrap_or(0);
            if usize::from(card) >= cards.len() || seen & bit != 0 {
                return Err(Error::SolitaireNotAPermutation);
            }
            seen |= bit;
        }
        Solitaire::from_cards(cards)
    }

    /// The handout's `Solitaire(ncards)` for any cards, repeats and gaps allowed: every card in
    /// pile 0 in the given order, `cards[0]` on top, `n / 8 + 3` piles, `CardNo = n` and
    /// `ChanceNo = 2 * n`. [`Error::SolitaireTooManyCards`] above [`MAX_CARDS`] cards.
    pub fn from_cards(cards: &[u8]) -> Result<Solitaire, Error> {
        let n = cards.len();
        if n > MAX_CARDS {
            return Err(Error::SolitaireTooManyCards);
        }
        let mut game = Solitaire::with_counts(col_no_for(n), n, n);
        for &card in cards {
            game.piles[0].add_front(card)?;
        }
        Ok(game)
    }

    /// A position built by hand. `piles[i]` is pile `i`'s cards from list index 0 (the rear;
    /// pile 0's top card) to the front. Up to [`MAX_PILES`] piles (`ColNo` is their number), at
    /// most [`MAX_CARDS`] cards in all, repeats allowed. `CardNo` is `card_no`, or the number of
    /// cards when `None`; `ChanceNo` is `2 * CardNo` until [`Solitaire::set_chance_no`].
    ///
    /// Errors, checked in this order (nothing is made then): [`Error::SolitaireTooManyPiles`],
    /// [`Error::SolitaireTooManyCards`], [`Error::SolitaireBadCardNo`] (above [`MAX_CARD`]).
    ///
    /// ```
    /// use digipeg::solitaire::Solitaire;
    /// // The handout's Section 3 example: cards 2 and 1 twice.
    /// let mut game = Solitaire::from_piles(&[&[6, 2, 1], &[3, 2, 1, 0]], None)?;
    /// assert_eq!((game.col_no(), game.card_no(), game.chance_no()), (2, 7, 14));
    /// game.move_cards(0, 0)?;
    /// assert_eq!(game.to_string(), "0: 2 * * \n1: 3 2 1 0 \n");
    /// # Ok::<(), digipeg::Error>(())
    /// ```
    pub fn from_piles(piles: &[&[u8]], card_no: Option<usize>) -> Result<Solitaire, Error> {
        if piles.len() > MAX_PILES {
            return Err(Error::SolitaireTooManyPiles);
        }
        let mut sizes = [0usize; MAX_PILES];
        let mut cards = [0i64; MAX_CARDS];
        let mut total = 0usize;
        for (size, pile) in sizes.iter_mut().zip(piles) {
            *size = pile.len();
            for (slot, &card) in cards.iter_mut().skip(total).zip(*pile) {
                *slot = i64::from(card);
            }
            total = total.saturating_add(pile.len());
        }
        let cards = cards.get(..total).ok_or(Error::SolitaireTooManyCards)?;
        let card_no = card_no.map(|n| i64::try_from(n).unwrap_or(i64::MAX));
        Solitaire::from_piles_raw(cards, sizes.get(..piles.len()).unwrap_or_default(), card_no)
    }

    /// [`Solitaire::from_piles`] with outside integers (bindings): `cards` holds every pile's
    /// cards one pile after the other, pile 0's first, and `sizes[i]` is how many of them are
    /// pile `i`'s. Errors in this order: [`Error::SolitaireTooManyPiles`],
    /// [`Error::SolitaireTooManyCards`] (also when the sizes do not add up to `cards.len()`),
    /// [`Error::SolitaireBadCard`] (a card outside 0 to [`MAX_CARD`]), [`Error::SolitaireBadCardNo`].
    pub fn from_piles_raw(cards: &[i64], sizes: &[usize], card_no: Option<i64>) -> Result<Solitaire, Error> {
        if sizes.len() > MAX_PILES {
            return Err(Error::SolitaireTooManyPiles);
        }
        let total = sizes.iter().try_fold(0usize, |sum, &size| sum.checked_add(size));
        if total.is_none_or(|total| total > MAX_CARDS || total != cards.len()) {
            return Err(Error::SolitaireTooManyCards);
        }
        let mut game = Solitaire::with_counts(sizes.len(), cards.len(), 0);
        let mut cards = cards.iter();
        for (pile, &size) in game.piles.iter_mut().zip(sizes) {
            for &card in cards.by_ref().take(size) {
                // Never full: MAX_CARDS cards in all, and a pile holds MAX_CARDS.
                pile.add_front(card_from_raw(card)?)?;
            }
        }
        let card_no = match card_no {
            None => game.card_count(),
            Some(n) => usize::try_from(n)
                .ok()
                .filter(|&n| n <= MAX_CARD)
                .ok_or(Error::SolitaireBadCardNo)?,
        };
        game.card_no = u8::try_from(card_no).map_err(|_| Error::SolitaireBadCardNo)?;
        game.chance_no = 2 * u16::from(game.card_no);
        Ok(game)
    }

    /// [`Solitaire::new`] with outside integers (bindings): a card outside `0..n` is
    /// [`Error::SolitaireNotAPermutation`].
    pub fn new_raw(cards: &[i64]) -> Result<Solitaire, Error> {
        if cards.len() > MAX_CARDS {
            return Err(Error::SolitaireTooManyCards);
        }
        let mut small = [0u8; MAX_CARDS];
        for (slot, &card) in small.iter_mut().zip(cards) {
            *slot = u8::try_from(card).map_err(|_| Error::SolitaireNotAPermutation)?;
        }
        Solitaire::new(small.get(..cards.len()).unwrap_or_default())
    }

    /// A game of the cards `0..n` shuffled by [`Rng`] from `seed` (the same seed gives the same
    /// deal everywhere). [`Error::SolitaireTooManyCards`] above [`MAX_CARDS`].
    pub fn shuffled(n: usize, seed: u64) -> Result<Solitaire, Error> {
        if n > MAX_CARDS {
            return Err(Error::SolitaireTooManyCards);
        }
        let mut cards = [0u8; MAX_CARDS];
        for (card, slot) in (0u8..).zip(cards.iter_mut()) {
            *slot = card;
        }
        let deal = cards.get_mut(..n).unwrap_or_default();
        Rng::new(seed).shuffle(deal);
        Solitaire::new(deal)
    }

    /// Empty piles. The callers have checked `col_no <= MAX_PILES`, `cards <= MAX_CARDS` and
    /// `card_no <= MAX_CARD`, so each count fits its field (and `2 * card_no` a `u16`).
    fn with_counts(col_no: usize, cards: usize, card_no: usize) -> Solitaire {
        let small = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
        Solitaire {
            piles: core::array::from_fn(|_| Pile::new()),
            cards: small(cards),
            col_no: small(col_no),
            card_no: small(card_no),
            chance_no: u16::try_from(2 * card_no).unwrap_or(u16::MAX),
        }
    }

    /// Give the game `chance_no` rounds of [`Play`] (the original's `ChanceNo`, an attribute
    /// tests set by hand). [`Error::SolitaireBadChanceNo`] above [`MAX_CHANCES`]; nothing changes
    /// then.
    pub fn set_chance_no(&mut self, chance_no: usize) -> Result<(), Error> {
        self.chance_no = u16::try_from(chance_no).map_err(|_| Error::SolitaireBadChanceNo)?;
        Ok(())
    }

    /// [`Solitaire::set_chance_no`] with an outside integer (bindings): a negative one is
    /// [`Error::SolitaireBadChanceNo`] too.
    pub fn set_chance_no_raw(&mut self, chance_no: i64) -> Result<(), Error> {
        self.set_chance_no(usize::try_from(chance_no).map_err(|_| Error::SolitaireBadChanceNo)?)
    }

    /// How many cards the piles hold together (`n` for a deal; moves never change it).
    pub fn card_count(&self) -> usize {
        usize::from(self.cards)
    }

    /// The original's `CardNo`: how many cards the one pile of a won game holds (`n` for a deal).
    pub fn card_no(&self) -> usize {
        usize::from(self.card_no)
    }

    /// The number of piles, the original's `ColNo` (`n / 8 + 3` for a deal).
    pub fn col_no(&self) -> usize {
        usize::from(self.col_no)
    }

    /// The number of rounds of [`Play`], the original's `ChanceNo`: `2 * CardNo` unless set by
    /// [`Solitaire::set_chance_no`].
    pub fn chance_no(&self) -> usize {
        usize::from(self.chance_no)
    }

    /// The piles, pile 0 first (the original's `t`).
    pub fn piles(&self) -> &[Pile] {
        self.piles.get(..self.col_no()).unwrap_or_default()
    }

    /// Pile `index`, or [`Error::SolitairePileOutOfRange`].
    pub fn pile(&self, index: usize) -> Result<&Pile, Error> {
        self.piles().get(index).ok_or(Error::SolitairePileOutOfRange)
    }

    /// The original's `IsComplete()`: pile 0 is empty and one other pile holds all `CardNo`
    /// cards, each exactly one lower than the card before it (in list order, from the rear).
    /// Legal moves from a deal keep every pile but 0 in that order; a position built by hand
    /// need not be, so the order is checked.
    pub fn is_complete(&self) -> bool {
        let Some((first, others)) = self.piles().split_first() else {
            return false;
        };
        let built_down = |pile: &Pile| {
            pile.iter()
                .zip(pile.iter().skip(1))
                .all(|(&a, &b)| a.checked_sub(1) == Some(b))
        };
        first.is_empty() && others.iter().any(|p| p.size() == self.card_no() && built_down(p))
    }

    /// Why `(c1, c2)` is refused, if it is. Checked in this order:
    /// [`Error::SolitairePileOutOfRange`] (a pile number not below [`Solitaire::col_no`]),
    /// [`Error::SolitaireOntoPileZero`] (`c1 > 0`, `c2 == 0`), [`Error::SolitaireSamePile`]
    /// (`c1 == c2 > 0`), [`Error::SolitaireEmptyPile`] (nothing to move), then
    /// [`Error::SolitaireNotOneLower`] (the target pile is not empty and its last card is not
    /// exactly one higher than the moving card, or the moving pile's first card).
    pub fn check_move(&self, c1: usize, c2: usize) -> Result<(), Error> {
        let (Some(from), Some(to)) = (self.piles().get(c1), self.piles().get(c2)) else {
            return Err(Error::SolitairePileOutOfRange);
        };
        if c1 > 0 && c2 == 0 {
            return Err(Error::SolitaireOntoPileZero);
        }
        if c1 > 0 && c1 == c2 {
            return Err(Error::SolitaireSamePile);
        }
        let moving = *from.peeklast().map_err(|_| Error::SolitaireEmptyPile)?;
        if c1 == 0 && c2 == 0 {
            return Ok(());
        }
        match to.peek() {
            Err(_) => Ok(()),
            Ok(&last) if last.checked_sub(1) == Some(moving) => Ok(()),
            Ok(_) => Err(Error::SolitaireNotOneLower),
        }
    }

    /// Whether [`Solitaire::move_cards`] would accept `(c1, c2)`.
    pub fn is_legal(&self, c1: usize, c2: usize) -> bool {
        self.check_move(c1, c2).is_ok()
    }

    /// The original's `move(c1, c2)` (see the module docs). On error nothing changes.
    pub fn move_cards(&mut self, c1: usize, c2: usize) -> Result<(), Error> {
        self.check_move(c1, c2)?;
        if c1 == 0 {
            let card = self.piles[0].remove_rear()?;
            // Never fails: the card just left a pile and every pile can hold every card.
            return self.piles[c2].add_front(card);
        }
        let from = core::mem::take(&mut self.piles[c1]);
        for &card in &from {
            // Never fails: every pile can hold every card of the game.
            self.piles[c2].add_front(card)?;
        }
        Ok(())
    }

    /// [`Solitaire::move_cards`] with outside integers (bindings): a negative or too large pile
    /// number is [`Error::SolitairePileOutOfRange`].
    pub fn move_cards_raw(&mut self, c1: i64, c2: i64) -> Result<(), Error> {
        match (usize::try_from(c1), usize::try_from(c2)) {
            (Ok(c1), Ok(c2)) => self.move_cards(c1, c2),
            _ => Err(Error::SolitairePileOutOfRange),
        }
    }

    /// [`Solitaire::move_cards`] taking a [`Move`].
    pub fn play(&mut self, m: Move) -> Result<(), Error> {
        self.move_cards(usize::from(m.from), usize::from(m.to))
    }

    /// Every move [`Solitaire::move_cards`] accepts now, `(0, 0)` first, then by `from`, `to`.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        for from in 0..self.col_no {
            for to in 0..self.col_no {
                if self.is_legal(usize::from(from), usize::from(to)) {
                    // Never fails: at most MAX_MOVES pairs pass `check_move` (see MAX_MOVES).
                    let _ = moves.push(Move { from, to });
                }
            }
        }
        moves
    }
}

impl fmt::Display for Solitaire {
    /// The original's `display()`: one line per pile, `i: ` then the pile's
    /// [`Deque::printall`]`(i)` (each card followed by a space), then a newline:
    /// `"0: 6 * * \n1: 3 2 1 0 \n"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, pile) in self.piles().iter().enumerate() {
            writeln!(f, "{i}: {}", pile.printall(i))?;
        }
        Ok(())
    }
}
