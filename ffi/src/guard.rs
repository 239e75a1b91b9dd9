//! The glue every exported function shares: the panic boundary, pointer checks, the
//! caller-owned state slots and the text buffers. Nothing here knows a game rule.

use core::ffi::{CStr, c_char, c_int};
use core::fmt;

use digipeg_core::{Error, StepError};

use crate::status::{
    DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_E_MISALIGNED, DIGIPEG_E_NOT_UTF8, DIGIPEG_E_NULL_POINTER,
    DIGIPEG_E_PANIC, DIGIPEG_E_UNINITIALISED, DIGIPEG_OK,
};

/// A failed call: the status code it returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fail(pub(crate) c_int);

impl From<Error> for Fail {
    fn from(e: Error) -> Fail {
        Fail(c_int::from(e.code()))
    }
}

/// What the body of an exported function returns.
pub(crate) type Res<T = ()> = Result<T, Fail>;

/// Run `body` so that no panic crosses the C boundary (rustls-ffi's `ffi_panic_boundary!`):
/// `Ok` is `DIGIPEG_OK`, `Err(Fail(code))` is `code`, a panic is `DIGIPEG_E_PANIC`.
/// Bodies store caller state only as their last step, so a panic leaves it unchanged.
pub(crate) fn guard(body: impl FnOnce() -> Res) -> c_int {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)) {
        Ok(Ok(())) => DIGIPEG_OK,
        Ok(Err(Fail(code))) => code,
        Err(_) => DIGIPEG_E_PANIC,
    }
}

/// `Err(DIGIPEG_E_NULL_POINTER)` if `p` is NULL: check every required pointer before any effect.
pub(crate) fn non_null<T>(p: *const T) -> Res {
    if p.is_null() {
        Err(Fail(DIGIPEG_E_NULL_POINTER))
    } else {
        Ok(())
    }
}

/// Write `value` through an out pointer (already checked, or checked here).
///
/// # Safety
/// `p` is NULL or valid for a write of `T`.
pub(crate) unsafe fn put<T>(p: *mut T, value: T) -> Res {
    non_null(p)?;
    // SAFETY: not NULL, and valid by the caller's contract; C may hand an unaligned pointer.
    unsafe { p.write_unaligned(value) };
    Ok(())
}

/// A NUL-terminated UTF-8 string from C.
///
/// # Safety
/// `p` is NULL or points to a NUL-terminated string that outlives `'a`.
pub(crate) unsafe fn text<'a>(p: *const c_char) -> Res<&'a str> {
    non_null(p)?;
    // SAFETY: not NULL and NUL-terminated by the caller's contract.
    let c = unsafe { CStr::from_ptr(p) };
    c.to_str().map_err(|_| Fail(DIGIPEG_E_NOT_UTF8))
}

/// A caller-owned, fixed-size C struct that holds one core value behind a magic number.
///
/// The struct's bytes are: the magic (a `u64`, offset 0), then the state, copied in and out
/// with unaligned reads and writes (the C struct is only 8-aligned, core types may want 16).
/// A zeroed or never-initialised struct has no magic and is refused with
/// `DIGIPEG_E_UNINITIALISED` before any of its bytes are read as state.
///
/// # Safety
/// Implementors are `#[repr(C)]` byte containers at least `8 + size_of::<State>()` long
/// (checked by [`Slot::FITS`]), and `State` owns nothing outside its own bytes (no heap, no
/// handles: true of every type of the `no_std`, allocation-free core), so bitwise copies are the
/// value and a state C forgets needs no clean-up. (Some states hold `heapless` containers, which
/// implement `Drop`; dropping their plain-data items does nothing.)
pub(crate) unsafe trait Slot: Sized {
    /// The core value stored.
    type State: Clone;
    /// Tells this struct type apart from zeroed memory and from the other state structs.
    const MAGIC: u64;
    /// Compile-time check that the state fits.
    const FITS: () = {
        assert!(
            8 + size_of::<Self::State>() <= size_of::<Self>(),
            "state does not fit its C struct"
        );
    };
}

/// A copy of the state in `*p`.
///
/// # Safety
/// `p` is NULL or valid for reads of `S`.
pub(crate) unsafe fn load<S: Slot>(p: *const S) -> Res<S::State> {
    let () = S::FITS;
    non_null(p)?;
    // SAFETY: valid for reads of S, which starts with 8 bytes of magic.
    let magic = unsafe { p.cast::<u64>().read_unaligned() };
    if magic != S::MAGIC {
        return Err(Fail(DIGIPEG_E_UNINITIALISED));
    }
    // SAFETY: the magic says a `store` of this very type wrote a state here (FITS: it fits).
    Ok(unsafe { p.cast::<u8>().add(8).cast::<S::State>().read_unaligned() })
}

