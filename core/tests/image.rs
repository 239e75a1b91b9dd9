//! Byte images of the states: every byte written, equal values give equal images, an image reads
//! back as the value it came from, and any other bytes are refused or read as a value whose own
//! image they are (so nothing but a value's image is ever accepted).

use digipeg::image::Image;
use digipeg::peg::{
    ANALYSIS_NODE_CAP, Analysis, BeamSlot, Carried, DigiPeg, Directions, Program, Reason, Status, Verdict,
};
use digipeg::peg::{Banner, Beam};
use digipeg::quixo::{Game, Position};
use digipeg::solitaire::{Pile, Play, PlayEnd, Solitaire};
use digipeg::tictactoe::TicTacToe;
use proptest::prelude::*;

/// The image of `value`, written over two different backgrounds: every byte must be written.
fn image<T: Image>(value: &T) -> Vec<u8> {
    let mut zeros = vec![0u8; T::LEN];
    let mut ones = vec![0xFFu8; T::LEN + 3];
    value.to_image(&mut zeros);
    value.to_image(&mut ones);
    assert_eq!(zeros[..], ones[..T::LEN], "an image byte was left unwritten");
    assert_eq!(ones[T::LEN..], [0xFF; 3], "an image writes past its length");
    zeros
}

/// `value` survives the trip through its image, and the image is a function of the value.
fn round_trip<T: Image + PartialEq + std::fmt::Debug>(value: &T) {
    let bytes = image(value);
    let back = T::from_image(&bytes).expect("an image reads back");
    assert_eq!(&back, value);
    assert_eq!(image(&back), bytes);
}

/// Arbitrary bytes: refused, or a value whose image they are exactly.
fn only_images<T: Image>(bytes: &[u8]) {
    if let Some(value) = T::from_image(bytes) {
        assert_eq!(
            image(&value),
            bytes[..T::LEN],
            "bytes accepted that are not the value's image"
        );
    }
}

/// A Quixo game's image, compared through what a game shows.
fn game_round_trip(game: &Game) {
    let bytes = image(game);
    let back = Game::from_image(&bytes).expect("an image reads back");
    assert_eq!(back.position(), game.position());
    assert_eq!(
        (back.plies(), back.undo_depth()),
        (game.plies(), game.undo_depth())
    );
    assert_eq!(
        (back.move_limit(), back.repetitions()),
        (game.move_limit(), game.repetitions())
    );
    assert_eq!(image(&back), bytes);
    let (mut a, mut b) = (back, game.clone());
    while a.undo().is_ok() {
        b.undo().unwrap();
        assert_eq!(a.position(), b.position());
    }
    assert!(b.undo().is_err());
}

#[test]
fn lengths() {
    assert_eq!(DigiPeg::LEN, 35);
    assert_eq!(Program::LEN, 43);
    assert_eq!(Position::LEN, 16);
    assert_eq!(Game::LEN, 2077);
    assert_eq!(TicTacToe::LEN, 4);
    assert_eq!(Pile::LEN, 65);
    assert_eq!(Solitaire::LEN, 720);
    assert_eq!(Play::LEN, 734);
    assert_eq!(Carried::LEN, 215);
    assert_eq!(DigiPeg::from_image(&[0; 34]), None, "too short");
}

