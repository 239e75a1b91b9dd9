//! CRC-32 (the zlib, PNG and Ethernet CRC): reflected polynomial 0xEDB88320, initial value and
//! final XOR 0xFFFFFFFF. Every runtime computes it over its trace; `crc32(b"123456789")` is
//! 0xCBF43926.

use core::fmt;

const fn table() -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut bit = 0;
        while bit < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            bit += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
}

static TABLE: [u32; 256] = table();

/// A running CRC-32 over everything written to it, and the number of bytes.
#[derive(Clone, Copy, Debug)]
pub struct Crc32 {
    state: u32,
    bytes: u64,
}

impl Crc32 {
    /// The CRC of nothing yet.
    pub const fn new() -> Crc32 {
        Crc32 {
            state: 0xFFFF_FFFF,
            bytes: 0,
        }
    }

    /// Add `data`.
    pub fn update(&mut self, data: &[u8]) {
        for &byte in data {
            self.state = TABLE[usize::from((self.state as u8) ^ byte)] ^ (self.state >> 8);
        }
        self.bytes += data.len() as u64;
    }

    /// The CRC of everything added so far.
    pub const fn value(&self) -> u32 {
        !self.state
    }

    /// How many bytes were added.
    pub const fn bytes(&self) -> u64 {
        self.bytes
    }
}

impl Default for Crc32 {
    fn default() -> Crc32 {
        Crc32::new()
    }
}

impl fmt::Write for Crc32 {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.update(s.as_bytes());
        Ok(())
    }
}

/// Whether this implementation gives the standard check value.
pub fn self_check() -> bool {
    let mut crc = Crc32::new();
    crc.update(b"123456789");
    crc.value() == 0xCBF4_3926
}
