//! A player for the ordinary game, where the face-down cards (and the stock, until it has been
//! gone through once) are unknown.
//!
//! It decides only where a step cannot be taken back: a card turned face up, a card taken
//! from the talon, a pile emptied, a card drawn from an unseen stock. Between those, cards going
//! up to their foundations and coming back down, and runs moved between piles, lose nothing, and
//! the player walks them as the way to its next decision. (With unlimited passes it first goes
//! through the stock once, which costs nothing and shows every card of the talon.)
//!
//! A decision weighs every step that cannot be taken back and that the position reaches that
//! way (its candidates) on the same guesses at the hidden cards: each guess is solved as a
//! thoughtful deal after each candidate, within a small budget, and the candidate won on the
//! most guesses is played ("hindsight optimisation", Bjarnason, Fern and Tadepalli, ICAPS 2009;
//! lonelybot decides at the same points). The guesses are shared, so that two candidates differ
//! only on the guesses one wins and the other loses: a candidate that clearly loses to the
//! leader there is dropped, and the decision stops once one is left. Each guess is solved first
//! from the position itself: a guess lost there is lost after every candidate, and a win there
//! wins after the candidate its line takes first.
//!
//! Once every card has been seen, the position is solved as a thoughtful deal, with the whole
//! budget, and a win found is played out.
//!
//! The player sees only what a player sees: its guesses are dealt from the unseen cards put in
//! order, and everything it looks at is [`Klondike::as_seen`]. It writes the moves to its next
//! decision (or the line it found) into the first entries of its table, with the position they
//! start from: a caller who hands it the same table move after move gets them one by one, and
//! every game ends (each decision takes a step that cannot be taken back). The table is all the
//! state it has.

use heapless::Vec;

use super::board::{Board, MAX_STEPS, Order, Prunings, Start, Step, mix};
use core::hash::{Hash, Hasher};

use super::card::{Card, Suit};
use super::game::{Klondike, Move, PILES};
use super::rules::Passes;
use super::solver::{Entry, Solver, Verdict, moves_of};
use crate::{Error, Rng};

/// How the player decides: at most `samples` guesses at the hidden cards a decision, each solved
/// within `nodes` positions after each candidate, and at most `budget` positions a decision in
/// all (with nothing left hidden, the one solve of the position may take all of it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampling {
    /// The most guesses at the hidden cards a decision makes.
    pub samples: u32,
    /// Positions the solver may search per guess and candidate.
    pub nodes: u64,
    /// Positions a decision may search in all.
    pub budget: u64,
}

impl Sampling {
    /// What the bindings and `make klondike-player` use: a decision within a few tenths of a
    /// second on a desktop (`make klondike-player` measures the win rate and the time).
    pub const DEFAULT: Sampling = Sampling {
        samples: 128,
        nodes: 1_500,
        budget: 1_000_000,
    };
}

/// The table the bindings and `make klondike-player` give the player: 2^18 entries (2 MiB),
/// enough for a solve of the whole budget once nothing is hidden.
pub const PLAYER_TABLE_ENTRIES: usize = 1 << 18;

/// The most moves the player keeps planned (a line longer than this is solved again once it is
/// used up), four to a table entry, after a header of four entries.
const PLAN: usize = 1024;
const HEADER: usize = 4;
const MEMO: usize = HEADER + PLAN / 4;

/// The entries each guess's solve uses (a small table is cleared fast, and holds the positions a
/// guess's budget reaches).
const GUESS_TABLE: usize = 1 << 13;

/// The most guesses a decision makes (one bit each in the record of what each candidate won).
const MAX_GUESSES: usize = 512;
const WORDS: usize = MAX_GUESSES / 64;

/// The most candidates: each start card showing up or moved (7 + 7), each card of the talon up
/// or down (2 × 24), and a draw from an unseen stock.
const MAX_CANDIDATES: usize = 64;

/// The most positions the steps that can be taken back lead to (cards up and down), and the
/// most such steps on the way to a candidate.
const MAX_CLOSURE: usize = 1024;
const MAX_PATH: usize = 32;

