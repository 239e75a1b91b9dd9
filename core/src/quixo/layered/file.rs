//! The layer file: a 64-byte header, then the payload (packed values or pass bytes).
//!
//! | bytes | field |
//! |---|---|
//! | 0-7 | magic `QUIXOLYR` |
//! | 8-9 | format version ([`FORMAT_VERSION`]), little-endian like every number here |
//! | 10 | kind: 1 values (2 bits a position: 0 drawn, 1 won, 2 lost, 4 to a byte, lowest bits first), 2 passes |
//! | 11, 12, 13 | board size n, a (cubes of the player to move), b (cubes of the other) |
//! | 14 | bytes a pass takes in a passes file: 1 (passes up to 250) or 2 (up to 65,530, little-endian); 0 in a values file |
//! | 15 | zero |
//! | 16-23 | positions in the layer |
//! | 24-31 | payload bytes |
//! | 32-55 | won, lost, drawn positions (for the player to move) |
//! | 56-59 | CRC-32 (IEEE, as zlib's `crc32`) of the payload |
//! | 60-63 | CRC-32 of bytes 0-59 |

use super::Layer;
use crate::Error;

/// The version of the layer format and of the solver's conventions; a reader refuses others.
/// (2: the passes of a pair that needs more than 250 take two bytes, byte 14 says how many.)
pub const FORMAT_VERSION: u16 = 2;
/// Bytes of the header before the payload.
pub const HEADER_LEN: usize = 64;
const MAGIC: &[u8; 8] = b"QUIXOLYR";

/// How many bytes a pass takes, in a passes file and in the solver's work memory. Most pairs
/// need far fewer than 250 passes and take one byte a position; a pair that needs more is
/// solved again with two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PassWidth {
    /// One byte a position: passes up to 250.
    One,
    /// Two bytes a position, little-endian: passes up to 65,530.
    Two,
}

impl PassWidth {
    /// Bytes a position.
    pub const fn bytes(self) -> usize {
        match self {
            PassWidth::One => 1,
            PassWidth::Two => 2,
        }
    }

    /// The most passes a pair solved at this width may take (the work cell holds a few codes
    /// besides the passes).
    pub const fn max_pass(self) -> u32 {
        match self {
            PassWidth::One => u8::MAX as u32 - super::DECIDED,
            PassWidth::Two => u16::MAX as u32 - super::DECIDED,
        }
    }

    const fn from_bytes(bytes: u8) -> Option<PassWidth> {
        match bytes {
            1 => Some(PassWidth::One),
            2 => Some(PassWidth::Two),
            _ => None,
        }
    }
}

/// What a layer file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileKind {
    /// The value of every position, 2 bits each.
    Values,
    /// The pass that decided every won or lost position, one or two bytes each (what perfect
    /// play needs to make progress; 0 for draws and boards with a line).
    Passes(PassWidth),
}

impl FileKind {
    const fn code(self) -> u8 {
        match self {
            FileKind::Values => 1,
            FileKind::Passes(_) => 2,
        }
    }

    /// The payload bytes of this kind of file for `layer`.
    pub const fn payload_len(self, layer: &Layer) -> u64 {
        match self {
            FileKind::Values => layer.len().div_ceil(4),
            FileKind::Passes(width) => layer.len() * width.bytes() as u64,
        }
    }

    /// `"values"` or `"passes"`: the file name's extension (the width is in the header).
    pub const fn name(self) -> &'static str {
        match self {
            FileKind::Values => "values",
            FileKind::Passes(_) => "passes",
        }
    }
}

/// The name of a layer's file, `quixo5-t23-a11-b12.values` (or `.passes`): what the drivers
/// write and the players look for ([`Layer::file_name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileName {
    layer: Layer,
    kind: FileKind,
}

impl core::fmt::Display for FileName {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let l = &self.layer;
        write!(
            f,
            "quixo{}-t{:02}-a{:02}-b{:02}.{}",
            l.size(),
            l.total(),
            l.own(),
            l.other(),
            self.kind.name()
        )
    }
}

impl Layer {
    /// The name of this layer's file of `kind` (see [`FileName`]).
    pub const fn file_name(&self, kind: FileKind) -> FileName {
        FileName { layer: *self, kind }
    }
}

/// The parsed header of a layer file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Header {
    /// The layer.
    pub layer: Layer,
    /// Values or passes.
    pub kind: FileKind,
    /// (won, lost, drawn) positions of the layer, for the player to move.
    pub counts: [u64; 3],
    /// CRC-32 of the payload.
    pub crc: u32,
}

impl Header {
    /// The header of a file of `kind` for `layer` whose payload is `payload`.
    pub fn new(layer: Layer, kind: FileKind, counts: [u64; 3], payload: &[u8]) -> Header {
        Header {
            layer,
            kind,
            counts,
            crc: crc32(0, payload),
        }
    }

