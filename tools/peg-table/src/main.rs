//! `make peg-table`: decide every single-vacancy start of every rectangle from 1 × 1 to 9 × 9,
//! for both jump rules, and write the answers to `docs/peg-table.txt` (every line, every proof)
//! and `docs/peg-table.md` (the summary and a picture of each board).
//!
//! Each start is asked two questions: can the game end with one peg anywhere, and with one peg
//! in the start hole? An answer is one of
//! - a **line** of jumps to that end, found by the beam search (widths 100, 1,000, 10,000) or
//!   by the depth-first solver;
//! - **class**: the position class of the start matches no lone peg that would do;
//! - **search**: the depth-first solver searched every position and found none;
//! - **unknown**: neither found a line within the budget and nothing proved there is none.
//!
//! A `cols` × `rows` board is the transpose of `rows` × `cols`, and a start's mirror images have
//! the same answers, so only `rows <= cols` and one start per symmetry class are listed.
//!
//! `peg-table [--out DIR] [--max-side N] [--nodes N] [--threads N]`

use std::fmt::Write as _;
use std::sync::Mutex;
use std::time::Instant;

use digipeg::peg::{Beam, BeamSlot, DigiPeg, Directions, Goal, Hole, Jump, PositionClass, Solver};

const WIDTHS: [usize; 3] = [100, 1_000, 10_000];
const RULES: [(Directions, &str); 2] = [
    (Directions::Orthogonal, "orthogonal"),
    (Directions::Diagonal, "diagonal"),
];

/// The two questions asked of each start.
#[derive(Clone, Copy, PartialEq)]
enum Question {
    Anywhere,
    AtStart,
}

impl Question {
    fn name(self) -> &'static str {
        match self {
            Question::Anywhere => "anywhere",
            Question::AtStart => "start",
        }
    }
}

enum Answer {
    Line(Vec<Jump>),
    Class,
    Search,
    Unknown,
}

impl Answer {
    fn word(&self) -> &'static str {
        match self {
            Answer::Line(_) => "line",
            Answer::Class => "class",
            Answer::Search => "search",
            Answer::Unknown => "unknown",
        }
    }
}

struct Board {
    rows: u8,
    cols: u8,
    rule: usize,
    /// Per start class representative: the answers to both questions.
    starts: Vec<(Hole, [Answer; 2])>,
    seconds: f64,
}

impl Board {
    /// The answers of the start at (`r`, `c`): those of its class's representative.
    fn answers_at(&self, r: u8, c: u8) -> &[Answer; 2] {
        let least = least_image(self.rows, self.cols, r, c);
        let (_, answers) = self
            .starts
            .iter()
            .find(|(h, _)| (h.row(), h.col()) == least)
            .expect("every class is listed");
        answers
    }
}

/// The start holes of a rectangle, one per class of its symmetries (the least image).
fn start_classes(rows: u8, cols: u8) -> Vec<Hole> {
    let mut out = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if least_image(rows, cols, r, c) == (r, c) {
                out.push(Hole::new(r, c).expect("on the board"));
            }
        }
    }
    out
}

/// The least of a start's images under the rectangle's symmetries: its class's representative.
fn least_image(rows: u8, cols: u8, r: u8, c: u8) -> (u8, u8) {
    let (rr, cc) = (rows - 1 - r, cols - 1 - c);
    let mut images = vec![(r, c), (rr, c), (r, cc), (rr, cc)];
    if rows == cols {
        images.extend([(c, r), (c, rr), (cc, r), (cc, rr)]);
    }
    images.into_iter().min().expect("four images")
}

struct Workspace {
    beam: Beam<Vec<BeamSlot>>,
    solver: Solver<Vec<u128>>,
    nodes: u64,
}

impl Workspace {
    fn new(nodes: u64) -> Workspace {
        let widest = WIDTHS[WIDTHS.len() - 1];
        Workspace {
            beam: Beam::new(vec![BeamSlot::EMPTY; Beam::<Vec<BeamSlot>>::slots_for(widest)]).expect("memory"),
            solver: Solver::new(vec![0u128; 1 << 22]).expect("memory"),
            nodes,
        }
    }

