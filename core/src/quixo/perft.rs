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

/// `MOVES[n - 3][k][b]`: the moves from the takeable cells `b` among squares `8k..8k+8` of the
/// `n` x `n` board (2 per corner, 3 per edge cell): a move count in four table reads, with no
/// popcount (which baseline x86-64 lacks as an instruction).
const MOVES: [[[u8; 256]; 4]; 3] = {
    let mut t = [[[0u8; 256]; 4]; 3];
    let mut size = 3;
    while size <= 5 {
        let g = geometry_of(size as u8);
        let mut k = 0;
        while k < 4 {
            let mut b = 0;
            while b < 256 {
                let mut total = 0u8;
                let mut bit = 0;
                while bit < 8 {
                    let sq = 8 * k + bit;
                    if b & (1 << bit) != 0 && sq < 32 {
                        let cell = 1u32 << sq;
                        if g.corners & cell != 0 {
                            total += 2;
                        } else if g.edges & cell != 0 {
                            total += 3;
                        }
                    }
                    bit += 1;
                }
                t[size - 3][k][b] = total;
                b += 1;
            }
            k += 1;
        }
        size += 1;
    }
    t
};

/// Moves of a player who may take the cells `takeable` (a subset of the perimeter).
#[inline(always)]
pub(crate) const fn count<const N: usize>(takeable: u32) -> u64 {
    let t = &MOVES[N - 3];
    let [b0, b1, b2, b3] = takeable.to_le_bytes();
    (t[0][b0 as usize] as u32
        + t[1][b1 as usize] as u32
        + t[2][b2 as usize] as u32
        + t[3][b3 as usize] as u32) as u64
}

/// Perft of an ongoing 2-player position given as (cubes of the mover, of the other), `depth` >= 1.
fn perft2<const N: usize>(own: u32, opp: u32, depth: u32) -> u64 {
    let (g, slides) = tables::<N>();
    let takeable = g.perimeter & !opp;
    if depth == 1 {
        return count::<N>(takeable);
    }
    // A slide keeps the number of cubes of each side, and the mover gains at most one: the
    // line tests are needed only for a side with enough cubes, known once for all moves.
    let opp_may = opp.count_ones() as usize >= N;
    let own_may = own.count_ones() as usize + 1 >= N;
    let mut total = 0;
    let mut rest = takeable;
    while rest != 0 {
        let sq = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        for s in slides.of(sq) {
            let mine = s.apply(own) | 1 << s.to;
            let theirs = s.apply(opp);
            // A move that completes a line (of either symbol) ends the game: no paths below it.
            if (opp_may && g.has_line(theirs)) || (own_may && g.has_line(mine)) {
                continue;
            }
            total += if depth == 2 {
                count::<N>(g.perimeter & !mine)
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
    fn move_count_table() {
        for n in 3..=5u8 {
            let g = geometry_of(n);
            let expect =
                |t: u32| u64::from(2 * (t & g.corners).count_ones() + 3 * (t & g.edges).count_ones());
            for t in [
                0,
                g.perimeter,
                g.corners,
                g.edges,
                g.perimeter & 0x5555_5555,
                g.full,
            ] {
                let got = match n {
                    3 => count::<3>(t & g.perimeter),
                    4 => count::<4>(t & g.perimeter),
                    _ => count::<5>(t & g.perimeter),
                };
                assert_eq!(got, expect(t));
            }
        }
    }

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
