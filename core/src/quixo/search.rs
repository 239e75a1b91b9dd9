//! The computer player: random, greedy, or iterative-deepening alpha-beta search with a
//! transposition table in caller memory; perfect play on solved small boards.
//!
//! Everything is deterministic: the same [`Player`], position (and game history), table length
//! and node budget always give the same [`Choice`]. The seeded [`Rng`] (mixed with the position)
//! only breaks ties: the root moves are shuffled before they are ordered, so equal moves are
//! found in a seeded order. Only a [`TimeLimit`] makes a choice depend on the machine.
//!
//! The search knows the game: given a [`Game`] ([`Player::choose_game`]), a position that
//! repeats one since the last blank cube was taken (blanks never come back, so nothing older can
//! repeat) scores as a draw, as does reaching the game's move limit. A draw is worth
//! `-contempt` to the player choosing, so a player ahead by more than that avoids repeating.
//!
//! ```
//! use digipeg::quixo::{Budget, Level, Player, Position, TtEntry};
//!
//! let position = Position::parse(5, &["XXXX-", "OOOO-", "-----", "-----", "-----"], 2, 0)?;
//! let mut table = [TtEntry::EMPTY; 1024];
//! let player = Player::new(Level::Search, 7);
//! let choice = player.choose(&position, &mut table, Budget::new(100_000, 3))?;
//! assert!(choice.finished); // X wins at once: (0,4) pushed in at (0,0)
//! assert_eq!(choice.score, digipeg::quixo::MATE - 1);
//! # Ok::<(), digipeg::Error>(())
//! ```

use super::board::geometry_of;
use super::eval::{MATE, Weights};
use super::game::HISTORY;
use super::moves::{Slide, slides_of};
use super::{Cell, Game, MAX_MOVES, Move, Outcome, Position, Solution, Symbol, Value};
use crate::{Error, Rng};

/// The deepest a search goes (plies).
pub const MAX_DEPTH: u8 = 60;

/// The fewest transposition-table entries a search accepts.
pub const MIN_TABLE: usize = 16;

/// The contempt of [`Player::new`]: a draw is worth -20 to the player choosing (about a fifth of
/// a cube's worth of advantage in the tuned evaluation's units: 100 is one unit of log-odds).
pub const DEFAULT_CONTEMPT: i32 = 20;

/// The largest contempt that counts: larger values are treated as this one, so that a draw
/// always scores far above a forced loss.
pub const MAX_CONTEMPT: i32 = 1_000;

/// How a player chooses its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// One ply: win at once if possible; otherwise avoid moves that lose at once or that let
    /// the other side win at once; among the rest, the best by the player's evaluation (ties at
    /// random).
    Greedy,
    /// Iterative-deepening alpha-beta (principal-variation search, transposition table, killer
    /// and history ordering, repetition and move-limit draws) within the [`Budget`]; perfect play
    /// when the caller hands over a [`Solution`] of the board.
    Search,
}

/// A monotonic clock for [`TimeLimit`]: microseconds since any fixed moment. The core has no
/// clock of its own (it runs without an operating system); hosts pass one built on their time
/// source (`std::time::Instant`, `performance.now()`, a hardware timer).
pub type Clock = fn() -> u64;

/// A cap on the time of one search, read from `clock` every [`TIME_CHECK_NODES`] positions. The
/// first iteration (one ply) always completes. A time limit makes the choice depend on the
/// machine and its load; node and depth budgets alone are deterministic.
#[derive(Clone, Copy, Debug)]
pub struct TimeLimit {
    /// The most microseconds the search may take.
    pub micros: u64,
    /// The clock that measures them.
    pub clock: Clock,
}

/// Equal limits have the same duration and the same clock function.
impl PartialEq for TimeLimit {
    fn eq(&self, other: &TimeLimit) -> bool {
        self.micros == other.micros && core::ptr::fn_addr_eq(self.clock, other.clock)
    }
}

impl Eq for TimeLimit {}

impl core::hash::Hash for TimeLimit {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.micros.hash(state);
    }
}

/// How many positions a search visits between two readings of its [`TimeLimit`]'s clock.
pub const TIME_CHECK_NODES: u64 = 1024;

/// The limits of one search: stop after `nodes` positions, at `depth` plies (clamped to
/// `1..=MAX_DEPTH`), or when the optional time limit runs out, whichever comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    /// The most positions visited.
    pub nodes: u64,
    /// The deepest iteration, in plies.
    pub depth: u8,
    /// An optional cap on the time taken (makes the choice machine-dependent).
    pub time: Option<TimeLimit>,
}

impl Budget {
    /// A budget of `nodes` positions and `depth` plies, without a time limit.
    pub const fn new(nodes: u64, depth: u8) -> Budget {
        Budget {
            nodes,
            depth,
            time: None,
        }
    }

