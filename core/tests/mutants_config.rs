//! `make mutants` (cargo-mutants) reads `.cargo/mutants.toml`; a renamed file or test would make it
//! examine nothing or fail late. This keeps the file honest, cheaply, in `make test`.

use std::path::Path;

fn config() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::read_to_string(root.join(".cargo/mutants.toml")).expect("the workspace has .cargo/mutants.toml")
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
    let args = list(&config(), "additional_cargo_args");
    let names: Vec<&String> = args
        .iter()
        .skip_while(|a| *a != "--test")
        .skip(1)
        .step_by(2)
        .collect();
    assert!(names.len() >= 10, "{args:?}");
    for name in names {
        assert!(
            tests.join(format!("{name}.rs")).is_file(),
            "no core/tests/{name}.rs"
        );
    }
}
