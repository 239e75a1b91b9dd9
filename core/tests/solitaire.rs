//! Simplified solitaire and its deque: every rule and error, the play() transcripts, properties.

use std::collections::VecDeque;

use digipeg::solitaire::{
    Deque, MAX_CARDS, MAX_CHANCES, MAX_MOVES, MAX_PILES, Move, MoveList, Pile, Play, PlayEnd, Solitaire,
    col_no_for,
};
use digipeg::{Error, StepError};
use proptest::prelude::*;

fn cards(pile: &Pile) -> Vec<u8> {
    pile.iter().copied().collect()
}

fn all_piles(game: &Solitaire) -> Vec<Vec<u8>> {
    game.piles().iter().map(cards).collect()
}

fn moves(game: &mut Solitaire, list: &[(usize, usize)]) {
    for &(c1, c2) in list {
        game.move_cards(c1, c2)
            .unwrap_or_else(|e| panic!("move({c1}, {c2}): {e}"));
    }
}

#[test]
fn sizes() {
    assert_eq!(size_of::<Move>(), 2);
    assert_eq!(size_of::<MoveList>(), MAX_MOVES * 2 + 1);
    assert_eq!(size_of::<PlayEnd>(), 4);
    #[cfg(target_pointer_width = "64")]
    {
        // 64 card bytes, two usize indices and a "full" flag, padded to 8.
        assert_eq!(size_of::<Pile>(), 88);
        assert_eq!(size_of::<Solitaire>(), MAX_PILES * 88 + 8);
        assert_eq!(size_of::<Play>(), size_of::<Solitaire>() + 24);
    }
}

#[test]
fn limits() {
    assert_eq!(MAX_CARDS, 64);
    assert_eq!(MAX_PILES, col_no_for(MAX_CARDS));
    assert_eq!(MAX_PILES, 11);
    assert_eq!(MAX_MOVES, 101);
    // The property tests check that no position exceeds MAX_MOVES; at the start of a full game
    // pile 0 can turn over or go onto any of the 10 empty piles.
    let game = Solitaire::shuffled(64, 1).unwrap();
    assert_eq!(game.legal_moves().len(), 1 + 10);
}

#[test]
fn new_game_and_counts() {
    let game = Solitaire::new(&[4, 7, 6, 5, 3, 2, 1, 0]).unwrap();
    assert_eq!(game.card_count(), 8);
    assert_eq!(game.col_no(), 4);
    assert_eq!(game.chance_no(), 16);
    assert_eq!(
        all_piles(&game),
        [vec![4, 7, 6, 5, 3, 2, 1, 0], vec![], vec![], vec![]]
    );
    assert_eq!(cards(game.pile(0).unwrap()), [4, 7, 6, 5, 3, 2, 1, 0]);
    assert_eq!(game.pile(4).err(), Some(Error::SolitairePileOutOfRange));
    assert!(!game.is_complete());
    for (n, col) in [(0, 3), (7, 3), (8, 4), (15, 4), (16, 5), (52, 9), (64, 11)] {
        let game = Solitaire::shuffled(n, 9).unwrap();
        assert_eq!(
            (game.card_count(), game.col_no(), game.chance_no()),
            (n, col, 2 * n)
        );
        let mut deal = cards(game.pile(0).unwrap());
        deal.sort_unstable();
        assert_eq!(deal, deck(n));
    }
    assert_eq!(Solitaire::shuffled(52, 7), Solitaire::shuffled(52, 7));
    assert_ne!(Solitaire::shuffled(52, 7), Solitaire::shuffled(52, 8));
    assert!(
        Solitaire::new(&[]).unwrap().is_complete(),
        "0 cards: pile 1 holds all 0 of them"
    );
}

