//! Moves as one-byte codes (`slide index * 2 + partner`): what the computer player and its
//! search store in move lists, killer slots and the transposition table.

use super::moves::{Slide, slides_of};
use super::{Cell, MAX_MOVES, Move, Position};

/// The moves of a position as codes `slide index * 2 + partner`.
#[derive(Clone, Copy)]
pub(super) struct Codes {
    pub(super) list: [u8; MAX_MOVES],
    pub(super) len: usize,
}

impl Codes {
    pub(super) fn of(p: &Position) -> Codes {
        let mut codes = Codes {
            list: [0; MAX_MOVES],
            len: 0,
        };
        if p.is_game_over() {
            return codes;
        }
        let slides = slides_of(p.size() as u8);
        let partners = if p.players() == 4 { 2 } else { 1 };
        let mut rest = p.takeable_now();
        while rest != 0 {
            let sq = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let lo = slides.start.get(sq).copied().unwrap_or(0);
            let hi = slides.start.get(sq + 1).copied().unwrap_or(0);
            for i in lo..hi {
                for partner in 0..partners {
                    if let Some(c) = codes.list.get_mut(codes.len) {
                        *c = i * 2 + partner;
                        codes.len += 1;
                    }
                }
            }
        }
        codes
    }

    pub(super) fn as_slice(&self) -> &[u8] {
        self.list.get(..self.len).unwrap_or(&[])
    }
}

/// The slide and partner of a move code on board size `n`.
fn decode(n: u8, code: u8) -> Option<(&'static Slide, u8)> {
    let slides = slides_of(n);
    let s = slides
        .list
        .get(usize::from(code / 2))
        .filter(|_| usize::from(code / 2) < slides.len)?;
    Some((s, code % 2))
}

/// The position after move code `code` (the caller knows the code is legal here).
pub(super) fn child(p: &Position, code: u8) -> Position {
    let mut c = *p;
    if let Some((s, partner)) = decode(p.size() as u8, code) {
        c.apply(s, partner);
    }
    c
}

pub(super) fn to_move(p: &Position, code: u8) -> Option<Move> {
    let n = p.size() as u8;
    let (s, partner) = decode(n, code)?;
    let (from, to) = (Cell::of_square(s.from, n)?, Cell::of_square(s.to, n)?);
    Move::with_partner(from, to, partner).ok()
}
