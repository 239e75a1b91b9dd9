//! Random full-Klondike games: deals from every source with good and bad rules, moves in the
//! notation (mostly legal, some refused, some junk), undo, and what the bindings show.

use super::{Dice, Line, op};
use crate::klondike::{Deal, Klondike, Played, Rules};

/// Move texts that are no move, or a move off the tableau.
const JUNK_MOVES: &[&str] = &[
    "", " ", "zz", "3-4", "W9", "7F", "35-0", "35-20", "DD", "F3", "é", "w", "S",
];

/// Deal numbers that are not, or not below 52!.
const BAD_RANKS: &[&str] = &[
    "x1",
    "-5",
    "12a",
    "80658175170943878571660636856403766975289505440883277824000000000000",
];

/// Texts that are no Solvitaire deal (valid files are the vectors' business).
const BAD_JSON: &[&str] = &[
    "{}",
    "[]",
    "",
    "{\"tableau piles\": []}",
    "not a deal",
    "{\"stock\": [\"AS\"]}",
];

/// Move texts that read as moves but are often refused.
const ODD_MOVES: &[&str] = &[
    "D", "R", "WF", "W0", "W6", "0F", "6F", "01", "10", "56", "65-2", "23-3", "S0", "H6", "C3",
];

/// The shadow of a `klondike` game.
pub(super) struct KlondikeGen {
    game: Option<Klondike>,
    played: heapless::Vec<Played, 64>,
    left: u32,
}

impl KlondikeGen {
    pub(super) fn new(dice: &mut Dice) -> KlondikeGen {
        KlondikeGen {
            game: None,
            played: heapless::Vec::new(),
            left: 6 + dice.below(40) as u32,
        }
    }

    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let Some(game) = self.game.as_mut() else {
            self.deal(dice, line);
            return true;
        };
        match dice.below(100) {
            0..50 => {
                let text = move_text(game, dice);
                op!(line, "play |{text}");
                if let Ok(record) = game.parse_move(&text).and_then(|played| game.play(played)) {
                    if self.played.push(record).is_err() {
                        self.left = 0;
                    }
                }
            }
            50..58 => {
                op!(line, "undo");
                if let Some(record) = self.played.pop() {
                    let _ = game.undo(record);
                }
            }
            58..66 => op!(line, "legal |{}", move_text(game, dice)),
            66..74 => op!(line, "moves"),
            74..82 => op!(line, "draw"),
            82..86 => op!(line, "thoughtful"),
            86..90 => op!(line, "won"),
            90..93 => op!(line, "rank"),
            93..96 => op!(line, "json"),
            _ => self.deal(dice, line),
        }
        true
    }

    /// A deal from one of the four sources with rules good or bad; the shadow takes it if the
    /// deal is made (a refused one leaves the game as it was).
    fn deal(&mut self, dice: &mut Dice, line: &mut Line) {
        let draw = if dice.chance(85) {
            dice.pick(&[1i64, 3])
        } else {
            dice.pick(&[0, 2, -1, 1 << 33])
        };
        let passes = if dice.chance(85) {
            dice.int(0, 3)
        } else {
            dice.pick(&[255i64, 256, -1, 1 << 40])
        };
        let worry_back = dice.chance(60);
        let rules = u32::try_from(draw)
            .and_then(|draw| Ok((draw, u32::try_from(passes)?)))
            .ok()
            .and_then(|(draw, passes)| Rules::new(draw, passes, worry_back).ok());
        let words = |line: &mut Line| {
            op!(line, " {draw} {passes} {}", if worry_back { "yes" } else { "no" });
        };
        let made = match dice.below(100) {
            0..40 => {
                let seed = if dice.chance(90) {
                    dice.int(0, 5000)
                } else {
                    dice.wild()
                };
                op!(line, "seed {seed}");
                words(line);
                u32::try_from(seed)
                    .ok()
                    .and_then(|seed| Deal::from_seed(seed).ok())
            }
            40..75 => {
                let seed = dice.seed();
                op!(line, "shuffled {seed}");
                words(line);
                Some(Deal::random(&mut crate::Rng::new(seed)))
            }
            75..92 => {
                let mut digits = heapless::String::<80>::new();
                if dice.chance(80) {
                    let deal = Deal::random(&mut crate::Rng::new(dice.seed()));
                    let _ = core::fmt::write(&mut digits, format_args!("{}", deal.rank()));
                } else {
                    let _ = digits.push_str(dice.pick(BAD_RANKS));
                }
                op!(line, "from-rank {digits}");
                words(line);
                Deal::from_rank(&digits).ok()
            }
            _ => {
                op!(line, "from-json");
                words(line);
                op!(line, " |{}", dice.pick(BAD_JSON));
                None
            }
        };
        if let (Some(deal), Some(rules)) = (made, rules) {
            self.game = Some(Klondike::new(&deal, rules));
            self.played.clear();
        }
    }
}

/// A move's text: 70 times in 100 a legal one, else one that reads but is often refused, or junk.
fn move_text(game: &Klondike, dice: &mut Dice) -> heapless::String<8> {
    let mut text = heapless::String::new();
    let legal = game.legal_moves();
    match dice.choose(&legal) {
        Some(played) if dice.chance(70) => {
            let _ = core::fmt::write(&mut text, format_args!("{played}"));
        }
        _ if dice.chance(60) => {
            let _ = text.push_str(dice.pick(ODD_MOVES));
        }
        _ => {
            let _ = text.push_str(dice.pick(JUNK_MOVES));
        }
    }
    text
}
