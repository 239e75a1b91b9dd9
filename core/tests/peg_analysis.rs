//! The analysis behind the browser's hint and "still solvable?" light, against plain recursion
//! (`common/peg_brute.rs`): on every board up to 5 × 5 and on 3 × 6, 4 × 6 and 3 × 9, for both
//! jump rules, positions reached from single-vacancy starts get the answer the recursion gives,
//! a "yes" comes with a line that replays to one peg, and nothing is left "not known".
//!
//! Boards of up to 16 holes: every reachable position. The larger ones (5.4 M to 28 M reachable
//! positions each on 5 × 5, 4 × 6 and 3 × 9): here a seeded sample of random-play positions of
//! 2 to 13 pegs; every position with `DIGIPEG_PEG_NAIVE=all` (`make peg-naive`).

#[path = "common/peg_brute.rs"]
mod peg_brute;

use std::collections::{HashMap, HashSet};

use digipeg::Rng;
use digipeg::peg::{
    ANALYSIS_BEAM_SLOTS, ANALYSIS_NODE_CAP, ANALYSIS_SLICE, ANALYSIS_WIDEST_SLOTS, Analysis, BeamSlot,
    DigiPeg, Directions, Goal, Reason, Solver, Verdict, stranded_rule_out_one_peg,
};
use peg_brute::{Truth, brute};

/// The analysis, and its solver on its own: the beam answers most "yes" questions first, and
/// the solver's cut-offs must hold on those too.
struct Analyst {
    analysis: Analysis<Vec<u128>, Vec<BeamSlot>>,
    solver: Solver<Vec<u128>>,
}

fn analyst() -> Analyst {
    Analyst {
        analysis: Analysis::new(vec![0u128; 1 << 20], vec![BeamSlot::EMPTY; ANALYSIS_BEAM_SLOTS]).unwrap(),
        solver: Solver::new(vec![0u128; 1 << 20]).unwrap(),
    }
}

const RULES: [Directions; 2] = [Directions::Orthogonal, Directions::Diagonal];

fn starts(rows: u8, cols: u8, rule: Directions) -> Vec<DigiPeg> {
    let mut all = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            all.push(DigiPeg::with_directions(rows.into(), cols.into(), r.into(), c.into(), rule).unwrap());
        }
    }
    all
}

/// The analysis of `game` agrees with the recursion; the reason of its verdict.
fn check(analysis: &mut Analyst, game: &DigiPeg, memo: &mut HashMap<u128, Truth>) -> Reason {
    let truth = brute(game, memo).fewest == 1;
    let searched = analysis
        .solver
        .solve(game, Goal::OnePeg, ANALYSIS_NODE_CAP)
        .unwrap();
    assert!(
        searched.finished,
        "the solver did not finish on\n{}",
        game.rows_text()
    );
    assert_eq!(searched.reached, truth, "the solver on\n{}", game.rows_text());
    let truth_stranded = stranded_rule_out_one_peg(game);
    assert!(
        !(truth_stranded && truth),
        "stranded pegs rule out\n{}",
        game.rows_text()
    );
    match analysis.analysis.decide(game, ANALYSIS_NODE_CAP) {
        Verdict::Yes { line, by } => {
            assert!(
                truth,
                "{by:?} says yes, the recursion says no:\n{}",
                game.rows_text()
            );
            let mut end = *game;
            for &jump in &line {
                end.play(jump).unwrap();
            }
            assert_eq!(end.pegs_left(), 1, "the {by:?} line does not end with one peg");
            assert_eq!(analysis.analysis.best_pegs(), 1);
            by
        }
        Verdict::No { by } => {
            assert!(
                !truth,
                "{by:?} says no, the recursion says yes:\n{}",
                game.rows_text()
            );
            assert!(analysis.analysis.least_pegs() <= brute(game, memo).fewest);
            by
        }
        other => panic!("{other:?} on\n{}", game.rows_text()),
    }
}

