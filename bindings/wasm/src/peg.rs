//! DigiPeg: the `DigiPeg` game and the `PegProgram` terminal program.

use digipeg::peg::{Banner, DigiPeg as Core, Directions, Hole, PositionClass, Program, Status};
use wasm_bindgen::prelude::*;

use crate::{JsErr, JsResult, cell_list, int, opt_str, strings};

#[wasm_bindgen(raw_module = "./glue.js")]
extern "C" {
    /// `[r1, c1, r2, c2, ...]` as `{ from: { row, col }, to: { row, col } }[]`.
    #[wasm_bindgen(js_name = pegJumps)]
    pub(crate) fn peg_jumps(flat: &[u8]) -> JsValue;
    /// A jump object's four numbers (a `TypeError` unless it has `from` and `to` objects).
    #[wasm_bindgen(js_name = pegJumpArgs, catch)]
    fn peg_jump_args(jump: &JsValue) -> Result<Vec<JsValue>, JsValue>;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_PEG: &str = r#"
/** Which ways a peg may jump: "orthogonal" (the assignment's rule), "diagonal" (8 directions), "triangular" (6). */
export type Directions = "orthogonal" | "diagonal" | "triangular";
/** The welcome line of `PegProgram`: "peg-rectangle" (the first edition) or "digipeg". */
export type Banner = "peg-rectangle" | "digipeg";
/** A hole of the 9 x 9 grid, 0-based. */
export interface Hole { row: number; col: number }
/** A jump from one hole to another two holes away. */
export interface PegJump { from: Hole; to: Hole }
"#;

fn directions(value: &JsValue) -> JsResult<Directions> {
    match opt_str(value, "directions")?.as_deref() {
        None | Some("orthogonal") => Ok(Directions::Orthogonal),
        Some("diagonal") => Ok(Directions::Diagonal),
        Some("triangular") => Ok(Directions::Triangular),
        Some(_) => Err(JsErr::range_error(
            "directions must be \"orthogonal\", \"diagonal\" or \"triangular\"",
        )),
    }
}

const fn directions_name(d: Directions) -> &'static str {
    match d {
        Directions::Orthogonal => "orthogonal",
        Directions::Diagonal => "diagonal",
        Directions::Triangular => "triangular",
    }
}

/// DigiPeg peg solitaire on boards of 1-9 x 1-9 holes (or any shape of the 9 x 9 grid).
/// Rows and columns are 0-based.
#[wasm_bindgen(js_name = DigiPeg)]
#[derive(Clone)]
pub struct DigiPeg(pub(crate) Core);

