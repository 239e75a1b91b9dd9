//! Full Klondike: the `Klondike` class, with the deal formats, moves in the core's notation,
//! undo, the solver and the ordinary game's player.

use digipeg::klondike::{
    Card, Choice, DECIDE_TABLE_ENTRIES, DEFAULT_NODES, Deal, Entry, Klondike as Core, PLAYER_TABLE_ENTRIES,
    Played, Player, Rules, Sampling, Solver, UNLIMITED, Verdict, table_entries_for,
};
use wasm_bindgen::prelude::*;

use crate::{JsErr, JsResult, numbers, table, uint64};

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// One pile as `{ faceDown, faceUp }`.
    #[wasm_bindgen(js_name = klondikePile)]
    fn klondike_pile(face_down: Vec<String>, face_up: Vec<String>) -> JsValue;
    /// A search's answer as a `KlondikeSolution`.
    #[wasm_bindgen(js_name = klondikeSolution)]
    fn klondike_solution(verdict: &str, line: Vec<String>, nodes: f64) -> JsValue;
    /// The player's move and estimate as a `KlondikeEstimate`.
    #[wasm_bindgen(js_name = klondikeEstimate)]
    fn klondike_estimate(played: String, won: u32, guesses: u32) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_KLONDIKE: &str = r#"
/** One tableau pile: its face-down and face-up cards, from the bottom up. */
export interface KlondikePile { faceDown: string[]; faceUp: string[] }
/** What `Klondike.solve` found: "won" with a winning `line` (draws included), "lost", or "unknown" (the budget ran out). */
export interface KlondikeSolution { verdict: "won" | "lost" | "unknown"; line: string[]; nodes: number }
/** What `Klondike.playerEstimate` found: the player's `move`, and how many of its `guesses` at the hidden cards a player who saw every card could win (`won`, within the solver's budget; a player who cannot see them wins fewer). */
export interface KlondikeEstimate { move: string; won: number; guesses: number }
"#;

fn names(cards: &[Card]) -> Vec<String> {
    cards.iter().map(ToString::to_string).collect()
}

/// The rules from optional arguments; each `undefined` is the core's default.
fn rules(draw: &JsValue, passes: &JsValue, worry_back: &JsValue) -> JsResult<Rules> {
    let default = Rules::default();
    // Any integer reaches the core, which says what the rules allow (a negative one is u32::MAX).
    let number = |value: &JsValue, what: &str, or: u8| -> JsResult<u32> {
        if value.is_undefined() {
            Ok(u32::from(or))
        } else {
            Ok(u32::try_from(crate::int(value, what)?).unwrap_or(u32::MAX))
        }
    };
    let worry_back = if worry_back.is_undefined() {
        default.worry_back
    } else {
        worry_back
            .as_bool()
            .ok_or_else(|| JsErr::type_error("worryBack must be a boolean"))?
    };
    Ok(Rules::new(
        number(draw, "draw", default.draw.cards())?,
        number(passes, "passes", default.passes_number())?,
        worry_back,
    )?)
}

fn text(value: &JsValue, what: &str) -> JsResult<String> {
    value
        .as_string()
        .ok_or_else(|| JsErr::type_error(&format!("{what} must be a string")))
}

/// Full Klondike: the deal, the rules, the position and the moves played (for `undo`). Moves are
/// text, piles 0 to 6 as the drawing numbers them: `D` draw, `R` turn the waste over, `WF` / `W3`
/// the waste's card to its foundation / onto pile 3, `3F` pile 3's card to its foundation, `35`
/// pile 3's run onto pile 5 (`35-2`: its top 2 cards), `S4` the top spade back onto pile 4.
#[wasm_bindgen]
pub struct Klondike {
    deal: Deal,
    game: Core,
    history: Vec<Played>,
    /// The player's table, kept from move to move: it carries the player's plan.
    player: Vec<Entry>,
}

impl Clone for Klondike {
    /// A copy without the player's table (its player starts afresh).
    fn clone(&self) -> Klondike {
        Klondike {
            deal: self.deal,
            game: self.game,
            history: self.history.clone(),
            player: Vec::new(),
        }
    }
}

impl Klondike {
    fn dealt(deal: Deal, rules: Rules) -> Klondike {
        Klondike {
            deal,
            game: Core::new(&deal, rules),
            history: Vec::new(),
            player: Vec::new(),
        }
    }

    /// The player's choice (with its estimate if `estimate`) with the generator seeded by
    /// `seed`, in the table this game keeps for it.
    fn player_choice(&mut self, seed: &JsValue, estimate: bool) -> JsResult<Option<Choice>> {
        let seed = uint64(seed, "seed")?;
        if self.player.is_empty() {
            self.player = table(
                &JsValue::UNDEFINED,
                PLAYER_TABLE_ENTRIES,
                1,
                PLAYER_TABLE_ENTRIES,
                0,
            )?;
        }
        let mut player = Player::new(&mut self.player[..], seed, Sampling::DEFAULT)?;
        Ok(if estimate {
            player.choose_with_estimate(&self.game)
        } else {
            player.choose(&self.game).map(|played| Choice {
                played,
                won: 0,
                guesses: 0,
            })
        })
    }
}

