//! `tests/vectors/quixo.txt`: every Quixo verb (see `core/tests/vectors_quixo.rs`).

use core::fmt::{self, Write};

use digipeg::Error;
use digipeg::quixo::{Game, Move, Outcome, Position, Symbol, perft_general};

use super::reader::{Case, Checked, Step};
use super::{Ctx, digits};

/// The move of the step's first four or five arguments (the fifth is the partner).
fn raw_move(step: &Step, with_partner: bool) -> Checked<Result<Move, Error>> {
    let partner = if with_partner { step.num(4)? } else { 0 };
    Ok(Move::from_raw(
        step.num(0)?,
        step.num(1)?,
        step.num(2)?,
        step.num(3)?,
        partner,
    ))
}

/// A move as a token: `R1C1R2C2`, and the partner with 4 players.
struct Token(Move, usize);

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Token(m, players) = self;
        digits(f, &[m.from().row(), m.from().col(), m.to().row(), m.to().col()])?;
        if *players == 4 {
            digits(f, &[m.partner()])?;
        }
        Ok(())
    }
}

/// Start a new game from `made` (kept out of `run_case`: a `Game` and its temporaries are large).
#[inline(never)]
fn start(ctx: &mut Ctx, step: &Step, current: &mut Option<Game>, made: Result<Position, Error>) -> Checked {
    if let Some(p) = ctx.result(step, made)? {
        *current = Some(Game::from_position(p));
    }
    Ok(())
}

/// `moves COUNT` and `movelist TOKEN...` (kept out of `run_case`: a move list is 444 bytes).
#[inline(never)]
fn moves(ctx: &mut Ctx, step: &Step, g: &Game) -> Checked {
    let moves = g.legal_moves();
    if step.verb == "moves" {
        return ctx.eq(step, moves.len(), step.num(0)?);
    }
    let players = g.position().players();
    ctx.list(step, || moves.iter().map(|m| Token(*m, players)), step.args())
}

pub fn run_case(ctx: &mut Ctx, case: &Case) -> Checked {
    // Games are large (their undo history): one lives here, in this frame, for the whole case.
    let mut current: Option<Game> = None;
    for step in case.steps() {
        let step = step?;
        ctx.steps += 1;
        let no_game = step.fail("no game yet");
        match step.verb {
            // `Game::new` is `Position::new` and `Game::from_position`: built here, in place.
            "new" => start(
                ctx,
                &step,
                &mut current,
                Position::new(step.num(0)?, step.num(1)?),
            )?,
            "parse" => {
                let made = Position::parse(step.num(0)?, &step.rows()?, step.num(1)?, step.num(2)?);
                start(ctx, &step, &mut current, made)?;
            }
            "move" => {
                let g = current.as_mut().ok_or(no_game)?;
                let before = *g.position();
                let plies = g.plies();
                let result = raw_move(&step, step.arg_count() == 5)?.and_then(|m| g.play(m));
                if ctx.result(&step, result)?.is_none() && (*g.position() != before || g.plies() != plies) {
                    return Err(step.fail("a refused move changed the game"));
                }
            }
            "undo" => {
                let g = current.as_mut().ok_or(no_game)?;
                ctx.result(&step, g.undo())?;
            }
            "limit" => {
                step.no_error()?;
                current.as_mut().ok_or(no_game)?.set_move_limit(step.num(0)?);
            }
            "repeat" => {
                step.no_error()?;
                current.as_mut().ok_or(no_game)?.set_repetitions(step.num(0)?);
            }
            "board" => {
                let g = current.as_ref().ok_or(no_game)?;
                ctx.text(&step, |out| write!(out, "{g}"))?;
            }
            "turn" => {
                let p = *current.as_ref().ok_or(no_game)?.position();
                ctx.eq(&step, p.turn(), step.num(0)?)?;
                let mut symbol = [0; 4];
                ctx.eq(
                    &step,
                    p.turn_symbol().char().encode_utf8(&mut symbol) as &str,
                    step.arg(1)?,
                )?;
            }
            "passed" => ctx.eq(
                &step,
                current.as_ref().ok_or(no_game)?.position().passed(),
                step.num(0)?,
            )?,
            "winner" => {
                let got = match current.as_ref().ok_or(no_game)?.outcome() {
                    None => "none",
                    Some(Outcome::Draw) => "draw",
                    Some(Outcome::Win(Symbol::X)) => "X",
                    Some(Outcome::Win(Symbol::O)) => "O",
                };
                ctx.eq(&step, got, step.arg(0)?)?;
            }
            "moves" | "movelist" => moves(ctx, &step, current.as_ref().ok_or(no_game)?)?,
            "legal" => {
                let g = current.as_ref().ok_or(no_game)?;
                let with_partner = step.arg_count() == 6;
                let legal = raw_move(&step, with_partner)?.is_ok_and(|m| g.is_legal(&m));
                ctx.yes(&step, legal, if with_partner { 5 } else { 4 })?;
            }
            "perft" => {
                // The general path: the bulk-counting `perft`'s lookup tables would cost 3 KB of
                // flash, and both paths give the same counts (the core's tests check that).
                // Counts are compared as `u32`: printing a `u64` would link 64-bit division (about
                // 1.3 KB of flash), and every count in the vectors is far below 2^32.
                let g = current.as_ref().ok_or(no_game)?;
                let count = perft_general(g.position(), step.num(0)?);
                let count = u32::try_from(count).map_err(|_| step.fail("count beyond 2^32"))?;
                ctx.eq(&step, count, step.num(1)?)?;
            }
            _ => return Err(step.fail("unknown verb")),
        }
    }
    Ok(())
}
