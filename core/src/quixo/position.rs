//! The Quixo position: bitboards, whose turn, play, text in and out, and perft.

use core::fmt;

use super::board::{Bitboard, Geometry, geometry_of};
use super::moves::{Slide, count_slides, slides_of};
use super::{Cell, Cube, Move, MoveList, Outcome, Symbol};
use crate::Error;
use crate::image::{Image, Reader, Writer};

/// `state` bits 0-1: players skipped just before the player to move.
const PASSED_MASK: u8 = 0b0011;
/// `state` bits 2-3: the outcome (0 ongoing, 1 X won, 2 O won, 3 draw).
const OUTCOME_SHIFT: u8 = 2;

/// A Quixo position: the board, the number of players and whose turn it is.
///
/// Small and `Copy` (16 bytes): three `u32` bitboards (X cubes, O cubes, and the cubes that
/// point to partner 1 in the 4-player game) and four bytes (size, players, player to move,
/// and passes + outcome). The outcome is decided when a move is played or a board is parsed.
///
/// Equality compares everything, including the number of players who just passed; use
/// [`Position::same_state`] to compare only the board and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    x: u32,
    o: u32,
    partner: u32,
    size: u8,
    players: u8,
    turn: u8,
    state: u8,
}

impl Position {
    /// The empty board of `size` x `size` (3, 4 or 5) for `players` (2 or 4) players, player 0
    /// (X) to move.
    ///
    /// Errors: [`Error::QuixoBoardSize`], then [`Error::QuixoPlayers`].
    pub fn new(size: usize, players: usize) -> Result<Position, Error> {
        let size = check_size(size)?;
        let players = check_players(players)?;
        Ok(Position {
            x: 0,
            o: 0,
            partner: 0,
            size,
            players,
            turn: 0,
            state: 0,
        })
    }

    /// A position from rows of text (the original `createBoard`), `to_move` being the player
    /// to move (2 players: 0 = X, 1 = O; 4 players: 0 to 3).
    ///
    /// Each row holds `size` characters: `-` blank, `X`, `O`; with 4 players `X`/`O` point to
    /// partner 0 and `x`/`o` to partner 1 (lowercase is [`Error::QuixoBadChar`] with 2 players).
    /// Errors are checked in this order: [`Error::QuixoBoardSize`], [`Error::QuixoPlayers`],
    /// [`Error::QuixoBadPlayer`], [`Error::QuixoRowCount`], [`Error::QuixoRowLength`] (every row,
    /// in characters), then [`Error::QuixoBadChar`] (row by row).
    ///
    /// Any arrangement of cubes is accepted. If the board holds a full line, the game is over:
    /// with lines of both symbols, the team to move wins (the other team made the last move,
    /// completing both). In an ongoing 4-player game, players with no cube to take are skipped
    /// as in play, and [`Position::passed`] counts them.
    pub fn parse<S: AsRef<str>>(
        size: usize,
        rows: &[S],
        players: usize,
        to_move: usize,
    ) -> Result<Position, Error> {
        let mut pos = Position::new(size, players)?;
        let turn = u8::try_from(to_move)
            .ok()
            .filter(|&t| t < pos.players)
            .ok_or(Error::QuixoBadPlayer)?;
        if rows.len() != size {
            return Err(Error::QuixoRowCount);
        }
        if rows.iter().any(|r| r.as_ref().chars().count() != size) {
            return Err(Error::QuixoRowLength);
        }
        let four = pos.players == 4;
        let mut sq = 0u32;
        for row in rows {
            for ch in row.as_ref().chars() {
                let bit = 1u32 << sq;
                match ch {
                    '-' => {}
                    'X' => pos.x |= bit,
                    'O' => pos.o |= bit,
                    'x' if four => {
                        pos.x |= bit;
                        pos.partner |= bit;
                    }
                    'o' if four => {
                        pos.o |= bit;
                        pos.partner |= bit;
                    }
                    _ => return Err(Error::QuixoBadChar),
                }
                sq += 1;
            }
        }
        pos.turn = turn;
        pos.settle();
        Ok(pos)
    }

    /// Decide the outcome and the passes of a board whose player to move is `self.turn` as if
    /// the previous player had just moved (`self.state` is 0): a line wins (both lines: the
    /// player to move, whose opponent made them both), else players with nothing to take pass.
    fn settle(&mut self) {
        let g = self.geometry();
        let outcome = match (g.has_line(self.x), g.has_line(self.o)) {
            (true, true) => Some(self.turn_symbol()),
            (true, false) => Some(Symbol::X),
            (false, true) => Some(Symbol::O),
            (false, false) => None,
        };
        match outcome {
            Some(s) => self.set_outcome(Some(Outcome::Win(s))),
            None => self.skip_passing_players(),
        }
    }

