//! `make bench-klondike`: the Klondike solver on Klondike-Solver's game numbers 1 to N, for draw
//! 1 and draw 3: decided fraction, winnability with its 95% interval, CPU time percentiles and the
//! memory the solver was handed. `--out FILE` writes `draw seed verdict nodes milliseconds` for each deal, for the tests' slice.

use std::io::Write;
use std::time::Instant;

use digipeg::klondike::{
    Deal, Entry, Klondike, PLAYER_TABLE_ENTRIES, Player, Rules, Sampling, Solver, Verdict,
};

/// Options: `--deals N` (2000), `--nodes N` (positions per deal, 20 M), `--table-bits B` (2^B
/// entries of 8 bytes, 2^24), `--draw 1|3` (both), `--seeds A,B,..` (these games instead of 1 to
/// N), `--out FILE`, `--check-prunings` (solve each deal again without the solver's prunings and
/// count the verdicts that differ: must be none).
pub fn command(args: &[String]) -> Result<(), String> {
    let mut deals = 2000u32;
    let mut nodes = 20_000_000u64;
    let mut bits = 24u32;
    let mut draws = vec![1u32, 3];
    let mut seeds: Option<Vec<u32>> = None;
    let mut out = None;
    let mut check_prunings = false;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--deals" => deals = value()?.parse().map_err(|e| format!("--deals: {e}"))?,
            "--nodes" => nodes = value()?.parse().map_err(|e| format!("--nodes: {e}"))?,
            "--table-bits" => bits = value()?.parse().map_err(|e| format!("--table-bits: {e}"))?,
            "--draw" => draws = vec![value()?.parse().map_err(|e| format!("--draw: {e}"))?],
            "--seeds" => {
                let list = value()?.split(',').map(|seed| seed.trim().parse::<u32>());
                seeds = Some(
                    list.collect::<Result<_, _>>()
                        .map_err(|e| format!("--seeds: {e}"))?,
                );
            }
            "--out" => out = Some(value()?.clone()),
            "--check-prunings" => check_prunings = true,
            other => return Err(format!("unknown option {other}")),
        }
    }
    let seeds = seeds.unwrap_or_else(|| (1..=deals).collect());
    let deals = seeds.len() as u32;
    let mut out = match out {
        Some(path) => Some(std::fs::File::create(&path).map_err(|e| format!("{path}: {e}"))?),
        None => None,
    };
    let mut table: Vec<Entry> = vec![0; 1 << bits];
    let mut solver = Solver::new(&mut table[..]).map_err(|e| e.to_string())?;
    println!(
        "| draw | deals | decided | decided in < 1 s | won | lost | winnable | p50 | p90 | p99 | max | CPU | table |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    for draw in draws {
        let rules = Rules::new(draw, 0, true).map_err(|e| e.to_string())?;
        let (mut won, mut lost) = (0u32, 0u32);
        let mut times = Vec::new();
        let mut total_nodes = 0u64;
        let (mut compared, mut differ) = (0u32, 0u32);
        let mut decided_quickly = 0u32;
        for &seed in &seeds {
            let game = Klondike::new(&Deal::from_seed(seed).map_err(|e| e.to_string())?, rules);
            let started = CpuClock::now();
            let solved = solver.solve(&game, nodes);
            let seconds = started.elapsed();
            times.push(seconds);
            if solved.verdict != Verdict::Unknown && seconds < 1.0 {
                decided_quickly += 1;
            }
            total_nodes += solved.nodes;
            let verdict = match solved.verdict {
                Verdict::Won => {
                    let mut replay = game;
                    for &played in solver.line() {
                        replay
                            .play(played)
                            .map_err(|e| format!("seed {seed}: the line does not replay: {e}"))?;
                    }
                    if !replay.is_won() {
                        return Err(format!("seed {seed}: the line does not win"));
                    }
                    won += 1;
                    "won"
                }
                Verdict::Lost => {
                    lost += 1;
                    "lost"
                }
                Verdict::Unknown => "unknown",
            };
            if check_prunings && solved.verdict != Verdict::Unknown {
                solver.set_safe_moves(false);
                solver.set_focused(false);
                solver.set_deferrals(false);
                solver.set_ups_first(false);
                let plain = solver.solve(&game, nodes).verdict;
                solver.set_safe_moves(true);
                solver.set_focused(true);
                solver.set_deferrals(true);
                solver.set_ups_first(true);
                if plain != Verdict::Unknown {
                    compared += 1;
                    if plain != solved.verdict {
                        differ += 1;
                        eprintln!(
                            "draw {draw} seed {seed}: {:?} with the prunings, {plain:?} without",
                            solved.verdict
                        );
                    }
                }
            }
            if let Some(out) = out.as_mut() {
                writeln!(
                    out,
                    "{draw} {seed} {verdict} {} {:.1}",
                    solved.nodes,
                    1e3 * seconds
                )
                .map_err(|e| e.to_string())?;
            }
        }
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
        let decided = won + lost;
        let cpu: f64 = times.iter().sum();
        let share = |count: u32| 100.0 * f64::from(count) / f64::from(deals);
        // The undecided deals may go either way: the winnability lies between the two bounds.
        println!(
            "| {draw} | {deals} | {:.2}% | {:.2}% | {won} | {lost} | {:.2}% – {:.2}% | {:.1} ms | {:.0} ms | {:.0} ms | {:.0} ms | {cpu:.0} s ({:.0} M positions) | {} MiB |",
            share(decided),
            share(decided_quickly),
            share(won),
            share(deals - lost),
            1e3 * at(0.5),
            1e3 * at(0.9),
            1e3 * at(0.99),
            1e3 * at(1.0),
            total_nodes as f64 / 1e6,
            (8usize << bits) >> 20,
        );
        if check_prunings {
            println!(
                "draw {draw}: without the prunings, {compared} deals decided as well, {differ} with another verdict"
            );
            if differ > 0 {
                return Err(format!("{differ} verdicts differ without the prunings"));
            }
        }
    }
    Ok(())
}

