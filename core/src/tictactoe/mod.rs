//! Tic-tac-toe: the state of a board (the exercise's `gamestate`), and play.
//!
//! Squares are numbered 0 to 8, row-major: square `3 * row + column`.
//!
//! ```
//! use digipeg::tictactoe::{gamestate, GameState, TicTacToe, Square};
//! assert_eq!(gamestate(&["XOX", "OXO", "X  "]), Ok(GameState::Win));
//!
//! let mut game = TicTacToe::new();
//! game.play(Square::new(4)?)?;
//! assert_eq!(game.to_string(), "   \n X \n   \n");
//! # Ok::<(), digipeg::Error>(())
//! ```

use core::fmt;

use crate::Error;

mod image;
mod perfect;

pub use perfect::{MoveValues, Strength, VALUES, Value, ValueTable, searched_value};

/// One of the two players. X always moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// The first player.
    X,
    /// The second player.
    O,
}

impl Player {
    /// The mark of this player on a board: `'X'` or `'O'`.
    pub const fn as_char(self) -> char {
        match self {
            Player::X => 'X',
            Player::O => 'O',
        }
    }

    /// The other player.
    pub const fn other(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }
}

/// A square of the board, 0 to 8 row-major; the move type of [`TicTacToe`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Every square, in order.
    pub const ALL: [Square; 9] = [
        Square(0),
        Square(1),
        Square(2),
        Square(3),
        Square(4),
        Square(5),
        Square(6),
        Square(7),
        Square(8),
    ];

    /// The square with this number, or [`Error::TttOffBoard`] if it is not 0 to 8.
    pub const fn new(index: u8) -> Result<Square, Error> {
        if index < 9 {
            Ok(Square(index))
        } else {
            Err(Error::TttOffBoard)
        }
    }

    /// The square at `row`, `column` (each 0 to 2), or [`Error::TttOffBoard`].
    pub const fn from_row_col(row: u8, column: u8) -> Result<Square, Error> {
        if row < 3 && column < 3 {
            Ok(Square(row * 3 + column))
        } else {
            Err(Error::TttOffBoard)
        }
    }

    /// The square's number, 0 to 8.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The square's row, 0 to 2.
    pub const fn row(self) -> u8 {
        self.0 / 3
    }

    /// The square's column, 0 to 2.
    pub const fn column(self) -> u8 {
        self.0 % 3
    }

    const fn bit(self) -> u16 {
        1 << self.0
    }
}

impl TryFrom<i64> for Square {
    type Error = Error;

    /// Checked conversion of an outside integer (bindings): [`Error::TttOffBoard`] unless 0 to 8.
    fn try_from(value: i64) -> Result<Square, Error> {
        match u8::try_from(value) {
            Ok(index) => Square::new(index),
            Err(_) => Err(Error::TttOffBoard),
        }
    }
}

impl From<Square> for u8 {
    fn from(square: Square) -> u8 {
        square.0
    }
}

/// A set of squares as a 9-bit mask; iterates in square order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SquareSet(u16);

impl SquareSet {
    /// The set with exactly these bits (bits above 8 are dropped).
    pub const fn from_mask(mask: u16) -> SquareSet {
        SquareSet(mask & FULL)
    }

    /// The 9-bit mask (bit `i` for square `i`).
    pub const fn mask(self) -> u16 {
        self.0
    }

    /// Whether `square` is in the set.
    pub const fn contains(self, square: Square) -> bool {
        self.0 & square.bit() != 0
    }

    /// How many squares are in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl Iterator for SquareSet {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        // The lowest set bit is below 16, so the index always fits a u8.
        let index = u8::try_from(self.0.trailing_zeros()).ok()?;
        self.0 &= self.0 - 1;
        Some(Square(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareSet {}

/// All nine squares.
const FULL: u16 = 0x1FF;

/// The eight lines: three rows, three columns, two diagonals.
const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// What the exercise's `gamestate` answers for a valid board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameState {
    /// A player has three in a row.
    Win,
    /// The board is full and nobody has won.
    Draw,
    /// Neither: the game goes on.
    Ongoing,
}

impl GameState {
    /// Exactly `"win"`, `"draw"` or `"ongoing"`, as the exercise returns them.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameState::Win => "win",
            GameState::Draw => "draw",
            GameState::Ongoing => "ongoing",
        }
    }
}

impl fmt::Display for GameState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// This player has three in a row.
    Win(Player),
    /// The board is full and nobody has three in a row.
    Draw,
}

/// A board: one 9-bit mask per player. Any placement of marks, valid in play or not
/// (use [`Board::gamestate`] to check it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    x: u16,
    o: u16,
}

