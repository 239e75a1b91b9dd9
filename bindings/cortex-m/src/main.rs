//! The digipeg rules engine on a Cortex-M: plays every scenario of the shared test vectors
//! (`tests/vectors/*.txt`, compiled in) for all four games, prints what it checks through
//! semihosting, and exits 0 only when every expectation holds.
//!
//! Semihosting command-line words (QEMU: `-semihosting-config ...,arg=WORD`):
//! - `flip`: one expectation is deliberately wrong, so the run must fail (the self-check that
//!   the harness can fail);
//! - `panic`: panic on purpose, to show that a panic exits non-zero too.
#![no_std]
#![no_main]

mod lz;
mod out;
mod peg;
mod quixo;
mod run;
mod solitaire;
mod tictactoe;
mod vectors;

/// The compressed vectors and their sizes, written by `build.rs`.
mod packed {
    include!(concat!(env!("OUT_DIR"), "/vectors.rs"));
}

use core::cell::UnsafeCell;
use core::fmt::Write;
use core::mem::size_of;
use core::panic::PanicInfo;

use cortex_m_rt::{ExceptionFrame, entry, exception};
use cortex_m_semihosting::{debug, hio, nr};
use digipeg::Error;

use crate::lz::Window;
use crate::out::Out;
use crate::run::{Ctx, run_file};
use crate::vectors::{Case, Checked};

/// The shared vectors, one file per game, in flash: (name, text length, compressed cases), the
/// interpreter of the file, and the first error code of its game.
type File = (
    (&'static str, usize, &'static [u8]),
    fn(&mut Ctx, &Case) -> Checked,
    u16,
);

const FILES: [File; 4] = [
    (packed::PEG, peg::run_case, 100),
    (packed::QUIXO, quixo::run_case, 200),
    (packed::TICTACTOE, tictactoe::run_case, 300),
    (packed::SOLITAIRE, solitaire::run_case, 400),
];

/// The word the stack is painted with before the games run.
const PAINT: u32 = 0xDEAD_BEEF;

unsafe extern "C" {
    // From cortex-m-rt's link.x: the stack grows down from `_stack_start` to `_stack_end`.
    static _stack_start: u32;
    static _stack_end: u32;
}

fn stack_top() -> usize {
    &raw const _stack_start as usize
}

fn stack_bottom() -> usize {
    &raw const _stack_end as usize
}

/// Fill the unused stack below this function's frame with [`PAINT`].
#[inline(never)]
fn paint_stack() {
    // Leave room below the current stack pointer for this function's own use.
    let limit = cortex_m::register::msp::read() as usize - 64;
    let mut at = stack_bottom();
    while at < limit {
        // SAFETY: between the end of static RAM and below the live stack: memory nothing uses yet.
        unsafe { core::ptr::write_volatile(at as *mut u32, PAINT) };
        at += 4;
    }
}

/// The deepest the stack has been since [`paint_stack`]: bytes from its top to the lowest word
/// that no longer holds the paint.
fn stack_peak() -> usize {
    let mut at = stack_bottom();
    // SAFETY: reads of the stack region only, below the live frames.
    while at < stack_top() && unsafe { core::ptr::read_volatile(at as *const u32) } == PAINT {
        at += 4;
    }
    stack_top() - at
}

/// The semihosting command line (QEMU: the `arg=` words of `-semihosting-config`).
fn command_line(buffer: &mut [u8; 96]) -> &str {
    // The host writes the length back into the block: an `UnsafeCell` makes that a legal mutation.
    let block = UnsafeCell::new([buffer.as_mut_ptr() as usize, buffer.len()]);
    // SAFETY: GET_CMDLINE writes at most `buffer.len()` bytes into `buffer` and the length into `block`.
    let status = unsafe { cortex_m_semihosting::syscall(nr::GET_CMDLINE, &block) };
    if status != 0 {
        return "";
    }
    // SAFETY: the call has returned; nothing else refers to `block`.
    let len = unsafe { (*block.get())[1] }.min(buffer.len());
    core::str::from_utf8(&buffer[..len]).unwrap_or("")
}

#[entry]
fn main() -> ! {
    paint_stack();
    let mut line = [0; 96];
    let args = command_line(&mut line);
    let flag = |word| {
        args.split(' ')
            .skip(1)
            .any(|a| a.split('\0').next() == Some(word))
    };
    let (flip, panic) = (flag("flip"), flag("panic"));
    let ok = play_all(flip, panic);
    debug::exit(if ok {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    #[allow(clippy::empty_loop)]
    loop {}
}

#[inline(never)]
fn play_all(flip: bool, panic: bool) -> bool {
    let mut out = Out::new();
    let _ = writeln!(out, "digipeg on a Cortex-M: the shared vectors of all four games");
    sizes(&mut out);
    if panic {
        // The self-check of the panic handler: an index the compiler cannot see through.
        let files = core::hint::black_box(&FILES[..]);
        let _ = writeln!(out, "(self-check: panicking on purpose) {}", files[files.len()].2);
    }
    // Static, not on the stack: two cases of text, the expanded one and its dictionary.
    let Some(window) = cortex_m::singleton!(: Window = Window::new()) else {
        return false;
    };
    let mut ctx = Ctx::new(&mut out, flip);
    let (mut cases, mut failed, mut bytes, mut packed) = (0, 0, 0, 0);
    let mut peak = 0;
    for (file, run_case, _) in FILES {
        // Each game's own peak: repaint, run, measure.
        paint_stack();
        let tally = run_file(&mut ctx, window, file, run_case);
        let game_peak = stack_peak();
        peak = peak.max(game_peak);
        let _ = writeln!(ctx.out, "stack: peak {game_peak} bytes during {}", file.0);
        cases += tally.cases;
        failed += tally.failed;
        bytes += file.1;
        packed += file.2.len();
    }
    // Every error code of every game must have been expected, and met, by some step.
    let mut missing = 0;
    for e in Error::ALL {
        let game = FILES.iter().any(|f| (f.2..f.2 + 100).contains(&e.code()));
        if game && !ctx.saw_code(e.code()) {
            let _ = writeln!(ctx.out, "FAIL error {} ({}) was never met", e.code(), e.name());
            missing += 1;
        }
    }
    let (steps, skipped) = (ctx.steps, ctx.skipped);
    let peak = peak.max(stack_peak());
    let stack = stack_top() - stack_bottom();
    let _ = writeln!(
        out,
        "vectors: {bytes} bytes of text, {packed} bytes compressed in flash"
    );
    let _ = writeln!(
        out,
        "stack: peak {peak} bytes of {stack} available (measured by painting)"
    );
    let overflow = peak >= stack;
    if overflow {
        let _ = writeln!(out, "FAIL the stack reached the end of RAM");
    }
    let ok = failed == 0 && missing == 0 && !overflow;
    let _ = writeln!(
        out,
        "{}: {cases} cases, {steps} steps ({skipped} skipped), {} passed, {failed} failed",
        if ok { "PASS" } else { "FAIL" },
        cases - failed
    );
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

#[exception]
unsafe fn HardFault(frame: &ExceptionFrame) -> ! {
    if let Ok(mut stdout) = hio::hstdout() {
        let _ = writeln!(stdout, "\nHARD FAULT at pc {:#010x}", frame.pc());
    }
    debug::exit(debug::EXIT_FAILURE);
    #[allow(clippy::empty_loop)]
    loop {}
}
