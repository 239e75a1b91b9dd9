//! Simplified solitaire: `digipeg_deque` (the card-pile deque, of bytes), `digipeg_solitaire`
//! (the game) and `digipeg_solitaire_play` (the original's terminal `play()`).

use core::ffi::{c_char, c_int};

use digipeg_core::solitaire::{MAX_CARDS, MAX_PILES, Pile, Play, PlayEnd, Solitaire};
use digipeg_core::{Error, StepError};

use crate::guard::{
    CText, Fail, OutList, OutPtr, Res, Slot, TextOut, get, guard, load, non_null, program_step, read, store,
    update, written_whole,
};
use crate::status::DIGIPEG_E_INDEX;

/// How many items a `digipeg_deque` holds, and the most cards a game has.
pub const DIGIPEG_DEQUE_CAPACITY: usize = 64;
const _: () = assert!(DIGIPEG_DEQUE_CAPACITY == digipeg_core::solitaire::MAX_CARDS);
/// The most piles a solitaire position has (`digipeg_solitaire_from_piles`).
pub const DIGIPEG_SOLITAIRE_MAX_PILES: usize = 11;
const _: () = assert!(DIGIPEG_SOLITAIRE_MAX_PILES == MAX_PILES);
/// The most legal solitaire moves at once: a `digipeg_solitaire_move` array this long always suffices.
pub const DIGIPEG_SOLITAIRE_MAX_MOVES: usize = 101;
const _: () = assert!(DIGIPEG_SOLITAIRE_MAX_MOVES == digipeg_core::solitaire::MAX_MOVES);

/// `digipeg_solitaire_play_end`: still waiting for input.
pub const DIGIPEG_PLAY_RUNNING: c_int = 0;
/// `digipeg_solitaire_play_end`: won (the round is reported).
pub const DIGIPEG_PLAY_WON: c_int = 1;
/// `digipeg_solitaire_play_end`: every round played without completing the game.
pub const DIGIPEG_PLAY_LOST: c_int = 2;
/// `digipeg_solitaire_play_end`: the input ended first.
pub const DIGIPEG_PLAY_END_OF_INPUT: c_int = 3;

/// The assignment's `Deque` of small items (cards): "front" is the end of the list, "rear" index 0.
/// Opaque, caller-owned; initialise it with `digipeg_deque_new`.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_deque {
    _opaque: [u64; 12],
}

/// A simplified solitaire game. Opaque, caller-owned (about 1 KiB); initialise it with
/// `digipeg_solitaire_new` or `digipeg_solitaire_shuffled`.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_solitaire {
    _opaque: [u64; 144],
}

/// The original's `play()` on a game, driven one input line at a time. Opaque, caller-owned;
/// initialise it with `digipeg_solitaire_play_new`.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_solitaire_play {
    _opaque: [u64; 148],
}

/// A solitaire move: from pile `from` (`c1`) onto pile `to` (`c2`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_solitaire_move {
    /// The pile the cards leave.
    pub from: u8,
    /// The pile the cards go onto.
    pub to: u8,
}

// Two bytes, no padding: written whole.
written_whole!(digipeg_solitaire_move);
const _: () = assert!(size_of::<digipeg_solitaire_move>() == 2);

// SAFETY: repr(C) byte containers; FITS checks the sizes.
unsafe impl Slot for digipeg_deque {
    type State = Pile;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpDEQ01");
}
// SAFETY: as above.
unsafe impl Slot for digipeg_solitaire {
    type State = Solitaire;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpSOL01");
}
// SAFETY: as above.
unsafe impl Slot for digipeg_solitaire_play {
    type State = Play;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpSPL01");
}
const _: () = <digipeg_deque as Slot>::FITS;
const _: () = <digipeg_solitaire as Slot>::FITS;
const _: () = <digipeg_solitaire_play as Slot>::FITS;

// ---- Deque ----

/// An empty deque (holds at most `DIGIPEG_DEQUE_CAPACITY` items).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_new(deque: *mut digipeg_deque) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { store(deque, Pile::new()) })
}

