//! The DigiPeg terminal program, as a line-driven state machine.
//!
//! The starter program's exact transcript lives here, so that Python, C and the firmware only
//! move lines in and out: call [`Program::start`] once, then [`Program::input`] with each line the
//! user typed (without its newline) or `None` at the end of input, until it reports
//! [`Status::Finished`]. Prompts are written without a newline, as Python's `input(prompt)` does.
//! Input before `start` is refused with [`Error::ProgramNotStarted`]: the banner and the first
//! prompt would otherwise never be shown.

use core::fmt::{self, Write};

use super::{DigiPeg, Directions, MAX_SIDE};
use crate::image::{Image, Reader, Writer};
use crate::{Error, StepError};

/// The welcome line of the program.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Banner {
    /// `Welcome to Peg Rectangle Solitaire!`: the first edition, and the default.
    #[default]
    PegRectangle,
    /// `Welcome to DigiPeg Solitaire!`: later editions.
    DigiPeg,
}

impl Banner {
    /// The welcome line.
    pub const fn text(self) -> &'static str {
        match self {
            Banner::PegRectangle => "Welcome to Peg Rectangle Solitaire!",
            Banner::DigiPeg => "Welcome to DigiPeg Solitaire!",
        }
    }
}

/// Whether the program wants more input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// A prompt has been written; the next line of input answers it.
    Waiting,
    /// The program has ended; further input is ignored.
    Finished,
}

/// The question being asked, in the order the program asks them (the order of their image tags).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Ask {
    /// `start` has not been called: no question yet.
    NotStarted,
    Rows,
    Cols,
    EmptyRow,
    EmptyCol,
    FromRow,
    FromCol,
    ToRow,
    ToCol,
    Done,
}

impl Ask {
    const fn prompt(self) -> &'static str {
        match self {
            Ask::Rows => "Enter the number of rows",
            Ask::Cols => "Enter the number of columns",
            Ask::EmptyRow => "Enter the empty space row",
            Ask::EmptyCol => "Enter empty space column",
            Ask::FromRow => "Enter the row of the peg to move",
            Ask::FromCol => "Enter the column of the peg to move",
            Ask::ToRow => "Enter the row where the peg lands",
            Ask::ToCol => "Enter the column where the peg lands",
            Ask::NotStarted | Ask::Done => "",
        }
    }
}

/// The DigiPeg terminal program. See the module docs for how to drive it.
#[derive(Clone, Debug)]
pub struct Program {
    banner: Banner,
    directions: Directions,
    ask: Ask,
    /// Answers so far to the current group of four questions, 1-based as typed.
    answers: [u8; 4],
    game: Option<DigiPeg>,
}

/// What the starter's input helper says to a line that is not all digits (empty included).
pub const NOT_A_NUMBER: &str = "That is not a number, try again.";
/// What it says to a number outside the range.
pub const NOT_VALID: &str = "That is not a valid choice, try again.";
/// What the main loop says to an illegal jump.
pub const NOT_ALLOWED: &str = "Sorry.  That move is not allowed.";

impl Program {
    /// A program with the given banner and jump rule.
    pub const fn new(banner: Banner, directions: Directions) -> Program {
        Program {
            banner,
            directions,
            ask: Ask::NotStarted,
            answers: [0; 4],
            game: None,
        }
    }

    /// The game being played, once the board has been set up.
    pub const fn game(&self) -> Option<&DigiPeg> {
        self.game.as_ref()
    }

    /// Write the banner and the first prompt (called again: the banner and the pending prompt).
    pub fn start(&mut self, out: &mut impl Write) -> Result<Status, fmt::Error> {
        if self.ask == Ask::NotStarted {
            self.ask = Ask::Rows;
        }
        let title = self.banner.text();
        writeln!(out, "{title}")?;
        (0..title.len()).try_for_each(|_| out.write_char('-'))?;
        out.write_str("\n\n")?;
        self.prompt(out)
    }

    /// Answer the pending prompt with `line` (`None`: the input has ended). Before [`Program::start`]
    /// this is [`Error::ProgramNotStarted`], and nothing is written or changed.
    pub fn input(&mut self, line: Option<&str>, out: &mut impl Write) -> Result<Status, StepError> {
        if self.ask == Ask::NotStarted {
            return Err(Error::ProgramNotStarted.into());
        }
        if self.ask == Ask::Done {
            return Ok(Status::Finished);
        }
        let Some(line) = line else {
            // End of input mid-prompt: finish the prompt's line and stop quietly.
            self.ask = Ask::Done;
            out.write_str("\n")?;
            return Ok(Status::Finished);
        };
        if line.is_empty() || !line.bytes().all(|b| b.is_ascii_digit()) {
            writeln!(out, "{NOT_A_NUMBER}")?;
            return Ok(self.prompt(out)?);
        }
        let (low, high) = self.range();
        // All digits: too long to parse is simply out of range.
        let Some(value) = line.parse::<u8>().ok().filter(|v| (low..=high).contains(v)) else {
            writeln!(out, "{NOT_VALID}")?;
            return Ok(self.prompt(out)?);
        };
        self.answers[self.slot()] = value;
        Ok(self.advance(out)?)
    }

