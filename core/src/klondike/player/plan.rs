//! The player's plan, kept in the first entries of its table: the moves to its next decision
//! (or the rest of a line found once every card is known), and the position the next one starts
//! from. Memory that holds anything else is never taken for a plan: a checksum guards it.

use core::hash::{Hash, Hasher};

use super::super::board::mix;
use super::super::game::{Klondike, Move};
use super::super::solver::Entry;

/// The most moves a plan keeps (a line longer than this is solved again once it is used up),
/// four to a table entry, after a header of four entries: what guards it, the position its next
/// move starts from, how far it has gone of how many moves, and the estimate it was made with.
pub(super) const PLAN: usize = 1024;
const HEADER: usize = 4;

/// The table entries a plan takes.
pub(super) const MEMO: usize = HEADER + PLAN / 4;

/// Keeps `moves` from `view` as the plan in `memo` (at least [`MEMO`] entries), with the
/// estimate `won` of `guesses`.
pub(super) fn keep(memo: &mut [Entry], seed: u64, view: &Klondike, moves: &[Move], won: u32, guesses: u32) {
    memo[1] = position(view, seed);
    memo[2] = moves.len().min(PLAN) as u64;
    memo[3] = u64::from(won) << 32 | u64::from(guesses);
    for (at, &played) in moves.iter().take(PLAN).enumerate() {
        let (entry, shift) = (HEADER + at / 4, 16 * (at % 4));
        memo[entry] = memo[entry] & !(0xffff << shift) | u64::from(code(played)) << shift;
    }
    memo[0] = checksum(memo);
}

/// The plan's next move and its estimate, if `memo` holds a plan whose next move starts from
/// `view`; the plan then moves on past it.
pub(super) fn next(memo: &mut [Entry], seed: u64, view: &Klondike) -> Option<(Move, u32, u32)> {
    let (at, len) = ((memo[2] >> 32) as usize, (memo[2] & 0xffff_ffff) as usize);
    if memo[0] != checksum(memo) || memo[1] != position(view, seed) || at >= len || len > PLAN {
        return None;
    }
    let played = decode((memo[HEADER + at / 4] >> (16 * (at % 4))) as u16)?;
    let mut after = *view;
    after.play(played).ok()?;
    memo[1] = position(&after, seed);
    memo[2] = (at as u64 + 1) << 32 | len as u64;
    memo[0] = checksum(memo);
    Some((played, (memo[3] >> 32) as u32, memo[3] as u32))
}

/// Keeps a new estimate with the plan (nothing unseen changes on the way to its decision).
pub(super) fn keep_estimate(memo: &mut [Entry], won: u32, guesses: u32) {
    memo[3] = u64::from(won) << 32 | u64::from(guesses);
    memo[0] = checksum(memo);
}

/// A hash of the position a player sees, and the player's seed (a plan is the seed's).
fn position(view: &Klondike, seed: u64) -> u64 {
    let mut hasher = Mixer(mix(seed));
    view.hash(&mut hasher);
    hasher.0
}

/// A plain 64-bit hasher built on [`mix`].
struct Mixer(u64);

impl Hasher for Mixer {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = mix(self.0 ^ u64::from(byte));
        }
    }
}

/// What guards a plan against memory that holds something else.
fn checksum(memo: &[Entry]) -> u64 {
    let len = ((memo[2] & 0xffff_ffff) as usize).min(PLAN);
    let words = HEADER + len.div_ceil(4);
    memo[1..words]
        .iter()
        .fold(0x706c_616e, |hash, &entry| mix(hash ^ entry))
        | 1
}

/// A move as 16 bits: its parts (see `Move::parts`), 3 bits each but 7 for the count.
fn code(played: Move) -> u16 {
    let [kind, a, b, cards] = played.parts();
    u16::from(kind) | u16::from(a) << 3 | u16::from(b) << 6 | u16::from(cards) << 9
}

/// The move [`code`] gave `bits`, if any.
fn decode(bits: u16) -> Option<Move> {
    let field = |shift: u16, mask: u16| (bits >> shift & mask) as u8;
    Move::from_parts([field(0, 7), field(3, 7), field(6, 7), field(9, 0x7f)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_survives_its_sixteen_bits() {
        let mut moves = std::vec![Move::Draw, Move::Recycle, Move::WasteToFoundation];
        for pile in 0..7 {
            moves.push(Move::WasteToPile(pile));
            moves.push(Move::PileToFoundation(pile));
            for to in (0..7).filter(|&to| to != pile) {
                for cards in 1..=19 {
                    moves.push(Move::PileToPile {
                        from: pile,
                        to,
                        cards,
                    });
                }
            }
            for suit in super::super::super::card::Suit::ALL {
                moves.push(Move::FoundationToPile { suit, to: pile });
            }
        }
        for played in moves {
            assert_eq!(decode(code(played)), Some(played));
        }
        // Not a move: kind 7, a pile onto itself, no cards.
        assert_eq!(decode(7), None);
        assert_eq!(
            decode(code(Move::PileToFoundation(2)) & !7 | 5 | 2 << 6 | 1 << 9),
            None
        );
        assert_eq!(decode(5 | 1 << 6), None);
    }
}
