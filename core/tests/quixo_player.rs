//! The player in a game: repetitions, contempt, the move limit, the time limit, the named
//! levels and the tuned evaluation. Forced results are checked by a naive oracle written here.

use core::sync::atomic::{AtomicU64, Ordering};

use digipeg::Error;
use digipeg::quixo::{
    Budget, Difficulty, Game, Level, MATE, MAX_DEPTH, Move, Player, Position, Solution, TtEntry, Value,
    Weights,
};

fn mv(token: &str) -> Move {
    let d: Vec<i64> = token.bytes().map(|b| i64::from(b - b'0')).collect();
    Move::from_raw(d[0], d[1], d[2], d[3], 0).unwrap()
}

fn after(p: &Position, m: Move) -> Position {
    let mut c = *p;
    c.play(m).unwrap();
    c
}

/// The side to move can win at once.
fn wins_now(p: &Position) -> bool {
    p.legal_moves()
        .iter()
        .any(|&m| after(p, m).winner() == Some(p.turn_symbol()))
}

/// Playing `m` loses: at once, or the other side then wins at once.
fn loses(p: &Position, m: Move) -> bool {
    let c = after(p, m);
    match c.winner() {
        Some(s) => s != p.turn_symbol(),
        None => wins_now(&c),
    }
}

/// Playing `m` wins at once, or every reply lets the mover win at once.
fn wins_in_two(p: &Position, m: Move) -> bool {
    let me = p.turn_symbol();
    let c = after(p, m);
    match c.winner() {
        Some(s) => s == me,
        None => c.legal_moves().iter().all(|&r| {
            let d = after(&c, r);
            match d.winner() {
                Some(s) => s == me,
                None => wins_now(&d),
            }
        }),
    }
}

/// A game from `rows` (O to move) and the four moves of a cycle: O moves a cube of its own from
/// one end of a line to the other, X does the same, O moves its cube back. X moving its cube
/// back (`repeat`) would bring the first position back.
fn cycle(rows: [&str; 5], o: &str, x: &str) -> (Game, Move, Position) {
    let start = Position::parse(5, &rows, 2, 1).unwrap();
    let mut game = Game::from_position(start);
    let (o, x) = (mv(o), mv(x));
    for m in [o, x, Move::new(o.to(), o.from())] {
        game.play(m).unwrap();
    }
    let repeat = Move::new(x.to(), x.from());
    assert!(after(game.position(), repeat).same_state(&start));
    (game, repeat, start)
}

fn table() -> Vec<TtEntry> {
    vec![TtEntry::EMPTY; 1 << 14]
}

#[test]
fn the_only_non_repeating_winning_move_is_chosen() {
    // X to move wins in two moves either by moving its cube back (which repeats the start) or by
    // one other move; every other move lets the win go.
    let (game, repeat, start) = cycle(["XXOOO", "X-XXX", "X---O", "OO--X", "XXOOX"], "4303", "4404");
    let now = *game.position();
    assert!(!wins_now(&now));
    let keep: Vec<Move> = now
        .legal_moves()
        .iter()
        .copied()
        .filter(|&m| wins_in_two(&now, m))
        .collect();
    assert!(keep.contains(&repeat) && keep.len() == 2, "{keep:?}");
    let only = keep.iter().copied().find(|&m| m != repeat).unwrap();
    assert!(!after(&now, only).same_state(&start));
    let budget = Budget::new(200_000, 6);
    let mut chose_repeat_without_history = 0;
    for seed in 0..12 {
        let player = Player::new(Level::Search, seed);
        let c = player.choose_game(&game, &mut table(), budget).unwrap();
        assert_eq!(c.mv, only, "seed {seed}");
        assert_eq!(c.score, MATE - 3);
        // Without the history both moves are the same win: the seed picks one.
        let blind = player.choose(&now, &mut table(), budget).unwrap();
        chose_repeat_without_history += usize::from(blind.mv == repeat);
    }
    assert!(
        chose_repeat_without_history > 0,
        "the test position must tempt a player without history"
    );
}

