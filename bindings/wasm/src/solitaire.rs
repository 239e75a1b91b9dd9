//! Simplified Klondike: the `Solitaire` game, its `SolitairePlay` program and the card `Deque`.

use digipeg::solitaire::{Deque as CoreDeque, Play, PlayEnd, Solitaire as Core};
use wasm_bindgen::prelude::*;

use crate::{JsErr, JsResult, index, int, list, numbers, opt_str, uint32};

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// `[from, to, ...]` as `SolitaireMove[]`.
    #[wasm_bindgen(js_name = solitaireMoves)]
    fn solitaire_moves(flat: &[u8]) -> JsValue;
    /// A move object's two numbers.
    #[wasm_bindgen(js_name = solitaireMoveArgs, catch)]
    fn solitaire_move_args(m: &JsValue) -> Result<Vec<JsValue>, JsValue>;
    /// How a play ended, as a `PlayEnd` object.
    #[wasm_bindgen(js_name = playEnd)]
    fn play_end(result: &str, rounds: u32) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_SOLITAIRE: &str = r#"
/** A solitaire move: pile `from` onto pile `to` (the original's `move(c1, c2)`). */
export interface SolitaireMove { from: number; to: number }
/** How a `SolitairePlay` ended: won in round `rounds`, lost after every round, or the input ended first. */
export type PlayEnd = { result: "won"; rounds: number } | { result: "lost" } | { result: "endOfInput" };
"#;

/// The simplified Klondike of a data-structures course. Cards are the numbers 0 to n-1; piles are
/// listed from index 0 (the rear; for pile 0 its top card) to the end (the front).
#[wasm_bindgen(js_name = Solitaire)]
#[derive(Clone)]
pub struct Solitaire(Core);

impl Solitaire {
    /// The game, for the solver.
    pub(crate) fn core(&self) -> &Core {
        &self.0
    }
}

