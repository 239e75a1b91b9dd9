//! Full Klondike: the deal formats against the layouts the tools themselves print, the rules
//! against Klondike-Solver's winning lines and random play, and undo.

use digipeg::Error;
use digipeg::Rng;
use digipeg::klondike::{Card, Deal, Klondike, MAX_MOVES, MAX_PILE, Move, PILES, Rules, Suit};
use proptest::prelude::*;
use std::collections::HashSet;

fn card(text: &str) -> Card {
    Card::parse(text).unwrap_or_else(|_| panic!("{text:?}"))
}

/// The deals of `klondike-solver-deals.txt`: (seed, cards in dealing order).
fn klondike_solver_deals() -> Vec<(u32, Vec<Card>)> {
    let text = include_str!("data/klondike-solver-deals.txt");
    let mut deals = Vec::new();
    let mut lines = text.lines().filter(|line| !line.starts_with('#'));
    while let Some(head) = lines.next() {
        let seed: u32 = head.strip_prefix("seed ").unwrap().parse().unwrap();
        // Each pile line: `N: up -down-down`, the face-down cards from the top down.
        let mut piles: Vec<Vec<Card>> = Vec::new();
        for _ in 0..7 {
            let line = lines.next().unwrap();
            let (_, cards) = line.split_once(": ").unwrap();
            let mut parts = cards.split(" -");
            let up = card(parts.next().unwrap().trim());
            let mut pile: Vec<Card> = parts
                .next()
                .map_or(vec![], |down| down.split('-').map(card).collect());
            pile.reverse();
            pile.push(up);
            piles.push(pile);
        }
        let stock: Vec<Card> = lines
            .next()
            .unwrap()
            .split_once(": ")
            .unwrap()
            .1
            .split_whitespace()
            .map(card)
            .collect();
        let mut cards = Vec::new();
        for height in 0..7 {
            for pile in &piles[height..] {
                cards.push(pile[height]);
            }
        }
        cards.extend(stock);
        deals.push((seed, cards));
    }
    deals
}

#[test]
fn game_numbers_deal_what_klondike_solver_prints() {
    let deals = klondike_solver_deals();
    assert_eq!(deals.len(), 18);
    for (seed, cards) in deals {
        assert_eq!(
            Deal::from_seed(seed).unwrap().cards().as_slice(),
            cards.as_slice(),
            "seed {seed}"
        );
    }
    assert_eq!(Deal::from_seed(1 << 31), Err(Error::KlondikeBadSeed));
}

