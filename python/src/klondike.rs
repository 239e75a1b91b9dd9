//! Full Klondike as the Pythonic `Klondike` class: the deal formats, moves in the core's
//! notation, undo, the solver and the sampling player.

use digipeg::klondike::{
    Choice, DEFAULT_NODES, Deal, Entry, Klondike, PLAYER_TABLE_ENTRIES, Played, Player, Rules, Sampling,
    Solver, UNLIMITED, Verdict, table_entries_for,
};
use pyo3::prelude::*;
use pyo3::types::PyType;

use crate::convert::index;
use crate::errors::IntoPy;
use crate::results::{KLONDIKE_ESTIMATE, KLONDIKE_HINT, KLONDIKE_SOLUTION};

/// Cards as their two-character names.
fn names(cards: &[digipeg::klondike::Card]) -> Vec<String> {
    cards.iter().map(ToString::to_string).collect()
}

/// A game of Klondike: the deal, the rules, the position and the moves played (for `undo`).
#[pyclass(module = "digipeg", name = "Klondike", skip_from_py_object)]
pub struct PyKlondike {
    deal: Deal,
    game: Klondike,
    history: Vec<Played>,
    /// The player's table, kept from move to move: it carries the player's plan.
    player: Option<Vec<Entry>>,
}

impl Clone for PyKlondike {
    /// A copy without the player's table (its player starts afresh).
    fn clone(&self) -> PyKlondike {
        PyKlondike {
            deal: self.deal,
            game: self.game,
            history: self.history.clone(),
            player: None,
        }
    }
}

/// The rules from the keywords, each left out taken from the core's default rules.
fn rules(
    draw: Option<&Bound<'_, PyAny>>,
    passes: Option<&Bound<'_, PyAny>>,
    worry_back: Option<bool>,
) -> PyResult<Rules> {
    let default = Rules::default();
    let number = |value: Option<&Bound<'_, PyAny>>, or: u8| -> PyResult<u32> {
        value.map_or(Ok(u32::from(or)), |value| {
            Ok(u32::try_from(index(value)?).unwrap_or(u32::MAX))
        })
    };
    Rules::new(
        number(draw, default.draw.cards())?,
        number(passes, default.passes_number())?,
        worry_back.unwrap_or(default.worry_back),
    )
    .py_err()
}

impl PyKlondike {
    /// The player's choice (with its estimate if `estimate`), in the table this game keeps for
    /// it, the GIL released while it guesses and solves.
    fn player_choice(
        &mut self,
        py: Python<'_>,
        seed: u64,
        sampling: Sampling,
        estimate: bool,
    ) -> PyResult<Option<Choice>> {
        let game = self.game;
        let mut table = self
            .player
            .take()
            .unwrap_or_else(|| vec![0; PLAYER_TABLE_ENTRIES]);
        let choice = py.detach(|| -> Result<_, digipeg::Error> {
            let mut player = Player::new(&mut table[..], seed, sampling)?;
            Ok(if estimate {
                player.choose_with_estimate(&game)
            } else {
                player.choose(&game).map(|played| Choice {
                    played,
                    won: 0,
                    guesses: 0,
                })
            })
        });
        self.player = Some(table);
        choice.py_err()
    }

    /// The solver's `(verdict, line, positions)` from here, the GIL released while it searches.
    fn solved(
        &self,
        py: Python<'_>,
        nodes: Option<u64>,
        table_entries: Option<usize>,
    ) -> PyResult<(&'static str, Vec<String>, u64)> {
        let nodes = nodes.unwrap_or(UNLIMITED);
        let table_entries = table_entries.unwrap_or(table_entries_for(nodes));
        let game = self.game;
        let (verdict, line, positions) = py
            .detach(|| -> Result<_, digipeg::Error> {
                let mut solver = Solver::new(vec![0; table_entries.min(1 << 28)])?;
                let solved = solver.solve(&game, nodes);
                Ok((
                    solved.verdict,
                    solver.line().iter().map(ToString::to_string).collect(),
                    solved.nodes,
                ))
            })
            .py_err()?;
        let verdict = match verdict {
            Verdict::Won => "won",
            Verdict::Lost => "lost",
            Verdict::Unknown => "unknown",
        };
        Ok((verdict, line, positions))
    }

