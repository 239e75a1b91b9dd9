//! Tic-tac-toe figures.

use std::collections::HashSet;
use std::hint::black_box;

use digipeg::tictactoe::{Outcome, Player, TicTacToe, VALUES, ValueTable};

use crate::table::{Table, time};

/// Every reachable position.
fn reachable(game: TicTacToe, seen: &mut HashSet<TicTacToe>) {
    if seen.insert(game) {
        for m in game.legal_moves() {
            let mut next = game;
            let _ = next.play(m);
            reachable(next, seen);
        }
    }
}

/// Plain minimax without memo: (result for X as +1/0/-1, plies), quick wins and slow losses first.
fn minimax(game: &TicTacToe) -> (i8, u8) {
    match game.outcome() {
        Some(Outcome::Win(Player::X)) => return (1, 0),
        Some(Outcome::Win(Player::O)) => return (-1, 0),
        Some(Outcome::Draw) => return (0, 0),
        None => {}
    }
    let sign = if game.turn() == Player::X { 1 } else { -1 };
    let mut best = (i32::MIN, (0, 0));
    for m in game.legal_moves() {
        let mut next = *game;
        let _ = next.play(m);
        let (r, d) = minimax(&next);
        let rank = i32::from(r * sign) * (100 - i32::from(d));
        if rank > best.0 {
            best = (rank, (r, d + 1));
        }
    }
    best.1
}

pub fn run(table: &mut Table) {
    let mut seen = HashSet::new();
    reachable(TicTacToe::new(), &mut seen);
    let positions: Vec<TicTacToe> = seen.into_iter().collect();
    let (computed, fast) = time(|| black_box(ValueTable::compute as fn() -> ValueTable)());
    let (naive, slow) = time(|| positions.iter().map(minimax).collect::<Vec<_>>());
    for (game, &(r, d)) in positions.iter().zip(&naive) {
        let v = computed
            .get(game.board())
            .expect("a reachable position has a value");
        let expected = match r {
            1 => Outcome::Win(Player::X),
            -1 => Outcome::Win(Player::O),
            _ => Outcome::Draw,
        };
        assert_eq!((v.outcome, v.plies), (expected, d), "values disagree");
    }
    table.compare(
        "tictactoe",
        format!(
            "values of all {} reachable positions: retrograde table (all 3^9 encodings) vs plain minimax per position",
            positions.len()
        ),
        fast,
        slow,
    );
    let (_, lookup) = time(|| {
        positions
            .iter()
            .filter_map(|g| black_box(&VALUES).get(black_box(g.board())))
            .count()
    });
    table.add(
        "tictactoe",
        "look up the values of all reachable positions in the compile-time table",
        crate::table::secs(lookup),
    );
    table.add(
        "tictactoe",
        "size of the compile-time value table",
        format!("{} bytes", size_of::<ValueTable>()),
    );
}