#[wasm_bindgen(js_class = DigiPeg)]
impl DigiPeg {
    /// A `rows` x `cols` board (each 1 to 9) full of pegs but for the hole at (`emptyRow`, `emptyCol`).
    /// @throws {DigipegError} 100 (board size), 101 (empty hole off the board, a `DigipegRangeError`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "number")] rows: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] cols: JsValue,
        #[wasm_bindgen(js_name = emptyRow, unchecked_param_type = "number")] empty_row: JsValue,
        #[wasm_bindgen(js_name = emptyCol, unchecked_param_type = "number")] empty_col: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Directions")] directions: JsValue,
    ) -> JsResult<DigiPeg> {
        let (rows, cols) = (int(&rows, "rows")?, int(&cols, "cols")?);
        let (er, ec) = (int(&empty_row, "emptyRow")?, int(&empty_col, "emptyCol")?);
        Ok(DigiPeg(Core::with_directions(
            rows,
            cols,
            er,
            ec,
            self::directions(&directions)?,
        )?))
    }

    /// A board of any shape from rows of `o` (peg), `.` (empty hole) and `#` (no hole).
    /// @throws {DigipegError} 107 (bad shape), 108 (bad character).
    #[wasm_bindgen(js_name = fromRows)]
    pub fn from_rows(
        #[wasm_bindgen(unchecked_param_type = "string[]")] rows: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Directions")] directions: JsValue,
    ) -> JsResult<DigiPeg> {
        let rows = strings(&rows, "rows")?;
        Ok(DigiPeg(Core::from_rows(&rows, self::directions(&directions)?)?))
    }

    /// Number of rows drawn.
    #[wasm_bindgen(getter)]
    pub fn rows(&self) -> u8 {
        self.0.rows()
    }

    /// Number of columns drawn.
    #[wasm_bindgen(getter)]
    pub fn cols(&self) -> u8 {
        self.0.cols()
    }

    /// The jump rule in force.
    #[wasm_bindgen(getter, unchecked_return_type = "Directions")]
    pub fn directions(&self) -> String {
        directions_name(self.0.directions()).into()
    }

    /// How many pegs are on the board.
    #[wasm_bindgen(getter, js_name = pegsLeft)]
    pub fn pegs_left(&self) -> u32 {
        self.0.pegs_left()
    }

    /// Whether (`row`, `col`) holds a peg (anything off the board: `false`).
    #[wasm_bindgen(js_name = isPeg)]
    pub fn is_peg(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] row: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] col: JsValue,
    ) -> JsResult<bool> {
        Ok(self.0.is_peg(int(&row, "row")?, int(&col, "col")?))
    }

    /// Whether (`row`, `col`) is a hole of this board.
    #[wasm_bindgen(js_name = isHole)]
    pub fn is_hole(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] row: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] col: JsValue,
    ) -> JsResult<bool> {
        Ok(self.0.is_hole(int(&row, "row")?, int(&col, "col")?))
    }

    /// The assignment's `legal_move`: any numbers are answered, off-board ones with `false`.
    #[wasm_bindgen(js_name = legalMove)]
    pub fn legal_move(
        &self,
        #[wasm_bindgen(js_name = rowStart, unchecked_param_type = "number")] row_start: JsValue,
        #[wasm_bindgen(js_name = colStart, unchecked_param_type = "number")] col_start: JsValue,
        #[wasm_bindgen(js_name = rowEnd, unchecked_param_type = "number")] row_end: JsValue,
        #[wasm_bindgen(js_name = colEnd, unchecked_param_type = "number")] col_end: JsValue,
    ) -> JsResult<bool> {
        let [a, b, c, d] = four(&row_start, &col_start, &row_end, &col_end)?;
        Ok(self.0.legal_move(a, b, c, d))
    }

    /// The assignment's `make_move`: jump, or throw why not and leave the board as it was.
    /// @throws {DigipegError} 102 (off the board, a `DigipegRangeError`), 103 to 106 (illegal jump).
    #[wasm_bindgen(js_name = makeMove)]
    pub fn make_move(
        &mut self,
        #[wasm_bindgen(js_name = rowStart, unchecked_param_type = "number")] row_start: JsValue,
        #[wasm_bindgen(js_name = colStart, unchecked_param_type = "number")] col_start: JsValue,
        #[wasm_bindgen(js_name = rowEnd, unchecked_param_type = "number")] row_end: JsValue,
        #[wasm_bindgen(js_name = colEnd, unchecked_param_type = "number")] col_end: JsValue,
    ) -> JsResult<()> {
        let [a, b, c, d] = four(&row_start, &col_start, &row_end, &col_end)?;
        Ok(self.0.make_move(a, b, c, d)?)
    }

    /// Whether `jump` (as `legalMoves()` lists them) is legal here.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PegJump")] jump: JsValue,
    ) -> JsResult<bool> {
        let [a, b, c, d] = jump_numbers(&jump)?;
        Ok(self.0.legal_move(a, b, c, d))
    }

    /// Throw why `jump` is illegal (as `play` would), or return if it is legal. Changes nothing.
    /// @throws {DigipegError} 102 to 106.
    pub fn check(&self, #[wasm_bindgen(unchecked_param_type = "PegJump")] jump: JsValue) -> JsResult<()> {
        let [a, b, c, d] = jump_numbers(&jump)?;
        let mut copy = self.0;
        Ok(copy.make_move(a, b, c, d)?)
    }

    /// Make `jump` (as `legalMoves()` lists them); as `makeMove`.
    /// @throws {DigipegError} 102 to 106.
    pub fn play(&mut self, #[wasm_bindgen(unchecked_param_type = "PegJump")] jump: JsValue) -> JsResult<()> {
        let [a, b, c, d] = jump_numbers(&jump)?;
        Ok(self.0.make_move(a, b, c, d)?)
    }

    /// The legal jumps, in increasing order of (start, landing) hole.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "PegJump[]")]
    pub fn legal_moves(&self) -> JsValue {
        let flat: Vec<u8> = (self.0.legal_moves().iter())
            .flat_map(|j| [j.from.row(), j.from.col(), j.to.row(), j.to.col()])
            .collect();
        peg_jumps(&flat)
    }

    /// The position-class test: the holes on which this position could finish with one peg
    /// (a lone peg there has the position's class, which no jump changes), row by row. Empty
    /// proves that one peg can no longer be reached; otherwise only a search (`PegSolver`) can tell.
    #[wasm_bindgen(js_name = singlePegHoles, unchecked_return_type = "Hole[]")]
    pub fn single_peg_holes(&self) -> JsValue {
        let directions = self.0.directions();
        let holes = PositionClass::of(self.0.pegs(), directions).single_peg_holes(self.0.holes(), directions);
        let flat: Vec<u8> = holes
            .iter()
            .filter_map(Hole::from_index)
            .flat_map(|h| [h.row(), h.col()])
            .collect();
        cell_list(&flat)
    }

    /// How many legal jumps there are.
    #[wasm_bindgen(js_name = countMoves)]
    pub fn count_moves(&self) -> u32 {
        self.0.count_moves()
    }

    /// Whether no jump is left.
    #[wasm_bindgen(js_name = gameOver)]
    pub fn game_over(&self) -> bool {
        self.0.game_over()
    }

    /// The assignment's board drawing (column numbers, separators, `o` for pegs).
    #[wasm_bindgen(js_name = toString)]
    pub fn drawing(&self) -> String {
        self.0.to_string()
    }

    /// The board as rows of `o`, `.` and `#`, each ending in a newline (what `fromRows` reads).
    #[wasm_bindgen(js_name = rowsText)]
    pub fn rows_text(&self) -> String {
        self.0.rows_text().to_string()
    }

    /// `Number of pegs left: N` and the verdict, each on its own line.
    #[wasm_bindgen(js_name = finalMessage)]
    pub fn final_message(&self) -> String {
        self.0.final_message().to_string()
    }

    /// An independent copy.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> DigiPeg {
        self.clone()
    }
}

