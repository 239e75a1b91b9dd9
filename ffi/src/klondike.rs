//! Full Klondike: `digipeg_klondike` (a deal and its position), moves in the core's notation
//! with `digipeg_klondike_record`s to take them back, the drawing, the deal formats, and the
//! solver and the ordinary game's player with their tables in the caller's memory.

use core::ffi::{c_char, c_int, c_void};

use digipeg_core::klondike::{
    Card, DECIDE_TABLE_ENTRIES, DEFAULT_NODES, DEFAULT_TABLE_ENTRIES, Deal, Entry, Klondike,
    PLAYER_TABLE_ENTRIES, Played, Player, Rules, Sampling, Solver, UNLIMITED, Verdict, table_entries_for,
};

use crate::guard::{CText, OutPtr, Res, Slot, TableMem, TextOut, get, guard, load, non_null, store, update};

/// The default rules (draw 3, unlimited passes, worrying back allowed), for the constructors'
/// `draw`, `passes` and `worry_back`.
pub const DIGIPEG_KLONDIKE_DEFAULT_DRAW: u32 = 3;
/// See `DIGIPEG_KLONDIKE_DEFAULT_DRAW`: 0 is unlimited.
pub const DIGIPEG_KLONDIKE_DEFAULT_PASSES: u32 = 0;
/// See `DIGIPEG_KLONDIKE_DEFAULT_DRAW`.
pub const DIGIPEG_KLONDIKE_DEFAULT_WORRY_BACK: bool = true;
const _: () = {
    let rules = Rules::DRAW_THREE;
    assert!(DIGIPEG_KLONDIKE_DEFAULT_DRAW == rules.draw.cards() as u32);
    assert!(DIGIPEG_KLONDIKE_DEFAULT_PASSES == rules.passes_number() as u32);
    assert!(DIGIPEG_KLONDIKE_DEFAULT_WORRY_BACK == rules.worry_back);
};

/// Bytes of one solver table entry.
pub const DIGIPEG_KLONDIKE_ENTRY_BYTES: usize = 8;
const _: () = assert!(DIGIPEG_KLONDIKE_ENTRY_BYTES == size_of::<Entry>());
/// The table the other bindings give the solver within their default budget: 2^22 entries
/// (32 MiB; the solver clears and touches only as much of a table as its search needs).
pub const DIGIPEG_KLONDIKE_DEFAULT_TABLE_BYTES: usize = 32 << 20;
const _: () =
    assert!(DIGIPEG_KLONDIKE_DEFAULT_TABLE_BYTES == DEFAULT_TABLE_ENTRIES * DIGIPEG_KLONDIKE_ENTRY_BYTES);
/// The node budget the other bindings use: 4,000,000 positions, about a second.
pub const DIGIPEG_KLONDIKE_DEFAULT_NODES: u64 = 4_000_000;
const _: () = assert!(DIGIPEG_KLONDIKE_DEFAULT_NODES == DEFAULT_NODES);
/// A node budget without limit: `digipeg_klondike_solve` goes on to a verdict, however long it
/// takes. Give it a table of `DIGIPEG_KLONDIKE_DECIDE_TABLE_BYTES`.
pub const DIGIPEG_KLONDIKE_UNLIMITED: u64 = u64::MAX;
const _: () = assert!(DIGIPEG_KLONDIKE_UNLIMITED == UNLIMITED);
/// The table to decide any deal to the end in: 2^24 entries (128 MiB), what the other bindings
/// give a search without limit.
pub const DIGIPEG_KLONDIKE_DECIDE_TABLE_BYTES: usize = 128 << 20;
const _: () =
    assert!(DIGIPEG_KLONDIKE_DECIDE_TABLE_BYTES == DECIDE_TABLE_ENTRIES * DIGIPEG_KLONDIKE_ENTRY_BYTES);
const _: () = assert!(table_entries_for(UNLIMITED) == DECIDE_TABLE_ENTRIES);

