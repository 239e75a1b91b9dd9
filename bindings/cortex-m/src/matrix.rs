//! The micro:bit's 5 × 5 LED matrix: which GPIO pins light which LED, and the pin levels that
//! show a [`Frame`]. Pure, so that the host can check the patterns against the frames.
//!
//! The LEDs are wired as a matrix of row lines and column lines: an LED lights while its row line
//! is high and its column line low. The driver shows one row line at a time, each for
//! [`SLICES`] time slices, and an LED of brightness `b` is lit in the first `b` slices of its
//! row line (so brightness is the share of time lit). On the v2 the row and column lines are the
//! image's rows and columns; the v1 wires its 25 LEDs as 3 row lines of 9 columns.

use crate::game::{BRIGHT, Frame};

/// Time slices per row line: one per brightness level.
pub const SLICES: u8 = BRIGHT;

/// A GPIO pin: port and number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pin {
    /// The GPIO port (the nRF52833 has P0 and P1; the nRF51 only P0).
    pub port: u8,
    /// The pin number within the port.
    pub pin: u8,
}

const fn p0(pin: u8) -> Pin {
    Pin { port: 0, pin }
}

/// Output levels of both ports, one bit per pin (bit `n` of `levels[port]` is pin `n`).
pub type Levels = [u32; 2];

/// How a board wires its LED matrix.
#[derive(Debug)]
pub struct Layout {
    /// The row lines (anodes: high to light).
    pub rows: &'static [Pin],
    /// The column lines (cathodes: low to light).
    pub cols: &'static [Pin],
    /// `(row line, column line)` of the LED at each place of the image, `[image row][image
    /// column]`.
    pub leds: [[(u8, u8); 5]; 5],
}

/// The micro:bit v1 (nRF51822): row lines P0.13–P0.15, column lines P0.04–P0.12, wired as in
/// its board support crate (`microbit-common`'s v1 display).
pub const MICROBIT_V1: Layout = Layout {
    rows: &[p0(13), p0(14), p0(15)],
    cols: &[p0(4), p0(5), p0(6), p0(7), p0(8), p0(9), p0(10), p0(11), p0(12)],
    leds: [
        [(0, 0), (1, 3), (0, 1), (1, 4), (0, 2)],
        [(2, 3), (2, 4), (2, 5), (2, 6), (2, 7)],
        [(1, 1), (0, 8), (1, 2), (2, 8), (1, 0)],
        [(0, 7), (0, 6), (0, 5), (0, 4), (0, 3)],
        [(2, 2), (1, 6), (2, 0), (1, 5), (2, 1)],
    ],
};

/// The micro:bit v2 (nRF52833): row lines P0.21, P0.22, P0.15, P0.24, P0.19; column lines
/// P0.28, P0.11, P0.31, P1.05, P0.30; LED (r, c) on row line r and column line c.
pub const MICROBIT_V2: Layout = Layout {
    rows: &[p0(21), p0(22), p0(15), p0(24), p0(19)],
    cols: &[p0(28), p0(11), p0(31), Pin { port: 1, pin: 5 }, p0(30)],
    leds: {
        let mut leds = [[(0, 0); 5]; 5];
        let mut r = 0;
        while r < 5 {
            let mut c = 0;
            while c < 5 {
                leds[r][c] = (r as u8, c as u8);
                c += 1;
            }
            r += 1;
        }
        leds
    },
};

fn set(levels: &mut Levels, pin: Pin, high: bool) {
    let bit = 1 << (pin.pin % 32);
    if let Some(port) = levels.get_mut(usize::from(pin.port)) {
        if high {
            *port |= bit;
        } else {
            *port &= !bit;
        }
    }
}

impl Layout {
    /// Every pin the display drives, per port: the bits [`Layout::pattern`] decides.
    pub fn mask(&self) -> Levels {
        let mut mask = [0; 2];
        for &pin in self.rows.iter().chain(self.cols) {
            set(&mut mask, pin, true);
        }
        mask
    }

    /// The levels that show row line `row` of `frame` in time slice `slice`: that row line high
    /// and the others low; the column line of each of its LEDs low (lit) when the LED's
    /// brightness is above `slice`, every other column line high.
    pub fn pattern(&self, frame: &Frame, row: usize, slice: u8) -> Levels {
        let mut levels = [0; 2];
        for (r, &pin) in self.rows.iter().enumerate() {
            set(&mut levels, pin, r == row);
        }
        for &pin in self.cols {
            set(&mut levels, pin, true);
        }
        for (image_row, leds) in frame.0.iter().zip(&self.leds) {
            for (&brightness, &(r, c)) in image_row.iter().zip(leds) {
                if usize::from(r) == row
                    && brightness > slice
                    && let Some(&pin) = self.cols.get(usize::from(c))
                {
                    set(&mut levels, pin, false);
                }
            }
        }
        levels
    }
}

/// Where the scan is: the row line shown and its time slice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    row: usize,
    slice: u8,
}

impl Scan {
    /// The levels for the next time slice of `frame` (call at a steady rate: rows × [`SLICES`]
    /// times per refresh).
    pub fn next(&mut self, layout: &Layout, frame: &Frame) -> Levels {
        let levels = layout.pattern(frame, self.row, self.slice);
        self.slice += 1;
        if self.slice == SLICES {
            self.slice = 0;
            self.row = (self.row + 1) % layout.rows.len().max(1);
        }
        levels
    }
}

#[cfg(test)]
mod tests;
