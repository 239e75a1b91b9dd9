//! The peg solver and board shapes, checked against an independent brute force.

use std::collections::HashMap;

use digipeg::peg::{
    Bitboard, CENTRE, DigiPeg, Directions, ENGLISH_HOLES, FRENCH_HOLES, Goal, Hole, PositionClass, Solution,
    Solver, TRIANGLE_HOLES, TRIANGLE_TOP, solve_small,
};
use digipeg::{Error, Rng};

#[path = "common/peg_brute.rs"]
mod peg_brute;
use peg_brute::{Truth, brute};

/// Replay a solution through the rules and return the final position.
fn replay(game: &DigiPeg, solution: &Solution) -> DigiPeg {
    let mut after = *game;
    for &jump in &solution.moves {
        after.play(jump).expect("every returned jump is legal");
    }
    assert_eq!(
        after.pegs_left(),
        solution.best_pegs,
        "best_pegs is what the line leaves"
    );
    after
}

/// Check every goal of the solver on `game` against the brute force.
fn check_against_brute(solver: &mut Solver<&mut [u128]>, game: &DigiPeg, memo: &mut HashMap<u128, Truth>) {
    let truth = brute(game, memo);
    let fewest = solver.solve(game, Goal::FewestPegs, u64::MAX).unwrap();
    assert!(fewest.finished && fewest.reached);
    assert_eq!(
        fewest.best_pegs,
        truth.fewest,
        "fewest pegs from\n{}",
        game.rows_text()
    );
    replay(game, &fewest);

    let one = solver.solve(game, Goal::OnePeg, u64::MAX).unwrap();
    assert!(one.finished);
    assert_eq!(
        one.reached,
        truth.singles != 0,
        "one peg from\n{}",
        game.rows_text()
    );
    let after = replay(game, &one);
    if one.reached {
        assert_eq!(after.pegs_left(), 1);
    }
    for h in game.holes() {
        let hole = Hole::from_index(h).unwrap();
        let at = solver.solve(game, Goal::OnePegAt(hole), u64::MAX).unwrap();
        assert!(at.finished);
        assert_eq!(
            at.reached,
            truth.singles >> h & 1 == 1,
            "one peg at {hole:?} from\n{}",
            game.rows_text()
        );
        let after = replay(game, &at);
        if at.reached {
            assert_eq!(after.pegs(), Bitboard::from_index(h));
        }
    }
}

#[test]
fn solver_matches_brute_force_on_every_rectangle_up_to_20_holes() {
    let mut memory = vec![0u128; 1 << 16];
    let mut solver = Solver::new(&mut memory[..]).unwrap();
    for rows in 1..=5 {
        for cols in 1..=5 {
            if rows * cols > 20 {
                continue;
            }
            let mut memo = HashMap::new();
            for r in 0..rows {
                for c in 0..cols {
                    let game = DigiPeg::new(rows, cols, r, c).unwrap();
                    check_against_brute(&mut solver, &game, &mut memo);
                }
            }
        }
    }
}

#[test]
fn solver_matches_brute_force_on_the_triangle_and_diagonal_boards() {
    let mut memory = vec![0u128; 1 << 14];
    let mut solver = Solver::new(&mut memory[..]).unwrap();
    let mut memo = HashMap::new();
    for h in TRIANGLE_HOLES {
        let game = DigiPeg::triangle_with_empty(Hole::from_index(h).unwrap()).unwrap();
        check_against_brute(&mut solver, &game, &mut memo);
    }
    for (rows, cols) in [(3, 3), (3, 4), (4, 3)] {
        let mut memo = HashMap::new();
        for r in 0..rows {
            for c in 0..cols {
                let game = DigiPeg::with_directions(rows, cols, r, c, Directions::Diagonal).unwrap();
                check_against_brute(&mut solver, &game, &mut memo);
            }
        }
    }
}

#[test]
fn triangle_known_facts() {
    let game = DigiPeg::triangle();
    assert_eq!((game.holes().count(), game.pegs_left()), (15, 14));
    assert_eq!(game.directions(), Directions::Triangular);
    let solution = solve_small(&game, Goal::OnePeg, u64::MAX).unwrap();
    assert!(solution.finished && solution.reached);
    assert_eq!(solution.moves.len(), 13);
    replay(&game, &solution);
    // From the top corner, the last peg can be left in that corner.
    let home = solve_small(&game, Goal::OnePegAt(TRIANGLE_TOP), u64::MAX).unwrap();
    assert!(home.reached);
    assert_eq!(
        replay(&game, &home).pegs(),
        Bitboard::from_index(TRIANGLE_TOP.index())
    );
}

