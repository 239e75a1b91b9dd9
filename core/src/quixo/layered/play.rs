//! Perfect play from solved layers: the caller says where the layers are ([`Probe`]), the core
//! picks the move.

use core::ops::ControlFlow;

use super::{LOSS, Layer, PassWidth, WIN, get2, pass_at};
use crate::Error;
use crate::quixo::board::geometry_of;
use crate::quixo::moves::slides_of;
use crate::quixo::walk::{Reach, Take, each_move};
use crate::quixo::{
    Budget, Cell, Choice, Difficulty, Game, Level, MATE, Move, Player, Position, TimeLimit, TtEntry, Value,
};

/// Solved layers, wherever the caller keeps them (memory, files, a network store).
pub trait Probe {
    /// The value of position `index` of `layer` for the player to move, and the pass that
    /// decided it (0 for draws), or `None` when that layer is not available.
    fn probe(&self, layer: Layer, index: u64) -> Option<(Value, u32)>;
}

/// One solved layer held in memory: its packed values and its passes (the payloads of its two
/// files).
#[derive(Clone, Copy, Debug)]
pub struct LayerData<'a> {
    /// The layer.
    pub layer: Layer,
    /// Packed values ([`super::FileKind::Values`] payload).
    pub values: &'a [u8],
    /// Passes ([`super::FileKind::Passes`] payload), `width` bytes a position.
    pub passes: &'a [u8],
    /// The bytes a pass takes (the passes file's header says).
    pub width: PassWidth,
}

/// A list of layers in memory is a probe (looked through in order).
impl Probe for [LayerData<'_>] {
    fn probe(&self, layer: Layer, index: u64) -> Option<(Value, u32)> {
        let d = self.iter().find(|d| d.layer == layer)?;
        let pass = pass_at(d.passes, d.width, index)?;
        let value = match get2(d.values, index) {
            WIN => Value::Win,
            LOSS => Value::Loss,
            _ => Value::Draw,
        };
        Some((value, pass))
    }
}

// How good a move is for the mover, from the child's value and pass (passes fit 16 bits).
const LOSS_NOW: u32 = 0;
const LOSS_BLANK: u32 = 1;
const LOSS_OWN: u32 = 2; // + pass: the later the winner's order ends, the longer the defence
const DRAW: u32 = 1 << 17;
const WIN_OWN: u32 = 1 << 18; // - pass: the lowest pass first, so the order goes down
const WIN_BLANK: u32 = WIN_OWN + 1;
const WIN_NOW: u32 = WIN_OWN + 2;

/// The value of a 2-player `position` for the player to move from solved layers, with the pass
/// that decided it; `None` when its layer is not available. A decided game is valued as
/// [`Solution::value`](crate::quixo::Solution::value) does.
///
/// Errors: [`Error::SolverUnsupported`] for a 4-player position.
pub fn value(position: &Position, probe: &(impl Probe + ?Sized)) -> Result<Option<(Value, u32)>, Error> {
    let (layer, index) = Layer::of(position)?;
    if let Some(outcome) = position.outcome() {
        let won = outcome.winner() == Some(position.turn_symbol());
        return Ok(Some((if won { Value::Win } else { Value::Loss }, 0)));
    }
    Ok(probe.probe(layer, index))
}

/// The layers [`best_move`] reads for a 2-player `position` that is not over: its own layer
/// (a, b), the partner (b, a) that moving an own cube leads to, and (b, a + 1) of the next total
/// that taking a blank leads to (none on a full board). A caller that fetches layers on demand
/// (the browser) asks this first; the rule of which moves lead where stays here.
///
/// Errors: [`Error::SolverUnsupported`] for a 4-player position.
pub fn layers_needed(position: &Position) -> Result<heapless::Vec<Layer, 3>, Error> {
    let (here, _) = Layer::of(position)?;
    let mut needed = heapless::Vec::new();
    if position.is_game_over() {
        return Ok(needed);
    }
    let (n, a, b) = (here.size(), here.own(), here.other());
    let layers = [
        Some(here),
        (a != b).then_some(Layer::new(n, b, a)?),
        Layer::new(n, b, a + 1).ok(),
    ];
    for l in layers.into_iter().flatten() {
        let _ = needed.push(l); // at most 3
    }
    Ok(needed)
}

