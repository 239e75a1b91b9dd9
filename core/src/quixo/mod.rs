//! Quixo: the 5 x 5 sliding-cube game for 2 players or two teams of 2, and its 3 x 3 and
//! 4 x 4 versions for analysis.
//!
//! # Rules
//! - The board is `n` x `n` cubes (`n` = 3, 4 or 5), all blank at the start. Cells are
//!   `(row, col)`, 0-based, row 0 at the top, column 0 at the left.
//! - **Two players**: player 0 plays X and moves first (unless the caller names the player to
//!   move), player 1 plays O. A turn takes a cube from the outer ring that is blank or shows the
//!   mover's symbol, chooses an end of its row or column other than its own cell, slides the
//!   cubes between the gap and that end one step toward the gap, and puts the cube at that end
//!   showing the mover's symbol. A corner has 2 choices, an edge cell 3: 44 moves from the
//!   empty 5 x 5 board (32 on 4 x 4, 20 on 3 x 3).
//! - A full line (row, column or either main diagonal, of the board's own length) of one symbol
//!   wins. A move that completes a line of the opponent's symbol loses for the mover, even if it
//!   also completes a line of the mover's own. After a decisive move nobody moves any more.
//! - **Four players**: players 0, 1, 2, 3 move in turn; player `p` belongs to team `p % 2`
//!   (team 0 plays X, team 1 plays O) and is partner `p / 2` of its team. Every cube that shows a
//!   symbol also points to partner 0 or 1 of that symbol's team. A player may take a blank
//!   perimeter cube or one of its team's symbol that points to itself; the mover chooses which
//!   partner the replaced cube points to (the `partner` of a [`Move`]). A player with nothing to
//!   take passes: passing is automatic, and [`Position::passed`] tells how many players were
//!   skipped before the player to move. (In the 2-player game nobody ever has to pass: a ring
//!   all of the opponent's symbol holds a full row of it, so the game is already over.)
//! - Draws are not in the official rules. [`Game`] offers two, both off by default: a move
//!   limit and a repetition rule (see [`Game::set_move_limit`] and [`Game::set_repetitions`]).
//!
//! # Shape
//! - [`Position`]: a small `Copy` state (bitboards, size, players, whose turn) with the
//!   shakmaty-style API: [`Position::legal_moves`], [`Position::is_legal`], [`Position::play`]
//!   (which changes nothing on error) and [`Position::outcome`]; text in and out through
//!   [`Position::parse`] and `Display`.
//! - [`Game`]: a position plus a bounded history, for [`Game::undo`] and the draw rules.
//! - [`perft`]: move-path counts, for testing the move generator (bulk-counting and
//!   specialised for the 2-player game; [`perft_general`] is the plain path).
//! - [`Player`]: the computer player (random, greedy, or alpha-beta search within a
//!   [`Budget`], its transposition table of [`TtEntry`] handed over by the caller, aware of a
//!   [`Game`]'s history and draw rules); it returns a [`Choice`]. [`Difficulty`] names four
//!   settings of it (easy, medium, hard, expert) that every binding maps the same way, [`PlayerLevel`]
//!   every level a binding takes by name, and
//!   [`evaluate`] is its static evaluation ([`Weights`], fitted to positions of known value).
//! - [`Solution`]: the strong solver of the 3 x 3 and 4 x 4 boards (retrograde analysis into a
//!   caller's byte table): the [`Value`] of every position and perfect moves.
//!
//! ```
//! use digipeg::quixo::{Move, Outcome, Position, Symbol};
//!
//! let mut pos = Position::parse(5, &["XXXX-", "OOOO-", "-----", "-----", "-----"], 2, 0)?;
//! pos.play(Move::from_raw(0, 4, 0, 0, 0)?)?; // X takes the blank corner, pushes it in at (0,0)
//! assert_eq!(pos.outcome(), Some(Outcome::Win(Symbol::X)));
//! assert_eq!(pos.to_string(), "XXXXX\nOOOO-\n-----\n-----\n-----\n");
//! # Ok::<(), digipeg::Error>(())
//! ```