#[test]
fn english_board_from_the_centre_to_the_centre() {
    let game = DigiPeg::english();
    assert_eq!(game.holes(), ENGLISH_HOLES);
    assert_eq!((game.holes().count(), game.pegs_left()), (33, 32));
    let mut memory = vec![0u128; 1 << 20];
    let mut solver = Solver::new(&mut memory[..]).unwrap();
    let solution = solver.solve(&game, Goal::OnePegAt(CENTRE), u64::MAX).unwrap();
    assert!(solution.finished && solution.reached);
    assert_eq!(solution.moves.len(), 31);
    assert_eq!(
        replay(&game, &solution).pegs(),
        Bitboard::from_index(CENTRE.index())
    );
}

#[test]
fn french_board_from_the_centre_cannot_end_with_one_peg() {
    let game = DigiPeg::french_with_empty(CENTRE).unwrap();
    assert_eq!((game.holes(), game.pegs_left()), (FRENCH_HOLES, 36));
    let class = PositionClass::of(game.pegs(), Directions::Orthogonal);
    assert!(
        class
            .single_peg_holes(FRENCH_HOLES, Directions::Orthogonal)
            .is_empty()
    );
    let solution = solve_small(&game, Goal::OnePeg, 1_000).unwrap();
    assert!(solution.finished && !solution.reached);
    assert_eq!(solution.nodes, 0, "settled by the position class alone");
}

#[test]
fn shapes_refuse_holes_off_the_board() {
    // Holes off the grid do not exist at all.
    assert_eq!(Hole::new(9, 0), None);
    assert_eq!(Hole::new(200, 3), None);
    for hole in [Hole::at::<0, 0>(), Hole::at::<8, 8>(), Hole::at::<0, 7>()] {
        assert_eq!(
            DigiPeg::english_with_empty(hole),
            Err(Error::PegEmptyHoleOffBoard)
        );
        assert_eq!(DigiPeg::french_with_empty(hole), Err(Error::PegEmptyHoleOffBoard));
    }
    assert_eq!(
        DigiPeg::triangle_with_empty(Hole::at::<0, 1>()),
        Err(Error::PegEmptyHoleOffBoard)
    );
    let game = DigiPeg::english();
    assert_eq!(
        solve_small(&game, Goal::OnePegAt(Hole::at::<0, 0>()), 10),
        Err(Error::SearchGoalOffBoard)
    );
    assert_eq!(
        solve_small(&game, Goal::OnePegAt(Hole::at::<8, 8>()), 10),
        Err(Error::SearchGoalOffBoard)
    );
}

#[test]
fn small_budget_is_unfinished_never_wrong() {
    let game = DigiPeg::english();
    let mut memory = vec![0u128; 1 << 12];
    let mut solver = Solver::new(&mut memory[..]).unwrap();
    for budget in [0, 1, 10, 1_000] {
        for goal in [Goal::FewestPegs, Goal::OnePeg, Goal::OnePegAt(CENTRE)] {
            let solution = solver.solve(&game, goal, budget).unwrap();
            assert!(
                !solution.finished && !solution.reached,
                "{goal:?} with budget {budget}"
            );
            assert!(solution.nodes <= budget);
            replay(&game, &solution);
        }
    }
    // An unfinished search leaves only true facts behind: a full search afterwards still solves.
    let solution = solve_small(&DigiPeg::new(4, 4, 0, 1).unwrap(), Goal::OnePeg, u64::MAX).unwrap();
    assert!(solution.finished);
    let mut memory = vec![0u128; 64];
    let mut solver = Solver::new(&mut memory[..]).unwrap();
    let game = DigiPeg::new(4, 4, 0, 1).unwrap();
    assert!(!solver.solve(&game, Goal::OnePeg, 20).unwrap().finished);
    assert_eq!(
        solver.solve(&game, Goal::OnePeg, u64::MAX).unwrap().reached,
        solution.reached
    );
}

#[test]
fn table_too_small_is_an_error() {
    let mut memory = [0u128; 63];
    assert_eq!(
        Solver::new(&mut memory[..]).err(),
        Some(Error::SearchTableTooSmall)
    );
    assert_eq!(Solver::new(&mut [][..]).err(), Some(Error::SearchTableTooSmall));
    assert!(Solver::new([0u128; 64]).is_ok());
    assert_eq!(Error::SearchTableTooSmall.code(), 500);
    assert_eq!(Error::SearchGoalOffBoard.code(), 502);
}

