//! The layered strong solver of the 2-player game, for 3 x 3, 4 x 4 and 5 x 5: the method of
//! "Quixo Is Solved" (Tanaka, Bonnet, Tixeuil, Tamura, 2020), in memory the caller hands over.
//!
//! # Layers
//! A position is seen from the player to move and belongs to the layer (a, b): `a` cubes of
//! the player to move, `b` of the other. A move that takes a blank leads to (b, a + 1), one that
//! takes one's own cube to (b, a). So the layers of total `t = a + b` depend only on those of
//! total `t + 1` and, within the total, on each other in pairs {(a, b), (b, a)}: the full boards
//! (t = n²) are solved first, then each total downwards, each pair on its own.
//!
//! A layer is indexed by a combinatorial ranking (see [`Layer::rank`]): no hash table, no gaps.
//! Its values are a plain byte slice, 2 bits a position ([`value_at`]), so a layer can be
//! written to a file ([`Header`]) and read back by another process or machine.
//!
//! # Solving a pair
//! Value iteration, exactly as [`super::Solution`] does it within a layer of cube count: pass 0
//! looks at every move (an immediate win, or a blank-taking move to a lost position of the next
//! total, wins; a position whose every move loses is lost; one with a move to a drawn position
//! of the next total cannot lose); passes 1, 2, ... look only at the moves within the pair and
//! only at values published by earlier passes, until a pass decides nothing. The undecided
//! positions are draws. Every step works on a chunk of positions and reads only what no step of
//! the same pass writes, so the chunks of a pass can run on any number of threads and the result
//! is the same bytes ([`Layer::first_pass`], [`Layer::later_pass`], [`Layer::merge`],
//! [`Layer::finish`]; [`solve_pair`] runs them in order on one thread).
//!
//! # What is counted
//! Every position of a layer, including boards that already hold a line, scored as the rules
//! make them: the player to move has won if a line of their own symbol is on the board (with or
//! without one of the other's), and has lost if only the other's is (the convention of the
//! published per-layer tables).
//!
//! # Playing from the tables
//! The value alone does not make a win: within a pair the game can circle. A won position
//! decided at pass `p` has a move to a lost position decided before `p` (or one that takes a
//! blank, or wins at once), and every move from a lost position of pass `p` reaches a won one
//! of an earlier pass or of the next total. So the pass of every decided position is kept too,
//! in a separate file ([`FileKind::Passes`]): following it, the winner's moves go down a
//! well-founded order and the game ends. A pass takes a byte ([`PassWidth::One`], up to 250
//! passes) or, for a pair that needs more, two ([`PassWidth::Two`]): the solver's work memory
//! is a slice of [`PassCell`]s of the width chosen, and becomes the passes file's payload.

mod file;
mod play;
mod rank;
#[cfg(target_has_atomic = "32")]
mod solve;

pub use file::{FORMAT_VERSION, FileKind, FileName, HEADER_LEN, Header, PassWidth, crc32, parse_file};
pub use play::{LayerData, Probe, best_move, layers_needed, value};

#[cfg(target_has_atomic = "32")]
use core::sync::atomic::AtomicU32;

use super::{Position, Value};
use crate::Error;
use rank::Shape;
#[cfg(target_has_atomic = "32")]
use solve::Shapes;

/// Packed value: drawn (or undecided while solving).
pub(crate) const DRAW: u8 = 0;
/// Packed value: won by the player to move.
pub(crate) const WIN: u8 = 1;
/// Packed value: lost by the player to move.
pub(crate) const LOSS: u8 = 2;

/// The work codes below `DECIDED + pass` (see solve.rs); they limit the passes a width holds.
pub(crate) const DECIDED: u32 = 5;

mod sealed {
    pub trait Sealed {}
    impl Sealed for u8 {}
    impl Sealed for [u8; 2] {}
}

