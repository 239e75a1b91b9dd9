//! The move walk of the 2-player game that both strong solvers share ([`super::Solution`] and
//! [`super::layered`]): every takeable perimeter square, every slide from it, the line checks,
//! and whether the cube taken was a blank. The solvers differ only in how they number and
//! store positions, which they hand in as closures: the walk is written once, and inlined into
//! each solver's hot loop with the board size a constant.
//!
//! A position is (cubes of the player to move, cubes of the other).

use core::ops::ControlFlow;

use super::board::Geometry;
use super::moves::{Slide, Slides};

/// Which cubes a walk takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Take {
    /// Every legal move: blank cubes and the mover's own.
    BlankOrOwn,
    /// Only the mover's own cubes: the moves that stay within the layer (or pair of layers).
    Own,
}

/// Where a move leads, for the player making it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// It completes a line of the other's symbol (with or without one of the mover's): lost.
    LossNow,
    /// It completes a line of the mover's symbol only: won.
    WinNow,
    /// The game goes on in the position `(own, opp)` of the other player, now to move.
    Child { own: u32, opp: u32 },
}

/// One move of a walk.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Step<'a> {
    pub slide: &'a Slide,
    /// Whether the cube taken was a blank (the move leaves the layer; it never comes back).
    pub blank: bool,
    pub reach: Reach,
}

/// Calls `f` for every move of `take` from the ongoing position `(own, opp)`, in
/// [`Position::legal_moves`](super::Position::legal_moves) order, until `f` breaks.
#[inline(always)]
pub(crate) fn each_move<B>(
    g: &Geometry,
    slides: &Slides,
    own: u32,
    opp: u32,
    take: Take,
    mut f: impl FnMut(Step) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let mut rest = match take {
        Take::BlankOrOwn => g.perimeter & !opp,
        Take::Own => g.perimeter & own,
    };
    while rest != 0 {
        let sq = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        let blank = own & (1 << sq) == 0;
        for slide in slides.of(sq) {
            let mine = slide.apply(own) | 1 << slide.to;
            let theirs = slide.apply(opp);
            let reach = if g.has_line(theirs) {
                Reach::LossNow
            } else if g.has_line(mine) {
                Reach::WinNow
            } else {
                Reach::Child {
                    own: theirs,
                    opp: mine,
                }
            };
            f(Step { slide, blank, reach })?;
        }
    }
    ControlFlow::Continue(())
}

/// What a solver has decided of a position, for its player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Known {
    Won,
    Lost,
    /// Not decided (yet), or drawn.
    Open,
}

/// The first-pass verdict of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum First {
    /// An immediate win, or a blank-taking move to a lost position.
    Win,
    /// Every move loses.
    Loss,
    /// Undecided, but a blank-taking move reaches an open position: it cannot be lost.
    NoLoss,
    /// Undecided.
    Open,
}

/// The first pass over the ongoing position `(own, opp)`: every move is looked at, immediate
/// wins before any lookup; the blank-taking moves' children (in the next, already solved
/// layers) are numbered by `index` and then looked up by `known` in one batch of independent
/// loads, so that they overlap when the table is larger than the caches.
#[inline(always)]
pub(crate) fn first_pass(
    g: &Geometry,
    slides: &Slides,
    own: u32,
    opp: u32,
    index: impl Fn(u32, u32) -> u64,
    known: impl Fn(u64) -> Known,
) -> First {
    let mut children = [0u64; 44];
    let mut count = 0;
    let mut open = false; // a move within the layer that does not lose at once
    let walk = each_move(g, slides, own, opp, Take::BlankOrOwn, |m| {
        match m.reach {
            Reach::LossNow => {}
            Reach::WinNow => return ControlFlow::Break(()),
            Reach::Child { .. } if !m.blank => open = true,
            Reach::Child { own, opp } => {
                if let Some(c) = children.get_mut(count) {
                    *c = index(own, opp);
                    count += 1;
                }
            }
        }
        ControlFlow::Continue(())
    });
    if walk.is_break() {
        return First::Win;
    }
    let mut values = [Known::Open; 44];
    for (v, &c) in values.iter_mut().zip(&children).take(count) {
        *v = known(c);
    }
    let mut escape = false;
    for &v in values.iter().take(count) {
        match v {
            Known::Lost => return First::Win,
            Known::Won => {}
            Known::Open => escape = true,
        }
    }
    match (escape, open) {
        (true, _) => First::NoLoss,
        (false, true) => First::Open,
        (false, false) => First::Loss,
    }
}

/// A later pass over an undecided position: only the moves that take one's own cube (the
/// others were settled by the first pass), each child as `known` reports it (only what earlier
/// passes decided). `Some(First::Win)` when a move reaches a lost position, `Some(First::Loss)`
/// when every such move reaches a won one (lost only if the first pass left it
/// [`First::Open`]), `None` otherwise.
#[inline(always)]
pub(crate) fn later_pass(
    g: &Geometry,
    slides: &Slides,
    own: u32,
    opp: u32,
    known: impl Fn(u32, u32) -> Known,
) -> Option<First> {
    let mut open = false;
    let walk = each_move(g, slides, own, opp, Take::Own, |m| {
        if let Reach::Child { own, opp } = m.reach {
            match known(own, opp) {
                Known::Lost => return ControlFlow::Break(()),
                Known::Won => {}
                Known::Open => open = true,
            }
        }
        ControlFlow::Continue(())
    });
    if walk.is_break() {
        Some(First::Win)
    } else if open {
        None
    } else {
        Some(First::Loss)
    }
}
