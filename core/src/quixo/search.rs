//! The computer player: random, greedy, or iterative-deepening alpha-beta search with a
//! transposition table in caller memory; perfect play on solved small boards.
//!
//! Everything is deterministic: the same [`Player`] (level and seed), position, table length
//! and budget always give the same [`Choice`]. The seeded [`Rng`] (mixed with the position) only
//! breaks ties: the root moves are shuffled before they are ordered, so equal moves are found in
//! a seeded order.
//!
//! ```
//! use digipeg::quixo::{Budget, Level, Player, Position, TtEntry};
//!
//! let position = Position::parse(5, &["XXXX-", "OOOO-", "-----", "-----", "-----"], 2, 0)?;
//! let mut table = [TtEntry::EMPTY; 1024];
//! let player = Player { level: Level::Search, seed: 7 };
//! let choice = player.choose(&position, &mut table, Budget { nodes: 100_000, depth: 3 })?;
//! assert!(choice.finished); // X wins at once: (0,4) pushed in at (0,0)
//! assert_eq!(choice.score, digipeg::quixo::MATE - 1);
//! # Ok::<(), digipeg::Error>(())
//! ```

use super::board::geometry_of;
use super::moves::{Slide, slides_of};
use super::{Cell, MAX_MOVES, Move, Outcome, Position, Solution, Value};
use crate::{Error, Rng};

/// The score of a win for the side to move, less the number of plies to reach it. Scores
/// within [`MAX_DEPTH`] of `±MATE` are forced wins or losses; all others are evaluations.
pub const MATE: i32 = 30_000;

/// The deepest a search goes (plies).
pub const MAX_DEPTH: u8 = 60;

/// The fewest transposition-table entries a search accepts.
pub const MIN_TABLE: usize = 16;

/// How a player chooses its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// One ply: win at once if possible; otherwise avoid moves that lose at once or that let
    /// the other side win at once; among the rest, the best by [`evaluate`] (ties at random).
    Greedy,
    /// Iterative-deepening alpha-beta (principal-variation search, transposition table, killer
    /// and history ordering) within the [`Budget`]; perfect play when the caller hands over a
    /// [`Solution`] of the board.
    Search,
}

/// The limits of one search: stop after `nodes` positions or at `depth` plies, whichever
/// comes first (`depth` is clamped to `1..=MAX_DEPTH`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    /// The most positions visited.
    pub nodes: u64,
    /// The deepest iteration, in plies.
    pub depth: u8,
}

/// A computer player: a level and a seed for its random choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    /// How it plays.
    pub level: Level,
    /// Seed of its random choices (mixed with the position, so every choice is replayable).
    pub seed: u64,
}

/// What a player chose, and how far it looked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// The move, legal in the position.
    pub mv: Move,
    /// Whether the search completed: the requested depth was reached, a forced result was
    /// proved, or the answer came from a [`Solution`] (always true for random and greedy).
    pub finished: bool,
    /// The deepest completed iteration (0 for random, 1 for greedy, 0 from a solution).
    pub depth: u8,
    /// The score for the player to move: `MATE - plies` for a forced win, `-(MATE - plies)` for
    /// a forced loss, else an evaluation (a solution gives `MATE`, `-MATE` or 0).
    pub score: i32,
    /// Positions visited.
    pub nodes: u64,
}

/// One transposition-table slot (16 bytes). Hand a slice of them to [`Player::choose`]; any
/// length of at least [`MIN_TABLE`] works, more is stronger. The table is cleared at the
/// start of every search, so earlier calls never change a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TtEntry {
    key: u64,
    score: i16,
    depth: u8,
    bound: u8,
    mv: u8,
}

impl TtEntry {
    /// An empty slot.
    pub const EMPTY: TtEntry = TtEntry {
        key: 0,
        score: 0,
        depth: 0,
        bound: NONE,
        mv: NO_MOVE,
    };
}

impl Default for TtEntry {
    fn default() -> Self {
        TtEntry::EMPTY
    }
}

