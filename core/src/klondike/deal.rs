//! A deal: the 52 cards in the order they are dealt, and the numbers and files other solvers
//! use for the same deal.
//!
//! The order is the dealer's: row by row over the tableau (pile 0's face-up card, then a
//! face-down card on each of piles 1 to 6; pile 1's face-up card, then piles 2 to 6; ...; pile
//! 6's face-up card), 28 cards in all, then the 24 cards of the stock from its top (the first
//! card drawn) down.

use core::fmt;

use super::card::{Card, Suit};
use crate::{Error, Rng};

/// Cards dealt to the tableau: 1 + 2 + ... + 7.
pub const TABLEAU_CARDS: usize = 28;

/// Cards left in the stock after the deal.
pub const STOCK_CARDS: usize = 52 - TABLEAU_CARDS;

/// The highest Klondike-Solver game number (`/G N`; KSolve's `-game N` is the same deal).
pub const MAX_SEED: u32 = i32::MAX as u32;

/// The 52 cards of a deal, in dealing order (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deal([Card; 52]);

impl Deal {
    /// The deal of these cards, in dealing order; each card exactly once.
    pub fn new(cards: [Card; 52]) -> Result<Deal, Error> {
        let mut seen = 0u64;
        for card in cards {
            seen |= 1 << card.index();
        }
        if seen == (1 << 52) - 1 {
            Ok(Deal(cards))
        } else {
            Err(Error::KlondikeNotADeck)
        }
    }

    /// The cards, in dealing order.
    pub const fn cards(&self) -> &[Card; 52] {
        &self.0
    }

    /// The card at `height` (0 at the bottom) of tableau pile `pile` as dealt (`height <= pile`).
    pub const fn tableau_card(&self, pile: usize, height: usize) -> Card {
        // Rows 0..height hold 7 + 6 + ... cards: 7 * height - height * (height - 1) / 2.
        self.0[7 * height - height * (height.saturating_sub(1)) / 2 + (pile - height)]
    }

    /// A deal shuffled by `rng` (every deal equally likely).
    pub fn random(rng: &mut Rng) -> Deal {
        let mut cards = ORDERED;
        rng.shuffle(&mut cards);
        Deal(cards)
    }

    /// Klondike-Solver's game `seed` (its `/G seed`, KSolve's `-game seed`, `pyksolve`'s
    /// `shuffle1(seed)`): from 0 to [`MAX_SEED`].
    pub fn from_seed(seed: u32) -> Result<Deal, Error> {
        if seed > MAX_SEED {
            return Err(Error::KlondikeBadSeed);
        }
        let mut random = SeedRandom::new(seed as i32);
        // Klondike-Solver numbers its cards suit by suit in the order clubs, diamonds, spades,
        // hearts, and swaps 269 random pairs of the ordered deck.
        let mut deck: [u8; 52] = core::array::from_fn(|index| index as u8);
        for _ in 0..269 {
            let a = random.next() % 52;
            let b = random.next() % 52;
            deck.swap(a as usize, b as usize);
        }
        let suits = [Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts];
        let cards =
            deck.map(|value| Card::new(value % 13 + 1, suits[usize::from(value / 13)]).unwrap_or(ORDERED[0]));
        Deal::new(cards)
    }

    /// The deal whose cards, by [`Card::index`] in dealing order, are permutation number `rank`
    /// in lexicographic order: 0 is the ace of clubs first, up to the king of spades;
    /// 52! - 1 is the reverse. `rank` is written in decimal.
    pub fn from_rank(rank: &str) -> Result<Deal, Error> {
        let mut number = Wide::ZERO;
        if rank.is_empty() || rank.len() > 68 {
            return Err(Error::KlondikeBadRank);
        }
        for digit in rank.bytes() {
            if !digit.is_ascii_digit() {
                return Err(Error::KlondikeBadRank);
            }
            number = number
                .times_plus(10, u64::from(digit - b'0'))
                .ok_or(Error::KlondikeBadRank)?;
        }
        // Lehmer digits, last first: the digit of position i counts the later cards below it.
        let mut digits = [0u8; 52];
        for (place, digit) in digits.iter_mut().enumerate().rev() {
            *digit = number.divide(52 - place as u64) as u8;
        }
        if !number.is_zero() {
            return Err(Error::KlondikeBadRank);
        }
        let mut left: u64 = (1 << 52) - 1;
        let mut cards = ORDERED;
        for (card, digit) in cards.iter_mut().zip(digits) {
            let mut rest = left;
            for _ in 0..digit {
                rest &= rest - 1;
            }
            let index = rest.trailing_zeros() as u8;
            left &= !(1 << index);
            *card = Card::from_index(index).ok_or(Error::KlondikeBadRank)?;
        }
        Deal::new(cards)
    }

