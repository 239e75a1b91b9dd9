//! Random Quixo games: the rules (with undo and the draw rules) and the computer player.

use super::{Dice, Line, op};
use crate::quixo::{Game, Move, Position};

/// A move's five integers: taken row and column, placed row and column, partner.
fn move_numbers(m: Move) -> [i64; 5] {
    [
        m.from().row(),
        m.from().col(),
        m.to().row(),
        m.to().col(),
        m.partner(),
    ]
    .map(i64::from)
}

/// Five integers for a move: `legal` times in 100 a legal one, else numbers around the board
/// (now and then wild ones) and a partner that may not exist.
fn move_args(game: &Game, dice: &mut Dice, legal: u32) -> [i64; 5] {
    if dice.chance(legal) {
        if let Some(m) = dice.choose(&game.legal_moves()) {
            return move_numbers(m);
        }
    }
    let mut numbers = [0; 5].map(|_| dice.raw(-1, 5, 12));
    numbers[4] = dice.pick(&[0, 0, 0, 1, 1, 2, -1]);
    numbers
}

/// A new game or a parsed board; one in `bad_in` is refused (bad size, players, rows or player
/// to move). Writes `new SIZE PLAYERS` or `parse SIZE PLAYERS TOMOVE N |row|row...`.
fn setup(dice: &mut Dice, line: &mut Line, bad_in: usize) -> Option<Game> {
    let mut size = dice.int(3, 5);
    let mut players = dice.pick(&[2, 2, 4]);
    let bad = dice.below(bad_in) == 0;
    if dice.chance(70) {
        if bad {
            match dice.below(2) {
                0 => size = dice.pick(&[0, 1, 2, 6, 7]),
                _ => players = dice.pick(&[0, 1, 3, 5]),
            }
        }
        op!(line, "new {size} {players}");
        return Game::new(size as usize, players as usize).ok();
    }
    let mut to_move = dice.int(0, players - 1);
    let mut count = size;
    let (mut short_row, mut bad_char) = (None, None);
    if bad {
        match dice.below(5) {
            0 => count = dice.pick(&[size - 1, size + 1, 0]),
            1 => short_row = Some(dice.int(0, size - 1)),
            2 => bad_char = Some(dice.pick(&['Y', ' ', 'é', '0', 'x'])),
            3 => to_move = dice.pick(&[players, 7]),
            _ => (size, count, players) = (6, 6, dice.pick(&[2, 3])),
        }
    }
    let alphabet: &[char] = if players == 4 {
        &['-', '-', '-', '-', 'X', 'O', 'x', 'o']
    } else {
        &['-', '-', '-', 'X', 'O']
    };
    let mut rows: heapless::Vec<heapless::String<16>, 8> = heapless::Vec::new();
    op!(line, "parse {size} {players} {to_move} {count} |");
    for r in 0..count {
        let length = if short_row == Some(r) {
            size + dice.pick(&[-1, 1])
        } else {
            size
        };
        let mut row = heapless::String::new();
        for _ in 0..length {
            let _ = row.push(dice.pick(alphabet));
        }
        if let (Some(c), 0) = (bad_char, dice.below(2)) {
            let _ = row.pop();
            let _ = row.push(c);
        }
        op!(line, "{}{row}", if r == 0 { "" } else { "|" });
        let _ = rows.push(row);
    }
    Position::parse(size as usize, &rows, players as usize, to_move as usize)
        .ok()
        .map(Game::from_position)
}

/// Draw rules: `limit N` or `repeat K`.
fn draw_rule(game: &mut Game, dice: &mut Dice, line: &mut Line) {
    if dice.chance(60) {
        let n = dice.int(0, 40);
        op!(line, "limit {n}");
        game.set_move_limit(n as u32);
    } else {
        let k = dice.int(0, 4);
        op!(line, "repeat {k}");
        game.set_repetitions(k as u32);
    }
}

/// The shadow of a `quixo` game.
pub(super) struct QuixoGen {
    game: Option<Game>,
    left: u32,
    tries: u32,
}

impl QuixoGen {
    pub(super) fn new(dice: &mut Dice) -> QuixoGen {
        QuixoGen {
            game: None,
            left: 10 + dice.below(40) as u32,
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
            self.game = setup(dice, line, if self.tries <= 2 { 4 } else { usize::MAX });
            return true;
        };
        if game.is_game_over() && dice.chance(40) {
            op!(line, "outcome");
            self.left = 0;
            return true;
        }
        match dice.below(100) {
            0..45 => {
                let [a, b, c, d, p] = move_args(game, dice, 80);
                op!(line, "move {a} {b} {c} {d} {p}");
                if let Ok(m) = Move::from_raw(a, b, c, d, p) {
                    let _ = game.play(m);
                }
            }
            45..52 => {
                let [a, b, c, d, p] = move_args(game, dice, 50);
                op!(line, "legal {a} {b} {c} {d} {p}");
            }
            52..57 => {
                op!(line, "undo");
                let _ = game.undo();
            }
            57..61 => op!(line, "turn"),
            61..63 => op!(line, "passed"),
            63..68 => op!(line, "outcome"),
            68..71 => op!(line, "over"),
            71..75 => op!(line, "count"),
            75..79 => op!(line, "moves"),
            79..86 => op!(line, "board"),
            86..89 => op!(line, "plies"),
            89..93 => op!(line, "perft {}", dice.int(0, 2)),
            _ => draw_rule(game, dice, line),
        }
        true
    }
}

/// The shadow of a `quixo-player` game: legal moves, and the computer's choices on tiny budgets.
pub(super) struct PlayerGen {
    game: Option<Game>,
    left: u32,
}

impl PlayerGen {
    pub(super) fn new(dice: &mut Dice) -> PlayerGen {
        PlayerGen {
            game: None,
            left: 4 + dice.below(10) as u32,
        }
    }

    pub(super) fn next(&mut self, dice: &mut Dice, line: &mut Line) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let Some(game) = self.game.as_mut() else {
            let (size, players) = (dice.int(3, 5), dice.pick(&[2, 2, 4]));
            op!(line, "new {size} {players}");
            self.game = Game::new(size as usize, players as usize).ok();
            return true;
        };
        if game.is_game_over() {
            // One more choice (refused: the game is over), then stop.
            self.left = 0;
        }
        match dice.below(100) {
            _ if self.left == 0 || dice.chance(40) => {
                let level = dice.pick(&["random", "greedy", "search", "search"]);
                let seed = dice.seed();
                let most = if dice.chance(10) { 1500 } else { 300 };
                let nodes = 1 + dice.below(most);
                let depth = dice.pick(&[1, 1, 2, 2, 3, 4, 0, 100]);
                let table = dice.pick(&[8, 16, 64, 256]);
                op!(line, "choose {level} {seed} {nodes} {depth} {table}");
            }
            0..5 => draw_rule(game, dice, line),
            5..15 => op!(line, "turn"),
            15..30 => op!(line, "board"),
            _ => {
                let [a, b, c, d, p] = move_args(game, dice, 100);
                op!(line, "move {a} {b} {c} {d} {p}");
                if let Ok(m) = Move::from_raw(a, b, c, d, p) {
                    let _ = game.play(m);
                }
            }
        }
        true
    }
}