/// Put `state` into `*p` and mark it initialised.
///
/// # Safety
/// `p` is NULL or valid for writes of `S`.
pub(crate) unsafe fn store<S: Slot>(p: *mut S, state: S::State) -> Res {
    let () = S::FITS;
    non_null(p)?;
    // SAFETY: valid for writes of S, which holds the magic and the state (FITS).
    unsafe {
        p.cast::<u8>().add(8).cast::<S::State>().write_unaligned(state);
        p.cast::<u64>().write_unaligned(S::MAGIC);
    }
    Ok(())
}

/// Text written into a caller's `char *buf` of `cap` bytes: as much as fits, always
/// NUL-terminated when `cap > 0`, with the full length counted.
pub(crate) struct TextOut {
    buf: *mut u8,
    cap: usize,
    len: usize,
}

impl TextOut {
    /// Check the buffer arguments (`buf` may be NULL only when `cap` is 0).
    pub(crate) fn new(buf: *mut c_char, cap: usize) -> Res<TextOut> {
        if cap > 0 {
            non_null(buf)?;
        }
        Ok(TextOut {
            buf: buf.cast(),
            cap,
            len: 0,
        })
    }

    /// Terminate the text and report its size with the NUL (`needed` may be NULL):
    /// `DIGIPEG_E_BUFFER_TOO_SMALL` if it did not fit, the buffer then holding a truncated prefix.
    ///
    /// # Safety
    /// The buffer given to [`TextOut::new`] is valid for `cap` bytes, `needed` NULL or valid.
    pub(crate) unsafe fn finish(self, needed: *mut usize) -> Res {
        let size = self.len + 1;
        if !needed.is_null() {
            // SAFETY: not NULL, valid by the caller's contract.
            unsafe { needed.write_unaligned(size) };
        }
        if self.cap > 0 {
            // SAFETY: within the caller's `cap` bytes.
            unsafe { self.buf.add(self.len.min(self.cap - 1)).write(0) };
        }
        if size > self.cap {
            Err(Fail(DIGIPEG_E_BUFFER_TOO_SMALL))
        } else {
            Ok(())
        }
    }
}

impl fmt::Write for TextOut {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let room = self.cap.saturating_sub(1).saturating_sub(self.len);
        let n = room.min(s.len());
        if n > 0 {
            // SAFETY: `len + n <= cap - 1`, inside the caller's buffer; Rust text never overlaps it.
            unsafe { core::ptr::copy_nonoverlapping(s.as_ptr(), self.buf.add(self.len), n) };
        }
        self.len += s.len();
        Ok(())
    }
}

/// Render `value` (a core `Display`) into a caller buffer.
///
/// # Safety
/// `buf` is valid for `cap` bytes (or NULL with `cap` 0), `needed` NULL or valid.
pub(crate) unsafe fn render(
    value: impl fmt::Display,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
) -> Res {
    use fmt::Write as _;
    let mut out = TextOut::new(buf, cap)?;
    // TextOut never fails; a failing Display impl would be a core bug.
    write!(out, "{value}").map_err(|_| Fail(DIGIPEG_E_PANIC))?;
    // SAFETY: forwarded contract.
    unsafe { out.finish(needed) }
}

/// Items written into a caller array of `cap` elements (`items` may be NULL when `cap` is 0):
/// the count is always reported, and `DIGIPEG_E_BUFFER_TOO_SMALL` if not all fit.
///
/// # Safety
/// `items` is valid for `cap` writes of `T`; `count` NULL or valid.
pub(crate) unsafe fn fill<T>(
    all: impl ExactSizeIterator<Item = T>,
    items: *mut T,
    cap: usize,
    count: *mut usize,
) -> Res {
    non_null(count)?;
    if cap > 0 {
        non_null(items)?;
    }
    let n = all.len();
    for (i, item) in all.take(cap).enumerate() {
        // SAFETY: i < cap, inside the caller's array.
        unsafe { items.add(i).write_unaligned(item) };
    }
    // SAFETY: checked above.
    unsafe { count.write_unaligned(n) };
    if n > cap {
        Err(Fail(DIGIPEG_E_BUFFER_TOO_SMALL))
    } else {
        Ok(())
    }
}

/// Read a state and answer from it.
///
/// # Safety
/// `p` is NULL or valid for reads of `S`.
pub(crate) unsafe fn read<S: Slot, T>(p: *const S, f: impl FnOnce(&S::State) -> Res<T>) -> Res<T> {
    // SAFETY: forwarded contract.
    let state = unsafe { load(p)? };
    f(&state)
}