/// One position's cell of the solver's work memory and of a passes file: `u8` for
/// [`PassWidth::One`], `[u8; 2]` (little-endian) for [`PassWidth::Two`]. A byte slice of a
/// passes payload of width two is a slice of `[u8; 2]` through `as_chunks`.
pub trait PassCell: Copy + Send + Sync + sealed::Sealed {
    /// The width this cell stands for.
    const WIDTH: PassWidth;
    /// The number held.
    fn get(&self) -> u32;
    /// Hold `v` (at most [`PassWidth::max_pass`] + a few codes: always fits).
    fn set(&mut self, v: u32);
}

impl PassCell for u8 {
    const WIDTH: PassWidth = PassWidth::One;
    #[inline(always)]
    fn get(&self) -> u32 {
        u32::from(*self)
    }
    #[inline(always)]
    fn set(&mut self, v: u32) {
        *self = v as u8;
    }
}

impl PassCell for [u8; 2] {
    const WIDTH: PassWidth = PassWidth::Two;
    #[inline(always)]
    fn get(&self) -> u32 {
        u32::from(u16::from_le_bytes(*self))
    }
    #[inline(always)]
    fn set(&mut self, v: u32) {
        *self = (v as u16).to_le_bytes();
    }
}

/// The pass of position `index` in a passes payload of `width` (`None` past the end).
pub fn pass_at(passes: &[u8], width: PassWidth, index: u64) -> Option<u32> {
    let at = usize::try_from(index).ok()?.checked_mul(width.bytes())?;
    match width {
        PassWidth::One => passes.get(at).map(|&b| u32::from(b)),
        PassWidth::Two => passes
            .get(at..at + 2)
            .map(|b| u32::from(u16::from_le_bytes([b[0], b[1]]))),
    }
}

/// The 2-bit value of position `i` of packed values (0 past the end).
#[inline(always)]
pub(crate) fn get2(values: &[u8], i: u64) -> u8 {
    values
        .get((i / 4) as usize)
        .map_or(DRAW, |b| (b >> (2 * (i % 4))) & 3)
}

#[cfg(target_has_atomic = "32")]
#[inline(always)]
pub(crate) fn set2(values: &mut [u8], i: u64, v: u8) {
    if let Some(b) = values.get_mut((i / 4) as usize) {
        let shift = 2 * (i % 4);
        *b = (*b & !(3 << shift)) | (v << shift);
    }
}

/// The value of position `index` in a layer's packed values (see [`FileKind::Values`]).
pub fn value_at(values: &[u8], index: u64) -> Value {
    match get2(values, index) {
        WIN => Value::Win,
        LOSS => Value::Loss,
        _ => Value::Draw,
    }
}

/// The 32-bit words of marks a layer's pass needs (a bit a position).
pub const fn dirty_words(layer: &Layer) -> u64 {
    layer.len().div_ceil(32)
}

/// Whether the pass after one that decided `decided` positions, leaving `undecided`, should
/// look only at marked positions. Marking costs about as much per decided position as looking
/// costs per undecided one, so marks pay only once few positions change.
pub const fn use_marks(decided: u64, undecided: u64) -> bool {
    decided.saturating_mul(4) < undecided
}

/// One layer (a, b) of the `n` x `n` board: the positions with `a` cubes of the player to move
/// and `b` of the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Layer {
    n: u8,
    a: u8,
    b: u8,
}

/// How many positions of each value a layer or pair holds, and how many passes the pair took.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairStats {
    /// (won, lost, drawn) for the player to move, of (a, b) and of (b, a) (zero when a = b).
    pub counts: [[u64; 3]; 2],
    /// Sweeps made: pass 0, the passes that decided something, and the last one that did not.
    pub passes: u32,
}

impl Layer {
    /// The layer (a, b) of the `n` x `n` board.
    ///
    /// Errors: [`Error::LayerOutOfRange`] unless n is 3, 4 or 5 and `a + b <= n²`.
    pub const fn new(n: usize, a: usize, b: usize) -> Result<Layer, Error> {
        if n < 3 || n > 5 || a + b > n * n {
            return Err(Error::LayerOutOfRange);
        }
        Ok(Layer {
            n: n as u8,
            a: a as u8,
            b: b as u8,
        })
    }

