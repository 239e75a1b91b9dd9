//! The beam search: its lines replay through the rules, its proofs agree with plain recursion on
//! small boards, and it solves the large boards the depth-first solver cannot finish.

use std::collections::HashMap;

use digipeg::peg::{
    Beam, BeamSlot, CENTRE, DigiPeg, Directions, Goal, Hole, PositionClass, Solution, TRIANGLE_TOP,
};
use digipeg::{Error, Rng};

fn beam(width: usize) -> Beam<Vec<BeamSlot>> {
    Beam::new(vec![BeamSlot::EMPTY; Beam::<Vec<BeamSlot>>::slots_for(width)]).unwrap()
}

/// Replay `solution` from `game` through the rules; the position it ends in.
fn replay(game: &DigiPeg, solution: &Solution) -> DigiPeg {
    let mut after = *game;
    for &jump in &solution.moves {
        after.play(jump).expect("every returned jump is legal");
    }
    assert_eq!(after.pegs_left(), solution.best_pegs);
    after
}

/// The fewest pegs any line reaches, by plain recursion with a memo.
fn fewest(game: &DigiPeg, memo: &mut HashMap<u128, u32>) -> u32 {
    if let Some(&f) = memo.get(&game.pegs().bits()) {
        return f;
    }
    let mut best = game.pegs_left();
    for jump in game.legal_moves() {
        let mut next = *game;
        next.play(jump).unwrap();
        best = best.min(fewest(&next, memo));
    }
    memo.insert(game.pegs().bits(), best);
    best
}

#[test]
fn every_start_of_the_9_x_9_board_that_the_class_allows_ends_with_one_peg() {
    let mut search = beam(100);
    let (mut solved, mut allowed) = (0, 0);
    for row in 0..5 {
        for col in row..5 {
            let game = DigiPeg::new(9, 9, row, col).unwrap();
            let one = search.solve(&game, Goal::OnePeg, 100).unwrap();
            if class_rules_out_one_peg(&game) {
                assert!(
                    one.finished && !one.reached && one.moves.is_empty(),
                    "the class settles ({row}, {col})"
                );
                continue;
            }
            allowed += 1;
            assert!(one.finished && one.reached, "9 x 9 from ({row}, {col})");
            assert_eq!(replay(&game, &one).pegs_left(), 1);
            solved += 1;
        }
    }
    assert_eq!((solved, allowed), (15, 15));
}

#[test]
fn rectangles_from_5_x_5_to_8_x_9_from_the_corner_neighbour() {
    let mut search = beam(100);
    for rows in 5..=8 {
        for cols in rows..=9 {
            let game = DigiPeg::new(rows, cols, 0, 1).unwrap();
            let one = search.solve(&game, Goal::OnePeg, 100).unwrap();
            let allowed = !class_rules_out_one_peg(&game);
            assert_eq!(one.reached, allowed, "{rows} x {cols}");
            if one.reached {
                assert_eq!(replay(&game, &one).pegs_left(), 1);
            }
        }
    }
}

/// Whether the position class rules one peg out (no hole a lone peg could end on).
fn class_rules_out_one_peg(game: &DigiPeg) -> bool {
    PositionClass::of(game.pegs(), game.directions())
        .single_peg_holes(game.holes(), game.directions())
        .is_empty()
}

#[test]
fn what_it_proves_on_small_boards_is_true() {
    // Every start of every board up to 4 x 5 (with diagonal jumps: up to 12 holes, which plain
    // recursion still covers quickly), every goal: a line it calls
    // finished meets the goal and is the best there is (plain recursion agrees); and what it
    // cannot find, it does not claim.
    let mut search = beam(50);
    let mut proofs = 0;
    for directions in [Directions::Orthogonal, Directions::Diagonal] {
        for rows in 1..=4 {
            for cols in rows..=5 {
                if directions == Directions::Diagonal && rows * cols > 12 {
                    continue;
                }
                let mut memo = HashMap::new();
                for r in 0..rows {
                    for c in 0..cols {
                        let game = DigiPeg::with_directions(rows, cols, r, c, directions).unwrap();
                        let best = fewest(&game, &mut memo);
                        let f = search.solve(&game, Goal::FewestPegs, 50).unwrap();
                        let after = replay(&game, &f);
                        assert!(after.pegs_left() >= best);
                        if f.finished {
                            assert!(f.reached);
                            assert_eq!(after.pegs_left(), best, "{rows} x {cols} from ({r}, {c})");
                            proofs += 1;
                        }
                        let one = search.solve(&game, Goal::OnePeg, 50).unwrap();
                        if one.reached {
                            assert_eq!(replay(&game, &one).pegs_left(), 1);
                            assert_eq!(best, 1);
                        } else if one.finished {
                            assert_ne!(best, 1, "the class's proof holds");
                        }
                        let hole = Hole::at::<0, 0>();
                        let at = search.solve(&game, Goal::OnePegAt(hole), 50).unwrap();
                        if at.reached {
                            assert_eq!(replay(&game, &at).pegs(), digipeg::peg::Bitboard::from_index(0));
                        }
                    }
                }
            }
        }
    }
    assert!(proofs > 50);
}

