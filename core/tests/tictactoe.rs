//! Tic-tac-toe: every rule and error, and the whole game tree against a naive implementation.

use std::collections::{HashMap, HashSet};

use digipeg::Error;
use digipeg::tictactoe::{
    Board, GameState, MAX_MOVES, MoveList, Outcome, Player, Square, SquareSet, TicTacToe, gamestate,
};

#[test]
fn sizes() {
    assert_eq!(size_of::<Board>(), 4);
    assert_eq!(size_of::<TicTacToe>(), 4);
    assert_eq!(size_of::<Square>(), 1);
    assert_eq!(size_of::<Player>(), 1);
    assert_eq!(size_of::<SquareSet>(), 2);
    assert_eq!(size_of::<GameState>(), 1);
    assert_eq!(size_of::<Outcome>(), 1);
    assert_eq!(size_of::<MoveList>(), MAX_MOVES + 1);
}

#[test]
fn gamestate_answers() {
    assert_eq!(gamestate(&["   ", "   ", "   "]), Ok(GameState::Ongoing));
    assert_eq!(gamestate(&["XXX", "OO ", "   "]), Ok(GameState::Win));
    assert_eq!(gamestate(&["X  ", "OX ", "O X"]), Ok(GameState::Win));
    assert_eq!(gamestate(&["O X", "OX ", "X  "]), Ok(GameState::Win));
    assert_eq!(gamestate(&["XXO", " O ", "OX "]), Ok(GameState::Win)); // O wins, counts equal
    assert_eq!(gamestate(&["XOX", "XOO", "OXX"]), Ok(GameState::Draw));
    // A full board with a line is a win, not a draw.
    assert_eq!(gamestate(&["XOX", "OXO", "OXX"]), Ok(GameState::Win));
    assert_eq!(gamestate(&["XO ", "   ", "   "]), Ok(GameState::Ongoing));
    assert_eq!(GameState::Win.as_str(), "win");
    assert_eq!(GameState::Draw.as_str(), "draw");
    assert_eq!(GameState::Ongoing.to_string(), "ongoing");
    // Strings, owned or borrowed, work alike.
    let owned = vec![String::from("X  "), String::from("   "), String::from("   ")];
    assert_eq!(gamestate(&owned), Ok(GameState::Ongoing));
}

#[test]
fn gamestate_errors_in_order() {
    let none: [&str; 0] = [];
    assert_eq!(gamestate(&none), Err(Error::TttRowCount));
    assert_eq!(gamestate(&["   ", "   "]), Err(Error::TttRowCount));
    assert_eq!(gamestate(&["   ", "   ", "   ", "   "]), Err(Error::TttRowCount));
    // Row count before length, length before characters.
    assert_eq!(gamestate(&["??", "   "]), Err(Error::TttRowCount));
    assert_eq!(gamestate(&["?  ", "  ", "   "]), Err(Error::TttRowLength));
    assert_eq!(gamestate(&["   ", "    ", "   "]), Err(Error::TttRowLength));
    assert_eq!(gamestate(&["", "   ", "   "]), Err(Error::TttRowLength));
    // Characters, not bytes: "é" is one character (two bytes), "XÉ" two characters.
    assert_eq!(gamestate(&["Xé ", "   ", "   "]), Err(Error::TttBadChar));
    assert_eq!(gamestate(&["XÉ", "   ", "   "]), Err(Error::TttRowLength));
    assert_eq!(gamestate(&["x  ", "   ", "   "]), Err(Error::TttBadChar));
    assert_eq!(gamestate(&["0  ", "   ", "   "]), Err(Error::TttBadChar));
    assert_eq!(gamestate(&["  \t", "   ", "   "]), Err(Error::TttBadChar));
    // Turn order.
    assert_eq!(gamestate(&["O  ", "   ", "   "]), Err(Error::TttOStarted));
    assert_eq!(gamestate(&["XX ", "   ", "   "]), Err(Error::TttXWentTwice));
    // Turn order is checked before the won-game check.
    assert_eq!(gamestate(&["OOO", "   ", "   "]), Err(Error::TttOStarted));
    assert_eq!(gamestate(&["XXX", "   ", "   "]), Err(Error::TttXWentTwice));
    // Played on after a win: both have a line; X has a line but O as many marks; O has a line but
    // X more marks.
    assert_eq!(gamestate(&["XXX", "OOO", "X O"]), Err(Error::TttPlayedOn));
    assert_eq!(gamestate(&["XXX", "OO ", "O  "]), Err(Error::TttPlayedOn));
    assert_eq!(gamestate(&["OOO", "XX ", "XX "]), Err(Error::TttPlayedOn));
    // The exact messages of the exercise.
    assert_eq!(Error::TttOStarted.message(), "Wrong turn order: O started");
    assert_eq!(Error::TttXWentTwice.message(), "Wrong turn order: X went twice");
    assert_eq!(
        Error::TttPlayedOn.message(),
        "Impossible board: game should have ended after the game was won"
    );
}

