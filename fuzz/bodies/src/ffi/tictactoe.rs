//! The tic-tac-toe functions of the C ABI: `gamestate`, play and the perfect player.

use core::ffi::c_int;

use digipeg::tictactoe::{GameState, Outcome, Player, Square, Strength, TicTacToe, gamestate};
use digipeg::{Error, Rng};
use digipeg_ffi::quixo::{
    DIGIPEG_BLANK, DIGIPEG_O, DIGIPEG_OUTCOME_DRAW, DIGIPEG_OUTCOME_O_WINS, DIGIPEG_OUTCOME_ONGOING,
    DIGIPEG_OUTCOME_X_WINS, DIGIPEG_X,
};
use digipeg_ffi::status::{DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_E_INDEX, DIGIPEG_OK};
use digipeg_ffi::tictactoe::*;
use digipeg_ffi::ttt_perfect::*;

use super::peg::{change, get, refused};
use super::{Array, Rows, Slots, Text, checked, out, status_of, zeroed};
use crate::input::Input;

fn state_code(s: GameState) -> c_int {
    match s {
        GameState::Ongoing => DIGIPEG_TTT_ONGOING,
        GameState::Win => DIGIPEG_TTT_WIN,
        GameState::Draw => DIGIPEG_TTT_DRAW,
    }
}

fn player_code(p: Option<Player>) -> c_int {
    match p {
        None => DIGIPEG_BLANK,
        Some(Player::X) => DIGIPEG_X,
        Some(Player::O) => DIGIPEG_O,
    }
}

fn outcome_code(o: Option<Outcome>) -> c_int {
    match o {
        None => DIGIPEG_OUTCOME_ONGOING,
        Some(Outcome::Win(Player::X)) => DIGIPEG_OUTCOME_X_WINS,
        Some(Outcome::Win(Player::O)) => DIGIPEG_OUTCOME_O_WINS,
        Some(Outcome::Draw) => DIGIPEG_OUTCOME_DRAW,
    }
}

/// The tic-tac-toe structs: two games.
pub(crate) struct Ttt {
    games: Slots<digipeg_ttt, TicTacToe>,
}

impl Ttt {
    pub(crate) fn new() -> Ttt {
        Ttt { games: Slots::new(2) }
    }

    pub(crate) fn step(&mut self, input: &mut Input) {
        match input.below(10) {
            0 => self.make(input),
            1 | 2 => self.getters(input),
            3 | 4 => self.play(input),
            5 | 6 => self.lists(input),
            7 => self.choose(input),
            8 => self.text(input),
            _ => self.games.mess(input),
        }
    }

    fn make(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        match input.below(3) {
            // SAFETY: NULL or a live struct.
            0 => change(
                &mut self.games,
                p,
                which,
                |p| unsafe { digipeg_ttt_new(p) },
                |_| Some(Ok(TicTacToe::new())),
            ),
            kind => {
                let rows = Rows::new(input, "XO ", 3, 3);
                let (array, count) = rows.args(input);
                if kind == 1 {
                    change(
                        &mut self.games,
                        p,
                        which,
                        // SAFETY: NULL or a live struct; the rows outlive the call.
                        |p| unsafe { digipeg_ttt_from_rows(p, array, count) },
                        |_| rows.text.as_ref().map(|t| TicTacToe::from_rows(t)),
                    );
                } else {
                    let mut state = -1;
                    let o = out(input, &mut state);
                    // SAFETY: NULL or live values; the rows outlive the call.
                    let code = checked(unsafe { digipeg_ttt_gamestate(array, count, o) });
                    match &rows.text {
                        Some(text) if !o.is_null() => {
                            let expected = gamestate(text);
                            assert_eq!(code, status_of(&expected));
                            if let Ok(s) = expected {
                                assert_eq!(state, state_code(s));
                            }
                        }
                        _ => refused(code),
                    }
                }
            }
        }
    }

