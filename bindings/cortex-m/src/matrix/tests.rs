//! The pin patterns against the frames they must show: decoded back into brightness the naive
//! way (an LED is lit while its row line is high and its column line low).

use std::vec::Vec;

use super::*;
use crate::game::{Event, GameLoop, Settings, TABLE_ENTRIES};
use digipeg::Rng;
use digipeg::quixo::TtEntry;

fn high(levels: &Levels, pin: Pin) -> bool {
    levels[usize::from(pin.port)] & (1 << pin.pin) != 0
}

/// Which LEDs of the image `levels` lights.
fn lit(layout: &Layout, levels: &Levels) -> [[bool; 5]; 5] {
    let mut lit = [[false; 5]; 5];
    for (y, row) in layout.leds.iter().enumerate() {
        for (x, &(r, c)) in row.iter().enumerate() {
            lit[y][x] =
                high(levels, layout.rows[usize::from(r)]) && !high(levels, layout.cols[usize::from(c)]);
        }
    }
    lit
}

/// Scan `frame` for one whole refresh; check every pattern; the brightness each LED got.
fn shown(layout: &Layout, frame: &Frame) -> [[u8; 5]; 5] {
    let mut scan = Scan::default();
    let mut brightness = [[0; 5]; 5];
    let mask = layout.mask();
    for step in 0..layout.rows.len() * usize::from(SLICES) {
        let levels = scan.next(layout, frame);
        // Only the display's pins are decided, and exactly one row line is high: the one scanned.
        assert_eq!([levels[0] & !mask[0], levels[1] & !mask[1]], [0, 0]);
        let row = step / usize::from(SLICES);
        let high_rows: Vec<usize> = (0..layout.rows.len())
            .filter(|&r| high(&levels, layout.rows[r]))
            .collect();
        assert_eq!(high_rows, [row]);
        for (y, line) in lit(layout, &levels).iter().enumerate() {
            for (x, &on) in line.iter().enumerate() {
                if on {
                    assert_eq!(usize::from(layout.leds[y][x].0), row);
                    brightness[y][x] += 1;
                }
            }
        }
    }
    brightness
}

fn check(layout: &Layout, frame: &Frame) {
    assert_eq!(
        shown(layout, frame),
        frame.0.map(|row| row.map(|b| b.min(SLICES))),
        "{frame}"
    );
}

#[test]
fn every_led_has_its_own_row_and_column_line() {
    for layout in [&MICROBIT_V1, &MICROBIT_V2] {
        let mut used = Vec::new();
        for &(r, c) in layout.leds.iter().flatten() {
            assert!(usize::from(r) < layout.rows.len() && usize::from(c) < layout.cols.len());
            assert!(!used.contains(&(r, c)), "{r} {c} twice");
            used.push((r, c));
        }
        let pins: Vec<Pin> = layout.rows.iter().chain(layout.cols).copied().collect();
        for (i, pin) in pins.iter().enumerate() {
            assert!(!pins[i + 1..].contains(pin), "{pin:?} twice");
        }
    }
}

/// The v1 table against the same wiring as `microbit-common` writes it the other way round:
/// for each column line and row line, the image position (x, y) it lights, if any.
#[test]
fn v1_wiring_matches_the_board_support_crate() {
    const BY_LINE: [[Option<(usize, usize)>; 3]; 9] = [
        [Some((0, 0)), Some((4, 2)), Some((2, 4))],
        [Some((2, 0)), Some((0, 2)), Some((4, 4))],
        [Some((4, 0)), Some((2, 2)), Some((0, 4))],
        [Some((4, 3)), Some((1, 0)), Some((0, 1))],
        [Some((3, 3)), Some((3, 0)), Some((1, 1))],
        [Some((2, 3)), Some((3, 4)), Some((2, 1))],
        [Some((1, 3)), Some((1, 4)), Some((3, 1))],
        [Some((0, 3)), None, Some((4, 1))],
        [Some((1, 2)), None, Some((3, 2))],
    ];
    for (c, rows) in BY_LINE.iter().enumerate() {
        for (r, place) in rows.iter().enumerate() {
            if let Some((x, y)) = *place {
                assert_eq!(MICROBIT_V1.leds[y][x], (r as u8, c as u8));
            }
        }
    }
}

