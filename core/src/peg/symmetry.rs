//! Two facts about a board the solver prunes with: position classes and symmetries.
//!
//! **Position classes** (de Bruijn's argument over GF(4)). Let `x` be a root of `x² + x + 1`
//! in GF(4) = {0, 1, x, x²}, so `1 + x + x² = 0` and `x³ = 1`. For a position, sum `x^(r+c)`
//! and `x^(r−c)` over its pegs. A jump over three holes in a line toggles three consecutive
//! exponents `k, k+1, k+2` of each sum (mod 3), and `x^k (1 + x + x²) = 0`: the pair of sums
//! never changes. So a position can only ever reach one peg on a hole of its own class.
//! With the triangle's diagonal only the `r+c` sum survives (4 classes); with all eight
//! directions no such sum survives, and every position is in the same class.
//!
//! **Symmetries**: the maps of the grid that send the board's holes onto its holes and its
//! jump directions onto its jump directions (up to 8 for a square, 6 for the triangle).

use super::{Bitboard, Directions, GRID, Hole};

/// A position's de Bruijn class: two elements of GF(4), each 0..4 (0 = 0, 1 = 1, 2 = x,
/// 3 = x² = x + 1, so addition is `^`). A jump never changes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PositionClass {
    /// Σ x^(r+c) over the pegs.
    pub sum: u8,
    /// Σ x^(r−c) over the pegs (0 when the jump rule does not keep it invariant).
    pub difference: u8,
}

/// x^k for k = 0, 1, 2 in the 2-bit encoding of GF(4).
const POWERS: [u8; 3] = [1, 2, 3];

/// The grid cells whose `(r + c) mod 3` (`SUM`) or `(r − c) mod 3` (`DIFF`) is 0, 1, 2.
const fn residue_masks(difference: bool) -> [u128; 3] {
    let mut masks = [0u128; 3];
    let mut index = 0u8;
    while index < GRID * GRID {
        let (row, col) = ((index / GRID) as usize, (index % GRID) as usize);
        let k = if difference {
            (row + 3 * GRID as usize - col) % 3
        } else {
            (row + col) % 3
        };
        masks[k] |= 1 << index;
        index += 1;
    }
    masks
}
const SUM: [u128; 3] = residue_masks(false);
const DIFF: [u128; 3] = residue_masks(true);

fn gf4_sum(pegs: u128, masks: &[u128; 3]) -> u8 {
    let mut value = 0;
    for (mask, power) in masks.iter().zip(POWERS) {
        if (pegs & mask).count_ones() % 2 == 1 {
            value ^= power;
        }
    }
    value
}

impl PositionClass {
    /// The class of the pegs `pegs` when pegs jump in `directions`.
    pub fn of(pegs: Bitboard, directions: Directions) -> PositionClass {
        match directions {
            Directions::Orthogonal => PositionClass {
                sum: gf4_sum(pegs.0, &SUM),
                difference: gf4_sum(pegs.0, &DIFF),
            },
            Directions::Triangular => PositionClass {
                sum: gf4_sum(pegs.0, &SUM),
                difference: 0,
            },
            Directions::Diagonal => PositionClass {
                sum: 0,
                difference: 0,
            },
        }
    }

    /// The class of a lone peg on `hole`.
    pub fn of_hole(hole: Hole, directions: Directions) -> PositionClass {
        PositionClass::of(Bitboard::from_index(hole.index()), directions)
    }

    /// The holes of `holes` on which a lone peg has this class: the only holes a position of
    /// this class can finish on with one peg.
    pub fn single_peg_holes(self, holes: Bitboard, directions: Directions) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for index in holes {
            if PositionClass::of(Bitboard::from_index(index), directions) == self {
                out |= Bitboard::from_index(index);
            }
        }
        out
    }
}

/// The most symmetries a board can have here: the 12 of a hexagon on the triangular lattice
/// (a square has 8, the triangle 6).
pub(crate) const MAX_SYMMETRIES: usize = 12;

/// A symmetry as the image of every grid index (only the board's holes are meaningful).
pub(crate) type Permutation = [u8; (GRID * GRID) as usize];

