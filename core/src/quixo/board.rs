//! The bitboard and the precomputed masks of each board size.
//!
//! A square is numbered `row * n + col` on an `n` x `n` board, so the board fits in the
//! low `n * n` bits of a `u32` (25 bits for 5 x 5). Moving one column right is `<< 1`, one
//! row down is `<< n`.

use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of squares of a Quixo board: bit `row * n + col` stands for the cell (row, col).
///
/// A plain `u32` newtype with `const fn`s, in the manner of shakmaty's `Bitboard`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u32);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding only `square` (`square` < 32; larger squares give the empty set).
    pub const fn from_square(square: u8) -> Bitboard {
        match 1u32.checked_shl(square as u32) {
            Some(bit) => Bitboard(bit),
            None => Bitboard(0),
        }
    }

    /// Whether `square` is in the set.
    pub const fn contains(self, square: u8) -> bool {
        self.0 & Bitboard::from_square(square).0 != 0
    }

    /// The set with `square` added.
    #[must_use]
    pub const fn with(self, square: u8) -> Bitboard {
        Bitboard(self.0 | Bitboard::from_square(square).0)
    }

    /// The set with `square` removed.
    #[must_use]
    pub const fn without(self, square: u8) -> Bitboard {
        Bitboard(self.0 & !Bitboard::from_square(square).0)
    }

    /// The number of squares in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every square of `other` is in `self`.
    pub const fn is_superset(self, other: Bitboard) -> bool {
        self.0 & other.0 == other.0
    }

    /// The lowest square of the set, if any.
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }

    /// The squares of the set, lowest first.
    pub const fn squares(self) -> Squares {
        Squares(self.0)
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl BitAndAssign for Bitboard {
    fn bitand_assign(&mut self, rhs: Bitboard) {
        self.0 &= rhs.0;
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl BitOrAssign for Bitboard {
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
    }
}

impl BitXor for Bitboard {
    type Output = Bitboard;
    fn bitxor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl IntoIterator for Bitboard {
    type Item = u8;
    type IntoIter = Squares;
    fn into_iter(self) -> Squares {
        self.squares()
    }
}

/// Iterator over the squares of a [`Bitboard`], lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(u32);

impl Iterator for Squares {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        // trailing_zeros of a nonzero u32 is at most 31.
        let square = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

/// The masks of one board size, computed at compile time.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Geometry {
    /// Every square of the board.
    pub full: u32,
    /// The outer ring.
    pub perimeter: u32,
    /// The four corners.
    pub corners: u32,
    /// The perimeter less the corners.
    pub edges: u32,
    /// The rows, then the columns, then the main diagonal, then the anti-diagonal;
    /// only the first `2 * n + 2` entries are used.
    pub lines: [u32; 12],
    /// Number of used entries in `lines` (`2 * n + 2`).
    pub line_count: usize,
}

const fn geometry(n: u32) -> Geometry {
    let mut full = 0u32;
    let mut perimeter = 0u32;
    let mut corners = 0u32;
    let mut lines = [0u32; 12];
    let mut r = 0;
    while r < n {
        let mut c = 0;
        while c < n {
            let bit = 1u32 << (r * n + c);
            full |= bit;
            let edge_r = r == 0 || r == n - 1;
            let edge_c = c == 0 || c == n - 1;
            if edge_r || edge_c {
                perimeter |= bit;
            }
            if edge_r && edge_c {
                corners |= bit;
            }
            lines[r as usize] |= bit;
            lines[(n + c) as usize] |= bit;
            if r == c {
                lines[(2 * n) as usize] |= bit;
            }
            if r + c == n - 1 {
                lines[(2 * n + 1) as usize] |= bit;
            }
            c += 1;
        }
        r += 1;
    }
    Geometry {
        full,
        perimeter,
        corners,
        edges: perimeter & !corners,
        lines,
        line_count: (2 * n + 2) as usize,
    }
}

/// Masks of the 3 x 3 board.
pub(crate) const GEOMETRY_3: Geometry = geometry(3);
/// Masks of the 4 x 4 board.
pub(crate) const GEOMETRY_4: Geometry = geometry(4);
/// Masks of the 5 x 5 board.
pub(crate) const GEOMETRY_5: Geometry = geometry(5);

/// The masks of board size `n` (callers guarantee `n` is 3, 4 or 5; anything else gets 5 x 5).
#[inline]
pub(crate) const fn geometry_of(n: u8) -> &'static Geometry {
    match n {
        3 => &GEOMETRY_3,
        4 => &GEOMETRY_4,
        _ => &GEOMETRY_5,
    }
}

impl Geometry {
    /// Whether `bits` holds a full line of this board: rows and columns by shifting and
    /// masking (a row start survives `n - 1` shifted ANDs only if its whole row is set), the two
    /// diagonals by their masks.
    #[inline]
    pub(crate) const fn has_line(&self, bits: u32) -> bool {
        let n = self.line_count / 2 - 1;
        let (d1, d2) = (self.lines[2 * n], self.lines[2 * n + 1]);
        let mut rows = bits;
        let mut cols = bits;
        let mut k = 1;
        while k < n {
            rows &= bits >> k;
            cols &= bits >> (k * n);
            k += 1;
        }
        (rows & self.lines[n]) != 0 // bits of column 0: the row starts
            || (cols & self.lines[0]) != 0 // bits of row 0: the column starts
            || bits & d1 == d1
            || bits & d2 == d2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_5() {
        let g = geometry_of(5);
        assert_eq!(g.full, (1 << 25) - 1);
        assert_eq!(g.perimeter.count_ones(), 16);
        assert_eq!(g.corners, 1 | 1 << 4 | 1 << 20 | 1 << 24);
        assert_eq!(g.edges.count_ones(), 12);
        assert_eq!(g.lines[0], 0b11111);
        assert_eq!(g.lines[5], 1 | 1 << 5 | 1 << 10 | 1 << 15 | 1 << 20);
        assert_eq!(g.lines[10], 1 | 1 << 6 | 1 << 12 | 1 << 18 | 1 << 24);
        assert_eq!(g.lines[11], 1 << 4 | 1 << 8 | 1 << 12 | 1 << 16 | 1 << 20);
        assert_eq!(g.line_count, 12);
    }

    #[test]
    fn masks_3_4() {
        assert_eq!(geometry_of(3).perimeter.count_ones(), 8);
        assert_eq!(geometry_of(3).perimeter, 0b111_101_111);
        assert_eq!(geometry_of(4).perimeter.count_ones(), 12);
        assert_eq!(geometry_of(4).line_count, 10);
        assert_eq!(geometry_of(3).lines[7], 0b001_010_100);
    }

    #[test]
    fn line_detection() {
        for g in [&GEOMETRY_3, &GEOMETRY_4, &GEOMETRY_5] {
            assert!(!g.has_line(0));
            assert!(g.has_line(g.full));
            for &line in &g.lines[..g.line_count] {
                assert!(g.has_line(line));
                for sq in Bitboard(line) {
                    // The rest of the board without one cell of this line holds no full line
                    // through that cell, and the line itself is then broken.
                    assert!(!g.has_line(line & !(1 << sq)));
                }
            }
            // The perimeter less one corner still holds two full lines; less two opposite corners, none.
            assert!(g.has_line(g.perimeter & !(1 << 0)));
            let last = g.full.ilog2();
            assert!(!g.has_line(g.perimeter & !(1 | 1 << last)));
        }
    }

    #[test]
    fn bitboard_ops() {
        let b = Bitboard::EMPTY.with(3).with(7).with(24);
        assert!(b.contains(7) && !b.contains(8));
        assert_eq!(b.count(), 3);
        assert_eq!(b.squares().collect::<std::vec::Vec<_>>(), [3, 7, 24]);
        assert_eq!(b.without(7).count(), 2);
        assert_eq!(b.first(), Some(3));
        assert_eq!(Bitboard::from_square(40), Bitboard::EMPTY);
        assert!(!Bitboard::EMPTY.contains(200));
        assert!(b.is_superset(Bitboard::from_square(24)));
    }
}
