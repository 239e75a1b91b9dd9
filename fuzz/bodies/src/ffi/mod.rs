//! The C ABI as a careless C program calls it: sequences of calls on caller-owned structs that
//! may be zeroed, garbage, copies of each other or NULL, with NULL out pointers, short and
//! NULL buffers and misaligned tables.
//!
//! Every call is checked: it returns a known status and never `DIGIPEG_E_PANIC`; it never
//! writes past a buffer (each buffer is a heap block of exactly the size passed, so
//! AddressSanitizer sees one byte too far); a state it only reads, or refuses to change, keeps
//! every byte; text and arrays come back whole, or as `DIGIPEG_E_BUFFER_TOO_SMALL` with the size
//! needed. Beside every struct the harness keeps the core value it should hold (a model), and
//! when the struct is initialised and every pointer valid, each answer and each error code is
//! the core's own.

mod cards;
mod peg;
mod quixo;
mod tictactoe;

use core::ffi::{c_char, c_int};
use std::ffi::CString;

use digipeg::Error;
use digipeg_ffi::status::{
    DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_E_PANIC, DIGIPEG_KIND_NONE, DIGIPEG_OK, digipeg_error_kind,
    digipeg_error_message, digipeg_error_name,
};

use crate::input::{Input, MAX_STEPS};

/// The status code of a core error, as every C function returns it.
pub(crate) fn code_of(error: Error) -> c_int {
    c_int::from(error.code())
}

/// The status a call returning `result` gives.
pub(crate) fn status_of<T>(result: &Result<T, Error>) -> c_int {
    result.as_ref().err().map_or(DIGIPEG_OK, |&e| code_of(e))
}

/// Every status is `DIGIPEG_OK` or a documented code, never a caught panic.
pub(crate) fn checked(code: c_int) -> c_int {
    assert_ne!(code, DIGIPEG_E_PANIC, "a panic reached the C boundary");
    assert!(
        code == DIGIPEG_OK || digipeg_error_kind(code) != DIGIPEG_KIND_NONE,
        "undocumented status {code}"
    );
    code
}

/// A zeroed value of a C struct (all of them are plain bytes, for which zero is valid).
pub(crate) fn zeroed<T>() -> T {
    // SAFETY: only used for the ffi crate's #[repr(C)] structs of integers, bools and arrays of
    // them, for which all-zero bytes are a valid value.
    unsafe { core::mem::zeroed() }
}

/// A heap-allocated zeroed C struct: ASan sees any access past its end.
pub(crate) fn boxed<T>() -> Box<T> {
    Box::new(zeroed())
}

/// The bytes of `*p`.
pub(crate) fn bytes<T>(p: *const T) -> Vec<u8> {
    // SAFETY: `p` points to a live `T` owned by the harness.
    unsafe { core::slice::from_raw_parts(p.cast::<u8>(), size_of::<T>()) }.to_vec()
}

/// One of the harness's structs of a type, and the core value it should hold (`None`: not
/// initialised, or holding garbage).
pub(crate) struct Slots<T, M> {
    structs: Vec<Box<T>>,
    pub(crate) models: Vec<Option<M>>,
}

impl<T, M: Clone> Slots<T, M> {
    pub(crate) fn new(count: usize) -> Self {
        Slots {
            structs: (0..count).map(|_| boxed()).collect(),
            models: (0..count).map(|_| None).collect(),
        }
    }

    /// A pointer to one of the structs (with its index), or now and then NULL.
    pub(crate) fn pick(&mut self, input: &mut Input) -> (*mut T, Option<usize>) {
        if input.byte() < 8 {
            return (core::ptr::null_mut(), None);
        }
        let i = input.below(self.structs.len());
        (&mut *self.structs[i] as *mut T, Some(i))
    }

    /// The model of the struct picked, if it is initialised.
    pub(crate) fn model(&self, which: Option<usize>) -> Option<&M> {
        which.and_then(|i| self.models[i].as_ref())
    }

    pub(crate) fn bytes(&self, which: Option<usize>) -> Option<Vec<u8>> {
        which.map(|i| bytes(&*self.structs[i]))
    }

