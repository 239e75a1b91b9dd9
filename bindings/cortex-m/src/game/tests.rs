//! The game loop on the host: frames checked against the core's boards read back naively (from
//! their text), the buttons' walk through the moves against the core's legal moves, the console
//! against the core's errors, and the committed transcripts replayed byte for byte.

use std::string::String;
use std::vec::Vec;

use digipeg::Rng;
use digipeg::quixo::{Cell, Game, Move, TtEntry};
use digipeg::tictactoe::TicTacToe;

use super::quixo::{Phase, RING};
use super::*;

/// A game loop at its menu, and everything the console has shown.
fn session() -> (GameLoop<'static>, String) {
    let table = Vec::leak(vec![TtEntry::EMPTY; TABLE_ENTRIES]);
    let mut game = GameLoop::new(table, Settings::MICROBIT_V1);
    let mut out = String::new();
    game.start(&mut out).unwrap();
    (game, out)
}

/// Type `line` on the console (echoed as the board's line editor echoes it).
fn typed(game: &mut GameLoop, out: &mut String, line: &str) {
    out.push_str(line);
    out.push('\n');
    game.handle(Event::Line(line), out).unwrap();
}

fn press(game: &mut GameLoop, out: &mut String, event: Event) {
    game.handle(event, out).unwrap();
}

fn quixo<'a>(game: &'a GameLoop) -> &'a QuixoTable {
    assert_eq!(game.screen, Screen::Playing(Choice::Quixo));
    &game.quixo
}

fn tictactoe<'a>(game: &'a GameLoop) -> &'a TicTacToeTable {
    assert_eq!(game.screen, Screen::Playing(Choice::TicTacToe));
    &game.tictactoe
}

/// The times a frame is checked at: across both blink periods, on and off.
fn times() -> impl Iterator<Item = u32> {
    (0..3000).step_by(25)
}

/// The frame a Quixo board must show, worked out from the board's text: `X` (yours) bright,
/// `O` dim while the slow blink is on, `-` off.
fn expected_board(text: &str, now: u32) -> [[u8; 5]; 5] {
    let mut frame = [[0; 5]; 5];
    for (r, line) in text.lines().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            frame[r][c] = match ch {
                'X' => BRIGHT,
                'O' if now % 1000 < 700 => DIM,
                _ => 0,
            };
        }
    }
    frame
}

fn flashing(now: u32) -> u8 {
    if now % 300 < 150 { BRIGHT } else { 0 }
}

/// The frame of a Quixo game in its pick phase, checked at every time.
fn check_pick_frame(game: &GameLoop) {
    let table = quixo(game);
    let Phase::Pick { cursor } = table.phase else {
        panic!("not picking: {:?}", table.phase);
    };
    let text = table.game.position().to_string();
    for now in times() {
        let mut expected = expected_board(&text, now);
        let cell = RING[cursor];
        expected[usize::from(cell.row())][usize::from(cell.col())] = flashing(now);
        assert_eq!(game.frame(now).0, expected, "at {now} ms:\n{text}");
    }
}

#[test]
fn the_menu_switches_games_and_b_starts_one() {
    let (mut game, mut out) = session();
    assert!(out.ends_with("Game [quixo, tictactoe]: "), "{out}");
    assert_eq!(game.frame(0), QUIXO_ICON);
    press(&mut game, &mut out, Event::A);
    assert_eq!(game.frame(0), TICTACTOE_ICON);
    assert!(
        out.ends_with("Tic-tac-toe? (B starts it)\nGame [quixo, tictactoe]: "),
        "{out}"
    );
    press(&mut game, &mut out, Event::AB);
    assert_eq!(game.frame(0), TICTACTOE_ICON, "A + B does nothing in the menu");
    press(&mut game, &mut out, Event::A);
    assert_eq!(game.frame(0), QUIXO_ICON);
    press(&mut game, &mut out, Event::B);
    assert!(out.ends_with("Your move [R1 C1 R2 C2]: "), "{out}");
    check_pick_frame(&game);
    typed(&mut game, &mut out, "menu");
    assert_eq!(game.frame(0), QUIXO_ICON);
    typed(&mut game, &mut out, "t");
    assert!(out.ends_with("Your square [0 - 8]: "), "{out}");
    typed(&mut game, &mut out, "menu");
    assert_eq!(game.frame(0), TICTACTOE_ICON, "back on the game just left");
}

