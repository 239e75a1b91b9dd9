//! Perfect play: the game-theoretic value of every position, and players of three strengths.
//!
//! The values live in [`VALUES`], a 19,683-byte table (one byte per 3⁹ board encoding) that a
//! `const fn` ([`ValueTable::compute`]) builds **at compile time**: nothing is computed or
//! allocated at run time, and the table sits in read-only memory (flash on a microcontroller).
//!
//! The table is built by retrograde analysis in one pass: a board's base-3 encoding
//! (`Σ digit(i) · 3^i`, digit 1 for X, 2 for O) only grows when a mark is added, so walking the
//! encodings from the highest down visits every child before its parent.
//!
//! Where flash cannot spare the table (the micro:bit firmware), the crate feature
//! `searched-values` answers the same values by plain minimax ([`searched_value`]) instead.
//!
//! ```
//! use digipeg::tictactoe::{Outcome, Strength, TicTacToe, Square};
//! use digipeg::Rng;
//! let game = TicTacToe::new();
//! assert_eq!(game.value().outcome, Outcome::Draw);
//! assert_eq!(game.best_moves().len(), 9); // every first move keeps the draw
//! let mut rng = Rng::new(7);
//! let square = game.choose_move(Strength::Perfect, &mut rng)?;
//! assert!(game.is_legal(square));
//! # Ok::<(), digipeg::Error>(())
//! ```

use super::{Board, FULL, MoveList, Outcome, Player, Square, TicTacToe};
use crate::{Error, Rng};

/// The value of a position under perfect play by both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// How the game ends under perfect play.
    pub outcome: Outcome,
    /// How many more moves (plies) it lasts when the winner wins as quickly as possible and the
    /// loser holds out as long as possible (a draw always fills the board). 0 once it is over.
    pub plies: u8,
}

impl Value {
    /// The value as `player` ranks it (higher is better): a win in `d` plies scores `20 - d`, a
    /// draw 0, a loss in `d` plies `d - 20`. So a quicker win and a slower loss score higher.
    /// (A game lasts at most 9 plies; a hand-made value of more counts as 19, so that any win
    /// still scores above a draw.)
    pub const fn score_for(self, player: Player) -> i8 {
        // Below 20: the cast is exact and neither subtraction overflows.
        let d = if self.plies < 19 { self.plies } else { 19 } as i8;
        match self.outcome {
            Outcome::Draw => 0,
            Outcome::Win(winner) => {
                if winner as u8 == player as u8 {
                    20 - d
                } else {
                    d - 20
                }
            }
        }
    }

    const fn encode(self) -> u8 {
        let tag = match self.outcome {
            Outcome::Win(Player::X) => TAG_X,
            Outcome::Win(Player::O) => TAG_O,
            Outcome::Draw => TAG_DRAW,
        };
        tag | self.plies
    }

    const fn decode(byte: u8) -> Option<Value> {
        let plies = byte & PLIES;
        let outcome = match byte & !PLIES {
            TAG_X => Outcome::Win(Player::X),
            TAG_O => Outcome::Win(Player::O),
            TAG_DRAW => Outcome::Draw,
            _ => return None,
        };
        Some(Value { outcome, plies })
    }
}

/// Table byte layout: 0 for a board that cannot arise in play, else a tag and the plies.
const TAG_X: u8 = 0x40;
const TAG_O: u8 = 0x80;
const TAG_DRAW: u8 = 0xC0;
const PLIES: u8 = 0x0F;

/// 3⁹: the number of ways to fill nine squares with X, O or nothing.
const ENCODINGS: usize = 19_683;

/// `TERNARY[mask]` = `Σ 3^i` over the bits `i` of a 9-bit mask.
const TERNARY: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut mask = 0;
    while mask < 512 {
        let (mut i, mut power, mut sum) = (0, 1u16, 0u16);
        while i < 9 {
            if mask & (1 << i) != 0 {
                sum += power;
            }
            power *= 3;
            i += 1;
        }
        table[mask] = sum;
        mask += 1;
    }
    table
};

/// The base-3 encoding of a board (digit 1 for X, 2 for O); below [`ENCODINGS`].
const fn encoding(board: Board) -> usize {
    // Masks are 9-bit (the Board invariant), so the indexes are in range.
    TERNARY[(board.x & FULL) as usize] as usize + 2 * TERNARY[(board.o & FULL) as usize] as usize
}

/// The game-theoretic value of every board encoding (see the module docs). Use [`VALUES`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ValueTable {
    cells: [u8; ENCODINGS],
}

