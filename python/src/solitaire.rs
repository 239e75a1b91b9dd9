//! Simplified Klondike: the game (`SolitaireGame`) and its line-driven `play()` (`SolitairePlay`).
//! The object-holding `Deque` and the original `Solitaire` class are Python (digipeg/solitaire.py)
//! on top of these.

use digipeg::Error;
use digipeg::solitaire::{Entry, Pile, Play, PlayEnd, Solitaire, card_from_raw, hint, solve};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyType};

use crate::convert::index;
use crate::errors::{IntoPy, raise_with};
use crate::results::{SOLITAIRE_HINT, SOLITAIRE_SOLUTION};

/// The game's piles and rules, from the core.
#[pyclass(module = "digipeg._native", name = "SolitaireGame", eq, skip_from_py_object)]
#[derive(Clone, PartialEq)]
pub struct PySolitaireGame {
    game: Solitaire,
}

/// A pile's cards as Python ints (a `Vec<u8>` would become `bytes`).
fn cards(pile: &Pile) -> Vec<u32> {
    pile.iter().map(|&c| u32::from(c)).collect()
}

/// A move as Python sees it, `(c1, c2)`.
type PyMove = (u8, u8);

/// The most table entries a search allocates (24 bytes each: 96 MiB); more are clamped.
const MAX_TABLE: usize = 1 << 22;

/// A solver argument: `None` for the game's `chance_no`, negative or huge: `usize::MAX` (which
/// the core refuses as too deep).
fn moves_allowed(game: &Solitaire, max_moves: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    Ok(match max_moves {
        None => game.chance_no(),
        Some(obj) => usize::try_from(index(obj)?).unwrap_or(usize::MAX),
    })
}

fn pile_numbers(c1: &Bound<'_, PyAny>, c2: &Bound<'_, PyAny>) -> PyResult<(i64, i64)> {
    Ok((index(c1)?, index(c2)?))
}

/// An item of a pile (or of a deal) as a card for the core: an `int` (or `__index__`) but not a
/// `bool`; anything else is a `TypeError` naming where it lies (`t[2]`). The core checks the range.
fn card_of(item: &Bound<'_, PyAny>, place: &dyn Fn() -> String) -> PyResult<i64> {
    let is_card = !item.is_instance_of::<PyBool>()
        && (item.is_instance_of::<PyInt>() || item.hasattr(intern!(item.py(), "__index__"))?);
    if !is_card {
        return Err(PyTypeError::new_err(format!(
            "{} holds {}, which is not a card: cards are ints from 0 to 255",
            place(),
            item.repr()?
        )));
    }
    index(item)
}

/// The core's `SolitaireBadCard` (409), its message after the place and the value (`t[2] holds
/// 300: a card is ...`).
fn bad_card(py: Python<'_>, place: String, item: &Bound<'_, PyAny>) -> PyErr {
    let value = item.repr().map_or_else(|_| "?".into(), |r| r.to_string());
    let message = format!("{place} holds {value}: {}", Error::SolitaireBadCard.message());
    raise_with(py, Error::SolitaireBadCard, message)
}

/// Every item of `items` as a card (see [`card_of`]), appended to `cards`; `place()` names the pile.
fn read_cards(items: &Bound<'_, PyAny>, cards: &mut Vec<i64>, place: &dyn Fn() -> String) -> PyResult<usize> {
    let before = cards.len();
    for item in items.try_iter()? {
        cards.push(card_of(&item?, place)?);
    }
    Ok(cards.len() - before)
}

/// After the core refused a card (409): the first item of these piles that is not one, named.
fn find_bad_card(py: Python<'_>, piles: &[Bound<'_, PyAny>], name: &str) -> PyErr {
    for (i, items) in piles.iter().enumerate() {
        let Ok(iter) = items.try_iter() else { continue };
        for item in iter.flatten() {
            if index(&item).map(card_from_raw).is_ok_and(|c| c.is_err()) {
                return bad_card(py, format!("{name}[{i}]"), &item);
            }
        }
    }
    crate::errors::raise(py, Error::SolitaireBadCard)
}