    fn answer(&mut self, game: &DigiPeg, start: Hole, question: Question) -> Answer {
        let goal = match question {
            Question::Anywhere => Goal::OnePeg,
            Question::AtStart => Goal::OnePegAt(start),
        };
        let singles = PositionClass::of(game.pegs(), game.directions())
            .single_peg_holes(game.holes(), game.directions());
        let allowed = match question {
            Question::Anywhere => !singles.is_empty(),
            Question::AtStart => singles.contains(start.index()),
        };
        if !allowed {
            return Answer::Class;
        }
        // Small boards: the exhaustive search is quicker than the beam and answers both ways.
        let holes = game.holes().count();
        let widths: &[usize] = if holes <= 30 { &[] } else { &WIDTHS };
        for &width in widths {
            let found = self.beam.solve(game, goal, width).expect("a hole of the board");
            if found.reached {
                return Answer::Line(found.moves.to_vec());
            }
        }
        let searched = self
            .solver
            .solve(game, goal, self.nodes)
            .expect("a hole of the board");
        match (searched.finished, searched.reached) {
            (_, true) => Answer::Line(searched.moves.to_vec()),
            (true, false) => Answer::Search,
            (false, false) => Answer::Unknown,
        }
    }

    fn board(&mut self, rows: u8, cols: u8, rule: usize) -> Board {
        let started = Instant::now();
        let mut starts = Vec::new();
        for start in start_classes(rows, cols) {
            let game = DigiPeg::with_directions(
                rows.into(),
                cols.into(),
                start.row().into(),
                start.col().into(),
                RULES[rule].0,
            )
            .expect("a start on the board");
            let anywhere = self.answer(&game, start, Question::Anywhere);
            let at_start = self.answer(&game, start, Question::AtStart);
            starts.push((start, [anywhere, at_start]));
        }
        Board {
            rows,
            cols,
            rule,
            starts,
            seconds: started.elapsed().as_secs_f64(),
        }
    }
}

fn jumps_text(line: &[Jump]) -> String {
    let mut out = String::new();
    for j in line {
        let _ = write!(
            out,
            " {}{}{}{}",
            j.from.row(),
            j.from.col(),
            j.to.row(),
            j.to.col()
        );
    }
    out
}

fn data_file(boards: &[Board]) -> String {
    let mut out = String::from(
        "# digipeg peg table, written by `make peg-table` (tools/peg-table): every single-vacancy start of every\n\
         # rectangle rows x cols up to 9 x 9 with rows <= cols (cols x rows is its transpose), one start per class\n\
         # of the board's symmetries, for both jump rules.\n\
         # Fields: rows cols rule start-row,start-col question answer [jumps]\n\
         # question: anywhere (one peg left anywhere) | start (one peg left in the start hole)\n\
         # answer: line (the jumps follow, each as four digits: from row, from col, to row, to col) | class (the\n\
         #   position class rules it out) | search (an exhaustive search found none) | unknown\n",
    );
    for board in boards {
        for (start, answers) in &board.starts {
            for (answer, question) in answers.iter().zip([Question::Anywhere, Question::AtStart]) {
                let jumps = match answer {
                    Answer::Line(line) => jumps_text(line),
                    _ => String::new(),
                };
                let _ = writeln!(
                    out,
                    "{} {} {} {},{} {} {}{jumps}",
                    board.rows,
                    board.cols,
                    RULES[board.rule].1,
                    start.row(),
                    start.col(),
                    question.name(),
                    answer.word()
                );
            }
        }
    }
    out
}

