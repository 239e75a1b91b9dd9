//! Value iteration over one pair of layers {(a, b), (b, a)}, chunk by chunk.
//!
//! Each pass is split into chunks of positions that callers may run on any number of threads:
//! a pass reads only the packed values of the partner layer (a snapshot that no chunk writes)
//! and writes only its own chunk of work bytes; [`merge`] then publishes the pass's decisions
//! into the packed values. So the result does not depend on how chunks are scheduled.

use core::sync::atomic::{AtomicU32, Ordering};

use super::rank::{Shape, Walk};
use super::{DECIDED, DRAW, LOSS, PassCell, WIN, get2, set2};
use crate::quixo::board::Geometry;
use crate::quixo::moves::Slides;
use crate::quixo::perft::tables;
use crate::quixo::walk::{self, First, Known};

// The work cell of a position while its pair is solved (a byte, or two: [`PassCell`]); after
// the last pass, [`finish`] turns it into the pass of the passes file. `DECIDED + p`: won or
// lost (the packed value says which) at pass `p`.
/// Work cell: undecided, and no move reaches a draw of the next total.
pub(crate) const OPEN: u32 = 0;
/// Work cell: undecided, but a blank-taking move reaches a draw: the position cannot be lost.
pub(crate) const NO_LOSS: u32 = 1;
/// Work cell: a board holding a full line (its value follows the counting convention).
pub(crate) const TERMINAL: u32 = 2;
/// Work cell: won in the current pass (published by [`merge`]).
const NEW_WIN: u32 = 3;
/// Work cell: lost in the current pass (published by [`merge`]).
const NEW_LOSS: u32 = 4;

/// The layers a chunk needs besides its own: its shape, the partner's and the next total's.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shapes {
    pub own: Shape,
    /// (b, a): reached by taking one's own cube.
    pub partner: Shape,
    /// (b, a + 1): reached by taking a blank (meaningless on a full board).
    pub next: Shape,
}

impl Shapes {
    pub(crate) fn new(cells: u32, a: u32, b: u32) -> Shapes {
        let full = a + b == cells;
        Shapes {
            own: Shape::new(cells, a, b),
            partner: Shape::new(cells, b, a),
            next: if full {
                Shape::new(cells, b, a)
            } else {
                Shape::new(cells, b, a + 1)
            },
        }
    }
}

/// Pass 0 over the positions `start ..` of the layer (`work.len()` of them; `start` and the
/// packed `values` chunk are aligned to 4 positions): boards with a line take their value by
/// the counting convention, the rest are decided by immediate wins and the next total's values
/// (`next`, packed). Returns the number of positions decided.
pub(crate) fn first_pass<C: PassCell>(
    n: u8,
    shapes: &Shapes,
    start: u64,
    work: &mut [C],
    values: &mut [u8],
    next: &[u8],
) -> u64 {
    match n {
        3 => first_pass_n::<3, C>(shapes, start, work, values, next),
        4 => first_pass_n::<4, C>(shapes, start, work, values, next),
        _ => first_pass_n::<5, C>(shapes, start, work, values, next),
    }
}

fn first_pass_n<const N: usize, C: PassCell>(
    shapes: &Shapes,
    start: u64,
    work: &mut [C],
    values: &mut [u8],
    next: &[u8],
) -> u64 {
    let (g, slides) = tables::<N>();
    let mut walk = Walk::at(shapes.own, start);
    let mut decided = 0;
    for (i, w) in work.iter_mut().enumerate() {
        if i > 0 {
            walk.advance();
        }
        let (own, opp) = walk.position();
        let (code, value) = if g.has_line(own) {
            (TERMINAL, WIN)
        } else if g.has_line(opp) {
            (TERMINAL, LOSS)
        } else {
            match first_look(g, slides, &shapes.next, next, own, opp) {
                NEW_WIN => (DECIDED, WIN),
                NEW_LOSS => (DECIDED, LOSS),
                code => (code, DRAW),
            }
        };
        w.set(code);
        set2(values, i as u64, value);
        decided += u64::from(value != DRAW);
    }
    decided
}

/// The pass-0 verdict of an ongoing position as a work byte: `NEW_WIN`, `NEW_LOSS`,
/// `NO_LOSS` or `OPEN`; the blank-taking moves' children are in the next total.
#[inline(always)]
fn first_look(g: &Geometry, slides: &Slides, next_shape: &Shape, next: &[u8], own: u32, opp: u32) -> u32 {
    let index = |own, opp| next_shape.rank(own, opp);
    match walk::first_pass(g, slides, own, opp, index, |i| known(get2(next, i))) {
        First::Win => NEW_WIN,
        First::Loss => NEW_LOSS,
        First::NoLoss => NO_LOSS,
        First::Open => OPEN,
    }
}

/// What a packed value says of a position.
#[inline(always)]
fn known(value: u8) -> Known {
    match value {
        LOSS => Known::Lost,
        WIN => Known::Won,
        _ => Known::Open,
    }
}

