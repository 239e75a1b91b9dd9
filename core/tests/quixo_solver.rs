//! The strong solver: its 3 x 3 values equal an independent fixed point over every reachable
//! position, its moves keep the value and actually win, and the 4 x 4 table is consistent.

use std::collections::HashMap;

use digipeg::Error;
use digipeg::quixo::{Budget, Level, Outcome, Player, Position, Solution, TtEntry, Value};

/// Every position reachable from the empty board (2 players), with its children.
fn reachable(n: usize) -> (Vec<Position>, HashMap<Position, usize>, Vec<Vec<usize>>) {
    let start = Position::new(n, 2).unwrap();
    let mut all = vec![start];
    let mut ids = HashMap::from([(start, 0)]);
    let mut children = Vec::new();
    let mut i = 0;
    while i < all.len() {
        let p = all[i];
        let mut kids = Vec::new();
        for m in p.legal_moves() {
            let mut c = p;
            c.play(m).unwrap();
            let id = *ids.entry(c).or_insert_with(|| {
                all.push(c);
                all.len() - 1
            });
            kids.push(id);
        }
        children.push(kids);
        i += 1;
    }
    (all, ids, children)
}

/// Values by a plain fixed point on the graph: a position is won if a move reaches a position
/// lost for the other side, lost if every move reaches one won for the other side; decided
/// positions count as won by their winner; whatever stays open is drawn.
fn fixed_point(all: &[Position], children: &[Vec<usize>]) -> Vec<Value> {
    let mut value: Vec<Option<Value>> = all
        .iter()
        .map(|p| {
            p.outcome().map(|o| match o {
                Outcome::Win(s) if s == p.turn_symbol() => Value::Win,
                Outcome::Win(_) => Value::Loss,
                Outcome::Draw => Value::Draw,
            })
        })
        .collect();
    loop {
        let mut changed = false;
        for i in 0..all.len() {
            if value[i].is_some() {
                continue;
            }
            let kids: Vec<Option<Value>> = children[i].iter().map(|&k| value[k]).collect();
            if kids.contains(&Some(Value::Loss)) {
                value[i] = Some(Value::Win);
                changed = true;
            } else if kids.iter().all(|&v| v == Some(Value::Win)) {
                value[i] = Some(Value::Loss);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    value.into_iter().map(|v| v.unwrap_or(Value::Draw)).collect()
}

#[test]
fn three_by_three_equals_an_independent_fixed_point() {
    let mut memory = vec![0u8; Solution::table_len(3).unwrap()];
    let (solution, stats) = Solution::solve(3, &mut memory).unwrap();
    let (all, _, children) = reachable(3);
    let expect = fixed_point(&all, &children);
    for (p, &v) in all.iter().zip(&expect) {
        assert_eq!(solution.value(p).unwrap(), v, "{p}");
    }
    assert_eq!(expect[0], Value::Win, "3 x 3: the first player wins");
    assert!(stats.wins > 0 && stats.losses > 0);
    println!("3x3: {} reachable positions, {stats:?}", all.len());
}

/// From every won position, the solver's moves win against every defence, in finitely many
/// moves: the graph of (solver's move, every reply) has no cycle and ends only in wins.
/// From every drawn position, its moves never reach a lost one.
#[test]
fn three_by_three_perfect_play_wins_against_every_reply() {
    let mut memory = vec![0u8; Solution::table_len(3).unwrap()];
    let (solution, _) = Solution::solve(3, &mut memory).unwrap();
    let (all, ids, _) = reachable(3);
    // 0 unvisited, 1 on the stack, 2 done: depth-first over the strategy graph.
    let mut state = vec![0u8; all.len()];
    let mut longest = 0;
    for start in 0..all.len() {
        let p = all[start];
        if p.is_game_over() || solution.value(&p).unwrap() != Value::Win {
            continue;
        }
        // Iterative DFS: (position id, plies from start).
        let mut stack = vec![(start, false)];
        let mut depth = 0usize;
        while let Some((id, leaving)) = stack.pop() {
            if leaving {
                state[id] = 2;
                depth -= 1;
                continue;
            }
            match state[id] {
                1 => panic!("the solver's strategy cycles through\n{}", all[id]),
                2 => continue,
                _ => {}
            }
            state[id] = 1;
            depth += 1;
            longest = longest.max(depth);
            stack.push((id, true));
            let q = all[id];
            assert_eq!(solution.value(&q).unwrap(), Value::Win, "{q}");
            let mut after = q;
            after.play(solution.best_move(&q).unwrap()).unwrap();
            if after.outcome() == Some(Outcome::Win(q.turn_symbol())) {
                continue;
            }
            assert!(after.outcome().is_none(), "{q}");
            assert_eq!(solution.value(&after).unwrap(), Value::Loss, "{q}");
            for r in after.legal_moves() {
                let mut next = after;
                next.play(r).unwrap();
                if next.is_game_over() {
                    // The defender completed a line: it can only be the winner's.
                    assert_eq!(next.winner(), Some(q.turn_symbol()));
                    continue;
                }
                stack.push((ids[&next], false));
            }
        }
    }
    println!("longest strategy path: {longest} winner moves");
    for p in &all {
        if !p.is_game_over() && solution.value(p).unwrap() == Value::Draw {
            let mut after = *p;
            after.play(solution.best_move(p).unwrap()).unwrap();
            assert_ne!(solution.value(&after).unwrap(), Value::Win, "{p}");
        }
    }
}

#[test]
fn solver_errors() {
    let mut small = vec![0u8; 10];
    assert_eq!(
        Solution::solve(3, &mut small).err(),
        Some(Error::SearchTableTooSmall)
    );
    assert_eq!(
        Solution::solve(5, &mut small).err(),
        Some(Error::SolverUnsupported)
    );
    let mut memory = vec![0u8; Solution::table_len(3).unwrap()];
    let (solution, _) = Solution::solve(3, &mut memory).unwrap();
    let four = Position::new(3, 4).unwrap();
    assert_eq!(solution.value(&four).err(), Some(Error::SolverUnsupported));
    let five = Position::new(5, 2).unwrap();
    assert_eq!(solution.best_move(&five).err(), Some(Error::SolverUnsupported));
    let over = Position::parse(3, &["XXX", "OO-", "---"], 2, 1).unwrap();
    assert_eq!(solution.best_move(&over).err(), Some(Error::SearchGameOver));
    assert_eq!(solution.value(&over).unwrap(), Value::Loss);
    assert_eq!(
        Solution::from_solved(3, &memory[..100]).err(),
        Some(Error::SearchTableTooSmall)
    );
    assert!(Solution::from_solved(3, &memory).is_ok());
}

/// 4 x 4 (a few seconds): the values obey the game's equations on random positions, and the
/// solver's moves keep the value.
#[test]
fn four_by_four_is_consistent() {
    let mut memory = vec![0u8; Solution::table_len(4).unwrap()];
    let (solution, stats) = Solution::solve(4, &mut memory).unwrap();
    println!(
        "4x4: empty board {:?}, {stats:?}",
        solution.value(&Position::new(4, 2).unwrap())
    );
    let mut rng = digipeg::Rng::new(3);
    let mut seen = [0usize; 3];
    for _ in 0..3000 {
        let mut p = Position::new(4, 2).unwrap();
        for _ in 0..rng.below(40) {
            let list = p.legal_moves();
            if list.is_empty() {
                break;
            }
            p.play(list[rng.below(list.len() as u32) as usize]).unwrap();
        }
        if p.is_game_over() {
            continue;
        }
        let v = solution.value(&p).unwrap();
        seen[v as usize] += 1;
        let kids: Vec<Value> = p
            .legal_moves()
            .iter()
            .map(|&m| {
                let mut c = p;
                c.play(m).unwrap();
                solution.value(&c).unwrap()
            })
            .collect();
        let expect = if kids.contains(&Value::Loss) {
            Value::Win
        } else if kids.iter().all(|&k| k == Value::Win) {
            Value::Loss
        } else {
            Value::Draw
        };
        assert_eq!(v, expect, "{p}");
        let mut after = p;
        after.play(solution.best_move(&p).unwrap()).unwrap();
        let keep = match v {
            Value::Win => Value::Loss,
            Value::Loss => Value::Win,
            Value::Draw => Value::Draw,
        };
        assert_eq!(solution.value(&after).unwrap(), keep, "{p}");
    }
    assert!(seen.iter().all(|&s| s > 0), "{seen:?}");
    // The first player wins 4 x 4: perfect X beats random and greedy O from the empty board.
    let mut table = vec![TtEntry::EMPTY; 16];
    for seed in 0..6 {
        let level = if seed % 2 == 0 {
            Level::Random
        } else {
            Level::Greedy
        };
        let o = Player::new(level, seed);
        let mut p = Position::new(4, 2).unwrap();
        let mut plies = 0;
        while !p.is_game_over() {
            let mv = if p.turn() == 0 {
                solution.best_move(&p).unwrap()
            } else {
                o.choose(&p, &mut table, Budget::new(1, 1)).unwrap().mv
            };
            p.play(mv).unwrap();
            plies += 1;
            assert!(plies < 500, "perfect X does not convert\n{p}");
        }
        assert_eq!(p.winner(), Some(digipeg::quixo::Symbol::X), "{p}");
    }
}

/// The player uses a solution when it is handed one: perfect X beats a searching O on 3 x 3
/// from the empty board, whatever O's seed.
#[test]
fn player_with_a_solution_plays_perfectly() {
    let mut memory = vec![0u8; Solution::table_len(3).unwrap()];
    let (solution, _) = Solution::solve(3, &mut memory).unwrap();
    let mut table = vec![TtEntry::EMPTY; 1024];
    let budget = Budget::new(20_000, 6);
    for seed in 0..8 {
        let x = Player::new(Level::Search, seed);
        let o = Player::new(Level::Search, seed + 100);
        let mut p = Position::new(3, 2).unwrap();
        for _ in 0..200 {
            if p.is_game_over() {
                break;
            }
            let choice = if p.turn() == 0 {
                let c = x.choose_solved(&p, &mut table, budget, Some(&solution)).unwrap();
                assert_eq!(c.mv, solution.best_move(&p).unwrap());
                c
            } else {
                o.choose(&p, &mut table, budget).unwrap()
            };
            p.play(choice.mv).unwrap();
        }
        assert_eq!(p.winner(), Some(digipeg::quixo::Symbol::X), "seed {seed}\n{p}");
    }
}
