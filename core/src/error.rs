//! Every error the engine reports, with a stable numeric code and a static message.
//!
//! One enum for the whole crate keeps the bindings boring: Python, C and JS each map
//! [`Error`] once, by [`Error::code`] and [`Error::kind`]. Codes are grouped by game
//! (1xx DigiPeg, 2xx Quixo, 3xx tic-tac-toe, 4xx simplified solitaire, 5xx search and
//! solvers, 6xx the terminal programs, 7xx full Klondike) and are never reused: retire a variant
//! rather than
//! renumber it.
//!
//! # Bad input in Rust
//!
//! The "Bad input" table of docs/bad-input.md: a value the core can judge (a square 9, -1 or `i64::MAX`, a
//! program's input before its start) is an `Err` with the same code every binding reports. What
//! other languages must check at run time, Rust's types refuse at compile time; each block below
//! fails to compile with the error code given (`cargo test --doc` checks it):
//!
//! ```compile_fail,E0308
//! // README bad input: wrong type
//! let _ = digipeg::tictactoe::TicTacToe::new().play_raw("4");
//! ```
//!
//! ```compile_fail,E0308
//! // README bad input: NaN
//! let _ = digipeg::tictactoe::TicTacToe::new().play_raw(f64::NAN);
//! ```
//!
//! ```compile_fail,E0308
//! // README bad input: NULL
//! let _ = digipeg::tictactoe::gamestate(core::ptr::null::<[&str; 3]>());
//! ```
//!
//! ```compile_fail,E0382
//! // README bad input: freed object
//! let game = digipeg::quixo::Game::new(5, 2)?;
//! drop(game);
//! let _ = game.legal_moves();
//! # Ok::<(), digipeg::Error>(())
//! ```

use core::fmt;

/// What sort of mistake an [`Error`] is; bindings pick their exception class from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A value that can never be valid (a board size, a character, a card list).
    InvalidArgument,
    /// A position or index outside the board, a pile list or a deque.
    OutOfRange,
    /// A well-formed move the rules refuse in this position.
    IllegalMove,
    /// A board that cannot arise in play (tic-tac-toe's state errors).
    ImpossibleBoard,
    /// A fixed capacity would be exceeded, or memory handed over is too small.
    Capacity,
    /// Taking from something empty.
    Empty,
    /// A call made before the call it depends on (a terminal program's input before its start).
    OutOfOrder,
}