mod alphabeta;
mod board;
mod budget;
mod codes;
mod eval;
mod game;
pub mod layered;
mod levels;
mod moves;
mod perft;
mod position;
mod search;
mod solver;
mod walk;

pub use alphabeta::TtEntry;
pub use board::{Bitboard, Squares};
pub use budget::{Budget, Choice, Clock, MAX_DEPTH, TIME_CHECK_NODES, TimeLimit};
pub use eval::{CUBES, FEATURES, INNER, LINE, MATE, TEMPO, Weights, evaluate, features};
pub use game::{Game, HISTORY};
pub use levels::{
    Difficulty, MAX_TABLE_ENTRIES, PlayerLevel, SEARCH_DEPTH, SEARCH_NODES, SEARCH_TABLE_ENTRIES,
};
pub use perft::{perft, perft_general};
pub use position::Position;
pub use search::{DEFAULT_CONTEMPT, Level, MAX_CONTEMPT, MIN_TABLE, Player};
pub use solver::{Solution, SolveStats, Value};

use crate::Error;

/// The most legal moves a position can have: every one of the 16 perimeter cells of the 5 x 5
/// board takeable, 4 corners x 2 ends + 12 edge cells x 3 ends = 44 slides, times 2 partner
/// choices in the 4-player game = 88. (Smaller boards have fewer: 20 and 32 slides.)
pub const MAX_MOVES: usize = 88;

/// The legal moves of a position, in the order documented at [`Position::legal_moves`].
pub type MoveList = heapless::Vec<Move, MAX_MOVES>;

/// The symbol a cube shows: X (player 0, or team 0) or O (player 1, or team 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// X: moves first; team 0 (players 0 and 2) in the 4-player game.
    X,
    /// O: team 1 (players 1 and 3) in the 4-player game.
    O,
}

impl Symbol {
    /// The other symbol.
    pub const fn other(self) -> Symbol {
        match self {
            Symbol::X => Symbol::O,
            Symbol::O => Symbol::X,
        }
    }

    /// The uppercase letter of the symbol, `'X'` or `'O'`.
    pub const fn char(self) -> char {
        match self {
            Symbol::X => 'X',
            Symbol::O => 'O',
        }
    }

    /// The team index of the symbol (X = 0, O = 1), also the 2-player player index.
    pub const fn team(self) -> usize {
        match self {
            Symbol::X => 0,
            Symbol::O => 1,
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player (or team) of this symbol won.
    Win(Symbol),
    /// Drawn, by one of the optional rules of [`Game`] (or, as a safeguard, because nobody can
    /// move, which the rules make impossible).
    Draw,
}

impl Outcome {
    /// The winning symbol, if the game was won.
    pub const fn winner(self) -> Option<Symbol> {
        match self {
            Outcome::Win(s) => Some(s),
            Outcome::Draw => None,
        }
    }
}

/// The largest board side: a [`Cell`]'s row and column are below it.
pub const MAX_SIZE: u8 = 5;

/// A cell of a board of up to 5 x 5, `(row, col)`, 0-based from the top left: its row and column
/// are always below [`MAX_SIZE`]. Whether it is on a smaller board is checked when it is used.
/// Cells come from checked constructors, never from raw fields:
///
/// ```
/// use digipeg::quixo::Cell;
/// const CORNER: Cell = Cell::at::<4, 4>(); // a literal, checked when compiled
/// assert_eq!(Cell::new(4, 4), Ok(CORNER));
/// assert_eq!(Cell::new(0, 5), Err(digipeg::Error::QuixoOffBoard));
/// assert_eq!(Cell::try_new(-1, 0), Err(digipeg::Error::QuixoOffBoard));
/// ```
///
/// ```compile_fail
/// let off_every_board = digipeg::quixo::Cell { row: 9, col: 0 }; // the fields are private
/// ```
///
/// ```compile_fail
/// let off_every_board = digipeg::quixo::Cell::at::<5, 0>(); // refused when compiled
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    row: u8,
    col: u8,
}

impl Cell {
    /// The cell `(row, col)`, or [`Error::QuixoOffBoard`] unless both are below [`MAX_SIZE`].
    pub const fn new(row: u8, col: u8) -> Result<Cell, Error> {
        if row < MAX_SIZE && col < MAX_SIZE {
            Ok(Cell { row, col })
        } else {
            Err(Error::QuixoOffBoard)
        }
    }

