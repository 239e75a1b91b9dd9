//! `make peg-study`: issue 40's study of the DigiPeg positions the analysis leaves open.
//!
//! - `peg-study open FILE [--nodes N] [--table-log2 K] [--only RxC] [--widths W,W...]`: the positions
//!   `make bench`'s peg-decide sample leaves "not known" (written there with `BENCH_PEG_OPEN=FILE`),
//!   decided offline: each beam scorer at the first width (default 1,000; all three, to compare them on
//!   the same positions), then at each wider one (default 10,000) while no line is found, then the
//!   depth-first solver within N positions (default 50 M; 0: none) and a table of 2^K entries (default
//!   2^26, 1 GiB). One line per position: board, rule, index, pegs, the holes its class allows a lone
//!   peg, the thread's CPU seconds, the answer (`yes`, `no` or `open`), how it was found, and for `yes`
//!   the line.
//! - `peg-study table RxC RULE`: every position of the rectangle, solvable or not, and how many
//!   of the dead positions reached from a start each test proves (see `table.rs`).

mod table;

use std::time::Instant;

use digipeg::peg::{Beam, BeamSlot, BeamWeights, DigiPeg, Directions, Goal, Jump, PositionClass, Solver};

/// The beam scorers, in the order they are tried at the first width; at the wider ones boundary
/// length goes first (it found the most lines at width 10,000 in the first study).
const SCORERS: [(&str, BeamWeights); 3] = [
    ("gather", BeamWeights::GATHER),
    ("rim", BeamWeights::RIM),
    ("boundary", BeamWeights::BOUNDARY),
];
const WIDER_ORDER: [usize; 3] = [2, 0, 1];

/// The thread's CPU time so far, in seconds (wall time where the kernel does not say).
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(stat.split_whitespace().next()?.parse::<f64>().ok()? / 1e9)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("open") => open(&args[1..]),
        Some("table") => table::command(&args[1..]),
        _ => Err(
            "usage: peg-study open FILE [--nodes N] [--table-log2 K] [--only RxC] [--widths W,W...] \
                  | peg-study table RxC RULE"
                .into(),
        ),
    };
    if let Err(e) = result {
        eprintln!("{e}");
        std::process::exit(2);
    }
}

/// The value after `--name`, parsed, or `default`.
pub fn option<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a value")),
    }
}

/// A position of the open file: where it came from, and the game.
struct Open {
    header: String,
    game: DigiPeg,
}

fn read_open(text: &str) -> Result<Vec<Open>, String> {
    let mut out = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(header) = lines.next() {
        let rule = match header.split(' ').nth(1) {
            Some("orthogonal") => Directions::Orthogonal,
            Some("diagonal") => Directions::Diagonal,
            _ => return Err(format!("not a header: {header}")),
        };
        let mut rows = Vec::new();
        while let Some(row) = lines.next_if(|l| !l.contains(' ')) {
            if !row.is_empty() {
                rows.push(row);
            }
        }
        let game = DigiPeg::from_rows(&rows, rule).map_err(|e| format!("{header}: {}", e.message()))?;
        out.push(Open {
            header: header.to_owned(),
            game,
        });
    }
    Ok(out)
}

fn tokens(line: &[Jump]) -> String {
    line.iter()
        .map(|j| format!("{}{}{}{}", j.from.row(), j.from.col(), j.to.row(), j.to.col()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Replays `line` from `game`: the pegs it leaves (a line that does not replay leaves `u32::MAX`).
fn replayed(game: &DigiPeg, line: &[Jump]) -> u32 {
    let mut end = *game;
    for &jump in line {
        if end.play(jump).is_err() {
            return u32::MAX;
        }
    }
    end.pegs_left()
}

fn open(args: &[String]) -> Result<(), String> {
    let path = args.first().ok_or("open FILE")?;
    let nodes: u64 = option(args, "--nodes", 50_000_000)?;
    let log2: u32 = option(args, "--table-log2", 26)?;
    let only: String = option(args, "--only", String::new())?;
    let widths: String = option(args, "--widths", "1000,10000".to_owned())?;
    let widths: Vec<usize> = widths
        .split(',')
        .map(|w| w.parse().map_err(|_| format!("--widths: {w}")))
        .collect::<Result<_, _>>()?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let widest = widths.iter().copied().max().unwrap_or(1);
    let mut beam = Beam::new(vec![BeamSlot::EMPTY; Beam::<Vec<BeamSlot>>::slots_for(widest)])
        .map_err(|e| e.message().to_owned())?;
    let mut solver = Solver::new(vec![0u128; 1 << log2]).map_err(|e| e.message().to_owned())?;
    for open in read_open(&text)? {
        if !only.is_empty() && !open.header.starts_with(&only) {
            continue;
        }
        let game = open.game;
        let started = Instant::now();
        let cpu_started = cpu_seconds();
        let class_holes = PositionClass::of(game.pegs(), game.directions())
            .single_peg_holes(game.holes(), game.directions())
            .count();
        if table::stranded_dead(&game) {
            println!("{} pegs={} no stranded", open.header, game.pegs_left());
            continue;
        }
        let mut found: Option<(String, Vec<Jump>)> = None;
        let mut compared = Vec::new();
        let mut fewest = game.pegs_left();
        for (k, &width) in widths.iter().enumerate() {
            for s in 0..SCORERS.len() {
                let (name, weights) = SCORERS[if k == 0 { s } else { WIDER_ORDER[s] }];
                if k > 0 && found.is_some() {
                    break;
                }
                let s = beam
                    .solve_weighted(&game, Goal::OnePeg, width, weights)
                    .map_err(|e| e.message().to_owned())?;
                fewest = fewest.min(replayed(&game, &s.moves));
                if s.reached {
                    assert_eq!(replayed(&game, &s.moves), 1, "a beam's line does not replay");
                    if k == 0 {
                        compared.push(name);
                    }
                    found.get_or_insert((format!("beam-{name}-{width}"), s.moves.to_vec()));
                }
            }
        }
        let mut how = match &found {
            Some((name, line)) => format!("yes {name} {}", tokens(line)),
            None => String::new(),
        };
        let mut searched = 0;
        if found.is_none() {
            let s = solver
                .solve(&game, Goal::OnePeg, nodes)
                .map_err(|e| e.message().to_owned())?;
            searched = s.nodes;
            fewest = fewest.min(replayed(&game, &s.moves));
            how = if s.reached {
                assert_eq!(replayed(&game, &s.moves), 1, "the solver's line does not replay");
                format!("yes search {}", tokens(&s.moves))
            } else if s.finished {
                "no search".to_owned()
            } else {
                format!("open fewest-found={fewest}")
            };
        }
        let cpu = match (cpu_started, cpu_seconds()) {
            (Some(a), Some(b)) => b - a,
            _ => started.elapsed().as_secs_f64(),
        };
        println!(
            "{} pegs={} class-holes={class_holes} beams{}=[{}] nodes={searched} cpu={cpu:.1} seconds={:.1} {how}",
            open.header,
            game.pegs_left(),
            widths[0],
            compared.join(","),
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}
