//! The solvers and computer players on small budgets and tables, checked against exhaustive
//! searches written out plainly where the boards are small enough.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::OnceLock;

use digipeg::Error;
use digipeg::peg::{Beam, BeamSlot, DigiPeg, Goal, Hole, MIN_TABLE_ENTRIES, Solver};
use digipeg::quixo::{Budget, Level, MIN_TABLE, Player, Position, Solution, TtEntry, Value};
use digipeg::solitaire::{self, MAX_LINE, Solitaire};
use digipeg::tictactoe::{Outcome, Strength, TicTacToe};
use digipeg::{Rng, tictactoe};

use crate::input::Input;
use crate::peg::{any_board, check_board};
use crate::solitaire::{Piles, piles};
use crate::tictactoe::wins;

/// Every peg set reachable from `game`: exhaustive, for boards of a few holes only.
fn reachable_pegs(game: &DigiPeg) -> HashSet<u128> {
    let mut seen = HashSet::new();
    let mut todo = vec![*game];
    while let Some(g) = todo.pop() {
        if !seen.insert(g.pegs().bits()) {
            continue;
        }
        for jump in g.legal_moves() {
            let mut next = g;
            next.play(jump).expect("a listed jump");
            todo.push(next);
        }
    }
    seen
}

/// The peg solver (a table of any size, reused across searches of different boards) and
/// `solve_small`: every line replays, every claim of a finished search is checked against an
/// exhaustive search on boards of at most 16 holes.
pub fn peg_solver(data: &[u8]) {
    let mut input = Input::new(data);
    let entries = if input.bool() {
        MIN_TABLE_ENTRIES + input.below(64)
    } else {
        input.below(2 * MIN_TABLE_ENTRIES)
    };
    let mut memory = vec![0u128; entries];
    let solver = Solver::new(&mut memory[..]);
    let Ok(mut solver) = solver else {
        assert!(entries < MIN_TABLE_ENTRIES && solver.is_err());
        return;
    };
    for _ in 0..4 {
        if input.is_empty() {
            break;
        }
        let game = any_board(&mut input);
        check_board(&game);
        let goal = match input.below(3) {
            0 => Goal::FewestPegs,
            1 => Goal::OnePeg,
            _ => Goal::OnePegAt(Hole::new(input.below(9) as u8, input.below(9) as u8).expect("below 9")),
        };
        let budget = input.range(0, 3000) as u64;
        let small = game.holes().count() <= 16;
        let found = match input.byte() {
            0..32 => digipeg::peg::solve_small(&game, goal, budget),
            32..64 => match beam(&mut input) {
                Some(mut beam) => beam.solve(&game, goal, input.below(6)),
                None => continue,
            },
            _ => solver.solve(&game, goal, budget),
        };
        let found = match (found, goal) {
            (Err(e), Goal::OnePegAt(hole)) => {
                assert!(e == Error::SearchGoalOffBoard && !game.holes().contains(hole.index()));
                continue;
            }
            (found, _) => found.expect("only a goal off the board fails"),
        };
        let mut replay = game;
        for &jump in &found.moves {
            replay.play(jump).expect("a solution's line replays");
        }
        assert_eq!(replay.pegs_left(), found.best_pegs, "{found:?}");
        let met = match goal {
            Goal::FewestPegs => true,
            Goal::OnePeg => replay.pegs_left() == 1,
            Goal::OnePegAt(hole) => replay.pegs() == digipeg::peg::Bitboard::from_index(hole.index()),
        };
        if found.reached {
            assert!(met, "{goal:?} {found:?}");
        }
        if found.finished && small {
            let all = reachable_pegs(&game);
            let fewest = all.iter().map(|p| p.count_ones()).min().unwrap_or(0);
            match goal {
                Goal::FewestPegs => assert_eq!(found.best_pegs, fewest, "{game:?}"),
                Goal::OnePeg => {
                    assert_eq!(found.reached, all.iter().any(|p| p.count_ones() == 1), "{game:?}")
                }
                Goal::OnePegAt(hole) => {
                    assert_eq!(found.reached, all.contains(&(1u128 << hole.index())), "{game:?}")
                }
            }
        }
        match solver.hint(&game, budget) {
            Ok(hint) => {
                assert!(game.is_legal(hint.jump), "{hint:?}");
                assert!(hint.best_pegs < game.pegs_left());
            }
            Err(e) => assert!(e == Error::SearchGameOver && game.game_over()),
        }
    }
}

