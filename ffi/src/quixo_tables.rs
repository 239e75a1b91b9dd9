//! Solved Quixo layers for perfect play: the files of the layered solver (`make quixo-endgame`,
//! `make quixo-tables`) held in the caller's memory, and/or a callback that answers for the
//! layers the caller keeps elsewhere (on disk, compressed, over a network). The core reads them
//! (`digipeg::quixo::layered`); this module only names the caller's memory.
//!
//! A C program loads each layer's two files (`.values` and `.passes`, whole, header included),
//! lists them in an array of `digipeg_quixo_layer`, and makes a `digipeg_quixo_tables` handle on
//! that array once (`digipeg_quixo_tables_init` checks every file, checksums included); the
//! handle then answers `digipeg_quixo_tables_value`, `digipeg_quixo_tables_best_move` and
//! `digipeg_quixo_choose_tables` (the computer player, perfect wherever the layers reach).

use core::cell::Cell;
use core::ffi::{c_char, c_int, c_void};

use digipeg_core::Error;
use digipeg_core::image::{Image, Reader, Writer};
use digipeg_core::quixo::layered::{
    FileKind, HEADER_LEN, Header, Layer, LayerData, PassWidth, Probe, best_move, parse_file, value,
};
use digipeg_core::quixo::{Budget, Game, Player, TtEntry, Value};

use crate::guard::{
    Fail, OutPtr, Res, Slot, TableMem, TextOut, get, guard, load, non_null, store, written_by_fields,
};
use crate::quixo::{digipeg_quixo, digipeg_quixo_move};
use crate::quixo_player::{
    DIGIPEG_QUIXO_LEVEL_GREEDY, DIGIPEG_QUIXO_LEVEL_RANDOM, DIGIPEG_QUIXO_LEVEL_SEARCH, DIGIPEG_VALUE_DRAW,
    DIGIPEG_VALUE_LOSS, DIGIPEG_VALUE_WIN, difficulty, digipeg_quixo_choice, level, value_code,
};
use crate::status::DIGIPEG_E_BAD_ENUM;

/// Layer file kind: the packed values (2 bits a position).
pub const DIGIPEG_QUIXO_LAYER_VALUES: c_int = 1;
/// Layer file kind: the passes (1 or 2 bytes a position, as its header says).
pub const DIGIPEG_QUIXO_LAYER_PASSES: c_int = 2;
/// Bytes of a layer file's header, before its payload.
pub const DIGIPEG_QUIXO_LAYER_HEADER_BYTES: usize = 64;
const _: () = assert!(DIGIPEG_QUIXO_LAYER_HEADER_BYTES == HEADER_LEN);

/// What a layer file's header says (`digipeg_quixo_layer_check`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_layer_info {
    /// Board size n (3, 4 or 5).
    pub size: u8,
    /// a: cubes of the player to move.
    pub own: u8,
    /// b: cubes of the other player.
    pub other: u8,
    /// Bytes a pass takes (1 or 2) in a passes file; 0 in a values file.
    pub pass_bytes: u8,
    /// `DIGIPEG_QUIXO_LAYER_VALUES` or `DIGIPEG_QUIXO_LAYER_PASSES`.
    pub kind: c_int,
    /// Positions in the layer.
    pub positions: u64,
    /// Positions won by the player to move.
    pub won: u64,
    /// Positions lost by the player to move.
    pub lost: u64,
    /// Drawn positions.
    pub drawn: u64,
}

/// One solved layer in the caller's memory: its two files, whole (header and payload), as the
/// solver wrote them. Filled by the caller; the library only reads it.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_layer {
    /// The `.values` file.
    pub values: *const u8,
    /// Its bytes.
    pub values_len: usize,
    /// The `.passes` file of the same layer.
    pub passes: *const u8,
    /// Its bytes.
    pub passes_len: usize,
}

/// A caller's probe: called with a layer (`size`, `own` = a, `other` = b) and a position's index
/// there (the layer's combinatorial ranking, the position seen from the player to move); returns
/// whether it knows that layer and, if so, writes the position's value (`DIGIPEG_VALUE_*`) and the
/// pass that decided it (what the `.passes` file holds there; 0 for a draw) through `value` and
/// `pass`. `context` is the pointer given to `digipeg_quixo_tables_init`. A value that is not a
/// `DIGIPEG_VALUE_*` makes the call that asked fail with `DIGIPEG_E_BAD_ENUM`.
#[allow(non_camel_case_types)]
pub type digipeg_quixo_probe_fn = Option<
    unsafe extern "C" fn(
        context: *mut c_void,
        size: u8,
        own: u8,
        other: u8,
        index: u64,
        value: *mut c_int,
        pass: *mut u32,
    ) -> bool,
