//! DigiPeg Solitaire: rectangular peg solitaire on boards of 1–9 × 1–9 holes.
//!
//! Every hole holds a peg except one the player chooses. A peg jumps over an adjacent peg
//! into the empty hole directly behind it, and the jumped peg is removed. The game is over
//! when no jump remains; the fewer pegs left, the better the final message.
//!
//! ```
//! use digipeg::peg::DigiPeg;
//!
//! let mut game = DigiPeg::new(2, 3, 0, 1)?; // 2 rows, 3 columns, hole at row 0, column 1
//! assert!(game.legal_move(0, 0, 0, 2) == false); // (0,2) holds a peg
//! game.make_move(1, 1, -1, 1).unwrap_err(); // off the board: refused, nothing changes
//! assert_eq!(game.pegs_left(), 5);
//! # Ok::<(), digipeg::Error>(())
//! ```

mod analysis;
mod beam;
mod bitboard;
mod image;
mod program;
mod shapes;
mod solver;
mod stranded;
mod symmetry;

use core::fmt;

pub use analysis::{
    ANALYSIS_BEAM_SLOTS, ANALYSIS_HINT_CAP, ANALYSIS_NODE_CAP, ANALYSIS_SLICE, ANALYSIS_TABLE_ENTRIES,
    ANALYSIS_WIDE, ANALYSIS_WIDEST, ANALYSIS_WIDEST_SLOTS, ANALYSIS_WIDTH, Analysis, Carried, Reason,
    Verdict,
};
pub use beam::{Beam, BeamSlot, BeamWeights};
pub use bitboard::{Bitboard, FULL_GRID, GRID, Holes};
pub use program::{Banner, Program, Status};
pub use shapes::{CENTRE, ENGLISH_HOLES, FRENCH_HOLES, TRIANGLE_HOLES, TRIANGLE_TOP};
pub use solver::{
    Goal, Hint, Line, MAX_LINE, MIN_TABLE_ENTRIES, SMALL_TABLE_ENTRIES, Solution, Solver, solve_small,
};
pub use stranded::{ever_pegs, stranded_pegs, stranded_rule_out_one_peg};
pub use symmetry::PositionClass;

use crate::Error;

/// The largest number of rows or columns of a DigiPeg board.
pub const MAX_SIDE: u8 = GRID;

/// One hole of the 9 × 9 grid, 0-based: its row and column are always below 9. Holes come from
/// checked constructors, never from raw fields, so no jump can name a hole off the grid:
///
/// ```
/// use digipeg::peg::Hole;
/// const CORNER: Hole = Hole::at::<8, 8>(); // a literal, checked when compiled
/// assert_eq!(Hole::new(8, 8), Some(CORNER));
/// assert_eq!(Hole::new(0, 9), None);       // not (1, 0)
/// assert_eq!(Hole::try_new(-1, 0), None);
/// ```
///
/// ```compile_fail
/// let off_the_grid = digipeg::peg::Hole { row: 0, col: 9 }; // the fields are private
/// ```
///
/// ```compile_fail
/// let off_the_grid = digipeg::peg::Hole::at::<0, 9>(); // refused when compiled
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole {
    row: u8,
    col: u8,
}

impl Hole {
    /// The hole at (`row`, `col`), if both are below 9.
    pub const fn new(row: u8, col: u8) -> Option<Hole> {
        if row < GRID && col < GRID {
            Some(Hole { row, col })
        } else {
            None
        }
    }

    /// The hole at (`ROW`, `COL`), for literals: a coordinate of 9 or more does not compile.
    pub const fn at<const ROW: u8, const COL: u8>() -> Hole {
        const { assert!(ROW < GRID && COL < GRID, "a hole's row and column are below 9") };
        Hole { row: ROW, col: COL }
    }

    /// A hole from outside integers, if both lie in the grid.
    pub fn try_new(row: i64, col: i64) -> Option<Hole> {
        let row = u8::try_from(row).ok()?;
        let col = u8::try_from(col).ok()?;
        Hole::new(row, col)
    }

    /// Row, 0 at the top (below 9).
    pub const fn row(self) -> u8 {
        self.row
    }

