//! Simplified solitaire: the deals and the card-pile deque, and sequences of raw moves against
//! the rules written out on plain vectors.

use std::collections::VecDeque;

use digipeg::Error;
use digipeg::solitaire::{Deque, MAX_CARDS, Move, Solitaire, col_no_for};

use crate::input::{Input, MAX_STEPS};

/// The piles as plain lists, each from the rear (index 0) to the front.
pub(crate) type Piles = Vec<Vec<u8>>;

pub(crate) fn piles(game: &Solitaire) -> Piles {
    game.piles().iter().map(|p| p.iter().copied().collect()).collect()
}

/// What every position satisfies, even one built by hand (any cards, repeats allowed, any
/// `CardNo` and `ChanceNo`): the piles hold `card_count` cards, the display shows every pile,
/// and every listed move is legal.
pub(crate) fn check_position(game: &Solitaire) {
    let held: usize = piles(game).iter().map(Vec::len).sum();
    assert_eq!(held, game.card_count(), "{game:?}");
    assert!(held <= MAX_CARDS);
    assert_eq!(game.to_string().lines().count(), game.col_no());
    for m in &game.legal_moves() {
        assert!(game.is_legal(m.from().into(), m.to().into()));
    }
}

/// What every game dealt from a deck satisfies: the right number of piles, and every card
/// exactly once.
pub(crate) fn check_game(game: &Solitaire) {
    check_position(game);
    let n = game.card_count();
    assert!(n <= MAX_CARDS);
    assert_eq!(game.col_no(), col_no_for(n));
    assert_eq!(game.chance_no(), 2 * n);
    let mut all: Vec<u8> = piles(game).concat();
    all.sort_unstable();
    assert!(
        all.iter().copied().eq(0..n as u8),
        "cards lost or duplicated: {game:?}"
    );
    assert_eq!(game.to_string().lines().count(), game.col_no());
    let moves = game.legal_moves();
    for m in &moves {
        assert!(game.is_legal(m.from().into(), m.to().into()));
    }
    assert_eq!(
        game.is_complete(),
        piles(game)[0].is_empty() && piles(game).iter().any(|p| p.len() == n)
    );
}

/// The rules of a move written out on plain lists, in the documented order of errors; the
/// piles after it when it is allowed.
fn naive_move(mut p: Piles, c1: i64, c2: i64) -> Result<Piles, Error> {
    let count = p.len() as i64;
    if !(0..count).contains(&c1) || !(0..count).contains(&c2) {
        return Err(Error::SolitairePileOutOfRange);
    }
    let (c1, c2) = (c1 as usize, c2 as usize);
    if c1 > 0 && c2 == 0 {
        return Err(Error::SolitaireOntoPileZero);
    }
    if c1 > 0 && c1 == c2 {
        return Err(Error::SolitaireSamePile);
    }
    let Some(&moving) = p[c1].first() else {
        return Err(Error::SolitaireEmptyPile);
    };
    if c1 == 0 && c2 == 0 {
        let top = p[0].remove(0);
        p[0].push(top);
        return Ok(p);
    }
    if p[c2].last().is_some_and(|&last| last != moving + 1) {
        return Err(Error::SolitaireNotOneLower);
    }
    if c1 == 0 {
        let top = p[0].remove(0);
        p[c2].push(top);
    } else {
        let from = std::mem::take(&mut p[c1]);
        p[c2].extend(from);
    }
    Ok(p)
}

/// A permutation of `0..n` from the input (or, sometimes, not quite one).
fn cards(input: &mut Input, n: usize) -> Vec<u8> {
    let mut deck: Vec<u8> = (0..n as u8).collect();
    for i in (1..n).rev() {
        deck.swap(i, input.below(i + 1));
    }
    if input.byte() > 230 && n > 0 {
        let i = input.below(n);
        deck[i] = input.byte();
    }
    deck
}