/// Button A walks the cursor over exactly the ring cells whose cube you may take, clockwise.
#[test]
fn the_cursor_visits_the_cubes_you_can_take() {
    let (mut game, mut out) = session();
    typed(&mut game, &mut out, "q");
    let mut rng = Rng::new(5);
    for _ in 0..12 {
        let table = quixo(&game);
        let takeable: Vec<Cell> = RING
            .iter()
            .copied()
            .filter(|&cell| table.game.legal_moves().iter().any(|m| m.from() == cell))
            .collect();
        let mut visited = Vec::new();
        for _ in 0..takeable.len() {
            let Phase::Pick { cursor } = quixo(&game).phase else {
                panic!()
            };
            visited.push(RING[cursor]);
            check_pick_frame(&game);
            press(&mut game, &mut out, Event::A);
        }
        let mut in_ring_order = visited.clone();
        in_ring_order.sort_by_key(|cell| RING.iter().position(|c| c == cell));
        let start = in_ring_order.iter().position(|c| *c == visited[0]).unwrap();
        in_ring_order.rotate_left(start);
        assert_eq!(visited, in_ring_order, "clockwise");
        in_ring_order.sort();
        let mut takeable = takeable;
        takeable.sort();
        assert_eq!(in_ring_order, takeable);
        // Back where it started after a full round.
        let Phase::Pick { cursor } = quixo(&game).phase else {
            panic!()
        };
        assert_eq!(RING[cursor], visited[0]);
        // Play a random legal move on the console to move on.
        let moves = quixo(&game).game.legal_moves();
        let m = moves[rng.below(moves.len() as u32) as usize];
        typed(
            &mut game,
            &mut out,
            &format!(
                "{} {} {} {}",
                m.from().row(),
                m.from().col(),
                m.to().row(),
                m.to().col()
            ),
        );
        if quixo(&game).is_over() {
            break;
        }
    }
}

/// After B, A and B step through the picked cube's legal moves (shown as the board after the
/// move, the placed cube flashing) and putting it back; A + B plays the one shown.
#[test]
fn the_ends_are_the_legal_moves_and_a_plus_b_plays_the_one_shown() {
    for choice in 0..4 {
        let (mut game, mut out) = session();
        typed(&mut game, &mut out, "q");
        // A few moves in, so that the cubes differ.
        for line in ["0 0 0 4", "1 0 4 0"] {
            typed(&mut game, &mut out, line);
        }
        let before: Game = quixo(&game).game.clone();
        let Phase::Pick { cursor } = quixo(&game).phase else {
            panic!()
        };
        let moves: Vec<Move> = before
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == RING[cursor])
            .collect();
        press(&mut game, &mut out, Event::B);
        // Step forwards with B through every choice and round again, backwards with A.
        for step in 0..=moves.len() * 2 + 1 {
            let k = step % (moves.len() + 1);
            assert_eq!(quixo(&game).phase, Phase::End { cursor, choice: k });
            for now in times() {
                let expected = match moves.get(k) {
                    Some(&m) => {
                        let mut after = *before.position();
                        after.play(m).unwrap();
                        let mut frame = expected_board(&after.to_string(), now);
                        frame[usize::from(m.to().row())][usize::from(m.to().col())] = flashing(now);
                        frame
                    }
                    None => {
                        let mut frame = expected_board(&before.position().to_string(), now);
                        frame[usize::from(RING[cursor].row())][usize::from(RING[cursor].col())] =
                            flashing(now);
                        frame
                    }
                };
                assert_eq!(game.frame(now).0, expected, "choice {k} at {now} ms");
            }
            press(&mut game, &mut out, Event::B);
        }
        for _ in 0..moves.len() + 1 {
            press(&mut game, &mut out, Event::A);
        }
        assert_eq!(
            quixo(&game).phase,
            Phase::End { cursor, choice: 0 },
            "A steps back as far"
        );
        // A corner has two moves, an edge three: the last choice puts the cube back.
        let choice = choice % (moves.len() + 1);
        for _ in 0..choice {
            press(&mut game, &mut out, Event::B);
        }
        let shown = out.len();
        press(&mut game, &mut out, Event::AB);
        let after = &quixo(&game).game;
        match moves.get(choice) {
            Some(&m) => {
                let mut expected = before.clone();
                expected.play(m).unwrap();
                let mut undone = after.clone();
                undone.undo().unwrap();
                assert_eq!(
                    undone.position(),
                    expected.position(),
                    "your move, then the computer's"
                );
                assert_eq!(after.plies(), before.plies() + 2);
                let said = &out[shown..];
                let you = format!(
                    "You played {} {} {} {}.\n",
                    m.from().row(),
                    m.from().col(),
                    m.to().row(),
                    m.to().col()
                );
                assert!(said.starts_with(&you), "{said}");
                assert!(said.contains("The computer played "), "{said}");
            }
            None => {
                // Put back: nothing was played, and the cursor is where it was.
                assert_eq!(after.position(), before.position());
                assert_eq!(quixo(&game).phase, Phase::Pick { cursor });
            }
        }
    }
}

