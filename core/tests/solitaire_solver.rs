//! The solitaire solver against a plain breadth-first search written here.

use std::collections::{HashSet, VecDeque};

use digipeg::Error;
use digipeg::solitaire::{BUCKET, Entry, MAX_LINE, Move, Solitaire, hint, solve};
use proptest::prelude::*;

/// A position for the brute force: pile 0 top first, then every other pile first card first.
type Piles = Vec<Vec<u8>>;

/// The spec's moves, written again here: every (c1, c2) pair the rules accept.
fn children(piles: &Piles) -> Vec<Piles> {
    let mut out = Vec::new();
    let Some(&top) = piles[0].first() else {
        // Only whole-pile moves remain.
        return merges(piles, out);
    };
    let mut rotated = piles.clone();
    rotated[0].rotate_left(1);
    out.push(rotated);
    for k in 1..piles.len() {
        if piles[k].last().is_none_or(|&last| last == top + 1) {
            let mut next = piles.clone();
            next[0].remove(0);
            next[k].push(top);
            out.push(next);
        }
    }
    merges(piles, out)
}

fn merges(piles: &Piles, mut out: Vec<Piles>) -> Vec<Piles> {
    for j in 1..piles.len() {
        for k in 1..piles.len() {
            let Some(&first) = piles[j].first() else { continue };
            if j != k && piles[k].last().is_none_or(|&last| last == first + 1) {
                let mut next = piles.clone();
                let moving = std::mem::take(&mut next[j]);
                next[k].extend(moving);
                out.push(next);
            }
        }
    }
    out
}

/// The length of a shortest win within `max` moves: plain BFS over every valid move.
fn brute(game: &Solitaire, max: usize) -> Option<usize> {
    let start: Piles = game
        .piles()
        .iter()
        .map(|p| p.into_iter().copied().collect())
        .collect();
    let n = game.card_count();
    let won = |p: &Piles| p[0].is_empty() && p.iter().any(|pile| pile.len() == n);
    // Piles 1.. are interchangeable: the key lists them sorted (pile 0 first, kept apart).
    let key = |p: &Piles| {
        let mut rest: Vec<&Vec<u8>> = p[1..].iter().collect();
        rest.sort_unstable();
        let mut k = p[0].clone();
        for pile in rest {
            k.push(u8::MAX);
            k.extend(pile);
        }
        k
    };
    let mut seen = HashSet::from([key(&start)]);
    let mut queue = VecDeque::from([(start, 0)]);
    while let Some((piles, depth)) = queue.pop_front() {
        if won(&piles) {
            return Some(depth);
        }
        if depth == max {
            continue;
        }
        for next in children(&piles) {
            if seen.insert(key(&next)) {
                queue.push_back((next, depth + 1));
            }
        }
    }
    None
}

fn replay(game: &Solitaire, line: &[Move]) -> Solitaire {
    let mut g = game.clone();
    for &m in line {
        g.play(m)
            .unwrap_or_else(|e| panic!("{m:?} refused ({e}) in\n{g}"));
    }
    g
}

/// Solve and check against the brute force; returns whether it is winnable.
fn check(game: &Solitaire, table: &mut [Entry]) -> bool {
    let max = game.chance_no();
    let solved = solve(game, max, table, u64::MAX).unwrap();
    assert!(solved.finished);
    let expected = brute(game, max);
    assert_eq!(solved.line.as_ref().map(|l| l.len()), expected, "{game}");
    if let Some(line) = &solved.line {
        assert!(line.len() <= max);
        assert!(replay(game, line).is_complete(), "{game}{line:?}");
        // One move fewer: a proof that there is no win (BFS found none shorter).
        if let Some(fewer) = line.len().checked_sub(1) {
            let none = solve(game, fewer, table, u64::MAX).unwrap();
            assert!(none.finished && none.line.is_none(), "{game}");
        }
    }
    expected.is_some()
}

fn permutations(n: u8) -> Vec<Vec<u8>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for i in 0..=p.len() {
            let mut q = p.clone();
            q.insert(i, n - 1);
            out.push(q);
        }
    }
    out
}

#[test]
fn every_deal_up_to_6_cards() {
    let mut table = vec![Entry::EMPTY; 1 << 10];
    let mut won = [0usize; 7];
    for n in 0..=6u8 {
        for deal in permutations(n) {
            let game = Solitaire::new(&deal).unwrap();
            won[usize::from(n)] += usize::from(check(&game, &mut table));
        }
    }
    // Winnable deals of each size (counted by the brute force too).
    assert_eq!(won, [1, 1, 2, 6, 24, 120, 720]);
}

/// `seeds` shuffles of `n` cards against the brute force; returns how many were winnable.
fn seeded(n: usize, seeds: u64) -> usize {
    let mut table = vec![Entry::EMPTY; 1 << 12];
    (0..seeds)
        .filter(|&seed| check(&Solitaire::shuffled(n, seed).unwrap(), &mut table))
        .count()
}

