//! `peg`, `peg-rows`, `peg-program` and `peg-solver` through the Rust API.

use core::fmt::{self, Write};

use digipeg::peg::{Banner, DigiPeg, Directions, Goal, Hole, Jump, Program, Solver, Status};
use digipeg::{Error, StepError};

use crate::{Escaped, Op, done, list, no_game, text, yes};

/// The state of a peg game: the board, or the terminal program.
#[derive(Default)]
pub(crate) struct Peg {
    game: Option<DigiPeg>,
    program: Option<Program>,
    finished: bool,
}

fn directions(name: &str) -> Directions {
    match name {
        "orthogonal" => Directions::Orthogonal,
        "diagonal" => Directions::Diagonal,
        "triangular" => Directions::Triangular,
        other => panic!("unknown jump rule {other:?}"),
    }
}

/// A jump as a four-digit token `R1C1R2C2`.
struct Token(Jump);

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Jump { from, to } = self.0;
        write!(f, "{}{}{}{}", from.row(), from.col(), to.row(), to.col())
    }
}

impl Peg {
    pub(crate) fn run(&mut self, op: &Op<'_>, out: &mut impl Write) -> fmt::Result {
        let made = match op.verb() {
            "new" => Some(DigiPeg::with_directions(
                op.int(1),
                op.int(2),
                op.int(3),
                op.int(4),
                directions(op.word(5)),
            )),
            "rows" => Some(DigiPeg::from_rows(&op.rows(op.int(2)), directions(op.word(1)))),
            verb @ ("english" | "french" | "triangle") => {
                // The Rust API takes a Hole; numbers off the grid make none, so the empty hole is off the board.
                let hole = Hole::try_new(op.int(1), op.int(2)).ok_or(Error::PegEmptyHoleOffBoard);
                Some(hole.and_then(match verb {
                    "english" => DigiPeg::english_with_empty,
                    "french" => DigiPeg::french_with_empty,
                    _ => DigiPeg::triangle_with_empty,
                }))
            }
            _ => None,
        };
        if let Some(made) = made {
            return done(out, made.map(|game| self.game = Some(game)));
        }
        match op.verb() {
            "program" => {
                let banner = match op.word(1) {
                    "peg-rectangle" => Banner::PegRectangle,
                    "digipeg" => Banner::DigiPeg,
                    other => panic!("unknown banner {other:?}"),
                };
                self.program = Some(Program::new(banner, directions(op.word(2))));
                out.write_str("ok")
            }
            "start" => {
                let Some(program) = self.program.as_mut() else {
                    return no_game(out);
                };
                self.finished = program.start(&mut Escaped(out))? == Status::Finished;
                Ok(())
            }
            "input" | "eof" => {
                let Some(program) = self.program.as_mut() else {
                    return no_game(out);
                };
                let line = (op.verb() == "input").then(|| op.payload());
                match program.input(line, &mut Escaped(out)) {
                    Ok(status) => self.finished = status == Status::Finished,
                    Err(StepError::Refused(e)) => write!(out, "error {}", e.code())?,
                    Err(StepError::Output) => return Err(fmt::Error),
                }
                Ok(())
            }
            "finished" => yes(out, self.finished),
            "game" => match self.program.as_ref().and_then(Program::game) {
                Some(game) => text(out, game.rows_text()),
                None => out.write_str("none"),
            },
            _ => {
                let Some(game) = self.game.as_mut() else {
                    return no_game(out);
                };
                board(game, op, out)
            }
        }
    }
}

/// The operations on a board.
fn board(game: &mut DigiPeg, op: &Op<'_>, out: &mut impl Write) -> fmt::Result {
    let (a, b, c, d) = (op.int(1), op.int(2), op.int(3), op.int(4));
    match op.verb() {
        "move" => done(out, game.make_move(a, b, c, d)),
        "legal" => yes(out, game.legal_move(a, b, c, d)),
        "peg" => yes(out, game.is_peg(a, b)),
        "hole" => yes(out, game.is_hole(a, b)),
        "pegs" => write!(out, "{}", game.pegs_left()),
        "count" => write!(out, "{}", game.count_moves()),
        "over" => yes(out, game.game_over()),
        "moves" => list(out, game.legal_moves().into_iter().map(Token)),
        "draw" => text(out, *game),
        "text" => text(out, game.rows_text()),
        "final" => text(out, game.final_message()),
        "dims" => write!(out, "{} {}", game.rows(), game.cols()),
        "solve" => {
            let goal = match op.word(2) {
                "fewest" => Ok(Goal::FewestPegs),
                "one" => Ok(Goal::OnePeg),
                // The Rust API takes a Hole: numbers off the grid make none, so the goal is off the board.
                _ => Hole::try_new(op.int(3), op.int(4))
                    .map(Goal::OnePegAt)
                    .ok_or(Error::SearchGoalOffBoard),
            };
            let mut table = [0u128; 256];
            let entries = (op.int(1) as usize).min(table.len());
            let found =
                Solver::new(&mut table[..entries]).and_then(|mut s| s.solve(game, goal?, op.unsigned(5)));
            match found {
                Ok(s) => {
                    write!(
                        out,
                        "{} {} {} {}",
                        yes_no(s.finished),
                        yes_no(s.reached),
                        s.best_pegs,
                        s.nodes
                    )?;
                    s.moves.iter().try_for_each(|&j| write!(out, " {}", Token(j)))
                }
                Err(e) => write!(out, "error {}", e.code()),
            }
        }
        "hint" => {
            let mut table = [0u128; 256];
            let entries = (op.int(1) as usize).min(table.len());
            match Solver::new(&mut table[..entries]).and_then(|mut s| s.hint(game, op.unsigned(2))) {
                Ok(h) => write!(out, "{} {} {}", Token(h.jump), h.best_pegs, yes_no(h.finished)),
                Err(e) => write!(out, "error {}", e.code()),
            }
        }
        other => panic!("unknown peg verb {other:?}"),
    }
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}
