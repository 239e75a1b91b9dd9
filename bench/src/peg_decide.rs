//! How often the browser's DigiPeg analysis decides "can this position still end with one peg?",
//! on positions seeded random play reaches. This is issue 23's measure: the goal is 99% decided
//! (a line that replays, or a proof), each within 1 s in WebAssembly, with a median under 50 ms.
//!
//! The positions: per board and jump rule, `POSITIONS` random games (a random start hole, random
//! jumps to the end), each cut after a random number of its jumps. Each position gets what the
//! page's worker asks the engine (`Analysis::decide`), on one core, within `ANALYSIS_NODE_CAP`
//! solver positions; its time is its thread's CPU time (a loaded machine slows no figure).
//! `BENCH_PEG_POSITIONS=N` changes the count; `BENCH_PEG_BOARDS=9x9,8x9` picks boards (default:
//! 7 × 7, 8 × 8, 9 × 9, 7 × 9, 8 × 9); `BENCH_PEG_OPEN=FILE` writes the positions left "not known"
//! to FILE (tools/peg-study reads them).

use std::fmt::Write as _;

use digipeg::Rng;
use digipeg::peg::{
    ANALYSIS_BEAM_SLOTS, ANALYSIS_NODE_CAP, ANALYSIS_TABLE_ENTRIES, Analysis, BeamSlot, DigiPeg, Directions,
    Reason, Verdict,
};

use crate::klondike::CpuClock;
use crate::table::Table;

const POSITIONS: usize = 1_000;

#[derive(Default)]
struct Tally {
    class: usize,
    beam: usize,
    searched_yes: usize,
    searched_no: usize,
    unknown: usize,
    seconds: Vec<f64>,
}

/// The boards, as (rows, columns): the squares first, then the rectangles issue 40 names.
const BOARDS: [(u32, u32); 5] = [(7, 7), (8, 8), (9, 9), (7, 9), (8, 9)];

/// A position of a seeded random game: a random start, random jumps to the end, cut at random.
pub fn random_position(rng: &mut Rng, rows: u32, cols: u32, rule: Directions) -> DigiPeg {
    let (r, c) = (rng.below(rows), rng.below(cols));
    let start =
        DigiPeg::with_directions(rows.into(), cols.into(), r.into(), c.into(), rule).expect("a start");
    let mut end = start;
    let mut line = Vec::new();
    loop {
        let moves = end.legal_moves();
        if moves.is_empty() {
            break;
        }
        let jump = moves[rng.below(moves.len() as u32) as usize];
        end.play(jump).expect("a legal jump");
        line.push(jump);
    }
    let cut = rng.below(line.len() as u32 + 1) as usize;
    let mut position = start;
    for &jump in &line[..cut] {
        position.play(jump).expect("a legal jump");
    }
    position
}

/// The seed of a board's sample: the squares keep the seeds of the first figures (7 × 7 to 9 × 9).
pub fn seed(rows: u32, cols: u32, rule: Directions) -> u64 {
    let square = u64::from(rows) * 23 + u64::from(rule == Directions::Diagonal);
    if rows == cols {
        square
    } else {
        square + 1_000 * u64::from(cols)
    }
}

/// The boards `BENCH_PEG_BOARDS` names (`7x7,9x9`), or all of [`BOARDS`].
pub fn boards() -> Vec<(u32, u32)> {
    let Ok(names) = std::env::var("BENCH_PEG_BOARDS") else {
        return BOARDS.to_vec();
    };
    names
        .split(',')
        .filter_map(|name| {
            let (r, c) = name.trim().split_once('x')?;
            Some((r.parse().ok()?, c.parse().ok()?))
        })
        .filter(|&(r, c)| (1..=9).contains(&r) && (1..=9).contains(&c))
        .collect()
}

pub fn run(table: &mut Table) {
    let positions = std::env::var("BENCH_PEG_POSITIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(POSITIONS);
    let open_file = std::env::var("BENCH_PEG_OPEN").ok();
    let mut open = String::new();
    let mut analysis = Analysis::new(
        vec![0u128; ANALYSIS_TABLE_ENTRIES],
        vec![BeamSlot::EMPTY; ANALYSIS_BEAM_SLOTS],
    )
    .expect("memory for the analysis");
    for (rule, name) in [
        (Directions::Orthogonal, "orthogonal"),
        (Directions::Diagonal, "diagonal"),
    ] {
        for (rows, cols) in boards() {
            let mut rng = Rng::new(seed(rows, cols, rule));
            let mut tally = Tally::default();
            for index in 0..positions {
                let game = random_position(&mut rng, rows, cols, rule);
                let started = CpuClock::now();
                match analysis.decide(&game, ANALYSIS_NODE_CAP) {
                    Verdict::No {
                        by: Reason::PositionClass | Reason::NoJumpLeft,
                    } => tally.class += 1,
                    Verdict::Yes {
                        by: Reason::Beam | Reason::OnePegLeft,
                        ..
                    } => tally.beam += 1,
                    Verdict::Yes { .. } => tally.searched_yes += 1,
                    Verdict::No { .. } => tally.searched_no += 1,
                    Verdict::Checking | Verdict::Unknown => {
                        tally.unknown += 1;
                        let _ = write!(open, "{rows}x{cols} {name} {index}\n{}\n", game.rows_text());
                    }
                }
                tally.seconds.push(started.elapsed());
            }
            tally.seconds.sort_by(f64::total_cmp);
            let at = |q: f64| tally.seconds[((tally.seconds.len() - 1) as f64 * q) as usize] * 1e3;
            let decided = positions - tally.unknown;
            table.add(
                "peg-decide",
                format!(
                    "{rows} x {cols} {name}, {positions} random-play positions: one peg or not, decided \
                     (class or no jump {} no, beams {} yes, solver {} yes / {} no within {} M nodes; \
                     not known {}); median / p99 time",
                    tally.class,
                    tally.beam,
                    tally.searched_yes,
                    tally.searched_no,
                    ANALYSIS_NODE_CAP / 1_000_000,
                    tally.unknown
                ),
                format!(
                    "{:.1}% decided; {:.1} ms / {:.0} ms (goal 99%, 50 ms / 1 s in wasm)",
                    100.0 * decided as f64 / positions as f64,
                    at(0.5),
                    at(0.99)
                ),
            );
        }
    }
    if let Some(path) = open_file {
        std::fs::write(&path, open).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
}
