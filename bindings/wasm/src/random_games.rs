//! The core's random games, for the repository's cross-runtime test: the JS runner reads the
//! operations of each game here and replays them through the rest of the package.

use digipeg::random_games::{Kind, RandomGame};
use wasm_bindgen::prelude::*;

use crate::{JsErr, JsResult, uint64};

/// The operation lines of random game `index` of `kind` (a name from `randomGameKinds()`) in the
/// run seeded with `seed` (a number or a bigint), as the core generates them: the same lines in
/// every binding. An unknown kind is a `RangeError`.
#[wasm_bindgen(js_name = randomGame)]
pub fn random_game(
    kind: &str,
    #[wasm_bindgen(unchecked_param_type = "number | bigint")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | bigint")] index: JsValue,
) -> JsResult<Vec<String>> {
    let kind = Kind::from_name(kind).ok_or_else(|| JsErr::range_error("unknown random-game kind"))?;
    let (seed, index) = (uint64(&seed, "seed")?, uint64(&index, "index")?);
    Ok(RandomGame::new(kind, seed, index)
        .map(|line| line.as_str().to_owned())
        .collect())
}

/// The name of every kind of random game, in the order the test runners report them.
#[wasm_bindgen(js_name = randomGameKinds)]
pub fn random_game_kinds() -> Vec<String> {
    Kind::ALL.iter().map(|k| k.name().to_owned()).collect()
}
