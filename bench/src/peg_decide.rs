//! How often the browser's DigiPeg analysis decides "can this position still end with one peg?",
//! on positions seeded random play reaches. This is issue 23's measure: the goal is 99% decided
//! (a line that replays, or a proof), each within 1 s in WebAssembly, with a median under 50 ms.
//!
//! The positions: per board and jump rule, `POSITIONS` random games (a random start hole, random
//! jumps to the end), each cut after a random number of its jumps. Each position gets what the
//! page's worker does (`bindings/wasm/web/peg-worker.js`), on one core: the position class, the
//! beam search at width 100, one slice of the depth-first solver, the beam at width 1,000, then the
//! solver on, within `NODES` positions in all.
//! `BENCH_PEG_POSITIONS=N` changes the count.

use std::time::Instant;

use digipeg::Rng;
use digipeg::peg::{Beam, BeamSlot, DigiPeg, Directions, Goal, PositionClass, Solver};

use crate::table::Table;

const POSITIONS: usize = 1_000;
/// About 0.3 s of the solver natively; the worker searches on to 20 M in slices.
const NODES: u64 = 2_000_000;
const WIDTH: usize = 100;
const WIDE: usize = 1_000;
/// The worker's slice of the solver.
const SLICE: u64 = 250_000;

#[derive(Default)]
struct Tally {
    class: usize,
    beam: usize,
    wide: usize,
    searched_yes: usize,
    searched_no: usize,
    unknown: usize,
    seconds: Vec<f64>,
}

/// A position of a seeded random game: a random start, random jumps to the end, cut at random.
fn random_position(rng: &mut Rng, side: u32, rule: Directions) -> DigiPeg {
    let (r, c) = (rng.below(side), rng.below(side));
    let start =
        DigiPeg::with_directions(side.into(), side.into(), r.into(), c.into(), rule).expect("a start");
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

pub fn run(table: &mut Table) {
    let positions = std::env::var("BENCH_PEG_POSITIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(POSITIONS);
    let mut beam_memory = vec![BeamSlot::EMPTY; Beam::<&mut [BeamSlot]>::slots_for(WIDE)];
    let mut beam = Beam::new(&mut beam_memory[..]).expect("memory for the width");
    let mut memory = vec![0u128; 1 << 21]; // the worker's 32 MiB table
    let mut solver = Solver::new(&mut memory[..]).expect("table large enough");
    for (rule, name) in [
        (Directions::Orthogonal, "orthogonal"),
        (Directions::Diagonal, "diagonal"),
    ] {
        for side in [7u32, 8, 9] {
            let mut rng = Rng::new(u64::from(side) * 23 + u64::from(rule == Directions::Diagonal));
            let mut tally = Tally::default();
            for _ in 0..positions {
                let game = random_position(&mut rng, side, rule);
                let started = Instant::now();
                let singles = PositionClass::of(game.pegs(), rule).single_peg_holes(game.holes(), rule);
                if singles.is_empty() {
                    tally.class += 1;
                } else if beam
                    .solve(&game, Goal::OnePeg, WIDTH)
                    .expect("any goal hole")
                    .reached
                {
                    tally.beam += 1;
                } else {
                    let mut searched = solver.solve(&game, Goal::OnePeg, SLICE).expect("any goal hole");
                    if !searched.finished {
                        if beam
                            .solve(&game, Goal::OnePeg, WIDE)
                            .expect("any goal hole")
                            .reached
                        {
                            tally.wide += 1;
                            tally.seconds.push(started.elapsed().as_secs_f64());
                            continue;
                        }
                        searched = solver
                            .solve(&game, Goal::OnePeg, NODES - SLICE)
                            .expect("any goal hole");
                    }
                    match (searched.finished, searched.reached) {
                        (_, true) => tally.searched_yes += 1,
                        (true, false) => tally.searched_no += 1,
                        (false, false) => tally.unknown += 1,
                    }
                }
                tally.seconds.push(started.elapsed().as_secs_f64());
            }
            tally.seconds.sort_by(f64::total_cmp);
            let at = |q: f64| tally.seconds[((tally.seconds.len() - 1) as f64 * q) as usize] * 1e3;
            let decided = positions - tally.unknown;
            table.add(
                "peg-decide",
                format!(
                    "{side} x {side} {name}, {positions} random-play positions: one peg or not, decided \
                     (class {} no, beam {} yes, wide beam {} yes, solver {} yes / {} no within {} M nodes; \
                     not known {}); median / p99 time",
                    tally.class,
                    tally.beam,
                    tally.wide,
                    tally.searched_yes,
                    tally.searched_no,
                    NODES / 1_000_000,
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
}
