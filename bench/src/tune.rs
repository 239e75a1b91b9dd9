//! `make tune-quixo` (`digipeg-bench tune`): fits the weights of the Quixo evaluation
//! (`Weights::TUNED`) and writes them to `core/src/quixo/eval_tuned.rs`. The method, and the
//! figures this prints, are in docs/quixo-eval.md.
//!
//! The model is logistic: the probability that the side to move wins is
//! `1 / (1 + exp(-score / 100))`, `score` being the weighted feature counts of
//! `digipeg::quixo::features`. A draw counts as half a win. Only quiet positions are used, those
//! where the side to move cannot win at once: the search scores the others as the win they are,
//! so the evaluation never sees them (Texel's method). Labels:
//! - 3 x 3 and 4 x 4: the exact value of the position (the core's strong solution), for
//!   positions reached by random moves from the empty board;
//! - 5 x 5: the result of a game played on from the position by the search player (Texel's
//!   method), in self-play games that start with a few random moves; the first round plays with
//!   the simple evaluation, the second with the first round's fit, and the fit uses both rounds.
//!
//! Everything is seeded and the self-play searches have node budgets, so the run is the same on
//! every machine: the weights it writes are the committed ones.

use std::fmt::Write as _;
use std::time::Instant;

use digipeg::Rng;
use digipeg::quixo::{
    Budget, CUBES, FEATURES, Game, INNER, LINE, Level, MAX_DEPTH, Outcome, Player, Position, Solution, TEMPO,
    TtEntry, Value, Weights, features,
};

use crate::ladder::{Contestant, play_match};

/// One labelled position: its feature counts, the value of the simple evaluation, and the
/// result for the side to move (1 won, 0.5 drawn, 0 lost).
struct Sample {
    f: [i32; FEATURES],
    simple: f64,
    y: f64,
}

/// Whether the side to move can win at once: the search scores such positions exactly (as the
/// win), so the evaluation is only ever asked about the others, and is fitted to those only.
fn wins_at_once(p: &Position) -> bool {
    p.legal_moves().iter().any(|&m| {
        let mut c = *p;
        c.play(m).is_ok() && c.winner() == Some(p.turn_symbol())
    })
}

fn sample(p: &Position, y: f64) -> Sample {
    Sample {
        f: features(p),
        simple: f64::from(Weights::SIMPLE.evaluate(p)),
        y,
    }
}

/// Positions reached by `0..=max_plies` random moves on the `size` x `size` board, labelled
/// with their exact value; every fifth goes to the test set.
fn exact_samples(size: usize, count: usize, max_plies: u32, seed: u64) -> (Vec<Sample>, Vec<Sample>) {
    let mut memory = vec![0u8; Solution::table_len(size).expect("a solvable size")];
    let (solution, _) = Solution::solve(size, &mut memory).expect("solve");
    let mut rng = Rng::new(seed);
    let (mut train, mut test) = (Vec::new(), Vec::new());
    while train.len() + test.len() < count {
        let mut p = Position::new(size, 2).expect("size");
        let plies = rng.below(max_plies + 1);
        for _ in 0..plies {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p.play(moves[rng.below(moves.len() as u32) as usize])
                .expect("legal");
        }
        if p.is_game_over() || wins_at_once(&p) {
            continue;
        }
        let y = match solution.value(&p).expect("covered") {
            Value::Win => 1.0,
            Value::Loss => 0.0,
            Value::Draw => 0.5,
        };
        let s = sample(&p, y);
        if (train.len() + test.len()) % 5 == 4 {
            test.push(s);
        } else {
            train.push(s);
        }
    }
    (train, test)
}

/// Self-play settings of the 5 x 5 data.
const SELF_PLAY_GAMES: u32 = 600;
const SELF_PLAY_NODES: u64 = 10_000;
const SELF_PLAY_TABLE: usize = 1 << 12;

