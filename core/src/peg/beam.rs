//! Beam search: lines of jumps on boards too large to search to the end, in memory the caller
//! hands over.
//!
//! ```
//! use digipeg::peg::{Beam, BeamSlot, DigiPeg, Goal};
//!
//! let mut memory = vec![BeamSlot::EMPTY; Beam::<&mut [BeamSlot]>::slots_for(100)]; // 280 KB
//! let mut beam = Beam::new(&mut memory[..])?;
//! let line = beam.solve(&DigiPeg::new(9, 9, 0, 1)?, Goal::OnePeg, 100)?;
//! assert!(line.finished && line.reached && line.moves.len() == 79); // 80 pegs down to one
//! # Ok::<(), digipeg::Error>(())
//! ```
//!
//! The depth-first [`Solver`](super::Solver) proves its answers, but on a 7 × 7 or 9 × 9 board it
//! can search for minutes without finishing. A beam search keeps, after each jump, only the
//! `width` most promising positions and drops the rest. A position's score counts what makes pegs
//! hard to clear (lower is better): pegs with no neighbouring peg, pegs on the rim of the board
//! (more for a corner), and each peg's distance from the goal hole (or from the board's centre).
//! It proves nothing when it fails. What it finds is a line replayed through [`DigiPeg::play`],
//! and a line to one peg, or to as few pegs as the position class allows, is the best result
//! there is: then the answer is proven (`finished`), as the [`Solver`](super::Solver)'s would be.
//!
//! Every start of every rectangle up to 9 × 9 whose class allows one peg is solved at width
//! 100 (tests/peg_beam.rs checks the 9 × 9 ones; `make bench` times them).

use super::solver::{Line, MAX_LINE, Solution};
use super::{Bitboard, DigiPeg, GRID, Goal, Hole, Jump, PositionClass};
use crate::Error;

/// Candidate slots per kept slot: the candidates of a layer are compacted (sorted, deduplicated,
/// cut to the width) whenever this many per kept slot have piled up.
const FAN: usize = 8;

/// One slot of the memory a [`Beam`] works in (32 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BeamSlot {
    pegs: u128,
    score: u32,
    /// Index of the position this one came from, in the layer before.
    parent: u16,
    from: u8,
    to: u8,
}

impl BeamSlot {
    /// An unused slot, to fill the memory with.
    pub const EMPTY: BeamSlot = BeamSlot {
        pegs: 0,
        score: 0,
        parent: 0,
        from: 0,
        to: 0,
    };

    /// The order of the beam: lower score first, ties by position (so the search is repeatable).
    fn key(&self) -> (u32, u128) {
        (self.score, self.pegs)
    }
}

/// How a beam weighs what makes pegs hard to clear, per peg: lower totals are kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BeamWeights {
    /// A peg with no neighbouring peg.
    pub isolated: u32,
    /// A peg on the rim of the board (twice this on a corner).
    pub rim: u32,
    /// Each half step of a peg's distance from the goal hole (or the board's centre).
    pub distance: u32,
    /// Each pair of neighbouring holes (in the jump directions) of which one holds a peg and the
    /// other is empty or off the board: Khrapov's boundary length.
    pub boundary: u32,
}

impl BeamWeights {
    /// What [`Beam::solve`] uses: lone pegs weigh most. Every class-allowed start of every board
    /// up to 9 × 9 ends with one peg at width 100 this way.
    pub const GATHER: BeamWeights = BeamWeights {
        isolated: 20,
        rim: 4,
        distance: 1,
        boundary: 0,
    };
    /// The rim weighs more: on 9 × 9 positions of random play that both widths of
    /// [`BeamWeights::GATHER`] leave open, it finds a line at width 1,000 in about one in nine.
    pub const RIM: BeamWeights = BeamWeights {
        isolated: 10,
        rim: 8,
        distance: 1,
        boundary: 0,
    };
    /// Khrapov's boundary length alone: the peg–hole edges of the position, the board's edge
    /// counted as holes.
    pub const BOUNDARY: BeamWeights = BeamWeights {
        isolated: 0,
        rim: 0,
        distance: 0,
        boundary: 1,
    };
}

