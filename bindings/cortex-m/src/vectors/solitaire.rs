//! `tests/vectors/solitaire.txt`: every solitaire and deque verb (see
//! `core/tests/vectors_solitaire.rs`).

use core::fmt::{self, Write};

use digipeg::solitaire::{MAX_CARDS, Pile, Play, PlayEnd, Solitaire};
use digipeg::{Error, StepError};

use super::Ctx;
use super::reader::{Case, Checked, Expect, Step};

/// One card more than a game holds.
const MAX_LISTED: usize = MAX_CARDS + 8;

/// Check a taken or peeked card against the step's argument.
fn check_card(ctx: &mut Ctx, step: &Step, result: Result<u8, Error>) -> Checked {
    if let Some(card) = ctx.result(step, result)?
        && card != step.num::<u8>(0)?
    {
        let _ = writeln!(ctx.out, "line {}: `{}` got {card}", step.line, step.verb);
        return Err(step.fail("value differs"));
    }
    Ok(())
}

/// Run `play()` on `game` with the step's block as input; the game afterwards replaces it. (A
/// `dyn` writer: `play()` is compiled once, not once per writer.)
#[inline(never)]
fn run_play(step: &Step, game: &mut Solitaire, out: &mut dyn Write) -> Checked<Option<PlayEnd>> {
    // The program refuses nothing here (it is started first): any failure is the output's.
    let broken = |_: StepError| step.fail("formatting failed");
    let mut play = Play::new(game.clone());
    play.start(out).map_err(StepError::from).map_err(broken)?;
    for line in step.block() {
        play.feed(Some(line), out).map_err(broken)?;
    }
    play.feed(None, out).map_err(broken)?;
    game.clone_from(play.game());
    Ok(play.end())
}

/// Cards read from a step: one more than a game holds, so that the too-many-cards error is
/// reachable.
type Cards = heapless::Vec<i64, MAX_LISTED>;

/// The numbers of `words` (space-separated) appended to `cards`; how many there were. One
/// function for a deal's arguments and a position's piles.
#[inline(never)]
fn push_cards(step: &Step, words: &str, cards: &mut Cards) -> Checked<usize> {
    let before = cards.len();
    for word in words.split(' ').filter(|w| !w.is_empty()) {
        cards
            .push(step.int_word(word)?)
            .map_err(|_| step.fail("too many cards for the firmware"))?;
    }
    Ok(cards.len() - before)
}

/// `new CARDS...`, `shuffled N SEED` and `position [CARDNO]` + block (a position built by hand,
/// one pile per block line). Kept out of `run_case`: games and card lists are large.
#[inline(never)]
fn deal(ctx: &mut Ctx, step: &Step, current: &mut Option<Solitaire>) -> Checked {
    let mut cards = Cards::new();
    let made = match step.verb {
        "shuffled" => Solitaire::shuffled(step.num(0)?, step.num(1)?),
        "position" => {
            let mut sizes = heapless::Vec::<usize, 16>::new();
            for line in step.block() {
                let size = push_cards(step, line, &mut cards)?;
                sizes
                    .push(size)
                    .map_err(|_| step.fail("too many piles for the firmware"))?;
            }
            let card_no = step.args().next().map(|w| step.int_word(w)).transpose()?;
            Solitaire::from_piles_raw(&cards, &sizes, card_no)
        }
        _ => {
            push_cards(step, step.args_text(), &mut cards)?;
            Solitaire::new_raw(&cards)
        }
    };
    if let Some(g) = ctx.result(step, made)? {
        *current = Some(g);
    }
    Ok(())
}

/// `move C1 C2`: a refused move must leave the game as it was.
#[inline(never)]
fn move_cards(ctx: &mut Ctx, step: &Step, g: &mut Solitaire) -> Checked {
    let before = g.clone();
    let result = g.move_cards_raw(step.int(0)?, step.int(1)?);
    if ctx.result(step, result)?.is_none() && *g != before {
        return Err(step.fail("a refused move changed the game"));
    }
    Ok(())
}

/// A writer that drops everything (a `play` whose transcript no step checks).
struct Sink;

impl Write for Sink {
    fn write_str(&mut self, _: &str) -> fmt::Result {
        Ok(())
    }
}