/// The most guesses at the hidden cards the other bindings' player makes a decision:
/// `digipeg_klondike_player_move`'s `samples`.
pub const DIGIPEG_KLONDIKE_PLAYER_SAMPLES: u32 = 128;
const _: () = assert!(DIGIPEG_KLONDIKE_PLAYER_SAMPLES == Sampling::DEFAULT.samples);
/// The positions the other bindings' player lets the solver search per guess: its `nodes`.
pub const DIGIPEG_KLONDIKE_PLAYER_NODES: u64 = 5_000;
const _: () = assert!(DIGIPEG_KLONDIKE_PLAYER_NODES == Sampling::DEFAULT.nodes);
/// The most positions the other bindings' player searches a decision: its `budget`.
pub const DIGIPEG_KLONDIKE_PLAYER_BUDGET: u64 = 1_200_000;
const _: () = assert!(DIGIPEG_KLONDIKE_PLAYER_BUDGET == Sampling::DEFAULT.budget);
/// The table the other bindings give the player: 2^18 entries (2 MiB).
pub const DIGIPEG_KLONDIKE_PLAYER_TABLE_BYTES: usize = 2 << 20;
const _: () =
    assert!(DIGIPEG_KLONDIKE_PLAYER_TABLE_BYTES == PLAYER_TABLE_ENTRIES * DIGIPEG_KLONDIKE_ENTRY_BYTES);

/// `digipeg_klondike_solve`: the budget ran out first; nothing is known.
pub const DIGIPEG_KLONDIKE_UNKNOWN: c_int = 0;
/// `digipeg_klondike_solve`: the game can be won, along the line written.
pub const DIGIPEG_KLONDIKE_WON: c_int = 1;
/// `digipeg_klondike_solve`: no line wins (every position was searched).
pub const DIGIPEG_KLONDIKE_LOST: c_int = 2;

/// A game of Klondike: its deal, its rules and the position. Opaque, caller-owned (248 bytes);
/// initialise it with `digipeg_klondike_from_seed`, `_from_rank`, `_from_json` or `_shuffled`.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_klondike {
    _opaque: [u64; 31],
}

/// What `digipeg_klondike_play` did, to hand back to `digipeg_klondike_undo`. Opaque, caller-owned.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_klondike_record {
    _opaque: [u64; 2],
}

// SAFETY: repr(C) byte containers; FITS checks the sizes.
unsafe impl Slot for digipeg_klondike {
    type State = (Deal, Klondike);
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpKLO01");
}
// SAFETY: as above.
unsafe impl Slot for digipeg_klondike_record {
    type State = Played;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpKLR01");
}
const _: () = <digipeg_klondike as Slot>::FITS;
const _: () = <digipeg_klondike_record as Slot>::FITS;

/// Deal `deal` (made only once the rules are known good) into `*game`.
///
/// # Safety
/// `game` is NULL or valid for writes.
unsafe fn deal_into(
    game: *mut digipeg_klondike,
    draw: u32,
    passes: u32,
    worry_back: bool,
    deal: impl FnOnce() -> Res<Deal>,
) -> Res {
    let rules = Rules::new(draw, passes, worry_back)?;
    let deal = deal()?;
    // SAFETY: forwarded contract.
    unsafe { store(game, (deal, Klondike::new(&deal, rules))) }
}

/// Klondike-Solver's game `seed` (its `/G N`: 0 to 2147483647, else
/// `DIGIPEG_E_KLONDIKE_BAD_SEED`) under the rules `draw` (1 or 3), `passes` (0 for unlimited, or
/// 1 to 255) and `worry_back` (`DIGIPEG_E_KLONDIKE_BAD_RULES` first). On error `*game` is unchanged.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_from_seed(
    game: *mut digipeg_klondike,
    seed: i64,
    draw: u32,
    passes: u32,
    worry_back: bool,
) -> c_int {
    guard(|| {
        non_null(game)?;
        let seed = u32::try_from(seed).unwrap_or(u32::MAX);
        // SAFETY: caller's contract.
        unsafe { deal_into(game, draw, passes, worry_back, || Ok(Deal::from_seed(seed)?)) }
    })
}

