//! Quixo figures: perft, the strong solver of the small boards, and the computer player.

use digipeg::quixo::{Position, perft};

use crate::table::{Table, time};

/// Perft by the public API only: list the moves, play every one, also at the last ply.
fn straightforward_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for m in p.legal_moves() {
        let mut child = *p;
        child.play(m).expect("generated moves are legal");
        total += straightforward_perft(&child, depth - 1);
    }
    total
}

fn perft_rows(table: &mut Table) {
    let empty = Position::new(5, 2).expect("5 x 5");
    let (n6, t6) = time(|| perft(&empty, 6));
    assert_eq!(n6, 4_422_929_160);
    table.add(
        "quixo",
        "perft(6) from the empty 5 x 5 board (4,422,929,160 paths), bulk counting (goal < 2 s)",
        crate::table::secs(t6),
    );
    let (fast, fast_time) = time(|| perft(&empty, 5));
    let (slow, slow_time) = time(|| straightforward_perft(&empty, 5));
    assert_eq!(fast, slow, "the two perfts disagree");
    table.compare(
        "quixo",
        format!("perft(5) from the empty 5 x 5 board ({fast} paths) vs playing every move, also at the last ply"),
        fast_time,
        slow_time,
    );
}

pub fn run(table: &mut Table) {
    perft_rows(table);
}
