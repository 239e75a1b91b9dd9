//! Stranded pegs: pegs that no sequence of jumps can ever move or remove.
//!
//! A hole can only ever hold a peg if it holds one now or a jump can land in it, and a jump
//! lands in a hole only from two pegs in line beside it. Closing the pegs under "two holes in
//! line that may hold pegs give the hole beyond" gives every hole that may ever hold a peg (more,
//! perhaps, never fewer). A peg leaves its hole only by jumping over a neighbour, or by being
//! jumped by one: if no neighbour in any jump line of it may ever hold a peg, it stays forever.
//! Two such pegs, or one whose hole no lone peg of the position's class can stand on, mean the
//! position can never end with one peg: a local dead pattern, as Sokoban solvers tabulate dead
//! squares, found here for any window of the board at once.
//!
//! ```
//! use digipeg::peg::{DigiPeg, Directions, stranded_pegs, stranded_rule_out_one_peg};
//!
//! // The corner peg has no neighbour that can ever hold a peg: it can never leave.
//! let game = DigiPeg::from_rows(&["o....", ".....", "..oo."], Directions::Orthogonal)?;
//! assert_eq!(stranded_pegs(&game).count(), 1);
//! let two = DigiPeg::from_rows(&["o...o", ".....", "..oo."], Directions::Orthogonal)?;
//! assert!(stranded_rule_out_one_peg(&two));
//! # Ok::<(), digipeg::Error>(())
//! ```

use super::{Bitboard, DigiPeg, Direction, Directions, GRID, PositionClass};

/// Every hole of the grid's column `col`.
const fn column(col: u8) -> Bitboard {
    let mut bits = 0u128;
    let mut row = 0;
    while row < GRID {
        bits |= 1 << (row * GRID + col);
        row += 1;
    }
    Bitboard(bits)
}

/// The holes a step to the right (left) can leave: all but the grid's last (first) column.
const NOT_LAST_COLUMN: Bitboard = Bitboard(!column(GRID - 1).0 & ((1 << 81) - 1));
const NOT_FIRST_COLUMN: Bitboard = Bitboard(!column(0).0 & ((1 << 81) - 1));

/// The holes of `holes` one step from a hole of `set` in direction `d` (`set` shifted by `d`),
/// where that step stays in the grid's row and column.
fn shifted(set: Bitboard, d: Direction, holes: Bitboard) -> Bitboard {
    // Shifting by a step that changes the column wraps a row's end into the next row: drop the
    // holes whose column would leave the grid before shifting.
    let keep = match d.d_col {
        1 => NOT_LAST_COLUMN,
        -1 => NOT_FIRST_COLUMN,
        _ => !Bitboard::EMPTY,
    };
    (set & keep).shift(d.d_row * GRID as i8 + d.d_col) & holes
}

/// The holes that may ever hold a peg, from `game`'s position on (a superset of the truth).
pub fn ever_pegs(game: &DigiPeg) -> Bitboard {
    ever_in(game.holes(), game.pegs(), game.directions())
}

fn ever_in(holes: Bitboard, pegs: Bitboard, directions: Directions) -> Bitboard {
    let mut ever = pegs;
    loop {
        let mut grown = ever;
        for &d in directions.all() {
            // A peg may land on t from f over o when f, o and t lie in a line in direction d.
            let over = shifted(ever, d, holes) & ever;
            grown |= shifted(over, d, holes);
        }
        if grown == ever {
            return ever;
        }
        ever = grown;
    }
}

/// The pegs of `game` that can never move nor be jumped, whatever is played.
pub fn stranded_pegs(game: &DigiPeg) -> Bitboard {
    stranded_in(game.holes(), game.pegs(), game.directions())
}

/// The pegs of `pegs` on `holes` that can never move nor be jumped (the solver prunes with it).
pub(crate) fn stranded_in(holes: Bitboard, pegs: Bitboard, directions: Directions) -> Bitboard {
    let ever = ever_in(holes, pegs, directions);
    let mut free = Bitboard::EMPTY;
    for &d in directions.all() {
        let back = Direction {
            d_row: -d.d_row,
            d_col: -d.d_col,
        };
        // A peg at h jumps in direction d over a neighbour o that may hold a peg, to a hole t:
        // h is one step back from such an o, which is one step back from a hole.
        let landing = shifted(holes, back, holes);
        let jumpable_over = ever & landing;
        free |= shifted(jumpable_over, back, holes);
        // A peg at h is jumped in direction d from a neighbour x that may hold a peg, to a hole
        // y one step on: h is one step on from x, and one step back from y.
        free |= shifted(ever, d, holes) & shifted(holes, back, holes);
    }
    pegs & !free
}

/// Whether stranded pegs rule out ending with one peg: two of them, or one on a hole where no
/// lone peg of the position's class can stand.
pub fn stranded_rule_out_one_peg(game: &DigiPeg) -> bool {
    let stranded = stranded_pegs(game);
    match stranded.count() {
        0 => false,
        1 => {
            let singles = PositionClass::of(game.pegs(), game.directions())
                .single_peg_holes(game.holes(), game.directions());
            (singles & stranded).is_empty()
        }
        _ => true,
    }
}
