//! The Rust runner of the random games (tests/random-games/README.md has the interface every
//! runner shares):
//!
//! ```text
//! random-games hash SEED GAMES [KIND...]   one line per kind: KIND GAMES OPS BYTES CRC
//! random-games each SEED GAMES KIND        one line per game: INDEX CRC
//! random-games trace SEED KIND INDEX       the trace of one game
//! ```
//!
//! `hash --perturb KIND:INDEX` adds a line to that game's trace: the comparison's self-check.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use digipeg::random_games::Kind;
use digipeg_random_games::{Crc32, crc, replay};

fn usage() -> ExitCode {
    eprintln!("usage: random-games hash SEED GAMES [KIND...] [--perturb KIND:INDEX]");
    eprintln!("       random-games each SEED GAMES KIND");
    eprintln!("       random-games trace SEED KIND INDEX");
    ExitCode::from(2)
}

fn kind(name: &str) -> Option<Kind> {
    let kind = Kind::from_name(name);
    if kind.is_none() {
        eprintln!("unknown kind {name:?}");
    }
    kind
}

/// The trace of one game as text.
fn trace(kind: Kind, seed: u64, index: u64) -> String {
    let mut text = String::new();
    replay(kind, seed, index, &mut text).expect("a String takes every write");
    text
}

fn main() -> ExitCode {
    if !crc::self_check() {
        eprintln!("CRC-32 self-check failed");
        return ExitCode::FAILURE;
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let number = |s: &str| s.parse::<u64>().ok();
    let mut stdout = std::io::stdout().lock();
    match words.as_slice() {
        ["hash", seed, games, rest @ ..] => {
            let (Some(seed), Some(games)) = (number(seed), number(games)) else {
                return usage();
            };
            let mut perturb = None;
            let mut kinds = Vec::new();
            let mut rest = rest.iter();
            while let Some(&word) = rest.next() {
                if word == "--perturb" {
                    let Some((k, i)) = rest.next().and_then(|s| s.split_once(':')) else {
                        return usage();
                    };
                    let (Some(k), Some(i)) = (kind(k), number(i)) else {
                        return usage();
                    };
                    perturb = Some((k, i));
                } else {
                    let Some(k) = kind(word) else {
                        return usage();
                    };
                    kinds.push(k);
                }
            }
            if kinds.is_empty() {
                kinds.extend(Kind::ALL);
            }
            for kind in kinds {
                let (mut crc, mut ops) = (Crc32::new(), 0u64);
                for index in 0..games {
                    ops += replay(kind, seed, index, &mut crc).expect("a CRC takes every write");
                    if perturb == Some((kind, index)) {
                        let _ = crc.write_str("perturbed -> by the self-check\n");
                    }
                }
                let _ = writeln!(
                    stdout,
                    "{} {games} {ops} {} {:08x}",
                    kind.name(),
                    crc.bytes(),
                    crc.value()
                );
            }
        }
        ["each", seed, games, name] => {
            let (Some(seed), Some(games), Some(kind)) = (number(seed), number(games), kind(name)) else {
                return usage();
            };
            for index in 0..games {
                let mut crc = Crc32::new();
                replay(kind, seed, index, &mut crc).expect("a CRC takes every write");
                let _ = writeln!(stdout, "{index} {:08x}", crc.value());
            }
        }
        ["trace", seed, name, index] => {
            let (Some(seed), Some(kind), Some(index)) = (number(seed), kind(name), number(index)) else {
                return usage();
            };
            let _ = stdout.write_all(trace(kind, seed, index).as_bytes());
        }
        _ => return usage(),
    }
    ExitCode::SUCCESS
}
