//! The Quixo ladder: a seeded round-robin between the random and greedy players, every named
//! level and the sparring partner (plain alpha-beta, independent of the player's code) at
//! depths 3, 4 and 5, on the 5 x 5 board with the core's repetition draw rule on. It prints an
//! Elo-style table and, for every pair, wins, losses, draws and the time per move of each side.
//!
//! `make bench` plays a few games per pair; `make ladder` (or `LADDER_GAMES=N`) plays more.

#[path = "../../core/tests/common/sparring.rs"]
mod sparring;

use std::time::{Duration, Instant};

use digipeg::quixo::{
    Budget, Difficulty, Game, Level, MAX_DEPTH, Move, Outcome, Player, Symbol, TtEntry, Weights,
};
pub use sparring::{MOVE_LIMIT, OPENING_PLIES, REPETITIONS, Sparring, game_seed, ladder_start, side_seed};

use crate::table::Table;

/// Someone who plays in the ladder.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Contestant {
    /// The core's random player.
    Random,
    /// The core's greedy player.
    Greedy,
    /// The core's search player at a named level.
    Named(Difficulty),
    /// The sparring partner at this depth.
    Sparring(u32),
    /// A search player of any settings (for the tuning's test matches), with a 2^16-entry table.
    Custom(&'static str, Player, Budget),
}

impl Contestant {
    /// Everyone in the ladder, weakest first (by design).
    pub fn all() -> Vec<Contestant> {
        let mut all = vec![Contestant::Random, Contestant::Greedy];
        all.extend(Difficulty::ALL.map(Contestant::Named));
        all.extend([3, 4, 5].map(Contestant::Sparring));
        all
    }

    pub fn name(&self) -> String {
        match self {
            Contestant::Random => "random".into(),
            Contestant::Greedy => "greedy".into(),
            Contestant::Named(d) => d.name().into(),
            Contestant::Sparring(depth) => format!("sparring-{depth}"),
            Contestant::Custom(name, ..) => (*name).into(),
        }
    }

    /// Its move in `game` (ongoing).
    fn choose(&self, game: &Game, seed: u64, table: &mut Vec<TtEntry>) -> Move {
        match *self {
            Contestant::Random | Contestant::Greedy => {
                let level = if *self == Contestant::Random {
                    Level::Random
                } else {
                    Level::Greedy
                };
                let player = Player::new(level, seed);
                player
                    .choose_game(game, &mut [], Budget::new(0, 1))
                    .expect("a move")
                    .mv
            }
            Contestant::Named(d) => {
                table.resize(d.table_entries(), TtEntry::EMPTY);
                let c = d.choose(game, seed, table, None).expect("a move");
                if std::env::var_os("LADDER_VERBOSE").is_some() {
                    eprintln!(
                        "  {}: score {} depth {} nodes {}",
                        d.name(),
                        c.score,
                        c.depth,
                        c.nodes
                    );
                }
                c.mv
            }
            Contestant::Sparring(depth) => Sparring { depth }.choose(game.position(), seed),
            Contestant::Custom(_, player, budget) => {
                table.resize(1 << 16, TtEntry::EMPTY);
                Player { seed, ..player }
                    .choose_game(game, table, budget)
                    .expect("a move")
                    .mv
            }
        }
    }
}

/// How one game went, seen from the contestant who started it as `first`.
#[derive(Clone, Copy, Debug, Default)]
pub struct GameRecord {
    /// 1 first won, 0 lost, and a draw is neither.
    pub first_won: bool,
    pub first_lost: bool,
    pub plies: u32,
    /// Time spent choosing and moves chosen, for `first` and `second`.
    pub time: [Duration; 2],
    pub moves: [u32; 2],
}

/// Play one game: `first` plays X when `first_is_x`; the opening's random moves come from
/// `seed`, and each side's seed is derived from it.
pub fn play(first: Contestant, second: Contestant, first_is_x: bool, seed: u64) -> GameRecord {
    let mut game = ladder_start(seed);
    let mut record = GameRecord::default();
    let mut table = Vec::new();
    while !game.is_game_over() {
        let x_to_move = game.position().turn_symbol() == Symbol::X;
        let side = usize::from(x_to_move != first_is_x); // 0: first, 1: second
        let who = if side == 0 { first } else { second };
        let started = Instant::now();
        let mv = who.choose(&game, side_seed(seed, side), &mut table);
        record.time[side] += started.elapsed();
        record.moves[side] += 1;
        game.play(mv).expect("a legal move");
        if std::env::var_os("LADDER_VERBOSE").is_some() {
            eprintln!(
                "{} {}: {},{} -> {},{} (seen {} times)\n{game}",
                game.plies(),
                who.name(),
                mv.from().row(),
                mv.from().col(),
                mv.to().row(),
                mv.to().col(),
                game.repetition_count()
            );
        }
    }
    let first_symbol = if first_is_x { Symbol::X } else { Symbol::O };
    if let Some(Outcome::Win(s)) = game.outcome() {
        record.first_won = s == first_symbol;
        record.first_lost = s != first_symbol;
    }
    record.plies = game.plies();
    record
}

