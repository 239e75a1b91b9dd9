//! The shared vectors (`tests/vectors/*.txt`, all four games) compiled in, compressed, and a
//! `no_std` interpreter that plays them: every verb of every game, every error code.
//!
//! One module per game file (`peg`, `quixo`, `tictactoe`, `solitaire`), verb for verb as
//! `core/tests/vectors_*.rs`; `reader` reads the scenario format without allocating; `lz` expands
//! what `build.rs` compressed. This module holds what the games share: comparing results and
//! texts with a step, printing what differs, counting, and running the cases of one file.
//!
//! A new verb is one `match` arm in its game's `run_case`. A new suite (for example random games
//! replayed and hashed) is another loop beside [`FILES`] in the firmware's `main`, writing to the
//! same [`Ctx`].

mod lz;
mod peg;
mod quixo;
mod reader;
mod solitaire;
#[cfg(test)]
mod tests;
mod tictactoe;

/// The compressed vectors and their Huffman codes, written by `build.rs`.
mod packed {
    use super::lz::Code;
    include!(concat!(env!("OUT_DIR"), "/vectors.rs"));
}

use core::fmt::{self, Display, Write};
use core::ops::Range;

use digipeg::Error;

use lz::Bits;
pub use lz::Window;
/// The verbs whose steps the firmware skips, and why (`build.rs` leaves them out).
pub use packed::SKIPPED;
use reader::{Case, Checked, Expect, Step};

/// The vectors of one game, in flash.
pub struct File {
    /// The file's name in `tests/vectors/`.
    pub name: &'static str,
    /// The length of its text.
    pub text_len: usize,
    /// Its steps of the verbs the firmware skips ([`SKIPPED`]), left out of `packed`.
    pub skipped: u32,
    /// Its compressed cases.
    pub packed: &'static [u8],
    /// The interpreter of its verbs.
    run_case: fn(&mut Ctx, &Case) -> Checked,
    /// The error codes of its game: each must be expected, and met, by some step.
    codes: Range<u16>,
}

/// The four games' vectors.
pub const FILES: [File; 4] = [
    File::new(packed::PEG, peg::run_case, 100),
    File::new(packed::QUIXO, quixo::run_case, 200),
    File::new(packed::TICTACTOE, tictactoe::run_case, 300),
    File::new(packed::SOLITAIRE, solitaire::run_case, 400),
];

impl File {
    const fn new(
        (name, text_len, skipped, packed): (&'static str, usize, u32, &'static [u8]),
        run_case: fn(&mut Ctx, &Case) -> Checked,
        first_code: u16,
    ) -> File {
        File {
            name,
            text_len,
            skipped,
            packed,
            run_case,
            codes: first_code..first_code + 100,
        }
    }
}

/// The bytes of flash the vectors take: every compressed file and the tables of their codes.
pub fn packed_size() -> usize {
    let codes = [packed::LITLEN, packed::DISTANCE]
        .iter()
        .map(|c| size_of_val(c.counts) + size_of_val(c.symbols))
        .sum::<usize>();
    FILES.iter().map(|f| f.packed.len()).sum::<usize>() + codes
}

/// The state of a whole run: output, counters, the error codes seen, the self-check switch.
pub struct Ctx<'o> {
    /// Where everything checked, and every difference, is written.
    pub out: &'o mut dyn Write,
    /// Run with one expectation deliberately wrong (see [`Ctx::flip`]).
    flip: bool,
    /// Steps so far, the skipped ones included.
    pub steps: u32,
    /// Steps skipped so far (see [`SKIPPED`]).
    pub skipped: u32,
    /// Error codes 0..600 that some step expected and got, one bit each.
    codes: [u32; 19],
}

impl<'o> Ctx<'o> {
    /// A run writing to `out`; with `flip`, one expectation is deliberately wrong (see
    /// [`Ctx::flip`]).
    pub fn new(out: &'o mut dyn Write, flip: bool) -> Self {
        Ctx {
            out,
            flip,
            steps: 0,
            skipped: 0,
            codes: [0; 19],
        }
    }

