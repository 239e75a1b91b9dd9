//! Expands the vectors that `build.rs` compressed: one case at a time, into a buffer that holds
//! the text before it (up to `WINDOW` bytes, the dictionary its back references reach into) and
//! then the case.

use crate::packed::{MAX_CASE, WINDOW};

/// One compressed case of a file.
pub struct Packed<'a> {
    pub line: usize,
    pub len: usize,
    pub bytes: &'a [u8],
}

fn u16_at(blob: &[u8], at: usize) -> Option<usize> {
    Some(usize::from(u16::from_le_bytes([
        *blob.get(at)?,
        *blob.get(at + 1)?,
    ])))
}

/// The compressed cases of a file, in order.
pub fn packed(mut blob: &[u8]) -> impl Iterator<Item = Packed<'_>> {
    core::iter::from_fn(move || {
        let (line, len, size) = (u16_at(blob, 0)?, u16_at(blob, 2)?, u16_at(blob, 4)?);
        let bytes = blob.get(6..6 + size)?;
        blob = &blob[6 + size..];
        Some(Packed { line, len, bytes })
    })
}

/// Room for the dictionary and the case being expanded.
pub struct Window {
    buffer: [u8; WINDOW + MAX_CASE],
    /// The text before the next case: where it starts in the buffer, and its length.
    kept: (usize, usize),
}

impl Window {
    pub const fn new() -> Window {
        Window {
            buffer: [0; WINDOW + MAX_CASE],
            kept: (0, 0),
        }
    }

    /// Forget the text before (a new file starts).
    pub fn reset(&mut self) {
        self.kept = (0, 0);
    }

    /// Expand `packed` after the text before it; `None` if the data is corrupt.
    pub fn expand(&mut self, packed: &Packed) -> Option<&str> {
        // Move the dictionary to the front; the case goes after it.
        let (start, begin) = self.kept;
        self.buffer.copy_within(start..start + begin, 0);
        let end = begin
            .checked_add(packed.len)
            .filter(|&e| e <= self.buffer.len())?;
        let (mut at, mut input) = (begin, packed.bytes.iter());
        while at < end {
            let flags = *input.next()?;
            for bit in 0..8 {
                if at >= end {
                    break;
                }
                if flags & (1 << bit) != 0 {
                    *self.buffer.get_mut(at)? = *input.next()?;
                    at += 1;
                } else {
                    let code = usize::from(*input.next()?) | (usize::from(*input.next()?) << 8);
                    let (distance, length) = ((code >> 4) + 1, (code & 15) + 3);
                    let from = at.checked_sub(distance)?;
                    for i in 0..length.min(end - at) {
                        *self.buffer.get_mut(at + i)? = *self.buffer.get(from + i)?;
                    }
                    at += length;
                }
            }
        }
        // The next case's dictionary: the last `WINDOW` bytes expanded so far.
        let keep = end.min(WINDOW);
        self.kept = (end - keep, keep);
        core::str::from_utf8(self.buffer.get(begin..end)?).ok()
    }
}
