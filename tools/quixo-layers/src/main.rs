//! `quixo-layers`: solve Quixo from the full boards down to a floor, one file per layer.
//!
//! ```text
//! quixo-layers [--size 5] [--floor 23] [--dir DIR] [--threads N] [--memory BYTES] [--disk BYTES]
//!              [--stop-after PAIRS]
//! quixo-layers [--size 5] --print-dir
//! ```
//!
//! DIR defaults to `target/quixo-layers/v<format version>/<n>x<n>`: files of another format
//! version never mix, and runs to different floors share what they have in common.
//!
//! Totals run from n² down to the floor; within a total, pair after pair, each on all threads.
//! A pair whose four files (two for a = b) are present and check out is not solved again, so a
//! run that was interrupted resumes where it stopped and writes the same bytes. `--stop-after N`
//! stops once N pairs are solved (and written), as an interruption would: a long run in slices. Before starting,
//! the largest pair still to solve must fit in the available memory and the files still to
//! write on the disk (`--memory` / `--disk` replace what /proc/meminfo and `df` say).
//! Per pair and per total it prints the won, lost and drawn positions (for the player to move)
//! and the time; `DIR/times.tsv` keeps the time of every pair solved, for `make bench`
//! (size, total, a, b, positions, passes, wall seconds, CPU seconds, threads).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use digipeg::quixo::layered::{FORMAT_VERSION, FileKind, HEADER_LEN, Layer, PassWidth};
use digipeg_quixo_layers::{
    CHUNK, Progress, file_name, pair_layers, pair_memory, read_layer, solve_pair, write_atomically,
};

struct Options {
    size: usize,
    floor: usize,
    dir: Option<PathBuf>,
    print_dir: bool,
    threads: usize,
    memory: Option<u64>,
    disk: Option<u64>,
    stop_after: Option<u64>,
}

const USAGE: &str = "usage: quixo-layers [--size 3|4|5] [--floor T] [--dir DIR] [--threads N] [--memory BYTES] [--disk BYTES] [--stop-after PAIRS] [--print-dir]";

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        size: 5,
        floor: 23,
        dir: None,
        print_dir: false,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        memory: None,
        disk: None,
        stop_after: None,
    };
    let mut floor_given = false;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            return Err(USAGE.into());
        }
        if flag == "--print-dir" {
            o.print_dir = true;
            continue;
        }
        let value = args
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag}: not a number: {value}"))
        };
        match flag.as_str() {
            "--size" => o.size = number()? as usize,
            "--floor" => {
                o.floor = number()? as usize;
                floor_given = true;
            }
            "--dir" => o.dir = Some(PathBuf::from(&value)),
            "--threads" => o.threads = (number()? as usize).max(1),
            "--memory" => o.memory = Some(number()?),
            "--disk" => o.disk = Some(number()?),
            "--stop-after" => o.stop_after = Some(number()?),
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    if !(3..=5).contains(&o.size) {
        return Err("--size must be 3, 4 or 5".into());
    }
    if !floor_given && o.size < 5 {
        o.floor = 0;
    }
    if o.floor > o.size * o.size {
        return Err(format!("--floor must be at most {}", o.size * o.size));
    }
    Ok(o)
}

/// Where the files go: `--dir`, or the versioned default under target/.
fn directory(o: &Options) -> PathBuf {
    o.dir
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("target/quixo-layers/v{FORMAT_VERSION}/{0}x{0}", o.size)))
}

/// Whether every file of the pair of `layer` is in `dir` and checks out; the counts if so.
fn done(dir: &Path, layer: Layer) -> Option<Vec<[u64; 3]>> {
    pair_layers(layer)
        .iter()
        .map(|l| {
            let (h, _) = read_layer(dir, l, FileKind::Values).ok()?;
            read_layer(dir, l, FileKind::Passes(PassWidth::One)).ok()?;
            Some(h.counts)
        })
        .collect()
}

/// The bytes of a layer's two files, one byte a pass (the pairs that need two are few).
fn file_bytes(l: &Layer) -> u64 {
    2 * HEADER_LEN as u64 + FileKind::Values.payload_len(l) + FileKind::Passes(PassWidth::One).payload_len(l)
}

