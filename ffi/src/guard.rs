//! The glue every exported function shares: the panic boundary, the argument checks, the
//! caller-owned state slots and the text buffers. Nothing here knows a game rule.
//!
//! Every exported function checks its arguments in the same order, so a call with several
//! mistakes reports the same one whichever function it is:
//! 1. **pointers**: every required pointer that is NULL is `DIGIPEG_E_NULL_POINTER` ([`non_null`],
//!    [`OutPtr::new`], [`OutList::new`], [`TextOut::new`], [`CText::new`], [`CTexts::new`],
//!    [`TableMem::new`]; state pointers too);
//! 2. **states**: a state struct that is not initialised is `DIGIPEG_E_UNINITIALISED` ([`load`]);
//! 3. **values**: everything else, the library's own checks first (an enumeration, UTF-8, table
//!    alignment), then the core's, in the core's order.
//!
//! So a body first takes its pointers, then loads its states, then converts and acts. Nothing is
//! written before all three passed, except by the calls documented to report a size needed.

use core::ffi::{CStr, c_char, c_int, c_void};
use core::fmt;

use digipeg_core::image::Image;
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

impl From<StepError> for Fail {
    fn from(e: StepError) -> Fail {
        match e {
            StepError::Refused(e) => Fail::from(e),
            // The programs write into a TextOut, which never fails: this would be a core bug.
            StepError::Output => Fail(DIGIPEG_E_PANIC),
        }
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

/// `Err(DIGIPEG_E_NULL_POINTER)` if `p` is NULL.
pub(crate) fn non_null<T>(p: *const T) -> Res {
    if p.is_null() {
        Err(Fail(DIGIPEG_E_NULL_POINTER))
    } else {
        Ok(())
    }
}

/// A value the library writes into caller memory (through an out pointer, into an array): it
/// writes every byte of its destination, padding included, so nothing of the library's own
/// memory reaches the caller's, and a `memcmp`, a hash or an `fwrite` of it reads defined bytes.
pub(crate) trait Written: Sized {
    /// Write `self` into `*p`, every byte of it.
    ///
    /// # Safety
    /// `p` is valid for a write of `Self` (any alignment).
    unsafe fn write_to(self, p: *mut Self);
}

/// [`Written`] for types without padding: one unaligned write covers every byte.
macro_rules! written_whole {
    ($($ty:ty),* $(,)?) => {$(
        impl $crate::guard::Written for $ty {
            unsafe fn write_to(self, p: *mut Self) {
                // SAFETY: the caller's contract; the type has no padding.
                unsafe { p.write_unaligned(self) }
            }
        }
    )*};
}
pub(crate) use written_whole;

/// [`Written`] for a `#[repr(C)]` struct with padding: the whole struct is zeroed, then each field
/// written on its own (a whole-struct copy may carry undefined padding along). The fields must
/// all be listed (the destructuring checks it) and each be [`Written`] whole.
macro_rules! written_by_fields {
    ($($ty:ident { $($field:ident),* $(,)? })*) => {$(
        impl $crate::guard::Written for $ty {
            unsafe fn write_to(self, p: *mut Self) {
                let $ty { $($field),* } = self;
                // SAFETY: the caller's contract: `p` is valid for a write of the whole struct.
                unsafe {
                    p.cast::<u8>().write_bytes(0, size_of::<$ty>());
                    $( $crate::guard::Written::write_to($field, core::ptr::addr_of_mut!((*p).$field)); )*
                }
            }
        }
    )*};
}
pub(crate) use written_by_fields;

written_whole!(u8, i8, u32, i32, u64, usize, bool);

/// A checked out pointer: NULL is refused when it is made, with the other pointers.
pub(crate) struct OutPtr<T>(*mut T);

impl<T: Written> OutPtr<T> {
    /// `DIGIPEG_E_NULL_POINTER` if `p` is NULL.
    pub(crate) fn new(p: *mut T) -> Res<OutPtr<T>> {
        non_null(p)?;
        Ok(OutPtr(p))
    }

    /// An optional out pointer: `None` for NULL.
    pub(crate) fn optional(p: *mut T) -> Option<OutPtr<T>> {
        (!p.is_null()).then_some(OutPtr(p))
    }

    /// Write the answer.
    ///
    /// # Safety
    /// The pointer given to [`OutPtr::new`] is valid for a write of `T`.
    pub(crate) unsafe fn set(self, value: T) {
        // SAFETY: not NULL (checked), valid by the caller's contract.
        unsafe { value.write_to(self.0) }
    }
}

/// Write `value` through an out pointer, checked here (for bodies with no other argument to
/// check before it).
///
/// # Safety
/// `p` is NULL or valid for a write of `T`.
pub(crate) unsafe fn put<T: Written>(p: *mut T, value: T) -> Res {
    // SAFETY: forwarded contract.
    unsafe { OutPtr::new(p)?.set(value) };
    Ok(())
}

/// A NUL-terminated string argument, its pointer checked (step 1); its UTF-8 is a value (step 3).
#[derive(Clone, Copy)]
pub(crate) struct CText<'a>(&'a CStr);

impl<'a> CText<'a> {
    /// `DIGIPEG_E_NULL_POINTER` if `p` is NULL.
    ///
    /// # Safety
    /// `p` is NULL or points to a NUL-terminated string that outlives `'a`.
    pub(crate) unsafe fn new(p: *const c_char) -> Res<CText<'a>> {
        non_null(p)?;
        // SAFETY: not NULL and NUL-terminated by the caller's contract.
        Ok(CText(unsafe { CStr::from_ptr(p) }))
    }

