//! The Quixo functions of the C ABI: games, moves, undo, draw rules, texts, the computer player
//! and the solved 3 x 3 table.

use core::ffi::{c_int, c_void};

use digipeg::Error;
use digipeg::quixo::{
    Budget, Game, Level, Move, Outcome, Player, Position, Solution, Symbol, TtEntry, Value, perft,
};
use digipeg_ffi::quixo::*;
use digipeg_ffi::quixo_player::*;
use digipeg_ffi::status::{DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_E_INDEX, DIGIPEG_OK};

use super::peg::{change, get, refused};
use super::{Array, Rows, Slots, Text, checked, out, status_of, zeroed};
use crate::input::Input;

fn move_of(m: Move) -> digipeg_quixo_move {
    digipeg_quixo_move {
        from_row: m.from().row(),
        from_col: m.from().col(),
        to_row: m.to().row(),
        to_col: m.to().col(),
        partner: m.partner(),
    }
}

fn outcome_code(o: Option<Outcome>) -> c_int {
    match o {
        None => DIGIPEG_OUTCOME_ONGOING,
        Some(Outcome::Win(Symbol::X)) => DIGIPEG_OUTCOME_X_WINS,
        Some(Outcome::Win(Symbol::O)) => DIGIPEG_OUTCOME_O_WINS,
        Some(Outcome::Draw) => DIGIPEG_OUTCOME_DRAW,
    }
}

fn symbol_code(s: Symbol) -> c_int {
    match s {
        Symbol::X => DIGIPEG_X,
        Symbol::O => DIGIPEG_O,
    }
}

fn value_code(v: Value) -> c_int {
    match v {
        Value::Win => DIGIPEG_VALUE_WIN,
        Value::Loss => DIGIPEG_VALUE_LOSS,
        Value::Draw => DIGIPEG_VALUE_DRAW,
    }
}

/// The Quixo structs: two games and a solution handle on the harness's 3 x 3 table.
pub(crate) struct Quixo {
    games: Slots<digipeg_quixo, Game>,
    solutions: Slots<digipeg_quixo_solution, ()>,
    /// The table the solution handles point to: it outlives them, as the C contract says.
    table: Box<[u8]>,
}

impl Quixo {
    pub(crate) fn new() -> Quixo {
        Quixo {
            games: Slots::new(2),
            solutions: Slots::new(1),
            table: vec![0u8; Solution::table_len(3).unwrap_or(0)].into_boxed_slice(),
        }
    }

    pub(crate) fn step(&mut self, input: &mut Input) {
        match input.below(12) {
            0 => self.make(input),
            1 | 2 => self.getters(input),
            3..=5 => self.moves(input),
            6 => self.lists(input),
            7 => self.choose(input),
            8 => self.solution(input),
            9 => self.games.mess(input),
            10 => self.solutions.mess(input),
            _ => self.rules(input),
        }
    }

    fn make(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let size = if input.byte() < 240 {
            3 + input.below(3)
        } else {
            input.u64() as usize
        };
        let players = if input.byte() < 240 {
            2 + 2 * input.below(2)
        } else {
            input.below(6)
        };
        if input.bool() {
            // SAFETY: NULL or a live struct.
            change(
                &mut self.games,
                p,
                which,
                |p| unsafe { digipeg_quixo_new(p, size, players) },
                |_| Some(Game::new(size, players)),
            );
        } else {
            let rows = Rows::new(input, "-XOxo", size.min(6), size.min(6));
            let (array, count) = rows.args(input);
            let to_move = input.below(5);
            change(
                &mut self.games,
                p,
                which,
                // SAFETY: NULL or a live struct; the rows outlive the call.
                |p| unsafe { digipeg_quixo_parse(p, size, array, count, players, to_move) },
                |_| {
                    let text = rows.text.as_ref()?;
                    Some(Position::parse(size, text, players, to_move).map(Game::from_position))
                },
            );
        }
    }

