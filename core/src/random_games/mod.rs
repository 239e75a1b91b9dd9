//! Random games: seeded sequences of operations on every game, for replaying the same games in
//! every runtime (Rust, Python, C, JavaScript, firmware) and comparing what each one answers.
//!
//! A [`RandomGame`] is an iterator of operation lines such as `move 1 3 1 1` or `input |007`:
//! calls with raw integer arguments, illegal and out-of-range ones included, and junk lines for
//! the terminal programs. It produces only the operations, never their results: each runtime
//! executes them through its own public API, writes down every answer in a trace, and hashes the
//! trace. The operation language, the trace format and the hash are documented in one place,
//! `tests/random-games/README.md`.
//!
//! The generator keeps a shadow of the game (played through this crate's own rules) only to
//! choose plausible operations: mostly legal moves, so that games go somewhere, with a share of
//! refused and malformed ones. Everything is a function of `(kind, seed, index)`.
//!
//! ```
//! use digipeg::random_games::{Kind, RandomGame};
//!
//! let ops: Vec<_> = RandomGame::new(Kind::TicTacToe, 2026, 0).collect();
//! assert!(!ops.is_empty());
//! assert_eq!(ops, RandomGame::new(Kind::TicTacToe, 2026, 0).collect::<Vec<_>>());
//! ```

mod klondike;
mod peg;
mod quixo;
mod solitaire;
mod tictactoe;

use core::fmt::Write;

use crate::Rng;

/// The longest operation line the generator writes, in bytes (the longest real one, a deal of
/// 65 cards, is about 300).
pub const MAX_OP_LEN: usize = 512;

/// One operation: a line of text, without a newline (see the module docs).
pub type OpLine = heapless::String<MAX_OP_LEN>;

/// What sort of random game to make: each game type, program and solver has its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// DigiPeg on rectangles (`new`), orthogonal and diagonal jumps.
    Peg,
    /// DigiPeg on boards of any shape (`rows`, `english`, `french`, `triangle`), all three jump rules.
    PegRows,
    /// Quixo: 3 x 3 to 5 x 5, 2 or 4 players, parsed boards, undo and the draw rules.
    Quixo,
    /// Tic-tac-toe: `gamestate` of random boards, and play.
    TicTacToe,
    /// The solitaire handout's card deque.
    Deque,
    /// Simplified solitaire: deals, shuffles, positions built by hand, moves.
    Solitaire,
    /// The DigiPeg terminal program fed answers and junk lines.
    PegProgram,
    /// The solitaire `play()` program fed answers and junk lines.
    SolitairePlay,
    /// The peg solver and hints on small boards and budgets.
    PegSolver,
    /// The Quixo computer player at every level, on tiny budgets.
    QuixoPlayer,
    /// Tic-tac-toe perfect play: values, best moves, computer players.
    TicTacToePerfect,
    /// The solitaire solver and hints on small deals and budgets.
    SolitaireSolver,
    /// Full Klondike: deals from every source, good and bad rules, moves in the notation, undo.
    Klondike,
}

impl Kind {
    /// Every kind, in the order the runners report them.
    pub const ALL: [Kind; 13] = [
        Kind::Peg,
        Kind::PegRows,
        Kind::Quixo,
        Kind::TicTacToe,
        Kind::Deque,
        Kind::Solitaire,
        Kind::PegProgram,
        Kind::SolitairePlay,
        Kind::PegSolver,
        Kind::QuixoPlayer,
        Kind::TicTacToePerfect,
        Kind::SolitaireSolver,
        Kind::Klondike,
    ];

