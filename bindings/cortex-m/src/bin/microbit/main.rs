//! The micro:bit demo: Quixo and tic-tac-toe against the computer on the LED matrix and the
//! serial console (115,200 baud over the USB cable), for the micro:bit v1 (`--features v1`,
//! thumbv6m-none-eabi) or v2 (`--features v2`, thumbv7em-none-eabihf).
//!
//! Everything the player sees is decided by the board-independent game loop
//! (`digipeg_cortex_m::game`) and matrix driver (`digipeg_cortex_m::matrix`); this file only
//! connects them to the board: it polls the serial port and the buttons, asks the game loop for
//! a frame, and scans that frame onto the matrix from a timer interrupt (so the display keeps
//! going while the computer thinks). Logs go out over RTT with `defmt`, to a debug probe.
#![no_std]
#![no_main]

#[cfg(all(feature = "v1", not(feature = "v2")))]
mod v1;
#[cfg(all(feature = "v1", not(feature = "v2")))]
use v1 as board;
#[cfg(all(feature = "v2", not(feature = "v1")))]
mod v2;
#[cfg(all(feature = "v2", not(feature = "v1")))]
use v2 as board;
#[cfg(not(any(
    all(feature = "v1", not(feature = "v2")),
    all(feature = "v2", not(feature = "v1"))
)))]
compile_error!("build the micro:bit image with exactly one of `--features v1` and `--features v2`");

use core::cell::RefCell;
use core::fmt::{self, Write};
use core::mem::MaybeUninit;

use cortex_m::interrupt::Mutex;
use cortex_m_rt::entry;
use defmt_rtt as _;
use digipeg::quixo::TtEntry;
use digipeg_cortex_m::fault;
use digipeg_cortex_m::game::{Event, Frame, GameLoop, TABLE_ENTRIES};
use digipeg_cortex_m::input::{Buttons, LineEditor};
use digipeg_cortex_m::matrix::Scan;
use panic_probe as _;

use board::interrupt;

/// What the timer interrupt shares with the main loop: the frame to show, where the scan is,
/// and how many ticks have passed (the clock).
struct Display {
    timer: board::Timer,
    frame: Frame,
    scan: Scan,
    ticks: u32,
}

static DISPLAY: Mutex<RefCell<Option<Display>>> = Mutex::new(RefCell::new(None));

/// Show the next time slice of the frame, and count the tick.
#[interrupt]
fn TIMER0() {
    cortex_m::interrupt::free(|cs| {
        if let Some(display) = DISPLAY.borrow(cs).borrow_mut().as_mut() {
            display.timer.reset_event();
            let levels = display.scan.next(board::LAYOUT, &display.frame);
            board::show(levels);
            display.ticks = display.ticks.wrapping_add(1);
        }
    });
}

/// Milliseconds since start (wraps after about 49 days).
fn now() -> u32 {
    let ticks = cortex_m::interrupt::free(|cs| DISPLAY.borrow(cs).borrow().as_ref().map_or(0, |d| d.ticks));
    (u64::from(ticks) * u64::from(board::TICK_US) / 1000) as u32
}

fn publish(frame: Frame) {
    cortex_m::interrupt::free(|cs| {
        if let Some(display) = DISPLAY.borrow(cs).borrow_mut().as_mut() {
            display.frame = frame;
        }
    });
}

/// The console: line ends become CR LF, as terminals expect.
struct Console(board::Serial);

impl Write for Console {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for (i, part) in s.split('\n').enumerate() {
            if i > 0 {
                self.0.write_str("\r\n")?;
            }
            self.0.write_str(part)?;
        }
        Ok(())
    }
}

fn button_name(event: Event) -> &'static str {
    match event {
        Event::A => "A",
        Event::B => "B",
        Event::AB => "A+B",
        Event::Line(_) => "line",
    }
}

/// How often the buttons are sampled, and a new frame computed.
const SAMPLE_MS: u32 = 10;
const FRAME_MS: u32 = 20;

#[entry]
fn main() -> ! {
    // For the console's `stack` command: how deep the stack has been since start.
    fault::paint_stack();
    let board::Parts {
        serial,
        mut buttons,
        timer,
    } = board::take();
    cortex_m::interrupt::free(|cs| {
        DISPLAY.borrow(cs).replace(Some(Display {
            timer,
            frame: Frame::default(),
            scan: Scan::default(),
            ticks: 0,
        }));
    });
    board::start_display();
    defmt::info!("digipeg on the {}", board::NAME);
    let game = games();
    let mut console = Console(serial);
    let mut editor = LineEditor::new();
    let mut presses = Buttons::new();
    // The menu is on the matrix before the console asks for anything.
    let (mut sampled, mut drawn) = (now(), now());
    publish(game.frame(drawn));
    let _ = game.start(&mut console);
    board::flush(&mut console.0);
    loop {
        if let Some(byte) = board::read_byte(&mut console.0) {
            if let Some(line) = editor.push(byte, &mut console) {
                defmt::info!("line: {=str}", line);
                // One command of the board's own; the game loop then only asks again.
                let line = if line.trim() == "stack" {
                    let (peak, size) = (fault::stack_peak(), fault::stack_top() - fault::stack_bottom());
                    let _ = writeln!(
                        console,
                        "stack: peak {peak} bytes of {size} (measured by painting)"
                    );
                    ""
                } else {
                    line
                };
                let _ = game.handle(Event::Line(line), &mut console);
            }
            board::flush(&mut console.0);
        }
        let now = now();
        if now.wrapping_sub(sampled) >= SAMPLE_MS {
            sampled = now;
            let (a, b) = buttons.read();
            if let Some(event) = presses.sample(a, b) {
                defmt::info!("button {=str}", button_name(event));
                let _ = game.handle(event, &mut console);
                board::flush(&mut console.0);
                drawn = now.wrapping_sub(FRAME_MS);
            }
        }
        if now.wrapping_sub(drawn) >= FRAME_MS {
            drawn = now;
            publish(game.frame(now));
        }
    }
}

/// The game loop, in statics with the search's table. Its own function: building a 2 KB Quixo
/// game takes stack for temporaries, which is free again once this returns.
#[inline(never)]
fn games() -> &'static mut GameLoop<'static> {
    let Some(table) = cortex_m::singleton!(: [TtEntry; TABLE_ENTRIES] = [TtEntry::EMPTY; TABLE_ENTRIES])
    else {
        panic!("the table is taken once");
    };
    static mut GAME: MaybeUninit<GameLoop<'static>> = MaybeUninit::uninit();
    let place = (&raw mut GAME).cast::<GameLoop<'static>>();
    // SAFETY: called once (from `main`), so this is the only reference to GAME, written before
    // it is read.
    unsafe {
        place.write(GameLoop::new(table, board::SETTINGS));
        &mut *place
    }
}

/// A hard fault (see `digipeg_cortex_m::fault`): logged, then the chip resets.
#[unsafe(no_mangle)]
extern "C" fn digipeg_hard_fault(stack_pointer: usize) -> ! {
    if fault::overflowed(stack_pointer) {
        defmt::error!("hard fault: stack overflow");
    } else {
        defmt::error!("hard fault, stack pointer {=usize:#x}", stack_pointer);
    }
    cortex_m::peripheral::SCB::sys_reset()
}