#[test]
fn single_leds_and_every_level() {
    for layout in [&MICROBIT_V1, &MICROBIT_V2] {
        for y in 0..5 {
            for x in 0..5 {
                for level in 0..=SLICES + 1 {
                    let mut frame = Frame::default();
                    frame.0[y][x] = level;
                    check(layout, &frame);
                }
            }
        }
    }
}

#[test]
fn random_frames() {
    let mut rng = Rng::new(17);
    for _ in 0..300 {
        let mut frame = Frame::default();
        for level in frame.0.iter_mut().flatten() {
            *level = rng.below(u32::from(SLICES) + 1) as u8;
        }
        check(&MICROBIT_V1, &frame);
        check(&MICROBIT_V2, &frame);
    }
}

/// The frames the game loop emits while both games are played with the buttons, at times
/// across both blink periods.
#[test]
fn the_game_loops_frames() {
    let mut table = vec![TtEntry::EMPTY; TABLE_ENTRIES];
    let mut game = GameLoop::new(&mut table, Settings::MICROBIT_V1);
    let mut sink = String::new();
    let presses = [
        Event::B,
        Event::A,
        Event::B,
        Event::B,
        Event::AB,
        Event::A,
        Event::B,
        Event::AB,
    ];
    let mut frames = 0;
    for event in presses
        .iter()
        .chain(&[Event::AB, Event::A, Event::B, Event::A, Event::B, Event::B])
    {
        game.handle(*event, &mut sink).unwrap();
        for now in (0..2000).step_by(50) {
            let frame = game.frame(now);
            check(&MICROBIT_V1, &frame);
            check(&MICROBIT_V2, &frame);
            frames += 1;
        }
    }
    assert!(frames > 500);
}

/// What the QEMU test expects to read from P0.OUT while the v1 shows the menu: the patterns of
/// the game loop's first frame (`transcripts/matrix-menu-v1.txt`).
fn menu_patterns() -> String {
    let mut table = vec![TtEntry::EMPTY; TABLE_ENTRIES];
    let frame = GameLoop::new(&mut table, Settings::MICROBIT_V1).frame(0);
    let mut patterns: Vec<u32> = (0..MICROBIT_V1.rows.len())
        .flat_map(|row| (0..SLICES).map(move |slice| (row, slice)))
        .map(|(row, slice)| MICROBIT_V1.pattern(&frame, row, slice)[0])
        .collect();
    patterns.sort();
    patterns.dedup();
    let mut text = String::from(
        "# P0.OUT of the micro:bit v1 while its menu shows the Quixo icon, display pins only:\n\
         # matrix::MICROBIT_V1.pattern(frame, row line, slice) for every row line and time slice.\n",
    );
    text += &format!(
        "# The frame:\n{}",
        frame
            .to_string()
            .lines()
            .map(|l| format!("#   {l}\n"))
            .collect::<String>()
    );
    text += &format!("mask {:#010x}\n", MICROBIT_V1.mask()[0]);
    for p in patterns {
        text += &format!("{p:#010x}\n");
    }
    text
}

#[test]
fn the_qemu_tests_menu_patterns_are_the_drivers() {
    let committed = std::fs::read_to_string("transcripts/matrix-menu-v1.txt").unwrap();
    assert_eq!(committed, menu_patterns());
}

/// Write the file anew: `cargo test --lib --target <host> -- --ignored write_menu_patterns`.
#[test]
#[ignore]
fn write_menu_patterns() {
    std::fs::write("transcripts/matrix-menu-v1.txt", menu_patterns()).unwrap();
}
