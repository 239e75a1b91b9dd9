//! `tictactoe` and `tictactoe-perfect` through the Rust API.

use core::fmt::{self, Write};

use digipeg::Rng;
use digipeg::tictactoe::{Outcome, Player, Square, Strength, TicTacToe as Game, gamestate};

use crate::{Op, done, list, no_game, text, value, yes};

#[derive(Default)]
pub(crate) struct TicTacToe {
    game: Option<Game>,
}

fn squares(moves: impl IntoIterator<Item = Square>) -> impl Iterator<Item = u8> {
    moves.into_iter().map(Square::index)
}

impl TicTacToe {
    pub(crate) fn run(&mut self, op: &Op<'_>, out: &mut impl Write) -> fmt::Result {
        match op.verb() {
            "new" => {
                self.game = Some(Game::new());
                return out.write_str("ok");
            }
            "rows" => {
                return done(
                    out,
                    Game::from_rows(&op.rows(op.int(1))).map(|g| self.game = Some(g)),
                );
            }
            "gamestate" => return value(out, gamestate(&op.rows(op.int(1))).map(|s| s.as_str())),
            _ => {}
        }
        let Some(game) = self.game.as_mut() else {
            return no_game(out);
        };
        match op.verb() {
            "play" => value(out, game.play_raw(op.int(1)).map(|s| s.as_str())),
            "legal" => yes(out, Square::try_from(op.int(1)).is_ok_and(|s| game.is_legal(s))),
            "turn" => out.write_char(game.turn().as_char()),
            "winner" => match game.winner() {
                Some(p) => out.write_char(p.as_char()),
                None => out.write_str("none"),
            },
            "state" => out.write_str(game.state().as_str()),
            "over" => yes(out, game.is_over()),
            "moves" => list(out, squares(game.legal_moves())),
            "show" => text(out, *game),
            "value" => {
                let v = game.value();
                match v.outcome {
                    Outcome::Win(Player::X) => out.write_str("X")?,
                    Outcome::Win(Player::O) => out.write_str("O")?,
                    Outcome::Draw => out.write_str("draw")?,
                }
                write!(out, " {}", v.plies)
            }
            "best" => list(out, squares(game.best_moves())),
            "quickest" => list(out, squares(game.quickest_moves())),
            "choose" => {
                let chosen = Strength::try_from(op.int(1))
                    .and_then(|strength| game.choose_move(strength, &mut Rng::new(op.unsigned(2))));
                value(out, chosen.map(Square::index))
            }
            other => panic!("unknown tictactoe verb {other:?}"),
        }
    }
}