/// The results of `games` games between two contestants, colours alternating (games 2k and 2k+1
/// share their opening).
#[derive(Clone, Copy, Debug, Default)]
pub struct Match {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub time: [Duration; 2],
    pub moves: [u32; 2],
    pub plies: u32,
}

impl Match {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// Milliseconds per move of side 0 or 1.
    pub fn ms_per_move(&self, side: usize) -> f64 {
        self.time[side].as_secs_f64() * 1e3 / f64::from(self.moves[side].max(1))
    }
}

impl Match {
    fn add(&mut self, other: &Match) {
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
        for side in 0..2 {
            self.time[side] += other.time[side];
            self.moves[side] += other.moves[side];
        }
        self.plies += other.plies;
    }
}

/// Games `from..from + games` of the match between `a` and `b` seeded with `seed`: `a` plays X
/// in the even ones, and games 2k and 2k + 1 share their opening.
pub fn play_match_from(a: Contestant, b: Contestant, from: u32, games: u32, seed: u64) -> Match {
    let mut m = Match::default();
    for g in from..from + games {
        let r = play(a, b, g % 2 == 0, game_seed(seed, g));
        m.add(&Match {
            wins: u32::from(r.first_won),
            losses: u32::from(r.first_lost),
            draws: u32::from(!r.first_won && !r.first_lost),
            time: r.time,
            moves: r.moves,
            plies: r.plies,
        });
    }
    m
}

pub fn play_match(a: Contestant, b: Contestant, games: u32, seed: u64) -> Match {
    play_match_from(a, b, 0, games, seed)
}

/// Elo-style ratings from a round-robin: the maximum-likelihood Bradley-Terry strengths (a draw
/// is half a win), with one virtual draw added to every pair so that a clean sweep stays finite;
/// `anchor` is rated 0.
pub fn ratings(n: usize, results: &[(usize, usize, Match)], anchor: usize) -> Vec<f64> {
    let mut score = vec![vec![0.0f64; n]; n];
    let mut games = vec![vec![0.0f64; n]; n];
    for &(a, b, m) in results {
        let s = f64::from(m.wins) + f64::from(m.draws) / 2.0;
        score[a][b] += s + 0.5;
        score[b][a] += f64::from(m.games()) - s + 0.5;
        games[a][b] += f64::from(m.games()) + 1.0;
        games[b][a] += f64::from(m.games()) + 1.0;
    }
    let mut gamma = vec![1.0f64; n];
    for _ in 0..10_000 {
        let mut next = gamma.clone();
        for i in 0..n {
            let won: f64 = score[i].iter().sum();
            let denom: f64 = (0..n)
                .filter(|&j| games[i][j] > 0.0)
                .map(|j| games[i][j] / (gamma[i] + gamma[j]))
                .sum();
            if denom > 0.0 {
                next[i] = won / denom;
            }
        }
        let norm = next[anchor];
        gamma = next.iter().map(|g| g / norm).collect();
    }
    gamma.iter().map(|g| 400.0 * g.log10()).collect()
}

/// Play the round-robin (`games` per pair) and add its tables to `table`.
pub fn round_robin(table: &mut Table, games: u32) {
    let players = Contestant::all();
    let n = players.len();
    let mut results = Vec::new();
    let started = Instant::now();
    for a in 0..n {
        for b in a + 1..n {
            let seed = 2026 + (a * n + b) as u64;
            let m = play_match(players[a], players[b], games, seed);
            eprintln!(
                "  ladder: {} vs {}: +{} -{} ={} ({:.1} / {:.1} ms per move)",
                players[a].name(),
                players[b].name(),
                m.wins,
                m.losses,
                m.draws,
                m.ms_per_move(0),
                m.ms_per_move(1)
            );
            results.push((a, b, m));
        }
    }
    let elo = ratings(n, &results, 0);
    let mut text = format!(
        "Quixo ladder: 5 x 5, {games} games per pair, colours alternating, {OPENING_PLIES} random opening plies per \
         pair of games, drawn at the {REPETITIONS}rd occurrence of a position or after {MOVE_LIMIT} moves; \
         {} games in {:.0} s. Elo: maximum likelihood, a virtual draw per pair, random = 0.\n\n\
         | player | Elo | won | lost | drawn | score | ms per move |\n|---|---|---|---|---|---|---|\n",
        results.iter().map(|r| r.2.games()).sum::<u32>(),
        started.elapsed().as_secs_f64()
    );
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| elo[j].total_cmp(&elo[i]));
    for &i in &order {
        let (mut w, mut l, mut d, mut time, mut moves) = (0, 0, 0, Duration::ZERO, 0);
        for &(a, b, m) in &results {
            if a == i {
                (w, l, d) = (w + m.wins, l + m.losses, d + m.draws);
                time += m.time[0];
                moves += m.moves[0];
            } else if b == i {
                (w, l, d) = (w + m.losses, l + m.wins, d + m.draws);
                time += m.time[1];
                moves += m.moves[1];
            }
        }
        let games = f64::from(w + l + d);
        text += &format!(
            "| {} | {:.0} | {w} | {l} | {d} | {:.0}% | {:.2} |\n",
            players[i].name(),
            elo[i],
            100.0 * (f64::from(w) + f64::from(d) / 2.0) / games,
            time.as_secs_f64() * 1e3 / f64::from(moves.max(1))
        );
    }
    text += "\n| pair | won-lost-drawn (first's view) | ms per move (first / second) | plies per game |\n|---|---|---|---|\n";
    for &(a, b, m) in &results {
        text += &format!(
            "| {} vs {} | {}-{}-{} | {:.2} / {:.2} | {:.0} |\n",
            players[a].name(),
            players[b].name(),
            m.wins,
            m.losses,
            m.draws,
            m.ms_per_move(0),
            m.ms_per_move(1),
            f64::from(m.plies) / f64::from(m.games().max(1))
        );
    }
    table.section(text);
}