/// A beam search in memory of any size (a few widths at most): `None` when it is too small,
/// which must be exactly when it holds less than one slot per jump.
fn beam(input: &mut Input) -> Option<Beam<Vec<BeamSlot>>> {
    let one = Beam::<Vec<BeamSlot>>::slots_for(1);
    let slots = input.below(4 * one + 2);
    let beam = Beam::new(vec![BeamSlot::EMPTY; slots]);
    assert_eq!(beam.is_ok(), slots >= one);
    beam.ok()
}

/// A position reached by random play from an empty board of any size, 2 or 4 players.
fn quixo_position(input: &mut Input) -> Position {
    let size = 3 + input.below(3);
    let players = if input.bool() { 4 } else { 2 };
    let mut position = Position::new(size, players).expect("valid");
    for _ in 0..input.below(40) {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position.play(moves[input.below(moves.len())]).expect("listed");
    }
    position
}

/// The solved 3 x 3 board, shared by every run.
fn solved_3x3() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![0u8; Solution::table_len(3).expect("3 x 3 is solvable")];
        Solution::solve(3, &mut table).expect("3 x 3 solves");
        table
    })
}

/// The Quixo players at every level on small budgets and tables (any depth), and the 3 x 3
/// solution, trusted and from garbage bytes: every move chosen is legal, every error is the
/// documented one.
pub fn quixo_player(data: &[u8]) {
    let mut input = Input::new(data);
    let position = quixo_position(&mut input);
    let level = [Level::Random, Level::Greedy, Level::Search][input.below(3)];
    let mut player = Player::new(level, input.u64());
    // Any contempt: the player clamps it.
    player.contempt = input.raw() as i32;
    let mut table = vec![TtEntry::EMPTY; input.below(2 * MIN_TABLE + 40)];
    let budget = Budget::new(input.range(0, 4000) as u64, input.byte());
    let solved = solved_3x3();
    let garbage: Vec<u8> = (0..solved.len())
        .map(|i| data.get(i % data.len().max(1)).copied().unwrap_or(0))
        .collect();
    let real = input.bool();
    let solution = Solution::from_solved(3, if real { solved } else { &garbage }).expect("the right size");
    let use_solution = input.bool().then_some(&solution);
    match player.choose_solved(&position, &mut table, budget, use_solution) {
        Ok(choice) => {
            assert!(position.is_legal(&choice.mv), "{choice:?} on {position:?}");
        }
        Err(Error::SearchGameOver) => assert!(position.is_game_over()),
        Err(Error::SearchTableTooSmall) => assert!(level == Level::Search && table.len() < MIN_TABLE),
        Err(e) => panic!("{e:?} from choose"),
    }
    // The solution of 3 x 3 (a 2-player position of that size only).
    let covered = position.size() == 3 && position.players() == 2;
    match solution.value(&position) {
        Ok(value) => {
            assert!(covered);
            let mut values = Vec::new();
            let listed = solution.move_values(&position, |m, v| values.push((m, v)));
            match solution.best_move(&position) {
                Ok(best) => {
                    assert!(position.is_legal(&best));
                    assert!(listed.is_ok());
                    let moves: Vec<_> = values.iter().map(|&(m, _)| m).collect();
                    assert_eq!(moves.as_slice(), position.legal_moves().as_slice());
                    if real {
                        // The true values: a won position has a move that wins, and no move
                        // of a lost position does; the best move keeps the value.
                        let best_value = values.iter().find(|&&(m, _)| m == best).map(|&(_, v)| v);
                        assert_eq!(best_value, Some(value), "{position:?}");
                        let mut after = position;
                        after.play(best).expect("legal");
                        let next = solution.value(&after).expect("covered");
                        let flipped = match value {
                            Value::Win => Value::Loss,
                            Value::Loss => Value::Win,
                            Value::Draw => Value::Draw,
                        };
                        assert_eq!(next, flipped, "{position:?} then {best:?}");
                    }
                }
                Err(e) => assert!(e == Error::SearchGameOver && position.is_game_over()),
            }
        }
        Err(e) => assert!(e == Error::SolverUnsupported && !covered),
    }
}