macro_rules! errors {
    ($( $(#[$doc:meta])* $name:ident = $code:literal, $kind:ident, $msg:literal; )*) => {
        /// An error from any game of the engine. Fieldless, `Copy`, with a stable code.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u16)]
        #[non_exhaustive]
        pub enum Error {
            $( $(#[$doc])* $name = $code, )*
        }

        impl Error {
            /// Every error, in code order (for bindings that export the table, and for tests).
            pub const ALL: &'static [Error] = &[$(Error::$name,)*];

            /// The stable numeric code of this error.
            pub const fn code(self) -> u16 {
                self as u16
            }

            /// The static, user-facing message.
            pub const fn message(self) -> &'static str {
                match self { $(Error::$name => $msg,)* }
            }

            /// What sort of mistake this is.
            pub const fn kind(self) -> ErrorKind {
                match self { $(Error::$name => ErrorKind::$kind,)* }
            }

            /// The variant's name, e.g. `"QuixoOpponentCube"`.
            pub const fn name(self) -> &'static str {
                match self { $(Error::$name => stringify!($name),)* }
            }

            /// The error with this code, if there is one.
            pub fn from_code(code: u16) -> Option<Error> {
                Self::ALL.iter().copied().find(|e| e.code() == code)
            }
        }
    };
}

errors! {
    // DigiPeg, 1xx
    /// Rows and columns must each be 1..=9.
    PegBoardSize = 100, InvalidArgument, "rows and columns must each be between 1 and 9";
    /// The chosen empty hole is not on the board.
    PegEmptyHoleOffBoard = 101, OutOfRange, "the empty hole must be on the board";
    /// A hole of the move is off the board.
    PegOffBoard = 102, OutOfRange, "illegal move: that hole is not on the board";
    /// The starting hole holds no peg.
    PegNoPeg = 103, IllegalMove, "illegal move: there is no peg in the starting hole";
    /// The landing hole is not empty.
    PegLandingOccupied = 104, IllegalMove, "illegal move: the landing hole is not empty";
    /// Start and landing are not two holes apart in an allowed direction.
    PegNotAJump = 105, IllegalMove, "illegal move: a peg jumps exactly two holes in an allowed direction";
    /// The hole between start and landing holds no peg.
    PegNothingToJump = 106, IllegalMove, "illegal move: there is no peg to jump over";
    /// A custom board's hole mask or peg mask does not fit the rules of that shape.
    PegBadShape = 107, InvalidArgument, "the board shape is not valid: at least one hole, all in the 9 x 9 grid, and pegs only in holes";
    /// A character of a board's rows other than `o`, `.` and `#`.
    PegBadChar = 108, InvalidArgument, "a peg board row holds only 'o' (peg), '.' (empty hole) and '#' (no hole)";

    // Quixo, 2xx
    /// Quixo boards are 3 x 3, 4 x 4 or 5 x 5.
    QuixoBoardSize = 200, InvalidArgument, "a Quixo board is 3 x 3, 4 x 4 or 5 x 5";
    /// The list of rows has the wrong length.
    QuixoRowCount = 201, InvalidArgument, "a Quixo board needs one row per line of the board (5 rows for 5 x 5)";
    /// A row has the wrong length.
    QuixoRowLength = 202, InvalidArgument, "every Quixo row needs as many characters as the board has columns (5 for 5 x 5)";
    /// A character outside the alphabet.
    QuixoBadChar = 203, InvalidArgument, "a Quixo row holds only '-' (blank), 'X' and 'O' (and 'x', 'o' in the 4-player game)";
    /// The number of players is not 2 or 4.
    QuixoPlayers = 204, InvalidArgument, "Quixo is played by 2 players or by 4 in two teams";
    /// A cell of the move is off the board.
    QuixoOffBoard = 205, OutOfRange, "illegal move: that cell is not on the board";
    /// The chosen cube is not on the perimeter.
    QuixoNotPerimeter = 206, IllegalMove, "illegal move: take a cube from the outer ring of the board";
    /// The chosen cube shows the opponent's symbol.
    QuixoOpponentCube = 207, IllegalMove, "illegal move: you may not take a cube showing the opponent's symbol";
    /// 4 players: the cube shows the team's symbol but points to the partner.
    QuixoPartnerCube = 208, IllegalMove, "illegal move: that cube points to your partner";
    /// The place is not an end of the gap's row or column, or is the gap itself.
    QuixoNotAnEnd = 209, IllegalMove, "illegal move: put the cube back at another end of its row or column";
    /// The game is already decided.
    QuixoGameOver = 210, IllegalMove, "illegal move: the game is over";
    /// 4 players: the partner a cube points to must be 0 or 1.
    QuixoBadPartner = 211, InvalidArgument, "a cube points to partner 0 or partner 1 of the team";
    /// The player named to move does not exist.
    QuixoBadPlayer = 212, InvalidArgument, "the player to move must be 'X' or 'O' (players 0 to 3 in the 4-player game)";
    /// Undo asked of a game with no recorded move.
    QuixoNothingToUndo = 213, Empty, "there is no move to undo";
    /// 2 players: a move names partner 1, but the 2-player game has no partners.
    QuixoNoPartners = 214, InvalidArgument, "the 2-player game has no partners: a move's partner must be 0";

    // Tic-tac-toe, 3xx
    /// The board does not have 3 rows.
    TttRowCount = 300, InvalidArgument, "a tic-tac-toe board has exactly 3 rows";
    /// A row does not have 3 characters.
    TttRowLength = 301, InvalidArgument, "every tic-tac-toe row has exactly 3 characters";
    /// A character other than X, O or space.
    TttBadChar = 302, InvalidArgument, "a tic-tac-toe board holds only 'X', 'O' and ' '";
    /// More O than X.
    TttOStarted = 303, ImpossibleBoard, "Wrong turn order: O started";
    /// X has more than one mark more than O.
    TttXWentTwice = 304, ImpossibleBoard, "Wrong turn order: X went twice";
    /// Play went on after a win.
    TttPlayedOn = 305, ImpossibleBoard, "Impossible board: game should have ended after the game was won";
    /// The square is off the board.
    TttOffBoard = 306, OutOfRange, "illegal move: squares are numbered 0 to 8 (rows and columns 0 to 2)";
    /// The square is taken.
    TttOccupied = 307, IllegalMove, "illegal move: that square is taken";
    /// The game is already decided.
    TttGameOver = 308, IllegalMove, "illegal move: the game is over";

    // Simplified solitaire and its deque, 4xx
    /// Adding to a full deque.
    DequeFull = 400, Capacity, "the deque is full";
    /// Removing from, or peeking at, an empty deque.
    DequeEmpty = 401, Empty, "the deque is empty";
    /// More cards than a game can hold.
    SolitaireTooManyCards = 402, Capacity, "too many cards: a game holds at most 64";
    /// The cards are not exactly 0..n-1, each once.
    SolitaireNotAPermutation = 403, InvalidArgument, "the cards must be the numbers 0 to n-1, each exactly once";
    /// A pile number outside 0..ColNo-1.
    SolitairePileOutOfRange = 404, OutOfRange, "there is no pile with that number";
    /// The pile to move from is empty.
    SolitaireEmptyPile = 405, IllegalMove, "not a valid move: that pile is empty";
    /// The moving card is not exactly one lower than the target's last card.
    SolitaireNotOneLower = 406, IllegalMove, "not a valid move: the moving card must be exactly one lower than the last card of the target pile";
    /// Nothing may move onto pile 0 except by turning it over (0 to 0).
    SolitaireOntoPileZero = 407, IllegalMove, "not a valid move: cards go onto pile 0 only by moving its top card to its bottom (0 to 0)";
    /// A pile moved onto itself.
    SolitaireSamePile = 408, IllegalMove, "not a valid move: a pile cannot move onto itself";
    /// A card of a position built by hand is not a whole number from 0 to 255.
    SolitaireBadCard = 409, InvalidArgument, "a card is a whole number from 0 to 255";
    /// A position built by hand has more piles than a game can hold.
    SolitaireTooManyPiles = 410, Capacity, "too many piles: a game has at most 11";
    /// `CardNo` outside 0 to 255.
    SolitaireBadCardNo = 411, InvalidArgument, "CardNo must be a whole number from 0 to 255";
    /// `ChanceNo` outside 0 to 65535.
    SolitaireBadChanceNo = 412, InvalidArgument, "ChanceNo must be a whole number from 0 to 65535";

    // Search and solvers, 5xx
    /// The memory handed to a search is too small.
    SearchTableTooSmall = 500, Capacity, "the table memory handed to the search is too small";
    /// A search asked of a position that is already decided.
    SearchGameOver = 501, IllegalMove, "the game is over: there is no move to search for";
    /// The hole a search should finish on is not a hole of the board.
    SearchGoalOffBoard = 502, OutOfRange, "the goal hole is not a hole of the board";
    /// A computer player's strength level outside 0 (random), 1 (greedy), 2 (perfect).
    SearchBadStrength = 503, InvalidArgument, "the strength must be 0 (random), 1 (greedy) or 2 (perfect)";
    /// A search asked to look deeper than it can (more than 128 moves).
    SearchTooDeep = 504, InvalidArgument, "a search looks at most 128 moves ahead";
    /// The solitaire solver was given a position no deal reaches (built by hand).
    SearchNotADeal = 505, InvalidArgument, "the solitaire solver needs a position a deal can reach: the cards 0 to CardNo-1, each once, and every pile but 0 built down one card at a time";
    /// A Quixo computer player's level by a name that is none of [`crate::quixo::PlayerLevel::ALL`]'s.
    SearchBadLevel = 506, InvalidArgument, "the level must be 'random', 'greedy', 'search', 'easy', 'medium', 'hard' or 'expert'";
    /// The strong solver handles only the 2-player game on 3 x 3 and 4 x 4 boards.
    SolverUnsupported = 520, InvalidArgument, "the solver handles only the 2-player game on 3 x 3 and 4 x 4 boards";
    /// A layer of the solver needed more passes than its table bytes can record.
    SolverTooManyPasses = 521, Capacity, "the solver needed more passes over a layer than its table can record";
    /// A layer (a, b) that is not one of the board: n must be 3, 4 or 5 and a + b at most n².
    LayerOutOfRange = 522, OutOfRange, "a layer (a, b) of the n x n board needs n = 3, 4 or 5 and a + b <= n * n";
    /// Bytes that are not a layer file of this format: bad header, size or checksum.
    LayerBadData = 523, InvalidArgument, "not a solved-layer file of this format (bad header, size or checksum)";

    // The line-driven terminal programs (DigiPeg's, solitaire's `play()`), 6xx
    /// Input given to a terminal program before its `start` printed the banner and first prompt.
    ProgramNotStarted = 600, OutOfOrder, "the program has not started: call start before input";

    // Full Klondike, 7xx
    /// A card name that is not a rank and a suit.
    KlondikeBadCard = 700, InvalidArgument, "a card is a rank (A, 2 to 10 or T, J, Q, K) and a suit (C, D, H, S), like AS, 10H or TD";
    /// A deal that does not hold each of the 52 cards once.
    KlondikeNotADeck = 701, InvalidArgument, "a deal holds each of the 52 cards exactly once";
    /// A Klondike-Solver game number outside 0 to 2147483647.
    KlondikeBadSeed = 702, InvalidArgument, "a Klondike-Solver game number is a whole number from 0 to 2147483647";
    /// A deal number that is not a decimal number below 52!.
    KlondikeBadRank = 703, InvalidArgument, "a deal number is a whole number from 0 to 52! - 1 (at most 68 digits)";
    /// Text that is not a Solvitaire Klondike deal file.
    KlondikeBadJson = 704, InvalidArgument, "not a Solvitaire deal: a JSON object with \"tableau piles\" (7 piles of 1 to 7 cards) and \"stock\" (24 cards), and no card yet on the waste or the foundations";
    /// A draw other than 1 or 3, or passes above 255.
    KlondikeBadRules = 705, InvalidArgument, "Klondike draws 1 or 3 cards, and the passes through the stock are 0 (unlimited) or 1 to 255";
    /// A tableau pile number above 6.
    KlondikePileOutOfRange = 706, OutOfRange, "there is no tableau pile with that number: they are 0 to 6";
    /// A draw from an empty stock.
    KlondikeStockEmpty = 707, IllegalMove, "illegal move: the stock is empty";
    /// Turning the waste over while the stock has cards, or past the passes allowed.
    KlondikeNoRedeal = 708, IllegalMove, "illegal move: the waste is turned over only when the stock is empty and the passes allow another";
    /// A move from an empty waste, pile or foundation, or of more cards than the pile holds.
    KlondikeNothingThere = 709, IllegalMove, "illegal move: there is no card there to move";
    /// A card its foundation does not take next.
    KlondikeNotOnFoundation = 710, IllegalMove, "illegal move: a foundation takes the next card of its suit, from the ace up";
    /// A card the pile does not take: not one rank lower in the other colour, or not a king on an empty pile.
    KlondikeNotOnTableau = 711, IllegalMove, "illegal move: a tableau pile takes a card one rank lower in the other colour, and an empty pile only a king";
    /// A run reaching under the face-up cards.
    KlondikeFaceDown = 712, IllegalMove, "illegal move: only face-up cards move";
    /// A card back from a foundation when the rules do not allow it.
    KlondikeNoWorryBack = 713, IllegalMove, "illegal move: these rules keep a card on its foundation";
    /// A run moved onto its own pile.
    KlondikeSamePile = 714, IllegalMove, "illegal move: a pile cannot move onto itself";
    /// An undo record that does not fit the position.
    KlondikeCannotUndo = 715, IllegalMove, "that move cannot be taken back here: take back the last move played first";
    /// Text that is not a move in the notation of `klondike::Move`'s `Display`.
    KlondikeBadMove = 716, InvalidArgument, "a move is D (draw), R (waste back to stock), WF, W3 (the waste's card up, onto pile 3), 3F (pile 3's card up), 35, 35-2 (pile 3's run, its top 2 cards, onto pile 5), S4 (a spade onto pile 4)";
    /// Undo asked of a game with no move played.
    KlondikeNothingToUndo = 717, Empty, "there is no move to undo";
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl core::error::Error for Error {}

/// Why a step of a line-driven terminal program ([`crate::peg::Program`],
/// [`crate::solitaire::Play`]) failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepError {
    /// The program refused the call (input before start): it wrote nothing and changed nothing.
    Refused(Error),
    /// The output (a `fmt::Write`) failed to take the text: what was written is all there is.
    Output,
}

impl From<Error> for StepError {
    fn from(e: Error) -> StepError {
        StepError::Refused(e)
    }
}

impl From<fmt::Error> for StepError {
    fn from(_: fmt::Error) -> StepError {
        StepError::Output
    }
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepError::Refused(e) => e.fmt(f),
            StepError::Output => f.write_str("the program's output failed"),
        }
    }
}

impl core::error::Error for StepError {}

#[cfg(test)]
mod tests {
    use super::Error;

    #[test]
    fn all_is_in_code_order_without_repeats() {
        // Bindings find an error's place in `ALL` by binary search on its code.
        assert!(Error::ALL.windows(2).all(|w| w[0].code() < w[1].code()));
        for (i, e) in Error::ALL.iter().enumerate() {
            assert_eq!(Error::ALL.binary_search_by_key(&e.code(), |x| x.code()), Ok(i));
            assert_eq!(Error::from_code(e.code()), Some(*e));
        }
    }
}
