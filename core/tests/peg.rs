//! DigiPeg rules, texts and the terminal program, checked against the spec and a naive model.

use digipeg::peg::{Banner, Bitboard, DigiPeg, Directions, Hole, Jump, MAX_JUMPS, Program, Status, verdict};
use digipeg::{Error, ErrorKind, StepError};
use proptest::prelude::*;

fn jump(r1: u8, c1: u8, r2: u8, c2: u8) -> Jump {
    Jump {
        from: Hole::new(r1, c1).unwrap(),
        to: Hole::new(r2, c2).unwrap(),
    }
}

/// The spec's own drawing: 2 rows, 3 columns, empty hole at row 1 column 2 (1-based).
#[test]
fn drawing_matches_the_spec_byte_for_byte() {
    let game = DigiPeg::new(2, 3, 0, 1).unwrap();
    let expected = "    1   2   3  \n  +---+---+---+\n1 | o |   | o |\n  +---+---+---+\n2 | o | o | o |\n  +---+---+---+\n";
    assert_eq!(game.to_string(), expected);
}

#[test]
fn drawing_of_the_largest_and_smallest_boards() {
    let one = DigiPeg::new(1, 1, 0, 0).unwrap();
    assert_eq!(one.to_string(), "    1  \n  +---+\n1 |   |\n  +---+\n");
    let big = DigiPeg::new(9, 9, 8, 8).unwrap().to_string();
    let lines: Vec<&str> = big.lines().collect();
    assert_eq!(lines.len(), 2 + 2 * 9);
    assert_eq!(lines[0], "    1   2   3   4   5   6   7   8   9  ");
    assert_eq!(lines[1], "  +---+---+---+---+---+---+---+---+---+");
    assert_eq!(lines[18], "9 | o | o | o | o | o | o | o | o |   |");
}

#[test]
fn the_four_messages_at_their_boundaries() {
    let cases = [
        (0, "You're a DigiPeg Genius!"),
        (1, "You're a DigiPeg Genius!"),
        (2, "You're a DigiPeg Genius!"),
        (3, "Not too shabby, rookie."),
        (4, "Not too shabby, rookie."),
        (5, "That's nothing to write home about."),
        (6, "That's nothing to write home about."),
        (7, "You're a DigiPeg Igno-Ra-Moose."),
        (80, "You're a DigiPeg Igno-Ra-Moose."),
    ];
    for (pegs, message) in cases {
        assert_eq!(verdict(pegs), message, "{pegs} pegs");
        // The same through a real board holding that many pegs.
        let holes = Bitboard::rectangle(9, 9);
        let pegs_board = Bitboard::from_bits_truncate(holes.bits() & ((1u128 << pegs) - 1));
        let game = DigiPeg::with_shape(holes, pegs_board, Directions::Orthogonal).unwrap();
        assert_eq!(
            game.final_message().to_string(),
            format!("Number of pegs left: {pegs}\n{message}\n")
        );
    }
}

#[test]
fn a_game_played_to_the_end() {
    // 1 x 4 with the hole at the left: _ o o o
    let mut game = DigiPeg::new(1, 4, 0, 0).unwrap();
    assert_eq!(game.pegs_left(), 3);
    assert_eq!(game.legal_moves().as_slice(), &[jump(0, 2, 0, 0)]);
    game.make_move(0, 2, 0, 0).unwrap();
    assert_eq!(game.pegs_left(), 2);
    assert!(game.is_peg(0, 0) && !game.is_peg(0, 1) && !game.is_peg(0, 2) && game.is_peg(0, 3));
    assert!(game.game_over());
    assert_eq!(
        game.final_message().to_string(),
        "Number of pegs left: 2\nYou're a DigiPeg Genius!\n"
    );
}

#[test]
fn every_refusal_reason() {
    let game = DigiPeg::new(3, 3, 1, 1).unwrap();
    let cases = [
        ((0, 0, 0, 3), Error::PegOffBoard),
        ((-1, 0, 1, 0), Error::PegOffBoard),
        ((0, 0, 9, 9), Error::PegOffBoard),
        ((i64::MAX, 0, 0, 0), Error::PegOffBoard),
        ((1, 1, 1, 1), Error::PegNoPeg),
        ((0, 0, 0, 2), Error::PegLandingOccupied),
        ((0, 1, 1, 1), Error::PegNotAJump),
        ((2, 2, 1, 1), Error::PegNotAJump), // diagonal, not allowed by default
    ];
    for ((a, b, c, d), error) in cases {
        let mut copy = game;
        assert_eq!(copy.make_move(a, b, c, d), Err(error), "{a} {b} {c} {d}");
        assert!(!copy.legal_move(a, b, c, d));
        assert_eq!(copy, game, "a refused move changes nothing");
    }
    // Nothing to jump: the middle hole is empty after a first jump.
    let mut game = DigiPeg::new(1, 5, 0, 0).unwrap();
    game.make_move(0, 2, 0, 0).unwrap(); // o _ _ o o
    assert_eq!(game.make_move(0, 0, 0, 2), Err(Error::PegNothingToJump));
}