#[wasm_bindgen(js_class = Solitaire)]
impl Solitaire {
    /// A game with every card in pile 0 in this order, `cards[0]` on top.
    /// @throws {DigipegError} 402 (more than 64 cards), 403 (not 0 to n-1 each once).
    /// @throws {TypeError} unless `cards` is an array of numbers.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "number[]")] cards: JsValue) -> JsResult<Solitaire> {
        let cards = list(&cards, "cards")?
            .iter()
            .map(|c| int(c, "cards"))
            .collect::<JsResult<Vec<i64>>>()?;
        Ok(Solitaire(Core::new_raw(&cards)?))
    }

    /// A position built by hand, as tests of the handout fill the piles `t[i]`: `piles[i]` is
    /// pile `i`'s cards from index 0 (the rear; pile 0's top card) to the front. Up to 11 piles
    /// (`colNo` is their number), at most 64 cards in all, each an integer from 0 to 255, repeats
    /// allowed. `cardNo` (the original's `CardNo`) defaults to the number of cards; `chanceNo` is
    /// 2 × `cardNo` until `setChanceNo`.
    /// @throws {DigipegError} in this order: 410 (more than 11 piles), 402 (more than 64 cards),
    /// 409 (a card outside 0 to 255), 411 (`cardNo` outside 0 to 255).
    /// @throws {TypeError} unless `piles` is an array of arrays of numbers and `cardNo` a
    /// number (or absent).
    #[wasm_bindgen(js_name = fromPiles)]
    pub fn from_piles(
        #[wasm_bindgen(unchecked_param_type = "number[][]")] piles: JsValue,
        #[wasm_bindgen(js_name = cardNo, unchecked_optional_param_type = "number")] card_no: JsValue,
    ) -> JsResult<Solitaire> {
        let piles = list(&piles, "piles")?;
        let mut cards = Vec::new();
        let mut sizes = Vec::with_capacity(piles.len());
        for (i, pile) in piles.iter().enumerate() {
            let items = list(pile, &format!("piles[{i}]"))?;
            for card in &items {
                cards.push(int(card, "a card")?);
            }
            sizes.push(items.len());
        }
        let card_no = if card_no.is_undefined() || card_no.is_null() {
            None
        } else {
            Some(int(&card_no, "cardNo")?)
        };
        Ok(Solitaire(Core::from_piles_raw(&cards, &sizes, card_no)?))
    }

    /// Set `chanceNo`, the number of rounds a `SolitairePlay` runs, as tests of the handout set
    /// the attribute (0 plays no round: the banner and a blank line).
    /// @throws {DigipegError} 412 (outside 0 to 65535; nothing changes).
    #[wasm_bindgen(js_name = setChanceNo)]
    pub fn set_chance_no(
        &mut self,
        #[wasm_bindgen(js_name = chanceNo, unchecked_param_type = "number")] chance_no: JsValue,
    ) -> JsResult<()> {
        Ok(self.0.set_chance_no_raw(int(&chance_no, "chanceNo")?)?)
    }

    /// The cards 0 to n-1 shuffled by the core's seeded generator (the same deal in every binding).
    /// @throws {DigipegError} 402 (more than 64 cards; a negative `n` counts as too many).
    /// @throws {RangeError} for a seed that is not an integer from 0 to 2^53 - 1 (or a bigint to 2^64 - 1).
    pub fn shuffled(
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | bigint")] seed: JsValue,
    ) -> JsResult<Solitaire> {
        let n = index(&n, "n")?;
        Ok(Solitaire(Core::shuffled(n, crate::uint64(&seed, "seed")?)?))
    }

    /// How many cards the piles hold together (n for a deal).
    #[wasm_bindgen(getter, js_name = cardCount)]
    pub fn card_count(&self) -> usize {
        self.0.card_count()
    }

    /// How many cards the one pile of a won game holds (the original's `CardNo`; n for a deal).
    #[wasm_bindgen(getter, js_name = cardNo)]
    pub fn card_no(&self) -> usize {
        self.0.card_no()
    }

    /// The number of piles (the original's `ColNo`; n / 8 + 3 for a deal).
    #[wasm_bindgen(getter, js_name = colNo)]
    pub fn col_no(&self) -> usize {
        self.0.col_no()
    }

    /// The number of rounds of `SolitairePlay` (the original's `ChanceNo`): 2 × `cardNo` unless
    /// set with `setChanceNo`.
    #[wasm_bindgen(getter, js_name = chanceNo)]
    pub fn chance_no(&self) -> usize {
        self.0.chance_no()
    }

    /// Pile `index`'s cards, from index 0 (the rear) to the front.
    /// @throws {DigipegRangeError} 404 (no such pile).
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn pile(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> JsResult<Vec<JsValue>> {
        let pile = self.0.pile(crate::index(&index, "index")?)?;
        Ok(numbers(pile.iter().copied()))
    }

    /// Every pile, pile 0 first.
    #[wasm_bindgen(unchecked_return_type = "number[][]")]
    pub fn piles(&self) -> Vec<JsValue> {
        (self.0.piles().iter())
            .map(|p| JsValue::from(numbers(p.iter().copied())))
            .collect()
    }

    /// The original's `IsComplete()`: pile 0 is empty and one other pile holds `cardNo` cards,
    /// each exactly one lower than the one before.
    #[wasm_bindgen(js_name = isComplete)]
    pub fn is_complete(&self) -> bool {
        self.0.is_complete()
    }

    /// Whether `move(c1, c2)` would be accepted; any numbers are answered.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] c1: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] c2: JsValue,
    ) -> JsResult<bool> {
        let mut copy = self.0.clone();
        Ok(copy.move_cards_raw(int(&c1, "c1")?, int(&c2, "c2")?).is_ok())
    }

    /// The original's `move(c1, c2)`: `(0, 0)` turns pile 0's top card under; `(0, c2)` moves it
    /// onto pile `c2`; `(c1, c2)` moves the whole pile `c1`. A refused move changes nothing.
    /// @throws {DigipegError} 404 (no such pile, a `DigipegRangeError`), 407, 408, 405, 406.
    #[wasm_bindgen(js_name = move)]
    pub fn move_cards(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] c1: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] c2: JsValue,
    ) -> JsResult<()> {
        Ok(self.0.move_cards_raw(int(&c1, "c1")?, int(&c2, "c2")?)?)
    }

    /// Throw why `move` is refused (as `play` would), or return if it is legal. Changes nothing.
    /// @throws {DigipegError} as `move`.
    pub fn check(
        &self,
        #[wasm_bindgen(js_name = move, unchecked_param_type = "SolitaireMove")] m: JsValue,
    ) -> JsResult<()> {
        let [c1, c2] = move_numbers(&m)?;
        let mut copy = self.0.clone();
        Ok(copy.move_cards_raw(c1, c2)?)
    }

    /// Play `move` (as `legalMoves()` lists them).
    /// @throws {DigipegError} as `move`.
    pub fn play(
        &mut self,
        #[wasm_bindgen(js_name = move, unchecked_param_type = "SolitaireMove")] m: JsValue,
    ) -> JsResult<()> {
        let [c1, c2] = move_numbers(&m)?;
        Ok(self.0.move_cards_raw(c1, c2)?)
    }

    /// Every accepted move: `(0, 0)` first, then by `from`, then by `to`.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "SolitaireMove[]")]
    pub fn legal_moves(&self) -> JsValue {
        let flat: Vec<u8> = self
            .0
            .legal_moves()
            .iter()
            .flat_map(|m| [m.from(), m.to()])
            .collect();
        solitaire_moves(&flat)
    }

    /// The original's `display()`: one line per pile, `i: ` then each card and a space
    /// (pile 0 shows only its top card, the rest as `*`).
    #[wasm_bindgen(js_name = toString)]
    pub fn display(&self) -> String {
        self.0.to_string()
    }

    /// An independent copy.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> Solitaire {
        self.clone()
    }
}