/// The figure: the hard level against the depth-5 sparring partner, `games` games.
pub fn hard_vs_sparring(table: &mut Table, games: u32) {
    let (hard, spar) = (Contestant::Named(Difficulty::Hard), Contestant::Sparring(5));
    let started = Instant::now();
    let m = play_match(hard, spar, games, 40);
    table.add(
        "quixo",
        format!(
            "hard level vs the depth-5 sparring partner, {games} seeded 5 x 5 games, colours alternating, \
             repetition draw on (hard won / lost / drawn; ms per move hard / sparring)"
        ),
        format!(
            "{} / {} / {} ({:.1}% won); {:.1} / {:.1} ms; {:.0} s",
            m.wins,
            m.losses,
            m.draws,
            100.0 * f64::from(m.wins) / f64::from(games),
            m.ms_per_move(0),
            m.ms_per_move(1),
            started.elapsed().as_secs_f64()
        ),
    );
}

/// `digipeg-bench match A B [GAMES] [SEED]`: one match, printed as it goes (for exploring).
pub fn match_command(args: &[String]) -> Result<(), String> {
    // Also `search-N` and `simple-N`: the search player with N nodes a move, tuned or simple evaluation.
    let find = |name: &str| {
        let custom = |eval: &'static Weights, nodes: &str| {
            let nodes: u64 = nodes.parse().ok()?;
            let player = Player {
                eval,
                ..Player::new(Level::Search, 0)
            };
            let name: &'static str = Box::leak(name.to_string().into_boxed_str());
            Some(Contestant::Custom(name, player, Budget::new(nodes, MAX_DEPTH)))
        };
        Contestant::all()
            .into_iter()
            .find(|c| c.name() == name)
            .or_else(|| custom(&Weights::TUNED, name.strip_prefix("search-")?))
            .or_else(|| custom(&Weights::SIMPLE, name.strip_prefix("simple-")?))
            .ok_or_else(|| format!("no contestant {name:?}"))
    };
    let a = find(args.first().ok_or("match A B [GAMES] [SEED]")?)?;
    let b = find(args.get(1).ok_or("match A B [GAMES] [SEED]")?)?;
    let games: u32 = args
        .get(2)
        .map_or(Ok(10), |g| g.parse())
        .map_err(|e| format!("{e}"))?;
    let seed: u64 = args
        .get(3)
        .map_or(Ok(1), |s| s.parse())
        .map_err(|e| format!("{e}"))?;
    let mut total = Match::default();
    let only: Option<u32> = std::env::var("LADDER_ONLY").ok().and_then(|g| g.parse().ok());
    for g in (0..games).filter(|g| only.is_none_or(|o| o == *g)) {
        let m = play_match_from(a, b, g, 1, seed);
        println!(
            "game {g}: {} as {}: {} in {} plies ({:.1} / {:.1} ms per move)",
            a.name(),
            if g % 2 == 0 { "X" } else { "O" },
            if m.wins == 1 {
                "won"
            } else if m.losses == 1 {
                "lost"
            } else {
                "drawn"
            },
            m.plies,
            m.ms_per_move(0),
            m.ms_per_move(1)
        );
        total.add(&m);
    }
    println!(
        "{} vs {}: +{} -{} ={} ({:.1} / {:.1} ms per move)",
        a.name(),
        b.name(),
        total.wins,
        total.losses,
        total.draws,
        total.ms_per_move(0),
        total.ms_per_move(1)
    );
    Ok(())
}

/// Games per pair: `LADDER_GAMES` or `default`.
pub fn games(default: u32) -> u32 {
    std::env::var("LADDER_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&g| g > 0)
        .unwrap_or(default)
}

pub fn run(table: &mut Table) {
    hard_vs_sparring(table, 40);
    round_robin(table, games(2));
}
