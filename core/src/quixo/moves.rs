//! Precomputed slides and the move generator.
//!
//! Every (taken cell, place cell) pair of a board size is a [`Slide`]: the cells between the
//! gap and the place cell (the place cell included) shift one step toward the gap, which is a
//! single masked shift of each bitboard. The tables are built at compile time, ordered by taken
//! square, then by place square (both row-major): that is the order of
//! [`Position::legal_moves`](super::Position::legal_moves).

use super::board::geometry_of;

/// One slide: take `from`, shift `seg` one step toward `from`, put the cube at `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Slide {
    /// Square of the taken cube.
    pub from: u8,
    /// Square where the cube is put back.
    pub to: u8,
    /// The cubes that move: from the place cell (included) to the gap (excluded).
    pub seg: u32,
    /// The distance of one step: 1 along a row, `n` along a column.
    pub step: u8,
    /// Whether the moving cubes go to higher squares (`to < from`).
    pub up: bool,
}

impl Slide {
    const NONE: Slide = Slide {
        from: 0,
        to: 0,
        seg: 0,
        step: 0,
        up: false,
    };

    /// Apply the slide to one bitboard (the taken cube is dropped; `to` is left empty).
    #[inline(always)]
    pub(crate) const fn apply(&self, bits: u32) -> u32 {
        let moving = bits & self.seg;
        let moved = if self.up {
            moving << self.step
        } else {
            moving >> self.step
        };
        (bits & !(self.seg | (1u32 << self.from))) | moved
    }

    /// Undo the shift of [`Slide::apply`] on one bitboard whose square `to` is empty: the moved
    /// cubes go back one step toward `to`, and `from` is left empty.
    #[cfg_attr(not(target_has_atomic = "32"), allow(dead_code))]
    #[inline(always)]
    pub(crate) const fn unapply(&self, bits: u32) -> u32 {
        let shifted = if self.up {
            self.seg << self.step
        } else {
            self.seg >> self.step
        };
        let moving = bits & shifted;
        let moved = if self.up {
            moving >> self.step
        } else {
            moving << self.step
        };
        (bits & !shifted) | moved
    }
}

/// All slides of one board size.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slides {
    /// The slides, by taken square then place square.
    pub list: [Slide; 44],
    /// Number of used entries of `list` (20, 32 or 44).
    pub len: usize,
    /// Slides of square `s` are `list[start[s]..start[s + 1]]`.
    pub start: [u8; 26],
}

const fn slides(n: u32) -> Slides {
    let mut list = [Slide::NONE; 44];
    let mut start = [0u8; 26];
    let mut len = 0usize;
    let last = n - 1;
    let mut sq = 0;
    while sq < 25 {
        start[sq as usize] = len as u8;
        if sq < n * n {
            let r = sq / n;
            let c = sq % n;
            if r == 0 || r == last || c == 0 || c == last {
                // Candidate ends: top of the column, both ends of the row, bottom of the column;
                // sorted row-major (insertion sort: this is a const fn).
                let mut ends = [c, r * n, r * n + last, last * n + c];
                let mut a = 1;
                while a < 4 {
                    let mut b = a;
                    while b > 0 && ends[b - 1] > ends[b] {
                        let t = ends[b];
                        ends[b] = ends[b - 1];
                        ends[b - 1] = t;
                        b -= 1;
                    }
                    a += 1;
                }
                let mut i = 0;
                while i < 4 {
                    let to = ends[i];
                    let dup = i > 0 && ends[i - 1] == to;
                    if to != sq && !dup {
                        let same_row = to / n == r;
                        let step = if same_row { 1 } else { n };
                        let up = to < sq;
                        let mut seg = 0u32;
                        let mut cell = to;
                        while cell != sq {
                            seg |= 1 << cell;
                            cell = if up { cell + step } else { cell - step };
                        }
                        list[len] = Slide {
                            from: sq as u8,
                            to: to as u8,
                            seg,
                            step: step as u8,
                            up,
                        };
                        len += 1;
                    }
                    i += 1;
                }
            }
        }
        sq += 1;
    }
    start[25] = len as u8;
    Slides { list, len, start }
}

pub(crate) const SLIDES_3: Slides = slides(3);
pub(crate) const SLIDES_4: Slides = slides(4);
pub(crate) const SLIDES_5: Slides = slides(5);

/// The slides of board size `n` (3, 4 or 5; anything else gets 5 x 5).
#[inline]
pub(crate) const fn slides_of(n: u8) -> &'static Slides {
    match n {
        3 => &SLIDES_3,
        4 => &SLIDES_4,
        _ => &SLIDES_5,
    }
}

impl Slides {
    /// The slides of square `sq` (empty for squares off the perimeter or off the board).
    #[inline]
    pub(crate) fn of(&self, sq: u8) -> &[Slide] {
        let s = sq as usize;
        let lo = self.start.get(s).copied().unwrap_or(0) as usize;
        let hi = self.start.get(s + 1).copied().unwrap_or(0) as usize;
        self.list.get(lo..hi.min(self.len)).unwrap_or(&[])
    }

    /// The slide from `from` to `to`, if that is a slide of this size.
    #[inline]
    pub(crate) fn find(&self, from: u8, to: u8) -> Option<&Slide> {
        self.of(from).iter().find(|s| s.to == to)
    }
}

/// Number of moves (per partner choice) from the squares of `takeable`: 2 per corner, 3 per edge.
#[inline(always)]
pub(crate) const fn count_slides(n: u8, takeable: u32) -> u32 {
    let g = geometry_of(n);
    (takeable & g.corners).count_ones() * 2 + (takeable & g.edges).count_ones() * 3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_sizes() {
        assert_eq!(SLIDES_3.len, 20);
        assert_eq!(SLIDES_4.len, 32);
        assert_eq!(SLIDES_5.len, 44);
        for t in [&SLIDES_3, &SLIDES_4, &SLIDES_5] {
            // Strictly ordered by (from, to).
            for w in t.list[..t.len].windows(2) {
                assert!((w[0].from, w[0].to) < (w[1].from, w[1].to));
            }
        }
    }

    #[test]
    fn corner_and_edge_slides() {
        // 5 x 5, take (0,0) and push it in at (0,4): the rest of row 0 shifts left.
        let s = SLIDES_5.find(0, 4).unwrap();
        assert_eq!(s.seg, 0b11110);
        assert!(!s.up);
        assert_eq!(s.apply(0b11110), 0b01111);
        // Take (4,2), place at (0,2): column 2 shifts down.
        let s = SLIDES_5.find(22, 2).unwrap();
        assert!(s.up);
        assert_eq!(s.step, 5);
        assert_eq!(s.apply(1 << 2 | 1 << 17), 1 << 7 | 1 << 22);
        assert!(SLIDES_5.find(0, 0).is_none());
        // Every slide undone on every board of its row or column gives the board back.
        for t in [&SLIDES_3, &SLIDES_4, &SLIDES_5] {
            for s in &t.list[..t.len] {
                let line = s.seg | 1 << s.from;
                let mut sub = line;
                loop {
                    let before = sub & !(1 << s.from);
                    let after = s.apply(before);
                    assert_eq!(after & 1 << s.to, 0);
                    assert_eq!(s.unapply(after), before, "{s:?} {before:#b}");
                    if sub == 0 {
                        break;
                    }
                    sub = (sub - 1) & line;
                }
            }
        }
        assert!(SLIDES_5.find(6, 1).is_none());
        assert!(SLIDES_5.of(30).is_empty());
    }
}