#[test]
fn bad_boards_are_refused() {
    for (r, c) in [(0, 3), (3, 0), (10, 3), (3, 10), (-1, 3), (i64::MIN, 1)] {
        assert_eq!(DigiPeg::new(r, c, 0, 0), Err(Error::PegBoardSize));
    }
    for (er, ec) in [(2, 0), (0, 3), (-1, 0), (0, -1), (9, 9)] {
        assert_eq!(DigiPeg::new(2, 3, er, ec), Err(Error::PegEmptyHoleOffBoard));
    }
    assert_eq!(
        DigiPeg::with_shape(Bitboard::EMPTY, Bitboard::EMPTY, Directions::Orthogonal),
        Err(Error::PegBadShape)
    );
    let holes = Bitboard::rectangle(2, 2);
    assert_eq!(
        DigiPeg::with_shape(holes, Bitboard::rectangle(3, 3), Directions::Orthogonal),
        Err(Error::PegBadShape)
    );
    // A hole off the grid cannot even be put in a set.
    assert_eq!(Bitboard::new(1 << 100), None);
    assert_eq!(
        Bitboard::from_bits_truncate(1 << 100 | 1),
        Bitboard::from_index(0)
    );
}

#[test]
fn diagonal_jumps_are_an_option() {
    let mut game = DigiPeg::with_directions(3, 3, 1, 1, Directions::Diagonal).unwrap();
    // Nothing reaches the centre: every neighbour of it is one step away.
    assert!(game.legal_moves().is_empty());
    let mut game2 = DigiPeg::with_directions(3, 3, 0, 0, Directions::Diagonal).unwrap();
    assert!(game2.legal_move(2, 2, 0, 0));
    game2.make_move(2, 2, 0, 0).unwrap();
    assert!(!game2.is_peg(1, 1) && !game2.is_peg(2, 2) && game2.is_peg(0, 0));
    assert_eq!(
        game.make_move(0, 0, 1, 1),
        Err(Error::PegLandingOccupied).or(Err(Error::PegNotAJump))
    );
    let orthogonal = DigiPeg::new(3, 3, 0, 0).unwrap();
    assert!(!orthogonal.legal_move(2, 2, 0, 0));
}

#[test]
fn jumps_never_wrap_around_the_grid_edge() {
    // Pegs at the end of row 0 and the start of row 1 are not neighbours.
    let holes = Bitboard::rectangle(9, 9);
    let pegs = Bitboard::from_index(7) | Bitboard::from_index(8) | Bitboard::from_index(9);
    let game = DigiPeg::with_shape(holes, pegs, Directions::Diagonal).unwrap();
    let moves = game.legal_moves();
    assert!(moves.iter().all(|j| naive_check(&game, *j).is_ok()));
    assert_eq!(moves.as_slice(), &[jump(0, 8, 0, 6)]);
}

/// The rules written out plainly on a grid of bools: the reference for the bitboard code.
fn naive_check(game: &DigiPeg, j: Jump) -> Result<(), Error> {
    let hole = |h: Hole| game.is_hole(h.row().into(), h.col().into());
    let peg = |h: Hole| game.is_peg(h.row().into(), h.col().into());
    if !hole(j.from) || !hole(j.to) {
        return Err(Error::PegOffBoard);
    }
    if !peg(j.from) {
        return Err(Error::PegNoPeg);
    }
    if peg(j.to) {
        return Err(Error::PegLandingOccupied);
    }
    let (dr, dc) = (
        j.to.row() as i32 - j.from.row() as i32,
        j.to.col() as i32 - j.from.col() as i32,
    );
    let allowed: &[(i32, i32)] = match game.directions() {
        Directions::Orthogonal => &[(0, 2), (0, -2), (2, 0), (-2, 0)],
        Directions::Diagonal => &[
            (0, 2),
            (0, -2),
            (2, 0),
            (-2, 0),
            (2, 2),
            (2, -2),
            (-2, 2),
            (-2, -2),
        ],
        Directions::Triangular => &[(0, 2), (0, -2), (2, 0), (-2, 0), (2, 2), (-2, -2)],
    };
    if !allowed.contains(&(dr, dc)) {
        return Err(Error::PegNotAJump);
    }
    let mid = Hole::new((j.from.row() + j.to.row()) / 2, (j.from.col() + j.to.col()) / 2).unwrap();
    if !peg(mid) {
        return Err(Error::PegNothingToJump);
    }
    Ok(())
}

