//! The search of [`Level::Search`](super::Level::Search): iterative-deepening principal-variation
//! alpha-beta over a transposition table in the caller's memory, with killer and history move
//! ordering, late-move reductions, a check for wins at once at the leaves, and draws by
//! repetition (against the game's history and the search line) and by the move limit.

use super::board::geometry_of;
use super::budget::{Budget, Choice, MAX_DEPTH, TIME_CHECK_NODES, TimeLimit};
use super::codes::{Codes, child, to_move};
use super::eval::{MATE, Weights};
use super::game::HISTORY;
use super::moves::slides_of;
use super::{Game, MAX_MOVES, Outcome, Position, Symbol};
use crate::{Error, Rng};

const NONE: u8 = 0;
const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;
const NO_MOVE: u8 = u8::MAX;
const PLIES: usize = MAX_DEPTH as usize + 2;
/// The first move (in search order) that a late-move reduction may shorten.
const LATE_MOVE: usize = 4;
/// The positions a search line can be compared with: the game's history and the line itself.
const PATH: usize = HISTORY + PLIES + 1;

/// One transposition-table slot (16 bytes). Hand a slice of them to [`Player::choose`](super::Player::choose); any
/// length of at least [`MIN_TABLE`](super::MIN_TABLE) works, more is stronger. The table is cleared at the
/// start of every search, so earlier calls never change a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TtEntry {
    pub(super) key: u64,
    pub(super) score: i16,
    pub(super) depth: u8,
    pub(super) bound: u8,
    pub(super) mv: u8,
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

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A 64-bit hash of everything that makes a position (never 0, the empty slot's key).
pub(super) fn hash(p: &Position) -> u64 {
    let a = u64::from(p.x().0) | u64::from(p.o().0) << 32;
    let b = u64::from(p.pointing().0)
        | (p.turn() as u64) << 32
        | (p.size() as u64) << 40
        | (p.players() as u64) << 48;
    (mix(a) ^ mix(b.wrapping_add(0x9E37_79B9_7F4A_7C15))) | 1
}

/// The value of a won or lost position for the player to move, `ply` plies from the root.
fn win_score(position: &Position, winner: Symbol, ply: usize) -> i32 {
    if winner == position.turn_symbol() {
        MATE - ply as i32
    } else {
        -(MATE - ply as i32)
    }
}

/// The number of cubes on the board: a position can only repeat one with as many.
fn cubes(p: &Position) -> u8 {
    (p.x().0 | p.o().0).count_ones() as u8
}

/// Whether the side to move in the ongoing `p` has a move that wins at once. A move changes at
/// most one cube of a line across the slide and adds at most one cube of the mover to the line
/// it slides along, so a win needs a line one cube short: most positions are settled by that.
fn wins_at_once(p: &Position) -> bool {
    let n = p.size();
    let g = geometry_of(n as u8);
    let (own, opp) = match p.turn_symbol() {
        Symbol::X => (p.x().0, p.o().0),
        Symbol::O => (p.o().0, p.x().0),
    };
    if !g
        .lines
        .iter()
        .take(g.line_count)
        .any(|&line| (own & line).count_ones() as usize + 1 == n)
    {
        return false;
    }
    let slides = slides_of(n as u8);
    let mut rest = p.takeable_now();
    while rest != 0 {
        let sq = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let lo = usize::from(slides.start.get(sq).copied().unwrap_or(0));
        let hi = usize::from(slides.start.get(sq + 1).copied().unwrap_or(0));
        for s in slides.list.get(lo..hi).unwrap_or(&[]) {
            // As `Position::apply`: completing the other side's line loses, even with one's own.
            if g.has_line(s.apply(own) | 1 << s.to) && !g.has_line(s.apply(opp)) {
                return true;
            }
        }
    }
    false
}

pub(super) struct Searcher<'t> {
    tt: &'t mut [TtEntry],
    nodes: u64,
    max_nodes: u64,
    aborted: bool,
    /// The time limit and the clock reading at the start (checked once the first ply is done).
    time: Option<(TimeLimit, u64)>,
    timing: bool,
    killers: [[u8; 2]; PLIES],
    history: [u32; MAX_MOVES],
    eval: &'static Weights,
    /// The side choosing, for whom a draw is worth `-contempt`.
    side: Symbol,
    contempt: i32,
    /// Plies from the root at which the game's move limit is reached (`usize::MAX`: none).
    limit_ply: usize,
    /// Hashes and cube counts of the positions that can repeat: the game's positions since its
    /// last blank was taken, then the search line (the root at `base`, ply `k` at `base + k`).
    keys: [u64; PATH],
    cubes: [u8; PATH],
    base: usize,
}

