//! Runs `tests/vectors/peg.txt`.

mod common;

use common::Step;
use digipeg::peg::{
    ANALYSIS_BEAM_SLOTS, ANALYSIS_NODE_CAP, ANALYSIS_TABLE_ENTRIES, Analysis, Banner, BeamSlot, DigiPeg,
    Directions, Program, Status, Verdict,
};

fn directions(word: Option<&String>) -> Directions {
    match word.map(String::as_str) {
        None | Some("orthogonal") => Directions::Orthogonal,
        Some("diagonal") => Directions::Diagonal,
        Some("triangular") => Directions::Triangular,
        Some(other) => panic!("unknown directions {other}"),
    }
}

fn move_token(j: &digipeg::peg::Jump) -> String {
    format!("{}{}{}{}", j.from.row(), j.from.col(), j.to.row(), j.to.col())
}

fn run_program(step: &Step) -> String {
    let banner = match step.arg(0) {
        "peg-rectangle" => Banner::PegRectangle,
        "digipeg" => Banner::DigiPeg,
        other => panic!("line {}: unknown banner {other}", step.line),
    };
    let mut program = Program::new(banner, directions(step.args.get(1)));
    let mut out = String::new();
    let mut status = program.start(&mut out).unwrap();
    let mut input = step.block.iter();
    while status == Status::Waiting {
        status = program.input(input.next().map(String::as_str), &mut out).unwrap();
    }
    assert!(
        input.next().is_none(),
        "line {}: the program ended before its input did",
        step.line
    );
    out
}

#[test]
fn peg_vectors() {
    let cases = common::run_file("peg.txt", |case| {
        let mut game: Option<DigiPeg> = None;
        let mut output = String::new();
        for step in &case.steps {
            let g = || game.expect("no game yet");
            match step.verb.as_str() {
                "new" => {
                    let made = DigiPeg::with_directions(
                        step.num(0),
                        step.num(1),
                        step.num(2),
                        step.num(3),
                        directions(step.args.get(4)),
                    );
                    if let Some(made) = step.check_result(made) {
                        game = Some(made);
                    }
                }
                "shape" => {
                    if let Some(made) =
                        step.check_result(DigiPeg::from_rows(&step.block, directions(step.args.first())))
                    {
                        game = Some(made);
                    }
                }
                "move" => {
                    let mut after = g();
                    let result = after.make_move(step.num(0), step.num(1), step.num(2), step.num(3));
                    if step.check_result(result).is_some() {
                        game = Some(after);
                    } else {
                        assert_eq!(after, g(), "line {}: a refused move changed the board", step.line);
                    }
                }
                "legal" => {
                    step.no_error();
                    let answer = g().legal_move(step.num(0), step.num(1), step.num(2), step.num(3));
                    assert_eq!(answer, step.yes(4), "line {}", step.line);
                }
                "pegs" => assert_eq!(g().pegs_left(), step.num::<u32>(0), "line {}", step.line),
                "over" => assert_eq!(g().game_over(), step.yes(0), "line {}", step.line),
                "moves" => {
                    let listed: Vec<String> = g().legal_moves().iter().map(move_token).collect();
                    assert_eq!(
                        listed.len(),
                        step.num::<usize>(0),
                        "line {}: number of moves",
                        step.line
                    );
                    assert_eq!(listed, step.args[1..], "line {}: move list", step.line);
                }
                "board" => assert_eq!(
                    g().rows_text().to_string(),
                    step.block_text(),
                    "line {}",
                    step.line
                ),
                "drawing" => assert_eq!(g().to_string(), step.block_text(), "line {}", step.line),
                "message" => assert_eq!(
                    g().final_message().to_string(),
                    step.block_text(),
                    "line {}",
                    step.line
                ),
                "decide" => {
                    step.no_error();
                    let mut analysis = Analysis::new(
                        vec![0u128; ANALYSIS_TABLE_ENTRIES],
                        vec![BeamSlot::EMPTY; ANALYSIS_BEAM_SLOTS],
                    )
                    .unwrap();
                    let verdict = analysis.decide(&g(), ANALYSIS_NODE_CAP);
                    let line: Vec<String> = match &verdict {
                        Verdict::Yes { line, .. } => line.iter().map(move_token).collect(),
                        _ => Vec::new(),
                    };
                    let got = [verdict.name(), verdict.reason().map_or("none", |r| r.name())];
                    assert_eq!(got, [step.arg(0), step.arg(1)], "line {}", step.line);
                    assert!(
                        analysis.nodes() >= step.num::<u64>(2),
                        "line {}: {} positions examined, fewer than the steps the vector names",
                        step.line,
                        analysis.nodes()
                    );
                    assert_eq!(line, step.args[3..], "line {}: the line", step.line);
                    if let Verdict::Yes { line, .. } = &verdict {
                        let mut end = g();
                        for &jump in line {
                            end.play(jump)
                                .unwrap_or_else(|e| panic!("line {}: {e:?}", step.line));
                        }
                        assert_eq!(
                            end.pegs_left(),
                            1,
                            "line {}: the line ends with more pegs",
                            step.line
                        );
                    }
                }
                "program" => output = run_program(step),
                "output" => assert_eq!(output, step.block_text(), "line {}", step.line),
                other => panic!("line {}: unknown verb `{other}`", step.line),
            }
        }
    });
    assert!(cases >= 8);
    common::assert_covers_errors("peg.txt", 100..200);
}