#[test]
fn seeded_deals_of_7_cards() {
    assert_eq!(seeded(7, 100), 100);
}

#[test]
fn seeded_deals_of_8_cards() {
    assert_eq!(seeded(8, 80), 80);
}

#[test]
fn seeded_deals_of_9_cards() {
    assert_eq!(seeded(9, 80), 80);
}

#[test]
fn a_tiny_table_still_gives_right_answers() {
    let mut table = [Entry::EMPTY; BUCKET];
    for seed in 0..30 {
        check(&Solitaire::shuffled(8, seed).unwrap(), &mut table);
    }
}

#[test]
fn too_small_a_table_or_too_deep() {
    let game = Solitaire::shuffled(8, 1).unwrap();
    for len in 0..BUCKET {
        let mut table = vec![Entry::EMPTY; len];
        assert_eq!(
            solve(&game, 16, &mut table, 1000),
            Err(Error::SearchTableTooSmall)
        );
        assert_eq!(hint(&game, 16, &mut table, 1000), Err(Error::SearchTableTooSmall));
    }
    let mut table = [Entry::EMPTY; 64];
    assert_eq!(
        solve(&game, MAX_LINE + 1, &mut table, 1000),
        Err(Error::SearchTooDeep)
    );
    assert!(solve(&game, MAX_LINE, &mut table, 1000).is_ok());
}

#[test]
fn a_small_budget_is_unfinished_never_wrong() {
    let mut table = vec![Entry::EMPTY; 256];
    for n in [5, 8, 9, 16] {
        for seed in 0..30 {
            let game = Solitaire::shuffled(n, seed).unwrap();
            // The unlimited answer, checked against the brute force by the tests above (n <= 9).
            let full = solve(&game, game.chance_no(), &mut table, u64::MAX).unwrap();
            assert!(full.finished);
            let expected = full.line.map(|l| l.len());
            let mut unfinished = 0;
            for budget in [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 1000] {
                let s = solve(&game, game.chance_no(), &mut table, budget).unwrap();
                if s.finished {
                    assert_eq!(s.line.map(|l| l.len()), expected);
                    assert!(s.nodes <= budget);
                } else {
                    assert_eq!(s.line, None);
                    unfinished += 1;
                }
            }
            if n > 1 {
                assert!(unfinished > 0, "budget 0 must leave a {n}-card deal unfinished");
            }
        }
    }
}

#[test]
fn complete_games() {
    let mut table = [Entry::EMPTY; 16];
    for deal in [&[][..], &[0][..]] {
        let mut game = Solitaire::new(deal).unwrap();
        if !deal.is_empty() {
            game.move_cards(0, 1).unwrap();
        }
        assert!(game.is_complete());
        let s = solve(&game, 4, &mut table, 0).unwrap();
        assert!(s.finished);
        assert_eq!(s.line.map(|l| l.len()), Some(0));
        assert_eq!(hint(&game, 4, &mut table, 100), Err(Error::SearchGameOver));
    }
}

#[test]
fn hints_start_shortest_wins() {
    let mut table = vec![Entry::EMPTY; 1 << 10];
    for seed in 0..40 {
        let game = Solitaire::shuffled(8, seed).unwrap();
        let max = game.chance_no();
        let h = hint(&game, max, &mut table, u64::MAX).unwrap();
        assert!(h.finished);
        assert!(game.is_legal(usize::from(h.next.from()), usize::from(h.next.to())));
        match brute(&game, max) {
            Some(len) => {
                assert_eq!(h.win_in.map(usize::from), Some(len));
                let next = replay(&game, &[h.next]);
                assert_eq!(brute(&next, max - 1), Some(len - 1));
            }
            None => assert_eq!(h.win_in, None),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn hints_are_legal_moves(
        n in 1usize..=24,
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<u8>(), 0..30),
        budget in 0u64..2_000,
    ) {
        let mut game = Solitaire::shuffled(n, seed).unwrap();
        let mut used = 0;
        for p in picks {
            let moves = game.legal_moves();
            if game.is_complete() || moves.is_empty() {
                break;
            }
            game.play(moves[usize::from(p) % moves.len()]).unwrap();
            used += 1;
        }
        let left = game.chance_no().saturating_sub(used);
        let mut table = [Entry::EMPTY; 64];
        match hint(&game, left, &mut table, budget) {
            Ok(h) => prop_assert!(game.is_legal(usize::from(h.next.from()), usize::from(h.next.to()))),
            Err(e) => prop_assert!(e == Error::SearchGameOver && (game.is_complete() || game.legal_moves().is_empty())),
        }
    }
}

#[test]
fn sizes() {
    // The caller budgets table memory by this: 24 bytes an entry.
    assert_eq!(size_of::<Entry>(), 24);
    assert_eq!(MAX_LINE, 128);
}
