//! What every game's interpreter shares: comparing results and texts with a step, printing what
//! differs, counting, and running the cases of one file.

use core::fmt::{self, Display, Write};

use digipeg::Error;

use crate::lz::{self, Window};
use crate::out::Out;
use crate::vectors::{self, Case, Checked, Expect, Failed, Step};

/// The state of a whole run: output, counters, the error codes seen, the self-check switch.
pub struct Ctx<'o> {
    pub out: &'o mut Out,
    /// Run with one expectation deliberately wrong (see [`Ctx::flip`]).
    flip: bool,
    pub steps: u32,
    /// Steps not run, each reported with its reason.
    pub skipped: u32,
    /// Error codes 0..600 that some step expected and got, one bit each.
    codes: [u32; 19],
}

impl<'o> Ctx<'o> {
    pub fn new(out: &'o mut Out, flip: bool) -> Self {
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

    /// Count a step as skipped, printing why (a verb the firmware cannot run).
    pub fn skip(&mut self, step: &Step, why: &str) -> Checked {
        self.skipped += 1;
        let _ = writeln!(self.out, "line {}: skipped `{}`: {why}", step.line, step.verb);
        Ok(())
    }

    pub fn saw_code(&self, code: u16) -> bool {
        let i = usize::from(code);
        self.codes.get(i / 32).is_some_and(|w| w & (1 << (i % 32)) != 0)
    }

    /// Compare an action's result with the step: success when no `error` line follows, else that
    /// error's code and message. `Some` holds the value of an expected success.
    pub fn result<T>(&mut self, step: &Step, result: Result<T, Error>) -> Checked<Option<T>> {
        match result {
            Ok(v) => self.outcome(step, None).map(|()| Some(v)),
            Err(e) => self.outcome(step, Some(e)).map(|()| None),
        }
    }

    /// [`Ctx::result`] without the value, so that it is compiled once.
    #[inline(never)]
    fn outcome(&mut self, step: &Step, error: Option<Error>) -> Checked {
        match (error, step.error) {
            (None, None) => Ok(()),
            (None, Some((code, _))) => {
                let _ = writeln!(
                    self.out,
                    "line {}: `{}` succeeded, expected error {code}",
                    step.line, step.verb
                );
                Err(step.fail("succeeded, expected an error"))
            }
            (Some(e), None) => {
                let _ = writeln!(
                    self.out,
                    "line {}: `{}` failed with {} {}",
                    step.line,
                    step.verb,
                    e.code(),
                    e.message()
                );
                Err(step.fail("failed, expected success"))
            }
            (Some(e), Some((code, message))) => {
                if e.code() != code || e.message() != message {
                    let _ = writeln!(
                        self.out,
                        "line {}: `{}` failed with {} {}\n  expected {code} {message}",
                        step.line,
                        step.verb,
                        e.code(),
                        e.message()
                    );
                    return Err(step.fail("wrong error"));
                }
                let i = usize::from(code);
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

/// Per-file totals.
pub struct Tally {
    pub cases: u32,
    pub failed: u32,
}

/// Run every case of one compressed file; a failing case is reported and the next one runs.
pub fn run_file(
    ctx: &mut Ctx,
    window: &mut Window,
    (name, _, blob): (&str, usize, &[u8]),
    run_case: fn(&mut Ctx, &Case) -> Checked,
) -> Tally {
    let mut tally = Tally { cases: 0, failed: 0 };
    let steps_before = ctx.steps;
    let _ = writeln!(ctx.out, "=== {name}");
    window.reset();
    for packed in lz::packed(blob) {
        tally.cases += 1;
        let outcome = match window.expand(&packed) {
            None => Err(Failed {
                line: packed.line,
                what: "the compressed case is corrupt",
            }),
            Some(text) => vectors::cases(text, packed.line).try_for_each(|case| {
                let case = case?;
                let _ = writeln!(ctx.out, "--- case {}", case.name);
                run_case(ctx, &case)
            }),
        };
        if let Err(failed) = outcome {
            tally.failed += 1;
            let _ = writeln!(ctx.out, "FAIL {name} line {}: {}", failed.line, failed.what);
        }
    }
    let _ = writeln!(
        ctx.out,
        "=== {name}: {} cases, {} steps, {} failed",
        tally.cases,
        ctx.steps - steps_before,
        tally.failed
    );
    tally
}