/// Guesses are weighed in batches: after each, the candidates that clearly lose are dropped.
const BATCH: usize = 8;

/// A decision stops once this many guesses have not told its candidates apart at all.
const ALIKE: usize = 32;

/// Each guess is solved from the position itself within this many times a candidate's budget.
const ROOT_NODES: u64 = 4;

/// The prunings the candidates are found with: cards the foundations take safely are not
/// brought down, and nothing else is left out (the others look at where the kings lie, which a
/// player does not know).
const CANDIDATE_PRUNINGS: Prunings = Prunings {
    safe_moves: true,
    focused: false,
    deferrals: false,
    ups_first: false,
};

/// The player, over a table of `T: AsMut<[Entry]>`.
pub struct Player<T> {
    table: T,
    seed: u64,
    sampling: Sampling,
}

/// The player's move, and how many of its guesses at the hidden cards could be won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move to play.
    pub played: Move,
    /// The guesses the solver won from the position, every card of each guess known: the share
    /// of deals like this one that a player who saw every card could win, from below (each
    /// guess is solved within a small budget), and above what a player who cannot see them
    /// wins.
    pub won: u32,
    /// The guesses the player made (0 where it did not need any).
    pub guesses: u32,
}

/// A step the player decides on, and how it reaches it from the position.
#[derive(Clone, Debug)]
struct Candidate {
    key: Key,
    /// Cards up and down on the way (steps that can be taken back).
    path: Vec<Step, MAX_PATH>,
    /// The step itself, or `None` for a draw from an unseen stock.
    step: Option<Step>,
    /// The order to prefer candidates in when the guesses do not tell them apart (lower first).
    prior: u8,
}

/// What a candidate does, whichever way it is reached: which card it moves where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    /// A start card showing up to its foundation.
    Up(Card),
    /// A card of the talon up to its foundation.
    TalonUp(Card),
    /// A card of the talon onto the tableau.
    TalonDown(Card),
    /// A start card showing, and all on it, onto the tableau.
    Reveal(Card),
    /// The next cards of an unseen stock turned onto the waste.
    Draw,
}

/// Whether `step` from `board` cannot be taken back: anything but a card coming down, and a card
/// going up that can come back where it was (a card placed on another, or a king alone in its
/// pile).
fn is_decision(board: &Board, start: &Start, step: Step) -> bool {
    match step {
        Step::Up(card) => {
            board.is_locked(card)
                && !(0..PILES).any(|pile| {
                    board.holds_a_lone_king(start, pile)
                        && board.card_of(start, Step::Reveal(pile as u8)) == card
                })
        }
        Step::Down(_) => false,
        Step::TalonUp { .. } | Step::TalonDown { .. } | Step::Reveal(_) => true,
    }
}

impl<T: AsMut<[Entry]>> Player<T> {
    /// A player whose guesses come from `seed`, over `table`: more than 260 entries (the first
    /// 260 keep its plan; [`PLAYER_TABLE_ENTRIES`] is what the bindings give it).
    pub fn new(mut table: T, seed: u64, sampling: Sampling) -> Result<Player<T>, Error> {
        if table.as_mut().len() <= MEMO {
            return Err(Error::SearchTableTooSmall);
        }
        Ok(Player {
            table,
            seed,
            sampling,
        })
    }

    /// The move to play in `game`, seeing only what a player sees; `None` when no move is legal,
    /// or none could lead anywhere (cards would only go round: the game is lost).
    pub fn choose(&mut self, game: &Klondike) -> Option<Move> {
        self.decide(game, false).map(|choice| choice.played)
    }

    /// As [`Player::choose`], with the player's estimate of the position (see [`Choice::won`]).
    pub fn choose_with_estimate(&mut self, game: &Klondike) -> Option<Choice> {
        self.decide(game, true)
    }

    fn decide(&mut self, game: &Klondike, estimate: bool) -> Option<Choice> {
        let view = game.as_seen();
        self.decide_guessing(&view, estimate, &mut |rng| view.with_hidden_shuffled(rng))
    }