#[test]
fn hint_is_the_first_move_of_a_best_line() {
    let mut memory = vec![0u128; 1 << 14];
    let mut solver = Solver::new(&mut memory[..]).unwrap();
    let mut rng = Rng::new(3);
    for _ in 0..20 {
        let rows = 3 + rng.below(2) as i64;
        let cols = 3 + rng.below(2) as i64;
        let mut game = DigiPeg::new(
            rows,
            cols,
            rng.below(rows as u32) as i64,
            rng.below(cols as u32) as i64,
        )
        .unwrap();
        for _ in 0..rng.below(4) {
            let moves = game.legal_moves();
            if let Some(&jump) = moves.get(rng.below(moves.len().max(1) as u32) as usize) {
                game.play(jump).unwrap();
            }
        }
        let best = brute(&game, &mut HashMap::new()).fewest;
        match solver.hint(&game, u64::MAX) {
            Err(e) => {
                assert_eq!(e, Error::SearchGameOver);
                assert!(game.game_over());
            }
            Ok(hint) => {
                assert!(hint.finished);
                assert_eq!(hint.best_pegs, best);
                game.play(hint.jump).unwrap();
                assert_eq!(brute(&game, &mut HashMap::new()).fewest, best);
            }
        }
    }
}

/// GF(4) = {0, 1, x, x²} with x² = x + 1, encoded 0, 1, 2, 3: addition is xor.
fn gf4_mul(a: u8, b: u8) -> u8 {
    // Log tables: 1 = x⁰, 2 = x¹, 3 = x².
    if a == 0 || b == 0 {
        return 0;
    }
    let log = |v: u8| (v - 1) as usize; // 1 -> 0, 2 -> 1, 3 -> 2
    [1, 2, 3][(log(a) + log(b)) % 3]
}

fn x_power(k: i64) -> u8 {
    let mut value = 1;
    for _ in 0..k.rem_euclid(3) {
        value = gf4_mul(value, 2);
    }
    value
}

/// The class by its definition: Σ x^(r+c) and Σ x^(r−c) over the pegs.
fn class_by_definition(pegs: Bitboard, directions: Directions) -> PositionClass {
    let (mut sum, mut difference) = (0, 0);
    for i in pegs {
        let (r, c) = (i64::from(i / 9), i64::from(i % 9));
        sum ^= x_power(r + c);
        difference ^= x_power(r - c);
    }
    match directions {
        Directions::Orthogonal => PositionClass { sum, difference },
        Directions::Triangular => PositionClass { sum, difference: 0 },
        Directions::Diagonal => PositionClass {
            sum: 0,
            difference: 0,
        },
    }
}

#[test]
fn position_class_matches_its_definition_and_never_changes() {
    let mut rng = Rng::new(11);
    let holes = Bitboard::rectangle(9, 9);
    for _ in 0..300 {
        let pegs =
            Bitboard::from_bits_truncate(u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64()))
                & holes;
        for directions in [Directions::Orthogonal, Directions::Triangular] {
            let game = DigiPeg::with_shape(holes, pegs, directions).unwrap();
            let class = PositionClass::of(pegs, directions);
            assert_eq!(class, class_by_definition(pegs, directions));
            for jump in game.legal_moves() {
                let mut next = game;
                next.play(jump).unwrap();
                assert_eq!(PositionClass::of(next.pegs(), directions), class, "{jump:?}");
            }
        }
    }
    // Single pegs: the 16 classes of the square board, each hole in exactly one.
    let mut seen = std::collections::HashSet::new();
    for h in holes {
        seen.insert(PositionClass::of_hole(
            Hole::from_index(h).unwrap(),
            Directions::Orthogonal,
        ));
    }
    assert_eq!(
        seen.len(),
        9,
        "a lone peg's class depends on (r + c, r − c) mod 3"
    );
}

#[test]
fn symmetric_starts_get_symmetric_answers() {
    let mut memory = vec![0u128; 1 << 16];
    let mut solver = Solver::new(&mut memory[..]).unwrap();
    // 4 x 6: mirror images left-right, top-bottom and both.
    for (r, c) in [(0, 0), (1, 2), (0, 4), (1, 1)] {
        let images = [(r, c), (r, 5 - c), (3 - r, c), (3 - r, 5 - c)];
        let answers: Vec<(bool, u32)> = images
            .iter()
            .map(|&(r, c)| {
                let game = DigiPeg::new(4, 6, r, c).unwrap();
                let s = solver.solve(&game, Goal::FewestPegs, u64::MAX).unwrap();
                replay(&game, &s);
                (s.finished, s.best_pegs)
            })
            .collect();
        assert!(
            answers.iter().all(|&a| a == answers[0]),
            "{images:?}: {answers:?}"
        );
    }
    // The triangle's three corners.
    for goal in [Goal::OnePeg, Goal::FewestPegs] {
        let corners = [(0, 0), (4, 0), (4, 4)].map(|(row, col)| {
            let game = DigiPeg::triangle_with_empty(Hole::new(row, col).unwrap()).unwrap();
            let s = solver.solve(&game, goal, u64::MAX).unwrap();
            (s.finished, s.reached, s.best_pegs)
        });
        assert!(corners.iter().all(|&a| a == corners[0]), "{corners:?}");
    }
}