    /// The text, or `DIGIPEG_E_NOT_UTF8`.
    pub(crate) fn utf8(self) -> Res<&'a str> {
        self.0.to_str().map_err(|_| Fail(DIGIPEG_E_NOT_UTF8))
    }
}

/// `count` strings from a C array of `const char *` (`rows` may be NULL when `count` is 0):
/// the array and every string in it checked for NULL (step 1), their UTF-8 later (step 3).
pub(crate) struct CTexts<'a>(Vec<CText<'a>>);

impl<'a> CTexts<'a> {
    /// `DIGIPEG_E_NULL_POINTER` if the array or any string in it is NULL.
    ///
    /// # Safety
    /// `rows` is NULL or valid for `count` reads, each NULL or a NUL-terminated string outliving `'a`.
    pub(crate) unsafe fn new(rows: *const *const c_char, count: usize) -> Res<CTexts<'a>> {
        if count > 0 {
            non_null(rows)?;
        }
        let mut texts = Vec::with_capacity(count.min(64));
        for i in 0..count {
            // SAFETY: i < count, inside the caller's array; each string as `CText::new` wants.
            texts.push(unsafe { CText::new(*rows.add(i))? });
        }
        Ok(CTexts(texts))
    }

    /// The strings, or `DIGIPEG_E_NOT_UTF8` for the first that is not UTF-8.
    pub(crate) fn utf8(&self) -> Res<Vec<&'a str>> {
        self.0.iter().map(|t| t.utf8()).collect()
    }
}