/// `CardNo` as an outside integer: `None` stays `None`, an `int` goes to the core, anything else
/// is a `TypeError`.
fn card_no_of(card_no: Option<&Bound<'_, PyAny>>) -> PyResult<Option<i64>> {
    match card_no {
        None => Ok(None),
        Some(n) if n.is_none() => Ok(None),
        Some(n) if n.is_instance_of::<PyBool>() => {
            Err(PyTypeError::new_err("CardNo must be an int, not a bool"))
        }
        Some(n) => index(n).map(Some),
    }
}

#[pymethods]
impl PySolitaireGame {
    /// Every card in pile 0 in this order, the first on top.
    #[new]
    fn new(cards: Vec<Bound<'_, PyAny>>) -> PyResult<Self> {
        let cards = cards.iter().map(index).collect::<PyResult<Vec<i64>>>()?;
        Ok(PySolitaireGame {
            game: Solitaire::new_raw(&cards).py_err()?,
        })
    }

    /// The handout's `Solitaire(ncards)`: every card in pile 0 in this order, any cards from 0
    /// to 255 (repeats allowed), `n // 8 + 3` piles, CardNo `n`, ChanceNo `2 n`. An item that is
    /// not an int is a `TypeError` naming it (`ncards[1]`).
    #[staticmethod]
    fn from_cards(py: Python<'_>, ncards: &Bound<'_, PyAny>) -> PyResult<Self> {
        let items: Vec<Bound<'_, PyAny>> = ncards.try_iter()?.collect::<PyResult<_>>()?;
        let mut cards = Vec::with_capacity(items.len());
        for (k, item) in items.iter().enumerate() {
            cards.push(card_of(item, &|| format!("ncards[{k}]"))?);
        }
        let small: Option<Vec<u8>> = cards.iter().map(|&c| card_from_raw(c).ok()).collect();
        let game = match small {
            Some(small) => Solitaire::from_cards(&small),
            None if cards.len() > digipeg::solitaire::MAX_CARDS => Err(Error::SolitaireTooManyCards),
            None => {
                let k = cards.iter().position(|&c| card_from_raw(c).is_err()).unwrap_or(0);
                return Err(bad_card(py, format!("ncards[{k}]"), &items[k]));
            }
        };
        Ok(PySolitaireGame { game: game.py_err()? })
    }

    /// A position built by hand, read from `t` as it stands: a sequence of `Deque`s (anything
    /// with an `items` sequence), pile 0 first, each from its rear. `card_no` (the handout's
    /// `CardNo`) defaults to the number of cards. Errors: `TypeError` naming the pile for a pile
    /// without `items` or an item that is not an int; then the core's, in its order: 410 (more
    /// than 11 piles), 402 (more than 64 cards), 409 (a card outside 0..=255; the message names
    /// the pile), 411 (CardNo outside 0..=255).
    #[staticmethod]
    #[pyo3(signature = (t, card_no = None))]
    fn from_piles(
        py: Python<'_>,
        t: &Bound<'_, PyAny>,
        card_no: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let items_name = intern!(py, "items");
        let mut piles = Vec::new();
        for (i, pile) in t.try_iter()?.enumerate() {
            let pile = pile?;
            let items = pile.getattr(items_name).map_err(|_| {
                let kind = pile
                    .get_type()
                    .name()
                    .map_or_else(|_| "?".into(), |n| n.to_string());
                PyTypeError::new_err(format!("t[{i}] is a {kind}, not a Deque (it has no items)"))
            })?;
            piles.push(items);
        }
        let mut cards = Vec::new();
        let mut sizes = Vec::with_capacity(piles.len());
        for (i, items) in piles.iter().enumerate() {
            sizes.push(read_cards(items, &mut cards, &|| format!("t[{i}]"))?);
        }
        let card_no = card_no_of(card_no)?;
        match Solitaire::from_piles_raw(&cards, &sizes, card_no) {
            Ok(game) => Ok(PySolitaireGame { game }),
            Err(Error::SolitaireBadCard) => Err(find_bad_card(py, &piles, "t")),
            Err(error) => Err(crate::errors::raise(py, error)),
        }
    }