    /// The decision from `view`, each guess at its hidden cards made by `guess`.
    fn decide_guessing(
        &mut self,
        view: &Klondike,
        estimate: bool,
        guess: &mut dyn FnMut(&mut Rng) -> Klondike,
    ) -> Option<Choice> {
        if view.legal_moves().is_empty() {
            return None;
        }
        let view = *view;
        let (board, start) = Board::new(&view);
        let fingerprint = self.fingerprint(&view, &board, &start);
        let mut choice = match self.planned(&view) {
            Some(planned) => planned,
            None => self.decide_anew(&view, &board, &start, fingerprint, guess)?,
        };
        if estimate && (choice.guesses as usize) < self.samples(&view) {
            (choice.won, choice.guesses) = self.estimate(&view, fingerprint);
            // The plan keeps it: nothing unseen changes on the way to the next decision.
            let memo = &mut self.table.as_mut()[..MEMO];
            memo[3] = u64::from(choice.won) << 32 | u64::from(choice.guesses);
            memo[0] = checksum(memo);
        }
        Some(choice)
    }

    /// A decision from `view` (whose board is `board`), kept as the plan: its first move.
    fn decide_anew(
        &mut self,
        view: &Klondike,
        board: &Board,
        start: &Start,
        fingerprint: u64,
        guess: &mut dyn FnMut(&mut Rng) -> Klondike,
    ) -> Option<Choice> {
        if view.rules().passes == Passes::Unlimited && view.stock_unseen() && !view.stock().is_empty() {
            // Going through the stock once costs nothing and shows every card of the talon.
            return self.plan(view, &[Move::Draw], 0, 0);
        }
        if view.unseen_count() == 0 {
            let budget = self.sampling.budget;
            let mut solver = Solver::new(&mut self.table.as_mut()[MEMO..]).ok()?;
            if solver.solve(view, budget).verdict == Verdict::Won {
                let line: Vec<Move, PLAN> = solver.line().iter().copied().take(PLAN).collect();
                return self.plan(view, &line, 1, 1);
            }
        }
        let candidates = candidates(view, board, start);
        let (chosen, won, guesses) = match candidates.len() {
            0 => return None,
            1 => (0, 0, 0),
            _ => self.weigh(view, &candidates, fingerprint, guess),
        };
        #[cfg(feature = "trace")]
        if std::env::var_os("DIGIPEG_TRACE").is_some() {
            std::eprintln!(
                "candidates {:?}\nchosen {chosen} won {won}/{guesses}",
                candidates
                    .iter()
                    .map(|c| (c.key, c.path.clone(), c.step))
                    .collect::<std::vec::Vec<_>>()
            );
        }
        let moves = moves_to(view, &candidates[chosen])?;
        self.plan(view, &moves, won, guesses)
    }

    /// Keeps `moves` from `view` as the plan, and plays the first.
    fn plan(&mut self, view: &Klondike, moves: &[Move], won: u32, guesses: u32) -> Option<Choice> {
        let memo = &mut self.table.as_mut()[..MEMO];
        memo[1] = position(view, self.seed);
        memo[2] = moves.len().min(PLAN) as u64;
        memo[3] = u64::from(won) << 32 | u64::from(guesses);
        for (at, &played) in moves.iter().take(PLAN).enumerate() {
            let (entry, shift) = (HEADER + at / 4, 16 * (at % 4));
            memo[entry] = memo[entry] & !(0xffff << shift) | u64::from(code(played)) << shift;
        }
        memo[0] = checksum(memo);
        self.planned(view)
    }