#[test]
fn garbage_is_refused() {
    assert_eq!(DigiPeg::from_image(&[0xFF; 35]), None);
    assert_eq!(DigiPeg::from_image(&[0; 35]), None, "no holes");
    assert!(Program::from_image(&[0xA5; 43]).is_none());
    assert_eq!(Position::from_image(&[0; 16]), None, "size 0");
    assert!(Game::from_image(&[0xA5; 2077]).is_none());
    assert_eq!(TicTacToe::from_image(&[0xFF; 4]), None);
    assert!(Pile::from_image(&[65; 65]).is_none(), "longer than its capacity");
    assert!(Play::from_image(&[0; 734]).is_none(), "round 0");
    // All zeros is the position of no piles and no cards, which a hand-built game can be.
    let empty = Solitaire::from_piles(&[], None).unwrap();
    assert_eq!(Solitaire::from_image(&[0; 720]), Some(empty));
    // Bytes no game holds: each refused.
    let game = Solitaire::from_piles(&[&[1, 0], &[], &[2]], None).unwrap();
    let bytes = image(&game);
    let (cards, col_no) = (11 * Pile::LEN, 11 * Pile::LEN + 1);
    let changed = |at: usize, to: u8| {
        let mut b = bytes.clone();
        b[at] = to;
        Solitaire::from_image(&b)
    };
    assert!(
        changed(cards, 2).is_none(),
        "the card count is not the cards the piles hold"
    );
    assert!(changed(col_no, 2).is_none(), "a card in a pile past ColNo");
    assert!(changed(col_no, 12).is_none(), "more piles than a game has");
    assert!(
        changed(3 * Pile::LEN, 1).is_none(),
        "pile 3 (past ColNo) holds a card"
    );
    // A card repeated or past n is a position built by hand: it reads back.
    assert_eq!(
        changed(2, 1).map(|g| g.piles()[0].iter().copied().collect::<Vec<u8>>()),
        Some(vec![1, 1])
    );
    assert_eq!(
        changed(2, 200).map(|g| g.piles()[0].iter().copied().collect::<Vec<u8>>()),
        Some(vec![1, 200])
    );
    // More than 64 cards: two full piles.
    let mut full = bytes.clone();
    for pile in 0..2 {
        full[pile * Pile::LEN] = 64;
        full[pile * Pile::LEN + 1..(pile + 1) * Pile::LEN].fill(7);
    }
    full[2 * Pile::LEN..3 * Pile::LEN].fill(0);
    full[cards] = 128;
    assert!(Solitaire::from_image(&full).is_none(), "128 cards");
    // A program's round past ChanceNo + 1, or a win in another round than the current one.
    let mut play = Play::new(game.clone());
    play.start(&mut String::new()).unwrap();
    let bytes = image(&play);
    let round = Solitaire::LEN;
    let mut past = bytes.clone();
    past[round] = 8; // ChanceNo is 6: a program ends by round 7
    assert!(Play::from_image(&past).is_none());
    past[round] = 0;
    assert!(Play::from_image(&past).is_none());
    past[round] = 7;
    assert!(Play::from_image(&past).is_some());
    let mut won = Play::new(Solitaire::new(&[0]).unwrap());
    let mut out = String::new();
    won.start(&mut out).unwrap();
    won.feed(Some("0"), &mut out).unwrap();
    won.feed(Some("1"), &mut out).unwrap();
    assert_eq!(won.end(), Some(PlayEnd::Won { rounds: 1 }));
    let mut bytes = image(&won);
    let value = Solitaire::LEN + 4 + 2;
    assert_eq!(bytes[value], 1);
    bytes[value] = 2;
    assert!(
        Play::from_image(&bytes).is_none(),
        "won in round 2 while the round is 1"
    );
}

