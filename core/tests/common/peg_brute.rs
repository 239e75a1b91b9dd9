//! The plain recursion the peg solver and the rectangle table are checked against: every
//! position searched, a memo of what each one can reach, no symmetry, class or table tricks.
//! Included by `core/tests/peg_solver.rs` and `core/tests/peg_table.rs`.

use std::collections::HashMap;

use digipeg::peg::DigiPeg;

/// What plain recursion says about a position: the fewest pegs reachable, and the holes on
/// which a lone peg can be left.
#[derive(Clone, Copy)]
pub struct Truth {
    pub fewest: u32,
    pub singles: u128,
}

/// Plain recursion over positions with a memo (keyed by the pegs: one memo per board and rule).
pub fn brute(game: &DigiPeg, memo: &mut HashMap<u128, Truth>) -> Truth {
    if let Some(&t) = memo.get(&game.pegs().bits()) {
        return t;
    }
    let mut truth = Truth {
        fewest: game.pegs_left(),
        singles: if game.pegs_left() == 1 {
            game.pegs().bits()
        } else {
            0
        },
    };
    for jump in game.legal_moves() {
        let mut next = *game;
        next.play(jump).unwrap();
        let t = brute(&next, memo);
        truth.fewest = truth.fewest.min(t.fewest);
        truth.singles |= t.singles;
    }
    memo.insert(game.pegs().bits(), truth);
    truth
}
