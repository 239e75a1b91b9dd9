//! `quixo` and `quixo-player` through the Rust API.

use core::fmt::{self, Write};

use digipeg::quixo::{Budget, Game, Level, Move, Outcome, Player, Position, TtEntry, perft};

use crate::{Op, done, list, no_game, text, yes};

#[derive(Default)]
pub(crate) struct Quixo {
    game: Option<Game>,
}

/// A move as a five-digit token `R1C1R2C2P`.
struct Token(Move);

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = self.0;
        write!(
            f,
            "{}{}{}{}{}",
            m.from().row(),
            m.from().col(),
            m.to().row(),
            m.to().col(),
            m.partner()
        )
    }
}

impl Quixo {
    pub(crate) fn run(&mut self, op: &Op<'_>, out: &mut impl Write) -> fmt::Result {
        let made = match op.verb() {
            "new" => Some(Game::new(op.int(1) as usize, op.int(2) as usize)),
            "parse" => {
                let rows = op.rows(op.int(4));
                Some(
                    Position::parse(op.int(1) as usize, &rows, op.int(2) as usize, op.int(3) as usize)
                        .map(Game::from_position),
                )
            }
            _ => None,
        };
        if let Some(made) = made {
            return done(out, made.map(|game| self.game = Some(game)));
        }
        let Some(game) = self.game.as_mut() else {
            return no_game(out);
        };
        let raw_move = || Move::from_raw(op.int(1), op.int(2), op.int(3), op.int(4), op.int(5));
        match op.verb() {
            "move" => done(out, raw_move().and_then(|m| game.play(m))),
            "legal" => yes(out, raw_move().is_ok_and(|m| game.is_legal(&m))),
            "undo" => done(out, game.undo()),
            "limit" => {
                game.set_move_limit(op.int(1) as u32);
                out.write_str("ok")
            }
            "repeat" => {
                game.set_repetitions(op.int(1) as u32);
                out.write_str("ok")
            }
            "turn" => write!(
                out,
                "{} {}",
                game.position().turn(),
                game.position().turn_symbol().char()
            ),
            "passed" => write!(out, "{}", game.position().passed()),
            "outcome" => match game.outcome() {
                Some(Outcome::Win(s)) => out.write_char(s.char()),
                Some(Outcome::Draw) => out.write_str("draw"),
                None => out.write_str("none"),
            },
            "over" => yes(out, game.is_game_over()),
            "count" => write!(out, "{}", game.legal_moves().len()),
            "moves" => list(out, game.legal_moves().into_iter().map(Token)),
            "board" => text(out, &*game),
            "plies" => write!(out, "{}", game.plies()),
            "perft" => write!(out, "{}", perft(game.position(), op.int(1) as u32)),
            "choose" => {
                let level = match op.word(1) {
                    "random" => Level::Random,
                    "greedy" => Level::Greedy,
                    "search" => Level::Search,
                    other => panic!("unknown level {other:?}"),
                };
                let player = Player::new(level, op.unsigned(2));
                let budget = Budget::new(op.unsigned(3), op.int(4) as u8);
                let mut table = [TtEntry::EMPTY; 256];
                let entries = (op.int(5) as usize).min(table.len());
                // The game, history and draw rules included, as every binding passes it.
                let choice = player.choose_game(game, &mut table[..entries], budget);
                match choice {
                    Ok(c) => write!(
                        out,
                        "{} {} {} {} {}",
                        Token(c.mv),
                        if c.finished { "yes" } else { "no" },
                        c.depth,
                        c.score,
                        c.nodes
                    ),
                    Err(e) => write!(out, "error {}", e.code()),
                }
            }
            other => panic!("unknown quixo verb {other:?}"),
        }
    }
}
