//! Perfect play checked against a plain minimax written here, and exhaustively against every opponent.

use std::collections::HashMap;

use digipeg::tictactoe::{
    Board, Outcome, Player, Square, Strength, TicTacToe, VALUES, Value, ValueTable, searched_value,
};
use digipeg::{Error, Rng};

/// A plain board: 0 empty, 1 X, 2 O.
type Naive = [u8; 9];

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

fn winner(b: &Naive) -> u8 {
    LINES
        .iter()
        .find(|l| b[l[0]] != 0 && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]])
        .map_or(0, |l| b[l[0]])
}

/// Plain minimax without memo: (result for X as +1/0/-1, plies), preferring quick wins and slow
/// losses for the side to move.
fn minimax(b: &mut Naive, mover: u8) -> (i8, u8) {
    match winner(b) {
        1 => return (1, 0),
        2 => return (-1, 0),
        _ => {}
    }
    if b.iter().all(|&c| c != 0) {
        return (0, 0);
    }
    let mut best: Option<(i32, (i8, u8))> = None;
    for i in 0..9 {
        if b[i] == 0 {
            b[i] = mover;
            let (r, d) = minimax(b, 3 - mover);
            b[i] = 0;
            let mine = if mover == 1 { r } else { -r };
            // Rank: win quick > win slow > draw > lose slow > lose quick.
            let rank = i32::from(mine) * (100 - i32::from(d));
            if best.is_none_or(|(k, _)| rank > k) {
                best = Some((rank, (r, d + 1)));
            }
        }
    }
    best.unwrap().1
}

fn to_naive(board: Board) -> Naive {
    let mut b = [0; 9];
    for s in Square::ALL {
        b[usize::from(s.index())] = match board.get(s) {
            Some(Player::X) => 1,
            Some(Player::O) => 2,
            None => 0,
        };
    }
    b
}

fn reachable(game: TicTacToe, seen: &mut HashMap<Board, TicTacToe>) {
    if seen.insert(game.board(), game).is_some() {
        return;
    }
    for m in game.legal_moves() {
        let mut next = game;
        next.play(m).unwrap();
        reachable(next, seen);
    }
}

fn naive_value(game: &TicTacToe) -> Value {
    let mover = if game.turn() == Player::X { 1 } else { 2 };
    let (r, plies) = minimax(&mut to_naive(game.board()), mover);
    let outcome = match r {
        1 => Outcome::Win(Player::X),
        -1 => Outcome::Win(Player::O),
        _ => Outcome::Draw,
    };
    Value { outcome, plies }
}

#[test]
fn values_agree_with_plain_minimax_and_counts() {
    let mut seen = HashMap::new();
    reachable(TicTacToe::new(), &mut seen);
    assert_eq!(seen.len(), 5_478);
    let mut by_outcome: HashMap<Outcome, usize> = HashMap::new();
    for game in seen.values() {
        let value = game.value();
        assert_eq!(value, naive_value(game), "{game}");
        assert_eq!(game.board().value(), Some(value));
        *by_outcome.entry(value.outcome).or_default() += 1;
    }
    // Every valid encoding, and only those, has a value: exactly the reachable positions.
    let mut valued = 0;
    for x in 0..512u16 {
        for o in 0..512u16 {
            if let Some(board) = Board::from_masks(x, o) {
                let v = VALUES.get(board);
                assert_eq!(v.is_some(), board.gamestate().is_ok());
                assert_eq!(v.is_some(), seen.contains_key(&board));
                valued += usize::from(v.is_some());
            }
        }
    }
    assert_eq!(valued, 5_478);
    // Counted by the plain minimax above; pinned so a change shows.
    assert_eq!(by_outcome.values().sum::<usize>(), 5_478);
    assert_eq!(by_outcome[&Outcome::Win(Player::X)], 2_936);
    assert_eq!(by_outcome[&Outcome::Win(Player::O)], 1_474);
    assert_eq!(by_outcome[&Outcome::Draw], 1_068);
    // The run-time computation gives the same table as the compile-time one.
    assert_eq!(ValueTable::compute(), VALUES);
}

/// The table-free values (the `searched-values` feature, for the firmware) are the table's.
#[test]
fn searched_values_are_the_tables() {
    let mut seen = HashMap::new();
    reachable(TicTacToe::new(), &mut seen);
    for board in seen.keys() {
        assert_eq!(Some(searched_value(*board)), VALUES.get(*board), "{board}");
    }
}

#[test]
fn empty_board_is_a_draw_in_nine() {
    let game = TicTacToe::new();
    assert_eq!(
        game.value(),
        Value {
            outcome: Outcome::Draw,
            plies: 9
        }
    );
    assert_eq!(game.best_moves().len(), 9);
    // After X in a corner, O must take the centre.
    let mut game = TicTacToe::new();
    game.play(Square::new(0).unwrap()).unwrap();
    assert_eq!(game.best_moves().as_slice(), &[Square::new(4).unwrap()]);
}