/// MemAvailable of /proc/meminfo, in bytes.
fn available_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Free bytes of the filesystem of `dir`, as `df` reports them.
fn available_disk(dir: &Path) -> Option<u64> {
    let out = std::process::Command::new("df")
        .args(["-B1", "--output=avail"])
        .arg(dir)
        .output()
        .ok()?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .nth(1)?
        .trim()
        .parse()
        .ok()
}

/// CPU seconds this process has used (user + system), from /proc/self/stat.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<f64> = rest.split_whitespace().filter_map(|x| x.parse().ok()).collect();
    // `rest` starts at field 3 (the state letter, not a number), so utime is f[10], stime f[11].
    (f.get(10).unwrap_or(&0.0) + f.get(11).unwrap_or(&0.0)) / 100.0
}

fn human(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 30 => format!("{:.2} GiB", b as f64 / (1u64 << 30) as f64),
        b if b >= 1 << 20 => format!("{:.1} MiB", b as f64 / (1u64 << 20) as f64),
        b => format!("{b} B"),
    }
}

fn duration(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 60.0 {
        format!("{s:.1} s")
    } else if s < 3600.0 {
        format!("{}m{:02}s", (s / 60.0) as u64, s as u64 % 60)
    } else {
        format!("{}h{:02}m", (s / 3600.0) as u64, (s as u64 / 60) % 60)
    }
}

fn counts_text(c: &[u64; 3]) -> String {
    format!("won {:>13} lost {:>13} drawn {:>13}", c[0], c[1], c[2])
}

