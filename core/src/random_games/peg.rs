//! Random DigiPeg games: boards, the terminal program and the solver.

use super::{Dice, Discard, JUNK_LINES, Line, op};
use crate::peg::{Banner, DigiPeg, Directions, Hole, Jump, Program, Status};

/// The operation-language name of a jump rule.
pub(super) const fn directions_name(directions: Directions) -> &'static str {
    match directions {
        Directions::Orthogonal => "orthogonal",
        Directions::Diagonal => "diagonal",
        Directions::Triangular => "triangular",
    }
}

/// A hole's row and column as outside integers.
fn coords(hole: Hole) -> (i64, i64) {
    (i64::from(hole.row()), i64::from(hole.col()))
}

/// The four integers of a jump.
fn jump_numbers(jump: Jump) -> [i64; 4] {
    let ((a, b), (c, d)) = (coords(jump.from), coords(jump.to));
    [a, b, c, d]
}

/// Four integers for a move: `legal` times in 100 a legal jump, else a near miss (a hole of the
/// board and a step of two in any direction), small numbers around the board, or wild ones.
fn jump_args(game: &DigiPeg, dice: &mut Dice, legal: u32) -> [i64; 4] {
    if dice.chance(legal) {
        if let Some(jump) = dice.choose(&game.legal_moves()) {
            return jump_numbers(jump);
        }
    }
    match dice.below(3) {
        0 => {
            let (row, col) = (
                dice.int(0, i64::from(game.rows()) - 1),
                dice.int(0, i64::from(game.cols()) - 1),
            );
            let (d_row, d_col) = (dice.int(-1, 1), dice.int(-1, 1));
            [row, col, row + 2 * d_row, col + 2 * d_col]
        }
        1 => [0; 4].map(|_| dice.int(-1, 9)),
        _ => [0; 4].map(|_| dice.raw(-1, 9, 3)),
    }
}

/// The play and query operations every board kind shares (`peg`, `peg-rows`, `peg-solver`).
/// Returns false when the game should end now.
fn query(game: &mut DigiPeg, dice: &mut Dice, line: &mut Line) -> bool {
    if game.game_over() && dice.chance(35) {
        op!(line, "final");
        return false;
    }
    let cell = |dice: &mut Dice| (dice.raw(-1, 9, 8), dice.raw(-1, 9, 8));
    match dice.below(100) {
        0..45 => {
            let [a, b, c, d] = jump_args(game, dice, 75);
            op!(line, "move {a} {b} {c} {d}");
            let _ = game.make_move(a, b, c, d);
        }
        45..55 => {
            let [a, b, c, d] = jump_args(game, dice, 50);
            op!(line, "legal {a} {b} {c} {d}");
        }
        55..60 => {
            let (r, c) = cell(dice);
            op!(line, "peg {r} {c}");
        }
        60..65 => {
            let (r, c) = cell(dice);
            op!(line, "hole {r} {c}");
        }
        65..70 => op!(line, "pegs"),
        70..75 => op!(line, "count"),
        75..80 => op!(line, "over"),
        80..87 => op!(line, "moves"),
        87..91 => op!(line, "draw"),
        91..94 => op!(line, "text"),
        94..97 => op!(line, "final"),
        _ => op!(line, "dims"),
    }
    true
}

/// A random rectangle `new R C ER EC DIRS`; one in `bad_in` a refused one.
fn rectangle(dice: &mut Dice, line: &mut Line, bad_in: usize, max_side: i64) -> Option<DigiPeg> {
    let (mut rows, mut cols) = (dice.int(1, max_side), dice.int(1, max_side));
    let (mut empty_row, mut empty_col) = (dice.int(0, rows - 1), dice.int(0, cols - 1));
    if dice.below(bad_in) == 0 {
        match dice.below(4) {
            0 => rows = dice.pick(&[0, 10, -1, 1 << 40]),
            1 => cols = dice.pick(&[0, 10, -3, -(1 << 31)]),
            2 => empty_row = dice.pick(&[-1, rows, 9, 255]),
            _ => empty_col = dice.wild(),
        }
    }
    let directions = if dice.chance(60) {
        Directions::Orthogonal
    } else {
        Directions::Diagonal
    };
    let name = directions_name(directions);
    op!(line, "new {rows} {cols} {empty_row} {empty_col} {name}");
    DigiPeg::with_directions(rows, cols, empty_row, empty_col, directions).ok()
}

