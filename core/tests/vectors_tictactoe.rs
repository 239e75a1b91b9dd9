//! The shared tic-tac-toe scenarios, `tests/vectors/tictactoe.txt`.

mod common;

use common::Step;
use digipeg::tictactoe::{GameState, Player, Square, TicTacToe, gamestate};

fn state_name(state: GameState) -> &'static str {
    state.as_str()
}

fn player_name(player: Option<Player>) -> &'static str {
    match player {
        Some(Player::X) => "X",
        Some(Player::O) => "O",
        None => "none",
    }
}

fn game<'a>(step: &Step, game: &'a mut Option<TicTacToe>) -> &'a mut TicTacToe {
    game.as_mut()
        .unwrap_or_else(|| panic!("line {}: `{}` before `new` or `board`", step.line, step.verb))
}

#[test]
fn tictactoe_vectors() {
    let cases = common::run_file("tictactoe.txt", |case| {
        let mut current: Option<TicTacToe> = None;
        for step in &case.steps {
            let at = step.line;
            match step.verb.as_str() {
                "gamestate" => {
                    if let Some(state) = step.check_result(gamestate(&step.block)) {
                        assert_eq!(state_name(state), step.arg(0), "line {at}");
                    }
                }
                "new" => {
                    step.no_error();
                    current = Some(TicTacToe::new());
                }
                "board" => {
                    if let Some(g) = step.check_result(TicTacToe::from_rows(&step.block)) {
                        current = Some(g);
                    }
                }
                "play" => {
                    let g = game(step, &mut current);
                    let before = *g;
                    if step.check_result(g.play_raw(step.num(0))).is_none() {
                        assert_eq!(*g, before, "line {at}: a refused move changed the game");
                    }
                }
                "turn" => {
                    step.no_error();
                    assert_eq!(
                        player_name(Some(game(step, &mut current).turn())),
                        step.arg(0),
                        "line {at}"
                    );
                }
                "winner" => {
                    step.no_error();
                    assert_eq!(
                        player_name(game(step, &mut current).winner()),
                        step.arg(0),
                        "line {at}"
                    );
                }
                "state" => {
                    step.no_error();
                    assert_eq!(
                        state_name(game(step, &mut current).state()),
                        step.arg(0),
                        "line {at}"
                    );
                }
                "legal" => {
                    step.no_error();
                    let g = game(step, &mut current);
                    let legal: Vec<u8> = g.legal_moves().iter().map(|s| s.index()).collect();
                    let expected: Vec<u8> = (0..step.args.len()).map(|i| step.num(i)).collect();
                    assert_eq!(legal, expected, "line {at}");
                    for square in Square::ALL {
                        assert_eq!(g.is_legal(square), legal.contains(&square.index()), "line {at}");
                    }
                }
                "show" => {
                    step.no_error();
                    assert_eq!(
                        game(step, &mut current).to_string(),
                        step.block_text(),
                        "line {at}"
                    );
                }
                other => panic!("line {at}: unknown tic-tac-toe verb `{other}`"),
            }
        }
    });
    assert!(cases > 0);
    common::assert_covers_errors("tictactoe.txt", 300..400);
}