    /// Column, 0 at the left (below 9).
    pub const fn col(self) -> u8 {
        self.col
    }

    /// The hole's bit index in a [`Bitboard`], below 81.
    pub const fn index(self) -> u8 {
        self.row * GRID + self.col
    }

    /// The hole with bit index `index`, if it is below 81.
    pub const fn from_index(index: u8) -> Option<Hole> {
        Hole::new(index / GRID, index % GRID)
    }
}

/// A jump from one hole to another two holes away; the peg in between is removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Jump {
    /// Where the jumping peg starts.
    pub from: Hole,
    /// Where it lands.
    pub to: Hole,
}

impl Jump {
    /// The hole jumped over: halfway between `from` and `to`.
    pub const fn over(self) -> Hole {
        Hole {
            row: (self.from.row + self.to.row) / 2,
            col: (self.from.col + self.to.col) / 2,
        }
    }
}

/// A step between neighbouring holes: a jump moves two of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Direction {
    /// Change of row, −1, 0 or 1.
    pub d_row: i8,
    /// Change of column, −1, 0 or 1.
    pub d_col: i8,
}

impl Direction {
    const fn new(d_row: i8, d_col: i8) -> Direction {
        Direction { d_row, d_col }
    }

    /// How far one step moves a bit index in the grid.
    const fn offset(self) -> i8 {
        self.d_row * GRID as i8 + self.d_col
    }
}

/// Which ways a peg may jump.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Directions {
    /// Up, down, left and right: the assignment's rule and the default.
    #[default]
    Orthogonal,
    /// The four orthogonal directions and the four diagonals (the older edition's "eight directions").
    Diagonal,
    /// The six directions of a triangular board drawn in the grid's lower-left half: the orthogonal
    /// four, up-left and down-right.
    Triangular,
}

// Ordered by grid offset, so jumps from one hole come out in increasing order of landing hole.
const UP_LEFT: Direction = Direction::new(-1, -1);
const UP: Direction = Direction::new(-1, 0);
const UP_RIGHT: Direction = Direction::new(-1, 1);
const LEFT: Direction = Direction::new(0, -1);
const RIGHT: Direction = Direction::new(0, 1);
const DOWN_LEFT: Direction = Direction::new(1, -1);
const DOWN: Direction = Direction::new(1, 0);
const DOWN_RIGHT: Direction = Direction::new(1, 1);

impl Directions {
    /// The directions a peg may jump in, in increasing order of grid offset.
    pub const fn all(self) -> &'static [Direction] {
        match self {
            Directions::Orthogonal => &[UP, LEFT, RIGHT, DOWN],
            Directions::Diagonal => &[UP_LEFT, UP, UP_RIGHT, LEFT, RIGHT, DOWN_LEFT, DOWN, DOWN_RIGHT],
            Directions::Triangular => &[UP_LEFT, UP, LEFT, RIGHT, DOWN, DOWN_RIGHT],
        }
    }

    /// Whether a step of (`d_row`, `d_col`) is one of these directions.
    pub fn allows(self, d_row: i8, d_col: i8) -> bool {
        self.all().iter().any(|d| d.d_row == d_row && d.d_col == d_col)
    }
}

/// The most jumps any position can offer. Each jump pairs a peg with an empty hole two steps
/// away in one of at most 8 directions, and a hole is either a peg or empty, so a jump list
/// never exceeds 8 × min(pegs, empty holes) ≤ 8 × 40 on the 81-hole grid.
pub const MAX_JUMPS: usize = 8 * 40;

/// The legal jumps of a position, in increasing order of (start, landing) hole index.
pub type JumpList = heapless::Vec<Jump, MAX_JUMPS>;

/// The final verdict by pegs left, exactly as the assignment words it.
pub const fn verdict(pegs_left: u32) -> &'static str {
    match pegs_left {
        0..=2 => "You're a DigiPeg Genius!",
        3..=4 => "Not too shabby, rookie.",
        5..=6 => "That's nothing to write home about.",
        _ => "You're a DigiPeg Igno-Ra-Moose.",
    }
}