    /// The layer of a 2-player position, and its index there.
    ///
    /// Errors: [`Error::SolverUnsupported`] for a 4-player position.
    pub fn of(position: &Position) -> Result<(Layer, u64), Error> {
        if position.players() != 2 {
            return Err(Error::SolverUnsupported);
        }
        let (own, opp) = match position.turn() {
            0 => (position.x().0, position.o().0),
            _ => (position.o().0, position.x().0),
        };
        let layer = Layer {
            n: position.size() as u8,
            a: own.count_ones() as u8,
            b: opp.count_ones() as u8,
        };
        Ok((layer, layer.shape().rank(own, opp)))
    }

    /// The board size n.
    pub const fn size(&self) -> usize {
        self.n as usize
    }

    /// a: the cubes of the player to move.
    pub const fn own(&self) -> usize {
        self.a as usize
    }

    /// b: the cubes of the other player.
    pub const fn other(&self) -> usize {
        self.b as usize
    }

    /// a + b.
    pub const fn total(&self) -> usize {
        self.a as usize + self.b as usize
    }

    /// The number of positions: n²! / (a! b! (n² - a - b)!).
    pub const fn len(&self) -> u64 {
        self.shape().len()
    }

    /// Never true: every layer holds at least one position.
    pub const fn is_empty(&self) -> bool {
        false
    }

    /// (b, a): the layer reached by taking one's own cube (the layer itself when a = b).
    pub const fn partner(&self) -> Layer {
        Layer {
            n: self.n,
            a: self.b,
            b: self.a,
        }
    }

    /// (b, a + 1): the layer reached by taking a blank; `None` on a full board.
    pub const fn next(&self) -> Option<Layer> {
        if self.total() == self.n as usize * self.n as usize {
            None
        } else {
            Some(Layer {
                n: self.n,
                a: self.b,
                b: self.a + 1,
            })
        }
    }

    /// The pairs of total `t` of the `n` x `n` board, each once as (a, b) with a <= b.
    pub fn pairs(n: usize, t: usize) -> impl Iterator<Item = Layer> {
        (0..=t / 2).filter_map(move |a| Layer::new(n, a, t - a).ok())
    }

    const fn shape(&self) -> Shape {
        Shape::new((self.n * self.n) as u32, self.a as u32, self.b as u32)
    }

    #[cfg(target_has_atomic = "32")]
    fn shapes(&self) -> Shapes {
        Shapes::new((self.n * self.n) as u32, self.a as u32, self.b as u32)
    }

    /// The index of the position with the player to move on the squares `own` and the other
    /// on `opp` (bit `row * n + col`), or `None` if that is not a position of this layer.
    pub fn rank(&self, own: u32, opp: u32) -> Option<u64> {
        let cells = u32::from(self.n) * u32::from(self.n);
        let fits = (own | opp) >> cells == 0
            && own & opp == 0
            && own.count_ones() == u32::from(self.a)
            && opp.count_ones() == u32::from(self.b);
        fits.then(|| self.shape().rank(own, opp))
    }

    /// The position of index `index` as (squares of the player to move, of the other), or
    /// `None` past the end.
    pub fn unrank(&self, index: u64) -> Option<(u32, u32)> {
        (index < self.len()).then(|| self.shape().unrank(index))
    }
}

