//! "Can this position still end with one peg?", answered exactly, in steps short enough for a
//! page's worker to interleave with newer questions.
//!
//! ```
//! use digipeg::peg::{ANALYSIS_BEAM_SLOTS, ANALYSIS_NODE_CAP, Analysis, BeamSlot, DigiPeg, Reason, Verdict};
//!
//! let mut analysis = Analysis::new(vec![0u128; 1 << 16], vec![BeamSlot::EMPTY; ANALYSIS_BEAM_SLOTS])?;
//! let verdict = analysis.decide(&DigiPeg::new(9, 9, 4, 4)?, ANALYSIS_NODE_CAP);
//! let Verdict::Yes { line, by } = verdict else { panic!("the 9 x 9 centre start ends with one peg") };
//! assert_eq!((line.len(), by), (79, Reason::Beam)); // 80 pegs down to one, replayed
//! assert_eq!(analysis.decide(&DigiPeg::new(3, 3, 0, 0)?, ANALYSIS_NODE_CAP), Verdict::No { by: Reason::Search });
//! # Ok::<(), digipeg::Error>(())
//! ```
//!
//! Every binding asks the same steps in the same order, so the same position gets the same
//! verdict and the same line everywhere:
//! 0. what the position one jump before taught: it was dead, so this one is; or its line to one
//!    peg, less the jump just played, still replays to one peg from here;
//! 1. what needs no search: one peg left, no jump left, a position class no lone peg has, or
//!    stranded pegs (pegs that can never move nor be jumped: two, or one where no lone peg can stand);
//! 2. a beam search of width [`ANALYSIS_WIDTH`], which finds a line on most positions that have one;
//! 3. a slice of the depth-first [`Solver`] (proves "no", or finds a line the beam missed);
//! 4. once, a beam ten times as wide: on random play it finds a line in about a third of the
//!    positions the first two steps leave open; then one as wide that weighs the rim more
//!    ([`BeamWeights::RIM`]), for about one in nine of those still open;
//! 5. the solver on, slice by slice, until it settles the question or has searched the node cap;
//!    past [`ANALYSIS_NODE_CAP`] (a caller deciding in the background), once, beams of width
//!    [`ANALYSIS_WIDEST`] by each scorer, if the beam memory holds them.
//!
//! The solver's table is kept between positions of the same board and jump rule, so the
//! positions of one game teach each other.
//!
//! The same analysis gives the hint for its position ([`Analysis::hint_step`]): the first jump of
//! a line already found to one peg, else of the line to the fewest pegs that a beam, then the
//! solver slice by slice, can find within the cap.

use super::solver::Line;
use super::{
    Beam, BeamSlot, BeamWeights, Bitboard, DigiPeg, Directions, Goal, Hint, Jump, PositionClass, Solver,
    stranded_pegs, stranded_rule_out_one_peg,
};
use crate::Error;

/// The first beam's width: every class-allowed start of every board up to 9 × 9 ends with one
/// peg at this width.
pub const ANALYSIS_WIDTH: usize = 100;
/// The second beam's width.
pub const ANALYSIS_WIDE: usize = 1_000;
/// Solver positions per step: about a tenth of a second in WebAssembly.
pub const ANALYSIS_SLICE: u64 = 250_000;
/// The node cap the browser and the benches use: within 1 s in WebAssembly on the bench's
/// machine, beams included.
pub const ANALYSIS_NODE_CAP: u64 = 2_000_000;
/// The most solver positions a hint searches, whatever the verdict's cap: a page that keeps
/// deciding in the background (a cap it never reaches) still gets its hint.
pub const ANALYSIS_HINT_CAP: u64 = 20_000_000;
/// The solver table the browser and the bindings give an analysis: 2^21 entries of 16 bytes, 32 MiB.
pub const ANALYSIS_TABLE_ENTRIES: usize = 1 << 21;
/// The beam slots the wide beam needs (2.8 MB of 32-byte slots).
pub const ANALYSIS_BEAM_SLOTS: usize = Beam::<&mut [BeamSlot]>::slots_for(ANALYSIS_WIDE);
/// The widest beams' width, past the engine's cap (with fewer slots than
/// [`ANALYSIS_WIDEST_SLOTS`], they are as wide as the slots allow, and left out at
/// [`ANALYSIS_WIDE`] or narrower).
pub const ANALYSIS_WIDEST: usize = 10_000;
/// The beam slots the widest beams need (28 MB of 32-byte slots).
pub const ANALYSIS_WIDEST_SLOTS: usize = Beam::<&mut [BeamSlot]>::slots_for(ANALYSIS_WIDEST);

