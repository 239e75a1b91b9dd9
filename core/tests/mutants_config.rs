//! `make mutants` (cargo-mutants) reads `.cargo/mutants.toml` (the four games' rules) and
//! `.cargo/mutants-klondike.toml` (full Klondike); a renamed file or test would make it examine
//! nothing or fail late. This keeps the files honest, cheaply, in `make test`.

use std::path::Path;

const CONFIGS: [&str; 2] = [".cargo/mutants.toml", ".cargo/mutants-klondike.toml"];

fn read(name: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::read_to_string(root.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn config() -> String {
    read(CONFIGS[0])
}

/// The quoted strings of the list `key = [...]`.
fn list(config: &str, key: &str) -> Vec<String> {
    let start = config
        .find(&format!("{key} = ["))
        .unwrap_or_else(|| panic!("no {key} in mutants.toml"));
    let body = &config[start..start + config[start..].find(']').expect("the list ends")];
    body.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}

#[test]
fn every_examined_file_exists_and_no_search_code_is_examined() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let globs = list(&config(), "examine_globs");
    assert!(globs.len() >= 10, "{globs:?}");
    for glob in &globs {
        assert!(root.join(glob).is_file(), "{glob} is not a file of the workspace");
    }
    for rule in [
        "peg/mod.rs",
        "quixo/position.rs",
        "tictactoe/mod.rs",
        "solitaire/mod.rs",
        "error.rs",
    ] {
        assert!(globs.iter().any(|g| g.ends_with(rule)), "{rule} is not examined");
    }
    for search in [
        "solver.rs",
        "search.rs",
        "perft.rs",
        "perfect.rs",
        "beam.rs",
        "symmetry.rs",
    ] {
        assert!(
            !globs.iter().any(|g| g.ends_with(search)),
            "{search} is search code"
        );
    }
}

#[test]
fn every_test_it_runs_exists() {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    for name in CONFIGS {
        let args = list(&read(name), "additional_cargo_args");
        let names: Vec<&String> = args
            .iter()
            .skip_while(|a| *a != "--test")
            .skip(1)
            .step_by(2)
            .collect();
        assert!(names.len() >= 4, "{name}: {args:?}");
        for test in names {
            assert!(
                tests.join(format!("{test}.rs")).is_file(),
                "{name}: no core/tests/{test}.rs"
            );
        }
    }
}

/// Full Klondike is examined, each of its modules but the player, with the suites that test it.
#[test]
fn the_klondike_set_examines_the_klondike_modules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let klondike = read(CONFIGS[1]);
    let globs = list(&klondike, "examine_globs");
    for file in [
        "rules", "card", "deal", "notation", "game", "drawing", "image", "board", "solver",
    ] {
        let path = format!("core/src/klondike/{file}.rs");
        assert!(globs.contains(&path), "{path} is not examined");
        assert!(root.join(&path).is_file(), "{path} is not a file");
    }
    assert!(
        globs.iter().all(|g| g.starts_with("core/src/klondike/")),
        "{globs:?}"
    );
    let args = list(&klondike, "additional_cargo_args");
    for suite in ["klondike", "klondike_solver", "vectors_klondike"] {
        assert!(args.iter().any(|a| a == suite), "{suite} is not run");
    }
    // The slow cross-checks take their slice only where `make mutants` asks for it.
    let makefile = read("Makefile");
    assert!(makefile.contains("DIGIPEG_MUTANTS=1 nice $(CARGO) mutants --config"));
    assert!(makefile.contains("MUTANTS_SETS ?= rules klondike"));
}