/// Every position reachable from a single-vacancy start of the board.
fn reachable(rows: u8, cols: u8, rule: Directions) -> Vec<DigiPeg> {
    let mut seen = HashSet::new();
    let mut stack: Vec<DigiPeg> = starts(rows, cols, rule);
    stack.retain(|g| seen.insert(g.pegs().bits()));
    let mut all = Vec::new();
    while let Some(game) = stack.pop() {
        for jump in game.legal_moves() {
            let mut next = game;
            next.play(jump).unwrap();
            if seen.insert(next.pegs().bits()) {
                stack.push(next);
            }
        }
        all.push(game);
    }
    all
}

/// Every board of at most `holes` holes (sides up to 5), for both jump rules, with a fresh memo
/// for the recursion, and every position reachable on it.
fn small_boards(holes: u8) -> impl Iterator<Item = (HashMap<u128, Truth>, Vec<DigiPeg>)> {
    RULES.into_iter().flat_map(move |rule| {
        (1..=5u8).flat_map(move |rows| {
            (1..=5u8)
                .filter(move |cols| rows * cols <= holes)
                .map(move |cols| (HashMap::new(), reachable(rows, cols, rule)))
        })
    })
}

#[test]
fn every_position_of_the_boards_up_to_16_holes() {
    let mut analysis = analyst();
    let mut checked = 0;
    let mut stranded = 0;
    for (mut memo, positions) in small_boards(16) {
        for game in positions {
            stranded += usize::from(check(&mut analysis, &game, &mut memo) == Reason::Stranded);
            checked += 1;
        }
    }
    assert!(checked > 30_000, "{checked} positions");
    assert!(stranded > 100, "stranded pegs proved {stranded} positions dead");
}

/// Positions asked in the order seeded games reach them (a player who follows the line found
/// half the time, else jumps at random): what the analysis carries from the position before (a
/// line with the jump taken out, or a dead position) agrees with the recursion, and is used.
#[test]
fn positions_in_the_order_of_a_game() {
    let mut analysis = analyst();
    let mut rng = Rng::new(40);
    let mut carried = HashMap::new();
    for rule in RULES {
        for (rows, cols) in [(3u8, 6u8), (4, 4), (4, 5), (3, 5)] {
            let mut memo = HashMap::new();
            let starts = starts(rows, cols, rule);
            for _ in 0..150 {
                let mut game = starts[rng.below(starts.len() as u32) as usize];
                analysis.analysis.clear();
                loop {
                    let by = check(&mut analysis, &game, &mut memo);
                    *carried.entry(by).or_insert(0) += 1;
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let next = match analysis.analysis.decide(&game, ANALYSIS_NODE_CAP) {
                        Verdict::Yes { line, .. } if rng.below(2) == 0 => line[0],
                        _ => moves[rng.below(moves.len() as u32) as usize],
                    };
                    game.play(next).unwrap();
                }
            }
        }
    }
    for reason in [Reason::Line, Reason::Earlier] {
        assert!(
            carried.get(&reason).is_some_and(|&n| n > 50),
            "{reason:?}: {carried:?}"
        );
    }
}

/// Positions per larger board and jump rule in the sample, and their most pegs: the recursion
/// behind a position with more pegs searches most of the board's millions.
const SAMPLE: usize = 300;
const SAMPLE_PEGS: u32 = 13;

#[test]
fn the_larger_boards() {
    let everything = std::env::var("DIGIPEG_PEG_NAIVE").is_ok_and(|v| v == "all");
    let mut analysis = analyst();
    for rule in RULES {
        for (rows, cols) in [(3u8, 6u8), (4, 5), (5, 5), (4, 6), (3, 9)] {
            let mut memo = HashMap::new();
            if everything {
                for game in reachable(rows, cols, rule) {
                    check(&mut analysis, &game, &mut memo);
                }
                continue;
            }
            let starts = starts(rows, cols, rule);
            let mut rng = Rng::new(u64::from(rows) * 10 + u64::from(cols));
            for _ in 0..SAMPLE {
                let mut game = starts[rng.below(starts.len() as u32) as usize];
                let pegs = SAMPLE_PEGS - rng.below(SAMPLE_PEGS - 1);
                while game.pegs_left() > pegs {
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    game.play(moves[rng.below(moves.len() as u32) as usize]).unwrap();
                }
                check(&mut analysis, &game, &mut memo);
            }
        }
    }
}