/// A beam search working in caller-provided memory: `&mut [BeamSlot]`, `Vec<BeamSlot>`, ...
#[derive(Debug)]
pub struct Beam<M: AsMut<[BeamSlot]>> {
    memory: M,
}

impl<M: AsMut<[BeamSlot]>> Beam<M> {
    /// The slots a search of `width` needs: `width` per jump of the longest line, and room for
    /// the candidates of one layer.
    pub const fn slots_for(width: usize) -> usize {
        width * (MAX_LINE + FAN)
    }

    /// A beam search in `memory`; fails with [`Error::SearchTableTooSmall`] below width 1.
    pub fn new(mut memory: M) -> Result<Beam<M>, Error> {
        if memory.as_mut().len() < Self::slots_for(1) {
            return Err(Error::SearchTableTooSmall);
        }
        Ok(Beam { memory })
    }

    /// The widest search the memory holds.
    pub fn max_width(&mut self) -> usize {
        (self.memory.as_mut().len() / (MAX_LINE + FAN)).min(usize::from(u16::MAX))
    }

    /// Look for a line from `game` to `goal`, keeping `width` positions per jump (at most
    /// [`Beam::max_width`]; at least 1). `finished` and `reached` are true when the line meets
    /// the goal (for [`Goal::FewestPegs`]: leaves as few pegs as the position class allows), or
    /// `finished` alone when the position class proves the goal out of reach; otherwise `moves`
    /// is the line leaving the fewest pegs found. `nodes` counts the positions scored.
    /// Fails with [`Error::SearchGoalOffBoard`] if the goal hole is not a hole of the board.
    pub fn solve(&mut self, game: &DigiPeg, goal: Goal, width: usize) -> Result<Solution, Error> {
        self.solve_weighted(game, goal, width, BeamWeights::GATHER)
    }

