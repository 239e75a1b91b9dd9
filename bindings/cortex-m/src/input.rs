//! Raw input into [`Event`]s, independent of the board: bytes from the serial port into lines
//! (echoed as a terminal expects), and samples of the two buttons into presses.

use core::fmt::Write;

use crate::game::Event;

/// The longest line the console keeps; further characters are ignored (and not echoed).
pub const LINE: usize = 40;

/// Collects bytes typed on the serial console into lines.
#[derive(Debug, Default)]
pub struct LineEditor {
    buffer: heapless::Vec<u8, LINE>,
    /// The last line was handed out: the next byte starts a new one.
    done: bool,
    /// The last byte was a carriage return (so a line feed right after it ends nothing).
    after_return: bool,
}

impl LineEditor {
    /// An empty line.
    pub const fn new() -> LineEditor {
        LineEditor {
            buffer: heapless::Vec::new(),
            done: false,
            after_return: false,
        }
    }

    /// Take one byte, echoing it to `echo`: printable ASCII is kept, backspace or delete
    /// removes the last character, and carriage return or line feed (either, or both in turn)
    /// ends the line, which is returned. Other bytes are ignored.
    pub fn push(&mut self, byte: u8, echo: &mut dyn Write) -> Option<&str> {
        if core::mem::take(&mut self.done) {
            self.buffer.clear();
        }
        let after_return = core::mem::replace(&mut self.after_return, byte == b'\r');
        match byte {
            b'\n' if after_return => None,
            b'\r' | b'\n' => {
                let _ = echo.write_char('\n');
                self.done = true;
                // Only printable ASCII is ever kept, so this is always text.
                core::str::from_utf8(&self.buffer).ok()
            }
            0x08 | 0x7f => {
                if self.buffer.pop().is_some() {
                    let _ = echo.write_str("\x08 \x08");
                }
                None
            }
            b' '..=b'~' => {
                if self.buffer.push(byte).is_ok() {
                    let _ = echo.write_char(char::from(byte));
                }
                None
            }
            _ => None,
        }
    }
}

/// Samples of one button, debounced: a change counts once it has read the same [`STABLE`]
/// times in a row.
#[derive(Clone, Copy, Debug, Default)]
struct Debounced {
    down: bool,
    count: u8,
}

/// How many equal samples in a row make a change (at one sample every 10 ms: 30 ms).
pub const STABLE: u8 = 3;

impl Debounced {
    fn sample(&mut self, down: bool) -> bool {
        if down == self.down {
            self.count = 0;
        } else {
            self.count += 1;
            if self.count >= STABLE {
                self.down = down;
                self.count = 0;
            }
        }
        self.down
    }
}

/// Turns samples of buttons A and B into [`Event::A`], [`Event::B`] and [`Event::AB`]: a press
/// is reported when every button is released again, as A + B if both were down together at
/// some point, else as the one that was pressed.
#[derive(Clone, Copy, Debug, Default)]
pub struct Buttons {
    a: Debounced,
    b: Debounced,
    /// Since the last release: which buttons were down, and whether both were at once.
    seen: (bool, bool, bool),
}

impl Buttons {
    /// No button down.
    pub const fn new() -> Buttons {
        Buttons {
            a: Debounced {
                down: false,
                count: 0,
            },
            b: Debounced {
                down: false,
                count: 0,
            },
            seen: (false, false, false),
        }
    }

    /// One sample of both buttons (`true`: pressed); the event, if this sample ends a press.
    pub fn sample(&mut self, a: bool, b: bool) -> Option<Event<'static>> {
        let (a, b) = (self.a.sample(a), self.b.sample(b));
        let (seen_a, seen_b, both) = self.seen;
        self.seen = (seen_a || a, seen_b || b, both || (a && b));
        if a || b {
            return None;
        }
        match core::mem::take(&mut self.seen) {
            (_, _, true) => Some(Event::AB),
            (true, _, _) => Some(Event::A),
            (_, true, _) => Some(Event::B),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::string::String;

    use super::*;

    fn typed(editor: &mut LineEditor, bytes: &[u8], echo: &mut String) -> Vec<String> {
        bytes
            .iter()
            .filter_map(|&b| editor.push(b, echo).map(String::from))
            .collect()
    }

    #[test]
    fn lines_end_at_either_line_end_and_echo_what_is_kept() {
        let mut editor = LineEditor::new();
        let mut echo = String::new();
        let lines = typed(
            &mut editor,
            b"quixo\r\n0 0 0 4\n\rabc\x08d\x7f\x7fx\r\x01\x1b\xff\n",
            &mut echo,
        );
        assert_eq!(lines, ["quixo", "0 0 0 4", "", "ax", ""]);
        assert_eq!(echo, "quixo\n0 0 0 4\n\nabc\x08 \x08d\x08 \x08\x08 \x08x\n\n");
    }

    #[test]
    fn backspace_on_an_empty_line_echoes_nothing() {
        let mut editor = LineEditor::new();
        let mut echo = String::new();
        assert_eq!(typed(&mut editor, b"\x08\x7fq\n", &mut echo), ["q"]);
        assert_eq!(echo, "q\n");
    }

    #[test]
    fn a_long_line_keeps_its_first_characters() {
        let mut editor = LineEditor::new();
        let mut echo = String::new();
        let long = [b'7'; LINE + 10];
        let mut bytes = long.to_vec();
        bytes.push(b'\n');
        let lines = typed(&mut editor, &bytes, &mut echo);
        assert_eq!(lines, ["7".repeat(LINE)]);
        assert_eq!(echo, "7".repeat(LINE) + "\n");
    }

    /// Feed `samples` (A down, B down) and collect the events.
    fn events(samples: &[(bool, bool)]) -> Vec<Event<'static>> {
        let mut buttons = Buttons::new();
        samples
            .iter()
            .filter_map(|&(a, b)| buttons.sample(a, b))
            .collect()
    }

    /// `n` equal samples.
    fn hold(a: bool, b: bool, n: usize) -> Vec<(bool, bool)> {
        vec![(a, b); n]
    }

    #[test]
    fn a_press_is_reported_on_release() {
        let samples = [
            hold(true, false, 5),
            hold(false, false, 5),
            hold(false, true, 5),
            hold(false, false, 5),
        ]
        .concat();
        assert_eq!(events(&samples), [Event::A, Event::B]);
    }

    #[test]
    fn both_buttons_together_are_one_a_plus_b() {
        // B joins A late and A is released first: still one A + B.
        let samples = [
            hold(true, false, 5),
            hold(true, true, 5),
            hold(false, true, 5),
            hold(false, false, 5),
        ]
        .concat();
        assert_eq!(events(&samples), [Event::AB]);
    }

    #[test]
    fn bounces_shorter_than_the_debounce_are_ignored() {
        let mut samples = Vec::new();
        for _ in 0..10 {
            samples.extend(hold(true, false, usize::from(STABLE) - 1));
            samples.extend(hold(false, false, 1));
        }
        samples.extend(hold(false, true, usize::from(STABLE) - 1));
        samples.extend(hold(false, false, 20));
        assert_eq!(events(&samples), []);
        // The same press held long enough counts once.
        let samples = [
            hold(true, false, usize::from(STABLE)),
            hold(false, false, usize::from(STABLE)),
        ]
        .concat();
        assert_eq!(events(&samples), [Event::A]);
    }
}
