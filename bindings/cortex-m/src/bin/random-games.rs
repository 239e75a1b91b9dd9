//! The random games of issue 12 on a Cortex-M (`tests/random-games/README.md`): the core makes
//! each game's operations, the Rust runtime's `no_std` library (`digipeg-random-games`) replays
//! them through the core's API on the target, and the trace is hashed as it is written (it is
//! never held in memory). The answer goes to the host's standard output through semihosting, in
//! the words of every other runtime's runner:
//!
//! ```text
//! hash SEED GAMES [KIND...]   for each kind: KIND GAMES OPS BYTES CRC
//! each SEED GAMES KIND        one line per game: INDEX CRC
//! trace SEED KIND INDEX       the trace of one game
//! ```
//!
//! with `--perturb KIND:INDEX` last (the comparison's self-check: one more line in that game's
//! trace). These are the semihosting command line's words (QEMU: `arg=WORD`); `random-games.sh`
//! runs the image with them. The stack peak of each kind goes to standard error.
#![no_std]
#![no_main]

#[path = "vectors/semihosting.rs"]
mod semihosting;

use core::fmt::Write;
use core::panic::PanicInfo;

use cortex_m_rt::{ExceptionFrame, entry};
use cortex_m_semihosting::{debug, hio};
use digipeg::random_games::Kind;
use digipeg_cortex_m::fault::{self, paint_stack, stack_bottom, stack_peak, stack_top};
use digipeg_random_games::{Crc32, PERTURBED, crc, replay};

use crate::semihosting::{Out, command_line};

#[entry]
fn main() -> ! {
    paint_stack();
    let mut line = [0; 512];
    let args = command_line(&mut line);
    let ok = crc::self_check() && run(args);
    if !crc::self_check() {
        let _ = writeln!(Out::stderr(), "CRC-32 self-check failed");
    }
    debug::exit(if ok {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    #[allow(clippy::empty_loop)]
    loop {}
}

/// The game whose trace gets one more line, if any.
type Perturb = Option<(Kind, u64)>;

/// Run the command line's verb; false on words it does not know.
fn run(args: &str) -> bool {
    // The first word is the image's name.
    let mut words: heapless::Vec<&str, 24> = heapless::Vec::new();
    for word in args.split([' ', '\0']).filter(|w| !w.is_empty()).skip(1) {
        if words.push(word).is_err() {
            return usage();
        }
    }
    let mut perturb = None;
    if let Some(at) = words.iter().position(|&w| w == "--perturb") {
        let target = words.get(at + 1).and_then(|s| s.split_once(':'));
        let Some((Some(kind), Ok(index))) = target.map(|(k, i)| (Kind::from_name(k), i.parse())) else {
            return usage();
        };
        perturb = Some((kind, index));
        words.truncate(at);
    }
    let number = |s: &str| s.parse::<u64>().ok();
    match words.as_slice() {
        ["hash", seed, games, names @ ..] => {
            let (Some(seed), Some(games)) = (number(seed), number(games)) else {
                return usage();
            };
            let mut kinds: heapless::Vec<Kind, { Kind::ALL.len() }> = heapless::Vec::new();
            for name in names {
                match Kind::from_name(name) {
                    Some(kind) if kinds.push(kind).is_ok() => {}
                    _ => return usage(),
                }
            }
            if kinds.is_empty() {
                kinds.extend(Kind::ALL);
            }
            kinds.iter().all(|&kind| hash(kind, seed, games, perturb))
        }
        ["each", seed, games, name] => {
            let (Some(seed), Some(games), Some(kind)) = (number(seed), number(games), Kind::from_name(name))
            else {
                return usage();
            };
            let mut out = Out::new();
            (0..games).all(|index| {
                let mut crc = Crc32::new();
                trace(kind, seed, index, perturb, &mut crc)
                    && writeln!(out, "{index} {:08x}", crc.value()).is_ok()
            })
        }
        ["trace", seed, name, index] => {
            let (Some(seed), Some(kind), Some(index)) = (number(seed), Kind::from_name(name), number(index))
            else {
                return usage();
            };
            trace(kind, seed, index, perturb, &mut Out::new())
        }
        _ => usage(),
    }
}

/// Games `0..games` of `kind`, hashed together: `KIND GAMES OPS BYTES CRC` on standard output,
/// the kind's stack peak on standard error.
// Not inlined, nor is `trace`: each holds a replay's frame (a game, an operation line), which
// would otherwise sit in `main`'s frame under every other call.
#[inline(never)]
fn hash(kind: Kind, seed: u64, games: u64, perturb: Perturb) -> bool {
    paint_stack();
    let (mut crc, mut ops) = (Crc32::new(), 0);
    for index in 0..games {
        match replay(kind, seed, index, &mut crc) {
            Ok(n) => ops += n,
            Err(_) => return false,
        }
        if perturb == Some((kind, index)) {
            crc.update(PERTURBED.as_bytes());
        }
    }
    let (name, bytes, value) = (kind.name(), crc.bytes(), crc.value());
    let peak = stack_peak();
    let stack = stack_top() - stack_bottom();
    let _ = writeln!(Out::stderr(), "stack: peak {peak} bytes of {stack} during {name}");
    writeln!(Out::new(), "{name} {games} {ops} {bytes} {value:08x}").is_ok()
}

/// Write the trace of one game to `out` (a CRC or the host); false if writing failed.
#[inline(never)]
fn trace(kind: Kind, seed: u64, index: u64, perturb: Perturb, out: &mut impl Write) -> bool {
    replay(kind, seed, index, out).is_ok()
        && (perturb != Some((kind, index)) || out.write_str(PERTURBED).is_ok())
}

fn usage() -> bool {
    let _ = writeln!(
        Out::stderr(),
        "usage: random-games hash SEED GAMES [KIND...] | each SEED GAMES KIND | trace SEED KIND INDEX, \
         then optionally --perturb KIND:INDEX"
    );
    false
}

#[panic_handler]
fn panic(info: &PanicInfo) -> ! {
    if let Ok(mut stderr) = hio::hstderr() {
        let _ = match info.location() {
            Some(at) => writeln!(
                stderr,
                "\nPANIC at {}:{}: {}",
                at.file(),
                at.line(),
                info.message()
            ),
            None => writeln!(stderr, "\nPANIC: {}", info.message()),
        };
    }
    debug::exit(debug::EXIT_FAILURE);
    #[allow(clippy::empty_loop)]
    loop {}
}

/// Report a hard fault (see `digipeg_cortex_m::fault`): a stack overflow, or the faulting
/// instruction.
#[unsafe(no_mangle)]
extern "C" fn digipeg_hard_fault(stack_pointer: usize) -> ! {
    if let Ok(mut stderr) = hio::hstderr() {
        if fault::overflowed(stack_pointer) {
            let _ = writeln!(
                stderr,
                "\nHARD FAULT: stack overflow (the stack pointer left RAM)"
            );
        } else {
            // SAFETY: the stack pointer is in RAM, so the hardware stacked the frame there.
            let frame = unsafe { &*(stack_pointer as *const ExceptionFrame) };
            let _ = writeln!(stderr, "\nHARD FAULT at pc {}", frame.pc());
        }
    }
    debug::exit(debug::EXIT_FAILURE);
    #[allow(clippy::empty_loop)]
    loop {}
}
