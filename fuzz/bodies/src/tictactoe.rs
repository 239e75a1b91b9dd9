//! Tic-tac-toe: `gamestate` and the board constructors against the boards play can reach, and
//! sequences of raw moves.

use std::collections::HashSet;
use std::sync::OnceLock;

use digipeg::Error;
use digipeg::tictactoe::{Board, GameState, Player, Square, TicTacToe, gamestate};

use crate::input::{Input, MAX_STEPS};

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// Whether `marks` hold three in a row.
pub(crate) fn wins(marks: u16) -> bool {
    LINES.iter().any(|line| line.iter().all(|&i| marks >> i & 1 == 1))
}

/// Every board play can reach from the empty one (X first, alternating, stopping at a win), as
/// (X marks, O marks): found by walking the game tree, independently of the core.
pub(crate) fn reachable() -> &'static HashSet<(u16, u16)> {
    static SEEN: OnceLock<HashSet<(u16, u16)>> = OnceLock::new();
    SEEN.get_or_init(|| {
        let mut seen = HashSet::new();
        let mut todo = vec![(0u16, 0u16)];
        while let Some((x, o)) = todo.pop() {
            if !seen.insert((x, o)) || wins(x) || wins(o) {
                continue;
            }
            let x_to_move = x.count_ones() == o.count_ones();
            for i in 0..9 {
                if (x | o) >> i & 1 == 0 {
                    todo.push(if x_to_move {
                        (x | 1 << i, o)
                    } else {
                        (x, o | 1 << i)
                    });
                }
            }
        }
        seen
    })
}

fn masks(board: Board) -> (u16, u16) {
    (board.marks(Player::X).mask(), board.marks(Player::O).mask())
}

/// What `gamestate` should say of a board with these marks, by the exercise's rules.
fn naive_state(x: u16, o: u16) -> Result<GameState, Error> {
    let (xs, os) = (x.count_ones(), o.count_ones());
    if os > xs {
        return Err(Error::TttOStarted);
    }
    if xs > os + 1 {
        return Err(Error::TttXWentTwice);
    }
    let reached = reachable().contains(&(x, o));
    if !reached {
        return Err(Error::TttPlayedOn);
    }
    Ok(if wins(x) || wins(o) {
        GameState::Win
    } else if (x | o) == 0x1FF {
        GameState::Draw
    } else {
        GameState::Ongoing
    })
}

/// `gamestate`, `Board::from_rows` / `from_masks`, `TicTacToe::from_rows` / `from_board` and
/// `Square`'s constructors.
pub fn tictactoe_parse(data: &[u8]) {
    let mut input = Input::new(data);
    let rows = input.rows("XO ", 3, 3, 5);
    let state = gamestate(&rows);
    let shape = if rows.len() != 3 {
        Err(Error::TttRowCount)
    } else if rows.iter().any(|r| r.chars().count() != 3) {
        Err(Error::TttRowLength)
    } else if rows.iter().flat_map(|r| r.chars()).any(|c| !"XO ".contains(c)) {
        Err(Error::TttBadChar)
    } else {
        Ok(())
    };
    let board = Board::from_rows(&rows);
    assert_eq!(board.map(|_| ()), shape, "{rows:?}");
    match board {
        Ok(board) => {
            let (x, o) = masks(board);
            assert_eq!(state, naive_state(x, o), "{rows:?}");
            assert_eq!(Board::from_masks(x, o), Some(board));
            assert_eq!(
                board.to_string(),
                rows.iter().map(|r| format!("{r}\n")).collect::<String>()
            );
            let game = TicTacToe::from_rows(&rows);
            assert_eq!(game.map(|g| g.state()), state);
            assert_eq!(
                TicTacToe::from_board(board).map(|g| g.board()),
                state.map(|_| board)
            );
        }
        Err(e) => assert_eq!(state, Err(e)),
    }
    let (x, o) = (
        u16::from_le_bytes([input.byte(), input.byte()]),
        u16::from_le_bytes([input.byte(), input.byte()]),
    );
    let valid = x >> 9 == 0 && o >> 9 == 0 && x & o == 0;
    assert_eq!(Board::from_masks(x, o).is_some(), valid);
    let raw = input.raw();
    let square = Square::try_from(raw);
    assert_eq!(square.is_ok(), (0..9).contains(&raw));
    if let Ok(square) = square {
        assert_eq!(i64::from(square.index()), raw);
        assert_eq!(Square::from_row_col(square.row(), square.column()), Ok(square));
    }
    let (row, column) = (input.byte(), input.byte());
    assert_eq!(Square::from_row_col(row, column).is_ok(), row < 3 && column < 3);
}

/// Sequences of raw moves from a reachable board: a refused move changes nothing, an accepted
/// move is listed and adds exactly the mover's mark, every listed move is accepted.
pub fn tictactoe_moves(data: &[u8]) {
    let mut input = Input::new(data);
    let rows = input.rows("XO ", 3, 3, 3);
    let mut game = TicTacToe::from_rows(&rows).unwrap_or_default();
    for _ in 0..MAX_STEPS {
        if input.is_empty() {
            break;
        }
        let before = game;
        let (x, o) = masks(before.board());
        assert!(reachable().contains(&(x, o)), "{before:?}");
        assert_eq!(before.board().gamestate(), Ok(before.state()));
        // The highlighted squares: every full line of the winner, none while nobody has won.
        let winner_marks = before.winner().map_or(0, |w| before.board().marks(w).mask());
        let lines = LINES.map(|line| line.iter().fold(0u16, |m, &i| m | 1 << i));
        let naive = lines
            .iter()
            .filter(|&&line| winner_marks & line == line)
            .fold(0, |m, line| m | line);
        assert_eq!(before.winning_squares().mask(), naive, "{before:?}");
        let listed = before.legal_moves();
        assert_eq!(listed.is_empty(), before.is_over());
        for &square in &listed {
            let mut copy = before;
            assert!(copy.play(square).is_ok() && before.is_legal(square));
        }
        let raw = if input.byte() < 200 {
            input.range(-1, 9)
        } else {
            input.raw()
        };
        let result = game.play_raw(raw);
        let expected = match Square::try_from(raw) {
            Err(_) => Err(Error::TttOffBoard),
            Ok(_) if before.is_over() => Err(Error::TttGameOver),
            Ok(square) if before.board().get(square).is_some() => Err(Error::TttOccupied),
            Ok(_) => Ok(()),
        };
        assert_eq!(result.map(|_| ()), expected, "{raw} on {before:?}");
        match result {
            Ok(state) => {
                let square = Square::try_from(raw).expect("accepted");
                assert!(listed.contains(&square));
                assert_eq!(game.board().get(square), Some(before.turn()));
                assert_eq!(
                    game.board().empty_squares().count() + 1,
                    before.board().empty_squares().count()
                );
                assert_eq!(state, game.state());
                assert_eq!(game.turn(), before.turn().other());
            }
            Err(_) => assert_eq!(game, before),
        }
    }
}