/// A DigiPeg game: which holes exist, which hold pegs, and the jump rule.
///
/// Boards are usually rectangles ([`DigiPeg::new`]); [`DigiPeg::with_shape`] takes any set of
/// holes of the 9 × 9 grid. The original assignment's class was also called
/// [`PegRectangleSolitaire`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DigiPeg {
    holes: Bitboard,
    pegs: Bitboard,
    rows: u8,
    cols: u8,
    directions: Directions,
}

/// The name the first edition of the assignment gave the same game.
pub type PegRectangleSolitaire = DigiPeg;

fn side(n: i64) -> Result<u8, Error> {
    u8::try_from(n)
        .ok()
        .filter(|n| (1..=MAX_SIDE).contains(n))
        .ok_or(Error::PegBoardSize)
}

impl DigiPeg {
    /// A `rows` × `cols` board (each 1..=9), full of pegs but for the hole at
    /// (`empty_row`, `empty_col`), 0-based; pegs jump orthogonally.
    pub fn new(rows: i64, cols: i64, empty_row: i64, empty_col: i64) -> Result<DigiPeg, Error> {
        DigiPeg::with_directions(rows, cols, empty_row, empty_col, Directions::Orthogonal)
    }

    /// Like [`DigiPeg::new`], with a choice of jump directions.
    pub fn with_directions(
        rows: i64,
        cols: i64,
        empty_row: i64,
        empty_col: i64,
        directions: Directions,
    ) -> Result<DigiPeg, Error> {
        let (rows, cols) = (side(rows)?, side(cols)?);
        let holes = Bitboard::rectangle(rows, cols);
        let empty = Hole::try_new(empty_row, empty_col)
            .filter(|h| holes.contains(h.index()))
            .ok_or(Error::PegEmptyHoleOffBoard)?;
        Ok(DigiPeg {
            holes,
            pegs: holes ^ Bitboard::from_index(empty.index()),
            rows,
            cols,
            directions,
        })
    }

    /// Any board in the 9 × 9 grid: `holes` is the set of holes, `pegs` the ones holding a peg.
    /// Fails with [`Error::PegBadShape`] if there are no holes or a peg sits outside them.
    pub fn with_shape(holes: Bitboard, pegs: Bitboard, directions: Directions) -> Result<DigiPeg, Error> {
        if holes.is_empty() || !pegs.is_subset(holes) {
            return Err(Error::PegBadShape);
        }
        let rows = holes.iter().map(|i| i / GRID + 1).max().unwrap_or(1);
        let cols = holes.iter().map(|i| i % GRID + 1).max().unwrap_or(1);
        Ok(DigiPeg {
            holes,
            pegs,
            rows,
            cols,
            directions,
        })
    }

    /// A board from rows of text: `o` a peg, `.` an empty hole, `#` no hole (rows may differ
    /// in length; missing cells are not holes). At most 9 rows of 9 cells.
    pub fn from_rows(rows: &[impl AsRef<str>], directions: Directions) -> Result<DigiPeg, Error> {
        if rows.len() > usize::from(GRID) {
            return Err(Error::PegBadShape);
        }
        let (mut holes, mut pegs) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for (row, text) in (0u8..).zip(rows) {
            for (col, ch) in (0u8..).zip(text.as_ref().chars()) {
                let cell = match ch {
                    'o' | '.' | '#' if col >= GRID => return Err(Error::PegBadShape),
                    'o' | '.' => Bitboard::from_index(Hole { row, col }.index()),
                    '#' => Bitboard::EMPTY,
                    _ => return Err(Error::PegBadChar),
                };
                holes |= cell;
                if ch == 'o' {
                    pegs |= cell;
                }
            }
        }
        DigiPeg::with_shape(holes, pegs, directions)
    }

    /// The board as rows of `o` (peg), `.` (empty hole) and `#` (no hole), each ending in a
    /// newline: the text [`DigiPeg::from_rows`] reads.
    pub const fn rows_text(&self) -> RowsText {
        RowsText(*self)
    }

    /// Number of rows drawn.
    pub const fn rows(&self) -> u8 {
        self.rows
    }

    /// Number of columns drawn.
    pub const fn cols(&self) -> u8 {
        self.cols
    }