/// A board measures exactly as far as its holes reach; an image saying otherwise is refused
/// (the `images` fuzz target found a 4 x 4 image whose holes were all in row 4).
#[test]
fn a_peg_image_must_measure_what_its_holes_reach() {
    let peg_image = |holes: u128, pegs: u128, rows: u8, cols: u8| {
        let mut bytes = [holes.to_le_bytes(), pegs.to_le_bytes()].concat();
        bytes.extend([rows, cols, 0]);
        DigiPeg::from_image(&bytes)
    };
    let row4 = 0b11 << (4 * 9 + 5); // row 4, columns 5 and 6
    assert_eq!(peg_image(row4, 0, 4, 4), None, "holes outside the rectangle");
    assert_eq!(peg_image(row4, 0, 9, 9), None, "rows and columns past the holes");
    assert_eq!(peg_image(row4, 0, 5, 6), None, "a column too few");
    let board = peg_image(row4, 1 << (4 * 9 + 5), 5, 7).expect("the holes' own measure");
    assert_eq!((board.rows(), board.cols(), board.pegs_left()), (5, 7, 1));
    assert_eq!(
        Some(board),
        DigiPeg::with_shape(board.holes(), board.pegs(), Directions::Orthogonal).ok()
    );
    assert_eq!(peg_image(1 << 81, 0, 1, 1), None, "a hole off the grid");
    let english = image(&DigiPeg::english());
    for (at, to) in [(32, 8), (33, 8), (32, 9)] {
        let mut bytes = english.clone();
        bytes[at] = to;
        assert_eq!(DigiPeg::from_image(&bytes), None, "byte {at} set to {to}");
    }
}

#[test]
fn hand_built_positions_round_trip_with_card_no_and_chance_no() {
    let mut game = Solitaire::from_piles(&[&[6, 2, 1], &[3, 2, 1, 0], &[]], Some(200)).unwrap();
    round_trip(&game);
    game.set_chance_no(65535).unwrap();
    round_trip(&game);
    let back = Solitaire::from_image(&image(&game)).unwrap();
    assert_eq!(
        (back.card_count(), back.col_no(), back.card_no(), back.chance_no()),
        (7, 3, 200, 65535)
    );
    game.set_chance_no(0).unwrap();
    round_trip(&game);
    // Each field changes the image.
    let images = [
        image(&Solitaire::from_piles(&[&[1, 0]], None).unwrap()),
        image(&Solitaire::from_piles(&[&[1, 0]], Some(3)).unwrap()),
        image(&Solitaire::from_piles(&[&[1, 0], &[]], None).unwrap()),
    ];
    assert!(images[0] != images[1] && images[0] != images[2] && images[1] != images[2]);
    let mut more = Solitaire::from_piles(&[&[1, 0]], None).unwrap();
    more.set_chance_no(5).unwrap();
    assert_ne!(image(&more), images[0]);
}

#[test]
fn a_play_of_many_rounds_round_trips() {
    // Rounds past 255 (ChanceNo up to 65535), and a game with no round at all.
    let mut game = Solitaire::from_piles(&[&[1], &[5]], None).unwrap();
    game.set_chance_no(300).unwrap();
    let mut play = Play::new(game);
    let mut out = String::new();
    play.start(&mut out).unwrap();
    for _ in 0..299 {
        play.feed(Some("1"), &mut out).unwrap();
        play.feed(Some("0"), &mut out).unwrap();
    }
    assert_eq!(play.round(), 300);
    round_trip(&play);
    play.feed(Some("0"), &mut out).unwrap();
    play.feed(Some("0"), &mut out).unwrap();
    assert_eq!((play.round(), play.end()), (301, Some(PlayEnd::Lost)));
    round_trip(&play);
    let mut none = Solitaire::from_piles(&[&[0]], None).unwrap();
    none.set_chance_no(0).unwrap();
    let mut play = Play::new(none);
    round_trip(&play);
    play.start(&mut out).unwrap();
    assert_eq!(play.end(), Some(PlayEnd::Lost));
    round_trip(&play);
}

/// A Quixo position's image: the three masks, then size, players, turn and the state byte
/// (passes in bits 0-1, the outcome in bits 2-3).
fn quixo_image(x: u32, o: u32, partner: u32, [size, players, turn, state]: [u8; 4]) -> Vec<u8> {
    let mut bytes = [x, o, partner].map(u32::to_le_bytes).concat();
    bytes.extend([size, players, turn, state]);
    bytes
}

