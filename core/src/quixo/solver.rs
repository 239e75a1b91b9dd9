//! The strong solver of the 3 x 3 and 4 x 4 two-player games: retrograde analysis over every
//! board, two bits per position, in memory the caller hands over.
//!
//! # Method
//! A position is seen from the player to move: (own cubes, other cubes), colours swapped when O
//! is to move, and numbered in base 3 (`index = tern(own) + 2 * tern(other)`, a cell being 0
//! blank, 1 own, 2 other): one byte for each of the `3^(n*n)` boards (19,683 bytes for 3 x 3,
//! 43,046,721 for 4 x 4). Boards holding a full line are decided before anyone looks them up.
//! A move never adds a blank, so the positions are solved in layers of equal cube count, from
//! the full board down to the empty one: a move that takes a blank leads to the next layer
//! (already final), a move that takes one's own cube stays in the layer. Only one board of each
//! class under the 8 symmetries of the square is computed; its byte is stored for the class.
//!
//! Within a layer, pass 0 looks at every move: an immediate win or a move to a lost position of
//! the next layer wins; a position whose every move loses is lost; the rest stays undecided,
//! marked "cannot lose" when a move to the next layer reaches a draw. Passes 1, 2, ... look only
//! at the moves within the layer, and only at positions decided in *earlier* passes: a move to
//! one that is lost wins; a position that could lose and whose in-layer moves all reach won
//! ones is lost. Positions still undecided when a pass changes nothing are draws.
//!
//! Each byte keeps the value and the pass that decided it (`2 + 2p` won, `3 + 2p` lost, 0 or 1
//! drawn, 254 a board with a full line). That order is what perfect play needs in a game that
//! can cycle: a won position of pass `p` always has a move to a lost position of the next layer
//! or of a pass before `p`, and every move from a lost position of pass `p` reaches a won
//! position of the next layer or of an earlier pass. [`Solution::best_move`] follows it, so the
//! winner's moves keep going down a well-founded order and the game ends in a win, against any
//! defence. (The pass is a progress measure, not a distance: the wins it finds are sure, not
//! always the quickest.)

use core::ops::ControlFlow;

use super::board::Geometry;
use super::moves::Slides;
use super::perft::tables;
use super::walk::{self, First, Known, Reach, Take};
use super::{Cell, Move, Outcome, Position};
use crate::Error;

/// Undecided (during a layer) or drawn.
const DRAW: u8 = 0;
/// Undecided but cannot lose (during a layer), or drawn.
const NO_LOSS: u8 = 1;
/// Won at pass 0 (`WIN + 2p`: won at pass `p`).
const WIN: u8 = 2;
/// Lost at pass 0 (`LOSS + 2p`: lost at pass `p`).
const LOSS: u8 = 3;
/// The most passes a layer may take (the byte holds `3 + 2 * 125 = 253`).
const MAX_PASS: u8 = 125;
/// A board holding a full line: never looked up, and read as "won" (decided) by later passes.
pub(crate) const TERMINAL: u8 = WIN + 2 * (MAX_PASS + 1);

pub(crate) const fn is_win(code: u8) -> bool {
    code >= WIN && code % 2 == 0
}

pub(crate) const fn is_loss(code: u8) -> bool {
    code >= LOSS && code % 2 == 1
}

/// The pass that decided a won or lost position.
pub(crate) const fn pass_of(code: u8) -> u8 {
    (code - WIN) / 2
}

/// The value of a position for the player to move, under perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The player to move can force a win.
    Win,
    /// The player to move loses against perfect play.
    Loss,
    /// Neither side can force a win: perfect play goes on for ever.
    Draw,
}

/// How many positions of each value a solve found (boards with a full line are not counted).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SolveStats {
    /// Positions won by the player to move.
    pub wins: u64,
    /// Positions lost by the player to move.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// Sweeps over layers (first passes included): a measure of the work.
    pub passes: u32,
}

