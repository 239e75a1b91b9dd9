//! The moves as a player types them and every binding shows them, one or two characters a
//! place, the piles numbered 0 to 6 as the drawing numbers them:
//!
//! | text | move |
//! |---|---|
//! | `D` | draw from the stock |
//! | `R` | turn the waste over into the stock |
//! | `WF`, `W3` | the waste's top card to its foundation, onto pile 3 |
//! | `3F` | pile 3's top card to its foundation |
//! | `35`, `35-2` | pile 3's cards onto pile 5: the run that fits, or exactly the top 2 |
//! | `S4` | the top card of the spades' foundation (`C`, `D`, `H`, `S`) back onto pile 4 |
//!
//! Either case is read. A move prints the way it reads back, and a run of more than one card
//! prints its count (`35-2`), so that the text holds the whole move.

use core::fmt;

use super::card::Suit;
use super::game::{Klondike, Move, PILES};
use crate::Error;

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Draw => f.write_str("D"),
            Move::Recycle => f.write_str("R"),
            Move::WasteToFoundation => f.write_str("WF"),
            Move::WasteToPile(to) => write!(f, "W{to}"),
            Move::PileToFoundation(from) => write!(f, "{from}F"),
            Move::PileToPile { from, to, cards: 1 } => write!(f, "{from}{to}"),
            Move::PileToPile { from, to, cards } => write!(f, "{from}{to}-{cards}"),
            Move::FoundationToPile { suit, to } => write!(f, "{}{to}", suit.letter()),
        }
    }
}

impl Klondike {
    /// Reads a move in the notation above. A run without a count (`35`) is the one run of pile
    /// 3 that pile 5 takes here; when none fits, its top card, so that [`Klondike::play`] says
    /// why. Reading checks the text, not the move: a move that reads may still be refused.
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let bytes = text.trim().as_bytes();
        let upper = |at: usize| bytes.get(at).map(u8::to_ascii_uppercase);
        let pile = |byte: Option<u8>| match byte {
            Some(digit @ b'0'..=b'9') => {
                let pile = digit - b'0';
                if usize::from(pile) < PILES {
                    Ok(Some(pile))
                } else {
                    Err(Error::KlondikePileOutOfRange)
                }
            }
            _ => Ok(None),
        };
        let played = match (upper(0), upper(1), bytes.len()) {
            (Some(b'D'), None, 1) => Move::Draw,
            (Some(b'R'), None, 1) => Move::Recycle,
            (Some(b'W'), Some(b'F'), 2) => Move::WasteToFoundation,
            (Some(b'W'), second, 2) => Move::WasteToPile(pile(second)?.ok_or(Error::KlondikeBadMove)?),
            (Some(letter @ (b'C' | b'D' | b'H' | b'S')), second, 2) => {
                let suit = match letter {
                    b'C' => Suit::Clubs,
                    b'D' => Suit::Diamonds,
                    b'H' => Suit::Hearts,
                    _ => Suit::Spades,
                };
                Move::FoundationToPile {
                    suit,
                    to: pile(second)?.ok_or(Error::KlondikeBadMove)?,
                }
            }
            (first, second, len) => {
                let from = pile(first)?.ok_or(Error::KlondikeBadMove)?;
                match (second, len) {
                    (Some(b'F'), 2) => Move::PileToFoundation(from),
                    _ => {
                        let to = pile(second)?.ok_or(Error::KlondikeBadMove)?;
                        let cards = match (len, bytes.get(2), bytes.get(3..)) {
                            (2, _, _) => self.fitting_run(from, to),
                            (4.., Some(b'-'), Some(count)) => read_count(count)?,
                            _ => return Err(Error::KlondikeBadMove),
                        };
                        Move::PileToPile { from, to, cards }
                    }
                }
            }
        };
        Ok(played)
    }

    /// How many of pile `from`'s face-up cards pile `to` takes (a pile takes at most one of a
    /// run's lengths); 1 when none fits.
    fn fitting_run(&self, from: u8, to: u8) -> u8 {
        let up = self.piles()[usize::from(from)].face_up().len();
        (1..=up as u8)
            .find(|&cards| self.is_legal(Move::PileToPile { from, to, cards }))
            .unwrap_or(1)
    }
}

/// A run's count: 1 to 19 in decimal (a pile holds at most 19 cards).
fn read_count(digits: &[u8]) -> Result<u8, Error> {
    let count = match digits {
        [one @ b'1'..=b'9'] => one - b'0',
        [b'1', two @ b'0'..=b'9'] => 10 + two - b'0',
        _ => return Err(Error::KlondikeBadMove),
    };
    if usize::from(count) > super::game::MAX_PILE {
        return Err(Error::KlondikeBadMove);
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::klondike::{Deal, Rules};
    use std::string::ToString;

    fn game() -> Klondike {
        Klondike::new(&Deal::from_seed(1).unwrap(), Rules::DRAW_THREE)
    }

    #[test]
    fn every_kind_of_move_reads_back_what_it_prints() {
        let game = game();
        let moves = [
            Move::Draw,
            Move::Recycle,
            Move::WasteToFoundation,
            Move::WasteToPile(6),
            Move::PileToFoundation(0),
            Move::PileToPile {
                from: 4,
                to: 3,
                cards: 1,
            },
            Move::PileToPile {
                from: 6,
                to: 0,
                cards: 12,
            },
            Move::FoundationToPile {
                suit: Suit::Diamonds,
                to: 2,
            },
            Move::FoundationToPile {
                suit: Suit::Spades,
                to: 0,
            },
        ];
        let texts = ["D", "R", "WF", "W6", "0F", "43", "60-12", "D2", "S0"];
        for (played, text) in moves.iter().zip(texts) {
            assert_eq!(played.to_string(), text);
            assert_eq!(game.parse_move(text), Ok(*played), "{text}");
            assert_eq!(game.parse_move(&text.to_lowercase()), Ok(*played), "{text}");
        }
        assert_eq!(game.parse_move(" d\n"), Ok(Move::Draw));
    }

    #[test]
    fn a_run_that_fits_nowhere_reads_as_its_top_card_which_play_refuses() {
        let mut game = game();
        let run = Move::PileToPile {
            from: 0,
            to: 1,
            cards: 1,
        };
        assert_eq!(game.parse_move("01"), Ok(run));
        assert_eq!(game.play(run), Err(Error::KlondikeNotOnTableau));
    }

    #[test]
    fn bad_text_says_what_a_move_looks_like() {
        let game = game();
        for bad in [
            "", "X", "DD", "W", "WX", "F3", "3", "3G", "35-", "35-0", "35-20", "35-2x", "35x2", "C", "é",
        ] {
            assert_eq!(game.parse_move(bad), Err(Error::KlondikeBadMove), "{bad:?}");
        }
        for off in ["W7", "7F", "37", "73", "S9", "38-2"] {
            assert_eq!(
                game.parse_move(off),
                Err(Error::KlondikePileOutOfRange),
                "{off:?}"
            );
        }
    }
}
