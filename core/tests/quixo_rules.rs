//! Quixo rules, one test per rule and per error.

use digipeg::Error;
use digipeg::quixo::{Cell, Cube, Game, HISTORY, MAX_MOVES, Move, Outcome, Position, Symbol, perft};

fn pos(rows: &[&str], players: usize, to_move: usize) -> Position {
    Position::parse(rows.len(), rows, players, to_move).unwrap()
}

fn mv(r1: i64, c1: i64, r2: i64, c2: i64) -> Move {
    Move::from_raw(r1, c1, r2, c2, 0).unwrap()
}

fn mvp(r1: i64, c1: i64, r2: i64, c2: i64, p: i64) -> Move {
    Move::from_raw(r1, c1, r2, c2, p).unwrap()
}

/// A move as (choose row, choose col, place row, place col).
type Raw = (i64, i64, i64, i64);

fn rows(p: &Position) -> Vec<String> {
    p.to_string().lines().map(str::to_string).collect()
}

/// Play `m` from `start` (X to move unless `to_move` says) and return the rows after.
fn after(start: &[&str], to_move: usize, m: Move) -> Vec<String> {
    let mut p = pos(start, 2, to_move);
    p.play(m).unwrap();
    rows(&p)
}

const B5: [&str; 5] = ["-XOX-", "O---X", "X---O", "O---X", "-OXO-"];

#[test]
fn slides_5x5_every_side_and_direction() {
    let cases: &[(Raw, [&str; 5])] = &[
        // top-left corner: push in from the right end of row 0, from the bottom of column 0
        ((0, 0, 0, 4), ["XOX-X", "O---X", "X---O", "O---X", "-OXO-"]),
        ((0, 0, 4, 0), ["OXOX-", "X---X", "O---O", "----X", "XOXO-"]),
        // top edge: from the left, the right and the bottom
        ((0, 3, 0, 0), ["X-XO-", "O---X", "X---O", "O---X", "-OXO-"]),
        ((0, 3, 0, 4), ["-XO-X", "O---X", "X---O", "O---X", "-OXO-"]),
        ((0, 3, 4, 3), ["-XO--", "O---X", "X---O", "O--OX", "-OXX-"]),
        // top-right corner: to the left end, to the bottom
        ((0, 4, 0, 0), ["X-XOX", "O---X", "X---O", "O---X", "-OXO-"]),
        ((0, 4, 4, 4), ["-XOXX", "O---O", "X---X", "O----", "-OXOX"]),
        // right edge: to the top, the bottom, the left end
        ((1, 4, 0, 4), ["-XOXX", "O----", "X---O", "O---X", "-OXO-"]),
        ((1, 4, 4, 4), ["-XOX-", "O---O", "X---X", "O----", "-OXOX"]),
        ((1, 4, 1, 0), ["-XOX-", "XO---", "X---O", "O---X", "-OXO-"]),
        ((3, 4, 3, 0), ["-XOX-", "O---X", "X---O", "XO---", "-OXO-"]),
        // left edge: to the right end
        ((2, 0, 2, 4), ["-XOX-", "O---X", "---OX", "O---X", "-OXO-"]),
        // bottom edge: pushed in from the top
        ((4, 2, 0, 2), ["-XXX-", "O-O-X", "X---O", "O---X", "-O-O-"]),
        // bottom-right corner: to the left end, to the top
        ((4, 4, 4, 0), ["-XOX-", "O---X", "X---O", "O---X", "X-OXO"]),
        ((4, 4, 0, 4), ["-XOXX", "O----", "X---X", "O---O", "-OXOX"]),
        // bottom-left corner: to the top, to the right end
        ((4, 0, 0, 0), ["XXOX-", "----X", "O---O", "X---X", "OOXO-"]),
        ((4, 0, 4, 4), ["-XOX-", "O---X", "X---O", "O---X", "OXO-X"]),
    ];
    for &((r1, c1, r2, c2), want) in cases {
        assert_eq!(after(&B5, 0, mv(r1, c1, r2, c2)), want, "move {r1}{c1}{r2}{c2}");
    }
    // O moving pushes its own cubes too: left edge from the right end
    assert_eq!(
        after(&B5, 1, mv(2, 4, 2, 0)),
        ["-XOX-", "O---X", "OX---", "O---X", "-OXO-"]
    );
    assert_eq!(
        after(&B5, 1, mv(1, 0, 0, 0)),
        ["OXOX-", "----X", "X---O", "O---X", "-OXO-"]
    );
    assert_eq!(
        after(&B5, 1, mv(3, 0, 4, 0)),
        ["-XOX-", "O---X", "X---O", "----X", "OOXO-"]
    );
}