#[test]
fn construction_errors() {
    let many: Vec<u8> = (0..65).collect();
    assert_eq!(Solitaire::new(&many), Err(Error::SolitaireTooManyCards));
    assert_eq!(Solitaire::new(&many[..64]).map(|g| g.card_count()), Ok(64));
    assert_eq!(Solitaire::shuffled(65, 0), Err(Error::SolitaireTooManyCards));
    let raw: Vec<i64> = (0..65).collect();
    assert_eq!(Solitaire::new_raw(&raw), Err(Error::SolitaireTooManyCards));
    // Too many is checked before the permutation.
    assert_eq!(Solitaire::new(&[0; 70]), Err(Error::SolitaireTooManyCards));
    for bad in [&[0u8, 0][..], &[1], &[0, 2], &[2, 1, 1], &[255]] {
        assert_eq!(
            Solitaire::new(bad),
            Err(Error::SolitaireNotAPermutation),
            "{bad:?}"
        );
    }
    for bad in [&[-1i64][..], &[0, 256], &[0, 257], &[i64::MIN], &[1, 0, 3]] {
        assert_eq!(
            Solitaire::new_raw(bad),
            Err(Error::SolitaireNotAPermutation),
            "{bad:?}"
        );
    }
    assert_eq!(Solitaire::new_raw(&[1, 0]), Solitaire::new(&[1, 0]));
}

#[test]
fn the_spec_display_example_by_real_moves() {
    let mut game = Solitaire::new(&[3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]).unwrap();
    assert_eq!(game.col_no(), 4);
    moves(&mut game, &[(0, 1); 4]);
    moves(&mut game, &[(0, 2); 4]);
    moves(&mut game, &[(0, 3); 4]);
    assert_eq!(
        all_piles(&game),
        [
            vec![6, 5, 4],
            vec![3, 2, 1, 0],
            vec![14, 13, 12, 11],
            vec![10, 9, 8, 7]
        ]
    );
    // The original printed every card followed by a space: the lines end in a space.
    assert_eq!(
        game.to_string(),
        "0: 6 * * \n1: 3 2 1 0 \n2: 14 13 12 11 \n3: 10 9 8 7 \n"
    );
    let text = game.to_string();
    let trimmed: Vec<&str> = text.lines().map(str::trim_end).collect();
    assert_eq!(
        trimmed,
        ["0: 6 * *", "1: 3 2 1 0", "2: 14 13 12 11", "3: 10 9 8 7"]
    );
}

#[test]
fn the_three_moves_from_a_handout_position() {
    let mut game = Solitaire::new(&[4, 7, 6, 5, 3, 2, 1, 0]).unwrap();
    // move(0, 0): the top card goes to the bottom of pile 0.
    game.move_cards(0, 0).unwrap();
    assert_eq!(cards(game.pile(0).unwrap()), [7, 6, 5, 3, 2, 1, 0, 4]);
    assert_eq!(game.to_string(), "0: 7 * * * * * * * \n1: \n2: \n3: \n");
    // move(0, 1): the top card onto an empty pile, then one exactly one lower.
    game.move_cards(0, 1).unwrap();
    game.move_cards(0, 1).unwrap();
    assert_eq!(
        all_piles(&game),
        [vec![5, 3, 2, 1, 0, 4], vec![7, 6], vec![], vec![]]
    );
    game.move_cards(0, 2).unwrap();
    moves(&mut game, &[(0, 0); 4]);
    assert_eq!(cards(game.pile(0).unwrap()), [4, 3, 2, 1, 0]);
    game.move_cards(0, 2).unwrap();
    assert_eq!(
        all_piles(&game),
        [vec![3, 2, 1, 0], vec![7, 6], vec![5, 4], vec![]]
    );
    // move(2, 1): the whole pile 2 goes, in order, onto pile 1 (5 is one lower than 6).
    game.move_cards(2, 1).unwrap();
    assert_eq!(
        all_piles(&game),
        [vec![3, 2, 1, 0], vec![7, 6, 5, 4], vec![], vec![]]
    );
    assert!(!game.is_complete());
    moves(&mut game, &[(0, 1); 4]);
    assert_eq!(
        all_piles(&game),
        [vec![], vec![7, 6, 5, 4, 3, 2, 1, 0], vec![], vec![]]
    );
    assert!(game.is_complete());
    // A whole pile may also go onto an empty pile.
    game.move_cards(1, 3).unwrap();
    assert!(game.is_complete());
    assert_eq!(cards(game.pile(3).unwrap()), [7, 6, 5, 4, 3, 2, 1, 0]);
}

