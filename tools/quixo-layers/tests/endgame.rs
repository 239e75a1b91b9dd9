//! The endgame player on the solved 5 x 5 layers t >= 24 (made by `make quixo-tables`, which
//! points DIGIPEG_QUIXO_TABLES at them): from 200 random won positions it wins every game
//! against the search player, and from drawn positions it never loses. The endgame player is a
//! named level given the tables (`Difficulty::choose_probed`, over the game and its history).

use digipeg::Rng;
use digipeg::quixo::layered::{FileKind, HEADER_LEN, Layer, LayerData, PassWidth, value};
use digipeg::quixo::{Budget, Difficulty, Game, Level, Player, Position, TtEntry, Value};
use digipeg_quixo_layers::read_layer;

/// The 5 x 5 layers of totals 24 and 25: (layer, packed values, passes, their width), checked
/// on reading.
fn load() -> Vec<(Layer, Vec<u8>, Vec<u8>, PassWidth)> {
    let dir = std::env::var("DIGIPEG_QUIXO_TABLES")
        .expect("DIGIPEG_QUIXO_TABLES: the 5 x 5 tables (make quixo-tables)");
    let dir = std::path::Path::new(&dir);
    let mut layers = Vec::new();
    for t in 24..=25 {
        for a in 0..=t {
            let l = Layer::new(5, a, t - a).unwrap();
            let (_, v) = read_layer(dir, &l, FileKind::Values).unwrap();
            let (h, p) = read_layer(dir, &l, FileKind::Passes(PassWidth::One)).unwrap();
            let FileKind::Passes(width) = h.kind else {
                panic!("{l:?}: not a passes file")
            };
            layers.push((l, v[HEADER_LEN..].to_vec(), p[HEADER_LEN..].to_vec(), width));
        }
    }
    layers
}

fn position(x: u32, o: u32, turn: usize) -> Position {
    let rows: Vec<String> = (0..5)
        .map(|r| {
            (0..5)
                .map(|c| match (x >> (5 * r + c) & 1, o >> (5 * r + c) & 1) {
                    (1, _) => 'X',
                    (_, 1) => 'O',
                    _ => '-',
                })
                .collect()
        })
        .collect();
    Position::parse(5, &rows, 2, turn).unwrap()
}

#[test]
#[ignore = "needs the 5 x 5 tables t >= 24: run through `make test-quixo-layers`"]
fn endgame_player_converts_won_positions_and_holds_draws_against_the_search_player() {
    let layers = load();
    let data: Vec<LayerData<'_>> = layers
        .iter()
        .map(|(l, v, p, w)| LayerData {
            layer: *l,
            values: v,
            passes: p,
            width: *w,
        })
        .collect();
    let search = Player::new(Level::Search, 5);
    let budget = Budget::new(20_000, 4);
    let mut tt = vec![TtEntry::EMPTY; 1 << 14];
    let mut own_tt = vec![TtEntry::EMPTY; Difficulty::Medium.table_entries()];
    let mut rng = Rng::new(2020);
    let (mut won, mut drawn, mut longest) = (0, 0, 0);
    while won < 200 || drawn < 40 {
        let (layer, ..) = &layers[rng.below(layers.len() as u32) as usize];
        let (own, opp) = layer.unrank(rng.next_u64() % layer.len()).unwrap();
        let turn = rng.below(2) as usize;
        let p = if turn == 0 {
            position(own, opp, 0)
        } else {
            position(opp, own, 1)
        };
        if p.is_game_over() {
            continue;
        }
        let (v, _) = value(&p, &data[..]).unwrap().unwrap();
        let wanted = match v {
            Value::Win => won < 200,
            Value::Draw => drawn < 40,
            Value::Loss => false,
        };
        if !wanted {
            continue;
        }
        // The tables' player is a named level (history-aware, perfect where the layers reach);
        // its opponent the history-aware search.
        let me = p.turn_symbol();
        let mut game = Game::from_position(p);
        let mut plies = 0;
        while !game.is_game_over() && plies < 300 {
            let c = if game.position().turn_symbol() == me {
                let c = Difficulty::Medium
                    .choose_probed(&game, 7, &mut own_tt, None, &data[..])
                    .unwrap();
                assert_eq!(c.nodes, 0, "every child of a layer t >= 24 is solved");
                c
            } else {
                search.choose_game(&game, &mut tt, budget).unwrap()
            };
            game.play(c.mv).unwrap();
            plies += 1;
        }
        let winner = game.outcome().and_then(|o| o.winner());
        if v == Value::Win {
            assert_eq!(
                winner,
                Some(me),
                "won position not converted in 300 plies:\n{}",
                game.position()
            );
            won += 1;
            longest = longest.max(plies);
        } else {
            assert_ne!(
                winner,
                Some(me.other()),
                "drawn position lost:\n{}",
                game.position()
            );
            drawn += 1;
        }
    }
    println!("200 won positions converted (longest {longest} plies), 40 drawn ones held");
}