    /// As [`Beam::solve`], scoring positions with `weights`.
    pub fn solve_weighted(
        &mut self,
        game: &DigiPeg,
        goal: Goal,
        width: usize,
        weights: BeamWeights,
    ) -> Result<Solution, Error> {
        let holes = game.holes();
        let directions = game.directions();
        let at = match goal {
            Goal::OnePegAt(hole) if hole.row < GRID && hole.col < GRID && holes.contains(hole.index()) => {
                Some(hole.index())
            }
            Goal::OnePegAt(_) => return Err(Error::SearchGoalOffBoard),
            _ => None,
        };
        let pegs = game.pegs();
        let singles = PositionClass::of(pegs, directions).single_peg_holes(holes, directions);
        let one_possible = match at {
            Some(h) => singles.contains(h),
            None => !singles.is_empty(),
        };
        let fewest_possible = if pegs.is_empty() {
            0
        } else if one_possible {
            1
        } else {
            2
        };
        let unanswered = |moves: Line, nodes| Solution {
            finished: false,
            reached: false,
            best_pegs: game.pegs_left(),
            moves,
            nodes,
        };
        if matches!(goal, Goal::OnePeg | Goal::OnePegAt(_)) && !one_possible {
            // Proven by the class: no search needed.
            return Ok(Solution {
                finished: true,
                ..unanswered(Line::new(), 0)
            });
        }
        let goal_met = |p: Bitboard| match goal {
            Goal::FewestPegs => p.count() <= fewest_possible,
            Goal::OnePeg => p.count() == 1,
            Goal::OnePegAt(h) => p == Bitboard::from_index(h.index()),
        };

        let width = width.clamp(1, self.max_width());
        let scorer = Scorer::new(game, at, weights);
        let memory = self.memory.as_mut();
        let (layers, candidates) = memory.split_at_mut(width * MAX_LINE);
        let candidates = &mut candidates[..width * FAN];
        layers[0] = BeamSlot {
            pegs: pegs.0,
            score: scorer.score(pegs.0),
            ..BeamSlot::EMPTY
        };
        let mut lengths = [0usize; MAX_LINE];
        lengths[0] = 1;
        let mut nodes = 0u64;
        let mut depth = 0;
        // The deepest layer reached holds the fewest pegs; its first slot (the best score) ends the line.
        let mut found = goal_met(pegs).then_some(0);
        while found.is_none() && depth + 1 < MAX_LINE {
            let mut count = 0;
            for (index, slot) in layers[depth * width..depth * width + lengths[depth]]
                .iter()
                .enumerate()
            {
                let position = DigiPeg::with_shape(holes, Bitboard(slot.pegs), directions)?;
                for jump in position.legal_moves() {
                    if count == candidates.len() {
                        count = compact(&mut candidates[..count], width);
                    }
                    let child = slot.pegs ^ jump_bits(jump);
                    candidates[count] = BeamSlot {
                        pegs: child,
                        score: scorer.score(child),
                        // Below u16::MAX: the width is.
                        parent: index as u16,
                        from: jump.from.index(),
                        to: jump.to.index(),
                    };
                    count += 1;
                    nodes += 1;
                }
            }
            if count == 0 {
                break; // no jump left anywhere in the beam
            }
            let kept = compact(&mut candidates[..count], width);
            depth += 1;
            layers[depth * width..depth * width + kept].copy_from_slice(&candidates[..kept]);
            lengths[depth] = kept;
            found = (0..kept).find(|&i| goal_met(Bitboard(layers[depth * width + i].pegs)));
        }

        // The line: back through the parents, then replayed through the rules.
        let end = found.unwrap_or(0);
        let mut reversed = Line::new();
        let mut index = end;
        for d in (1..=depth).rev() {
            let slot = layers[d * width + index];
            // Slots hold indices of board holes, so both are on the grid.
            let (Some(from), Some(to)) = (Hole::from_index(slot.from), Hole::from_index(slot.to)) else {
                return Ok(unanswered(Line::new(), nodes)); // never expected: claim nothing
            };
            let jump = Jump { from, to };
            // Cannot overflow: depth < MAX_LINE.
            let _ = reversed.push(jump);
            index = usize::from(slot.parent);
        }
        let mut moves = Line::new();
        let mut replay = *game;
        for &jump in reversed.iter().rev() {
            if replay.play(jump).is_err() || moves.push(jump).is_err() {
                return Ok(unanswered(Line::new(), nodes)); // never expected: claim nothing
            }
        }
        let reached = found.is_some() && goal_met(replay.pegs());
        Ok(Solution {
            finished: reached,
            reached,
            best_pegs: replay.pegs_left(),
            moves,
            nodes,
        })
    }
}

/// The three holes a jump changes.
fn jump_bits(jump: Jump) -> u128 {
    (Bitboard::from_index(jump.from.index())
        | Bitboard::from_index(jump.over().index())
        | Bitboard::from_index(jump.to.index()))
    .0
}

/// Sort by score, drop repeated positions and keep the best `width`; returns how many are kept.
fn compact(slots: &mut [BeamSlot], width: usize) -> usize {
    slots.sort_unstable_by_key(BeamSlot::key);
    let mut kept = 0;
    for i in 0..slots.len() {
        if kept == width {
            break;
        }
        if kept == 0 || slots[kept - 1].pegs != slots[i].pegs {
            slots[kept] = slots[i];
            kept += 1;
        }
    }
    kept
}

/// The most distinct distances (in half steps) of a hole from the anchor: 2 × (8 + 8).
const DISTANCES: usize = 33;