impl Solitaire {
    /// The game, for the solver.
    #[allow(dead_code)]
    pub(crate) fn game(&self) -> &Core {
        &self.0
    }
}

fn move_numbers(m: &JsValue) -> JsResult<[i64; 2]> {
    let values = solitaire_move_args(m).map_err(JsErr)?;
    match values.as_slice() {
        [a, b] => Ok([int(a, "move.from")?, int(b, "move.to")?]),
        _ => Err(JsErr::type_error("a move is { from, to }")),
    }
}

/// The original's terminal `play()`, line in, text out: `start()`, then `input(line)` per line,
/// and `input()` (or `input(null)`) at the end of input.
#[wasm_bindgen(js_name = SolitairePlay)]
pub struct SolitairePlay(Play);

#[wasm_bindgen(js_class = SolitairePlay)]
impl SolitairePlay {
    /// A program about to play a copy of `game` (the game object stays yours).
    #[wasm_bindgen(constructor)]
    pub fn new(game: &Solitaire) -> SolitairePlay {
        SolitairePlay(Play::new(game.0.clone()))
    }

    /// The banner, the first display and the first prompt (or, with 0 rounds, the end).
    pub fn start(&mut self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = self.0.start(&mut out);
        out
    }

    /// Answer the open prompt with `line` (`undefined` or `null`: the input has ended); returns
    /// everything printed up to the next prompt or the end.
    /// @throws {DigipegError} 600 (called before `start()`; nothing is used up).
    pub fn input(
        &mut self,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] line: JsValue,
    ) -> JsResult<String> {
        let line = opt_str(&line, "line")?;
        let mut out = String::new();
        self.0.feed(line.as_deref(), &mut out)?;
        Ok(out)
    }

    /// Whether the program has ended.
    #[wasm_bindgen(getter)]
    pub fn finished(&self) -> bool {
        self.0.is_over()
    }

    /// How the program ended, or `undefined` while it waits for a line.
    #[wasm_bindgen(unchecked_return_type = "PlayEnd | undefined")]
    pub fn end(&self) -> JsValue {
        match self.0.end() {
            None => JsValue::UNDEFINED,
            Some(PlayEnd::Won { rounds }) => play_end("won", u32::from(rounds)),
            Some(PlayEnd::Lost) => play_end("lost", 0),
            Some(PlayEnd::EndOfInput) => play_end("endOfInput", 0),
        }
    }

    /// The current round, 1-based.
    #[wasm_bindgen(getter)]
    pub fn round(&self) -> usize {
        self.0.round()
    }

    /// A copy of the game being played.
    pub fn game(&self) -> Solitaire {
        Solitaire(self.0.game().clone())
    }
}

