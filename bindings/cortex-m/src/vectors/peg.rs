//! `tests/vectors/peg.txt`: every DigiPeg verb (see `core/tests/vectors_peg.rs`).

use core::fmt::{self, Write};

use digipeg::StepError;
use digipeg::peg::{Banner, DigiPeg, Directions, Jump, Program, Status};

use super::reader::{Case, Checked, Expect, Step};
use super::{Ctx, digits};

fn directions(step: &Step, word: Option<&str>) -> Checked<Directions> {
    match word {
        None | Some("orthogonal") => Ok(Directions::Orthogonal),
        Some("diagonal") => Ok(Directions::Diagonal),
        Some("triangular") => Ok(Directions::Triangular),
        Some(_) => Err(step.fail("unknown directions")),
    }
}

struct Token(Jump);

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Jump { from, to } = self.0;
        digits(f, &[from.row(), from.col(), to.row(), to.col()])
    }
}

/// Run the terminal program on the step's block, writing what it prints to `out` (a `dyn`
/// writer: the program is compiled once, not once per writer).
fn run_program(step: &Step, mut out: &mut dyn Write) -> Checked {
    let banner = match step.arg(0)? {
        "peg-rectangle" => Banner::PegRectangle,
        "digipeg" => Banner::DigiPeg,
        _ => return Err(step.fail("unknown banner")),
    };
    let mut program = Program::new(banner, directions(step, step.arg(1).ok())?);
    // The program refuses nothing here (it is started first): any failure is the output's.
    let broken = |_: StepError| step.fail("formatting failed");
    let mut status = program.start(&mut out).map_err(StepError::from).map_err(broken)?;
    let mut input = step.block();
    while status == Status::Waiting {
        status = program.input(input.next(), &mut out).map_err(broken)?;
    }
    if input.next().is_some() {
        return Err(step.fail("the program ended before its input did"));
    }
    Ok(())
}

/// A writer that drops everything (a program whose output no step checks).
struct Sink;

impl Write for Sink {
    fn write_str(&mut self, _: &str) -> fmt::Result {
        Ok(())
    }
}

/// `moves N M...` (kept out of `run_case`: a jump list is 1284 bytes).
#[inline(never)]
fn moves(ctx: &mut Ctx, step: &Step, game: DigiPeg) -> Checked {
    let jumps = game.legal_moves();
    ctx.eq(step, jumps.len(), step.num(0)?)?;
    ctx.list(step, || jumps.iter().map(|j| Token(*j)), step.args().skip(1))
}

pub fn run_case(ctx: &mut Ctx, case: &Case) -> Checked {
    let mut game: Option<DigiPeg> = None;
    // The comparison of the last program's output with its `output` step: (line, mismatch).
    let mut output: Option<(usize, Option<usize>)> = None;
    let mut steps = case.steps();
    while let Some(step) = steps.next() {
        let step = step?;
        ctx.steps += 1;
        let g = || game.ok_or(step.fail("no game yet"));
        match step.verb {
            "new" => {
                let dirs = directions(&step, step.arg(4).ok())?;
                let made =
                    DigiPeg::with_directions(step.num(0)?, step.num(1)?, step.num(2)?, step.num(3)?, dirs);
                if let Some(made) = ctx.result(&step, made)? {
                    game = Some(made);
                }
            }
            "shape" => {
                let made = DigiPeg::from_rows(&step.rows()?, directions(&step, step.arg(0).ok())?);
                if let Some(made) = ctx.result(&step, made)? {
                    game = Some(made);
                }
            }
            "move" => {
                let before = g()?;
                let mut after = before;
                let result = after.make_move(step.num(0)?, step.num(1)?, step.num(2)?, step.num(3)?);
                if ctx.result(&step, result)?.is_some() {
                    game = Some(after);
                } else if after != before {
                    return Err(step.fail("a refused move changed the board"));
                }
            }
            "legal" => {
                let answer = g()?.legal_move(step.num(0)?, step.num(1)?, step.num(2)?, step.num(3)?);
                ctx.yes(&step, answer, 4)?;
            }
            "pegs" => {
                let expected = step.num::<u32>(0)? + ctx.flip();
                ctx.eq(&step, g()?.pegs_left(), expected)?;
            }
            "over" => ctx.yes(&step, g()?.game_over(), 0)?,
            "moves" => moves(ctx, &step, g()?)?,
            "board" => ctx.text(&step, |out| {
                write!(out, "{}", g().map_err(|_| fmt::Error)?.rows_text())
            })?,
            "drawing" => ctx.text(&step, |out| write!(out, "{}", g().map_err(|_| fmt::Error)?))?,
            "message" => ctx.text(&step, |out| {
                write!(out, "{}", g().map_err(|_| fmt::Error)?.final_message())
            })?,
            "program" => {
                step.no_error()?;
                // Compare while running with the next `output` step, if any, instead of keeping the text.
                let check = steps
                    .clone()
                    .filter_map(Result::ok)
                    .take_while(|s| s.verb != "program")
                    .find(|s| s.verb == "output");
                output = match check {
                    Some(check) => {
                        let mut expect = Expect::new(&check, ctx.out);
                        run_program(&step, &mut expect)?;
                        Some((check.line, expect.finish()))
                    }
                    None => {
                        run_program(&step, &mut Sink)?;
                        None
                    }
                };
            }
            "output" => match output {
                Some((line, mismatch)) if line == step.line => ctx.text_result(&step, mismatch)?,
                _ => return Err(step.fail("`output` without a `program` before it")),
            },
            _ => return Err(step.fail("unknown verb")),
        }
    }
    Ok(())
}