/// Write one answer computed from a state through `out` (checked before the state is read).
///
/// # Safety
/// `p` is NULL or valid for reads of `S`; `out` NULL or valid for a write of `T`.
pub(crate) unsafe fn get<S: Slot, T>(p: *const S, out: *mut T, f: impl FnOnce(&S::State) -> T) -> Res {
    non_null(out)?;
    // SAFETY: forwarded contract.
    let value = unsafe { read(p, |s| Ok(f(s)))? };
    // SAFETY: forwarded contract.
    unsafe { put(out, value) }
}

/// Change a state: `f` works on a copy, which is stored back only if `f` succeeds, so a
/// failure (or a panic) leaves the caller's state as it was.
///
/// # Safety
/// `p` is NULL or valid for reads and writes of `S`.
pub(crate) unsafe fn update<S: Slot>(p: *mut S, f: impl FnOnce(&mut S::State) -> Res) -> Res {
    // SAFETY: forwarded contract.
    let mut state = unsafe { load(p)? };
    f(&mut state)?;
    // SAFETY: forwarded contract.
    unsafe { store(p, state) }
}

/// `count` strings from a C array of `const char *` (`rows` may be NULL when `count` is 0).
///
/// # Safety
/// `rows` is NULL or valid for `count` reads, each NULL or a NUL-terminated string outliving `'a`.
pub(crate) unsafe fn texts<'a>(rows: *const *const c_char, count: usize) -> Res<Vec<&'a str>> {
    if count > 0 {
        non_null(rows)?;
    }
    let mut out = Vec::with_capacity(count.min(64));
    for i in 0..count {
        // SAFETY: i < count, inside the caller's array.
        out.push(unsafe { text(*rows.add(i))? });
    }
    Ok(out)
}

/// One step of a line-driven terminal program (DigiPeg's, solitaire's `play()`): run on a copy,
/// kept only if its output fitted the buffer, so on `DIGIPEG_E_BUFFER_TOO_SMALL` the caller
/// repeats the same call with `*needed` bytes. `step` returns whether the program has finished.
///
/// # Safety
/// `p` is NULL or valid for `S`; `buf` valid for `cap` bytes (or NULL with `cap` 0); `needed`
/// NULL or valid; `finished` NULL or valid.
pub(crate) unsafe fn program_step<S: Slot>(
    p: *mut S,
    step: impl FnOnce(&mut S::State, &mut TextOut) -> Result<bool, StepError>,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
    finished: *mut bool,
) -> Res {
    non_null(finished)?;
    let mut out = TextOut::new(buf, cap)?;
    // SAFETY: forwarded contract.
    let mut state = unsafe { load(p)? };
    let done = step(&mut state, &mut out).map_err(|e| match e {
        StepError::Refused(e) => Fail::from(e),
        // TextOut never fails: a failing write would be a core bug.
        StepError::Output => Fail(DIGIPEG_E_PANIC),
    })?;
    // SAFETY: forwarded contract; returns early (state not kept) when the text did not fit.
    unsafe {
        out.finish(needed)?;
        put(finished, done)?;
        store(p, state)
    }
}

/// The alignment every table memory handed to a solver or player must have.
pub const DIGIPEG_TABLE_ALIGN: usize = 16;
const _: () = assert!(DIGIPEG_TABLE_ALIGN % align_of::<u128>() == 0);

/// A caller's table memory (`bytes` bytes at `mem`) as a slice of `T` entries: `mem` must be
/// aligned to [`DIGIPEG_TABLE_ALIGN`] (else `DIGIPEG_E_MISALIGNED`); it holds
/// `bytes / size_of::<T>()` entries, the tail bytes unused. Every entry is first written with
/// `empty` through the raw pointer, so the caller's bytes (perhaps never initialised) are never
/// read as `T`. `mem` may be NULL when `bytes` is 0 (an empty table); the core then reports
/// whether it can work without one.
///
/// # Safety
/// `mem` is NULL or valid for reads and writes of `bytes` bytes for `'a`, used by nothing else.
pub(crate) unsafe fn table<'a, T: Copy>(
    mem: *mut core::ffi::c_void,
    bytes: usize,
    empty: T,
) -> Res<&'a mut [T]> {
    const { assert!(size_of::<T>() > 0 && DIGIPEG_TABLE_ALIGN % align_of::<T>() == 0) };
    if bytes == 0 {
        return Ok(&mut []);
    }
    non_null(mem)?;
    if (mem as usize) % DIGIPEG_TABLE_ALIGN != 0 {
        return Err(Fail(DIGIPEG_E_MISALIGNED));
    }
    let len = bytes / size_of::<T>();
    let first = mem.cast::<T>();
    for i in 0..len {
        // SAFETY: i < len, so the entry lies within the caller's `bytes`; aligned (checked).
        unsafe { first.add(i).write(empty) };
    }
    // SAFETY: aligned, `len` initialised entries within the caller's memory, exclusive for 'a.
    Ok(unsafe { core::slice::from_raw_parts_mut(first, len) })
}