/// The deal whose permutation number is the decimal `digits` (`DIGIPEG_E_KLONDIKE_BAD_RANK`
/// unless below 52!); the rules as `digipeg_klondike_from_seed`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_from_rank(
    game: *mut digipeg_klondike,
    digits: *const c_char,
    draw: u32,
    passes: u32,
    worry_back: bool,
) -> c_int {
    guard(|| {
        non_null(game)?;
        // SAFETY: caller's contract: a NUL-terminated string.
        let digits = unsafe { CText::new(digits)? };
        let digits = digits.utf8()?;
        // SAFETY: caller's contract.
        unsafe { deal_into(game, draw, passes, worry_back, || Ok(Deal::from_rank(digits)?)) }
    })
}

/// The deal of a Solvitaire deal file's text `json` (`DIGIPEG_E_KLONDIKE_BAD_JSON`,
/// `DIGIPEG_E_KLONDIKE_BAD_CARD` or `DIGIPEG_E_KLONDIKE_NOT_A_DECK`); the rules as
/// `digipeg_klondike_from_seed`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_from_json(
    game: *mut digipeg_klondike,
    json: *const c_char,
    draw: u32,
    passes: u32,
    worry_back: bool,
) -> c_int {
    guard(|| {
        non_null(game)?;
        // SAFETY: caller's contract: a NUL-terminated string.
        let json = unsafe { CText::new(json)? };
        let json = json.utf8()?;
        // SAFETY: caller's contract.
        unsafe {
            deal_into(game, draw, passes, worry_back, || {
                Ok(Deal::from_solvitaire_json(json)?)
            })
        }
    })
}

/// A deal shuffled by the core's generator seeded with `seed`; the rules as
/// `digipeg_klondike_from_seed`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_shuffled(
    game: *mut digipeg_klondike,
    seed: u64,
    draw: u32,
    passes: u32,
    worry_back: bool,
) -> c_int {
    guard(|| {
        non_null(game)?;
        let deal = || Ok(Deal::random(&mut digipeg_core::Rng::new(seed)));
        // SAFETY: caller's contract.
        unsafe { deal_into(game, draw, passes, worry_back, deal) }
    })
}

/// Plays the move `notation`, in the core's notation (`D`, `R`, `WF`, `W3`, `3F`, `35`, `35-2`, `S4`; piles 0
/// to 6): `DIGIPEG_E_KLONDIKE_BAD_MOVE` for text that is no move, the rule it breaks for an
/// illegal one, and then nothing changes. `record` (NULL when not wanted) receives what
/// `digipeg_klondike_undo` needs to take the move back.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_play(
    game: *mut digipeg_klondike,
    notation: *const c_char,
    record: *mut digipeg_klondike_record,
) -> c_int {
    guard(|| {
        non_null(game)?;
        // SAFETY: caller's contract: a NUL-terminated string.
        let text = unsafe { CText::new(notation)? };
        // SAFETY: caller's contract.
        let (deal, mut position) = unsafe { load(game)? };
        let played = position.parse_move(text.utf8()?)?;
        let done = position.play(played)?;
        if !record.is_null() {
            // SAFETY: caller's contract: valid for a write.
            unsafe { store(record, done)? };
        }
        // SAFETY: caller's contract.
        unsafe { store(game, (deal, position)) }
    })
}

/// Takes back the move `*record` reports: it must be the last move played
/// (`DIGIPEG_E_KLONDIKE_CANNOT_UNDO` otherwise, and nothing changes).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_undo(
    game: *mut digipeg_klondike,
    record: *const digipeg_klondike_record,
) -> c_int {
    guard(|| {
        non_null(game)?;
        // SAFETY: caller's contract.
        let record = unsafe { load(record)? };
        // SAFETY: caller's contract.
        unsafe { update(game, |(_, position)| Ok(position.undo(record)?)) }
    })
}

/// The move a record took, in the notation of `digipeg_klondike_play` (as the core writes it:
/// `43`, `35-2`). Buffer rules as `digipeg_peg_draw` (8 bytes always suffice).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_record_move(
    record: *const digipeg_klondike_record,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let record = unsafe { load(record)? };
        // SAFETY: caller's contract.
        unsafe { out.render(record.played, needed) }
    })
}