    /// The side length of the board (3, 4 or 5).
    pub const fn size(&self) -> usize {
        self.size as usize
    }

    /// The number of players (2 or 4).
    pub const fn players(&self) -> usize {
        self.players as usize
    }

    /// The player to move (0 or 1 with 2 players, 0 to 3 with 4). After a decisive move, the
    /// player who would have moved next.
    pub const fn turn(&self) -> usize {
        self.turn as usize
    }

    /// The symbol of the player to move (the symbol of its team with 4 players).
    pub const fn turn_symbol(&self) -> Symbol {
        if self.turn % 2 == 0 { Symbol::X } else { Symbol::O }
    }

    /// How many players were skipped (passed, having no cube to take) just before
    /// [`Position::turn`] got the turn: 0 except in the 4-player game. The players who passed
    /// are those of [`Position::passed_players`].
    pub const fn passed(&self) -> usize {
        (self.state & PASSED_MASK) as usize
    }

    /// The players who passed just before the player to move, in turn order.
    pub fn passed_players(&self) -> impl Iterator<Item = usize> + use<> {
        let players = self.players();
        let turn = self.turn() + players;
        let passed = self.passed();
        (0..passed).map(move |i| (turn - passed + i) % players)
    }

    /// The cubes showing X.
    pub const fn x(&self) -> Bitboard {
        Bitboard(self.x)
    }

    /// The cubes showing O.
    pub const fn o(&self) -> Bitboard {
        Bitboard(self.o)
    }

    /// The cubes that point to partner 1 (4 players; empty with 2).
    pub const fn pointing(&self) -> Bitboard {
        Bitboard(self.partner)
    }

    /// The blank cubes.
    pub const fn blanks(&self) -> Bitboard {
        Bitboard(self.geometry().full & !(self.x | self.o))
    }

    /// The square number of `cell` (`row * size + col`), or [`Error::QuixoOffBoard`].
    pub const fn square(&self, cell: Cell) -> Result<u8, Error> {
        if cell.row < self.size && cell.col < self.size {
            Ok(cell.row * self.size + cell.col)
        } else {
            Err(Error::QuixoOffBoard)
        }
    }

    /// What `cell` holds: `None` when blank. Off the board is [`Error::QuixoOffBoard`].
    pub fn cube(&self, cell: Cell) -> Result<Option<Cube>, Error> {
        let bit = 1u32 << self.square(cell)?;
        let partner = u8::from(self.partner & bit != 0);
        Ok(if self.x & bit != 0 {
            Some(Cube {
                symbol: Symbol::X,
                partner,
            })
        } else if self.o & bit != 0 {
            Some(Cube {
                symbol: Symbol::O,
                partner,
            })
        } else {
            None
        })
    }

    /// Whether `self` and `other` have the same size, players, cubes and player to move
    /// (ignoring how the turn came about): the notion of "same position" for repetition.
    pub const fn same_state(&self, other: &Position) -> bool {
        self.x == other.x
            && self.o == other.o
            && self.partner == other.partner
            && self.size == other.size
            && self.players == other.players
            && self.turn == other.turn
    }

    /// How the game ended, or `None` while it goes on. (Draw rules live in [`super::Game`].)
    pub const fn outcome(&self) -> Option<Outcome> {
        match self.state >> OUTCOME_SHIFT {
            0 => None,
            1 => Some(Outcome::Win(Symbol::X)),
            2 => Some(Outcome::Win(Symbol::O)),
            _ => Some(Outcome::Draw),
        }
    }

    /// Whether the game is over.
    pub const fn is_game_over(&self) -> bool {
        self.state >> OUTCOME_SHIFT != 0
    }

    /// The winner, if any (the original `getWinner`).
    pub const fn winner(&self) -> Option<Symbol> {
        match self.outcome() {
            Some(o) => o.winner(),
            None => None,
        }
    }

    /// The cubes of every full line (row, column or main diagonal) of the winner's symbol, the
    /// lines that decided the game: what a GUI highlights. Empty while nobody has won.
    pub fn winning_cells(&self) -> Bitboard {
        let bits = match self.winner() {
            Some(Symbol::X) => self.x,
            Some(Symbol::O) => self.o,
            None => return Bitboard::EMPTY,
        };
        let geometry = self.geometry();
        let full_lines = geometry.lines[..geometry.line_count]
            .iter()
            .filter(|&&line| bits & line == line);
        Bitboard(full_lines.fold(0, |cells, line| cells | line))
    }

