//! Quixo figures: perft, the strong solver of the small boards, and the computer player.

use std::time::Duration;

use digipeg::quixo::{
    Budget, Difficulty, Game, Level, MAX_DEPTH, Player, Position, Solution, TtEntry, perft,
};

use crate::table::{Table, time, time_cpu, wall_cpu};

/// Perft by the public API only: list the moves, play every one, also at the last ply.
fn straightforward_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for m in p.legal_moves() {
        let mut child = *p;
        child.play(m).expect("generated moves are legal");
        total += straightforward_perft(&child, depth - 1);
    }
    total
}

fn perft_rows(table: &mut Table) {
    let empty = Position::new(5, 2).expect("5 x 5");
    let (n6, t6, c6) = time_cpu(|| perft(&empty, 6));
    assert_eq!(n6, 4_422_929_160);
    table.add(
        "quixo",
        "perft(6) from the empty 5 x 5 board (4,422,929,160 paths), bulk counting (goal < 2 s)",
        wall_cpu(t6, c6),
    );
    let (fast, fast_time) = time(|| perft(&empty, 5));
    let (slow, slow_time) = time(|| straightforward_perft(&empty, 5));
    assert_eq!(fast, slow, "the two perfts disagree");
    table.compare(
        "quixo",
        format!(
            "perft(5) from the empty 5 x 5 board ({fast} paths) vs playing every move, also at the last ply"
        ),
        fast_time,
        slow_time,
    );
}

fn solver_rows(table: &mut Table) {
    for size in [3, 4] {
        let len = Solution::table_len(size).expect("solvable size");
        let mut memory = vec![0u8; len];
        let ((solution, stats), t, cpu) = time_cpu(|| Solution::solve(size, &mut memory).expect("solve"));
        let empty = Position::new(size, 2).expect("size");
        let value = solution.value(&empty).expect("value");
        table.add(
            "quixo",
            format!(
                "strong solve of {size} x {size} (retrograde, {len} bytes): empty board {value:?} for X; \
                 {} won / {} lost / {} drawn positions (to move), {} layer passes{}",
                stats.wins,
                stats.losses,
                stats.draws,
                stats.passes,
                if size == 4 { " (goal < 5 s)" } else { "" }
            ),
            wall_cpu(t, cpu),
        );
    }
}

/// Iterative deepening for about one second (a node budget calibrated on this machine first).
fn search_rows(table: &mut Table) {
    let player = Player::new(Level::Search, 1);
    let mut tt = vec![TtEntry::EMPTY; 1 << 20];
    let midgame =
        Position::parse(5, &["X-O--", "-X-O-", "--O--", "-X-X-", "O---O"], 2, 0).expect("a midgame position");
    for (name, position) in [
        ("the empty 5 x 5 board", Position::new(5, 2).expect("5 x 5")),
        ("a 5 x 5 midgame (9 cubes, X to move)", midgame),
    ] {
        let calibrate = Budget::new(1_500_000, MAX_DEPTH);
        let (_, t) = time(|| player.choose(&position, &mut tt, calibrate).expect("search"));
        let nps = 1_500_000.0 / t.as_secs_f64();
        let budget = Budget::new(nps as u64, MAX_DEPTH);
        let (choice, t) = time(|| player.choose(&position, &mut tt, budget).expect("search"));
        table.add(
            "quixo",
            format!(
                "search from {name}, 1 s of nodes ({} nodes, 1M-entry table): depth completed",
                choice.nodes
            ),
            format!(
                "depth {} in {} ({:.2} M nodes/s)",
                choice.depth,
                crate::table::secs(t),
                choice.nodes as f64 / t.as_secs_f64() / 1e6
            ),
        );
    }
}

/// Time per move of each named level, over the same 12 positions of seeded greedy-vs-random games.
fn level_rows(table: &mut Table) {
    let mut positions = Vec::new();
    let mut rng = digipeg::Rng::new(11);
    while positions.len() < 12 {
        let mut game = Game::new(5, 2).expect("5 x 5");
        let plies = 2 + rng.below(24);
        for ply in 0..plies {
            if game.is_game_over() {
                break;
            }
            let level = if ply % 2 == 0 {
                Level::Greedy
            } else {
                Level::Random
            };
            let c = Player::new(level, rng.next_u64()).choose_game(&game, &mut [], Budget::new(1, 1));
            game.play(c.expect("a move").mv).expect("legal");
        }
        if !game.is_game_over() {
            positions.push(game);
        }
    }
    for d in Difficulty::ALL {
        let mut tt = vec![TtEntry::EMPTY; d.table_entries()];
        let (mut total, mut slowest, mut nodes) = (Duration::ZERO, Duration::ZERO, 0);
        let (_, _, cpu) = time_cpu(|| {
            for game in &positions {
                let (c, t) = time(|| d.choose(game, 1, &mut tt, None).expect("a move"));
                total += t;
                slowest = slowest.max(t);
                nodes += c.nodes;
            }
        });
        let budget = d.budget();
        table.add(
            "quixo",
            format!(
                "level {}: time per move over 12 positions of 5 x 5 games ({} nodes, depth {} at most; \
                 {:.0} nodes a move on average)",
                d.name(),
                budget.nodes,
                budget.depth,
                nodes as f64 / positions.len() as f64
            ),
            format!(
                "{} on average (CPU {}), {} at most",
                crate::table::secs(total / positions.len() as u32),
                // The CPU clock ticks every 10 ms: too coarse for the quick levels.
                cpu.filter(|c| c.as_millis() >= 100)
                    .map_or("too short to read".into(), |c| crate::table::secs(
                        c / positions.len() as u32
                    )),
                crate::table::secs(slowest)
            ),
        );
    }
}

pub fn run(table: &mut Table) {
    search_rows(table);
    level_rows(table);
    solver_rows(table);
    perft_rows(table);
}
