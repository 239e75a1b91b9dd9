//! `make bench-klondike`: the Klondike solver on Klondike-Solver's game numbers (1 to N unless
//! told otherwise), for draw 1 and draw 3, with the defaults every binding's `solve()` uses
//! unless told otherwise: decided fraction, winnability with its 95% interval, CPU time
//! percentiles and the peak memory. Each deal gets a table of its own, as a binding's call does,
//! and its time is that call's: the table's allocation included. `--out FILE` writes
//! `draw seed verdict nodes milliseconds` for each deal, for the tests' slice.

use std::collections::HashMap;
use std::io::Write;
use std::time::Instant;

use digipeg::klondike::{
    DEFAULT_NODES, Deal, Entry, Klondike, PLAYER_TABLE_ENTRIES, Player, Rules, Sampling, Solver, Verdict,
    table_entries_for,
};

/// Options: `--deals N` (2000), `--first F` (1: games F to F + N - 1), `--seeds A,B,..` (these
/// games instead), `--draw 1|3` (both), `--nodes N` (positions a deal, or `unlimited`: the core's
/// `DEFAULT_NODES` unless given), `--table-bits B` (a table of 2^B entries of 8 bytes: what the
/// bindings give a search of that many positions unless given, `table_entries_for`), `--out FILE`, `--check-prunings` (solve each deal again
/// without the solver's prunings and count the verdicts that differ: must be none),
/// `--against FILE,FILE..` (a peer's verdicts, `draw seed verdict ...` lines: every deal both
/// decided must agree), `--decide-all` (every deal must be decided).
pub fn command(args: &[String]) -> Result<(), String> {
    let (mut deals, mut first) = (2000u32, 1u32);
    let mut nodes = DEFAULT_NODES;
    let mut entries = None;
    let mut draws = vec![1u32, 3];
    let mut seeds: Option<Vec<u32>> = None;
    let mut out = None;
    let mut check_prunings = false;
    let mut peers: HashMap<(u32, u32), Verdict> = HashMap::new();
    let mut decide_all = false;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--deals" => deals = value()?.parse().map_err(|e| format!("--deals: {e}"))?,
            "--first" => first = value()?.parse().map_err(|e| format!("--first: {e}"))?,
            "--nodes" => {
                nodes = match value()?.as_str() {
                    "unlimited" => u64::MAX,
                    number => number.parse().map_err(|e| format!("--nodes: {e}"))?,
                }
            }
            "--table-bits" => {
                let bits: u32 = value()?.parse().map_err(|e| format!("--table-bits: {e}"))?;
                entries = Some(1usize.checked_shl(bits).ok_or("--table-bits: too many")?);
            }
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
            "--against" => {
                for path in value()?.split(',') {
                    read_verdicts(path, &mut peers)?;
                }
            }
            "--decide-all" => decide_all = true,
            other => return Err(format!("unknown option {other}")),
        }
    }
    let seeds = seeds.unwrap_or_else(|| (first..first.saturating_add(deals)).collect());
    let entries = entries.unwrap_or(table_entries_for(nodes));
    let deals = seeds.len() as u32;
    let mut out = match out {
        Some(path) => Some(std::fs::File::create(&path).map_err(|e| format!("{path}: {e}"))?),
        None => None,
    };
    let budget = if nodes == u64::MAX {
        "no limit".to_string()
    } else {
        format!("{} M positions", nodes as f64 / 1e6)
    };
    println!(
        "Klondike-Solver's games {}, {budget} a deal, a table of 2^{} entries ({} MiB):",
        ranges(&seeds),
        entries.trailing_zeros(),
        (entries * 8) >> 20
    );
    println!(
        "| draw | deals | decided | decided in < 1 s | won | lost | winnable | p50 | p90 | p99 | max | CPU | peak memory |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    let (mut undecided, mut disagreements) = (Vec::new(), Vec::new());
    for draw in draws {
        let rules = Rules::new(draw, 0, true).map_err(|e| e.to_string())?;
        let (mut won, mut lost) = (0u32, 0u32);
        let mut times = Vec::new();
        let mut total_nodes = 0u64;
        let (mut compared, mut differ) = (0u32, 0u32);
        let (mut decided_quickly, mut peers_compared) = (0u32, 0u32);
        for &seed in &seeds {
            let game = Klondike::new(&Deal::from_seed(seed).map_err(|e| e.to_string())?, rules);
            // As a binding's call: a table of its own, cleared by the solver as far as it uses it.
            let started = CpuClock::now();
            let mut table: Vec<Entry> = vec![0; entries];
            let mut solver = Solver::new(&mut table[..]).map_err(|e| e.to_string())?;
            let solved = solver.solve(&game, nodes);
            let line = solver.line().to_vec();
            drop(solver);
            drop(table);
            let seconds = started.elapsed();
            times.push(seconds);
            if solved.verdict != Verdict::Unknown && seconds < 1.0 {
                decided_quickly += 1;
            }
            total_nodes += solved.nodes;
            let verdict = match solved.verdict {
                Verdict::Won => {
                    let mut replay = game;
                    for &played in &line {
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
                Verdict::Unknown => {
                    undecided.push((draw, seed));
                    "unknown"
                }
            };
            if let Some(&theirs) = peers.get(&(draw, seed))
                && solved.verdict != Verdict::Unknown
            {
                peers_compared += 1;
                if theirs != solved.verdict {
                    disagreements.push((draw, seed));
                    eprintln!(
                        "draw {draw} seed {seed}: {:?} here, {theirs:?} by the peer",
                        solved.verdict
                    );
                }
            }
            if check_prunings && solved.verdict != Verdict::Unknown {
                let mut table: Vec<Entry> = vec![0; entries];
                let mut solver = Solver::new(&mut table[..]).map_err(|e| e.to_string())?;
                solver.set_safe_moves(false);
                solver.set_focused(false);
                solver.set_deferrals(false);
                solver.set_ups_first(false);
                let plain = solver.solve(&game, nodes).verdict;
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
            peak_memory_mib().map_or("?".to_string(), |mib| mib.to_string()),
        );
        if !peers.is_empty() {
            println!("draw {draw}: {peers_compared} deals decided here and by the peer, compared");
        }
        if check_prunings {
            println!(
                "draw {draw}: without the prunings, {compared} deals decided as well, {differ} with another verdict"
            );
            if differ > 0 {
                return Err(format!("{differ} verdicts differ without the prunings"));
            }
        }
    }
    if !disagreements.is_empty() {
        return Err(format!(
            "verdicts that disagree with the peer's (draw, game): {disagreements:?}"
        ));
    }
    if decide_all && !undecided.is_empty() {
        return Err(format!("deals not decided (draw, game): {undecided:?}"));
    }
    if !peers.is_empty() {
        println!("no verdict disagrees with the peer's");
    }
    Ok(())
}

/// Adds the verdicts of `path` (`draw seed verdict ...` lines, `#` comments) to `into`, leaving
/// out the undecided ones.
fn read_verdicts(path: &str, into: &mut HashMap<(u32, u32), Verdict>) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    for line in text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        let number = |at: usize| -> Result<u32, String> {
            words
                .get(at)
                .and_then(|word| word.parse().ok())
                .ok_or(format!("{path}: {line}"))
        };
        let verdict = match words.get(2) {
            Some(&"won") => Verdict::Won,
            Some(&"lost") => Verdict::Lost,
            _ => continue,
        };
        into.insert((number(0)?, number(1)?), verdict);
    }
    Ok(())
}

/// The games of `seeds` as ranges: "1–2,000", "2,001–3,000 and 7".
fn ranges(seeds: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut at = 0;
    while at < seeds.len() {
        let mut end = at;
        while end + 1 < seeds.len() && seeds[end + 1] == seeds[end] + 1 {
            end += 1;
        }
        parts.push(if end > at {
            format!("{}–{}", thousands(seeds[at]), thousands(seeds[end]))
        } else {
            thousands(seeds[at])
        });
        at = end + 1;
    }
    parts.join(", ")
}

fn thousands(number: u32) -> String {
    let digits = number.to_string();
    let mut out = String::new();
    for (at, digit) in digits.chars().enumerate() {
        if at > 0 && (digits.len() - at).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
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
/// for each game), `--moves-out FILE` (the CPU seconds of each call, a line each: a game's moves,
/// then, in a game not won, the call that found none).
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
        if let Some(moves_out) = moves_out.as_mut() {
            // Its moves too, so that the two files of a stopped run still line up game by game.
            moves_out.flush().map_err(|e| e.to_string())?;
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