/// Whether the move `notation` (in the notation of `digipeg_klondike_play`) is legal now; text that is no
/// move is `DIGIPEG_E_KLONDIKE_BAD_MOVE`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_is_legal(
    game: *const digipeg_klondike,
    notation: *const c_char,
    out: *mut bool,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract: a NUL-terminated string.
        let text = unsafe { CText::new(notation)? };
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let (_, position) = unsafe { load(game)? };
        let played = position.parse_move(text.utf8()?)?;
        // SAFETY: caller's contract.
        unsafe { out.set(position.is_legal(played)) };
        Ok(())
    })
}

/// Whether every card is on its foundation.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_is_won(game: *const digipeg_klondike, out: *mut bool) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(game, out, |(_, position)| position.is_won()) })
}

/// The legal moves in the core's order, in the notation of `digipeg_klondike_play`, separated by
/// single spaces (empty when none). Buffer rules as `digipeg_peg_draw`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_legal_moves(
    game: *const digipeg_klondike,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let (_, position) = unsafe { load(game)? };
        let moves = Spaced(position.legal_moves().iter().copied().collect());
        // SAFETY: caller's contract.
        unsafe { out.render(moves, needed) }
    })
}

/// The drawing: what a player sees (face-down cards as `##`), or with `thoughtful` every card.
/// Buffer rules as `digipeg_peg_draw`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_draw(
    game: *const digipeg_klondike,
    thoughtful: bool,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let (_, position) = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe {
            if thoughtful {
                out.render(position.thoughtful(), needed)
            } else {
                out.render(position, needed)
            }
        }
    })
}

/// The deal's permutation number in decimal. Buffer rules as `digipeg_peg_draw` (69 bytes
/// always suffice).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_rank(
    game: *const digipeg_klondike,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let (deal, _) = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe { out.render(deal.rank(), needed) }
    })
}

/// The deal as a Solvitaire deal file. Buffer rules as `digipeg_peg_draw`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_json(
    game: *const digipeg_klondike,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let (deal, _) = unsafe { load(game)? };
        // SAFETY: caller's contract.
        unsafe { out.render(deal.solvitaire_json(), needed) }
    })
}

/// Whether the game can still be won from here, every card known, within `nodes` positions
/// (`DIGIPEG_KLONDIKE_DEFAULT_NODES` is what the other bindings use; `DIGIPEG_KLONDIKE_UNLIMITED`
/// goes on to a verdict, in a table of `DIGIPEG_KLONDIKE_DECIDE_TABLE_BYTES`): `*verdict` is
/// `DIGIPEG_KLONDIKE_WON`, `_LOST` or `_UNKNOWN`, `*searched` (NULL when not wanted) the positions
/// searched, and `line` a winning line in the notation of `digipeg_klondike_play` (draws
/// included, separated by spaces; empty unless won; buffer rules as `digipeg_peg_draw`, and a
/// line that does not fit still reports the verdict).
///
/// Table memory: `table_bytes` bytes at `table`, aligned to `DIGIPEG_TABLE_ALIGN`, at least one
/// `DIGIPEG_KLONDIKE_ENTRY_BYTES` entry (`DIGIPEG_E_SEARCH_TABLE_TOO_SMALL`); more remembers more
/// positions (`DIGIPEG_KLONDIKE_DEFAULT_TABLE_BYTES`); scratch, of which each call clears and
/// uses as much as its search needs.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_solve(
    game: *const digipeg_klondike,
    nodes: u64,
    table: *mut c_void,
    table_bytes: usize,
    verdict: *mut c_int,
    searched: *mut u64,
    line: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let table = TableMem::new(table, table_bytes)?;
        let verdict = OutPtr::new(verdict)?;
        let searched = OutPtr::optional(searched);
        let out = TextOut::new(line, cap)?;
        // SAFETY: caller's contract.
        let (_, position) = unsafe { load(game)? };
        // SAFETY: caller's contract: the table memory is the solver's for this call.
        let entries = unsafe { table.entries::<Entry>(0)? };
        let mut solver = Solver::new(entries)?;
        let solved = solver.solve(&position, nodes);
        let code = match solved.verdict {
            Verdict::Won => DIGIPEG_KLONDIKE_WON,
            Verdict::Lost => DIGIPEG_KLONDIKE_LOST,
            Verdict::Unknown => DIGIPEG_KLONDIKE_UNKNOWN,
        };
        // SAFETY: caller's contract.
        unsafe {
            verdict.set(code);
            if let Some(searched) = searched {
                searched.set(solved.nodes);
            }
            out.render(Spaced(solver.line().to_vec()), needed)
        }
    })
}

