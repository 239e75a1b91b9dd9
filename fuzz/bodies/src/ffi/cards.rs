//! The card functions of the C ABI: the deque, the solitaire game, its `play()` and its solver.

use core::ffi::{c_int, c_void};
use std::ffi::CString;

use digipeg::solitaire::{self, MAX_CARDS, Move, Pile, Play, PlayEnd, Solitaire};
use digipeg::{Error, StepError};
use digipeg_ffi::solitaire::*;
use digipeg_ffi::solitaire_solver::*;
use digipeg_ffi::status::{DIGIPEG_E_BUFFER_TOO_SMALL, DIGIPEG_OK};

use super::peg::{change, refused};
use super::{Array, Slots, Text, checked, code_of, out, status_of, zeroed};
use crate::input::Input;

fn move_of(m: Move) -> (u8, u8) {
    (m.from(), m.to())
}

/// The card structs: a deque, two games and a `play()`.
pub(crate) struct Cards {
    deques: Slots<digipeg_deque, Pile>,
    games: Slots<digipeg_solitaire, Solitaire>,
    plays: Slots<digipeg_solitaire_play, Play>,
}

impl Cards {
    pub(crate) fn new() -> Cards {
        Cards {
            deques: Slots::new(1),
            games: Slots::new(2),
            plays: Slots::new(1),
        }
    }