>;

/// Solved layers: a handle on the caller's array of `digipeg_quixo_layer` (and the files it
/// points to) and on an optional probe callback, made by `digipeg_quixo_tables_init`. Opaque,
/// caller-owned; the array and the files must stay alive and unchanged while the handle is used.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_tables {
    _opaque: [u64; 6],
}

/// What solved layers say of a position (`digipeg_quixo_tables_value`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_table_value {
    /// Whether the position's layer is there (else `value` and `pass` are 0).
    pub found: bool,
    /// Its value for the player to move: a `DIGIPEG_VALUE_*` constant.
    pub value: c_int,
    /// The pass that decided it (0 for a draw or a decided game).
    pub pass: u32,
}

/// A perfect move from solved layers (`digipeg_quixo_tables_best_move`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct digipeg_quixo_table_move {
    /// Whether every layer the move needs is there (the position's, its partner's and the next
    /// total's); else `value` is 0 and `mv` zeroed.
    pub found: bool,
    /// The position's value for the player to move: a `DIGIPEG_VALUE_*` constant.
    pub value: c_int,
    /// The move: it keeps the value, and from a won position it makes progress (playing it
    /// every turn wins against any defence).
    pub mv: digipeg_quixo_move,
}

written_by_fields! {
    digipeg_quixo_layer_info { size, own, other, pass_bytes, kind, positions, won, lost, drawn }
    digipeg_quixo_table_value { found, value, pass }
    digipeg_quixo_table_move { found, value, mv }
}

/// Where the layers live: the caller's array and callback, named, never owned.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TablesRef {
    layers: *const digipeg_quixo_layer,
    count: usize,
    probe: usize,
    context: *mut c_void,
}

/// The array's address and length, the callback's address (0: none) and its context: 32 bytes.
impl Image for TablesRef {
    const LEN: usize = 4 * 8;

    fn write(&self, out: &mut Writer<'_>) {
        out.u64(self.layers.expose_provenance() as u64);
        out.u64(self.count as u64);
        out.u64(self.probe as u64);
        out.u64(self.context.expose_provenance() as u64);
    }

    fn read(input: &mut Reader<'_>) -> Option<TablesRef> {
        let layers: *const digipeg_quixo_layer =
            core::ptr::with_exposed_provenance(usize::try_from(input.u64()?).ok()?);
        let count = usize::try_from(input.u64()?).ok()?;
        let probe = usize::try_from(input.u64()?).ok()?;
        let context = core::ptr::with_exposed_provenance_mut(usize::try_from(input.u64()?).ok()?);
        // An array of `count` layers never starts at NULL (init refuses it).
        (count == 0 || !layers.is_null()).then_some(TablesRef {
            layers,
            count,
            probe,
            context,
        })
    }
}

// SAFETY: repr(C) byte container; FITS checks the size; the state is plain data (pointers to the
// caller's memory, which the caller keeps alive: the documented contract of the handle).
unsafe impl Slot for digipeg_quixo_tables {
    type State = TablesRef;
    const MAGIC: u64 = u64::from_le_bytes(*b"dgpQLT01");
}
const _: () = <digipeg_quixo_tables as Slot>::FITS;

/// The kind of a `DIGIPEG_QUIXO_LAYER_*` code (any pass width: names do not say it).
fn kind(code: c_int) -> Res<FileKind> {
    match code {
        DIGIPEG_QUIXO_LAYER_VALUES => Ok(FileKind::Values),
        DIGIPEG_QUIXO_LAYER_PASSES => Ok(FileKind::Passes(PassWidth::One)),
        _ => Err(Fail(DIGIPEG_E_BAD_ENUM)),
    }
}

/// `len` bytes at `p` (NULL allowed when `len` is 0).
///
/// # Safety
/// `p` is valid for `len` bytes for `'a` (or `len` is 0).
unsafe fn bytes<'a>(p: *const u8, len: usize) -> &'a [u8] {
    if len == 0 {
        &[]
    } else {
        // SAFETY: the caller's contract.
        unsafe { core::slice::from_raw_parts(p, len) }
    }
}