    fn dealt(deal: Deal, rules: Rules) -> PyKlondike {
        PyKlondike {
            deal,
            game: Klondike::new(&deal, rules),
            history: Vec::new(),
            player: None,
        }
    }
}

#[pymethods]
impl PyKlondike {
    /// A shuffled deal: the core's shuffle seeded with `shuffle` (any integer), or with
    /// Python's `random` when it is None.
    #[new]
    #[pyo3(signature = (*, shuffle = None, draw = None, passes = None, worry_back = None))]
    fn new(
        py: Python<'_>,
        shuffle: Option<&Bound<'_, PyAny>>,
        draw: Option<&Bound<'_, PyAny>>,
        passes: Option<&Bound<'_, PyAny>>,
        worry_back: Option<bool>,
    ) -> PyResult<Self> {
        let rules = rules(draw, passes, worry_back)?;
        let seed: u64 = match shuffle {
            // Every u64 seed as it is; a negative one as its two's complement.
            Some(seed) => match seed.extract::<u64>() {
                Ok(seed) => seed,
                Err(_) => index(seed)? as u64,
            },
            None => py
                .import("random")?
                .call_method1("getrandbits", (64,))?
                .extract()?,
        };
        Ok(PyKlondike::dealt(
            Deal::random(&mut digipeg::Rng::new(seed)),
            rules,
        ))
    }

    /// Klondike-Solver's game `seed` (its `/G N`; KSolve's `-game N`).
    #[classmethod]
    #[pyo3(signature = (seed, *, draw = None, passes = None, worry_back = None))]
    fn from_seed(
        _cls: &Bound<'_, PyType>,
        seed: &Bound<'_, PyAny>,
        draw: Option<&Bound<'_, PyAny>>,
        passes: Option<&Bound<'_, PyAny>>,
        worry_back: Option<bool>,
    ) -> PyResult<Self> {
        let rules = rules(draw, passes, worry_back)?;
        let seed = u32::try_from(index(seed)?).unwrap_or(u32::MAX);
        Ok(PyKlondike::dealt(Deal::from_seed(seed).py_err()?, rules))
    }

    /// A deal from a Solvitaire deal file's text.
    #[classmethod]
    #[pyo3(signature = (text, *, draw = None, passes = None, worry_back = None))]
    fn from_json(
        _cls: &Bound<'_, PyType>,
        text: &str,
        draw: Option<&Bound<'_, PyAny>>,
        passes: Option<&Bound<'_, PyAny>>,
        worry_back: Option<bool>,
    ) -> PyResult<Self> {
        let rules = rules(draw, passes, worry_back)?;
        Ok(PyKlondike::dealt(
            Deal::from_solvitaire_json(text).py_err()?,
            rules,
        ))
    }

    /// The deal whose number, as the rank of a permutation of the 52 cards, is `rank` (an int
    /// or its decimal digits).
    #[classmethod]
    #[pyo3(signature = (rank, *, draw = None, passes = None, worry_back = None))]
    fn from_rank(
        _cls: &Bound<'_, PyType>,
        rank: &Bound<'_, PyAny>,
        draw: Option<&Bound<'_, PyAny>>,
        passes: Option<&Bound<'_, PyAny>>,
        worry_back: Option<bool>,
    ) -> PyResult<Self> {
        let rules = rules(draw, passes, worry_back)?;
        let digits = rank.str()?.to_string();
        Ok(PyKlondike::dealt(Deal::from_rank(&digits).py_err()?, rules))
    }

    /// Cards per draw: 1 or 3.
    #[getter]
    fn draw(&self) -> u8 {
        self.game.rules().draw.cards()
    }