/// Every frame of random games played on the console, at every time: your cubes bright, the
/// computer's dim and blinking, blanks off, the cursor flashing; at the end the winner's cubes
/// flash.
#[test]
fn quixo_frames_follow_the_board() {
    let mut rng = Rng::new(11);
    for _ in 0..6 {
        let (mut game, mut out) = session();
        typed(&mut game, &mut out, "q");
        while !quixo(&game).is_over() {
            check_pick_frame(&game);
            let moves = quixo(&game).game.legal_moves();
            let m = moves[rng.below(moves.len() as u32) as usize];
            typed(
                &mut game,
                &mut out,
                &format!(
                    "{}{}{}{}",
                    m.from().row(),
                    m.from().col(),
                    m.to().row(),
                    m.to().col()
                ),
            );
        }
        let table = quixo(&game);
        let text = table.game.position().to_string();
        let winner = match table.game.outcome() {
            Some(digipeg::quixo::Outcome::Win(s)) => Some(s.char()),
            _ => None,
        };
        for now in times() {
            let mut expected = expected_board(&text, now);
            for (r, line) in text.lines().enumerate() {
                for (c, ch) in line.chars().enumerate() {
                    if Some(ch) == winner && now % 300 >= 150 {
                        expected[r][c] = 0;
                    }
                }
            }
            assert_eq!(game.frame(now).0, expected, "at {now} ms:\n{text}");
        }
        let result = match winner {
            Some('X') => "X wins: you win!\n",
            Some(_) => "O wins: the computer wins.\n",
            None => "Draw: the same position came up a third time.\n",
        };
        assert!(
            out.ends_with(&format!("{result}Game [quixo, tictactoe]: ")),
            "{out}"
        );
        // Any button leaves the finished game for the menu.
        press(&mut game, &mut out, Event::A);
        assert_eq!(game.frame(0), QUIXO_ICON);
    }
}

/// A refused move is the core's error, word for word, and changes nothing.
#[test]
fn quixo_refuses_bad_moves_with_the_cores_errors() {
    let (mut game, mut out) = session();
    typed(&mut game, &mut out, "q");
    typed(&mut game, &mut out, "0 0 0 4");
    let before = quixo(&game).game.clone();
    for (line, error) in [
        ("9 9 9 9", Some(digipeg::Error::QuixoOffBoard)),
        ("-1 0 0 4", Some(digipeg::Error::QuixoOffBoard)),
        ("2 2 2 4", Some(digipeg::Error::QuixoNotPerimeter)),
        ("0 4 0 4", None),
        ("4 0 4 0", None),
        ("1 0 1 1", None),
        ("hello", None),
        ("0 0 0", None),
        ("0 0 0 4 1", None),
        ("00040", None),
    ] {
        let shown = out.len();
        typed(&mut game, &mut out, line);
        let said = &out[shown + line.len() + 1..];
        let m = four_words(line).and_then(|n| Move::from_raw(n[0], n[1], n[2], n[3], 0).ok());
        let expected = match (error, m) {
            (Some(e), _) => format!("{}\n", e.message()),
            (None, Some(m)) => format!("{}\n", before.check(&m).unwrap_err().message()),
            (None, None) => "Type four numbers, e.g. 0 0 0 4, or help.\n".to_string(),
        };
        assert_eq!(said, format!("{expected}Your move [R1 C1 R2 C2]: "), "{line}");
        assert_eq!(quixo(&game).game.position(), before.position(), "{line}");
        assert_eq!(quixo(&game).game.plies(), before.plies(), "{line}");
    }
}

fn four_words(line: &str) -> Option<Vec<i64>> {
    let words: Vec<i64> = line.split(' ').map(|w| w.parse().ok()).collect::<Option<_>>()?;
    (words.len() == 4).then_some(words)
}