#[test]
fn a_quixo_image_must_hold_the_outcome_and_passes_the_rules_give_its_board() {
    const X_WON: u8 = 1 << 2;
    const O_WON: u8 = 2 << 2;
    let top_row = 0b111;
    let read = |x, o, partner, rest| Position::from_image(&quixo_image(x, o, partner, rest));
    assert!(read(0, 0, 0, [3, 2, 0, 0]).is_some(), "the empty board");
    assert!(read(top_row, 0, 0, [3, 2, 1, X_WON]).is_some(), "X's line, X won");
    assert_eq!(read(top_row, 0, 0, [3, 2, 1, 0]), None, "a line but no winner");
    assert_eq!(read(top_row, 0, 0, [3, 2, 1, O_WON]), None, "the wrong winner");
    assert_eq!(read(0, 0, 0, [3, 2, 0, X_WON]), None, "a winner without a line");
    assert_eq!(read(0, 0, 0, [3, 2, 0, 1]), None, "a pass nobody made");
    assert_eq!(read(0, 0, 0, [3, 2, 0, 1 << 4]), None, "unused state bits");
    assert_eq!(read(1, 0, 1, [3, 2, 1, 0]), None, "a partner in a 2-player game");
    assert!(
        read(1, 0, 1, [3, 4, 1, 0]).is_some(),
        "a partner in a 4-player game"
    );
}

#[test]
fn a_quixo_games_history_is_of_the_same_game() {
    let mut game = Game::new(3, 2).unwrap();
    let first = game.legal_moves()[0];
    game.play(first).unwrap();
    let mut bytes = image(&game);
    assert!(Game::from_image(&bytes).is_some());
    // The one earlier position (after the current one and the history length) becomes a 4 x 4 board.
    let earlier = Position::LEN + 1;
    bytes[earlier + 12] = 4;
    assert!(Game::from_image(&bytes).is_none());
}

#[test]
fn every_state_of_a_peg_program_round_trips() {
    let mut program = Program::new(Banner::DigiPeg, Directions::Diagonal);
    let mut out = String::new();
    round_trip_program(&program);
    program.start(&mut out).unwrap();
    for line in ["x", "2", "3", "1", "1", "2", "1", "2", "3", "1", "2", "1", "1"] {
        round_trip_program(&program);
        let _ = program.input(Some(line), &mut out);
    }
    round_trip_program(&program);
    // The input ends: the program is done, and a done program reads back done.
    assert_eq!(program.input(None, &mut out), Ok(Status::Finished));
    round_trip_program(&program);
    let back = Program::from_image(&image(&program)).unwrap();
    assert_eq!(
        back.clone().input(Some("1"), &mut String::new()),
        Ok(Status::Finished)
    );
}

/// `Program` has no `PartialEq`: compare its images and what it does next.
fn round_trip_program(program: &Program) {
    let bytes = image(program);
    let back = Program::from_image(&bytes).expect("an image reads back");
    assert_eq!(image(&back), bytes);
    assert_eq!(back.game(), program.game());
    let (mut a, mut b) = (back, program.clone());
    let (mut out_a, mut out_b) = (String::new(), String::new());
    for line in [Some("1"), Some("2"), None] {
        assert_eq!(a.input(line, &mut out_a), b.input(line, &mut out_b));
    }
    assert_eq!(out_a, out_b);
}

#[test]
fn a_play_round_trips_at_every_stage() {
    let mut play = Play::new(Solitaire::new(&[2, 0, 1]).unwrap());
    let mut out = String::new();
    round_trip(&play);
    play.start(&mut out).unwrap();
    for line in ["0", "-7", "x", "1", "0", "0", "1", "2"] {
        round_trip(&play);
        play.feed(Some(line), &mut out).unwrap();
    }
    round_trip(&play);
    play.feed(None, &mut out).unwrap();
    round_trip(&play);
    let mut won = Play::new(Solitaire::new(&[0]).unwrap());
    won.start(&mut out).unwrap();
    won.feed(Some("0"), &mut out).unwrap();
    won.feed(Some("1"), &mut out).unwrap();
    assert!(won.end().is_some());
    round_trip(&won);
}