/// Solving needs atomic marks: every target but the smallest Cortex-M has them.
#[cfg(target_has_atomic = "32")]
impl Layer {
    /// Pass 0 of the pair's value iteration over the positions `start .. start + work.len()`
    /// of this layer: writes their work cells (a byte or two each: [`PassCell`]) and their
    /// packed values (`values`, the chunk's bytes: `start` must be a multiple of 32, so that a
    /// chunk also owns its words of marks), reading the next total's packed values `next` (of
    /// [`Layer::next`]; empty on a full board). Returns how many positions it decided.
    ///
    /// Errors: [`Error::SearchTableTooSmall`] when a slice is shorter than the chunk needs or the
    /// chunk is misaligned or runs past the layer.
    pub fn first_pass<C: PassCell>(
        &self,
        start: u64,
        work: &mut [C],
        values: &mut [u8],
        next: &[u8],
    ) -> Result<u64, Error> {
        self.check_chunk(start, work.len(), Some(values.len()))?;
        let next_len = self.next().map_or(0, |l| FileKind::Values.payload_len(&l));
        if (next.len() as u64) < next_len {
            return Err(Error::SearchTableTooSmall);
        }
        Ok(solve::first_pass(
            self.n,
            &self.shapes(),
            start,
            work,
            values,
            next,
        ))
    }

    /// Pass `pass` (1 ..= the width's [`PassWidth::max_pass`]) over a chunk as in
    /// [`Layer::first_pass`], reading the partner layer's packed values as published by
    /// [`Layer::merge`] after the earlier passes.
    /// With `dirty` (this layer's marks, a bit a position, [`dirty_words`] long, as the last
    /// merge left them) it looks only at the marked positions and clears the chunk's marks;
    /// without, at every undecided position (pass 1 must: everything changed in pass 0).
    /// Returns how many positions it decided (they are published by the next merge).
    ///
    /// Errors: as [`Layer::first_pass`]; [`Error::SolverTooManyPasses`] for pass 0 or past
    /// the width's [`PassWidth::max_pass`].
    pub fn later_pass<C: PassCell>(
        &self,
        start: u64,
        work: &mut [C],
        partner: &[u8],
        dirty: Option<&[AtomicU32]>,
        pass: u32,
    ) -> Result<u64, Error> {
        self.check_chunk(start, work.len(), None)?;
        let short_marks = dirty.is_some_and(|d| (d.len() as u64) < dirty_words(self));
        if (partner.len() as u64) < FileKind::Values.payload_len(&self.partner()) || short_marks {
            return Err(Error::SearchTableTooSmall);
        }
        if pass == 0 || pass > C::WIDTH.max_pass() {
            return Err(Error::SolverTooManyPasses);
        }
        Ok(solve::later_pass(
            self.n,
            &self.shapes(),
            start,
            work,
            partner,
            dirty,
        ))
    }

    /// Publish pass `pass`'s decisions of a chunk into its packed values (once every chunk of
    /// both layers has finished that pass), and mark in `partner_dirty` (the partner layer's
    /// marks, if the next pass uses marks: see [`use_marks`]) every position with a move to one
    /// of them.
    ///
    /// Errors: as [`Layer::first_pass`]; [`Error::SolverTooManyPasses`] for a pass
    /// [`Layer::later_pass`] refuses.
    pub fn merge<C: PassCell>(
        &self,
        start: u64,
        work: &mut [C],
        values: &mut [u8],
        pass: u32,
        partner_dirty: Option<&[AtomicU32]>,
    ) -> Result<(), Error> {
        self.check_chunk(start, work.len(), Some(values.len()))?;
        if pass == 0 || pass > C::WIDTH.max_pass() {
            return Err(Error::SolverTooManyPasses);
        }
        if partner_dirty.is_some_and(|d| (d.len() as u64) < dirty_words(&self.partner())) {
            return Err(Error::SearchTableTooSmall);
        }
        solve::merge(self.n, &self.shapes(), start, work, values, pass, partner_dirty);
        Ok(())
    }

    /// After the last pass: turn a chunk's work cells into passes-file cells and count its
    /// (won, lost, drawn) positions.
    ///
    /// Errors: as [`Layer::first_pass`].
    pub fn finish<C: PassCell>(&self, start: u64, work: &mut [C], values: &[u8]) -> Result<[u64; 3], Error> {
        self.check_chunk(start, work.len(), Some(values.len()))?;
        Ok(solve::finish(work, values))
    }