/// The hint on every position of the boards up to 12 holes: a legal jump that keeps the fewest
/// pegs reachable, and proven (the search finishes on boards this small).
#[test]
fn hints_keep_the_fewest_pegs_reachable() {
    let mut analysis = analyst();
    let mut checked = 0;
    for (mut memo, positions) in small_boards(12) {
        for game in positions {
            if game.game_over() {
                assert!(analysis.analysis.hint(&game, ANALYSIS_NODE_CAP).is_err());
                continue;
            }
            let fewest = brute(&game, &mut memo).fewest;
            // Half the time after the verdict, whose line the hint may reuse.
            let hint = if checked % 2 == 0 {
                analysis.analysis.hint(&game, ANALYSIS_NODE_CAP).unwrap()
            } else {
                let _ = analysis.analysis.decide(&game, ANALYSIS_NODE_CAP);
                // A hint step is a beam or a solver slice: the cap is searched within this many.
                let steps = ANALYSIS_NODE_CAP / ANALYSIS_SLICE + 3;
                (0..steps)
                    .find_map(|_| analysis.analysis.hint_step().unwrap())
                    .unwrap_or_else(|| panic!("no hint after {steps} steps on\n{}", game.rows_text()))
            };
            assert!(hint.finished, "unproven hint on\n{}", game.rows_text());
            assert_eq!(hint.best_pegs, fewest, "on\n{}", game.rows_text());
            let mut after = game;
            after.play(hint.jump).unwrap();
            assert_eq!(
                brute(&after, &mut memo).fewest,
                fewest,
                "the hint {:?} on\n{}",
                hint.jump,
                game.rows_text()
            );
            checked += 1;
        }
    }
    assert!(checked > 5_000, "{checked} positions");
}

/// Past the engine's cap (a page deciding in the background), the widest beams: a 9 × 9 position
/// of the bench's sample that the beams at width 1,000 and 2 M solver positions leave open, where
/// the beam of width 10,000 scored by boundary length finds a line (docs/peg-study.md).
#[test]
fn past_the_cap_the_widest_beams_find_a_line() {
    let rows = [
        "oooo.oooo",
        "oo.....oo",
        "oo.oo....",
        ".o..o.oo.",
        "..o..o...",
        "oo.o.oo..",
        ".o.o..ooo",
        "..o..oo..",
        "o.oo..ooo",
    ];
    let game = DigiPeg::from_rows(&rows, Directions::Orthogonal).unwrap();
    let mut narrow = Analysis::new(vec![0u128; 1 << 20], vec![BeamSlot::EMPTY; ANALYSIS_BEAM_SLOTS]).unwrap();
    assert_eq!(narrow.decide(&game, ANALYSIS_NODE_CAP), Verdict::Unknown);
    let mut wide = Analysis::new(vec![0u128; 1 << 20], vec![BeamSlot::EMPTY; ANALYSIS_WIDEST_SLOTS]).unwrap();
    let Verdict::Yes { line, by } = wide.decide(&game, 2 * ANALYSIS_NODE_CAP) else {
        panic!("no line past the cap");
    };
    assert_eq!(by, Reason::Beam);
    assert!(wide.nodes() > ANALYSIS_NODE_CAP, "{} positions", wide.nodes());
    let mut end = game;
    for &jump in &line {
        end.play(jump).unwrap();
    }
    assert_eq!(end.pegs_left(), 1);
}