    /// The deal's permutation number (see [`Deal::from_rank`]), printed in decimal.
    pub fn rank(&self) -> impl fmt::Display {
        let mut number = Wide::ZERO;
        let mut left: u64 = (1 << 52) - 1;
        for (place, card) in self.0.iter().enumerate() {
            let below = (left & ((1 << card.index()) - 1)).count_ones();
            left &= !(1 << card.index());
            // Horner's rule over the factorial base: the multipliers are 52 - place.
            number = number
                .times_plus(52 - place as u64, u64::from(below))
                .unwrap_or(Wide::ZERO);
        }
        number
    }

    /// Reads a Solvitaire deal file (`--type klondike`): a JSON object with `"tableau piles"`,
    /// 7 lists of 1 to 7 cards each from the bottom up, and `"stock"`, 24 cards whose last is
    /// drawn first. `"waste"` and `"foundations"` may be given if empty. Cards are written as
    /// Solvitaire writes them (`AS`, `10H`, `QC`, numbers 1 to 13 for the rank), either case: a
    /// deal's cards are always face down but for each pile's top, so Solvitaire's lower case for
    /// face-down cards is read and ignored.
    pub fn from_solvitaire_json(text: &str) -> Result<Deal, Error> {
        let mut json = Json {
            text: text.as_bytes(),
            at: 0,
        };
        let mut piles = [[ORDERED[0]; 7]; 7];
        let mut stock = [ORDERED[0]; STOCK_CARDS];
        let (mut have_piles, mut have_stock) = (false, false);
        json.expect(b'{')?;
        if !json.eat(b'}') {
            loop {
                let mut key = [0u8; 16];
                let key = json.string(&mut key)?;
                json.expect(b':')?;
                match key {
                    b"tableau piles" if !have_piles => {
                        have_piles = true;
                        let mut count = 0;
                        json.list(|json| {
                            let pile = piles.get_mut(count).ok_or(Error::KlondikeBadJson)?;
                            let mut height = 0;
                            json.list(|json| {
                                *pile.get_mut(height).ok_or(Error::KlondikeBadJson)? = json.card()?;
                                height += 1;
                                Ok(())
                            })?;
                            count += 1;
                            if height == count {
                                Ok(())
                            } else {
                                Err(Error::KlondikeBadJson)
                            }
                        })?;
                        if count != 7 {
                            return Err(Error::KlondikeBadJson);
                        }
                    }
                    b"stock" if !have_stock => {
                        have_stock = true;
                        let mut count = 0;
                        json.list(|json| {
                            *stock.get_mut(count).ok_or(Error::KlondikeBadJson)? = json.card()?;
                            count += 1;
                            Ok(())
                        })?;
                        if count != STOCK_CARDS {
                            return Err(Error::KlondikeBadJson);
                        }
                    }
                    b"waste" | b"foundations" => json.empty_lists()?,
                    _ => return Err(Error::KlondikeBadJson),
                }
                if json.eat(b'}') {
                    break;
                }
                json.expect(b',')?;
            }
        }
        json.skip_space();
        if !(have_piles && have_stock && json.at == json.text.len()) {
            return Err(Error::KlondikeBadJson);
        }
        let mut cards = ORDERED;
        let mut next = 0;
        for height in 0..7 {
            for pile in &piles[height..] {
                cards[next] = pile[height];
                next += 1;
            }
        }
        for (card, from_stock) in cards[TABLEAU_CARDS..].iter_mut().zip(stock.iter().rev()) {
            *card = *from_stock;
        }
        Deal::new(cards)
    }

    /// The deal as a Solvitaire deal file, on one line, face-down cards in lower case (as
    /// Solvitaire reads them).
    pub fn solvitaire_json(&self) -> impl fmt::Display + '_ {
        SolvitaireJson(self)
    }
}

