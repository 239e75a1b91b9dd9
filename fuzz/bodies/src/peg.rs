//! DigiPeg: every constructor and parser, and sequences of raw jumps under each jump rule.

use digipeg::Error;
use digipeg::peg::{
    Bitboard, DigiPeg, Directions, ENGLISH_HOLES, FRENCH_HOLES, Hole, Jump, PositionClass, TRIANGLE_HOLES,
};

use crate::input::{Input, MAX_STEPS};

/// Any of the three jump rules.
pub(crate) fn directions(input: &mut Input) -> Directions {
    [
        Directions::Orthogonal,
        Directions::Diagonal,
        Directions::Triangular,
    ][input.below(3)]
}

/// What every board satisfies, whatever made it.
pub(crate) fn check_board(game: &DigiPeg) {
    assert!(!game.holes().is_empty(), "{game:?}");
    assert!(game.pegs().is_subset(game.holes()), "{game:?}");
    assert!(
        (1..=9).contains(&game.rows()) && (1..=9).contains(&game.cols()),
        "{game:?}"
    );
    // The board measures exactly as far as its holes reach, as every constructor measures it.
    let reach = |of: fn(u8) -> u8| game.holes().iter().map(|i| of(i) + 1).max();
    assert_eq!(
        (reach(|i| i / 9), reach(|i| i % 9)),
        (Some(game.rows()), Some(game.cols())),
        "{game:?}"
    );
    assert!(
        game.holes()
            .is_subset(Bitboard::rectangle(game.rows(), game.cols())),
        "{game:?}"
    );
    for index in game.holes() {
        let hole = Hole::from_index(index).expect("a hole of the board is on the grid");
        assert!(game.is_hole(hole.row().into(), hole.col().into()));
        assert_eq!(
            game.is_peg(hole.row().into(), hole.col().into()),
            game.pegs().contains(index)
        );
    }
    let drawing = game.to_string();
    assert_eq!(
        drawing.lines().count(),
        2 + 2 * usize::from(game.rows()),
        "{drawing}"
    );
    // The text form reads back as the same board.
    let text = game.rows_text().to_string();
    let rows: Vec<&str> = text.lines().collect();
    let again = DigiPeg::from_rows(&rows, game.directions()).expect("rows_text reads back");
    assert_eq!(
        (again.holes(), again.pegs()),
        (game.holes(), game.pegs()),
        "{text}"
    );
    let moves = game.legal_moves();
    assert_eq!(moves.len() as u32, game.count_moves());
    assert_eq!(moves.is_empty(), game.game_over());
    let message = game.final_message().to_string();
    assert!(message.starts_with(&format!("Number of pegs left: {}\n", game.pegs_left())));
}

/// The rules of a jump written out plainly, in the documented order of errors.
fn naive_check(game: &DigiPeg, jump: Jump) -> Result<(), Error> {
    let (from, to) = (jump.from, jump.to);
    let hole = |h: Hole| game.is_hole(h.row().into(), h.col().into());
    let peg = |h: Hole| game.is_peg(h.row().into(), h.col().into());
    if !hole(from) || !hole(to) {
        return Err(Error::PegOffBoard);
    }
    if !peg(from) {
        return Err(Error::PegNoPeg);
    }
    if peg(to) {
        return Err(Error::PegLandingOccupied);
    }
    let d_row = i32::from(to.row()) - i32::from(from.row());
    let d_col = i32::from(to.col()) - i32::from(from.col());
    let allowed: &[(i32, i32)] = match game.directions() {
        Directions::Orthogonal => &[(-2, 0), (2, 0), (0, -2), (0, 2)],
        Directions::Diagonal => &[
            (-2, 0),
            (2, 0),
            (0, -2),
            (0, 2),
            (-2, -2),
            (-2, 2),
            (2, -2),
            (2, 2),
        ],
        Directions::Triangular => &[(-2, 0), (2, 0), (0, -2), (0, 2), (-2, -2), (2, 2)],
    };
    if !allowed.contains(&(d_row, d_col)) {
        return Err(Error::PegNotAJump);
    }
    let over = Hole::new((from.row() + to.row()) / 2, (from.col() + to.col()) / 2)
        .expect("between two holes of the grid");
    if !peg(over) {
        return Err(Error::PegNothingToJump);
    }
    Ok(())
}