#[test]
fn every_refusal_changes_nothing() {
    let mut game = Solitaire::new(&[4, 7, 6, 5, 3, 2, 1, 0]).unwrap();
    moves(&mut game, &[(0, 0), (0, 1), (0, 1), (0, 2)]);
    // piles: [3, 2, 1, 0, 4], [7, 6], [5], []
    let before = game.clone();
    let refused: &[(i64, i64, Error)] = &[
        (4, 0, Error::SolitairePileOutOfRange),
        (0, 4, Error::SolitairePileOutOfRange),
        (-1, 1, Error::SolitairePileOutOfRange),
        (1, -1, Error::SolitairePileOutOfRange),
        (i64::MAX, 1, Error::SolitairePileOutOfRange),
        (1, 0, Error::SolitaireOntoPileZero),
        (3, 0, Error::SolitaireOntoPileZero), // even from an empty pile
        (1, 1, Error::SolitaireSamePile),
        (3, 3, Error::SolitaireSamePile), // even an empty pile
        (3, 1, Error::SolitaireEmptyPile),
        (0, 1, Error::SolitaireNotOneLower), // 3 onto 6
        (0, 2, Error::SolitaireNotOneLower), // 3 onto 5
        (1, 2, Error::SolitaireNotOneLower), // 7 onto 5
    ];
    for &(c1, c2, error) in refused {
        assert_eq!(game.move_cards_raw(c1, c2), Err(error), "move({c1}, {c2})");
        assert_eq!(game, before, "move({c1}, {c2}) changed the game");
        if let (Ok(a), Ok(b)) = (usize::try_from(c1), usize::try_from(c2)) {
            assert!(!game.is_legal(a, b));
            assert_eq!(game.check_move(a, b), Err(error));
        }
    }
    // By contrast, 5 is one lower than 6: pile 2 goes onto pile 1.
    assert_eq!(game.move_cards_raw(2, 1), Ok(()));
    assert_eq!(
        all_piles(&game),
        [vec![3, 2, 1, 0, 4], vec![7, 6, 5], vec![], vec![]]
    );
    // One higher is refused too: 4 onto 3.
    let mut game = Solitaire::new(&[4, 3, 2, 1, 0, 5, 6, 7]).unwrap();
    moves(&mut game, &[(0, 0), (0, 1)]); // 3 onto pile 1; pile 0 = [2, 1, 0, 5, 6, 7, 4]
    moves(&mut game, &[(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)]); // 4 on top
    assert_eq!(game.move_cards(0, 1), Err(Error::SolitaireNotOneLower));
    // An empty pile 0.
    let mut game = Solitaire::new(&[0]).unwrap();
    game.move_cards(0, 1).unwrap();
    let before = game.clone();
    assert_eq!(game.move_cards(0, 0), Err(Error::SolitaireEmptyPile));
    assert_eq!(game.move_cards(0, 2), Err(Error::SolitaireEmptyPile));
    assert_eq!(game, before);
    let one_to_two = Move::new(1, 2).unwrap();
    assert_eq!((one_to_two.from(), one_to_two.to()), (1, 2));
    assert_eq!(game.legal_moves().as_slice(), &[one_to_two]);
    assert_eq!(game.play(one_to_two), Ok(()));
    assert_eq!(Move::new(11, 0), Err(Error::SolitairePileOutOfRange));
    assert_eq!(Move::new(0, usize::MAX), Err(Error::SolitairePileOutOfRange));
}

