//! The player for the ordinary game: it sees only what a player sees, every game it plays ends,
//! and its plan survives any memory it is handed.

use digipeg::Rng;
use digipeg::klondike::{Card, Deal, Entry, Klondike, Move, PLAYER_TABLE_ENTRIES, Player, Rules, Sampling};

/// A player cheap enough to play many games in a test.
const QUICK: Sampling = Sampling {
    samples: 16,
    nodes: 600,
    budget: 60_000,
};

fn rule_sets() -> [Rules; 3] {
    [
        Rules::DRAW_THREE,
        Rules::DRAW_ONE,
        // The stock stays unseen until the waste is first turned over: a pass costs something.
        Rules::new(3, 3, true).unwrap(),
    ]
}

/// The cards a player cannot see in `game`: the face-down ones, and the stock until the waste
/// has been turned over.
fn unseen(game: &Klondike) -> Vec<Card> {
    let mut cards: Vec<Card> = game
        .piles()
        .iter()
        .flat_map(|pile| pile.face_down().to_vec())
        .collect();
    if game.recycles() == 0 {
        cards.extend_from_slice(game.stock());
    }
    cards
}

/// Plays `moves` moves of `deal` under `rules` with a player seeded by `seed`, over one table,
/// and returns its choices (fewer if the game ends first).
fn play(deal: &Deal, rules: Rules, seed: u64, moves: usize) -> (Vec<Move>, Klondike) {
    let mut table: Vec<Entry> = vec![0; 1 << 15];
    let mut player = Player::new(&mut table[..], seed, QUICK).unwrap();
    let mut game = Klondike::new(deal, rules);
    let mut chosen = Vec::new();
    while chosen.len() < moves {
        let Some(played) = player.choose(&game) else { break };
        game.play(played).expect("the player chooses a legal move");
        chosen.push(played);
        if game.is_won() {
            break;
        }
    }
    (chosen, game)
}

