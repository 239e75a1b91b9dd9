//! The digipeg rules engine on a Cortex-M: plays every scenario of the shared test vectors
//! (`tests/vectors/*.txt`, compiled in) for all four games, prints what it checks through
//! semihosting, and exits 0 only when every expectation holds.
//!
//! Semihosting command-line words (QEMU: `-semihosting-config ...,arg=WORD`):
//! - `flip`: one expectation is deliberately wrong, so the run must fail (the self-check that
//!   the harness can fail);
//! - `panic`: panic on purpose, to show that a panic exits non-zero too;
//! - `overflow`: recurse until the stack runs out, to show that this is a hard fault (the stack
//!   lies below the static data, so it runs off the start of RAM instead of over the statics).
#![no_std]
#![no_main]

mod mem;
mod semihosting;

use core::fmt::Write;
use core::mem::size_of;
use core::panic::PanicInfo;
use core::sync::atomic::{AtomicU32, Ordering};

use cortex_m_rt::{ExceptionFrame, entry};
use cortex_m_semihosting::{debug, hio};
use digipeg_cortex_m::fault::{self, paint_stack, stack_bottom, stack_peak, stack_top};
use digipeg_cortex_m::vectors::{self, Ctx, FILES, SKIPPED, Window};

use crate::semihosting::{Out, command_line};

/// A static word the stack must never reach, set first thing: the hard-fault report reads it
/// back. (Without flip-link's layout a deep stack runs over the static data before it leaves
/// RAM: this word would be overwritten, and the `overflow` self-check fails.)
static CANARY: AtomicU32 = AtomicU32::new(0);
const ALIVE: u32 = 0x5AFE_C0DE;