    fn getters(&mut self, input: &mut Input) {
        let g = &mut self.games;
        match input.below(8) {
            0 => get(input, g, digipeg_ttt_turn, |g| player_code(Some(g.turn())), -1),
            1 => get(input, g, digipeg_ttt_winner, |g| player_code(g.winner()), -1),
            2 => get(input, g, digipeg_ttt_outcome, |g| outcome_code(g.outcome()), -1),
            3 => get(input, g, digipeg_ttt_state, |g| state_code(g.state()), -1),
            4 => get(input, g, digipeg_ttt_game_over, TicTacToe::is_over, false),
            5 => {
                let (p, which) = g.pick(input);
                let before = g.bytes(which);
                let (mut outcome, mut plies) = (-1, 99u8);
                let (o, q) = (out(input, &mut outcome), out(input, &mut plies));
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_ttt_value(p, o, q) });
                assert_eq!(g.bytes(which), before);
                match g.model(which) {
                    Some(game) if !o.is_null() && !q.is_null() => {
                        let v = game.value();
                        assert_eq!(
                            (code, outcome, plies),
                            (DIGIPEG_OK, outcome_code(Some(v.outcome)), v.plies)
                        );
                    }
                    _ => refused(code),
                }
            }
            kind => {
                let square = input.raw();
                let (p, which) = g.pick(input);
                let before = g.bytes(which);
                let (mut holder, mut legal) = (-1, false);
                let (o, l) = (out(input, &mut holder), out(input, &mut legal));
                // SAFETY: NULL or live values.
                let code = checked(unsafe {
                    if kind == 6 {
                        digipeg_ttt_square(p, square, o)
                    } else {
                        digipeg_ttt_is_legal(p, square, l)
                    }
                });
                assert_eq!(g.bytes(which), before);
                match g.model(which) {
                    Some(game) if kind == 6 && !o.is_null() => {
                        let expected = Square::try_from(square).map(|s| player_code(game.board().get(s)));
                        assert_eq!(code, status_of(&expected));
                        if let Ok(h) = expected {
                            assert_eq!(holder, h);
                        }
                    }
                    Some(game) if kind == 7 && !l.is_null() => {
                        assert_eq!(code, DIGIPEG_OK);
                        assert_eq!(legal, Square::try_from(square).is_ok_and(|s| game.is_legal(s)));
                    }
                    _ => refused(code),
                }
            }
        }
    }

    fn play(&mut self, input: &mut Input) {
        let square = if input.byte() < 200 {
            input.range(-1, 9)
        } else {
            input.raw()
        };
        let (p, which) = self.games.pick(input);
        let mut state = -1;
        let s = if input.bool() {
            core::ptr::null_mut()
        } else {
            &mut state as *mut c_int
        };
        let mut after = None;
        change(
            &mut self.games,
            p,
            which,
            // SAFETY: NULL or live values (`state` may be NULL).
            |p| unsafe { digipeg_ttt_play(p, square, s) },
            |m| {
                let mut g = *m?;
                let result = g.play_raw(square);
                after = result.ok();
                Some(result.map(|_| g))
            },
        );
        if let (Some(a), false) = (after, s.is_null()) {
            assert_eq!(state, state_code(a));
        }
    }

    fn lists(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let before = self.games.bytes(which);
        let model = self.games.model(which).copied();
        let kind = input.below(5);
        if kind == 4 {
            let index = if input.bool() {
                input.below(12)
            } else {
                input.u64() as usize
            };
            let mut value = 99u8;
            let o = out(input, &mut value);
            // SAFETY: NULL or live values.
            let code = checked(unsafe { digipeg_ttt_legal_move_at(p, index, o) });
            match model {
                Some(g) if !o.is_null() => match g.legal_moves().get(index) {
                    Some(&s) => assert_eq!((code, value), (DIGIPEG_OK, s.index())),
                    None => assert_eq!(code, DIGIPEG_E_INDEX),
                },
                _ => refused(code),
            }
        } else if kind == 3 {
            let mut array = Array::new(input, zeroed::<digipeg_ttt_move_value>(), 9);
            let (items, cap, count) = array.args();
            // SAFETY: NULL or live values; `items` holds `cap` entries.
            let code = checked(unsafe { digipeg_ttt_move_values(p, items, cap, count) });
            match model {
                Some(g) if array.valid() => {
                    let all: Vec<_> = g
                        .move_values()
                        .iter()
                        .map(|&(s, v)| {
                            (
                                s.index(),
                                outcome_code(Some(v.outcome)),
                                v.plies,
                                v.score_for(g.turn()),
                            )
                        })
                        .collect();
                    assert_eq!(array.count(), Some(all.len()));
                    match array.check(code) {
                        Some(got) => {
                            let got: Vec<_> = got
                                .iter()
                                .map(|v| (v.square, v.outcome, v.plies, v.score))
                                .collect();
                            assert_eq!(got, all);
                        }
                        None => assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL),
                    }
                }
                _ => refused(code),
            }
        } else {
            let mut array = Array::new(input, 99u8, 9);
            let (items, cap, count) = array.args();
            // SAFETY: NULL or live values; `items` holds `cap` squares.
            let code = checked(unsafe {
                match kind {
                    0 => digipeg_ttt_legal_moves(p, items, cap, count),
                    1 => digipeg_ttt_best_moves(p, items, cap, count),
                    _ => digipeg_ttt_quickest_moves(p, items, cap, count),
                }
            });
            match model {
                Some(g) if array.valid() => {
                    let list = match kind {
                        0 => g.legal_moves(),
                        1 => g.best_moves(),
                        _ => g.quickest_moves(),
                    };
                    let all: Vec<u8> = list.iter().map(|s| s.index()).collect();
                    assert_eq!(array.count(), Some(all.len()));
                    match array.check(code) {
                        Some(got) => assert_eq!(got, all.as_slice()),
                        None => assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL),
                    }
                }
                _ => refused(code),
            }
        }
        assert_eq!(self.games.bytes(which), before);
    }

    fn choose(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let before = self.games.bytes(which);
        let seed = input.u64();
        let strength = if input.bool() {
            input.range(-1, 3)
        } else {
            input.raw()
        };
        let mut square = 99u8;
        let o = out(input, &mut square);
        let perfect = input.bool();
        // SAFETY: NULL or live values.
        let code = checked(unsafe {
            if perfect {
                digipeg_ttt_perfect_move(p, seed, o)
            } else {
                digipeg_ttt_choose_move(p, strength, seed, o)
            }
        });
        assert_eq!(self.games.bytes(which), before);
        match self.games.model(which) {
            Some(g) if !o.is_null() => {
                let expected: Result<Square, Error> = if perfect {
                    g.perfect_move(&mut Rng::new(seed))
                } else {
                    Strength::try_from(strength).and_then(|s| g.choose_move(s, &mut Rng::new(seed)))
                };
                assert_eq!(code, status_of(&expected));
                if let Ok(s) = expected {
                    assert_eq!(square, s.index());
                }
            }
            _ => refused(code),
        }
    }

    fn text(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let before = self.games.bytes(which);
        let mut text = Text::new(input);
        let (buf, cap, needed) = text.args();
        // SAFETY: NULL or live values; `buf` holds `cap` bytes.
        let code = checked(unsafe { digipeg_ttt_draw(p, buf, cap, needed) });
        assert_eq!(self.games.bytes(which), before);
        match self.games.model(which) {
            Some(g) if text.valid() => {
                let expected = g.to_string();
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