#[test]
fn the_player_never_peeks() {
    // Deal the cards still unseen at some point of a game among themselves differently: what a
    // player sees up to there is the same, so the player must play the same moves, the next one
    // included.
    let mut rng = Rng::new(36);
    let mut checked = 0;
    for seed in 1..=24 {
        for rules in rule_sets() {
            let deal = Deal::from_seed(seed).unwrap();
            let until = 5 + rng.below(80) as usize;
            let (before, game) = play(&deal, rules, seed.into(), until);
            if game.is_won() || before.len() < until {
                continue;
            }
            let hidden = unseen(&game);
            if hidden.len() < 2 {
                continue;
            }
            // The unseen cards, each moved to where another of them lay.
            let mut shuffled = hidden.clone();
            shuffled.rotate_left(1 + rng.below(hidden.len() as u32 - 1) as usize);
            let cards = deal
                .cards()
                .map(|card| match hidden.iter().position(|&h| h == card) {
                    Some(at) => shuffled[at],
                    None => card,
                });
            let twin = Deal::new(cards).unwrap();
            let mut replay = Klondike::new(&twin, rules);
            for &played in &before {
                replay.play(played).unwrap();
            }
            assert_eq!(
                replay.to_string(),
                game.to_string(),
                "seed {seed}: a player sees the same"
            );
            assert_ne!(replay, game, "seed {seed}: the hidden cards differ");
            let (after, _) = play(&twin, rules, seed.into(), until + 1);
            assert_eq!(
                after[..until],
                before[..],
                "seed {seed}, {rules:?}: the same moves up to there"
            );
            let (go_on, _) = play(&deal, rules, seed.into(), until + 1);
            assert_eq!(after, go_on, "seed {seed}, {rules:?}: and the next move");
            // And the next move, from a player with a fresh table too.
            let next = |deal: &Deal| {
                let mut game = Klondike::new(deal, rules);
                for &played in &before {
                    game.play(played).unwrap();
                }
                let mut table: Vec<Entry> = vec![0; 1 << 15];
                Player::new(&mut table[..], seed.into(), QUICK)
                    .unwrap()
                    .choose_with_estimate(&game)
            };
            let (mine, theirs) = (next(&deal), next(&twin));
            assert_eq!(mine, theirs, "seed {seed}, {rules:?}, after {until} moves");
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked} positions checked");
}

#[test]
fn every_game_the_player_plays_ends() {
    // Each decision takes a step that cannot be taken back, and the plan leads to it: no game
    // goes round for ever.
    let mut won = 0;
    for seed in 100..130 {
        for rules in rule_sets() {
            let (moves, game) = play(&Deal::from_seed(seed).unwrap(), rules, 1, 1500);
            assert!(
                moves.len() < 1500,
                "seed {seed}, {rules:?}: still playing after 1,500 moves"
            );
            won += usize::from(game.is_won());
            if !game.is_won() {
                let mut table: Vec<Entry> = vec![0; 1 << 15];
                let mut player = Player::new(&mut table[..], 1, QUICK).unwrap();
                assert_eq!(
                    player.choose(&game),
                    None,
                    "seed {seed}: it gave up, and stays so"
                );
            }
        }
    }
    // About a third of ordinary games are won by a strong player; this one is kept cheap.
    assert!(won >= 15, "won {won} of 90");
}

#[test]
fn memory_that_holds_anything_else_never_misleads_the_player() {
    let rules = Rules::DRAW_THREE;
    let mut rng = Rng::new(9);
    // Another game's plan, random bits, and all ones.
    let mut other: Vec<Entry> = vec![0; 1 << 15];
    let (_, played) = play(&Deal::from_seed(77).unwrap(), rules, 1, 30);
    Player::new(&mut other[..], 1, QUICK).unwrap().choose(&played);
    let noise: Vec<Entry> = (0..1 << 15).map(|_| rng.next_u64()).collect();
    for memory in [other, noise, vec![!0; 1 << 15]] {
        for seed in 1..=5 {
            let (moves, game) = play(&Deal::from_seed(seed).unwrap(), rules, 1, 12);
            let mut table = memory.clone();
            let mut player = Player::new(&mut table[..], 1, QUICK).unwrap();
            let mut fresh: Vec<Entry> = vec![0; 1 << 15];
            let expected = Player::new(&mut fresh[..], 1, QUICK).unwrap().choose(&game);
            assert_eq!(player.choose(&game), expected, "seed {seed} after {moves:?}");
        }
    }
    let mut small: Vec<Entry> = vec![0; 261];
    assert!(Player::new(&mut small[..], 1, QUICK).is_err());
    let mut enough: Vec<Entry> = vec![0; 262];
    let game = Klondike::new(&Deal::from_seed(1).unwrap(), rules);
    assert_eq!(
        Player::new(&mut enough[..], 1, QUICK).unwrap().choose(&game),
        Some(Move::Draw)
    );
}

#[test]
fn the_player_looks_through_the_stock_first_where_passes_are_free() {
    let deal = Deal::from_seed(1).unwrap();
    let mut table: Vec<Entry> = vec![0; PLAYER_TABLE_ENTRIES];
    for (rules, draws) in [(Rules::DRAW_THREE, 8), (Rules::DRAW_ONE, 24)] {
        let mut player = Player::new(&mut table[..], 1, QUICK).unwrap();
        let mut game = Klondike::new(&deal, rules);
        for _ in 0..draws {
            assert_eq!(player.choose(&game), Some(Move::Draw));
            game.play(Move::Draw).unwrap();
        }
        assert!(game.stock().is_empty());
        assert_ne!(player.choose(&game), Some(Move::Draw), "{rules:?}");
    }
}

#[test]
fn without_guesses_the_player_prefers_the_foundations_then_the_piles_with_most_face_down() {
    let none = Sampling { samples: 0, ..QUICK };
    let mut table: Vec<Entry> = vec![0; 1 << 15];
    let mut game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::DRAW_THREE);
    while !game.stock().is_empty() {
        game.play(Move::Draw).unwrap();
    }
    // Game 1: 4D, ## 4C, ## ## 6H, ## ## ## JD, ## ## ## ## AS, ... The ace goes up first.
    let mut player = Player::new(&mut table[..], 1, none).unwrap();
    let choice = player.choose_with_estimate(&game).unwrap();
    assert_eq!((choice.played, choice.guesses), (Move::PileToFoundation(4), 0));
}

#[test]
fn the_estimate_counts_the_guesses_won_and_the_move_is_the_same_without_it() {
    let mut won_guesses = 0;
    for seed in 1..=6 {
        let mut game = Klondike::new(&Deal::from_seed(seed).unwrap(), Rules::DRAW_ONE);
        while !game.stock().is_empty() {
            game.play(Move::Draw).unwrap();
        }
        let mut table: Vec<Entry> = vec![0; 1 << 15];
        let choice = Player::new(&mut table[..], 3, QUICK)
            .unwrap()
            .choose_with_estimate(&game)
            .unwrap();
        assert!(
            choice.won <= choice.guesses && choice.guesses <= QUICK.samples,
            "{choice:?}"
        );
        let mut fresh: Vec<Entry> = vec![0; 1 << 15];
        assert_eq!(
            Player::new(&mut fresh[..], 3, QUICK).unwrap().choose(&game),
            Some(choice.played)
        );
        won_guesses += choice.won;
    }
    assert!(won_guesses > 0);
}
