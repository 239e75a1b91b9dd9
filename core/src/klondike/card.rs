//! The 52 cards of a French deck.

use core::fmt;

use crate::Error;

/// A suit. Clubs and spades are black, diamonds and hearts red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// clubs.
    Clubs = 0,
    /// diamonds.
    Diamonds = 1,
    /// hearts.
    Hearts = 2,
    /// spades.
    Spades = 3,
}

impl Suit {
    /// The four suits, in the order of their foundations and of [`Card::index`].
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit with this index (0 to 3, the order of [`Suit::ALL`]).
    pub const fn from_index(index: u8) -> Option<Suit> {
        match index {
            0 => Some(Suit::Clubs),
            1 => Some(Suit::Diamonds),
            2 => Some(Suit::Hearts),
            3 => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The suit's letter: `C`, `D`, `H` or `S`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// Whether the suit is red (diamonds, hearts).
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }
}

/// Each card index's rank and suit, looked up rather than divided out (solvers ask often), in
/// tables of 256 so that any byte indexes them without a check.
static RANKS: [u8; 256] = {
    let mut ranks = [1; 256];
    let mut index = 0;
    while index < 52 {
        ranks[index] = (index % 13) as u8 + 1;
        index += 1;
    }
    ranks
};
static SUITS: [Suit; 256] = {
    let mut suits = [Suit::Spades; 256];
    let mut index = 0;
    while index < 52 {
        suits[index] = Suit::ALL[index / 13];
        index += 1;
    }
    suits
};

/// One card: a rank from 1 (ace) to 13 (king) and a suit, stored as its index
/// `suit * 13 + rank - 1` (0 is the ace of clubs, 51 the king of spades).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card of this rank (1 to 13) and suit; `None` for another rank.
    pub const fn new(rank: u8, suit: Suit) -> Option<Card> {
        if rank >= 1 && rank <= 13 {
            Some(Card(suit as u8 * 13 + rank - 1))
        } else {
            None
        }
    }

    /// The card with this index (0 to 51).
    pub const fn from_index(index: u8) -> Option<Card> {
        if index < 52 { Some(Card(index)) } else { None }
    }

    /// `suit * 13 + rank - 1`, from 0 to 51.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// 1 (ace) to 13 (king).
    pub const fn rank(self) -> u8 {
        RANKS[self.0 as usize]
    }

    /// The card's suit.
    pub const fn suit(self) -> Suit {
        SUITS[self.0 as usize]
    }

    /// Whether the card is a diamond or a heart.
    pub const fn is_red(self) -> bool {
        self.suit().is_red()
    }

    /// Whether `self` may lie on `below` in the tableau: one rank lower, the other colour.
    pub const fn goes_on(self, below: Card) -> bool {
        self.rank() + 1 == below.rank() && self.is_red() != below.is_red()
    }

    /// Reads `AS`, `10H`, `TD`, `qc`: a rank (`A`, `2` to `10` or `T`, `J`, `Q`, `K`) and a suit
    /// (`C`, `D`, `H`, `S`), either case.
    pub fn parse(text: &str) -> Result<Card, Error> {
        let bytes = text.as_bytes();
        let (rank, suit) = match bytes {
            [rank @ .., suit] if !rank.is_empty() => (rank, *suit),
            _ => return Err(Error::KlondikeBadCard),
        };
        let rank = match rank {
            [b'1', b'0'] => 10,
            [one] => match one.to_ascii_uppercase() {
                b'A' => 1,
                digit @ b'2'..=b'9' => digit - b'0',
                b'T' => 10,
                b'J' => 11,
                b'Q' => 12,
                b'K' => 13,
                _ => return Err(Error::KlondikeBadCard),
            },
            _ => return Err(Error::KlondikeBadCard),
        };
        let suit = match suit.to_ascii_uppercase() {
            b'C' => Suit::Clubs,
            b'D' => Suit::Diamonds,
            b'H' => Suit::Hearts,
            b'S' => Suit::Spades,
            _ => return Err(Error::KlondikeBadCard),
        };
        Card::new(rank, suit).ok_or(Error::KlondikeBadCard)
    }

    /// The rank's character: `A`, `2`–`9`, `T`, `J`, `Q`, `K`.
    pub const fn rank_char(self) -> char {
        [
            b'A', b'2', b'3', b'4', b'5', b'6', b'7', b'8', b'9', b'T', b'J', b'Q', b'K',
        ][self.0 as usize % 13] as char
    }
}

impl fmt::Display for Card {
    /// Two characters: `AS`, `TH`, `KD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_char(), self.suit().letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn every_card_reads_back_what_it_prints() {
        for index in 0..52 {
            let card = Card::from_index(index).unwrap();
            assert_eq!(Card::parse(&card.to_string()), Ok(card));
            assert_eq!(Card::new(card.rank(), card.suit()), Some(card));
        }
        // The indices are exactly 0 to 51: the 52 cards, in suit order, ace to king.
        assert_eq!(Card::from_index(52), None);
        assert_eq!(Card::from_index(u8::MAX), None);
        assert_eq!(Card::from_index(0), Card::parse("AC").ok());
        assert_eq!(Card::from_index(51), Card::parse("KS").ok());
        assert_eq!(Card::parse("10h"), Card::parse("TH"));
        for bad in ["", "A", "1S", "11S", "0S", "AX", "10", "AS ", "KSS", "é"] {
            assert_eq!(Card::parse(bad), Err(Error::KlondikeBadCard), "{bad:?}");
        }
    }

    #[test]
    fn cards_build_down_in_alternate_colours() {
        let card = |text| Card::parse(text).unwrap();
        assert!(card("QH").goes_on(card("KS")));
        assert!(!card("QH").goes_on(card("KD")));
        assert!(!card("JH").goes_on(card("KS")));
        assert!(!card("KS").goes_on(card("QH")));
    }
}
