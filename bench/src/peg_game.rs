//! Issue 40's game measure: the light over whole games, as a player sees it. Per board and jump
//! rule, `BENCH_PEG_GAMES` seeded games (default 20 here; `make peg-games` plays 1,000): a random
//! start, then a player who follows the hint with probability 0.8 and otherwise jumps at random.
//! Each position gets the analysis the page's worker runs (`Analysis::start`, then `step` with no
//! node cap: it keeps deciding while the position stands) for at most 10 s of its thread's CPU
//! time (a loaded machine slows no figure); the share of positions
//! whose light showed "yes" or "no" within 1 s and within 10 s is the figure. What the analysis
//! carries from the position before (a dead one, or its line) is what makes most positions free.
//! `BENCH_PEG_BOARDS` and `BENCH_PEG_RULES` (`orthogonal`, `diagonal`) split a long run over cores:
//! each board and rule has its own seed, so the parts play the same games as the whole.
//!
//! The hint the player follows: the first jump of the line to one peg when the light says "yes",
//! else the first jump of the width-100 beam's line to the fewest pegs (the first step of the
//! page's hint; its solver slices are left out to keep the run short).

use digipeg::Rng;
use digipeg::peg::{
    ANALYSIS_TABLE_ENTRIES, ANALYSIS_WIDEST_SLOTS, ANALYSIS_WIDTH, Analysis, Beam, BeamSlot, DigiPeg,
    Directions, Goal, Reason, Verdict,
};

use crate::klondike::CpuClock;
use crate::peg_decide::boards;
use crate::table::Table;

const GAMES: usize = 20;
/// How long a position is given: the page's worker keeps going longer, the figure stops here.
const PATIENCE: f64 = 10.0;

#[derive(Default)]
struct Tally {
    positions: usize,
    within_1: usize,
    within_10: usize,
    carried: usize,
    seconds: Vec<f64>,
}

pub fn run(table: &mut Table) {
    let games = std::env::var("BENCH_PEG_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(GAMES);
    let mut analysis = Analysis::new(
        vec![0u128; ANALYSIS_TABLE_ENTRIES],
        vec![BeamSlot::EMPTY; ANALYSIS_WIDEST_SLOTS],
    )
    .expect("memory for the analysis");
    let mut beam = Beam::new(vec![
        BeamSlot::EMPTY;
        Beam::<Vec<BeamSlot>>::slots_for(ANALYSIS_WIDTH)
    ])
    .expect("memory for the hint's beam");
    let rules = std::env::var("BENCH_PEG_RULES").unwrap_or_default();
    for (rule, name) in [
        (Directions::Orthogonal, "orthogonal"),
        (Directions::Diagonal, "diagonal"),
    ] {
        if !rules.is_empty() && !rules.split(',').any(|wanted| wanted == name) {
            continue;
        }
        for (rows, cols) in boards() {
            let mut rng =
                Rng::new(4_000 + u64::from(rows * 10 + cols) * 2 + u64::from(rule == Directions::Diagonal));
            let mut tally = Tally::default();
            for played in 0..games {
                if played > 0 && played % 100 == 0 {
                    // A long run's partial figures, should it be stopped before the end.
                    eprintln!(
                        "{rows} x {cols} {name}: {played} games, {} positions, {} / {} within 1 s / 10 s",
                        tally.positions, tally.within_1, tally.within_10
                    );
                }
                let (r, c) = (rng.below(rows), rng.below(cols));
                let mut game = DigiPeg::with_directions(rows.into(), cols.into(), r.into(), c.into(), rule)
                    .expect("a start");
                loop {
                    let started = CpuClock::now();
                    analysis.start(&game, u64::MAX);
                    let verdict = loop {
                        let v = analysis.step();
                        if v != Verdict::Checking || started.elapsed() >= PATIENCE {
                            break v;
                        }
                    };
                    let seconds = started.elapsed();
                    let decided = matches!(verdict, Verdict::Yes { .. } | Verdict::No { .. });
                    tally.positions += 1;
                    tally.within_1 += usize::from(decided && seconds <= 1.0);
                    tally.within_10 += usize::from(decided && seconds <= PATIENCE);
                    tally.carried +=
                        usize::from(matches!(verdict.reason(), Some(Reason::Line | Reason::Earlier)));
                    tally.seconds.push(if decided { seconds } else { f64::INFINITY });
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let random = moves[rng.below(moves.len() as u32) as usize];
                    let jump = if rng.below(10) < 8 {
                        match &verdict {
                            Verdict::Yes { line, .. } if !line.is_empty() => line[0],
                            _ => beam
                                .solve(&game, Goal::FewestPegs, ANALYSIS_WIDTH)
                                .ok()
                                .and_then(|s| s.moves.first().copied())
                                .unwrap_or(random),
                        }
                    } else {
                        random
                    };
                    game.play(jump).expect("a legal jump");
                }
            }
            tally.seconds.sort_by(f64::total_cmp);
            let at = |q: f64| tally.seconds[((tally.seconds.len() - 1) as f64 * q) as usize] * 1e3;
            let share = |n: usize| 100.0 * n as f64 / tally.positions as f64;
            table.add(
                "peg-game",
                format!(
                    "{rows} x {cols} {name}, {games} games (hint followed 8 times in 10, else a random jump): \
                     {} positions, {} decided from the position before; light yes/no within 1 s / 10 s; \
                     median / p99 time",
                    tally.positions, tally.carried
                ),
                format!(
                    "{:.1}% / {:.1}%; {:.1} ms / {:.0} ms (goal 99% within 10 s)",
                    share(tally.within_1),
                    share(tally.within_10),
                    at(0.5),
                    at(0.99)
                ),
            );
        }
    }
}