/// The values of every position, computed at compile time.
pub static VALUES: ValueTable = ValueTable::compute();

impl ValueTable {
    /// Compute the table (about 19,683 × 9 steps). [`VALUES`] holds the result built at compile
    /// time; calling this at run time is only useful to time it.
    pub const fn compute() -> ValueTable {
        let mut cells = [0u8; ENCODINGS];
        let mut e = ENCODINGS;
        while e > 0 {
            e -= 1;
            // Decode e into the two masks.
            let (mut x, mut o, mut rest, mut i) = (0u16, 0u16, e, 0);
            while i < 9 {
                match rest % 3 {
                    1 => x |= 1 << i,
                    2 => o |= 1 << i,
                    _ => {}
                }
                rest /= 3;
                i += 1;
            }
            let board = Board { x, o };
            if board.gamestate().is_err() {
                continue; // 0: cannot arise in play
            }
            let game = TicTacToe { board };
            let value = match game.outcome() {
                Some(outcome) => Value { outcome, plies: 0 },
                None => {
                    let mover = game.turn();
                    let digit = match mover {
                        Player::X => 1,
                        Player::O => 2,
                    };
                    let (mut best, mut best_score, mut i, mut power) = (0u8, i8::MIN, 0, 1usize);
                    while i < 9 {
                        if (x | o) & (1 << i) == 0 {
                            // The child's encoding is higher, so its value is already in place.
                            let child = cells[e + digit * power];
                            if let Some(v) = Value::decode(child) {
                                let score = v.score_for(mover);
                                if score > best_score {
                                    best_score = score;
                                    best = child;
                                }
                            }
                        }
                        power *= 3;
                        i += 1;
                    }
                    match Value::decode(best) {
                        Some(v) => Value {
                            outcome: v.outcome,
                            plies: v.plies + 1,
                        },
                        // Unreachable: an ongoing valid board has an empty square whose child is valid.
                        None => continue,
                    }
                }
            };
            cells[e] = value.encode();
        }
        ValueTable { cells }
    }

    /// The value of `board`, or `None` if it cannot arise in play (see [`Board::gamestate`]).
    pub const fn get(&self, board: Board) -> Option<Value> {
        Value::decode(self.cells[encoding(board)])
    }
}

impl Board {
    /// The value of this board under perfect play, or `None` if it cannot arise in play.
    pub const fn value(self) -> Option<Value> {
        if cfg!(feature = "searched-values") {
            match self.gamestate() {
                Ok(_) => Some(searched_value(self)),
                Err(_) => None,
            }
        } else {
            VALUES.get(self)
        }
    }
}

/// The value of a board that can arise in play, by plain minimax, as [`ValueTable::compute`]
/// defines it (at most 549,946 positions from the empty board). The crate feature
/// `searched-values` answers [`TicTacToe::value`] and [`Board::value`] with this instead of
/// [`VALUES`], for targets whose flash cannot spare the table.
pub const fn searched_value(board: Board) -> Value {
    let game = TicTacToe { board };
    if let Some(outcome) = game.outcome() {
        return Value { outcome, plies: 0 };
    }
    let mover = game.turn();
    let (mut best, mut best_score, mut i) = (
        Value {
            outcome: Outcome::Draw,
            plies: 0,
        },
        i8::MIN,
        0,
    );
    while i < 9 {
        if (board.x | board.o) & (1 << i) == 0 {
            let child = searched_value(board.with(Square(i), mover));
            let score = child.score_for(mover);
            if score > best_score {
                best_score = score;
                best = child;
            }
        }
        i += 1;
    }
    Value {
        outcome: best.outcome,
        plies: best.plies + 1,
    }
}

/// Each legal move with the value of the position it leads to.
pub type MoveValues = heapless::Vec<(Square, Value), { super::MAX_MOVES }, u8>;

/// How well a computer player plays (for bindings and the GUI: levels 0, 1, 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Strength {
    /// Level 0: a uniformly random legal move.
    Random,
    /// Level 1, one ply of look-ahead: complete a line if it can, else block the opponent's
    /// line if it must, else a random legal move.
    Greedy,
    /// Level 2: never loses; wins as quickly as possible, loses as slowly as possible, and picks
    /// at random among equally good moves.
    Perfect,
}

impl Strength {
    /// Every strength, weakest first (index = level).
    pub const ALL: [Strength; 3] = [Strength::Random, Strength::Greedy, Strength::Perfect];