#[entry]
fn main() -> ! {
    CANARY.store(ALIVE, Ordering::Relaxed);
    paint_stack();
    let mut line = [0; 96];
    let args = command_line(&mut line);
    let flag = |word| {
        args.split(' ')
            .skip(1)
            .any(|a| a.split('\0').next() == Some(word))
    };
    let (flip, panic) = (flag("flip"), flag("panic"));
    if flag("overflow") {
        let _ = writeln!(Out::new(), "(self-check: recursing until the stack runs out)");
        let depth = recurse(core::hint::black_box(u32::MAX));
        let _ = writeln!(Out::new(), "FAIL recursed {depth} times without a fault");
    }
    let ok = play_all(flip, panic);
    debug::exit(if ok {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    #[allow(clippy::empty_loop)]
    loop {}
}

/// Recurse `n` times, each frame holding a buffer the compiler cannot remove.
#[inline(never)]
fn recurse(n: u32) -> u32 {
    let frame = core::hint::black_box([n; 16]);
    if n == 0 {
        0
    } else {
        frame[n as usize % 16] - n + 1 + recurse(n - 1)
    }
}

#[inline(never)]
fn play_all(flip: bool, panic: bool) -> bool {
    let mut out = Out::new();
    let _ = writeln!(out, "digipeg on a Cortex-M: the shared vectors of all four games");
    sizes(&mut out);
    if panic {
        // The self-check of the panic handler: an index the compiler cannot see through.
        let files = core::hint::black_box(&FILES[..]);
        let _ = writeln!(
            out,
            "(self-check: panicking on purpose) {}",
            files[files.len()].name
        );
    }
    // Static, not on the stack: two cases of text, the expanded one and its dictionary.
    let Some(window) = cortex_m::singleton!(: Window = Window::new()) else {
        return false;
    };
    let mut ctx = Ctx::new(&mut out, flip);
    let (mut cases, mut failed, mut bytes, mut peak) = (0, 0, 0, 0);
    for file in &FILES {
        // Each game's own peak: repaint, run, measure.
        paint_stack();
        let tally = ctx.run_file(window, file);
        let game_peak = stack_peak();
        peak = peak.max(game_peak);
        let _ = writeln!(ctx.out, "stack: peak {game_peak} bytes during {}", file.name);
        cases += tally.cases;
        failed += tally.failed;
        bytes += file.text_len;
    }
    // Every error code of every game must have been expected, and met, by some step.
    let missing = ctx.missing_codes(&FILES);
    let (steps, skipped) = (ctx.steps, ctx.skipped);
    let peak = peak.max(stack_peak());
    let stack = stack_top() - stack_bottom();
    let packed = vectors::packed_size();
    let _ = writeln!(
        out,
        "vectors: {bytes} bytes of text, {packed} bytes compressed in flash"
    );
    let _ = writeln!(
        out,
        "stack: peak {peak} bytes of {stack} available (measured by painting)"
    );
    let ok = failed == 0 && missing == 0;
    let verdict = if ok { "PASS" } else { "FAIL" };
    let _ = write!(
        out,
        "{verdict}: {cases} cases, {steps} steps ({skipped} skipped: "
    );
    for (i, (verb, why)) in SKIPPED.iter().enumerate() {
        let _ = write!(out, "{}`{verb}`, {why}", if i == 0 { "" } else { "; " });
    }
    let _ = writeln!(out, "), {} passed, {failed} failed", cases - failed);
    ok
}

/// The size of every game's state and move list on this target.
fn sizes(out: &mut Out) {
    use digipeg::{peg, quixo, solitaire, tictactoe};
    let rows: [(&str, usize); 12] = [
        ("peg::DigiPeg", size_of::<peg::DigiPeg>()),
        ("peg::Program", size_of::<peg::Program>()),
        ("peg::JumpList", size_of::<peg::JumpList>()),
        ("quixo::Position", size_of::<quixo::Position>()),
        ("quixo::Game", size_of::<quixo::Game>()),
        ("quixo::MoveList", size_of::<quixo::MoveList>()),
        ("tictactoe::TicTacToe", size_of::<tictactoe::TicTacToe>()),
        ("tictactoe::MoveList", size_of::<tictactoe::MoveList>()),
        ("solitaire::Solitaire", size_of::<solitaire::Solitaire>()),
        ("solitaire::Play", size_of::<solitaire::Play>()),
        ("solitaire::Pile", size_of::<solitaire::Pile>()),
        ("solitaire::MoveList", size_of::<solitaire::MoveList>()),
    ];
    for (name, size) in rows {
        let _ = writeln!(out, "size_of {name}: {size}");
    }
}

#[panic_handler]
fn panic(info: &PanicInfo) -> ! {
    // The location only: formatting the message would link core's Debug impls and Unicode
    // tables for every bounds check (several KiB of flash).
    if let Ok(mut stdout) = hio::hstdout() {
        let _ = match info.location() {
            Some(at) => writeln!(stdout, "\nPANIC at {}:{}", at.file(), at.line()),
            None => writeln!(stdout, "\nPANIC"),
        };
    }
    debug::exit(debug::EXIT_FAILURE);
    #[allow(clippy::empty_loop)]
    loop {}
}

/// Report a hard fault (see `digipeg_cortex_m::fault`): a stack overflow when the stack pointer
/// was below the stack, else the faulting instruction from the exception frame.
#[unsafe(no_mangle)]
extern "C" fn digipeg_hard_fault(stack_pointer: usize) -> ! {
    if let Ok(mut stdout) = hio::hstdout() {
        if fault::overflowed(stack_pointer) {
            let statics = if CANARY.load(Ordering::Relaxed) == ALIVE {
                "intact"
            } else {
                "OVERWRITTEN"
            };
            let _ = writeln!(
                stdout,
                "\nHARD FAULT: stack overflow (the stack pointer left RAM), static data {statics}"
            );
        } else {
            // SAFETY: the stack pointer is in RAM, so the hardware stacked the frame there.
            let frame = unsafe { &*(stack_pointer as *const ExceptionFrame) };
            let _ = writeln!(stdout, "\nHARD FAULT at pc {}", frame.pc());
        }
    }
    debug::exit(debug::EXIT_FAILURE);
    #[allow(clippy::empty_loop)]
    loop {}
}
