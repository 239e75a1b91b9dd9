//! Quixo: the parser and raw constructors, and sequences of raw moves on every board size with
//! 2 and 4 players, checked against the rules written out plainly on a grid.

use digipeg::Error;
use digipeg::quixo::{Cell, Cube, Game, Move, Outcome, Position, Symbol};

use crate::input::{Input, MAX_STEPS};

/// The board as a plain grid of cubes, row by row.
type Grid = Vec<Vec<Option<Cube>>>;

fn grid(p: &Position) -> Grid {
    let n = p.size() as u8;
    (0..n)
        .map(|r| {
            (0..n)
                .map(|c| {
                    p.cube(Cell::new(r, c).expect("on the board"))
                        .expect("on the board")
                })
                .collect()
        })
        .collect()
}

fn symbol_of(player: usize) -> Symbol {
    if player % 2 == 0 { Symbol::X } else { Symbol::O }
}

fn has_line(g: &Grid, s: Symbol) -> bool {
    let n = g.len();
    let is = |r: usize, c: usize| g[r][c].is_some_and(|cube| cube.symbol == s);
    (0..n).any(|r| (0..n).all(|c| is(r, c)))
        || (0..n).any(|c| (0..n).all(|r| is(r, c)))
        || (0..n).all(|i| is(i, i))
        || (0..n).all(|i| is(i, n - 1 - i))
}

fn on_ring(n: usize, r: usize, c: usize) -> bool {
    r == 0 || c == 0 || r == n - 1 || c == n - 1
}

/// Whether `player` has a cube it may take: blank, or its team's pointing to itself.
fn can_take(g: &Grid, players: usize, player: usize) -> bool {
    let n = g.len();
    (0..n).any(|r| {
        (0..n).any(|c| {
            on_ring(n, r, c)
                && match g[r][c] {
                    None => true,
                    Some(cube) => {
                        cube.symbol == symbol_of(player)
                            && (players == 2 || usize::from(cube.partner) == player / 2)
                    }
                }
        })
    })
}

/// [`Position::check`] written out plainly, in its documented order.
fn naive_check(p: &Position, m: &Move) -> Result<(), Error> {
    let n = p.size();
    let (fr, fc) = (usize::from(m.from().row()), usize::from(m.from().col()));
    let (tr, tc) = (usize::from(m.to().row()), usize::from(m.to().col()));
    if fr >= n || fc >= n || tr >= n || tc >= n {
        return Err(Error::QuixoOffBoard);
    }
    if p.players() == 2 && m.partner() != 0 {
        return Err(Error::QuixoNoPartners);
    }
    if p.outcome().is_some() {
        return Err(Error::QuixoGameOver);
    }
    if !on_ring(n, fr, fc) {
        return Err(Error::QuixoNotPerimeter);
    }
    let g = grid(p);
    let mover = symbol_of(p.turn());
    if let Some(cube) = g[fr][fc] {
        if cube.symbol != mover {
            return Err(Error::QuixoOpponentCube);
        }
        if p.players() == 4 && usize::from(cube.partner) != p.turn() / 2 {
            return Err(Error::QuixoPartnerCube);
        }
    }
    let end_of_row = tr == fr && (tc == 0 || tc == n - 1);
    let end_of_col = tc == fc && (tr == 0 || tr == n - 1);
    if (tr, tc) == (fr, fc) || !(end_of_row || end_of_col) {
        return Err(Error::QuixoNotAnEnd);
    }
    Ok(())
}

/// The position after a legal `m`, computed plainly: the grid, the player to move, passes and
/// the outcome.
fn naive_play(p: &Position, m: &Move) -> (Grid, usize, usize, Option<Outcome>) {
    let mut g = grid(p);
    let (fr, fc) = (usize::from(m.from().row()), usize::from(m.from().col()));
    let (tr, tc) = (usize::from(m.to().row()), usize::from(m.to().col()));
    if fr == tr {
        if tc < fc {
            for c in (tc + 1..=fc).rev() {
                g[fr][c] = g[fr][c - 1];
            }
        } else {
            for c in fc..tc {
                g[fr][c] = g[fr][c + 1];
            }
        }
    } else if tr < fr {
        for r in (tr + 1..=fr).rev() {
            g[r][fc] = g[r - 1][fc];
        }
    } else {
        for r in fr..tr {
            g[r][fc] = g[r + 1][fc];
        }
    }
    let mover = symbol_of(p.turn());
    g[tr][tc] = Some(Cube {
        symbol: mover,
        partner: m.partner(),
    });
    let players = p.players();
    let mut turn = (p.turn() + 1) % players;
    let outcome = if has_line(&g, mover.other()) {
        Some(Outcome::Win(mover.other()))
    } else if has_line(&g, mover) {
        Some(Outcome::Win(mover))
    } else {
        None
    };
    let mut passed = 0;
    let mut outcome = outcome;
    if outcome.is_none() {
        while !can_take(&g, players, turn) {
            turn = (turn + 1) % players;
            if passed + 1 >= players {
                outcome = Some(Outcome::Draw);
                passed = 0;
                break;
            }
            passed += 1;
        }
    }
    (g, turn, passed, outcome)
}