/// `tern[b]`: the byte `b` read as base-3 digits 0/1 (bit `i` worth `3^i`).
const TERN8: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut b = 0;
    while b < 256 {
        let mut v = 0u32;
        let mut i = 7i32;
        while i >= 0 {
            v = v * 3 + ((b >> i) & 1) as u32;
            i -= 1;
        }
        t[b] = v;
        b += 1;
    }
    t
};

/// The 8 symmetries of the `n` x `n` square as byte tables: `table[2 * g][b]` is the image under
/// symmetry `g` of the cells `b` among squares 0-7, `table[2 * g + 1][b]` of squares 8-15.
const fn symmetry_tables(n: u32) -> [[u32; 256]; 16] {
    let mut t = [[0u32; 256]; 16];
    let mut g = 0;
    while g < 8 {
        let mut sq = 0;
        while sq < n * n {
            let (r, c) = (sq / n, sq % n);
            let m = n - 1;
            let (r2, c2) = match g {
                0 => (r, c),
                1 => (c, m - r),
                2 => (m - r, m - c),
                3 => (m - c, r),
                4 => (r, m - c),
                5 => (m - r, c),
                6 => (c, r),
                _ => (m - c, m - r),
            };
            let image = 1u32 << (r2 * n + c2);
            let (half, bit) = ((sq / 8) as usize, sq % 8);
            let mut b = 0;
            while b < 256 {
                if b & (1 << bit) != 0 {
                    t[2 * g + half][b] |= image;
                }
                b += 1;
            }
            sq += 1;
        }
        g += 1;
    }
    t
}

const SYMMETRIES_3: [[u32; 256]; 16] = symmetry_tables(3);
const SYMMETRIES_4: [[u32; 256]; 16] = symmetry_tables(4);

/// The image of `bits` under symmetry `g` (0-7) of the tables `t`.
#[inline(always)]
fn image(t: &[[u32; 256]; 16], g: usize, bits: u32) -> u32 {
    let lo = t.get(2 * g).map_or(0, |row| row[(bits & 0xff) as usize]);
    let hi = t
        .get(2 * g + 1)
        .map_or(0, |row| row[((bits >> 8) & 0xff) as usize]);
    lo | hi
}

/// `bits` (up to 16 cells) as a base-3 number with digits 0/1.
#[inline(always)]
const fn tern(bits: u32) -> usize {
    (TERN8[(bits & 0xff) as usize] + TERN8[((bits >> 8) & 0xff) as usize] * 6561) as usize
}

/// The table index of (mover's cubes, other cubes).
#[inline(always)]
pub(crate) const fn index(own: u32, opp: u32) -> usize {
    tern(own) + 2 * tern(opp)
}

#[inline(always)]
pub(crate) fn get(table: &[u8], i: usize) -> u8 {
    table.get(i).copied().unwrap_or(DRAW)
}

#[inline(always)]
fn set(table: &mut [u8], i: usize, v: u8) {
    if let Some(b) = table.get_mut(i) {
        *b = v;
    }
}

/// A solved 3 x 3 or 4 x 4 board: values of every position, for the player to move.
#[derive(Debug)]
pub struct Solution<'a> {
    size: u8,
    table: &'a [u8],
}

impl<'a> Solution<'a> {
    /// Bytes of table the board of `size` needs: `3^(size^2)` (19,683 for 3, 43,046,721 for
    /// 4); `None` for sizes the solver does not handle (5 x 5 has `3^25` boards).
    pub const fn table_len(size: usize) -> Option<usize> {
        match size {
            3 => Some(19_683),
            4 => Some(43_046_721),
            _ => None,
        }
    }

    /// Solve the `size` x `size` 2-player game in `table` (at least [`Solution::table_len`]
    /// bytes; its old contents do not matter). 3 x 3 takes milliseconds, 4 x 4 seconds.
    ///
    /// Errors: [`Error::SolverUnsupported`] for sizes other than 3 and 4,
    /// [`Error::SearchTableTooSmall`] for a short table.
    pub fn solve(size: usize, table: &'a mut [u8]) -> Result<(Solution<'a>, SolveStats), Error> {
        let len = Solution::table_len(size).ok_or(Error::SolverUnsupported)?;
        let table = table.get_mut(..len).ok_or(Error::SearchTableTooSmall)?;
        table.fill(0);
        let stats = match size {
            3 => solve_n::<3>(table)?,
            _ => solve_n::<4>(table)?,
        };
        Ok((
            Solution {
                size: size as u8,
                table,
            },
            stats,
        ))
    }

