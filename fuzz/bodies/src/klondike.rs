//! Full Klondike: every deal parser (game numbers, permutation ranks, Solvitaire files, card
//! names), and raw move sequences with undo.

use digipeg::Error;
use digipeg::Rng;
use digipeg::klondike::{Card, Deal, Klondike, Move, Played, Rules, Suit};

use crate::input::{Input, MAX_STEPS};

/// Text from the input: a valid deal's Solvitaire file or rank with a few bytes changed, or
/// raw bytes.
fn text(input: &mut Input, deal: &Deal) -> String {
    let mut bytes: Vec<u8> = match input.below(3) {
        0 => deal.solvitaire_json().to_string().into_bytes(),
        1 => deal.rank().to_string().into_bytes(),
        _ => (0..input.below(200)).map(|_| input.byte()).collect(),
    };
    for _ in 0..input.below(4) {
        if bytes.is_empty() {
            break;
        }
        let at = input.below(bytes.len());
        match input.below(3) {
            0 => bytes[at] = input.byte(),
            1 => {
                bytes.remove(at);
            }
            _ => bytes.insert(at, input.letter("[]{},\":0123456789ACDHSTJQKacdhs ") as u8),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The parsers: what each accepts reads back as itself, and what each refuses gets its error.
pub fn klondike_parse(data: &[u8]) {
    let mut input = Input::new(data);
    let seed = input.u64();
    match Deal::from_seed((seed % (1 << 32)) as u32) {
        Ok(deal) => {
            assert!(seed % (1 << 32) <= u64::from(digipeg::klondike::MAX_SEED));
            assert_eq!(Deal::new(*deal.cards()), Ok(deal));
        }
        Err(error) => assert_eq!(error, Error::KlondikeBadSeed),
    }
    let deal = Deal::random(&mut Rng::new(seed));
    for _ in 0..4 {
        let text = text(&mut input, &deal);
        match Deal::from_solvitaire_json(&text) {
            Ok(read) => assert_eq!(
                Deal::from_solvitaire_json(&read.solvitaire_json().to_string()),
                Ok(read)
            ),
            Err(error) => assert!(
                matches!(error, Error::KlondikeBadJson | Error::KlondikeNotADeck),
                "{error:?}"
            ),
        }
        match Deal::from_rank(&text) {
            Ok(read) => {
                assert!(text.bytes().all(|b| b.is_ascii_digit()), "{text:?}");
                let digits = text.trim_start_matches('0');
                assert_eq!(
                    read.rank().to_string(),
                    if digits.is_empty() { "0" } else { digits }
                );
            }
            Err(error) => assert_eq!(error, Error::KlondikeBadRank),
        }
        for word in text.split([' ', ',', '"']) {
            if let Ok(card) = Card::parse(word) {
                assert_eq!(Card::parse(&card.to_string()), Ok(card));
            }
        }
    }
}

/// A move of any kind with any numbers, mostly near the tableau's.
fn raw_move(input: &mut Input) -> Move {
    let mut pile = || input.range(0, 8) as u8;
    let (a, b) = (pile(), pile());
    match input.below(7) {
        0 => Move::Draw,
        1 => Move::Recycle,
        2 => Move::WasteToFoundation,
        3 => Move::WasteToPile(a),
        4 => Move::PileToFoundation(a),
        5 => Move::PileToPile {
            from: a,
            to: b,
            cards: input.below(21) as u8,
        },
        _ => Move::FoundationToPile {
            suit: Suit::ALL[input.below(4)],
            to: a,
        },
    }
}

/// Every card once, somewhere: on a pile, in the stock or waste, or under a foundation's top.
pub(crate) fn check_cards(game: &Klondike) {
    let mut seen = 0u64;
    let mut add = |card: Card| {
        assert_eq!(seen & 1 << card.index(), 0, "{card} twice\n{}", game.thoughtful());
        seen |= 1 << card.index();
    };
    for pile in game.piles() {
        pile.cards().iter().copied().for_each(&mut add);
        assert!(
            pile.face_up().windows(2).all(|pair| pair[1].goes_on(pair[0])),
            "{}",
            game.thoughtful()
        );
        assert!(pile.is_empty() || !pile.face_up().is_empty());
    }
    game.waste()
        .iter()
        .chain(game.stock())
        .copied()
        .for_each(&mut add);
    for suit in Suit::ALL {
        (1..=game.foundations()[suit as usize]).for_each(|rank| add(Card::new(rank, suit).unwrap()));
    }
    assert_eq!(seen, (1 << 52) - 1);
}

/// Raw moves and undos on a random deal under random rules: a refused move or undo changes
/// nothing, an accepted move is listed, every listed move is accepted and taken back exactly.
pub fn klondike_moves(data: &[u8]) {
    let mut input = Input::new(data);
    let rules = Rules::new([1, 3][input.below(2)], input.below(4) as u32, input.bool()).unwrap();
    let mut game = Klondike::new(&Deal::random(&mut Rng::new(input.u64())), rules);
    let mut history: Vec<(Klondike, Played)> = Vec::new();
    for _ in 0..MAX_STEPS {
        if input.is_empty() {
            break;
        }
        let legal = game.legal_moves();
        for &listed in &legal {
            let mut copy = game;
            let record = copy.play(listed).expect("a listed move is accepted");
            copy.undo(record).expect("the move just played is taken back");
            assert_eq!(copy, game);
        }
        let before = game;
        match input.below(4) {
            0 if !legal.is_empty() => {
                let played = legal[input.below(legal.len())];
                history.push((game, game.play(played).unwrap()));
            }
            1 => {
                if let Some((earlier, record)) = history.pop() {
                    game.undo(record).unwrap();
                    assert_eq!(game, earlier);
                }
            }
            2 if !history.is_empty() => {
                // An older record: refused, or (two draws look alike) a position that keeps the rules' invariants.
                let (_, record) = history[input.below(history.len())];
                if game.undo(record).is_err() {
                    assert_eq!(game, before);
                } else {
                    history.clear();
                }
            }
            3 if input.bool() => {
                // Text in the notation, or near it: what reads prints back the same move.
                let text: String = (0..input.below(6))
                    .map(|_| input.letter("DRWFCHS0123456789-x "))
                    .collect();
                match game.parse_move(&text) {
                    Ok(read) => {
                        let again = game.parse_move(&read.to_string());
                        assert!(
                            again == Ok(read) || matches!(read, Move::PileToPile { cards: 1, .. }),
                            "{text:?}"
                        );
                        if let Ok(record) = game.play(read) {
                            assert!(legal.contains(&read));
                            history.push((before, record));
                        } else {
                            assert_eq!(game, before);
                        }
                    }
                    Err(error) => assert!(
                        matches!(error, Error::KlondikeBadMove | Error::KlondikePileOutOfRange),
                        "{text:?}: {error:?}"
                    ),
                }
            }
            _ => {
                let played = raw_move(&mut input);
                match game.play(played) {
                    Ok(record) => {
                        assert!(legal.contains(&played), "{played:?} accepted but not listed");
                        history.push((before, record));
                    }
                    Err(_) => {
                        assert!(!legal.contains(&played), "{played:?} listed but refused");
                        assert_eq!(game, before);
                    }
                }
            }
        }
        check_cards(&game);
    }
}