#[wasm_bindgen]
impl Klondike {
    /// Klondike-Solver's game `seed` (its `/G N`). `draw` (1 or 3, default 3), `passes` (0,
    /// the default, for unlimited, or 1 to 255) and `worryBack` (default true) are the rules.
    /// @throws {DigipegError} 702 (not a game number), 705 (bad rules).
    #[wasm_bindgen(js_name = fromSeed)]
    pub fn from_seed(
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] draw: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] passes: JsValue,
        #[wasm_bindgen(js_name = worryBack, unchecked_optional_param_type = "boolean")] worry_back: JsValue,
    ) -> JsResult<Klondike> {
        let rules = rules(&draw, &passes, &worry_back)?;
        let seed = crate::int(&seed, "seed")?;
        let seed = u32::try_from(seed).unwrap_or(u32::MAX);
        Ok(Klondike::dealt(Deal::from_seed(seed)?, rules))
    }

    /// A deal from a Solvitaire deal file's text; the rules as `fromSeed`.
    /// @throws {DigipegError} 704 (not a Solvitaire deal), 705.
    #[wasm_bindgen(js_name = fromJson)]
    pub fn from_json(
        #[wasm_bindgen(unchecked_param_type = "string")] json: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] draw: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] passes: JsValue,
        #[wasm_bindgen(js_name = worryBack, unchecked_optional_param_type = "boolean")] worry_back: JsValue,
    ) -> JsResult<Klondike> {
        let rules = rules(&draw, &passes, &worry_back)?;
        Ok(Klondike::dealt(
            Deal::from_solvitaire_json(&text(&json, "json")?)?,
            rules,
        ))
    }

    /// The deal whose permutation number is `rank` (decimal digits, or a bigint); the rules as
    /// `fromSeed`. @throws {DigipegError} 703 (not below 52!), 705.
    #[wasm_bindgen(js_name = fromRank)]
    pub fn from_rank(
        #[wasm_bindgen(unchecked_param_type = "string | bigint")] rank: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] draw: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] passes: JsValue,
        #[wasm_bindgen(js_name = worryBack, unchecked_optional_param_type = "boolean")] worry_back: JsValue,
    ) -> JsResult<Klondike> {
        let rules = rules(&draw, &passes, &worry_back)?;
        let digits = if rank.is_bigint() {
            // A negative bigint prints its sign, which the core refuses.
            js_string(&rank)
        } else {
            text(&rank, "rank")?
        };
        Ok(Klondike::dealt(Deal::from_rank(&digits)?, rules))
    }

    /// A deal shuffled by the core's generator seeded with `seed` (a number or a bigint); the
    /// rules as `fromSeed`.
    pub fn shuffled(
        #[wasm_bindgen(unchecked_param_type = "number | bigint")] seed: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] draw: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] passes: JsValue,
        #[wasm_bindgen(js_name = worryBack, unchecked_optional_param_type = "boolean")] worry_back: JsValue,
    ) -> JsResult<Klondike> {
        let rules = rules(&draw, &passes, &worry_back)?;
        let seed = uint64(&seed, "seed")?;
        Ok(Klondike::dealt(Deal::random(&mut digipeg::Rng::new(seed)), rules))
    }

    /// Cards per draw: 1 or 3.
    #[wasm_bindgen(getter)]
    pub fn draw(&self) -> u8 {
        self.game.rules().draw.cards()
    }

    /// Passes through the stock allowed: 0 for unlimited.
    #[wasm_bindgen(getter)]
    pub fn passes(&self) -> u8 {
        self.game.rules().passes_number()
    }

    /// Whether a card may go back from a foundation onto a pile.
    #[wasm_bindgen(getter, js_name = worryBack)]
    pub fn worry_back(&self) -> bool {
        self.game.rules().worry_back
    }

    /// The deal's permutation number, as decimal digits.
    pub fn rank(&self) -> String {
        self.deal.rank().to_string()
    }

    /// The deal as a Solvitaire deal file.
    pub fn json(&self) -> String {
        self.deal.solvitaire_json().to_string()
    }

    /// The tableau, pile 0 first.
    #[wasm_bindgen(unchecked_return_type = "KlondikePile[]")]
    pub fn piles(&self) -> Vec<JsValue> {
        self.game
            .piles()
            .iter()
            .map(|pile| klondike_pile(names(pile.face_down()), names(pile.face_up())))
            .collect()
    }

    /// The stock, the next card drawn first.
    pub fn stock(&self) -> Vec<String> {
        names(self.game.stock())
    }

    /// The waste, its top card last.
    pub fn waste(&self) -> Vec<String> {
        names(self.game.waste())
    }

    /// The cards on each foundation: clubs, diamonds, hearts, spades.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn foundations(&self) -> Vec<JsValue> {
        numbers(self.game.foundations())
    }

    /// The moves played and not taken back, in order.
    pub fn history(&self) -> Vec<String> {
        self.history
            .iter()
            .map(|record| record.played.to_string())
            .collect()
    }

    /// Whether every card is on its foundation.
    #[wasm_bindgen(js_name = isWon)]
    pub fn is_won(&self) -> bool {
        self.game.is_won()
    }

    /// The legal moves, in the core's order.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        self.game.legal_moves().iter().map(ToString::to_string).collect()
    }

    /// Whether the move is legal here. @throws {DigipegError} 716 (not a move), 706 (no such pile).
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] played: JsValue,
    ) -> JsResult<bool> {
        let played = self.game.parse_move(&text(&played, "move")?)?;
        Ok(self.game.is_legal(played))
    }

    /// Plays the move; an illegal one throws its reason (707 to 714) and changes nothing.
    pub fn play(&mut self, #[wasm_bindgen(unchecked_param_type = "string")] played: JsValue) -> JsResult<()> {
        let played = self.game.parse_move(&text(&played, "move")?)?;
        let record = self.game.play(played)?;
        self.history.push(record);
        Ok(())
    }

    /// Takes back the last move played and returns it. @throws {DigipegError} 717 (none).
    pub fn undo(&mut self) -> JsResult<String> {
        let record = self
            .history
            .last()
            .copied()
            .ok_or(digipeg::Error::KlondikeNothingToUndo)?;
        self.game.undo(record)?;
        self.history.pop();
        Ok(record.played.to_string())
    }

    /// Whether the game can still be won from here, every card known, within `nodes` positions
    /// (default 4,000,000, about a second; `Infinity`: no limit, a verdict however long it takes)
    /// in a table of `tableEntries` (default 2^22, 32 MiB, or 2^24, 128 MiB, without limit; the
    /// search uses as much of it as it needs).
    #[wasm_bindgen(unchecked_return_type = "KlondikeSolution")]
    pub fn solve(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] nodes: JsValue,
        #[wasm_bindgen(js_name = tableEntries, unchecked_optional_param_type = "number")]
        table_entries: JsValue,
    ) -> JsResult<JsValue> {
        let nodes = if nodes.is_undefined() {
            DEFAULT_NODES
        } else if nodes.as_f64() == Some(f64::INFINITY) {
            UNLIMITED
        } else {
            uint64(&nodes, "nodes")?
        };
        let memory = table(
            &table_entries,
            table_entries_for(nodes),
            1,
            DECIDE_TABLE_ENTRIES,
            0u64,
        )?;
        let mut solver = Solver::new(memory)?;
        let solved = solver.solve(&self.game, nodes);
        let verdict = match solved.verdict {
            Verdict::Won => "won",
            Verdict::Lost => "lost",
            Verdict::Unknown => "unknown",
        };
        let line = solver.line().iter().map(ToString::to_string).collect();
        Ok(klondike_solution(verdict, line, solved.nodes as f64))
    }

    /// The ordinary game's player: the move it plays seeing only what a player sees (the
    /// hidden cards guessed with the generator seeded by `seed`); `undefined` when no move is
    /// legal, or none could lead anywhere (the game is lost). This game keeps the moves to the
    /// player's next decision: call it once a move.
    #[wasm_bindgen(js_name = playerMove)]
    pub fn player_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number | bigint")] seed: JsValue,
    ) -> JsResult<Option<String>> {
        Ok(self
            .player_choice(&seed, false)?
            .map(|choice| choice.played.to_string()))
    }

    /// The player's move with its estimate of the position: `{ move, won, guesses }`: of its
    /// `guesses` at the hidden cards, a player who saw every card could win `won` (the same move
    /// as `playerMove` with the same seed); `undefined` when it has no move.
    #[wasm_bindgen(js_name = playerEstimate, unchecked_return_type = "KlondikeEstimate | undefined")]
    pub fn player_estimate(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number | bigint")] seed: JsValue,
    ) -> JsResult<JsValue> {
        Ok(self
            .player_choice(&seed, true)?
            .map_or(JsValue::UNDEFINED, |choice| {
                klondike_estimate(choice.played.to_string(), choice.won, choice.guesses)
            }))
    }

    /// What a player sees: the stock's size, the waste, the foundations, the piles with their
    /// face-down cards as `##`.
    #[wasm_bindgen(js_name = toString)]
    pub fn to_text(&self) -> String {
        self.game.to_string()
    }

    /// The drawing with every card shown.
    pub fn thoughtful(&self) -> String {
        self.game.thoughtful().to_string()
    }

    /// Whether both games have the same rules and position.
    pub fn equals(&self, other: &Klondike) -> bool {
        self.game == other.game
    }

    /// An independent copy.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> Klondike {
        self.clone()
    }
}

/// A card's name as the core writes it (`AS`, `TH`), from any spelling it reads (`10h`).
/// @throws {DigipegError} 700.
#[wasm_bindgen(js_name = klondikeCard)]
pub fn klondike_card(#[wasm_bindgen(unchecked_param_type = "string")] name: JsValue) -> JsResult<String> {
    Ok(Card::parse(&text(&name, "name")?)?.to_string())
}

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// `String(value)`.
    #[wasm_bindgen(js_name = jsString)]
    fn js_string(value: &JsValue) -> String;
}
