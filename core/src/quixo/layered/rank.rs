//! Combinatorial ranking of the positions of one layer (a, b): a bijection between the boards
//! with `a` cubes of the player to move, `b` of the other and `e = n² - a - b` blanks, and
//! `0 .. C(n², e) · C(a + b, a)`.
//!
//! `index = colex(blanks) · C(a + b, a) + colex(pattern)`, where `colex` is the rank of a set
//! in colexicographic order (`Σ C(s_i, i + 1)` over its members `s_0 < s_1 < ...`, which is
//! also the order in which Gosper's hack enumerates sets of one size) and `pattern` is the
//! mover's cubes with the blank squares squeezed out (bit `j` = the `j`-th occupied square).
//! All positions with the same blanks form one block, so the children reached by one slide
//! from a block land in one block of the child layer: lookups stay close together.

// The walk serves the solver, which targets without atomics do not build.
#![cfg_attr(not(target_has_atomic = "32"), allow(dead_code))]

/// `BINOMIAL[n][k]` = C(n, k) for n, k <= 25 (C(25, 12) = 5,200,300 fits a `u32`).
pub(crate) const BINOMIAL: [[u32; 26]; 26] = {
    let mut t = [[0u32; 26]; 26];
    let mut n = 0;
    while n < 26 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// C(n, k) (0 when k > n; n, k <= 25).
#[inline(always)]
pub(crate) fn binomial(n: u32, k: u32) -> u32 {
    BINOMIAL
        .get(n as usize)
        .and_then(|row| row.get(k as usize))
        .copied()
        .unwrap_or(0)
}

/// The colexicographic rank of `set` among the sets of its size.
#[inline(always)]
pub(crate) fn colex(mut set: u32) -> u32 {
    let mut rank = 0;
    let mut i = 1;
    while set != 0 {
        rank += binomial(set.trailing_zeros(), i);
        set &= set - 1;
        i += 1;
    }
    rank
}

/// The `k`-element set of rank `rank` (inverse of [`colex`]; `rank < C(bits, k)`).
pub(crate) fn uncolex(mut rank: u32, k: u32, bits: u32) -> u32 {
    let mut set = 0;
    let mut top = bits;
    for i in (1..=k).rev() {
        // The largest s < top with C(s, i) <= rank.
        let mut s = top;
        while s > 0 {
            s -= 1;
            let c = binomial(s, i);
            if c <= rank {
                rank -= c;
                break;
            }
        }
        set |= 1 << s;
        top = s;
    }
    set
}

/// The next set of the same size in colexicographic order within the low `bits` bits
/// (Gosper's hack), or `None` after the last one (and for the empty set).
#[inline(always)]
pub(crate) fn next_colex(set: u32, bits: u32) -> Option<u32> {
    if set == 0 {
        return None;
    }
    let low = set & set.wrapping_neg();
    let ripple = set.wrapping_add(low);
    let next = (((ripple ^ set) >> 2) >> low.trailing_zeros()) | ripple;
    (next >> bits == 0 && ripple != 0).then_some(next)
}

/// `bits` with the squares of `holes` squeezed out (the bits above each hole move down one).
#[inline(always)]
pub(crate) fn squeeze(mut bits: u32, holes: u32) -> u32 {
    let mut rest = holes;
    // Highest hole first: the lower holes keep their place.
    while rest != 0 {
        let h = 31 - rest.leading_zeros();
        rest &= !(1 << h);
        let low = (1u32 << h) - 1;
        bits = (bits & low) | ((bits >> 1) & !low);
    }
    bits
}

/// The inverse of [`squeeze`]: spread `bits` out again, leaving the squares of `holes` empty.
#[inline(always)]
pub(crate) fn spread(mut bits: u32, holes: u32) -> u32 {
    let mut rest = holes;
    // Lowest hole first: each hole is at its final place when it is opened.
    while rest != 0 {
        let h = rest.trailing_zeros();
        rest &= rest - 1;
        let low = (1u32 << h) - 1;
        bits = (bits & low) | ((bits & !low) << 1);
    }
    bits
}

/// The sizes of a layer: `cells` squares, `a` own cubes, `b` other cubes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    pub cells: u32,
    pub a: u32,
    pub b: u32,
    /// C(a + b, a): the positions of one block of blanks.
    pub block: u64,
}