    /// The plan's next move, if the table holds a plan whose next move starts from `view` (the
    /// plan then moves on past it).
    fn planned(&mut self, view: &Klondike) -> Option<Choice> {
        let seed = self.seed;
        let memo = &mut self.table.as_mut()[..MEMO];
        let (next, len) = ((memo[2] >> 32) as usize, (memo[2] & 0xffff_ffff) as usize);
        if memo[0] != checksum(memo) || memo[1] != position(view, seed) || next >= len || len > PLAN {
            return None;
        }
        let played = decode((memo[HEADER + next / 4] >> (16 * (next % 4))) as u16)?;
        let mut after = *view;
        after.play(played).ok()?;
        memo[1] = position(&after, seed);
        memo[2] = (next as u64 + 1) << 32 | len as u64;
        memo[0] = checksum(memo);
        Some(Choice {
            played,
            won: (memo[3] >> 32) as u32,
            guesses: memo[3] as u32,
        })
    }

    /// What identifies a decision: the player's settings, what is unseen, and what only a
    /// decision changes (its guesses are seeded by it).
    fn fingerprint(&self, view: &Klondike, board: &Board, start: &Start) -> u64 {
        let Sampling {
            samples,
            nodes,
            budget,
        } = self.sampling;
        let settings = mix(u64::from(samples) ^ mix(nodes ^ mix(budget)));
        let unseen = mix(view.unseen_count() as u64) ^ mix(board.progress(start));
        mix(self.seed ^ mix(settings ^ unseen))
    }

    /// How many of the player's guesses at `view`'s hidden cards can be won, of how many: the
    /// guesses of the decision `fingerprint` names, each solved from the position as it does.
    fn estimate(&mut self, view: &Klondike, fingerprint: u64) -> (u32, u32) {
        let samples = self.samples(view);
        let nodes = self.root_nodes(view);
        let mut rng = Rng::new(mix(fingerprint));
        let Ok(mut solver) = Solver::new(self.guess_table()) else {
            return (0, 0);
        };
        let mut won = 0;
        for _ in 0..samples {
            let (board, start) = Board::new(&view.with_hidden_shuffled(&mut rng));
            won += u32::from(solver.decide(&start, &board, nodes).verdict == Verdict::Won);
        }
        (won, samples as u32)
    }

    /// The positions each guess is solved within from the position itself: several times a
    /// candidate's, or the whole budget when nothing is hidden.
    fn root_nodes(&self, view: &Klondike) -> u64 {
        if view.unseen_count() == 0 {
            self.sampling.budget
        } else {
            self.sampling
                .nodes
                .saturating_mul(knob("DIGIPEG_ROOT", ROOT_NODES))
        }
    }

    /// How many guesses a decision makes: one when nothing is hidden.
    fn samples(&self, view: &Klondike) -> usize {
        if view.unseen_count() == 0 {
            1
        } else {
            (self.sampling.samples as usize).min(MAX_GUESSES)
        }
    }

    /// The part of the table each guess is solved in.
    fn guess_table(&mut self) -> &mut [Entry] {
        let table = &mut self.table.as_mut()[MEMO..];
        let len = table.len().min(GUESS_TABLE);
        &mut table[..len]
    }

