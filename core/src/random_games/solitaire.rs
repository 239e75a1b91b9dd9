//! Random simplified-solitaire games: the deque, the game, its `play()` program and the solver.

use super::{Dice, Discard, JUNK_LINES, Line, op};
use crate::solitaire::{Deque, MAX_CARDS, Play, Solitaire};

/// How big the games of a kind get.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Size {
    /// Up to 24 cards and 6 piles (the `solitaire` kind).
    Full,
    /// Up to 10 cards, 8 for the solver: short transcripts and quick searches.
    Small,
    /// Valid deals and positions of up to 8 cards (the solver).
    Solver,
}

/// A game: `deal N CARDS...`, `shuffled N SEED` or `position CARDNO|none P |pile|pile...`; one
/// in `bad_in` is refused. Returns the game, if it is one.
fn setup(dice: &mut Dice, line: &mut Line, size: Size, bad_in: usize) -> Option<Solitaire> {
    let most = match size {
        Size::Full => 24,
        Size::Small => 10,
        Size::Solver => 8,
    };
    let bad = dice.below(bad_in) == 0;
    let roll = dice.below(100);
    if roll < 35 {
        let n = if bad && dice.chance(20) {
            65
        } else {
            dice.int(0, most)
        };
        let mut cards = [0i64; MAX_CARDS + 1];
        let cards = &mut cards[..n as usize];
        for (card, slot) in (0..).zip(cards.iter_mut()) {
            *slot = card;
        }
        dice.0.shuffle(cards);
        if bad && n > 1 && n <= 64 {
            let wrong = dice.pick(&[-1, n, n + 5, 300, cards[0]]);
            cards[dice.int(1, n - 1) as usize] = wrong;
        }
        op!(line, "deal {n}");
        for card in cards.iter() {
            op!(line, " {card}");
        }
        return Solitaire::new_raw(cards).ok();
    }
    if roll < 60 || size == Size::Solver && roll < 85 {
        let n = if bad {
            dice.pick(&[65, 100])
        } else {
            dice.int(if size == Size::Solver { 1 } else { 0 }, most)
        };
        let seed = dice.seed();
        op!(line, "shuffled {n} {seed}");
        return Solitaire::shuffled(n as usize, seed).ok();
    }
    // A position built by hand, as the handout's tests build them.
    let piles = if bad && dice.chance(30) {
        12
    } else {
        dice.int(0, if size == Size::Full { 6 } else { 4 })
    };
    let mut sizes = [0usize; 12];
    let mut cards = [0i64; 96];
    let mut total = 0;
    for pile_size in sizes.iter_mut().take(piles as usize) {
        *pile_size = dice.below(if size == Size::Full { 7 } else { 4 });
        for _ in 0..*pile_size {
            cards[total] = dice.int(0, most / 2 + 4);
            total += 1;
        }
    }
    if bad && total > 0 && dice.chance(50) {
        cards[dice.below(total)] = dice.pick(&[-1, 256, 300]);
    }
    let card_no = match dice.below(100) {
        0..50 => None,
        _ if bad => Some(dice.pick(&[-1, 256, 1000])),
        _ => Some(dice.int(0, total as i64 + 3)),
    };
    match card_no {
        Some(n) => op!(line, "position {n} {piles} |"),
        None => op!(line, "position none {piles} |"),
    }
    let mut at = 0;
    for (i, &pile_size) in sizes.iter().take(piles as usize).enumerate() {
        op!(line, "{}", if i == 0 { "" } else { "|" });
        for (j, card) in cards[at..at + pile_size].iter().enumerate() {
            op!(line, "{}{card}", if j == 0 { "" } else { " " });
        }
        at += pile_size;
    }
    Solitaire::from_piles_raw(&cards[..total], &sizes[..piles as usize], card_no).ok()
}

/// Two pile numbers: `legal` times in 100 a legal move, else numbers around the piles or wild ones.
fn move_args(game: &Solitaire, dice: &mut Dice, legal: u32) -> (i64, i64) {
    if dice.chance(legal) {
        if let Some(m) = dice.choose(&game.legal_moves()) {
            return (i64::from(m.from()), i64::from(m.to()));
        }
    }
    let top = game.col_no() as i64;
    (dice.raw(-1, top, 8), dice.raw(-1, top, 8))
}

