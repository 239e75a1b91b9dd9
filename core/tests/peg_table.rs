//! The rectangle table (`docs/peg-table.txt`, written by `make peg-table`): every start of every
//! rectangle up to 9 × 9 is there for both jump rules and both questions, every line replays
//! to its claimed end, every "impossible" of the class is what the class says, and on the boards
//! of at most `REPROVE_HOLES` holes every answer is re-derived by plain recursion.

use std::collections::HashMap;

use digipeg::peg::{DigiPeg, Directions, Hole, Jump, PositionClass};

#[path = "common/peg_brute.rs"]
mod peg_brute;
use peg_brute::brute;

/// Boards this small are re-decided from scratch (4 × 5 and 2 × 9 are the largest; 5 × 5 takes the
/// recursion minutes).
const REPROVE_HOLES: u32 = 20;

struct Row {
    rows: u8,
    cols: u8,
    rule: Directions,
    start: Hole,
    at_start: bool,
    answer: String,
    jumps: Vec<Jump>,
}

fn hole(digit: u8, other: u8) -> Hole {
    Hole::new(digit - b'0', other - b'0').expect("a hole of the grid")
}

fn table() -> Vec<Row> {
    let text = include_str!("../../docs/peg-table.txt");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split(' ').collect();
            let (r, c) = f[3].split_once(',').expect("row,col");
            Row {
                rows: f[0].parse().expect("rows"),
                cols: f[1].parse().expect("cols"),
                rule: match f[2] {
                    "orthogonal" => Directions::Orthogonal,
                    "diagonal" => Directions::Diagonal,
                    other => panic!("rule {other}"),
                },
                start: Hole::new(r.parse().expect("row"), c.parse().expect("col")).expect("on the grid"),
                at_start: match f[4] {
                    "anywhere" => false,
                    "start" => true,
                    other => panic!("question {other}"),
                },
                answer: f[5].to_string(),
                jumps: f[6..]
                    .iter()
                    .map(|j| {
                        let b = j.as_bytes();
                        assert_eq!(b.len(), 4, "{line}");
                        Jump {
                            from: hole(b[0], b[1]),
                            to: hole(b[2], b[3]),
                        }
                    })
                    .collect(),
            }
        })
        .collect()
}

fn start_game(row: &Row) -> DigiPeg {
    DigiPeg::with_directions(
        row.rows.into(),
        row.cols.into(),
        row.start.row().into(),
        row.start.col().into(),
        row.rule,
    )
    .expect("a start of the board")
}

/// Whether two holes of a `rows` × `cols` rectangle are mirror images of each other (the table lists
/// one start per class of the board's symmetries).
fn mirrored(rows: u8, cols: u8, a: Hole, b: Hole) -> bool {
    let folded = |x: u8, side: u8| x.min(side - 1 - x);
    let fold = |h: Hole| (folded(h.row(), rows), folded(h.col(), cols));
    let (fa, fb) = (fold(a), fold(b));
    fa == fb || (rows == cols && fa == (fb.1, fb.0))
}

#[test]
fn every_start_of_every_rectangle_is_answered_once_and_decided() {
    let rows = table();
    let mut seen = HashMap::new();
    for row in &rows {
        let key = (row.rows, row.cols, row.rule, row.start, row.at_start);
        assert!(
            seen.insert(key, row.answer.as_str()).is_none(),
            "listed twice: {key:?}"
        );
        assert!(
            ["line", "class", "search"].contains(&row.answer.as_str()),
            "{key:?}: {}",
            row.answer
        );
    }
    // Every hole of every board has exactly one listed start among its mirror images, with both answers.
    for rule in [Directions::Orthogonal, Directions::Diagonal] {
        for r in 1..=9u8 {
            for c in r..=9u8 {
                let listed: Vec<Hole> = rows
                    .iter()
                    .filter(|row| (row.rows, row.cols, row.rule, row.at_start) == (r, c, rule, false))
                    .map(|row| row.start)
                    .collect();
                for hole in (0..r).flat_map(|sr| (0..c).filter_map(move |sc| Hole::new(sr, sc))) {
                    let class: Vec<&Hole> = listed.iter().filter(|&&s| mirrored(r, c, s, hole)).collect();
                    assert_eq!(class.len(), 1, "{r} x {c} {rule:?} {hole:?}: {class:?}");
                    assert!(
                        seen.contains_key(&(r, c, rule, *class[0], true)),
                        "{r} x {c} {rule:?} {hole:?}"
                    );
                }
            }
        }
    }
    // One peg in the start hole is one peg anywhere.
    for row in rows.iter().filter(|r| r.at_start && r.answer == "line") {
        assert_eq!(seen[&(row.rows, row.cols, row.rule, row.start, false)], "line");
    }
}

#[test]
fn every_line_replays_to_its_claimed_end() {
    for row in table().iter().filter(|r| r.answer == "line") {
        let mut game = start_game(row);
        for &jump in &row.jumps {
            game.play(jump).unwrap_or_else(|e| {
                panic!(
                    "{} x {} {:?} {:?}: {jump:?}: {e}",
                    row.rows, row.cols, row.rule, row.start
                )
            });
        }
        assert_eq!(
            game.pegs_left(),
            1,
            "{} x {} {:?} {:?}",
            row.rows,
            row.cols,
            row.rule,
            row.start
        );
        if row.at_start {
            assert!(game.is_peg(row.start.row().into(), row.start.col().into()));
        }
    }
}

#[test]
fn every_class_proof_is_what_the_class_says() {
    for row in table().iter().filter(|r| r.answer == "class") {
        let game = start_game(row);
        let singles = PositionClass::of(game.pegs(), row.rule).single_peg_holes(game.holes(), row.rule);
        let allowed = if row.at_start {
            singles.contains(row.start.index())
        } else {
            !singles.is_empty()
        };
        assert!(
            !allowed,
            "{} x {} {:?} {:?}",
            row.rows, row.cols, row.rule, row.start
        );
    }
}

#[test]
fn small_boards_are_re_decided_by_plain_recursion() {
    let rows = table();
    let mut memos: HashMap<(u8, u8, Directions), HashMap<u128, peg_brute::Truth>> = HashMap::new();
    let mut checked = 0;
    for row in rows
        .iter()
        .filter(|r| u32::from(r.rows) * u32::from(r.cols) <= REPROVE_HOLES)
    {
        let game = start_game(row);
        let truth = brute(&game, memos.entry((row.rows, row.cols, row.rule)).or_default());
        let possible = if row.at_start {
            truth.singles & (1 << row.start.index()) != 0
        } else {
            truth.singles != 0
        };
        assert_eq!(
            possible,
            row.answer == "line",
            "{} x {} {:?} {:?} start={}",
            row.rows,
            row.cols,
            row.rule,
            row.start,
            row.at_start
        );
        checked += 1;
    }
    assert!(checked > 200, "{checked}");
}