/// The deck in index order: the ace of clubs to the king of spades.
const ORDERED: [Card; 52] = {
    let mut cards = [Card::from_index(0).unwrap(); 52];
    let mut index = 0;
    while index < 52 {
        cards[index] = Card::from_index(index as u8).unwrap();
        index += 1;
    }
    cards
};

/// Klondike-Solver's generator, reimplemented from its observable output: 32-bit words that
/// wrap, and `>>` that keeps the sign.
struct SeedRandom {
    value: i32,
    mix: i32,
    twist: i32,
}

impl SeedRandom {
    fn new(seed: i32) -> SeedRandom {
        let mut random = SeedRandom {
            value: seed,
            mix: 51_651_237,
            twist: 895_213_268,
        };
        for _ in 0..50 {
            random.step();
        }
        random.value = 0x9417_B3AF_u32 as i32 ^ seed ^ (seed >> 15);
        for _ in 0..950 {
            random.step();
        }
        random
    }

    fn step(&mut self) {
        let y = self.twist.wrapping_sub(self.mix) ^ self.twist ^ self.value ^ self.mix;
        self.mix ^= self.twist ^ self.value;
        self.value ^= self.twist.wrapping_sub(self.mix);
        self.twist ^= self.value ^ y;
        self.value ^= (self.twist << 7) ^ (self.mix >> 16) ^ (y << 8);
    }

    fn next(&mut self) -> u32 {
        self.step();
        (self.value & 0x7fff_ffff) as u32
    }
}

/// An unsigned number of 256 bits (52! < 2^226), least significant word first.
#[derive(Clone, Copy)]
struct Wide([u64; 4]);

impl Wide {
    const ZERO: Wide = Wide([0; 4]);

    /// `self * by + add`, or `None` past 256 bits.
    fn times_plus(self, by: u64, add: u64) -> Option<Wide> {
        let mut out = [0u64; 4];
        let mut carry = u128::from(add);
        for (word, out) in self.0.iter().zip(&mut out) {
            let value = u128::from(*word) * u128::from(by) + carry;
            *out = value as u64;
            carry = value >> 64;
        }
        if carry == 0 { Some(Wide(out)) } else { None }
    }

    /// Divides in place by `by` (not 0) and returns the remainder.
    fn divide(&mut self, by: u64) -> u64 {
        let mut rest = 0u128;
        for word in self.0.iter_mut().rev() {
            let value = (rest << 64) | u128::from(*word);
            *word = (value / u128::from(by)) as u64;
            rest = value % u128::from(by);
        }
        rest as u64
    }

    fn is_zero(&self) -> bool {
        self.0 == [0; 4]
    }
}

impl fmt::Display for Wide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut digits = [0u8; 80];
        let mut start = digits.len();
        let mut number = *self;
        loop {
            start -= 1;
            digits[start] = b'0' + number.divide(10) as u8;
            if number.is_zero() {
                break;
            }
        }
        f.write_str(core::str::from_utf8(&digits[start..]).map_err(|_| fmt::Error)?)
    }
}

struct SolvitaireJson<'a>(&'a Deal);

impl fmt::Display for SolvitaireJson<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let write_card = |f: &mut fmt::Formatter<'_>, card: Card, face_down: bool| {
            let suit = card.suit().letter();
            let suit = if face_down {
                suit.to_ascii_lowercase()
            } else {
                suit
            };
            match card.rank() {
                10 => write!(f, "\"10{suit}\""),
                _ => write!(f, "\"{}{suit}\"", card.rank_char()),
            }
        };
        f.write_str("{\"tableau piles\": [")?;
        for pile in 0..7 {
            f.write_str(if pile == 0 { "[" } else { ", [" })?;
            for height in 0..=pile {
                if height > 0 {
                    f.write_str(", ")?;
                }
                write_card(f, self.0.tableau_card(pile, height), height < pile)?;
            }
            f.write_str("]")?;
        }
        f.write_str("], \"stock\": [")?;
        for (at, card) in self.0.0[TABLEAU_CARDS..].iter().rev().enumerate() {
            if at > 0 {
                f.write_str(", ")?;
            }
            write_card(f, *card, false)?;
        }
        f.write_str("]}")
    }
}

/// Just enough JSON for a deal file: objects, lists and strings without escapes.
struct Json<'a> {
    text: &'a [u8],
    at: usize,
}

