//! The original's terminal `play()`, as a line-driven state machine: the caller does the I/O
//! (reads a line, hands it over, prints what comes back), so every binding shows the same bytes.

use core::fmt::{self, Write};

use super::Solitaire;
use crate::image::{Image, Reader, Writer};
use crate::{Error, StepError};

/// How a [`Play`] ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayEnd {
    /// The game was complete after this many rounds.
    Won {
        /// The round (1-based) in which the game was completed.
        rounds: u16,
    },
    /// Every round was played without completing the game (also when there were none).
    Lost,
    /// The input ended before the game did.
    EndOfInput,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Stage {
    /// Nothing printed yet.
    Start,
    /// The "from" prompt is out, waiting for its line.
    From,
    /// The "to" prompt is out; the "from" answer, if it was a number.
    To(Option<i64>),
    /// Finished; further input is ignored.
    Over(PlayEnd),
}

/// The original's `play()`, byte for byte, as Python printed it with `print()` and `input(prompt)`
/// (a prompt gets no newline; the player's line is not echoed, as when input is piped).
///
/// The transcript: `"*" * 41 + "NEW GAME" + "*" * 39` and a newline; then for each round `k` of
/// `N` = [`Solitaire::chance_no`]: the display ([`Solitaire`]'s `Display`),
/// `Round k out of N: Move from row no.:` (a prompt; the next line answers it), then
/// `Round k out of N: Move to row no.:` (a prompt). A move with both numbers in `0..ColNo` is
/// made; a refused move, a number out of range or an answer that is not an integer (Python's
/// `int()` rules: surrounding whitespace, a sign and `_` between digits are fine) uses up the
/// round and changes nothing. Once the game is complete: `You Win in k steps!`, a newline, and
/// the game stops. After round `N` without a win: `You Loss!` (sic) and a newline. Finally one
/// blank line (`"\n"`). With `N` = 0 the handout's loop runs no round, so nothing is printed
/// between the banner and the blank line (and the end is [`PlayEnd::Lost`]).
///
/// **End of input** (`None` for a line) at either prompt ends the program cleanly: a newline
/// (closing the open prompt's line), then the final blank line — so the output ends in
/// `"...Move from row no.:\n\n"` — with no win or loss line, and [`PlayEnd::EndOfInput`].
///
/// ```
/// use digipeg::solitaire::{Play, PlayEnd, Solitaire};
/// let mut out = String::new();
/// let end = Play::run(Solitaire::new(&[0])?, ["0", "1"], &mut out).unwrap();
/// assert_eq!(end, PlayEnd::Won { rounds: 1 });
/// assert!(out.ends_with("Move to row no.:You Win in 1 steps!\n\n"));
/// # Ok::<(), digipeg::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    game: Solitaire,
    /// The current round, 1-based: up to `ChanceNo + 1` = 65536 after a loss, so wider than it.
    round: u32,
    stage: Stage,
}

impl Play {
    /// A program about to play `game`; nothing is printed until [`Play::start`].
    pub fn new(game: Solitaire) -> Play {
        Play {
            game,
            round: 1,
            stage: Stage::Start,
        }
    }

    /// Print the banner, and the first display and prompt (or, with 0 rounds, the end).
    /// Does nothing once started.
    pub fn start<W: Write + ?Sized>(&mut self, out: &mut W) -> fmt::Result {
        if self.stage != Stage::Start {
            return Ok(());
        }
        writeln!(out, "{}NEW GAME{}", Stars(41), Stars(39))?;
        self.begin_round(out)
    }

    /// Answer the open prompt with `line` (`None`: the input has ended) and print everything up to
    /// the next prompt or the end; does nothing once over. Before [`Play::start`] this is
    /// [`Error::ProgramNotStarted`], and nothing is printed or changed.
    pub fn feed<W: Write + ?Sized>(&mut self, line: Option<&str>, out: &mut W) -> Result<(), StepError> {
        match (self.stage, line) {
            (Stage::Start, _) => Err(Error::ProgramNotStarted.into()),
            (Stage::Over(_), _) => Ok(()),
            (Stage::From | Stage::To(_), None) => {
                self.stage = Stage::Over(PlayEnd::EndOfInput);
                Ok(out.write_str("\n\n")?)
            }
            (Stage::From, Some(line)) => {
                self.stage = Stage::To(parse_int(line));
                Ok(write!(
                    out,
                    "Round {} out of {}: Move to row no.:",
                    self.round,
                    self.game.chance_no()
                )?)
            }
            (Stage::To(from), Some(line)) => {
                if let (Some(c1), Some(c2)) = (from, parse_int(line)) {
                    // Refused moves are silently ignored, as in the original.
                    let _ = self.game.move_cards_raw(c1, c2);
                }
                if self.game.is_complete() {
                    // The round is at most ChanceNo here, which fits a u16.
                    let rounds = u16::try_from(self.round).unwrap_or(u16::MAX);
                    self.stage = Stage::Over(PlayEnd::Won { rounds });
                    Ok(write!(out, "You Win in {} steps!\n\n", self.round)?)
                } else {
                    self.round = self.round.saturating_add(1);
                    Ok(self.begin_round(out)?)
                }
            }
        }
    }

    fn begin_round<W: Write + ?Sized>(&mut self, out: &mut W) -> fmt::Result {
        if self.game.chance_no() == 0 {
            // The handout's `for` loop runs no round: no display, no verdict.
            self.stage = Stage::Over(PlayEnd::Lost);
            return out.write_str("\n");
        }
        if self.round() > self.game.chance_no() {
            self.stage = Stage::Over(PlayEnd::Lost);
            return out.write_str("You Loss!\n\n");
        }
        self.stage = Stage::From;
        write!(
            out,
            "{}Round {} out of {}: Move from row no.:",
            self.game,
            self.round,
            self.game.chance_no()
        )
    }