impl Shape {
    pub(crate) const fn new(cells: u32, a: u32, b: u32) -> Shape {
        Shape {
            cells,
            a,
            b,
            block: BINOMIAL[(a + b) as usize][a as usize] as u64,
        }
    }

    /// The number of positions: C(cells, blanks) · C(a + b, a).
    pub(crate) const fn len(&self) -> u64 {
        BINOMIAL[self.cells as usize][(self.cells - self.a - self.b) as usize] as u64 * self.block
    }

    /// The index of (own, opp), which must have `a` and `b` cubes on the board.
    #[inline(always)]
    pub(crate) fn rank(&self, own: u32, opp: u32) -> u64 {
        let full = (1u32 << self.cells) - 1;
        let blanks = full & !(own | opp);
        u64::from(colex(blanks)) * self.block + u64::from(colex(squeeze(own, blanks)))
    }

    /// The position of index `index` (< `len()`) as (own, opp).
    pub(crate) fn unrank(&self, index: u64) -> (u32, u32) {
        let e = self.cells - self.a - self.b;
        let hi = (index / self.block) as u32;
        let lo = (index % self.block) as u32;
        let blanks = uncolex(hi, e, self.cells);
        let full = (1u32 << self.cells) - 1;
        let own = spread(uncolex(lo, self.a, self.a + self.b), blanks);
        (own, full & !blanks & !own)
    }
}

/// The positions of a layer in index order, from any index.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Walk {
    shape: Shape,
    blanks: u32,
    pattern: u32,
    own: u32,
    opp: u32,
}

impl Walk {
    /// Start at `index` (< `shape.len()`).
    pub(crate) fn at(shape: Shape, index: u64) -> Walk {
        let e = shape.cells - shape.a - shape.b;
        let blanks = uncolex((index / shape.block) as u32, e, shape.cells);
        let pattern = uncolex((index % shape.block) as u32, shape.a, shape.a + shape.b);
        let mut w = Walk {
            shape,
            blanks,
            pattern,
            own: 0,
            opp: 0,
        };
        w.place();
        w
    }

    fn place(&mut self) {
        let full = (1u32 << self.shape.cells) - 1;
        self.own = spread(self.pattern, self.blanks);
        self.opp = full & !self.blanks & !self.own;
    }

    /// (own, opp) of the current position.
    #[inline(always)]
    pub(crate) fn position(&self) -> (u32, u32) {
        (self.own, self.opp)
    }

    /// Move to the next index (past the last one the walk wraps around; callers stop first).
    #[inline(always)]
    pub(crate) fn advance(&mut self) {
        let s = self.shape;
        match next_colex(self.pattern, s.a + s.b) {
            Some(p) => self.pattern = p,
            None => {
                self.pattern = (1u32 << s.a) - 1;
                self.blanks = next_colex(self.blanks, s.cells).unwrap_or(self.blanks);
            }
        }
        self.place();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials() {
        assert_eq!(binomial(25, 12), 5_200_300);
        assert_eq!(binomial(4, 5), 0);
        assert_eq!(binomial(0, 0), 1);
        let total: u64 = (0..=25).map(|k| u64::from(binomial(25, k))).sum();
        assert_eq!(total, 1 << 25);
    }

    #[test]
    fn colex_is_gosper_order() {
        for bits in 0..=9u32 {
            for k in 1..=bits {
                let mut set = (1u32 << k) - 1;
                let mut rank = 0;
                loop {
                    assert_eq!(colex(set), rank);
                    assert_eq!(uncolex(rank, k, bits), set);
                    rank += 1;
                    match next_colex(set, bits) {
                        Some(s) => {
                            assert!(s > set);
                            set = s;
                        }
                        None => break,
                    }
                }
                assert_eq!(rank, binomial(bits, k));
            }
        }
        assert_eq!(next_colex(0, 5), None);
        assert_eq!(uncolex(0, 0, 25), 0);
    }

    #[test]
    fn squeeze_and_spread() {
        let holes = 0b1001_0100;
        for bits in 0..256u32 {
            let packed = squeeze(bits & !holes, holes);
            assert_eq!(spread(packed, holes), bits & !holes);
            assert_eq!(packed.count_ones(), (bits & !holes).count_ones());
        }
        assert_eq!(squeeze(0b1000, 0b0100), 0b100);
    }
}
