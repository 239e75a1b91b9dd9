//! The micro:bit v2: nRF52833 (Cortex-M4F at 64 MHz, 128 KiB of RAM, of which the image uses
//! its 16 KiB budget), through the `microbit-v2` board support crate.

use embedded_hal::digital::InputPin;
use embedded_io::{Read, ReadReady, Write as _};
use microbit_v2::hal::gpio::{Input, Pin, PullUp};
use microbit_v2::hal::timer::{Periodic, Timer as HalTimer};
use microbit_v2::hal::uarte::{Baudrate, Parity, Uarte, UarteRx, UarteTx};
use microbit_v2::pac;

use digipeg_cortex_m::game::Settings;
use digipeg_cortex_m::matrix::{self, Layout, Levels};

pub use pac::interrupt;

pub const NAME: &str = "micro:bit v2";
pub const LAYOUT: &Layout = &matrix::MICROBIT_V2;
pub const SETTINGS: Settings = Settings::MICROBIT_V2;
/// One time slice of the display: 5 row lines × 9 slices × 0.3 ms, a refresh every 13.5 ms.
pub const TICK_US: u32 = 300;

/// The UARTE (the serial port over USB), split: bytes out through a DMA buffer, in one by one.
pub struct Serial(UarteTx<pac::UARTE0>, UarteRx<pac::UARTE0>);

impl core::fmt::Write for Serial {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        self.0.write_all(s.as_bytes()).map_err(|_| core::fmt::Error)
    }
}

pub type Timer = HalTimer<pac::TIMER0, Periodic>;

/// Buttons A and B (low when pressed).
pub struct ButtonPins(Pin<Input<PullUp>>, Pin<Input<PullUp>>);

impl ButtonPins {
    /// Whether A and B are pressed.
    pub fn read(&mut self) -> (bool, bool) {
        (self.0.is_low().unwrap_or(false), self.1.is_low().unwrap_or(false))
    }
}

pub struct Parts {
    pub serial: Serial,
    pub buttons: ButtonPins,
    pub timer: Timer,
}

pub fn take() -> Parts {
    let Some(board) = microbit_v2::Board::take() else {
        panic!("the board is taken once");
    };
    // The display pins are outputs from here on; the timer interrupt drives them.
    let _display = board.display_pins;
    let uarte = Uarte::new(
        board.UARTE0,
        board.uart.into(),
        Parity::EXCLUDED,
        Baudrate::BAUD115200,
    );
    let (Some(tx_buffer), Some(rx_buffer)) = (
        cortex_m::singleton!(: [u8; 64] = [0; 64]),
        cortex_m::singleton!(: [u8; 1] = [0; 1]),
    ) else {
        panic!("the serial buffers are taken once");
    };
    let Ok((tx, rx)) = uarte.split(tx_buffer, rx_buffer) else {
        panic!("the serial buffers fit EasyDMA");
    };
    let buttons = ButtonPins(
        board.buttons.button_a.into_pullup_input().degrade(),
        board.buttons.button_b.into_pullup_input().degrade(),
    );
    let mut timer = HalTimer::periodic(board.TIMER0);
    timer.enable_interrupt();
    timer.start(TICK_US);
    Parts {
        serial: Serial(tx, rx),
        buttons,
        timer,
    }
}

/// Let the timer interrupt run.
pub fn start_display() {
    // SAFETY: the interrupt's handler only touches the display, through a critical section.
    unsafe { cortex_m::peripheral::NVIC::unmask(pac::Interrupt::TIMER0) };
}

/// Set the display's pins to `levels` (one write per port).
pub fn show(levels: Levels) {
    let mask = LAYOUT.mask();
    // SAFETY: only the timer interrupt writes the GPIO outputs after start-up, and this changes
    // the display's pins only.
    let ports = unsafe { [&*pac::P0::ptr(), &*pac::P1::ptr()] };
    for ((port, mask), levels) in ports.iter().zip(mask).zip(levels) {
        port.out
            .modify(|r, w| unsafe { w.bits((r.bits() & !mask) | (levels & mask)) });
    }
}

pub fn read_byte(serial: &mut Serial) -> Option<u8> {
    let mut byte = [0];
    match serial.1.read_ready() {
        Ok(true) => serial.1.read(&mut byte).ok().map(|_| byte[0]),
        _ => None,
    }
}

/// Send what the DMA buffer holds.
pub fn flush(serial: &mut Serial) {
    let _ = serial.0.flush();
}