#[test]
fn undo_takes_back_your_move_and_the_reply() {
    let (mut game, mut out) = session();
    typed(&mut game, &mut out, "q");
    typed(&mut game, &mut out, "undo");
    assert!(out.ends_with(&format!(
        "{}\nYour move [R1 C1 R2 C2]: ",
        digipeg::Error::QuixoNothingToUndo.message()
    )));
    typed(&mut game, &mut out, "0 0 0 4");
    let after_one = quixo(&game).game.clone();
    typed(&mut game, &mut out, "1 0 4 0");
    typed(&mut game, &mut out, "undo");
    assert_eq!(quixo(&game).game.position(), after_one.position());
    typed(&mut game, &mut out, "undo");
    assert_eq!(quixo(&game).game.plies(), 0);

    typed(&mut game, &mut out, "t");
    typed(&mut game, &mut out, "4");
    let after_one = tictactoe(&game).game;
    typed(&mut game, &mut out, "undo");
    assert_eq!(tictactoe(&game).game, TicTacToe::new());
    typed(&mut game, &mut out, "undo");
    assert!(out.ends_with("Nothing to undo.\nYour square [0 - 8]: "), "{out}");
    typed(&mut game, &mut out, "4");
    let again = tictactoe(&game).game.board();
    assert_eq!(
        again.marks(digipeg::tictactoe::Player::X),
        after_one.board().marks(digipeg::tictactoe::Player::X)
    );
    assert_eq!(
        again.count(digipeg::tictactoe::Player::O),
        1,
        "the computer replied again"
    );
}

/// Tic-tac-toe with the buttons, in every way the cursor allows: A walks over the empty squares,
/// B marks the one under the cursor, the computer (perfect) never loses, and every frame shows
/// the marks on the centre 3 × 3.
#[test]
fn tictactoe_with_the_buttons() {
    let mut rng = Rng::new(3);
    for _ in 0..30 {
        let (mut game, mut out) = session();
        press(&mut game, &mut out, Event::A);
        press(&mut game, &mut out, Event::B);
        while !tictactoe(&game).is_over() {
            let table = tictactoe(&game);
            let empty: Vec<u8> = table.game.legal_moves().iter().map(|s| s.index()).collect();
            assert!(empty.contains(&table.cursor));
            check_tictactoe_frame(&game);
            for _ in 0..rng.below(9) {
                press(&mut game, &mut out, Event::A);
                assert!(empty.contains(&tictactoe(&game).cursor));
            }
            let square = tictactoe(&game).cursor;
            let shown = out.len();
            press(&mut game, &mut out, Event::B);
            assert!(
                out[shown..].starts_with(&format!("You marked {square}.\n")),
                "{}",
                &out[shown..]
            );
        }
        check_tictactoe_frame(&game);
        let outcome = tictactoe(&game).game.outcome();
        assert_ne!(
            outcome,
            Some(digipeg::tictactoe::Outcome::Win(digipeg::tictactoe::Player::X)),
            "perfect play never loses"
        );
        let result = match outcome {
            Some(digipeg::tictactoe::Outcome::Draw) => "Draw.\n",
            _ => "O wins: the computer wins.\n",
        };
        assert!(
            out.ends_with(&format!("{result}Game [quixo, tictactoe]: ")),
            "{out}"
        );
        press(&mut game, &mut out, Event::B);
        assert_eq!(game.frame(0), TICTACTOE_ICON);
    }
}

/// The marks read back from the board's text: `X` bright, `O` dim while the slow blink is on;
/// the cursor flashes; once over, the winner's marks flash; the outer ring stays off.
fn check_tictactoe_frame(game: &GameLoop) {
    let table = tictactoe(game);
    let text = table.game.to_string();
    let winner = match table.game.outcome() {
        Some(digipeg::tictactoe::Outcome::Win(p)) => Some(p.as_char()),
        _ => None,
    };
    for now in times() {
        let mut expected = [[0; 5]; 5];
        for (r, line) in text.lines().enumerate() {
            for (c, ch) in line.chars().enumerate() {
                let mut level = match ch {
                    'X' => BRIGHT,
                    'O' if now % 1000 < 700 => DIM,
                    _ => 0,
                };
                if Some(ch) == winner && now % 300 >= 150 {
                    level = 0;
                }
                if winner.is_none()
                    && !table.game.is_over()
                    && (3 * r + c) as u8 == table.cursor
                    && now % 300 < 150
                {
                    level = BRIGHT;
                }
                expected[r + 1][c + 1] = level;
            }
        }
        assert_eq!(game.frame(now).0, expected, "at {now} ms:\n{text}");
    }
}