#[test]
fn deque_semantics() {
    let mut d: Deque<u8, 3> = Deque::new();
    assert_eq!(d.size(), 0);
    assert!(d.is_empty());
    assert_eq!(d.capacity(), 3);
    assert_eq!(d.peek(), Err(Error::DequeEmpty));
    assert_eq!(d.peeklast(), Err(Error::DequeEmpty));
    assert_eq!(d.remove_front(), Err(Error::DequeEmpty));
    assert_eq!(d.remove_rear(), Err(Error::DequeEmpty));
    assert_eq!(d.printall(0).to_string(), "");
    d.add_front(1).unwrap(); // [1]
    d.add_front(2).unwrap(); // [1, 2]
    d.add_rear(0).unwrap(); // [0, 1, 2]
    assert!(d.is_full());
    assert_eq!(d.add_front(9), Err(Error::DequeFull));
    assert_eq!(d.add_rear(9), Err(Error::DequeFull));
    assert_eq!(d.iter().copied().collect::<Vec<_>>(), [0, 1, 2]);
    assert_eq!(format!("{d:?}"), "[0, 1, 2]");
    assert_eq!(d.get(0), Some(&0));
    assert_eq!(d.get(3), None);
    assert_eq!(d.peek(), Ok(&2), "peek is the front: the last item");
    assert_eq!(d.peeklast(), Ok(&0), "peeklast is the rear: the first item");
    assert_eq!(d.printall(0).to_string(), "0 * * ");
    assert_eq!(d.printall(1).to_string(), "0 1 2 ");
    assert_eq!(d.printall(7).to_string(), "0 1 2 ");
    assert_eq!(d.remove_front(), Ok(2));
    assert_eq!(d.remove_rear(), Ok(0));
    assert_eq!(d.size(), 1);
    assert_eq!(d, {
        let mut e = Deque::<u8, 3>::default();
        e.add_rear(1).unwrap();
        e
    });
    d.clear();
    assert!(d.is_empty());
    // Any item type: strings print as themselves.
    let mut words: Deque<&str, 2> = Deque::new();
    words.add_front("a").unwrap();
    words.add_front("b").unwrap();
    assert_eq!(words.printall(0).to_string(), "a * ");
    assert_eq!((&words).into_iter().count(), 2);
}

const BANNER: &str =
    "*****************************************NEW GAME***************************************\n";

fn transcript(game: Solitaire, input: &[&str]) -> (String, PlayEnd) {
    let mut out = String::new();
    let end = Play::run(game, input.iter().copied(), &mut out).unwrap();
    (out, end)
}

#[test]
fn banner_is_41_stars_new_game_39_stars() {
    assert_eq!(BANNER, format!("{}NEW GAME{}\n", "*".repeat(41), "*".repeat(39)));
}

#[test]
fn play_a_won_game() {
    let (out, end) = transcript(
        Solitaire::new(&[2, 0, 1]).unwrap(),
        &["abc", "1", "0", "1", "0", "0", "0", "1", " 0 ", "1", "unused"],
    );
    let expected = [
        BANNER,
        "0: 2 * * \n1: \n2: \n",
        "Round 1 out of 6: Move from row no.:Round 1 out of 6: Move to row no.:",
        "0: 2 * * \n1: \n2: \n",
        "Round 2 out of 6: Move from row no.:Round 2 out of 6: Move to row no.:",
        "0: 0 * \n1: 2 \n2: \n",
        "Round 3 out of 6: Move from row no.:Round 3 out of 6: Move to row no.:",
        "0: 1 * \n1: 2 \n2: \n",
        "Round 4 out of 6: Move from row no.:Round 4 out of 6: Move to row no.:",
        "0: 0 \n1: 2 1 \n2: \n",
        "Round 5 out of 6: Move from row no.:Round 5 out of 6: Move to row no.:",
        "You Win in 5 steps!\n",
        "\n",
    ]
    .concat();
    assert_eq!(out, expected);
    assert_eq!(end, PlayEnd::Won { rounds: 5 });
}

#[test]
fn play_a_lost_game() {
    let (out, end) = transcript(
        Solitaire::new(&[1, 0]).unwrap(),
        &["5", "5", "0", "0", "1", "0", "0", "1"],
    );
    let expected = [
        BANNER,
        "0: 1 * \n1: \n2: \n",
        "Round 1 out of 4: Move from row no.:Round 1 out of 4: Move to row no.:",
        "0: 1 * \n1: \n2: \n",
        "Round 2 out of 4: Move from row no.:Round 2 out of 4: Move to row no.:",
        "0: 0 * \n1: \n2: \n",
        "Round 3 out of 4: Move from row no.:Round 3 out of 4: Move to row no.:",
        "0: 0 * \n1: \n2: \n",
        "Round 4 out of 4: Move from row no.:Round 4 out of 4: Move to row no.:",
        "You Loss!\n",
        "\n",
    ]
    .concat();
    assert_eq!(out, expected);
    assert_eq!(end, PlayEnd::Lost);
}