impl Json<'_> {
    fn skip_space(&mut self) {
        while self
            .text
            .get(self.at)
            .is_some_and(|byte| byte.is_ascii_whitespace())
        {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.skip_space();
        let found = self.text.get(self.at) == Some(&byte);
        self.at += usize::from(found);
        found
    }

    fn expect(&mut self, byte: u8) -> Result<(), Error> {
        if self.eat(byte) {
            Ok(())
        } else {
            Err(Error::KlondikeBadJson)
        }
    }

    /// A string of at most `buffer.len()` bytes, without escapes.
    fn string<'b>(&mut self, buffer: &'b mut [u8]) -> Result<&'b [u8], Error> {
        self.expect(b'"')?;
        let mut length = 0;
        loop {
            match self.text.get(self.at) {
                Some(b'"') => break,
                Some(&byte) if byte != b'\\' && length < buffer.len() => {
                    buffer[length] = byte;
                    length += 1;
                    self.at += 1;
                }
                _ => return Err(Error::KlondikeBadJson),
            }
        }
        self.at += 1;
        Ok(&buffer[..length])
    }

    fn card(&mut self) -> Result<Card, Error> {
        let mut buffer = [0u8; 3];
        let text = self.string(&mut buffer)?;
        let (rank, suit) = text.split_at(text.len().saturating_sub(1));
        // Solvitaire also writes ranks as numbers: 1 for the ace, 11 to 13 for the court cards.
        let rank: &[u8] = match rank {
            b"1" => b"A",
            b"11" => b"J",
            b"12" => b"Q",
            b"13" => b"K",
            other => other,
        };
        let mut name = [0u8; 3];
        name[..rank.len()].copy_from_slice(rank);
        name[rank.len()..rank.len() + suit.len()].copy_from_slice(suit);
        let name =
            core::str::from_utf8(&name[..rank.len() + suit.len()]).map_err(|_| Error::KlondikeBadJson)?;
        Card::parse(name).map_err(|_| Error::KlondikeBadJson)
    }

    /// A list, calling `item` for each element.
    fn list(&mut self, mut item: impl FnMut(&mut Self) -> Result<(), Error>) -> Result<(), Error> {
        self.expect(b'[')?;
        if self.eat(b']') {
            return Ok(());
        }
        loop {
            item(self)?;
            if self.eat(b']') {
                return Ok(());
            }
            self.expect(b',')?;
        }
    }

    /// `[]`, or a list of empty lists (foundations given pile by pile).
    fn empty_lists(&mut self) -> Result<(), Error> {
        self.list(|json| json.list(|_| Err(Error::KlondikeBadJson)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn the_rank_of_a_deal_reads_back() {
        let mut rng = Rng::new(7);
        for _ in 0..200 {
            let deal = Deal::random(&mut rng);
            assert_eq!(Deal::from_rank(&deal.rank().to_string()), Ok(deal));
        }
        let first = Deal::from_rank("0").unwrap();
        assert_eq!(first.cards(), &ORDERED);
        let last = "80658175170943878571660636856403766975289505440883277823999999999999"; // 52! - 1
        let reversed = Deal::from_rank(last).unwrap();
        assert!(reversed.cards().iter().rev().eq(ORDERED.iter()));
        assert_eq!(reversed.rank().to_string(), last);
        let past = "80658175170943878571660636856403766975289505440883277824000000000000"; // 52!
        for bad in [past, "", "-1", "1e3", " 1", &"9".repeat(69)] {
            assert_eq!(Deal::from_rank(bad), Err(Error::KlondikeBadRank), "{bad:?}");
        }
    }

    #[test]
    fn a_deal_reads_back_from_its_solvitaire_file() {
        let mut rng = Rng::new(8);
        for _ in 0..100 {
            let deal = Deal::random(&mut rng);
            assert_eq!(
                Deal::from_solvitaire_json(&deal.solvitaire_json().to_string()),
                Ok(deal)
            );
        }
    }

    #[test]
    fn the_tableau_is_dealt_row_by_row() {
        let deal = Deal::from_rank("0").unwrap();
        let index = |pile, height| deal.tableau_card(pile, height).index();
        assert_eq!(
            [
                index(0, 0),
                index(1, 0),
                index(6, 0),
                index(1, 1),
                index(2, 1),
                index(6, 6)
            ],
            [0, 1, 6, 7, 8, 27]
        );
    }
}
