//! The text drawing of a position, the same in every runtime.

use core::fmt;

use super::game::Klondike;

/// A drawing that shows the face-down cards too, in brackets: for thoughtful play and solvers.
pub struct Thoughtful<'a>(pub &'a Klondike);

impl Klondike {
    /// The drawing with every card shown (face-down cards in brackets).
    pub fn thoughtful(&self) -> Thoughtful<'_> {
        Thoughtful(self)
    }

    fn draw(&self, f: &mut fmt::Formatter<'_>, all: bool) -> fmt::Result {
        write!(f, "stock {:2} | waste", self.stock().len())?;
        let waste = self.waste();
        // A player sees the top three cards of the waste when drawing three, else the top one.
        let shown = if all {
            waste.len()
        } else {
            waste.len().min(usize::from(self.rules().draw.cards()))
        };
        if waste.len() > shown {
            write!(f, " ({} more)", waste.len() - shown)?;
        }
        for card in &waste[waste.len() - shown..] {
            write!(f, " {card}")?;
        }
        if waste.is_empty() {
            f.write_str(" --")?;
        }
        f.write_str("\nfoundations")?;
        for suit in super::Suit::ALL {
            match self.foundation_top(suit) {
                Some(card) => write!(f, " {card}")?,
                None => write!(f, " -{}", suit.letter())?,
            }
        }
        f.write_str("\n")?;
        for (index, pile) in self.piles().iter().enumerate() {
            write!(f, "{}:", index)?;
            for card in pile.face_down() {
                if all {
                    write!(f, " ({card})")?
                } else {
                    f.write_str(" ##")?
                }
            }
            for card in pile.face_up() {
                write!(f, " {card}")?;
            }
            f.write_str("\n")?;
        }
        if all && !self.stock().is_empty() {
            f.write_str("stock:")?;
            for card in self.stock() {
                write!(f, " {card}")?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl fmt::Display for Klondike {
    /// What a player sees: the stock's size, the top of the waste, the foundations' tops, and
    /// each pile with its face-down cards as `##`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.draw(f, false)
    }
}

impl fmt::Display for Thoughtful<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.draw(f, true)
    }
}