fn four(a: &JsValue, b: &JsValue, c: &JsValue, d: &JsValue) -> JsResult<[i64; 4]> {
    Ok([
        int(a, "rowStart")?,
        int(b, "colStart")?,
        int(c, "rowEnd")?,
        int(d, "colEnd")?,
    ])
}

pub(crate) fn jump_numbers(jump: &JsValue) -> JsResult<[i64; 4]> {
    let args = peg_jump_args(jump).map_err(JsErr)?;
    match args.as_slice() {
        [a, b, c, d] => Ok([
            int(a, "jump.from.row()")?,
            int(b, "jump.from.col()")?,
            int(c, "jump.to.row()")?,
            int(d, "jump.to.col()")?,
        ]),
        _ => Err(JsErr::type_error(
            "a jump is { from: { row, col }, to: { row, col } }",
        )),
    }
}

/// The DigiPeg terminal program, line in, text out: `start()` once, then `input(line)` for each
/// line typed (without its newline), and `input()` (or `input(null)`) at the end of input.
#[wasm_bindgen(js_name = PegProgram)]
pub struct PegProgram {
    program: Program,
    finished: bool,
}

#[wasm_bindgen(js_class = PegProgram)]
impl PegProgram {
    /// A program with this welcome line (default "peg-rectangle") and jump rule.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "Banner")] banner: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Directions")] directions: JsValue,
    ) -> JsResult<PegProgram> {
        let banner = match opt_str(&banner, "banner")?.as_deref() {
            None | Some("peg-rectangle") => Banner::PegRectangle,
            Some("digipeg") => Banner::DigiPeg,
            Some(_) => {
                return Err(JsErr::range_error(
                    "banner must be \"peg-rectangle\" or \"digipeg\"",
                ));
            }
        };
        Ok(PegProgram {
            program: Program::new(banner, self::directions(&directions)?),
            finished: false,
        })
    }

    /// The banner and the first prompt.
    pub fn start(&mut self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let status = self.program.start(&mut out).unwrap_or(Status::Finished);
        self.finished = status == Status::Finished;
        out
    }

    /// Answer the pending prompt with `line`; `undefined` or `null` is the end of input.
    /// Returns everything the program wrote in answer (prompts end without a newline).
    /// @throws {DigipegError} 600 (called before `start()`; nothing is used up).
    pub fn input(
        &mut self,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] line: JsValue,
    ) -> JsResult<String> {
        let line = opt_str(&line, "line")?;
        let mut out = String::new();
        let status = self.program.input(line.as_deref(), &mut out)?;
        self.finished = status == Status::Finished;
        Ok(out)
    }

    /// Whether the program has ended (further input is ignored).
    #[wasm_bindgen(getter)]
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// A copy of the game being played, once the board is set up.
    pub fn game(&self) -> Option<DigiPeg> {
        self.program.game().map(|g| DigiPeg(*g))
    }
}
