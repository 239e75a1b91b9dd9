//! The hard level against the depth-5 sparring partner (plain alpha-beta, independent of the
//! player's code): a reduced, seeded slice of the bench's 40-game match (`make bench` plays all
//! of it; its figure is in the bench table).

#[path = "common/sparring.rs"]
mod sparring;

use digipeg::quixo::{Difficulty, Outcome, Symbol, TtEntry};
use sparring::{Sparring, game_seed, ladder_start, side_seed};

/// The seed of the bench's match (`bench/src/ladder.rs`, `hard_vs_sparring`).
const MATCH_SEED: u64 = 40;
/// The first games of that match: colours alternate, hard is X in the even ones.
const GAMES: u32 = 10;

#[test]
fn hard_beats_the_depth_5_sparring_partner() {
    let hard = Difficulty::Hard;
    let mut table = vec![TtEntry::EMPTY; hard.table_entries()];
    let (mut won, mut lost) = (0, 0);
    for g in 0..GAMES {
        let seed = game_seed(MATCH_SEED, g);
        let hard_symbol = if g % 2 == 0 { Symbol::X } else { Symbol::O };
        let mut game = ladder_start(seed);
        while !game.is_game_over() {
            let mv = if game.position().turn_symbol() == hard_symbol {
                hard.choose(&game, side_seed(seed, 0), &mut table, None)
                    .unwrap()
                    .mv
            } else {
                Sparring { depth: 5 }.choose(game.position(), side_seed(seed, 1))
            };
            game.play(mv).unwrap();
        }
        match game.outcome() {
            Some(Outcome::Win(s)) if s == hard_symbol => won += 1,
            Some(Outcome::Win(_)) => lost += 1,
            _ => {}
        }
    }
    assert_eq!(lost, 0, "hard lost a game");
    assert!(won * 10 >= GAMES * 9, "hard won {won} of {GAMES}");
}