#[test]
fn repeating_when_it_is_the_only_way_not_to_lose() {
    // With a draw on the second occurrence, moving X's cube back draws; every other move lets
    // O win at once.
    let (mut game, repeat, start) = cycle(["XOXOX", "O-XXO", "OX--O", "----X", "O-OOO"], "2420", "0400");
    game.set_repetitions(2);
    let now = *game.position();
    assert!(!wins_now(&now));
    // Two moves bring the start back (X's cube can come from either end of the top row).
    let repeating: Vec<Move> = (now.legal_moves().iter().copied())
        .filter(|&m| after(&now, m).same_state(&start))
        .collect();
    assert!(repeating.contains(&repeat) && repeating.len() == 2);
    assert!(
        now.legal_moves()
            .iter()
            .all(|&m| repeating.contains(&m) || loses(&now, m))
    );
    for seed in 0..6 {
        for contempt in [0, 20, 500] {
            let player = Player {
                contempt,
                ..Player::new(Level::Search, seed)
            };
            let c = player
                .choose_game(&game, &mut table(), Budget::new(100_000, 4))
                .unwrap();
            assert!(repeating.contains(&c.mv), "seed {seed} contempt {contempt}");
            assert_eq!(c.score, -contempt);
            let mut played = game.clone();
            played.play(c.mv).unwrap();
            assert_eq!(played.outcome(), Some(digipeg::quixo::Outcome::Draw));
        }
    }
}

/// The move `m` of the player to move takes a cube of its own (so moving it back undoes it).
fn takes_own(p: &Position, m: &Move) -> bool {
    let own = if p.turn_symbol() == digipeg::quixo::Symbol::X {
        p.x()
    } else {
        p.o()
    };
    own.contains(p.square(m.from()).unwrap())
}

#[test]
fn a_player_ahead_never_repeats() {
    // Seeded 5 x 5 games of the search player. Wherever it is ahead and moves a cube of its own,
    // a copy of the game goes round a cycle: that move, a reply moving a cube of the other side's
    // own, both cubes moved back. Back there, the player without the history chooses the same
    // move again (the same position gives the same choice), which now repeats; the player with
    // the history, when ahead, never repeats.
    let budget = Budget::new(5_000, MAX_DEPTH);
    let (mut cycles, mut ahead) = (0, 0);
    for seed in 0..24 {
        let mut rng = digipeg::Rng::new(seed);
        let mut game = Game::new(5, 2).unwrap();
        game.set_repetitions(3);
        game.set_move_limit(100);
        for _ in 0..4 {
            let l = game.legal_moves();
            game.play(l[rng.below(l.len() as u32) as usize]).unwrap();
        }
        let player = Player::new(Level::Search, seed);
        while !game.is_game_over() {
            let now = *game.position();
            let blind = player.choose(&now, &mut table(), budget).unwrap();
            let a = blind.mv;
            if blind.score > 0 && blind.score < MATE - 100 && takes_own(&now, &a) {
                let mut round = game.clone();
                round.play(a).unwrap();
                let replies: Vec<Move> = (round.legal_moves().iter().copied())
                    .filter(|b| takes_own(round.position(), b))
                    .collect();
                if let Some(&b) = replies.get(rng.below(replies.len() as u32) as usize) {
                    let back = [b, Move::new(a.to(), a.from()), Move::new(b.to(), b.from())];
                    if back.into_iter().all(|m| round.play(m).is_ok()) && round.position().same_state(&now) {
                        cycles += 1;
                        let repeats = |m: Move| {
                            let next = after(&now, m);
                            round.earlier().any(|e| e.same_state(&next))
                        };
                        assert!(repeats(a), "moving the first cube again repeats");
                        let aware = player.choose_game(&round, &mut table(), budget).unwrap();
                        if aware.score > 0 {
                            ahead += 1;
                            assert!(!repeats(aware.mv), "ahead ({}) but repeats\n{now}", aware.score);
                        }
                    }
                }
            }
            game.play(player.choose_game(&game, &mut table(), budget).unwrap().mv)
                .unwrap();
        }
    }
    assert!(cycles > 25 && ahead > 15, "{cycles} {ahead}");
}

