//! The DigiPeg functions of the C ABI: boards, jumps, texts, the terminal program and the solver.

use core::ffi::{c_int, c_void};
use std::ffi::CString;
use std::fmt::Debug;

use digipeg::peg::{Banner, DigiPeg, Directions, Goal, Hole, Jump, PositionClass, Program, Solver, Status};
use digipeg::{Error, StepError};
use digipeg_ffi::peg::*;
use digipeg_ffi::peg_solver::*;
use digipeg_ffi::status::{DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_E_INDEX, DIGIPEG_OK};

use super::{Array, Rows, Slots, Text, checked, code_of, out, status_of, zeroed};
use crate::input::Input;

/// A call that had a NULL required pointer or an uninitialised struct must fail.
pub(crate) fn refused(code: c_int) {
    assert_ne!(code, DIGIPEG_OK, "NULL or uninitialised accepted");
}

/// A getter: it never changes the struct; with an initialised struct and a valid out pointer it
/// answers what the core says.
pub(crate) fn get<T, M: Clone, V: PartialEq + Debug + Copy>(
    input: &mut Input,
    slots: &mut Slots<T, M>,
    call: unsafe extern "C" fn(*const T, *mut V) -> c_int,
    expected: impl Fn(&M) -> V,
    zero: V,
) {
    let (p, which) = slots.pick(input);
    let before = slots.bytes(which);
    let mut value = zero;
    let o = out(input, &mut value);
    // SAFETY: `p` and `o` are NULL or point to live values of their types.
    let code = checked(unsafe { call(p, o) });
    assert_eq!(slots.bytes(which), before, "a getter changed its struct");
    match slots.model(which) {
        Some(m) if !o.is_null() => {
            assert_eq!(code, DIGIPEG_OK);
            assert_eq!(value, expected(m));
        }
        _ => refused(code),
    }
}

/// A call that changes a struct: its result must be the core's `expected` (run on the model),
/// and a refusal leaves every byte as it was.
pub(crate) fn change<T, M: Clone>(
    slots: &mut Slots<T, M>,
    p: *mut T,
    which: Option<usize>,
    call: impl FnOnce(*mut T) -> c_int,
    expected: impl FnOnce(Option<&M>) -> Option<Result<M, Error>>,
) {
    let before = slots.bytes(which);
    let code = checked(call(p));
    let wanted = if p.is_null() {
        None
    } else {
        expected(slots.model(which))
    };
    match wanted {
        Some(result) => {
            assert_eq!(code, status_of(&result), "the core's verdict");
            if let (Ok(m), Some(i)) = (result, which) {
                slots.models[i] = Some(m);
            }
        }
        None => refused(code),
    }
    if code != DIGIPEG_OK {
        assert_eq!(slots.bytes(which), before, "a refused call changed its struct");
    }
}

/// A shape's constructor with a chosen empty hole: the C function and the core's.
type WithEmpty = (
    unsafe extern "C" fn(*mut digipeg_peg, i64, i64) -> c_int,
    fn(Hole) -> Result<DigiPeg, Error>,
);

/// A jump rule as C passes it (sometimes not one), and the rule it names.
fn directions_code(input: &mut Input) -> (c_int, Option<Directions>) {
    let code = match input.below(8) {
        0 => DIGIPEG_PEG_DIAGONAL,
        1 => DIGIPEG_PEG_TRIANGULAR,
        2 => input.raw() as c_int,
        _ => DIGIPEG_PEG_ORTHOGONAL,
    };
    let directions = match code {
        DIGIPEG_PEG_ORTHOGONAL => Some(Directions::Orthogonal),
        DIGIPEG_PEG_DIAGONAL => Some(Directions::Diagonal),
        DIGIPEG_PEG_TRIANGULAR => Some(Directions::Triangular),
        _ => None,
    };
    (code, directions)
}

fn jump_of(j: Jump) -> digipeg_peg_jump {
    digipeg_peg_jump {
        from_row: j.from.row(),
        from_col: j.from.col(),
        to_row: j.to.row(),
        to_col: j.to.col(),
    }
}

/// The DigiPeg structs: two boards and a terminal program.
pub(crate) struct Peg {
    boards: Slots<digipeg_peg, DigiPeg>,
    programs: Slots<digipeg_peg_program, Program>,
}

