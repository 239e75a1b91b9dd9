//! The layered Quixo solver: positions per CPU second per total (4 x 4 in full, 5 x 5 total 25
//! measured here; totals 24 and 23 from the driver's record of its last run, when there is one),
//! the won / lost / drawn counts per total, the memory of the largest task, and the
//! extrapolation to the whole 5 x 5 game.

use std::collections::HashMap;

use digipeg::quixo::layered::{FileKind, HEADER_LEN, Layer, PassWidth};
use digipeg_quixo_layers::{CHUNK, Progress, pair_layers, pair_memory, solve_pair};

use crate::table::{Table, time_cpu, wall_cpu};

/// Solve totals `n²` down to `floor` in memory on all threads: per total (positions, counts,
/// wall, CPU).
fn solve(n: usize, floor: usize) -> Vec<(usize, u64, [u64; 3], std::time::Duration, std::time::Duration)> {
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    let mut values: HashMap<Layer, Vec<u8>> = HashMap::new();
    let mut out = Vec::new();
    for t in (floor..=n * n).rev() {
        let mut counts = [0u64; 3];
        let mut positions = 0;
        let ((), wall, cpu) = time_cpu(|| {
            for layer in Layer::pairs(n, t) {
                let next: Vec<&[u8]> = [layer, layer.partner()]
                    .iter()
                    .map(|l| l.next().map_or(&[][..], |x| &values[&x][HEADER_LEN..]))
                    .collect();
                let solved = solve_pair(layer, [next[0], next[1]], threads, CHUNK, &Progress::default())
                    .expect("solve");
                for (i, (l, v, _)) in solved.layers.into_iter().enumerate() {
                    for (total, c) in counts.iter_mut().zip(solved.stats.counts[i]) {
                        *total += c;
                    }
                    positions += l.len();
                    values.insert(l, v);
                }
            }
        });
        out.push((t, positions, counts, wall, cpu.unwrap_or(wall)));
    }
    out
}

fn rate(positions: u64, cpu_seconds: f64) -> String {
    format!(
        "{:.2} M positions per CPU second",
        positions as f64 / cpu_seconds.max(1e-3) / 1e6
    )
}

