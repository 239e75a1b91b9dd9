//! The Rust runner of the random games (tests/random-games/README.md has the interface every
//! runner shares):
//!
//! ```text
//! random-games hash SEED GAMES [KIND...]   one line per kind: KIND GAMES OPS BYTES CRC
//! random-games each SEED GAMES KIND        one line per game: INDEX CRC
//! random-games trace SEED KIND INDEX       the trace of one game
//! ```
//!
//! `--perturb KIND:INDEX` (after the other arguments) adds a line to that game's trace: the
//! comparison's self-check, which must catch it.

use std::io::Write as _;
use std::process::ExitCode;

use digipeg::random_games::Kind;
use digipeg_random_games::{Crc32, crc, replay};

fn usage() -> ExitCode {
    eprintln!("usage: random-games hash SEED GAMES [KIND...] [--perturb KIND:INDEX]");
    eprintln!("       random-games each SEED GAMES KIND [--perturb KIND:INDEX]");
    eprintln!("       random-games trace SEED KIND INDEX [--perturb KIND:INDEX]");
    ExitCode::from(2)
}

/// The trace of one game and its number of operations; the perturbed game gets one more line.
fn trace(kind: Kind, seed: u64, index: u64, perturb: Option<(Kind, u64)>) -> (String, u64) {
    let mut text = String::new();
    let ops = replay(kind, seed, index, &mut text).expect("a String takes every write");
    if perturb == Some((kind, index)) {
        text.push_str("perturbed -> by the self-check\n");
    }
    (text, ops)
}

fn main() -> ExitCode {
    if !crc::self_check() {
        eprintln!("CRC-32 self-check failed");
        return ExitCode::FAILURE;
    }
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut perturb = None;
    if let Some(at) = args.iter().position(|a| a == "--perturb") {
        let target = args.get(at + 1).and_then(|s| s.split_once(':'));
        let Some((Some(kind), Ok(index))) = target.map(|(k, i)| (Kind::from_name(k), i.parse::<u64>()))
        else {
            return usage();
        };
        perturb = Some((kind, index));
        args.truncate(at);
    }
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let number = |s: &str| s.parse::<u64>().ok();
    let mut stdout = std::io::stdout().lock();
    match words.as_slice() {
        ["hash", seed, games, names @ ..] => {
            let (Some(seed), Some(games)) = (number(seed), number(games)) else {
                return usage();
            };
            let kinds: Option<Vec<Kind>> = names.iter().map(|n| Kind::from_name(n)).collect();
            let Some(mut kinds) = kinds else {
                return usage();
            };
            if kinds.is_empty() {
                kinds.extend(Kind::ALL);
            }
            for kind in kinds {
                let (mut crc, mut ops) = (Crc32::new(), 0);
                for index in 0..games {
                    let (text, n) = trace(kind, seed, index, perturb);
                    crc.update(text.as_bytes());
                    ops += n;
                }
                let (name, bytes, value) = (kind.name(), crc.bytes(), crc.value());
                let _ = writeln!(stdout, "{name} {games} {ops} {bytes} {value:08x}");
            }
        }
        ["each", seed, games, name] => {
            let (Some(seed), Some(games), Some(kind)) = (number(seed), number(games), Kind::from_name(name))
            else {
                return usage();
            };
            for index in 0..games {
                let mut crc = Crc32::new();
                crc.update(trace(kind, seed, index, perturb).0.as_bytes());
                let _ = writeln!(stdout, "{index} {:08x}", crc.value());
            }
        }
        ["trace", seed, name, index] => {
            let (Some(seed), Some(kind), Some(index)) = (number(seed), Kind::from_name(name), number(index))
            else {
                return usage();
            };
            let _ = stdout.write_all(trace(kind, seed, index, perturb).0.as_bytes());
        }
        _ => return usage(),
    }
    ExitCode::SUCCESS
}