/// The ordinary game's player: the move it plays seeing only what a player sees, and its
/// estimate of the position. It decides where a step cannot be taken back, weighing each such
/// step on up to `samples` guesses at the hidden cards (the generator seeded by `seed`), each
/// solved within `nodes` positions, at most `budget` positions a decision
/// (`DIGIPEG_KLONDIKE_PLAYER_SAMPLES`, `_PLAYER_NODES` and `_PLAYER_BUDGET` are what the other
/// bindings use). The move is written in the notation of `digipeg_klondike_play` (empty when no
/// move is legal, or none could lead anywhere: the game is lost; buffer rules as
/// `digipeg_peg_draw`, 8 bytes always suffice); `*won` (NULL when not wanted) is how many of its
/// `*guesses` (NULL when not wanted) a player who saw every card could win (0 of 0 when it has
/// no move). A move that does not fit still reports the estimate. The game is never changed.
///
/// Table memory as `digipeg_klondike_solve`, at least 262 entries
/// (`DIGIPEG_KLONDIKE_PLAYER_TABLE_BYTES` is what the other bindings give the player). Its first
/// entries carry the moves to the player's next decision: hand it the same table every move, and
/// it plays them out one by one (any other memory works too, at the cost of deciding again).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_player_move(
    game: *const digipeg_klondike,
    seed: u64,
    samples: u32,
    nodes: u64,
    budget: u64,
    table: *mut c_void,
    table_bytes: usize,
    won: *mut u32,
    guesses: *mut u32,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let table = TableMem::new(table, table_bytes)?;
        let won = OutPtr::optional(won);
        let guesses = OutPtr::optional(guesses);
        let out = TextOut::new(buf, cap)?;
        // SAFETY: caller's contract.
        let (_, position) = unsafe { load(game)? };
        // SAFETY: caller's contract: the table memory is the player's for this call.
        let entries = unsafe { table.entries::<Entry>(0)? };
        let choice = Player::new(
            entries,
            seed,
            Sampling {
                samples,
                nodes,
                budget,
            },
        )?
        .choose_with_estimate(&position);
        let (won_count, guess_count) = choice.map_or((0, 0), |c| (c.won, c.guesses));
        // SAFETY: caller's contract.
        unsafe {
            if let Some(won) = won {
                won.set(won_count);
            }
            if let Some(guesses) = guesses {
                guesses.set(guess_count);
            }
            out.render(Spaced(choice.map(|c| c.played).into_iter().collect()), needed)
        }
    })
}

/// A card's name as the core writes it (`AS`, `TH`), from any spelling it reads (`10h`):
/// `DIGIPEG_E_KLONDIKE_BAD_CARD` otherwise. Buffer rules as `digipeg_peg_draw` (3 bytes suffice).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_klondike_card_name(
    text: *const c_char,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        // SAFETY: caller's contract: a NUL-terminated string.
        let text = unsafe { CText::new(text)? };
        let out = TextOut::new(buf, cap)?;
        let card = Card::parse(text.utf8()?)?;
        // SAFETY: caller's contract.
        unsafe { out.render(card, needed) }
    })
}

/// Moves separated by single spaces.
struct Spaced(Vec<digipeg_core::klondike::Move>);

impl core::fmt::Display for Spaced {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for (at, played) in self.0.iter().enumerate() {
            if at > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{played}")?;
        }
        Ok(())
    }
}