fn all_jumps_naive(game: &DigiPeg) -> Vec<Jump> {
    let mut out = Vec::new();
    for a in 0..9 {
        for b in 0..9 {
            for c in 0..9 {
                for d in 0..9 {
                    let j = jump(a, b, c, d);
                    if naive_check(game, j).is_ok() {
                        out.push(j);
                    }
                }
            }
        }
    }
    out
}

fn arb_directions() -> impl Strategy<Value = Directions> {
    prop_oneof![
        Just(Directions::Orthogonal),
        Just(Directions::Diagonal),
        Just(Directions::Triangular)
    ]
}

/// Random positions: a random rectangle, random pegs, any rule.
fn arb_game() -> impl Strategy<Value = DigiPeg> {
    (1u8..=9, 1u8..=9, any::<u128>(), arb_directions()).prop_map(|(r, c, bits, dirs)| {
        let holes = Bitboard::rectangle(r, c);
        DigiPeg::with_shape(holes, Bitboard::from_bits_truncate(bits) & holes, dirs).unwrap()
    })
}

proptest! {
    #[test]
    fn move_list_is_exactly_the_legal_jumps(game in arb_game()) {
        let listed = game.legal_moves();
        let naive = all_jumps_naive(&game);
        prop_assert_eq!(listed.as_slice(), naive.as_slice());
        prop_assert_eq!(listed.len() as u32, game.count_moves());
        prop_assert_eq!(listed.is_empty(), game.game_over());
        for j in &listed {
            prop_assert!(game.is_legal(*j));
        }
    }

    /// A board's holes and pegs, as iterators, are their bits, lowest first, and always know how
    /// many are left.
    #[test]
    fn the_holes_of_a_set_are_its_bits(game in arb_game()) {
        for set in [game.holes(), game.pegs()] {
            let naive: Vec<u8> = (0..81).filter(|&i| set.bits() >> i & 1 == 1).collect();
            let mut holes = set.iter();
            for (taken, &hole) in naive.iter().enumerate() {
                let left = naive.len() - taken;
                prop_assert_eq!((holes.len(), holes.size_hint()), (left, (left, Some(left))));
                prop_assert_eq!(holes.next(), Some(hole));
            }
            prop_assert_eq!((holes.len(), holes.next()), (0, None));
        }
    }

    #[test]
    fn refusal_reasons_match_the_naive_rules(game in arb_game(), a in -1i64..10, b in -1i64..10, c in -1i64..10, d in -1i64..10) {
        let mut after = game;
        let result = after.make_move(a, b, c, d);
        let expected = match (Hole::try_new(a, b), Hole::try_new(c, d)) {
            (Some(from), Some(to)) => naive_check(&game, Jump { from, to }),
            _ => Err(Error::PegOffBoard),
        };
        prop_assert_eq!(result, expected);
        prop_assert_eq!(game.legal_move(a, b, c, d), expected.is_ok());
        match result {
            Ok(()) => prop_assert_eq!(after.pegs_left() + 1, game.pegs_left()),
            Err(_) => prop_assert_eq!(after, game),
        }
    }

    #[test]
    fn every_jump_removes_exactly_one_peg(game in arb_game(), picks in proptest::collection::vec(any::<usize>(), 0..40)) {
        let mut game = game;
        for pick in picks {
            let moves = game.legal_moves();
            if moves.is_empty() { break; }
            let before = game.pegs_left();
            let j = moves[pick % moves.len()];
            game.play(j).unwrap();
            prop_assert_eq!(game.pegs_left(), before - 1);
            prop_assert!(game.pegs().is_subset(game.holes()));
        }
    }
}