/// The caller's layer array (its pointers checked: step 1).
///
/// # Safety
/// `layers` is NULL or valid for `count` reads, each pointing to memory valid for its lengths.
unsafe fn layer_array<'a>(
    layers: *const digipeg_quixo_layer,
    count: usize,
) -> Res<&'a [digipeg_quixo_layer]> {
    if count == 0 {
        return Ok(&[]);
    }
    non_null(layers)?;
    // SAFETY: the caller's contract.
    let all = unsafe { core::slice::from_raw_parts(layers, count) };
    for l in all {
        if l.values_len > 0 {
            non_null(l.values)?;
        }
        if l.passes_len > 0 {
            non_null(l.passes)?;
        }
    }
    Ok(all)
}

/// One layer's files as the core's layer data: the headers parsed (and, with `whole`, every
/// payload's checksum checked); both files of one layer, values and passes.
///
/// # Safety
/// As [`layer_array`].
unsafe fn layer_data<'a>(l: &digipeg_quixo_layer, whole: bool) -> Res<LayerData<'a>> {
    // SAFETY: the caller's contract.
    let (values, passes) = unsafe { (bytes(l.values, l.values_len), bytes(l.passes, l.passes_len)) };
    let parse = |file: &'a [u8]| -> Res<(Header, &'a [u8])> {
        if whole {
            return Ok(parse_file(file)?);
        }
        let h = Header::parse(file)?;
        let payload = file.get(HEADER_LEN..).ok_or(Error::LayerBadData)?;
        if payload.len() as u64 != h.kind.payload_len(&h.layer) {
            return Err(Error::LayerBadData.into());
        }
        Ok((h, payload))
    };
    let (hv, values) = parse(values)?;
    let (hp, passes) = parse(passes)?;
    match (hv.kind, hp.kind) {
        (FileKind::Values, FileKind::Passes(width)) if hv.layer == hp.layer => Ok(LayerData {
            layer: hv.layer,
            values,
            passes,
            width,
        }),
        _ => Err(Error::LayerBadData.into()),
    }
}

/// The layers a handle names, and its callback: the core's probe.
struct Tables<'a> {
    layers: Vec<LayerData<'a>>,
    callback: digipeg_quixo_probe_fn,
    context: *mut c_void,
    /// Set when the callback answered a value that is no `DIGIPEG_VALUE_*`.
    bad_answer: Cell<bool>,
}

impl Tables<'_> {
    /// `DIGIPEG_E_BAD_ENUM` if the callback gave a value that is none.
    fn answered_well(&self) -> Res {
        if self.bad_answer.get() {
            return Err(Fail(DIGIPEG_E_BAD_ENUM));
        }
        Ok(())
    }
}

impl Probe for Tables<'_> {
    fn probe(&self, layer: Layer, index: u64) -> Option<(Value, u32)> {
        if let Some(found) = self.layers[..].probe(layer, index) {
            return Some(found);
        }
        let callback = self.callback?;
        let (mut v, mut pass): (c_int, u32) = (-1, 0);
        // SAFETY: the contract of `digipeg_quixo_tables_init`: a callback safe to call with its
        // context and two valid out pointers.
        let known = unsafe {
            callback(
                self.context,
                layer.size() as u8,
                layer.own() as u8,
                layer.other() as u8,
                index,
                &mut v,
                &mut pass,
            )
        };
        if !known {
            return None;
        }
        match v {
            DIGIPEG_VALUE_WIN => Some((Value::Win, pass)),
            DIGIPEG_VALUE_LOSS => Some((Value::Loss, pass)),
            DIGIPEG_VALUE_DRAW => Some((Value::Draw, pass)),
            _ => {
                self.bad_answer.set(true);
                None
            }
        }
    }
}

/// The probe of a loaded handle (its files' headers parsed again: cheap, and a file changed
/// since `digipeg_quixo_tables_init` despite the contract is `DIGIPEG_E_LAYER_BAD_DATA`).
///
/// # Safety
/// The handle's contract: its array and files are alive.
unsafe fn tables<'a>(t: &TablesRef) -> Res<Tables<'a>> {
    // SAFETY: the handle's contract; init checked the array's pointers.
    let array = unsafe { layer_array(t.layers, t.count)? };
    let layers = array
        .iter()
        // SAFETY: as above.
        .map(|l| unsafe { layer_data(l, false) })
        .collect::<Res<Vec<_>>>()?;
    let callback = if t.probe == 0 {
        None
    } else {
        // SAFETY: `probe` is the address of the callback init was given (a non-NULL function
        // pointer of this type), stored as a number.
        Some(unsafe {
            core::mem::transmute::<
                usize,
                unsafe extern "C" fn(*mut c_void, u8, u8, u8, u64, *mut c_int, *mut u32) -> bool,
            >(t.probe)
        })
    };
    Ok(Tables {
        layers,
        callback,
        context: t.context,
        bad_answer: Cell::new(false),
    })
}