/// Rows of text for `DigiPeg::from_rows`: mostly pegs, some empty holes and gaps, now and then a
/// character that is not allowed or a board too big. At most 10 rows of 10 characters.
fn random_rows(dice: &mut Dice, line: &mut Line, max_side: i64) -> Option<DigiPeg> {
    let directions = dice.pick(&[
        Directions::Orthogonal,
        Directions::Diagonal,
        Directions::Triangular,
    ]);
    let count = if dice.chance(5) {
        dice.pick(&[0, 10])
    } else {
        dice.int(1, max_side)
    };
    let mut rows: heapless::Vec<heapless::String<24>, 10> = heapless::Vec::new();
    for _ in 0..count {
        let length = if dice.chance(3) { 10 } else { dice.int(0, max_side) };
        let mut row = heapless::String::new();
        for _ in 0..length {
            let cell = match dice.below(100) {
                0..65 => 'o',
                65..77 => '.',
                77..97 => '#',
                _ => dice.pick(&['x', 'O', '0', ' ', 'é']),
            };
            let _ = row.push(cell);
        }
        let _ = rows.push(row);
    }
    op!(line, "rows {} {count} |", directions_name(directions));
    for (i, row) in rows.iter().enumerate() {
        op!(line, "{}{row}", if i == 0 { "" } else { "|" });
    }
    DigiPeg::from_rows(&rows, directions).ok()
}

/// One of the named boards, `english|french|triangle ER EC`, its empty hole often not a hole.
fn named_board(dice: &mut Dice, line: &mut Line, names: &[(&str, i64)]) -> Option<DigiPeg> {
    let (name, side) = dice.pick(names);
    let (row, col) = (dice.int(-1, side), dice.int(-1, side));
    op!(line, "{name} {row} {col}");
    let hole = Hole::try_new(row, col)?;
    match name {
        "english" => DigiPeg::english_with_empty(hole),
        "french" => DigiPeg::french_with_empty(hole),
        _ => DigiPeg::triangle_with_empty(hole),
    }
    .ok()
}

/// The shadow of a `peg` or `peg-rows` game.
pub(super) struct Board {
    game: Option<DigiPeg>,
    shapes: bool,
    left: u32,
    tries: u32,
}

impl Board {
    /// A game of 8 to 37 operations; `shapes`: boards of any shape (`peg-rows`).
    pub(super) fn new(dice: &mut Dice, shapes: bool) -> Board {
        Board {
            game: None,
            shapes,
            left: 8 + dice.below(30) as u32,
            tries: 0,
        }
    }

    /// Write the next operation, or return false when the game is over.
    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        match self.game.as_mut() {
            Some(game) if !dice.chance(2) => {
                if !query(game, dice, line) {
                    self.left = 0;
                }
            }
            _ => {
                // Set up (or, rarely, start again): the first tries may be refused.
                self.tries += 1;
                let bad_in = if self.tries <= 2 { 3 } else { usize::MAX };
                let made = if !self.shapes {
                    rectangle(dice, line, bad_in, 9)
                } else if self.tries <= 2 && dice.chance(30) {
                    named_board(dice, line, &[("english", 7), ("french", 7), ("triangle", 5)])
                } else {
                    random_rows(dice, line, 9)
                };
                if made.is_some() {
                    self.game = made;
                }
            }
        }
        true
    }
}

/// The shadow of a `peg-program` game: the terminal program, fed the same lines.
pub(super) struct ProgramGen {
    program: Option<Program>,
    started: bool,
    finished: bool,
    /// Answers planned ahead (a legal jump's four numbers), consumed from the front.
    planned: heapless::Deque<u8, 4>,
    left: u32,
    ended: bool,
}