/// Every game the perfect player (any of its quickest moves) can play against every opponent
/// line; counts the games and the games it won, panics if it ever loses.
fn never_loses(game: TicTacToe, me: Player, games: &mut u64, wins: &mut u64) {
    if let Some(outcome) = game.outcome() {
        assert_ne!(
            outcome,
            Outcome::Win(me.other()),
            "the perfect player lost:\n{game}"
        );
        *games += 1;
        *wins += u64::from(outcome == Outcome::Win(me));
        return;
    }
    let moves = if game.turn() == me {
        let quick = game.quickest_moves();
        assert!(!quick.is_empty());
        assert!(quick.iter().all(|m| game.best_moves().contains(m)));
        quick
    } else {
        game.legal_moves()
    };
    for m in moves {
        let mut next = game;
        next.play(m).unwrap();
        never_loses(next, me, games, wins);
    }
}

#[test]
fn the_perfect_player_never_loses_against_any_line() {
    for me in [Player::X, Player::O] {
        let (mut games, mut wins) = (0, 0);
        never_loses(TicTacToe::new(), me, &mut games, &mut wins);
        // Pinned counts of the exhaustive walk (every quickest move, every reply).
        match me {
            Player::X => assert_eq!((games, wins), (10_640, 7_056), "as X"),
            Player::O => assert_eq!((games, wins), (6_112, 2_528), "as O"),
        }
    }
}

#[test]
fn perfect_move_is_deterministic_and_quickest() {
    let mut seen = HashMap::new();
    reachable(TicTacToe::new(), &mut seen);
    for game in seen.values() {
        let mut rng = Rng::new(11);
        match game.perfect_move(&mut rng) {
            Ok(m) => {
                assert!(game.quickest_moves().contains(&m));
                assert_eq!(game.perfect_move(&mut Rng::new(11)), Ok(m));
            }
            Err(e) => {
                assert!(game.is_over());
                assert_eq!(e, Error::SearchGameOver);
            }
        }
    }
}

#[test]
fn strengths() {
    // X to move can win at 2; O threatens 5 (it must not matter: winning comes first).
    let game = TicTacToe::from_rows(&["XX ", "OO ", "   "]).unwrap();
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        assert_eq!(game.choose_move(Strength::Greedy, &mut rng), Square::new(2));
        assert_eq!(game.choose_move(Strength::Perfect, &mut rng), Square::new(2));
        let random = game.choose_move(Strength::Random, &mut rng).unwrap();
        assert!(game.is_legal(random));
    }
    // O to move, no win of its own: block X at 2.
    let game = TicTacToe::from_rows(&["XX ", "O  ", "   "]).unwrap();
    assert_eq!(
        game.choose_move(Strength::Greedy, &mut Rng::new(1)),
        Square::new(2)
    );
    let over = TicTacToe::from_rows(&["XXX", "OO ", "   "]).unwrap();
    for s in Strength::ALL {
        assert_eq!(over.choose_move(s, &mut Rng::new(1)), Err(Error::SearchGameOver));
    }
    for (level, s) in Strength::ALL.iter().enumerate() {
        assert_eq!(Strength::try_from(i64::try_from(level).unwrap()), Ok(*s));
        assert_eq!(usize::from(s.level()), level);
    }
    for bad in [-1, 3, i64::MAX, i64::MIN] {
        assert_eq!(Strength::try_from(bad), Err(Error::SearchBadStrength));
    }
    for s in Strength::ALL {
        assert_eq!(Strength::parse(s.name()), Ok(s));
    }
    assert_eq!(Strength::parse("perfect"), Ok(Strength::Perfect));
    for bad in ["", "Perfect", "2", "search"] {
        assert_eq!(Strength::parse(bad), Err(Error::SearchBadStrength));
    }
}

#[test]
fn perfect_beats_weaker_players_or_draws() {
    for seed in 0..200 {
        let mut rng = Rng::new(seed);
        for (me, weak) in [(Player::X, Strength::Random), (Player::O, Strength::Greedy)] {
            let mut game = TicTacToe::new();
            while !game.is_over() {
                let s = if game.turn() == me {
                    Strength::Perfect
                } else {
                    weak
                };
                game.play(game.choose_move(s, &mut rng).unwrap()).unwrap();
            }
            assert_ne!(game.outcome(), Some(Outcome::Win(me.other())));
        }
    }
}

#[test]
fn score_for_is_total_on_every_value() {
    // Value's fields are public: a caller can build one with any plies; scoring it never panics,
    // keeps wins above draws above losses, and a quicker win (a slower loss) scores higher.
    for plies in 0..=u8::MAX {
        let win = Value {
            outcome: Outcome::Win(Player::X),
            plies,
        };
        let draw = Value {
            outcome: Outcome::Draw,
            plies,
        };
        assert!(win.score_for(Player::X) > draw.score_for(Player::X));
        assert!(draw.score_for(Player::O) > win.score_for(Player::O));
        assert_eq!(win.score_for(Player::X), -win.score_for(Player::O));
        if plies > 0 {
            let quicker = Value {
                outcome: Outcome::Win(Player::X),
                plies: plies - 1,
            };
            assert!(quicker.score_for(Player::X) >= win.score_for(Player::X));
            assert!(quicker.score_for(Player::O) <= win.score_for(Player::O));
        }
    }
    let nine = Value {
        outcome: Outcome::Win(Player::O),
        plies: 9,
    };
    assert_eq!((nine.score_for(Player::O), nine.score_for(Player::X)), (11, -11));
}
