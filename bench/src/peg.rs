//! DigiPeg figures.

use digipeg::Rng;
use digipeg::peg::{Bitboard, DigiPeg, Directions, Hole, Jump};

use crate::table::{Table, time};

/// Random 9 × 9 positions, eight directions: the bitboard move list against trying every
/// (start, landing) pair through the rule check.
fn move_generation(table: &mut Table) {
    let mut rng = Rng::new(1);
    let holes = Bitboard::rectangle(9, 9);
    let games: Vec<DigiPeg> = (0..2_000)
        .map(|_| {
            let pegs = Bitboard(u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) & holes;
            DigiPeg::with_shape(holes, pegs, Directions::Diagonal).expect("valid shape")
        })
        .collect();
    let (fast, fast_time) = time(|| games.iter().map(|g| g.legal_moves().len()).sum::<usize>());
    let (slow, slow_time) = time(|| {
        games
            .iter()
            .map(|g| {
                let cells = || (0..81u8).map(Hole::from_index);
                cells()
                    .flat_map(|from| cells().map(move |to| Jump { from, to }))
                    .filter(|&j| g.is_legal(j))
                    .count()
            })
            .sum::<usize>()
    });
    assert_eq!(fast, slow, "the two move generators disagree");
    table.compare(
        "peg",
        "legal moves of 2,000 random 9 x 9 positions, 8 directions",
        fast_time,
        slow_time,
    );
}

pub fn run(table: &mut Table) {
    table.add(
        "peg",
        "size of a DigiPeg position",
        format!("{} bytes", size_of::<DigiPeg>()),
    );
    move_generation(table);
}
