//! The player's plan, kept in the first entries of its table: the moves to its next decision
//! (or the rest of a line found once every card is known), and the position the next one starts
//! from. Memory that holds anything else is never taken for a plan: a checksum guards it.

use core::hash::{Hash, Hasher};

use super::super::board::mix;
use super::super::card::Suit;
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

/// A move as 16 bits: its kind, then its piles, suit and cards.
fn code(played: Move) -> u16 {
    let (kind, a, b, cards): (u8, u8, u8, u8) = match played {
        Move::Draw => (0, 0, 0, 0),
        Move::Recycle => (1, 0, 0, 0),
        Move::WasteToFoundation => (2, 0, 0, 0),
        Move::WasteToPile(to) => (3, to, 0, 0),
        Move::PileToFoundation(from) => (4, from, 0, 0),
        Move::PileToPile { from, to, cards } => (5, from, to, cards),
        Move::FoundationToPile { suit, to } => (6, suit as u8, to, 0),
    };
    u16::from(kind) | u16::from(a) << 3 | u16::from(b) << 6 | u16::from(cards) << 9
}

/// The move [`code`] gave `bits`, if any.
fn decode(bits: u16) -> Option<Move> {
    let (a, b, cards) = ((bits >> 3 & 7) as u8, (bits >> 6 & 7) as u8, (bits >> 9) as u8);
    Some(match bits & 7 {
        0 => Move::Draw,
        1 => Move::Recycle,
        2 => Move::WasteToFoundation,
        3 => Move::WasteToPile(a),
        4 => Move::PileToFoundation(a),
        5 => Move::PileToPile {
            from: a,
            to: b,
            cards,
        },
        6 => Move::FoundationToPile {
            suit: Suit::from_index(a)?,
            to: b,
        },
        _ => return None,
    })
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
            for to in 0..7 {
                for cards in 1..=19 {
                    moves.push(Move::PileToPile {
                        from: pile,
                        to,
                        cards,
                    });
                }
            }
            for suit in Suit::ALL {
                moves.push(Move::FoundationToPile { suit, to: pile });
            }
        }
        for played in moves {
            assert_eq!(decode(code(played)), Some(played));
        }
        assert_eq!(decode(7), None);
    }
}
