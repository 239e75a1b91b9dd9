//! A peg solitaire solver that never allocates: the caller hands over the table memory and a
//! node budget, and every answer says whether the search finished.
//!
//! ```
//! use digipeg::peg::{DigiPeg, Goal, Solver, TRIANGLE_TOP};
//!
//! let mut memory = vec![0u128; 1 << 12]; // the table: 64 KiB here, any size from 64 entries
//! let mut solver = Solver::new(&mut memory[..])?;
//! let solution = solver.solve(&DigiPeg::triangle(), Goal::OnePegAt(TRIANGLE_TOP), 1_000_000)?;
//! assert!(solution.finished && solution.reached);
//! assert_eq!((solution.best_pegs, solution.moves.len()), (1, 13));
//! let hint = solver.hint(&DigiPeg::triangle(), 1_000_000)?;
//! assert_eq!(hint.best_pegs, 1);
//! # Ok::<(), digipeg::Error>(())
//! ```
//!
//! How it searches: a depth-first search for a position with few enough pegs, pruned by
//! - the **position class** ([`PositionClass`]): a jump never changes it, so a start whose
//!   class matches no lone peg (or not the goal hole's) is answered without searching;
//! - **symmetry**: positions are stored in the table in a canonical form (the least image
//!   under the board's symmetries that keep the goal), so mirror images are searched once;
//! - **stranded pegs** ([`stranded_pegs`](super::stranded_pegs)): more pegs that can never leave
//!   than the goal allows, or one where the last peg cannot stand, end the branch;
//! - a **table of dead positions** in the caller's memory: each entry is a canonical position
//!   (exact, 81 bits, so no two positions ever share an entry) with the largest peg count it
//!   is known not to get down to. Entries are only written for positions searched to the end,
//!   so they stay true after a search runs out of budget, and the table is kept between calls
//!   on the same board and goal (a second start hole reuses what the first one learnt).
//!
//! Every line the solver returns has been replayed through [`DigiPeg::play`] before it is
//! returned: a "reached" answer is always a checked sequence of legal jumps.

use super::stranded::stranded_in;
use super::symmetry::{MAX_SYMMETRIES, Permutation, apply, symmetries};
use super::{Bitboard, DigiPeg, Directions, GRID, Hole, Jump, PositionClass};
use crate::Error;

/// The longest line of jumps: each jump removes a peg, a position has at most 80 pegs when
/// any jump is possible (one of the 81 holes must be empty), so at most 79 jumps follow.
pub const MAX_LINE: usize = 80;

/// A line of jumps, in the order they are made.
pub type Line = heapless::Vec<Jump, MAX_LINE>;

/// The fewest table entries a [`Solver`] accepts.
pub const MIN_TABLE_ENTRIES: usize = 64;

/// The table size [`solve_small`] uses: 512 entries of 16 bytes, 8 KiB of stack.
pub const SMALL_TABLE_ENTRIES: usize = 512;

/// How many neighbouring table slots a position may occupy.
const PROBES: usize = 4;

/// A table entry: the position in bits 0..81, the table's generation in bits 81..120 (so a
/// new board or goal starts afresh without clearing the memory), the peg count in 120..128.
const KEY_BITS: u128 = (1 << 120) - 1;
const TAG_SHIFT: u32 = 81;
const COUNT_SHIFT: u32 = 120;
const MAX_GENERATION: u64 = (1 << (COUNT_SHIFT - TAG_SHIFT)) - 1;

/// Positions this many jumps deep or less are stored in canonical form under the board's
/// symmetries; deeper ones as they are (both are sound: a mirror image of a dead position is dead).
const SYMMETRY_DEPTH: usize = 8;

/// What to search for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The fewest pegs any sequence of jumps can leave.
    FewestPegs,
    /// A sequence that leaves exactly one peg, anywhere.
    OnePeg,
    /// A sequence that leaves exactly one peg, on this hole.
    OnePegAt(Hole),
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Whether the search ran to the end within its node budget. If so, the answer is proven:
    /// `reached` tells whether the goal can be met, and for [`Goal::FewestPegs`] `best_pegs`
    /// is the fewest pegs reachable. If not, `reached == false` only means "not found yet".
    pub finished: bool,
    /// Whether `moves` meets the goal (for [`Goal::FewestPegs`]: whether it is proven best).
    pub reached: bool,
    /// The pegs left after `moves`.
    pub best_pegs: u32,
    /// The line meeting the goal, or else the line leaving the fewest pegs the search saw
    /// (empty when the position class settled the question without a search).
    pub moves: Line,
    /// Positions visited.
    pub nodes: u64,
}