    /// A table solved earlier by [`Solution::solve`] for this `size` (kept by the caller).
    /// The contents are trusted: a table that was not solved gives meaningless (but safe) answers.
    ///
    /// Errors: as [`Solution::solve`].
    pub fn from_solved(size: usize, table: &'a [u8]) -> Result<Solution<'a>, Error> {
        let len = Solution::table_len(size).ok_or(Error::SolverUnsupported)?;
        let table = table.get(..len).ok_or(Error::SearchTableTooSmall)?;
        Ok(Solution {
            size: size as u8,
            table,
        })
    }

    /// The board size this solution is for.
    pub const fn size(&self) -> usize {
        self.size as usize
    }

    /// The value of `position` for the player to move; a decided position is a [`Value::Loss`]
    /// for the player who would move next if the other side won (a win if that player won).
    ///
    /// Errors: [`Error::SolverUnsupported`] for a 4-player position or one of another size.
    pub fn value(&self, position: &Position) -> Result<Value, Error> {
        let (own, opp) = self.sides(position)?;
        if let Some(outcome) = position.outcome() {
            return Ok(match outcome {
                Outcome::Win(s) if s == position.turn_symbol() => Value::Win,
                Outcome::Win(_) => Value::Loss,
                Outcome::Draw => Value::Draw,
            });
        }
        let code = get(self.table, index(own, opp));
        Ok(if is_win(code) {
            Value::Win
        } else if is_loss(code) {
            Value::Loss
        } else {
            Value::Draw
        })
    }

    /// A perfect move: it keeps the value of `position` (a won position stays won, a drawn one
    /// is never lost), and from a won position it goes down the order of the module docs, so
    /// that repeating it wins against any defence. Among winning moves: an immediate win first,
    /// then one that takes a blank cube, then the one reaching the earliest-decided lost
    /// position. In a lost position: the move reaching the latest-decided won position, not a
    /// move that loses at once if there is another. Ties go to the first move in
    /// [`Position::legal_moves`] order.
    ///
    /// Errors: [`Error::SolverUnsupported`] as for [`Solution::value`], [`Error::SearchGameOver`]
    /// when the game is decided.
    pub fn best_move(&self, position: &Position) -> Result<Move, Error> {
        let mut best: Option<(u32, Move)> = None;
        self.for_each_move(position, |m, rank| {
            if best.is_none_or(|(r, _)| rank > r) {
                best = Some((rank, m));
            }
        })?;
        best.map(|(_, m)| m).ok_or(Error::SearchGameOver)
    }

    /// Every legal move with its value for the player making it, as the solver sees it.
    /// `f(move, value)` is called in [`Position::legal_moves`] order.
    ///
    /// Errors: as [`Solution::best_move`].
    pub fn move_values(&self, position: &Position, mut f: impl FnMut(Move, Value)) -> Result<(), Error> {
        self.for_each_move(position, |m, rank| {
            f(
                m,
                if rank >= RANK_WIN {
                    Value::Win
                } else if rank >= RANK_DRAW {
                    Value::Draw
                } else {
                    Value::Loss
                },
            );
        })
    }

    /// Calls `f(move, rank)` for every legal move; higher ranks are better: lost moves below
    /// `RANK_DRAW`, drawn ones at it, won ones from `RANK_WIN` up.
    fn for_each_move(&self, position: &Position, mut f: impl FnMut(Move, u32)) -> Result<(), Error> {
        let (own, opp) = self.sides(position)?;
        if position.is_game_over() {
            return Err(Error::SearchGameOver);
        }
        let n = self.size;
        let (g, slides) = match n {
            3 => tables::<3>(),
            _ => tables::<4>(),
        };
        let here = get(self.table, index(own, opp));
        let _ = walk::each_move(g, slides, own, opp, Take::BlankOrOwn, |m| {
            let rank = match m.reach {
                Reach::LossNow => RANK_LOSS_NOW,
                Reach::WinNow => RANK_WIN_NOW,
                Reach::Child { own, opp } => {
                    let code = get(self.table, index(own, opp));
                    if is_loss(code) {
                        if m.blank {
                            RANK_WIN_BLANK
                        } else if is_win(here) && pass_of(code) >= pass_of(here) {
                            // Keeps the win but does not go down the order: never preferred.
                            RANK_WIN
                        } else {
                            RANK_WIN_ORDERED - u32::from(pass_of(code))
                        }
                    } else if is_win(code) {
                        if m.blank {
                            RANK_LOSS
                        } else {
                            RANK_LOSS + 1 + u32::from(pass_of(code))
                        }
                    } else {
                        RANK_DRAW
                    }
                }
            };
            let s = m.slide;
            if let (Some(from), Some(to)) = (Cell::of_square(s.from, n), Cell::of_square(s.to, n)) {
                f(Move::new(from, to), rank);
            }
            ControlFlow::<()>::Continue(())
        });
        Ok(())
    }

    /// (cubes of the player to move, cubes of the other) of a position this solution covers.
    fn sides(&self, position: &Position) -> Result<(u32, u32), Error> {
        if position.players() != 2 || position.size() != self.size as usize {
            return Err(Error::SolverUnsupported);
        }
        Ok(match position.turn() {
            0 => (position.x().0, position.o().0),
            _ => (position.o().0, position.x().0),
        })
    }
}

const RANK_LOSS_NOW: u32 = 0;
const RANK_LOSS: u32 = 1;
const RANK_DRAW: u32 = 200;
const RANK_WIN: u32 = 201;
const RANK_WIN_ORDERED: u32 = 400;
const RANK_WIN_BLANK: u32 = 401;
const RANK_WIN_NOW: u32 = 402;

/// Every subset of `full` with `k` cells, in increasing order (Gosper's hack), to `f`.
fn for_each_subset(full: u32, k: u32, mut f: impl FnMut(u32)) {
    if k == 0 {
        f(0);
        return;
    }
    let cells = full.count_ones();
    if k > cells {
        return;
    }
    let mut set = (1u32 << k) - 1;
    let limit = 1u32 << cells;
    while set < limit {
        f(set);
        let c = set & set.wrapping_neg();
        let r = set + c;
        set = (((r ^ set) >> 2) / c) | r;
    }
}

/// The pass-0 code of the ongoing position (own, opp): immediate wins and the next layer
/// decide (nothing of this layer is decided before pass 0 ends).
#[inline(always)]
fn first_pass(g: &Geometry, slides: &Slides, table: &[u8], own: u32, opp: u32) -> u8 {
    let known = |i: u64| known(get(table, i as usize));
    match walk::first_pass(g, slides, own, opp, |own, opp| index(own, opp) as u64, known) {
        First::Win => WIN,
        First::Loss => LOSS,
        First::NoLoss => NO_LOSS,
        First::Open => DRAW,
    }
}

/// What the table says of a position: won or lost at any pass, else open.
#[inline(always)]
fn known(code: u8) -> Known {
    if is_loss(code) {
        Known::Lost
    } else if is_win(code) {
        Known::Won
    } else {
        Known::Open
    }
}

/// Pass `pass` (>= 1) over an undecided position (code `code`): only moves that take an own
/// cube, and only positions decided in earlier passes count. Returns the new code.
#[inline(always)]
fn later_pass(g: &Geometry, slides: &Slides, table: &[u8], own: u32, opp: u32, code: u8, pass: u8) -> u8 {
    let earlier = |own, opp| {
        let v = get(table, index(own, opp));
        if v >= WIN && pass_of(v) < pass {
            known(v)
        } else {
            Known::Open
        }
    };
    match walk::later_pass(g, slides, own, opp, earlier) {
        Some(First::Win) => WIN + 2 * pass,
        Some(First::Loss) if code == DRAW => LOSS + 2 * pass,
        _ => code,
    }
}

/// Calls `f(own, opp)` once for every class of boards with `k` cubes under the 8 symmetries,
/// with one representative (the images of the occupied cells, then of the own cubes, compared
/// as numbers: the smallest wins).
fn for_each_class(t: &[[u32; 256]; 16], full: u32, k: u32, mut f: impl FnMut(u32, u32)) {
    for_each_subset(full, k, |occ| {
        let mut stabiliser = 0u32;
        for g in 1..8 {
            let im = image(t, g, occ);
            if im < occ {
                return;
            }
            if im == occ {
                stabiliser |= 1 << g;
            }
        }
        let mut own = occ;
        loop {
            let mut canonical = true;
            let mut rest = stabiliser;
            while rest != 0 {
                let g = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                if image(t, g, own) < own {
                    canonical = false;
                    break;
                }
            }
            if canonical {
                f(own, occ ^ own);
            }
            if own == 0 {
                break;
            }
            own = (own - 1) & occ;
        }
    });
}

/// Store `v` for (own, opp) and its 7 symmetric images.
#[inline(always)]
fn set_class(table: &mut [u8], t: &[[u32; 256]; 16], own: u32, opp: u32, v: u8) {
    set(table, index(own, opp), v);
    for g in 1..8 {
        set(table, index(image(t, g, own), image(t, g, opp)), v);
    }
}

fn solve_n<const N: usize>(table: &mut [u8]) -> Result<SolveStats, Error> {
    let (g, slides) = tables::<N>();
    let t = if N == 3 { &SYMMETRIES_3 } else { &SYMMETRIES_4 };
    let mut stats = SolveStats::default();
    let cells = (N * N) as u32;
    let full = g.full;
    for k in (0..=cells).rev() {
        // Pass 0, then passes over the undecided until nothing changes. Only one board of each
        // symmetry class is computed; its value is stored for the whole class.
        let mut pass = 0u8;
        loop {
            let mut changed = false;
            for_each_class(t, full, k, |own, opp| {
                if pass == 0 {
                    // Boards with a line are never looked up: mark them decided so that later
                    // passes skip them at a glance.
                    let v = if g.has_line(own) || g.has_line(opp) {
                        TERMINAL
                    } else {
                        first_pass(g, slides, table, own, opp)
                    };
                    set_class(table, t, own, opp, v);
                } else {
                    let code = get(table, index(own, opp));
                    if code == DRAW || code == NO_LOSS {
                        let v = later_pass(g, slides, table, own, opp, code, pass);
                        if v != code {
                            set_class(table, t, own, opp, v);
                            changed = true;
                        }
                    }
                }
            });
            stats.passes += 1;
            if pass > 0 && !changed {
                break;
            }
            if pass == MAX_PASS {
                return Err(Error::SolverTooManyPasses);
            }
            pass += 1;
        }
    }
    // Count the values: one linear sweep over the table.
    for &code in table.iter() {
        if code == TERMINAL {
            continue;
        } else if is_win(code) {
            stats.wins += 1;
        } else if is_loss(code) {
            stats.losses += 1;
        } else {
            stats.draws += 1;
        }
    }
    Ok(stats)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ternary_index() {
        assert_eq!(tern(0), 0);
        assert_eq!(tern(1), 1);
        assert_eq!(tern(0b10), 3);
        assert_eq!(tern(1 << 8), 6561);
        assert_eq!(tern(0xffff) * 2, 43_046_720);
        assert_eq!(index(0, 1 << 15), 2 * 14_348_907);
        let mut n = 0;
        for_each_subset(0x1ff, 3, |s| {
            assert_eq!(s.count_ones(), 3);
            n += 1;
        });
        assert_eq!(n, 84);
    }

    #[test]
    fn small_table_and_sizes() {
        let mut small = [0u8; 100];
        assert_eq!(
            Solution::solve(3, &mut small).err(),
            Some(Error::SearchTableTooSmall)
        );
        assert_eq!(
            Solution::solve(5, &mut small).err(),
            Some(Error::SolverUnsupported)
        );
        assert_eq!(
            Solution::solve(7, &mut small).err(),
            Some(Error::SolverUnsupported)
        );
    }
}