#[test]
fn slides_3x3() {
    let b = ["-XO", "O-X", "XO-"];
    let cases: &[(Raw, [&str; 3])] = &[
        ((0, 0, 0, 2), ["XOX", "O-X", "XO-"]),
        ((0, 0, 2, 0), ["OXO", "X-X", "XO-"]),
        ((1, 2, 1, 0), ["-XO", "XO-", "XO-"]),
        ((1, 2, 0, 2), ["-XX", "O-O", "XO-"]),
        ((1, 2, 2, 2), ["-XO", "O--", "XOX"]),
        ((2, 2, 2, 0), ["-XO", "O-X", "XXO"]),
        ((2, 2, 0, 2), ["-XX", "O-O", "XOX"]),
        // top edge through the centre: pushed in from the bottom
        ((0, 1, 2, 1), ["--O", "OOX", "XX-"]),
    ];
    for &((r1, c1, r2, c2), want) in cases {
        assert_eq!(after(&b, 0, mv(r1, c1, r2, c2)), want, "move {r1}{c1}{r2}{c2}");
    }
}

#[test]
fn slides_4x4() {
    let b = ["X--O", "----", "-O--", "O--X"];
    let cases: &[(Raw, [&str; 4])] = &[
        ((0, 1, 0, 0), ["XX-O", "----", "-O--", "O--X"]),
        ((0, 1, 0, 3), ["X-OX", "----", "-O--", "O--X"]),
        ((0, 1, 3, 1), ["X--O", "-O--", "----", "OX-X"]),
        ((3, 3, 0, 3), ["X--X", "---O", "-O--", "O---"]),
        ((3, 3, 3, 0), ["X--O", "----", "-O--", "XO--"]),
        ((2, 0, 0, 0), ["X--O", "X---", "-O--", "O--X"]),
        ((2, 0, 2, 3), ["X--O", "----", "O--X", "O--X"]),
        ((2, 0, 3, 0), ["X--O", "----", "OO--", "X--X"]),
    ];
    for &((r1, c1, r2, c2), want) in cases {
        assert_eq!(after(&b, 0, mv(r1, c1, r2, c2)), want, "move {r1}{c1}{r2}{c2}");
    }
}

#[test]
fn move_counts_from_the_empty_board() {
    for (size, two, four) in [(3, 20, 40), (4, 32, 64), (5, 44, 88)] {
        let p = Position::new(size, 2).unwrap();
        assert_eq!(p.legal_moves().len(), two);
        assert_eq!(p.count_moves(), two);
        assert_eq!(perft(&p, 1), two as u64);
        let p = Position::new(size, 4).unwrap();
        assert_eq!(p.legal_moves().len(), four);
        assert_eq!(p.count_moves(), four);
    }
    // MAX_MOVES is reached, and is the bound of MoveList.
    assert_eq!(Position::new(5, 4).unwrap().legal_moves().len(), MAX_MOVES);
    assert_eq!(digipeg::quixo::MoveList::new().capacity(), MAX_MOVES);
}

#[test]
fn legal_move_order() {
    let p = Position::new(5, 2).unwrap();
    let list = p.legal_moves();
    let first: Vec<_> = list.iter().take(5).map(|m| (m.from(), m.to())).collect();
    let c = |row, col| Cell::new(row, col).unwrap();
    assert_eq!(
        first,
        [
            (c(0, 0), c(0, 4)),
            (c(0, 0), c(4, 0)),
            (c(0, 1), c(0, 0)),
            (c(0, 1), c(0, 4)),
            (c(0, 1), c(4, 1))
        ]
    );
    // bottom edge: (4,2) goes to (0,2), (4,0), (4,4) in row-major order
    let tos: Vec<_> = list
        .iter()
        .filter(|m| m.from() == c(4, 2))
        .map(|m| m.to())
        .collect();
    assert_eq!(tos, [c(0, 2), c(4, 0), c(4, 4)]);
    let mut sorted = list.clone();
    sorted.sort();
    assert_eq!(sorted, list);
    // 4 players: partner 0 before partner 1
    let list = Position::new(3, 4).unwrap().legal_moves();
    assert_eq!(list[0], mvp(0, 0, 0, 2, 0));
    assert_eq!(list[1], mvp(0, 0, 0, 2, 1));
}