/// Why a verdict holds (each has a short name the bindings show: [`Reason::name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Only one peg is left.
    OnePegLeft,
    /// More than one peg is left and no jump is.
    NoJumpLeft,
    /// The position class matches no lone peg on the board.
    PositionClass,
    /// The beam search found the line.
    Beam,
    /// The depth-first solver found the line, or searched every position and found none.
    Search,
    /// The solver searched its node cap without settling the question.
    NodeCap,
    /// Pegs that can never move nor be jumped: two of them, or one where no lone peg of the
    /// position's class can stand ([`stranded_rule_out_one_peg`](super::stranded_rule_out_one_peg)).
    Stranded,
    /// An earlier position of the game, one jump before, was proven dead: so is every position after it.
    Earlier,
    /// The line of the position one jump before, with that jump taken out of it (it was its first
    /// jump, or commutes with the jumps before it), replayed to one peg from here.
    Line,
}

impl Reason {
    /// The name every binding uses: `"one"`, `"over"`, `"class"`, `"beam"`, `"search"`, `"cap"`,
    /// `"stranded"`, `"earlier"`, `"line"`.
    pub const fn name(self) -> &'static str {
        match self {
            Reason::OnePegLeft => "one",
            Reason::NoJumpLeft => "over",
            Reason::PositionClass => "class",
            Reason::Beam => "beam",
            Reason::Search => "search",
            Reason::NodeCap => "cap",
            Reason::Stranded => "stranded",
            Reason::Earlier => "earlier",
            Reason::Line => "line",
        }
    }
}

/// The answer so far.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(
    clippy::large_enum_variant,
    reason = "no allocation in the core: the line is held, 80 jumps at most"
)]
pub enum Verdict {
    /// Not settled yet: [`Analysis::step`] again.
    Checking,
    /// One peg can be reached: `line` gets there (replayed through the rules before it is given).
    Yes {
        /// The jumps, from the position to one peg.
        line: Line,
        /// How the line was found.
        by: Reason,
    },
    /// One peg cannot be reached, proven.
    No {
        /// The proof.
        by: Reason,
    },
    /// The node cap was searched and nothing is proven ([`Reason::NodeCap`]).
    Unknown,
}

impl Verdict {
    /// The word the bindings use: `"checking"`, `"yes"`, `"no"` or `"unknown"`.
    pub const fn name(&self) -> &'static str {
        match self {
            Verdict::Checking => "checking",
            Verdict::Yes { .. } => "yes",
            Verdict::No { .. } => "no",
            Verdict::Unknown => "unknown",
        }
    }

    /// Why it holds; `None` while checking.
    pub const fn reason(&self) -> Option<Reason> {
        match self {
            Verdict::Checking => None,
            Verdict::Yes { by, .. } | Verdict::No { by } => Some(*by),
            Verdict::Unknown => Some(Reason::NodeCap),
        }
    }
}

/// Where the analysis of the current position stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Start,
    FirstSlice,
    WideBeam,
    RimBeam,
    Search,
    /// Past the engine's cap, once: the widest beams, by each scorer in turn.
    WidestBeam(u8),
    Settled,
}

/// The widest beams, tried once the solver has searched [`ANALYSIS_NODE_CAP`] positions and the
/// caller's cap goes further (a page deciding in the background): boundary length, then the two
/// scorers of the narrower beams. On the 26 orthogonal 9 × 9 positions of the bench's first 100
/// that the engine's cap leaves open, they find a line on 5 (docs/peg-study.md).
const WIDEST: [BeamWeights; 3] = [BeamWeights::BOUNDARY, BeamWeights::GATHER, BeamWeights::RIM];

/// What an analysis carries from one position of a game to the next (of one board and rule): the
/// last position proven dead and why, and the last position with a line to one peg and how it was
/// found. [`Analysis::carried`] gives it and [`Analysis::carry`] hands it back, so a binding that
/// keeps no analysis between calls (C's caller-owned structs) still carries it; its byte image
/// ([`Image`](crate::image::Image)) checks, when read back, that the line replays to one peg.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Carried {
    pub(super) board: Option<(Bitboard, Directions)>,
    pub(super) dead: Option<(Bitboard, Reason)>,
    pub(super) line: Option<(Bitboard, Line, Reason)>,
}

