//! Classic board shapes: the English cross, the French board and the Cracker Barrel triangle.
//!
//! Each is an ordinary hole mask of the 9 × 9 grid, so [`DigiPeg::with_shape`] accepts any of
//! them (or any other set of holes) too; the constructors here only add the usual start.
//!
//! ```
//! use digipeg::peg::{DigiPeg, Hole};
//!
//! let english = DigiPeg::english();
//! assert_eq!((english.holes().count(), english.pegs_left()), (33, 32));
//! let corner = DigiPeg::triangle_with_empty(Hole::at::<4, 4>())?;
//! assert_eq!(corner.pegs_left(), 14);
//! # Ok::<(), digipeg::Error>(())
//! ```

use super::{Bitboard, DigiPeg, Directions, GRID, Hole};
use crate::Error;

/// The mask of a drawing: `o` (or `.`) is a hole, anything else is not. Rows of at most 9 cells.
const fn mask(rows: &[&str]) -> Bitboard {
    let mut bits = 0u128;
    let mut row = 0;
    while row < rows.len() && row < GRID as usize {
        let cells = rows[row].as_bytes();
        let mut col = 0;
        while col < cells.len() && col < GRID as usize {
            if cells[col] == b'o' || cells[col] == b'.' {
                bits |= 1 << (row * GRID as usize + col);
            }
            col += 1;
        }
        row += 1;
    }
    Bitboard(bits)
}

/// The English (British) 33-hole cross, drawn in rows and columns 0..7 of the grid.
pub const ENGLISH_HOLES: Bitboard = mask(&[
    "##ooo##", "##ooo##", "ooooooo", "ooooooo", "ooooooo", "##ooo##", "##ooo##",
]);

/// The centre of the English and French boards: row 3, column 3.
pub const CENTRE: Hole = Hole::at::<3, 3>();

/// The French (European) 37-hole board, drawn in rows and columns 0..7 of the grid.
pub const FRENCH_HOLES: Bitboard = mask(&[
    "##ooo##", "#ooooo#", "ooooooo", "ooooooo", "ooooooo", "#ooooo#", "##ooo##",
]);

/// The 15-hole Cracker Barrel triangle in the grid's lower-left half: row `r` (0..5) has
/// columns 0..=r. Play it with [`Directions::Triangular`].
pub const TRIANGLE_HOLES: Bitboard = mask(&["o", "oo", "ooo", "oooo", "ooooo"]);

/// The top corner of the triangle: row 0, column 0.
pub const TRIANGLE_TOP: Hole = Hole::at::<0, 0>();

fn full_but(holes: Bitboard, empty: Hole, directions: Directions) -> Result<DigiPeg, Error> {
    if !holes.contains(empty.index()) {
        return Err(Error::PegEmptyHoleOffBoard);
    }
    DigiPeg::with_shape(holes, holes ^ Bitboard::from_index(empty.index()), directions)
}

impl DigiPeg {
    /// The English 33-hole cross with the centre empty: the classic puzzle, which can finish
    /// with one peg in the centre. Pegs jump orthogonally.
    pub fn english() -> DigiPeg {
        DigiPeg {
            holes: ENGLISH_HOLES,
            pegs: ENGLISH_HOLES ^ Bitboard::from_index(CENTRE.index()),
            rows: 7,
            cols: 7,
            directions: Directions::Orthogonal,
        }
    }

    /// The English cross with `empty` as the empty hole; fails with
    /// [`Error::PegEmptyHoleOffBoard`] if it is not a hole of the cross.
    pub fn english_with_empty(empty: Hole) -> Result<DigiPeg, Error> {
        full_but(ENGLISH_HOLES, empty, Directions::Orthogonal)
    }

    /// The French 37-hole board with `empty` as the empty hole; fails with
    /// [`Error::PegEmptyHoleOffBoard`] if it is not a hole of the board. (From the centre it
    /// cannot finish with one peg: its position class matches no single peg.)
    pub fn french_with_empty(empty: Hole) -> Result<DigiPeg, Error> {
        full_but(FRENCH_HOLES, empty, Directions::Orthogonal)
    }

    /// The 15-hole triangle with the top corner empty; pegs jump in the six directions of a
    /// triangular board ([`Directions::Triangular`]).
    pub fn triangle() -> DigiPeg {
        DigiPeg {
            holes: TRIANGLE_HOLES,
            pegs: TRIANGLE_HOLES ^ Bitboard::from_index(TRIANGLE_TOP.index()),
            rows: 5,
            cols: 5,
            directions: Directions::Triangular,
        }
    }

    /// The triangle with `empty` as the empty hole; fails with
    /// [`Error::PegEmptyHoleOffBoard`] if it is not a hole of the triangle.
    pub fn triangle_with_empty(empty: Hole) -> Result<DigiPeg, Error> {
        full_but(TRIANGLE_HOLES, empty, Directions::Triangular)
    }
}
