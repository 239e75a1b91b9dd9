//! Reader for the shared scenario files in `tests/vectors/` (format in its README).
#![allow(dead_code)]

use std::path::PathBuf;

/// One line of a scenario, with its block and the error it must end in, if any.
#[derive(Debug, Clone)]
pub struct Step {
    pub line: usize,
    pub verb: String,
    pub args: Vec<String>,
    pub block: Vec<String>,
    pub error: Option<(u16, String)>,
}

impl Step {
    /// Argument `i` parsed as a number (panics with the line number: test input is ours).
    pub fn num<T: std::str::FromStr>(&self, i: usize) -> T {
        let raw = self.arg(i);
        raw.parse().unwrap_or_else(|_| {
            panic!(
                "line {}: argument {i} of `{}` is not a number: {raw}",
                self.line, self.verb
            )
        })
    }

    pub fn arg(&self, i: usize) -> &str {
        self.args
            .get(i)
            .unwrap_or_else(|| panic!("line {}: `{}` needs argument {i}", self.line, self.verb))
    }

    /// Argument `i` as a `yes` / `no` answer.
    pub fn yes(&self, i: usize) -> bool {
        match self.arg(i) {
            "yes" => true,
            "no" => false,
            other => panic!("line {}: expected yes or no, got {other}", self.line),
        }
    }

    /// The block joined into one text, each line ending in a newline.
    pub fn block_text(&self) -> String {
        self.block.iter().map(|l| format!("{l}\n")).collect()
    }

    /// Compare what an action returned with what the step expects.
    pub fn check_result<T, E: Into<digipeg::Error>>(&self, result: Result<T, E>) -> Option<T> {
        match (result, &self.error) {
            (Ok(v), None) => Some(v),
            (Ok(_), Some((code, _))) => panic!(
                "line {}: `{}` succeeded, expected error {code}",
                self.line, self.verb
            ),
            (Err(e), None) => {
                let e = e.into();
                panic!(
                    "line {}: `{}` failed with {} {:?}",
                    self.line,
                    self.verb,
                    e.code(),
                    e.message()
                )
            }
            (Err(e), Some((code, message))) => {
                let e = e.into();
                assert_eq!(
                    e.code(),
                    *code,
                    "line {}: error code of `{}`",
                    self.line,
                    self.verb
                );
                assert_eq!(
                    e.message(),
                    message,
                    "line {}: error message of `{}`",
                    self.line,
                    self.verb
                );
                None
            }
        }
    }

    /// Fail if a check was given an `error` line (only actions can fail).
    pub fn no_error(&self) {
        assert!(
            self.error.is_none(),
            "line {}: `{}` is a check; it cannot expect an error",
            self.line,
            self.verb
        );
    }
}

#[derive(Debug, Clone)]
pub struct Case {
    pub name: String,
    pub steps: Vec<Step>,
}

pub fn vectors_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors")
}

/// Parse one scenario file.
pub fn parse(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        if raw.trim().is_empty() || raw.starts_with('#') {
            continue;
        }
        if let Some(rest) = raw.strip_prefix('|') {
            let body = rest
                .strip_suffix('|')
                .unwrap_or_else(|| panic!("line {line}: block line must end in |"));
            let step = cases
                .last_mut()
                .and_then(|c| c.steps.last_mut())
                .expect("block before any step");
            assert!(step.error.is_none(), "line {line}: block after an error line");
            step.block.push(body.to_string());
            continue;
        }
        if let Some(name) = raw.strip_prefix("case ") {
            cases.push(Case {
                name: name.to_string(),
                steps: Vec::new(),
            });
            continue;
        }
        let case = cases
            .last_mut()
            .unwrap_or_else(|| panic!("line {line}: step before any `case`"));
        if let Some(rest) = raw.strip_prefix("error ") {
            let (code, message) = rest.split_once(' ').unwrap_or((rest, ""));
            let step = case
                .steps
                .last_mut()
                .unwrap_or_else(|| panic!("line {line}: error before any step"));
            assert!(step.error.is_none(), "line {line}: two error lines");
            step.error = Some((code.parse().expect("error code"), message.to_string()));
            continue;
        }
        let mut words = raw.split(' ');
        let verb = words.next().unwrap_or_default().to_string();
        let args = words.map(str::to_string).collect();
        case.steps.push(Step {
            line,
            verb,
            args,
            block: Vec::new(),
            error: None,
        });
    }
    cases
}

/// Read `tests/vectors/NAME`.
pub fn load(name: &str) -> Vec<Case> {
    let path = vectors_dir().join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let cases = parse(&text);
    assert!(!cases.is_empty(), "{name} has no cases");
    cases
}

/// Run every case of a file through `run_case`, naming the case that fails.
pub fn run_file(name: &str, mut run_case: impl FnMut(&Case)) -> usize {
    let cases = load(name);
    for case in &cases {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_case(case)));
        if let Err(panic) = outcome {
            eprintln!("{name}: case `{}` failed", case.name);
            std::panic::resume_unwind(panic);
        }
    }
    cases.len()
}

/// Fail unless every core error code in `codes` appears in an `error` line of `tests/vectors/NAME`.
pub fn assert_covers_errors(name: &str, codes: std::ops::Range<u16>) {
    let seen: std::collections::BTreeSet<u16> = load(name)
        .iter()
        .flat_map(|case| case.steps.iter().filter_map(|s| s.error.as_ref().map(|e| e.0)))
        .collect();
    let missing: Vec<&str> = digipeg::Error::ALL
        .iter()
        .filter(|e| codes.contains(&e.code()) && !seen.contains(&e.code()))
        .map(|e| e.name())
        .collect();
    assert!(missing.is_empty(), "{name} has no `error` line for {missing:?}");
}