impl ProgramGen {
    pub(super) fn new(dice: &mut Dice) -> ProgramGen {
        ProgramGen {
            program: None,
            started: false,
            finished: false,
            planned: heapless::Deque::new(),
            left: 10 + dice.below(60) as u32,
            ended: false,
        }
    }

    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        if self.ended {
            return false;
        }
        let Some(program) = self.program.as_mut() else {
            let banner = dice.pick(&[
                (Banner::PegRectangle, "peg-rectangle"),
                (Banner::DigiPeg, "digipeg"),
            ]);
            let directions = if dice.chance(70) {
                Directions::Orthogonal
            } else {
                Directions::Diagonal
            };
            op!(line, "program {} {}", banner.1, directions_name(directions));
            self.program = Some(Program::new(banner.0, directions));
            return true;
        };
        if !self.started {
            // Now and then a line before the start, which the program refuses.
            if dice.chance(15) {
                op!(line, "{}", if dice.chance(50) { "input |3" } else { "eof" });
            } else {
                op!(line, "start");
                self.finished = program.start(&mut Discard) != Ok(Status::Waiting);
                self.started = true;
            }
            return true;
        }
        if self.finished {
            // After the end: what the program says now, then stop.
            op!(line, "{}", if dice.chance(50) { "game" } else { "finished" });
            self.ended = dice.chance(50);
            return true;
        }
        if self.left == 0 || dice.chance(2) {
            op!(line, "eof");
            let _ = program.input(None, &mut Discard);
            self.finished = true;
            return true;
        }
        self.left -= 1;
        let mut number: heapless::String<8> = heapless::String::new();
        let text: &str = if let Some(answer) = self.planned.pop_front() {
            let _ = core::fmt::write(&mut number, format_args!("{answer}"));
            &number
        } else if dice.chance(25) {
            dice.pick(JUNK_LINES)
        } else {
            match program.game().map(DigiPeg::legal_moves) {
                Some(jumps) if dice.chance(80) && !jumps.is_empty() => {
                    let jump = jumps[dice.below(jumps.len())];
                    let [a, b, c, d] = jump_numbers(jump).map(|n| n as u8 + 1);
                    for answer in [b, c, d] {
                        let _ = self.planned.push_back(answer);
                    }
                    let _ = core::fmt::write(&mut number, format_args!("{a}"));
                    &number
                }
                // Board set-up questions: small boards, so that games end.
                _ => {
                    let _ = core::fmt::write(&mut number, format_args!("{}", dice.int(0, 5)));
                    &number
                }
            }
        };
        op!(line, "input |{text}");
        self.finished = program.input(Some(text), &mut Discard) != Ok(Status::Waiting);
        true
    }
}

/// The shadow of a `peg-solver` game: a small board, jumps, and searches on small budgets.
pub(super) struct SolverGen {
    game: Option<DigiPeg>,
    left: u32,
}

impl SolverGen {
    pub(super) fn new(dice: &mut Dice) -> SolverGen {
        SolverGen {
            game: None,
            left: 4 + dice.below(12) as u32,
        }
    }

    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let Some(game) = self.game.as_mut() else {
            // Boards of at most 16 holes: searches finish or run out of budget quickly.
            self.game = match dice.below(10) {
                0..5 => rectangle(dice, line, usize::MAX, 4),
                5..8 => random_rows(dice, line, 4),
                _ => named_board(dice, line, &[("triangle", 5)]),
            };
            return true;
        };
        let table = dice.pick(&[32, 64, 64, 128, 256]);
        let most = if dice.chance(20) { 5000 } else { 600 };
        let budget = 1 + dice.below(most);
        match dice.below(10) {
            0..4 => {
                let (goal, row, col) = match dice.below(3) {
                    0 => ("fewest", 0, 0),
                    1 => ("one", 0, 0),
                    _ => ("at", dice.int(0, 8), dice.int(0, 8)),
                };
                op!(line, "solve {table} {goal} {row} {col} {budget}");
            }
            4..7 => op!(line, "hint {table} {budget}"),
            _ => {
                if let Some(jump) = dice.choose(&game.legal_moves()) {
                    let [a, b, c, d] = jump_numbers(jump);
                    op!(line, "move {a} {b} {c} {d}");
                    let _ = game.play(jump);
                } else {
                    op!(line, "pegs");
                }
            }
        }
        true
    }
}