/// What an analysis carries through a seeded 4 x 5 game (both rules): each image reads back as the
/// value it came from, and an analysis handed it back decides the next position as the one that
/// kept it did. Returns the images, for the tests of changed bytes.
fn carried_through_games() -> &'static [Vec<u8>] {
    static IMAGES: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
    IMAGES.get_or_init(play_carrying)
}

fn play_carrying() -> Vec<Vec<u8>> {
    let memory = || {
        (
            vec![0u128; 1 << 12],
            vec![BeamSlot::EMPTY; Beam::<&mut [BeamSlot]>::slots_for(100)],
        )
    };
    let (table, beam) = memory();
    let mut kept = Analysis::new(table, beam).unwrap();
    let mut images = vec![image(&Carried::default())];
    let mut reasons = Vec::new();
    for (seed, rule) in [(3usize, Directions::Orthogonal), (5, Directions::Diagonal)] {
        let mut game = DigiPeg::with_directions(4, 5, 1, 2, rule).unwrap();
        for i in 0.. {
            let handed = Carried::from_image(images.last().unwrap()).unwrap();
            let (table, beam) = memory();
            let mut fresh = Analysis::new(table, beam).unwrap();
            fresh.carry(handed);
            let verdict = kept.decide(&game, ANALYSIS_NODE_CAP);
            assert_eq!(fresh.decide(&game, ANALYSIS_NODE_CAP), verdict);
            assert_eq!(fresh.carried(), kept.carried());
            round_trip(kept.carried());
            images.push(image(kept.carried()));
            reasons.extend(verdict.reason());
            let moves = game.legal_moves();
            let jump = match verdict {
                Verdict::Yes { line, .. } if i % seed != 0 => line[0],
                _ if moves.is_empty() => break,
                _ => moves[(i * seed) % moves.len()],
            };
            game.play(jump).unwrap();
        }
    }
    assert!(
        reasons.contains(&Reason::Line) && reasons.contains(&Reason::Earlier),
        "{reasons:?}"
    );
    images
}

#[test]
fn what_an_analysis_carries_reads_back_and_decides_the_same() {
    let images = carried_through_games();
    // A line changed by one jump no longer replays to one peg: refused.
    let with_line = images
        .iter()
        .rev()
        .find(|b| b[1 + 16 + 1 + 1 + 16 + 1] == 1)
        .unwrap();
    let first_jump = 2 * (1 + 16 + 1) + 1 + 16 + 1 + 1;
    let mut changed = with_line.clone();
    changed[first_jump + 1] = changed[first_jump + 1].wrapping_add(1);
    assert_eq!(Carried::from_image(&changed), None);
    // A dead position with a "yes" reason, or carried without a board: refused.
    let with_dead = images.iter().find(|b| b[1 + 16 + 1] == 1).unwrap();
    let mut changed = with_dead.clone();
    changed[2 * (1 + 16 + 1) - 1] = 3; // the dead position's reason: "beam"
    assert_eq!(Carried::from_image(&changed), None);
    let mut changed = with_dead.clone();
    changed[0] = 0;
    assert_eq!(Carried::from_image(&changed), None);
}