/// A later pass over the undecided positions `start ..` of the layer: only moves that take
/// one's own cube are looked at, and only values published by earlier passes (`partner`, the
/// packed values of layer (b, a)). With `dirty`, only the positions it marks (a child was decided
/// by the pass before), whose marks of this chunk it clears; without, every undecided position. Returns the number of positions decided.
pub(crate) fn later_pass<C: PassCell>(
    n: u8,
    shapes: &Shapes,
    start: u64,
    work: &mut [C],
    partner: &[u8],
    dirty: Option<&[AtomicU32]>,
) -> u64 {
    match n {
        3 => later_pass_n::<3, C>(shapes, start, work, partner, dirty),
        4 => later_pass_n::<4, C>(shapes, start, work, partner, dirty),
        _ => later_pass_n::<5, C>(shapes, start, work, partner, dirty),
    }
}

/// Past this many skipped positions, jumping by unranking beats walking.
const JUMP: u64 = 48;

fn later_pass_n<const N: usize, C: PassCell>(
    shapes: &Shapes,
    start: u64,
    work: &mut [C],
    partner: &[u8],
    dirty: Option<&[AtomicU32]>,
) -> u64 {
    let (g, slides) = tables::<N>();
    let mut walk = Walk::at(shapes.own, start);
    let mut at = 0u64; // the walk's position, relative to `start`
    let mut decided = 0;
    let mut look = |i: u64, w: &mut C| {
        if i - at > JUMP {
            walk = Walk::at(shapes.own, start + i);
        } else {
            for _ in at..i {
                walk.advance();
            }
        }
        at = i;
        let (own, opp) = walk.position();
        if let Some(code) = later_look(g, slides, &shapes.partner, partner, own, opp, w.get()) {
            w.set(code);
            decided += 1;
        }
    };
    if let Some(dirty) = dirty {
        // `start` is a multiple of 32: the chunk owns its words of marks.
        let words = dirty.get((start / 32) as usize..).unwrap_or(&[]);
        for (k, word) in words.iter().take(work.len().div_ceil(32)).enumerate() {
            let mut bits = word.swap(0, Ordering::Relaxed);
            while bits != 0 {
                let i = 32 * k + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(w) = work.get_mut(i).filter(|w| w.get() <= NO_LOSS) {
                    look(i as u64, w);
                }
            }
        }
    } else {
        for (i, w) in work.iter_mut().enumerate() {
            if w.get() <= NO_LOSS {
                look(i as u64, w);
            }
        }
    }
    decided
}

#[inline(always)]
fn later_look(
    g: &Geometry,
    slides: &Slides,
    partner_shape: &Shape,
    partner: &[u8],
    own: u32,
    opp: u32,
    code: u32,
) -> Option<u32> {
    let known = |own, opp| known(get2(partner, partner_shape.rank(own, opp)));
    match walk::later_pass(g, slides, own, opp, known) {
        Some(First::Win) => Some(NEW_WIN),
        Some(First::Loss) if code == OPEN => Some(NEW_LOSS),
        _ => None,
    }
}

/// Publish the decisions of pass `pass` of a chunk (aligned as in [`first_pass`]) into its
/// packed values, and mark in `partner_dirty` (if given) the positions of the partner layer that
/// have a move to one of them: only those can change in the next pass.
pub(crate) fn merge<C: PassCell>(
    n: u8,
    shapes: &Shapes,
    start: u64,
    work: &mut [C],
    values: &mut [u8],
    pass: u32,
    partner_dirty: Option<&[AtomicU32]>,
) {
    match n {
        3 => merge_n::<3, C>(shapes, start, work, values, pass, partner_dirty),
        4 => merge_n::<4, C>(shapes, start, work, values, pass, partner_dirty),
        _ => merge_n::<5, C>(shapes, start, work, values, pass, partner_dirty),
    }
}

fn merge_n<const N: usize, C: PassCell>(
    shapes: &Shapes,
    start: u64,
    work: &mut [C],
    values: &mut [u8],
    pass: u32,
    partner_dirty: Option<&[AtomicU32]>,
) {
    let slides = tables::<N>().1;
    for (i, w) in work.iter_mut().enumerate() {
        let value = match w.get() {
            NEW_WIN => WIN,
            NEW_LOSS => LOSS,
            _ => continue,
        };
        w.set(DECIDED + pass);
        set2(values, i as u64, value);
        let Some(partner_dirty) = partner_dirty else {
            continue;
        };
        // The moves into (own, opp) that took the mover's own cube: the mover's cube now at
        // `to`, the cube at `from` was the mover's.
        let (own, opp) = shapes.own.unrank(start + i as u64);
        for s in slides.list.iter().take(slides.len) {
            if opp & (1 << s.to) == 0 {
                continue;
            }
            let before_own = s.unapply(opp & !(1 << s.to)) | 1 << s.from;
            let before_opp = s.unapply(own);
            let j = shapes.partner.rank(before_own, before_opp);
            if let Some(word) = partner_dirty.get((j / 32) as usize) {
                word.fetch_or(1 << (j % 32), Ordering::Relaxed);
            }
        }
    }
}

/// Turn a solved chunk's work cells into the cells of the passes file (the pass that decided a
/// won or lost position; 0 for draws and boards with a line) and count its values:
/// (won, lost, drawn).
pub(crate) fn finish<C: PassCell>(work: &mut [C], values: &[u8]) -> [u64; 3] {
    let mut counts = [0u64; 3];
    for (i, w) in work.iter_mut().enumerate() {
        w.set(w.get().saturating_sub(DECIDED));
        match get2(values, i as u64) {
            WIN => counts[0] += 1,
            LOSS => counts[1] += 1,
            _ => counts[2] += 1,
        }
    }
    counts
}