impl Carried {
    /// The verdict on `game` that follows from what is known, without a search.
    fn verdict(&mut self, game: &DigiPeg) -> Option<Verdict> {
        let board = (game.holes(), game.directions());
        if self.board != Some(board) {
            *self = Carried {
                board: Some(board),
                ..Carried::default()
            };
            return None;
        }
        let pegs = game.pegs();
        if let Some((dead, by)) = self.dead {
            if dead == pegs {
                return Some(Verdict::No { by });
            }
            if jump_between(game, dead).is_some() {
                return Some(Verdict::No { by: Reason::Earlier });
            }
        }
        let (before, line, by) = self.line.as_ref()?;
        if *before == pegs {
            return Some(Verdict::Yes {
                line: line.clone(),
                by: *by,
            });
        }
        let jump = jump_between(game, *before)?;
        // The jump played, taken out of the line: what is left must replay to one peg from here.
        let at = line.iter().position(|&j| j == jump)?;
        let mut rest = Line::new();
        let mut end = *game;
        for (k, &j) in line.iter().enumerate() {
            if k != at && (rest.push(j).is_err() || end.play(j).is_err()) {
                return None;
            }
        }
        (end.pegs_left() == 1).then_some(Verdict::Yes {
            line: rest,
            by: Reason::Line,
        })
    }

    fn learn(&mut self, game: &DigiPeg, verdict: &Verdict) {
        self.board = Some((game.holes(), game.directions()));
        match verdict {
            Verdict::Yes { line, by } => self.line = Some((game.pegs(), line.clone(), *by)),
            Verdict::No { by } => self.dead = Some((game.pegs(), *by)),
            Verdict::Checking | Verdict::Unknown => {}
        }
    }
}

/// The jump that leads from the position `before` (of `game`'s board) to `game`, if one does.
fn jump_between(game: &DigiPeg, before: Bitboard) -> Option<Jump> {
    let after = game.pegs();
    if before.count() != after.count() + 1 || (after & !before).count() != 1 {
        return None;
    }
    let earlier = DigiPeg::with_shape(game.holes(), before, game.directions()).ok()?;
    earlier.legal_moves().iter().copied().find(|&j| {
        let mut next = earlier;
        next.play(j).is_ok() && next.pegs() == after
    })
}

/// The analysis of one position at a time, in caller-provided memory: the solver's table
/// (`&mut [u128]`, `Vec<u128>`, ...) and the beams' slots ([`ANALYSIS_BEAM_SLOTS`] for the
/// wide beam; with fewer, the wide beam is as wide as they allow).
pub struct Analysis<T: AsMut<[u128]>, B: AsMut<[BeamSlot]>> {
    solver: Solver<T>,
    beam: Beam<B>,
    game: DigiPeg,
    stage: Stage,
    verdict: Verdict,
    cap: u64,
    searched: u64,
    nodes: u64,
    /// The hint: positions searched for it, whether its beam has run, the best so far, the answer.
    hint_nodes: u64,
    hint_beamed: bool,
    hint_best: Option<Hint>,
    hint: Option<Hint>,
    /// The fewest pegs a line found so far reaches.
    best_pegs: u32,
    known: Carried,
}

/// Shows where the analysis stands rather than its memory.
impl<T: AsMut<[u128]>, B: AsMut<[BeamSlot]>> core::fmt::Debug for Analysis<T, B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Analysis")
            .field("stage", &self.stage)
            .field("verdict", &self.verdict)
            .field("nodes", &self.nodes)
            .finish_non_exhaustive()
    }
}

impl<T: AsMut<[u128]>, B: AsMut<[BeamSlot]>> Analysis<T, B> {
    /// An analysis working in `table` (at least [`MIN_TABLE_ENTRIES`](super::MIN_TABLE_ENTRIES))
    /// and `beam` (at least one width's slots), else [`Error::SearchTableTooSmall`]. It starts
    /// on the 1 × 1 board until [`Analysis::start`] gives it a position.
    pub fn new(table: T, beam: B) -> Result<Analysis<T, B>, Error> {
        Ok(Analysis {
            solver: Solver::new(table)?,
            beam: Beam::new(beam)?,
            game: DigiPeg::new(1, 1, 0, 0)?,
            stage: Stage::Settled,
            verdict: Verdict::Unknown,
            cap: 0,
            searched: 0,
            nodes: 0,
            hint_nodes: 0,
            hint_beamed: false,
            hint_best: None,
            hint: None,
            best_pegs: 1,
            known: Carried::default(),
        })
    }