/// A caller-owned, fixed-size C struct that holds one core value behind a magic number.
///
/// The struct's bytes are: the magic (a `u64`, offset 0), then the state's byte image (the
/// core's [`Image`]: every field written, in a fixed order), then zeros to the end. Every byte
/// is written by [`store`], so a `memcmp`, a hash or an `fwrite` of the struct reads only what the
/// library chose to put there (never padding, unused capacity or the library's old stack), and
/// two equal states have equal bytes. A zeroed or never-initialised struct has no magic and is
/// refused with `DIGIPEG_E_UNINITIALISED`, as are bytes that are no image of the state.
///
/// # Safety
/// Implementors are `#[repr(C)]` byte containers at least `8 + State::LEN` long (checked by
/// [`Slot::FITS`]).
pub(crate) unsafe trait Slot: Sized {
    /// The core value stored.
    type State: Image;
    /// Tells this struct type apart from zeroed memory and from the other state structs.
    const MAGIC: u64;
    /// Compile-time check that the state fits.
    const FITS: () = {
        assert!(
            8 + Self::State::LEN <= size_of::<Self>(),
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
    // SAFETY: the magic says `store` wrote this struct, every byte of it (FITS: the image fits).
    let image = unsafe { core::slice::from_raw_parts(p.cast::<u8>().add(8), S::State::LEN) };
    S::State::from_image(image).ok_or(Fail(DIGIPEG_E_UNINITIALISED))
}

/// Put `state` into `*p`, every byte of it: the magic, the state's image, zeros to the end.
///
/// # Safety
/// `p` is NULL or valid for writes of `S`.
pub(crate) unsafe fn store<S: Slot>(p: *mut S, state: S::State) -> Res {
    let () = S::FITS;
    non_null(p)?;
    // Made whole first, then copied in one go: a panic on the way leaves `*p` as it was.
    let mut bytes = vec![0u8; size_of::<S>()];
    bytes[..8].copy_from_slice(&S::MAGIC.to_ne_bytes());
    state.to_image(&mut bytes[8..]);
    // SAFETY: valid for writes of S, which is `bytes.len()` bytes long; a byte copy needs no alignment.
    unsafe { core::ptr::copy_nonoverlapping(bytes.as_ptr(), p.cast::<u8>(), bytes.len()) };
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

    /// Write `value` (a core `Display`) and finish (see [`TextOut::finish`]).
    ///
    /// # Safety
    /// As [`TextOut::finish`].
    pub(crate) unsafe fn render(mut self, value: impl fmt::Display, needed: *mut usize) -> Res {
        use fmt::Write as _;
        // TextOut never fails; a failing Display impl would be a core bug.
        write!(self, "{value}").map_err(|_| Fail(DIGIPEG_E_PANIC))?;
        // SAFETY: forwarded contract.
        unsafe { self.finish(needed) }
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

/// An array the library fills: `cap` elements at `items` (NULL allowed when `cap` is 0) and the
/// count at `count`, both checked when it is made.
pub(crate) struct OutList<T> {
    items: *mut T,
    cap: usize,
    count: *mut usize,
}

impl<T: Written> OutList<T> {
    /// `DIGIPEG_E_NULL_POINTER` if `count` is NULL, or `items` with `cap > 0`.
    pub(crate) fn new(items: *mut T, cap: usize, count: *mut usize) -> Res<OutList<T>> {
        non_null(count)?;
        if cap > 0 {
            non_null(items)?;
        }
        Ok(OutList { items, cap, count })
    }

    /// Write as many of `all` as fit and the count of all: `DIGIPEG_E_BUFFER_TOO_SMALL` if not
    /// all fit.
    ///
    /// # Safety
    /// `items` is valid for `cap` writes of `T`, `count` for one of `usize`.
    pub(crate) unsafe fn set(self, all: impl ExactSizeIterator<Item = T>) -> Res {
        let n = all.len();
        for (i, item) in all.take(self.cap).enumerate() {
            // SAFETY: i < cap, inside the caller's array.
            unsafe { item.write_to(self.items.add(i)) };
        }
        // SAFETY: checked, valid by the caller's contract.
        unsafe { n.write_to(self.count) };
        if n > self.cap {
            Err(Fail(DIGIPEG_E_BUFFER_TOO_SMALL))
        } else {
            Ok(())
        }
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
pub(crate) unsafe fn get<S: Slot, T: Written>(
    p: *const S,
    out: *mut T,
    f: impl FnOnce(&S::State) -> T,
) -> Res {
    let out = OutPtr::new(out)?;
    // SAFETY: forwarded contract.
    let value = unsafe { read(p, |s| Ok(f(s)))? };
    // SAFETY: forwarded contract.
    unsafe { out.set(value) };
    Ok(())
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

/// One step of a line-driven terminal program (DigiPeg's, solitaire's `play()`): run on a copy,
/// kept only if its output fitted the buffer, so on `DIGIPEG_E_BUFFER_TOO_SMALL` the caller
/// repeats the same call with `*needed` bytes. `step` returns whether the program has finished.
/// The pointers are checked first (and `line`'s, by the caller), then the state, then `step`
/// runs (converting the line, then the core's checks).
///
/// # Safety
/// `p` is NULL or valid for `S`; `buf` valid for `cap` bytes (or NULL with `cap` 0); `needed`
/// NULL or valid; `finished` NULL or valid.
pub(crate) unsafe fn program_step<S: Slot>(
    p: *mut S,
    step: impl FnOnce(&mut S::State, &mut TextOut) -> Res<bool>,
    buf: *mut c_char,
    cap: usize,
    needed: *mut usize,
    finished: *mut bool,
) -> Res {
    let finished = OutPtr::new(finished)?;
    let mut out = TextOut::new(buf, cap)?;
    non_null(p)?;
    // SAFETY: forwarded contract.
    let mut state = unsafe { load(p)? };
    let done = step(&mut state, &mut out)?;
    // SAFETY: forwarded contract; returns early (state not kept) when the text did not fit.
    unsafe {
        out.finish(needed)?;
        finished.set(done);
        store(p, state)
    }
}

/// The alignment every table memory handed to a solver or player must have.
pub const DIGIPEG_TABLE_ALIGN: usize = 16;
const _: () = assert!(DIGIPEG_TABLE_ALIGN % align_of::<u128>() == 0);

/// A caller's table memory (`bytes` bytes at `mem`; NULL allowed when `bytes` is 0), its pointer
/// checked when it is made (step 1), its alignment when it is used (step 3).
pub(crate) struct TableMem {
    mem: *mut c_void,
    bytes: usize,
}

impl TableMem {
    /// `DIGIPEG_E_NULL_POINTER` if `mem` is NULL while `bytes > 0`.
    pub(crate) fn new(mem: *mut c_void, bytes: usize) -> Res<TableMem> {
        if bytes > 0 {
            non_null(mem)?;
        }
        Ok(TableMem { mem, bytes })
    }

    /// The memory as a slice of `T` entries: `mem` must be aligned to [`DIGIPEG_TABLE_ALIGN`]
    /// (else `DIGIPEG_E_MISALIGNED`); it holds `bytes / size_of::<T>()` entries, the tail bytes
    /// unused. Every entry is first written with `empty` through the raw pointer, so the caller's
    /// bytes (perhaps never initialised) are never read as `T`. An empty table is an empty slice;
    /// the core then reports whether it can work without one.
    ///
    /// # Safety
    /// `mem` is valid for reads and writes of `bytes` bytes for `'a`, used by nothing else.
    pub(crate) unsafe fn entries<'a, T: Copy>(self, empty: T) -> Res<&'a mut [T]> {
        const { assert!(size_of::<T>() > 0 && DIGIPEG_TABLE_ALIGN % align_of::<T>() == 0) };
        if self.bytes == 0 {
            return Ok(&mut []);
        }
        if (self.mem as usize) % DIGIPEG_TABLE_ALIGN != 0 {
            return Err(Fail(DIGIPEG_E_MISALIGNED));
        }
        let len = self.bytes / size_of::<T>();
        let first = self.mem.cast::<T>();
        for i in 0..len {
            // SAFETY: i < len, so the entry lies within the caller's `bytes`; aligned (checked).
            unsafe { first.add(i).write(empty) };
        }
        // SAFETY: aligned, `len` initialised entries within the caller's memory, exclusive for 'a.
        Ok(unsafe { core::slice::from_raw_parts_mut(first, len) })
    }
}
