//! The byte image of a DigiPeg board (see [`crate::image`]).

use super::{Bitboard, Carried, DigiPeg, Directions, Hole, Jump, Line, MAX_LINE, Reason};
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

/// Why a verdict holds: its place in the list of reasons below, one byte.
impl Image for Reason {
    const LEN: usize = 1;

    fn write(&self, out: &mut Writer<'_>) {
        // Every reason is in the list.
        out.u8(REASONS.iter().position(|r| r == self).unwrap_or(0) as u8);
    }

    fn read(input: &mut Reader<'_>) -> Option<Reason> {
        REASONS.get(usize::from(input.u8()?)).copied()
    }
}

/// Every reason, in the order of their image tags.
const REASONS: [Reason; 9] = [
    Reason::OnePegLeft,
    Reason::NoJumpLeft,
    Reason::PositionClass,
    Reason::Beam,
    Reason::Search,
    Reason::NodeCap,
    Reason::Stranded,
    Reason::Earlier,
    Reason::Line,
];

/// The reasons a "no" can give, and those a "yes" can.
const NO_REASONS: [Reason; 5] = [
    Reason::NoJumpLeft,
    Reason::PositionClass,
    Reason::Search,
    Reason::Stranded,
    Reason::Earlier,
];
const YES_REASONS: [Reason; 4] = [Reason::OnePegLeft, Reason::Beam, Reason::Search, Reason::Line];

/// The board (holes, jump rule), the last dead position (pegs, reason) and the last position with a
/// line (pegs, reason, the line's length, then each jump's two hole indexes, zeros past the end):
/// 215 bytes. Read back, a dead position or a line needs a board, each reason must be one its
/// verdict gives, and the line must replay through the rules to one peg: no bytes make a "yes"
/// the rules do not bear out (a "no" cannot be checked without the search that proved it).
impl Image for Carried {
    const LEN: usize =
        (1 + 16 + Directions::LEN) + (1 + 16 + Reason::LEN) + (1 + 16 + Reason::LEN + 1 + 2 * MAX_LINE);

    fn write(&self, out: &mut Writer<'_>) {
        let Carried { board, dead, line } = self;
        out.u8(u8::from(board.is_some()));
        let (holes, directions) = board.unwrap_or((Bitboard::EMPTY, Directions::Orthogonal));
        out.u128(holes.0);
        directions.write(out);
        out.u8(u8::from(dead.is_some()));
        let (pegs, by) = dead.unwrap_or((Bitboard::EMPTY, Reason::OnePegLeft));
        out.u128(pegs.0);
        by.write(out);
        out.u8(u8::from(line.is_some()));
        let empty = (Bitboard::EMPTY, Line::new(), Reason::OnePegLeft);
        let (pegs, jumps, by) = line.as_ref().unwrap_or(&empty);
        out.u128(pegs.0);
        by.write(out);
        // At most MAX_LINE (80) jumps.
        out.u8(jumps.len() as u8);
        for jump in jumps {
            out.u8(jump.from.index());
            out.u8(jump.to.index());
        }
        out.zeros(2 * (MAX_LINE - jumps.len()));
    }

    fn read(input: &mut Reader<'_>) -> Option<Carried> {
        let has_board = input.below(2)?;
        let holes = Bitboard::new(input.u128()?)?;
        let directions = Directions::read(input)?;
        let board = match has_board {
            1 if !holes.is_empty() => Some((holes, directions)),
            0 if holes.is_empty() && directions == Directions::Orthogonal => None,
            _ => return None,
        };
        let position = |pegs: u128| Bitboard::new(pegs).filter(|p| p.is_subset(holes));

        let has_dead = input.below(2)?;
        let dead_pegs = position(input.u128()?)?;
        let dead_by = Reason::read(input)?;
        let dead = match has_dead {
            1 if board.is_some() && NO_REASONS.contains(&dead_by) => Some((dead_pegs, dead_by)),
            0 if dead_pegs.is_empty() && dead_by == Reason::OnePegLeft => None,
            _ => return None,
        };

        let has_line = input.below(2)?;
        let line_pegs = position(input.u128()?)?;
        let line_by = Reason::read(input)?;
        let len = usize::from(input.u8()?);
        if len > MAX_LINE {
            return None;
        }
        let mut jumps = Line::new();
        for _ in 0..len {
            let from = Hole::from_index(input.u8()?)?;
            let to = Hole::from_index(input.u8()?)?;
            jumps.push(Jump { from, to }).ok()?;
        }
        input.zeros(2 * (MAX_LINE - len))?;
        let line = match (has_line, board) {
            (1, Some((holes, directions))) if YES_REASONS.contains(&line_by) => {
                let mut end = DigiPeg::with_shape(holes, line_pegs, directions).ok()?;
                for &jump in &jumps {
                    end.play(jump).ok()?;
                }
                (end.pegs_left() == 1).then_some(())?;
                Some((line_pegs, jumps, line_by))
            }
            (0, _) if line_pegs.is_empty() && line_by == Reason::OnePegLeft && len == 0 => None,
            _ => return None,
        };
        Some(Carried { board, dead, line })
    }
}
