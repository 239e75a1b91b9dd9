//! The micro:bit v1: nRF51822 (Cortex-M0 at 16 MHz, 16 KiB of RAM), through the `microbit`
//! board support crate.

use embedded_hal::digital::InputPin;
use embedded_io::{Read, ReadReady};
use microbit_v1::hal::gpio::{Input, Pin, PullUp};
use microbit_v1::hal::timer::{Periodic, Timer as HalTimer};
use microbit_v1::hal::uart::{Baudrate, Parity, Uart};
use microbit_v1::pac;

use digipeg_cortex_m::game::Settings;
use digipeg_cortex_m::matrix::{self, Layout, Levels};

pub use pac::interrupt;

pub const NAME: &str = "micro:bit v1";
pub const LAYOUT: &Layout = &matrix::MICROBIT_V1;
pub const SETTINGS: Settings = Settings::MICROBIT_V1;
/// One time slice of the display: 3 row lines × 9 slices × 0.5 ms, a refresh every 13.5 ms.
pub const TICK_US: u32 = 500;

/// The UART, set up by the HAL; bytes are sent as below.
pub struct Serial(Uart<pac::UART0>);

/// Each byte is written, then its "sent" event awaited. (The HAL waits for the event of the byte
/// before instead, and primes it with a byte written before the transmitter starts: QEMU's
/// nRF51 drops that byte and never raises its event, so the HAL's first write would wait for
/// ever there.)
impl core::fmt::Write for Serial {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        // SAFETY: the UART belongs to `self.0`; this only sends bytes, as the HAL would.
        let uart = unsafe { &*pac::UART0::ptr() };
        for &byte in s.as_bytes() {
            uart.events_txdrdy.reset();
            uart.txd.write(|w| unsafe { w.bits(u32::from(byte)) });
            while uart.events_txdrdy.read().bits() == 0 {}
        }
        Ok(())
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
    let Some(board) = microbit_v1::Board::take() else {
        panic!("the board is taken once");
    };
    // The display pins are outputs from here on; the timer interrupt drives them.
    let _display = board.display_pins;
    let serial = Serial(Uart::new(
        board.UART0,
        board.uart.into(),
        Parity::EXCLUDED,
        Baudrate::BAUD115200,
    ));
    // The board has pull-up resistors of its own; the chip's keep the buttons defined without
    // them (under QEMU).
    let buttons = ButtonPins(
        board.buttons.button_a.into_pullup_input().degrade(),
        board.buttons.button_b.into_pullup_input().degrade(),
    );
    let mut timer = HalTimer::periodic(board.TIMER0);
    timer.enable_interrupt();
    timer.start(TICK_US);
    Parts {
        serial,
        buttons,
        timer,
    }
}

/// Let the timer interrupt run.
pub fn start_display() {
    // SAFETY: the interrupt's handler only touches the display, through a critical section.
    unsafe { cortex_m::peripheral::NVIC::unmask(pac::Interrupt::TIMER0) };
}

/// Set the display's pins to `levels`, in one write.
pub fn show(levels: Levels) {
    let mask = LAYOUT.mask();
    // SAFETY: only the timer interrupt writes the GPIO outputs after start-up, and this changes
    // the display's pins only (the UART drives its own pin whatever OUT holds).
    let gpio = unsafe { &*pac::GPIO::ptr() };
    gpio.out
        .modify(|r, w| unsafe { w.bits((r.bits() & !mask[0]) | (levels[0] & mask[0])) });
}

pub fn read_byte(serial: &mut Serial) -> Option<u8> {
    let mut byte = [0];
    match serial.0.read_ready() {
        Ok(true) => serial.0.read(&mut byte).ok().map(|_| byte[0]),
        _ => None,
    }
}

/// The UART sends each byte as it is written: nothing waits.
pub fn flush(_: &mut Serial) {}