    /// Mess with the structs as C code may: copy one onto another (a copy is the same game),
    /// zero one, or fill one with garbage that is not a state.
    pub(crate) fn mess(&mut self, input: &mut Input) {
        let (from, to) = (input.below(self.structs.len()), input.below(self.structs.len()));
        let size = size_of::<T>();
        let target = (&mut *self.structs[to] as *mut T).cast::<u8>();
        match input.below(3) {
            0 => {
                let source = bytes(&*self.structs[from]);
                // SAFETY: both are live structs of the same type and size.
                unsafe { core::ptr::copy_nonoverlapping(source.as_ptr(), target, size) };
                self.models[to] = self.models[from].clone();
            }
            1 => {
                // SAFETY: `size` bytes of a live struct.
                unsafe { core::ptr::write_bytes(target, 0, size) };
                self.models[to] = None;
            }
            _ => {
                // Garbage: bytes from the input, but never a valid first word (the magic), which
                // would make it a state the library must trust (see the fuzz README).
                let mut garbage: Vec<u8> = (0..size).map(|_| input.byte()).collect();
                garbage[0] = garbage[0].wrapping_add(1) | 0x80;
                // SAFETY: `size` bytes of a live struct.
                unsafe { core::ptr::copy_nonoverlapping(garbage.as_ptr(), target, size) };
                self.models[to] = None;
            }
        }
    }
}

/// A pointer to `place`, or now and then NULL: an out argument.
pub(crate) fn out<T>(input: &mut Input, place: &mut T) -> *mut T {
    if input.byte() < 6 {
        core::ptr::null_mut()
    } else {
        place
    }
}

/// A caller's text buffer: exactly `cap` heap bytes (or NULL when `cap` is 0), and `needed`.
pub(crate) struct Text {
    buf: Box<[u8]>,
    null: bool,
    needed: usize,
    needed_null: bool,
}

impl Text {
    pub(crate) fn new(input: &mut Input) -> Text {
        let cap = match input.below(8) {
            0 => 0,
            1 | 2 => 1 + input.below(16),
            3 => input.below(300),
            _ => 4096,
        };
        Text {
            buf: vec![0xA5; cap].into_boxed_slice(),
            null: cap == 0 && input.bool(),
            needed: usize::MAX,
            needed_null: input.byte() < 12,
        }
    }

    /// `buf`, `cap`, `needed` as a C function takes them.
    pub(crate) fn args(&mut self) -> (*mut c_char, usize, *mut usize) {
        let buf = if self.null {
            core::ptr::null_mut()
        } else {
            self.buf.as_mut_ptr().cast()
        };
        let needed = if self.needed_null {
            core::ptr::null_mut()
        } else {
            &mut self.needed
        };
        (buf, self.buf.len(), needed)
    }

    /// Whether the buffer arguments keep the contract (NULL only with `cap` 0).
    pub(crate) fn valid(&self) -> bool {
        !self.null || self.buf.is_empty()
    }

    /// What came back: the whole text after `DIGIPEG_OK`; after `DIGIPEG_E_BUFFER_TOO_SMALL` a
    /// NUL-terminated prefix and the size it needs.
    pub(crate) fn check(&self, code: c_int) -> Option<String> {
        let cap = self.buf.len();
        let nul = self.buf.iter().position(|&b| b == 0);
        match code {
            DIGIPEG_OK => {
                let len = nul.expect("text is NUL-terminated");
                if !self.needed_null {
                    assert_eq!(self.needed, len + 1, "needed counts the NUL");
                }
                let text = core::str::from_utf8(&self.buf[..len]).expect("UTF-8 text");
                Some(text.to_owned())
            }
            DIGIPEG_E_BUFFER_TOO_SMALL => {
                if !self.needed_null {
                    assert!(self.needed > cap, "needed {} fits {cap}", self.needed);
                }
                if cap > 0 {
                    assert!(nul.is_some(), "a truncated text is NUL-terminated");
                }
                None
            }
            _ => None,
        }
    }

    /// Whether the buffer can hold `text` (with its NUL).
    pub(crate) fn fits(&self, text: &str) -> bool {
        text.len() < self.buf.len()
    }

    /// Check a refusal for a text that did not fit: the size it needs.
    pub(crate) fn needs(&self, text: &str) {
        if !self.needed_null {
            assert_eq!(self.needed, text.len() + 1);
        }
    }
}

/// A caller's array: exactly `cap` heap elements (or NULL when `cap` is 0), and `count`.
pub(crate) struct Array<T> {
    items: Box<[T]>,
    null: bool,
    count: usize,
    count_null: bool,
}

impl<T: Copy> Array<T> {
    pub(crate) fn new(input: &mut Input, zero: T, big: usize) -> Array<T> {
        let cap = match input.below(6) {
            0 => 0,
            1 | 2 => input.below(big + 2),
            _ => big,
        };
        Array {
            items: vec![zero; cap].into_boxed_slice(),
            null: cap == 0 && input.bool(),
            count: usize::MAX,
            count_null: input.byte() < 8,
        }
    }

