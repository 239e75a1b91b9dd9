//! The computer player: search equals plain minimax, greedy and random choices are legal,
//! choices are deterministic, the 4-player game works.

use digipeg::Error;
use digipeg::quixo::{
    Budget, DEFAULT_CONTEMPT, Level, MATE, Outcome, Player, Position, Symbol, TtEntry, evaluate,
};

/// Plain minimax to `depth` plies, no pruning, no table, with the engine's scoring: forced
/// results are `MATE - ply`; a leaf is `evaluate` unless its side to move can win at once (then
/// it is that win, `MATE - ply - 1`); a position that repeats one of the line (with as many
/// blanks) is a draw, worth `-contempt` to the root's side.
fn minimax(p: &Position, depth: u32, ply: i32) -> i32 {
    let mut line = vec![*p];
    minimax_line(p, depth, ply, &mut line, p.turn_symbol(), DEFAULT_CONTEMPT)
}

fn minimax_line(
    p: &Position,
    depth: u32,
    ply: i32,
    line: &mut Vec<Position>,
    root: Symbol,
    contempt: i32,
) -> i32 {
    if let Some(o) = p.outcome() {
        return match o {
            Outcome::Win(s) if s == p.turn_symbol() => MATE - ply,
            Outcome::Win(_) => -(MATE - ply),
            Outcome::Draw => 0,
        };
    }
    let blanks = p.blanks().count();
    let earlier = &line[..line.len() - 1];
    if earlier
        .iter()
        .rev()
        .take_while(|q| q.blanks().count() == blanks)
        .any(|q| q.same_state(p))
    {
        return if p.turn_symbol() == root {
            -contempt
        } else {
            contempt
        };
    }
    let me = p.turn_symbol();
    if depth == 0 {
        let wins_now = p.legal_moves().iter().any(|&m| {
            let mut c = *p;
            c.play(m).unwrap();
            c.winner() == Some(me)
        });
        return if wins_now { MATE - ply - 1 } else { evaluate(p) };
    }
    p.legal_moves()
        .iter()
        .map(|&m| {
            let mut c = *p;
            c.play(m).unwrap();
            line.push(c);
            let s = minimax_line(&c, depth - 1, ply + 1, line, root, contempt);
            line.pop();
            if c.turn_symbol() == me && !c.is_game_over() {
                s
            } else {
                -s
            }
        })
        .max()
        .unwrap()
}

/// A position after `plies` random moves (None if the game ended first).
fn random_position(rng: &mut digipeg::Rng, n: usize, players: usize, plies: u32) -> Option<Position> {
    let mut p = Position::new(n, players).unwrap();
    for _ in 0..plies {
        let list = p.legal_moves();
        if list.is_empty() {
            return None;
        }
        p.play(list[rng.below(list.len() as u32) as usize]).unwrap();
    }
    (!p.is_game_over()).then_some(p)
}

fn search(p: &Position, depth: u8, seed: u64, table: &mut [TtEntry]) -> digipeg::quixo::Choice {
    Player::new(Level::Search, seed)
        .choose(p, table, Budget::new(u64::MAX, depth))
        .unwrap()
}

#[test]
fn search_equals_minimax_on_small_positions() {
    let mut rng = digipeg::Rng::new(5);
    let mut table = vec![TtEntry::EMPTY; 1 << 12];
    let (mut checked, mut deep) = (0, 0);
    // 3 x 3 and 4 x 4 positions at depths 1-3, 5 x 5 near-end positions (many cubes placed) at
    // 2-3. Deeper, the search shortens late moves (late-move reductions) and is no longer exact.
    let cases: Vec<(usize, u32, u8)> = (0..40)
        .map(|i| (3, 2 + i % 7, 1 + (i % 3) as u8))
        .chain((0..12).map(|i| (4, 6 + i * 2, 2 + (i % 2) as u8)))
        .chain((0..12).map(|i| (5, 30 + i * 3, 2 + (i % 2) as u8)))
        .chain([(5, 44, 3), (5, 50, 3)])
        .collect();
    for (n, plies, depth) in cases {
        let Some(p) = random_position(&mut rng, n, 2, plies) else {
            continue;
        };
        let expect = minimax(&p, u32::from(depth), 0);
        let choice = search(&p, depth, 1, &mut table);
        assert_eq!(choice.score, expect, "{n}x{n} depth {depth}\n{p}");
        // The best move achieves that value.
        let mut c = p;
        c.play(choice.mv).unwrap();
        assert_eq!(-minimax(&c, u32::from(depth) - 1, 1), expect, "{p}");
        checked += 1;
        deep += usize::from(n == 5 && depth == 3);
    }
    assert!(checked > 30 && deep > 0, "{checked} {deep}");
}

#[test]
fn search_finds_wins_and_avoids_losses() {
    // X to move wins at once by pushing (0,4) in at (0,0).
    let p = Position::parse(5, &["XXXX-", "OOOO-", "-----", "-----", "-----"], 2, 0).unwrap();
    let mut table = vec![TtEntry::EMPTY; 1 << 10];
    let c = search(&p, 4, 3, &mut table);
    assert_eq!(c.score, MATE - 1);
    assert!(c.finished);
    // O to move must stop X's row: any move that leaves it open loses.
    let p = Position::parse(5, &["XXXX-", "-----", "-O---", "--O--", "-----"], 2, 1).unwrap();
    let c = search(&p, 3, 3, &mut table);
    let mut after = p;
    after.play(c.mv).unwrap();
    assert!(after.outcome().is_none());
    assert!(search(&after, 1, 3, &mut table).score < MATE - 100, "{after}");
}