    /// The holes of the board.
    pub const fn holes(&self) -> Bitboard {
        self.holes
    }

    /// The holes holding a peg.
    pub const fn pegs(&self) -> Bitboard {
        self.pegs
    }

    /// The jump rule in force.
    pub const fn directions(&self) -> Directions {
        self.directions
    }

    /// Whether (`row`, `col`) is a hole with a peg in it; anything off the board is `false`.
    pub fn is_peg(&self, row: i64, col: i64) -> bool {
        Hole::try_new(row, col).is_some_and(|h| self.pegs.contains(h.index()))
    }

    /// Whether (`row`, `col`) is a hole of this board.
    pub fn is_hole(&self, row: i64, col: i64) -> bool {
        Hole::try_new(row, col).is_some_and(|h| self.holes.contains(h.index()))
    }

    /// How many pegs are on the board.
    pub const fn pegs_left(&self) -> u32 {
        self.pegs.count()
    }

    /// Why `jump` is not legal, or `Ok` if it is. Checked in this order: both holes on the
    /// board, a peg at the start, an empty landing hole, a straight two-hole step in an
    /// allowed direction, a peg in between.
    pub fn check(&self, jump: Jump) -> Result<(), Error> {
        let (from, to) = (jump.from.index(), jump.to.index());
        if !self.holes.contains(from) || !self.holes.contains(to) {
            return Err(Error::PegOffBoard);
        }
        if !self.pegs.contains(from) {
            return Err(Error::PegNoPeg);
        }
        if self.pegs.contains(to) {
            return Err(Error::PegLandingOccupied);
        }
        let d_row = jump.to.row as i8 - jump.from.row as i8;
        let d_col = jump.to.col as i8 - jump.from.col as i8;
        let two_steps = d_row % 2 == 0 && d_col % 2 == 0;
        if !two_steps || !self.directions.allows(d_row / 2, d_col / 2) {
            return Err(Error::PegNotAJump);
        }
        if !self.pegs.contains(jump.over().index()) {
            return Err(Error::PegNothingToJump);
        }
        Ok(())
    }

    /// Whether `jump` is legal here.
    pub fn is_legal(&self, jump: Jump) -> bool {
        self.check(jump).is_ok()
    }

    /// Make `jump`, or refuse it with the reason and leave the board as it was.
    pub fn play(&mut self, jump: Jump) -> Result<(), Error> {
        self.check(jump)?;
        self.pegs ^= Bitboard::from_index(jump.from.index())
            | Bitboard::from_index(jump.over().index())
            | Bitboard::from_index(jump.to.index());
        Ok(())
    }

    /// The assignment's `legal_move`: any integers are answered, off-board ones with `false`.
    pub fn legal_move(&self, row_start: i64, col_start: i64, row_end: i64, col_end: i64) -> bool {
        self.jump_from(row_start, col_start, row_end, col_end)
            .is_ok_and(|j| self.is_legal(j))
    }

    /// The assignment's `make_move`, refusing an illegal jump (the original trusted its caller).
    pub fn make_move(
        &mut self,
        row_start: i64,
        col_start: i64,
        row_end: i64,
        col_end: i64,
    ) -> Result<(), Error> {
        let jump = self.jump_from(row_start, col_start, row_end, col_end)?;
        self.play(jump)
    }

    fn jump_from(&self, row_start: i64, col_start: i64, row_end: i64, col_end: i64) -> Result<Jump, Error> {
        let from = Hole::try_new(row_start, col_start).ok_or(Error::PegOffBoard)?;
        let to = Hole::try_new(row_end, col_end).ok_or(Error::PegOffBoard)?;
        Ok(Jump { from, to })
    }