proptest! {
    #[test]
    fn peg_boards(rows in 1i64..=9, cols in 1i64..=9, seed in any::<u64>(), jumps in 0usize..30, dirs in 0usize..3) {
        let directions = [Directions::Orthogonal, Directions::Diagonal, Directions::Triangular][dirs];
        let (empty_row, empty_col) = ((seed % rows as u64) as i64, ((seed >> 8) % cols as u64) as i64);
        let mut game = DigiPeg::with_directions(rows, cols, empty_row, empty_col, directions).unwrap();
        for i in 0..jumps {
            let moves = game.legal_moves();
            let Some(&jump) = moves.get((seed as usize >> (i % 48)) % moves.len().max(1)) else { break };
            game.play(jump).unwrap();
            round_trip(&game);
        }
        round_trip(&game);
    }

    #[test]
    fn quixo_games(size in 3usize..=5, four in any::<bool>(), seed in any::<u64>(), plies in 0usize..160, undos in 0usize..5) {
        let mut game = Game::new(size, if four { 4 } else { 2 }).unwrap();
        game.set_move_limit((seed % 300) as u32);
        game.set_repetitions((seed % 5) as u32);
        for i in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() { break; }
            game.play(moves[(seed as usize).wrapping_mul(i + 7) % moves.len()]).unwrap();
        }
        for _ in 0..undos { let _ = game.undo(); }
        round_trip(game.position());
        game_round_trip(&game);
    }

    #[test]
    fn tictactoe_games(squares in proptest::collection::vec(0i64..9, 0..9)) {
        let mut game = TicTacToe::new();
        for sq in squares {
            let _ = game.play_raw(sq);
            round_trip(&game);
        }
    }

    #[test]
    fn solitaire_games(n in 0usize..=64, seed in any::<u64>(), tries in proptest::collection::vec((0i64..11, 0i64..11), 0..60)) {
        let mut game = Solitaire::shuffled(n, seed).unwrap();
        round_trip(&game);
        for (c1, c2) in tries {
            if game.move_cards_raw(c1, c2).is_ok() {
                round_trip(&game);
            }
        }
        for pile in game.piles() {
            round_trip(pile);
        }
    }

    #[test]
    fn hand_built_solitaire_games(
        piles in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..=8), 0..=8),
        card_no in proptest::option::of(0usize..=255),
        chance_no in 0usize..=65535,
        tries in proptest::collection::vec((0i64..8, 0i64..8), 0..30),
    ) {
        let slices: Vec<&[u8]> = piles.iter().map(Vec::as_slice).collect();
        let mut game = Solitaire::from_piles(&slices, card_no).unwrap();
        game.set_chance_no(chance_no).unwrap();
        round_trip(&game);
        for (c1, c2) in tries {
            if game.move_cards_raw(c1, c2).is_ok() {
                round_trip(&game);
            }
        }
        round_trip(&Play::new(game));
    }

    #[test]
    fn arbitrary_bytes_are_refused_or_an_image(bytes in proptest::collection::vec(any::<u8>(), 2077)) {
        only_images::<DigiPeg>(&bytes);
        only_images::<Program>(&bytes);
        only_images::<Position>(&bytes);
        only_images::<Game>(&bytes);
        only_images::<TicTacToe>(&bytes);
        only_images::<Pile>(&bytes);
        only_images::<Solitaire>(&bytes);
        only_images::<Play>(&bytes);
        only_images::<Carried>(&bytes);
    }

    #[test]
    fn images_with_one_byte_changed_are_refused_or_an_image(n in 1usize..=64, seed in any::<u64>(), at in 0usize..734, to in any::<u8>()) {
        let game = Solitaire::shuffled(n, seed).unwrap();
        let mut bytes = image(&Play::new(game.clone()));
        bytes[at] = to;
        only_images::<Play>(&bytes);
        let mut bytes = image(&game);
        bytes[at % Solitaire::LEN] = to;
        only_images::<Solitaire>(&bytes);
        let mut bytes = image(&DigiPeg::english());
        bytes[at % DigiPeg::LEN] = to;
        only_images::<DigiPeg>(&bytes);
        if let Some(board) = DigiPeg::from_image(&bytes) {
            prop_assert_eq!(Ok(board), DigiPeg::with_shape(board.holes(), board.pegs(), board.directions()));
        }
        let images = carried_through_games();
        let mut bytes = images[seed as usize % images.len()].clone();
        bytes[at % Carried::LEN] = to;
        only_images::<Carried>(&bytes);
    }
}