pub fn run(table: &mut Table) {
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    // 4 x 4 in full.
    let all = solve(4, 0);
    let (positions, wall, cpu) = all
        .iter()
        .fold((0, Default::default(), Default::default()), |(p, w, c), r| {
            (p + r.1, w + r.3, c + r.4)
        });
    table.add(
        "layers",
        format!("4 x 4 in full, pair by pair on {threads} threads ({positions} positions, every one stored)"),
        format!(
            "{}, {}",
            wall_cpu(wall, Some(cpu)),
            rate(positions, cpu.as_secs_f64())
        ),
    );
    for (t, p, c, w, cpu) in all.iter().filter(|r| r.0 >= 8) {
        table.add(
            "layers",
            format!(
                "4 x 4 total {t}: {p} positions, won {} / lost {} / drawn {}",
                c[0], c[1], c[2]
            ),
            format!("{}, {}", wall_cpu(*w, Some(*cpu)), rate(*p, cpu.as_secs_f64())),
        );
    }

    // 5 x 5, total 25, measured now.
    let t25 = solve(5, 25);
    let (_, p, c, w, cpu) = t25[0];
    table.add(
        "layers",
        format!(
            "5 x 5 total 25 (the full boards): {p} positions, won {} / lost {} / drawn {}",
            c[0], c[1], c[2]
        ),
        format!("{}, {}", wall_cpu(w, Some(cpu)), rate(p, cpu.as_secs_f64())),
    );

    // The driver's record (target/quixo-layers/v<N>/5x5/times.tsv): the CPU time of each pair
    // of its last run of each total.
    let dir = format!(
        "target/quixo-layers/v{}/5x5",
        digipeg::quixo::layered::FORMAT_VERSION
    );
    let mut recorded: HashMap<usize, (u64, f64, f64, u32)> = HashMap::new();
    let mut seen: HashMap<(usize, usize), (u64, f64, f64, u32)> = HashMap::new();
    if let Ok(text) = std::fs::read_to_string(format!("{dir}/times.tsv")) {
        for line in text.lines() {
            let f: Vec<&str> = line.split('\t').collect();
            if f.len() < 9 || f[0] != "5" {
                continue;
            }
            let parse = |i: usize| f[i].parse::<f64>().unwrap_or(0.0);
            let key = (parse(1) as usize, parse(2) as usize);
            seen.insert(key, (parse(4) as u64, parse(6), parse(7), parse(5) as u32));
        }
    }
    for ((t, _), (p, w, c, passes)) in &seen {
        let e = recorded.entry(*t).or_default();
        *e = (e.0 + p, e.1 + w, e.2 + c, e.3.max(*passes));
    }
    for t in [24, 23, 22] {
        let pairs = Layer::pairs(5, t).count();
        let done = seen.keys().filter(|k| k.0 == t).count();
        let Some((p, w, c, passes)) = recorded.get(&t).copied().filter(|_| done == pairs) else {
            table.add(
                "layers",
                format!("5 x 5 total {t}"),
                format!("not run here yet (make quixo-endgame FLOOR={t})"),
            );
            continue;
        };
        let counts = Layer::pairs(5, t)
            .flat_map(pair_layers)
            .map(|l| {
                std::fs::read(format!(
                    "{dir}/{}",
                    digipeg_quixo_layers::file_name(&l, FileKind::Values)
                ))
                .ok()
                .and_then(|b| digipeg::quixo::layered::Header::parse(&b).ok())
                .map_or([0; 3], |h| h.counts)
            })
            .fold([0u64; 3], |a, c| [a[0] + c[0], a[1] + c[1], a[2] + c[2]]);
        table.add(
            "layers",
            format!(
                "5 x 5 total {t} (recorded by the driver): {p} positions, won {} / lost {} / drawn {}, up to {passes} passes",
                counts[0], counts[1], counts[2]
            ),
            format!("{:.0} s wall, CPU {c:.0} s, {}", w, rate(p, c)),
        );
    }

    // Memory of the largest task of each total, and the whole game from the slowest measured rate.
    let slowest = recorded
        .values()
        .map(|&(p, _, c, _)| p as f64 / c.max(1e-3))
        .fold(p as f64 / cpu.as_secs_f64().max(1e-3), f64::min);
    let mut core_hours = 0.0;
    let mut bytes = 0u64;
    let mut peak = (0u64, 0usize);
    for t in 0..=25 {
        for layer in Layer::pairs(5, t) {
            let m = pair_memory(layer, PassWidth::One);
            if m > peak.0 {
                peak = (m, t);
            }
            for l in pair_layers(layer) {
                core_hours += l.len() as f64 / slowest / 3600.0;
                bytes += 2 * HEADER_LEN as u64
                    + FileKind::Values.payload_len(&l)
                    + FileKind::Passes(PassWidth::One).payload_len(&l);
            }
        }
    }
    for t in [25, 24, 23] {
        let m = Layer::pairs(5, t)
            .map(|l| pair_memory(l, PassWidth::One))
            .max()
            .unwrap_or(0);
        table.add(
            "layers",
            format!("5 x 5 total {t}: memory of the largest pair task"),
            format!("{:.1} MB", m as f64 / 1e6),
        );
    }
    table.add(
        "layers",
        format!(
            "5 x 5 whole game: memory of the largest pair task (total {})",
            peak.1
        ),
        format!("{:.1} GB", peak.0 as f64 / 1e9),
    );
    table.add(
        "layers",
        format!(
            "5 x 5 whole game (3^25 positions) at the slowest rate measured ({:.2} M positions per CPU second): values + passes on disk",
            slowest / 1e6
        ),
        format!("{core_hours:.0} core-hours, {:.0} GB ({:.0} GB of values)", bytes as f64 / 1e9, 847_288_609_443f64 / 4e9),
    );
}
