//! The byte image of a DigiPeg board (see [`crate::image`]).

use super::{Bitboard, DigiPeg, Directions};
use crate::image::{Image, Reader, Writer};

impl Image for Directions {
    const LEN: usize = 1;

    fn write(&self, out: &mut Writer<'_>) {
        out.u8(match self {
            Directions::Orthogonal => 0,
            Directions::Diagonal => 1,
            Directions::Triangular => 2,
        });
    }

    fn read(input: &mut Reader<'_>) -> Option<Directions> {
        Some(match input.below(3)? {
            0 => Directions::Orthogonal,
            1 => Directions::Diagonal,
            _ => Directions::Triangular,
        })
    }
}

/// Holes, pegs, rows, columns and the jump rule: 35 bytes. Read back, the pegs must sit in
/// holes of the grid, and the rows and columns be those the holes reach (1 to 9 each way).
impl Image for DigiPeg {
    const LEN: usize = 16 + 16 + 1 + 1 + Directions::LEN;

    fn write(&self, out: &mut Writer<'_>) {
        let DigiPeg {
            holes,
            pegs,
            rows,
            cols,
            directions,
        } = *self;
        out.u128(holes.0);
        out.u128(pegs.0);
        out.u8(rows);
        out.u8(cols);
        directions.write(out);
    }

    fn read(input: &mut Reader<'_>) -> Option<DigiPeg> {
        let holes = Bitboard::new(input.u128()?)?;
        let pegs = Bitboard::new(input.u128()?)?;
        let (rows, cols) = (input.u8()?, input.u8()?);
        let directions = Directions::read(input)?;
        // Every board measures exactly as far as its holes reach, as `with_shape` measures it:
        // a size of its own would draw holes off the board, or rows of no hole at all.
        DigiPeg::with_shape(holes, pegs, directions)
            .ok()
            .filter(|game| (game.rows, game.cols) == (rows, cols))
    }
}
