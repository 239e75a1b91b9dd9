//! A game: a position with a bounded history, undo, and the optional draw rules.

use core::fmt;

use heapless::Deque;

use super::{Move, MoveList, Outcome, Position};
use crate::Error;
use crate::image::{Image, Reader, Writer};

/// How many earlier positions a [`Game`] keeps. When the history is full, playing drops the
/// oldest entry: undo then reaches back at most `HISTORY` moves, and the repetition rule looks
/// back at most `HISTORY` positions. 128 positions of 16 bytes keep a game near 2 KiB, small
/// enough for a microcontroller's stack.
pub const HISTORY: usize = 128;
const _: () = assert!(
    HISTORY <= u8::MAX as usize,
    "the image stores the history's length in a byte"
);

/// A Quixo game: the current [`Position`], the positions before it (for [`Game::undo`] and the
/// repetition rule), the number of moves played, and the optional draw rules.
///
/// Both draw rules are off by default (the official rules have no draw):
/// - a move limit ([`Game::set_move_limit`]): the game is a draw once that many moves have been
///   played in this game without a winner;
/// - repetition ([`Game::set_repetitions`]): the game is a draw when the current position (board
///   and player to move) occurs for the k-th time. Since a turned cube never becomes blank
///   again, only positions with as many blanks as the current one can repeat it; the look-back
///   stops at the first earlier position with more blanks.
#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    history: Deque<Position, HISTORY>,
    plies: u32,
    move_limit: u32,
    repetitions: u32,
}

impl Game {
    /// A new game on the empty board (see [`Position::new`] for the errors).
    pub fn new(size: usize, players: usize) -> Result<Game, Error> {
        Position::new(size, players).map(Game::from_position)
    }

    /// A game starting from `position`, with an empty history and no draw rule.
    pub const fn from_position(position: Position) -> Game {
        Game {
            position,
            history: Deque::new(),
            plies: 0,
            move_limit: 0,
            repetitions: 0,
        }
    }

    /// The current position.
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// Moves played in this game since it started (undo takes them back).
    pub const fn plies(&self) -> u32 {
        self.plies
    }

    /// How many moves [`Game::undo`] can take back now (at most [`HISTORY`]).
    pub fn undo_depth(&self) -> usize {
        self.history.len()
    }

    /// The recorded positions before the current one, oldest first (at most [`HISTORY`]).
    pub fn earlier(&self) -> impl DoubleEndedIterator<Item = &Position> + ExactSizeIterator {
        self.history.iter()
    }

    /// Draw once `limit` moves have been played without a winner; 0 turns the rule off.
    pub fn set_move_limit(&mut self, limit: u32) {
        self.move_limit = limit;
    }

    /// The move limit (0: off).
    pub const fn move_limit(&self) -> u32 {
        self.move_limit
    }

    /// Draw when a position occurs for the `k`-th time (`k` >= 2); 0 or 1 turn the rule off.
    pub fn set_repetitions(&mut self, k: u32) {
        self.repetitions = if k >= 2 { k } else { 0 };
    }

    /// The repetition count that draws (0: off).
    pub const fn repetitions(&self) -> u32 {
        self.repetitions
    }

    /// How many times the current position has occurred, counting now (within the look-back
    /// described at [`Game`]).
    pub fn repetition_count(&self) -> usize {
        let now = &self.position;
        let blanks = now.blanks().count();
        1 + self
            .history
            .iter()
            .rev()
            .take_while(|p| p.blanks().count() == blanks)
            .filter(|p| p.same_state(now))
            .count()
    }

    /// How the game ended: a win of the position (which counts first: a winning move that also
    /// reaches the move limit wins), or a draw by one of the rules; `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.position.outcome() {
            return Some(o);
        }
        let by_limit = self.move_limit != 0 && self.plies >= self.move_limit;
        let by_repetition = self.repetitions != 0 && self.repetition_count() >= self.repetitions as usize;
        (by_limit || by_repetition).then_some(Outcome::Draw)
    }

    /// Whether the game is over (won or drawn).
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The legal moves (none once the game is over, draws included).
    pub fn legal_moves(&self) -> MoveList {
        if self.is_game_over() {
            MoveList::new()
        } else {
            self.position.legal_moves()
        }
    }

    /// Whether `m` is legal now.
    pub fn is_legal(&self, m: &Move) -> bool {
        self.check(m).is_ok()
    }

    /// Why `m` is illegal now, or `Ok`: as [`Position::check`], a draw counting as game over.
    pub fn check(&self, m: &Move) -> Result<(), Error> {
        self.position.check_over(m, self.is_game_over()).map(|_| ())
    }

    /// Play `m`; on error nothing changes. When the history is full its oldest entry is dropped.
    pub fn play(&mut self, m: Move) -> Result<(), Error> {
        let slide = self.position.check_over(&m, self.is_game_over())?;
        let before = self.position;
        self.position.apply(slide, m.partner);
        if self.history.is_full() {
            self.history.pop_front();
        }
        // Cannot fail: a slot was freed above if needed.
        let _ = self.history.push_back(before);
        self.plies = self.plies.saturating_add(1);
        Ok(())
    }

    /// Take back the last move, or [`Error::QuixoNothingToUndo`] if no recorded move is left.
    pub fn undo(&mut self) -> Result<(), Error> {
        let before = self.history.pop_back().ok_or(Error::QuixoNothingToUndo)?;
        self.position = before;
        self.plies = self.plies.saturating_sub(1);
        Ok(())
    }
}

/// The position, the history (its length, then the positions from the oldest, then zeros for the
/// unused places) and the three counters: 2,077 bytes. Read back, every earlier position must be
/// of the same board size and players.
impl Image for Game {
    const LEN: usize = Position::LEN + 1 + HISTORY * Position::LEN + 3 * 4;

    fn write(&self, out: &mut Writer<'_>) {
        let Game {
            position,
            history,
            plies,
            move_limit,
            repetitions,
        } = self;
        position.write(out);
        out.u8(history.len() as u8);
        history.iter().for_each(|p| p.write(out));
        out.zeros((HISTORY - history.len()) * Position::LEN);
        out.u32(*plies);
        out.u32(*move_limit);
        out.u32(*repetitions);
    }

    fn read(input: &mut Reader<'_>) -> Option<Game> {
        let position = Position::read(input)?;
        let len = usize::from(input.u8()?);
        let mut history = Deque::new();
        for _ in 0..len {
            let earlier = Position::read(input)?;
            // Undo goes back to a position of the same game: same board size, same players.
            if (earlier.size(), earlier.players()) != (position.size(), position.players()) {
                return None;
            }
            history.push_back(earlier).ok()?;
        }
        input.zeros((HISTORY - len) * Position::LEN)?;
        Some(Game {
            position,
            history,
            plies: input.u32()?,
            move_limit: input.u32()?,
            repetitions: input.u32()?,
        })
    }
}

/// The current board, as [`Position`]'s `Display`.
impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.position.fmt(f)
    }
}