/// Check a whole layer file (`len` bytes at `file`: the 64-byte header, then the payload; its
/// size and both checksums) and say what it holds. `DIGIPEG_E_LAYER_BAD_DATA` for anything else.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_layer_check(
    file: *const u8,
    len: usize,
    out: *mut digipeg_quixo_layer_info,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        if len > 0 {
            non_null(file)?;
        }
        // SAFETY: caller's contract: `file` is valid for `len` bytes.
        let (h, _) = parse_file(unsafe { bytes(file, len) })?;
        let (kind, pass_bytes) = match h.kind {
            FileKind::Values => (DIGIPEG_QUIXO_LAYER_VALUES, 0),
            FileKind::Passes(w) => (DIGIPEG_QUIXO_LAYER_PASSES, w.bytes() as u8),
        };
        let [won, lost, drawn] = h.counts;
        // SAFETY: caller's contract.
        unsafe {
            out.set(digipeg_quixo_layer_info {
                size: h.layer.size() as u8,
                own: h.layer.own() as u8,
                other: h.layer.other() as u8,
                pass_bytes,
                kind,
                positions: h.layer.len(),
                won,
                lost,
                drawn,
            })
        };
        Ok(())
    })
}

/// The name the solver gives the file of `kind` (`DIGIPEG_QUIXO_LAYER_*`, else
/// `DIGIPEG_E_BAD_ENUM`) of layer (`own`, `other`) of the `size` x `size` board, e.g.
/// `quixo5-t24-a12-b12.values`, into `buf` (`cap` bytes; `*needed`, if not NULL, gets the size
/// with the NUL). `DIGIPEG_E_LAYER_OUT_OF_RANGE` unless size is 3 to 5 and own + other <= size².
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_layer_file_name(
    size: usize,
    own: usize,
    other: usize,
    kind: c_int,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> c_int {
    guard(|| {
        let text = TextOut::new(buf, cap)?;
        let kind = self::kind(kind)?;
        let layer = Layer::new(size, own, other)?;
        // SAFETY: caller's contract.
        unsafe { text.render(layer.file_name(kind), needed) }
    })
}

/// Make `*tables` a handle on `count` solved layers at `layers` (NULL allowed when `count` is 0)
/// and on `probe` (may be NULL), asked with `context` for the layers not in the array. Every file
/// is checked whole (header, size, checksums: `DIGIPEG_E_LAYER_BAD_DATA`), and each entry's two
/// files must be the values and the passes of one layer. Keep the array and the files alive and
/// unchanged while the handle is used; the array is looked through in order.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_tables_init(
    tables: *mut digipeg_quixo_tables,
    layers: *const digipeg_quixo_layer,
    count: usize,
    probe: digipeg_quixo_probe_fn,
    context: *mut c_void,
) -> c_int {
    guard(|| {
        non_null(tables)?;
        // SAFETY: caller's contract.
        let array = unsafe { layer_array(layers, count)? };
        for l in array {
            // SAFETY: caller's contract.
            unsafe { layer_data(l, true)? };
        }
        let t = TablesRef {
            layers,
            count,
            probe: probe.map_or(0, |f| f as usize),
            context,
        };
        // SAFETY: caller's contract.
        unsafe { store(tables, t) }
    })
}

/// How many layers the handle's array holds (its callback not counted).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_tables_count(
    tables: *const digipeg_quixo_tables,
    out: *mut usize,
) -> c_int {
    // SAFETY: caller's contract.
    guard(|| unsafe { get(tables, out, |t| t.count) })
}

/// The value of `*game`'s position for the player to move from the solved layers, and the pass
/// that decided it; `found` is false when its layer is neither in the array nor known to the
/// callback. A decided game: a win for the winner to move, else a loss (pass 0). Draw rules are
/// not looked at. `DIGIPEG_E_SOLVER_UNSUPPORTED` for a 4-player game.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_tables_value(
    tables: *const digipeg_quixo_tables,
    game: *const digipeg_quixo,
    out: *mut digipeg_quixo_table_value,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let (t, g) = unsafe { tables_and_game(tables, game)? };
        // SAFETY: the handle's contract.
        let t = unsafe { self::tables(&t)? };
        let found = value(g.position(), &t)?;
        t.answered_well()?;
        let answer = match found {
            Some((v, pass)) => digipeg_quixo_table_value {
                found: true,
                value: value_code(v),
                pass,
            },
            None => digipeg_quixo_table_value {
                found: false,
                value: DIGIPEG_VALUE_DRAW,
                pass: 0,
            },
        };
        // SAFETY: caller's contract.
        unsafe { out.set(answer) };
        Ok(())
    })
}

