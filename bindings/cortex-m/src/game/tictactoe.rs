//! Tic-tac-toe against perfect play, on the centre 3 × 3 of the matrix and on the console.

use core::fmt::{self, Write};

use digipeg::Rng;
use digipeg::tictactoe::{Outcome, Player, Square, Strength, TicTacToe};

use super::{BRIGHT, DIM, Event, Frame, fast_on, slow_on};
use crate::parse_int;

/// You play X and move first; the computer plays O, perfectly.
const YOU: Player = Player::X;

pub(super) struct TicTacToeTable {
    pub(super) game: TicTacToe,
    /// The square under the cursor (an empty one while the game goes on).
    pub(super) cursor: u8,
    /// The game before each of your moves, for undo.
    before: heapless::Vec<TicTacToe, 5>,
    rng: Rng,
}

impl TicTacToeTable {
    /// A table before any game (the menu shows; [`TicTacToeTable::restart`] starts one).
    pub(super) const fn new() -> TicTacToeTable {
        TicTacToeTable {
            game: TicTacToe::new(),
            cursor: 0,
            before: heapless::Vec::new(),
            rng: Rng::new(0),
        }
    }

    /// A new game, the computer's choices seeded by `seed`.
    pub(super) fn restart(&mut self, seed: u64, out: &mut dyn Write) -> fmt::Result {
        *self = TicTacToeTable {
            rng: Rng::new(seed),
            ..TicTacToeTable::new()
        };
        out.write_str("Tic-tac-toe against perfect play: you are X and move first.\n")?;
        self.show(out)
    }

    pub(super) fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The first empty square from `square` on (row by row, wrapping).
    fn next_empty(&self, square: u8) -> u8 {
        let legal = self.game.legal_moves();
        (square..square + 9)
            .map(|s| s % 9)
            .find(|&s| legal.iter().any(|q| q.index() == s))
            .unwrap_or(0)
    }

    pub(super) fn button(&mut self, event: Event, out: &mut dyn Write) -> fmt::Result {
        match event {
            Event::A => {
                self.cursor = self.next_empty(self.cursor + 1);
                Ok(())
            }
            Event::B => match Square::new(self.cursor) {
                Ok(square) => self.play(square, out),
                Err(_) => Ok(()),
            },
            _ => Ok(()),
        }
    }

    /// A square typed as its number.
    pub(super) fn line(&mut self, line: &str, out: &mut dyn Write) -> fmt::Result {
        match line {
            "board" => return self.show(out),
            "undo" => return self.undo(out),
            _ => {}
        }
        let Some(number) = parse_int(line) else {
            return out.write_str("Type a square, 0 to 8, or help.\n");
        };
        match Square::try_from(number) {
            Ok(square) => self.play(square, out),
            Err(e) => writeln!(out, "{}", e.message()),
        }
    }

    /// Mark `square` for you (if legal), then the computer's reply.
    fn play(&mut self, square: Square, out: &mut dyn Write) -> fmt::Result {
        let before = self.game;
        if let Err(e) = self.game.play(square) {
            return writeln!(out, "{}", e.message());
        }
        if self.before.is_full() {
            self.before.remove(0);
        }
        // Cannot fail: a slot was freed above if needed.
        let _ = self.before.push(before);
        writeln!(out, "You marked {}.", square.index())?;
        if !self.game.is_over() {
            match self.game.choose_move(Strength::Perfect, &mut self.rng) {
                Ok(reply) => {
                    // Cannot fail: the core chose a legal square.
                    let _ = self.game.play(reply);
                    writeln!(out, "The computer marked {}.", reply.index())?;
                }
                Err(e) => writeln!(out, "The computer cannot move: {}", e.message())?,
            }
        }
        self.show(out)?;
        match self.game.outcome() {
            Some(Outcome::Win(p)) if p == YOU => out.write_str("X wins: you win!\n")?,
            Some(Outcome::Win(_)) => out.write_str("O wins: the computer wins.\n")?,
            Some(Outcome::Draw) => out.write_str("Draw.\n")?,
            None => self.cursor = self.next_empty(self.cursor),
        }
        Ok(())
    }

    /// Take back your last move and the computer's reply.
    fn undo(&mut self, out: &mut dyn Write) -> fmt::Result {
        match self.before.pop() {
            Some(before) => {
                self.game = before;
                self.cursor = self.next_empty(0);
                self.show(out)
            }
            None => out.write_str("Nothing to undo.\n"),
        }
    }

    /// The board as on paper, each empty square showing its number (the core's drawing, with
    /// the blanks filled in).
    fn show(&self, out: &mut dyn Write) -> fmt::Result {
        let mut board: heapless::String<16> = heapless::String::new();
        write!(board, "{}", self.game)?;
        out.write_char('\n')?;
        for (row, text) in board.lines().enumerate() {
            if row > 0 {
                out.write_str("---+---+---\n")?;
            }
            for (col, mark) in text.chars().enumerate() {
                out.write_str(if col > 0 { " | " } else { " " })?;
                match mark {
                    ' ' => out.write_char(char::from(b'0' + (3 * row + col) as u8))?,
                    _ => out.write_char(mark)?,
                }
            }
            out.write_char('\n')?;
        }
        Ok(())
    }

    /// The marks on the centre 3 × 3: yours bright, the computer's dim and blinking; the cursor
    /// flashes; when the game is over, the winner's marks flash.
    pub(super) fn frame(&self, now: u32) -> Frame {
        let board = self.game.board();
        let winner = match self.game.outcome() {
            Some(Outcome::Win(p)) => Some(p),
            _ => None,
        };
        let mut frame = Frame::default();
        for square in Square::ALL {
            let mark = board.get(square);
            let mut level = match mark {
                Some(p) if p == YOU => BRIGHT,
                Some(_) if slow_on(now) => DIM,
                _ => 0,
            };
            if mark.is_some() && mark == winner && !fast_on(now) {
                level = 0;
            }
            if !self.game.is_over() && square.index() == self.cursor && fast_on(now) {
                level = BRIGHT;
            }
            frame.0[usize::from(square.row()) + 1][usize::from(square.column()) + 1] = level;
        }
        frame
    }
}