/// The peg constructors and parsers, each against what its documentation promises.
pub fn peg_parse(data: &[u8]) {
    let mut input = Input::new(data);
    let directions = directions(&mut input);
    match input.below(5) {
        0 => {
            let (rows, cols, er, ec) = (input.raw(), input.raw(), input.raw(), input.raw());
            let made = DigiPeg::with_directions(rows, cols, er, ec, directions);
            let side = |n: i64| (1..=9).contains(&n);
            let expected = if !side(rows) || !side(cols) {
                Err(Error::PegBoardSize)
            } else if !(0..rows).contains(&er) || !(0..cols).contains(&ec) {
                Err(Error::PegEmptyHoleOffBoard)
            } else {
                Ok(())
            };
            assert_eq!(made.map(|_| ()), expected, "{rows} {cols} {er} {ec}");
            if let Ok(game) = made {
                check_board(&game);
                assert_eq!(game.holes(), Bitboard::rectangle(rows as u8, cols as u8));
                assert_eq!(game.pegs_left() + 1, game.holes().count());
                assert!(!game.is_peg(er, ec) && game.is_hole(er, ec));
            }
        }
        1 => {
            let (count, width) = (1 + input.below(9), 1 + input.below(9));
            let rows = input.rows("o.#", count, width, 11);
            let made = DigiPeg::from_rows(&rows, directions);
            assert_eq!(made.map(|_| ()), naive_from_rows(&rows), "{rows:?}");
            if let Ok(game) = made {
                check_board(&game);
            }
        }
        2 => {
            let (holes, pegs) = (input.u128(), input.u128());
            let off_grid = |bits: u128| bits >> 81 != 0;
            assert_eq!(Bitboard::new(holes).is_none(), off_grid(holes));
            let (holes, pegs) = (
                Bitboard::from_bits_truncate(holes),
                Bitboard::from_bits_truncate(pegs),
            );
            let pegs = if input.bool() { pegs & holes } else { pegs };
            let made = DigiPeg::with_shape(holes, pegs, directions);
            let valid = !holes.is_empty() && pegs.is_subset(holes);
            assert_eq!(made.is_ok(), valid);
            if let Ok(game) = made {
                check_board(&game);
            } else {
                assert_eq!(made, Err(Error::PegBadShape));
            }
        }
        3 => {
            let (row, col) = (input.raw(), input.raw());
            let hole = Hole::try_new(row, col);
            assert_eq!(hole.is_some(), (0..9).contains(&row) && (0..9).contains(&col));
            if let Some(hole) = hole {
                assert_eq!((i64::from(hole.row()), i64::from(hole.col())), (row, col));
                assert_eq!(Hole::from_index(hole.index()), Some(hole));
                for (made, holes) in [
                    (DigiPeg::english_with_empty(hole), ENGLISH_HOLES),
                    (DigiPeg::french_with_empty(hole), FRENCH_HOLES),
                    (DigiPeg::triangle_with_empty(hole), TRIANGLE_HOLES),
                ] {
                    match made {
                        Ok(game) => {
                            check_board(&game);
                            assert!(holes.contains(hole.index()) && !game.pegs().contains(hole.index()));
                        }
                        Err(e) => assert!(e == Error::PegEmptyHoleOffBoard && !holes.contains(hole.index())),
                    }
                }
            }
        }
        _ => {
            let index = input.byte();
            assert_eq!(Hole::from_index(index).is_some(), index < 81);
            assert_eq!(Bitboard::from_index(index).count(), u32::from(index < 81));
            let (rows, cols, offset) = (input.byte(), input.byte(), input.byte() as i8);
            let rectangle = Bitboard::rectangle(rows, cols);
            assert_eq!(rectangle.count(), u32::from(rows.min(9)) * u32::from(cols.min(9)));
            let set = Bitboard::from_bits_truncate(input.u128());
            let shifted = set.shift(offset);
            let expected = set
                .iter()
                .filter_map(|i| u8::try_from(i16::from(i) + i16::from(offset)).ok())
                .filter(|&i| i < 81)
                .fold(Bitboard::EMPTY, |b, i| b | Bitboard::from_index(i));
            assert_eq!(shifted, expected, "{set:?} shift {offset}");
            assert_eq!((!set).count() + set.count(), 81);
        }
    }
}

