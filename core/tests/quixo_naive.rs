//! A naive Quixo written from the rules with a character grid (no bitboards, nothing from the
//! core but the types it is compared with), cross-checking perft counts and random games.

use digipeg::quixo::{Move, Position, perft, perft_general};

/// The naive state: `grid[r][c]` is `b'-'`, `b'X'`, `b'O'`, or (4 players) `b'x'`, `b'o'`.
#[derive(Clone, Copy)]
struct Naive {
    n: usize,
    players: usize,
    turn: usize,
    grid: [[u8; 5]; 5],
    winner: Option<u8>,
}

type NaiveMove = (usize, usize, usize, usize, u8);

impl Naive {
    fn new(n: usize, players: usize) -> Naive {
        Naive {
            n,
            players,
            turn: 0,
            grid: [[b'-'; 5]; 5],
            winner: None,
        }
    }

    fn symbol(player: usize) -> u8 {
        if player % 2 == 0 { b'X' } else { b'O' }
    }

    fn can_take(&self, player: usize, r: usize, c: usize) -> bool {
        let n = self.n;
        if !(r == 0 || c == 0 || r == n - 1 || c == n - 1) {
            return false;
        }
        let cube = self.grid[r][c];
        if cube == b'-' {
            return true;
        }
        if self.players == 2 {
            return cube == Naive::symbol(player);
        }
        let mine = if player / 2 == 0 {
            Naive::symbol(player)
        } else {
            Naive::symbol(player).to_ascii_lowercase()
        };
        cube == mine
    }

    fn moves(&self) -> Vec<NaiveMove> {
        let mut out = Vec::new();
        if self.winner.is_some() {
            return out;
        }
        let n = self.n;
        for r in 0..n {
            for c in 0..n {
                if !self.can_take(self.turn, r, c) {
                    continue;
                }
                let mut ends = vec![(0, c), (n - 1, c), (r, 0), (r, n - 1)];
                ends.retain(|&e| e != (r, c));
                ends.sort();
                ends.dedup();
                for (r2, c2) in ends {
                    let partners = if self.players == 4 { 2 } else { 1 };
                    for p in 0..partners {
                        out.push((r, c, r2, c2, p));
                    }
                }
            }
        }
        out
    }

    fn has_line(&self, sym: u8) -> bool {
        let n = self.n;
        let at = |r: usize, c: usize| self.grid[r][c].to_ascii_uppercase() == sym;
        (0..n).any(|r| (0..n).all(|c| at(r, c)))
            || (0..n).any(|c| (0..n).all(|r| at(r, c)))
            || (0..n).all(|i| at(i, i))
            || (0..n).all(|i| at(i, n - 1 - i))
    }

    fn play(&mut self, (r, c, r2, c2, p): NaiveMove) {
        let g = &mut self.grid;
        if r2 == r {
            if c2 < c {
                for k in (c2 + 1..=c).rev() {
                    g[r][k] = g[r][k - 1];
                }
            } else {
                for k in c..c2 {
                    g[r][k] = g[r][k + 1];
                }
            }
        } else if r2 < r {
            for k in (r2 + 1..=r).rev() {
                g[k][c] = g[k - 1][c];
            }
        } else {
            for k in r..r2 {
                g[k][c] = g[k + 1][c];
            }
        }
        let mover = Naive::symbol(self.turn);
        g[r2][c2] = if p == 1 { mover.to_ascii_lowercase() } else { mover };
        let other = Naive::symbol(self.turn + 1);
        self.turn = (self.turn + 1) % self.players;
        if self.has_line(other) {
            self.winner = Some(other);
        } else if self.has_line(mover) {
            self.winner = Some(mover);
        } else {
            while self.moves().is_empty() {
                self.turn = (self.turn + 1) % self.players;
            }
        }
    }

    fn text(&self) -> String {
        let mut s = String::new();
        for r in 0..self.n {
            for c in 0..self.n {
                s.push(self.grid[r][c] as char);
            }
            s.push('\n');
        }
        s
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut child = *self;
                child.play(m);
                child.perft(depth - 1)
            })
            .sum()
    }
}

fn as_tuple(m: &Move) -> NaiveMove {
    (
        m.from().row() as usize,
        m.from().col() as usize,
        m.to().row() as usize,
        m.to().col() as usize,
        m.partner(),
    )
}

#[test]
fn perft_5x5_two_players_to_depth_4() {
    let core = Position::new(5, 2).unwrap();
    let naive = Naive::new(5, 2);
    for depth in 0..=4 {
        assert_eq!(perft(&core, depth), naive.perft(depth), "depth {depth}");
    }
}

#[test]
fn perft_small_boards_and_four_players() {
    for (n, players, depth) in [(3, 2, 5), (4, 2, 4), (3, 4, 4), (4, 4, 3), (5, 4, 3)] {
        let core = Position::new(n, players).unwrap();
        let naive = Naive::new(n, players);
        for d in 0..=depth {
            assert_eq!(
                perft(&core, d),
                naive.perft(d),
                "{n}x{n}, {players} players, depth {d}"
            );
        }
    }
}

/// Random games, move by move: same move lists (in order), boards, turns and winners.
#[test]
fn random_games_agree() {
    let mut rng = digipeg::Rng::new(7);
    for game in 0..600 {
        let n = 3 + game % 3;
        let players = if game % 2 == 0 { 2 } else { 4 };
        let mut core = Position::new(n, players).unwrap();
        let mut naive = Naive::new(n, players);
        for _ply in 0..200 {
            let list = core.legal_moves();
            let expect = naive.moves();
            let got: Vec<NaiveMove> = list.iter().map(as_tuple).collect();
            assert_eq!(got, expect, "game {game}\n{}", naive.text());
            assert_eq!(core.turn(), naive.turn);
            assert_eq!(core.to_string(), naive.text());
            assert_eq!(core.winner().map(|s| s.char() as u8), naive.winner);
            if list.is_empty() {
                break;
            }
            let i = rng.below(list.len() as u32) as usize;
            core.play(list[i]).unwrap();
            naive.play(expect[i]);
        }
    }
}

/// The bulk-counting 2-player perft, the general perft and the naive one agree on random
/// midgame positions of every size (where full-line tests matter).
#[test]
fn fast_perft_agrees_on_random_positions() {
    let mut rng = digipeg::Rng::new(11);
    for game in 0..60 {
        let n = 3 + game % 3;
        let mut core = Position::new(n, 2).unwrap();
        let mut naive = Naive::new(n, 2);
        let plies = 4 + rng.below(30);
        for _ in 0..plies {
            let list = core.legal_moves();
            if list.is_empty() {
                break;
            }
            let i = rng.below(list.len() as u32) as usize;
            core.play(list[i]).unwrap();
            naive.play(naive.moves()[i]);
        }
        let depth = if n == 5 { 2 } else { 3 };
        for d in 0..=depth {
            let expect = naive.perft(d);
            assert_eq!(perft(&core, d), expect, "game {game} depth {d}\n{}", naive.text());
            assert_eq!(perft_general(&core, d), expect, "game {game} depth {d}");
        }
    }
}
