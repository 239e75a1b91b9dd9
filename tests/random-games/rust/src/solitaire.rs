//! `deque`, `solitaire`, `solitaire-play` and `solitaire-solver` through the Rust API.

use core::fmt::{self, Write};

use digipeg::StepError;
use digipeg::solitaire::{self, Deque, Entry, Play, PlayEnd, Solitaire as Game};

use crate::{Escaped, Op, done, list, no_game, text, value, yes};

#[derive(Default)]
pub(crate) struct Solitaire {
    deque: Deque<u8, 64>,
    game: Option<Game>,
    play: Option<Play>,
}

/// A move as a token `C1-C2`.
struct Token(solitaire::Move);

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.0.from(), self.0.to())
    }
}

impl Solitaire {
    pub(crate) fn run(&mut self, op: &Op<'_>, out: &mut impl Write) -> fmt::Result {
        let deque = &mut self.deque;
        match op.verb() {
            "add_front" => return done(out, deque.add_front(op.int(1) as u8)),
            "add_rear" => return done(out, deque.add_rear(op.int(1) as u8)),
            "remove_front" => return value(out, deque.remove_front()),
            "remove_rear" => return value(out, deque.remove_rear()),
            "peek" => return value(out, deque.peek()),
            "peeklast" => return value(out, deque.peeklast()),
            "size" => return write!(out, "{}", deque.size()),
            "items" => return list(out, deque.iter()),
            "printall" => return text(out, deque.printall(op.int(1) as usize)),
            _ => {}
        }
        let made = match op.verb() {
            "deal" => {
                let mut cards = [0i64; 80];
                let mut count = 0;
                for (slot, card) in cards.iter_mut().zip(op.ints_from(2)) {
                    *slot = card;
                    count += 1;
                }
                Some(Game::new_raw(&cards[..count]))
            }
            "shuffled" => Some(Game::shuffled(op.int(1) as usize, op.unsigned(2))),
            "position" => {
                let card_no = match op.word(1) {
                    "none" => None,
                    _ => Some(op.int(1)),
                };
                let (mut cards, mut sizes) = ([0i64; 96], [0usize; 12]);
                let mut total = 0;
                for (size, pile) in sizes.iter_mut().zip(op.rows(op.int(2))) {
                    for card in pile.split(' ').filter(|w| !w.is_empty()) {
                        cards[total] = card.parse().unwrap_or(i64::MIN);
                        total += 1;
                        *size += 1;
                    }
                }
                let piles = (op.int(2) as usize).min(sizes.len());
                Some(Game::from_piles_raw(&cards[..total], &sizes[..piles], card_no))
            }
            _ => None,
        };
        if let Some(made) = made {
            return done(out, made.map(|game| self.game = Some(game)));
        }
        match op.verb() {
            "play" => {
                let Some(game) = self.game.clone() else {
                    return no_game(out);
                };
                let play = self.play.insert(Play::new(game));
                play.start(&mut Escaped(out))?;
                if play.is_over() {
                    self.game = Some(play.game().clone());
                }
                return Ok(());
            }
            "input" | "eof" => {
                let Some(play) = self.play.as_mut() else {
                    return no_game(out);
                };
                let line = (op.verb() == "input").then(|| op.payload());
                match play.feed(line, &mut Escaped(out)) {
                    Ok(()) => {}
                    Err(StepError::Refused(e)) => write!(out, "error {}", e.code())?,
                    Err(StepError::Output) => return Err(fmt::Error),
                }
                // The game afterwards is the one the program left.
                if play.is_over() {
                    self.game = Some(play.game().clone());
                }
                return Ok(());
            }
            "end" => {
                return match self.play.as_ref().and_then(Play::end) {
                    Some(PlayEnd::Won { rounds }) => write!(out, "won {rounds}"),
                    Some(PlayEnd::Lost) => out.write_str("lost"),
                    Some(PlayEnd::EndOfInput) => out.write_str("input"),
                    None => out.write_str("none"),
                };
            }
            _ => {}
        }
        let Some(game) = self.game.as_mut() else {
            return no_game(out);
        };
        let (a, b) = (op.int(1), op.int(2));
        match op.verb() {
            "chances" => done(out, game.set_chance_no_raw(a)),
            "move" => done(out, game.move_cards_raw(a, b)),
            "legal" => yes(
                out,
                matches!((usize::try_from(a), usize::try_from(b)), (Ok(a), Ok(b)) if game.is_legal(a, b)),
            ),
            "piles" => {
                for (i, pile) in game.piles().iter().enumerate() {
                    if i > 0 {
                        out.write_char('/')?;
                    }
                    list(out, pile.iter())?;
                }
                Ok(())
            }
            "counts" => write!(out, "{} {} {}", game.card_no(), game.col_no(), game.chance_no()),
            "complete" => yes(out, game.is_complete()),
            "display" => text(out, &*game),
            "moves" => list(out, game.legal_moves().into_iter().map(Token)),
            "solve" => {
                let mut table = [Entry::EMPTY; 64];
                let entries = (op.int(3) as usize).min(table.len());
                match solitaire::solve(game, a as usize, &mut table[..entries], op.unsigned(2)) {
                    Ok(s) => {
                        write!(out, "{} {}", if s.finished { "yes" } else { "no" }, s.nodes)?;
                        match s.line {
                            Some(line) => {
                                out.write_str(" win")?;
                                line.iter().try_for_each(|&m| write!(out, " {}", Token(m)))
                            }
                            None => out.write_str(" none"),
                        }
                    }
                    Err(e) => write!(out, "error {}", e.code()),
                }
            }
            "hint" => {
                let mut table = [Entry::EMPTY; 64];
                let entries = (op.int(3) as usize).min(table.len());
                match solitaire::hint(game, a as usize, &mut table[..entries], op.unsigned(2)) {
                    Ok(h) => {
                        write!(out, "{} ", Token(h.next))?;
                        match h.win_in {
                            Some(n) => write!(out, "{n}")?,
                            None => out.write_str("none")?,
                        }
                        write!(
                            out,
                            " {} {} {}",
                            h.built,
                            if h.finished { "yes" } else { "no" },
                            h.nodes
                        )
                    }
                    Err(e) => write!(out, "error {}", e.code()),
                }
            }
            other => panic!("unknown solitaire verb {other:?}"),
        }
    }
}