/// `games` self-play games of the search player with `eval`, each opened by 4 to 8 random moves;
/// every position after the opening is labelled with the game's result. Games whose number is
/// 4 mod 5 go to the test set.
fn self_play_samples(eval: &'static Weights, games: u32, seed: u64) -> (Vec<Sample>, Vec<Sample>) {
    let mut rng = Rng::new(seed);
    let mut table = vec![TtEntry::EMPTY; SELF_PLAY_TABLE];
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for g in 0..games {
        let mut game = Game::new(5, 2).expect("5 x 5");
        game.set_repetitions(3);
        game.set_move_limit(200);
        for _ in 0..4 + rng.below(5) {
            let moves = game.legal_moves();
            game.play(moves[rng.below(moves.len() as u32) as usize])
                .expect("legal");
        }
        let mut seen = Vec::new();
        while !game.is_game_over() {
            seen.push(*game.position());
            let player = Player {
                eval,
                ..Player::new(Level::Search, rng.next_u64())
            };
            let budget = Budget::new(SELF_PLAY_NODES, MAX_DEPTH);
            let choice = player.choose_game(&game, &mut table, budget).expect("a move");
            game.play(choice.mv).expect("legal");
        }
        let outcome = game.outcome();
        let into = if g % 5 == 4 { &mut test } else { &mut train };
        for p in seen.iter().filter(|p| !wins_at_once(p)) {
            let y = match outcome {
                Some(Outcome::Win(s)) if s == p.turn_symbol() => 1.0,
                Some(Outcome::Win(_)) => 0.0,
                _ => 0.5,
            };
            into.push(sample(p, y));
        }
    }
    (train, test)
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Solve `a x = b` (Gaussian elimination, partial pivoting); `a` is symmetric positive definite.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .expect("rows");
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (top, below) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        for (offset, row) in below.iter_mut().enumerate() {
            let factor = row[col] / pivot_row[col];
            for (x, p) in row.iter_mut().zip(pivot_row).skip(col) {
                *x -= factor * p;
            }
            b[col + 1 + offset] -= factor * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

/// L2 penalty of the fit (per weight, in log-odds units): keeps counts that never occur at 0.
const L2: f64 = 1.0;

/// The logistic fit by Newton's method: weights in log-odds per count.
fn fit(train: &[Sample]) -> Vec<f64> {
    let mut w = vec![0.0; FEATURES];
    for _ in 0..25 {
        let mut grad: Vec<f64> = w.iter().map(|wi| L2 * wi).collect();
        let mut hess = vec![vec![0.0; FEATURES]; FEATURES];
        for (i, row) in hess.iter_mut().enumerate() {
            row[i] = L2;
        }
        for s in train {
            let z: f64 = s.f.iter().zip(&w).map(|(&f, wi)| f64::from(f) * wi).sum();
            let p = sigmoid(z);
            let (err, curv) = (p - s.y, p * (1.0 - p));
            for (i, &count) in s.f.iter().enumerate() {
                if count == 0 {
                    continue;
                }
                let fi = f64::from(count);
                grad[i] += err * fi;
                for (h, &fj) in hess[i].iter_mut().zip(&s.f) {
                    *h += curv * fi * f64::from(fj);
                }
            }
        }
        let step = solve(hess, grad);
        let mut largest: f64 = 0.0;
        for (wi, d) in w.iter_mut().zip(&step) {
            *wi -= d;
            largest = largest.max(d.abs());
        }
        if largest < 1e-9 {
            break;
        }
    }
    w
}

/// The scale that best fits the simple evaluation to the labels (one-weight logistic fit).
fn fit_scale(train: &[Sample]) -> f64 {
    let mut s = 0.0;
    for _ in 0..50 {
        let (mut g, mut h) = (0.0, 1e-9);
        for x in train {
            let p = sigmoid(s * x.simple);
            g += (p - x.y) * x.simple;
            h += p * (1.0 - p) * x.simple * x.simple;
        }
        s -= g / h;
    }
    s
}

/// Mean cross-entropy (bits) of predicted win probabilities.
fn log_loss(samples: &[Sample], predict: impl Fn(&Sample) -> f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = predict(s).clamp(1e-12, 1.0 - 1e-12);
            -(s.y * p.log2() + (1.0 - s.y) * (1.0 - p).log2())
        })
        .sum();
    total / samples.len() as f64
}

/// Of the won and lost positions, the share whose score has the right sign (0 counts half).
fn accuracy(samples: &[Sample], score: impl Fn(&Sample) -> f64) -> f64 {
    let decided: Vec<&Sample> = samples.iter().filter(|s| s.y != 0.5).collect();
    let right: f64 = decided
        .iter()
        .map(|s| {
            let v = score(s);
            if v == 0.0 {
                0.5
            } else if (v > 0.0) == (s.y == 1.0) {
                1.0
            } else {
                0.0
            }
        })
        .sum();
    right / decided.len().max(1) as f64
}

/// Weights in evaluation units (100 per unit of log-odds), rounded.
fn to_units(w: &[f64]) -> [i16; FEATURES] {
    let mut out = [0i16; FEATURES];
    for (o, wi) in out.iter_mut().zip(w) {
        *o = (wi * 100.0).round().clamp(-3000.0, 3000.0) as i16;
    }
    out
}

fn tuned_score(w: &[i16; FEATURES], s: &Sample) -> f64 {
    s.f.iter()
        .zip(w)
        .map(|(&f, &wi)| f64::from(f) * f64::from(wi))
        .sum()
}