    /// The legal moves: none once the game is over. Ordered by taken cell, then place cell
    /// (both row-major: row, then column), then partner (0 before 1, 4 players only).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.is_game_over() {
            return list;
        }
        let partners = if self.players == 4 { 2 } else { 1 };
        let slides = slides_of(self.size);
        for sq in Bitboard(self.takeable(self.turn)) {
            for s in slides.of(sq) {
                for partner in 0..partners {
                    // Cannot fail: MAX_MOVES bounds the count (see its comment).
                    if let (Some(from), Some(to)) = (self.cell_of(s.from), self.cell_of(s.to)) {
                        let _ = list.push(Move { from, to, partner });
                    }
                }
            }
        }
        list
    }

    /// The number of legal moves (as `legal_moves().len()`, without building the list).
    pub const fn count_moves(&self) -> usize {
        if self.is_game_over() {
            return 0;
        }
        let per_partner = count_slides(self.size, self.takeable(self.turn)) as usize;
        if self.players == 4 {
            per_partner * 2
        } else {
            per_partner
        }
    }

    /// Whether `m` is legal here (exactly when it is in [`Position::legal_moves`]).
    pub fn is_legal(&self, m: &Move) -> bool {
        self.check(m).is_ok()
    }

    /// Why `m` is illegal here, or `Ok`. Errors are checked in this order:
    /// 1. [`Error::QuixoOffBoard`]: a cell is off the board;
    /// 2. [`Error::QuixoNoPartners`]: partner 1 in the 2-player game (a malformed move is
    ///    reported before the state is looked at; a partner other than 0 or 1 cannot be in a
    ///    [`Move`] at all: [`Move::with_partner`] and [`Move::from_raw`] refuse it with
    ///    [`Error::QuixoBadPartner`]);
    /// 3. [`Error::QuixoGameOver`]: the game is decided;
    /// 4. [`Error::QuixoNotPerimeter`]: the taken cell is not on the outer ring;
    /// 5. [`Error::QuixoOpponentCube`]: it shows the other team's symbol;
    /// 6. [`Error::QuixoPartnerCube`] (4 players): it shows the team's symbol but points to the
    ///    partner;
    /// 7. [`Error::QuixoNotAnEnd`]: the place is not another end of the taken cell's row or
    ///    column.
    pub fn check(&self, m: &Move) -> Result<(), Error> {
        self.check_over(m, self.is_game_over()).map(|_| ())
    }

    /// [`Position::check`] with the game-over test supplied by the caller (the game wrapper adds
    /// its draw rules); returns the slide to apply.
    pub(crate) fn check_over(&self, m: &Move, over: bool) -> Result<&'static Slide, Error> {
        let from = self.square(m.from)?;
        let to = self.square(m.to)?;
        if self.players == 2 && m.partner != 0 {
            return Err(Error::QuixoNoPartners);
        }
        if over {
            return Err(Error::QuixoGameOver);
        }
        let bit = 1u32 << from;
        if self.geometry().perimeter & bit == 0 {
            return Err(Error::QuixoNotPerimeter);
        }
        let (own, opp) = self.own_opp(self.turn);
        if opp & bit != 0 {
            return Err(Error::QuixoOpponentCube);
        }
        if own & bit != 0 && self.players == 4 && (self.partner & bit != 0) != (self.turn >= 2) {
            return Err(Error::QuixoPartnerCube);
        }
        slides_of(self.size).find(from, to).ok_or(Error::QuixoNotAnEnd)
    }

    /// Play `m` (the original `makeMove`): on success the turn passes on (skipping players who
    /// cannot move) and the outcome is updated; on error nothing changes. Errors are those of
    /// [`Position::check`], in its order.
    pub fn play(&mut self, m: Move) -> Result<(), Error> {
        let slide = self.check_over(&m, self.is_game_over())?;
        self.apply(slide, m.partner);
        Ok(())
    }

    /// Apply a slide known to be legal for the player to move.
    #[inline]
    pub(crate) fn apply(&mut self, s: &Slide, partner: u8) {
        let x = s.apply(self.x);
        let o = s.apply(self.o);
        let to_bit = 1u32 << s.to;
        let p = s.apply(self.partner) | if partner == 1 { to_bit } else { 0 };
        let mover = self.turn_symbol();
        let (x, o) = match mover {
            Symbol::X => (x | to_bit, o),
            Symbol::O => (x, o | to_bit),
        };
        self.x = x;
        self.o = o;
        self.partner = p;
        self.turn = self.next_player(self.turn);
        self.state = 0;
        let g = self.geometry();
        let (own_line, opp_line) = match mover {
            Symbol::X => (g.has_line(x), g.has_line(o)),
            Symbol::O => (g.has_line(o), g.has_line(x)),
        };
        if opp_line {
            self.set_outcome(Some(Outcome::Win(mover.other())));
        } else if own_line {
            self.set_outcome(Some(Outcome::Win(mover)));
        } else if self.players == 4 {
            self.skip_passing_players();
        }
    }

    /// The squares the player to move may take.
    #[inline]
    pub(crate) const fn takeable_now(&self) -> u32 {
        self.takeable(self.turn)
    }

    /// The squares `player` may take (blank or own-and-pointing-to-itself perimeter cubes).
    #[inline]
    const fn takeable(&self, player: u8) -> u32 {
        let (own, opp) = self.own_opp(player);
        let mine = if self.players == 4 {
            if player >= 2 {
                own & self.partner
            } else {
                own & !self.partner
            }
        } else {
            own
        };
        self.geometry().perimeter & !((own | opp) & !mine)
    }

    /// (cubes of `player`'s team, cubes of the other team).
    #[inline]
    const fn own_opp(&self, player: u8) -> (u32, u32) {
        if player % 2 == 0 {
            (self.x, self.o)
        } else {
            (self.o, self.x)
        }
    }

    /// Skip players with nothing to take; if nobody can move, the game is a draw (which the
    /// rules make impossible, but a safeguard never panics).
    fn skip_passing_players(&mut self) {
        let mut passed = 0u8;
        while self.takeable(self.turn) == 0 {
            if passed + 1 >= self.players {
                self.turn = self.next_player(self.turn);
                self.set_outcome(Some(Outcome::Draw));
                return;
            }
            self.turn = self.next_player(self.turn);
            passed += 1;
        }
        self.state = (self.state & !PASSED_MASK) | passed;
    }

    fn set_outcome(&mut self, outcome: Option<Outcome>) {
        let code = match outcome {
            None => 0,
            Some(Outcome::Win(Symbol::X)) => 1,
            Some(Outcome::Win(Symbol::O)) => 2,
            Some(Outcome::Draw) => 3,
        };
        self.state = (self.state & PASSED_MASK) | code << OUTCOME_SHIFT;
    }

    #[inline]
    const fn geometry(&self) -> &'static Geometry {
        geometry_of(self.size)
    }

    const fn cell_of(&self, sq: u8) -> Option<Cell> {
        Cell::of_square(sq, self.size)
    }

    /// The player after `player`: the count is 2 or 4, so a mask does what `%` would,
    /// without a divide-by-zero panic path in the firmware.
    const fn next_player(&self, player: u8) -> u8 {
        player.wrapping_add(1) & self.players.wrapping_sub(1)
    }
}