/// A board's masks for scoring positions.
struct Scorer {
    /// Per direction: the holes whose neighbour one step that way is a hole too, and the step.
    neighbours: heapless::Vec<(u128, i8), 8>,
    /// Holes missing at least one neighbour (the rim), and at least half of them (corners).
    rim: u128,
    corners: u128,
    /// Holes by their distance from the anchor, in half steps (Manhattan).
    rings: [u128; DISTANCES],
    weights: BeamWeights,
}

impl Scorer {
    fn new(game: &DigiPeg, at: Option<u8>, weights: BeamWeights) -> Scorer {
        let holes = game.holes();
        let directions = game.directions().all();
        let in_grid = |r: i8, c: i8| (0..GRID as i8).contains(&r) && (0..GRID as i8).contains(&c);
        let mut neighbours = heapless::Vec::new();
        let mut missing = [0usize; (GRID * GRID) as usize];
        for d in directions {
            let mut fits = 0u128;
            for h in holes {
                let (r, c) = ((h / GRID) as i8 + d.d_row, (h % GRID) as i8 + d.d_col);
                if in_grid(r, c) && holes.contains((r * GRID as i8 + c) as u8) {
                    fits |= 1 << h;
                } else {
                    missing[usize::from(h)] += 1;
                }
            }
            // At most 8 directions.
            let _ = neighbours.push((fits, d.d_row * GRID as i8 + d.d_col));
        }
        let (mut rim, mut corners) = (0u128, 0u128);
        for h in holes {
            let m = missing[usize::from(h)];
            if m >= 1 {
                rim |= 1 << h;
            }
            if 2 * m >= directions.len() {
                corners |= 1 << h;
            }
        }
        // The anchor in half steps: the goal hole, else the middle of the board's bounding box.
        let (mut lo_r, mut hi_r, mut lo_c, mut hi_c) = (GRID, 0, GRID, 0);
        for h in holes {
            let (r, c) = (h / GRID, h % GRID);
            (lo_r, hi_r, lo_c, hi_c) = (lo_r.min(r), hi_r.max(r), lo_c.min(c), hi_c.max(c));
        }
        let (anchor_r, anchor_c) = match at {
            Some(h) => (2 * (h / GRID), 2 * (h % GRID)),
            None => (lo_r + hi_r, lo_c + hi_c),
        };
        let mut rings = [0u128; DISTANCES];
        for h in holes {
            let distance = (2 * (h / GRID)).abs_diff(anchor_r) + (2 * (h % GRID)).abs_diff(anchor_c);
            rings[usize::from(distance).min(DISTANCES - 1)] |= 1 << h;
        }
        Scorer {
            neighbours,
            rim,
            corners,
            rings,
            weights,
        }
    }

    /// How hard `pegs` look to clear: lower is better.
    fn score(&self, pegs: u128) -> u32 {
        let mut touching = 0u128;
        for &(fits, step) in &self.neighbours {
            let next = if step >= 0 { pegs >> step } else { pegs << -step };
            touching |= pegs & fits & next;
        }
        let isolated = (pegs & !touching).count_ones();
        let rim = (pegs & self.rim).count_ones() + 2 * (pegs & self.corners).count_ones();
        let distance: u32 = (1u32..)
            .zip(&self.rings[1..])
            .map(|(d, &ring)| d * (pegs & ring).count_ones())
            .sum();
        let w = self.weights;
        let mut score = w.isolated * isolated + w.rim * rim + w.distance * distance;
        if w.boundary != 0 {
            score += w.boundary * self.boundary(pegs);
        }
        score
    }

    /// Peg–hole neighbour pairs, each direction and its opposite counted once per peg: a peg's
    /// neighbour that is empty or off the board adds one.
    fn boundary(&self, pegs: u128) -> u32 {
        let mut edges = 0;
        for &(fits, step) in &self.neighbours {
            let next = if step >= 0 { pegs >> step } else { pegs << -step };
            edges += (pegs & !(fits & next)).count_ones();
        }
        edges
    }
}