#[test]
fn play_until_the_input_ends() {
    let (out, end) = transcript(Solitaire::new(&[0]).unwrap(), &["0"]);
    let expected = [
        BANNER,
        "0: 0 \n1: \n2: \n",
        "Round 1 out of 2: Move from row no.:Round 1 out of 2: Move to row no.:",
        "\n\n",
    ]
    .concat();
    assert_eq!(out, expected);
    assert_eq!(end, PlayEnd::EndOfInput);
    let (out, end) = transcript(Solitaire::new(&[0]).unwrap(), &[]);
    assert!(
        out.ends_with("Round 1 out of 2: Move from row no.:\n\n"),
        "{out:?}"
    );
    assert_eq!(end, PlayEnd::EndOfInput);
    // No cards, no rounds: the handout's loop runs 0 times, so nothing but the banner and the
    // final blank line.
    let (out, end) = transcript(Solitaire::new(&[]).unwrap(), &["0", "1"]);
    assert_eq!(out, [BANNER, "\n"].concat());
    assert_eq!(end, PlayEnd::Lost);
}

#[test]
fn play_runs_chance_no_rounds_as_set_by_hand() {
    let mut game = Solitaire::from_piles(&[&[6, 2, 1], &[3, 2, 1, 0]], None).unwrap();
    game.set_chance_no(0).unwrap();
    let (out, end) = transcript(game.clone(), &["0", "0"]);
    assert_eq!((out, end), ([BANNER, "\n"].concat(), PlayEnd::Lost));
    game.set_chance_no(1).unwrap();
    let (out, end) = transcript(game.clone(), &["0", "0", "0", "0"]);
    assert_eq!(
        out,
        [
            BANNER,
            "0: 6 * * \n1: 3 2 1 0 \n",
            "Round 1 out of 1: Move from row no.:Round 1 out of 1: Move to row no.:You Loss!\n\n"
        ]
        .concat()
    );
    assert_eq!(end, PlayEnd::Lost);
    // The most rounds: the counter runs past a u16 without wrapping.
    game.set_chance_no(MAX_CHANCES).unwrap();
    let mut play = Play::new(game);
    let mut sink = String::new();
    play.start(&mut sink).unwrap();
    for _ in 0..MAX_CHANCES {
        play.feed(Some("9"), &mut sink).unwrap();
        play.feed(Some("9"), &mut sink).unwrap();
        sink.clear();
    }
    assert_eq!(play.end(), Some(PlayEnd::Lost));
    assert_eq!(play.round(), MAX_CHANCES + 1);
    // A win in the last possible round reports it.
    let mut game = Solitaire::from_piles(&[&[1, 0], &[], &[]], None).unwrap();
    game.set_chance_no(MAX_CHANCES).unwrap();
    let mut play = Play::new(game);
    play.start(&mut sink).unwrap();
    for _ in 0..MAX_CHANCES - 2 {
        play.feed(Some("9"), &mut sink).unwrap();
        play.feed(Some("9"), &mut sink).unwrap();
        sink.clear();
    }
    for line in ["0", "1", "0", "1"] {
        play.feed(Some(line), &mut sink).unwrap();
    }
    assert_eq!(play.end(), Some(PlayEnd::Won { rounds: u16::MAX }));
    assert!(sink.ends_with("You Win in 65535 steps!\n\n"));
}

#[test]
fn play_step_by_step() {
    let mut play = Play::new(Solitaire::new(&[0]).unwrap());
    let mut out = String::new();
    assert_eq!(play.end(), None);
    // Input before start is refused: nothing printed, nothing changed.
    for line in [Some("0"), None] {
        assert_eq!(
            play.feed(line, &mut out),
            Err(StepError::Refused(Error::ProgramNotStarted))
        );
    }
    assert_eq!((out.as_str(), play.end(), play.round()), ("", None, 1));
    play.start(&mut out).unwrap();
    assert!(out.starts_with(BANNER) && out.ends_with("Round 1 out of 2: Move from row no.:"));
    play.feed(Some("0"), &mut out).unwrap();
    assert!(out.ends_with("Move from row no.:Round 1 out of 2: Move to row no.:"));
    play.start(&mut out).unwrap(); // already started: nothing
    assert!(out.ends_with("Move to row no.:"));
    play.feed(Some("1"), &mut out).unwrap();
    assert!(out.ends_with("You Win in 1 steps!\n\n"));
    assert!(play.is_over());
    assert_eq!(play.round(), 1);
    assert!(play.game().is_complete());
    let len = out.len();
    play.feed(Some("0"), &mut out).unwrap();
    play.feed(None, &mut out).unwrap();
    assert_eq!(out.len(), len, "nothing after the end");
    assert_eq!(play.end(), Some(PlayEnd::Won { rounds: 1 }));
}