fn main() -> ExitCode {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let dir = directory(&o);
    if o.print_dir {
        println!("{}", dir.display());
        return ExitCode::SUCCESS;
    }
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("cannot create {}: {e}", dir.display());
        return ExitCode::from(1);
    }
    // One run at a time in a directory (the lock goes with the process, however it ends).
    let lock = std::fs::File::create(dir.join(".lock"));
    match lock.as_ref().map(|f| f.try_lock()) {
        Ok(Ok(())) => {}
        Ok(Err(_)) => {
            eprintln!("refused: another quixo-layers run is using {}", dir.display());
            return ExitCode::from(3);
        }
        Err(e) => {
            eprintln!("cannot lock {}: {e}", dir.display());
            return ExitCode::from(1);
        }
    }
    // Leftovers of an interrupted write are never complete files.
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for e in entries.flatten() {
            if e.file_name().to_string_lossy().ends_with(".tmp") {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }
    let n = o.size;
    let totals: Vec<usize> = (o.floor..=n * n).rev().collect();

    // What is left to do, and whether it fits.
    let mut todo_positions = 0u64;
    let mut todo_disk = 0u64;
    let mut peak = 0u64;
    let mut peak_wide = 0u64;
    let mut all_positions = 0u64;
    for &t in &totals {
        for layer in Layer::pairs(n, t) {
            let positions: u64 = pair_layers(layer).iter().map(|l| l.len()).sum();
            all_positions += positions;
            if done(&dir, layer).is_none() {
                todo_positions += positions;
                todo_disk += pair_layers(layer).iter().map(file_bytes).sum::<u64>();
                peak = peak.max(pair_memory(layer, PassWidth::One));
                peak_wide = peak_wide.max(pair_memory(layer, PassWidth::Two));
            }
        }
    }
    let memory = o.memory.or_else(available_memory);
    let disk = o.disk.or_else(|| available_disk(&dir));
    println!(
        "quixo-layers: {n} x {n}, totals {} down to {}, {} positions; {} still to solve on {} threads in {}",
        n * n,
        o.floor,
        all_positions,
        todo_positions,
        o.threads,
        dir.display()
    );
    println!(
        "needs {} of memory for the largest pair ({} if it needs two bytes a pass; available: {}) and {} of disk (free: {})",
        human(peak),
        human(peak_wide),
        memory.map_or("unknown".into(), human),
        human(todo_disk),
        disk.map_or("unknown".into(), human)
    );
    if let Some(m) = memory
        && peak > m
    {
        eprintln!(
            "refused: not enough memory ({} needed, {} available)",
            human(peak),
            human(m)
        );
        return ExitCode::from(3);
    }
    if let Some(d) = disk
        && todo_disk > d
    {
        eprintln!(
            "refused: not enough disk ({} needed, {} free)",
            human(todo_disk),
            human(d)
        );
        return ExitCode::from(3);
    }

    let started = Instant::now();
    let mut solved_positions = 0u64;
    let mut solved_pairs = 0u64;
    let mut log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("times.tsv"))
        .ok();
    let mut grand = [0u64; 3];
    let mut summary = Vec::new();
    for &t in &totals {
        let total_start = Instant::now();
        let mut total_counts = [0u64; 3];
        let mut total_positions = 0u64;
        let mut max_passes = 0u32;
        let mut resumed = true;
        let mut total_cpu = 0.0;
        let mut total_solved = 0u64;
        for layer in Layer::pairs(n, t) {
            let ls = pair_layers(layer);
            let positions: u64 = ls.iter().map(|l| l.len()).sum();
            total_positions += positions;
            if let Some(counts) = done(&dir, layer) {
                for (l, c) in ls.iter().zip(&counts) {
                    println!(
                        "t={t:2} ({:2},{:2}) {:>13} positions  {}  (solved before)",
                        l.own(),
                        l.other(),
                        l.len(),
                        counts_text(c)
                    );
                    for k in 0..3 {
                        total_counts[k] += c[k];
                    }
                }
                continue;
            }
            resumed = false;
            let pair_start = Instant::now();
            let pair_cpu = cpu_seconds();
            let next: Result<Vec<Vec<u8>>, String> = ls
                .iter()
                .map(|l| match l.next() {
                    Some(x) => read_layer(&dir, &x, FileKind::Values).map(|(_, b)| b[HEADER_LEN..].to_vec()),
                    None => Ok(Vec::new()),
                })
                .collect();
            let next = match next {
                Ok(v) => v,
                Err(e) => {
                    eprintln!("cannot read the next total: {e}");
                    return ExitCode::from(1);
                }
            };
            let empty = Vec::new();
            let inputs = [&next[0][..], next.get(1).unwrap_or(&empty)];
            let progress = Progress::default();
            let finished = AtomicBool::new(false);
            let result = std::thread::scope(|s| {
                s.spawn(|| {
                    show_progress(
                        &progress,
                        &finished,
                        t,
                        layer,
                        positions,
                        solved_positions,
                        todo_positions,
                        started,
                    )
                });
                let r = solve_pair(layer, inputs, o.threads, CHUNK, &progress);
                finished.store(true, Ordering::Relaxed);
                r
            });
            let pair = match result {
                Ok(p) => p,
                Err(e) => {
                    eprintln!("\nt={t} {layer:?}: {}", e.message());
                    return ExitCode::from(1);
                }
            };
            for (l, v, p) in &pair.layers {
                for (kind, bytes) in [(FileKind::Values, v), (FileKind::Passes(pair.width), p)] {
                    if let Err(e) = write_atomically(&dir, &file_name(l, kind), bytes) {
                        eprintln!("cannot write {}: {e}", file_name(l, kind));
                        return ExitCode::from(1);
                    }
                }
            }
            let took = pair_start.elapsed();
            let cpu = cpu_seconds() - pair_cpu;
            total_cpu += cpu;
            total_solved += positions;
            solved_positions += positions;
            max_passes = max_passes.max(pair.stats.passes);
            for (i, l) in ls.iter().enumerate() {
                let c = pair.stats.counts[i];
                println!(
                    "t={t:2} ({:2},{:2}) {:>13} positions  {}  {} passes{}, pair {} (CPU {cpu:.1} s)",
                    l.own(),
                    l.other(),
                    l.len(),
                    counts_text(&c),
                    pair.stats.passes,
                    if pair.width == PassWidth::Two {
                        " (two bytes a pass)"
                    } else {
                        ""
                    },
                    duration(took)
                );
                for k in 0..3 {
                    total_counts[k] += c[k];
                }
            }
            if let Some(f) = log.as_mut() {
                let _ = writeln!(
                    f,
                    "{n}\t{t}\t{}\t{}\t{positions}\t{}\t{:.3}\t{cpu:.2}\t{}",
                    layer.own(),
                    layer.other(),
                    pair.stats.passes,
                    took.as_secs_f64(),
                    o.threads
                );
            }
            solved_pairs += 1;
            if o.stop_after == Some(solved_pairs) {
                println!("stopped after {solved_pairs} pairs solved (--stop-after): run again to go on");
                return ExitCode::SUCCESS;
            }
        }
        let took = total_start.elapsed();
        println!(
            "total {t:2}: {total_positions:>13} positions  {}  {}",
            counts_text(&total_counts),
            if resumed {
                "(solved before)".to_string()
            } else {
                format!(
                    "{} (CPU {total_cpu:.1} s), up to {max_passes} passes, {:.2} M positions solved per CPU second",
                    duration(took),
                    total_solved as f64 / total_cpu.max(1e-3) / 1e6
                )
            }
        );
        for k in 0..3 {
            grand[k] += total_counts[k];
        }
        summary.push((
            t,
            total_positions,
            total_counts,
            if resumed { None } else { Some(took) },
        ));
    }
    println!("\nsummary ({n} x {n}, won / lost / drawn for the player to move):");
    println!(
        "{:>5} {:>14} {:>14} {:>14} {:>14} {:>10}",
        "total", "positions", "won", "lost", "drawn", "time"
    );
    for (t, p, c, took) in &summary {
        println!(
            "{t:>5} {p:>14} {:>14} {:>14} {:>14} {:>10}",
            c[0],
            c[1],
            c[2],
            took.map_or("before".into(), duration)
        );
    }
    println!(
        "{:>5} {all_positions:>14} {:>14} {:>14} {:>14} {:>10}",
        "all",
        grand[0],
        grand[1],
        grand[2],
        duration(started.elapsed())
    );
    ExitCode::SUCCESS
}

