//! Quixo against the computer, on the whole matrix and on the console.

use core::fmt::{self, Write};

use digipeg::quixo::{Cell, Game, Level, Move, MoveList, Outcome, Player, Position, Symbol, TtEntry};

use super::{BRIGHT, DIM, Event, Frame, Settings, fast_on, slow_on};
use crate::parse_int;

/// The ring of perimeter cells, clockwise from the top left: where the cursor travels.
pub(super) const RING: [Cell; 16] = {
    // Evaluated when compiled: a cell off the board would not compile.
    const fn cell(row: u8, col: u8) -> Cell {
        match Cell::new(row, col) {
            Ok(cell) => cell,
            Err(_) => panic!("a ring cell off the board"),
        }
    }
    let mut ring = [Cell::at::<0, 0>(); 16];
    let mut i = 0;
    while i < 4 {
        ring[i] = cell(0, i as u8); // top row, left to right
        ring[4 + i] = cell(i as u8, 4); // right column, top to bottom
        ring[8 + i] = cell(4, 4 - i as u8); // bottom row, right to left
        ring[12 + i] = cell(4 - i as u8, 0); // left column, bottom to top
        i += 1;
    }
    ring
};

/// A draw when a position comes up for the third time (the official rules have no draw; without
/// one, a game against the computer could circle for ever).
const REPETITIONS: u32 = 3;

/// You play X and move first; the computer plays O.
const YOU: Symbol = Symbol::X;

/// The empty 5 × 5 board of the 2-player game.
fn empty() -> Position {
    match Position::new(5, 2) {
        Ok(position) => position,
        Err(_) => panic!("5 x 5 with 2 players is a Quixo board"),
    }
}

/// Where the buttons are in choosing a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Phase {
    /// A moves the cursor (an index into [`RING`]) to the next cube you can take, B takes it.
    Pick { cursor: usize },
    /// A and B step through the moves of the cube under the cursor (`choice` indexes them in
    /// the core's order; one past the last puts the cube back); A + B confirms.
    End { cursor: usize, choice: usize },
    /// The game is over; the matrix shows the end until a button is pressed.
    Over,
}

pub(super) struct QuixoTable {
    pub(super) game: Game,
    pub(super) phase: Phase,
    computer: Player,
}

impl QuixoTable {
    /// A table before any game (the menu shows; [`QuixoTable::restart`] starts one).
    pub(super) fn new() -> QuixoTable {
        QuixoTable {
            game: Game::from_position(empty()),
            phase: Phase::Over,
            computer: Player::new(Level::Search, 0),
        }
    }

    /// A new game, the computer's choices seeded by `seed`.
    pub(super) fn restart(&mut self, seed: u64, out: &mut dyn Write) -> fmt::Result {
        self.game = Game::from_position(empty());
        self.game.set_repetitions(REPETITIONS);
        self.computer.seed = seed;
        self.phase = Phase::Pick {
            cursor: self.next_takeable(0),
        };
        out.write_str("Quixo against the computer: you are X and move first.\n")?;
        self.show(out)
    }