    /// The self-check: `1` the first time it is asked while flipping is on, else `0`. A check
    /// adds it to an expected number, so exactly one expectation is wrong and the run must fail.
    pub fn flip(&mut self) -> u32 {
        if core::mem::take(&mut self.flip) {
            let _ = writeln!(self.out, "(self-check: expecting one more than the vector says)");
            1
        } else {
            0
        }
    }

    /// Whether some step expected error `code` and got it.
    pub fn saw_code(&self, code: u16) -> bool {
        let i = usize::from(code);
        self.codes.get(i / 32).is_some_and(|w| w & (1 << (i % 32)) != 0)
    }

    /// Compare an action's result with the step: success when no `error` line follows, else that
    /// error's code. (The messages were checked by the build, against the same core: this image
    /// carries none of them, see `build.rs`.) `Some` holds the value of an expected success.
    pub fn result<T>(&mut self, step: &Step, result: Result<T, Error>) -> Checked<Option<T>> {
        match result {
            Ok(v) => self.outcome(step, None).map(|()| Some(v)),
            Err(e) => self.outcome(step, Some(e)).map(|()| None),
        }
    }

    /// [`Ctx::result`] without the value, so that it is compiled once.
    #[inline(never)]
    fn outcome(&mut self, step: &Step, error: Option<Error>) -> Checked {
        match (error.map(|e| u32::from(e.code())), step.error) {
            (None, None) => Ok(()),
            (None, Some(code)) => {
                let _ = writeln!(
                    self.out,
                    "line {}: `{}` succeeded, expected error {code}",
                    step.line, step.verb
                );
                Err(step.fail("succeeded, expected an error"))
            }
            (Some(got), None) => {
                let _ = writeln!(
                    self.out,
                    "line {}: `{}` failed with error {got}",
                    step.line, step.verb
                );
                Err(step.fail("failed, expected success"))
            }
            (Some(got), Some(code)) => {
                if got != code {
                    let _ = writeln!(
                        self.out,
                        "line {}: `{}` failed with error {got}, expected error {code}",
                        step.line, step.verb
                    );
                    return Err(step.fail("wrong error"));
                }
                let i = code as usize;
                if let Some(w) = self.codes.get_mut(i / 32) {
                    *w |= 1 << (i % 32);
                }
                Ok(())
            }
        }
    }

    /// A check of one value.
    pub fn eq<T: PartialEq + Display>(&mut self, step: &Step, got: T, expected: T) -> Checked {
        step.no_error()?;
        if got == expected {
            return Ok(());
        }
        let _ = writeln!(
            self.out,
            "line {}: `{}` got {got}, expected {expected}",
            step.line, step.verb
        );
        Err(step.fail("value differs"))
    }

    /// A check of a yes/no answer against argument `i` (`yes` or `no`; anything else differs).
    pub fn yes(&mut self, step: &Step, got: bool, i: usize) -> Checked {
        self.eq(step, if got { "yes" } else { "no" }, step.arg(i)?)
    }

    /// A check of a list: `items` written with `Display` must be exactly `words`.
    pub fn list<'a, T: Display, I: Iterator<Item = T>>(
        &mut self,
        step: &Step,
        items: impl Fn() -> I,
        words: impl Iterator<Item = &'a str>,
    ) -> Checked {
        step.no_error()?;
        if same_words(items(), words) {
            return Ok(());
        }
        let _ = writeln!(
            self.out,
            "line {}: `{}` got {}",
            step.line,
            step.verb,
            Spaced(items)
        );
        Err(step.fail("list differs"))
    }

    /// A check of a text against the step's block; the text is printed as it is made.
    pub fn text(&mut self, step: &Step, write: impl FnOnce(&mut Expect) -> fmt::Result) -> Checked {
        step.no_error()?;
        let mut expect = Expect::new(step, self.out);
        write(&mut expect).map_err(|_| step.fail("formatting failed"))?;
        let mismatch = expect.finish();
        self.text_result(step, mismatch)
    }

    /// Report a text comparison made earlier (a program's output is compared while it runs).
    pub fn text_result(&mut self, step: &Step, mismatch: Option<usize>) -> Checked {
        let Some(at) = mismatch else { return Ok(()) };
        let _ = writeln!(
            self.out,
            "\nline {}: the text above differs at byte {at}; expected:",
            step.line
        );
        for line in step.block() {
            let _ = writeln!(self.out, "{line}");
        }
        Err(step.fail("text differs"))
    }
}