/// `chances N`: ChanceNo as tests set the handout's attribute (values every binding accepts).
fn chances(game: &mut Solitaire, dice: &mut Dice, line: &mut Line, most: i64) {
    let n = dice.int(0, most);
    op!(line, "chances {n}");
    let _ = game.set_chance_no(n as usize);
}

/// The shadow of a `deque` game. It never holds more than 40 items: the Python package's
/// `Deque` is the handout's unlimited list, the core's holds 64.
pub(super) struct DequeGen {
    deque: Deque<u8, 64>,
    left: u32,
}

impl DequeGen {
    pub(super) fn new(dice: &mut Dice) -> DequeGen {
        DequeGen {
            deque: Deque::new(),
            left: 5 + dice.below(40) as u32,
        }
    }

    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let item = dice.int(0, 255);
        let roll = if self.deque.size() >= 40 {
            dice.int(45, 99)
        } else {
            dice.int(0, 99)
        };
        match roll {
            0..25 => {
                op!(line, "add_front {item}");
                let _ = self.deque.add_front(item as u8);
            }
            25..45 => {
                op!(line, "add_rear {item}");
                let _ = self.deque.add_rear(item as u8);
            }
            45..57 => {
                op!(line, "remove_front");
                let _ = self.deque.remove_front();
            }
            57..69 => {
                op!(line, "remove_rear");
                let _ = self.deque.remove_rear();
            }
            69..76 => op!(line, "peek"),
            76..83 => op!(line, "peeklast"),
            83..88 => op!(line, "size"),
            88..95 => op!(line, "items"),
            _ => op!(line, "printall {}", dice.int(0, 2)),
        }
        true
    }
}

/// The shadow of a `solitaire` game.
pub(super) struct SolitaireGen {
    game: Option<Solitaire>,
    left: u32,
    tries: u32,
}

impl SolitaireGen {
    pub(super) fn new(dice: &mut Dice) -> SolitaireGen {
        SolitaireGen {
            game: None,
            left: 6 + dice.below(30) as u32,
            tries: 0,
        }
    }

    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let game = match self.game.as_mut() {
            Some(game) if !dice.chance(3) => game,
            _ => {
                self.tries += 1;
                if let Some(game) = setup(
                    dice,
                    line,
                    Size::Full,
                    if self.tries <= 2 { 4 } else { usize::MAX },
                ) {
                    self.game = Some(game);
                }
                return true;
            }
        };
        if game.is_complete() && dice.chance(50) {
            op!(line, "complete");
            self.left = 0;
            return true;
        }
        match dice.below(100) {
            0..45 => {
                let (a, b) = move_args(game, dice, 75);
                op!(line, "move {a} {b}");
                let _ = game.move_cards_raw(a, b);
            }
            45..53 => {
                let (a, b) = move_args(game, dice, 50);
                op!(line, "legal {a} {b}");
            }
            53..61 => op!(line, "piles"),
            61..66 => op!(line, "counts"),
            66..74 => op!(line, "complete"),
            74..82 => op!(line, "display"),
            82..92 => op!(line, "moves"),
            _ => chances(game, dice, line, 60),
        }
        true
    }
}

/// Where a `solitaire-play` game is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Dealing (and perhaps setting ChanceNo).
    Setup,
    /// `play()` is running.
    Playing,
    /// `play()` has ended: a few questions about how, then stop.
    After(u8),
}

/// The shadow of a `solitaire-play` game: a small game, then the program fed moves and junk.
pub(super) struct PlayGen {
    game: Option<Solitaire>,
    play: Option<Play>,
    stage: Stage,
    /// The second number of a legal move whose first number was just typed.
    planned: Option<u8>,
    left: u32,
    tries: u32,
}

