//! Property tests of Quixo: generation agrees with `is_legal`, a refused move changes nothing,
//! and playing never changes the number of cubes nor raises the number of blanks.

use digipeg::quixo::{Bitboard, Move, Position};
use proptest::prelude::*;

/// A reachable position: `choices` pick moves from the legal lists until the game ends.
fn reachable(size: usize, players: usize, choices: &[u8]) -> Position {
    let mut p = Position::new(size, players).unwrap();
    for &c in choices {
        let list = p.legal_moves();
        if list.is_empty() {
            break;
        }
        p.play(list[c as usize % list.len()]).unwrap();
    }
    p
}

fn invariants(p: &Position) {
    let n = p.size() as u32;
    assert!((p.x() & p.o()).is_empty());
    assert!((p.x() | p.o()).is_superset(p.pointing()));
    assert_eq!(p.x().count() + p.o().count() + p.blanks().count(), n * n);
    if p.players() == 2 {
        assert!(p.pointing().is_empty());
    }
    for set in [p.x(), p.o(), p.blanks(), p.pointing()] {
        squares_are_the_set_bits(set);
    }
}

/// A set's squares are its bits, lowest first, and the iterator always knows how many are left.
fn squares_are_the_set_bits(set: Bitboard) {
    let naive: Vec<u8> = (0..32).filter(|&i| set.0 >> i & 1 == 1).collect();
    let mut squares = set.squares();
    for (taken, &square) in naive.iter().enumerate() {
        let left = naive.len() - taken;
        assert_eq!((squares.len(), squares.size_hint()), (left, (left, Some(left))));
        assert_eq!(squares.next(), Some(square));
    }
    assert_eq!((squares.len(), squares.next()), (0, None));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn generated_exactly_when_legal(
        size in 3usize..=5,
        four in any::<bool>(),
        choices in proptest::collection::vec(any::<u8>(), 0..60),
    ) {
        let players = if four { 4 } else { 2 };
        let p = reachable(size, players, &choices);
        invariants(&p);
        let list = p.legal_moves();
        prop_assert_eq!(list.len(), p.count_moves());
        let mut accepted = 0;
        for r1 in 0..5 {
            for c1 in 0..5 {
                for r2 in 0..5 {
                    for c2 in 0..5 {
                        for partner in 0..2 {
                            let m = Move::from_raw(r1, c1, r2, c2, partner).unwrap();
                            let legal = p.is_legal(&m);
                            prop_assert_eq!(legal, list.contains(&m), "{:?}", m);
                            let mut q = p;
                            let played = q.play(m);
                            prop_assert_eq!(played.is_ok(), legal);
                            if legal {
                                accepted += 1;
                                invariants(&q);
                                prop_assert!(q.blanks().count() <= p.blanks().count());
                                prop_assert!(p.blanks().count() - q.blanks().count() <= 1);
                            } else {
                                prop_assert_eq!(q, p);
                            }
                        }
                    }
                }
            }
        }
        prop_assert_eq!(accepted, list.len());
    }

    #[test]
    fn refused_raw_moves_change_nothing(
        choices in proptest::collection::vec(any::<u8>(), 0..40),
        raw in proptest::array::uniform5(-3i64..8),
    ) {
        let mut p = reachable(5, 4, &choices);
        let before = p;
        if let Ok(m) = Move::from_raw(raw[0], raw[1], raw[2], raw[3], raw[4]) {
            if p.play(m).is_err() {
                prop_assert_eq!(p, before);
            }
        }
    }
}