    /// Record progress after a valid answer: set up the board or play a jump when four answers are in.
    fn advance(&mut self, out: &mut impl Write) -> Result<Status, fmt::Error> {
        let [a, b, c, d] = self.answers.map(i64::from);
        self.ask = match self.ask {
            Ask::Rows => Ask::Cols,
            Ask::Cols => Ask::EmptyRow,
            Ask::EmptyRow => Ask::EmptyCol,
            Ask::EmptyCol => {
                // The prompts' ranges make this board valid.
                self.game = DigiPeg::with_directions(a, b, c - 1, d - 1, self.directions).ok();
                out.write_str("\n")?;
                self.next_turn(out)?
            }
            Ask::FromRow => Ask::FromCol,
            Ask::FromCol => Ask::ToRow,
            Ask::ToRow => Ask::ToCol,
            Ask::ToCol => {
                if let Some(game) = self.game.as_mut() {
                    if game.make_move(a - 1, b - 1, c - 1, d - 1).is_err() {
                        writeln!(out, "{NOT_ALLOWED}")?;
                    }
                }
                out.write_str("\n")?;
                self.next_turn(out)?
            }
            Ask::NotStarted | Ask::Done => self.ask,
        };
        self.prompt(out)
    }

    /// Draw the board, then either ask for the next jump or end with the final message.
    fn next_turn(&mut self, out: &mut impl Write) -> Result<Ask, fmt::Error> {
        let Some(game) = self.game else {
            return Ok(Ask::Done);
        };
        writeln!(out, "{game}")?;
        if game.game_over() {
            write!(out, "{}", game.final_message())?;
            return Ok(Ask::Done);
        }
        Ok(Ask::FromRow)
    }

    fn prompt(&self, out: &mut impl Write) -> Result<Status, fmt::Error> {
        if self.ask == Ask::Done {
            return Ok(Status::Finished);
        }
        let (low, high) = self.range();
        write!(out, "{} [{low} - {high}]: ", self.ask.prompt())?;
        Ok(Status::Waiting)
    }

    /// Where the current answer goes among the group of four.
    const fn slot(&self) -> usize {
        match self.ask {
            Ask::NotStarted | Ask::Rows | Ask::FromRow => 0,
            Ask::Cols | Ask::FromCol => 1,
            Ask::EmptyRow | Ask::ToRow => 2,
            Ask::EmptyCol | Ask::ToCol | Ask::Done => 3,
        }
    }

    /// The allowed 1-based range of the current question.
    fn range(&self) -> (u8, u8) {
        let (rows, cols) = match self.game {
            Some(g) => (g.rows(), g.cols()),
            None => (self.answers[0], self.answers[1]),
        };
        match self.ask {
            Ask::Rows | Ask::Cols => (1, MAX_SIDE),
            Ask::EmptyRow | Ask::FromRow | Ask::ToRow => (1, rows),
            Ask::EmptyCol | Ask::FromCol | Ask::ToCol => (1, cols),
            Ask::NotStarted | Ask::Done => (0, 0),
        }
    }
}

/// Banner, jump rule, the question asked, the answers so far and the game (if set up): 43 bytes.
impl Image for Program {
    const LEN: usize = 1 + Directions::LEN + 1 + 4 + 1 + DigiPeg::LEN;

    fn write(&self, out: &mut Writer<'_>) {
        let Program {
            banner,
            directions,
            ask,
            answers,
            game,
        } = self;
        out.u8(match banner {
            Banner::PegRectangle => 0,
            Banner::DigiPeg => 1,
        });
        directions.write(out);
        out.u8(*ask as u8);
        out.bytes(answers);
        out.option(game.as_ref());
    }

    fn read(input: &mut Reader<'_>) -> Option<Program> {
        let banner = [Banner::PegRectangle, Banner::DigiPeg][usize::from(input.below(2)?)];
        let directions = Directions::read(input)?;
        let ask = match input.u8()? {
            0 => Ask::NotStarted,
            1 => Ask::Rows,
            2 => Ask::Cols,
            3 => Ask::EmptyRow,
            4 => Ask::EmptyCol,
            5 => Ask::FromRow,
            6 => Ask::FromCol,
            7 => Ask::ToRow,
            8 => Ask::ToCol,
            9 => Ask::Done,
            _ => return None,
        };
        let answers = input.array()?;
        let game = input.option()?;
        Some(Program {
            banner,
            directions,
            ask,
            answers,
            game,
        })
    }
}

impl Default for Program {
    fn default() -> Program {
        Program::new(Banner::default(), Directions::default())
    }
}