impl Board {
    /// The empty board.
    pub const fn empty() -> Board {
        Board { x: 0, o: 0 }
    }

    /// A board from two 9-bit masks (bit `i` for square `i`), or `None` if a mask has bits
    /// above 8 or both masks hold the same square.
    pub const fn from_masks(x: u16, o: u16) -> Option<Board> {
        if x & !FULL != 0 || o & !FULL != 0 || x & o != 0 {
            None
        } else {
            Some(Board { x, o })
        }
    }

    /// Parse the exercise's rows: exactly 3 rows of exactly 3 characters, each `'X'`, `'O'` or `' '`.
    /// Checks the shape only (not turn order): [`Error::TttRowCount`], then [`Error::TttRowLength`]
    /// (counting characters, not bytes), then [`Error::TttBadChar`].
    pub fn from_rows(rows: &[impl AsRef<str>]) -> Result<Board, Error> {
        if rows.len() != 3 {
            return Err(Error::TttRowCount);
        }
        if rows.iter().any(|row| row.as_ref().chars().count() != 3) {
            return Err(Error::TttRowLength);
        }
        let mut board = Board::empty();
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.as_ref().chars().enumerate() {
                let bit = 1u16 << (r * 3 + c);
                match ch {
                    'X' => board.x |= bit,
                    'O' => board.o |= bit,
                    ' ' => {}
                    _ => return Err(Error::TttBadChar),
                }
            }
        }
        Ok(board)
    }

    /// The squares holding `player`'s marks.
    pub const fn marks(self, player: Player) -> SquareSet {
        match player {
            Player::X => SquareSet(self.x),
            Player::O => SquareSet(self.o),
        }
    }

    /// The empty squares.
    pub const fn empty_squares(self) -> SquareSet {
        SquareSet(!(self.x | self.o) & FULL)
    }

    /// Who holds `square`, if anyone.
    pub const fn get(self, square: Square) -> Option<Player> {
        if self.x & square.bit() != 0 {
            Some(Player::X)
        } else if self.o & square.bit() != 0 {
            Some(Player::O)
        } else {
            None
        }
    }

    /// How many marks `player` has on the board.
    pub const fn count(self, player: Player) -> u32 {
        self.marks(player).count()
    }

    /// Whether `player` has three in a row.
    pub const fn has_line(self, player: Player) -> bool {
        let mask = self.marks(player).0;
        let mut i = 0;
        while i < LINES.len() {
            if mask & LINES[i] == LINES[i] {
                return true;
            }
            i += 1;
        }
        false
    }

    /// Whether every square is taken.
    pub const fn is_full(self) -> bool {
        self.x | self.o == FULL
    }

    /// The exercise's verdict on this board: [`Error::TttOStarted`] if O has more marks than X,
    /// [`Error::TttXWentTwice`] if X has more than one more, [`Error::TttPlayedOn`] if play went on
    /// after a win; otherwise win, draw or ongoing.
    pub const fn gamestate(self) -> Result<GameState, Error> {
        let (xs, os) = (self.count(Player::X), self.count(Player::O));
        if os > xs {
            return Err(Error::TttOStarted);
        }
        if xs > os + 1 {
            return Err(Error::TttXWentTwice);
        }
        let (x_line, o_line) = (self.has_line(Player::X), self.has_line(Player::O));
        // Both have a line; X has a line but O as many marks; O has a line but X more marks.
        if (x_line && (o_line || os == xs)) || (o_line && xs > os) {
            return Err(Error::TttPlayedOn);
        }
        Ok(if x_line || o_line {
            GameState::Win
        } else if self.is_full() {
            GameState::Draw
        } else {
            GameState::Ongoing
        })
    }

    const fn with(self, square: Square, player: Player) -> Board {
        match player {
            Player::X => Board {
                x: self.x | square.bit(),
                o: self.o,
            },
            Player::O => Board {
                x: self.x,
                o: self.o | square.bit(),
            },
        }
    }
}

