//! The Rust column of the "Bad input" table of docs/bad-input.md (firmware included: it is this Rust): every
//! cell. An `Err` cell runs its row's example; a "does not compile" cell must have its block in
//! the docs of `core/src/error.rs`, which `cargo test --doc` checks fails to compile.

use digipeg::klondike::{Deal, Klondike, Rules};
use digipeg::peg::{Banner, Directions, Program};
use digipeg::tictactoe::TicTacToe;
use digipeg::{Error, StepError};

const TABLE_PAGE: &str = include_str!("../../docs/bad-input.md");
const ERROR_DOCS: &str = include_str!("../src/error.rs");

/// The table's rows: (kind, Rust cell).
fn rust_column() -> Vec<(String, String)> {
    let section = TABLE_PAGE
        .split("\n## Bad input\n")
        .nth(1)
        .expect("a Bad input section");
    let section = section.split("\n## ").next().unwrap_or(section);
    section
        .lines()
        .filter(|line| line.starts_with("| "))
        .skip(1)
        .map(|row| {
            let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
            (cells[0].to_string(), cells[2].to_string())
        })
        .collect()
}

/// Each row's example in Rust, for the rows Rust can run.
fn example(kind: &str) -> Option<Result<(), StepError>> {
    let play = |square| {
        TicTacToe::new()
            .play_raw(square)
            .map(drop)
            .map_err(StepError::from)
    };
    Some(match kind {
        "out of range" => play(9),
        "negative" => play(-1),
        "huge" => play(i64::MAX),
        "out of order" => Program::new(Banner::DigiPeg, Directions::Orthogonal)
            .input(Some("3"), &mut String::new())
            .map(drop),
        "not a move" => {
            let game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::default());
            game.parse_move("zz").map(drop).map_err(StepError::from)
        }
        "not a deal" => Deal::from_solvitaire_json("{}")
            .map(drop)
            .map_err(StepError::from),
        _ => return None,
    })
}

#[test]
fn every_cell_of_the_rust_column() {
    let rows = rust_column();
    assert_eq!(rows.len(), 10, "{rows:?}");
    for (kind, cell) in rows {
        if cell == "does not compile" {
            let marker = format!("//! // README bad input: {kind}\n");
            let block = ERROR_DOCS
                .split("//! ```compile_fail")
                .skip(1)
                .find(|b| b.starts_with([',', '\n']) && b.contains(&marker));
            assert!(
                block.is_some(),
                "no compile_fail block for {kind:?} in core/src/error.rs"
            );
            assert!(
                example(&kind).is_none(),
                "{kind:?} compiles here but docs/bad-input.md says it does not"
            );
            continue;
        }
        // `Err(Name)` (code) or `Err(Refused(Name))` (code).
        let (token, code) = cell.split_once("` (").expect(&cell);
        let name = token
            .trim_start_matches("`Err(")
            .trim_start_matches("Refused(")
            .trim_end_matches(')');
        let code: u16 = code.trim_end_matches(')').parse().expect(&cell);
        let error = Error::from_code(code).expect(&cell);
        assert_eq!(error.name(), name, "{kind}: {cell}");
        let got = example(&kind).unwrap_or_else(|| panic!("no Rust example for {kind:?}"));
        // (The examples wrap a game's error as the program's refusal, to compare them alike.)
        assert_eq!(got, Err(StepError::Refused(error)), "{kind}");
    }
}

#[test]
fn the_blocks_that_do_not_compile_do_with_a_good_value() {
    // The lines of the compile_fail blocks, with the bad value replaced by a good one.
    let _ = TicTacToe::new().play_raw(4).unwrap();
    let _ = digipeg::tictactoe::gamestate(&["   ", " X ", "   "]).unwrap();
    let game = digipeg::quixo::Game::new(5, 2).unwrap();
    let _ = game.legal_moves();
    drop(game);
}

/// What an error or a refused step prints is its message.
#[test]
fn errors_display_their_messages() {
    for &error in digipeg::Error::ALL {
        assert_eq!(error.to_string(), error.message());
        assert!(!error.message().is_empty() && !error.name().is_empty());
        assert_eq!(digipeg::StepError::Refused(error).to_string(), error.message());
    }
    assert_eq!(
        digipeg::StepError::Output.to_string(),
        "the program's output failed"
    );
}