/// The time this thread has run, where Linux tells it (`/proc/thread-self/schedstat`), else the
/// time that has passed: a deal's time is its CPU time, as the peers' bench takes theirs, so that
/// a loaded machine slows neither's figures.
pub struct CpuClock {
    cpu: Option<u64>,
    wall: Instant,
}

impl CpuClock {
    pub fn now() -> CpuClock {
        CpuClock {
            cpu: thread_cpu_nanos(),
            wall: Instant::now(),
        }
    }

    pub fn elapsed(&self) -> f64 {
        match (self.cpu, thread_cpu_nanos()) {
            (Some(start), Some(end)) => end.saturating_sub(start) as f64 / 1e9,
            _ => self.wall.elapsed().as_secs_f64(),
        }
    }
}

fn thread_cpu_nanos() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Wilson's 95% interval for `won` out of `of`.
fn wilson(won: u32, of: u32) -> (f64, f64) {
    if of == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (f64::from(of), f64::from(won) / f64::from(of), 1.96f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (centre - half, centre + half)
}

/// `make klondike-player`: the player on the ordinary game (hidden cards unknown), with the
/// defaults the bindings use, on Klondike-Solver's games `--first` (1) to `--first` plus
/// `--deals` (1,000) less one, draw 3 (or `--draw 1`), unlimited passes, worrying back allowed: its win rate with
/// a 95% interval, the CPU a game and a move (p50, p99, max), and the peak memory. Options:
/// `--samples S`, `--nodes N`, `--budget B` (see `Sampling`), `--moves M` (a game still going
/// after M moves is reported, and counted lost: 2,000), `--out FILE` (`seed won moves seconds`
/// for each game), `--moves-out FILE` (the CPU seconds of each move, a line each).
pub fn player_command(args: &[String]) -> Result<(), String> {
    let mut first = 1u32;
    let mut deals = 1000u32;
    let mut draw = 3u32;
    let mut sampling = Sampling::DEFAULT;
    let mut max_moves = 2000u32;
    let (mut out, mut moves_out) = (None, None);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--moves-out" => moves_out = Some(value()?.clone()),
            "--first" => first = value()?.parse().map_err(|e| format!("--first: {e}"))?,
            "--deals" => deals = value()?.parse().map_err(|e| format!("--deals: {e}"))?,
            "--draw" => draw = value()?.parse().map_err(|e| format!("--draw: {e}"))?,
            "--samples" => sampling.samples = value()?.parse().map_err(|e| format!("--samples: {e}"))?,
            "--nodes" => sampling.nodes = value()?.parse().map_err(|e| format!("--nodes: {e}"))?,
            "--budget" => sampling.budget = value()?.parse().map_err(|e| format!("--budget: {e}"))?,
            "--moves" => max_moves = value()?.parse().map_err(|e| format!("--moves: {e}"))?,
            "--out" => out = Some(value()?.clone()),
            other => return Err(format!("unknown option {other}")),
        }
    }
    let create = |path: Option<String>| -> Result<Option<std::io::BufWriter<std::fs::File>>, String> {
        path.map(|path| {
            std::fs::File::create(&path)
                .map(std::io::BufWriter::new)
                .map_err(|e| format!("{path}: {e}"))
        })
        .transpose()
    };
    let (mut out, mut moves_out) = (create(out)?, create(moves_out)?);
    let rules = Rules::new(draw, 0, true).map_err(|e| e.to_string())?;
    let mut table: Vec<Entry> = vec![0; PLAYER_TABLE_ENTRIES];
    let (mut won, mut unended) = (0u32, Vec::new());
    let (mut game_times, mut move_times, mut moves_played) = (Vec::new(), Vec::new(), 0u64);
    for seed in first..first.saturating_add(deals) {
        let mut game = Klondike::new(&Deal::from_seed(seed).map_err(|e| e.to_string())?, rules);
        // One player for the whole game, over one table, as a binding's game object keeps it.
        let mut player = Player::new(&mut table[..], 1, sampling).map_err(|e| e.to_string())?;
        let game_clock = CpuClock::now();
        let mut moves = 0u32;
        loop {
            if moves == max_moves {
                unended.push(seed);
                break;
            }
            let move_clock = CpuClock::now();
            let chosen = player.choose(&game);
            let seconds = move_clock.elapsed();
            move_times.push(seconds);
            if let Some(out) = moves_out.as_mut() {
                writeln!(out, "{seconds:.5}").map_err(|e| e.to_string())?;
            }
            let Some(chosen) = chosen else { break };
            game.play(chosen)
                .map_err(|e| format!("seed {seed}: the player chose an illegal move: {e}"))?;
            moves += 1;
            if game.is_won() {
                break;
            }
        }
        let seconds = game_clock.elapsed();
        game_times.push(seconds);
        moves_played += u64::from(moves);
        won += u32::from(game.is_won());
        if let Some(out) = out.as_mut() {
            // A game a line as it ends, so that a run stopped early keeps what it measured.
            writeln!(out, "{seed} {} {moves} {seconds:.4}", u8::from(game.is_won()))
                .and_then(|()| out.flush())
                .map_err(|e| e.to_string())?;
        }
        if (seed - first + 1).is_multiple_of(100) {
            eprintln!("games {first} to {seed}: won {won}");
        }
    }
    let (low, high) = wilson(won, deals);
    let cpu: f64 = game_times.iter().sum();
    let ms = |s: f64| s * 1e3;
    println!(
        "ordinary game, draw {draw}, games {first}-{}: won {won} of {deals} = {:.2}% (95%: {:.2}-{:.2}%); \
         CPU a game mean {:.2} s, p50 {:.2} s, p99 {:.2} s, max {:.2} s; a move p50 {:.1} ms, p99 {:.0} ms, max {:.0} ms; \
         {:.0} moves a game; peak memory {} MiB (table {} MiB); games that did not end: {}",
        first + deals - 1,
        100.0 * f64::from(won) / f64::from(deals.max(1)),
        100.0 * low,
        100.0 * high,
        cpu / f64::from(deals.max(1)),
        percentile(&mut game_times, 0.50),
        percentile(&mut game_times, 0.99),
        percentile(&mut game_times, 1.0),
        ms(percentile(&mut move_times, 0.50)),
        ms(percentile(&mut move_times, 0.99)),
        ms(percentile(&mut move_times, 1.0)),
        moves_played as f64 / f64::from(deals.max(1)),
        peak_memory_mib().map_or("?".to_string(), |mib| mib.to_string()),
        (PLAYER_TABLE_ENTRIES * 8) >> 20,
        if unended.is_empty() {
            "none".to_string()
        } else {
            format!("{unended:?}")
        },
    );
    if !unended.is_empty() {
        return Err(format!(
            "{} games did not end within {max_moves} moves",
            unended.len()
        ));
    }
    Ok(())
}

/// The `q` quantile of `values` (sorted here).
fn percentile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f64::total_cmp);
    values[((values.len() - 1) as f64 * q).round() as usize]
}

/// The process's peak resident memory, where Linux tells it.
fn peak_memory_mib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib >> 10)
}