impl fmt::Display for Board {
    /// Three rows of three characters (`X`, `O` or a space), each followed by a newline:
    /// the same rows [`Board::from_rows`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..3u8 {
            for column in 0..3u8 {
                let square = Square(row * 3 + column);
                let ch = match self.get(square) {
                    Some(player) => player.as_char(),
                    None => ' ',
                };
                fmt::Write::write_char(f, ch)?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

/// The exercise's `gamestate(board)`: parse the rows ([`Board::from_rows`]) and judge them
/// ([`Board::gamestate`]).
pub fn gamestate(rows: &[impl AsRef<str>]) -> Result<GameState, Error> {
    Board::from_rows(rows)?.gamestate()
}

/// At most 9 moves are legal: one per empty square, and the empty board has 9.
pub const MAX_MOVES: usize = 9;

/// The legal moves of a position, in square order (a `u8` length keeps it at 10 bytes).
pub type MoveList = heapless::Vec<Square, MAX_MOVES, u8>;

/// A game in progress (or finished): always a board that [`Board::gamestate`] accepts.
/// Whose turn it is follows from the counts: X when both have as many marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct TicTacToe {
    board: Board,
}

impl TicTacToe {
    /// A new game on the empty board, X to move.
    pub const fn new() -> TicTacToe {
        TicTacToe {
            board: Board::empty(),
        }
    }

    /// Continue from `board`, if it can arise in play (the errors of [`Board::gamestate`]).
    pub const fn from_board(board: Board) -> Result<TicTacToe, Error> {
        match board.gamestate() {
            Ok(_) => Ok(TicTacToe { board }),
            Err(e) => Err(e),
        }
    }

    /// Continue from the exercise's rows (the errors of [`gamestate`]).
    pub fn from_rows(rows: &[impl AsRef<str>]) -> Result<TicTacToe, Error> {
        TicTacToe::from_board(Board::from_rows(rows)?)
    }

    /// The board.
    pub const fn board(&self) -> Board {
        self.board
    }

    /// The player to move (by the counts; still defined once the game is over).
    pub const fn turn(&self) -> Player {
        if self.board.count(Player::X) > self.board.count(Player::O) {
            Player::O
        } else {
            Player::X
        }
    }

    /// The player with three in a row, if any.
    pub const fn winner(&self) -> Option<Player> {
        if self.board.has_line(Player::X) {
            Some(Player::X)
        } else if self.board.has_line(Player::O) {
            Some(Player::O)
        } else {
            None
        }
    }

    /// The squares of the winner's three-in-a-rows (two lines can cross), what a GUI
    /// highlights; empty while nobody has won.
    pub const fn winning_squares(&self) -> SquareSet {
        let mask = match self.winner() {
            Some(player) => self.board.marks(player).0,
            None => return SquareSet(0),
        };
        let mut squares = 0;
        let mut i = 0;
        while i < LINES.len() {
            if mask & LINES[i] == LINES[i] {
                squares |= LINES[i];
            }
            i += 1;
        }
        SquareSet(squares)
    }

    /// How the game ended, or `None` while it goes on.
    pub const fn outcome(&self) -> Option<Outcome> {
        match self.winner() {
            Some(player) => Some(Outcome::Win(player)),
            None if self.board.is_full() => Some(Outcome::Draw),
            None => None,
        }
    }

    /// Win, draw or ongoing, as [`gamestate`] says.
    pub const fn state(&self) -> GameState {
        match self.outcome() {
            Some(Outcome::Win(_)) => GameState::Win,
            Some(Outcome::Draw) => GameState::Draw,
            None => GameState::Ongoing,
        }
    }

    /// Whether the game is over (a win or a full board).
    pub const fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Every legal move, in square order: the empty squares, or none once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if !self.is_over() {
            for square in self.board.empty_squares() {
                // Never fails: at most 9 empty squares and MAX_MOVES is 9.
                let _ = moves.push(square);
            }
        }
        moves
    }

    /// Whether [`TicTacToe::play`] would accept `square`.
    pub const fn is_legal(&self, square: Square) -> bool {
        self.check(square).is_ok()
    }

    const fn check(&self, square: Square) -> Result<(), Error> {
        if self.is_over() {
            Err(Error::TttGameOver)
        } else if self.board.get(square).is_some() {
            Err(Error::TttOccupied)
        } else {
            Ok(())
        }
    }

    /// The player to move marks `square`. Fails with [`Error::TttGameOver`] once the game is over,
    /// then [`Error::TttOccupied`] if the square is taken; on error nothing changes.
    /// Returns the state after the move.
    pub fn play(&mut self, square: Square) -> Result<GameState, Error> {
        self.check(square)?;
        self.board = self.board.with(square, self.turn());
        Ok(self.state())
    }

    /// [`TicTacToe::play`] with an outside integer (bindings): [`Error::TttOffBoard`] unless 0 to 8.
    pub fn play_raw(&mut self, square: i64) -> Result<GameState, Error> {
        self.play(Square::try_from(square)?)
    }
}

impl fmt::Display for TicTacToe {
    /// The board as three rows (see [`Board`]'s `Display`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.board, f)
    }
}