    /// The cell `(ROW, COL)`, for literals: a coordinate of 5 or more does not compile.
    pub const fn at<const ROW: u8, const COL: u8>() -> Cell {
        const {
            assert!(
                ROW < MAX_SIZE && COL < MAX_SIZE,
                "a cell's row and column are below 5"
            )
        };
        Cell { row: ROW, col: COL }
    }

    /// The cell at outside integers: [`Error::QuixoOffBoard`] unless both are in `0..=4`.
    pub fn try_new(row: i64, col: i64) -> Result<Cell, Error> {
        match (u8::try_from(row), u8::try_from(col)) {
            (Ok(row), Ok(col)) => Cell::new(row, col),
            _ => Err(Error::QuixoOffBoard),
        }
    }

    /// The cell of square `square` (`row * size + col`) of a `size` x `size` board, if it is one.
    pub(crate) const fn of_square(square: u8, size: u8) -> Option<Cell> {
        if size == 0 || size > MAX_SIZE || square >= size * size {
            return None;
        }
        Some(Cell {
            row: square / size,
            col: square % size,
        })
    }

    /// Row, 0 at the top.
    pub const fn row(self) -> u8 {
        self.row
    }

    /// Column, 0 at the left.
    pub const fn col(self) -> u8 {
        self.col
    }
}

/// A move: take the cube at `from`, put it back at `to`; in the 4-player game it points to
/// `partner` (0 or 1) of the mover's team. In the 2-player game `partner` must be 0.
/// Made by checked constructors, so the partner is always 0 or 1:
///
/// ```compile_fail
/// use digipeg::quixo::{Move, Position};
/// let first = Position::new(5, 4).unwrap().legal_moves()[0];
/// let bad_partner = Move { partner: 7, ..first }; // the fields are private
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    from: Cell,
    to: Cell,
    partner: u8,
}

impl Move {
    /// A 2-player move (partner 0).
    pub const fn new(from: Cell, to: Cell) -> Move {
        Move { from, to, partner: 0 }
    }

    /// A move whose placed cube points to `partner` (the 4-player game):
    /// [`Error::QuixoBadPartner`] unless `partner` is 0 or 1.
    pub const fn with_partner(from: Cell, to: Cell, partner: u8) -> Result<Move, Error> {
        if partner <= 1 {
            Ok(Move { from, to, partner })
        } else {
            Err(Error::QuixoBadPartner)
        }
    }

    /// A move from outside integers (the original `makeMove(board, chooseRow, chooseColumn,
    /// placeRow, placeColumn)`, plus a partner that is 0 in the 2-player game), with checked
    /// conversion: a coordinate outside `0..=4` is [`Error::QuixoOffBoard`] (checked first), a
    /// partner other than 0 or 1 is [`Error::QuixoBadPartner`]. Whether the cells are on a
    /// smaller board is checked when the move is played.
    pub fn from_raw(
        choose_row: i64,
        choose_col: i64,
        place_row: i64,
        place_col: i64,
        partner: i64,
    ) -> Result<Move, Error> {
        let from = Cell::try_new(choose_row, choose_col)?;
        let to = Cell::try_new(place_row, place_col)?;
        let partner = u8::try_from(partner).map_err(|_| Error::QuixoBadPartner)?;
        Move::with_partner(from, to, partner)
    }

    /// The perimeter cell whose cube is taken.
    pub const fn from(self) -> Cell {
        self.from
    }

    /// The end of `from`'s row or column where the cube is put back.
    pub const fn to(self) -> Cell {
        self.to
    }

    /// 4 players: which partner of the mover's team the placed cube points to (0 or 1).
    pub const fn partner(self) -> u8 {
        self.partner
    }
}

/// What a cell holds when it is not blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    /// The symbol the cube shows.
    pub symbol: Symbol,
    /// 4 players: the partner of the symbol's team the cube points to (always 0 with 2 players).
    pub partner: u8,
}
