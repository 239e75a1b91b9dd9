//! The board-independent part of digipeg's Cortex-M firmware: `no_std`, allocation-free, and
//! built for the host too, so that `cargo test` checks it there.
//!
//! - [`game`]: the game loop of the micro:bit demo (Quixo and tic-tac-toe against the computer,
//!   on the LED matrix and the serial console);
//! - [`input`]: serial bytes into lines, button samples into presses;
//! - [`matrix`]: the micro:bit's LED matrix wiring, and the pin levels that show a frame;
//! - [`vectors`]: the shared test vectors of all four games, compressed into flash, and the
//!   interpreter that plays them (the QEMU image `vectors`).
//!
//! On a Cortex-M target it also holds [`fault`] (the hard-fault entry and stack measurement the
//! images share). The images themselves (`src/bin/`) add only what a target needs: start-up,
//! output (semihosting under QEMU, a UART on the micro:bit), and the board's peripherals.
#![cfg_attr(not(test), no_std)]
#![warn(missing_docs)]

#[cfg(all(target_arch = "arm", target_os = "none"))]
pub mod fault;
pub mod game;
pub mod input;
pub mod matrix;
pub mod vectors;

/// A decimal integer with an optional sign, as `str::parse::<i64>` reads it, in a fraction of
/// its flash (the vectors' arguments and the console's moves).
pub fn parse_int(word: &str) -> Option<i64> {
    let (negative, digits) = match word.strip_prefix('-') {
        Some(digits) => (true, digits),
        None => (false, word.strip_prefix('+').unwrap_or(word)),
    };
    if digits.is_empty() {
        return None;
    }
    let mut value: i64 = 0;
    for b in digits.bytes() {
        let digit = i64::from(b.wrapping_sub(b'0'));
        if digit > 9 {
            return None;
        }
        // Accumulated negatively so that i64::MIN is reachable, as with `parse`.
        value = value.checked_mul(10)?.checked_sub(digit)?;
    }
    if negative {
        Some(value)
    } else {
        value.checked_neg()
    }
}

#[cfg(test)]
mod tests {
    use super::parse_int;

    /// The small parser agrees with `str::parse::<i64>` on every kind of word.
    #[test]
    fn parse_int_agrees_with_str_parse() {
        let mut words: Vec<String> = [
            "",
            "-",
            "+",
            "0",
            "-0",
            "+0",
            "007",
            "1a",
            "a1",
            " 1",
            "1 ",
            "--1",
            "+-1",
            "-+1",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "-9223372036854775809",
            "99999999999999999999",
            "٣",
        ]
        .iter()
        .map(|w| w.to_string())
        .collect();
        words.extend((-1200..1200).map(|n: i64| n.to_string()));
        words.extend((0..64).map(|b| (1i64 << b).wrapping_sub(1).to_string()));
        for word in &words {
            assert_eq!(parse_int(word), word.parse::<i64>().ok(), "{word:?}");
        }
    }
}