impl Peg {
    pub(crate) fn new() -> Peg {
        Peg {
            boards: Slots::new(2),
            programs: Slots::new(1),
        }
    }

    pub(crate) fn step(&mut self, input: &mut Input) {
        match input.below(12) {
            0 | 1 => self.make(input),
            2 => self.getters(input),
            3 | 4 => self.jump(input),
            5 => self.lists(input),
            6 => self.texts(input),
            7 => self.solve(input),
            8 | 9 => self.program(input),
            10 => self.boards.mess(input),
            _ => self.programs.mess(input),
        }
    }

    /// The constructors.
    fn make(&mut self, input: &mut Input) {
        let (p, which) = self.boards.pick(input);
        let raw: [i64; 4] = core::array::from_fn(|_| input.raw());
        let [a, b, c, d] = raw;
        // SAFETY (every call below): `p` is NULL or a live struct; the rows outlive the call.
        match input.below(8) {
            0 => change(
                &mut self.boards,
                p,
                which,
                |p| unsafe { digipeg_peg_new(p, a, b, c, d) },
                |_| Some(DigiPeg::new(a, b, c, d)),
            ),
            1 => {
                let (code, dirs) = directions_code(input);
                change(
                    &mut self.boards,
                    p,
                    which,
                    |p| unsafe { digipeg_peg_with_directions(p, a, b, c, d, code) },
                    |_| dirs.map(|rule| DigiPeg::with_directions(a, b, c, d, rule)),
                );
            }
            2 => change(
                &mut self.boards,
                p,
                which,
                |p| unsafe { digipeg_peg_english(p) },
                |_| Some(Ok(DigiPeg::english())),
            ),
            3 => change(
                &mut self.boards,
                p,
                which,
                |p| unsafe { digipeg_peg_triangle(p) },
                |_| Some(Ok(DigiPeg::triangle())),
            ),
            4..=6 => {
                let hole = Hole::try_new(a, b).ok_or(Error::PegEmptyHoleOffBoard);
                let (call, core): WithEmpty = match input.below(3) {
                    0 => (digipeg_peg_english_with_empty, DigiPeg::english_with_empty),
                    1 => (digipeg_peg_french_with_empty, DigiPeg::french_with_empty),
                    _ => (digipeg_peg_triangle_with_empty, DigiPeg::triangle_with_empty),
                };
                change(
                    &mut self.boards,
                    p,
                    which,
                    |p| unsafe { call(p, a, b) },
                    |_| Some(hole.and_then(core)),
                );
            }
            _ => {
                let (count, width) = (1 + input.below(9), 1 + input.below(9));
                let rows = Rows::new(input, "o.#", count, width);
                let (array, count) = rows.args(input);
                let (code, dirs) = directions_code(input);
                change(
                    &mut self.boards,
                    p,
                    which,
                    |p| unsafe { digipeg_peg_from_rows(p, array, count, code) },
                    |_| match (&rows.text, dirs) {
                        (Some(text), Some(d)) => Some(DigiPeg::from_rows(text, d)),
                        // Not UTF-8 or an unknown rule: refused, whichever is reported first.
                        _ => None,
                    },
                );
            }
        }
    }