/// [`DigiPeg::from_rows`] written out plainly.
fn naive_from_rows(rows: &[String]) -> Result<(), Error> {
    if rows.len() > 9 {
        return Err(Error::PegBadShape);
    }
    let mut any_hole = false;
    for row in rows {
        for (col, ch) in row.chars().enumerate() {
            match ch {
                'o' | '.' | '#' if col >= 9 => return Err(Error::PegBadShape),
                'o' | '.' => any_hole = true,
                '#' => {}
                _ => return Err(Error::PegBadChar),
            }
        }
    }
    if any_hole { Ok(()) } else { Err(Error::PegBadShape) }
}

/// A board to play on: a rectangle, a classic shape, or any set of holes and pegs.
pub(crate) fn any_board(input: &mut Input) -> DigiPeg {
    let directions = directions(input);
    let rectangle = |input: &mut Input| {
        let (rows, cols) = (input.range(1, 9), input.range(1, 9));
        let (er, ec) = (input.range(0, rows - 1), input.range(0, cols - 1));
        DigiPeg::with_directions(rows, cols, er, ec, directions).expect("a valid rectangle")
    };
    match input.below(4) {
        0 => DigiPeg::english(),
        1 => DigiPeg::triangle(),
        2 => {
            let holes = Bitboard::from_bits_truncate(input.u128());
            let pegs = Bitboard::from_bits_truncate(input.u128()) & holes;
            DigiPeg::with_shape(holes, pegs, directions).unwrap_or_else(|_| rectangle(input))
        }
        _ => rectangle(input),
    }
}

/// Jumps made every way a caller can make them: raw integers, holes, the listed moves.
/// A refused jump changes nothing, an accepted one is in the legal list and removes one peg,
/// every listed jump is accepted, and the naive rules agree with every verdict.
pub fn peg_moves(data: &[u8]) {
    let mut input = Input::new(data);
    let mut game = any_board(&mut input);
    check_board(&game);
    let class = PositionClass::of(game.pegs(), game.directions());
    for step in 0..MAX_STEPS {
        if input.is_empty() {
            break;
        }
        let before = game;
        let listed = before.legal_moves();
        if step % 16 == 0 {
            for &jump in &listed {
                let mut copy = before;
                assert_eq!(copy.play(jump), Ok(()), "{jump:?} is listed");
                assert_eq!(naive_check(&before, jump), Ok(()), "{jump:?} is listed");
            }
        }
        let (result, jump) = match input.below(4) {
            0 => {
                let (a, b, c, d) = (input.raw(), input.raw(), input.raw(), input.raw());
                let legal = before.legal_move(a, b, c, d);
                let result = game.make_move(a, b, c, d);
                assert_eq!(legal, result.is_ok());
                let jump = Hole::try_new(a, b)
                    .zip(Hole::try_new(c, d))
                    .map(|(from, to)| Jump { from, to });
                if jump.is_none() {
                    assert_eq!(result, Err(Error::PegOffBoard), "{a} {b} {c} {d}");
                }
                (result, jump)
            }
            1 if !listed.is_empty() => {
                let jump = listed[input.below(listed.len())];
                (game.play(jump), Some(jump))
            }
            _ => {
                let hole = |input: &mut Input| {
                    Hole::new(input.below(9) as u8, input.below(9) as u8).expect("below 9")
                };
                let jump = Jump {
                    from: hole(&mut input),
                    to: hole(&mut input),
                };
                (game.play(jump), Some(jump))
            }
        };
        if let Some(jump) = jump {
            assert_eq!(result, naive_check(&before, jump), "{jump:?} on {before:?}");
            assert_eq!(before.is_legal(jump), result.is_ok());
            assert_eq!(listed.contains(&jump), result.is_ok(), "{jump:?}");
        }
        match result {
            Ok(()) => {
                assert_eq!(game.pegs_left() + 1, before.pegs_left());
                assert_eq!(game.holes(), before.holes());
                assert_eq!(PositionClass::of(game.pegs(), game.directions()), class);
                check_board(&game);
            }
            Err(_) => assert_eq!(game, before, "a refused jump changed the board"),
        }
    }
}