    /// The 64 header bytes.
    pub fn to_bytes(&self) -> [u8; HEADER_LEN] {
        let mut h = [0u8; HEADER_LEN];
        let mut put = |at: usize, bytes: &[u8]| {
            if let Some(dst) = h.get_mut(at..at + bytes.len()) {
                dst.copy_from_slice(bytes);
            }
        };
        put(0, MAGIC);
        put(8, &FORMAT_VERSION.to_le_bytes());
        let width = match self.kind {
            FileKind::Values => 0,
            FileKind::Passes(w) => w.bytes() as u8,
        };
        put(
            10,
            &[
                self.kind.code(),
                self.layer.size() as u8,
                self.layer.own() as u8,
                self.layer.other() as u8,
                width,
            ],
        );
        put(16, &self.layer.len().to_le_bytes());
        put(24, &self.kind.payload_len(&self.layer).to_le_bytes());
        for (k, c) in self.counts.iter().enumerate() {
            put(32 + 8 * k, &c.to_le_bytes());
        }
        put(56, &self.crc.to_le_bytes());
        let own = crc32(0, h.get(..60).unwrap_or(&[]));
        if let Some(dst) = h.get_mut(60..64) {
            dst.copy_from_slice(&own.to_le_bytes());
        }
        h
    }

    /// Parse and check a header (magic, version, its own checksum, the layer and the sizes); the
    /// payload's checksum is checked by [`Header::check_payload`].
    ///
    /// Errors: [`Error::LayerBadData`].
    pub fn parse(bytes: &[u8]) -> Result<Header, Error> {
        let h = bytes.get(..HEADER_LEN).ok_or(Error::LayerBadData)?;
        let u64_at = |at: usize| {
            h.get(at..at + 8)
                .and_then(|s| s.try_into().ok())
                .map_or(0, u64::from_le_bytes)
        };
        let u32_at = |at: usize| {
            h.get(at..at + 4)
                .and_then(|s| s.try_into().ok())
                .map_or(0, u32::from_le_bytes)
        };
        let byte = |at: usize| h.get(at).copied().unwrap_or(0) as usize;
        if h.get(..8) != Some(MAGIC.as_slice())
            || u16::from_le_bytes([h[8], h[9]]) != FORMAT_VERSION
            || crc32(0, h.get(..60).unwrap_or(&[])) != u32_at(60)
        {
            return Err(Error::LayerBadData);
        }
        let kind = match (h[10], h[14]) {
            (1, 0) => FileKind::Values,
            (2, w) => FileKind::Passes(PassWidth::from_bytes(w).ok_or(Error::LayerBadData)?),
            _ => return Err(Error::LayerBadData),
        };
        if h[15] != 0 {
            return Err(Error::LayerBadData);
        }
        let layer = Layer::new(byte(11), byte(12), byte(13)).map_err(|_| Error::LayerBadData)?;
        if u64_at(16) != layer.len() || u64_at(24) != kind.payload_len(&layer) {
            return Err(Error::LayerBadData);
        }
        Ok(Header {
            layer,
            kind,
            counts: [u64_at(32), u64_at(40), u64_at(48)],
            crc: u32_at(56),
        })
    }

    /// Check that `payload` is this file's payload (length and checksum).
    ///
    /// Errors: [`Error::LayerBadData`].
    pub fn check_payload(&self, payload: &[u8]) -> Result<(), Error> {
        if payload.len() as u64 != self.kind.payload_len(&self.layer) || crc32(0, payload) != self.crc {
            return Err(Error::LayerBadData);
        }
        Ok(())
    }
}

/// A whole layer file in memory: check it and return its header and payload.
///
/// Errors: [`Error::LayerBadData`].
pub fn parse_file(bytes: &[u8]) -> Result<(Header, &[u8]), Error> {
    let header = Header::parse(bytes)?;
    let payload = bytes.get(HEADER_LEN..).ok_or(Error::LayerBadData)?;
    header.check_payload(payload)?;
    Ok((header, payload))
}

/// The CRC-32 tables for slicing by 8 (reflected polynomial 0xEDB88320).
const CRC: [[u32; 256]; 8] = {
    let mut t = [[0u32; 256]; 8];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        t[0][i] = c;
        i += 1;
    }
    let mut s = 1;
    while s < 8 {
        let mut i = 0;
        while i < 256 {
            let prev = t[s - 1][i];
            t[s][i] = (prev >> 8) ^ t[0][(prev & 0xff) as usize];
            i += 1;
        }
        s += 1;
    }
    t
};

