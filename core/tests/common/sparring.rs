//! The sparring partner of the Quixo player, and how a ladder game starts: shared by the test
//! `core/tests/quixo_ladder.rs` and the bench's ladder (`bench/src/ladder.rs`), which include
//! this file.
//!
//! The partner is written for them, independent of the player's code. It uses only the rules'
//! public API (legal moves, play, outcome, the cubes of each side) and has its own evaluation
//! and search: plain depth-limited minimax with alpha-beta, moves in the rules' order (shuffled
//! by a seed at the root, to break ties), no table, no history, no move ordering, and a simple
//! line-counting evaluation.

use digipeg::Rng;
use digipeg::quixo::{Game, Move, Outcome, Position, Symbol};

/// A ladder game is drawn when a position occurs for the third time (the core's rule) ...
pub const REPETITIONS: u32 = 3;
/// ... or after this many moves.
pub const MOVE_LIMIT: u32 = 200;
/// Random moves at the start of each pair of games (one each), so that games differ.
pub const OPENING_PLIES: u32 = 2;

/// The seed of game `g` of a match seeded `seed`: games 2k and 2k + 1 share it (and so their
/// opening), the first contestant playing X in the even one.
pub fn game_seed(seed: u64, g: u32) -> u64 {
    seed ^ u64::from(g / 2).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// A ladder game on the 5 x 5 board with its draw rules, after the opening's random moves.
pub fn ladder_start(game_seed: u64) -> Game {
    let mut game = Game::new(5, 2).expect("5 x 5");
    game.set_repetitions(REPETITIONS);
    game.set_move_limit(MOVE_LIMIT);
    let mut rng = Rng::new(game_seed);
    for _ in 0..OPENING_PLIES {
        let moves = game.legal_moves();
        game.play(moves[rng.below(moves.len() as u32) as usize])
            .expect("legal");
    }
    game
}

/// The seed a side plays game `game_seed` with (side 0: the first contestant).
pub fn side_seed(game_seed: u64, side: usize) -> u64 {
    game_seed.wrapping_mul(31).wrapping_add(side as u64 + 1)
}

/// A win for the side to move, less the plies to reach it (so it wins quickly when it can).
const WIN: i32 = 1_000_000;

/// What a line is worth to a side holding `k` of its cubes and none of the other side's.
const LINE_VALUE: [i32; 6] = [0, 1, 3, 9, 27, 0];

/// A depth-limited alpha-beta player; `seed` breaks ties between equally scored root moves.
#[derive(Clone, Copy, Debug)]
pub struct Sparring {
    /// Plies searched.
    pub depth: u32,
}

/// The rows, columns and two diagonals of the `n` x `n` board as bit masks (square `r * n + c`).
fn lines(n: usize) -> Vec<u32> {
    let mut all = Vec::new();
    for i in 0..n {
        all.push((0..n).map(|c| 1u32 << (i * n + c)).sum());
        all.push((0..n).map(|r| 1u32 << (r * n + i)).sum());
    }
    all.push((0..n).map(|i| 1u32 << (i * n + i)).sum());
    all.push((0..n).map(|i| 1u32 << (i * n + n - 1 - i)).sum());
    all
}

/// The line-counting evaluation for the side to move: lines of its cubes only, less the other
/// side's, each worth `LINE_VALUE[cubes in it]`.
fn evaluate(p: &Position, lines: &[u32]) -> i32 {
    let (own, other) = match p.turn_symbol() {
        Symbol::X => (p.x().0, p.o().0),
        Symbol::O => (p.o().0, p.x().0),
    };
    let mut score = 0;
    for &line in lines {
        let (a, b) = (
            (own & line).count_ones() as usize,
            (other & line).count_ones() as usize,
        );
        if b == 0 {
            score += LINE_VALUE[a];
        } else if a == 0 {
            score -= LINE_VALUE[b];
        }
    }
    score
}

impl Sparring {
    /// The move it plays in `p` (an ongoing 2-player position): the first best-scored move of
    /// the legal moves shuffled by `seed`.
    pub fn choose(&self, p: &Position, seed: u64) -> Move {
        let lines = lines(p.size());
        let mut moves: Vec<Move> = p.legal_moves().to_vec();
        Rng::new(seed).shuffle(&mut moves);
        let mut best = (i32::MIN, moves[0]);
        let mut alpha = -WIN - 1;
        for m in moves {
            let mut c = *p;
            c.play(m).expect("a legal move");
            let score = -self.negamax(&c, self.depth - 1, -WIN - 1, -alpha, 1, &lines);
            if score > best.0 {
                best = (score, m);
                alpha = alpha.max(score);
            }
        }
        best.1
    }

    fn negamax(&self, p: &Position, depth: u32, mut alpha: i32, beta: i32, ply: i32, lines: &[u32]) -> i32 {
        match p.outcome() {
            Some(Outcome::Win(s)) if s == p.turn_symbol() => return WIN - ply,
            Some(Outcome::Win(_)) => return -(WIN - ply),
            Some(Outcome::Draw) => return 0,
            None => {}
        }
        if depth == 0 {
            return evaluate(p, lines);
        }
        let mut best = -WIN - 1;
        for m in p.legal_moves() {
            let mut c = *p;
            c.play(m).expect("a legal move");
            let score = -self.negamax(&c, depth - 1, -beta, -alpha, ply + 1, lines);
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