    /// Weighs the candidates on shared guesses: the candidate to play, and how many of the
    /// guesses were won from the position itself, of how many.
    fn weigh(
        &mut self,
        view: &Klondike,
        candidates: &[Candidate],
        fingerprint: u64,
        guess: &mut dyn FnMut(&mut Rng) -> Klondike,
    ) -> (usize, u32, u32) {
        let samples = self.samples(view);
        let hidden = view.unseen_count() > 0;
        let Sampling { nodes, budget, .. } = self.sampling;
        // With nothing hidden, the one solve of the position may take the whole budget.
        let root_nodes = self.root_nodes(view);
        let table = if hidden {
            self.guess_table()
        } else {
            &mut self.table.as_mut()[MEMO..]
        };
        let Ok(mut solver) = Solver::new(table) else {
            return (0, 0, 0);
        };
        let mut rng = Rng::new(mix(fingerprint));
        let unseen_after = unseen_stock(view);
        let count = candidates.len().min(MAX_CANDIDATES);
        let mut wins = [[0u64; WORDS]; MAX_CANDIDATES];
        let mut alive: u64 = if count == 64 { !0 } else { (1 << count) - 1 };
        let (mut won, mut made, mut spent) = (0u32, 0usize, 0u64);
        while made < samples {
            let guess = guess(&mut rng);
            let (board, start) = Board::new(&guess);
            let (word, bit) = (made / 64, 1u64 << (made % 64));
            made += 1;
            let root = solver.decide(&start, &board, root_nodes);
            spent += root.nodes;
            // The candidates whose fate on this guess is known.
            let mut known = 0u64;
            match root.verdict {
                // A guess the position cannot be won in, or not within several times a
                // candidate's budget, is lost after every candidate (a step from here wins no
                // more than here).
                Verdict::Lost => known = alive,
                Verdict::Unknown if hidden => known = alive,
                Verdict::Won => {
                    won += 1;
                    let taken = solver
                        .first_step(&start, &board, |before, step| is_decision(before, &start, step))
                        .map(|step| match step {
                            // A card further down an unseen stock: the line draws first.
                            Step::TalonUp { waste, recycle } | Step::TalonDown { waste, recycle }
                                if unseen_after(waste, recycle) =>
                            {
                                Key::Draw
                            }
                            _ => key_of(&board, &start, step),
                        })
                        .and_then(|key| candidates.iter().position(|candidate| candidate.key == key));
                    if let Some(at) = taken {
                        wins[at][word] |= bit;
                        known |= 1 << at;
                        if !hidden {
                            // Every card known and the line found: play it.
                            return (at, won, made as u32);
                        }
                    }
                }
                Verdict::Unknown => {}
            }
            let mut unknown = alive & !known;
            while unknown != 0 {
                let at = unknown.trailing_zeros() as usize;
                unknown &= unknown - 1;
                let (verdict, nodes) =
                    solve_after(&mut solver, &guess, &board, &start, &candidates[at], nodes);
                spent += nodes;
                if verdict == Verdict::Won {
                    wins[at][word] |= bit;
                }
            }
            if made % BATCH == 0 {
                if knob("DIGIPEG_DROP", 1) == 1 {
                    alive = drop_losers(&wins, alive, candidates);
                }
                if made >= knob("DIGIPEG_ALIKE", ALIKE as u64) as usize && all_alike(&wins, alive) {
                    break;
                }
            }
            if alive.count_ones() <= 1 || spent >= budget {
                break;
            }
        }
        #[cfg(feature = "trace")]
        if std::env::var_os("DIGIPEG_STATS").is_some() {
            std::eprintln!(
                "STAT candidates {} guesses {made} alive {} spent {spent} won {won}",
                candidates.len(),
                alive.count_ones()
            );
        }
        #[cfg(feature = "trace")]
        if std::env::var_os("DIGIPEG_TRACE").is_some() {
            std::eprintln!(
                "wins {:?} alive {alive:b}",
                (0..candidates.len())
                    .map(|at| wins[at].iter().map(|w| w.count_ones()).sum::<u32>())
                    .collect::<std::vec::Vec<_>>()
            );
        }
        (best(&wins, alive, candidates), won, made as u32)
    }
}

/// Solves `guess` (whose board is `board`) after `candidate` within `nodes` positions: the
/// verdict and the positions searched.
fn solve_after<T: AsMut<[Entry]>>(
    solver: &mut Solver<T>,
    guess: &Klondike,
    board: &Board,
    start: &Start,
    candidate: &Candidate,
    nodes: u64,
) -> (Verdict, u64) {
    let Some(step) = candidate.step else {
        // A draw from an unseen stock: what it turns up is this guess's.
        let mut drawn = *guess;
        if drawn.play(Move::Draw).is_err() {
            return (Verdict::Lost, 0);
        }
        let (board, start) = Board::new(&drawn);
        let solved = solver.decide(&start, &board, nodes);
        return (solved.verdict, solved.nodes);
    };
    let mut next = *board;
    for &on_the_way in &candidate.path {
        next.play(start, on_the_way);
    }
    next.play(start, step);
    if next.is_won() {
        return (Verdict::Won, 0);
    }
    let solved = solver.decide(start, &next, nodes);
    (solved.verdict, solved.nodes)
}

