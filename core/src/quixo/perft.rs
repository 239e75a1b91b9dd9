//! Fast perft: move-path counts with bulk counting, specialised for the 2-player game.
//!
//! The 2-player game is searched on a pair of bitboards (cubes of the player to move, cubes of
//! the other player) with the board size a const parameter, so every mask and slide is a
//! compile-time constant. The last ply is never played: the number of moves of a position is a
//! popcount formula over its takeable perimeter cells (2 per corner, 3 per edge cell), and the
//! ply before it only plays a move far enough to see whether the game ended and which cells the
//! next player may take. Full-line tests are skipped while a side has fewer than `n` cubes.
//! The 4-player game keeps the general code path of [`Position`].

use super::board::{Bitboard, Geometry, geometry_of};
use super::moves::{Slides, slides_of};
use super::position::Position;

/// The number of move paths of `depth` plies from `position` (1 at depth 0); a decided position
/// is not expanded (0 at depth 1 or more). The last ply is counted without playing it.
///
/// ```
/// use digipeg::quixo::{Position, perft};
/// let empty = Position::new(5, 2)?;
/// assert_eq!(perft(&empty, 1), 44);
/// # Ok::<(), digipeg::Error>(())
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if position.is_game_over() {
        return 0;
    }
    if position.players() == 4 {
        return perft_general(position, depth);
    }
    let (own, opp) = match position.turn() {
        0 => (position.x().0, position.o().0),
        _ => (position.o().0, position.x().0),
    };
    match position.size() {
        3 => perft2::<3>(own, opp, depth),
        4 => perft2::<4>(own, opp, depth),
        _ => perft2::<5>(own, opp, depth),
    }
}

/// Perft through [`Position`]'s own move application, with bulk counting at the last ply: the
/// general path (and the 4-player one). Equal to [`perft`] on every position.
pub fn perft_general(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        _ if position.is_game_over() => 0,
        1 => position.count_moves() as u64,
        _ => {
            let partners = if position.players() == 4 { 2 } else { 1 };
            let slides = slides_of(position.size() as u8);
            let mut total = 0;
            for sq in Bitboard(position.takeable_now()) {
                for s in slides.of(sq) {
                    for partner in 0..partners {
                        let mut child = *position;
                        child.apply(s, partner);
                        total += perft_general(&child, depth - 1);
                    }
                }
            }
            total
        }
    }
}

/// The geometry and slides of the `N` x `N` board.
#[inline(always)]
pub(crate) const fn tables<const N: usize>() -> (&'static Geometry, &'static Slides) {
    (geometry_of(N as u8), slides_of(N as u8))
}

/// Whether `bits` (with at least `N` cubes) holds a full line; cheap rejection by count first.
#[inline(always)]
pub(crate) const fn line<const N: usize>(g: &Geometry, bits: u32) -> bool {
    bits.count_ones() as usize >= N && g.has_line(bits)
}

/// Moves of a player who may take the cells `takeable` (a subset of the perimeter).
#[inline(always)]
pub(crate) const fn count<const N: usize>(g: &Geometry, takeable: u32) -> u64 {
    // 2 per takeable corner, 3 per edge cell: 2 per perimeter cell plus 1 per edge cell.
    (2 * takeable.count_ones() + (takeable & g.edges).count_ones()) as u64
}

/// Perft of an ongoing 2-player position given as (cubes of the mover, of the other), `depth` >= 1.
fn perft2<const N: usize>(own: u32, opp: u32, depth: u32) -> u64 {
    let (g, slides) = tables::<N>();
    let takeable = g.perimeter & !opp;
    if depth == 1 {
        return count::<N>(g, takeable);
    }
    let mut total = 0;
    let mut rest = takeable;
    while rest != 0 {
        let sq = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        for s in slides.of(sq) {
            let mine = s.apply(own) | 1 << s.to;
            let theirs = s.apply(opp);
            // A move that completes a line (of either symbol) ends the game: no paths below it.
            if line::<N>(g, theirs) || line::<N>(g, mine) {
                continue;
            }
            total += if depth == 2 {
                count::<N>(g, g.perimeter & !mine)
            } else {
                perft2::<N>(theirs, mine, depth - 1)
            };
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_equals_general_on_every_size() {
        for (n, depth) in [(3, 6), (4, 4), (5, 4)] {
            let p = Position::new(n, 2).unwrap();
            for d in 0..=depth {
                assert_eq!(perft(&p, d), perft_general(&p, d), "{n}x{n} depth {d}");
            }
        }
    }
}