/// A board's picture: per hole, the answer of the start in its symmetry class.
/// `S` one peg in the start hole, `a` one peg elsewhere only, `.` never one peg, `?` not known.
fn picture(board: &Board) -> Vec<String> {
    let mark = |answers: &[Answer; 2]| match answers {
        [_, Answer::Line(_)] => 'S',
        [Answer::Line(_), Answer::Class | Answer::Search] => 'a',
        [Answer::Class | Answer::Search, _] => '.',
        _ => '?',
    };
    (0..board.rows)
        .map(|r| (0..board.cols).map(|c| mark(board.answers_at(r, c))).collect())
        .collect()
}

fn summary(boards: &[Board], seconds: f64, threads: usize, nodes: u64) -> String {
    let mut out = String::from(
        "# The rectangle table: every start of every board up to 9 × 9, decided\n\n\
         Written by `make peg-table` (tools/peg-table); every line in [peg-table.txt](peg-table.txt) is replayed to\n\
         its claimed end by `core/tests/peg_table.rs`, which also re-decides every start of the boards of 20\n\
         holes or fewer with a plain exhaustive search.\n\n\
         For each single-vacancy start, two questions: can the game end with **one peg anywhere**, and with **one\n\
         peg in the start hole**? Each answer is a line of jumps that does it, or a proof that none does: the\n\
         *position class* (a jump never changes it, and it matches no lone peg that would do), or an *exhaustive\n\
         search*. A `cols × rows` board is the transpose of `rows × cols`; mirror images of a start share its\n\
         answers, so each board lists one start per symmetry class.\n\n",
    );
    let unknown: usize = boards
        .iter()
        .flat_map(|b| &b.starts)
        .flat_map(|(_, a)| a)
        .filter(|a| matches!(a, Answer::Unknown))
        .count();
    let questions: usize = boards.iter().map(|b| 2 * b.starts.len()).sum();
    let _ = writeln!(
        out,
        "{questions} questions over {} boards and both rules, answered in {seconds:.0} s on {threads} threads \
         (on boards of more than 30 holes the beam search at widths 100, 1,000 and 10,000 first; then the \
         depth-first solver, with at most {} M nodes and a 64 MiB table); not known: {unknown}.\n",
        boards.len() / 2,
        nodes / 1_000_000
    );
    let _ = writeln!(
        out,
        "| jumps | starts (all holes of all boards, rows ≤ cols) | one peg anywhere | one peg in the start hole | \
         answers with no line: by the class | by a search | not known |\n|---|---|---|---|---|---|---|"
    );
    for (rule, (_, name)) in RULES.iter().enumerate() {
        let (mut starts, mut counts) = (0, [0usize; 5]);
        for board in boards.iter().filter(|b| b.rule == rule) {
            for r in 0..board.rows {
                for c in 0..board.cols {
                    let answers = board.answers_at(r, c);
                    starts += 1;
                    counts[0] += usize::from(matches!(answers[0], Answer::Line(_)));
                    counts[1] += usize::from(matches!(answers[1], Answer::Line(_)));
                    for a in answers {
                        counts[2] += usize::from(matches!(a, Answer::Class));
                        counts[3] += usize::from(matches!(a, Answer::Search));
                        counts[4] += usize::from(matches!(a, Answer::Unknown));
                    }
                }
            }
        }
        let [anywhere, at_start, class, search, unknown] = counts;
        let _ = writeln!(
            out,
            "| {name} | {starts} | {anywhere} | {at_start} | {class} | {search} | {unknown} |"
        );
    }
    out.push('\n');
    for rule in 0..RULES.len() {
        let _ = writeln!(
            out,
            "## {} jumps\n\n\
             | board | starts (one per class) | one peg anywhere | one peg in the start hole | answers with no line: by the class | by a search | not known | seconds |\n\
             |---|---|---|---|---|---|---|---|",
            if rule == 0 {
                "Orthogonal"
            } else {
                "Diagonal (eight directions)"
            }
        );
        for board in boards.iter().filter(|b| b.rule == rule) {
            let count =
                |q: usize, f: fn(&Answer) -> bool| board.starts.iter().filter(|(_, a)| f(&a[q])).count();
            let line = |a: &Answer| matches!(a, Answer::Line(_));
            let class = |a: &Answer| matches!(a, Answer::Class);
            let search = |a: &Answer| matches!(a, Answer::Search);
            let unknown = |a: &Answer| matches!(a, Answer::Unknown);
            let _ = writeln!(
                out,
                "| {} × {} | {} | {} | {} | {} | {} | {} | {:.1} |",
                board.rows,
                board.cols,
                board.starts.len(),
                count(0, line),
                count(1, line),
                count(0, class) + count(1, class),
                count(0, search) + count(1, search),
                count(0, unknown) + count(1, unknown),
                board.seconds
            );
        }
        let _ = writeln!(
            out,
            "\nEach board, start by start (`S`: one peg can end in the start hole; `a`: one peg only elsewhere; `.`: never one peg; `?`: not known):\n\n```"
        );
        let pictures: Vec<(String, Vec<String>)> = boards
            .iter()
            .filter(|b| b.rule == rule)
            .map(|b| (format!("{}x{}", b.rows, b.cols), picture(b)))
            .collect();
        // Side by side, nine boards a row.
        for chunk in pictures.chunks(9) {
            let height = chunk.iter().map(|(_, p)| p.len()).max().unwrap_or(0);
            let width = |p: &(String, Vec<String>)| p.1.first().map_or(0, String::len).max(p.0.len());
            let mut row = String::new();
            for p in chunk {
                let _ = write!(row, "{:<w$}  ", p.0, w = width(p));
            }
            let _ = writeln!(out, "{}", row.trim_end());
            for r in 0..height {
                let mut row = String::new();
                for p in chunk {
                    let _ = write!(
                        row,
                        "{:<w$}  ",
                        p.1.get(r).map_or("", String::as_str),
                        w = width(p)
                    );
                }
                let _ = writeln!(out, "{}", row.trim_end());
            }
            out.push('\n');
        }
        let _ = writeln!(out, "```\n");
    }
    out
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut out, mut max_side, mut nodes, mut threads) = ("docs".to_string(), 9u8, 30_000_000u64, 2usize);
    while let Some(flag) = args.next() {
        let value = args.next().unwrap_or_default();
        match flag.as_str() {
            "--out" => out = value,
            "--max-side" => max_side = value.parse().expect("--max-side N"),
            "--nodes" => nodes = value.parse().expect("--nodes N"),
            "--threads" => threads = value.parse().expect("--threads N"),
            _ => {
                eprintln!("usage: peg-table [--out DIR] [--max-side N] [--nodes N] [--threads N]");
                std::process::exit(2);
            }
        }
    }
    let mut work: Vec<(u8, u8, usize)> = Vec::new();
    for rule in 0..RULES.len() {
        for rows in 1..=max_side {
            for cols in rows..=max_side {
                work.push((rows, cols, rule));
            }
        }
    }
    // The largest boards first, so that the threads finish together.
    work.sort_by_key(|&(r, c, _)| u32::from(r) * u32::from(c)); // popped from the end
    let queue = Mutex::new(work);
    let done = Mutex::new(Vec::new());
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut workspace = Workspace::new(nodes);
                while let Some((rows, cols, rule)) = queue.lock().expect("queue").pop() {
                    let board = workspace.board(rows, cols, rule);
                    eprintln!("{rows} x {cols} {}: {:.1} s", RULES[rule].1, board.seconds);
                    done.lock().expect("results").push(board);
                }
            });
        }
    });
    let seconds = started.elapsed().as_secs_f64();
    let mut boards = done.into_inner().expect("results");
    boards.sort_by_key(|b| (b.rule, b.rows, b.cols));
    std::fs::create_dir_all(&out).expect("the output folder");
    std::fs::write(format!("{out}/peg-table.txt"), data_file(&boards)).expect("peg-table.txt");
    std::fs::write(
        format!("{out}/peg-table.md"),
        summary(&boards, seconds, threads, nodes),
    )
    .expect("peg-table.md");
    eprintln!("peg-table: {seconds:.0} s; wrote {out}/peg-table.txt and {out}/peg-table.md");
}
