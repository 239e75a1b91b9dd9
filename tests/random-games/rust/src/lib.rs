//! The Rust runtime of the random games (and the firmware's): replay the core's random games
//! through the `digipeg` Rust API, write a trace line for every operation, hash the trace.
//!
//! The operation language and the trace format are in `tests/random-games/README.md`; this
//! crate follows it as the Python, C and JavaScript runners do, each through its own API.
#![no_std]

pub mod crc;
mod klondike;
mod peg;
mod quixo;
mod solitaire;
mod tictactoe;

use core::fmt::{self, Display, Write};

use digipeg::Error;
use digipeg::random_games::{Kind, RandomGame};

pub use crc::Crc32;

/// The line the self-check adds to one game's trace (`--perturb KIND:INDEX`): the comparison
/// must catch that game, at that line. (Rust and the firmware take `--perturb`.)
pub const PERTURBED: &str = "perturbed -> by the self-check\n";

/// Replay game `index` of `kind` in the run seeded with `seed`, writing its trace to `out`:
/// one line per operation, `OPERATION -> RESULT`, each ending in a newline. Returns the number
/// of operations.
pub fn replay(kind: Kind, seed: u64, index: u64, out: &mut impl Write) -> Result<u64, fmt::Error> {
    let mut runtime = Runtime::new(kind);
    let mut ops = 0;
    for line in RandomGame::new(kind, seed, index) {
        write!(out, "{line} -> ")?;
        runtime.run(&Op::parse(&line), out)?;
        out.write_char('\n')?;
        ops += 1;
    }
    Ok(ops)
}

/// The games of one kind, by family.
enum Runtime {
    Peg(peg::Peg),
    Quixo(quixo::Quixo),
    TicTacToe(tictactoe::TicTacToe),
    Solitaire(solitaire::Solitaire),
    Klondike(klondike::Klondike),
}

impl Runtime {
    fn new(kind: Kind) -> Runtime {
        match kind {
            Kind::Peg | Kind::PegRows | Kind::PegProgram | Kind::PegSolver => {
                Runtime::Peg(peg::Peg::default())
            }
            Kind::Quixo | Kind::QuixoPlayer => Runtime::Quixo(quixo::Quixo::default()),
            Kind::TicTacToe | Kind::TicTacToePerfect => Runtime::TicTacToe(tictactoe::TicTacToe::default()),
            Kind::Deque | Kind::Solitaire | Kind::SolitairePlay | Kind::SolitaireSolver => {
                Runtime::Solitaire(solitaire::Solitaire::default())
            }
            Kind::Klondike => Runtime::Klondike(klondike::Klondike::default()),
        }
    }

    fn run(&mut self, op: &Op<'_>, out: &mut impl Write) -> fmt::Result {
        match self {
            Runtime::Peg(r) => r.run(op, out),
            Runtime::Quixo(r) => r.run(op, out),
            Runtime::TicTacToe(r) => r.run(op, out),
            Runtime::Solitaire(r) => r.run(op, out),
            Runtime::Klondike(r) => r.run(op, out),
        }
    }
}

/// An operation line taken apart: the words before the first `|` (the verb first), and the
/// payload after it.
pub(crate) struct Op<'a> {
    words: heapless::Vec<&'a str, 80>,
    payload: Option<&'a str>,
}

impl<'a> Op<'a> {
    fn parse(line: &'a str) -> Op<'a> {
        let (head, payload) = match line.split_once('|') {
            Some((head, payload)) => (head, Some(payload)),
            None => (line, None),
        };
        Op {
            words: head.split(' ').filter(|w| !w.is_empty()).take(80).collect(),
            payload,
        }
    }

    /// The verb.
    pub(crate) fn verb(&self) -> &'a str {
        self.word(0)
    }

    /// Word `i` (0 is the verb); empty if there is none.
    pub(crate) fn word(&self, i: usize) -> &'a str {
        self.words.get(i).copied().unwrap_or("")
    }

    /// Word `i` as an integer (the generator writes only integers where numbers go).
    pub(crate) fn int(&self, i: usize) -> i64 {
        self.word(i).parse().unwrap_or(i64::MIN)
    }

    /// Word `i` as a seed or a budget (an unsigned integer).
    pub(crate) fn unsigned(&self, i: usize) -> u64 {
        self.word(i).parse().unwrap_or(u64::MAX)
    }

    /// The words from `i` on, as integers.
    pub(crate) fn ints_from(&self, i: usize) -> impl Iterator<Item = i64> + '_ {
        (i..self.words.len()).map(|j| self.int(j))
    }

    /// The payload (the text after the first `|`).
    pub(crate) fn payload(&self) -> &'a str {
        self.payload.unwrap_or("")
    }

    /// The payload as `count` rows separated by `|` (no rows when `count` is 0).
    pub(crate) fn rows(&self, count: i64) -> heapless::Vec<&'a str, 12> {
        if count <= 0 {
            heapless::Vec::new()
        } else {
            self.payload().split('|').take(12).collect()
        }
    }
}

/// `ok`, or `error CODE`.
pub(crate) fn done(out: &mut impl Write, result: Result<(), Error>) -> fmt::Result {
    match result {
        Ok(()) => out.write_str("ok"),
        Err(e) => write!(out, "error {}", e.code()),
    }
}

/// The value, or `error CODE`.
pub(crate) fn value<T: Display>(out: &mut impl Write, result: Result<T, Error>) -> fmt::Result {
    match result {
        Ok(v) => write!(out, "{v}"),
        Err(e) => write!(out, "error {}", e.code()),
    }
}

/// `yes` or `no`.
pub(crate) fn yes(out: &mut impl Write, b: bool) -> fmt::Result {
    out.write_str(if b { "yes" } else { "no" })
}

/// Text, escaped so that the trace keeps one line per operation: `\` as `\\`, a newline as `\n`.
pub(crate) struct Escaped<'a, W: Write>(pub(crate) &'a mut W);

impl<W: Write> Write for Escaped<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut rest = s;
        while let Some(at) = rest.find(['\\', '\n']) {
            self.0.write_str(&rest[..at])?;
            self.0.write_str(if rest.as_bytes()[at] == b'\n' {
                "\\n"
            } else {
                "\\\\"
            })?;
            rest = &rest[at + 1..];
        }
        self.0.write_str(rest)
    }
}

/// Write `text` escaped.
pub(crate) fn text(out: &mut impl Write, text: impl Display) -> fmt::Result {
    write!(Escaped(out), "{text}")
}

/// Items separated by single spaces.
pub(crate) fn list<T: Display>(out: &mut impl Write, items: impl IntoIterator<Item = T>) -> fmt::Result {
    for (i, item) in items.into_iter().enumerate() {
        write!(out, "{}{item}", if i == 0 { "" } else { " " })?;
    }
    Ok(())
}

/// What an operation on a game that was never made answers (never in a correct run: the
/// generator makes a game first, so this only shows up when runtimes disagree about that).
pub(crate) fn no_game(out: &mut impl Write) -> fmt::Result {
    out.write_str("no game")
}