const NONE: u8 = 0;
const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;
const NO_MOVE: u8 = u8::MAX;
const PLIES: usize = MAX_DEPTH as usize + 2;

/// The static evaluation of an ongoing position for the player (team) to move: for every
/// line, cubes of one side only count for that side, more the fuller the line (a line one
/// cube short is worth 64 on 5 x 5); mixed lines count for nobody. Every cube on the board
/// adds 3 for its side (blanks never come back), inner cubes (which the other side cannot
/// take) 2 more. Decided positions score `±MATE` (0 for a draw).
pub fn evaluate(position: &Position) -> i32 {
    if let Some(outcome) = position.outcome() {
        return match outcome {
            Outcome::Win(s) if s == position.turn_symbol() => MATE,
            Outcome::Win(_) => -MATE,
            Outcome::Draw => 0,
        };
    }
    let (own, opp) = sides(position);
    let n = position.size();
    let g = geometry_of(n as u8);
    // WEIGHT[missing cubes]: 1 missing is worth 64, 2 missing 16, ...
    const WEIGHT: [i32; 6] = [0, 64, 16, 4, 1, 0];
    let mut score = 0;
    for &line in g.lines.iter().take(g.line_count) {
        let (a, b) = ((own & line).count_ones(), (opp & line).count_ones());
        if b == 0 && a > 0 {
            score += WEIGHT.get(n - a as usize).copied().unwrap_or(0);
        } else if a == 0 && b > 0 {
            score -= WEIGHT.get(n - b as usize).copied().unwrap_or(0);
        }
    }
    let inner = g.full & !g.perimeter;
    let material = own.count_ones() as i32 - opp.count_ones() as i32;
    score + 2 * ((own & inner).count_ones() as i32 - (opp & inner).count_ones() as i32) + 3 * material
}

/// (cubes of the team to move, cubes of the other team).
fn sides(position: &Position) -> (u32, u32) {
    match position.turn_symbol() {
        super::Symbol::X => (position.x().0, position.o().0),
        super::Symbol::O => (position.o().0, position.x().0),
    }
}