/// The fit-quality rows of one board size, as Markdown.
fn report(name: &str, train: &[Sample], test: &[Sample], w: &[i16; FEATURES]) -> String {
    let mean = train.iter().map(|s| s.y).sum::<f64>() / train.len() as f64;
    let scale = fit_scale(train);
    let draws = test.iter().filter(|s| s.y == 0.5).count();
    format!(
        "| {name} | {} / {} ({:.1}% drawn) | {:.4} | {:.4} | {:.4} | {:.1}% | {:.1}% |\n",
        train.len(),
        test.len(),
        100.0 * draws as f64 / test.len() as f64,
        log_loss(test, |_| mean),
        log_loss(test, |s| sigmoid(scale * s.simple)),
        log_loss(test, |s| sigmoid(tuned_score(w, s) / 100.0)),
        100.0 * accuracy(test, |s| s.simple),
        100.0 * accuracy(test, |s| tuned_score(w, s)),
    )
}

/// The Rust source of `eval_tuned.rs`.
fn source(by_size: &[[i16; FEATURES]; 3]) -> String {
    let mut text = String::from(
        "// The fitted weights of `Weights::TUNED`, written by `make tune-quixo` (bench/src/tune.rs);\n\
         // docs/quixo-eval.md explains them. Do not edit by hand: change the tuning and run it again.\n\
         const TUNED: Weights = Weights {\n    by_size: [\n",
    );
    for (i, w) in by_size.iter().enumerate() {
        let n = i + 3;
        let _ = writeln!(
            text,
            "        // {n} x {n}: lines[own][other] (own + other <= {n}), then cubes, inner, tempo"
        );
        text += "        size_weights(\n            [\n";
        for a in 0..6 {
            let row: Vec<String> = (0..6).map(|b| w[LINE + a * 6 + b].to_string()).collect();
            let _ = writeln!(text, "                [{}],", row.join(", "));
        }
        let _ = writeln!(
            text,
            "            ],\n            {},\n            {},\n            {},\n        ),",
            w[CUBES], w[INNER], w[TEMPO]
        );
    }
    text += "    ],\n};\n";
    text
}

pub fn run() {
    let started = Instant::now();
    let mut fitted = [[0i16; FEATURES]; 3];
    let mut rows = String::from(
        "| board | positions train / test | log-loss, constant | log-loss, simple (scaled) | log-loss, tuned | \
         sign right, simple | sign right, tuned |\n|---|---|---|---|---|---|---|\n",
    );
    for (size, count, max_plies) in [(3, 60_000, 16), (4, 200_000, 40)] {
        eprintln!("tune: {size} x {size}: solving and sampling {count} positions...");
        let (train, test) = exact_samples(size, count, max_plies, 2026 + size as u64);
        let w = to_units(&fit(&train));
        rows += &report(&format!("{size} x {size}, exact values"), &train, &test, &w);
        fitted[size - 3] = w;
    }
    let mut eval: &'static Weights = &Weights::SIMPLE;
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for round in 1..=2 {
        eprintln!(
            "tune: 5 x 5 self-play round {round} ({SELF_PLAY_GAMES} games, {SELF_PLAY_NODES} nodes a move)..."
        );
        let (tr, te) = self_play_samples(eval, SELF_PLAY_GAMES, 5000 + round);
        train.extend(tr);
        test.extend(te);
        let w = to_units(&fit(&train));
        rows += &report(&format!("5 x 5, self-play to round {round}"), &train, &test, &w);
        fitted[2] = w;
        let mut next = Weights::SIMPLE;
        next.by_size = fitted;
        eval = Box::leak(Box::new(next));
    }
    eprintln!("tune: test match, tuned against simple...");
    let budget = Budget::new(20_000, MAX_DEPTH);
    let tuned = Contestant::Custom(
        "tuned",
        Player {
            eval,
            ..Player::new(Level::Search, 0)
        },
        budget,
    );
    let simple = Contestant::Custom(
        "simple",
        Player {
            eval: &Weights::SIMPLE,
            ..Player::new(Level::Search, 0)
        },
        budget,
    );
    let m = play_match(tuned, simple, 100, 77);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/src/quixo/eval_tuned.rs");
    std::fs::write(path, source(&fitted)).expect("write eval_tuned.rs");
    println!("{rows}");
    println!(
        "Test match, 5 x 5, 100 games, both sides 20,000 nodes a move, colours alternating: tuned won {}, lost {}, \
         drew {} against the simple evaluation.\n",
        m.wins, m.losses, m.draws
    );
    println!("Wrote {path} in {:.0} s.", started.elapsed().as_secs_f64());
}
