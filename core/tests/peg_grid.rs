//! Issue 12, findings 1 and 2: nothing names a hole off the 9 x 9 grid, and the peg
//! `Bitboard` helpers are total, checked against a naive model on every input.

use digipeg::Error;
use digipeg::peg::{Bitboard, DigiPeg, Directions, Hole, Jump};

/// The grid indexes of a set, by asking `contains` about every `u8`.
fn members(b: Bitboard) -> Vec<u8> {
    (0..=u8::MAX).filter(|&i| b.contains(i)).collect()
}

fn set_of(indexes: impl IntoIterator<Item = u8>) -> Bitboard {
    indexes
        .into_iter()
        .fold(Bitboard::EMPTY, |b, i| b | Bitboard::from_index(i))
}

#[test]
fn rectangle_is_the_top_left_corner_for_every_size() {
    for rows in 0..=u8::MAX {
        for cols in 0..=u8::MAX {
            let naive: Vec<u8> = (0..81u8)
                .filter(|i| i / 9 < rows.min(9) && i % 9 < cols.min(9))
                .collect();
            let got = Bitboard::rectangle(rows, cols);
            assert_eq!(members(got), naive, "rectangle({rows}, {cols})");
            assert_eq!(got.count() as usize, naive.len(), "rectangle({rows}, {cols})");
        }
    }
}

#[test]
fn shift_moves_every_hole_and_drops_those_leaving_the_grid() {
    let boards = [
        Bitboard::rectangle(9, 9),
        set_of([0, 8, 40, 72, 80]),
        set_of((0..81).step_by(7)),
        Bitboard::EMPTY,
    ];
    for board in boards {
        for offset in i8::MIN..=i8::MAX {
            let naive: Vec<u8> = members(board)
                .into_iter()
                .map(|i| i16::from(i) + i16::from(offset))
                .filter(|i| (0..81).contains(i))
                .map(|i| i as u8)
                .collect();
            let got = board.shift(offset);
            assert_eq!(members(got), naive, "{board:?}.shift({offset})");
            assert_eq!(got.count() as usize, naive.len());
        }
    }
}

#[test]
fn single_holes_and_membership_are_total() {
    for index in 0..=u8::MAX {
        let one = Bitboard::from_index(index);
        let expected: Vec<u8> = if index < 81 { vec![index] } else { vec![] };
        assert_eq!(members(one), expected, "from_index({index})");
        assert_eq!(Bitboard::rectangle(9, 9).contains(index), index < 81);
        assert_eq!((!Bitboard::EMPTY).contains(index), index < 81);
    }
}

#[test]
fn raw_coordinates_off_the_grid_never_make_a_jump() {
    // The reported wrap: on a 2 x 9 board, (0, 9) is not (1, 0).
    let game = DigiPeg::new(2, 9, 0, 7).unwrap();
    let mut copy = game;
    assert_eq!(copy.make_move(0, 9, 0, 7), Err(Error::PegOffBoard));
    assert_eq!(copy, game);
    assert!(Hole::try_new(0, 9).is_none() && Hole::try_new(29, 0).is_none());
    // Every raw jump near the grid is accepted exactly when it is listed.
    for directions in [
        Directions::Orthogonal,
        Directions::Diagonal,
        Directions::Triangular,
    ] {
        let game = DigiPeg::with_directions(9, 9, 4, 4, directions).unwrap();
        let listed = game.legal_moves();
        let near = -2i64..12;
        for a in near.clone() {
            for b in near.clone() {
                for (c, d) in [
                    (a, b - 2),
                    (a, b + 2),
                    (a - 2, b),
                    (a + 2, b),
                    (a - 2, b - 2),
                    (a + 2, b + 2),
                    (a + 2, b - 2),
                ] {
                    let mut after = game;
                    let played = after.make_move(a, b, c, d);
                    let jump = Hole::try_new(a, b)
                        .zip(Hole::try_new(c, d))
                        .map(|(from, to)| Jump { from, to });
                    assert_eq!(
                        played.is_ok(),
                        jump.is_some_and(|j| listed.contains(&j)),
                        "{a} {b} {c} {d}"
                    );
                    assert_eq!(game.legal_move(a, b, c, d), played.is_ok());
                    if played.is_err() {
                        assert_eq!(after, game);
                    }
                }
            }
        }
    }
}

#[test]
fn holes_exist_only_on_the_grid() {
    for row in 0..=u8::MAX {
        for col in 0..=u8::MAX {
            let hole = Hole::new(row, col);
            assert_eq!(hole.is_some(), row < 9 && col < 9, "({row}, {col})");
            if let Some(h) = hole {
                assert_eq!((h.row(), h.col()), (row, col));
                assert_eq!(h.index(), row * 9 + col);
                assert_eq!(Hole::from_index(h.index()), Some(h));
                assert_eq!(Hole::try_new(row.into(), col.into()), Some(h));
            }
        }
    }
    for index in 0..=u8::MAX {
        assert_eq!(Hole::from_index(index).is_some(), index < 81);
    }
    assert_eq!(Hole::at::<3, 3>(), Hole::new(3, 3).unwrap());
}