    pub(super) fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Your moves from the ring cell `cursor`, in the core's order.
    fn moves_from(&self, cursor: usize) -> MoveList {
        let from = RING[cursor % RING.len()];
        self.game
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == from)
            .collect()
    }

    /// The first ring cell from `cursor` on (clockwise, wrapping) whose cube you may take.
    fn next_takeable(&self, cursor: usize) -> usize {
        let legal = self.game.legal_moves();
        (cursor..cursor + RING.len())
            .map(|i| i % RING.len())
            .find(|&i| legal.iter().any(|m| m.from() == RING[i]))
            .unwrap_or(0)
    }

    pub(super) fn button(
        &mut self,
        event: Event,
        table: &mut [TtEntry],
        settings: Settings,
        out: &mut dyn Write,
    ) -> fmt::Result {
        match (self.phase, event) {
            (Phase::Pick { cursor }, Event::A) => {
                self.phase = Phase::Pick {
                    cursor: self.next_takeable(cursor + 1),
                };
            }
            (Phase::Pick { cursor }, Event::B) => {
                self.phase = Phase::End { cursor, choice: 0 };
            }
            (Phase::End { cursor, choice }, Event::A | Event::B) => {
                // One more choice than moves: putting the cube back.
                let choices = self.moves_from(cursor).len() + 1;
                let step = if event == Event::A { choices - 1 } else { 1 };
                self.phase = Phase::End {
                    cursor,
                    choice: (choice + step) % choices,
                };
            }
            (Phase::End { cursor, choice }, Event::AB) => match self.moves_from(cursor).get(choice) {
                Some(&m) => self.play(m, table, settings, out)?,
                None => self.phase = Phase::Pick { cursor },
            },
            _ => {}
        }
        Ok(())
    }

    /// A move typed as four numbers, `0 0 0 4` or `0004`.
    pub(super) fn line(
        &mut self,
        line: &str,
        table: &mut [TtEntry],
        settings: Settings,
        out: &mut dyn Write,
    ) -> fmt::Result {
        match line {
            "board" => return self.show(out),
            "undo" => return self.undo(out),
            _ => {}
        }
        let Some(numbers) = four_numbers(line) else {
            return out.write_str("Type four numbers, e.g. 0 0 0 4, or help.\n");
        };
        let m = Move::from_raw(numbers[0], numbers[1], numbers[2], numbers[3], 0);
        match m.and_then(|m| self.game.check(&m).map(|()| m)) {
            Ok(m) => self.play(m, table, settings, out),
            Err(e) => writeln!(out, "{}", e.message()),
        }
    }

    /// Play your move `m` (legal), then the computer's reply.
    fn play(
        &mut self,
        m: Move,
        table: &mut [TtEntry],
        settings: Settings,
        out: &mut dyn Write,
    ) -> fmt::Result {
        if self.game.play(m).is_err() {
            return out.write_str("That move is not legal.\n");
        }
        write!(out, "You played ")?;
        write_move(out, m)?;
        if self.game.outcome().is_none() {
            let choice = self.computer.choose(self.game.position(), table, settings.budget);
            match choice.and_then(|c| self.game.play(c.mv).map(|()| c.mv)) {
                Ok(reply) => {
                    write!(out, "The computer played ")?;
                    write_move(out, reply)?;
                }
                Err(e) => writeln!(out, "The computer cannot move: {}", e.message())?,
            }
        }
        self.show(out)?;
        let cursor = match self.phase {
            Phase::Pick { cursor } | Phase::End { cursor, .. } => cursor,
            Phase::Over => 0,
        };
        self.phase = match self.game.outcome() {
            Some(outcome) => {
                out.write_str(match outcome {
                    Outcome::Win(s) if s == YOU => "X wins: you win!\n",
                    Outcome::Win(_) => "O wins: the computer wins.\n",
                    Outcome::Draw => "Draw: the same position came up a third time.\n",
                })?;
                Phase::Over
            }
            None => Phase::Pick {
                cursor: self.next_takeable(cursor),
            },
        };
        Ok(())
    }

    /// Take back your last move and the computer's reply.
    fn undo(&mut self, out: &mut dyn Write) -> fmt::Result {
        if let Err(e) = self.game.undo() {
            return writeln!(out, "{}", e.message());
        }
        if self.game.position().turn_symbol() != YOU {
            // Cannot fail: the computer's reply had your move before it.
            let _ = self.game.undo();
        }
        self.phase = Phase::Pick {
            cursor: self.next_takeable(0),
        };
        self.show(out)
    }

    /// The board with its row and column numbers.
    fn show(&self, out: &mut dyn Write) -> fmt::Result {
        let mut board: heapless::String<32> = heapless::String::new();
        write!(board, "{}", self.game)?;
        out.write_str("\n  01234\n")?;
        for (row, text) in board.lines().enumerate() {
            writeln!(out, "{row} {text}")?;
        }
        Ok(())
    }

    pub(super) fn frame(&self, now: u32) -> Frame {
        let position = self.game.position();
        match self.phase {
            Phase::Pick { cursor } => {
                let mut frame = board_frame(position, now);
                set(&mut frame, RING[cursor], if fast_on(now) { BRIGHT } else { 0 });
                frame
            }
            // The board as the chosen move would leave it, the placed cube flashing.
            Phase::End { cursor, choice } => match self.moves_from(cursor).get(choice) {
                Some(&m) => {
                    let mut after = *position;
                    let _ = after.play(m);
                    let mut frame = board_frame(&after, now);
                    set(&mut frame, m.to(), if fast_on(now) { BRIGHT } else { 0 });
                    frame
                }
                None => {
                    let mut frame = board_frame(position, now);
                    set(&mut frame, RING[cursor], if fast_on(now) { BRIGHT } else { 0 });
                    frame
                }
            },
            // The winner's cubes flash.
            Phase::Over => {
                let winner = self.game.outcome().and_then(Outcome::winner);
                let mut frame = board_frame(position, now);
                for (i, level) in frame.0.iter_mut().flatten().enumerate() {
                    let cell = Cell::new(i as u8 / 5, i as u8 % 5);
                    let cube = cell.and_then(|cell| position.cube(cell)).ok().flatten();
                    if cube.is_some_and(|c| Some(c.symbol) == winner) && !fast_on(now) {
                        *level = 0;
                    }
                }
                frame
            }
        }
    }
}

/// Your cubes bright, the computer's dim and blinking, blanks off.
fn board_frame(position: &Position, now: u32) -> Frame {
    let mut frame = Frame::default();
    for (i, level) in frame.0.iter_mut().flatten().enumerate() {
        let cell = Cell::new(i as u8 / 5, i as u8 % 5);
        *level = match cell.and_then(|cell| position.cube(cell)).ok().flatten() {
            Some(cube) if cube.symbol == YOU => BRIGHT,
            Some(_) if slow_on(now) => DIM,
            _ => 0,
        };
    }
    frame
}

fn set(frame: &mut Frame, cell: Cell, level: u8) {
    if let Some(led) = frame
        .0
        .get_mut(usize::from(cell.row()))
        .and_then(|r| r.get_mut(usize::from(cell.col())))
    {
        *led = level;
    }
}

/// `R1 C1 R2 C2.` and a newline.
fn write_move(out: &mut dyn Write, m: Move) -> fmt::Result {
    writeln!(
        out,
        "{} {} {} {}.",
        m.from().row(),
        m.from().col(),
        m.to().row(),
        m.to().col()
    )
}

/// Four integers separated by spaces or commas, or four digits written together (`0004`).
fn four_numbers(line: &str) -> Option<[i64; 4]> {
    let mut words = line.split([' ', ',']).filter(|w| !w.is_empty());
    let mut numbers = [0; 4];
    match (words.next(), words.clone().next()) {
        (Some(word), None) if word.len() == 4 => {
            for (n, b) in numbers.iter_mut().zip(word.bytes()) {
                *n = parse_int(core::str::from_utf8(&[b]).ok()?)?;
            }
        }
        (Some(first), Some(_)) => {
            numbers[0] = parse_int(first)?;
            for n in &mut numbers[1..] {
                *n = parse_int(words.next()?)?;
            }
            if words.next().is_some() {
                return None;
            }
        }
        _ => return None,
    }
    Some(numbers)
}