#[test]
fn no_win_beyond_the_move_limit() {
    // X wins in two moves (three plies) but not in one; with one move left before the limit,
    // the game can only end drawn (or lost).
    let (game, ..) = cycle(["XXOOO", "X-XXX", "X---O", "OO--X", "XXOOX"], "4303", "4404");
    let player = Player::new(Level::Search, 0);
    let free = player
        .choose_game(&game, &mut table(), Budget::new(100_000, 6))
        .unwrap();
    assert_eq!(free.score, MATE - 3);
    let mut limited = game.clone();
    limited.set_move_limit(limited.plies() + 2);
    let c = player
        .choose_game(&limited, &mut table(), Budget::new(100_000, 6))
        .unwrap();
    assert!(c.score < MATE - 100, "{}", c.score);
    limited.set_move_limit(limited.plies() + 3);
    let c = player
        .choose_game(&limited, &mut table(), Budget::new(100_000, 6))
        .unwrap();
    assert_eq!(c.score, MATE - 3);
}

static TICKS: AtomicU64 = AtomicU64::new(0);

/// A clock that advances a millisecond each time it is read.
fn ticking_clock() -> u64 {
    TICKS.fetch_add(1_000, Ordering::Relaxed)
}

#[test]
fn a_time_limit_stops_the_search_after_the_first_ply() {
    let empty = Game::new(5, 2).unwrap();
    let player = Player::new(Level::Search, 4);
    let unlimited = Budget::new(2_000_000, MAX_DEPTH);
    // 5 readings after the start: about 5 x 1,024 positions (the first ply always finishes).
    let budget = unlimited.with_time_limit(5_000, ticking_clock);
    let c = player.choose_game(&empty, &mut table(), budget).unwrap();
    assert!(!c.finished && c.depth >= 1);
    assert!(c.nodes < 10 * 1_024, "{}", c.nodes);
    assert!(empty.position().is_legal(&c.mv));
    // A limit of nothing still completes the first ply, and stops at the first reading after.
    let c = player
        .choose_game(&empty, &mut table(), unlimited.with_time_limit(0, ticking_clock))
        .unwrap();
    assert!(!c.finished && c.depth >= 1);
    assert_eq!(c.nodes, 1_024);
    // Equal budgets: the same duration and the same clock.
    assert_eq!(budget, unlimited.with_time_limit(5_000, ticking_clock));
    assert_ne!(budget, unlimited);
}

#[test]
fn named_levels() {
    for d in Difficulty::ALL {
        assert_eq!(Difficulty::from_name(d.name()), Some(d));
        assert_eq!(d.player(7).seed, 7);
        assert_eq!(d.player(7).level, Level::Search);
    }
    assert_eq!(Difficulty::from_name("Hard"), None);
    assert_eq!(Difficulty::from_name("search"), None);
    let names: Vec<&str> = Difficulty::ALL.iter().map(|d| d.name()).collect();
    assert_eq!(names, ["easy", "medium", "hard", "expert"]);
    // Stronger levels get more of everything.
    for w in Difficulty::ALL.windows(2) {
        assert!(w[0].budget().nodes < w[1].budget().nodes);
        assert!(w[0].table_entries() <= w[1].table_entries());
    }
    for d in Difficulty::ALL {
        assert_eq!(d.player(0).eval, &Weights::TUNED);
        assert_eq!(d.player(0).contempt, digipeg::quixo::DEFAULT_CONTEMPT);
    }
    // Deterministic, and only the level's share of a larger table is used.
    let mut game = Game::new(5, 2).unwrap();
    for token in ["0004", "4440", "2024"] {
        game.play(mv(token)).unwrap();
    }
    for d in [Difficulty::Easy, Difficulty::Medium] {
        let mut exact = vec![TtEntry::EMPTY; d.table_entries()];
        let mut larger = vec![TtEntry::EMPTY; d.table_entries() * 2];
        let a = d.choose(&game, 5, &mut exact, None).unwrap();
        let b = d.choose(&game, 5, &mut larger, None).unwrap();
        assert_eq!(a, b);
        let same = d.player(5).choose_game(&game, &mut exact, d.budget()).unwrap();
        assert_eq!(a, same);
        let short = &mut exact[..d.table_entries() - 1];
        assert_eq!(d.choose(&game, 5, short, None), Err(Error::SearchTableTooSmall));
    }
    let mut over = game.clone();
    over.set_move_limit(over.plies());
    let mut t = vec![TtEntry::EMPTY; Difficulty::Easy.table_entries()];
    assert_eq!(
        Difficulty::Easy.choose(&over, 0, &mut t, None),
        Err(Error::SearchGameOver)
    );
}