/// A progress bar on stderr (a line every 10 s when stderr is not a terminal), with an
/// estimate of the time left from the positions solved so far in this run.
#[allow(clippy::too_many_arguments)]
fn show_progress(
    progress: &Progress,
    finished: &AtomicBool,
    t: usize,
    layer: Layer,
    positions: u64,
    before: u64,
    todo: u64,
    started: Instant,
) {
    let tty = std::io::stderr().is_terminal();
    let every = if tty {
        Duration::from_millis(500)
    } else {
        Duration::from_secs(10)
    };
    let mut last = Instant::now();
    while !finished.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(100));
        if last.elapsed() < every {
            continue;
        }
        last = Instant::now();
        let first = progress.first_pass.load(Ordering::Relaxed).min(positions);
        let pass = progress.pass.load(Ordering::Relaxed);
        // Pass 0 is most of the work of a pair: count the pair half done when it ends.
        let here = if pass == 0 {
            first / 2
        } else {
            positions / 2 + positions / 2 * pass.min(8) / 9
        };
        let done = before + here;
        let fraction = done as f64 / todo.max(1) as f64;
        let elapsed = started.elapsed().as_secs_f64();
        let eta = if done > 0 {
            elapsed * (todo - done.min(todo)) as f64 / done as f64
        } else {
            f64::NAN
        };
        let width = 30;
        let filled = (fraction * width as f64) as usize;
        let line = format!(
            "[{}{}] {:5.1}%  t={t} ({},{}) pass {pass}  ETA {}",
            "#".repeat(filled.min(width)),
            ".".repeat(width - filled.min(width)),
            100.0 * fraction,
            layer.own(),
            layer.other(),
            if eta.is_finite() {
                duration(Duration::from_secs_f64(eta))
            } else {
                "?".into()
            }
        );
        if tty {
            eprint!("\r{line}   ");
        } else {
            eprintln!("{line}");
        }
    }
    if tty {
        eprint!("\r{}\r", " ".repeat(80));
    }
}
