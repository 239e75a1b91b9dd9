//! `klondike` through the Rust API: the runner keeps each move's record for undo, as every
//! binding does.

use core::fmt::{self, Write};

use digipeg::klondike::{Deal, Klondike as Game, Played, Rules};
use digipeg::{Error, Rng};

use crate::{Op, done, list, no_game, text, value, yes};

#[derive(Default)]
pub(crate) struct Klondike {
    game: Option<(Deal, Game)>,
    played: heapless::Vec<Played, 64>,
}

/// A rule number as the bindings pass it on: outside 0 to 2^32 - 1, 2^32 - 1 (which no rule allows).
fn rule(op: &Op<'_>, i: usize) -> u32 {
    u32::try_from(op.int(i)).unwrap_or(u32::MAX)
}

impl Klondike {
    /// A set-up: the rules (draw, passes, worrying back) from word `at` on, then the deal, made
    /// only if both are good.
    fn deal(
        &mut self,
        op: &Op<'_>,
        out: &mut impl Write,
        at: usize,
        deal: impl FnOnce() -> Result<Deal, Error>,
    ) -> fmt::Result {
        let made = Rules::new(rule(op, at), rule(op, at + 1), op.word(at + 2) == "yes")
            .and_then(|rules| Ok((deal()?, rules)));
        done(
            out,
            made.map(|(deal, rules)| {
                self.game = Some((deal, Game::new(&deal, rules)));
                self.played.clear();
            }),
        )
    }

    pub(crate) fn run(&mut self, op: &Op<'_>, out: &mut impl Write) -> fmt::Result {
        match op.verb() {
            "seed" => {
                let seed = u32::try_from(op.int(1)).unwrap_or(u32::MAX);
                return self.deal(op, out, 2, || Deal::from_seed(seed));
            }
            "shuffled" => {
                let seed = op.unsigned(1);
                return self.deal(op, out, 2, || Ok(Deal::random(&mut Rng::new(seed))));
            }
            "from-rank" => return self.deal(op, out, 2, || Deal::from_rank(op.word(1))),
            "from-json" => return self.deal(op, out, 1, || Deal::from_solvitaire_json(op.payload())),
            _ => {}
        }
        let Some((deal, game)) = self.game.as_mut() else {
            return no_game(out);
        };
        match op.verb() {
            "play" => {
                let record = game.parse_move(op.payload()).and_then(|played| game.play(played));
                done(
                    out,
                    record.map(|record| {
                        let _ = self.played.push(record);
                    }),
                )
            }
            "undo" => {
                let record = self.played.last().copied().ok_or(Error::KlondikeNothingToUndo);
                let undone = record.and_then(|record| game.undo(record).map(|()| record.played));
                if undone.is_ok() {
                    self.played.pop();
                }
                value(out, undone)
            }
            "legal" => value(
                out,
                game.parse_move(op.payload())
                    .map(|played| if game.is_legal(played) { "yes" } else { "no" }),
            ),
            "moves" => list(out, game.legal_moves()),
            "draw" => text(out, *game),
            "thoughtful" => text(out, game.thoughtful()),
            "won" => yes(out, game.is_won()),
            "rank" => write!(out, "{}", deal.rank()),
            "json" => text(out, deal.solvitaire_json()),
            other => panic!("unknown klondike verb {other:?}"),
        }
    }
}