    /// Set ChanceNo, the rounds `play()` runs (0 to 65535, else the core's 412).
    fn set_chance_no(&mut self, chance_no: &Bound<'_, PyAny>) -> PyResult<()> {
        if chance_no.is_instance_of::<PyBool>() {
            return Err(PyTypeError::new_err("ChanceNo must be an int, not a bool"));
        }
        self.game.set_chance_no_raw(index(chance_no)?).py_err()
    }

    /// The cards 0..n-1 shuffled by the core's seeded generator.
    #[classmethod]
    fn shuffled(_cls: &Bound<'_, PyType>, n: &Bound<'_, PyAny>, seed: u64) -> PyResult<Self> {
        let n = usize::try_from(index(n)?).unwrap_or(usize::MAX);
        Ok(PySolitaireGame {
            game: Solitaire::shuffled(n, seed).py_err()?,
        })
    }

    #[getter]
    fn card_count(&self) -> usize {
        self.game.card_count()
    }

    #[getter]
    fn card_no(&self) -> usize {
        self.game.card_no()
    }

    #[getter]
    fn col_no(&self) -> usize {
        self.game.col_no()
    }

    #[getter]
    fn chance_no(&self) -> usize {
        self.game.chance_no()
    }

    /// Every pile as a list of cards from index 0 (the rear; pile 0's top card) to the front.
    fn piles(&self) -> Vec<Vec<u32>> {
        self.game.piles().iter().map(cards).collect()
    }

    /// Pile `i` as a list of cards; an unknown pile raises OutOfRangeError.
    fn pile(&self, i: &Bound<'_, PyAny>) -> PyResult<Vec<u32>> {
        let i = usize::try_from(index(i)?).unwrap_or(usize::MAX);
        Ok(cards(self.game.pile(i).py_err()?))
    }

    fn is_complete(&self) -> bool {
        self.game.is_complete()
    }

    /// Raise why `(c1, c2)` is refused, or return None.
    fn check_move(&self, c1: &Bound<'_, PyAny>, c2: &Bound<'_, PyAny>) -> PyResult<()> {
        let (c1, c2) = pile_numbers(c1, c2)?;
        self.game.clone().move_cards_raw(c1, c2).py_err()
    }

    fn is_legal(&self, c1: &Bound<'_, PyAny>, c2: &Bound<'_, PyAny>) -> PyResult<bool> {
        let (c1, c2) = pile_numbers(c1, c2)?;
        Ok(self.game.clone().move_cards_raw(c1, c2).is_ok())
    }

    /// Make the move or raise why not (nothing changes then).
    fn move_cards(&mut self, c1: &Bound<'_, PyAny>, c2: &Bound<'_, PyAny>) -> PyResult<()> {
        let (c1, c2) = pile_numbers(c1, c2)?;
        self.game.move_cards_raw(c1, c2).py_err()
    }

    fn legal_moves(&self) -> Vec<(u8, u8)> {
        self.game
            .legal_moves()
            .iter()
            .map(|m| (m.from(), m.to()))
            .collect()
    }

    /// The original's `display()` text: one line per pile, each card followed by a space.
    fn display_text(&self) -> String {
        self.game.to_string()
    }

    fn copy(&self) -> Self {
        self.clone()
    }

