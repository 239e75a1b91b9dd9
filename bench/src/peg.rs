//! DigiPeg figures.

use std::collections::HashSet;

use digipeg::Rng;
use digipeg::peg::{Beam, BeamSlot, Bitboard, CENTRE, DigiPeg, Directions, Goal, Hole, Jump, Solver};

use crate::table::{Table, secs, time};

/// Random 9 × 9 positions, eight directions: the bitboard move list against trying every
/// (start, landing) pair through the rule check.
fn move_generation(table: &mut Table) {
    let mut rng = Rng::new(1);
    let holes = Bitboard::rectangle(9, 9);
    let games: Vec<DigiPeg> = (0..2_000)
        .map(|_| {
            let pegs =
                Bitboard::from_bits_truncate(u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64()))
                    & holes;
            DigiPeg::with_shape(holes, pegs, Directions::Diagonal).expect("valid shape")
        })
        .collect();
    let (fast, fast_time) = time(|| games.iter().map(|g| g.legal_moves().len()).sum::<usize>());
    let (slow, slow_time) = time(|| {
        games
            .iter()
            .map(|g| {
                let cells = || (0..81u8).filter_map(Hole::from_index);
                cells()
                    .flat_map(|from| cells().map(move |to| Jump { from, to }))
                    .filter(|&j| g.is_legal(j))
                    .count()
            })
            .sum::<usize>()
    });
    assert_eq!(fast, slow, "the two move generators disagree");
    table.compare(
        "peg",
        "legal moves of 2,000 random 9 x 9 positions, 8 directions",
        fast_time,
        slow_time,
    );
}

/// The straightforward solver the benchmark compares against: depth-first over positions,
/// remembering dead positions in a `HashSet`, with no symmetry, class or pagoda pruning.
fn naive_one_peg(game: &DigiPeg, dead: &mut HashSet<u128>) -> bool {
    if game.pegs_left() == 1 {
        return true;
    }
    if dead.contains(&game.pegs().bits()) {
        return false;
    }
    for jump in game.legal_moves() {
        let mut next = *game;
        next.play(jump).expect("generated jumps are legal");
        if naive_one_peg(&next, dead) {
            return true;
        }
    }
    dead.insert(game.pegs().bits());
    false
}

/// Every start hole of every rectangle with sides up to `max` and at most `holes` holes.
fn rectangles(max: i64, holes: i64) -> Vec<DigiPeg> {
    let mut games = Vec::new();
    for rows in 1..=max {
        for cols in (1..=max).filter(|c| rows * c <= holes) {
            for r in 0..rows {
                for c in 0..cols {
                    games.push(DigiPeg::new(rows, cols, r, c).expect("valid start"));
                }
            }
        }
    }
    games
}

/// Classify every start with the solver, one table per board (kept across its start holes).
fn classify(games: &[DigiPeg], memory: &mut [u128]) -> (usize, u64) {
    let mut solver = Solver::new(memory).expect("table large enough");
    let (mut solvable, mut nodes) = (0, 0);
    for game in games {
        let solution = solver.solve(game, Goal::OnePeg, u64::MAX).expect("valid goal");
        assert!(solution.finished);
        solvable += usize::from(solution.reached);
        nodes += solution.nodes;
    }
    (solvable, nodes)
}

fn solver_rows(table: &mut Table) {
    let mut memory = vec![0u128; 1 << 21];
    let small = rectangles(5, 20);
    let ((fast, _), fast_time) = time(|| classify(&small, &mut memory));
    let (slow, slow_time) = time(|| {
        small
            .iter()
            .filter(|g| naive_one_peg(g, &mut HashSet::new()))
            .count()
    });
    assert_eq!(fast, slow, "the solver and the plain DFS disagree");
    table.compare(
        "peg",
        format!(
            "one peg or not, every start of every r x c, r, c <= 5, r c <= 20 ({} starts, {fast} solvable); vs plain DFS + dead HashSet (capped there: 5 x 5 alone takes it ~28 s)",
            small.len()
        ),
        fast_time,
        slow_time,
    );

    let all = rectangles(6, 36);
    let ((solvable, nodes), all_time) = time(|| classify(&all, &mut memory));
    table.add(
        "peg",
        format!(
            "one peg or not, every start of every r x c <= 6 x 6 ({} starts, {solvable} solvable, {nodes} nodes)",
            all.len()
        ),
        secs(all_time),
    );

    let english = DigiPeg::english();
    let (solution, english_time) = time(|| {
        Solver::new(&mut memory[..])
            .expect("table large enough")
            .solve(&english, Goal::OnePegAt(CENTRE), u64::MAX)
            .expect("centre is a hole")
    });
    assert!(solution.reached);
    table.add(
        "peg",
        format!(
            "English board, centre to one peg in the centre ({} nodes)",
            solution.nodes
        ),
        secs(english_time),
    );

    let mut rng = Rng::new(7);
    let mut game = DigiPeg::new(6, 6, 2, 1).expect("valid start");
    for _ in 0..8 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pick = moves[rng.next_u64() as usize % moves.len()];
        game.play(pick).expect("legal");
    }
    let (hint, hint_time) = time(|| {
        Solver::new(&mut memory[..])
            .expect("table large enough")
            .hint(&game, u64::MAX)
            .expect("moves left")
    });
    table.add(
        "peg",
        format!(
            "hint on a random 6 x 6 position after 8 jumps ({} pegs; best line leaves {})",
            game.pegs_left(),
            hint.best_pegs
        ),
        secs(hint_time),
    );
}

/// The beam search on the boards the depth-first solver cannot finish: every start of 7 x 7 and
/// 9 x 9 whose position class allows one peg.
fn beam_rows(table: &mut Table) {
    const WIDTH: usize = 100;
    let mut memory = vec![BeamSlot::EMPTY; Beam::<&mut [BeamSlot]>::slots_for(WIDTH)];
    let mut beam = Beam::new(&mut memory[..]).expect("memory for the width");
    for side in [7, 9] {
        let (mut solved, mut starts, mut nodes) = (0, 0, 0);
        let ((), elapsed) = time(|| {
            for row in 0..(side + 1) / 2 {
                for col in row..(side + 1) / 2 {
                    let game = DigiPeg::new(side, side, row, col).expect("valid start");
                    let line = beam
                        .solve(&game, Goal::OnePeg, WIDTH)
                        .expect("a hole of the board");
                    if line.finished && !line.reached {
                        continue; // the class rules one peg out
                    }
                    starts += 1;
                    solved += usize::from(line.reached);
                    nodes += line.nodes;
                }
            }
        });
        table.add(
            "peg",
            format!(
                "beam search (width {WIDTH}), one peg from every {side} x {side} start the class allows: \
                 {solved} of {starts} solved ({nodes} positions scored)"
            ),
            secs(elapsed),
        );
    }
}

pub fn run(table: &mut Table) {
    table.add(
        "peg",
        "size of a DigiPeg position",
        format!("{} bytes", size_of::<DigiPeg>()),
    );
    move_generation(table);
    solver_rows(table);
    beam_rows(table);
}