/// The candidates of `alive` that do not clearly lose to the leader: on the guesses where the
/// two differ, the leader's lead must stay within two standard deviations of a fair coin's.
fn drop_losers(wins: &[[u64; WORDS]; MAX_CANDIDATES], alive: u64, candidates: &[Candidate]) -> u64 {
    let leader = best(wins, alive, candidates);
    let mut kept = alive;
    let mut rest = alive & !(1 << leader);
    while rest != 0 {
        let at = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let (mut ahead, mut behind) = (0u32, 0u32);
        for word in 0..WORDS {
            ahead += (wins[leader][word] & !wins[at][word]).count_ones();
            behind += (wins[at][word] & !wins[leader][word]).count_ones();
        }
        let lead = ahead.saturating_sub(behind);
        if lead >= 3 && lead * lead >= 4 * (ahead + behind) {
            kept &= !(1 << at);
        }
    }
    kept
}

#[cfg(feature = "trace")]
fn knob(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}
#[cfg(not(feature = "trace"))]
fn knob(_: &str, default: u64) -> u64 {
    default
}

/// Whether every candidate of `alive` won exactly the same guesses.
fn all_alike(wins: &[[u64; WORDS]; MAX_CANDIDATES], alive: u64) -> bool {
    let first = alive.trailing_zeros() as usize;
    let mut rest = alive;
    while rest != 0 {
        let at = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if wins[at] != wins[first] {
            return false;
        }
    }
    true
}

/// The candidate of `alive` won on the most guesses, the one preferred first among equals.
fn best(wins: &[[u64; WORDS]; MAX_CANDIDATES], alive: u64, candidates: &[Candidate]) -> usize {
    let won = |at: usize| wins[at].iter().map(|word| word.count_ones()).sum::<u32>();
    let mut best = alive.trailing_zeros() as usize;
    let mut rest = alive;
    while rest != 0 {
        let at = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let better = (won(at), core::cmp::Reverse(candidates[at].prior))
            > (won(best), core::cmp::Reverse(candidates[best].prior));
        if better {
            best = at;
        }
    }
    best.min(candidates.len().saturating_sub(1))
}

/// What `step` from `board` does, whichever way it was reached.
fn key_of(board: &Board, start: &Start, step: Step) -> Key {
    let card = board.card_of(start, step);
    match step {
        Step::Up(_) | Step::Down(_) => Key::Up(card),
        Step::TalonUp { .. } => Key::TalonUp(card),
        Step::TalonDown { .. } => Key::TalonDown(card),
        Step::Reveal(_) => Key::Reveal(card),
    }
}

/// The order candidates are preferred in when the guesses do not tell them apart: cards up
/// first, then cards turned face up (from the pile with the most face-down cards first), then
/// cards from the talon, then piles emptied, then draws.
fn prior(board: &Board, start: &Start, step: Step) -> u8 {
    match step {
        Step::Up(_) | Step::TalonUp { .. } | Step::Down(_) => 0,
        Step::Reveal(pile) if board.face_down(pile) > 0 => 8 - board.face_down(pile),
        Step::TalonDown { .. } => 10,
        Step::Reveal(_) => 12 + u8::from(board.card_of(start, step).rank() == 13),
    }
}