#[test]
fn move_list_capacity_bounds_the_densest_positions() {
    // MAX_JUMPS is proved in its comment; here the densest periodic positions (every 3 x 3 tile
    // of pegs and holes repeated over the 9 x 9 grid, eight directions) stay within it.
    let holes = Bitboard::rectangle(9, 9);
    let most = (0u16..512)
        .map(|tile| {
            let pegs = holes
                .iter()
                .filter(|&i| tile >> ((i / 9) % 3 * 3 + (i % 9) % 3) & 1 == 1)
                .fold(Bitboard::EMPTY, |b, i| b | Bitboard::from_index(i));
            let game = DigiPeg::with_shape(holes, pegs, Directions::Diagonal).unwrap();
            assert_eq!(game.legal_moves().len() as u32, game.count_moves());
            game.count_moves() as usize
        })
        .max()
        .unwrap();
    assert!(most > 100 && most <= MAX_JUMPS, "{most}");
}

#[test]
fn sizes_are_small() {
    use core::mem::size_of;
    assert_eq!(size_of::<Hole>(), 2);
    assert_eq!(size_of::<Jump>(), 4);
    assert!(size_of::<DigiPeg>() <= 48, "{}", size_of::<DigiPeg>());
    assert!(size_of::<Program>() <= 64, "{}", size_of::<Program>());
}

/// Feed `input` lines to the program (then end of input) and return everything it wrote.
fn run_program(banner: Banner, directions: Directions, input: &[&str]) -> String {
    let mut out = String::new();
    let mut program = Program::new(banner, directions);
    let mut status = program.start(&mut out).unwrap();
    let mut lines = input.iter();
    while status == Status::Waiting {
        status = program.input(lines.next().copied(), &mut out).unwrap();
    }
    assert!(
        lines.next().is_none(),
        "the program stopped before reading all input"
    );
    out
}

#[test]
fn terminal_program_input_before_start_is_refused() {
    let mut program = Program::new(Banner::DigiPeg, Directions::Orthogonal);
    let mut out = String::new();
    for line in [Some("3"), Some(""), None] {
        assert_eq!(
            program.input(line, &mut out),
            Err(StepError::Refused(Error::ProgramNotStarted))
        );
        assert_eq!(out, "", "a refused input writes nothing");
    }
    assert_eq!(Error::ProgramNotStarted.code(), 600);
    assert_eq!(Error::ProgramNotStarted.kind(), ErrorKind::OutOfOrder);
    // Nothing changed: started now, it shows the banner and asks for the rows.
    assert_eq!(program.start(&mut out), Ok(Status::Waiting));
    assert!(out.starts_with("Welcome to DigiPeg Solitaire!\n"));
    assert!(out.ends_with("Enter the number of rows [1 - 9]: "), "{out:?}");
    out.clear();
    assert_eq!(program.input(Some("2"), &mut out), Ok(Status::Waiting));
    assert_eq!(out, "Enter the number of columns [1 - 9]: ");
}

#[test]
fn terminal_program_whole_game_transcript() {
    let input = [
        "", "x1", "1", // rows: two re-prompts, then 1
        "10", "3", // columns
        "0", "1", "1", // the empty hole at row 1, column 1
        "1", "2", "1", "1", // a step, not a jump: refused
        "1", "3", "1", "1", // jump to the left end: one peg left
    ];
    let expected = concat!(
        "Welcome to Peg Rectangle Solitaire!\n",
        "-----------------------------------\n",
        "\n",
        "Enter the number of rows [1 - 9]: That is not a number, try again.\n",
        "Enter the number of rows [1 - 9]: That is not a number, try again.\n",
        "Enter the number of rows [1 - 9]: ",
        "Enter the number of columns [1 - 9]: That is not a valid choice, try again.\n",
        "Enter the number of columns [1 - 9]: ",
        "Enter the empty space row [1 - 1]: That is not a valid choice, try again.\n",
        "Enter the empty space row [1 - 1]: ",
        "Enter empty space column [1 - 3]: ",
        "\n",
        "    1   2   3  \n",
        "  +---+---+---+\n",
        "1 |   | o | o |\n",
        "  +---+---+---+\n",
        "\n",
        "Enter the row of the peg to move [1 - 1]: ",
        "Enter the column of the peg to move [1 - 3]: ",
        "Enter the row where the peg lands [1 - 1]: ",
        "Enter the column where the peg lands [1 - 3]: ",
        "Sorry.  That move is not allowed.\n",
        "\n",
        "    1   2   3  \n",
        "  +---+---+---+\n",
        "1 |   | o | o |\n",
        "  +---+---+---+\n",
        "\n",
        "Enter the row of the peg to move [1 - 1]: ",
        "Enter the column of the peg to move [1 - 3]: ",
        "Enter the row where the peg lands [1 - 1]: ",
        "Enter the column where the peg lands [1 - 3]: ",
        "\n",
        "    1   2   3  \n",
        "  +---+---+---+\n",
        "1 | o |   |   |\n",
        "  +---+---+---+\n",
        "\n",
        "Number of pegs left: 1\n",
        "You're a DigiPeg Genius!\n",
    );
    assert_eq!(
        run_program(Banner::PegRectangle, Directions::Orthogonal, &input),
        expected
    );
}

