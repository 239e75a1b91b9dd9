//! The simplified Klondike of a data-structures course (2019), with its card-pile [`Deque`].
//!
//! Cards are the numbers `0..n`. Every card starts in pile 0, in the given order: the first card
//! (list index 0, the deque's **rear**) is its top, the only one face up. There are
//! [`Solitaire::col_no`] = `n / 8 + 3` piles and [`Solitaire::chance_no`] = `2 * n` moves.
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

/// A game: the piles, pile 0 first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Solitaire {
    piles: [Pile; MAX_PILES],
    cards: u8,
    col_no: u8,
}

impl Solitaire {
    /// A game with every card in pile 0 in the given order, `cards[0]` on top.
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
        let mut game = Solitaire::empty(cards.len());
        for &card in cards {
            game.piles[0].add_front(card)?;
        }
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

    fn empty(n: usize) -> Solitaire {
        // n <= MAX_CARDS = 64 here, so both fit a u8.
        let cards = u8::try_from(n).unwrap_or(u8::MAX);
        let col_no = u8::try_from(col_no_for(n)).unwrap_or(u8::MAX);
        Solitaire {
            piles: core::array::from_fn(|_| Pile::new()),
            cards,
            col_no,
        }
    }

    /// How many cards the game has (`n`).
    pub fn card_count(&self) -> usize {
        usize::from(self.cards)
    }

    /// The number of piles, `n / 8 + 3` (the original's `ColNo`).
    pub fn col_no(&self) -> usize {
        usize::from(self.col_no)
    }

    /// The number of moves the player has in [`Play`], `2 * n` (the original's `ChanceNo`).
    pub fn chance_no(&self) -> usize {
        2 * self.card_count()
    }

    /// The piles, pile 0 first (the original's `t`).
    pub fn piles(&self) -> &[Pile] {
        self.piles.get(..self.col_no()).unwrap_or_default()
    }

    /// Pile `index`, or [`Error::SolitairePileOutOfRange`].
    pub fn pile(&self, index: usize) -> Result<&Pile, Error> {
        self.piles().get(index).ok_or(Error::SolitairePileOutOfRange)
    }

    /// Whether the game is won: pile 0 is empty and one other pile holds every card.
    pub fn is_complete(&self) -> bool {
        self.piles[0].is_empty() && self.piles().iter().skip(1).any(|p| p.size() == self.card_count())
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
