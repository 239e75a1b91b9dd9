//! The solver's table of positions: where a position's key stands in it, and how the part of it
//! a search uses grows (see `Solver::grow`).

use super::solver::Entry;

/// The bit of a table entry that marks a position still being searched (on the search's path):
/// a full table replaces only positions searched to the end.
pub(super) const SEARCHING: u64 = 2;

/// Where `key` starts looking in a table of `len` slots.
pub(super) fn home(key: u64, len: usize) -> usize {
    ((u128::from(key) * len as u128) >> 64) as usize
}

/// The four slots where `key` may stand in a table of `len` slots, from its home on (round to
/// the first; a table of fewer than four slots has each more than once).
pub(super) fn slots(key: u64, len: usize) -> impl Iterator<Item = usize> {
    let home = home(key, len);
    (home..home + 4).map(move |slot| if slot < len { slot } else { (slot - len) % len })
}

/// The table's slots a search of `positions` positions is given: each position stores at most
/// one entry, and sixteen slots a position keep its neighbourhoods of four from filling up (so
/// that a grown table seldom lets a position go that a larger one keeps: the tests compare).
pub(super) fn wanted_entries(positions: u64) -> usize {
    usize::try_from(positions.saturating_mul(16)).unwrap_or(usize::MAX)
}

/// Moves the positions of `table[..old]` (every one searched to the end: none on a path) to
/// their slots in the whole of `table`, at least twice as long; how many found no room (all
/// four slots taken), which are dropped: a position met again is searched again.
pub(super) fn grow(table: &mut [Entry], old: usize) -> u64 {
    debug_assert!(table.len() >= 2 * old);
    table[old..].fill(0);
    // A position's new home is at least twice its old one, so that, walking down from the top,
    // each moves to a slot walked already (or the one it left), but for those of the first slots
    // (and those that wrapped round to them): set aside first and put back last. A slot taken
    // when a position is put in its slots stays so: one is dropped only if the table is full
    // there.
    let mut aside = [0; ASIDE];
    let low = old.min(ASIDE);
    aside[..low].copy_from_slice(&table[..low]);
    table[..low].fill(0);
    let mut dropped = 0;
    for slot in (low..old).rev() {
        let entry = core::mem::take(&mut table[slot]);
        dropped += u64::from(!place(table, entry));
    }
    for entry in aside {
        dropped += u64::from(!place(table, entry));
    }
    dropped
}

/// The first slots of the table that [`grow`] sets aside while it moves the others.
const ASIDE: usize = 8;

/// Puts `entry` (0 for none: nothing to do), a position searched to the end, in the first free
/// one of its slots of `table`: false where all four are taken.
fn place(table: &mut [Entry], entry: Entry) -> bool {
    if entry == 0 {
        return true;
    }
    for slot in slots(entry & !SEARCHING, table.len()) {
        if table[slot] == 0 {
            table[slot] = entry;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use std::vec::Vec;

    /// Whether `key` stands in one of its slots of `table`.
    fn holds(table: &[Entry], key: u64) -> bool {
        slots(key, table.len()).any(|slot| table[slot] == key)
    }

    #[test]
    fn a_grown_table_holds_every_position_it_had_room_for_in_its_slots() {
        // Random tables of 1 to 80 slots, filled to random loads (up to full), doubled (or
        // doubled and one, as a table of odd length's halves are): each position is found in
        // one of its new slots, once, or else all four of them are taken; nothing else appears.
        let mut rng = Rng::new(36);
        let (mut wrapped, mut moved, mut dropped_all) = (0, 0, 0);
        for round in 0..20_000 {
            let old = 1 + round % 80;
            let new = 2 * old + usize::from(rng.below(2) == 1);
            let mut table: Vec<Entry> = std::vec![0; new];
            let mut placed = Vec::new();
            for _ in 0..rng.below(2 * old as u32 + 1) {
                let key = (rng.next_u64() & !SEARCHING) | 1;
                if !holds(&table[..old], key) && place(&mut table[..old], key) {
                    placed.push(key);
                    wrapped += usize::from(slots(key, old).any(|slot| slot < home(key, old)));
                }
            }
            let dropped = grow(&mut table, old);
            let mut lost = 0;
            for &key in &placed {
                let copies = table.iter().filter(|&&entry| entry == key).count();
                assert!(copies <= 1, "round {round}: {key:x} twice");
                if holds(&table, key) {
                    moved += 1;
                } else {
                    assert_eq!(copies, 0, "round {round}: {key:x} out of its slots");
                    assert!(
                        slots(key, new).all(|slot| table[slot] != 0),
                        "round {round}: {key:x} dropped with room"
                    );
                    lost += 1;
                }
            }
            assert_eq!(dropped, lost, "round {round}");
            dropped_all += lost;
            let kept = table.iter().filter(|&&entry| entry != 0).count();
            assert_eq!(
                kept as u64 + lost,
                placed.len() as u64,
                "round {round}: an entry appeared"
            );
        }
        // The rounds went through positions that wrapped round to the first slots, and through
        // full neighbourhoods.
        assert!(
            wrapped > 1_000 && moved > 100_000 && dropped_all > 100,
            "{wrapped} {moved} {dropped_all}"
        );
    }
}