#[test]
fn solvitaire_files_of_klondike_solver_deals_read_as_those_deals() {
    // Solvitaire's own copies of Klondike-Solver's games 1 and 2 (resources/deal-presets).
    let one = include_str!("data/solvitaire-klondikeSM1.json");
    assert_eq!(Deal::from_solvitaire_json(one), Deal::from_seed(1));
    let two = include_str!("data/solvitaire-klondikeSM2.json");
    assert_eq!(Deal::from_solvitaire_json(two), Deal::from_seed(2));
    let written = Deal::from_seed(1).unwrap().solvitaire_json().to_string();
    assert!(
        written.starts_with(r#"{"tableau piles": [["4D"], ["3c", "4C"], ["9s", "7d", "6H"]"#),
        "{written}"
    );
    assert!(written.ends_with(r#""2S", "10C", "9D"]}"#), "{written}");
}

#[test]
fn a_bad_solvitaire_file_is_refused() {
    let good = Deal::from_seed(5).unwrap().solvitaire_json().to_string();
    assert!(Deal::from_solvitaire_json(&good).is_ok());
    let bad = [
        String::new(),
        "{}".into(),
        "[]".into(),
        good.replace("\"stock\"", "\"stok\""),
        good.replacen("\"4", "\"Z", 1),
        good.replacen("]]", "], []]", 1),
        good[..good.len() - 1].to_string(),
        format!("{good} x"),
        good.replacen(", \"stock\"", ", \"waste\": [\"AS\"], \"stock\"", 1),
        good.replacen("\"tableau piles\"", "\"tableau\\u0020piles\"", 1),
        // Strings longer than any name the format has: a card of 4 characters, a key of 17.
        good.replacen("\"3c\"", "\"10CC\"", 1),
        good.replacen("\"stock\"", "\"stockstockstockst\"", 1),
    ];
    for text in bad {
        assert_eq!(
            Deal::from_solvitaire_json(&text),
            Err(Error::KlondikeBadJson),
            "{text}"
        );
    }
    // A card twice is a file that parses but no deck (the deal has a face-down 3C to replace).
    let twice = good.replacen("\"3c\"", "\"4C\"", 1);
    assert_ne!(
        twice, good,
        "no 3C face down in this deal: pick another card to repeat"
    );
    assert_eq!(Deal::from_solvitaire_json(&twice), Err(Error::KlondikeNotADeck));
    let empty_foundations = good.replacen(
        ", \"stock\"",
        ", \"waste\": [], \"foundations\": [[], [], [], []], \"stock\"",
        1,
    );
    assert!(Deal::from_solvitaire_json(&empty_foundations).is_ok());
}

/// Plays one move of Klondike-Solver's notation on `game`.
fn play_klondike_solver_move(game: &mut Klondike, text: &str) {
    let pile = |byte: u8| byte - b'1';
    let suit = |byte: u8| match byte {
        b'C' => Some(Suit::Clubs),
        b'D' => Some(Suit::Diamonds),
        b'S' => Some(Suit::Spades),
        b'H' => Some(Suit::Hearts),
        _ => None,
    };
    let play = |game: &mut Klondike, played| {
        game.play(played)
            .unwrap_or_else(|error| panic!("{text}: {error}\n{}", game.thoughtful()))
    };
    if let Some(times) = text.strip_prefix("DR") {
        for _ in 0..times.parse::<u32>().unwrap() {
            play(game, Move::Draw);
        }
        return;
    }
    if text == "NEW" {
        play(game, Move::Recycle);
        return;
    }
    if let Some(number) = text.strip_prefix('F') {
        // Our piles turn their top card up by themselves.
        let pile = &game.piles()[number.parse::<usize>().unwrap() - 1];
        assert!(pile.face_up().len() == 1 || pile.is_empty(), "{text}");
        return;
    }
    let (moves, count) = match text.split_once('-') {
        Some((moves, count)) => (moves.as_bytes(), count.parse::<u8>().unwrap()),
        None => (text.as_bytes(), 1),
    };
    let played = match (moves[0], suit(moves[1])) {
        (b'W', Some(_)) => Move::WasteToFoundation,
        (b'W', None) => Move::WasteToPile(pile(moves[1])),
        (from, Some(_)) if suit(from).is_none() => Move::PileToFoundation(pile(from)),
        (from, None) if suit(from).is_some() => Move::FoundationToPile {
            suit: suit(from).unwrap(),
            to: pile(moves[1]),
        },
        (from, None) => Move::PileToPile {
            from: pile(from),
            to: pile(moves[1]),
            cards: count,
        },
        _ => panic!("{text}"),
    };
    play(game, played);
}

#[test]
fn klondike_solvers_winning_lines_win_here() {
    let text = include_str!("data/klondike-solver-lines.txt");
    let mut lines = 0;
    for line in text.lines().filter(|line| !line.starts_with('#')) {
        let mut words = line.split_whitespace();
        let draw: u32 = words.next().unwrap().parse().unwrap();
        let seed: u32 = words.next().unwrap().parse().unwrap();
        let rules = Rules::new(draw, 0, true).unwrap();
        let mut game = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
        for word in words {
            play_klondike_solver_move(&mut game, word);
        }
        assert!(game.is_won(), "draw {draw} seed {seed}\n{}", game.thoughtful());
        lines += 1;
    }
    assert!(lines >= 40, "{lines}");
}

#[test]
fn the_drawing_shows_what_a_player_sees() {
    let game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::DRAW_THREE);
    let expected = "stock 24 | waste --\nfoundations -C -D -H -S\n0: 4D\n1: ## 4C\n2: ## ## 6H\n3: ## ## ## JD\n4: ## ## ## ## AS\n5: ## ## ## ## ## 5C\n6: ## ## ## ## ## ## KD\n";
    assert_eq!(game.to_string(), expected);
    let mut game = game;
    game.play(Move::Draw).unwrap();
    game.play(Move::Draw).unwrap();
    assert!(
        game.to_string()
            .starts_with("stock 18 | waste (3 more) QC KH 5S\n"),
        "{game}"
    );
    assert!(
        game.thoughtful().to_string().contains("\n1: (3C) 4C\n"),
        "{}",
        game.thoughtful()
    );
    // The thoughtful drawing ends with the stock's cards, in order, while it holds any.
    let stock: Vec<String> = game.stock().iter().map(Card::to_string).collect();
    assert_eq!(stock.len(), 18);
    let line = format!("\nstock: {}\n", stock.join(" "));
    assert!(
        game.thoughtful().to_string().ends_with(&line),
        "{}",
        game.thoughtful()
    );
    while !game.stock().is_empty() {
        game.play(Move::Draw).unwrap();
    }
    let drawn = game.thoughtful().to_string();
    assert!(
        drawn.ends_with("(6C) KD\n") && !drawn.contains("stock:"),
        "{drawn}"
    );
}

/// Plays `moves` random legal moves (a refused one in between) from a random deal, checking
/// that every listed move is accepted, that a refused move changes nothing, that the cards stay
/// 52, and that undo takes each move back exactly. Returns how many undos of older records (not
/// the last move) were refused, and how many fitted the position all the same.
fn random_play(seed: u64, moves: usize, rules: Rules) -> (u32, u32) {
    let mut rng = Rng::new(seed);
    let mut game = Klondike::new(&Deal::random(&mut rng), rules);
    let mut history = Vec::new();
    for _ in 0..moves {
        let legal = game.legal_moves();
        assert!(legal.len() <= MAX_MOVES);
        for &played in &legal {
            let mut copy = game;
            let record = copy.play(played).expect("a listed move is accepted");
            assert_eq!(count_cards(&copy), 52);
            copy.undo(record).expect("a move just played is taken back");
            assert_eq!(copy, game, "{played:?}");
            // The notation: each listed move reads back from its text, a run also without
            // its count (a pile takes at most one of another's runs).
            assert_eq!(game.parse_move(&played.to_string()), Ok(played));
            if let Move::PileToPile { from, to, .. } = played {
                assert_eq!(game.parse_move(&format!("{from}{to}")), Ok(played));
            }
        }
        // Every move the generator leaves out is refused and changes nothing.
        for played in all_moves() {
            if !legal.contains(&played) {
                let before = game;
                assert!(
                    game.play(played).is_err(),
                    "{played:?} unlisted but accepted\n{}",
                    game.thoughtful()
                );
                assert_eq!(game, before);
                let on_tableau = |pile: u8| usize::from(pile) < PILES;
                let readable = match played {
                    Move::WasteToPile(pile) | Move::PileToFoundation(pile) => on_tableau(pile),
                    Move::FoundationToPile { to, .. } => on_tableau(to),
                    Move::PileToPile { from, to, cards } => on_tableau(from) && on_tableau(to) && cards >= 2,
                    _ => true,
                };
                if readable {
                    assert_eq!(game.parse_move(&played.to_string()), Ok(played));
                }
            }
        }
        if legal.is_empty() {
            break;
        }
        let played = legal[rng.below(legal.len() as u32) as usize];
        history.push((game, game.play(played).unwrap()));
    }
    let (mut refused, mut fitted) = (0, 0);
    while let Some((before, record)) = history.pop() {
        // A record that is not the last move is refused and changes nothing, unless it fits this
        // position too (two draws look alike): then it is a move that could have been the last,
        // taken back to a position of the 52 cards, from which it leads here again.
        for &(_, older) in &history {
            let now = game;
            match game.undo(older) {
                Err(_) => {
                    assert_eq!(game, now, "a refused undo changed the position");
                    refused += 1;
                }
                Ok(()) => {
                    assert_eq!(count_cards(&game), 52);
                    let mut again = game;
                    again
                        .play(older.played)
                        .expect("the move taken back is legal there");
                    assert_eq!(again, now, "{older:?}");
                    game = now;
                    fitted += 1;
                }
            }
        }
        game.undo(record).unwrap();
        assert_eq!(game, before);
    }
    (refused, fitted)
}

fn count_cards(game: &Klondike) -> usize {
    let mut seen = 0u64;
    let mut count = 0;
    let mut add = |card: Card| {
        assert_eq!(seen & (1 << card.index()), 0, "{card} twice");
        seen |= 1 << card.index();
        count += 1;
    };
    for pile in game.piles() {
        assert_eq!(pile.is_empty(), pile.cards().is_empty());
        pile.cards().iter().copied().for_each(&mut add);
    }
    game.waste()
        .iter()
        .chain(game.stock())
        .copied()
        .for_each(&mut add);
    for suit in Suit::ALL {
        for rank in 1..=game.foundations()[suit as usize] {
            add(Card::new(rank, suit).unwrap());
        }
    }
    count
}

/// Every move of every kind with pile numbers 0 to 7 (7 is off the tableau) and counts 0 to 19.
/// A position with as many legal moves as any found (30, by a random search of 3 million
/// positions): clubs, diamonds and spades up, hearts to the queen, the king of hearts the waste's
/// one card, every pile empty. Three kings and the waste's can go to each of the 7 piles, the
/// waste's king up, and the waste turned over. Every one is listed, and nothing else.
#[test]
fn the_position_with_the_most_moves_found_lists_them_all() {
    use digipeg::image::Image;
    let mut bytes = vec![1, 0, 1]; // draw 1, unlimited passes, worrying back
    bytes.resize(3 + PILES * (2 + MAX_PILE), 0);
    bytes.extend([13, 13, 12, 13]); // clubs, diamonds, hearts, spades
    bytes.extend([1, 1, Card::parse("KH").unwrap().index()]); // talon, waste, the king
    bytes.resize(Klondike::LEN, 0);
    let game = Klondike::from_image(&bytes).expect("a position of the 52 cards");
    let legal = game.legal_moves();
    let naive: Vec<Move> = all_moves()
        .into_iter()
        .filter(|&played| game.clone().play(played).is_ok())
        .collect();
    assert_eq!(legal.len(), 30);
    // The public bound is the one its documentation derives (1 + 1 + 7 + 7 + 7 x 6 + 4 x 7), far
    // above any position found.
    assert_eq!(MAX_MOVES, 86);
    assert_eq!(
        legal.iter().copied().collect::<HashSet<_>>(),
        naive.iter().copied().collect::<HashSet<_>>()
    );
    assert_eq!(naive.len(), 30);
}

fn all_moves() -> Vec<Move> {
    let mut moves = vec![Move::Draw, Move::Recycle, Move::WasteToFoundation];
    for pile in 0..8 {
        moves.push(Move::WasteToPile(pile));
        moves.push(Move::PileToFoundation(pile));
        for suit in Suit::ALL {
            moves.push(Move::FoundationToPile { suit, to: pile });
        }
        for to in 0..8 {
            for cards in 0..20 {
                moves.push(Move::PileToPile {
                    from: pile,
                    to,
                    cards,
                });
            }
        }
    }
    moves
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn random_play_keeps_the_rules(seed in any::<u64>(), draw in prop::sample::select(vec![1u32, 3]),
                                   passes in 0u32..4, worry_back in any::<bool>()) {
        random_play(seed, 120, Rules::new(draw, passes, worry_back).unwrap());
    }
}

/// The undo of a record that is not the last move, in both of its outcomes: refused (nothing
/// changed) and, where the record fits the position too, taken back to a position it leads from.
#[test]
fn an_older_record_is_refused_or_fits() {
    let (mut refused, mut fitted) = (0, 0);
    for seed in 0..24 {
        let (r, f) = random_play(seed, 120, Rules::new(1 + 2 * (seed as u32 % 2), 0, true).unwrap());
        refused += r;
        fitted += f;
    }
    println!("{refused} refused, {fitted} fitted");
    assert!(refused > 0 && fitted > 0, "{refused} refused, {fitted} fitted");
}

/// A record's move can be edited (its fields are public): one moving no cards between two piles
/// is refused with nothing changed, never read past a pile's run (on every pair of piles, at
/// every step of a random game).
#[test]
fn a_record_edited_to_move_no_cards_is_refused() {
    let mut rng = Rng::new(496);
    let mut game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::DRAW_ONE);
    let mut tried = 0;
    for _ in 0..200 {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let record = game.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
        for from in 0..PILES as u8 {
            for to in (0..PILES as u8).filter(|&to| to != from) {
                let mut edited = record;
                edited.played = Move::PileToPile { from, to, cards: 0 };
                let before = game;
                assert!(game.undo(edited).is_err(), "{edited:?}");
                assert_eq!(game, before);
                tried += 1;
            }
        }
    }
    assert!(tried > 1000, "{tried}");
}

#[test]
fn passes_limit_turning_the_waste_over() {
    let mut game = Klondike::new(&Deal::from_seed(3).unwrap(), Rules::new(3, 2, false).unwrap());
    for _ in 0..8 {
        game.play(Move::Draw).unwrap();
    }
    assert_eq!(game.play(Move::Draw), Err(Error::KlondikeStockEmpty));
    game.play(Move::Recycle).unwrap();
    for _ in 0..8 {
        game.play(Move::Draw).unwrap();
    }
    assert_eq!(game.play(Move::Recycle), Err(Error::KlondikeNoRedeal));
    assert!(!game.legal_moves().contains(&Move::Recycle));
    assert_eq!(Rules::new(2, 0, true), Err(Error::KlondikeBadRules));
    assert_eq!(Rules::new(1, 256, true), Err(Error::KlondikeBadRules));
}

#[test]
fn a_refused_move_says_why() {
    let mut game = Klondike::new(&Deal::from_seed(1).unwrap(), Rules::new(1, 0, false).unwrap());
    assert_eq!(
        game.play(Move::WasteToFoundation),
        Err(Error::KlondikeNothingThere)
    );
    assert_eq!(
        game.play(Move::PileToPile {
            from: 0,
            to: 9,
            cards: 1
        }),
        Err(Error::KlondikePileOutOfRange)
    );
    assert_eq!(
        game.play(Move::PileToPile {
            from: 1,
            to: 1,
            cards: 1
        }),
        Err(Error::KlondikeSamePile)
    );
    assert_eq!(
        game.play(Move::PileToPile {
            from: 1,
            to: 0,
            cards: 2
        }),
        Err(Error::KlondikeFaceDown)
    );
    assert_eq!(
        game.play(Move::PileToPile {
            from: 0,
            to: 1,
            cards: 1
        }),
        Err(Error::KlondikeNotOnTableau)
    );
    assert_eq!(
        game.play(Move::PileToFoundation(0)),
        Err(Error::KlondikeNotOnFoundation)
    );
    assert_eq!(
        game.play(Move::FoundationToPile {
            suit: Suit::Spades,
            to: 0
        }),
        Err(Error::KlondikeNoWorryBack)
    );
    assert_eq!(
        game,
        Klondike::new(&Deal::from_seed(1).unwrap(), Rules::new(1, 0, false).unwrap())
    );
    assert_eq!(card("AS").to_string(), "AS");
}

#[test]
fn the_states_are_small_fixed_size_values() {
    use digipeg::klondike::{Deal, Played};
    assert!(size_of::<Klondike>() <= 184, "{}", size_of::<Klondike>());
    assert_eq!(size_of::<Deal>(), 52);
    assert!(size_of::<Played>() <= 8, "{}", size_of::<Played>());
    assert_eq!(size_of::<Move>(), 4);
}
