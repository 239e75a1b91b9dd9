//! `tests/vectors/tictactoe.txt`: every tic-tac-toe verb (see `core/tests/vectors_tictactoe.rs`).

use core::fmt::Write;

use digipeg::tictactoe::{Player, Square, TicTacToe, gamestate};

use super::Ctx;
use super::reader::{Case, Checked};

fn player_name(player: Option<Player>) -> &'static str {
    match player {
        Some(Player::X) => "X",
        Some(Player::O) => "O",
        None => "none",
    }
}

pub fn run_case(ctx: &mut Ctx, case: &Case) -> Checked {
    let mut current: Option<TicTacToe> = None;
    for step in case.steps() {
        let step = step?;
        ctx.steps += 1;
        let g = || current.ok_or(step.fail("no game yet"));
        match step.verb {
            "gamestate" => {
                if let Some(state) = ctx.result(&step, gamestate(&step.rows()?))? {
                    ctx.eq(&step, state.as_str(), step.arg(0)?)?;
                }
            }
            "new" => {
                step.no_error()?;
                current = Some(TicTacToe::new());
            }
            "board" => {
                if let Some(made) = ctx.result(&step, TicTacToe::from_rows(&step.rows()?))? {
                    current = Some(made);
                }
            }
            "play" => {
                let before = g()?;
                let mut after = before;
                let result = after.play_raw(step.num(0)?);
                if ctx.result(&step, result)?.is_some() {
                    current = Some(after);
                } else if after != before {
                    return Err(step.fail("a refused move changed the game"));
                }
            }
            "turn" => ctx.eq(&step, player_name(Some(g()?.turn())), step.arg(0)?)?,
            "winner" => ctx.eq(&step, player_name(g()?.winner()), step.arg(0)?)?,
            "state" => ctx.eq(&step, g()?.state().as_str(), step.arg(0)?)?,
            "legal" => {
                let game = g()?;
                let legal = game.legal_moves();
                ctx.list(&step, || legal.iter().map(|s| s.index()), step.args())?;
                for square in Square::ALL {
                    if game.is_legal(square) != legal.contains(&square) {
                        return Err(step.fail("is_legal disagrees with legal_moves"));
                    }
                }
            }
            "show" => ctx.text(&step, |out| write!(out, "{}", g().map_err(|_| core::fmt::Error)?))?,
            _ => return Err(step.fail("unknown verb")),
        }
    }
    Ok(())
}
