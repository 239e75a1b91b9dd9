//! Expands the vectors that `build.rs` compressed: one case at a time, into a buffer that holds
//! the text before it (up to `WINDOW` bytes, the dictionary its back references reach into) and
//! then the case.
//!
//! The format is LZ77 with two canonical Huffman codes, shared by all files (their tables are
//! generated into `packed`). A file is `[first line: u16][cases: u16]` (little-endian) and a bit
//! stream, least significant bit first in each byte. Each case is a run of literal/length
//! symbols up to `END`: a byte (0..=255), `END` (256), or a match of length `symbol - 257 +
//! MIN_MATCH`, followed by its distance: a slot (distance-slot code) and, from slot 4 on,
//! `slot / 2 - 1` extra bits, as in deflate.

use super::packed::{MAX_CASE, MIN_MATCH, WINDOW};

/// A canonical Huffman code: how many codes there are of each length (index 0 unused), and the
/// symbols in code order.
pub struct Code {
    pub counts: &'static [u16],
    pub symbols: &'static [u16],
}

const END: usize = 256;

/// A file's bits, read from the first.
pub struct Bits<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Bits<'a> {
    /// The first line of a file's first case, its number of cases, and its bits.
    pub fn file(blob: &'a [u8]) -> Option<(usize, usize, Bits<'a>)> {
        let u16_at = |at: usize| Some(usize::from(*blob.get(at)?) | usize::from(*blob.get(at + 1)?) << 8);
        let bits = Bits {
            bytes: blob.get(4..)?,
            at: 0,
        };
        Some((u16_at(0)?, u16_at(2)?, bits))
    }

    fn bit(&mut self) -> Option<usize> {
        let byte = *self.bytes.get(self.at / 8)?;
        let bit = (byte >> (self.at % 8)) & 1;
        self.at += 1;
        Some(usize::from(bit))
    }

    /// `count` bits, the least significant first.
    fn value(&mut self, count: usize) -> Option<usize> {
        let mut value = 0;
        for i in 0..count {
            value |= self.bit()? << i;
        }
        Some(value)
    }

    /// One symbol of `code`: its bits are read one at a time until they are a code of that
    /// length (codes of one length are consecutive numbers, after those of shorter lengths).
    fn symbol(&mut self, code: &Code) -> Option<usize> {
        let (mut bits, mut first, mut index) = (0, 0, 0);
        for &count in code.counts.iter().skip(1) {
            bits |= self.bit()?;
            let count = usize::from(count);
            if bits < first + count {
                return code.symbols.get(index + bits - first).map(|&s| usize::from(s));
            }
            index += count;
            first = (first + count) << 1;
            bits <<= 1;
        }
        None
    }
}

/// Room for the dictionary and the case being expanded (5.5 KB: keep it in a `static`).
pub struct Window {
    buffer: [u8; WINDOW + MAX_CASE],
    /// The text before the next case: where it starts in the buffer, and its length.
    kept: (usize, usize),
}

impl Window {
    /// An empty window.
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

    /// Expand the next case of `bits` after the text before it; `None` if the data is corrupt.
    pub fn expand(&mut self, bits: &mut Bits) -> Option<&str> {
        use super::packed::{DISTANCE, LITLEN};
        // Move the dictionary to the front; the case goes after it.
        let (start, begin) = self.kept;
        self.buffer.copy_within(start..start + begin, 0);
        let mut at = begin;
        loop {
            let symbol = bits.symbol(&LITLEN)?;
            if symbol < END {
                *self.buffer.get_mut(at)? = symbol as u8;
                at += 1;
                continue;
            }
            if symbol == END {
                break;
            }
            let length = symbol - END - 1 + MIN_MATCH;
            let slot = bits.symbol(&DISTANCE)?;
            let distance = if slot < 4 {
                slot + 1
            } else {
                let extra = slot / 2 - 1;
                ((2 | slot & 1) << extra) + bits.value(extra)? + 1
            };
            let from = at.checked_sub(distance)?;
            for i in 0..length {
                *self.buffer.get_mut(at + i)? = *self.buffer.get(from + i)?;
            }
            at += length;
        }
        // The next case's dictionary: the last `WINDOW` bytes expanded so far.
        let keep = at.min(WINDOW);
        self.kept = (at - keep, keep);
        core::str::from_utf8(self.buffer.get(begin..at)?).ok()
    }
}

impl Default for Window {
    fn default() -> Self {
        Window::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vectors::{FILES, SKIPPED};

    /// `text` as the build packs it: each `error CODE MESSAGE` line cut to `error CODE`, and
    /// each step of the skipped verbs blank, with its `error` line if the next step line is one.
    fn for_firmware(text: &str) -> String {
        let mut cut = String::new();
        let mut after_skipped = false;
        for line in text.split_inclusive('\n') {
            let skip = SKIPPED
                .iter()
                .any(|(verb, _)| line.starts_with(&format!("{verb} ")));
            let error = line.starts_with("error ");
            if skip || (error && after_skipped) {
                cut += "\n";
            } else if error {
                cut += &format!("error {}\n", line[6..].split(' ').next().unwrap().trim_end());
            } else {
                cut += line;
            }
            let between = line.trim().is_empty() || line.starts_with('#');
            after_skipped = skip || (after_skipped && between);
        }
        cut
    }

    /// Every file expands, case by case, to its text from the first case on (the messages of
    /// expected errors cut: the build checked them).
    #[test]
    fn every_file_expands_to_its_text() {
        let mut window = Window::new();
        for file in &FILES {
            let text = std::fs::read_to_string(format!("../../tests/vectors/{}", file.name)).unwrap();
            assert_eq!(text.len(), file.text_len);
            let (first_line, cases, mut bits) = Bits::file(file.packed).unwrap();
            let start: usize = text
                .split_inclusive('\n')
                .take(first_line - 1)
                .map(str::len)
                .sum();
            assert!(text[start..].starts_with("case "), "{}", file.name);
            window.reset();
            let mut expanded = String::new();
            for _ in 0..cases {
                expanded += window.expand(&mut bits).unwrap();
            }
            assert_eq!(expanded, for_firmware(&text[start..]), "{}", file.name);
            assert_eq!(expanded.matches("\ncase ").count() + 1, cases);
        }
    }

    /// A damaged stream is refused, never read out of bounds.
    #[test]
    fn a_truncated_file_is_refused() {
        let file = &FILES[0];
        let (_, cases, _) = Bits::file(file.packed).unwrap();
        let cut = &file.packed[..file.packed.len() / 2];
        let (_, _, mut bits) = Bits::file(cut).unwrap();
        let mut window = Window::new();
        assert!((0..cases).any(|_| window.expand(&mut bits).is_none()));
    }
}