#[test]
fn wins_on_rows_columns_and_both_diagonals() {
    let cases: &[([&str; 5], usize, Raw, Symbol)] = &[
        (
            ["XXXX-", "OOOO-", "-----", "-----", "-----"],
            0,
            (0, 4, 0, 0),
            Symbol::X,
        ),
        (
            ["X----", "X----", "X----", "X----", "-----"],
            0,
            (4, 0, 0, 0),
            Symbol::X,
        ),
        (
            ["-----", "-X---", "--X--", "---X-", "----X"],
            0,
            (0, 2, 0, 0),
            Symbol::X,
        ),
        (
            ["-----", "---X-", "--X--", "-X---", "X----"],
            0,
            (0, 2, 0, 4),
            Symbol::X,
        ),
        (
            ["----O", "----O", "----O", "----O", "-----"],
            1,
            (4, 0, 4, 4),
            Symbol::O,
        ),
    ];
    for (start, to_move, (r1, c1, r2, c2), who) in cases {
        let mut p = pos(start, 2, *to_move);
        assert_eq!(p.outcome(), None);
        p.play(mv(*r1, *c1, *r2, *c2)).unwrap();
        assert_eq!(p.outcome(), Some(Outcome::Win(*who)), "{start:?}");
        assert_eq!(p.winner(), Some(*who));
        assert!(p.is_game_over());
        assert!(p.legal_moves().is_empty());
        assert_eq!(p.count_moves(), 0);
        assert_eq!(perft(&p, 1), 0);
        assert_eq!(perft(&p, 0), 1);
        let before = p;
        assert_eq!(p.play(mv(0, 0, 0, 4)), Err(Error::QuixoGameOver));
        assert_eq!(p, before);
    }
}

#[test]
fn completing_both_lines_loses_for_the_mover() {
    // X pushes column 4 down: row 0 becomes all X and row 1 all O: O wins.
    let mut p = pos(&["XXXXO", "OOOO-", "-----", "-----", "-----"], 2, 0);
    p.play(mv(4, 4, 0, 4)).unwrap();
    assert_eq!(rows(&p), ["XXXXX", "OOOOO", "-----", "-----", "-----"]);
    assert_eq!(p.outcome(), Some(Outcome::Win(Symbol::O)));
    // Completing only the opponent's line loses too.
    let mut p = pos(&["---XO", "OOOO-", "-----", "-----", "-----"], 2, 0);
    p.play(mv(4, 4, 0, 4)).unwrap();
    assert_eq!(p.outcome(), Some(Outcome::Win(Symbol::O)));
    // A parsed board with both lines: the side to move wins (the other side made both).
    assert_eq!(pos(&["XXX", "OOO", "---"], 2, 0).winner(), Some(Symbol::X));
    assert_eq!(pos(&["XXX", "OOO", "---"], 2, 1).winner(), Some(Symbol::O));
    assert_eq!(pos(&["XXX", "O-O", "---"], 2, 1).winner(), Some(Symbol::X));
}