#[test]
fn the_tuned_evaluation_knows_small_boards_better_than_the_simple_one() {
    // Fresh positions of random 3 x 3 and 4 x 4 games (another seed than the tuning's) in which
    // the side to move cannot win at once: the share of the won and lost ones whose evaluation
    // has the sign of the exact value.
    for (size, plies) in [(3, 16), (4, 40)] {
        let mut memory = vec![0u8; Solution::table_len(size).unwrap()];
        let (solution, _) = Solution::solve(size, &mut memory).unwrap();
        let mut rng = digipeg::Rng::new(99);
        let (mut simple, mut tuned, mut total) = (0, 0, 0);
        while total < 3_000 {
            let mut p = Position::new(size, 2).unwrap();
            for _ in 0..rng.below(plies + 1) {
                let l = p.legal_moves();
                if let Some(&m) = l.get(rng.below(l.len() as u32) as usize) {
                    p.play(m).unwrap();
                }
            }
            if p.is_game_over() || wins_now(&p) {
                continue;
            }
            let won = match solution.value(&p).unwrap() {
                Value::Win => true,
                Value::Loss => false,
                Value::Draw => continue,
            };
            total += 1;
            simple += usize::from((Weights::SIMPLE.evaluate(&p) > 0) == won);
            tuned += usize::from((Weights::TUNED.evaluate(&p) > 0) == won);
        }
        assert!(tuned * 100 > total * 85, "{size}: tuned {tuned} of {total}");
        assert!(
            tuned > simple + total / 10,
            "{size}: tuned {tuned}, simple {simple} of {total}"
        );
    }
}

#[test]
fn a_won_position_ends_in_a_win_against_perfect_defence() {
    // 3 x 3 positions won for the side to move (the exact solution says so): the hard level plays
    // them out against the solution's perfect defence, with the repetition draw rule on and a move
    // limit, and wins every one.
    let mut memory = vec![0u8; Solution::table_len(3).unwrap()];
    let (solution, _) = Solution::solve(3, &mut memory).unwrap();
    let mut rng = digipeg::Rng::new(5);
    let mut table = vec![TtEntry::EMPTY; Difficulty::Hard.table_entries()];
    let mut played = 0;
    while played < 40 {
        let mut p = Position::new(3, 2).unwrap();
        for _ in 0..rng.below(12) {
            let l = p.legal_moves();
            if let Some(&m) = l.get(rng.below(l.len() as u32) as usize) {
                p.play(m).unwrap();
            }
        }
        if p.is_game_over() || solution.value(&p).unwrap() != Value::Win {
            continue;
        }
        played += 1;
        let winner = p.turn_symbol();
        let mut game = Game::from_position(p);
        game.set_repetitions(3);
        game.set_move_limit(60);
        while !game.is_game_over() {
            let mv = if game.position().turn_symbol() == winner {
                Difficulty::Hard
                    .choose(&game, played, &mut table, None)
                    .unwrap()
                    .mv
            } else {
                solution.best_move(game.position()).unwrap()
            };
            game.play(mv).unwrap();
        }
        assert_eq!(
            game.outcome(),
            Some(digipeg::quixo::Outcome::Win(winner)),
            "from\n{p}"
        );
    }
}
