//! A set of holes in the 9 × 9 grid every peg board lives in.

use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// Width and height of the grid every board is drawn in.
pub const GRID: u8 = 9;

/// A set of holes of the 9 × 9 grid: bit `row * 9 + col`. It never holds a bit at or above 81
/// (no hole off the grid): [`Bitboard::new`] refuses such bits, [`Bitboard::from_bits_truncate`]
/// drops them, and every operation keeps them out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bitboard(pub(super) u128);

/// Every hole of the grid.
pub const FULL_GRID: Bitboard = Bitboard((1u128 << 81) - 1);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set of the bits of `bits`, or `None` if one of them is off the grid (at or above 81).
    pub const fn new(bits: u128) -> Option<Bitboard> {
        if bits & !FULL_GRID.0 == 0 {
            Some(Bitboard(bits))
        } else {
            None
        }
    }

    /// The set of the bits of `bits` that are on the grid; the others are dropped.
    pub const fn from_bits_truncate(bits: u128) -> Bitboard {
        Bitboard(bits & FULL_GRID.0)
    }

    /// The set as bits: bit `row * 9 + col` for each hole.
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding only the hole at `index` (`row * 9 + col`); empty if `index` is off the
    /// grid (81 or more).
    pub const fn from_index(index: u8) -> Bitboard {
        match 1u128.checked_shl(index as u32) {
            Some(bit) => Bitboard::from_bits_truncate(bit),
            None => Bitboard::EMPTY,
        }
    }

    /// Every hole of the `rows` × `cols` rectangle at the top left of the grid (sides above 9
    /// count as 9).
    pub const fn rectangle(rows: u8, cols: u8) -> Bitboard {
        let (rows, cols) = (min_grid(rows), min_grid(cols));
        let row_bits = (1u128 << cols) - 1;
        let mut mask = 0u128;
        let mut row = 0;
        while row < rows {
            mask |= row_bits << (row * GRID);
            row += 1;
        }
        Bitboard(mask)
    }

    /// Whether the hole at `index` is in the set (never, for an index off the grid).
    pub const fn contains(self, index: u8) -> bool {
        self.0 & Bitboard::from_index(index).0 != 0
    }

    /// How many holes are in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every hole of `self` is in `other`.
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// Move every hole by `offset` grid indexes (positive: towards higher indexes);
    /// holes pushed past either end of the grid vanish.
    pub const fn shift(self, offset: i8) -> Bitboard {
        let distance = offset.unsigned_abs() as u32;
        let moved = if offset >= 0 {
            self.0.checked_shl(distance)
        } else {
            self.0.checked_shr(distance)
        };
        match moved {
            Some(bits) => Bitboard::from_bits_truncate(bits),
            None => Bitboard::EMPTY,
        }
    }

    /// The holes in increasing index order.
    pub const fn iter(self) -> Holes {
        Holes(self.0)
    }
}

/// Iterator over the holes of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct Holes(u128);

impl Iterator for Holes {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Holes {}

impl IntoIterator for Bitboard {
    type Item = u8;
    type IntoIter = Holes;
    fn into_iter(self) -> Holes {
        self.iter()
    }
}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $assign for Bitboard {
            fn $assign_method(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

/// `n`, or the grid's side if `n` is larger.
const fn min_grid(n: u8) -> u8 {
    if n < GRID { n } else { GRID }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the grid.
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & FULL_GRID.0)
    }
}