/// CRC-32 of `data` continuing from `crc` (0 to start), as zlib's `crc32(data, crc)`.
pub fn crc32(crc: u32, data: &[u8]) -> u32 {
    let mut c = !crc;
    let mut words = data.chunks_exact(8);
    for w in &mut words {
        let lo = u32::from_le_bytes([w[0], w[1], w[2], w[3]]) ^ c;
        let hi = u32::from_le_bytes([w[4], w[5], w[6], w[7]]);
        c = CRC[7][(lo & 0xff) as usize]
            ^ CRC[6][((lo >> 8) & 0xff) as usize]
            ^ CRC[5][((lo >> 16) & 0xff) as usize]
            ^ CRC[4][(lo >> 24) as usize]
            ^ CRC[3][(hi & 0xff) as usize]
            ^ CRC[2][((hi >> 8) & 0xff) as usize]
            ^ CRC[1][((hi >> 16) & 0xff) as usize]
            ^ CRC[0][(hi >> 24) as usize];
    }
    for &byte in words.remainder() {
        c = CRC[0][((c ^ u32::from(byte)) & 0xff) as usize] ^ (c >> 8);
    }
    !c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc_matches_the_standard_check_value() {
        assert_eq!(crc32(0, b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(0, b""), 0);
        // Continuing equals one pass.
        let data = b"The quick brown fox jumps over the lazy dog, twice over.";
        assert_eq!(crc32(crc32(0, &data[..13]), &data[13..]), crc32(0, data));
        // The bytewise definition, for every length up to 20.
        for len in 0..=data.len().min(20) {
            let mut c = !0u32;
            for &b in &data[..len] {
                c ^= u32::from(b);
                for _ in 0..8 {
                    c = if c & 1 != 0 {
                        0xEDB8_8320 ^ (c >> 1)
                    } else {
                        c >> 1
                    };
                }
            }
            assert_eq!(crc32(0, &data[..len]), !c);
        }
    }

    #[test]
    fn header_round_trip_and_refusals() {
        let layer = Layer::new(4, 3, 5).unwrap();
        let len = FileKind::Values.payload_len(&layer) as usize;
        let payload: std::vec::Vec<u8> = (0..len).map(|i| (i * 37) as u8).collect();
        let header = Header::new(layer, FileKind::Values, [1, 2, 3], &payload);
        let bytes = header.to_bytes();
        assert_eq!(Header::parse(&bytes), Ok(header));
        let mut file = bytes.to_vec();
        file.extend_from_slice(&payload);
        assert_eq!(parse_file(&file).map(|(h, p)| (h, p.len())), Ok((header, len)));
        // Any flipped bit is refused.
        for at in [0, 9, 11, 20, 40, 57, 63, HEADER_LEN + 5] {
            let mut bad = file.clone();
            bad[at] ^= 4;
            assert_eq!(parse_file(&bad).err(), Some(Error::LayerBadData), "byte {at}");
        }
        assert_eq!(
            parse_file(&file[..file.len() - 1]).err(),
            Some(Error::LayerBadData)
        );
        assert_eq!(Header::parse(&file[..10]).err(), Some(Error::LayerBadData));
    }

    /// A header with byte `at` set to `byte` and its own checksum made right again.
    fn with_byte(header: &Header, at: usize, byte: u8) -> [u8; HEADER_LEN] {
        let mut h = header.to_bytes();
        h[at] = byte;
        let own = crc32(0, &h[..60]);
        h[60..].copy_from_slice(&own.to_le_bytes());
        h
    }

    #[test]
    fn file_names() {
        use std::string::ToString;
        let l = Layer::new(5, 11, 12).unwrap();
        assert_eq!(
            l.file_name(FileKind::Values).to_string(),
            "quixo5-t23-a11-b12.values"
        );
        let p = Layer::new(3, 0, 1)
            .unwrap()
            .file_name(FileKind::Passes(PassWidth::Two));
        assert_eq!(p.to_string(), "quixo3-t01-a00-b01.passes");
    }

    #[test]
    fn two_byte_passes_are_recorded_in_the_header() {
        let layer = Layer::new(5, 12, 13).unwrap();
        for width in [PassWidth::One, PassWidth::Two] {
            let kind = FileKind::Passes(width);
            assert_eq!(kind.payload_len(&layer), layer.len() * width.bytes() as u64);
            let header = Header::new(layer, kind, [4, 5, 6], &[]);
            let bytes = header.to_bytes();
            assert_eq!(bytes[14], width.bytes() as u8);
            assert_eq!(Header::parse(&bytes).map(|h| h.kind), Ok(kind));
            assert_eq!(kind.name(), "passes");
        }
        assert_eq!(
            (PassWidth::One.max_pass(), PassWidth::Two.max_pass()),
            (250, 65_530)
        );
        let values = Header::new(layer, FileKind::Values, [4, 5, 6], &[]);
        assert_eq!(values.to_bytes()[14], 0);
        let passes = Header::new(layer, FileKind::Passes(PassWidth::One), [4, 5, 6], &[]);
        // Widths other than 1 and 2, a width on a values file, and byte 15 are refused.
        for (header, at, byte) in [
            (&passes, 14, 0),
            (&passes, 14, 3),
            (&values, 14, 1),
            (&passes, 15, 1),
        ] {
            let bad = with_byte(header, at, byte);
            assert_eq!(
                Header::parse(&bad).err(),
                Some(Error::LayerBadData),
                "byte {at} = {byte}"
            );
        }
        // The version before the width was recorded is refused.
        assert_eq!(
            Header::parse(&with_byte(&passes, 8, 1)).err(),
            Some(Error::LayerBadData)
        );
    }
}
