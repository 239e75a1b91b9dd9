//! `make bench`: every speed and size figure of the engine, measured on this machine on one
//! core and printed as one table. Each row names its workload; where a straightforward
//! implementation exists, it is measured in the same run and the ratio printed.
//! Figures are reported, never asserted: tests do not time anything.
//! `cargo run --release -p digipeg-bench -- peg tictactoe` runs only the named areas.

mod klondike;
mod ladder;
mod layers;
mod peg;
mod peg_decide;
mod peg_game;
mod quixo;
mod solitaire;
mod table;
mod tictactoe;
mod tune;

use table::Table;

/// A named group of figures.
type Area = (&'static str, fn(&mut Table));

fn main() {
    let only: Vec<String> = std::env::args().skip(1).collect();
    if only.first().is_some_and(|a| a == "tune") {
        tune::run();
        return;
    }
    if only.first().is_some_and(|a| a == "klondike-player") {
        if let Err(e) = klondike::player_command(&only[1..]) {
            eprintln!("{e}");
            std::process::exit(2);
        }
        return;
    }
    if only.first().is_some_and(|a| a == "klondike") {
        if let Err(e) = klondike::command(&only[1..]) {
            eprintln!("{e}");
            std::process::exit(2);
        }
        return;
    }
    if only.first().is_some_and(|a| a == "match") {
        if let Err(e) = ladder::match_command(&only[1..]) {
            eprintln!("{e}");
            std::process::exit(2);
        }
        return;
    }
    let wanted = |area: &str| only.is_empty() || only.iter().any(|o| o == area);
    let mut table = Table::default();
    let areas: [Area; 8] = [
        ("peg", peg::run),
        ("peg-decide", peg_decide::run),
        ("peg-game", peg_game::run),
        ("quixo", quixo::run),
        ("layers", layers::run),
        ("ladder", ladder::run),
        ("tictactoe", tictactoe::run),
        ("solitaire", solitaire::run),
    ];
    for (name, run) in areas {
        if wanted(name) {
            eprintln!("{name}...");
            run(&mut table);
        }
    }
    table.print();
}