impl<'t> Searcher<'t> {
    pub(super) fn new(
        eval: &'static Weights,
        contempt: i32,
        root: &Position,
        game: Option<&Game>,
        tt: &'t mut [TtEntry],
        budget: Budget,
    ) -> Searcher<'t> {
        let mut s = Searcher {
            tt,
            nodes: 0,
            max_nodes: budget.nodes.max(1),
            aborted: false,
            time: budget.time.map(|t| (t, (t.clock)())),
            timing: false,
            killers: [[NO_MOVE; 2]; PLIES],
            history: [0; MAX_MOVES],
            eval,
            side: root.turn_symbol(),
            contempt,
            limit_ply: usize::MAX,
            keys: [0; PATH],
            cubes: [0; PATH],
            base: 0,
        };
        if let Some(game) = game {
            if game.move_limit() != 0 {
                s.limit_ply = game.move_limit().saturating_sub(game.plies()) as usize;
            }
            // Only positions with as many cubes as the root can come back: the newest run of them.
            let now = cubes(root);
            for earlier in game.earlier().rev().take_while(|p| cubes(p) == now) {
                if let (Some(k), Some(c)) = (s.keys.get_mut(s.base), s.cubes.get_mut(s.base)) {
                    *k = hash(earlier);
                    *c = now;
                    s.base += 1;
                }
            }
        }
        s
    }

    /// The score of a draw for the player to move in `p`.
    fn draw(&self, p: &Position) -> i32 {
        if p.turn_symbol() == self.side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// Whether the position with `key` and `cubes`, `ply` plies from the root, repeats an
    /// earlier one of the game or of the line (the look-back stops at a different cube count).
    fn repeats(&self, key: u64, cubes: u8, ply: usize) -> bool {
        let here = (self.base + ply).min(PATH);
        let keys = self.keys.get(..here).unwrap_or(&[]);
        let counts = self.cubes.get(..here).unwrap_or(&[]);
        keys.iter()
            .zip(counts)
            .rev()
            .take_while(|&(_, &c)| c == cubes)
            .any(|(&k, _)| k == key)
    }

    fn remember(&mut self, key: u64, cubes: u8, ply: usize) {
        if let (Some(k), Some(c)) = (
            self.keys.get_mut(self.base + ply),
            self.cubes.get_mut(self.base + ply),
        ) {
            *k = key;
            *c = cubes;
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes > self.max_nodes {
            self.aborted = true;
        } else if self.timing && self.nodes % TIME_CHECK_NODES == 0 {
            if let Some((limit, start)) = self.time {
                if (limit.clock)().saturating_sub(start) >= limit.micros {
                    self.aborted = true;
                }
            }
        }
        self.aborted
    }

    pub(super) fn root(
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
        self.remember(hash(position), cubes(position), 0);
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
            // An unfinished iteration still counts once it has searched the previous best move
            // (always first): any move found better after it is better at this depth too.
            let Some((score, i)) = best_here else { break };
            if let Some(head) = moves.get_mut(..=i) {
                head.rotate_right(1);
            }
            let code = moves.first().copied().unwrap_or(first);
            best.mv = to_move(position, code).ok_or(Error::SearchGameOver)?;
            best.score = score;
            if self.aborted {
                break;
            }
            best.depth = depth;
            best.finished = depth == max_depth;
            self.timing = true;
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
        if self.out_of_budget() {
            return 0;
        }
        match p.outcome() {
            Some(Outcome::Win(winner)) => return win_score(p, winner, ply),
            Some(Outcome::Draw) => return self.draw(p),
            None => {}
        }
        let key = hash(p);
        let count = cubes(p);
        if ply >= self.limit_ply || self.repeats(key, count, ply) {
            return self.draw(p);
        }
        if depth == 0 || ply + 1 >= PLIES {
            // The one tactic a static evaluation cannot see: a win on the next move.
            return if wins_at_once(p) {
                MATE - (ply as i32 + 1)
            } else {
                self.eval.evaluate(p)
            };
        }
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
        self.remember(key, count, ply);
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
                // Late moves (after the table's, the killers' and the best by history) are
                // searched a ply shallower first, and again in full only if they beat alpha.
                let reduced = depth >= 3 && i >= LATE_MOVE && !c.is_game_over();
                let mut s = alpha + 1;
                if reduced {
                    s = self.child_score(&c, depth - 2, alpha, alpha + 1, ply + 1, same);
                }
                if s > alpha && !self.aborted {
                    s = self.child_score(&c, depth - 1, alpha, alpha + 1, ply + 1, same);
                }
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