/// A perfect move in `*game` from the solved layers (see `digipeg_quixo_table_move`; `found` is
/// false when a layer it needs is missing). Errors: `DIGIPEG_E_SOLVER_UNSUPPORTED` for a 4-player
/// game, `DIGIPEG_E_SEARCH_GAME_OVER` once the game is over.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_tables_best_move(
    tables: *const digipeg_quixo_tables,
    game: *const digipeg_quixo,
    out: *mut digipeg_quixo_table_move,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        // SAFETY: caller's contract.
        let (t, g) = unsafe { tables_and_game(tables, game)? };
        // SAFETY: the handle's contract.
        let t = unsafe { self::tables(&t)? };
        if g.is_game_over() {
            return Err(Error::SearchGameOver.into());
        }
        let found = best_move(g.position(), &t)?;
        t.answered_well()?;
        let zero = digipeg_quixo_move {
            from_row: 0,
            from_col: 0,
            to_row: 0,
            to_col: 0,
            partner: 0,
        };
        let answer = match found {
            Some((m, v)) => digipeg_quixo_table_move {
                found: true,
                value: value_code(v),
                mv: m.into(),
            },
            None => digipeg_quixo_table_move {
                found: false,
                value: DIGIPEG_VALUE_DRAW,
                mv: zero,
            },
        };
        // SAFETY: caller's contract.
        unsafe { out.set(answer) };
        Ok(())
    })
}

/// The computer's move in `*game`, perfect from the solved layers where they reach: when they
/// hold the position and every layer its moves reach, the move is perfect and no search is made
/// (then `finished`, depth 0, nodes 0, score `±DIGIPEG_QUIXO_MATE` or 0); elsewhere the player
/// searches as usual, knowing the game's history and draw rules. `level`: `DIGIPEG_QUIXO_LEVEL_EASY`
/// to `_EXPERT` (their own settings, as `digipeg_quixo_choose_level`; `node_budget` and `depth`
/// are not used), or `_SEARCH` with `node_budget` and `depth` (as `digipeg_quixo_choose`);
/// `_RANDOM` and `_GREEDY` never look at the tables. Table memory and errors as
/// `digipeg_quixo_choose_level` (a named level) or `digipeg_quixo_choose`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn digipeg_quixo_choose_tables(
    game: *const digipeg_quixo,
    level: c_int,
    seed: u64,
    node_budget: u64,
    depth: u8,
    table: *mut c_void,
    table_bytes: usize,
    tables: *const digipeg_quixo_tables,
    out: *mut digipeg_quixo_choice,
) -> c_int {
    guard(|| {
        let out = OutPtr::new(out)?;
        let table = TableMem::new(table, table_bytes)?;
        // SAFETY: caller's contract.
        let (t, g) = unsafe { tables_and_game(tables, game)? };
        let named = match level {
            DIGIPEG_QUIXO_LEVEL_RANDOM | DIGIPEG_QUIXO_LEVEL_GREEDY | DIGIPEG_QUIXO_LEVEL_SEARCH => None,
            _ => Some(difficulty(level)?),
        };
        // SAFETY: caller's contract: `table` is valid for `table_bytes` bytes.
        let tt = unsafe { table.entries(TtEntry::EMPTY)? };
        // SAFETY: the handle's contract.
        let t = unsafe { self::tables(&t)? };
        let c = match named {
            Some(d) => d.choose_probed(&g, seed, tt, None, &t)?,
            None => Player::new(self::level(level)?, seed).choose_game_probed(
                &g,
                tt,
                Budget::new(node_budget, depth),
                &t,
            )?,
        };
        t.answered_well()?;
        // SAFETY: caller's contract.
        unsafe {
            out.set(digipeg_quixo_choice {
                mv: c.mv.into(),
                finished: c.finished,
                depth: c.depth,
                score: c.score,
                nodes: c.nodes,
            })
        };
        Ok(())
    })
}

/// A tables handle and a game, their pointers checked before either state is read.
///
/// # Safety
/// `tables` is NULL or a valid handle; `game` NULL or valid.
unsafe fn tables_and_game(
    tables: *const digipeg_quixo_tables,
    game: *const digipeg_quixo,
) -> Res<(TablesRef, Game)> {
    non_null(tables)?;
    non_null(game)?;
    // SAFETY: caller's contract.
    unsafe { Ok((load(tables)?, load(game)?)) }
}