/// `add_front(item)`: append at the front; `DIGIPEG_E_DEQUE_FULL` when full.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_add_front(deque: *mut digipeg_deque, item: u8) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { update(deque, |d| Ok(d.add_front(item)?)) })
}

/// `add_rear(item)`: insert at the rear; `DIGIPEG_E_DEQUE_FULL` when full.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_add_rear(deque: *mut digipeg_deque, item: u8) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { update(deque, |d| Ok(d.add_rear(item)?)) })
}

/// Take an item out with `remove` into `*item` (checked first); on error nothing changes.
///
/// # Safety
/// `deque` is NULL or valid for reads and writes; `item` is NULL or valid for a write.
unsafe fn take(
    deque: *mut digipeg_deque,
    item: *mut u8,
    remove: fn(&mut Pile) -> Result<u8, digipeg_core::Error>,
) -> Res {
    let item = OutPtr::new(item)?;
    let mut taken = 0;
    // SAFETY: forwarded contract.
    unsafe {
        update(deque, |d| {
            taken = remove(d)?;
            Ok(())
        })?;
        item.set(taken);
    }
    Ok(())
}

/// `remove_front()`: take the front item into `*item`; `DIGIPEG_E_DEQUE_EMPTY` when empty.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_remove_front(deque: *mut digipeg_deque, item: *mut u8) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { take(deque, item, Pile::remove_front) })
}

/// `remove_rear()`: take the rear item into `*item`; `DIGIPEG_E_DEQUE_EMPTY` when empty.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_remove_rear(deque: *mut digipeg_deque, item: *mut u8) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { take(deque, item, Pile::remove_rear) })
}

/// `peek()`: the front item; `DIGIPEG_E_DEQUE_EMPTY` when empty.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_peek(deque: *const digipeg_deque, item: *mut u8) -> c_int {
    guard(|| {
        let item = OutPtr::new(item)?;
        // SAFETY: caller's contract.
        unsafe {
            let seen = read(deque, |d| Ok(*d.peek()?))?;
            item.set(seen);
        }
        Ok(())
    })
}

/// `peeklast()`: the rear item; `DIGIPEG_E_DEQUE_EMPTY` when empty.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_peeklast(deque: *const digipeg_deque, item: *mut u8) -> c_int {
    guard(|| {
        let item = OutPtr::new(item)?;
        // SAFETY: caller's contract.
        unsafe {
            let seen = read(deque, |d| Ok(*d.peeklast()?))?;
            item.set(seen);
        }
        Ok(())
    })
}

/// `size()`: how many items the deque holds.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_size(deque: *const digipeg_deque, out: *mut usize) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(deque, out, |d| d.size()) })
}

/// Item `index`, counted from the rear (0); `DIGIPEG_E_INDEX` past the end.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_get(
    deque: *const digipeg_deque,
    index: usize,
    item: *mut u8,
) -> c_int {
    guard(|| {
        let item = OutPtr::new(item)?;
        // SAFETY: caller's contract.
        unsafe {
            let seen = read(deque, |d| d.get(index).copied().ok_or(Fail(DIGIPEG_E_INDEX)))?;
            item.set(seen);
        }
        Ok(())
    })
}

/// The items from the rear (the original's `items` list): up to `cap` into `items` (NULL allowed
/// when `cap` is 0), their number in `*count`; `DIGIPEG_E_BUFFER_TOO_SMALL` if `cap < *count`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_items(
    deque: *const digipeg_deque,
    items: *mut u8,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutList::new(items, cap, count)?;
        // SAFETY: caller's contract.
        let d = unsafe { load(deque)? };
        // SAFETY: caller's contract.
        unsafe { out.set(d.iter().copied()) }
    })
}