    /// For each allowed direction, the pegs that can jump that way.
    fn jumpers(&self) -> impl Iterator<Item = (Direction, Bitboard)> + '_ {
        let empty = self.holes & !self.pegs;
        self.directions.all().iter().map(move |&d| {
            let step = d.offset();
            // A peg can jump if the next hole has a peg and the one after is empty. Shifting
            // back through `holes` keeps a row's end from wrapping into the next row: the
            // middle and landing holes must exist in the step's own line, which `fits` checks.
            let over = self.pegs.shift(-step);
            let land = empty.shift(-2 * step);
            (d, self.pegs & over & land & fits(d))
        })
    }

    /// The legal jumps, in increasing order of (start, landing) hole index.
    pub fn legal_moves(&self) -> JumpList {
        let mut by_direction: heapless::Vec<(Direction, Bitboard), 8> = heapless::Vec::new();
        by_direction.extend(self.jumpers());
        let mut all = Bitboard::EMPTY;
        for &(_, from) in &by_direction {
            all |= from;
        }
        let mut moves = JumpList::new();
        for from in all {
            for &(d, froms) in &by_direction {
                if froms.contains(from) {
                    // `fits` keeps both holes on the grid, so both indexes are below 81.
                    let to = (from as i8 + 2 * d.offset()) as u8;
                    if let (Some(from), Some(to)) = (Hole::from_index(from), Hole::from_index(to)) {
                        // Cannot overflow: MAX_JUMPS bounds every position (see its comment).
                        let _ = moves.push(Jump { from, to });
                    }
                }
            }
        }
        moves
    }

    /// How many legal jumps there are, without listing them.
    pub fn count_moves(&self) -> u32 {
        self.jumpers().map(|(_, b)| b.count()).sum()
    }

    /// Whether no jump is left.
    pub fn game_over(&self) -> bool {
        self.jumpers().all(|(_, b)| b.is_empty())
    }

    /// The end-of-game text: `Number of pegs left: N` and the verdict, each on its own line.
    pub const fn final_message(&self) -> FinalMessage {
        FinalMessage {
            pegs_left: self.pegs_left(),
        }
    }
}

/// The holes from which two steps in direction `d` stay inside the grid.
const fn fits(d: Direction) -> Bitboard {
    let mut mask = 0u128;
    let mut index = 0u8;
    while index < GRID * GRID {
        let row = (index / GRID) as i8 + 2 * d.d_row;
        let col = (index % GRID) as i8 + 2 * d.d_col;
        if row >= 0 && row < GRID as i8 && col >= 0 && col < GRID as i8 {
            mask |= 1 << index;
        }
        index += 1;
    }
    Bitboard(mask)
}

/// What [`DigiPeg::rows_text`] writes.
#[derive(Clone, Copy, Debug)]
pub struct RowsText(DigiPeg);

impl fmt::Display for RowsText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = &self.0;
        for row in 0..game.rows {
            for col in 0..game.cols {
                let index = Hole { row, col }.index();
                f.write_str(match (game.holes.contains(index), game.pegs.contains(index)) {
                    (false, _) => "#",
                    (true, true) => "o",
                    (true, false) => ".",
                })?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

/// What [`DigiPeg::final_message`] prints: two lines, each ending in a newline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FinalMessage {
    /// Pegs left at the end.
    pub pegs_left: u32,
}

impl fmt::Display for FinalMessage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Number of pegs left: {}", self.pegs_left)?;
        writeln!(f, "{}", verdict(self.pegs_left))
    }
}

/// The assignment's board drawing, byte for byte: a header of column numbers, then each row
/// between separators; `o` is a peg, a blank is an empty hole. Every line ends in a newline.
/// Cells of a custom shape that are not holes are drawn `###`.
impl fmt::Display for DigiPeg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("   ")?;
        for col in 1..=self.cols {
            write!(f, " {col}  ")?;
        }
        f.write_str("\n")?;
        let separator = |f: &mut fmt::Formatter<'_>| {
            f.write_str("  +")?;
            (0..self.cols).try_for_each(|_| f.write_str("---+"))?;
            f.write_str("\n")
        };
        separator(f)?;
        for row in 0..self.rows {
            write!(f, "{} |", row + 1)?;
            for col in 0..self.cols {
                let index = Hole { row, col }.index();
                f.write_str(match (self.holes.contains(index), self.pegs.contains(index)) {
                    (false, _) => "###|",
                    (true, true) => " o |",
                    (true, false) => "   |",
                })?;
            }
            f.write_str("\n")?;
            separator(f)?;
        }
        Ok(())
    }
}
