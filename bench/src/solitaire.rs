//! Simplified solitaire figures: how many seeded deals can be won, and the solver against a plain BFS.

use std::collections::{HashSet, VecDeque};
use std::time::Duration;

use digipeg::solitaire::{Entry, Solitaire, solve};

use crate::table::{Table, secs, time};

/// Shuffles per size.
const DEALS: u64 = 1_000;
/// Positions each solve may search before it gives up (reported as undecided).
const BUDGET: u64 = 2_000_000;
/// Transposition table entries (24 bytes each).
const TABLE: usize = 1 << 16;

type Piles = Vec<Vec<u8>>;

/// The straightforward solver: BFS over every valid move, positions in a HashSet, no pruning.
/// `None` if it gave up after `cap` positions.
fn naive(game: &Solitaire, cap: usize) -> Option<Option<usize>> {
    let n = game.card_count();
    let start: Piles = game
        .piles()
        .iter()
        .map(|p| p.into_iter().copied().collect())
        .collect();
    let mut seen = HashSet::from([start.clone()]);
    let mut queue = VecDeque::from([(start, 0)]);
    while let Some((piles, depth)) = queue.pop_front() {
        if piles[0].is_empty() && piles.iter().any(|p| p.len() == n) {
            return Some(Some(depth));
        }
        if depth == game.chance_no() {
            continue;
        }
        if seen.len() > cap {
            return None;
        }
        let mut push = |next: Piles| {
            if seen.insert(next.clone()) {
                queue.push_back((next, depth + 1));
            }
        };
        if let Some(&top) = piles[0].first() {
            let mut rotated = piles.clone();
            rotated[0].rotate_left(1);
            push(rotated);
            for k in 1..piles.len() {
                if piles[k].last().is_none_or(|&last| last == top + 1) {
                    let mut next = piles.clone();
                    next[0].remove(0);
                    next[k].push(top);
                    push(next);
                }
            }
        }
        for j in 1..piles.len() {
            for k in 1..piles.len() {
                let Some(&first) = piles[j].first() else { continue };
                if j != k && piles[k].last().is_none_or(|&last| last == first + 1) {
                    let mut next = piles.clone();
                    let moving = std::mem::take(&mut next[j]);
                    next[k].extend(moving);
                    push(next);
                }
            }
        }
    }
    Some(None)
}

/// Solve `deals` shuffles of `n` cards: (shortest lengths, undecided count, nodes, time).
fn solve_all(n: usize, deals: u64, memory: &mut [Entry]) -> (Vec<Option<usize>>, usize, u64, Duration) {
    let games: Vec<Solitaire> = (0..deals)
        .map(|s| Solitaire::shuffled(n, s).expect("n <= 64"))
        .collect();
    let ((answers, undecided, nodes), elapsed) = time(|| {
        let (mut answers, mut undecided, mut nodes) = (Vec::new(), 0, 0);
        for game in &games {
            let solved = solve(game, game.chance_no(), memory, BUDGET).expect("table and depth are fine");
            nodes += solved.nodes;
            undecided += usize::from(!solved.finished);
            answers.push(solved.line.map(|l| l.len()));
        }
        (answers, undecided, nodes)
    });
    (answers, undecided, nodes, elapsed)
}

pub fn run(table: &mut Table) {
    let mut memory = vec![Entry::EMPTY; TABLE];
    for n in [8, 16, 24, 32] {
        let (answers, undecided, nodes, elapsed) = solve_all(n, DEALS, &mut memory);
        let won = answers.iter().filter(|a| a.is_some()).count();
        let longest = answers.iter().flatten().max().copied().unwrap_or(0);
        table.add(
            "solitaire",
            format!("{DEALS} seeded shuffles of {n} cards: won within ChanceNo = {} (budget {BUDGET} nodes, table {TABLE} entries)", 2 * n),
            format!(
                "{:.1}% won, {undecided} undecided, longest win {longest}, {} nodes, {} total",
                100.0 * won as f64 / DEALS as f64,
                nodes,
                secs(elapsed)
            ),
        );
    }
    // Against the plain BFS (about 60 ms a deal of 8 cards): 100 deals of 8 cards; at 16 cards it
    // already holds hundreds of thousands of positions for one deal, so it is capped.
    for (n, deals, cap) in [(8, 100, usize::MAX), (16, 1, 300_000)] {
        let (fast_answers, _, _, fast) = solve_all(n, deals, &mut memory);
        let games: Vec<Solitaire> = (0..deals)
            .map(|s| Solitaire::shuffled(n, s).expect("n <= 64"))
            .collect();
        let (slow_answers, slow) = time(|| games.iter().map(|g| naive(g, cap)).collect::<Vec<_>>());
        if slow_answers.iter().any(Option::is_none) {
            table.add(
                "solitaire",
                format!("{deals} shuffles of {n} cards: plain BFS"),
                format!("gave up past {cap} positions on a deal ({})", secs(slow)),
            );
            continue;
        }
        let slow_answers: Vec<Option<usize>> = slow_answers.into_iter().flatten().collect();
        assert_eq!(
            fast_answers, slow_answers,
            "the solver and the plain BFS disagree"
        );
        table.compare(
            "solitaire",
            format!("shortest wins of {deals} shuffles of {n} cards vs plain BFS with a HashSet"),
            fast,
            slow,
        );
    }
}