    pub(crate) fn deque_step(&mut self, input: &mut Input) {
        let (p, which) = self.deques.pick(input);
        let before = self.deques.bytes(which);
        let item = input.byte();
        let kind = input.below(10);
        match kind {
            // SAFETY (every call): NULL or live values; buffers hold `cap` elements.
            0 => change(
                &mut self.deques,
                p,
                which,
                |p| unsafe { digipeg_deque_new(p) },
                |_| Some(Ok(Pile::new())),
            ),
            1 | 2 => {
                let front = input.bool();
                change(
                    &mut self.deques,
                    p,
                    which,
                    |p| unsafe {
                        if front {
                            digipeg_deque_add_front(p, item)
                        } else {
                            digipeg_deque_add_rear(p, item)
                        }
                    },
                    |m| {
                        let mut d = m?.clone();
                        Some(
                            if front {
                                d.add_front(item)
                            } else {
                                d.add_rear(item)
                            }
                            .map(|()| d),
                        )
                    },
                );
            }
            3 | 4 => {
                let front = input.bool();
                let mut got = 0u8;
                let o = out(input, &mut got);
                let mut taken = None;
                change(
                    &mut self.deques,
                    p,
                    which,
                    |p| unsafe {
                        if front {
                            digipeg_deque_remove_front(p, o)
                        } else {
                            digipeg_deque_remove_rear(p, o)
                        }
                    },
                    |m| {
                        if o.is_null() {
                            return None;
                        }
                        let mut d = m?.clone();
                        let result = if front { d.remove_front() } else { d.remove_rear() };
                        taken = result.ok();
                        Some(result.map(|_| d))
                    },
                );
                if let Some(t) = taken {
                    assert_eq!(got, t);
                }
            }
            5 => {
                let kind = input.below(4);
                let index = if input.bool() {
                    input.below(70)
                } else {
                    input.u64() as usize
                };
                let (mut value, mut size) = (0u8, usize::MAX);
                let o = out(input, &mut value);
                let s = out(input, &mut size);
                let code = checked(unsafe {
                    match kind {
                        0 => digipeg_deque_peek(p, o),
                        1 => digipeg_deque_peeklast(p, o),
                        2 => digipeg_deque_get(p, index, o),
                        _ => digipeg_deque_size(p, s),
                    }
                });
                match self.deques.model(which) {
                    Some(d) if kind == 3 && !s.is_null() => assert_eq!((code, size), (DIGIPEG_OK, d.size())),
                    Some(d) if kind < 3 && !o.is_null() => {
                        let expected = match kind {
                            0 => d.peek().copied(),
                            1 => d.peeklast().copied(),
                            _ => d.get(index).copied().ok_or(Error::DequeEmpty),
                        };
                        if kind == 2 && expected.is_err() {
                            assert_ne!(code, DIGIPEG_OK, "index {index} of {d:?}");
                        } else {
                            assert_eq!(code, status_of(&expected));
                        }
                        if let Ok(v) = expected {
                            assert_eq!(value, v);
                        }
                    }
                    _ => refused(code),
                }
            }
            6 | 7 => {
                let mut array = Array::new(input, 0u8, MAX_CARDS);
                let (items, cap, count) = array.args();
                let code = checked(unsafe { digipeg_deque_items(p, items, cap, count) });
                match self.deques.model(which) {
                    Some(d) if array.valid() => {
                        let all: Vec<u8> = d.iter().copied().collect();
                        assert_eq!(array.count(), Some(all.len()));
                        match array.check(code) {
                            Some(got) => assert_eq!(got, all.as_slice()),
                            None => assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL),
                        }
                    }
                    _ => refused(code),
                }
            }
            8 => {
                let index = input.below(3);
                let mut text = Text::new(input);
                let (buf, cap, needed) = text.args();
                let code = checked(unsafe { digipeg_deque_printall(p, index, buf, cap, needed) });
                match self.deques.model(which) {
                    Some(d) if text.valid() => check_text(&text, code, &d.printall(index).to_string()),
                    _ => refused(code),
                }
            }
            _ => self.deques.mess(input),
        }
        if (5..9).contains(&kind) || (kind < 9 && self.deques.model(which).is_none()) {
            assert_eq!(
                self.deques.bytes(which),
                before,
                "a read or a refusal changed the deque"
            );
        }
    }

    pub(crate) fn solitaire_step(&mut self, input: &mut Input) {
        match input.below(10) {
            0 => self.make(input),
            1 | 2 => self.game_questions(input),
            3 | 4 => self.moves(input),
            5 | 6 => self.play(input),
            7 => self.solve(input),
            8 => self.games.mess(input),
            _ => self.plays.mess(input),
        }
    }

    fn make(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        if input.bool() {
            let n = if input.byte() < 240 {
                input.below(20)
            } else {
                input.u64() as usize
            };
            let seed = input.u64();
            // SAFETY: NULL or a live struct.
            change(
                &mut self.games,
                p,
                which,
                |p| unsafe { digipeg_solitaire_shuffled(p, n, seed) },
                |_| Some(Solitaire::shuffled(n, seed)),
            );
        } else {
            let n = input.below(MAX_CARDS + 3);
            let mut cards: Vec<i64> = (0..n as i64).collect();
            for i in (1..n).rev() {
                cards.swap(i, input.below(i + 1));
            }
            if n > 0 && input.byte() > 230 {
                let i = input.below(n);
                cards[i] = input.raw();
            }
            let array = if n == 0 && input.bool() {
                core::ptr::null()
            } else {
                cards.as_ptr()
            };
            change(
                &mut self.games,
                p,
                which,
                // SAFETY: NULL or a live struct; `array` holds `n` integers.
                |p| unsafe { digipeg_solitaire_new(p, array, n) },
                |_| Some(Solitaire::new_raw(&cards)),
            );
        }
    }

    fn game_questions(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let before = self.games.bytes(which);
        let model = self.games.model(which).cloned();
        let kind = input.below(7);
        // SAFETY (every call): NULL or live values; buffers hold `cap` elements.
        match kind {
            0..=2 => {
                let mut value = usize::MAX;
                let o = out(input, &mut value);
                let code = checked(unsafe {
                    match kind {
                        0 => digipeg_solitaire_card_count(p, o),
                        1 => digipeg_solitaire_col_no(p, o),
                        _ => digipeg_solitaire_chance_no(p, o),
                    }
                });
                match model {
                    Some(g) if !o.is_null() => {
                        let expected = [g.card_count(), g.col_no(), g.chance_no()][kind];
                        assert_eq!((code, value), (DIGIPEG_OK, expected));
                    }
                    _ => refused(code),
                }
            }
            3 => {
                let mut value = false;
                let o = out(input, &mut value);
                let code = checked(unsafe { digipeg_solitaire_is_complete(p, o) });
                match model {
                    Some(g) if !o.is_null() => assert_eq!((code, value), (DIGIPEG_OK, g.is_complete())),
                    _ => refused(code),
                }
            }
            4 => {
                let pile = if input.bool() {
                    input.below(12)
                } else {
                    input.u64() as usize
                };
                let mut array = Array::new(input, 0u8, MAX_CARDS);
                let (items, cap, count) = array.args();
                let code = checked(unsafe { digipeg_solitaire_pile(p, pile, items, cap, count) });
                match model {
                    Some(g) if array.valid() => match g.pile(pile) {
                        Ok(cards) => {
                            let all: Vec<u8> = cards.iter().copied().collect();
                            assert_eq!(array.count(), Some(all.len()));
                            match array.check(code) {
                                Some(got) => assert_eq!(got, all.as_slice()),
                                None => assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL),
                            }
                        }
                        Err(e) => assert_eq!(code, super::code_of(e)),
                    },
                    _ => refused(code),
                }
            }
            5 => {
                let mut array = Array::new(
                    input,
                    zeroed::<digipeg_solitaire_move>(),
                    DIGIPEG_SOLITAIRE_MAX_MOVES,
                );
                let (items, cap, count) = array.args();
                let code = checked(unsafe { digipeg_solitaire_legal_moves(p, items, cap, count) });
                match model {
                    Some(g) if array.valid() => {
                        let all: Vec<(u8, u8)> = g.legal_moves().iter().map(|&m| move_of(m)).collect();
                        assert_eq!(array.count(), Some(all.len()));
                        match array.check(code) {
                            Some(got) => {
                                assert_eq!(got.iter().map(|m| (m.from, m.to)).collect::<Vec<_>>(), all)
                            }
                            None => assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL),
                        }
                    }
                    _ => refused(code),
                }
            }
            _ => {
                let mut text = Text::new(input);
                let (buf, cap, needed) = text.args();
                let code = checked(unsafe { digipeg_solitaire_display(p, buf, cap, needed) });
                match model {
                    Some(g) if text.valid() => check_text(&text, code, &g.to_string()),
                    _ => refused(code),
                }
            }
        }
        assert_eq!(self.games.bytes(which), before);
    }

    fn moves(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let listed = self
            .games
            .model(which)
            .map(Solitaire::legal_moves)
            .unwrap_or_default();
        let (c1, c2) = if !listed.is_empty() && input.bool() {
            let m = listed[input.below(listed.len())];
            (i64::from(m.from()), i64::from(m.to()))
        } else if input.byte() < 220 {
            (input.range(-1, 11), input.range(-1, 11))
        } else {
            (input.raw(), input.raw())
        };
        if input.bool() {
            change(
                &mut self.games,
                p,
                which,
                // SAFETY: NULL or a live struct.
                |p| unsafe { digipeg_solitaire_make_move(p, c1, c2) },
                |m| {
                    let mut g = m?.clone();
                    Some(g.move_cards_raw(c1, c2).map(|()| g))
                },
            );
        } else {
            let before = self.games.bytes(which);
            // SAFETY: NULL or a live struct.
            let code = checked(unsafe { digipeg_solitaire_check_move(p, c1, c2) });
            assert_eq!(self.games.bytes(which), before);
            match self.games.model(which) {
                Some(g) => assert_eq!(code, status_of(&g.clone().move_cards_raw(c1, c2))),
                None => refused(code),
            }
        }
    }

    /// `play()` against the core's, on the same lines.
    fn play(&mut self, input: &mut Input) {
        let (p, which) = self.plays.pick(input);
        let before = self.plays.bytes(which);
        let kind = input.below(6);
        match kind {
            0 => {
                let (g, slot) = self.games.pick(input);
                let game_before = self.games.bytes(slot);
                // SAFETY: NULL or live structs.
                let code = checked(unsafe { digipeg_solitaire_play_new(p, g) });
                assert_eq!(self.games.bytes(slot), game_before);
                match (self.games.model(slot).cloned(), which) {
                    (Some(game), Some(i)) => {
                        assert_eq!(code, DIGIPEG_OK);
                        self.plays.models[i] = Some(Play::new(game));
                    }
                    _ => refused(code),
                }
            }
            1 => {
                let (mut end, mut rounds) = (-1, usize::MAX);
                let (e, r) = (out(input, &mut end), out(input, &mut rounds));
                // SAFETY: NULL or live values.
                let code = checked(unsafe { digipeg_solitaire_play_end(p, e, r) });
                match self.plays.model(which) {
                    Some(play) if !e.is_null() && !r.is_null() => {
                        let expected = match play.end() {
                            None => (DIGIPEG_PLAY_RUNNING, 0),
                            Some(PlayEnd::Won { rounds }) => (DIGIPEG_PLAY_WON, usize::from(rounds)),
                            Some(PlayEnd::Lost) => (DIGIPEG_PLAY_LOST, 0),
                            Some(PlayEnd::EndOfInput) => (DIGIPEG_PLAY_END_OF_INPUT, 0),
                        };
                        assert_eq!((code, end, rounds), (DIGIPEG_OK, expected.0, expected.1));
                    }
                    _ => refused(code),
                }
            }
            2 => {
                let (g, slot) = self.games.pick(input);
                let game_before = self.games.bytes(slot);
                // SAFETY: NULL or live structs.
                let code = checked(unsafe { digipeg_solitaire_play_game(p, g) });
                match (self.plays.model(which), slot) {
                    (Some(play), Some(i)) => {
                        assert_eq!(code, DIGIPEG_OK);
                        self.games.models[i] = Some(play.game().clone());
                    }
                    _ => {
                        refused(code);
                        assert_eq!(self.games.bytes(slot), game_before);
                    }
                }
            }
            _ => {
                let line =
                    CString::new(input.text("0123456789 -_+x\u{e9}", 5).replace('\0', "")).expect("no NUL");
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
                        3 => digipeg_solitaire_play_start(p, buf, cap, needed, f),
                        4 => digipeg_solitaire_play_end_input(p, buf, cap, needed, f),
                        _ => digipeg_solitaire_play_input(p, line_ptr, buf, cap, needed, f),
                    }
                });
                let line_fine = kind < 5 || !line_ptr.is_null();
                match (self.plays.model(which).cloned(), which) {
                    (Some(mut play), Some(i)) if !f.is_null() && line_fine && text.valid() => {
                        let mut expected = String::new();
                        let fed = match kind {
                            3 => play.start(&mut expected).map_err(StepError::from),
                            4 => play.feed(None, &mut expected),
                            _ => play.feed(line.to_str().ok(), &mut expected),
                        };
                        match fed {
                            Ok(()) => {}
                            Err(StepError::Refused(e)) => {
                                // Input before start: refused, nothing kept.
                                assert_eq!(code, code_of(e));
                                assert_eq!(self.plays.bytes(which), before);
                                return;
                            }
                            Err(StepError::Output) => unreachable!("a String never fails"),
                        }
                        match text.check(code) {
                            Some(got) => {
                                assert_eq!(got, expected);
                                assert_eq!(finished, play.end().is_some());
                                self.plays.models[i] = Some(play);
                            }
                            None => {
                                assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL);
                                text.needs(&expected);
                                assert_eq!(
                                    self.plays.bytes(which),
                                    before,
                                    "kept a step whose text did not fit"
                                );
                            }
                        }
                    }
                    _ => {
                        refused(code);
                        assert_eq!(self.plays.bytes(which), before);
                    }
                }
            }
        }
        if (1..=2).contains(&kind) || self.plays.model(which).is_none() {
            assert_eq!(
                self.plays.bytes(which),
                before,
                "a read or a refusal changed the play"
            );
        }
    }

    /// The solver and hint with caller tables, against the core on a table of the same size.
    fn solve(&mut self, input: &mut Input) {
        let (p, which) = self.games.pick(input);
        let before = self.games.bytes(which);
        let model = self.games.model(which).cloned();
        let max_moves = if input.byte() < 230 {
            input.below(40)
        } else {
            input.u64() as usize
        };
        let budget = input.range(0, 3000) as u64;
        let entries = input.below(60);
        let mut memory = vec![0u128; entries * 3 / 2 + 2];
        let misaligned = input.byte() < 20;
        let table: *mut c_void = if entries == 0 && input.bool() {
            core::ptr::null_mut()
        } else if misaligned {
            // SAFETY: 8 bytes into the allocation.
            unsafe { memory.as_mut_ptr().cast::<u8>().add(8).cast() }
        } else {
            memory.as_mut_ptr().cast()
        };
        // Within the allocation even 8 bytes in: the C contract.
        let table_bytes = entries * 24 + input.below(8);
        let table_fine = table_bytes == 0 || (!table.is_null() && !misaligned);
        let core_table = || vec![solitaire::Entry::EMPTY; table_bytes / 24];
        if input.bool() {
            let mut result = zeroed::<digipeg_solitaire_hint_result>();
            let o = out(input, &mut result);
            // SAFETY: NULL or live values; the table holds `table_bytes` bytes.
            let code =
                checked(unsafe { digipeg_solitaire_hint(p, max_moves, budget, table, table_bytes, o) });
            match model {
                Some(g) if !o.is_null() && table_fine => {
                    let expected = solitaire::hint(&g, max_moves, &mut core_table(), budget);
                    assert_eq!(code, status_of(&expected));
                    if let Ok(h) = expected {
                        let got = (
                            (result.next.from, result.next.to),
                            result.has_win,
                            result.win_in,
                            result.built,
                            result.finished,
                            result.nodes,
                        );
                        let want = (
                            move_of(h.next),
                            h.win_in.is_some(),
                            h.win_in.unwrap_or(0),
                            h.built,
                            h.finished,
                            h.nodes,
                        );
                        assert_eq!(got, want);
                    }
                }
                _ => refused(code),
            }
        } else {
            let mut summary = zeroed::<digipeg_solitaire_solution>();
            let o = out(input, &mut summary);
            let mut array = Array::new(
                input,
                zeroed::<digipeg_solitaire_move>(),
                DIGIPEG_SOLITAIRE_MAX_LINE,
            );
            let (moves, cap, count) = array.args();
            // SAFETY: NULL or live values; the table holds `table_bytes` bytes, `moves` `cap` moves.
            let code = checked(unsafe {
                digipeg_solitaire_solve(p, max_moves, budget, table, table_bytes, o, moves, cap, count)
            });
            match model {
                Some(g) if !o.is_null() && array.valid() && table_fine => {
                    let expected = solitaire::solve(&g, max_moves, &mut core_table(), budget);
                    match expected {
                        Ok(s) => {
                            let line: Vec<(u8, u8)> = s
                                .line
                                .as_ref()
                                .map_or(Vec::new(), |l| l.iter().map(|&m| move_of(m)).collect());
                            assert_eq!(array.count(), Some(line.len()));
                            match array.check(code) {
                                Some(got) => {
                                    assert_eq!(got.iter().map(|m| (m.from, m.to)).collect::<Vec<_>>(), line);
                                    let got = (summary.finished, summary.won, summary.nodes);
                                    assert_eq!(got, (s.finished, s.line.is_some(), s.nodes));
                                }
                                None => assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL),
                            }
                        }
                        Err(e) => assert_eq!(code, super::code_of(e)),
                    }
                }
                _ => refused(code),
            }
        }
        assert_eq!(self.games.bytes(which), before, "a search changed the game");
    }
}

/// A text answer: the expected text when it fitted, else the size it needs.
fn check_text(text: &Text, code: c_int, expected: &str) {
    match text.check(code) {
        Some(got) => assert_eq!(got, expected),
        None => {
            assert_eq!(code, DIGIPEG_E_BUFFER_TOO_SMALL);
            text.needs(expected);
        }
    }
}