    /// The kind's name, as the runners take and print it (`"peg-rows"`).
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Peg => "peg",
            Kind::PegRows => "peg-rows",
            Kind::Quixo => "quixo",
            Kind::TicTacToe => "tictactoe",
            Kind::Deque => "deque",
            Kind::Solitaire => "solitaire",
            Kind::PegProgram => "peg-program",
            Kind::SolitairePlay => "solitaire-play",
            Kind::PegSolver => "peg-solver",
            Kind::QuixoPlayer => "quixo-player",
            Kind::TicTacToePerfect => "tictactoe-perfect",
            Kind::SolitaireSolver => "solitaire-solver",
            Kind::Klondike => "klondike",
        }
    }

    /// The kind with this name.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.iter().copied().find(|k| k.name() == name)
    }

    /// The kind's number (its place in [`Kind::ALL`]), mixed into every game's seed.
    const fn number(self) -> u64 {
        self as u64
    }
}

/// The dice of a generator: the core's [`Rng`] with the choices the generators need.
struct Dice(Rng);

impl Dice {
    /// 0 to `n - 1` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        let n = u32::try_from(n).unwrap_or(u32::MAX);
        usize::try_from(self.0.below(n)).unwrap_or(0)
    }

    /// True `percent` times in 100.
    fn chance(&mut self, percent: u32) -> bool {
        self.0.below(100) < percent
    }

    /// A number from `low` to `high`, both included (`high - low` below 2^32).
    fn int(&mut self, low: i64, high: i64) -> i64 {
        let span = u32::try_from(high - low + 1).unwrap_or(u32::MAX);
        low + i64::from(self.0.below(span))
    }

    /// One of `items` (which is never empty).
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// A number that a careless caller might pass anywhere: negative, just past a limit, huge.
    fn wild(&mut self) -> i64 {
        self.pick(&[
            -1,
            -2,
            -9,
            9,
            10,
            81,
            255,
            256,
            1 << 31,
            -(1 << 31),
            1 << 40,
            -(1 << 40),
        ])
    }

    /// Mostly `low..=high`, once in `wild_in` tries a [`Dice::wild`] number.
    fn raw(&mut self, low: i64, high: i64, wild_in: usize) -> i64 {
        if self.below(wild_in) == 0 {
            self.wild()
        } else {
            self.int(low, high)
        }
    }

    /// A seed as the bindings take it (any `u64`).
    fn seed(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A random element of a list, if it has one.
    fn choose<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.below(items.len())])
    }
}

/// The shadow of one game, by kind.
enum State {
    Peg(peg::Board),
    PegProgram(peg::ProgramGen),
    PegSolver(peg::SolverGen),
    Quixo(quixo::QuixoGen),
    QuixoPlayer(quixo::PlayerGen),
    TicTacToe(tictactoe::TttGen),
    Deque(solitaire::DequeGen),
    Solitaire(solitaire::SolitaireGen),
    SolitairePlay(solitaire::PlayGen),
    SolitaireSolver(solitaire::SolverGen),
    Klondike(klondike::KlondikeGen),
}

/// The operations of one random game, as an iterator of lines. The same `(kind, seed, index)`
/// gives the same lines on every platform.
pub struct RandomGame {
    dice: Dice,
    state: State,
}