#[test]
fn errors_and_budget() {
    let p = Position::new(5, 2).unwrap();
    let player = Player::new(Level::Search, 0);
    let budget = Budget::new(2000, 20);
    let mut tiny = [TtEntry::EMPTY; 4];
    assert_eq!(
        player.choose(&p, &mut tiny, budget).err(),
        Some(Error::SearchTableTooSmall)
    );
    let over = Position::parse(3, &["XXX", "---", "---"], 2, 1).unwrap();
    let mut table = vec![TtEntry::EMPTY; 256];
    assert_eq!(
        player.choose(&over, &mut table, budget).err(),
        Some(Error::SearchGameOver)
    );
    let c = player.choose(&p, &mut table, budget).unwrap();
    assert!(!c.finished);
    assert!(c.nodes <= 2001);
    assert!(p.is_legal(&c.mv));
    // Random and greedy need no table.
    for level in [Level::Random, Level::Greedy] {
        let c = Player::new(level, 9).choose(&p, &mut [], budget).unwrap();
        assert!(p.is_legal(&c.mv));
    }
}

#[test]
fn greedy_wins_and_does_not_give_wins() {
    let greedy = Player::new(Level::Greedy, 1);
    let budget = Budget::new(0, 1);
    let p = Position::parse(5, &["XXXX-", "OOOO-", "-----", "-----", "-----"], 2, 0).unwrap();
    for seed in 0..10 {
        let c = Player { seed, ..greedy }.choose(&p, &mut [], budget).unwrap();
        let mut after = p;
        after.play(c.mv).unwrap();
        assert_eq!(after.winner(), Some(digipeg::quixo::Symbol::X));
    }
    // On random positions: if greedy's move lets the opponent win at once, every move did.
    let mut rng = digipeg::Rng::new(8);
    for i in 0..150 {
        let Some(p) = random_position(&mut rng, 4, 2, 6 + i % 20) else {
            continue;
        };
        let c = greedy.choose(&p, &mut [], budget).unwrap();
        let gives = |m| {
            let mut a = p;
            a.play(m).unwrap();
            a.winner() == Some(p.turn_symbol().other())
                || a.legal_moves().iter().any(|&r| {
                    let mut b = a;
                    b.play(r).unwrap();
                    b.winner() == Some(p.turn_symbol().other())
                })
        };
        if gives(c.mv) {
            assert!(p.legal_moves().iter().all(|&m| gives(m)), "{p}");
        }
    }
}

#[test]
fn same_seed_same_choices() {
    let mut rng = digipeg::Rng::new(21);
    let mut t1 = vec![TtEntry::EMPTY; 1 << 12];
    let mut t2 = vec![TtEntry::EMPTY; 1 << 12];
    let budget = Budget::new(5_000, 6);
    let mut differ = 0;
    for i in 0..30 {
        let Some(p) = random_position(&mut rng, 3 + i % 3, if i % 4 == 0 { 4 } else { 2 }, 3 + i as u32)
        else {
            continue;
        };
        for level in [Level::Random, Level::Greedy, Level::Search] {
            let a = Player::new(level, 42).choose(&p, &mut t1, budget).unwrap();
            // A table used before (by another seed) changes nothing: it is cleared.
            let _ = Player::new(level, 1).choose(&p, &mut t2, budget).unwrap();
            let b = Player::new(level, 42).choose(&p, &mut t2, budget).unwrap();
            assert_eq!(a, b);
            let c = Player::new(level, 43).choose(&p, &mut t2, budget).unwrap();
            differ += usize::from(c.mv != a.mv);
        }
    }
    assert!(differ > 0, "the seed changes some choices");
}

#[test]
fn four_players_legal_moves_and_sanity() {
    let mut rng = digipeg::Rng::new(4);
    let mut table = vec![TtEntry::EMPTY; 1 << 10];
    for i in 0..60 {
        let n = 3 + i % 3;
        let Some(p) = random_position(&mut rng, n, 4, (i as u32 * 7) % 40) else {
            continue;
        };
        for level in [Level::Random, Level::Greedy, Level::Search] {
            let c = Player::new(level, i as u64)
                .choose(&p, &mut table, Budget::new(3_000, 3))
                .unwrap();
            assert!(p.is_legal(&c.mv), "{p}{c:?}");
        }
    }
    // Player 2 (team X, partner 1) completes the top row with a cube pointing to either partner.
    let p = Position::parse(5, &["XXXX-", "oOoO-", "-----", "-----", "-----"], 4, 2).unwrap();
    let c = search(&p, 3, 0, &mut table);
    assert_eq!(c.score, MATE - 1);
    let mut after = p;
    after.play(c.mv).unwrap();
    assert_eq!(after.winner(), Some(digipeg::quixo::Symbol::X));
    // Team search agrees with plain minimax over teams at small depth.
    for i in 0..8 {
        let Some(p) = random_position(&mut rng, 3, 4, 3 + i % 6) else {
            continue;
        };
        assert_eq!(search(&p, 3, 0, &mut table).score, minimax(&p, 3, 0), "{p}");
    }
}
