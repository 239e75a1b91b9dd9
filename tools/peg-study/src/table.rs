//! The exact table of a small rectangle (at most 32 holes): every position reached from a
//! single-vacancy start, whether it can still end with one peg, and how many of the dead ones
//! each test proves.
//!
//! `peg-study table RxC RULE [--sample N] [--out FILE]`
//!
//! Positions are `u32` masks over the rectangle, bit `r * C + c`. The reached positions are
//! found layer by layer (a jump removes one peg), from the full board less one hole down to one
//! peg; whether one peg can be reached is then found layer by layer upwards, each position
//! looking up its children. Dead positions: reached, two or more pegs, a jump left, and no line
//! to one peg. On them, counted exactly: the position class and stranded pegs; on a seeded sample
//! of N (default 4,000): the depth-first solver within 10^2 to 10^6 positions. The sample is
//! written to FILE (default `target/study/sample-RxC-RULE.txt`) for the LP and integer-program
//! measure (`tools/peg-study/lp.py`).

use std::fmt::Write as _;
use std::time::Instant;

use digipeg::Rng;
use digipeg::peg::{Bitboard, DigiPeg, Directions, Goal, PositionClass, Solver, stranded_rule_out_one_peg};

use crate::option;

/// One jump over the rectangle: the two holes that lose their peg, and the one that gains it.
#[derive(Clone, Copy)]
struct Jump {
    from_over: u32,
    to: u32,
}

fn jumps(rows: u32, cols: u32, rule: Directions) -> Vec<Jump> {
    let mut out = Vec::new();
    for r in 0..rows as i32 {
        for c in 0..cols as i32 {
            for d in rule.all() {
                let (r1, c1) = (r + i32::from(d.d_row), c + i32::from(d.d_col));
                let (r2, c2) = (r + 2 * i32::from(d.d_row), c + 2 * i32::from(d.d_col));
                if (0..rows as i32).contains(&r2) && (0..cols as i32).contains(&c2) {
                    let bit = |r: i32, c: i32| 1u32 << (r as u32 * cols + c as u32);
                    out.push(Jump {
                        from_over: bit(r, c) | bit(r1, c1),
                        to: bit(r2, c2),
                    });
                }
            }
        }
    }
    out
}

/// Every mask of `n` bits with `k` set, in increasing order (Gosper's hack).
fn masks(n: u32, k: u32) -> impl Iterator<Item = u32> {
    let first = if k == 0 { 0 } else { u64::MAX >> (64 - k) };
    let end = 1u64 << n;
    core::iter::successors(Some(first), |&v| {
        if v == 0 {
            return None;
        }
        let c = v & v.wrapping_neg();
        let r = v + c;
        Some((((r ^ v) >> 2) / c) | r)
    })
    .take_while(move |&v| v < end)
    .map(|v| v as u32)
}

/// The position as a game of the core.
fn game(pegs: u32, rows: u32, cols: u32, rule: Directions) -> DigiPeg {
    let (mut holes, mut on) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for i in 0..rows * cols {
        let index = ((i / cols) * 9 + i % cols) as u8;
        holes |= Bitboard::from_index(index);
        if pegs >> i & 1 == 1 {
            on |= Bitboard::from_index(index);
        }
    }
    DigiPeg::with_shape(holes, on, rule).expect("a rectangle in the grid")
}

/// Whether stranded pegs prove `game` dead (the core's test).
pub fn stranded_dead(game: &DigiPeg) -> bool {
    stranded_rule_out_one_peg(game)
}

fn class_dead(game: &DigiPeg) -> bool {
    PositionClass::of(game.pegs(), game.directions())
        .single_peg_holes(game.holes(), game.directions())
        .is_empty()
}