impl RandomGame {
    /// Game number `index` of `kind` in the run seeded with `seed`. Its generator is
    /// `Rng::new(h(h(seed) ^ kind number) ^ index)`, with `h(x)` the first output of
    /// `Rng::new(x)` and the kind number its place in [`Kind::ALL`].
    pub fn new(kind: Kind, seed: u64, index: u64) -> RandomGame {
        let h = |x: u64| Rng::new(x).next_u64();
        let mut dice = Dice(Rng::new(h(h(seed) ^ kind.number()) ^ index));
        let state = match kind {
            Kind::Peg => State::Peg(peg::Board::new(&mut dice, false)),
            Kind::PegRows => State::Peg(peg::Board::new(&mut dice, true)),
            Kind::PegProgram => State::PegProgram(peg::ProgramGen::new(&mut dice)),
            Kind::PegSolver => State::PegSolver(peg::SolverGen::new(&mut dice)),
            Kind::Quixo => State::Quixo(quixo::QuixoGen::new(&mut dice)),
            Kind::QuixoPlayer => State::QuixoPlayer(quixo::PlayerGen::new(&mut dice)),
            Kind::TicTacToe => State::TicTacToe(tictactoe::TttGen::new(&mut dice, false)),
            Kind::TicTacToePerfect => State::TicTacToe(tictactoe::TttGen::new(&mut dice, true)),
            Kind::Deque => State::Deque(solitaire::DequeGen::new(&mut dice)),
            Kind::Solitaire => State::Solitaire(solitaire::SolitaireGen::new(&mut dice)),
            Kind::SolitairePlay => State::SolitairePlay(solitaire::PlayGen::new(&mut dice)),
            Kind::SolitaireSolver => State::SolitaireSolver(solitaire::SolverGen::new(&mut dice)),
            Kind::Klondike => State::Klondike(klondike::KlondikeGen::new(&mut dice)),
        };
        RandomGame { dice, state }
    }
}

impl Iterator for RandomGame {
    type Item = OpLine;

    fn next(&mut self) -> Option<OpLine> {
        let mut line = Line(OpLine::new());
        let dice = &mut self.dice;
        let more = match &mut self.state {
            State::Peg(g) => g.next(dice, &mut line),
            State::PegProgram(g) => g.next(dice, &mut line),
            State::PegSolver(g) => g.next(dice, &mut line),
            State::Quixo(g) => g.next(dice, &mut line),
            State::QuixoPlayer(g) => g.next(dice, &mut line),
            State::TicTacToe(g) => g.next(dice, &mut line),
            State::Deque(g) => g.next(dice, &mut line),
            State::Solitaire(g) => g.next(dice, &mut line),
            State::SolitairePlay(g) => g.next(dice, &mut line),
            State::SolitaireSolver(g) => g.next(dice, &mut line),
            State::Klondike(g) => g.next(dice, &mut line),
        };
        more.then_some(line.0)
    }
}

/// An operation line being written. Lines are far shorter than [`MAX_OP_LEN`] by construction
/// (a test checks thousands of games), so a write that did not fit is not worth a `Result`.
struct Line(OpLine);

impl Line {
    /// Append formatted text.
    fn put(&mut self, args: core::fmt::Arguments<'_>) {
        let _ = self.0.write_fmt(args);
    }
}

/// Write an operation line: `op!(line, "move {} {}", a, b)`.
macro_rules! op {
    ($line:expr, $($arg:tt)*) => { $line.put(format_args!($($arg)*)) };
}
use op;

/// A sink for what the shadows of the terminal programs print: the generator only needs their state.
struct Discard;

impl Write for Discard {
    fn write_str(&mut self, _: &str) -> core::fmt::Result {
        Ok(())
    }
}

/// Lines a careless user types at a prompt that wants a number. None holds a newline or `|`.
const JUNK_LINES: &[&str] = &[
    "",
    " ",
    "abc",
    "0",
    "00",
    "007",
    "10",
    "99",
    " 3",
    "3 ",
    "\t2",
    "+3",
    "-1",
    "-0",
    "1.5",
    "1_0",
    "_1",
    "1__0",
    "2 2",
    "x1",
    "99999999999999999999",
    "9223372036854775807",
    "٣",
    "３",
    "é",
];

#[cfg(test)]
mod tests {
    use super::{Kind, MAX_OP_LEN, RandomGame};
    use std::collections::HashSet;
    use std::string::String;
    use std::vec::Vec;

    fn verbs(kind: Kind, games: u64) -> HashSet<String> {
        let mut seen = HashSet::new();
        for index in 0..games {
            for line in RandomGame::new(kind, 7, index) {
                assert!(line.len() < MAX_OP_LEN * 3 / 4, "{kind:?} {index}: {line}");
                assert!(!line.contains('\n'), "{kind:?} {index}: {line:?}");
                seen.insert(String::from(line.split([' ', '|']).next().unwrap_or("")));
            }
        }
        seen
    }

