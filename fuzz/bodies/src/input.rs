//! Reading a fuzzer's bytes as the values a careless or hostile caller would pass.

use arbitrary::Unstructured;

/// The most steps a sequence target takes from one input, so every input runs in milliseconds.
pub const MAX_STEPS: usize = 400;

/// A fuzzer input, read front to back. Once the bytes run out every read gives its smallest
/// value, so a body always ends.
pub struct Input<'a>(Unstructured<'a>);

impl<'a> Input<'a> {
    /// Read `data`.
    pub fn new(data: &'a [u8]) -> Input<'a> {
        Input(Unstructured::new(data))
    }

    /// Whether every byte has been read.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Any byte.
    pub fn byte(&mut self) -> u8 {
        self.0.arbitrary().unwrap_or(0)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        self.0.int_in_range(0..=n - 1).unwrap_or(0)
    }

    /// A number in `low..=high`.
    pub fn range(&mut self, low: i64, high: i64) -> i64 {
        self.0.int_in_range(low..=high).unwrap_or(low)
    }

    /// A coin toss.
    pub fn bool(&mut self) -> bool {
        self.byte() & 1 == 1
    }

    /// Any `u64`.
    pub fn u64(&mut self) -> u64 {
        self.0.arbitrary().unwrap_or(0)
    }

    /// Any `u128`.
    pub fn u128(&mut self) -> u128 {
        self.0.arbitrary().unwrap_or(0)
    }

    /// An integer as a binding hands it over: mostly near a board (`-2..=11`), sometimes at the
    /// edges of the integer types.
    pub fn raw(&mut self) -> i64 {
        match self.byte() {
            0..=219 => self.range(-2, 11),
            220..=229 => self.range(-300, 300),
            230 => i64::MIN,
            231 => i64::MAX,
            232 => i64::from(u8::MAX) + 1,
            233 => i64::from(u32::MAX),
            234 => i64::from(i32::MIN),
            _ => self.0.arbitrary().unwrap_or(0),
        }
    }

    /// A character: mostly one of `alphabet`, sometimes anything (multi-byte ones included).
    pub fn letter(&mut self, alphabet: &str) -> char {
        let count = alphabet.chars().count();
        match self.byte() {
            0..=239 if count > 0 => alphabet.chars().nth(self.below(count)).unwrap_or(' '),
            240..=247 => char::from(self.byte()),
            _ => self.0.arbitrary().unwrap_or('\u{e9}'),
        }
    }

    /// Text of at most `max` characters (see [`Input::letter`]).
    pub fn text(&mut self, alphabet: &str, max: usize) -> String {
        let len = self.below(max + 1);
        (0..len).map(|_| self.letter(alphabet)).collect()
    }

    /// Rows of text for a board parser: usually `rows` rows of exactly `width` characters (so
    /// the characters themselves get tested), sometimes up to `max` rows of any length.
    pub fn rows(&mut self, alphabet: &str, rows: usize, width: usize, max: usize) -> Vec<String> {
        let count = if self.byte() < 200 {
            rows
        } else {
            self.below(max + 1)
        };
        (0..count)
            .map(|_| {
                if self.byte() < 200 {
                    (0..width).map(|_| self.letter(alphabet)).collect()
                } else {
                    self.text(alphabet, width + 2)
                }
            })
            .collect()
    }

    /// What is left, as lines of text (invalid UTF-8 replaced): the input of a terminal program.
    pub fn lines(&mut self) -> Vec<String> {
        let rest = std::mem::replace(&mut self.0, Unstructured::new(&[])).take_rest();
        String::from_utf8_lossy(rest)
            .split('\n')
            .map(str::to_owned)
            .collect()
    }
}
