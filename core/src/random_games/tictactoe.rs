//! Random tic-tac-toe games: `gamestate`, play, and perfect play.

use super::{Dice, Line, op};
use crate::tictactoe::{Square, TicTacToe};

type Row = heapless::String<8>;

/// A board written as `VERB N |row|row|row`: one that arises in play, three random rows (often
/// impossible), or, unless `valid`, a malformed one. Returns the game, if the board is one.
fn board(dice: &mut Dice, line: &mut Line, verb: &str, valid: bool) -> Option<TicTacToe> {
    let mut rows: heapless::Vec<Row, 4> = heapless::Vec::new();
    let roll = if valid { 0 } else { dice.below(100) };
    if roll < 50 {
        let mut game = TicTacToe::new();
        for _ in 0..dice.below(10) {
            if let Some(square) = dice.choose(&game.legal_moves()) {
                let _ = game.play(square);
            }
        }
        for row in 0..3 {
            let mut text = Row::new();
            for col in 0..3 {
                let mark = game
                    .board()
                    .get(Square::ALL[row * 3 + col])
                    .map_or(' ', |p| p.as_char());
                let _ = text.push(mark);
            }
            let _ = rows.push(text);
        }
    } else {
        let count = if roll < 85 { 3 } else { dice.pick(&[0, 2, 3, 3, 4]) };
        for _ in 0..count {
            let length = if roll < 85 || dice.chance(70) {
                3
            } else {
                dice.pick(&[2, 4])
            };
            let mut text = Row::new();
            for _ in 0..length {
                let mark = if roll >= 85 && dice.chance(8) {
                    dice.pick(&['x', '0', '-', 'é'])
                } else {
                    dice.pick(&['X', 'O', ' '])
                };
                let _ = text.push(mark);
            }
            let _ = rows.push(text);
        }
    }
    op!(line, "{verb} {} |", rows.len());
    for (i, row) in rows.iter().enumerate() {
        op!(line, "{}{row}", if i == 0 { "" } else { "|" });
    }
    TicTacToe::from_rows(&rows).ok()
}

/// The shadow of a `tictactoe` or `tictactoe-perfect` game.
pub(super) struct TttGen {
    game: Option<TicTacToe>,
    perfect: bool,
    left: u32,
}

impl TttGen {
    /// `perfect`: the perfect-play kind (values, best moves, computer players).
    pub(super) fn new(dice: &mut Dice, perfect: bool) -> TttGen {
        TttGen {
            game: None,
            perfect,
            left: if perfect {
                4 + dice.below(12)
            } else {
                6 + dice.below(20)
            } as u32,
        }
    }

    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let Some(game) = self.game.as_mut() else {
            self.game = if dice.chance(70) {
                op!(line, "new");
                Some(TicTacToe::new())
            } else {
                board(dice, line, "rows", self.perfect)
            };
            return true;
        };
        if self.perfect {
            if game.is_over() {
                self.left = 0;
            }
            match dice.below(100) {
                _ if self.left == 0 => op!(line, "choose 2 {}", dice.seed()),
                0..20 => op!(line, "value"),
                20..32 => op!(line, "best"),
                32..44 => op!(line, "quickest"),
                44..70 => {
                    let strength = if dice.chance(10) {
                        dice.pick(&[-1, 3, 7])
                    } else {
                        dice.int(0, 2)
                    };
                    op!(line, "choose {strength} {}", dice.seed());
                }
                _ => play(game, dice, line, 100),
            }
            return true;
        }
        if game.is_over() && dice.chance(50) {
            op!(line, "state");
            self.left = 0;
            return true;
        }
        match dice.below(100) {
            0..35 => play(game, dice, line, 75),
            35..45 => op!(line, "legal {}", square(game, dice, 50)),
            45..60 => {
                board(dice, line, "gamestate", false);
            }
            60..65 => op!(line, "turn"),
            65..70 => op!(line, "winner"),
            70..75 => op!(line, "state"),
            75..80 => op!(line, "over"),
            80..88 => op!(line, "moves"),
            88..97 => op!(line, "show"),
            _ => {
                if let Some(other) = board(dice, line, "rows", false) {
                    *game = other;
                }
            }
        }
        true
    }
}

/// A square: `legal` times in 100 a legal one, else any square (often taken) or a number off the board.
fn square(game: &TicTacToe, dice: &mut Dice, legal: u32) -> i64 {
    match dice.choose(&game.legal_moves()) {
        Some(s) if dice.chance(legal) => i64::from(s.index()),
        _ if dice.chance(50) => dice.int(0, 8),
        _ => dice.raw(-2, 10, 4),
    }
}

/// `play SQUARE`, applied to the shadow.
fn play(game: &mut TicTacToe, dice: &mut Dice, line: &mut Line, legal: u32) {
    let s = square(game, dice, legal);
    op!(line, "play {s}");
    let _ = game.play_raw(s);
}
