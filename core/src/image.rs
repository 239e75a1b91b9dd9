//! Plain-byte images of the states, for a binding that keeps a state in memory it does not own
//! (the C interface's caller-owned structs).
//!
//! A Rust value's own bytes are no fit for that: padding, the unused capacity of a `heapless`
//! container and the unused payload of an enum variant are undefined, so a `memcmp`, a hash or
//! an `fwrite` of them would read whatever that memory held before, and two equal values would
//! differ in their bytes. An image writes every one of its bytes: the fields in a fixed order,
//! integers little-endian, unused capacity as zeros. Equal values have equal images. Reading an
//! image back checks it: bytes no image could hold (an enum tag or a length out of range, a board
//! size no game has) are refused, never turned into a value.
//!
//! ```
//! use digipeg::image::Image;
//! use digipeg::peg::DigiPeg;
//!
//! let game = DigiPeg::new(3, 3, 0, 1)?;
//! let mut bytes = [0xA5; DigiPeg::LEN];
//! game.to_image(&mut bytes);
//! assert_eq!(DigiPeg::from_image(&bytes), Some(game));
//! assert_eq!(DigiPeg::from_image(&[0xFF; DigiPeg::LEN]), None);
//! # Ok::<(), digipeg::Error>(())
//! ```

/// A state with a fixed-size byte image (see the module docs).
pub trait Image: Sized {
    /// The length of every image of this type, in bytes.
    const LEN: usize;

    /// Write the image: exactly [`Image::LEN`] bytes.
    fn write(&self, out: &mut Writer<'_>);

    /// Read an image back: `None` if the bytes are no image of this type.
    fn read(input: &mut Reader<'_>) -> Option<Self>;

    /// Write the image into the first [`Image::LEN`] bytes of `out`.
    ///
    /// # Panics
    /// If `out` is shorter than [`Image::LEN`].
    fn to_image(&self, out: &mut [u8]) {
        let mut w = Writer {
            out: &mut out[..Self::LEN],
            at: 0,
        };
        self.write(&mut w);
        debug_assert_eq!(w.at, Self::LEN, "an image writes all its bytes");
    }

    /// The value whose image the first [`Image::LEN`] bytes of `bytes` are, if they are one.
    fn from_image(bytes: &[u8]) -> Option<Self> {
        let mut r = Reader {
            bytes: bytes.get(..Self::LEN)?,
            at: 0,
        };
        Self::read(&mut r)
    }
}

/// Where an [`Image`] is written, field after field.
#[derive(Debug)]
pub struct Writer<'a> {
    out: &'a mut [u8],
    at: usize,
}

impl Writer<'_> {
    /// The next bytes, as they are.
    pub fn bytes(&mut self, bytes: &[u8]) {
        self.out[self.at..self.at + bytes.len()].copy_from_slice(bytes);
        self.at += bytes.len();
    }

    /// `n` zero bytes (unused capacity).
    pub fn zeros(&mut self, n: usize) {
        self.out[self.at..self.at + n].fill(0);
        self.at += n;
    }

    /// A byte.
    pub fn u8(&mut self, v: u8) {
        self.bytes(&[v]);
    }

    /// A `u16`, little-endian.
    pub fn u16(&mut self, v: u16) {
        self.bytes(&v.to_le_bytes());
    }

    /// A `u32`, little-endian.
    pub fn u32(&mut self, v: u32) {
        self.bytes(&v.to_le_bytes());
    }

    /// A `u64`, little-endian.
    pub fn u64(&mut self, v: u64) {
        self.bytes(&v.to_le_bytes());
    }

    /// An `i64`, little-endian.
    pub fn i64(&mut self, v: i64) {
        self.bytes(&v.to_le_bytes());
    }

    /// A `u128`, little-endian.
    pub fn u128(&mut self, v: u128) {
        self.bytes(&v.to_le_bytes());
    }

    /// An optional image: a byte (0 absent, 1 present), then the image or as many zeros.
    pub fn option<T: Image>(&mut self, v: Option<&T>) {
        match v {
            Some(v) => {
                self.u8(1);
                v.write(self);
            }
            None => {
                self.u8(0);
                self.zeros(T::LEN);
            }
        }
    }
}

/// Where an [`Image`] is read from, field after field; every read is `None` past the end.
#[derive(Debug)]
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    /// The next `N` bytes.
    pub fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
        let taken = self.bytes.get(self.at..self.at + N)?.try_into().ok()?;
        self.at += N;
        Some(taken)
    }

    /// The next `n` bytes, which must be zeros (unused capacity).
    pub fn zeros(&mut self, n: usize) -> Option<()> {
        let taken = self.bytes.get(self.at..self.at + n)?;
        self.at += n;
        taken.iter().all(|&b| b == 0).then_some(())
    }

    /// A byte.
    pub fn u8(&mut self) -> Option<u8> {
        self.array::<1>().map(|[b]| b)
    }

    /// A `u16`.
    pub fn u16(&mut self) -> Option<u16> {
        self.array().map(u16::from_le_bytes)
    }

    /// A `u32`.
    pub fn u32(&mut self) -> Option<u32> {
        self.array().map(u32::from_le_bytes)
    }

    /// A `u64`.
    pub fn u64(&mut self) -> Option<u64> {
        self.array().map(u64::from_le_bytes)
    }

    /// An `i64`.
    pub fn i64(&mut self) -> Option<i64> {
        self.array().map(i64::from_le_bytes)
    }

    /// A `u128`.
    pub fn u128(&mut self) -> Option<u128> {
        self.array().map(u128::from_le_bytes)
    }

    /// A byte that must be below `n` (an enum tag).
    pub fn below(&mut self, n: u8) -> Option<u8> {
        self.u8().filter(|&b| b < n)
    }

    /// What [`Writer::option`] wrote: `Some(None)` for absent (its zeros checked).
    pub fn option<T: Image>(&mut self) -> Option<Option<T>> {
        match self.below(2)? {
            0 => self.zeros(T::LEN).map(|()| None),
            _ => T::read(self).map(Some),
        }
    }
}
