//! digipeg as WebAssembly: the npm package `digipeg`.
//!
//! Thin by design: each exported method converts its arguments, calls the core, and converts the
//! result or the error. No rule is decided here.
//!
//! - Errors: every core [`digipeg::Error`] becomes a JS error through [`JsErr::from`], the one
//!   conversion function (class, code, name, kind and message are chosen in `js/glue.js`).
//! - Arguments from JS come in as `JsValue`s and go through one conversion function per kind of
//!   value, so every entry point treats the same mistake the same way:
//!   - [`int`] / [`index`], for numbers the core checks (rows, squares, piles, sizes): anything but
//!     a number is a `TypeError`; an integer is passed on exactly (saturated beyond `i64`); `NaN`,
//!     infinities and fractions become a value the core refuses with its own error (they are never
//!     a valid row, square or pile);
//!   - [`uint32`] / [`uint64`], for numbers the core takes as they are (settings, table sizes,
//!     seeds, budgets): a `TypeError` for another type, a `RangeError` for anything but an
//!     integer in range;
//!   - [`list`] / [`strings`], [`opt_str`]: a `TypeError` for anything but an array or a string;
//!   - objects of the package (a `Quixo` handed to a player, ...): a `TypeError` for anything else,
//!     and an `Error` for an object already freed (`js/glue.js`, `guardFree`).
//! - Plain JS objects and arrays (moves, cubes) are built and read by small helpers of
//!   `js/glue.js`, so the `.wasm` needs no `js-sys` or serde.

use wasm_bindgen::prelude::*;

mod klondike;
mod peg;
mod peg_solver;
mod quixo;
mod quixo_player;
mod quixo_tables;
mod random_games;
mod solitaire;
mod solvers;
mod tictactoe;

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// A `DigipegError` (or `DigipegRangeError` for out-of-range kinds) with these fields.
    #[wasm_bindgen(js_name = makeError)]
    fn make_error(code: u16, name: &str, kind: &str, message: &str) -> JsValue;
    /// A plain `TypeError`.
    #[wasm_bindgen(js_name = typeError)]
    fn type_error(message: &str) -> JsValue;
    /// A plain `RangeError`.
    #[wasm_bindgen(js_name = rangeError)]
    fn range_error(message: &str) -> JsValue;
    /// `[row, col, ...]` as `{ row, col }[]` (Quixo cells, DigiPeg holes).
    #[wasm_bindgen(js_name = cellList)]
    fn cell_list(flat: &[u8]) -> JsValue;
    /// A plain `Error`.
    #[wasm_bindgen(js_name = plainError)]
    fn plain_error(message: &str) -> JsValue;
    /// The items of a JS array (a `TypeError` naming `what` for anything else).
    #[wasm_bindgen(js_name = arrayItems, catch)]
    fn array_items(value: &JsValue, what: &str) -> Result<Vec<JsValue>, JsValue>;
}

/// An error on its way to JS. Every fallible method returns `Result<_, JsErr>`, so `?` on a core
/// result converts through [`JsErr::from`].
pub struct JsErr(JsValue);

impl From<digipeg::Error> for JsErr {
    /// The one conversion of a core error into a JS error.
    fn from(error: digipeg::Error) -> JsErr {
        JsErr(make_error(
            error.code(),
            error.name(),
            kind_name(error.kind()),
            error.message(),
        ))
    }
}

impl From<digipeg::StepError> for JsErr {
    /// A terminal program's refusal is its core error; programs write into a `String`, which
    /// never fails, so the other case is only a guard.
    fn from(error: digipeg::StepError) -> JsErr {
        match error {
            digipeg::StepError::Refused(e) => e.into(),
            digipeg::StepError::Output => JsErr(plain_error(&error.to_string())),
        }
    }
}

impl From<JsErr> for JsValue {
    fn from(error: JsErr) -> JsValue {
        error.0
    }
}

impl JsErr {
    /// A `TypeError` for an argument of the wrong JS type (no core code).
    fn type_error(message: &str) -> JsErr {
        JsErr(type_error(message))
    }

    /// A `RangeError` for a binding-level parameter the core does not check (no core code).
    fn range_error(message: &str) -> JsErr {
        JsErr(range_error(message))
    }
}

/// Shorthand for the result of every fallible export.
pub type JsResult<T> = Result<T, JsErr>;

fn kind_name(kind: digipeg::ErrorKind) -> &'static str {
    use digipeg::ErrorKind as K;
    match kind {
        K::InvalidArgument => "InvalidArgument",
        K::OutOfRange => "OutOfRange",
        K::IllegalMove => "IllegalMove",
        K::ImpossibleBoard => "ImpossibleBoard",
        K::Capacity => "Capacity",
        K::Empty => "Empty",
        K::OutOfOrder => "OutOfOrder",
    }
}

/// What a number that is not an integer (`NaN`, `±Infinity`, `1.5`) becomes: a value every core
/// check refuses (a negative row, square, pile, card, size or player), so the core reports it with
/// its own error, as it would any other invalid integer.
const NOT_AN_INTEGER: i64 = i64::MIN;