#[test]
fn tictactoe_refuses_bad_squares_with_the_cores_errors() {
    let (mut game, mut out) = session();
    typed(&mut game, &mut out, "t");
    typed(&mut game, &mut out, "4");
    let before = tictactoe(&game).game;
    for (line, expected) in [
        ("9", digipeg::Error::TttOffBoard.message()),
        ("-1", digipeg::Error::TttOffBoard.message()),
        ("4", digipeg::Error::TttOccupied.message()),
        ("x", "Type a square, 0 to 8, or help."),
        ("4 4", "Type a square, 0 to 8, or help."),
    ] {
        let shown = out.len();
        typed(&mut game, &mut out, line);
        assert_eq!(
            &out[shown + line.len() + 1..],
            format!("{expected}\nYour square [0 - 8]: "),
            "{line}"
        );
        assert_eq!(tictactoe(&game).game, before);
    }
}

/// The inputs of a transcript: what follows each prompt on its line (the last prompt, which
/// waits for input, ends the transcript without a line end).
fn inputs(transcript: &str) -> Vec<&str> {
    const PROMPTS: [&str; 3] = [
        "Game [quixo, tictactoe]: ",
        "Your move [R1 C1 R2 C2]: ",
        "Your square [0 - 8]: ",
    ];
    transcript
        .split_inclusive('\n')
        .filter_map(|line| line.strip_suffix('\n'))
        .filter_map(|line| PROMPTS.iter().find_map(|p| line.strip_prefix(p)))
        .collect()
}

/// Play a transcript's inputs and return the whole console text.
fn replay(transcript: &str) -> String {
    let (mut game, mut out) = session();
    for line in inputs(transcript) {
        typed(&mut game, &mut out, line);
    }
    out
}

/// The committed transcripts (the QEMU test plays them on the micro:bit v1 image) replay
/// byte for byte, and each ends as its name says.
#[test]
fn the_committed_transcripts_replay() {
    for (name, endings) in TRANSCRIPTS {
        let path = format!("transcripts/{name}");
        let transcript = std::fs::read_to_string(&path).unwrap();
        assert_eq!(replay(&transcript), transcript, "{path}");
        for ending in endings.iter() {
            assert!(transcript.contains(ending), "{path} should contain {ending:?}");
        }
    }
}

/// The transcripts, and a result line each must contain.
const TRANSCRIPTS: [(&str, &[&str]); 2] = [
    (
        "quixo.txt",
        &["X wins: you win!\n", "O wins: the computer wins.\n"],
    ),
    ("tictactoe.txt", &["Draw.\n", "O wins: the computer wins.\n"]),
];

/// Write the transcripts anew (after a deliberate change of the console's text):
/// `cargo test --lib --target <host> -- --ignored write_transcripts`. Your side is played by
/// the core: the search player with a larger budget than the computer's (to win), the first
/// legal move (to lose), perfect tic-tac-toe (to draw) and the first empty square (to lose).
#[test]
#[ignore]
fn write_transcripts() {
    use digipeg::quixo::{Budget, Level, Player};
    use digipeg::tictactoe::Strength;

    let (mut game, mut out) = session();
    for line in [
        "help", "hello", "q", "hello", "9 9 9 9", "board", "0 0 0 4", "undo",
    ] {
        typed(&mut game, &mut out, line);
    }
    let strong = Player::new(Level::Search, 1);
    let mut table = vec![TtEntry::EMPTY; 1 << 16];
    let budget = Budget::new(200_000, 12);
    for weak in [false, true] {
        while !quixo(&game).is_over() {
            let position = *quixo(&game).game.position();
            let m = if weak {
                position.legal_moves()[0]
            } else {
                strong.choose(&position, &mut table, budget).unwrap().mv
            };
            typed(
                &mut game,
                &mut out,
                &format!(
                    "{} {} {} {}",
                    m.from().row(),
                    m.from().col(),
                    m.to().row(),
                    m.to().col()
                ),
            );
        }
        if !weak {
            typed(&mut game, &mut out, "quixo");
        }
    }
    std::fs::write("transcripts/quixo.txt", &out).unwrap();

    let (mut game, mut out) = session();
    let mut rng = Rng::new(2);
    for perfect in [true, false] {
        typed(&mut game, &mut out, "t");
        if perfect {
            typed(&mut game, &mut out, "9");
        }
        while !tictactoe(&game).is_over() {
            let position = tictactoe(&game).game;
            let square = if perfect {
                position.choose_move(Strength::Perfect, &mut rng).unwrap()
            } else {
                position.legal_moves()[0]
            };
            typed(&mut game, &mut out, &square.index().to_string());
        }
    }
    std::fs::write("transcripts/tictactoe.txt", &out).unwrap();
}