    fn getters(&mut self, input: &mut Input) {
        let g = &mut self.games;
        match input.below(16) {
            0 => get(input, g, digipeg_quixo_size, |g| g.position().size(), 0),
            1 => get(input, g, digipeg_quixo_players, |g| g.position().players(), 0),
            2 => get(input, g, digipeg_quixo_turn, |g| g.position().turn(), 9),
            3 => get(
                input,
                g,
                digipeg_quixo_turn_symbol,
                |g| symbol_code(g.position().turn_symbol()),
                -1,
            ),
            4 => get(input, g, digipeg_quixo_passed, |g| g.position().passed(), 9),
            5 => get(input, g, digipeg_quixo_plies, Game::plies, u32::MAX),
            6 => get(input, g, digipeg_quixo_undo_depth, Game::undo_depth, usize::MAX),
            7 => get(input, g, digipeg_quixo_outcome, |g| outcome_code(g.outcome()), -1),
            8 => get(input, g, digipeg_quixo_game_over, Game::is_game_over, false),
            9 => get(
                input,
                g,
                digipeg_quixo_count_moves,
                |g| g.legal_moves().len(),
                usize::MAX,
            ),
            10 => get(input, g, digipeg_quixo_move_limit, Game::move_limit, u32::MAX),
            11 => get(input, g, digipeg_quixo_repetitions, Game::repetitions, u32::MAX),
            12 => get(
                input,
                g,
                digipeg_quixo_evaluate,
                |g| digipeg::quixo::evaluate(g.position()),
                i32::MIN,
            ),
            13 => {
                let (row, col) = (input.raw(), input.raw());
                let (p, which) = g.pick(input);
                let before = g.bytes(which);
                let (mut symbol, mut partner) = (-1, 9u8);
                let (s, q) = (out(input, &mut symbol), out(input, &mut partner));
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_quixo_cube(p, row, col, s, q) });
                assert_eq!(g.bytes(which), before);
                match g.model(which) {
                    Some(game) if !s.is_null() && !q.is_null() => {
                        let cube =
                            digipeg::quixo::Cell::try_new(row, col).and_then(|c| game.position().cube(c));
                        assert_eq!(code, status_of(&cube));
                        if let Ok(cube) = cube {
                            let expected =
                                cube.map_or((DIGIPEG_BLANK, 0), |c| (symbol_code(c.symbol), c.partner));
                            assert_eq!((symbol, partner), expected);
                        }
                    }
                    _ => refused(code),
                }
            }
            14 => {
                let depth = input.below(3) as u32;
                let (p, which) = g.pick(input);
                let before = g.bytes(which);
                let mut value = u64::MAX;
                let o = out(input, &mut value);
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_quixo_perft(p, depth, o) });
                assert_eq!(g.bytes(which), before);
                match g.model(which) {
                    Some(game) if !o.is_null() => {
                        assert_eq!(code, DIGIPEG_OK);
                        assert_eq!(value, perft(game.position(), depth));
                    }
                    _ => refused(code),
                }
            }
            _ => {
                let (pa, a) = g.pick(input);
                let (pb, b) = g.pick(input);
                let before = (g.bytes(a), g.bytes(b));
                let mut value = false;
                let o = out(input, &mut value);
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_quixo_same_position(pa, pb, o) });
                assert_eq!((g.bytes(a), g.bytes(b)), before);
                match (g.model(a), g.model(b)) {
                    (Some(x), Some(y)) if !o.is_null() => {
                        assert_eq!(code, DIGIPEG_OK);
                        assert_eq!(value, x.position() == y.position());
                    }
                    _ => refused(code),
                }
            }
        }
    }

    /// `make_move`, `check_move`, `is_legal` and `undo`.
    fn moves(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let listed = self.games.model(which).map(Game::legal_moves).unwrap_or_default();
        let raw: [i64; 5] = if !listed.is_empty() && input.byte() < 160 {
            let m = listed[input.below(listed.len())];
            [
                m.from().row(),
                m.from().col(),
                m.to().row(),
                m.to().col(),
                m.partner(),
            ]
            .map(i64::from)
        } else {
            core::array::from_fn(|_| input.raw())
        };
        let [a, b, c, d, e] = raw;
        let core_move = Move::from_raw(a, b, c, d, e);
        match input.below(5) {
            0 | 1 => change(
                &mut self.games,
                p,
                which,
                // SAFETY: NULL or a live struct.
                |p| unsafe { digipeg_quixo_make_move(p, a, b, c, d, e) },
                |m| {
                    let mut g = m?.clone();
                    Some(core_move.and_then(|mv| g.play(mv)).map(|()| g))
                },
            ),
            2 => change(
                &mut self.games,
                p,
                which,
                // SAFETY: NULL or a live struct.
                |p| unsafe { digipeg_quixo_undo(p) },
                |m| {
                    let mut g = m?.clone();
                    Some(g.undo().map(|()| g))
                },
            ),
            kind => {
                let before = self.games.bytes(which);
                let mut value = false;
                let o = out(input, &mut value);
                // SAFETY: NULL or live values.
                let code = checked(unsafe {
                    if kind == 3 {
                        digipeg_quixo_check_move(p, a, b, c, d, e)
                    } else {
                        digipeg_quixo_is_legal(p, a, b, c, d, e, o)
                    }
                });
                assert_eq!(self.games.bytes(which), before);
                match self.games.model(which) {
                    Some(g) if kind == 3 => assert_eq!(code, status_of(&core_move.and_then(|m| g.check(&m)))),
                    Some(g) if !o.is_null() => {
                        assert_eq!(code, DIGIPEG_OK);
                        assert_eq!(value, core_move.is_ok_and(|m| g.is_legal(&m)));
                    }
                    _ => refused(code),
                }
            }
        }
    }

    fn rules(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let value = if input.bool() {
            input.below(6) as u32
        } else {
            input.u64() as u32
        };
        if input.bool() {
            // SAFETY: NULL or a live struct.
            change(
                &mut self.games,
                p,
                which,
                |p| unsafe { digipeg_quixo_set_move_limit(p, value) },
                |m| {
                    let mut g = m?.clone();
                    g.set_move_limit(value);
                    Some(Ok(g))
                },
            );
        } else {
            // SAFETY: NULL or a live struct.
            change(
                &mut self.games,
                p,
                which,
                |p| unsafe { digipeg_quixo_set_repetitions(p, value) },
                |m| {
                    let mut g = m?.clone();
                    g.set_repetitions(value);
                    Some(Ok(g))
                },
            );
        }
    }

    fn lists(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let before = self.games.bytes(which);
        let model = self.games.model(which).cloned();
        match input.below(3) {
            0 => {
                let mut array = Array::new(input, zeroed::<digipeg_quixo_move>(), DIGIPEG_QUIXO_MAX_MOVES);
                let (items, cap, count) = array.args();
                // SAFETY: NULL or live values; `items` holds `cap` moves.
                let code = checked(unsafe { digipeg_quixo_legal_moves(p, items, cap, count) });
                match model {
                    Some(g) if array.valid() => {
                        let all: Vec<_> = g.legal_moves().iter().map(|&m| move_of(m)).collect();
                        assert_eq!(array.count(), Some(all.len()));
                        match array.check(code) {
                            Some(got) => assert_eq!(got, all.as_slice()),
                            None => assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL),
                        }
                    }
                    _ => refused(code),
                }
            }
            1 => {
                let index = if input.bool() {
                    input.below(100)
                } else {
                    input.u64() as usize
                };
                let mut value = zeroed::<digipeg_quixo_move>();
                let o = out(input, &mut value);
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_quixo_legal_move_at(p, index, o) });
                match model {
                    Some(g) if !o.is_null() => match g.legal_moves().get(index) {
                        Some(&m) => assert_eq!((code, value), (DIGIPEG_OK, move_of(m))),
                        None => assert_eq!(code, DIGIPEG_E_INDEX),
                    },
                    _ => refused(code),
                }
            }
            _ => {
                let mut text = Text::new(input);
                let (buf, cap, needed) = text.args();
                // SAFETY: NULL or live values; `buf` holds `cap` bytes.
                let code = checked(unsafe { digipeg_quixo_board_text(p, buf, cap, needed) });
                match model {
                    Some(g) if text.valid() => {
                        let expected = g.position().to_string();
                        match text.check(code) {
                            Some(got) => assert_eq!(got, expected),
                            None => {
                                assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL);
                                text.needs(&expected);
                            }
                        }
                    }
                    _ => refused(code),
                }
            }
        }
        assert_eq!(self.games.bytes(which), before);
    }

    /// The computer player, with caller tables and the solution handle, against the core.
    fn choose(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let before = self.games.bytes(which);
        let level_code = match input.below(8) {
            0 => input.raw() as c_int,
            1 | 2 => DIGIPEG_QUIXO_LEVEL_RANDOM,
            3 | 4 => DIGIPEG_QUIXO_LEVEL_GREEDY,
            _ => DIGIPEG_QUIXO_LEVEL_SEARCH,
        };
        let level = match level_code {
            DIGIPEG_QUIXO_LEVEL_RANDOM => Some(Level::Random),
            DIGIPEG_QUIXO_LEVEL_GREEDY => Some(Level::Greedy),
            DIGIPEG_QUIXO_LEVEL_SEARCH => Some(Level::Search),
            _ => None,
        };
        let (seed, nodes, depth) = (input.u64(), input.range(0, 1500) as u64, input.byte());
        let entries = input.below(80);
        let mut memory = vec![0u128; entries + 1];
        let misaligned = input.byte() < 20;
        let table: *mut c_void = if entries == 0 && input.bool() {
            core::ptr::null_mut()
        } else if misaligned {
            // SAFETY: 8 bytes into the allocation.
            unsafe { memory.as_mut_ptr().cast::<u8>().add(8).cast() }
        } else {
            memory.as_mut_ptr().cast()
        };
        let table_bytes = entries * 16 + input.below(8);
        let with_solution = input.bool();
        let (solution, slot) = if with_solution {
            self.solutions.pick(input)
        } else {
            (core::ptr::null_mut(), None)
        };
        let mut choice = zeroed::<digipeg_quixo_choice>();
        let o = out(input, &mut choice);
        // SAFETY: NULL or live values; the table holds `table_bytes` bytes; a solution handle's
        // table is alive.
        let code = checked(unsafe {
            digipeg_quixo_choose(p, level_code, seed, nodes, depth, table, table_bytes, solution, o)
        });
        assert_eq!(self.games.bytes(which), before, "choose changed the game");
        // The solution may be NULL (no solution); a struct must be a solved handle.
        let solution_fine = solution.is_null() || self.solutions.model(slot).is_some();
        let table_fine = table_bytes == 0 || (!table.is_null() && !misaligned);
        match (self.games.model(which), level) {
            (Some(g), Some(level)) if !o.is_null() && solution_fine && table_fine => {
                let solved =
                    (!solution.is_null()).then(|| Solution::from_solved(3, &self.table).expect("3 x 3"));
                let expected = if g.is_game_over() {
                    Err(Error::SearchGameOver)
                } else {
                    let mut tt = vec![TtEntry::EMPTY; table_bytes / 16];
                    Player::new(level, seed).choose_game_solved(
                        g,
                        &mut tt,
                        Budget::new(nodes, depth),
                        solved.as_ref(),
                    )
                };
                assert_eq!(code, status_of(&expected), "{g:?}");
                if let Ok(c) = expected {
                    let got = (
                        choice.mv,
                        choice.finished,
                        choice.depth,
                        choice.score,
                        choice.nodes,
                    );
                    assert_eq!(got, (move_of(c.mv), c.finished, c.depth, c.score, c.nodes));
                }
            }
            _ => refused(code),
        }
    }

    /// Solving into the harness's table, and the handle's questions.
    fn solution(&mut self, input: &mut Input) {
        let (s, slot) = self.solutions.pick(input);
        let before = self.solutions.bytes(slot);
        match input.below(4) {
            0 => {
                let size = if input.byte() < 200 { 3 } else { input.below(6) };
                let bytes = if input.byte() < 220 {
                    self.table.len()
                } else {
                    input.below(self.table.len())
                };
                let table = if input.byte() < 8 {
                    core::ptr::null_mut()
                } else {
                    self.table.as_mut_ptr()
                };
                let mut stats = zeroed::<digipeg_quixo_solve_stats>();
                let st = if input.bool() {
                    core::ptr::null_mut()
                } else {
                    &mut stats as *mut _
                };
                // SAFETY: NULL or live values; the table holds `bytes` bytes and outlives the handle.
                let code = checked(unsafe { digipeg_quixo_solve(s, size, table, bytes, st) });
                let fine = !table.is_null() && size == 3 && bytes >= self.table.len();
                match slot {
                    Some(i) if fine => {
                        assert_eq!(code, DIGIPEG_OK);
                        self.solutions.models[i] = Some(());
                    }
                    _ => {
                        refused(code);
                        assert_eq!(self.solutions.bytes(slot), before);
                    }
                }
            }
            1 => {
                let mut value = 0usize;
                let o = out(input, &mut value);
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_quixo_solution_size(s, o) });
                match self.solutions.model(slot) {
                    Some(()) if !o.is_null() => assert_eq!((code, value), (DIGIPEG_OK, 3)),
                    _ => refused(code),
                }
                let size = input.below(7);
                let mut bytes = 0usize;
                // SAFETY: a live value.
                let code = checked(unsafe { digipeg_quixo_solution_bytes(size, &mut bytes) });
                let expected = Solution::table_len(size).ok_or(Error::SolverUnsupported);
                assert_eq!(code, status_of(&expected));
                if let Ok(len) = expected {
                    assert_eq!(bytes, len);
                }
            }
            kind => {
                let (g, which) = self.games.pick(input);
                let game_before = self.games.bytes(which);
                let position = self.games.model(which).map(|g| *g.position());
                // A game over by its draw rules has no perfect move either (documented); when
                // the position is also one the solution does not cover, either error may come.
                let over = self.games.model(which).is_some_and(Game::is_game_over);
                let agrees = |code: c_int, core: c_int| {
                    if over && core != DIGIPEG_OK {
                        assert!(
                            code == core || code == super::code_of(Error::SearchGameOver),
                            "{code} / {core}"
                        );
                    } else if over {
                        assert_eq!(code, super::code_of(Error::SearchGameOver));
                    } else {
                        assert_eq!(code, core);
                    }
                };
                let solved = Solution::from_solved(3, &self.table).expect("3 x 3");
                let ready = self.solutions.model(slot).is_some();
                if kind == 2 {
                    let mut value = -1;
                    let o = out(input, &mut value);
                    // SAFETY: NULL or live values.
                    let code = checked(unsafe { digipeg_quixo_solution_value(s, g, o) });
                    match position {
                        Some(p) if ready && !o.is_null() => {
                            let expected = solved.value(&p);
                            assert_eq!(code, status_of(&expected));
                            if let Ok(v) = expected {
                                assert_eq!(value, value_code(v));
                            }
                        }
                        _ => refused(code),
                    }
                    let mut best = zeroed::<digipeg_quixo_move>();
                    let o = out(input, &mut best);
                    // SAFETY: NULL or live values.
                    let code = checked(unsafe { digipeg_quixo_solution_best_move(s, g, o) });
                    match position {
                        Some(p) if ready && !o.is_null() => {
                            let expected = solved.best_move(&p);
                            agrees(code, status_of(&expected));
                            if let (Ok(m), false) = (expected, over) {
                                assert_eq!(best, move_of(m));
                            }
                        }
                        _ => refused(code),
                    }
                } else {
                    let zero = zeroed::<digipeg_quixo_move_value>();
                    let mut array = Array::new(input, zero, DIGIPEG_QUIXO_MAX_MOVES);
                    let (items, cap, count) = array.args();
                    // SAFETY: NULL or live values; `items` holds `cap` entries.
                    let code =
                        checked(unsafe { digipeg_quixo_solution_move_values(s, g, items, cap, count) });
                    match position {
                        Some(p) if ready && array.valid() => {
                            let mut all = Vec::new();
                            let expected =
                                solved.move_values(&p, |m, v| all.push((move_of(m), value_code(v))));
                            match expected {
                                Ok(()) if over => agrees(code, DIGIPEG_OK),
                                Ok(()) => match array.check(code) {
                                    Some(got) => {
                                        let got: Vec<_> = got.iter().map(|e| (e.mv, e.value)).collect();
                                        assert_eq!(got, all);
                                    }
                                    None => assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL),
                                },
                                Err(e) => agrees(code, super::code_of(e)),
                            }
                        }
                        _ => refused(code),
                    }
                }
                assert_eq!(self.games.bytes(which), game_before);
            }
        }
        if self.solutions.model(slot).is_none() {
            assert_eq!(self.solutions.bytes(slot), before);
        }
    }
}