#[test]
fn terminal_program_end_of_input_and_other_banner() {
    let out = run_program(Banner::DigiPeg, Directions::Orthogonal, &["2"]);
    assert_eq!(
        out,
        "Welcome to DigiPeg Solitaire!\n-----------------------------\n\nEnter the number of rows [1 - 9]: Enter the number of columns [1 - 9]: \n"
    );
    // Numbers too long for any integer type are just out of range.
    let out = run_program(
        Banner::PegRectangle,
        Directions::Orthogonal,
        &["99999999999999999999999", "-1", " 2"],
    );
    assert!(out.ends_with(
        "[1 - 9]: That is not a valid choice, try again.\nEnter the number of rows [1 - 9]: That is not a number, try again.\nEnter the number of rows [1 - 9]: That is not a number, try again.\nEnter the number of rows [1 - 9]: \n"
    ));
}

#[test]
fn terminal_program_with_a_board_already_over() {
    let out = run_program(
        Banner::PegRectangle,
        Directions::Orthogonal,
        &["1", "1", "1", "1"],
    );
    assert!(
        out.ends_with(
            "\n    1  \n  +---+\n1 |   |\n  +---+\n\nNumber of pegs left: 0\nYou're a DigiPeg Genius!\n"
        ),
        "{out}"
    );
}

/// Integers name a hole only inside the 9 × 9 grid: (0, 9) is not (1, 0), (9, 0) is nothing.
#[test]
fn outside_integers_never_name_a_hole_off_the_grid() {
    for (row, col) in [(0, 9), (9, 0), (9, 9), (-1, 0), (0, -1), (255, 255)] {
        assert_eq!(Hole::try_new(row, col), None, "({row}, {col})");
    }
    assert!(Hole::try_new(8, 8).is_some() && Hole::try_new(0, 0).is_some());
    // (1, 0) holds a peg: the hole "(0, 9)" must not reach it.
    let game = DigiPeg::new(2, 9, 0, 7).unwrap();
    assert!(game.is_peg(1, 0) && game.is_hole(1, 0));
    assert!(!game.is_peg(0, 9) && !game.is_hole(0, 9));
    assert_eq!(
        game.clone().make_move(0, 9, 0, 7).unwrap_err(),
        Error::PegOffBoard
    );
}

/// A board of any shape is as tall as its lowest hole and as wide as its rightmost one.
#[test]
fn a_shape_measures_its_rows_and_columns_apart() {
    let wide = DigiPeg::from_rows(&["ooooo", "o.o"], Directions::Orthogonal).unwrap();
    assert_eq!((wide.rows(), wide.cols()), (2, 5));
    let tall = DigiPeg::from_rows(&["#o", "o", "o", "o."], Directions::Orthogonal).unwrap();
    assert_eq!((tall.rows(), tall.cols()), (4, 2));
    assert_eq!(tall.rows_text().to_string(), "#o\no#\no#\no.\n");
}

/// Nine rows are the most: the 9 × 9 board from text, and a tenth row refused.
#[test]
fn nine_rows_of_text_and_no_more() {
    let nine = ["ooooooooo"; 9];
    let full = DigiPeg::from_rows(&nine, Directions::Orthogonal).unwrap();
    assert_eq!((full.rows(), full.cols(), full.pegs_left()), (9, 9, 81));
    let ten = ["o"; 10];
    assert_eq!(
        DigiPeg::from_rows(&ten, Directions::Orthogonal),
        Err(Error::PegBadShape)
    );
    let too_wide = ["oooooooooo"];
    assert_eq!(
        DigiPeg::from_rows(&too_wide, Directions::Orthogonal),
        Err(Error::PegBadShape)
    );
}