impl PlayGen {
    pub(super) fn new(dice: &mut Dice) -> PlayGen {
        PlayGen {
            game: None,
            play: None,
            stage: Stage::Setup,
            planned: None,
            left: 4 + dice.below(40) as u32,
            tries: 0,
        }
    }

    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        match self.stage {
            Stage::Setup => {
                match self.game.as_mut() {
                    None => {
                        self.tries += 1;
                        self.game = setup(
                            dice,
                            line,
                            Size::Small,
                            if self.tries <= 2 { 4 } else { usize::MAX },
                        );
                    }
                    Some(game) if dice.chance(50) && game.chance_no() > 8 => chances(game, dice, line, 8),
                    _ => {
                        // The third set-up is never refused, so there is a game to play.
                        let Some(game) = self.game.clone() else {
                            return false;
                        };
                        op!(line, "play");
                        let mut play = Play::new(game);
                        let _ = play.start(&mut Discard);
                        self.stage = if play.is_over() {
                            Stage::After(0)
                        } else {
                            Stage::Playing
                        };
                        self.play = Some(play);
                    }
                }
                true
            }
            Stage::Playing => {
                let Some(play) = self.play.as_mut() else {
                    return false;
                };
                if self.left == 0 || dice.chance(3) {
                    op!(line, "eof");
                    let _ = play.feed(None, &mut Discard);
                    self.stage = Stage::After(0);
                    return true;
                }
                self.left -= 1;
                let mut number: heapless::String<8> = heapless::String::new();
                let text: &str = if let Some(to) = self.planned.take() {
                    let _ = core::fmt::write(&mut number, format_args!("{to}"));
                    &number
                } else if dice.chance(20) {
                    dice.pick(JUNK_LINES)
                } else {
                    let legal = play.game().legal_moves();
                    let from = match dice.choose(&legal) {
                        Some(m) if dice.chance(85) => {
                            self.planned = Some(m.to());
                            i64::from(m.from())
                        }
                        _ => dice.int(-1, play.game().col_no() as i64),
                    };
                    let _ = core::fmt::write(&mut number, format_args!("{from}"));
                    &number
                };
                op!(line, "input |{text}");
                let _ = play.feed(Some(text), &mut Discard);
                if play.is_over() {
                    self.stage = Stage::After(0);
                }
                true
            }
            Stage::After(asked) => {
                if asked >= 3 || (asked > 0 && dice.chance(40)) {
                    return false;
                }
                self.stage = Stage::After(asked + 1);
                let question = if asked == 0 {
                    "end"
                } else {
                    dice.pick(&["display", "piles", "counts", "complete", "end"])
                };
                op!(line, "{question}");
                true
            }
        }
    }
}

/// The shadow of a `solitaire-solver` game: small deals, moves, and searches on small budgets.
pub(super) struct SolverGen {
    game: Option<Solitaire>,
    left: u32,
    tries: u32,
}

impl SolverGen {
    pub(super) fn new(dice: &mut Dice) -> SolverGen {
        SolverGen {
            game: None,
            left: 4 + dice.below(10) as u32,
            tries: 0,
        }
    }

    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let Some(game) = self.game.as_mut() else {
            self.tries += 1;
            self.game = setup(dice, line, Size::Solver, usize::MAX);
            return true;
        };
        if game.is_complete() {
            self.left = 0;
        }
        let max_moves = if dice.chance(5) {
            dice.pick(&[128, 129, 1000])
        } else {
            dice.int(0, 24)
        };
        let most = if dice.chance(10) { 3000 } else { 500 };
        let budget = 1 + dice.below(most);
        let table = dice.pick(&[2, 4, 16, 64]);
        match dice.below(100) {
            _ if self.left == 0 => op!(line, "hint {max_moves} {budget} {table}"),
            0..35 => {
                if let Some(m) = dice.choose(&game.legal_moves()) {
                    op!(line, "move {} {}", m.from(), m.to());
                    let _ = game.play(m);
                } else {
                    op!(line, "display");
                }
            }
            35..65 => op!(line, "solve {max_moves} {budget} {table}"),
            65..92 => op!(line, "hint {max_moves} {budget} {table}"),
            _ => op!(line, "display"),
        }
        true
    }
}