/// What every position satisfies.
pub(crate) fn check_position(p: &Position) {
    let full = (1u32 << (p.size() * p.size())) - 1;
    let (x, o, pointing) = (p.x().0, p.o().0, p.pointing().0);
    assert_eq!(x & o, 0, "{p:?}");
    assert_eq!((x | o) & !full, 0, "{p:?}");
    assert_eq!(pointing & !(x | o), 0, "{p:?}");
    if p.players() == 2 {
        assert_eq!(pointing, 0);
    }
    assert_eq!(p.blanks().count() + (x | o).count_ones(), full.count_ones());
    assert!(p.turn() < p.players());
    // The highlighted cubes: every full line of the winner, none while nobody has won.
    let n = p.size();
    let bit = |r: usize, c: usize| 1u32 << (r * n + c);
    let lines: Vec<u32> = (0..n)
        .flat_map(|i| {
            [
                (0..n).fold(0, |m, c| m | bit(i, c)),
                (0..n).fold(0, |m, r| m | bit(r, i)),
            ]
        })
        .chain([
            (0..n).fold(0, |m, i| m | bit(i, i)),
            (0..n).fold(0, |m, i| m | bit(i, n - 1 - i)),
        ])
        .collect();
    let winner_cubes = match p.winner() {
        Some(Symbol::X) => x,
        Some(Symbol::O) => o,
        None => 0,
    };
    let naive = lines
        .iter()
        .filter(|&&line| winner_cubes & line == line)
        .fold(0, |m, line| m | line);
    assert_eq!(p.winning_cells().0, naive, "{p:?}");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), p.count_moves());
    assert_eq!(moves.is_empty(), p.is_game_over());
    // The drawing reads back as the same position.
    let text = p.to_string();
    let rows: Vec<&str> = text.lines().collect();
    let again = Position::parse(p.size(), &rows, p.players(), p.turn()).expect("Display reads back");
    assert_eq!(
        (again.x(), again.o(), again.pointing()),
        (p.x(), p.o(), p.pointing()),
        "{text}"
    );
}

/// The rows of a board of `size` with 4-player letters.
const LETTERS: &str = "-XOxo";

/// [`Position::parse`] and the raw move and cell constructors, against their documented errors.
pub fn quixo_parse(data: &[u8]) {
    let mut input = Input::new(data);
    if input.bool() {
        let raw: [i64; 5] = core::array::from_fn(|_| input.raw());
        let [a, b, c, d, partner] = raw;
        let on = |v: i64| (0..5).contains(&v);
        let expected = if !(on(a) && on(b) && on(c) && on(d)) {
            Err(Error::QuixoOffBoard)
        } else if !(0..=1).contains(&partner) {
            Err(Error::QuixoBadPartner)
        } else {
            Ok(())
        };
        let made = Move::from_raw(a, b, c, d, partner);
        assert_eq!(made.map(|_| ()), expected, "{raw:?}");
        if let Ok(m) = made {
            assert_eq!(Cell::try_new(a, b), Ok(m.from()));
            assert_eq!(Cell::try_new(c, d), Ok(m.to()));
            assert_eq!(i64::from(m.partner()), partner);
        }
        assert_eq!(Cell::try_new(a, b).is_ok(), on(a) && on(b));
        return;
    }
    let size = input.below(8);
    let players = input.below(6);
    let to_move = input.below(6);
    let rows = input.rows(LETTERS, size, size, 7);
    let parsed = Position::parse(size, &rows, players, to_move);
    let expected = if !(3..=5).contains(&size) {
        Err(Error::QuixoBoardSize)
    } else if players != 2 && players != 4 {
        Err(Error::QuixoPlayers)
    } else if to_move >= players {
        Err(Error::QuixoBadPlayer)
    } else if rows.len() != size {
        Err(Error::QuixoRowCount)
    } else if rows.iter().any(|r| r.chars().count() != size) {
        Err(Error::QuixoRowLength)
    } else if rows
        .iter()
        .flat_map(|r| r.chars())
        .any(|ch| !("-XO".contains(ch) || (players == 4 && "xo".contains(ch))))
    {
        Err(Error::QuixoBadChar)
    } else {
        Ok(())
    };
    assert_eq!(
        parsed.map(|_| ()),
        expected,
        "{size} {rows:?} {players} {to_move}"
    );
    let Ok(p) = parsed else { return };
    check_position(&p);
    let g = grid(&p);
    let (x_line, o_line) = (has_line(&g, Symbol::X), has_line(&g, Symbol::O));
    let winner = match (x_line, o_line) {
        (true, true) => Some(p.turn_symbol()),
        (true, false) => Some(Symbol::X),
        (false, true) => Some(Symbol::O),
        (false, false) => None,
    };
    assert_eq!(p.winner(), winner, "{rows:?}");
}

