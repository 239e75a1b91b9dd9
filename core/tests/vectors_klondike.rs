//! The shared full-Klondike scenarios, `tests/vectors/klondike.txt`.

mod common;

use common::Step;
use digipeg::klondike::{Card, Deal, Entry, Klondike, Move, Played, Rules, Solver, Suit, Verdict};

/// `play ...`: `draw`, `recycle`, `waste foundation`, `waste pile P`, `pile P foundation`,
/// `pile P pile Q N`, `foundation S pile P`.
fn parse_move(step: &Step) -> Move {
    let words: Vec<&str> = step.args.iter().map(String::as_str).collect();
    let pile = |i: usize| step.num::<u8>(i);
    match words.as_slice() {
        ["draw"] => Move::Draw,
        ["recycle"] => Move::Recycle,
        ["waste", "foundation"] => Move::WasteToFoundation,
        ["waste", "pile", _] => Move::WasteToPile(pile(2)),
        ["pile", _, "foundation"] => Move::PileToFoundation(pile(1)),
        ["pile", _, "pile", _, _] => Move::PileToPile {
            from: pile(1),
            to: pile(3),
            cards: pile(4),
        },
        ["foundation", suit, "pile", _] => {
            let suit = Suit::ALL
                .into_iter()
                .find(|s| s.letter().to_string() == *suit)
                .expect("a suit letter");
            Move::FoundationToPile { suit, to: pile(3) }
        }
        _ => panic!("line {}: not a move: {words:?}", step.line),
    }
}

fn game<'a>(step: &Step, game: &'a mut Option<Klondike>) -> &'a mut Klondike {
    game.as_mut()
        .unwrap_or_else(|| panic!("line {}: `{}` before a deal", step.line, step.verb))
}

fn run_case(case: &common::Case) {
    let mut rules = Rules::default();
    let mut current: Option<Klondike> = None;
    let mut deal: Option<Deal> = None;
    let mut played: Vec<Played> = Vec::new();
    let mut undone: Option<Played> = None;
    for step in &case.steps {
        let at = step.line;
        let mut start = |made: Result<Deal, digipeg::Error>| {
            if let Some(made) = step.check_result(made) {
                deal = Some(made);
                current = Some(Klondike::new(&made, rules));
                played.clear();
            }
        };
        match step.verb.as_str() {
            "rules" => {
                let worry_back = step.yes(2);
                if let Some(made) = step.check_result(Rules::new(step.num(0), step.num(1), worry_back)) {
                    rules = made;
                }
            }
            "seed" => start(
                u32::try_from(step.num::<u64>(0))
                    .map_err(|_| digipeg::Error::KlondikeBadSeed)
                    .and_then(Deal::from_seed),
            ),
            "rank-deal" => start(Deal::from_rank(step.arg(0))),
            "json-deal" => start(Deal::from_solvitaire_json(&step.block.concat())),
            "card" => {
                if let Some(card) = step.check_result(Card::parse(step.arg(0))) {
                    assert_eq!(Card::parse(&card.to_string()), Ok(card), "line {at}");
                }
            }
            "play" => {
                let before = *game(step, &mut current);
                let result = game(step, &mut current).play(parse_move(step));
                match step.check_result(result) {
                    Some(record) => played.push(record),
                    None => assert_eq!(
                        current,
                        Some(before),
                        "line {at}: a refused move changed the game"
                    ),
                }
            }
            "play-text" => {
                let game = game(step, &mut current);
                let before = *game;
                let result = game.parse_move(step.arg(0)).and_then(|played| game.play(played));
                match step.check_result(result) {
                    Some(record) => played.push(record),
                    None => assert_eq!(*game, before, "line {at}: a refused move changed the game"),
                }
            }
            "legal" => {
                let listed: Vec<String> = game(step, &mut current)
                    .legal_moves()
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                assert_eq!(listed, step.args, "line {at}");
            }
            "draws" => {
                for _ in 0..step.num::<u32>(0) {
                    let record = game(step, &mut current)
                        .play(Move::Draw)
                        .unwrap_or_else(|e| panic!("line {at}: {e}"));
                    played.push(record);
                }
            }
            "undo" => {
                // Every binding keeps the records of the moves played; with none, it reports 717.
                let Some(record) = played.pop() else {
                    step.check_result(Err::<(), _>(digipeg::Error::KlondikeNothingToUndo));
                    continue;
                };
                step.check_result(game(step, &mut current).undo(record));
                undone = Some(record);
            }
            "undo-again" => {
                let record = undone.unwrap_or_else(|| panic!("line {at}: no undo yet"));
                let before = *game(step, &mut current);
                if step.check_result(game(step, &mut current).undo(record)).is_none() {
                    assert_eq!(current, Some(before), "line {at}");
                }
            }
            "moves" => assert_eq!(
                game(step, &mut current).legal_moves().len(),
                step.num::<usize>(0),
                "line {at}"
            ),
            "drawing" => assert_eq!(
                game(step, &mut current).to_string(),
                step.block_text(),
                "line {at}"
            ),
            "rank" => assert_eq!(deal.expect("a deal").rank().to_string(), step.arg(0), "line {at}"),
            "solvitaire" => {
                assert_eq!(
                    deal.expect("a deal").solvitaire_json().to_string(),
                    step.block.concat(),
                    "line {at}"
                )
            }
            "solve" => {
                let mut table: Vec<Entry> = vec![0; 1 << 20];
                let mut solver = Solver::new(&mut table[..]).unwrap();
                let start = *game(step, &mut current);
                let solved = solver.solve(&start, step.num(0));
                let expected = match step.arg(1) {
                    "won" => Verdict::Won,
                    "lost" => Verdict::Lost,
                    "unknown" => Verdict::Unknown,
                    other => panic!("line {at}: verdict {other}"),
                };
                assert_eq!(solved.verdict, expected, "line {at}");
                let mut replay = start;
                for &played in solver.line() {
                    replay
                        .play(played)
                        .unwrap_or_else(|e| panic!("line {at}: the line does not replay: {e}"));
                }
                assert_eq!(replay.is_won(), expected == Verdict::Won, "line {at}");
            }
            other => panic!("line {at}: unknown verb `{other}`"),
        }
    }
}

#[test]
fn klondike_vectors() {
    assert!(common::run_file("klondike.txt", run_case) >= 8);
}

#[test]
fn klondike_vectors_cover_every_klondike_error() {
    common::assert_covers_errors("klondike.txt", 700..800);
}
