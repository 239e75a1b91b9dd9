//! Solved Quixo layers (`QuixoTables`): the files of the layered solver (`make quixo-endgame`,
//! `make quixo-tables`), loaded as bytes into wasm memory; their values and perfect moves, and
//! the computer player that uses them (`QuixoPlayer.chooseTables`).

use digipeg::quixo::layered::{
    FileKind, HEADER_LEN, Header, Layer, LayerData, PassWidth, best_move, layers_needed, parse_file, value,
};
use wasm_bindgen::prelude::*;

use crate::quixo::Quixo;
use crate::quixo_player::{QuixoPlayer, flat_move, value_name};
use crate::{JsErr, JsResult, index};

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// The bytes of a `Uint8Array` or `ArrayBuffer` (a `TypeError` naming `what` for anything else).
    #[wasm_bindgen(js_name = byteArray, catch)]
    fn byte_array(value: &JsValue, what: &str) -> Result<Vec<u8>, JsValue>;
    /// The `QuixoLayerInfo` object.
    #[wasm_bindgen(js_name = quixoLayerInfo)]
    #[allow(clippy::too_many_arguments)]
    fn quixo_layer_info(
        size: u8,
        own: u8,
        other: u8,
        kind: &str,
        pass_bytes: u8,
        positions: f64,
        counts: &[f64],
    ) -> JsValue;
    /// `[r1, c1, r2, c2, partner]` as a `QuixoMove`.
    #[wasm_bindgen(js_name = quixoMove)]
    fn quixo_move(flat: &[u8]) -> JsValue;
    /// `[size, own, other, ...]` as `[size, own, other][]`.
    #[wasm_bindgen(js_name = quixoLayerList)]
    fn quixo_layer_list(flat: &[u8]) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_QUIXO_TABLES: &str = r#"
/** What a layer file's header says: the layer (a = `own`, b = `other` cubes, from the player to
 *  move's side) of the `size` x `size` board, the kind of file, the bytes a pass takes (passes
 *  files; 0 in values files), and the layer's positions won, lost and drawn for the player to move. */
export interface QuixoLayerInfo {
  size: number; own: number; other: number; kind: "values" | "passes"; passBytes: number;
  positions: number; won: number; lost: number; drawn: number;
}
"#;

fn info(h: &Header) -> JsValue {
    let pass_bytes = match h.kind {
        FileKind::Values => 0,
        FileKind::Passes(w) => w.bytes() as u8,
    };
    let counts = h.counts.map(|c| c as f64);
    quixo_layer_info(
        h.layer.size() as u8,
        h.layer.own() as u8,
        h.layer.other() as u8,
        h.kind.name(),
        pass_bytes,
        h.layer.len() as f64,
        &counts,
    )
}

/// Check a whole layer file (header, size, both checksums) and say what it holds.
/// @throws {DigipegError} 523 (not a layer file of this format).
/// @throws {TypeError} for anything but a `Uint8Array` or an `ArrayBuffer`.
#[wasm_bindgen(js_name = quixoLayerCheck, unchecked_return_type = "QuixoLayerInfo")]
pub fn quixo_layer_check(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | ArrayBuffer")] file: JsValue,
) -> JsResult<JsValue> {
    let bytes = byte_array(&file, "a layer file").map_err(JsErr)?;
    let (h, _) = parse_file(&bytes)?;
    Ok(info(&h))
}

/// The name the solver gives the `kind` file of layer (`own`, `other`) of the `size` x `size`
/// board, e.g. `quixo5-t24-a12-b12.values`.
/// @throws {DigipegRangeError} 522 (size not 3 to 5, or own + other above size²).
/// @throws {RangeError} for a kind other than "values" and "passes".
#[wasm_bindgen(js_name = quixoLayerFileName)]
pub fn quixo_layer_file_name(
    #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] own: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] other: JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"values\" | \"passes\"")] kind: JsValue,
) -> JsResult<String> {
    let (size, own, other) = (
        index(&size, "size")?,
        index(&own, "own")?,
        index(&other, "other")?,
    );
    let kind = match kind.as_string().as_deref() {
        Some("values") => FileKind::Values,
        Some("passes") => FileKind::Passes(PassWidth::One), // the name does not say the width
        Some(_) => return Err(JsErr::range_error("kind must be \"values\" or \"passes\"")),
        None => return Err(JsErr::type_error("kind must be \"values\" or \"passes\"")),
    };
    Ok(Layer::new(size, own, other)?.file_name(kind).to_string())
}

/// One layer held: its two files, whole, checked when added.
struct Held {
    layer: Layer,
    width: PassWidth,
    values: Vec<u8>,
    passes: Vec<u8>,
}

/// Solved layers of the layered solver, held in wasm memory: the values and the perfect moves of
/// the positions they reach, for `QuixoPlayer.chooseTables`. Add each layer's two files with
/// `add` (fetched, read from disk: the package never opens files itself).
#[wasm_bindgen(js_name = QuixoTables)]
#[derive(Default)]
pub struct QuixoTables {
    layers: Vec<Held>,
}

impl QuixoTables {
    /// The layers as the core's probe.
    pub(crate) fn data(&self) -> Vec<LayerData<'_>> {
        self.layers
            .iter()
            .map(|h| LayerData {
                layer: h.layer,
                values: h.values.get(HEADER_LEN..).unwrap_or(&[]),
                passes: h.passes.get(HEADER_LEN..).unwrap_or(&[]),
                width: h.width,
            })
            .collect()
    }
}

