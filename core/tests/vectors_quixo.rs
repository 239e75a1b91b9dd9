//! Runs the shared Quixo scenarios of `tests/vectors/quixo.txt`.

mod common;

use common::{Case, Step};
use digipeg::Error;
use digipeg::quixo::{Budget, Game, Move, Outcome, Player, PlayerLevel, Position, Symbol, TtEntry, perft};

/// The move of `step`'s arguments `at..`: four coordinates and an optional partner.
fn raw_move(step: &Step, at: usize, with_partner: bool) -> Result<Move, Error> {
    let n = |i| step.num::<i64>(at + i);
    let partner = if with_partner { n(4) } else { 0 };
    Move::from_raw(n(0), n(1), n(2), n(3), partner)
}

fn token(m: &Move, players: usize) -> String {
    let base = format!(
        "{}{}{}{}",
        m.from().row(),
        m.from().col(),
        m.to().row(),
        m.to().col()
    );
    if players == 4 {
        format!("{base}{}", m.partner())
    } else {
        base
    }
}

/// The move of the computer player at level `name` (random, greedy or a named level) with `seed`.
fn choose(game: &Game, name: &str, seed: u64) -> Result<Move, Error> {
    let level = PlayerLevel::parse(name)?;
    let choice = match level {
        PlayerLevel::Custom(level) => Player::new(level, seed).choose_game(game, &mut [], Budget::new(1, 1)),
        PlayerLevel::Named(level) => {
            let mut table = vec![TtEntry::EMPTY; level.table_entries()];
            level.choose(game, seed, &mut table, None)
        }
    };
    choice.map(|c| c.mv)
}

fn game<'a>(step: &Step, game: &'a mut Option<Game>) -> &'a mut Game {
    game.as_mut()
        .unwrap_or_else(|| panic!("line {}: `{}` before `new` or `parse`", step.line, step.verb))
}

fn run_case(case: &Case) {
    let mut current: Option<Game> = None;
    for step in &case.steps {
        match step.verb.as_str() {
            "new" => {
                let made = Game::new(step.num(0), step.num(1));
                if let Some(g) = step.check_result(made) {
                    current = Some(g);
                }
            }
            "parse" => {
                let made = Position::parse(step.num(0), &step.block, step.num(1), step.num(2));
                if let Some(p) = step.check_result(made) {
                    current = Some(Game::from_position(p));
                }
            }
            "move" => {
                let g = game(step, &mut current);
                let before = g.clone();
                let result = raw_move(step, 0, step.args.len() == 5).and_then(|m| g.play(m));
                if step.check_result(result).is_none() {
                    assert_eq!(
                        g.position(),
                        before.position(),
                        "line {}: a refused move changed the game",
                        step.line
                    );
                }
            }
            "undo" => {
                let g = game(step, &mut current);
                step.check_result(g.undo());
            }
            "limit" => {
                step.no_error();
                game(step, &mut current).set_move_limit(step.num(0));
            }
            "repeat" => {
                step.no_error();
                game(step, &mut current).set_repetitions(step.num(0));
            }
            "board" => {
                step.no_error();
                assert_eq!(
                    game(step, &mut current).to_string(),
                    step.block_text(),
                    "line {}",
                    step.line
                );
            }
            "turn" => {
                step.no_error();
                let p = *game(step, &mut current).position();
                assert_eq!(p.turn(), step.num::<usize>(0), "line {}", step.line);
                assert_eq!(
                    p.turn_symbol().char().to_string(),
                    step.arg(1),
                    "line {}",
                    step.line
                );
            }
            "passed" => {
                step.no_error();
                assert_eq!(
                    game(step, &mut current).position().passed(),
                    step.num::<usize>(0),
                    "line {}",
                    step.line
                );
            }
            "winner" => {
                step.no_error();
                let got = match game(step, &mut current).outcome() {
                    None => "none",
                    Some(Outcome::Draw) => "draw",
                    Some(Outcome::Win(Symbol::X)) => "X",
                    Some(Outcome::Win(Symbol::O)) => "O",
                };
                assert_eq!(got, step.arg(0), "line {}", step.line);
            }
            "moves" => {
                step.no_error();
                assert_eq!(
                    game(step, &mut current).legal_moves().len(),
                    step.num::<usize>(0),
                    "line {}",
                    step.line
                );
            }
            "movelist" => {
                step.no_error();
                let g = game(step, &mut current);
                let players = g.position().players();
                let got: Vec<String> = g.legal_moves().iter().map(|m| token(m, players)).collect();
                assert_eq!(got, step.args, "line {}", step.line);
            }
            "legal" => {
                step.no_error();
                let g = game(step, &mut current);
                let with_partner = step.args.len() == 6;
                let answer = step.yes(if with_partner { 5 } else { 4 });
                let legal = raw_move(step, 0, with_partner).is_ok_and(|m| g.is_legal(&m));
                assert_eq!(legal, answer, "line {}", step.line);
            }
            "perft" => {
                step.no_error();
                let g = game(step, &mut current);
                assert_eq!(
                    perft(g.position(), step.num(0)),
                    step.num::<u64>(1),
                    "line {}",
                    step.line
                );
            }
            "choose" => {
                let g = game(step, &mut current);
                let players = g.position().players();
                if let Some(m) = step.check_result(choose(g, step.arg(0), step.num(1))) {
                    assert_eq!(token(&m, players), step.arg(2), "line {}", step.line);
                }
            }
            other => panic!("line {}: unknown Quixo verb `{other}`", step.line),
        }
    }
}

#[test]
fn quixo_vectors() {
    let cases = common::run_file("quixo.txt", run_case);
    assert!(cases > 0);
    common::assert_covers_errors("quixo.txt", 200..300);
}
