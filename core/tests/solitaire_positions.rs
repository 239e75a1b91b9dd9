//! Solitaire positions built by hand (`Solitaire::from_piles`): any piles, repeated cards, any
//! `CardNo` and `ChanceNo`, against a plain model of spec/solitaire.md written here.

use digipeg::Error;
use digipeg::solitaire::{
    Entry, MAX_CARD, MAX_CARDS, MAX_CHANCES, MAX_PILES, Pile, Solitaire, card_from_raw, hint, solve,
};
use proptest::prelude::*;

/// Piles as literals: pile 0 first, each from the rear.
type Piles<'a> = &'a [&'a [u8]];

fn all_piles(game: &Solitaire) -> Vec<Vec<u8>> {
    game.piles()
        .iter()
        .map(|p: &Pile| p.iter().copied().collect())
        .collect()
}

fn slices(piles: &[Vec<u8>]) -> Vec<&[u8]> {
    piles.iter().map(Vec::as_slice).collect()
}

#[test]
fn a_position_of_any_shape() {
    let game = Solitaire::from_piles(&[&[6, 2, 1], &[3, 2, 1, 0]], None).unwrap();
    assert_eq!(all_piles(&game), [vec![6, 2, 1], vec![3, 2, 1, 0]]);
    assert_eq!(
        (game.col_no(), game.card_count(), game.card_no(), game.chance_no()),
        (2, 7, 7, 14)
    );
    let game = Solitaire::from_piles(&[&[], &[255, 254], &[], &[0, 0, 0]], Some(2)).unwrap();
    assert_eq!(
        (game.col_no(), game.card_count(), game.card_no(), game.chance_no()),
        (4, 5, 2, 4)
    );
    assert_eq!(game.to_string(), "0: \n1: 255 254 \n2: \n3: 0 0 0 \n");
    let none = Solitaire::from_piles(&[], None).unwrap();
    assert_eq!((none.col_no(), none.to_string()), (0, String::new()));
    assert!(!none.is_complete(), "no pile 0, so it is not empty");
    assert_eq!(none.clone().move_cards(0, 0), Err(Error::SolitairePileOutOfRange));
    assert!(none.legal_moves().is_empty());
    // The most of everything.
    let full: Vec<u8> = (0..=63).collect();
    let mut piles = vec![&full[..]];
    piles.resize(MAX_PILES, &[]);
    let game = Solitaire::from_piles(&piles, Some(MAX_CARD)).unwrap();
    assert_eq!((game.col_no(), game.card_no(), game.chance_no()), (11, 255, 510));
}

#[test]
fn the_handouts_constructor_takes_any_cards() {
    let game = Solitaire::from_cards(&[6, 2, 1, 1]).unwrap();
    assert_eq!(all_piles(&game), [vec![6, 2, 1, 1], vec![], vec![]]);
    assert_eq!((game.card_no(), game.col_no(), game.chance_no()), (4, 3, 8));
    assert_eq!(Solitaire::from_cards(&[0; 65]), Err(Error::SolitaireTooManyCards));
    assert_eq!(
        Solitaire::from_cards(&[3, 1, 2, 0]),
        Solitaire::new(&[3, 1, 2, 0])
    );
    // A deal is the same game however it is built.
    let deal = Solitaire::shuffled(20, 3).unwrap();
    let piles = all_piles(&deal);
    assert_eq!(Solitaire::from_piles(&slices(&piles), None).unwrap(), deal);
}

#[test]
fn bad_positions_are_refused_in_order() {
    let twelve = [&[][..]; MAX_PILES + 1];
    assert_eq!(
        Solitaire::from_piles(&twelve, None),
        Err(Error::SolitaireTooManyPiles)
    );
    let many = [0u8; MAX_CARDS + 1];
    assert_eq!(
        Solitaire::from_piles(&[&many[..]], None),
        Err(Error::SolitaireTooManyCards)
    );
    assert_eq!(
        Solitaire::from_piles(&[&many[..32], &many[32..]], None),
        Err(Error::SolitaireTooManyCards),
        "the cards of all piles together"
    );
    assert_eq!(
        Solitaire::from_piles(&[&[1]], Some(MAX_CARD + 1)),
        Err(Error::SolitaireBadCardNo)
    );
    // Outside integers: piles, then cards in all, then each card, then CardNo.
    let raw = |cards: &[i64], sizes: &[usize], card_no| Solitaire::from_piles_raw(cards, sizes, card_no);
    assert_eq!(raw(&[256], &[1; 12], Some(-1)), Err(Error::SolitaireTooManyPiles));
    assert_eq!(raw(&[-1; 65], &[65], Some(-1)), Err(Error::SolitaireTooManyCards));
    assert_eq!(
        raw(&[1, 2], &[1], None),
        Err(Error::SolitaireTooManyCards),
        "sizes add up to 1, not 2"
    );
    assert_eq!(
        raw(&[1], &[usize::MAX, 2], None),
        Err(Error::SolitaireTooManyCards)
    );
    assert_eq!(raw(&[1, 256], &[2], Some(-1)), Err(Error::SolitaireBadCard));
    assert_eq!(raw(&[i64::MIN], &[1], None), Err(Error::SolitaireBadCard));
    assert_eq!(raw(&[1], &[1], Some(-1)), Err(Error::SolitaireBadCardNo));
    assert_eq!(raw(&[1], &[1], Some(256)), Err(Error::SolitaireBadCardNo));
    assert_eq!(
        raw(&[6, 2, 1, 3, 2, 1, 0], &[3, 4, 0], Some(4)),
        Solitaire::from_piles(&[&[6, 2, 1], &[3, 2, 1, 0], &[]], Some(4))
    );
    assert_eq!((card_from_raw(0), card_from_raw(255)), (Ok(0), Ok(255)));
    assert_eq!(
        (card_from_raw(-1), card_from_raw(256)),
        (Err(Error::SolitaireBadCard), Err(Error::SolitaireBadCard))
    );
}

#[test]
fn chance_no_is_set_by_hand_or_refused_unchanged() {
    let mut game = Solitaire::from_piles(&[&[1, 0], &[]], None).unwrap();
    assert_eq!(game.chance_no(), 4);
    game.set_chance_no(0).unwrap();
    assert_eq!(game.chance_no(), 0);
    game.set_chance_no(MAX_CHANCES).unwrap();
    assert_eq!(game.chance_no(), 65535);
    let before = game.clone();
    assert_eq!(
        game.set_chance_no(MAX_CHANCES + 1),
        Err(Error::SolitaireBadChanceNo)
    );
    assert_eq!(game.set_chance_no_raw(-1), Err(Error::SolitaireBadChanceNo));
    assert_eq!(game.set_chance_no_raw(i64::MAX), Err(Error::SolitaireBadChanceNo));
    assert_eq!(game, before);
    game.set_chance_no_raw(7).unwrap();
    assert_eq!(game.chance_no(), 7);
}

#[test]
fn the_spec_examples_built_by_hand() {
    // Section 2: display.
    let game = Solitaire::from_piles(
        &[&[6, 5, 4], &[3, 2, 1, 0], &[14, 13, 12, 11], &[10, 9, 8, 7]],
        None,
    )
    .unwrap();
    assert_eq!(
        game.to_string(),
        "0: 6 * * \n1: 3 2 1 0 \n2: 14 13 12 11 \n3: 10 9 8 7 \n"
    );
    // Section 3: the three kinds of move, each from its own hand-built position.
    let cases: [(Piles, (usize, usize), Piles); 3] = [
        (&[&[6, 2, 1], &[3, 2, 1, 0]], (0, 0), &[&[2, 1, 6], &[3, 2, 1, 0]]),
        (&[&[4, 8], &[7, 6, 5]], (0, 1), &[&[8], &[7, 6, 5, 4]]),
        (
            &[&[8], &[7, 6, 5], &[4, 3, 2]],
            (2, 1),
            &[&[8], &[7, 6, 5, 4, 3, 2], &[]],
        ),
    ];
    for (before, (c1, c2), after) in cases {
        let mut game = Solitaire::from_piles(before, None).unwrap();
        game.move_cards(c1, c2).unwrap();
        let expected: Vec<Vec<u8>> = after.iter().map(|p| p.to_vec()).collect();
        assert_eq!(all_piles(&game), expected);
    }
}

#[test]
fn is_complete_checks_the_order_of_the_full_pile() {
    let complete = |piles: &[&[u8]], card_no| Solitaire::from_piles(piles, card_no).unwrap().is_complete();
    assert!(complete(&[&[], &[3, 2, 1, 0]], None));
    assert!(!complete(&[&[], &[0, 1, 2, 3]], None), "built up, not down");
    assert!(!complete(&[&[], &[3, 2, 0, 1]], None));
    assert!(!complete(&[&[], &[2, 2, 1]], None), "a repeat is not one lower");
    assert!(
        !complete(&[&[], &[1, 0], &[1, 0]], None),
        "4 cards, but no pile holds 4"
    );
    assert!(complete(&[&[], &[1, 0], &[5, 4]], Some(2)));
    assert!(
        complete(&[&[], &[9, 8, 7], &[0]], Some(3)),
        "CardNo counts the one pile"
    );
    assert!(!complete(&[&[0], &[2, 1]], Some(2)), "pile 0 is not empty");
    assert!(!complete(&[&[]], Some(0)), "no other pile");
    assert!(complete(&[&[], &[]], Some(0)), "an empty pile holds all 0 cards");
}

#[test]
fn the_solver_refuses_positions_no_deal_reaches() {
    let mut table = vec![Entry::EMPTY; 1 << 10];
    let refused: [(&[&[u8]], Option<usize>); 5] = [
        (&[&[6, 2, 1], &[3, 2, 1, 0]], None), // repeated cards
        (&[&[1, 2], &[], &[]], None),         // not 0..CardNo
        (&[&[0], &[1, 2], &[]], None),        // pile 1 built up
        (&[&[0, 1], &[], &[]], Some(3)),      // CardNo is not the number of cards
        (&[&[], &[0], &[2, 1]], Some(2)),     // 3 cards, CardNo 2
    ];
    for (piles, card_no) in refused {
        let game = Solitaire::from_piles(piles, card_no).unwrap();
        assert_eq!(
            solve(&game, 10, &mut table, 1000),
            Err(Error::SearchNotADeal),
            "{piles:?}"
        );
        assert_eq!(
            hint(&game, 10, &mut table, 1000),
            Err(Error::SearchNotADeal),
            "{piles:?}"
        );
    }
    // A position a deal reaches, built by hand (any number of piles): solved as the played one.
    let mut played = Solitaire::new(&[3, 0, 2, 1]).unwrap();
    played.move_cards(0, 1).unwrap();
    played.move_cards(0, 2).unwrap();
    let by_hand = Solitaire::from_piles(&[&[2, 1], &[3], &[0]], None).unwrap();
    assert_eq!(all_piles(&by_hand), all_piles(&played));
    let a = solve(&by_hand, 8, &mut table, 10_000).unwrap();
    let b = solve(&played, 8, &mut table, 10_000).unwrap();
    assert_eq!(a, b);
    // 2 onto 3, 1 onto 2, then pile 2 (the 0) onto them.
    assert_eq!(a.line.map(|l| l.len()), Some(3));
    let wide = Solitaire::from_piles(&[&[1, 0], &[], &[], &[], &[], &[]], None).unwrap();
    let line = solve(&wide, 4, &mut table, 10_000).unwrap().line.unwrap();
    let mut replay = wide.clone();
    for &m in &line {
        replay.play(m).unwrap();
    }
    assert!(replay.is_complete() && line.len() == 2, "{line:?}");
}

// ---------------------------------------------------------------- against a model of the spec

/// The spec's rules, written again plainly over lists (index 0 the rear, pile 0's top card).
#[derive(Clone, Debug, PartialEq)]
struct Model {
    piles: Vec<Vec<u8>>,
    card_no: usize,
}

impl Model {
    /// `move(c1, c2)`: the refusal in the core's order of checks, or the move made.
    fn play(&mut self, c1: i64, c2: i64) -> Result<(), Error> {
        let n = self.piles.len() as i64;
        if !(0..n).contains(&c1) || !(0..n).contains(&c2) {
            return Err(Error::SolitairePileOutOfRange);
        }
        let (c1, c2) = (c1 as usize, c2 as usize);
        if c1 > 0 && c2 == 0 {
            return Err(Error::SolitaireOntoPileZero);
        }
        if c1 > 0 && c1 == c2 {
            return Err(Error::SolitaireSamePile);
        }
        let Some(&moving) = self.piles[c1].first() else {
            return Err(Error::SolitaireEmptyPile);
        };
        if c1 == 0 && c2 == 0 {
            let top = self.piles[0].remove(0);
            self.piles[0].push(top);
            return Ok(());
        }
        if let Some(&last) = self.piles[c2].last() {
            if u16::from(last) != u16::from(moving) + 1 {
                return Err(Error::SolitaireNotOneLower);
            }
        }
        if c1 == 0 {
            let top = self.piles[0].remove(0);
            self.piles[c2].push(top);
        } else {
            let moving = std::mem::take(&mut self.piles[c1]);
            self.piles[c2].extend(moving);
        }
        Ok(())
    }

    fn is_complete(&self) -> bool {
        !self.piles.is_empty()
            && self.piles[0].is_empty()
            && self.piles[1..].iter().any(|p| {
                p.len() == self.card_no && p.windows(2).all(|w| u16::from(w[0]) == u16::from(w[1]) + 1)
            })
    }

    fn display(&self) -> String {
        let mut out = String::new();
        for (i, pile) in self.piles.iter().enumerate() {
            out += &format!("{i}: ");
            for (k, card) in pile.iter().enumerate() {
                out += &if i == 0 && k > 0 {
                    "* ".to_string()
                } else {
                    format!("{card} ")
                };
            }
            out += "\n";
        }
        out
    }
}

/// Piles with few distinct values, so repeats, runs and empty piles are common.
fn position() -> impl Strategy<Value = (Vec<Vec<u8>>, Option<usize>)> {
    (0usize..=MAX_PILES, prop_oneof![Just(0u8), Just(250u8), 0u8..=245]).prop_flat_map(|(count, low)| {
        let card = (0u8..6).prop_map(move |k| low.saturating_add(k));
        let pile = proptest::collection::vec(card, 0..=6);
        (
            proptest::collection::vec(pile, count..=count),
            proptest::option::of(0usize..=8),
        )
    })
}

proptest! {
    #[test]
    fn hand_built_positions_follow_the_model(
        (piles, card_no) in position(),
        tries in proptest::collection::vec((-1i64..=12, -1i64..=12), 0..60),
    ) {
        let total: usize = piles.iter().map(Vec::len).sum();
        prop_assume!(total <= MAX_CARDS);
        let mut game = Solitaire::from_piles(&slices(&piles), card_no).unwrap();
        let mut model = Model { piles: piles.clone(), card_no: card_no.unwrap_or(total) };
        prop_assert_eq!(game.chance_no(), 2 * model.card_no);
        for (c1, c2) in tries {
            let before = game.clone();
            let expected = model.play(c1, c2);
            prop_assert_eq!(game.move_cards_raw(c1, c2), expected);
            if expected.is_err() {
                prop_assert_eq!(&game, &before, "a refused move changed nothing");
            }
            prop_assert_eq!(all_piles(&game), model.piles.clone());
            prop_assert_eq!(game.is_complete(), model.is_complete());
            prop_assert_eq!(game.to_string(), model.display());
            prop_assert_eq!(game.card_count(), total);
        }
    }
}