    /// The core's solver: a `SolitaireSolution` `(moves, finished, nodes)`. `moves` is a shortest winning list of
    /// `(c1, c2)` moves within `max_moves` (default `chance_no`), or None; `finished` says
    /// whether the search ended within `node_budget` positions (then None proves there is no win).
    /// The transposition table has `table_entries` 24-byte slots (at most 2**22). The GIL is
    /// released while it searches.
    #[pyo3(signature = (max_moves = None, *, node_budget = 1_000_000, table_entries = 1 << 16))]
    fn solve<'py>(
        &self,
        py: Python<'py>,
        max_moves: Option<&Bound<'_, PyAny>>,
        node_budget: u64,
        table_entries: usize,
    ) -> PyResult<Bound<'py, PyAny>> {
        let max_moves = moves_allowed(&self.game, max_moves)?;
        let game = &self.game;
        let found = py
            .detach(|| {
                let mut table = vec![Entry::EMPTY; table_entries.min(MAX_TABLE)];
                solve(game, max_moves, &mut table, node_budget)
            })
            .py_err()?;
        let line = found
            .line
            .map(|line| line.iter().map(|m| (m.from(), m.to())).collect::<Vec<PyMove>>());
        SOLITAIRE_SOLUTION.of(py, (line, found.finished, found.nodes))
    }

    /// The core's hint: a `SolitaireHint` `(move, win_in, built, finished, nodes)`: the first move of a shortest
    /// win (`win_in` its length) or else of the line building the most cards (`win_in` None);
    /// `built` counts the cards lying on the card one higher at the end of that line.
    #[pyo3(signature = (max_moves = None, *, node_budget = 1_000_000, table_entries = 1 << 16))]
    fn hint<'py>(
        &self,
        py: Python<'py>,
        max_moves: Option<&Bound<'_, PyAny>>,
        node_budget: u64,
        table_entries: usize,
    ) -> PyResult<Bound<'py, PyAny>> {
        let max_moves = moves_allowed(&self.game, max_moves)?;
        let game = &self.game;
        let found = py
            .detach(|| {
                let mut table = vec![Entry::EMPTY; table_entries.min(MAX_TABLE)];
                hint(game, max_moves, &mut table, node_budget)
            })
            .py_err()?;
        SOLITAIRE_HINT.of(
            py,
            (
                (found.next.from(), found.next.to()),
                found.win_in,
                found.built,
                found.finished,
                found.nodes,
            ),
        )
    }
}

/// The original's `play()`, a line at a time: `start()`, then `feed(line)` until `end` is not None.
#[pyclass(module = "digipeg._native", name = "SolitairePlay")]
pub struct PySolitairePlay {
    play: Play,
}

fn text(result: Result<(), core::fmt::Error>, out: String) -> PyResult<String> {
    result.map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(out)
}

#[pymethods]
impl PySolitairePlay {
    #[new]
    fn new(game: PyRef<'_, PySolitaireGame>) -> Self {
        PySolitairePlay {
            play: Play::new(game.game.clone()),
        }
    }

    fn start(&mut self) -> PyResult<String> {
        let mut out = String::new();
        let result = self.play.start(&mut out);
        text(result, out)
    }

    /// Answer the open prompt with `line` (no newline), or None at end of input.
    /// Before `start()`: `ProgramNotStarted` (an `OutOfOrderError`, a `RuntimeError`).
    fn feed(&mut self, line: Option<&str>) -> PyResult<String> {
        let mut out = String::new();
        self.play.feed(line, &mut out).py_err()?;
        Ok(out)
    }

    /// None while waiting; then `("won", rounds)`, `("lost", None)` or `("input", None)`.
    #[getter]
    fn end(&self) -> Option<(&'static str, Option<u16>)> {
        self.play.end().map(|end| match end {
            PlayEnd::Won { rounds } => ("won", Some(rounds)),
            PlayEnd::Lost => ("lost", None),
            PlayEnd::EndOfInput => ("input", None),
        })
    }

    /// The game as it stands (a copy).
    #[getter]
    fn game(&self) -> PySolitaireGame {
        PySolitaireGame {
            game: self.play.game().clone(),
        }
    }
}

/// Add the solitaire classes to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PySolitaireGame>()?;
    m.add_class::<PySolitairePlay>()?;
    Ok(())
}