/// The next move of the best line found, and what that line achieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The jump to make.
    pub jump: Jump,
    /// The pegs left at the end of the line this jump starts.
    pub best_pegs: u32,
    /// Whether that line is proven best (the search finished).
    pub finished: bool,
}

/// Which facts the table holds: dead positions of one board, jump rule and goal hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Context {
    holes: Bitboard,
    directions: Directions,
    at: Option<u8>,
}

/// A solver working in caller-provided memory: `&mut [u128]`, `Vec<u128>` or `[u128; N]`.
pub struct Solver<M: AsMut<[u128]>> {
    memory: M,
    context: Option<Context>,
    generation: u64,
}

/// Shows the table's size rather than its millions of entries.
impl<M: AsMut<[u128]> + AsRef<[u128]>> core::fmt::Debug for Solver<M> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Solver")
            .field("table_entries", &self.memory.as_ref().len())
            .field("context", &self.context)
            .field("generation", &self.generation)
            .finish()
    }
}

/// Solve with a small table on the stack ([`SMALL_TABLE_ENTRIES`]), for embedded callers;
/// fine for small boards, slow for large ones (the table forgets).
pub fn solve_small(game: &DigiPeg, goal: Goal, node_budget: u64) -> Result<Solution, Error> {
    Solver::new([0u128; SMALL_TABLE_ENTRIES])?.solve(game, goal, node_budget)
}

impl<M: AsMut<[u128]>> Solver<M> {
    /// A solver using `memory` as its table (it is cleared here; the largest power of two of
    /// entries that fits is used). Fails with [`Error::SearchTableTooSmall`] below
    /// [`MIN_TABLE_ENTRIES`] entries.
    pub fn new(memory: M) -> Result<Solver<M>, Error> {
        let mut solver = Solver {
            memory,
            context: None,
            generation: 0,
        };
        if solver.memory.as_mut().len() < MIN_TABLE_ENTRIES {
            return Err(Error::SearchTableTooSmall);
        }
        solver.clear();
        Ok(solver)
    }

    /// Forget everything the table learnt.
    pub fn clear(&mut self) {
        self.memory.as_mut().fill(0);
        self.context = None;
        self.generation = 0;
    }

    /// The next move of the best line from `game` (fewest pegs), searching at most
    /// `node_budget` positions. Fails with [`Error::SearchGameOver`] if no jump is left.
    pub fn hint(&mut self, game: &DigiPeg, node_budget: u64) -> Result<Hint, Error> {
        let first = *game.legal_moves().first().ok_or(Error::SearchGameOver)?;
        let solution = self.solve(game, Goal::FewestPegs, node_budget)?;
        Ok(match solution.moves.first() {
            Some(&jump) => Hint {
                jump,
                best_pegs: solution.best_pegs,
                finished: solution.finished,
            },
            None => Hint {
                jump: first,
                best_pegs: game.pegs_left() - 1,
                finished: false,
            },
        })
    }

