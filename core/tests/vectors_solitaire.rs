//! The shared solitaire and deque scenarios, `tests/vectors/solitaire.txt`.

mod common;

use common::Step;
use digipeg::Error;
use digipeg::solitaire::{Pile, Play, PlayEnd, Solitaire};

fn numbers<T: std::str::FromStr>(step: &Step, from: usize) -> Vec<T> {
    (from..step.args.len()).map(|i| step.num(i)).collect()
}

fn game<'a>(step: &Step, game: &'a mut Option<Solitaire>) -> &'a mut Solitaire {
    game.as_mut()
        .unwrap_or_else(|| panic!("line {}: `{}` before `new` or `shuffled`", step.line, step.verb))
}

fn deque<'a>(step: &Step, deque: &'a mut Option<Pile>) -> &'a mut Pile {
    deque
        .as_mut()
        .unwrap_or_else(|| panic!("line {}: `{}` before `deque`", step.line, step.verb))
}

/// Check a taken or peeked card against the step's argument.
fn check_card(step: &Step, result: Result<u8, Error>) {
    if let Some(card) = step.check_result(result) {
        assert_eq!(card, step.num::<u8>(0), "line {}", step.line);
    }
}

/// `position [CARDNO]` + block: the block's lines are the piles, each its cards separated by
/// spaces; CARDNO, if given, is `CardNo`.
fn position(step: &Step) -> Result<Solitaire, Error> {
    let mut cards = Vec::new();
    let mut sizes = Vec::new();
    for line in &step.block {
        let pile: Vec<i64> = line
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(|w| w.parse().unwrap())
            .collect();
        sizes.push(pile.len());
        cards.extend(pile);
    }
    let card_no = step.args.first().map(|_| step.num::<i64>(0));
    let made = Solitaire::from_piles_raw(&cards, &sizes, card_no);
    // The same position through the `u8` constructor, when every number fits it.
    let small: Option<Vec<Vec<u8>>> = step
        .block
        .iter()
        .map(|line| {
            line.split(' ')
                .filter(|w| !w.is_empty())
                .map(|w| w.parse().ok())
                .collect()
        })
        .collect();
    let card_no = card_no.map(usize::try_from);
    if let (Some(small), None | Some(Ok(_))) = (small, card_no) {
        let piles: Vec<&[u8]> = small.iter().map(Vec::as_slice).collect();
        let card_no = card_no.and_then(Result::ok);
        assert_eq!(Solitaire::from_piles(&piles, card_no), made, "line {}", step.line);
    }
    made
}

fn run_case(case: &common::Case) {
    let mut current: Option<Solitaire> = None;
    let mut pile: Option<Pile> = None;
    let mut output = String::new();
    let mut ended: Option<PlayEnd> = None;
    for step in &case.steps {
        let at = step.line;
        match step.verb.as_str() {
            "new" => {
                if let Some(g) = step.check_result(Solitaire::new_raw(&numbers::<i64>(step, 0))) {
                    current = Some(g);
                }
            }
            "position" => {
                if let Some(g) = step.check_result(position(step)) {
                    current = Some(g);
                }
            }
            "set_chances" => {
                let g = game(step, &mut current);
                let before = g.clone();
                if step.check_result(g.set_chance_no_raw(step.num(0))).is_none() {
                    assert_eq!(*g, before, "line {at}: a refused ChanceNo changed the game");
                }
            }
            "shuffled" => {
                if let Some(g) = step.check_result(Solitaire::shuffled(step.num(0), step.num(1))) {
                    current = Some(g);
                }
            }
            "move" => {
                let g = game(step, &mut current);
                let before = g.clone();
                if step
                    .check_result(g.move_cards_raw(step.num(0), step.num(1)))
                    .is_none()
                {
                    assert_eq!(*g, before, "line {at}: a refused move changed the game");
                }
            }
            "pile" => {
                step.no_error();
                let p = game(step, &mut current).pile(step.num(0)).unwrap();
                assert_eq!(
                    p.iter().copied().collect::<Vec<u8>>(),
                    numbers::<u8>(step, 1),
                    "line {at}"
                );
            }
            "piles" => {
                step.no_error();
                let g = game(step, &mut current);
                assert_eq!(g.col_no(), step.num::<usize>(0), "line {at}");
                assert_eq!(g.piles().len(), g.col_no(), "line {at}");
            }
            "chances" => {
                step.no_error();
                assert_eq!(
                    game(step, &mut current).chance_no(),
                    step.num::<usize>(0),
                    "line {at}"
                );
            }
            "display" => {
                step.no_error();
                assert_eq!(
                    game(step, &mut current).to_string(),
                    step.block_text(),
                    "line {at}"
                );
            }
            "complete" => {
                step.no_error();
                assert_eq!(game(step, &mut current).is_complete(), step.yes(0), "line {at}");
            }
            "play" => {
                step.no_error();
                let mut play = Play::new(game(step, &mut current).clone());
                output.clear();
                play.start(&mut output).unwrap();
                for line in &step.block {
                    play.feed(Some(line), &mut output).unwrap();
                }
                play.feed(None, &mut output).unwrap();
                ended = play.end();
                current = Some(play.game().clone());
            }
            "transcript" => {
                step.no_error();
                assert_eq!(output, step.block_text(), "line {at}");
            }
            "ended" => {
                step.no_error();
                let expected = match step.arg(0) {
                    "won" => PlayEnd::Won { rounds: step.num(1) },
                    "lost" => PlayEnd::Lost,
                    "input" => PlayEnd::EndOfInput,
                    other => panic!("line {at}: `ended` takes won K, lost or input, not {other}"),
                };
                assert_eq!(ended, Some(expected), "line {at}");
            }
            "deque" => {
                step.no_error();
                pile = Some(Pile::new());
            }
            "add_front" | "add_rear" => {
                let d = deque(step, &mut pile);
                let front = step.verb == "add_front";
                let result = numbers::<u8>(step, 0).into_iter().try_for_each(|card| {
                    if front {
                        d.add_front(card)
                    } else {
                        d.add_rear(card)
                    }
                });
                step.check_result(result);
            }
            "remove_front" => check_card(step, deque(step, &mut pile).remove_front()),
            "remove_rear" => check_card(step, deque(step, &mut pile).remove_rear()),
            "peek" => check_card(step, deque(step, &mut pile).peek().copied()),
            "peeklast" => check_card(step, deque(step, &mut pile).peeklast().copied()),
            "size" => {
                step.no_error();
                assert_eq!(deque(step, &mut pile).size(), step.num::<usize>(0), "line {at}");
            }
            "items" => {
                step.no_error();
                let d = deque(step, &mut pile);
                assert_eq!(
                    d.iter().copied().collect::<Vec<u8>>(),
                    numbers::<u8>(step, 0),
                    "line {at}"
                );
            }
            "printall" => {
                step.no_error();
                let text = format!("{}\n", deque(step, &mut pile).printall(step.num(0)));
                assert_eq!(text, step.block_text(), "line {at}");
            }
            other => panic!("line {at}: unknown solitaire verb `{other}`"),
        }
    }
}

#[test]
fn solitaire_vectors() {
    common::run_file("solitaire.txt", run_case);
    common::assert_covers_errors("solitaire.txt", 400..500);
}

#[test]
fn solitaire_random_positions() {
    // Generated by tests/vectors/gen_solitaire_random.py from a model of the spec written there.
    assert!(common::run_file("solitaire_random.txt", run_case) >= 100);
}