    /// Passes through the stock allowed: 0 for unlimited.
    #[getter]
    fn passes(&self) -> u8 {
        self.game.rules().passes_number()
    }

    /// Whether a card may go back from a foundation onto a pile.
    #[getter]
    fn worry_back(&self) -> bool {
        self.game.rules().worry_back
    }

    /// The deal's permutation number, as decimal digits.
    fn rank(&self) -> String {
        self.deal.rank().to_string()
    }

    /// The deal as a Solvitaire deal file.
    fn json(&self) -> String {
        self.deal.solvitaire_json().to_string()
    }

    /// The tableau, pile 0 first: each pile's `(face_down, face_up)` cards from the bottom up.
    #[getter]
    fn piles(&self) -> Vec<(Vec<String>, Vec<String>)> {
        self.game
            .piles()
            .iter()
            .map(|pile| (names(pile.face_down()), names(pile.face_up())))
            .collect()
    }

    /// The stock, the next card drawn first.
    #[getter]
    fn stock(&self) -> Vec<String> {
        names(self.game.stock())
    }

    /// The waste, its top card last.
    #[getter]
    fn waste(&self) -> Vec<String> {
        names(self.game.waste())
    }

    /// The cards on each foundation, clubs, diamonds, hearts, spades.
    #[getter]
    fn foundations(&self) -> [u32; 4] {
        // As ints: PyO3 would make `[u8; 4]` a bytes object.
        self.game.foundations().map(u32::from)
    }

    /// How many times the waste has been turned over.
    #[getter]
    fn recycles(&self) -> u32 {
        self.game.recycles()
    }

    /// The moves played and not taken back, in order.
    #[getter]
    fn history(&self) -> Vec<String> {
        self.history
            .iter()
            .map(|record| record.played.to_string())
            .collect()
    }

    /// Whether every card is on its foundation.
    fn is_won(&self) -> bool {
        self.game.is_won()
    }

    /// The legal moves, in the core's order, in its notation (`D`, `R`, `WF`, `W3`, `3F`,
    /// `35`, `35-2`, `S4`).
    fn legal_moves(&self) -> Vec<String> {
        self.game.legal_moves().iter().map(ToString::to_string).collect()
    }

    /// Whether the move `text` is legal here (text that is no move raises).
    fn is_legal(&self, text: &str) -> PyResult<bool> {
        let played = self.game.parse_move(text).py_err()?;
        Ok(self.game.is_legal(played))
    }

    /// Plays the move `text`; an illegal one raises with its reason and changes nothing.
    fn play(&mut self, text: &str) -> PyResult<()> {
        let played = self.game.parse_move(text).py_err()?;
        let record = self.game.play(played).py_err()?;
        self.history.push(record);
        Ok(())
    }

    /// Takes back the last move played.
    fn undo(&mut self) -> PyResult<String> {
        let record = self
            .history
            .last()
            .copied()
            .ok_or(digipeg::Error::KlondikeNothingToUndo)
            .py_err()?;
        self.game.undo(record).py_err()?;
        self.history.pop();
        Ok(record.played.to_string())
    }