/// `Solitaire::new`, `new_raw` and `shuffled`, and the `Deque` against `VecDeque`.
pub fn solitaire_new(data: &[u8]) {
    let mut input = Input::new(data);
    match input.below(4) {
        0 => {
            let n = input.below(MAX_CARDS + 4);
            let deck = cards(&mut input, n);
            let mut sorted = deck.clone();
            sorted.sort_unstable();
            let is_permutation = sorted.iter().copied().eq(0..n as u8);
            let made = Solitaire::new(&deck);
            let expected = if n > MAX_CARDS {
                Err(Error::SolitaireTooManyCards)
            } else if !is_permutation {
                Err(Error::SolitaireNotAPermutation)
            } else {
                Ok(())
            };
            assert_eq!(made.as_ref().map(|_| ()).map_err(|&e| e), expected, "{deck:?}");
            if let Ok(game) = made {
                check_game(&game);
                assert_eq!(piles(&game)[0], deck);
                let wide: Vec<i64> = deck.iter().map(|&c| i64::from(c)).collect();
                assert_eq!(Solitaire::new_raw(&wide), Ok(game));
            }
        }
        1 => {
            let n = input.below(10);
            let wide: Vec<i64> = (0..n).map(|_| input.raw()).collect();
            let made = Solitaire::new_raw(&wide);
            let narrow: Option<Vec<u8>> = wide.iter().map(|&c| u8::try_from(c).ok()).collect();
            match narrow {
                Some(deck) => assert_eq!(made, Solitaire::new(&deck)),
                None => assert_eq!(made, Err(Error::SolitaireNotAPermutation)),
            }
        }
        2 => {
            let n = if input.bool() {
                input.below(MAX_CARDS + 3)
            } else {
                input.u64() as usize
            };
            let seed = input.u64();
            match Solitaire::shuffled(n, seed) {
                Ok(game) => {
                    assert!(n <= MAX_CARDS);
                    check_game(&game);
                    assert_eq!(Solitaire::shuffled(n, seed), Ok(game));
                }
                Err(e) => assert!(n > MAX_CARDS && e == Error::SolitaireTooManyCards),
            }
        }
        _ => deque_ops(&mut input),
    }
}

/// Every deque operation against `VecDeque` (front = the list's end, rear = index 0).
fn deque_ops(input: &mut Input) {
    const N: usize = 5;
    let mut deque: Deque<u8, N> = Deque::new();
    let mut model: VecDeque<u8> = VecDeque::new();
    for _ in 0..MAX_STEPS {
        if input.is_empty() {
            break;
        }
        let item = input.byte();
        let full = model.len() == N;
        match input.below(8) {
            0 => {
                assert_eq!(deque.add_front(item).is_ok(), !full);
                if !full {
                    model.push_back(item);
                }
            }
            1 => {
                assert_eq!(deque.add_rear(item).is_ok(), !full);
                if !full {
                    model.push_front(item);
                }
            }
            2 => assert_eq!(deque.remove_front().ok(), model.pop_back()),
            3 => assert_eq!(deque.remove_rear().ok(), model.pop_front()),
            4 => assert_eq!(
                (deque.peek().ok(), deque.peeklast().ok()),
                (model.back(), model.front())
            ),
            5 => {
                let index = input.below(N + 2);
                assert_eq!(deque.get(index), model.get(index));
            }
            6 => {
                let index = input.below(3);
                let text: String = model
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        if index == 0 && i > 0 {
                            "* ".to_owned()
                        } else {
                            format!("{c} ")
                        }
                    })
                    .collect();
                assert_eq!(deque.printall(index).to_string(), text);
            }
            _ => {
                deque.clear();
                model.clear();
            }
        }
        assert!(deque.iter().eq(model.iter()));
        assert_eq!(
            (deque.size(), deque.is_empty(), deque.is_full()),
            (model.len(), model.is_empty(), model.len() == N)
        );
        let empty = Err(Error::DequeEmpty);
        if model.is_empty() {
            assert_eq!(deque.peek(), empty);
        }
    }
}

/// A game to play: a shuffled deal, usually small.
pub(crate) fn any_game(input: &mut Input) -> Solitaire {
    let n = if input.byte() < 200 {
        input.below(13)
    } else {
        input.below(MAX_CARDS + 1)
    };
    Solitaire::shuffled(n, input.u64()).expect("at most MAX_CARDS")
}

/// Sequences of raw moves: each verdict and result is the plain rules', a refused move changes
/// nothing, an accepted one is listed, every listed move is accepted, and no card is lost.
pub fn solitaire_moves(data: &[u8]) {
    let mut input = Input::new(data);
    let mut game = any_game(&mut input);
    check_game(&game);
    for step in 0..MAX_STEPS {
        if input.is_empty() {
            break;
        }
        let before = game.clone();
        let listed = before.legal_moves();
        if step % 8 == 0 {
            for &m in &listed {
                let mut copy = before.clone();
                assert_eq!(copy.play(m), Ok(()));
            }
        }
        let (c1, c2) = if input.byte() < 230 {
            (input.range(-1, 11), input.range(-1, 11))
        } else {
            (input.raw(), input.raw())
        };
        let expected = naive_move(piles(&before), c1, c2);
        let result = game.move_cards_raw(c1, c2);
        assert_eq!(
            result,
            expected.as_ref().map(|_| ()).map_err(|&e| e),
            "({c1}, {c2}) on {before:?}"
        );
        let listed_move = usize::try_from(c1)
            .ok()
            .zip(usize::try_from(c2).ok())
            .and_then(|(a, b)| Move::new(a, b).ok())
            .is_some_and(|m| listed.contains(&m));
        assert_eq!(listed_move, result.is_ok());
        match expected {
            Ok(after) => assert_eq!(piles(&game), after),
            Err(_) => assert_eq!(game, before),
        }
        check_game(&game);
    }
}