    #[test]
    fn names_round_trip() {
        for kind in Kind::ALL {
            assert_eq!(Kind::from_name(kind.name()), Some(kind));
        }
        assert_eq!(Kind::from_name("chess"), None);
    }

    #[test]
    fn same_seed_same_game_other_seed_other_game() {
        for kind in Kind::ALL {
            let a: Vec<_> = RandomGame::new(kind, 1, 5).collect();
            assert_eq!(a, RandomGame::new(kind, 1, 5).collect::<Vec<_>>());
            assert_ne!(a, RandomGame::new(kind, 2, 5).collect::<Vec<_>>(), "{kind:?}");
            assert_ne!(a, RandomGame::new(kind, 1, 6).collect::<Vec<_>>(), "{kind:?}");
        }
    }

    #[test]
    fn every_kind_uses_every_verb_it_has() {
        let expect: &[(Kind, &[&str])] = &[
            (
                Kind::Peg,
                &[
                    "new", "move", "legal", "peg", "hole", "pegs", "count", "over", "moves", "draw", "text",
                    "final", "dims",
                ],
            ),
            (
                Kind::PegRows,
                &["rows", "english", "french", "triangle", "move", "moves"],
            ),
            (
                Kind::PegProgram,
                &["program", "start", "input", "eof", "finished", "game"],
            ),
            (Kind::PegSolver, &["solve", "hint", "move"]),
            (
                Kind::Quixo,
                &[
                    "new", "parse", "move", "legal", "undo", "limit", "repeat", "turn", "passed", "outcome",
                    "over", "count", "moves", "board", "plies", "perft",
                ],
            ),
            (
                Kind::QuixoPlayer,
                &["new", "choose", "limit", "repeat", "turn", "move", "board"],
            ),
            (
                Kind::TicTacToe,
                &[
                    "new",
                    "rows",
                    "gamestate",
                    "play",
                    "legal",
                    "turn",
                    "winner",
                    "state",
                    "over",
                    "moves",
                    "show",
                ],
            ),
            (
                Kind::TicTacToePerfect,
                &["value", "best", "quickest", "choose", "play"],
            ),
            (
                Kind::Deque,
                &[
                    "add_front",
                    "add_rear",
                    "remove_front",
                    "remove_rear",
                    "peek",
                    "peeklast",
                    "size",
                    "items",
                    "printall",
                ],
            ),
            (
                Kind::Solitaire,
                &[
                    "deal", "shuffled", "position", "chances", "move", "legal", "piles", "counts",
                    "complete", "display", "moves",
                ],
            ),
            (Kind::SolitairePlay, &["play", "input", "eof", "end", "display"]),
            (Kind::SolitaireSolver, &["solve", "hint", "move"]),
            (
                Kind::Klondike,
                &[
                    "seed",
                    "shuffled",
                    "from-rank",
                    "from-json",
                    "play",
                    "undo",
                    "legal",
                    "moves",
                    "draw",
                    "thoughtful",
                    "won",
                    "rank",
                    "json",
                ],
            ),
        ];
        for &(kind, verbs_wanted) in expect {
            let seen = verbs(kind, 400);
            for verb in verbs_wanted {
                assert!(seen.contains(*verb), "{kind:?} never uses {verb}: {seen:?}");
            }
        }
    }

    #[test]
    fn games_are_short() {
        for kind in Kind::ALL {
            let lengths: Vec<usize> = (0..300).map(|i| RandomGame::new(kind, 3, i).count()).collect();
            let mean = lengths.iter().sum::<usize>() / lengths.len();
            assert!(
                lengths.iter().all(|n| (1..=200).contains(n)),
                "{kind:?}: {lengths:?}"
            );
            assert!((3..=80).contains(&mean), "{kind:?}: mean {mean}");
        }
    }
}
