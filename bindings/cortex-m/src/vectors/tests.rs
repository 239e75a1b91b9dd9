//! The firmware's vector interpreter, run on the host: every shared vector passes, and the
//! flipped self-check fails exactly where it must. (QEMU runs the same code on M0, M3 and M4F.)

use super::{Ctx, FILES, SKIPPED, Window};

/// Totals of a run: (cases, failed cases, steps, error codes never met, skipped steps), and its
/// output.
fn run(flip: bool) -> ((u32, u32, u32, u32, u32), String) {
    let mut out = String::new();
    let mut window = Box::new(Window::new());
    let mut ctx = Ctx::new(&mut out, flip);
    let (mut cases, mut failed) = (0, 0);
    for file in &FILES {
        let tally = ctx.run_file(&mut window, file);
        cases += tally.cases;
        failed += tally.failed;
    }
    let missing = ctx.missing_codes(&FILES);
    let (steps, skipped) = (ctx.steps, ctx.skipped);
    ((cases, failed, steps, missing, skipped), out)
}

#[test]
fn every_vector_passes() {
    let ((cases, failed, steps, missing, run_skipped), out) = run(false);
    assert_eq!((failed, missing), (0, 0), "{out}");
    // Every case of every file ran: as many as the files have `case` lines.
    let expected: usize = FILES
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(format!("../../tests/vectors/{}", f.name)).unwrap();
            text.lines().filter(|l| l.starts_with("case ")).count()
        })
        .sum();
    assert_eq!(cases as usize, expected);
    // The skipped steps are those of the skipped verbs, counted naively here.
    let skipped: usize = FILES
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(format!("../../tests/vectors/{}", f.name)).unwrap();
            text.lines()
                .filter(|l| SKIPPED.iter().any(|&(verb, _)| l.split(' ').next() == Some(verb)))
                .count()
        })
        .sum();
    assert_eq!(run_skipped as usize, skipped);
    assert!(steps > 600, "{steps} steps");
    assert!(!out.contains("FAIL"), "{out}");
}

#[test]
fn a_flipped_expectation_fails_one_case() {
    let ((_, failed, _, _, _), out) = run(true);
    assert_eq!(failed, 1, "{out}");
    assert!(out.contains("line 15: `pegs` got 5, expected 6\n"), "{out}");
    assert!(out.contains("FAIL peg.txt line 15: value differs\n"), "{out}");
}

/// The image carries no error messages: an expected error is checked by its code alone, and a
/// wrong code, a missing error and an unexpected one each fail the case, saying both codes.
#[test]
fn an_expected_error_is_checked_by_its_code() {
    let run = |text: &str| {
        let mut out = String::new();
        let mut ctx = Ctx::new(&mut out, false);
        let outcome = super::reader::cases(text, 1)
            .try_for_each(|case| super::tictactoe::run_case(&mut ctx, &case?))
            .map_err(|failed| (failed.line, failed.what));
        (outcome, out)
    };
    let (met, out) = run("case taken\nnew\nplay 4\nplay 4\nerror 307\n");
    assert_eq!(met, Ok(()), "{out}");
    let (wrong, out) = run("case wrong\nnew\nplay 4\nplay 4\nerror 306\n");
    assert_eq!(wrong, Err((4, "wrong error")));
    assert!(
        out.contains("line 4: `play` failed with error 307, expected error 306\n"),
        "{out}"
    );
    let (missing, out) = run("case missing\nnew\nplay 4\nerror 307\n");
    assert_eq!(missing, Err((3, "succeeded, expected an error")));
    assert!(
        out.contains("line 3: `play` succeeded, expected error 307\n"),
        "{out}"
    );
    let (unexpected, out) = run("case unexpected\nnew\nplay 9\n");
    assert_eq!(unexpected, Err((3, "failed, expected success")));
    assert!(out.contains("line 3: `play` failed with error 306\n"), "{out}");
}