/// Sequences of moves on every size with 2 and 4 players, through [`Game`] (undo, draw rules)
/// and [`Position`]: a refused move changes nothing, an accepted move is listed and is what the
/// plain rules make of it, every listed move is accepted, and no cube appears or vanishes but
/// the one taken from the blanks.
pub fn quixo_moves(data: &[u8]) {
    let mut input = Input::new(data);
    let size = 3 + input.below(3);
    let players = if input.bool() { 4 } else { 2 };
    let start = if input.byte() < 64 {
        let rows = input.rows(LETTERS, size, size, size);
        Position::parse(size, &rows, players, input.below(players)).ok()
    } else {
        None
    };
    let start = start.unwrap_or_else(|| Position::new(size, players).expect("a valid size"));
    check_position(&start);
    let mut game = Game::from_position(start);
    if input.byte() < 40 {
        game.set_move_limit(u32::from(input.byte()));
    }
    if input.byte() < 40 {
        game.set_repetitions(u32::from(input.byte() % 5));
    }
    for step in 0..MAX_STEPS {
        if input.is_empty() {
            break;
        }
        let before = game.clone();
        let position = *before.position();
        let listed = before.legal_moves();
        if step % 8 == 0 {
            for m in &listed {
                assert_eq!(before.check(m), Ok(()), "{m:?} is listed");
                assert_eq!(naive_check(&position, m), Ok(()), "{m:?} is listed");
                let mut copy = position;
                assert_eq!(copy.play(*m), Ok(()));
            }
        }
        let m = match input.below(5) {
            0 => {
                assert_eq!(game.undo().is_ok(), before.undo_depth() > 0);
                if before.undo_depth() > 0 {
                    assert_eq!(game.plies() + 1, before.plies());
                    assert_eq!(game.undo_depth() + 1, before.undo_depth());
                } else {
                    assert!(game.position() == &position && game.plies() == before.plies());
                }
                check_position(game.position());
                continue;
            }
            1 if !listed.is_empty() => listed[input.below(listed.len())],
            2 => {
                let raw: [i64; 5] = core::array::from_fn(|_| input.raw());
                match Move::from_raw(raw[0], raw[1], raw[2], raw[3], raw[4]) {
                    Ok(m) => m,
                    Err(e) => {
                        assert!(
                            e == Error::QuixoOffBoard || e == Error::QuixoBadPartner,
                            "{raw:?}"
                        );
                        continue;
                    }
                }
            }
            _ => {
                let cell = |input: &mut Input| {
                    Cell::new(input.below(5) as u8, input.below(5) as u8).expect("below 5")
                };
                let (from, to) = (cell(&mut input), cell(&mut input));
                Move::with_partner(from, to, input.below(2) as u8).expect("partner 0 or 1")
            }
        };
        let verdict = game.check(&m);
        // A malformed move is reported first; then a game over by a win or by the draw rules.
        let naive = match naive_check(&position, &m) {
            Err(e @ (Error::QuixoOffBoard | Error::QuixoNoPartners)) => Err(e),
            _ if before.is_game_over() => Err(Error::QuixoGameOver),
            other => other,
        };
        assert_eq!(verdict, naive, "{m:?} on {position:?}");
        let played = game.play(m);
        assert_eq!(played, verdict);
        assert_eq!(listed.contains(&m), played.is_ok(), "{m:?}");
        match played {
            Ok(()) => {
                let after = *game.position();
                check_position(&after);
                let (g, turn, passed, outcome) = naive_play(&position, &m);
                assert_eq!(grid(&after), g, "{m:?} on {position:?}");
                assert_eq!(after.outcome(), outcome, "{m:?} on {position:?}");
                if outcome.is_none() {
                    assert_eq!(
                        (after.turn(), after.passed()),
                        (turn, passed),
                        "{m:?} on {position:?}"
                    );
                }
                let cubes = |p: &Position| (p.x().0 | p.o().0).count_ones();
                let taken_blank = position.cube(m.from()) == Ok(None);
                assert_eq!(cubes(&after), cubes(&position) + u32::from(taken_blank));
                assert_eq!(game.plies(), before.plies() + 1);
                let mut plain = position;
                assert_eq!(plain.play(m), Ok(()));
                assert_eq!(plain, after);
            }
            Err(_) => {
                assert!(game.position() == &position && game.plies() == before.plies());
                assert_eq!(game.undo_depth(), before.undo_depth());
            }
        }
    }
}