/// `printall(index)`: the items from the rear, each followed by a space; when `index` is 0 every
/// item but the first is `*`. Buffer rules as `digipeg_peg_draw`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_deque_printall(
    deque: *const digipeg_deque,
    index: usize,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let d = unsafe { load(deque)? };
        // SAFETY: caller's contract.
        unsafe { out.render(d.printall(index), needed) }
    })
}

// ---- Solitaire ----

/// `Solitaire(ncards)`: a game dealt in this order (`count` cards, any integers, checked: at most
/// 64, exactly 0..n-1 each once). `cards` may be NULL when `count` is 0.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_new(
    game: *mut digipeg_solitaire,
    cards: *const i64,
    count: usize,
) -> c_int {
    guard(|| {
        non_null(game)?;
        let cards: &[i64] = if count == 0 {
            &[]
        } else {
            non_null(cards)?;
            // SAFETY: caller's contract: `cards` holds `count` integers.
            unsafe { core::slice::from_raw_parts(cards, count) }
        };
        let made = Solitaire::new_raw(cards)?;
        // SAFETY: caller's contract.
        unsafe { store(game, made) }
    })
}

/// A position built by hand, as tests of the handout fill the piles `t[i]`: `pile_count` piles
/// (at most `DIGIPEG_SOLITAIRE_MAX_PILES`; ColNo is their number), pile `i` holding
/// `pile_sizes[i]` cards. `cards` holds every pile's cards one pile after the other, pile 0's
/// first, each pile from its rear (pile 0: its top card first). Cards are any integers, checked:
/// 0 to 255, repeats allowed, at most 64 in all. `*card_no` is CardNo, or, when `card_no` is
/// NULL, the number of cards; ChanceNo is 2 * CardNo (see `digipeg_solitaire_set_chance_no`).
/// `pile_sizes` may be NULL when `pile_count` is 0, `cards` when every pile is empty.
///
/// The pointers come first, as everywhere: `DIGIPEG_E_NULL_POINTER` for `game`, for
/// `pile_sizes`, or for `cards` when a size is not 0 (no size is read past one more than
/// `DIGIPEG_SOLITAIRE_MAX_PILES` before the piles are counted). Then, in this order:
/// `DIGIPEG_E_SOLITAIRE_TOO_MANY_PILES`, `DIGIPEG_E_SOLITAIRE_TOO_MANY_CARDS` (on the sizes,
/// before `cards` is read), `DIGIPEG_E_SOLITAIRE_BAD_CARD`, `DIGIPEG_E_SOLITAIRE_BAD_CARD_NO`.
/// On any error `*game` is left as it was.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_from_piles(
    game: *mut digipeg_solitaire,
    cards: *const i64,
    pile_sizes: *const usize,
    pile_count: usize,
    card_no: *const i64,
) -> c_int {
    guard(|| {
        non_null(game)?;
        if pile_count > 0 {
            non_null(pile_sizes)?;
        }
        // SAFETY: caller's contract: `pile_sizes` holds `pile_count` sizes (read one by one,
        // stopping at the first that is not 0, and never past one more than a game holds).
        let any_cards = (0..pile_count.min(MAX_PILES + 1)).any(|i| unsafe { pile_sizes.add(i).read() } > 0);
        if any_cards {
            non_null(cards)?;
        }
        if pile_count > MAX_PILES {
            return Err(Error::SolitaireTooManyPiles.into());
        }
        let sizes: &[usize] = if pile_count == 0 {
            &[]
        } else {
            // SAFETY: caller's contract, as above (not NULL: checked; at most MAX_PILES).
            unsafe { core::slice::from_raw_parts(pile_sizes, pile_count) }
        };
        let total = sizes.iter().try_fold(0usize, |sum, &n| sum.checked_add(n));
        let total = total
            .filter(|&n| n <= MAX_CARDS)
            .ok_or(Error::SolitaireTooManyCards)?;
        let cards: &[i64] = if total == 0 {
            &[]
        } else {
            // SAFETY: caller's contract: `cards` (not NULL: checked) holds the `total` cards the
            // sizes add up to.
            unsafe { core::slice::from_raw_parts(cards, total) }
        };
        // SAFETY: caller's contract: NULL or one readable integer.
        let card_no = (!card_no.is_null()).then(|| unsafe { card_no.read_unaligned() });
        let made = Solitaire::from_piles_raw(cards, sizes, card_no)?;
        // SAFETY: caller's contract.
        unsafe { store(game, made) }
    })
}

