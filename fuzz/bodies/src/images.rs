//! The byte images the C interface keeps its states in, read from whatever bytes a caller's
//! struct holds (the magic says "initialised", the rest is anyone's guess).

use std::fmt::Debug;

use digipeg::image::Image;
use digipeg::klondike::{Deal, Klondike, Played};
use digipeg::peg::{DigiPeg, Directions, Program, Status};
use digipeg::quixo::{Game, Position};
use digipeg::solitaire::{Pile, Play, Solitaire};
use digipeg::tictactoe::{Board, Player, TicTacToe};

use crate::input::Input;
use crate::peg::check_board;
use crate::quixo::check_position;
use crate::solitaire::check_position as check_solitaire;

/// Bytes no image could hold are refused; bytes that are accepted are the image of the value
/// they read as (equal values, equal bytes), and that value keeps every promise its type makes
/// of values built the ordinary way, even when used afterwards.
pub fn images(data: &[u8]) {
    let mut input = Input::new(data);
    match input.below(12) {
        0 => image::<DigiPeg>(&mut input, |game, _| check_board(game)),
        1 => image::<Directions>(&mut input, |_, _| {}),
        2 => image::<Program>(&mut input, use_program),
        3 => image::<Position>(&mut input, |p, _| check_position(p)),
        4 => image::<Game>(&mut input, use_quixo_game),
        5 => image::<Solitaire>(&mut input, |game, _| check_solitaire(game)),
        6 => image::<Pile>(&mut input, |_, _| {}),
        7 => image::<Play>(&mut input, use_play),
        8 => image::<(Deal, Klondike)>(&mut input, use_klondike),
        9 => image::<Played>(&mut input, |_, _| {}),
        10 => image::<Deal>(&mut input, |deal, _| {
            assert_eq!(Deal::new(*deal.cards()), Ok(*deal))
        }),
        _ => {
            image::<Board>(&mut input, |board, _| {
                let (x, o) = (board.marks(Player::X).mask(), board.marks(Player::O).mask());
                assert!(x & o == 0 && (x | o) < 1 << 9, "{board:?}");
            });
            image::<TicTacToe>(&mut input, |game, _| {
                let again = TicTacToe::from_board(game.board()).expect("a board play reaches");
                assert_eq!((again.turn(), again.state()), (game.turn(), game.state()));
            });
        }
    }
}

/// The bytes: mostly a value's own image with a few bytes changed, else raw input.
fn image<T: Image + Debug>(input: &mut Input, check: impl Fn(&T, &mut Input)) {
    let mut bytes: Vec<u8> = (0..T::LEN).map(|_| input.byte()).collect();
    // Flip a few bytes of an image the value read back from: near-valid images reach deeper.
    if input.bool()
        && let Some(v) = T::from_image(&bytes)
    {
        v.to_image(&mut bytes);
        for _ in 0..input.below(4) {
            let at = input.below(T::LEN.max(1));
            if let Some(b) = bytes.get_mut(at) {
                *b = input.byte();
            }
        }
    }
    if T::LEN > 0 {
        assert!(T::from_image(&bytes[..T::LEN - 1]).is_none(), "a short image");
    }
    let Some(value) = T::from_image(&bytes) else {
        return;
    };
    let mut again = vec![0xA5; T::LEN];
    value.to_image(&mut again);
    assert_eq!(
        again, bytes,
        "accepted bytes are the image of what they read as: {value:?}"
    );
    check(&value, input);
}

/// A Klondike position read from an image holds every card once, and keeps the rules'
/// promises as it is played: listed moves are accepted and taken back exactly.
fn use_klondike((deal, game): &(Deal, Klondike), input: &mut Input) {
    assert_eq!(Deal::new(*deal.cards()), Ok(*deal));
    let mut game = *game;
    for _ in 0..input.below(20) {
        crate::klondike::check_cards(&game);
        let legal = game.legal_moves();
        let Some(&played) = legal.get(input.below(legal.len().max(1))) else {
            break;
        };
        let before = game;
        let record = game.play(played).expect("a listed move is accepted");
        let mut back = game;
        back.undo(record).expect("the move just played is taken back");
        assert_eq!(back, before);
    }
    crate::klondike::check_cards(&game);
}

/// A program read from an image answers any lines without panicking, and keeps a valid board.
fn use_program(program: &Program, input: &mut Input) {
    let mut program = program.clone();
    if let Some(game) = program.game() {
        check_board(game);
    }
    let mut out = String::new();
    for line in input.lines().iter().take(20) {
        match program.input(Some(line), &mut out) {
            Ok(Status::Finished) => break,
            Ok(Status::Waiting) => {}
            Err(_) => {
                program.start(&mut out).expect("a String never fails");
            }
        }
        if let Some(game) = program.game() {
            check_board(game);
        }
    }
}

/// A game read from an image: its positions are valid, and play and undo keep them so.
fn use_quixo_game(game: &Game, input: &mut Input) {
    let mut game = game.clone();
    for _ in 0..input.below(12) {
        check_position(game.position());
        let moves = game.legal_moves();
        if input.bool() || moves.is_empty() {
            let _ = game.undo();
        } else {
            let m = moves[input.below(moves.len())];
            game.play(m).expect("a listed move is accepted");
        }
    }
    check_position(game.position());
}

/// A `play()` read from an image plays on without losing a card.
fn use_play(play: &Play, input: &mut Input) {
    let mut play = play.clone();
    check_solitaire(play.game());
    let mut out = String::new();
    if play.feed(Some("1"), &mut out).is_err() {
        play.start(&mut out).expect("a String never fails");
    }
    for line in input.lines().iter().take(20) {
        play.feed(Some(line), &mut out).expect("started");
        check_solitaire(play.game());
    }
}