/// The steps that cannot be taken back that `view` reaches by cards going up and coming down,
/// each once, by the shortest way found: the player's candidates. (Cards of an unseen stock are
/// not among them: a draw from it is.)
fn candidates(view: &Klondike, root: &Board, start: &Start) -> Vec<Candidate, MAX_CANDIDATES> {
    let stock_unseen = view.stock_unseen() && !view.stock().is_empty();
    let unseen = unseen_stock(view);
    let mut found: Vec<Candidate, MAX_CANDIDATES> = Vec::new();
    // The positions cards going up and coming down lead to, breadth first, each kept as the
    // step that reached it from an earlier one (the root first).
    let mut reached: Vec<Reached, MAX_CLOSURE> = Vec::new();
    let _ = reached.push(Reached { from: 0, step: None });
    let mut seen = [0u64; 2 * MAX_CLOSURE];
    insert(&mut seen, root.zobrist());
    let mut at = 0;
    while at < reached.len() {
        let path = path_to(&reached, at);
        let mut board = *root;
        for &step in &path {
            board.play(start, step);
        }
        let mut steps: Vec<Step, MAX_STEPS> = Vec::new();
        board.steps(start, CANDIDATE_PRUNINGS, Order::Ups, true, &mut steps);
        for step in steps {
            if !is_decision(&board, start, step) {
                let mut next = board;
                next.play(start, step);
                if path.len() < MAX_PATH && !reached.is_full() && insert(&mut seen, next.zobrist()) {
                    let _ = reached.push(Reached {
                        from: at as u16,
                        step: Some(step),
                    });
                }
                continue;
            }
            match step {
                Step::TalonUp { waste, recycle } | Step::TalonDown { waste, recycle }
                    if unseen(waste, recycle) =>
                {
                    continue;
                }
                _ => {}
            }
            let key = key_of(&board, start, step);
            if !found.iter().any(|candidate| candidate.key == key) {
                let _ = found.push(Candidate {
                    key,
                    path: path.clone(),
                    step: Some(step),
                    prior: prior(&board, start, step),
                });
            }
        }
        at += 1;
    }
    if stock_unseen {
        let _ = found.push(Candidate {
            key: Key::Draw,
            path: Vec::new(),
            step: None,
            prior: 14,
        });
    }
    found
}

/// Whether a step that brings the waste to `waste` cards (turning it over first if `recycle`)
/// would reach a card of `view`'s stock that no one has seen yet.
fn unseen_stock(view: &Klondike) -> impl Fn(u8, bool) -> bool {
    let (unseen, waste_now) = (
        view.stock_unseen() && !view.stock().is_empty(),
        view.waste().len(),
    );
    move |waste, recycle| unseen && (recycle || usize::from(waste) != waste_now)
}

/// A position the candidates' search reached: by `step` from the one at `from` (the root has no
/// step).
#[derive(Clone, Copy)]
struct Reached {
    from: u16,
    step: Option<Step>,
}

/// The steps from the root to the position at `at`.
fn path_to(reached: &[Reached], mut at: usize) -> Vec<Step, MAX_PATH> {
    let mut path: Vec<Step, MAX_PATH> = Vec::new();
    while let Some(step) = reached[at].step {
        let _ = path.push(step);
        at = usize::from(reached[at].from);
    }
    path.reverse();
    path
}

/// Adds `hash` to the open-addressed set `seen`: false if it was there.
fn insert(seen: &mut [u64], hash: u64) -> bool {
    let hash = hash | 1;
    let mut slot = (mix(hash) as usize) % seen.len();
    loop {
        match seen[slot] {
            0 => {
                seen[slot] = hash;
                return true;
            }
            held if held == hash => return false,
            _ => slot = (slot + 1) % seen.len(),
        }
    }
}

/// The moves of the way to `candidate` from `view`, and of the candidate itself.
fn moves_to(view: &Klondike, candidate: &Candidate) -> Option<Vec<Move, PLAN>> {
    let mut moves: Vec<Move, PLAN> = Vec::new();
    let Some(step) = candidate.step else {
        moves.push(Move::Draw).ok()?;
        return Some(moves);
    };
    let mut game = *view;
    for &on_the_way in candidate.path.iter().chain([step].iter()) {
        moves_of(&mut game, on_the_way, &mut moves)?;
    }
    Some(moves)
}

/// A hash of the position a player sees, and the player's seed (a plan is the seed's).
fn position(view: &Klondike, seed: u64) -> u64 {
    let mut hasher = Mixer(mix(seed));
    view.hash(&mut hasher);
    hasher.0
}

/// A plain 64-bit hasher built on [`mix`].
struct Mixer(u64);

impl Hasher for Mixer {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = mix(self.0 ^ u64::from(byte));
        }
    }
}