    /// Play a whole program: start, feed every line of `input` until the game is over, then the
    /// end of input if it is still waiting. Returns how it ended.
    pub fn run<'a, W: Write + ?Sized>(
        game: Solitaire,
        input: impl IntoIterator<Item = &'a str>,
        out: &mut W,
    ) -> Result<PlayEnd, StepError> {
        let mut play = Play::new(game);
        play.start(out)?;
        for line in input {
            if play.end().is_some() {
                break;
            }
            play.feed(Some(line), out)?;
        }
        play.feed(None, out)?;
        Ok(play.end().unwrap_or(PlayEnd::EndOfInput))
    }

    /// How the program ended, or `None` while it waits for a line.
    pub fn end(&self) -> Option<PlayEnd> {
        match self.stage {
            Stage::Over(end) => Some(end),
            _ => None,
        }
    }

    /// Whether the program has ended.
    pub fn is_over(&self) -> bool {
        self.end().is_some()
    }

    /// The current round, 1-based (after the end: the last round played, plus one if lost).
    pub fn round(&self) -> usize {
        // A u32 always fits the usize of the targets the crate builds for (32 and 64 bits).
        usize::try_from(self.round).unwrap_or(usize::MAX)
    }

    /// The game being played.
    pub fn game(&self) -> &Solitaire {
        &self.game
    }
}

/// The game, the round, and where the program stands (a tag, then what that stage holds: the
/// answer to the "from" prompt, or how the program ended): 734 bytes. Read back, the round must
/// be one a program reaches: 1 to `ChanceNo + 1`, and a win's round the round it ended in.
impl Image for Play {
    const LEN: usize = Solitaire::LEN + 4 + 1 + 1 + 8;

    fn write(&self, out: &mut Writer<'_>) {
        let Play { game, round, stage } = self;
        game.write(out);
        out.u32(*round);
        let (tag, detail, value) = match *stage {
            Stage::Start => (0, 0, 0),
            Stage::From => (1, 0, 0),
            Stage::To(None) => (2, 0, 0),
            Stage::To(Some(from)) => (2, 1, from),
            Stage::Over(PlayEnd::Won { rounds }) => (3, 0, i64::from(rounds)),
            Stage::Over(PlayEnd::Lost) => (3, 1, 0),
            Stage::Over(PlayEnd::EndOfInput) => (3, 2, 0),
        };
        out.bytes(&[tag, detail]);
        out.i64(value);
    }

    fn read(input: &mut Reader<'_>) -> Option<Play> {
        let game = Solitaire::read(input)?;
        let round = input.u32()?;
        let [tag, detail] = input.array()?;
        let value = input.i64()?;
        let stage = match (tag, detail, value) {
            (0, 0, 0) => Stage::Start,
            (1, 0, 0) => Stage::From,
            (2, 0, 0) => Stage::To(None),
            (2, 1, from) => Stage::To(Some(from)),
            (3, 0, rounds) if rounds == i64::from(round) => Stage::Over(PlayEnd::Won {
                rounds: u16::try_from(rounds).ok()?,
            }),
            (3, 1, 0) => Stage::Over(PlayEnd::Lost),
            (3, 2, 0) => Stage::Over(PlayEnd::EndOfInput),
            _ => return None,
        };
        let last = u32::try_from(game.chance_no()).ok()?;
        (1..=last + 1)
            .contains(&round)
            .then_some(Play { game, round, stage })
    }
}

/// `n` stars.
struct Stars(usize);

impl fmt::Display for Stars {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (0..self.0).try_for_each(|_| f.write_char('*'))
    }
}

/// An integer as Python's `int(line)` reads one (ASCII digits): surrounding whitespace, an
/// optional sign, digits with single `_` between them. `None` if it is not one, or does not fit
/// an `i64` (it would be out of range anyway).
fn parse_int(line: &str) -> Option<i64> {
    let text = line.trim();
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    // One pass, no substring search (it would cost the firmware its flash): a `_` must follow a
    // digit, and the text must end in one.
    let mut value: i64 = 0;
    let mut after_digit = false;
    for byte in digits.bytes() {
        match byte {
            b'_' if after_digit => after_digit = false,
            b'0'..=b'9' => {
                value = value.checked_mul(10)?.checked_add(i64::from(byte - b'0'))?;
                after_digit = true;
            }
            _ => return None,
        }
    }
    after_digit.then_some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::parse_int;

    #[test]
    fn parse_int_like_python() {
        for (text, value) in [
            ("0", Some(0)),
            (" 12 ", Some(12)),
            ("\t3\r\n", Some(3)),
            ("+4", Some(4)),
            ("-1", Some(-1)),
            ("1_0", Some(10)),
            ("007", Some(7)),
            ("", None),
            (" ", None),
            ("-", None),
            ("+-1", None),
            ("1 2", None),
            ("_1", None),
            ("1_", None),
            ("1__0", None),
            ("1_2_3", Some(123)),
            ("-1_0", Some(-10)),
            ("_", None),
            ("-_1", None),
            ("+1_", None),
            ("x", None),
            ("1.0", None),
            ("99999999999999999999", None),
            ("9223372036854775807", Some(i64::MAX)),
        ] {
            assert_eq!(parse_int(text), value, "{text:?}");
        }
    }
}