    /// The level: 0 random, 1 greedy, 2 perfect.
    pub const fn level(self) -> u8 {
        self as u8
    }

    /// The strength's name in the bindings: `"random"`, `"greedy"` or `"perfect"`.
    pub const fn name(self) -> &'static str {
        match self {
            Strength::Random => "random",
            Strength::Greedy => "greedy",
            Strength::Perfect => "perfect",
        }
    }

    /// The strength of a name (exactly as [`Strength::name`] gives it).
    ///
    /// Errors: [`Error::SearchBadStrength`] for any other text.
    pub fn parse(name: &str) -> Result<Strength, Error> {
        Strength::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .ok_or(Error::SearchBadStrength)
    }
}

impl TryFrom<i64> for Strength {
    type Error = Error;

    /// Checked conversion of an outside level (bindings): [`Error::SearchBadStrength`] unless 0 to 2.
    fn try_from(level: i64) -> Result<Strength, Error> {
        usize::try_from(level)
            .ok()
            .and_then(|i| Strength::ALL.get(i).copied())
            .ok_or(Error::SearchBadStrength)
    }
}

impl TicTacToe {
    /// The value of this position under perfect play (every game state can arise in play, so
    /// there always is one).
    pub const fn value(&self) -> Value {
        match self.board.value() {
            Some(v) => v,
            // Unreachable: a TicTacToe always holds a board that gamestate accepts.
            None => Value {
                outcome: Outcome::Draw,
                plies: 0,
            },
        }
    }

    /// Every legal move with the value of the position after it, in square order.
    pub fn move_values(&self) -> MoveValues {
        let mut out = MoveValues::new();
        for square in self.legal_moves() {
            let child = TicTacToe {
                board: self.board.with(square, self.turn()),
            };
            // Never fails: at most MAX_MOVES legal moves.
            let _ = out.push((square, child.value()));
        }
        out
    }

    /// All optimal moves: those that keep the game-theoretic outcome (a win stays a win, a draw a
    /// draw; when lost, every move). Empty once the game is over.
    pub fn best_moves(&self) -> MoveList {
        let outcome = self.value().outcome;
        self.move_values()
            .iter()
            .filter(|(_, v)| v.outcome == outcome)
            .map(|&(s, _)| s)
            .collect()
    }

    /// The optimal moves that also win quickest or lose slowest (highest
    /// [`Value::score_for`] the mover): a subset of [`TicTacToe::best_moves`].
    pub fn quickest_moves(&self) -> MoveList {
        let mover = self.turn();
        let values = self.move_values();
        let best = values.iter().map(|(_, v)| v.score_for(mover)).max();
        values
            .iter()
            .filter(|(_, v)| Some(v.score_for(mover)) == best)
            .map(|&(s, _)| s)
            .collect()
    }

    /// A perfect move: one of [`TicTacToe::quickest_moves`], picked by `rng` (the same seed
    /// gives the same move). [`Error::SearchGameOver`] once the game is over.
    pub fn perfect_move(&self, rng: &mut Rng) -> Result<Square, Error> {
        pick(&self.quickest_moves(), rng)
    }

    /// A move of the given strength (see [`Strength`]), random choices made by `rng`.
    /// [`Error::SearchGameOver`] once the game is over.
    pub fn choose_move(&self, strength: Strength, rng: &mut Rng) -> Result<Square, Error> {
        match strength {
            Strength::Random => pick(&self.legal_moves(), rng),
            Strength::Greedy => {
                let me = self.turn();
                let legal = self.legal_moves();
                let completes = |player: Player| {
                    legal
                        .iter()
                        .copied()
                        .filter(|&s| self.board.with(s, player).has_line(player))
                        .collect::<MoveList>()
                };
                let wins = completes(me);
                if !wins.is_empty() {
                    return pick(&wins, rng);
                }
                let blocks = completes(me.other());
                if !blocks.is_empty() {
                    return pick(&blocks, rng);
                }
                pick(&legal, rng)
            }
            Strength::Perfect => self.perfect_move(rng),
        }
    }
}

/// A uniformly random element, or [`Error::SearchGameOver`] if there is none.
fn pick(moves: &MoveList, rng: &mut Rng) -> Result<Square, Error> {
    let len = u32::try_from(moves.len()).map_err(|_| Error::SearchGameOver)?;
    if len == 0 {
        return Err(Error::SearchGameOver);
    }
    let i = usize::try_from(rng.below(len)).map_err(|_| Error::SearchGameOver)?;
    moves.get(i).copied().ok_or(Error::SearchGameOver)
}
