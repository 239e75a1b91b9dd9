//! The byte image of a DigiPeg board (see [`crate::image`]).

use super::{Bitboard, DigiPeg, Directions, FULL_GRID, MAX_SIDE};
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
/// holes of the grid and the board measure 1 to 9 each way.
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
        let holes = Bitboard(input.u128()?);
        let pegs = Bitboard(input.u128()?);
        let side = |n: u8| (1..=MAX_SIDE).contains(&n).then_some(n);
        let rows = side(input.u8()?)?;
        let cols = side(input.u8()?)?;
        let directions = Directions::read(input)?;
        let shaped = !holes.is_empty() && holes.is_subset(FULL_GRID) && pegs.is_subset(holes);
        shaped.then_some(DigiPeg {
            holes,
            pegs,
            rows,
            cols,
            directions,
        })
    }
}
