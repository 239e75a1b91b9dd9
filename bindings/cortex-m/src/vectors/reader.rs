//! A `no_std`, allocation-free reader of the shared scenario files (`tests/vectors/README.md`).
//!
//! Everything borrows from the `&'static str` compiled into flash: a case is a cursor into the
//! text, a step is a handful of slices, a block is the slice of its lines. The rules are the
//! host reader's (`core/tests/common/mod.rs`): blank and `#` lines are skipped everywhere, `|`
//! lines belong to the step before them, an `error CODE` line ends a step (the build checked the
//! message that followed the code against the core's, and cut it: see `build.rs`).

use core::fmt::{self, Write};

/// Why a case stopped: the line of the step and a short reason. Details (expected and actual
/// values) are printed where they are known, before this is returned.
#[derive(Clone, Copy, Debug)]
pub struct Failed {
    pub line: usize,
    pub what: &'static str,
}

pub type Checked<T = ()> = Result<T, Failed>;

/// A position in a file: the rest of the text and the number of the next line.
#[derive(Clone, Copy)]
struct Cursor<'a> {
    rest: &'a str,
    line: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<(usize, &'a str)> {
        if self.rest.is_empty() {
            return None;
        }
        let end = line_end(self.rest);
        Some((self.line, &self.rest[..end]))
    }

    fn advance(&mut self) {
        self.rest = self.rest.get(line_end(self.rest) + 1..).unwrap_or("");
        self.line += 1;
    }
}

/// Where the first line of `text` ends: its newline, or the end of the text. (A plain loop: the
/// `str::find` of a `char` links a word-at-a-time `memchr` of its own.)
fn line_end(text: &str) -> usize {
    text.bytes().position(|b| b == b'\n').unwrap_or(text.len())
}

fn skipped(raw: &str) -> bool {
    raw.bytes().all(|b| b == b' ' || b == b'\t' || b == b'\r') || raw.starts_with('#')
}

/// The scenarios of one file, in order.
pub struct Cases<'a> {
    cursor: Cursor<'a>,
}

/// One scenario: its name and the cursor just after its `case` line.
pub struct Case<'a> {
    pub name: &'a str,
    body: Cursor<'a>,
}

/// The cases of `text`, whose first line is line `line` of its file.
pub fn cases(text: &str, line: usize) -> Cases<'_> {
    Cases {
        cursor: Cursor { rest: text, line },
    }
}

impl<'a> Iterator for Cases<'a> {
    /// A case, or the line of something that is neither a case nor inside one.
    type Item = Result<Case<'a>, Failed>;

    fn next(&mut self) -> Option<Self::Item> {
        while let Some((line, raw)) = self.cursor.peek() {
            self.cursor.advance();
            if skipped(raw) {
                continue;
            }
            let Some(name) = raw.strip_prefix("case ") else {
                // Steps of a case are consumed by its `Steps`; anything here precedes the first case.
                return Some(Err(Failed {
                    line,
                    what: "step before any `case`",
                }));
            };
            let case = Case {
                name,
                body: self.cursor,
            };
            // Skip the body: the next `case` line starts the next scenario.
            while let Some((_, raw)) = self.cursor.peek() {
                if raw.starts_with("case ") {
                    break;
                }
                self.cursor.advance();
            }
            return Some(Ok(case));
        }
        None
    }
}

impl<'a> Case<'a> {
    pub fn steps(&self) -> Steps<'a> {
        Steps { cursor: self.body }
    }
}

/// The steps of one case (cloned to look ahead).
#[derive(Clone)]
pub struct Steps<'a> {
    cursor: Cursor<'a>,
}

/// One step: `verb args...`, its block, and the error it must end in.
#[derive(Clone, Copy)]
pub struct Step<'a> {
    pub line: usize,
    pub verb: &'a str,
    args: &'a str,
    /// The text from the first block line to the end of the last (may hold blank and `#` lines).
    block: &'a str,
    /// Codes are `u32` here (the core's are `u16`) so that one integer formatter serves all.
    pub error: Option<u32>,
}

impl<'a> Iterator for Steps<'a> {
    type Item = Checked<Step<'a>>;

    fn next(&mut self) -> Option<Self::Item> {
        let (line, raw) = loop {
            let (line, raw) = self.cursor.peek()?;
            if raw.starts_with("case ") {
                return None;
            }
            self.cursor.advance();
            if !skipped(raw) {
                break (line, raw);
            }
        };
        let fail = |what| Some(Err(Failed { line, what }));
        if raw.starts_with('|') {
            return fail("block line after an error line, or before any step");
        }
        if raw.starts_with("error ") {
            return fail("error line before any step, or a second error line");
        }
        let (verb, args) = raw.split_once(' ').unwrap_or((raw, ""));
        // The block: `|` lines, with blank and comment lines between them skipped as the host does.
        let start = self.cursor.rest;
        let mut end = start;
        let mut error = None;
        let mut probe = self.cursor;
        while let Some((at, next)) = probe.peek() {
            if next.starts_with('|') {
                if next.len() < 2 || !next.ends_with('|') {
                    return Some(Err(Failed {
                        line: at,
                        what: "block line must end in |",
                    }));
                }
                probe.advance();
                end = probe.rest;
                self.cursor = probe;
            } else if skipped(next) {
                probe.advance();
            } else {
                if let Some(rest) = next.strip_prefix("error ") {
                    let code = rest.split_once(' ').map_or(rest, |(code, _message)| code);
                    let Some(code) = crate::parse_int(code).and_then(|c| u32::try_from(c).ok()) else {
                        return Some(Err(Failed {
                            line: at,
                            what: "error code is not a number",
                        }));
                    };
                    error = Some(code);
                    probe.advance();
                    self.cursor = probe;
                }
                break;
            }
        }
        let block = &start[..start.len() - end.len()];
        Some(Ok(Step {
            line,
            verb,
            args,
            block,
            error,
        }))
    }
}