/// The winner's full lines, read from the text of the board: every row, column and main
/// diagonal whose characters are all the winner's (either case).
fn naive_winning_cells(p: &Position) -> Vec<(usize, usize)> {
    let Some(winner) = p.winner() else {
        return Vec::new();
    };
    let grid: Vec<Vec<char>> = rows(p)
        .iter()
        .map(|r| r.to_ascii_uppercase().chars().collect())
        .collect();
    let n = grid.len();
    let mut lines: Vec<Vec<(usize, usize)>> = Vec::new();
    for i in 0..n {
        lines.push((0..n).map(|j| (i, j)).collect());
        lines.push((0..n).map(|j| (j, i)).collect());
    }
    lines.push((0..n).map(|i| (i, i)).collect());
    lines.push((0..n).map(|i| (i, n - 1 - i)).collect());
    let mut cells: Vec<(usize, usize)> = lines
        .into_iter()
        .filter(|line| line.iter().all(|&(r, c)| grid[r][c] == winner.char()))
        .flatten()
        .collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

fn winning_cells(p: &Position) -> Vec<(usize, usize)> {
    let n = p.size();
    p.winning_cells()
        .squares()
        .map(|s| (usize::from(s) / n, usize::from(s) % n))
        .collect()
}

#[test]
fn winning_cells_are_the_winners_full_lines() {
    assert!(Position::new(5, 2).unwrap().winning_cells().is_empty());
    // A row and a diagonal at once.
    let p = pos(&["XXXXX", "OXOO-", "O-XO-", "O--X-", "O---X"], 2, 1);
    assert_eq!(p.winner(), Some(Symbol::X));
    assert_eq!(
        winning_cells(&p),
        [
            (0, 0),
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (1, 1),
            (2, 2),
            (3, 3),
            (4, 4)
        ]
    );
    // The mover completed both lines: only the winner's (O's) line is marked.
    let mut p = pos(&["XXXXO", "OOOO-", "-----", "-----", "-----"], 2, 0);
    p.play(mv(4, 4, 0, 4)).unwrap();
    assert_eq!(winning_cells(&p), [(1, 0), (1, 1), (1, 2), (1, 3), (1, 4)]);
    // Small boards, and the team game's lowercase cubes.
    assert_eq!(
        winning_cells(&pos(&["X-O", "XO-", "X--"], 2, 1)),
        [(0, 0), (1, 0), (2, 0)]
    );
    assert_eq!(
        winning_cells(&pos(&["---O", "--O-", "-o--", "o---"], 4, 0)),
        [(0, 3), (1, 2), (2, 1), (3, 0)]
    );
    // Random games on every size: after every move, the naive reading agrees.
    let mut rng = digipeg::Rng::new(15);
    for game in 0..300 {
        let n = 3 + game % 3;
        let mut p = Position::new(n, if game % 4 == 0 { 4 } else { 2 }).unwrap();
        while !p.is_game_over() {
            let moves = p.legal_moves();
            p.play(moves[rng.below(moves.len() as u32) as usize]).unwrap();
            assert_eq!(winning_cells(&p), naive_winning_cells(&p), "{p}");
        }
        assert!(!p.winning_cells().is_empty());
    }
}

#[test]
fn turns_alternate() {
    let mut p = Position::new(5, 2).unwrap();
    assert_eq!((p.turn(), p.turn_symbol()), (0, Symbol::X));
    p.play(mv(0, 0, 0, 4)).unwrap();
    assert_eq!((p.turn(), p.turn_symbol()), (1, Symbol::O));
    p.play(mv(0, 0, 0, 4)).unwrap();
    assert_eq!(rows(&p)[0], "---XO");
    assert_eq!(p.turn(), 0);
    assert_eq!(p.passed(), 0);
    let p = pos(&["---", "---", "---"], 2, 1);
    assert_eq!(p.turn_symbol(), Symbol::O);
}

/// A symbol's team is the 2-player index of its player, and in the 4-player game the team of
/// players 0 and 2 (X) or 1 and 3 (O).
#[test]
fn the_team_of_the_player_to_move() {
    let mut two = Position::new(5, 2).unwrap();
    let mut four = Position::new(5, 4).unwrap();
    for _ in 0..6 {
        assert_eq!(two.turn_symbol().team(), two.turn());
        assert_eq!(four.turn_symbol().team(), four.turn() % 2);
        two.play(two.legal_moves()[0]).unwrap();
        four.play(four.legal_moves()[0]).unwrap();
    }
    assert_eq!((Symbol::X.team(), Symbol::O.team()), (0, 1));
}

#[test]
fn errors_of_moves() {
    let mut p = pos(&B5, 2, 0);
    let before = p;
    let cases: &[(Move, Error)] = &[
        (mv(2, 2, 0, 2), Error::QuixoNotPerimeter),
        (mv(1, 1, 1, 0), Error::QuixoNotPerimeter),
        (mv(0, 2, 0, 0), Error::QuixoOpponentCube),
        (mv(4, 1, 0, 1), Error::QuixoOpponentCube),
        (mv(0, 3, 0, 3), Error::QuixoNotAnEnd),
        (mv(0, 3, 2, 3), Error::QuixoNotAnEnd),
        (mv(0, 3, 4, 4), Error::QuixoNotAnEnd),
        (mv(0, 0, 0, 0), Error::QuixoNotAnEnd),
        (mv(0, 0, 4, 4), Error::QuixoNotAnEnd),
        (mvp(0, 0, 0, 4, 1), Error::QuixoNoPartners),
    ];
    for (m, e) in cases {
        assert_eq!(p.play(*m), Err(*e), "{m:?}");
        assert!(!p.is_legal(m));
        assert_eq!(p.check(m), Err(*e));
        assert_eq!(p, before);
    }
    // Order: off board, partner, game over, perimeter, opponent, partner cube, end.
    assert_eq!(p.check(&mv(2, 2, 2, 2)), Err(Error::QuixoNotPerimeter));
    assert_eq!(p.check(&mv(0, 2, 2, 2)), Err(Error::QuixoOpponentCube));
    let over = pos(&["XXXXX", "-----", "-----", "-----", "-----"], 2, 1);
    assert_eq!(over.check(&mv(2, 2, 0, 0)), Err(Error::QuixoGameOver));
    assert_eq!(over.check(&mvp(2, 2, 0, 0, 1)), Err(Error::QuixoNoPartners));
    // Cells off every board and bad partners cannot even be put in a move.
    assert_eq!(Cell::new(5, 0), Err(Error::QuixoOffBoard));
    assert_eq!(Cell::new(0, 200), Err(Error::QuixoOffBoard));
    let (corner, end) = (Cell::at::<0, 0>(), Cell::at::<0, 4>());
    assert_eq!(Move::with_partner(corner, end, 2), Err(Error::QuixoBadPartner));
    assert_eq!(Move::with_partner(corner, end, 1).map(Move::partner), Ok(1));
    let small = Position::new(3, 2).unwrap();
    assert_eq!(small.check(&mv(0, 0, 0, 3)), Err(Error::QuixoOffBoard));
    assert_eq!(small.check(&mv(3, 0, 0, 0)), Err(Error::QuixoOffBoard));
}

#[test]
fn raw_moves_are_checked() {
    assert_eq!(Move::from_raw(-1, 0, 0, 0, 0), Err(Error::QuixoOffBoard));
    assert_eq!(Move::from_raw(0, 0, 0, 5, 0), Err(Error::QuixoOffBoard));
    assert_eq!(Move::from_raw(0, 0, 0, i64::MAX, 0), Err(Error::QuixoOffBoard));
    assert_eq!(Move::from_raw(0, 256, 0, 0, 0), Err(Error::QuixoOffBoard));
    assert_eq!(Move::from_raw(0, 0, 0, 4, 2), Err(Error::QuixoBadPartner));
    assert_eq!(Move::from_raw(0, 0, 0, 4, -1), Err(Error::QuixoBadPartner));
    assert_eq!(Move::from_raw(9, 0, 0, 4, 2), Err(Error::QuixoOffBoard));
    let m = Move::from_raw(4, 3, 0, 3, 1).unwrap();
    assert_eq!(
        Ok(m),
        Move::with_partner(Cell::at::<4, 3>(), Cell::at::<0, 3>(), 1)
    );
    assert_eq!(
        (m.from(), m.to(), m.partner()),
        (Cell::at::<4, 3>(), Cell::at::<0, 3>(), 1)
    );
}

#[test]
fn four_players_pointing_rule() {
    let mut p = Position::new(5, 4).unwrap();
    assert_eq!(p.turn(), 0);
    p.play(mvp(0, 0, 0, 4, 1)).unwrap();
    assert_eq!(rows(&p)[0], "----x");
    assert_eq!(
        p.cube(Cell::at::<0, 4>()),
        Ok(Some(Cube {
            symbol: Symbol::X,
            partner: 1
        }))
    );
    assert_eq!(p.cube(Cell::at::<0, 3>()), Ok(None));
    assert_eq!(
        Position::new(4, 4).unwrap().cube(Cell::at::<0, 4>()),
        Err(Error::QuixoOffBoard)
    );
    assert_eq!((p.turn(), p.turn_symbol()), (1, Symbol::O));
    // player 1 (O) may not take the x cube
    assert_eq!(p.check(&mv(0, 4, 0, 0)), Err(Error::QuixoOpponentCube));
    p.play(mv(4, 4, 4, 0)).unwrap();
    assert_eq!(rows(&p)[4], "O----");
    assert_eq!(p.turn(), 2);
    // player 2 is partner 1 of team X: it may take x, not O
    assert_eq!(p.check(&mv(4, 0, 0, 0)), Err(Error::QuixoOpponentCube));
    assert!(p.is_legal(&mv(0, 4, 0, 0)));
    p.play(mv(0, 4, 0, 0)).unwrap();
    assert_eq!(rows(&p)[0], "X----");
    assert_eq!(p.turn(), 3);
    // player 3 is partner 1 of team O: the O cube points to player 1
    assert_eq!(p.check(&mv(4, 0, 4, 4)), Err(Error::QuixoPartnerCube));
    p.play(mvp(4, 1, 4, 4, 1)).unwrap();
    assert_eq!(rows(&p)[4], "O---o");
    // player 0 may take X (its own) but not x-pointing cubes of its partner
    let q = pos(&["Xx--o", "-----", "-----", "-----", "O----"], 4, 0);
    assert!(q.is_legal(&mv(0, 0, 0, 4)));
    assert_eq!(q.check(&mv(0, 1, 4, 1)), Err(Error::QuixoPartnerCube));
    assert_eq!(q.check(&mv(0, 4, 0, 0)), Err(Error::QuixoOpponentCube));
    let q = pos(&["Xx--o", "-----", "-----", "-----", "O----"], 4, 2);
    assert_eq!(q.check(&mv(0, 0, 0, 4)), Err(Error::QuixoPartnerCube));
    assert!(q.is_legal(&mv(0, 1, 4, 1)));
    // partner cube before not-an-end
    assert_eq!(q.check(&mv(0, 0, 2, 2)), Err(Error::QuixoPartnerCube));
}

#[test]
fn four_players_simultaneous_lines() {
    // Team X (player 2) completes both lines: team O wins.
    let mut p = pos(
        &["xXxXo", "oOoO-", "---", "---", "---"].map(|r| if r.len() == 3 { "-----" } else { r }),
        4,
        2,
    );
    p.play(mvp(4, 4, 0, 4, 0)).unwrap();
    assert_eq!(rows(&p)[..2], ["xXxXX", "oOoOo"]);
    assert_eq!(p.winner(), Some(Symbol::O));
}

#[test]
fn four_players_passing() {
    // Player 0 plays; player 1 (O, partner 0) then has no cube to take and passes.
    let mut p = pos(&["Xox", "o-o", "xoX"], 4, 0);
    assert_eq!(p.passed(), 0);
    p.play(mv(0, 0, 0, 2)).unwrap();
    assert_eq!(rows(&p), ["oxX", "o-o", "xoX"]);
    assert_eq!(p.outcome(), None);
    assert_eq!(p.turn(), 2);
    assert_eq!(p.passed(), 1);
    assert_eq!(p.passed_players().collect::<Vec<_>>(), [1]);
    // Player 2 moves; the pass is forgotten.
    p.play(mv(0, 1, 0, 0)).unwrap();
    assert_eq!(rows(&p)[0], "XoX");
    assert_eq!(p.passed(), 0);
    // A parsed position is normalised too: player 1 passes, player 2 moves.
    let q = pos(&["Xox", "o-o", "xoX"], 4, 1);
    assert_eq!((q.turn(), q.passed()), (2, 1));
    // Two players in a row pass: 1 (no O) and 2 (no x); player 3 moves.
    let q = pos(&["Xoo", "o-o", "XoX"], 4, 1);
    assert_eq!((q.turn(), q.passed()), (3, 2));
    assert_eq!(q.passed_players().collect::<Vec<_>>(), [1, 2]);
    // Three passes in a row cannot happen: only player 0 able to move would leave the ring all
    // X (uppercase), a full row of X, and the game over.
    let q = pos(&["XXX", "X-X", "XXX"], 4, 1);
    assert_eq!((q.winner(), q.passed()), (Some(Symbol::X), 0));
}

#[test]
fn text_round_trip() {
    for (players, board) in [
        (2, vec!["----O", "XX--X", "XO---", "OO---", "X----"]),
        (4, vec!["----o", "Xx--X", "xO---", "OO---", "X----"]),
        (2, vec!["X-O", "---", "O-X"]),
        (4, vec!["X-oO", "----", "-x--", "O--X"]),
    ] {
        let p = Position::parse(board.len(), &board, players, 1).unwrap();
        let text: String = board.iter().map(|r| format!("{r}\n")).collect();
        assert_eq!(p.to_string(), text);
        let again: Vec<String> = p.to_string().lines().map(String::from).collect();
        assert_eq!(Position::parse(board.len(), &again, players, 1).unwrap(), p);
    }
    assert_eq!(Position::new(3, 2).unwrap().to_string(), "---\n---\n---\n");
    let owned: [String; 3] = ["X--".into(), "---".into(), "--O".into()];
    assert!(Position::parse(3, &owned, 2, 0).is_ok());
}

#[test]
fn parse_errors() {
    let ok = ["-----"; 5];
    assert_eq!(Position::parse(6, &ok, 2, 0), Err(Error::QuixoBoardSize));
    assert_eq!(Position::parse(2, &ok, 2, 0), Err(Error::QuixoBoardSize));
    assert_eq!(Position::new(0, 2), Err(Error::QuixoBoardSize));
    assert_eq!(Position::parse(5, &ok, 3, 0), Err(Error::QuixoPlayers));
    assert_eq!(Position::new(5, 1), Err(Error::QuixoPlayers));
    assert_eq!(Position::parse(5, &ok, 2, 2), Err(Error::QuixoBadPlayer));
    assert_eq!(Position::parse(5, &ok, 4, 4), Err(Error::QuixoBadPlayer));
    assert_eq!(Position::parse(5, &ok, 2, usize::MAX), Err(Error::QuixoBadPlayer));
    assert_eq!(Position::parse(5, &ok[..4], 2, 0), Err(Error::QuixoRowCount));
    assert_eq!(Position::parse(4, &ok[..4], 2, 0), Err(Error::QuixoRowLength));
    assert_eq!(
        Position::parse(5, &["-----", "----", "-----", "-----", "-----"], 2, 0),
        Err(Error::QuixoRowLength)
    );
    assert_eq!(
        Position::parse(5, &["-----", "-----", "-----", "-----", "------"], 2, 0),
        Err(Error::QuixoRowLength)
    );
    assert_eq!(
        Position::parse(5, &["-----", "--Y--", "-----", "-----", "-----"], 2, 0),
        Err(Error::QuixoBadChar)
    );
    assert_eq!(
        Position::parse(5, &["-----", "--x--", "-----", "-----", "-----"], 2, 0),
        Err(Error::QuixoBadChar)
    );
    assert_eq!(
        Position::parse(5, &["-----", "-- --", "-----", "-----", "-----"], 2, 0),
        Err(Error::QuixoBadChar)
    );
    // Length is counted in characters: five non-ASCII characters are a bad character.
    assert_eq!(
        Position::parse(5, &["-----", "ééééé", "-----", "-----", "-----"], 2, 0),
        Err(Error::QuixoBadChar)
    );
    // Length before characters, in every row.
    assert_eq!(
        Position::parse(5, &["--Y--", "----", "-----", "-----", "-----"], 2, 0),
        Err(Error::QuixoRowLength)
    );
    assert!(Position::parse(5, &["-----", "--x--", "-----", "-----", "-----"], 4, 3).is_ok());
}

#[test]
fn draw_by_move_limit() {
    let mut g = Game::new(5, 2).unwrap();
    assert_eq!(g.move_limit(), 0);
    g.set_move_limit(2);
    g.play(mv(0, 0, 0, 4)).unwrap();
    assert_eq!(g.outcome(), None);
    g.play(mv(0, 0, 0, 4)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert!(g.legal_moves().is_empty());
    assert!(!g.is_legal(&mv(0, 0, 0, 4)));
    assert_eq!(g.play(mv(0, 0, 0, 4)), Err(Error::QuixoGameOver));
    // A cell off the board is reported before the draw (here on 3 x 3).
    let mut small = Game::new(3, 2).unwrap();
    small.set_move_limit(1);
    small.play(mv(0, 0, 0, 2)).unwrap();
    assert_eq!(small.outcome(), Some(Outcome::Draw));
    assert_eq!(
        small.play(Move::new(Cell::at::<0, 0>(), Cell::at::<0, 4>())),
        Err(Error::QuixoOffBoard)
    );
    assert_eq!(g.position().outcome(), None);
    g.undo().unwrap();
    assert_eq!(g.outcome(), None);
    g.set_move_limit(0);
    g.play(mv(0, 0, 0, 4)).unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.plies(), 2);
    // A win on the last allowed move is a win.
    let mut g = Game::from_position(pos(&["XXXX-", "-----", "-----", "-----", "-----"], 2, 0));
    g.set_move_limit(1);
    g.play(mv(0, 4, 0, 0)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Win(Symbol::X)));
}