#[wasm_bindgen(js_class = QuixoTables)]
impl QuixoTables {
    /// No layers yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> QuixoTables {
        QuixoTables::default()
    }

    /// Add one layer: its `.values` file and its `.passes` file, whole (both are checked: header,
    /// size, checksums, and that they are the two files of one layer; a layer added before is
    /// replaced). Returns what the values file's header says.
    /// @throws {DigipegError} 523 (not the two files of one layer of this format).
    /// @throws {TypeError} for anything but `Uint8Array`s or `ArrayBuffer`s.
    /// @throws {RangeError} if wasm memory cannot grow to hold them.
    #[wasm_bindgen(unchecked_return_type = "QuixoLayerInfo")]
    pub fn add(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Uint8Array | ArrayBuffer")] values: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Uint8Array | ArrayBuffer")] passes: JsValue,
    ) -> JsResult<JsValue> {
        let values = byte_array(&values, "values").map_err(JsErr)?;
        let passes = byte_array(&passes, "passes").map_err(JsErr)?;
        let (hv, _) = parse_file(&values)?;
        let (hp, _) = parse_file(&passes)?;
        let (FileKind::Values, FileKind::Passes(width)) = (hv.kind, hp.kind) else {
            return Err(digipeg::Error::LayerBadData.into());
        };
        if hv.layer != hp.layer {
            return Err(digipeg::Error::LayerBadData.into());
        }
        let layer = hv.layer;
        self.layers.retain(|h| h.layer != layer);
        self.layers
            .try_reserve(1)
            .map_err(|_| JsErr::range_error("not enough wasm memory for the layer"))?;
        self.layers.push(Held {
            layer,
            width,
            values,
            passes,
        });
        Ok(info(&hv))
    }

    /// The layers held, as `[size, own, other]`, in the order they were added.
    #[wasm_bindgen(getter, unchecked_return_type = "[number, number, number][]")]
    pub fn layers(&self) -> JsValue {
        let flat: Vec<u8> = self
            .layers
            .iter()
            .flat_map(|h| [h.layer.size() as u8, h.layer.own() as u8, h.layer.other() as u8])
            .collect();
        quixo_layer_list(&flat)
    }

    /// The layers a perfect move in `game` reads (its own, its partner and the next total's)
    /// that are not held yet, as `[size, own, other]`: what to fetch and `add` before
    /// `bestMove` or `QuixoPlayer.chooseTables` can answer (`[]` once the game is over).
    /// @throws {DigipegError} 520 (4 players).
    #[wasm_bindgen(unchecked_return_type = "[number, number, number][]")]
    pub fn missing(&self, game: &Quixo) -> JsResult<JsValue> {
        let flat: Vec<u8> = layers_needed(game.game().position())?
            .iter()
            .filter(|l| !self.layers.iter().any(|h| h.layer == **l))
            .flat_map(|l| [l.size() as u8, l.own() as u8, l.other() as u8])
            .collect();
        Ok(quixo_layer_list(&flat))
    }

    /// Bytes of wasm memory the files take.
    #[wasm_bindgen(getter, js_name = byteLength)]
    pub fn byte_length(&self) -> f64 {
        self.layers
            .iter()
            .map(|h| (h.values.len() + h.passes.len()) as f64)
            .sum()
    }

    /// The value of `game` for the player to move ("win", "loss" or "draw"; a decided game: "win"
    /// for its winner's turn), or `null` when its layer is not held.
    /// @throws {DigipegError} 520 (4 players).
    #[wasm_bindgen(unchecked_return_type = "QuixoValue | null")]
    pub fn value(&self, game: &Quixo) -> JsResult<JsValue> {
        Ok(match value(game.game().position(), &self.data()[..])? {
            Some((v, _)) => JsValue::from_str(value_name(v)),
            None => JsValue::NULL,
        })
    }

    /// A perfect move in `game` (it keeps the value; from a won position, playing it every turn
    /// wins against any defence), or `null` when a layer it needs (the position's, its partner's
    /// or the next total's) is not held.
    /// @throws {DigipegError} 520 (4 players), 501 (the game is over).
    #[wasm_bindgen(js_name = bestMove, unchecked_return_type = "QuixoMove | null")]
    pub fn best_move(&self, game: &Quixo) -> JsResult<JsValue> {
        if game.game().is_game_over() {
            return Err(digipeg::Error::SearchGameOver.into());
        }
        Ok(match best_move(game.game().position(), &self.data()[..])? {
            Some((m, _)) => quixo_move(&flat_move(m)),
            None => JsValue::NULL,
        })
    }
}

#[wasm_bindgen(js_class = QuixoPlayer)]
impl QuixoPlayer {
    /// As `choose`, but the search levels (named, or "search") play perfectly (no search:
    /// `nodes` 0) when `tables` hold the game's position and every layer its moves reach;
    /// elsewhere they search as `choose` does (a named level with its own budget: leave out
    /// `nodeBudget` and `depth`).
    /// @throws {DigipegError} 501 (the game is over).
    /// @throws {RangeError} as `choose`.
    #[wasm_bindgen(js_name = chooseTables, unchecked_return_type = "QuixoChoice")]
    pub fn choose_tables(
        &mut self,
        game: &Quixo,
        tables: &QuixoTables,
        #[wasm_bindgen(js_name = nodeBudget, unchecked_optional_param_type = "number | bigint")] node_budget: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] depth: JsValue,
    ) -> JsResult<JsValue> {
        self.choose_probed(game, &tables.data()[..], &node_budget, &depth)
    }
}