    /// This budget, also stopping after `micros` microseconds measured by `clock`.
    #[must_use]
    pub const fn with_time_limit(self, micros: u64, clock: Clock) -> Budget {
        Budget {
            time: Some(TimeLimit { micros, clock }),
            ..self
        }
    }
}

/// A computer player: how it plays and a seed for its random choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    /// How it plays.
    pub level: Level,
    /// Seed of its random choices (mixed with the position, so every choice is replayable).
    pub seed: u64,
    /// How much the player dislikes a draw (repetition, move limit), in evaluation units: a draw
    /// scores `-contempt` for it and `+contempt` for its opponent. Clamped to
    /// `0..=MAX_CONTEMPT`: a draw never looks better than an even position.
    pub contempt: i32,
    /// The evaluation of positions the search does not look beyond (and of greedy's choices).
    pub eval: &'static Weights,
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
    /// a forced loss, `-contempt` for a forced draw, else an evaluation (a solution gives `MATE`,
    /// `-MATE` or 0).
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
/// The first move (in search order) that a late-move reduction may shorten.
const LATE_MOVE: usize = 4;
/// The positions a search line can be compared with: the game's history and the line itself.
const PATH: usize = HISTORY + PLIES + 1;

/// The value of a won or lost position for the player to move, `ply` plies from the root.
fn win_score(position: &Position, winner: Symbol, ply: usize) -> i32 {
    if winner == position.turn_symbol() {
        MATE - ply as i32
    } else {
        -(MATE - ply as i32)
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
    let cell = |q: u8| Cell::new(q / n, q % n);
    Some(Move::with_partner(cell(s.from), cell(s.to), partner))
}

/// What the search knows of the game around the position: the earlier positions that can still
/// repeat, and how many moves are left before the move limit draws.
struct Context<'g> {
    game: Option<&'g Game>,
}

impl Player {
    /// A player of `level` with `seed`, [`DEFAULT_CONTEMPT`] and the tuned evaluation.
    pub const fn new(level: Level, seed: u64) -> Player {
        Player {
            level,
            seed,
            contempt: DEFAULT_CONTEMPT,
            eval: &Weights::TUNED,
        }
    }

    /// Choose a move in `position` within `budget`, using `table` as the transposition table
    /// (only [`Level::Search`] uses it; the other levels accept any table, even an empty one).
    /// The position has no history: only repetitions within the search count (see
    /// [`Player::choose_game`]).
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
        self.choose_in(position, Context { game: None }, table, budget, solution)
    }

    /// Choose a move in the current position of `game`, knowing its history and draw rules: a
    /// move that repeats a position of the game (since its last blank was taken) or of the search
    /// line scores as a draw, and so does a line that reaches the game's move limit. So a player
    /// ahead does not circle, and a player behind repeats when that is its only way not to lose.
    ///
    /// Errors: [`Error::SearchGameOver`] when the game is over (draw rules included), then as
    /// [`Player::choose`].
    pub fn choose_game(&self, game: &Game, table: &mut [TtEntry], budget: Budget) -> Result<Choice, Error> {
        self.choose_game_solved(game, table, budget, None)
    }

    /// As [`Player::choose_game`], playing perfectly from `solution` when it covers the game
    /// (as [`Player::choose_solved`]).
    ///
    /// Errors: as [`Player::choose_game`].
    pub fn choose_game_solved(
        &self,
        game: &Game,
        table: &mut [TtEntry],
        budget: Budget,
        solution: Option<&Solution<'_>>,
    ) -> Result<Choice, Error> {
        if game.is_game_over() {
            return Err(Error::SearchGameOver);
        }
        self.choose_in(
            game.position(),
            Context { game: Some(game) },
            table,
            budget,
            solution,
        )
    }

    fn choose_in(
        &self,
        position: &Position,
        context: Context<'_>,
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
            Level::Greedy => greedy(position, codes, self.eval, &mut rng),
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
                let mut searcher = Searcher::new(self, position, &context, table, budget);
                searcher.root(position, codes, budget.depth.clamp(1, MAX_DEPTH), &mut rng)
            }
        }
    }
}

/// One ply, as documented at [`Level::Greedy`].
fn greedy(position: &Position, codes: Codes, eval: &Weights, rng: &mut Rng) -> Result<Choice, Error> {
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
                    eval.evaluate(&c)
                } else {
                    -eval.evaluate(&c)
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
    fn new(
        player: &Player,
        root: &Position,
        context: &Context<'_>,
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
            eval: player.eval,
            side: root.turn_symbol(),
            contempt: player.contempt.clamp(0, MAX_CONTEMPT),
            limit_ply: usize::MAX,
            keys: [0; PATH],
            cubes: [0; PATH],
            base: 0,
        };
        if let Some(game) = context.game {
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