    /// Start on `game`, searching at most `node_cap` positions with the solver (the beams'
    /// positions come on top: at most about 3 M).
    ///
    /// A position one jump after the last one decided needs no search when that one is dead, or
    /// when the jump is in its line to one peg and the rest of the line replays from here.
    pub fn start(&mut self, game: &DigiPeg, node_cap: u64) {
        self.game = *game;
        self.stage = Stage::Start;
        self.verdict = Verdict::Checking;
        self.best_pegs = game.pegs_left();
        if let Some(verdict) = self.known.verdict(game) {
            self.known.learn(game, &verdict);
            self.best_pegs = if matches!(verdict, Verdict::Yes { .. }) {
                1
            } else {
                self.best_pegs
            };
            self.stage = Stage::Settled;
            self.verdict = verdict;
        }
        self.cap = node_cap;
        self.searched = 0;
        self.nodes = 0;
        self.hint_nodes = 0;
        self.hint_beamed = false;
        self.hint_best = None;
        self.hint = None;
    }

    /// One step of the analysis (a beam, or at most [`ANALYSIS_SLICE`] solver positions); the
    /// verdict so far, [`Verdict::Checking`] until it is settled, and the same verdict after.
    pub fn step(&mut self) -> Verdict {
        let game = self.game;
        let settled = match self.stage {
            Stage::Settled => None,
            Stage::Start => self.first_look(&game),
            Stage::FirstSlice | Stage::Search => self.search(&game),
            Stage::WideBeam => {
                self.stage = Stage::RimBeam;
                self.beam(&game, ANALYSIS_WIDE, BeamWeights::GATHER)
            }
            Stage::RimBeam => {
                self.stage = Stage::Search;
                self.beam(&game, ANALYSIS_WIDE, BeamWeights::RIM)
            }
            Stage::WidestBeam(k) => {
                let next = usize::from(k) + 1;
                self.stage = if next < WIDEST.len() {
                    Stage::WidestBeam(k + 1)
                } else {
                    Stage::Search
                };
                self.beam(&game, ANALYSIS_WIDEST, WIDEST[usize::from(k)])
            }
        };
        if let Some(verdict) = settled {
            self.known.learn(&game, &verdict);
            if matches!(verdict, Verdict::Yes { .. }) {
                self.best_pegs = 1;
            }
            self.stage = Stage::Settled;
            self.verdict = verdict;
        }
        self.verdict.clone()
    }

    /// The fewest pegs a line found so far for the current position reaches (1 once it is "yes").
    pub const fn best_pegs(&self) -> u32 {
        self.best_pegs
    }

    /// The fewest pegs no test rules out for the current position: 1, or 2 when the position
    /// class matches no lone peg, or more when more pegs are stranded (they can never leave).
    pub fn least_pegs(&self) -> u32 {
        let game = &self.game;
        if game.pegs_left() <= 1 {
            return game.pegs_left();
        }
        let class = PositionClass::of(game.pegs(), game.directions())
            .single_peg_holes(game.holes(), game.directions());
        let by_class = if class.is_empty() { 2 } else { 1 };
        let by_stranded = if stranded_rule_out_one_peg(game) { 2 } else { 1 };
        by_class.max(by_stranded).max(stranded_pegs(game).count())
    }

    /// The verdict on `game`: every step, to the end.
    pub fn decide(&mut self, game: &DigiPeg, node_cap: u64) -> Verdict {
        self.start(game, node_cap);
        loop {
            match self.step() {
                Verdict::Checking => {}
                settled => return settled,
            }
        }
    }

    /// Positions examined for the current position so far: the solver's and the beams'.
    pub const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// One step toward the hint for the current position (a beam, or a solver slice toward the
    /// fewest pegs); `None` while it searches, then the hint: `finished` when its line is proven
    /// best (it reaches one peg, or as few pegs as can be), else the best line's first jump when
    /// the cap is searched. Fails with [`Error::SearchGameOver`] if no jump is left.
    pub fn hint_step(&mut self) -> Result<Option<Hint>, Error> {
        let game = self.game;
        let first = *game.legal_moves().first().ok_or(Error::SearchGameOver)?;
        if self.hint.is_some() {
            return Ok(self.hint);
        }
        if let Verdict::Yes { line, .. } = &self.verdict {
            if let Some(&jump) = line.first() {
                self.hint = Some(Hint {
                    jump,
                    best_pegs: 1,
                    finished: true,
                });
                return Ok(self.hint);
            }
        }
        let cap = self.cap.min(ANALYSIS_HINT_CAP);
        let found = if self.hint_beamed {
            let slice = ANALYSIS_SLICE.min(cap.saturating_sub(self.hint_nodes));
            self.solver.solve(&game, Goal::FewestPegs, slice)?
        } else {
            self.hint_beamed = true;
            self.beam.solve(&game, Goal::FewestPegs, ANALYSIS_WIDTH)?
        };
        self.hint_nodes += found.nodes;
        if let Some(&jump) = found.moves.first() {
            let better = self.hint_best.is_none_or(|best| found.best_pegs < best.best_pegs);
            if better || found.finished {
                self.hint_best = Some(Hint {
                    jump,
                    best_pegs: found.best_pegs,
                    finished: found.finished,
                });
            }
        }
        let proven = self.hint_best.filter(|h| h.finished);
        if proven.is_some() || found.finished || self.hint_nodes >= cap {
            let fallback = Hint {
                jump: first,
                best_pegs: game.pegs_left() - 1,
                finished: false,
            };
            self.hint = Some(proven.or(self.hint_best).unwrap_or(fallback));
        }
        Ok(self.hint)
    }

