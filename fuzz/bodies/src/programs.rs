//! The two terminal programs fed arbitrary lines.

use digipeg::Error;
use digipeg::peg::{Banner, Program, Status};
use digipeg::solitaire::{Play, PlayEnd};

use crate::input::{Input, MAX_STEPS};
use crate::peg::{check_board, directions};
use crate::solitaire::{any_game, check_game};

/// The DigiPeg program: every line is answered with text ending in a prompt (or the program
/// ends), a finished program ignores input, its board stays valid, and two runs of the same
/// lines print the same bytes.
pub fn peg_program(data: &[u8]) {
    let mut input = Input::new(data);
    let banner = if input.bool() {
        Banner::DigiPeg
    } else {
        Banner::PegRectangle
    };
    let directions = directions(&mut input);
    let lines = input.lines();
    let run = || {
        let mut program = Program::new(banner, directions);
        let mut out = String::new();
        // Input before start is refused and prints nothing; the banner still comes first.
        let early = lines.first().map(String::as_str);
        assert_eq!(
            program.input(early, &mut out),
            Err(Error::ProgramNotStarted.into())
        );
        assert!(out.is_empty(), "{out:?}");
        let mut status = program.start(&mut out).expect("a String never fails");
        assert!(out.starts_with(banner.text()) && out.ends_with("]: "), "{out:?}");
        for line in lines
            .iter()
            .take(MAX_STEPS)
            .map(|l| Some(l.as_str()))
            .chain([None])
        {
            let mut reply = String::new();
            let next = program.input(line, &mut reply).expect("a String never fails");
            match status {
                Status::Finished => assert!(next == Status::Finished && reply.is_empty(), "{reply:?}"),
                Status::Waiting if next == Status::Waiting => assert!(reply.ends_with("]: "), "{reply:?}"),
                Status::Waiting => assert!(reply.ends_with('\n'), "{reply:?}"),
            }
            if let Some(game) = program.game() {
                check_board(game);
                assert_eq!(game.directions(), directions);
            }
            status = next;
            out.push_str(&reply);
        }
        assert_eq!(status, Status::Finished, "the end of input ends the program");
        out
    };
    assert_eq!(run(), run());
}

/// The solitaire `play()`: the banner first, one display and two prompts a round, a finished
/// program ignores input, no card is lost, and [`Play::run`] prints what feeding line by line
/// prints.
pub fn solitaire_play(data: &[u8]) {
    let mut input = Input::new(data);
    let game = any_game(&mut input);
    let lines = input.lines();
    let lines: Vec<&str> = lines.iter().take(MAX_STEPS).map(String::as_str).collect();
    let mut play = Play::new(game.clone());
    let mut out = String::new();
    // Input before start is refused, prints nothing and changes nothing.
    let early = lines.first().copied();
    assert_eq!(play.feed(early, &mut out), Err(Error::ProgramNotStarted.into()));
    assert!(out.is_empty() && play == Play::new(game.clone()), "{out:?}");
    play.start(&mut out).expect("a String never fails");
    assert!(out.starts_with(&format!("{}NEW GAME", "*".repeat(41))));
    for &line in &lines {
        let over = play.end().is_some();
        let mut reply = String::new();
        play.feed(Some(line), &mut reply).expect("a String never fails");
        if over {
            assert!(reply.is_empty());
        } else if play.end().is_none() {
            assert!(reply.ends_with("row no.:"), "{reply:?}");
        }
        assert!(play.round() <= game.chance_no() + 1);
        check_game(play.game());
        out.push_str(&reply);
    }
    play.feed(None, &mut out).expect("a String never fails");
    let end = play.end().expect("over at the end of input");
    match end {
        PlayEnd::Won { rounds } => {
            assert!(play.game().is_complete() && usize::from(rounds) <= game.chance_no());
            assert!(out.contains(&format!("You Win in {rounds} steps!\n")));
        }
        PlayEnd::Lost if game.chance_no() == 0 => {
            // No round to play (the handout's loop runs none): no verdict is printed.
            assert!(!out.contains("You Loss!") && !out.contains("You Win"), "{out:?}");
        }
        PlayEnd::Lost => {
            assert!(!play.game().is_complete());
            assert!(out.contains("You Loss!\n"));
        }
        PlayEnd::EndOfInput => assert!(!play.game().is_complete()),
    }
    assert!(out.ends_with("\n\n"), "{out:?}");
    let mut again = String::new();
    let ended = Play::run(game, lines.iter().copied(), &mut again).expect("a String never fails");
    assert_eq!((ended, again), (end, out));
}