/// Matches written text against the start of a word, consuming it.
struct WordMatch<'a>(&'a [u8]);

impl Write for WordMatch<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 = self.0.strip_prefix(s.as_bytes()).ok_or(fmt::Error)?;
        Ok(())
    }
}

/// Whether `items`, each written with `Display`, are exactly `words`.
fn same_words<'a, T: Display>(
    items: impl Iterator<Item = T>,
    mut words: impl Iterator<Item = &'a str>,
) -> bool {
    for item in items {
        let Some(word) = words.next() else { return false };
        let mut matcher = WordMatch(word.as_bytes());
        if write!(matcher, "{item}").is_err() || !matcher.0.is_empty() {
            return false;
        }
    }
    words.next().is_none()
}

/// Space-separated items, for printing lists that differ.
struct Spaced<F>(F);

impl<F: Fn() -> I, I: Iterator<Item = T>, T: Display> Display for Spaced<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, item) in (self.0)().enumerate() {
            if i > 0 {
                f.write_char(' ')?;
            }
            item.fmt(f)?;
        }
        Ok(())
    }
}

/// Write coordinates (each below 10) as one digit each: a move token such as `0004`. (Plain
/// `{}` of a `u8` would link an integer formatter of its own.)
pub fn digits(f: &mut fmt::Formatter<'_>, coordinates: &[u8]) -> fmt::Result {
    for &c in coordinates {
        f.write_char(char::from(b'0' + c % 10))?;
    }
    Ok(())
}

/// Per-file totals.
pub struct Tally {
    /// Cases run.
    pub cases: u32,
    /// Cases that failed.
    pub failed: u32,
}

impl Ctx<'_> {
    /// Report (as `FAIL` lines) every error code of `files` that no step expected and met, and
    /// count them.
    pub fn missing_codes(&mut self, files: &[File]) -> u32 {
        let mut missing = 0;
        for e in Error::ALL {
            let game = files.iter().any(|f| f.codes.contains(&e.code()));
            if game && !self.saw_code(e.code()) {
                // The code alone: the messages (and the names) would be tables of their own.
                let _ = writeln!(self.out, "FAIL error {} was never met", u32::from(e.code()));
                missing += 1;
            }
        }
        missing
    }

    /// Run every case of `file`, expanding them in `window`; a failing case is reported and the
    /// next one runs.
    pub fn run_file(&mut self, window: &mut Window, file: &File) -> Tally {
        let File {
            name,
            packed: blob,
            run_case,
            skipped,
            ..
        } = *file;
        let mut tally = Tally { cases: 0, failed: 0 };
        let steps_before = self.steps;
        let _ = writeln!(self.out, "=== {name}");
        window.reset();
        let Some((mut line, count, mut bits)) = Bits::file(blob) else {
            let _ = writeln!(self.out, "FAIL {name}: the compressed vectors are corrupt");
            return Tally { cases: 1, failed: 1 };
        };
        for _ in 0..count {
            tally.cases += 1;
            let Some(text) = window.expand(&mut bits) else {
                tally.failed += 1;
                let _ = writeln!(
                    self.out,
                    "FAIL {name} line {line}: the compressed vectors are corrupt"
                );
                break;
            };
            let outcome = reader::cases(text, line).try_for_each(|case| {
                let case = case?;
                let _ = writeln!(self.out, "--- case {}", case.name);
                run_case(self, &case)
            });
            if let Err(failed) = outcome {
                tally.failed += 1;
                let _ = writeln!(self.out, "FAIL {name} line {}: {}", failed.line, failed.what);
            }
            line += text.bytes().filter(|&b| b == b'\n').count();
        }
        self.steps += skipped;
        self.skipped += skipped;
        let _ = writeln!(
            self.out,
            "=== {name}: {} cases, {} steps ({skipped} skipped), {} failed",
            tally.cases,
            self.steps - steps_before,
            tally.failed
        );
        tally
    }
}