/// A JS number as an integer for the core (see the crate docs); `what` names it in a `TypeError`.
fn int(value: &JsValue, what: &str) -> JsResult<i64> {
    let Some(x) = value.as_f64() else {
        return Err(JsErr::type_error(&format!("{what} must be a number")));
    };
    if x.is_finite() && x.fract() == 0.0 {
        // `as` saturates: integers beyond i64 become i64::MIN or i64::MAX, both refused by core.
        Ok(x as i64)
    } else {
        Ok(NOT_AN_INTEGER)
    }
}

/// [`int`] for a parameter the core takes as `usize`: a negative value becomes `usize::MAX`,
/// which the core refuses just the same.
fn index(value: &JsValue, what: &str) -> JsResult<usize> {
    Ok(usize::try_from(int(value, what)?).unwrap_or(usize::MAX))
}

/// A parameter the core takes as any `u32` (a setting, a depth): an integer from 0 to
/// `u32::MAX`, else a `RangeError` (the core has no error for it).
fn uint32(value: &JsValue, what: &str) -> JsResult<u32> {
    let Some(x) = value.as_f64() else {
        return Err(JsErr::type_error(&format!("{what} must be a number")));
    };
    if x.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&x) {
        Ok(x as u32)
    } else {
        Err(JsErr::range_error(&format!(
            "{what} must be an integer from 0 to 4294967295"
        )))
    }
}

/// A `u64` parameter the core does not check (a seed, a node budget): a non-negative safe integer
/// `number`, or a `bigint` from 0 to 2^64 - 1; else a `RangeError`.
fn uint64(value: &JsValue, what: &str) -> JsResult<u64> {
    if value.is_bigint() {
        return u64::try_from(value.clone())
            .map_err(|_| JsErr::range_error(&format!("a bigint {what} must be from 0 to 2^64 - 1")));
    }
    let Some(x) = value.as_f64() else {
        return Err(JsErr::type_error(&format!("{what} must be a number or a bigint")));
    };
    if x.fract() == 0.0 && (0.0..=9_007_199_254_740_991.0).contains(&x) {
        Ok(x as u64)
    } else {
        Err(JsErr::range_error(&format!(
            "a number {what} must be a safe integer from 0 to 2^53 - 1 (use a bigint above)"
        )))
    }
}

/// The table a solver or player owns, of `tableEntries` entries (`value`; `undefined` is
/// `default`), each `empty` at first: an integer from 0 to 2^32 - 1, else a `RangeError`; fewer
/// than `min` entries is the core's `SearchTableTooSmall`; more than `max` (the wasm memory one
/// table may take) or more than wasm memory can grow to is a `RangeError`.
fn table<T: Clone>(value: &JsValue, default: usize, min: usize, max: usize, empty: T) -> JsResult<Vec<T>> {
    let entries = if value.is_undefined() {
        default
    } else {
        usize::try_from(uint32(value, "tableEntries")?).unwrap_or(usize::MAX)
    };
    if entries < min {
        return Err(digipeg::Error::SearchTableTooSmall.into());
    }
    if entries > max {
        return Err(JsErr::range_error(&format!("tableEntries must be at most {max}")));
    }
    let mut memory = Vec::new();
    memory
        .try_reserve_exact(entries)
        .map_err(|_| JsErr::range_error("not enough wasm memory for the table"))?;
    memory.resize(entries, empty);
    Ok(memory)
}

/// An optional string argument (`undefined` and `null` mean absent); `what` names it in a `TypeError`.
fn opt_str(value: &JsValue, what: &str) -> JsResult<Option<String>> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    value
        .as_string()
        .map(Some)
        .ok_or_else(|| JsErr::type_error(&format!("{what} must be a string")))
}

/// The items of an array argument; `what` names it in the `TypeError` for anything else (a
/// number, an object, a string: wasm-bindgen's own conversion would read those as empty lists).
fn list(value: &JsValue, what: &str) -> JsResult<Vec<JsValue>> {
    array_items(value, what).map_err(JsErr)
}

/// An array of strings (board rows, input lines).
fn strings(value: &JsValue, what: &str) -> JsResult<Vec<String>> {
    list(value, what)?
        .iter()
        .map(|v| {
            v.as_string()
                .ok_or_else(|| JsErr::type_error(&format!("{what} must be strings")))
        })
        .collect()
}

/// Numbers as a plain JS array (`number[]`), not a typed array.
fn numbers<T: Into<f64>>(items: impl IntoIterator<Item = T>) -> Vec<JsValue> {
    items.into_iter().map(|x| JsValue::from_f64(x.into())).collect()
}

/// Every error of the engine, in code order: what a GUI needs to translate or explain errors.
#[wasm_bindgen(js_name = errorTable, unchecked_return_type = "ErrorInfo[]")]
pub fn error_table() -> Vec<JsValue> {
    digipeg::Error::ALL
        .iter()
        .map(|&e| error_info(e.code(), e.name(), kind_name(e.kind()), e.message()))
        .collect()
}

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    #[wasm_bindgen(js_name = errorInfo)]
    fn error_info(code: u16, name: &str, kind: &str, message: &str) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_COMMON: &str = r#"
/** What sort of mistake a `DigipegError` is (the core's `ErrorKind`). */
export type ErrorKind = "InvalidArgument" | "OutOfRange" | "IllegalMove" | "ImpossibleBoard" | "Capacity" | "Empty" | "OutOfOrder";
/** One row of `errorTable()`. */
export interface ErrorInfo { code: number; name: string; kind: ErrorKind; message: string }
"#;