    fn getters(&mut self, input: &mut Input) {
        let b = &mut self.boards;
        match input.below(10) {
            0 => get(input, b, digipeg_peg_rows, DigiPeg::rows, 0),
            1 => get(input, b, digipeg_peg_cols, DigiPeg::cols, 0),
            2 => get(
                input,
                b,
                digipeg_peg_directions,
                |g| code_of_directions(g.directions()),
                -1,
            ),
            3 => get(input, b, digipeg_peg_pegs_left, DigiPeg::pegs_left, u32::MAX),
            4 => get(input, b, digipeg_peg_count_moves, DigiPeg::count_moves, u32::MAX),
            5 => get(input, b, digipeg_peg_game_over, DigiPeg::game_over, false),
            6 | 7 => {
                let (row, col) = (input.raw(), input.raw());
                let (p, which) = b.pick(input);
                let before = b.bytes(which);
                let mut value = false;
                let o = out(input, &mut value);
                let question = input.below(3);
                // SAFETY: NULL or live values.
                let code = checked(unsafe {
                    match question {
                        0 => digipeg_peg_is_hole(p, row, col, o),
                        1 => digipeg_peg_is_peg(p, row, col, o),
                        _ => digipeg_peg_can_end_at(p, row, col, o),
                    }
                });
                assert_eq!(b.bytes(which), before);
                match b.model(which) {
                    Some(g) if !o.is_null() => {
                        assert_eq!(code, DIGIPEG_OK);
                        let class = PositionClass::of(g.pegs(), g.directions());
                        let singles = class.single_peg_holes(g.holes(), g.directions());
                        let expected = match question {
                            0 => g.is_hole(row, col),
                            1 => g.is_peg(row, col),
                            _ => Hole::try_new(row, col).is_some_and(|h| singles.contains(h.index())),
                        };
                        assert_eq!(value, expected);
                    }
                    _ => refused(code),
                }
            }
            8 => {
                let (pa, a) = b.pick(input);
                let (pb, bb) = b.pick(input);
                let (before_a, before_b) = (b.bytes(a), b.bytes(bb));
                let mut value = false;
                let o = out(input, &mut value);
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_peg_equal(pa, pb, o) });
                assert_eq!((b.bytes(a), b.bytes(bb)), (before_a, before_b));
                match (b.model(a), b.model(bb)) {
                    (Some(x), Some(y)) if !o.is_null() => {
                        assert_eq!(code, DIGIPEG_OK);
                        assert_eq!(value, x == y);
                    }
                    _ => refused(code),
                }
            }
            _ => {
                let (p, which) = b.pick(input);
                let before = b.bytes(which);
                let (mut sum, mut difference, mut singles) = (9u8, 9u8, u32::MAX);
                let (s, d) = (out(input, &mut sum), out(input, &mut difference));
                let n = if input.bool() {
                    core::ptr::null_mut()
                } else {
                    &mut singles as *mut u32
                };
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_peg_position_class(p, s, d, n) });
                assert_eq!(b.bytes(which), before);
                match b.model(which) {
                    Some(g) if !s.is_null() && !d.is_null() => {
                        assert_eq!(code, DIGIPEG_OK);
                        let class = PositionClass::of(g.pegs(), g.directions());
                        assert_eq!((sum, difference), (class.sum, class.difference));
                        if !n.is_null() {
                            assert_eq!(singles, class.single_peg_holes(g.holes(), g.directions()).count());
                        }
                    }
                    _ => refused(code),
                }
            }
        }
    }

    /// `make_move`, `check_move` and `legal_move`, with raw integers or a listed jump.
    fn jump(&mut self, input: &mut Input) {
        let (p, which) = self.boards.pick(input);
        let listed = self
            .boards
            .model(which)
            .map(DigiPeg::legal_moves)
            .unwrap_or_default();
        let [a, b, c, d]: [i64; 4] = if !listed.is_empty() && input.bool() {
            let j = listed[input.below(listed.len())];
            [j.from.row(), j.from.col(), j.to.row(), j.to.col()].map(i64::from)
        } else {
            core::array::from_fn(|_| input.raw())
        };
        match input.below(3) {
            0 => change(
                &mut self.boards,
                p,
                which,
                // SAFETY: NULL or a live struct.
                |p| unsafe { digipeg_peg_make_move(p, a, b, c, d) },
                |m| {
                    m.map(|g| {
                        let mut g = *g;
                        g.make_move(a, b, c, d).map(|()| g)
                    })
                },
            ),
            kind => {
                let before = self.boards.bytes(which);
                let mut value = false;
                let o = out(input, &mut value);
                // SAFETY: NULL or live values.
                let code = checked(unsafe {
                    if kind == 1 {
                        digipeg_peg_check_move(p, a, b, c, d)
                    } else {
                        digipeg_peg_legal_move(p, a, b, c, d, o)
                    }
                });
                assert_eq!(self.boards.bytes(which), before);
                match self.boards.model(which) {
                    Some(g) if kind == 1 => {
                        let mut copy = *g;
                        assert_eq!(code, status_of(&copy.make_move(a, b, c, d)));
                    }
                    Some(g) if !o.is_null() => {
                        assert_eq!(code, DIGIPEG_OK);
                        assert_eq!(value, g.legal_move(a, b, c, d));
                    }
                    _ => refused(code),
                }
            }
        }
    }

    fn lists(&mut self, input: &mut Input) {
        let (p, which) = self.boards.pick(input);
        let before = self.boards.bytes(which);
        let expected: Option<Vec<digipeg_peg_jump>> = self
            .boards
            .model(which)
            .map(|g| g.legal_moves().iter().map(|&j| jump_of(j)).collect());
        if input.bool() {
            let mut array = Array::new(input, zeroed::<digipeg_peg_jump>(), DIGIPEG_PEG_MAX_JUMPS);
            let (items, cap, count) = array.args();
            // SAFETY: NULL or live values; `items` holds `cap` jumps.
            let code = checked(unsafe { digipeg_peg_legal_moves(p, items, cap, count) });
            match &expected {
                Some(all) if !p.is_null() && array.valid() => {
                    assert_eq!(array.count(), Some(all.len()));
                    if let Some(got) = array.check(code) {
                        assert_eq!(got, all.as_slice());
                    } else {
                        assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL);
                    }
                }
                _ => refused(code),
            }
        } else {
            let index = if input.bool() {
                input.below(40)
            } else {
                input.u64() as usize
            };
            let mut value = zeroed::<digipeg_peg_jump>();
            let o = out(input, &mut value);
            // SAFETY: NULL or live values.
            let code = checked(unsafe { digipeg_peg_legal_move_at(p, index, o) });
            match &expected {
                Some(all) if !o.is_null() => match all.get(index) {
                    Some(&j) => assert_eq!((code, value), (DIGIPEG_OK, j)),
                    None => assert_eq!(code, DIGIPEG_E_INDEX),
                },
                _ => refused(code),
            }
        }
        assert_eq!(self.boards.bytes(which), before);
    }

    fn texts(&mut self, input: &mut Input) {
        let (p, which) = self.boards.pick(input);
        let before = self.boards.bytes(which);
        let mut text = Text::new(input);
        let (buf, cap, needed) = text.args();
        let kind = input.below(3);
        // SAFETY: NULL or live values; `buf` holds `cap` bytes.
        let code = checked(unsafe {
            match kind {
                0 => digipeg_peg_draw(p, buf, cap, needed),
                1 => digipeg_peg_rows_text(p, buf, cap, needed),
                _ => digipeg_peg_final_message(p, buf, cap, needed),
            }
        });
        assert_eq!(self.boards.bytes(which), before);
        match self.boards.model(which) {
            Some(g) if text.valid() => {
                let expected = match kind {
                    0 => g.to_string(),
                    1 => g.rows_text().to_string(),
                    _ => g.final_message().to_string(),
                };
                match text.check(code) {
                    Some(got) => assert_eq!(got, expected),
                    None => {
                        assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL);
                        assert!(!text.fits(&expected));
                        text.needs(&expected);
                    }
                }
            }
            _ => refused(code),
        }
    }

    /// `solve`, `solve_small` and `hint` with caller tables (short, misaligned, NULL), against
    /// the core's solver on a table of the same size.
    fn solve(&mut self, input: &mut Input) {
        let (p, which) = self.boards.pick(input);
        let before = self.boards.bytes(which);
        let budget = input.range(0, 1500) as u64;
        let entries = input.below(200);
        let mut memory = vec![0u128; entries + 1];
        let misaligned = input.byte() < 20;
        let table: *mut c_void = if entries == 0 && input.bool() {
            core::ptr::null_mut()
        } else if misaligned {
            // SAFETY: 8 bytes into an allocation of `entries + 1` 16-byte entries.
            unsafe { memory.as_mut_ptr().cast::<u8>().add(8).cast() }
        } else {
            memory.as_mut_ptr().cast()
        };
        // Within the allocation even 8 bytes in: the C contract.
        let table_bytes = entries * 16 + input.below(8);
        let model = self.boards.model(which).copied();
        let core_solve = |goal: Goal, game: &DigiPeg| -> Result<digipeg::peg::Solution, Error> {
            let mut memory = vec![0u128; table_bytes / 16];
            Solver::new(&mut memory[..])?.solve(game, goal, budget)
        };
        let aligned_or_empty = table_bytes == 0 || (!table.is_null() && !misaligned);
        if input.byte() < 64 {
            let mut hint = zeroed::<digipeg_peg_hint_result>();
            let o = out(input, &mut hint);
            // SAFETY: NULL or live values; the table holds `table_bytes` bytes.
            let code = checked(unsafe { digipeg_peg_hint(p, budget, table, table_bytes, o) });
            if let (Some(g), false, true) = (model, o.is_null(), aligned_or_empty) {
                let mut memory = vec![0u128; table_bytes / 16];
                let expected = Solver::new(&mut memory[..]).and_then(|mut s| s.hint(&g, budget));
                assert_eq!(code, status_of(&expected), "{g:?}");
                if let Ok(h) = expected {
                    assert_eq!(
                        (hint.jump, hint.best_pegs, hint.finished),
                        (jump_of(h.jump), h.best_pegs, h.finished)
                    );
                }
            } else {
                // NULL, uninitialised, or a NULL or misaligned table.
                refused(code);
            }
        } else {
            let (goal_code, row, col) = match input.below(5) {
                0 => (DIGIPEG_PEG_GOAL_ONE_PEG, 0, 0),
                1 => (DIGIPEG_PEG_GOAL_ONE_PEG_AT, input.raw(), input.raw()),
                2 => (input.raw() as c_int, input.raw(), input.raw()),
                _ => (DIGIPEG_PEG_GOAL_FEWEST_PEGS, input.raw(), input.raw()),
            };
            let goal = match goal_code {
                DIGIPEG_PEG_GOAL_FEWEST_PEGS => Some(Ok(Goal::FewestPegs)),
                DIGIPEG_PEG_GOAL_ONE_PEG => Some(Ok(Goal::OnePeg)),
                DIGIPEG_PEG_GOAL_ONE_PEG_AT => Some(
                    Hole::try_new(row, col)
                        .map(Goal::OnePegAt)
                        .ok_or(Error::SearchGoalOffBoard),
                ),
                _ => None,
            };
            let small = input.byte() < 40;
            let mut summary = zeroed::<digipeg_peg_solution>();
            let o = out(input, &mut summary);
            let mut array = Array::new(input, zeroed::<digipeg_peg_jump>(), DIGIPEG_PEG_MAX_LINE);
            let (moves, cap, count) = array.args();
            // SAFETY: NULL or live values; the table holds `table_bytes` bytes, `moves` `cap` jumps.
            let code = checked(unsafe {
                if small {
                    digipeg_peg_solve_small(p, goal_code, row, col, budget, o, moves, cap, count)
                } else {
                    digipeg_peg_solve(
                        p,
                        goal_code,
                        row,
                        col,
                        budget,
                        table,
                        table_bytes,
                        o,
                        moves,
                        cap,
                        count,
                    )
                }
            });
            let pointers_fine = !o.is_null() && array.valid();
            match (model, goal) {
                (Some(g), Some(goal)) if pointers_fine && (small || aligned_or_empty) => {
                    let expected = goal.and_then(|goal| {
                        if small {
                            digipeg::peg::solve_small(&g, goal, budget)
                        } else {
                            core_solve(goal, &g)
                        }
                    });
                    match expected {
                        Ok(s) => {
                            let line: Vec<digipeg_peg_jump> = s.moves.iter().map(|&j| jump_of(j)).collect();
                            assert_eq!(array.count(), Some(line.len()));
                            match array.check(code) {
                                Some(got) => {
                                    assert_eq!(got, line.as_slice());
                                    let got = (
                                        summary.finished,
                                        summary.reached,
                                        summary.best_pegs,
                                        summary.nodes,
                                    );
                                    assert_eq!(got, (s.finished, s.reached, s.best_pegs, s.nodes));
                                }
                                None => assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL),
                            }
                        }
                        Err(e) => assert_eq!(code, code_of(e)),
                    }
                }
                // NULL, uninitialised, an unknown goal, or a NULL or misaligned table.
                _ => refused(code),
            }
        }
        assert_eq!(self.boards.bytes(which), before, "a search changed the board");
    }

    /// The terminal program, against the core's run on the same lines.
    fn program(&mut self, input: &mut Input) {
        let (p, which) = self.programs.pick(input);
        let before = self.programs.bytes(which);
        match input.below(6) {
            0 => {
                let banner_code = match input.below(4) {
                    0 => DIGIPEG_PEG_BANNER_DIGIPEG,
                    1 => input.raw() as c_int,
                    _ => DIGIPEG_PEG_BANNER_PEG_RECTANGLE,
                };
                let banner = match banner_code {
                    DIGIPEG_PEG_BANNER_DIGIPEG => Some(Banner::DigiPeg),
                    DIGIPEG_PEG_BANNER_PEG_RECTANGLE => Some(Banner::PegRectangle),
                    _ => None,
                };
                let (dirs_code, dirs) = directions_code(input);
                let code = checked(
                    // SAFETY: NULL or a live struct.
                    unsafe { digipeg_peg_program_new(p, banner_code, dirs_code) },
                );
                match (banner, dirs, which) {
                    (Some(b), Some(d), Some(i)) => {
                        assert_eq!(code, DIGIPEG_OK);
                        self.programs.models[i] = Some(Program::new(b, d));
                    }
                    _ => refused(code),
                }
            }
            1 => {
                // Copy the game out into a board struct.
                let (board, slot) = self.boards.pick(input);
                let board_before = self.boards.bytes(slot);
                let mut has = false;
                let o = out(input, &mut has);
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_peg_program_game(p, board, o) });
                assert_eq!(self.programs.bytes(which), before);
                match (self.programs.model(which), slot) {
                    (Some(program), Some(i)) if !o.is_null() => {
                        assert_eq!(code, DIGIPEG_OK);
                        assert_eq!(has, program.game().is_some());
                        match program.game() {
                            Some(&g) => self.boards.models[i] = Some(g),
                            None => assert_eq!(self.boards.bytes(slot), board_before),
                        }
                    }
                    _ => {
                        refused(code);
                        assert_eq!(self.boards.bytes(slot), board_before);
                    }
                }
            }
            kind => {
                let line =
                    CString::new(input.text("0123456789 \u{e9}x", 4).replace('\0', "")).expect("no NUL");
                let line_ptr = if input.byte() < 10 {
                    core::ptr::null()
                } else {
                    line.as_ptr()
                };
                let mut text = Text::new(input);
                let (buf, cap, needed) = text.args();
                let mut finished = false;
                let f = out(input, &mut finished);
                // SAFETY: NULL or live values; `buf` holds `cap` bytes.
                let code = checked(unsafe {
                    match kind {
                        2 => digipeg_peg_program_start(p, buf, cap, needed, f),
                        3 => digipeg_peg_program_end_input(p, buf, cap, needed, f),
                        _ => digipeg_peg_program_input(p, line_ptr, buf, cap, needed, f),
                    }
                });
                let line_fine = kind < 4 || !line_ptr.is_null();
                match (self.programs.model(which).cloned(), which) {
                    (Some(mut program), Some(i)) if !f.is_null() && line_fine && text.valid() => {
                        let mut expected = String::new();
                        let status = match kind {
                            2 => program.start(&mut expected).map_err(StepError::from),
                            3 => program.input(None, &mut expected),
                            _ => program.input(line.to_str().ok(), &mut expected),
                        };
                        let status = match status {
                            Ok(status) => status,
                            Err(StepError::Refused(e)) => {
                                // Input before start: refused, nothing kept.
                                assert_eq!(code, code_of(e));
                                assert_eq!(self.programs.bytes(which), before);
                                return;
                            }
                            Err(StepError::Output) => unreachable!("a String never fails"),
                        };
                        match text.check(code) {
                            Some(got) => {
                                assert_eq!(got, expected);
                                assert_eq!(finished, status == Status::Finished);
                                self.programs.models[i] = Some(program);
                            }
                            None => {
                                assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL);
                                text.needs(&expected);
                                assert_eq!(
                                    self.programs.bytes(which),
                                    before,
                                    "kept a step whose text did not fit"
                                );
                            }
                        }
                    }
                    _ => {
                        refused(code);
                        assert_eq!(self.programs.bytes(which), before);
                    }
                }
            }
        }
        if self.programs.model(which).is_none() {
            assert_eq!(self.programs.bytes(which), before);
        }
    }
}

fn code_of_directions(d: Directions) -> c_int {
    match d {
        Directions::Orthogonal => DIGIPEG_PEG_ORTHOGONAL,
        Directions::Diagonal => DIGIPEG_PEG_DIAGONAL,
        Directions::Triangular => DIGIPEG_PEG_TRIANGULAR,
    }
}