    pub(crate) fn args(&mut self) -> (*mut T, usize, *mut usize) {
        let items = if self.null {
            core::ptr::null_mut()
        } else {
            self.items.as_mut_ptr()
        };
        let count = if self.count_null {
            core::ptr::null_mut()
        } else {
            &mut self.count
        };
        (items, self.items.len(), count)
    }

    /// Whether the array arguments keep the contract: `count` given, `items` NULL only with `cap` 0.
    pub(crate) fn valid(&self) -> bool {
        !self.count_null && (!self.null || self.items.is_empty())
    }

    /// The items after `DIGIPEG_OK` (their count checked against the capacity), or `None`.
    pub(crate) fn check(&self, code: c_int) -> Option<&[T]> {
        match code {
            DIGIPEG_OK => {
                assert!(!self.count_null, "count is required");
                assert!(self.count <= self.items.len());
                Some(&self.items[..self.count])
            }
            DIGIPEG_E_BUFFER_TOO_SMALL if !self.count_null => {
                assert!(self.count > self.items.len());
                None
            }
            _ => None,
        }
    }

    /// The count reported (also after `DIGIPEG_E_BUFFER_TOO_SMALL`).
    pub(crate) fn count(&self) -> Option<usize> {
        (!self.count_null && self.count != usize::MAX).then_some(self.count)
    }
}

/// Rows of text as C strings, sometimes not UTF-8; the array and count a C function takes.
pub(crate) struct Rows {
    strings: Vec<CString>,
    pointers: Vec<*const c_char>,
    /// The rows as Rust reads them, if every one is UTF-8.
    pub(crate) text: Option<Vec<String>>,
}

impl Rows {
    pub(crate) fn new(input: &mut Input, alphabet: &str, rows: usize, width: usize) -> Rows {
        let mut lines: Vec<Vec<u8>> = input
            .rows(alphabet, rows, width, rows + 2)
            .into_iter()
            .map(String::into_bytes)
            .collect();
        if input.byte() > 245 && !lines.is_empty() {
            let i = input.below(lines.len());
            lines[i].push(0xFF);
        }
        let strings: Vec<CString> = lines
            .into_iter()
            .map(|l| CString::new(l.into_iter().filter(|&b| b != 0).collect::<Vec<u8>>()).expect("no NUL"))
            .collect();
        let text = strings
            .iter()
            .map(|s| s.to_str().ok().map(str::to_owned))
            .collect();
        let pointers = strings.iter().map(|s| s.as_ptr()).collect();
        Rows {
            strings,
            pointers,
            text,
        }
    }

    /// The array (NULL when empty, now and then) and the count.
    pub(crate) fn args(&self, input: &mut Input) -> (*const *const c_char, usize) {
        let _ = &self.strings;
        if self.pointers.is_empty() && input.bool() {
            (core::ptr::null(), 0)
        } else {
            (self.pointers.as_ptr(), self.pointers.len())
        }
    }
}

/// The error functions answer every code with a static NUL-terminated UTF-8 string.
fn error_texts(code: c_int) {
    for p in [digipeg_error_message(code), digipeg_error_name(code)] {
        assert!(!p.is_null());
        // SAFETY: the library returns static NUL-terminated strings.
        let text = unsafe { core::ffi::CStr::from_ptr(p) };
        assert!(text.to_str().is_ok() && !text.to_bytes().is_empty());
    }
    let kind = digipeg_error_kind(code);
    assert!((0..=7).contains(&kind), "kind {kind} of {code}");
}

/// Sequences of C calls over every game's structs.
pub fn ffi_calls(data: &[u8]) {
    let mut input = Input::new(data);
    let mut peg = peg::Peg::new();
    let mut quixo = quixo::Quixo::new();
    let mut ttt = tictactoe::Ttt::new();
    let mut cards = cards::Cards::new();
    for _ in 0..MAX_STEPS {
        if input.is_empty() {
            break;
        }
        match input.below(20) {
            0 => error_texts(input.raw() as c_int),
            1..=5 => peg.step(&mut input),
            6..=10 => quixo.step(&mut input),
            11..=12 => cards.deque_step(&mut input),
            13..=16 => cards.solitaire_step(&mut input),
            _ => ttt.step(&mut input),
        }
    }
}