    fn check_chunk(&self, start: u64, len: usize, values: Option<usize>) -> Result<(), Error> {
        let end = start.checked_add(len as u64).ok_or(Error::SearchTableTooSmall)?;
        let aligned = start % 32 == 0;
        let fits = values.is_none_or(|v| v as u64 >= (len as u64).div_ceil(4));
        if !aligned || end > self.len() || !fits {
            return Err(Error::SearchTableTooSmall);
        }
        Ok(())
    }
}

/// Solve the pair {`layer`, its partner} on one thread. `next` holds the packed values of
/// `layer.next()` and of `layer.partner().next()` (empty on full boards); `values` and `passes`
/// receive the packed values and the passes (cells of the width `C` stands for) of `layer` and
/// of its partner (the second ones unused when a = b), at least [`FileKind::payload_len`] bytes
/// and [`Layer::len`] cells each; `dirty` the marks of both layers, [`dirty_words`] each.
///
/// Errors: as [`Layer::first_pass`] and [`Layer::later_pass`]: [`Error::SolverTooManyPasses`]
/// when the pair needs more passes than `C` holds (solve it again with a wider cell).
#[cfg(target_has_atomic = "32")]
pub fn solve_pair<C: PassCell>(
    layer: Layer,
    next: [&[u8]; 2],
    values: [&mut [u8]; 2],
    passes: [&mut [C]; 2],
    dirty: [&[AtomicU32]; 2],
) -> Result<PairStats, Error> {
    let single = layer.a == layer.b;
    let [v0, v1] = values;
    let [p0, p1] = passes;
    let (l0, l1) = (layer, layer.partner());
    let len0 = l0.len() as usize;
    let len1 = if single { 0 } else { l1.len() as usize };
    let v0 = v0.get_mut(..len0.div_ceil(4)).ok_or(Error::SearchTableTooSmall)?;
    let p0 = p0.get_mut(..len0).ok_or(Error::SearchTableTooSmall)?;
    let v1 = v1.get_mut(..len1.div_ceil(4)).ok_or(Error::SearchTableTooSmall)?;
    let p1 = p1.get_mut(..len1).ok_or(Error::SearchTableTooSmall)?;
    let mut stats = PairStats::default();
    let mut decided = l0.first_pass(0, p0, v0, next[0])?;
    if !single {
        decided += l1.first_pass(0, p1, v1, next[1])?;
    }
    stats.passes = 1;
    let mut undecided = l0.len() + if single { 0 } else { l1.len() } - decided;
    let mut marks = false;
    let mut pass = 1u32;
    loop {
        stats.passes += 1;
        let [d0, d1] = dirty;
        let (d0, d1) = if marks { (Some(d0), Some(d1)) } else { (None, None) };
        let decided = if single {
            l0.later_pass(0, p0, v0, d0, pass)?
        } else {
            l0.later_pass(0, p0, v1, d0, pass)? + l1.later_pass(0, p1, v0, d1, pass)?
        };
        if decided == 0 {
            break;
        }
        undecided -= decided;
        marks = use_marks(decided, undecided);
        let [d0, d1] = dirty;
        let (d0, d1) = if marks { (Some(d0), Some(d1)) } else { (None, None) };
        if single {
            l0.merge(0, p0, v0, pass, d0)?;
        } else {
            l0.merge(0, p0, v0, pass, d1)?;
            l1.merge(0, p1, v1, pass, d0)?;
        }
        if pass == C::WIDTH.max_pass() {
            return Err(Error::SolverTooManyPasses);
        }
        pass += 1;
    }
    stats.counts[0] = l0.finish(0, p0, v0)?;
    if !single {
        stats.counts[1] = l1.finish(0, p1, v1)?;
    }
    Ok(stats)
}

#[cfg(test)]
mod tests;