    /// Search `game` for `goal`, visiting at most `node_budget` positions.
    /// Fails with [`Error::SearchGoalOffBoard`] if the goal hole is not a hole of the board.
    pub fn solve(&mut self, game: &DigiPeg, goal: Goal, node_budget: u64) -> Result<Solution, Error> {
        let (holes, directions) = (game.holes(), game.directions());
        let at = match goal {
            Goal::OnePegAt(hole) if holes.contains(hole.index()) => Some(hole.index()),
            Goal::OnePegAt(_) => return Err(Error::SearchGoalOffBoard),
            _ => None,
        };
        let context = Context {
            holes,
            directions,
            at,
        };
        if self.context != Some(context) {
            if self.generation == MAX_GENERATION {
                self.clear();
            }
            self.generation += 1;
            self.context = Some(context);
        }
        let memory = self.memory.as_mut();
        // The largest power of two that fits: slots are picked by masking a hash.
        let size = 1usize << (usize::BITS - 1 - memory.len().leading_zeros());
        let fixed = at.map_or(Bitboard::EMPTY, Bitboard::from_index);
        let mut search = Search::new(&mut memory[..size], holes.0, directions, at, node_budget);
        search.syms = symmetries(holes, directions, fixed);
        search.tag = u128::from(self.generation) << TAG_SHIFT;

        let pegs = game.pegs().0;
        let count = pegs.count_ones();
        search.best_pegs = count;
        let class = PositionClass::of(game.pegs(), directions);
        let singles = class.single_peg_holes(holes, directions);
        search.singles = match at {
            Some(h) => singles.0 & 1 << h,
            None => singles.0,
        };
        let one_peg_possible = match at {
            Some(h) => singles.contains(h),
            None => !singles.is_empty(),
        };
        let mut reached = None;
        let mut finished = true;
        match goal {
            Goal::FewestPegs => {
                let lowest = if count == 0 {
                    0
                } else if one_peg_possible {
                    1
                } else {
                    2
                };
                for target in lowest..=count {
                    search.target = target;
                    match search.dfs(pegs, 0) {
                        Step::Found(len) => {
                            reached = Some(len);
                            break;
                        }
                        Step::Dead => {}
                        Step::Stopped => {
                            finished = false;
                            break;
                        }
                    }
                }
            }
            Goal::OnePeg | Goal::OnePegAt(_) if one_peg_possible => {
                search.target = 1;
                match search.dfs(pegs, 0) {
                    Step::Found(len) => reached = Some(len),
                    Step::Dead => {}
                    Step::Stopped => finished = false,
                }
            }
            Goal::OnePeg | Goal::OnePegAt(_) => {}
        }
        let path = match reached {
            Some(len) => &search.path[..len],
            None => &search.best[..search.best_len],
        };
        let mut moves = Line::new();
        let mut replay = *game;
        let mut valid = true;
        for &(from, to) in path {
            let jump = Hole::from_index(from).zip(Hole::from_index(to));
            valid &= jump.is_some_and(|(from, to)| {
                let jump = Jump { from, to };
                moves.push(jump).is_ok() && replay.play(jump).is_ok()
            });
        }
        let goal_met = match goal {
            Goal::FewestPegs => true,
            Goal::OnePeg => replay.pegs_left() == 1,
            Goal::OnePegAt(h) => replay.pegs() == Bitboard::from_index(h.index()),
        };
        if !valid {
            // Never expected: the search only makes legal jumps. Claim nothing.
            return Ok(Solution {
                finished: false,
                reached: false,
                best_pegs: count,
                moves: Line::new(),
                nodes: search.nodes,
            });
        }
        Ok(Solution {
            finished,
            reached: reached.is_some() && goal_met && finished,
            best_pegs: replay.pegs_left(),
            moves,
            nodes: search.nodes,
        })
    }
}

/// One jump direction, precomputed for a board.
#[derive(Clone, Copy, Debug)]
struct Dir {
    /// Holes from which the jump's middle and landing holes are holes of the board.
    fits: u128,
    /// Grid offset of one step.
    step: i8,
    /// The three holes of a jump, shifted down to bit 0.
    pattern: u128,
}

/// How a branch of the search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// The goal, after this many jumps (the line is in `path`).
    Found(usize),
    /// Searched to the end: the goal cannot be reached from here.
    Dead,
    /// Out of budget.
    Stopped,
}

/// Bit `h` of the result is bit `h + offset` of `bits`.
#[inline]
fn ahead(bits: u128, offset: i8) -> u128 {
    if offset >= 0 {
        bits >> offset
    } else {
        bits << -offset
    }
}

struct Search<'t> {
    table: &'t mut [u128],
    directions: Directions,
    dirs: heapless::Vec<Dir, 8>,
    syms: heapless::Vec<Permutation, MAX_SYMMETRIES>,
    holes: u128,
    /// The goal: at most `target` pegs, and if `at` is set, exactly the peg `at`.
    target: u32,
    at: u128,
    /// This table generation's tag, in every entry written.
    tag: u128,
    budget: u64,
    nodes: u64,
    path: [(u8, u8); MAX_LINE],
    best: [(u8, u8); MAX_LINE],
    best_len: usize,
    best_pegs: u32,
    /// The holes a lone last peg may stand on (the class's, and the goal hole if there is one).
    singles: u128,
}

impl<'t> Search<'t> {
    fn new(table: &'t mut [u128], holes: u128, directions: Directions, at: Option<u8>, budget: u64) -> Self {
        let mut dirs = heapless::Vec::new();
        for d in directions.all() {
            let step = d.offset();
            let mut fits = 0u128;
            for h in Bitboard(holes) {
                let (r, c) = ((h / GRID) as i8, (h % GRID) as i8);
                let (r2, c2) = (r + 2 * d.d_row, c + 2 * d.d_col);
                if (0..GRID as i8).contains(&r2) && (0..GRID as i8).contains(&c2) {
                    let (over, land) = ((h as i8 + step) as u8, (h as i8 + 2 * step) as u8);
                    if holes >> over & 1 == 1 && holes >> land & 1 == 1 {
                        fits |= 1 << h;
                    }
                }
            }
            let s = step.unsigned_abs();
            let pattern = 1 | 1 << s | 1 << (2 * s);
            // At most 8 directions.
            let _ = dirs.push(Dir { fits, step, pattern });
        }
        Search {
            table,
            directions,
            dirs,
            syms: heapless::Vec::new(),
            holes,
            target: 1,
            at: at.map_or(0, |h| 1 << h),
            tag: 0,
            budget,
            nodes: 0,
            path: [(0, 0); MAX_LINE],
            best: [(0, 0); MAX_LINE],
            best_len: 0,
            best_pegs: u32::MAX,
            singles: holes,
        }
    }