fn all_cards_sorted(game: &Solitaire) -> Vec<u8> {
    let mut all: Vec<u8> = game.piles().iter().flat_map(|p| p.iter().copied()).collect();
    all.sort_unstable();
    all
}

proptest! {
    #[test]
    fn moves_keep_the_cards_and_refusals_change_nothing(
        n in 0usize..=MAX_CARDS,
        seed in any::<u64>(),
        tries in proptest::collection::vec((-1i64..12, -1i64..12), 0..300),
    ) {
        let mut game = Solitaire::shuffled(n, seed).unwrap();
        let deck = deck(n);
        for (c1, c2) in tries {
            let before = game.clone();
            let legal = game.legal_moves();
            prop_assert!(legal.len() <= MAX_MOVES);
            let in_list = match (usize::try_from(c1), usize::try_from(c2)) {
                (Ok(from), Ok(to)) => Move::new(from, to).is_ok_and(|m| legal.contains(&m)),
                _ => false,
            };
            match game.move_cards_raw(c1, c2) {
                Ok(()) => prop_assert!(in_list),
                Err(_) => {
                    prop_assert!(!in_list);
                    prop_assert_eq!(&game, &before);
                }
            }
            prop_assert_eq!(all_cards_sorted(&game), deck.clone());
            prop_assert_eq!(game.piles().len(), game.col_no());
        }
    }

    #[test]
    fn legal_moves_keep_the_cards(n in 0usize..=20, seed in any::<u64>(), picks in proptest::collection::vec(any::<u8>(), 0..200)) {
        let mut game = Solitaire::shuffled(n, seed).unwrap();
        for pick in picks {
            let legal = game.legal_moves();
            if legal.is_empty() { break; }
            let m = legal[usize::from(pick) % legal.len()];
            prop_assert_eq!(game.play(m), Ok(()));
            prop_assert_eq!(all_cards_sorted(&game), deck(n));
            // Piles above 0 are always built down by one.
            for pile in &game.piles()[1..] {
                let c = cards(pile);
                prop_assert!(c.windows(2).all(|w| w[0] == w[1] + 1), "{:?}", c);
            }
        }
    }

    #[test]
    fn deque_matches_a_model(ops in proptest::collection::vec((0u8..6, any::<u8>()), 0..100)) {
        let mut d: Deque<u8, 5> = Deque::new();
        let mut model: VecDeque<u8> = VecDeque::new();
        for (op, x) in ops {
            match op {
                0 => prop_assert_eq!(d.add_front(x).is_ok(), model.len() < 5 && { model.push_back(x); true }),
                1 => prop_assert_eq!(d.add_rear(x).is_ok(), model.len() < 5 && { model.push_front(x); true }),
                2 => prop_assert_eq!(d.remove_front().ok(), model.pop_back()),
                3 => prop_assert_eq!(d.remove_rear().ok(), model.pop_front()),
                4 => prop_assert_eq!(d.peek().ok(), model.back()),
                _ => prop_assert_eq!(d.peeklast().ok(), model.front()),
            }
            prop_assert_eq!(d.size(), model.len());
            prop_assert_eq!(d.iter().copied().collect::<Vec<_>>(), model.iter().copied().collect::<Vec<_>>());
        }
    }

    #[test]
    fn play_never_panics(n in 0usize..=16, seed in any::<u64>(), input in proptest::collection::vec(".{0,4}", 0..40)) {
        let mut out = String::new();
        let lines: Vec<&str> = input.iter().map(String::as_str).collect();
        let end = Play::run(Solitaire::shuffled(n, seed).unwrap(), lines, &mut out).unwrap();
        prop_assert!(out.starts_with(BANNER));
        prop_assert!(out.ends_with("\n\n"));
        let _ = end;
    }
}

/// The cards 0..n in order.
fn deck(n: usize) -> Vec<u8> {
    (0..=u8::MAX).take(n).collect()
}
