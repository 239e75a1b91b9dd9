//! A set of holes in the 9 × 9 grid every peg board lives in.

use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// Width and height of the grid every board is drawn in.
pub const GRID: u8 = 9;

/// A set of holes of the 9 × 9 grid: bit `row * 9 + col`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bitboard(pub u128);

/// Every hole of the grid.
pub const FULL_GRID: Bitboard = Bitboard((1u128 << 81) - 1);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding only the hole at `index` (`row * 9 + col`, below 81).
    pub const fn from_index(index: u8) -> Bitboard {
        Bitboard(1 << index)
    }

    /// Every hole of the `rows` × `cols` rectangle at the top left of the grid.
    pub const fn rectangle(rows: u8, cols: u8) -> Bitboard {
        let mut mask = 0u128;
        let mut row = 0;
        while row < rows && row < GRID {
            let row_bits = (1u128 << cols) - 1;
            mask |= row_bits << (row * GRID);
            row += 1;
        }
        Bitboard(mask & FULL_GRID.0)
    }

    /// Whether the hole at `index` is in the set.
    pub const fn contains(self, index: u8) -> bool {
        index < 128 && self.0 >> index & 1 == 1
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
        let moved = if offset >= 0 {
            self.0 << offset
        } else {
            self.0 >> -offset
        };
        Bitboard(moved & FULL_GRID.0)
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

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the grid.
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & FULL_GRID.0)
    }
}