/// The most items a `Deque` holds.
const DEQUE_CAPACITY: usize = 64;

/// The assignment's card-pile `Deque` of numbers (safe integers), holding at most 64. Its items
/// form a list whose index 0 is the rear and whose end is the front.
#[wasm_bindgen(js_name = Deque)]
#[derive(Clone)]
pub struct Deque(CoreDeque<i64, DEQUE_CAPACITY>);

/// A deque item: a safe integer (exactly representable), else a `RangeError`.
fn item(value: &JsValue) -> JsResult<i64> {
    const SAFE: f64 = 9_007_199_254_740_991.0;
    let Some(x) = value.as_f64() else {
        return Err(JsErr::type_error("a deque item must be a number"));
    };
    if x.fract() == 0.0 && (-SAFE..=SAFE).contains(&x) {
        Ok(x as i64)
    } else {
        Err(JsErr::range_error("a deque item must be a safe integer"))
    }
}

#[wasm_bindgen(js_class = Deque)]
impl Deque {
    /// An empty deque.
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> Deque {
        Deque(CoreDeque::new())
    }

    /// Put each item in turn at the front (the end of the list).
    /// @throws {DigipegError} 400 (full; the items before the failing one stay added).
    #[wasm_bindgen(js_name = addFront, variadic)]
    pub fn add_front(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] items: Vec<JsValue>,
    ) -> JsResult<()> {
        for x in &items {
            self.0.add_front(item(x)?)?;
        }
        Ok(())
    }

    /// Put each item in turn at the rear (index 0 of the list).
    /// @throws {DigipegError} 400 (full; the items before the failing one stay added).
    #[wasm_bindgen(js_name = addRear, variadic)]
    pub fn add_rear(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] items: Vec<JsValue>,
    ) -> JsResult<()> {
        for x in &items {
            self.0.add_rear(item(x)?)?;
        }
        Ok(())
    }

    /// Take the front item. @throws {DigipegError} 401 (empty).
    #[wasm_bindgen(js_name = removeFront)]
    pub fn remove_front(&mut self) -> JsResult<f64> {
        Ok(self.0.remove_front()? as f64)
    }

    /// Take the rear item. @throws {DigipegError} 401 (empty).
    #[wasm_bindgen(js_name = removeRear)]
    pub fn remove_rear(&mut self) -> JsResult<f64> {
        Ok(self.0.remove_rear()? as f64)
    }

    /// The front item (the last of the list). @throws {DigipegError} 401 (empty).
    pub fn peek(&self) -> JsResult<f64> {
        Ok(*self.0.peek()? as f64)
    }

    /// The rear item (the first of the list). @throws {DigipegError} 401 (empty).
    pub fn peeklast(&self) -> JsResult<f64> {
        Ok(*self.0.peeklast()? as f64)
    }

    /// How many items the deque holds.
    pub fn size(&self) -> usize {
        self.0.size()
    }

    /// Whether the deque holds no item.
    #[wasm_bindgen(js_name = isEmpty)]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether the deque is full.
    #[wasm_bindgen(js_name = isFull)]
    pub fn is_full(&self) -> bool {
        self.0.is_full()
    }

    /// The most items it holds (64).
    #[wasm_bindgen(getter)]
    pub fn capacity(&self) -> usize {
        self.0.capacity()
    }

    /// The items from the rear (index 0) to the front.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn items(&self) -> Vec<JsValue> {
        self.0.iter().map(|&x| JsValue::from_f64(x as f64)).collect()
    }

    /// The original's `printall(index)`: each item followed by a space; with `index` 0 every
    /// item but the first shows as `*`.
    /// @throws {RangeError} unless `index` is an integer from 0 to 2^32 - 1 (any is fine to the core).
    pub fn printall(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> JsResult<String> {
        let index = usize::try_from(uint32(&index, "index")?).unwrap_or(usize::MAX);
        Ok(self.0.printall(index).to_string())
    }

    /// Remove every item.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// An independent copy.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> Deque {
        self.clone()
    }
}