#[test]
fn classic_boards_and_goal_holes() {
    let mut search = beam(200);
    let english = DigiPeg::english();
    let centre = search.solve(&english, Goal::OnePegAt(CENTRE), 200).unwrap();
    assert!(centre.finished && centre.reached);
    assert_eq!(centre.moves.len(), 31);
    assert!(replay(&english, &centre).is_peg(3, 3));
    let triangle = DigiPeg::triangle();
    let top = search
        .solve(&triangle, Goal::OnePegAt(TRIANGLE_TOP), 200)
        .unwrap();
    assert!(top.reached);
    assert!(replay(&triangle, &top).is_peg(0, 0));
    // A goal hole off the board is refused, as the solver refuses it.
    let off = search.solve(&triangle, Goal::OnePegAt(Hole::at::<0, 4>()), 10);
    assert_eq!(off.unwrap_err(), Error::SearchGoalOffBoard);
}

#[test]
fn fewest_pegs_stops_at_the_class_bound_and_random_positions_replay() {
    let mut search = beam(60);
    // 4 x 4 from a corner: the class rules one peg out; the beam reaches two, which is proven best.
    let corner = DigiPeg::new(4, 4, 0, 0).unwrap();
    let f = search.solve(&corner, Goal::FewestPegs, 60).unwrap();
    assert!(f.finished && f.reached && f.best_pegs == 2);
    let mut memo = HashMap::new();
    assert_eq!(fewest(&corner, &mut memo), 2);
    // Random positions of random boards: every line replays; a finished one is never beaten.
    let mut rng = Rng::new(21);
    for _ in 0..200 {
        let rows = 2 + rng.below(8) as i64;
        let cols = 2 + rng.below(8) as i64;
        let dirs = if rng.below(3) == 0 {
            Directions::Diagonal
        } else {
            Directions::Orthogonal
        };
        let mut game = DigiPeg::with_directions(
            rows,
            cols,
            rng.below(rows as u32) as i64,
            rng.below(cols as u32) as i64,
            dirs,
        )
        .unwrap();
        for _ in 0..rng.below((rows * cols) as u32) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u32) as usize]).unwrap();
        }
        for goal in [Goal::FewestPegs, Goal::OnePeg] {
            let s = search.solve(&game, goal, 60).unwrap();
            let after = replay(&game, &s);
            if s.reached && goal == Goal::OnePeg {
                assert_eq!(after.pegs_left(), 1);
            }
        }
    }
}

#[test]
fn memory_and_width() {
    assert_eq!(
        Beam::new(vec![BeamSlot::EMPTY; 10]).unwrap_err(),
        Error::SearchTableTooSmall
    );
    let mut small = beam(3);
    assert_eq!(small.max_width(), 3);
    // A width above what the memory holds is cut to it; 0 means 1. Both still answer.
    let game = DigiPeg::new(3, 3, 1, 1).unwrap();
    let wide = small.solve(&game, Goal::FewestPegs, 1000).unwrap();
    let narrow = small.solve(&game, Goal::FewestPegs, 0).unwrap();
    replay(&game, &wide);
    replay(&game, &narrow);
    assert!(narrow.nodes <= wide.nodes);
    // Searches are repeatable.
    assert_eq!(small.solve(&game, Goal::FewestPegs, 3).unwrap(), wide);
}