/// Tic-tac-toe's perfect values by plain minimax over the game tree: (winner, plies) with
/// quickest wins and slowest losses.
/// (winner: `Some(true)` X, `Some(false)` O, `None` a draw; plies) of perfect play.
type Minimax = (Option<bool>, u8);

fn minimax(x: u16, o: u16, memo: &mut HashMap<(u16, u16), Minimax>) -> Minimax {
    if let Some(&v) = memo.get(&(x, o)) {
        return v;
    }
    let value = if wins(x) {
        (Some(true), 0)
    } else if wins(o) {
        (Some(false), 0)
    } else if x | o == 0x1FF {
        (None, 0)
    } else {
        let x_moves = x.count_ones() == o.count_ones();
        let score = |(winner, plies): Minimax| -> i32 {
            match winner {
                None => 0,
                Some(w) if w == x_moves => 20 - i32::from(plies),
                Some(_) => i32::from(plies) - 20,
            }
        };
        (0..9)
            .filter(|i| (x | o) >> i & 1 == 0)
            .map(|i| {
                let (w, p) = if x_moves {
                    minimax(x | 1 << i, o, memo)
                } else {
                    minimax(x, o | 1 << i, memo)
                };
                (w, p + 1)
            })
            .max_by_key(|&v| score(v))
            .expect("a square is free")
    };
    memo.insert((x, o), value);
    value
}

/// The tic-tac-toe players and perfect-play tables against plain minimax, from any reachable
/// board: every chosen move is legal, the perfect ones keep the value.
pub fn tictactoe_player(data: &[u8]) {
    let mut input = Input::new(data);
    static MEMO: OnceLock<std::sync::Mutex<HashMap<(u16, u16), Minimax>>> = OnceLock::new();
    let mut memo = MEMO
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let mut game = TicTacToe::new();
    let mut rng = Rng::new(input.u64());
    for _ in 0..12 {
        let board = game.board();
        let (x, o) = (
            board.marks(tictactoe::Player::X).mask(),
            board.marks(tictactoe::Player::O).mask(),
        );
        let (winner, plies) = minimax(x, o, &mut memo);
        let value = game.value();
        let outcome = match winner {
            None => Outcome::Draw,
            Some(true) => Outcome::Win(tictactoe::Player::X),
            Some(false) => Outcome::Win(tictactoe::Player::O),
        };
        assert_eq!((value.outcome, value.plies), (outcome, plies), "{game:?}");
        let listed = game.legal_moves();
        let values = game.move_values();
        assert!(values.iter().map(|&(s, _)| s).eq(listed.iter().copied()));
        let best = game.best_moves();
        let quickest = game.quickest_moves();
        assert!(best.iter().all(|s| listed.contains(s)) && quickest.iter().all(|s| best.contains(s)));
        assert_eq!(best.is_empty(), game.is_over());
        for strength in Strength::ALL {
            match game.choose_move(strength, &mut rng) {
                Ok(square) => {
                    assert!(listed.contains(&square));
                    if strength == Strength::Perfect {
                        assert!(quickest.contains(&square));
                    }
                }
                Err(e) => assert!(e == Error::SearchGameOver && game.is_over()),
            }
        }
        if game.is_over() {
            break;
        }
        let strength = Strength::try_from(input.raw());
        let square = match strength {
            Ok(s) => game.choose_move(s, &mut rng).expect("not over"),
            Err(e) => {
                assert_eq!(e, Error::SearchBadStrength);
                listed[input.below(listed.len())]
            }
        };
        game.play(square).expect("a chosen move is legal");
    }
}