/// Set ChanceNo, the number of rounds `play()` runs, as tests of the handout set the attribute
/// (0 plays no round). `DIGIPEG_E_SOLITAIRE_BAD_CHANCE_NO` outside 0 to 65535; nothing changes then.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_set_chance_no(
    game: *mut digipeg_solitaire,
    chance_no: i64,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { update(game, |g| Ok(g.set_chance_no_raw(chance_no)?)) })
}

/// A game of the cards 0..n-1 shuffled by the core's seeded generator (same seed, same deal everywhere).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_shuffled(
    game: *mut digipeg_solitaire,
    n: usize,
    seed: u64,
) -> c_int {
    guard(|| {
        non_null(game)?;
        let made = Solitaire::shuffled(n, seed)?;
        // SAFETY: caller's contract.
        unsafe { store(game, made) }
    })
}

/// How many cards the piles hold together (n for a deal).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_card_count(
    game: *const digipeg_solitaire,
    out: *mut usize,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.card_count()) })
}

/// `CardNo`: how many cards the one pile of a won game holds (n for a deal).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_card_no(game: *const digipeg_solitaire, out: *mut usize) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.card_no()) })
}

/// `ColNo`: the number of piles.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_col_no(game: *const digipeg_solitaire, out: *mut usize) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.col_no()) })
}

/// `ChanceNo`: the number of rounds `play()` runs (2 * CardNo unless set).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_chance_no(
    game: *const digipeg_solitaire,
    out: *mut usize,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.chance_no()) })
}

/// The cards of pile `pile` from its rear (pile 0: its top card first): up to `cap` into `cards`,
/// their number in `*count` (fill rules as `digipeg_deque_items`); a pile number outside
/// 0..ColNo-1 is `DIGIPEG_E_SOLITAIRE_PILE_OUT_OF_RANGE`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_pile(
    game: *const digipeg_solitaire,
    pile: usize,
    cards: *mut u8,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutList::new(cards, cap, count)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe { out.set(g.pile(pile)?.iter().copied()) }
    })
}

/// `IsComplete()`: pile 0 is empty and one other pile holds CardNo cards, each exactly one lower
/// than the one before.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_is_complete(
    game: *const digipeg_solitaire,
    out: *mut bool,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |g| g.is_complete()) })
}

/// Why `move(c1, c2)` is refused now (`DIGIPEG_OK` if it would be made). Any integers; nothing changes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_check_move(
    game: *const digipeg_solitaire,
    c1: i64,
    c2: i64,
) -> c_int {
    // Tried on a copy that is then dropped: the core alone decides.
    // SAFETY: caller's contract.
    guard(|| unsafe { read(game, |g| Ok(g.clone().move_cards_raw(c1, c2)?)) })
}

/// The original's `move(c1, c2)` (any integers, checked). A refused move returns why and changes nothing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_make_move(
    game: *mut digipeg_solitaire,
    c1: i64,
    c2: i64,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { update(game, |g| Ok(g.move_cards_raw(c1, c2)?)) })
}

/// The legal moves, `(0, 0)` first, then by `from`, then by `to`: up to `cap` into `moves`, their
/// number in `*count`; `DIGIPEG_SOLITAIRE_MAX_MOVES` always suffices.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_legal_moves(
    game: *const digipeg_solitaire,
    moves: *mut digipeg_solitaire_move,
    cap: usize,
    count: *mut usize,
) -> c_int {
    guard(|| {
        let out = OutList::new(moves, cap, count)?;
        // SAFETY: caller's contract.
        let list = unsafe { read(game, |g| Ok(g.legal_moves()))? };
        let all = list.iter().map(|m| digipeg_solitaire_move {
            from: m.from(),
            to: m.to(),
        });
        // SAFETY: caller's contract.
        unsafe { out.set(all) }
    })
}