/// A jump is off the board as soon as either of its holes is, even when the other one is fine.
#[test]
fn one_hole_off_the_board_is_enough() {
    let game = DigiPeg::new(1, 3, 0, 0).unwrap(); // . o o
    for (from, to) in [
        ((0, 4), (0, 2)),
        ((0, 2), (0, 4)),
        ((0, 2), (2, 2)),
        ((2, 0), (0, 0)),
    ] {
        let result = game.check(Jump {
            from: Hole::try_new(from.0, from.1).unwrap(),
            to: Hole::try_new(to.0, to.1).unwrap(),
        });
        assert_eq!(result, Err(Error::PegOffBoard), "{from:?} -> {to:?}");
    }
}

/// On a board 9 holes wide, the peg at (0, 7) cannot jump over (0, 8) "to column 9": that bit
/// is (1, 0), the start of the next row, even when it is empty.
#[test]
fn no_jump_past_the_ninth_column_into_the_next_row() {
    for directions in [
        Directions::Orthogonal,
        Directions::Diagonal,
        Directions::Triangular,
    ] {
        let game = DigiPeg::with_directions(2, 9, 1, 0, directions).unwrap();
        let only = Jump {
            from: Hole::try_new(1, 2).unwrap(),
            to: Hole::try_new(1, 0).unwrap(),
        };
        assert_eq!(game.legal_moves().as_slice(), &[only], "{directions:?}");
        assert_eq!(game.count_moves(), 1);
        assert!(!game.legal_move(0, 7, 0, 9) && !game.legal_move(0, 7, 1, 0));
    }
}

/// A jump is two steps along one line: a knight's move is no jump, even in a direction that is
/// allowed when rounded, with a peg in the rounded middle hole.
#[test]
fn a_knights_move_is_not_a_jump() {
    // (empty landing hole, start); every other hole of the 3 x 3 board holds a peg.
    let cases = [
        ((1, 2), (0, 0)),
        ((1, 2), (2, 0)),
        ((2, 2), (1, 0)),
        ((2, 2), (0, 1)),
    ];
    for directions in [
        Directions::Orthogonal,
        Directions::Diagonal,
        Directions::Triangular,
    ] {
        for ((er, ec), (r, c)) in cases {
            let mut game = DigiPeg::with_directions(3, 3, er, ec, directions).unwrap();
            let before = game;
            assert_eq!(
                game.make_move(r, c, er, ec),
                Err(Error::PegNotAJump),
                "{directions:?} ({r}, {c}) -> ({er}, {ec})"
            );
            assert_eq!(game, before);
        }
    }
}

/// The standard boards take their empty hole only inside their own drawing: every (row, col) up
/// to 12 against the drawings written out here. Column 9 of row r is not (r + 1, 0).
#[test]
fn a_standard_board_empties_only_its_own_holes() {
    type Shape = fn(Hole) -> Result<DigiPeg, Error>;
    let english = [
        "##ooo##", "##ooo##", "ooooooo", "ooooooo", "ooooooo", "##ooo##", "##ooo##",
    ];
    let french = [
        "##ooo##", "#ooooo#", "ooooooo", "ooooooo", "ooooooo", "#ooooo#", "##ooo##",
    ];
    let triangle = ["o", "oo", "ooo", "oooo", "ooooo"];
    let shapes: [(Shape, &[&str]); 3] = [
        (DigiPeg::english_with_empty, &english),
        (DigiPeg::french_with_empty, &french),
        (DigiPeg::triangle_with_empty, &triangle),
    ];
    for (make, drawing) in shapes {
        for row in 0..=12u8 {
            for col in 0..=12u8 {
                let drawn = drawing
                    .get(usize::from(row))
                    .and_then(|line| line.as_bytes().get(usize::from(col)))
                    == Some(&b'o');
                // Off the 9 x 9 grid there is no hole to ask about (Hole cannot name one).
                let Some(hole) = Hole::new(row, col) else {
                    assert!(!drawn && (row > 8 || col > 8));
                    continue;
                };
                let made = make(hole);
                match made {
                    Ok(game) => {
                        assert!(drawn, "({row}, {col}) is not a hole of {drawing:?}");
                        assert!(game.is_hole(row.into(), col.into()) && !game.is_peg(row.into(), col.into()));
                        assert_eq!(
                            game.pegs_left() as usize,
                            drawing.concat().matches('o').count() - 1
                        );
                    }
                    Err(error) => {
                        assert!(!drawn, "({row}, {col}) of {drawing:?}: {error:?}");
                        assert_eq!(error, Error::PegEmptyHoleOffBoard);
                    }
                }
            }
        }
    }
}