pub fn run_case(ctx: &mut Ctx, case: &Case) -> Checked {
    let mut current: Option<Solitaire> = None;
    let mut pile: Option<Pile> = None;
    // The comparison of the last `play`'s transcript with its `transcript` step: (line, mismatch).
    let mut transcript: Option<(usize, Option<usize>)> = None;
    let mut ended: Option<PlayEnd> = None;
    let mut steps = case.steps();
    while let Some(step) = steps.next() {
        let step = step?;
        ctx.steps += 1;
        let no_game = step.fail("no game yet");
        let no_deque = step.fail("no deque yet");
        match step.verb {
            "new" | "shuffled" | "position" => deal(ctx, &step, &mut current)?,
            "set_chances" => {
                let g = current.as_mut().ok_or(no_game)?;
                let before = g.chance_no();
                let result = g.set_chance_no_raw(step.int(0)?);
                if ctx.result(&step, result)?.is_none() && g.chance_no() != before {
                    return Err(step.fail("a refused ChanceNo changed the game"));
                }
            }
            "move" => move_cards(ctx, &step, current.as_mut().ok_or(no_game)?)?,
            "pile" => {
                let g = current.as_ref().ok_or(no_game)?;
                let p = g.pile(step.num(0)?).map_err(|_| step.fail("no such pile"))?;
                ctx.list(&step, || p.iter(), step.args().skip(1))?;
            }
            "piles" => {
                let g = current.as_ref().ok_or(no_game)?;
                ctx.eq(&step, g.col_no(), step.num(0)?)?;
                ctx.eq(&step, g.piles().len(), g.col_no())?;
            }
            "chances" => ctx.eq(&step, current.as_ref().ok_or(no_game)?.chance_no(), step.num(0)?)?,
            "display" => {
                let g = current.as_ref().ok_or(no_game)?;
                ctx.text(&step, |out| write!(out, "{g}"))?;
            }
            "complete" => ctx.yes(&step, current.as_ref().ok_or(no_game)?.is_complete(), 0)?,
            "play" => {
                step.no_error()?;
                let g = current.as_mut().ok_or(no_game)?;
                // Compare while playing with the next `transcript` step, if any, instead of keeping the text.
                let check = steps
                    .clone()
                    .filter_map(Result::ok)
                    .take_while(|s| s.verb != "play")
                    .find(|s| s.verb == "transcript");
                transcript = match check {
                    Some(check) => {
                        let mut expect = Expect::new(&check, ctx.out);
                        ended = run_play(&step, g, &mut expect)?;
                        Some((check.line, expect.finish()))
                    }
                    None => {
                        ended = run_play(&step, g, &mut Sink)?;
                        None
                    }
                };
            }
            "transcript" => match transcript {
                Some((line, mismatch)) if line == step.line => ctx.text_result(&step, mismatch)?,
                _ => return Err(step.fail("`transcript` without a `play` before it")),
            },
            "ended" => {
                step.no_error()?;
                let expected = match step.arg(0)? {
                    "won" => PlayEnd::Won { rounds: step.num(1)? },
                    "lost" => PlayEnd::Lost,
                    "input" => PlayEnd::EndOfInput,
                    _ => return Err(step.fail("`ended` takes won K, lost or input")),
                };
                if ended != Some(expected) {
                    return Err(step.fail("the play ended otherwise"));
                }
            }
            "deque" => {
                step.no_error()?;
                pile = Some(Pile::new());
            }
            "add_front" | "add_rear" => {
                let d = pile.as_mut().ok_or(no_deque)?;
                let front = step.verb == "add_front";
                let mut result = Ok(());
                for i in 0..step.arg_count() {
                    let card = step.num(i)?;
                    result = if front {
                        d.add_front(card)
                    } else {
                        d.add_rear(card)
                    };
                    if result.is_err() {
                        break;
                    }
                }
                ctx.result(&step, result)?;
            }
            "remove_front" => {
                let taken = pile.as_mut().ok_or(no_deque)?.remove_front();
                check_card(ctx, &step, taken)?;
            }
            "remove_rear" => {
                let taken = pile.as_mut().ok_or(no_deque)?.remove_rear();
                check_card(ctx, &step, taken)?;
            }
            "peek" => check_card(ctx, &step, pile.as_ref().ok_or(no_deque)?.peek().copied())?,
            "peeklast" => check_card(ctx, &step, pile.as_ref().ok_or(no_deque)?.peeklast().copied())?,
            "size" => ctx.eq(&step, pile.as_ref().ok_or(no_deque)?.size(), step.num(0)?)?,
            "items" => {
                let d = pile.as_ref().ok_or(no_deque)?;
                ctx.list(&step, || d.iter(), step.args())?;
            }
            "printall" => {
                let d = pile.as_ref().ok_or(no_deque)?;
                let index = step.num(0)?;
                ctx.text(&step, |out| writeln!(out, "{}", d.printall(index)))?;
            }
            _ => return Err(step.fail("unknown verb")),
        }
    }
    Ok(())
}