    /// Whether this deal can still be won from here, every card known: a `KlondikeSolution`
    /// `(verdict, line, positions)`, `verdict` "won", "lost" or "unknown" (the budget ran out),
    /// `line` a winning list of moves (draws included) when won, `positions` the positions
    /// searched. Within `nodes` positions (None: no limit, a verdict however long it takes) in a
    /// table of `table_entries` (unless given, the core's for that budget). The GIL is released
    /// while it searches.
    #[pyo3(signature = (*, nodes = Some(DEFAULT_NODES), table_entries = None))]
    fn solve<'py>(
        &self,
        py: Python<'py>,
        nodes: Option<u64>,
        table_entries: Option<usize>,
    ) -> PyResult<Bound<'py, PyAny>> {
        KLONDIKE_SOLUTION.of(py, self.solved(py, nodes, table_entries)?)
    }

    /// The solver's next move toward a win from here, every card known: a `KlondikeHint`
    /// `(move, verdict)`, `move` None unless `verdict` is "won"; `nodes` and `table_entries` as
    /// `solve`'s.
    #[pyo3(signature = (*, nodes = Some(DEFAULT_NODES), table_entries = None))]
    fn hint<'py>(
        &self,
        py: Python<'py>,
        nodes: Option<u64>,
        table_entries: Option<usize>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (verdict, line, _) = self.solved(py, nodes, table_entries)?;
        KLONDIKE_HINT.of(py, (line.into_iter().next(), verdict))
    }

    /// The ordinary game's player: the move it plays seeing only what a player sees; None when no
    /// move is legal, or none could lead anywhere (the game is lost). It decides where a step
    /// cannot be taken back, weighing each such step on up to `samples` guesses at the hidden
    /// cards, each solved within `nodes` positions, at most `budget` positions a decision; this
    /// game keeps the moves to its next decision, so call it once a move.
    #[pyo3(signature = (*, seed = 0, samples = Sampling::DEFAULT.samples, nodes = Sampling::DEFAULT.nodes, budget = Sampling::DEFAULT.budget))]
    fn player_move(
        &mut self,
        py: Python<'_>,
        seed: u64,
        samples: u32,
        nodes: u64,
        budget: u64,
    ) -> PyResult<Option<String>> {
        let sampling = Sampling {
            samples,
            nodes,
            budget,
        };
        Ok(self
            .player_choice(py, seed, sampling, false)?
            .map(|choice| choice.played.to_string()))
    }

    /// The player's move with its estimate, a `KlondikeEstimate` `(move, won, guesses)`: of its `guesses` at the
    /// hidden cards, `won` could be won by a player who saw every card (within the solver's
    /// budget; a player who cannot see them wins fewer). The same move as `player_move` with the
    /// same arguments; None when it has no move.
    #[pyo3(signature = (*, seed = 0, samples = Sampling::DEFAULT.samples, nodes = Sampling::DEFAULT.nodes, budget = Sampling::DEFAULT.budget))]
    fn player_estimate<'py>(
        &mut self,
        py: Python<'py>,
        seed: u64,
        samples: u32,
        nodes: u64,
        budget: u64,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        let sampling = Sampling {
            samples,
            nodes,
            budget,
        };
        let choice = self.player_choice(py, seed, sampling, true)?;
        choice
            .map(|choice| KLONDIKE_ESTIMATE.of(py, (choice.played.to_string(), choice.won, choice.guesses)))
            .transpose()
    }

    /// The drawing with every card shown (the face-down ones and the stock too).
    fn thoughtful(&self) -> String {
        self.game.thoughtful().to_string()
    }

    /// What a player sees: the stock's size, the waste, the foundations, the piles with their
    /// face-down cards as `##`.
    fn __str__(&self) -> String {
        self.game.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Klondike draw={} passes={} worry_back={}, {} moves played>",
            self.draw(),
            self.passes(),
            if self.worry_back() { "True" } else { "False" },
            self.history.len()
        )
    }

    fn __eq__(&self, other: PyRef<'_, PyKlondike>) -> bool {
        self.game == other.game
    }

    /// An independent copy: the deal, the rules, the position and the moves played.
    fn copy(&self) -> Self {
        self.clone()
    }

    fn __copy__(&self) -> Self {
        self.clone()
    }
}

/// A card's name as the core writes it (`AS`, `TH`), from any spelling it reads (`10h`, `as`).
#[pyfunction]
fn klondike_card(text: &str) -> PyResult<String> {
    Ok(digipeg::klondike::Card::parse(text).py_err()?.to_string())
}

/// Add the Klondike class to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyKlondike>()?;
    m.add_function(wrap_pyfunction!(klondike_card, m)?)
}