/// A perfect move of a 2-player `position` from solved layers, with the position's value, or
/// `None` when a layer it needs (its own, its partner or the next total's) is not available.
///
/// The move keeps the value (a won position stays won, a drawn one is never lost), and from a
/// won position it always makes progress: an immediate win, else a move that takes a blank to a
/// lost position of the next total, else the move to the lost position of the pair decided
/// earliest. Blanks never come back and within a pair every winning move lowers the pass, so
/// repeating it wins against any defence. From a lost position it picks the move that holds out
/// longest by the same order; never a move that loses at once if there is another. Ties go to
/// the first move in [`Position::legal_moves`] order.
///
/// Errors: [`Error::SolverUnsupported`] for a 4-player position, [`Error::SearchGameOver`]
/// when the game is decided.
pub fn best_move(position: &Position, probe: &(impl Probe + ?Sized)) -> Result<Option<(Move, Value)>, Error> {
    if position.players() != 2 {
        return Err(Error::SolverUnsupported);
    }
    if position.is_game_over() {
        return Err(Error::SearchGameOver);
    }
    let Some((here, _)) = value(position, probe)? else {
        return Ok(None);
    };
    let (own, opp) = match position.turn() {
        0 => (position.x().0, position.o().0),
        _ => (position.o().0, position.x().0),
    };
    let n = position.size() as u8;
    let (g, slides) = (geometry_of(n), slides_of(n));
    let mut best: Option<(u32, Move)> = None;
    let walk = each_move(g, slides, own, opp, Take::BlankOrOwn, |m| {
        let rank = match m.reach {
            Reach::LossNow => LOSS_NOW,
            Reach::WinNow => WIN_NOW,
            Reach::Child { own, opp } => {
                let child = match Layer::new(n as usize, own.count_ones() as usize, opp.count_ones() as usize)
                {
                    Ok(child) => child,
                    Err(e) => return ControlFlow::Break(Err(e)),
                };
                let Some(index) = child.rank(own, opp) else {
                    return ControlFlow::Break(Ok(()));
                };
                match probe.probe(child, index) {
                    None => return ControlFlow::Break(Ok(())),
                    Some((Value::Loss, _)) if m.blank => WIN_BLANK,
                    Some((Value::Loss, pass)) => WIN_OWN - pass.min(u32::from(u16::MAX)),
                    Some((Value::Win, _)) if m.blank => LOSS_BLANK,
                    Some((Value::Win, pass)) => LOSS_OWN + pass.min(u32::from(u16::MAX)),
                    Some((Value::Draw, _)) => DRAW,
                }
            }
        };
        if best.is_none_or(|(r, _)| rank > r) {
            let (from, to) = (Cell::of_square(m.slide.from, n), Cell::of_square(m.slide.to, n));
            match from.zip(to) {
                Some((from, to)) => best = Some((rank, Move::new(from, to))),
                None => return ControlFlow::Break(Err(Error::LayerOutOfRange)),
            }
        }
        ControlFlow::Continue(())
    });
    match walk {
        // A layer the probe does not hold: no perfect move.
        ControlFlow::Break(Ok(())) => return Ok(None),
        ControlFlow::Break(Err(e)) => return Err(e),
        ControlFlow::Continue(()) => {}
    }
    Ok(best.map(|(_, m)| (m, here)))
}

/// The perfect choice in `position` from solved layers, when they hold it and every layer its
/// moves reach (2 players, game not over); else `None`.
fn perfect(position: &Position, probe: &(impl Probe + ?Sized)) -> Result<Option<Choice>, Error> {
    if position.players() != 2 || position.is_game_over() {
        return Ok(None);
    }
    Ok(best_move(position, probe)?.map(|(mv, v)| Choice {
        mv,
        finished: true,
        depth: 0,
        score: match v {
            Value::Win => MATE,
            Value::Loss => -MATE,
            Value::Draw => 0,
        },
        nodes: 0,
    }))
}

impl Player {
    /// As [`Player::choose`], with solved layers: at [`Level::Search`], when `probe` holds the
    /// position's layer and every layer its moves reach, the move is perfect ([`best_move`]: a
    /// won position is won against any defence) and no search is made (`nodes` 0, `depth` 0,
    /// score `±MATE` or 0); otherwise the player searches as usual.
    ///
    /// A separate layer over the search, so that the search itself can change without touching it.
    ///
    /// Errors: as [`Player::choose`].
    pub fn choose_probed(
        &self,
        position: &Position,
        table: &mut [TtEntry],
        budget: Budget,
        probe: &(impl Probe + ?Sized),
    ) -> Result<Choice, Error> {
        if self.level == Level::Search {
            if let Some(c) = perfect(position, probe)? {
                return Ok(c);
            }
        }
        self.choose(position, table, budget)
    }

    /// As [`Player::choose_game`] (the search knows the game's history and draw rules), playing
    /// perfectly from `probe` where it reaches, as [`Player::choose_probed`]. The perfect moves
    /// never repeat a position of a won game (each one takes a blank or lowers the pass), so the
    /// draw rules cannot take a win away, except a move limit too close to reach it.
    ///
    /// Errors: as [`Player::choose_game`].
    pub fn choose_game_probed(
        &self,
        game: &Game,
        table: &mut [TtEntry],
        budget: Budget,
        probe: &(impl Probe + ?Sized),
    ) -> Result<Choice, Error> {
        if game.is_game_over() {
            return Err(Error::SearchGameOver);
        }
        if self.level == Level::Search {
            if let Some(c) = perfect(game.position(), probe)? {
                return Ok(c);
            }
        }
        self.choose_game(game, table, budget)
    }
}

impl Difficulty {
    /// As [`Difficulty::choose`], playing perfectly from `probe` where it reaches (as
    /// [`Player::choose_game_probed`]); elsewhere the level's search.
    ///
    /// Errors: as [`Difficulty::choose`].
    pub fn choose_probed(
        self,
        game: &Game,
        seed: u64,
        table: &mut [TtEntry],
        time: Option<TimeLimit>,
        probe: &(impl Probe + ?Sized),
    ) -> Result<Choice, Error> {
        if game.is_game_over() {
            return Err(Error::SearchGameOver);
        }
        if table.len() < self.table_entries() {
            return Err(Error::SearchTableTooSmall); // as without tables, wherever the game is
        }
        match perfect(game.position(), probe)? {
            Some(c) => Ok(c),
            None => self.choose(game, seed, table, time),
        }
    }
}
