//! The static evaluation: a linear function of a few counts of the position, with one set of
//! weights per board size. The weights of [`Weights::TUNED`] were fitted to positions of known
//! value (docs/quixo-eval.md has the method, the data and the fit; `make tune-quixo` repeats it).

use super::board::geometry_of;
use super::{Outcome, Position, Symbol};

/// The score of a win for the side to move, less the number of plies to reach it. Scores
/// within [`super::MAX_DEPTH`] of `±MATE` are forced wins or losses; all others are evaluations.
pub const MATE: i32 = 30_000;

/// The number of counts ("features") an evaluation weighs, per board size:
/// - `LINE + own * 6 + other`: the lines (rows, columns, the two diagonals) holding `own` cubes
///   of the side to move and `other` cubes of the other side (`own + other` at most the size);
/// - [`CUBES`]: the side to move's cubes less the other side's;
/// - [`INNER`]: the same for cubes off the outer ring (which the other side cannot take);
/// - [`TEMPO`]: always 1 (being the side to move).
pub const FEATURES: usize = 39;

/// The first line count (see [`FEATURES`]).
pub const LINE: usize = 0;
/// The index of the cube difference (see [`FEATURES`]).
pub const CUBES: usize = 36;
/// The index of the inner-cube difference (see [`FEATURES`]).
pub const INNER: usize = 37;
/// The index of the constant (see [`FEATURES`]).
pub const TEMPO: usize = 38;

/// An evaluation: for each board size (3, 4, 5) one weight per count of [`FEATURES`]. The score
/// of an ongoing position, for the side (team) to move, is the sum of count times weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Weights {
    /// The weights of the 3 x 3, 4 x 4 and 5 x 5 boards.
    pub by_size: [[i16; FEATURES]; 3],
}

/// One size's weights from a table of line values (`lines[own][other]`) and the other three.
const fn size_weights(lines: [[i16; 6]; 6], cubes: i16, inner: i16, tempo: i16) -> [i16; FEATURES] {
    let mut w = [0; FEATURES];
    let mut a = 0;
    while a < 6 {
        let mut b = 0;
        while b < 6 {
            w[LINE + a * 6 + b] = lines[a][b];
            b += 1;
        }
        a += 1;
    }
    w[CUBES] = cubes;
    w[INNER] = inner;
    w[TEMPO] = tempo;
    w
}

/// The hand-made evaluation the player used before tuning, as weights: a line of one side's
/// cubes only counts for that side, 64 when one cube short, 16 two short, 4 three short, 1
/// four short; mixed lines count for nobody; 3 per cube, 2 more per inner cube.
const fn simple(n: usize) -> [i16; FEATURES] {
    const SHORT: [i16; 6] = [0, 64, 16, 4, 1, 0];
    let mut lines = [[0; 6]; 6];
    let mut k = 1;
    while k < n {
        lines[k][0] = SHORT[n - k];
        lines[0][k] = -SHORT[n - k];
        k += 1;
    }
    size_weights(lines, 3, 2, 0)
}

include!("eval_tuned.rs");

impl Weights {
    /// The hand-made evaluation (see `simple` in the source): the baseline of the tuning, and the
    /// "easy" level's evaluation.
    pub const SIMPLE: Weights = Weights {
        by_size: [simple(3), simple(4), simple(5)],
    };

    /// The fitted evaluation, used by [`evaluate`] and by default.
    pub const TUNED: Weights = TUNED;

    /// The score of `position` for the side (team) to move: decided positions score `±MATE`
    /// (0 for a draw), others the weighted counts.
    pub fn evaluate(&self, position: &Position) -> i32 {
        if let Some(outcome) = position.outcome() {
            return match outcome {
                Outcome::Win(s) if s == position.turn_symbol() => MATE,
                Outcome::Win(_) => -MATE,
                Outcome::Draw => 0,
            };
        }
        let n = position.size();
        let w = self.by_size.get(n.wrapping_sub(3)).unwrap_or(&self.by_size[2]);
        let (own, opp) = sides(position);
        let g = geometry_of(n as u8);
        let mut score = 0;
        for &line in g.lines.iter().take(g.line_count) {
            let a = (own & line).count_ones() as usize;
            let b = (opp & line).count_ones() as usize;
            score += i32::from(w.get(LINE + a * 6 + b).copied().unwrap_or(0));
        }
        let inner = g.full & !g.perimeter;
        let cubes = own.count_ones() as i32 - opp.count_ones() as i32;
        let inner_cubes = (own & inner).count_ones() as i32 - (opp & inner).count_ones() as i32;
        score + i32::from(w[CUBES]) * cubes + i32::from(w[INNER]) * inner_cubes + i32::from(w[TEMPO])
    }
}

/// The counts an evaluation weighs in an ongoing `position` (see [`FEATURES`]), for fitting
/// weights: `Weights::evaluate` is the sum of these times the weights of the position's size.
pub fn features(position: &Position) -> [i32; FEATURES] {
    let mut f = [0; FEATURES];
    let n = position.size();
    let (own, opp) = sides(position);
    let g = geometry_of(n as u8);
    for &line in g.lines.iter().take(g.line_count) {
        let a = (own & line).count_ones() as usize;
        let b = (opp & line).count_ones() as usize;
        if let Some(x) = f.get_mut(LINE + a * 6 + b) {
            *x += 1;
        }
    }
    let inner = g.full & !g.perimeter;
    f[CUBES] = own.count_ones() as i32 - opp.count_ones() as i32;
    f[INNER] = (own & inner).count_ones() as i32 - (opp & inner).count_ones() as i32;
    f[TEMPO] = 1;
    f
}

/// The static evaluation of `position` for the player (team) to move, by [`Weights::TUNED`]:
/// positive is good for the side to move; decided positions score `±MATE` (0 for a draw).
pub fn evaluate(position: &Position) -> i32 {
    Weights::TUNED.evaluate(position)
}

/// (cubes of the team to move, cubes of the other team).
fn sides(position: &Position) -> (u32, u32) {
    match position.turn_symbol() {
        Symbol::X => (position.x().0, position.o().0),
        Symbol::O => (position.o().0, position.x().0),
    }
}