#[test]
fn draw_by_repetition() {
    // X shuttles its cube along row 0, O along row 4: the start recurs every 4 moves.
    let start = pos(&["X----", "-----", "-----", "-----", "O----"], 2, 0);
    let cycle = [mv(0, 0, 0, 4), mv(4, 0, 4, 4), mv(0, 4, 0, 0), mv(4, 4, 4, 0)];
    let mut g = Game::from_position(start);
    g.set_repetitions(3);
    assert_eq!(g.repetitions(), 3);
    for m in cycle {
        g.play(m).unwrap();
    }
    assert_eq!(g.position(), &start);
    assert_eq!(g.repetition_count(), 2);
    assert_eq!(g.outcome(), None);
    for m in cycle {
        g.play(m).unwrap();
    }
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.play(cycle[0]), Err(Error::QuixoGameOver));
    // Off by default, and 0 or 1 turn it off.
    g.set_repetitions(1);
    assert_eq!(g.repetitions(), 0);
    assert_eq!(g.outcome(), None);
    // A new blank taken: the look-back stops there.
    g.play(mv(0, 1, 0, 0)).unwrap();
    assert_eq!(g.repetition_count(), 1);
}

#[test]
fn undo_and_history_bound() {
    let start = pos(&["X----", "-----", "-----", "-----", "O----"], 2, 0);
    let cycle = [mv(0, 0, 0, 4), mv(4, 0, 4, 4), mv(0, 4, 0, 0), mv(4, 4, 4, 0)];
    let mut g = Game::from_position(start);
    assert_eq!(g.undo(), Err(Error::QuixoNothingToUndo));
    g.play(cycle[0]).unwrap();
    let one = *g.position();
    g.play(cycle[1]).unwrap();
    g.undo().unwrap();
    assert_eq!(g.position(), &one);
    g.undo().unwrap();
    assert_eq!(g.position(), &start);
    assert_eq!(g.plies(), 0);
    assert_eq!(g.undo(), Err(Error::QuixoNothingToUndo));
    // Past the bound the oldest entries go: undo reaches back HISTORY moves.
    for i in 0..HISTORY + 10 {
        g.play(cycle[i % 4]).unwrap();
    }
    assert_eq!(g.undo_depth(), HISTORY);
    for _ in 0..HISTORY {
        g.undo().unwrap();
    }
    assert_eq!(g.undo(), Err(Error::QuixoNothingToUndo));
    assert_eq!(g.plies(), 10);
    assert_eq!(g.to_string(), g.position().to_string());
}

#[test]
fn sizes() {
    use core::mem::size_of;
    assert_eq!(size_of::<Position>(), 16);
    assert_eq!(size_of::<Move>(), 5);
    assert_eq!(size_of::<Cell>(), 2);
    assert_eq!(size_of::<digipeg::quixo::Bitboard>(), 4);
    assert_eq!(size_of::<Game>(), 2104);
}