/// The value of a decided position for the player to move, `ply` plies from the root.
fn decided_score(position: &Position, outcome: Outcome, ply: usize) -> i32 {
    match outcome {
        Outcome::Win(s) if s == position.turn_symbol() => MATE - ply as i32,
        Outcome::Win(_) => -(MATE - ply as i32),
        Outcome::Draw => 0,
    }
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A 64-bit hash of everything that makes a position (never 0, the empty slot's key).
fn hash(p: &Position) -> u64 {
    let a = u64::from(p.x().0) | u64::from(p.o().0) << 32;
    let b = u64::from(p.pointing().0)
        | (p.turn() as u64) << 32
        | (p.size() as u64) << 40
        | (p.players() as u64) << 48;
    (mix(a) ^ mix(b.wrapping_add(0x9E37_79B9_7F4A_7C15))) | 1
}

/// The moves of a position as codes `slide index * 2 + partner`.
#[derive(Clone, Copy)]
struct Codes {
    list: [u8; MAX_MOVES],
    len: usize,
}

impl Codes {
    fn of(p: &Position) -> Codes {
        let mut codes = Codes {
            list: [0; MAX_MOVES],
            len: 0,
        };
        if p.is_game_over() {
            return codes;
        }
        let slides = slides_of(p.size() as u8);
        let partners = if p.players() == 4 { 2 } else { 1 };
        let mut rest = p.takeable_now();
        while rest != 0 {
            let sq = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let lo = slides.start.get(sq).copied().unwrap_or(0);
            let hi = slides.start.get(sq + 1).copied().unwrap_or(0);
            for i in lo..hi {
                for partner in 0..partners {
                    if let Some(c) = codes.list.get_mut(codes.len) {
                        *c = i * 2 + partner;
                        codes.len += 1;
                    }
                }
            }
        }
        codes
    }

    fn as_slice(&self) -> &[u8] {
        self.list.get(..self.len).unwrap_or(&[])
    }
}

/// The slide and partner of a move code on board size `n`.
fn decode(n: u8, code: u8) -> Option<(&'static Slide, u8)> {
    let slides = slides_of(n);
    let s = slides
        .list
        .get(usize::from(code / 2))
        .filter(|_| usize::from(code / 2) < slides.len)?;
    Some((s, code % 2))
}

/// The position after move code `code` (the caller knows the code is legal here).
fn child(p: &Position, code: u8) -> Position {
    let mut c = *p;
    if let Some((s, partner)) = decode(p.size() as u8, code) {
        c.apply(s, partner);
    }
    c
}

fn to_move(p: &Position, code: u8) -> Option<Move> {
    let n = p.size() as u8;
    let (s, partner) = decode(n, code)?;
    let (from, to) = (Cell::of_square(s.from, n)?, Cell::of_square(s.to, n)?);
    Move::with_partner(from, to, partner).ok()
}

impl Player {
    /// Choose a move in `position` within `budget`, using `table` as the transposition table
    /// (only [`Level::Search`] uses it; the other levels accept any table, even an empty one).
    ///
    /// Errors: [`Error::SearchGameOver`] when the game is decided, then
    /// [`Error::SearchTableTooSmall`] for a search with fewer than [`MIN_TABLE`] entries.
    pub fn choose(
        &self,
        position: &Position,
        table: &mut [TtEntry],
        budget: Budget,
    ) -> Result<Choice, Error> {
        self.choose_solved(position, table, budget, None)
    }

    /// As [`Player::choose`], with a solved table of small boards: at [`Level::Search`], when
    /// `solution` covers the position (2 players, its size), the move is perfect
    /// ([`Solution::best_move`]) and no search is made.
    ///
    /// Errors: as [`Player::choose`].
    pub fn choose_solved(
        &self,
        position: &Position,
        table: &mut [TtEntry],
        budget: Budget,
        solution: Option<&Solution<'_>>,
    ) -> Result<Choice, Error> {
        if position.is_game_over() {
            return Err(Error::SearchGameOver);
        }
        let mut rng = Rng::new(self.seed ^ hash(position));
        let codes = Codes::of(position);
        match self.level {
            Level::Random => {
                let i = rng.below(codes.len as u32) as usize;
                let code = codes.as_slice().get(i).copied().unwrap_or(0);
                Ok(Choice {
                    mv: to_move(position, code).ok_or(Error::SearchGameOver)?,
                    finished: true,
                    depth: 0,
                    score: 0,
                    nodes: 1,
                })
            }
            Level::Greedy => greedy(position, codes, &mut rng),
            Level::Search => {
                if let Some(sol) = solution {
                    if sol.size() == position.size() && position.players() == 2 {
                        let mv = sol.best_move(position)?;
                        let score = match sol.value(position)? {
                            Value::Win => MATE,
                            Value::Loss => -MATE,
                            Value::Draw => 0,
                        };
                        return Ok(Choice {
                            mv,
                            finished: true,
                            depth: 0,
                            score,
                            nodes: 0,
                        });
                    }
                }
                if table.len() < MIN_TABLE {
                    return Err(Error::SearchTableTooSmall);
                }
                table.fill(TtEntry::EMPTY);
                let mut searcher = Searcher {
                    tt: table,
                    nodes: 0,
                    max_nodes: budget.nodes.max(1),
                    aborted: false,
                    killers: [[NO_MOVE; 2]; PLIES],
                    history: [0; MAX_MOVES],
                };
                searcher.root(position, codes, budget.depth.clamp(1, MAX_DEPTH), &mut rng)
            }
        }
    }
}

/// One ply, as documented at [`Level::Greedy`].
fn greedy(position: &Position, codes: Codes, rng: &mut Rng) -> Result<Choice, Error> {
    let me = position.turn_symbol();
    let mut order = codes;
    let len = order.len;
    rng.shuffle(order.list.get_mut(..len).unwrap_or(&mut []));
    let mut nodes = 1;
    // (class, evaluation, code): class 3 wins now, 2 safe, 1 lets the other side win, 0 loses now.
    let mut best: Option<(u8, i32, u8)> = None;
    for &code in order.as_slice() {
        let c = child(position, code);
        nodes += 1;
        let (class, eval) = match c.outcome() {
            Some(Outcome::Win(s)) if s == me => (3, MATE),
            Some(Outcome::Win(_)) => (0, -MATE),
            Some(Outcome::Draw) => (2, 0),
            None => {
                let eval = if c.turn_symbol() == me {
                    evaluate(&c)
                } else {
                    -evaluate(&c)
                };
                let threat = c.turn_symbol() != me
                    && Codes::of(&c).as_slice().iter().any(|&r| {
                        nodes += 1;
                        child(&c, r).outcome() == Some(Outcome::Win(me.other()))
                    });
                (if threat { 1 } else { 2 }, eval)
            }
        };
        if best.is_none_or(|(bc, be, _)| (class, eval) > (bc, be)) {
            best = Some((class, eval, code));
        }
    }
    let (_, score, code) = best.ok_or(Error::SearchGameOver)?;
    Ok(Choice {
        mv: to_move(position, code).ok_or(Error::SearchGameOver)?,
        finished: true,
        depth: 1,
        score,
        nodes,
    })
}

struct Searcher<'t> {
    tt: &'t mut [TtEntry],
    nodes: u64,
    max_nodes: u64,
    aborted: bool,
    killers: [[u8; 2]; PLIES],
    history: [u32; MAX_MOVES],
}

impl Searcher<'_> {
    fn root(
        &mut self,
        position: &Position,
        codes: Codes,
        max_depth: u8,
        rng: &mut Rng,
    ) -> Result<Choice, Error> {
        let mut order = codes;
        let len = order.len;
        let moves = order.list.get_mut(..len).unwrap_or(&mut []);
        rng.shuffle(moves);
        let first = *moves.first().ok_or(Error::SearchGameOver)?;
        let mut best = Choice {
            mv: to_move(position, first).ok_or(Error::SearchGameOver)?,
            finished: false,
            depth: 0,
            score: 0,
            nodes: 0,
        };
        let me = position.turn_symbol();
        for depth in 1..=max_depth {
            let (mut alpha, beta) = (-MATE - 1, MATE + 1);
            let mut best_here: Option<(i32, usize)> = None;
            for i in 0..len {
                let code = moves.get(i).copied().unwrap_or(0);
                let c = child(position, code);
                let same = c.turn_symbol() == me && !c.is_game_over();
                let d = depth - 1;
                let score = if best_here.is_none() {
                    self.child_score(&c, d, alpha, beta, 1, same)
                } else {
                    let s = self.child_score(&c, d, alpha, alpha + 1, 1, same);
                    if s > alpha && !self.aborted {
                        self.child_score(&c, d, alpha, beta, 1, same)
                    } else {
                        s
                    }
                };
                if self.aborted {
                    break;
                }
                if best_here.is_none_or(|(b, _)| score > b) {
                    best_here = Some((score, i));
                    alpha = alpha.max(score);
                }
            }
            if self.aborted {
                break;
            }
            let Some((score, i)) = best_here else { break };
            // The best move first in the next iteration, the rest in their order.
            if let Some(head) = moves.get_mut(..=i) {
                head.rotate_right(1);
            }
            let code = moves.first().copied().unwrap_or(first);
            best = Choice {
                mv: to_move(position, code).ok_or(Error::SearchGameOver)?,
                finished: depth == max_depth,
                depth,
                score,
                nodes: self.nodes,
            };
            if score.abs() >= MATE - i32::from(MAX_DEPTH) {
                best.finished = true; // a forced result: deeper search changes nothing
                break;
            }
        }
        best.nodes = self.nodes;
        Ok(best)
    }

    /// The score of `c` for the parent's side: negated unless the same team moves again.
    fn child_score(&mut self, c: &Position, depth: u8, alpha: i32, beta: i32, ply: usize, same: bool) -> i32 {
        if same {
            self.negamax(c, depth, alpha, beta, ply)
        } else {
            -self.negamax(c, depth, -beta, -alpha, ply)
        }
    }

    fn negamax(&mut self, p: &Position, depth: u8, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            self.aborted = true;
            return 0;
        }
        if let Some(outcome) = p.outcome() {
            return decided_score(p, outcome, ply);
        }
        if depth == 0 || ply + 1 >= PLIES {
            return evaluate(p);
        }
        let key = hash(p);
        let slot = ((u128::from(key) * self.tt.len() as u128) >> 64) as usize;
        let mut tt_move = NO_MOVE;
        if let Some(e) = self.tt.get(slot).copied().filter(|e| e.key == key) {
            tt_move = e.mv;
            if e.depth >= depth {
                let s = from_tt(i32::from(e.score), ply);
                let hit = match e.bound {
                    EXACT => true,
                    LOWER => s >= beta,
                    UPPER => s <= alpha,
                    _ => false,
                };
                if hit {
                    return s;
                }
            }
        }
        let codes = Codes::of(p);
        let moves = codes.as_slice();
        let mut keys = [0u32; MAX_MOVES];
        let killers = self.killers.get(ply).copied().unwrap_or([NO_MOVE; 2]);
        for (k, &m) in keys.iter_mut().zip(moves) {
            *k = if m == tt_move {
                u32::MAX
            } else if m == killers[0] {
                u32::MAX - 1
            } else if m == killers[1] {
                u32::MAX - 2
            } else {
                self.history.get(usize::from(m)).copied().unwrap_or(0)
            };
        }
        let mut list = codes.list;
        let me = p.turn_symbol();
        let alpha0 = alpha;
        let mut best = -MATE - 1;
        let mut best_move = NO_MOVE;
        for i in 0..moves.len() {
            // Selection: bring the best-keyed remaining move to position i.
            let mut top = i;
            for j in i + 1..moves.len() {
                if keys[j] > keys[top] {
                    top = j;
                }
            }
            keys.swap(i, top);
            list.swap(i, top);
            let code = list[i];
            let c = child(p, code);
            let same = c.turn_symbol() == me && !c.is_game_over();
            let score = if i == 0 {
                self.child_score(&c, depth - 1, alpha, beta, ply + 1, same)
            } else {
                let s = self.child_score(&c, depth - 1, alpha, alpha + 1, ply + 1, same);
                if s > alpha && s < beta && !self.aborted {
                    self.child_score(&c, depth - 1, alpha, beta, ply + 1, same)
                } else {
                    s
                }
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_move = code;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if let Some(k) = self.killers.get_mut(ply) {
                            if k[0] != code {
                                k[1] = k[0];
                                k[0] = code;
                            }
                        }
                        if let Some(h) = self.history.get_mut(usize::from(code)) {
                            *h = h.saturating_add(u32::from(depth) * u32::from(depth));
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        if let Some(e) = self.tt.get_mut(slot) {
            *e = TtEntry {
                key,
                score: to_tt(best, ply) as i16,
                depth,
                bound,
                mv: best_move,
            };
        }
        best
    }
}

/// A score as stored: forced results counted from the node, not from the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= MATE - 2 * PLIES as i32 {
        score + ply
    } else if score <= -(MATE - 2 * PLIES as i32) {
        score - ply
    } else {
        score
    }
    .clamp(-MATE - 1, MATE + 1)
}

fn from_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= MATE - 2 * PLIES as i32 {
        score - ply
    } else if score <= -(MATE - 2 * PLIES as i32) {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_size_and_tt_scores() {
        assert_eq!(core::mem::size_of::<TtEntry>(), 16);
        // A forced result seen `ply` plies from the root is at least `ply` plies away.
        for ply in [0usize, 3, 20] {
            let p = ply as i32;
            for s in [0, 55, -400, MATE - p - 7, -(MATE - p - 9)] {
                assert_eq!(from_tt(to_tt(s, ply), ply), s);
            }
        }
    }
}