pub fn command(args: &[String]) -> Result<(), String> {
    let board = args.first().ok_or("table RxC RULE")?;
    let (rows, cols) = board
        .split_once('x')
        .and_then(|(r, c)| Some((r.parse::<u32>().ok()?, c.parse::<u32>().ok()?)))
        .filter(|&(r, c)| (1..=9).contains(&r) && (1..=9).contains(&c) && r * c <= 32)
        .ok_or("RxC: a rectangle of at most 32 holes")?;
    let (rule, rule_name) = match args.get(1).map(String::as_str) {
        Some("orthogonal") => (Directions::Orthogonal, "orthogonal"),
        Some("diagonal") => (Directions::Diagonal, "diagonal"),
        _ => return Err("RULE: orthogonal or diagonal".into()),
    };
    let sample_size: usize = option(args, "--sample", 4_000)?;
    let out: String = option(
        args,
        "--out",
        format!("target/study/sample-{board}-{rule_name}.txt"),
    )?;
    let n = rows * cols;
    let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    let jumps = jumps(rows, cols, rule);
    let started = Instant::now();

    // Reached positions, by pegs: a bit per mask of the rectangle marks the positions reached, and
    // each layer is read off it in increasing order (Gosper's hack over the masks of k pegs).
    let bits = ((1u64 << n) / 64).max(1) as usize;
    let set = |s: &mut [u64], p: u32| s[(p >> 6) as usize] |= 1 << (p & 63);
    let get = |s: &[u64], p: u32| s[(p >> 6) as usize] >> (p & 63) & 1 == 1;
    let mut reached_bits = vec![0u64; bits];
    for i in 0..n {
        set(&mut reached_bits, full ^ 1 << i);
    }
    let mut layers: Vec<Vec<u32>> = vec![Vec::new(); n as usize + 1];
    for k in (1..n as usize).rev() {
        let layer: Vec<u32> = masks(n, k as u32).filter(|&p| get(&reached_bits, p)).collect();
        for &p in &layer {
            for j in &jumps {
                if p & j.from_over == j.from_over && p & j.to == 0 {
                    set(&mut reached_bits, p ^ j.from_over ^ j.to);
                }
            }
        }
        layers[k] = layer;
    }
    drop(reached_bits);
    let reached: usize = layers.iter().map(Vec::len).sum();
    eprintln!(
        "{board} {rule_name}: {reached} positions reached ({:.0} s)",
        started.elapsed().as_secs_f64()
    );

    // Whether one peg can be reached: a bit per mask of the rectangle.
    let mut solvable = vec![0u64; bits];
    for &p in &layers[1] {
        set(&mut solvable, p);
    }
    // Dead positions by pegs, and whether each has a jump.
    let mut dead: Vec<Vec<u32>> = vec![Vec::new(); n as usize + 1];
    for k in 2..n as usize {
        for &p in &layers[k] {
            let mut any = false;
            let mut good = false;
            for j in &jumps {
                if p & j.from_over == j.from_over && p & j.to == 0 {
                    any = true;
                    if get(&solvable, p ^ j.from_over ^ j.to) {
                        good = true;
                        break;
                    }
                }
            }
            if good {
                set(&mut solvable, p);
                // The cheap tests are sound: none calls a position dead that is not.
                let g = game(p, rows, cols, rule);
                assert!(!stranded_dead(&g) && !class_dead(&g), "{p:#x} is not dead");
            } else if any {
                dead[k].push(p);
            }
        }
    }
    let dead_total: usize = dead.iter().map(Vec::len).sum();
    let solvable_total: usize = (1..n as usize)
        .map(|k| layers[k].iter().filter(|&&p| get(&solvable, p)).count())
        .sum();
    eprintln!(
        "{board} {rule_name}: {solvable_total} can end with one peg, {dead_total} dead with a jump left ({:.0} s)",
        started.elapsed().as_secs_f64()
    );

    // The cheap tests, on every dead position.
    let mut report = String::new();
    let _ = writeln!(
        report,
        "{board} {rule_name}: {reached} positions reached from the {n} starts; {solvable_total} can end with one \
         peg; {dead_total} dead (two pegs or more, a jump left, no line to one peg)"
    );
    let _ = writeln!(report, "| pegs | dead | class | stranded pegs | either |");
    let _ = writeln!(report, "|---|---|---|---|---|");
    let (mut all_class, mut all_stranded, mut all_either) = (0usize, 0usize, 0usize);
    let timer = Instant::now();
    for (k, layer) in dead.iter().enumerate() {
        let (mut class, mut stranded, mut either) = (0usize, 0usize, 0usize);
        for &p in layer {
            let g = game(p, rows, cols, rule);
            let (c, s) = (class_dead(&g), stranded_dead(&g));
            class += usize::from(c);
            stranded += usize::from(s);
            either += usize::from(c || s);
        }
        if !dead[k].is_empty() {
            let _ = writeln!(
                report,
                "| {k} | {} | {class} | {stranded} | {either} |",
                dead[k].len()
            );
        }
        (all_class, all_stranded, all_either) =
            (all_class + class, all_stranded + stranded, all_either + either);
    }
    let pct = |x: usize| 100.0 * x as f64 / dead_total.max(1) as f64;
    let _ = writeln!(
        report,
        "| all | {dead_total} | {all_class} ({:.1}%) | {all_stranded} ({:.1}%) | {all_either} ({:.1}%) |",
        pct(all_class),
        pct(all_stranded),
        pct(all_either)
    );
    let _ = writeln!(
        report,
        "(class and stranded pegs on all {dead_total}: {:.2} µs a position)",
        timer.elapsed().as_secs_f64() * 1e6 / dead_total.max(1) as f64 / 2.0
    );

    // A seeded sample of the dead positions the class leaves open: the bounded search, and the file
    // for the LP and the integer program.
    let open: Vec<u32> = dead
        .iter()
        .flatten()
        .copied()
        .filter(|&p| !class_dead(&game(p, rows, cols, rule)))
        .collect();
    let mut rng = Rng::new(40);
    let sample: Vec<u32> = (0..sample_size.min(open.len()))
        .map(|_| open[rng.below(open.len() as u32) as usize])
        .collect();
    let budgets = [100u64, 1_000, 10_000, 100_000, 1_000_000];
    let mut proved = [0usize; 5];
    let mut seconds = [0f64; 5];
    let mut solver = Solver::new(vec![0u128; 1 << 16]).map_err(|e| e.message().to_owned())?;
    let mut file = String::new();
    for &p in &sample {
        let g = game(p, rows, cols, rule);
        let _ = writeln!(
            file,
            "{rows} {cols} {rule_name} {p} {}",
            u8::from(stranded_dead(&g))
        );
        for (k, &budget) in budgets.iter().enumerate() {
            solver.clear();
            let t = Instant::now();
            let s = solver
                .solve(&g, Goal::OnePeg, budget)
                .map_err(|e| e.message().to_owned())?;
            seconds[k] += t.elapsed().as_secs_f64();
            assert!(!s.reached, "a dead position solved");
            if s.finished {
                proved[k] += 1;
            }
        }
    }
    let _ = writeln!(
        report,
        "\nA seeded sample of {} of the {} dead positions the class leaves open: the solver (a fresh table of \
         2^16 entries) proves",
        sample.len(),
        open.len()
    );
    let _ = writeln!(
        report,
        "| solver positions at most | proved dead | time a position |"
    );
    let _ = writeln!(report, "|---|---|---|");
    for (k, &budget) in budgets.iter().enumerate() {
        let _ = writeln!(
            report,
            "| {budget} | {} ({:.1}%) | {:.2} ms |",
            proved[k],
            100.0 * proved[k] as f64 / sample.len().max(1) as f64,
            seconds[k] * 1e3 / sample.len().max(1) as f64
        );
    }
    std::fs::write(&out, file).map_err(|e| format!("{out}: {e}"))?;
    print!("{report}");
    eprintln!("done in {:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}
