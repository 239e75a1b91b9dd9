//! Every committed fuzz input, replayed through its target's body on stable: `fuzz/corpus/`
//! (the minimised corpus `make fuzz` grows) and `fuzz/regressions/` (inputs that once failed).

use std::fs;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use digipeg_fuzz::TARGETS;

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The files of `dir`, sorted; none if it does not exist.
fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn every_committed_input_passes_its_target() {
    let mut failures = Vec::new();
    let mut replayed = 0;
    for &(name, body) in TARGETS {
        let corpus = inputs(&fuzz_dir().join("corpus").join(name));
        assert!(
            !corpus.is_empty(),
            "fuzz/corpus/{name}/ is empty: run `make fuzz`"
        );
        for file in corpus
            .iter()
            .chain(&inputs(&fuzz_dir().join("regressions").join(name)))
        {
            let data = fs::read(file).expect("readable");
            replayed += 1;
            if catch_unwind(AssertUnwindSafe(|| body(&data))).is_err() {
                failures.push(file.display().to_string());
            }
        }
    }
    assert!(failures.is_empty(), "failing inputs: {failures:#?}");
    println!("replayed {replayed} inputs");
}

#[test]
fn every_target_has_its_libfuzzer_entry_and_nothing_else() {
    let mut files: Vec<String> = fs::read_dir(fuzz_dir().join("fuzz_targets"))
        .expect("fuzz/fuzz_targets")
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().to_str()?.strip_suffix(".rs").map(str::to_owned))
        .collect();
    files.sort();
    let mut names: Vec<String> = TARGETS.iter().map(|&(name, _)| name.to_owned()).collect();
    names.sort();
    assert_eq!(files, names);
    let manifest = fs::read_to_string(fuzz_dir().join("Cargo.toml")).expect("fuzz/Cargo.toml");
    for name in &names {
        let entry =
            fs::read_to_string(fuzz_dir().join("fuzz_targets").join(format!("{name}.rs"))).expect("readable");
        assert!(
            entry.contains(&format!("::{name}(data)")),
            "fuzz_targets/{name}.rs calls another body"
        );
        assert!(
            manifest.contains(&format!("name = \"{name}\"")),
            "fuzz/Cargo.toml lacks [[bin]] {name}"
        );
    }
}

/// A few inputs of seeded random bytes through every body: a quick check that does not depend
/// on what the committed corpus happens to cover.
#[test]
fn every_target_survives_random_inputs() {
    let mut rng = digipeg::Rng::new(12);
    for &(name, body) in TARGETS {
        for round in 0..64 {
            let len = rng.below(600) as usize;
            let data: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
            let outcome = catch_unwind(AssertUnwindSafe(|| body(&data)));
            assert!(outcome.is_ok(), "{name}: random input {round} failed: {data:?}");
        }
    }
}

/// Triage on stable: `FUZZ_TARGET=NAME FUZZ_INPUT=FILE cargo test -p digipeg-fuzz --test replay
/// -- --ignored one_input` runs one file through one body (with its panic message).
#[test]
#[ignore = "run by hand with FUZZ_TARGET and FUZZ_INPUT"]
fn one_input() {
    let name = std::env::var("FUZZ_TARGET").expect("FUZZ_TARGET");
    let file = std::env::var("FUZZ_INPUT").expect("FUZZ_INPUT");
    let body = TARGETS
        .iter()
        .find(|&&(n, _)| n == name)
        .expect("a target of that name")
        .1;
    body(&fs::read(file).expect("readable"));
}