/// The original's `display()`: one line per pile, `I: ` then its cards each followed by a space
/// (pile 0: all but the first as `*`). Buffer rules as `digipeg_peg_draw`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_display(
    game: *const digipeg_solitaire,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe { out.render(g, needed) }
    })
}

// ---- play() ----

/// The original's `play()` about to play a copy of `*game`. Nothing is printed until
/// `digipeg_solitaire_play_start`; input before it is `DIGIPEG_E_PROGRAM_NOT_STARTED`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_play_new(
    play: *mut digipeg_solitaire_play,
    game: *const digipeg_solitaire,
) -> c_int {
    guard(|| {
        non_null(play)?;
        // SAFETY: caller's contract.
        let g = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe { store(play, Play::new(g)) }
    })
}

/// Print the banner, the first display and prompt (nothing once started). Buffer rules as
/// `digipeg_peg_program_start`: on `DIGIPEG_E_BUFFER_TOO_SMALL` nothing happened but `*needed`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_play_start(
    play: *mut digipeg_solitaire_play,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
    finished: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract.
        unsafe {
            program_step(
                play,
                |p, out| {
                    p.start(out).map_err(StepError::from)?;
                    Ok(p.is_over())
                },
                buf,
                cap,
                needed,
                finished,
            )
        }
    })
}

/// Answer the open prompt with `line` (without its newline) and print up to the next prompt or
/// the end. Buffer rules as `digipeg_peg_program_input`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_play_input(
    play: *mut digipeg_solitaire_play,
    line: *const c_char,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
    finished: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract.
        let line = unsafe { CText::new(line)? };
        // SAFETY: caller's contract.
        unsafe {
            program_step(
                play,
                |p, out| {
                    p.feed(Some(line.utf8()?), out)?;
                    Ok(p.is_over())
                },
                buf,
                cap,
                needed,
                finished,
            )
        }
    })
}

/// Tell `play()` its input has ended, and print what it prints then.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_play_end_input(
    play: *mut digipeg_solitaire_play,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
    finished: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract.
        unsafe {
            program_step(
                play,
                |p, out| {
                    p.feed(None, out)?;
                    Ok(p.is_over())
                },
                buf,
                cap,
                needed,
                finished,
            )
        }
    })
}

/// How `play()` ended: `*end` is a `DIGIPEG_PLAY_*` constant, `*rounds` the winning round when won (else 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_play_end(
    play: *const digipeg_solitaire_play,
    end: *mut c_int,
    rounds: *mut usize,
) -> c_int {
    guard(|| {
        let end = OutPtr::new(end)?;
        let rounds = OutPtr::new(rounds)?;
        // SAFETY: caller's contract.
        let e = unsafe { read(play, |p| Ok(p.end()))? };
        let (code, won_in) = match e {
            None => (DIGIPEG_PLAY_RUNNING, 0),
            Some(PlayEnd::Won { rounds }) => (DIGIPEG_PLAY_WON, usize::from(rounds)),
            Some(PlayEnd::Lost) => (DIGIPEG_PLAY_LOST, 0),
            Some(PlayEnd::EndOfInput) => (DIGIPEG_PLAY_END_OF_INPUT, 0),
        };
        // SAFETY: caller's contract.
        unsafe {
            end.set(code);
            rounds.set(won_in);
        }
        Ok(())
    })
}

/// The game `play()` is playing, copied to `*game`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_solitaire_play_game(
    play: *const digipeg_solitaire_play,
    game: *mut digipeg_solitaire,
) -> c_int {
    guard(|| {
        non_null(game)?;
        // SAFETY: caller's contract.
        let g = unsafe { read(play, |p| Ok(p.game().clone()))? };
        // SAFETY: caller's contract.
        unsafe { store(game, g) }
    })
}