    /// The hint for `game`: every step, to the end (`node_cap` solver positions at most).
    pub fn hint(&mut self, game: &DigiPeg, node_cap: u64) -> Result<Hint, Error> {
        self.start(game, node_cap);
        loop {
            if let Some(hint) = self.hint_step()? {
                return Ok(hint);
            }
        }
    }

    /// Positions examined for the current position's hint so far.
    pub const fn hint_nodes(&self) -> u64 {
        self.hint_nodes
    }

    /// Forget what the solver's table learnt, and what earlier positions taught.
    pub fn clear(&mut self) {
        self.solver.clear();
        self.known = Carried::default();
    }

    /// What the positions decided so far teach the next one (see [`Carried`]).
    pub const fn carried(&self) -> &Carried {
        &self.known
    }

    /// Take `carried` as what earlier positions taught (from [`Analysis::carried`] of this or
    /// another analysis): the next [`Analysis::start`] uses it.
    pub fn carry(&mut self, carried: Carried) {
        self.known = carried;
    }

    fn first_look(&mut self, game: &DigiPeg) -> Option<Verdict> {
        let (holes, directions) = (game.holes(), game.directions());
        if game.pegs_left() == 1 {
            return Some(Verdict::Yes {
                line: Line::new(),
                by: Reason::OnePegLeft,
            });
        }
        if game.game_over() {
            return Some(Verdict::No {
                by: Reason::NoJumpLeft,
            });
        }
        if PositionClass::of(game.pegs(), directions)
            .single_peg_holes(holes, directions)
            .is_empty()
        {
            return Some(Verdict::No {
                by: Reason::PositionClass,
            });
        }
        if stranded_rule_out_one_peg(game) {
            return Some(Verdict::No { by: Reason::Stranded });
        }
        self.stage = Stage::FirstSlice;
        self.beam(game, ANALYSIS_WIDTH, BeamWeights::GATHER)
    }

    fn beam(&mut self, game: &DigiPeg, width: usize, weights: BeamWeights) -> Option<Verdict> {
        // Never an error: the one-peg goal has no hole to be off the board.
        let found = self
            .beam
            .solve_weighted(game, Goal::OnePeg, width, weights)
            .ok()?;
        self.nodes += found.nodes;
        self.best_pegs = self.best_pegs.min(found.best_pegs);
        found.reached.then_some(Verdict::Yes {
            line: found.moves,
            by: Reason::Beam,
        })
    }

    fn search(&mut self, game: &DigiPeg) -> Option<Verdict> {
        let slice = ANALYSIS_SLICE.min(self.cap - self.searched);
        let Ok(found) = self.solver.solve(game, Goal::OnePeg, slice) else {
            return Some(Verdict::Unknown); // never expected: the one-peg goal has no hole to be off the board
        };
        self.searched += found.nodes;
        self.nodes += found.nodes;
        self.best_pegs = self.best_pegs.min(found.best_pegs);
        if found.reached {
            return Some(Verdict::Yes {
                line: found.moves,
                by: Reason::Search,
            });
        }
        if found.finished {
            return Some(Verdict::No { by: Reason::Search });
        }
        if self.searched >= self.cap {
            return Some(Verdict::Unknown);
        }
        if self.stage == Stage::FirstSlice {
            self.stage = Stage::WideBeam;
        }
        let past_cap = self.searched >= ANALYSIS_NODE_CAP && self.searched - found.nodes < ANALYSIS_NODE_CAP;
        if past_cap && self.beam.max_width() > ANALYSIS_WIDE {
            self.stage = Stage::WidestBeam(0);
        }
        None
    }
}