/// The board as `size` lines of `size` characters, each ending in `\n` (the original
/// `printBoard`): `-` blank, `X`, `O`; with 4 players `x`, `o` for cubes pointing to partner 1.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size;
        for sq in 0..n * n {
            let bit = 1u32 << sq;
            let lower = self.partner & bit != 0;
            let ch = match (self.x & bit != 0, self.o & bit != 0, lower) {
                (true, _, false) => 'X',
                (true, _, true) => 'x',
                (_, true, false) => 'O',
                (_, true, true) => 'o',
                _ => '-',
            };
            fmt::Write::write_char(f, ch)?;
            if sq % n == n - 1 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

/// The three masks and four bytes, 16 bytes. Read back, the size, the players and the player to
/// move must be ones a game has, the cubes must lie on the board, none both X and O, and only
/// cubes of a 4-player game point to a partner; the outcome and the passes must be what the
/// rules decide for that board.
impl Image for Position {
    const LEN: usize = 16;

    fn write(&self, out: &mut Writer<'_>) {
        let Position {
            x,
            o,
            partner,
            size,
            players,
            turn,
            state,
        } = *self;
        out.u32(x);
        out.u32(o);
        out.u32(partner);
        out.bytes(&[size, players, turn, state]);
    }

    fn read(input: &mut Reader<'_>) -> Option<Position> {
        let (x, o, partner) = (input.u32()?, input.u32()?, input.u32()?);
        let [size, players, turn, state] = input.array()?;
        let size = check_size(usize::from(size)).ok()?;
        let players = check_players(usize::from(players)).ok()?;
        let board = (1u32 << (size * size)) - 1;
        let fits = x & o == 0 && (x | o) & !board == 0 && partner & !(x | o) == 0;
        let passed = state & PASSED_MASK;
        if !fits || turn >= players || passed >= players || (players == 2 && partner != 0) {
            return None;
        }
        let read = Position {
            x,
            o,
            partner,
            size,
            players,
            turn,
            state,
        };
        // The outcome and the passes must be what the rules make of this board: settle it again
        // from the player who was to move before the passes.
        let mut settled = Position {
            turn: (turn + players - passed) % players,
            state: 0,
            ..read
        };
        settled.settle();
        (settled == read).then_some(read)
    }
}

fn check_size(size: usize) -> Result<u8, Error> {
    match size {
        3..=5 => Ok(size as u8),
        _ => Err(Error::QuixoBoardSize),
    }
}

fn check_players(players: usize) -> Result<u8, Error> {
    match players {
        2 | 4 => Ok(players as u8),
        _ => Err(Error::QuixoPlayers),
    }
}