    /// Whether pegs that can never leave rule out getting down to `target` pegs: more of them
    /// than `target`, or (for one peg) one on a hole the last peg cannot stand on. Not inlined:
    /// the recursion's frames stay as small as they were (the firmware runs this solver).
    #[inline(never)]
    fn stranded_out(&self, pegs: u128) -> bool {
        let stranded = stranded_in(Bitboard(self.holes), Bitboard(pegs), self.directions).0;
        stranded.count_ones() > self.target || (self.target == 1 && stranded & !self.singles != 0)
    }

    fn canonical(&self, pegs: u128) -> u128 {
        let mut least = pegs;
        for perm in &self.syms {
            least = least.min(apply(perm, self.holes, pegs));
        }
        least
    }

    fn slot(&self, key: u128) -> usize {
        let mixed = (key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mixed = (mixed ^ mixed >> 29).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        (mixed >> 16) as usize
    }

    /// Whether `key` is known not to get down to `target` pegs (or to the goal hole).
    fn is_dead(&self, key: u128) -> bool {
        let (start, mask) = (self.slot(key), self.table.len() - 1);
        for i in 0..PROBES {
            let entry = self.table[(start + i) & mask];
            if entry >> TAG_SHIFT & MAX_GENERATION as u128 != self.tag >> TAG_SHIFT {
                return false; // Empty, or from an earlier board or goal.
            }
            if entry & KEY_BITS == key {
                return (entry >> COUNT_SHIFT) as u32 >= self.target;
            }
        }
        false
    }

    fn mark_dead(&mut self, key: u128) {
        let (start, mask) = (self.slot(key), self.table.len() - 1);
        let fresh = key | u128::from(self.target) << COUNT_SHIFT;
        for i in 0..PROBES {
            let slot = &mut self.table[(start + i) & mask];
            if *slot & KEY_BITS == key {
                *slot = (*slot).max(fresh);
                return;
            }
            if *slot >> TAG_SHIFT & MAX_GENERATION as u128 != self.tag >> TAG_SHIFT {
                *slot = fresh;
                return;
            }
        }
        // All taken: overwrite one of them, varying which.
        self.table[(start + self.nodes as usize % PROBES) & mask] = fresh;
    }

    fn dfs(&mut self, pegs: u128, depth: usize) -> Step {
        if self.nodes >= self.budget {
            return Step::Stopped;
        }
        self.nodes += 1;
        let count = pegs.count_ones();
        if count < self.best_pegs {
            self.best_pegs = count;
            self.best[..depth].copy_from_slice(&self.path[..depth]);
            self.best_len = depth;
        }
        if count <= self.target {
            return if self.at == 0 || pegs == self.at {
                Step::Found(depth)
            } else {
                Step::Dead
            };
        }
        if depth >= MAX_LINE {
            return Step::Dead; // Unreachable: every jump removes a peg.
        }
        let empty = self.holes & !pegs;
        let mut movers = [0u128; 8];
        let mut any = 0;
        for (m, d) in movers.iter_mut().zip(&self.dirs) {
            *m = pegs & ahead(pegs, d.step) & ahead(empty, 2 * d.step) & d.fits;
            any |= *m;
        }
        if any == 0 {
            return Step::Dead;
        }
        // Symmetric images meet mostly near the start (a start hole and its mirror image share
        // the table); deeper, canonical forms cost more time than the few nodes they save.
        let key = if depth < SYMMETRY_DEPTH {
            self.canonical(pegs)
        } else {
            pegs
        };
        let key = key | self.tag;
        if self.is_dead(key) {
            return Step::Dead;
        }
        if self.stranded_out(pegs) {
            self.mark_dead(key);
            return Step::Dead;
        }
        for (k, &jumpers) in movers.iter().enumerate().take(self.dirs.len()) {
            let d = self.dirs[k];
            let mut rest = jumpers;
            while rest != 0 {
                let from = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                let to = (from as i8 + 2 * d.step) as u8;
                self.path[depth] = (from, to);
                let toggle = d.pattern << from.min(to);
                match self.dfs(pegs ^ toggle, depth + 1) {
                    Step::Dead => {}
                    other => return other,
                }
            }
        }
        self.mark_dead(key);
        Step::Dead
    }
}