/// The board's symmetries other than the identity that also fix every hole of `fixed`.
pub(crate) fn symmetries(
    holes: Bitboard,
    directions: Directions,
    fixed: Bitboard,
) -> heapless::Vec<Permutation, MAX_SYMMETRIES> {
    let mut found: heapless::Vec<Permutation, MAX_SYMMETRIES> = heapless::Vec::new();
    if holes.is_empty() {
        return found;
    }
    let cell = |i: u8| ((i / GRID) as i32, (i % GRID) as i32);
    let (mut min_r, mut min_c) = (i32::MAX, i32::MAX);
    for i in holes {
        let (r, c) = cell(i);
        min_r = min_r.min(r);
        min_c = min_c.min(c);
    }
    // Every unimodular 2 × 2 matrix with entries −1, 0, 1: a candidate linear part.
    for code in 0..81 {
        let m = [
            code % 3 - 1,
            code / 3 % 3 - 1,
            code / 9 % 3 - 1,
            code / 27 % 3 - 1,
        ];
        let det = m[0] * m[3] - m[1] * m[2];
        if det != 1 && det != -1 {
            continue;
        }
        let apply = |r: i32, c: i32| (m[0] * r + m[1] * c, m[2] * r + m[3] * c);
        let keeps_directions = directions.all().iter().all(|d| {
            let (dr, dc) = apply(i32::from(d.d_row), i32::from(d.d_col));
            directions
                .all()
                .iter()
                .any(|e| (i32::from(e.d_row), i32::from(e.d_col)) == (dr, dc))
        });
        if !keeps_directions {
            continue;
        }
        let (mut img_r, mut img_c) = (i32::MAX, i32::MAX);
        for i in holes {
            let (r, c) = apply(cell(i).0, cell(i).1);
            img_r = img_r.min(r);
            img_c = img_c.min(c);
        }
        let mut perm: Permutation = [0; (GRID * GRID) as usize];
        let mut ok = true;
        for i in holes {
            let (r, c) = apply(cell(i).0, cell(i).1);
            let (r, c) = (r - img_r + min_r, c - img_c + min_c);
            let inside = (0..i32::from(GRID)).contains(&r) && (0..i32::from(GRID)).contains(&c);
            let image = (r * i32::from(GRID) + c) as u8;
            if !inside || !holes.contains(image) || (fixed.contains(i) && image != i) {
                ok = false;
                break;
            }
            perm[usize::from(i)] = image;
        }
        let identity = holes.iter().all(|i| perm[usize::from(i)] == i);
        let known = found
            .iter()
            .any(|p| holes.iter().all(|i| p[usize::from(i)] == perm[usize::from(i)]));
        if ok && !identity && !known {
            // A finite group of plane maps fixing a lattice has at most 12 elements.
            let _ = found.push(perm);
        }
    }
    found
}

/// The image of `pegs` (a subset of `holes`) under `perm`.
#[inline]
pub(crate) fn apply(perm: &Permutation, holes: u128, pegs: u128) -> u128 {
    // Map whichever is smaller: the pegs, or the empty holes (and complement).
    let empty = holes & !pegs;
    let (source, invert) = if pegs.count_ones() <= empty.count_ones() {
        (pegs, false)
    } else {
        (empty, true)
    };
    let mut image = 0u128;
    let mut rest = source;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        image |= 1 << perm[i];
    }
    if invert { holes ^ image } else { image }
}

#[cfg(test)]
mod tests {
    use super::super::shapes::{CENTRE, ENGLISH_HOLES, TRIANGLE_HOLES};
    use super::*;

    fn group_size(holes: Bitboard, directions: Directions, fixed: Bitboard) -> usize {
        symmetries(holes, directions, fixed).len() + 1
    }

    #[test]
    fn symmetry_groups_of_known_boards() {
        let none = Bitboard::EMPTY;
        assert_eq!(group_size(ENGLISH_HOLES, Directions::Orthogonal, none), 8);
        assert_eq!(
            group_size(Bitboard::rectangle(6, 6), Directions::Orthogonal, none),
            8
        );
        assert_eq!(
            group_size(Bitboard::rectangle(4, 6), Directions::Orthogonal, none),
            4
        );
        assert_eq!(
            group_size(Bitboard::rectangle(4, 6), Directions::Diagonal, none),
            4
        );
        assert_eq!(group_size(TRIANGLE_HOLES, Directions::Triangular, none), 6);
        let centre = Bitboard::from_index(CENTRE.index());
        assert_eq!(group_size(ENGLISH_HOLES, Directions::Orthogonal, centre), 8);
        let edge = Bitboard::from_index(Hole { row: 0, col: 3 }.index());
        assert_eq!(group_size(ENGLISH_HOLES, Directions::Orthogonal, edge), 2);
        // Every symmetry maps holes onto holes, one to one.
        for perm in symmetries(ENGLISH_HOLES, Directions::Orthogonal, none) {
            let image = apply(&perm, ENGLISH_HOLES.0, ENGLISH_HOLES.0);
            assert_eq!(image, ENGLISH_HOLES.0);
        }
    }
}
