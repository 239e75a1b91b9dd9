//! `make peg-study`: issue 40's study of the DigiPeg positions the analysis leaves open.
//!
//! - `peg-study open FILE [--nodes N] [--table-log2 K] [--only RxC]`: the positions `make bench`'s
//!   peg-decide sample leaves "not known" (written there with `BENCH_PEG_OPEN=FILE`), decided
//!   offline: each beam scorer at width 1,000 (to compare them on the same positions), the widest
//!   beams, then the depth-first solver within N positions (default 50 M) and a table of 2^K
//!   entries (default 2^26, 1 GiB). One line per position: board, rule, index, pegs, the answer
//!   (`yes`, `no` or `open`), how it was found, and for `yes` the line.
//! - `peg-study table RxC RULE`: every position of the rectangle, solvable or not, and how many
//!   of the dead positions reached from a start each test proves (see `table.rs`).

mod table;

use std::time::Instant;

use digipeg::peg::{Beam, BeamSlot, BeamWeights, DigiPeg, Directions, Goal, Jump, Solver};

/// The beams tried on each open position, cheapest first: (name, weights, width).
const BEAMS: [(&str, BeamWeights, usize); 6] = [
    ("gather-1000", BeamWeights::GATHER, 1_000),
    ("rim-1000", BeamWeights::RIM, 1_000),
    ("boundary-1000", BeamWeights::BOUNDARY, 1_000),
    ("boundary-10000", BeamWeights::BOUNDARY, 10_000),
    ("gather-10000", BeamWeights::GATHER, 10_000),
    ("rim-10000", BeamWeights::RIM, 10_000),
];

/// How many of [`BEAMS`] are always run (to compare the scorers); the rest only while no line is known.
const COMPARED: usize = 3;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("open") => open(&args[1..]),
        Some("table") => table::command(&args[1..]),
        _ => Err(
            "usage: peg-study open FILE [--nodes N] [--table-log2 K] [--only RxC] | peg-study table RxC RULE"
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
    let beams: usize = option(args, "--beams", BEAMS.len())?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let widest = BEAMS.iter().map(|b| b.2).max().unwrap_or(1);
    let mut beam = Beam::new(vec![BeamSlot::EMPTY; Beam::<Vec<BeamSlot>>::slots_for(widest)])
        .map_err(|e| e.message().to_owned())?;
    let mut solver = Solver::new(vec![0u128; 1 << log2]).map_err(|e| e.message().to_owned())?;
    for open in read_open(&text)? {
        if !only.is_empty() && !open.header.starts_with(&only) {
            continue;
        }
        let game = open.game;
        let started = Instant::now();
        if table::stranded_dead(&game) {
            println!("{} pegs={} no stranded", open.header, game.pegs_left());
            continue;
        }
        let mut found: Option<(String, Vec<Jump>)> = None;
        let mut compared = Vec::new();
        let mut fewest = game.pegs_left();
        for (k, &(name, weights, width)) in BEAMS.iter().enumerate().take(beams) {
            if k >= COMPARED && found.is_some() {
                break;
            }
            let s = beam
                .solve_weighted(&game, Goal::OnePeg, width, weights)
                .map_err(|e| e.message().to_owned())?;
            fewest = fewest.min(replayed(&game, &s.moves));
            if s.reached {
                assert_eq!(replayed(&game, &s.moves), 1, "a beam's line does not replay");
                if k < COMPARED {
                    compared.push(name);
                }
                found.get_or_insert((format!("beam-{name}"), s.moves.to_vec()));
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
        println!(
            "{} pegs={} beams1000=[{}] nodes={searched} seconds={:.1} {how}",
            open.header,
            game.pegs_left(),
            compared.join(","),
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}
