//! The rule options of a game: a plain value every binding names the same way.

use core::num::NonZeroU8;

use crate::Error;

/// How many cards a draw turns from the stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Draw {
    /// One card at a time.
    One = 1,
    /// Three cards at a time, the top one playable.
    Three = 3,
}

impl Draw {
    /// How many cards a draw turns: 1 or 3.
    pub const fn cards(self) -> u8 {
        self as u8
    }
}

/// How many times a player may go through the stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Passes {
    /// As often as the player likes.
    Unlimited,
    /// This many passes: the waste is turned over into the stock one time less.
    Limited(NonZeroU8),
}

/// The rules a game is played by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Cards per draw.
    pub draw: Draw,
    /// Passes through the stock.
    pub passes: Passes,
    /// Whether a card may move back from a foundation onto a pile ("worrying back").
    pub worry_back: bool,
}

impl Rules {
    /// Draw 3, unlimited passes, worrying back allowed: the rules Solvitaire's, lonelybot's and
    /// Klondike-Solver's winnability figures are for.
    pub const DRAW_THREE: Rules = Rules {
        draw: Draw::Three,
        passes: Passes::Unlimited,
        worry_back: true,
    };

    /// The same with draw 1.
    pub const DRAW_ONE: Rules = Rules {
        draw: Draw::One,
        passes: Passes::Unlimited,
        worry_back: true,
    };

    /// The rules from the numbers the bindings take: `draw` 1 or 3, `passes` 0 for unlimited or
    /// 1 to 255.
    pub fn new(draw: u32, passes: u32, worry_back: bool) -> Result<Rules, Error> {
        let draw = match draw {
            1 => Draw::One,
            3 => Draw::Three,
            _ => return Err(Error::KlondikeBadRules),
        };
        let passes = match u8::try_from(passes).map_err(|_| Error::KlondikeBadRules)? {
            0 => Passes::Unlimited,
            some => Passes::Limited(NonZeroU8::new(some).ok_or(Error::KlondikeBadRules)?),
        };
        Ok(Rules {
            draw,
            passes,
            worry_back,
        })
    }

    /// The passes as the bindings give them: 0 for unlimited.
    pub const fn passes_number(self) -> u8 {
        match self.passes {
            Passes::Unlimited => 0,
            Passes::Limited(passes) => passes.get(),
        }
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::DRAW_THREE
    }
}