/// The lines of a block, each without its enclosing `|`s.
#[derive(Clone)]
pub struct BlockLines<'a> {
    lines: core::str::Split<'a, char>,
}

impl<'a> Iterator for BlockLines<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        for raw in self.lines.by_ref() {
            if let Some(body) = raw.strip_prefix('|') {
                // Checked when the step was read: every block line ends in `|`.
                return Some(body.strip_suffix('|').unwrap_or(body));
            }
        }
        None
    }
}

impl<'a> Step<'a> {
    pub fn fail(&self, what: &'static str) -> Failed {
        Failed {
            line: self.line,
            what,
        }
    }

    /// The arguments after the verb.
    pub fn args(&self) -> impl Iterator<Item = &'a str> + Clone + use<'a> {
        self.args.split(' ').filter(|a| !a.is_empty())
    }

    /// The text after the verb, as written.
    pub fn args_text(&self) -> &'a str {
        self.args
    }

    pub fn arg_count(&self) -> usize {
        self.args().count()
    }

    pub fn arg(&self, i: usize) -> Checked<&'a str> {
        self.args().nth(i).ok_or(self.fail("missing argument"))
    }

    /// Argument `i` parsed as a number.
    pub fn num<T: TryFrom<i64>>(&self, i: usize) -> Checked<T> {
        let n = self.int(i)?;
        T::try_from(n).map_err(|_| self.fail("argument out of range"))
    }

    /// Argument `i` as an integer (one parser for every number type: less flash).
    pub fn int(&self, i: usize) -> Checked<i64> {
        self.int_word(self.arg(i)?)
    }

    /// A word of the step (an argument, or a number of a block line) as an integer.
    #[inline(never)]
    pub fn int_word(&self, word: &str) -> Checked<i64> {
        crate::parse_int(word).ok_or(self.fail("not a number"))
    }

    pub fn block(&self) -> BlockLines<'a> {
        BlockLines {
            lines: self.block.split('\n'),
        }
    }

    /// The block's lines gathered into a fixed-capacity list (for APIs that take `&[&str]`).
    pub fn rows(&self) -> Checked<heapless::Vec<&'a str, MAX_ROWS>> {
        let mut rows = heapless::Vec::new();
        for row in self.block() {
            rows.push(row)
                .map_err(|_| self.fail("block has more rows than the firmware holds"))?;
        }
        Ok(rows)
    }

    /// Fail if a check was given an `error` line (only actions can fail).
    pub fn no_error(&self) -> Checked {
        match self.error {
            None => Ok(()),
            Some(_) => Err(self.fail("a check cannot expect an error")),
        }
    }
}

/// The most rows a board block holds (9 for a peg board, plus slack for the wrong-count tests).
pub const MAX_ROWS: usize = 16;

/// A `fmt::Write` that compares everything written with a step's block (each line plus a
/// newline), and echoes it to the output as it goes.
pub struct Expect<'a, 'o> {
    lines: BlockLines<'a>,
    current: &'a [u8],
    newline_due: bool,
    written: usize,
    mismatch: Option<usize>,
    out: &'o mut dyn Write,
}

impl<'a, 'o> Expect<'a, 'o> {
    pub fn new(step: &Step<'a>, out: &'o mut dyn Write) -> Self {
        Expect {
            lines: step.block(),
            current: &[],
            newline_due: false,
            written: 0,
            mismatch: None,
            out,
        }
    }

    fn next_expected(&mut self) -> Option<u8> {
        loop {
            if let Some((&b, rest)) = self.current.split_first() {
                self.current = rest;
                return Some(b);
            }
            if self.newline_due {
                self.newline_due = false;
                return Some(b'\n');
            }
            self.current = self.lines.next()?.as_bytes();
            self.newline_due = true;
        }
    }

    /// `None` when what was written is exactly the block's text, else the first differing byte.
    pub fn finish(mut self) -> Option<usize> {
        if self.mismatch.is_none() && self.next_expected().is_some() {
            self.mismatch = Some(self.written);
        }
        self.mismatch
    }
}

impl Write for Expect<'_, '_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for &b in s.as_bytes() {
            if self.mismatch.is_none() && self.next_expected() != Some(b) {
                self.mismatch = Some(self.written);
            }
            self.written += 1;
        }
        self.out.write_str(s)
    }
}