/// The shortest win of a small deal within `max_moves`, by breadth-first search over plain piles.
fn shortest_win(game: &Solitaire, max_moves: usize) -> Option<usize> {
    let n = game.card_count();
    let won = |p: &Piles| p[0].is_empty() && p.iter().any(|q| q.len() == n);
    let start = piles(game);
    let mut seen = HashSet::from([start.clone()]);
    let mut queue = VecDeque::from([(start, 0usize)]);
    while let Some((p, depth)) = queue.pop_front() {
        if won(&p) {
            return Some(depth);
        }
        if depth == max_moves {
            continue;
        }
        for next in successors(&p) {
            if seen.insert(next.clone()) {
                queue.push_back((next, depth + 1));
            }
        }
    }
    None
}

/// Every position one valid move away, by the rules of the module docs.
fn successors(p: &Piles) -> Vec<Piles> {
    let mut out = Vec::new();
    let count = p.len();
    for c1 in 0..count {
        for c2 in 0..count {
            let Some(&moving) = p[c1].first() else { continue };
            if c1 > 0 && (c2 == 0 || c1 == c2) {
                continue;
            }
            let mut next = p.clone();
            if c1 == 0 && c2 == 0 {
                let top = next[0].remove(0);
                next[0].push(top);
            } else if next[c2].last().is_some_and(|&last| last != moving + 1) {
                continue;
            } else if c1 == 0 {
                let top = next[0].remove(0);
                next[c2].push(top);
            } else {
                let from = std::mem::take(&mut next[c1]);
                next[c2].extend(from);
            }
            out.push(next);
        }
    }
    out
}

/// The solitaire solver and hint on small deals, tables and budgets: a line found is a win
/// that replays, and a finished search agrees with breadth-first search on deals of up to 7 cards.
pub fn solitaire_solver(data: &[u8]) {
    let mut input = Input::new(data);
    let n = if input.byte() < 220 {
        input.below(8)
    } else {
        input.below(17)
    };
    let game = Solitaire::shuffled(n, input.u64()).expect("small");
    let max_moves = if input.byte() < 230 {
        input.below(2 * n + 1)
    } else {
        input.below(MAX_LINE + 3)
    };
    let mut table = vec![solitaire::Entry::EMPTY; input.below(3 * solitaire::BUCKET + 200)];
    let budget = input.range(0, 20_000) as u64;
    match solitaire::solve(&game, max_moves, &mut table, budget) {
        Ok(solved) => {
            if let Some(line) = &solved.line {
                assert!(line.len() <= max_moves);
                let mut replay = game.clone();
                for &m in line {
                    replay.play(m).expect("a solver's line replays");
                }
                assert!(replay.is_complete());
            }
            if solved.finished && n <= 7 {
                assert_eq!(
                    solved.line.as_ref().map(|l| l.len()),
                    shortest_win(&game, max_moves),
                    "{game:?}"
                );
            }
        }
        Err(Error::SearchTableTooSmall) => assert!(table.len() < solitaire::BUCKET),
        Err(Error::SearchTooDeep) => assert!(max_moves > MAX_LINE),
        Err(e) => panic!("{e:?} from solve"),
    }
    match solitaire::hint(&game, max_moves, &mut table, budget) {
        Ok(hint) => assert!(
            game.is_legal(hint.next.from().into(), hint.next.to().into()),
            "{hint:?}"
        ),
        Err(Error::SearchGameOver) => assert!(game.is_complete() || game.legal_moves().is_empty()),
        Err(Error::SearchTableTooSmall) => assert!(table.len() < solitaire::BUCKET),
        Err(Error::SearchTooDeep) => assert!(max_moves > MAX_LINE),
        Err(e) => panic!("{e:?} from hint"),
    }
}