#[test]
fn board_parts() {
    let board = Board::from_rows(&["XO ", " X ", "  O"]).unwrap();
    assert_eq!(board.count(Player::X), 2);
    assert_eq!(board.count(Player::O), 2);
    assert_eq!(board.get(Square::new(0).unwrap()), Some(Player::X));
    assert_eq!(board.get(Square::new(1).unwrap()), Some(Player::O));
    assert_eq!(board.get(Square::new(2).unwrap()), None);
    assert_eq!(
        board.marks(Player::X).map(Square::index).collect::<Vec<_>>(),
        [0, 4]
    );
    assert_eq!(board.empty_squares().len(), 5);
    assert_eq!(board.to_string(), "XO \n X \n  O\n");
    assert_eq!(
        Board::from_masks(board.marks(Player::X).mask(), board.marks(Player::O).mask()),
        Some(board)
    );
    assert_eq!(Board::from_masks(1, 1), None);
    assert_eq!(Board::from_masks(0x200, 0), None);
    assert_eq!(Board::from_masks(0, 0x8000), None);
    assert_eq!(SquareSet::from_mask(0xFFFF).count(), 9);
    assert!(SquareSet::default().is_empty());
    assert!(SquareSet::from_mask(0b10).contains(Square::new(1).unwrap()));
    assert_eq!(Player::X.other(), Player::O);
    assert_eq!(Player::O.as_char(), 'O');
}

#[test]
fn squares() {
    assert_eq!(Square::new(8).map(u8::from), Ok(8));
    assert_eq!(Square::new(9), Err(Error::TttOffBoard));
    assert_eq!(Square::from_row_col(2, 1).map(Square::index), Ok(7));
    assert_eq!(Square::from_row_col(3, 0), Err(Error::TttOffBoard));
    assert_eq!(Square::from_row_col(0, 3), Err(Error::TttOffBoard));
    // Every square's row and column, and back: square r * 3 + c.
    for r in 0..3 {
        for c in 0..3 {
            let s = Square::new(r * 3 + c).unwrap();
            assert_eq!((s.row(), s.column()), (r, c));
            assert_eq!(Square::from_row_col(r, c), Ok(s));
        }
    }
    for raw in [-1i64, 9, 255, 256, i64::MIN, i64::MAX] {
        assert_eq!(Square::try_from(raw), Err(Error::TttOffBoard), "{raw}");
    }
    assert_eq!(
        Square::ALL.iter().map(|s| s.index()).collect::<Vec<_>>(),
        (0..9).collect::<Vec<_>>()
    );
}

#[test]
fn play_a_game() {
    let mut game = TicTacToe::new();
    assert_eq!(game.turn(), Player::X);
    assert_eq!(game.legal_moves().len(), 9);
    assert_eq!(game.play_raw(4), Ok(GameState::Ongoing));
    assert_eq!(game.turn(), Player::O);
    assert_eq!(game.play_raw(4), Err(Error::TttOccupied));
    assert_eq!(game.play_raw(9), Err(Error::TttOffBoard));
    assert_eq!(game.play_raw(-1), Err(Error::TttOffBoard));
    assert_eq!(game.turn(), Player::O, "errors change nothing");
    for sq in [0, 2, 6, 3, 5, 1, 7] {
        assert_eq!(game.play_raw(sq), Ok(GameState::Ongoing));
    }
    assert_eq!(game.to_string(), "OXX\nXXO\nOO \n");
    assert_eq!(game.winner(), None);
    assert_eq!(game.legal_moves().as_slice(), &[Square::new(8).unwrap()]);
    assert_eq!(game.play_raw(8), Ok(GameState::Draw));
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn win_draw_and_game_over() {
    let mut game = TicTacToe::from_rows(&["XX ", "OO ", "   "]).unwrap();
    assert_eq!(game.turn(), Player::X);
    assert!(game.is_legal(Square::new(2).unwrap()));
    assert!(!game.is_legal(Square::new(0).unwrap()));
    assert_eq!(game.play_raw(2), Ok(GameState::Win));
    assert_eq!(game.winner(), Some(Player::X));
    assert_eq!(game.outcome(), Some(Outcome::Win(Player::X)));
    assert!(game.is_over());
    assert!(game.legal_moves().is_empty());
    let before = game;
    assert_eq!(game.play_raw(5), Err(Error::TttGameOver));
    assert_eq!(
        game.play_raw(0),
        Err(Error::TttGameOver),
        "game over is checked before occupied"
    );
    assert_eq!(game.play_raw(9), Err(Error::TttOffBoard));
    assert_eq!(game, before);
    assert!(!game.is_legal(Square::new(5).unwrap()));

    let mut game = TicTacToe::from_rows(&["XOX", "XOO", "OX "]).unwrap();
    assert_eq!(game.legal_moves().as_slice(), &[Square::new(8).unwrap()]);
    assert_eq!(game.play_raw(8), Ok(GameState::Draw));
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert_eq!(game.winner(), None);
    assert_eq!(game.state(), GameState::Draw);

    let game = TicTacToe::from_rows(&["OOO", "XX ", "X  "]).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win(Player::O)));
    assert_eq!(game.turn(), Player::X);

    assert_eq!(
        TicTacToe::from_rows(&["O  ", "   ", "   "]),
        Err(Error::TttOStarted)
    );
    assert_eq!(TicTacToe::from_rows(&["   ", "   "]), Err(Error::TttRowCount));
    assert_eq!(
        TicTacToe::from_board(Board::from_masks(0b111, 0).unwrap()),
        Err(Error::TttXWentTwice)
    );
    assert_eq!(TicTacToe::default(), TicTacToe::new());
}