/// What guards a plan in the table against memory that holds something else.
fn checksum(memo: &[Entry]) -> u64 {
    let len = ((memo[2] & 0xffff_ffff) as usize).min(PLAN);
    let words = HEADER + len.div_ceil(4);
    memo[1..words]
        .iter()
        .fold(0x706c_616e, |hash, &entry| mix(hash ^ entry))
        | 1
}

/// A move as 16 bits: its kind, then its piles, suit and cards.
fn code(played: Move) -> u16 {
    let (kind, a, b, cards): (u8, u8, u8, u8) = match played {
        Move::Draw => (0, 0, 0, 0),
        Move::Recycle => (1, 0, 0, 0),
        Move::WasteToFoundation => (2, 0, 0, 0),
        Move::WasteToPile(to) => (3, to, 0, 0),
        Move::PileToFoundation(from) => (4, from, 0, 0),
        Move::PileToPile { from, to, cards } => (5, from, to, cards),
        Move::FoundationToPile { suit, to } => (6, suit as u8, to, 0),
    };
    u16::from(kind) | u16::from(a) << 3 | u16::from(b) << 6 | u16::from(cards) << 9
}

/// The move [`code`] gave `bits`, if any.
fn decode(bits: u16) -> Option<Move> {
    let (a, b, cards) = ((bits >> 3 & 7) as u8, (bits >> 6 & 7) as u8, (bits >> 9) as u8);
    Some(match bits & 7 {
        0 => Move::Draw,
        1 => Move::Recycle,
        2 => Move::WasteToFoundation,
        3 => Move::WasteToPile(a),
        4 => Move::PileToFoundation(a),
        5 => Move::PileToPile {
            from: a,
            to: b,
            cards,
        },
        6 => Move::FoundationToPile {
            suit: Suit::from_index(a)?,
            to: b,
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Deal, Rules};
    use super::*;

    #[test]
    fn a_player_that_knew_the_hidden_cards_would_win_every_deal_won_at_once() {
        // With its guesses the real deal, every decision sees the solver's win: the candidates,
        // the ways to them and the plans must carry it out. Deals the solver wins from the deal
        // within a few thousand positions (so within the player's first solve).
        let sampling = Sampling {
            samples: 2,
            nodes: 1_500,
            budget: 1_000_000,
        };
        let mut table = [0u64; 1 << 14];
        let (mut tried, mut won) = (0, 0);
        for seed in 1..=120 {
            for rules in [
                Rules::DRAW_THREE,
                Rules::DRAW_ONE,
                Rules::new(3, 3, true).unwrap(),
            ] {
                let real = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
                let mut solver = Solver::new(&mut table[..]).unwrap();
                if solver.solve(&real, 4_000).verdict != Verdict::Won {
                    continue;
                }
                let mut game = real;
                let mut player = Player::new(&mut table[..], 1, sampling).unwrap();
                for _ in 0..1000 {
                    let known = game;
                    let Some(choice) = player.decide_guessing(&game.as_seen(), false, &mut |_| known) else {
                        break;
                    };
                    game.play(choice.played).unwrap();
                    if game.is_won() {
                        break;
                    }
                }
                tried += 1;
                won += usize::from(game.is_won());
                assert!(game.is_won(), "seed {seed}, {rules:?}\n{}", game.thoughtful());
            }
        }
        assert!(tried > 100 && won == tried, "{won} of {tried}");
    }

    #[test]
    fn every_move_survives_its_sixteen_bits() {
        let mut moves = std::vec![Move::Draw, Move::Recycle, Move::WasteToFoundation];
        for pile in 0..7 {
            moves.push(Move::WasteToPile(pile));
            moves.push(Move::PileToFoundation(pile));
            for to in 0..7 {
                for cards in 1..=19 {
                    moves.push(Move::PileToPile {
                        from: pile,
                        to,
                        cards,
                    });
                }
            }
            for suit in Suit::ALL {
                moves.push(Move::FoundationToPile { suit, to: pile });
            }
        }
        for played in moves {
            assert_eq!(decode(code(played)), Some(played));
        }
        assert_eq!(decode(7), None);
    }
}