// ---- The whole game tree, by a naive implementation that knows nothing of the crate. ----

const NAIVE_LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// 0 empty, 1 X, 2 O.
type Naive = [u8; 9];

fn naive_winner(b: &Naive) -> u8 {
    for line in NAIVE_LINES {
        let v = b[line[0]];
        if v != 0 && b[line[1]] == v && b[line[2]] == v {
            return v;
        }
    }
    0
}

fn naive_state(b: &Naive) -> GameState {
    if naive_winner(b) != 0 {
        GameState::Win
    } else if b.iter().all(|&v| v != 0) {
        GameState::Draw
    } else {
        GameState::Ongoing
    }
}

fn rows_of(b: &Naive) -> [String; 3] {
    let ch = |v: u8| match v {
        1 => 'X',
        2 => 'O',
        _ => ' ',
    };
    core::array::from_fn(|r| (0..3).map(|c| ch(b[r * 3 + c])).collect())
}

/// Walk every game from `b` (player `p` to move); record positions, return complete games.
fn walk(b: &mut Naive, p: u8, seen: &mut HashMap<Naive, GameState>) -> u64 {
    seen.insert(*b, naive_state(b));
    if naive_state(b) != GameState::Ongoing {
        return 1;
    }
    let mut games = 0;
    for sq in 0..9 {
        if b[sq] == 0 {
            b[sq] = p;
            games += walk(b, 3 - p, seen);
            b[sq] = 0;
        }
    }
    games
}

#[test]
fn every_board_against_the_game_tree() {
    let mut reachable = HashMap::new();
    let games = walk(&mut [0; 9], 1, &mut reachable);
    assert_eq!(games, 255_168);
    assert_eq!(reachable.len(), 5_478);

    let mut accepted = 0;
    for code in 0..3u32.pow(9) {
        let mut b = [0u8; 9];
        let mut rest = code;
        for v in &mut b {
            *v = (rest % 3) as u8;
            rest /= 3;
        }
        let result = gamestate(&rows_of(&b));
        match reachable.get(&b) {
            Some(&state) => {
                assert_eq!(result, Ok(state), "{b:?}");
                accepted += 1;
            }
            None => assert!(
                result.is_err(),
                "{b:?} is not reachable but gamestate says {result:?}"
            ),
        }
    }
    assert_eq!(accepted, 5_478);
}

/// The crate's own play, walked through `legal_moves`: the same counts, and a move is
/// generated exactly when `is_legal` accepts it.
fn walk_crate(game: TicTacToe, seen: &mut HashSet<TicTacToe>) -> u64 {
    seen.insert(game);
    let moves = game.legal_moves();
    for square in Square::ALL {
        assert_eq!(moves.contains(&square), game.is_legal(square));
    }
    if moves.is_empty() {
        assert!(game.is_over());
        return 1;
    }
    moves
        .iter()
        .map(|&square| {
            let mut next = game;
            let state = next.play(square).unwrap();
            assert_eq!(state, next.board().gamestate().unwrap());
            assert_eq!(TicTacToe::from_board(next.board()), Ok(next));
            walk_crate(next, seen)
        })
        .sum()
}

#[test]
fn crate_play_walks_the_same_tree() {
    let mut seen = HashSet::new();
    assert_eq!(walk_crate(TicTacToe::new(), &mut seen), 255_168);
    assert_eq!(seen.len(), 5_478);
}

#[test]
fn winning_squares_on_every_reachable_board() {
    let mut reachable = HashMap::new();
    walk(&mut [0; 9], 1, &mut reachable);
    let mut crossing = 0;
    for b in reachable.keys() {
        let game = TicTacToe::from_rows(&rows_of(b)).unwrap();
        let winner = naive_winner(b);
        let expected: u16 = NAIVE_LINES
            .iter()
            .filter(|line| winner != 0 && line.iter().all(|&s| b[s] == winner))
            .flat_map(|line| line.iter().map(|&s| 1u16 << s))
            .fold(0, |m, bit| m | bit);
        assert_eq!(game.winning_squares().mask(), expected, "{b:?}");
        crossing += usize::from(expected.count_ones() > 3);
    }
    assert!(crossing > 0); // boards won by two lines at once are among them
    assert!(TicTacToe::new().winning_squares().is_empty());
}
