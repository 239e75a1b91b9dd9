use core::sync::atomic::AtomicU32;
use std::vec;
use std::vec::Vec;

use super::rank::Walk;
use super::*;
use crate::Rng;
use crate::quixo::board::geometry_of;
use crate::quixo::solver;
use crate::quixo::{Position, Solution};

/// Every index of every layer of the n x n board: unrank gives a position of the layer (right
/// counts, no overlap, on the board), ranking it gives the index back, and the walk visits the
/// same positions in the same order.
fn round_trip_all(n: usize) {
    let cells = (n * n) as u32;
    let mut total = 0u64;
    for t in 0..=n * n {
        for a in 0..=t {
            let layer = Layer::new(n, a, t - a).unwrap();
            let mut walk = Walk::at(layer.shape(), 0);
            for i in 0..layer.len() {
                let (own, opp) = layer.unrank(i).unwrap();
                assert_eq!(own & opp, 0);
                assert_eq!((own | opp) >> cells, 0);
                assert_eq!(layer.rank(own, opp), Some(i), "{layer:?} index {i}");
                if i > 0 {
                    walk.advance();
                }
                assert_eq!(walk.position(), (own, opp));
            }
            assert_eq!(layer.unrank(layer.len()), None);
            total += layer.len();
        }
    }
    assert_eq!(total, 3u64.pow(cells));
}

#[test]
fn rank_round_trip_every_position_of_3x3_and_4x4() {
    round_trip_all(3);
    round_trip_all(4);
}

#[test]
fn rank_round_trip_random_positions_of_every_5x5_layer() {
    let mut rng = Rng::new(16);
    let mut total = 0u64;
    for t in 0..=25 {
        for a in 0..=t {
            let layer = Layer::new(5, a, t - a).unwrap();
            total += layer.len();
            for _ in 0..200 {
                // A random index, and a random board of the layer (shuffled squares).
                let i = rng.next_u64() % layer.len();
                let (own, opp) = layer.unrank(i).unwrap();
                assert_eq!((own.count_ones(), opp.count_ones()), (a as u32, (t - a) as u32));
                assert_eq!(layer.rank(own, opp), Some(i));
                let mut squares: Vec<u8> = (0..25).collect();
                rng.shuffle(&mut squares);
                let own: u32 = squares[..a].iter().map(|&s| 1 << s).sum();
                let opp: u32 = squares[a..t].iter().map(|&s| 1 << s).sum();
                let j = layer.rank(own, opp).unwrap();
                assert!(j < layer.len());
                assert_eq!(layer.unrank(j), Some((own, opp)));
                // The walk from a random index agrees with unranking the next ones.
                let mut walk = Walk::at(layer.shape(), i);
                for k in i + 1..(i + 5).min(layer.len()) {
                    walk.advance();
                    assert_eq!(Some(walk.position()), layer.unrank(k));
                }
            }
            // The ends of the layer.
            let last = layer.len() - 1;
            assert_eq!(
                layer.rank(layer.unrank(last).unwrap().0, layer.unrank(last).unwrap().1),
                Some(last)
            );
        }
    }
    assert_eq!(total, 847_288_609_443);
    // Not positions of the layer.
    let layer = Layer::new(5, 2, 1).unwrap();
    assert_eq!(layer.rank(0b11, 0b11), None);
    assert_eq!(layer.rank(0b11, 0b100 | 1 << 25), None);
    assert_eq!(layer.rank(0b111, 0b1000), None);
    assert_eq!(Layer::new(5, 20, 6), Err(Error::LayerOutOfRange));
    assert_eq!(Layer::new(6, 0, 0), Err(Error::LayerOutOfRange));
}

/// Cleared marks for a layer's passes.
fn marks(layer: &Layer) -> Vec<AtomicU32> {
    (0..dirty_words(layer)).map(|_| AtomicU32::new(0)).collect()
}

/// The packed values and passes payloads of every layer of the n x n board, solved pair by pair.
struct Solved {
    n: usize,
    width: PassWidth,
    values: Vec<Vec<u8>>,
    passes: Vec<Vec<u8>>,
    stats: Vec<PairStats>,
}

impl Solved {
    fn slot(n: usize, layer: &Layer) -> usize {
        layer.own() * (n * n + 1) + layer.other()
    }

    /// Every total from the full board down to `floor`, one byte a pass.
    fn solve(n: usize, floor: usize) -> Solved {
        Solved::solve_in::<u8>(n, floor, 9)
    }

    /// Every total from the full board down to `floor`, in work cells `C` first filled with
    /// `garbage` (the solver must not depend on the memory it is handed).
    fn solve_in<C: PassCell>(n: usize, floor: usize, garbage: C) -> Solved {
        let cells = n * n;
        let slots = (cells + 1) * (cells + 1);
        let mut s = Solved {
            n,
            width: C::WIDTH,
            values: vec![Vec::new(); slots],
            passes: vec![Vec::new(); slots],
            stats: Vec::new(),
        };
        for t in (floor..=cells).rev() {
            for layer in Layer::pairs(n, t) {
                let partner = layer.partner();
                let empty = Vec::new();
                let next = |l: Layer| l.next().map_or(&empty, |x| &s.values[Solved::slot(n, &x)]);
                let (n0, n1) = (next(layer).clone(), next(partner).clone());
                let mut v0 = vec![0xAAu8; FileKind::Values.payload_len(&layer) as usize];
                let mut v1 = vec![0x55u8; FileKind::Values.payload_len(&partner) as usize];
                let mut p0 = vec![garbage; layer.len() as usize];
                let mut p1 = vec![garbage; partner.len() as usize];
                let d0 = marks(&layer);
                let d1 = marks(&partner);
                let stats = solve_pair(
                    layer,
                    [&n0, &n1],
                    [&mut v0, &mut v1],
                    [&mut p0, &mut p1],
                    [&d0, &d1],
                )
                .unwrap();
                s.stats.push(stats);
                s.values[Solved::slot(n, &layer)] = v0;
                s.passes[Solved::slot(n, &layer)] = payload(&p0);
                if partner != layer {
                    s.values[Solved::slot(n, &partner)] = v1;
                    s.passes[Solved::slot(n, &partner)] = payload(&p1);
                }
            }
        }
        s
    }

    fn layer_values(&self, layer: &Layer) -> &[u8] {
        &self.values[Solved::slot(self.n, layer)]
    }

    fn layer_passes(&self, layer: &Layer) -> &[u8] {
        &self.passes[Solved::slot(self.n, layer)]
    }

    fn pass(&self, layer: &Layer, index: u64) -> u32 {
        pass_at(self.layer_passes(layer), self.width, index).unwrap()
    }

    /// Every layer, as the probe of perfect play.
    fn data(&self) -> Vec<LayerData<'_>> {
        let n = self.n;
        (0..=n * n)
            .flat_map(|t| (0..=t).map(move |a| Layer::new(n, a, t - a).unwrap()))
            .map(|l| LayerData {
                layer: l,
                values: self.layer_values(&l),
                passes: self.layer_passes(&l),
                width: self.width,
            })
            .collect()
    }
}

/// The bytes of a passes file's payload: the cells, little-endian.
fn payload<C: PassCell>(cells: &[C]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(cells.len() * C::WIDTH.bytes());
    for c in cells {
        let v = c.get();
        bytes.extend_from_slice(&v.to_le_bytes()[..C::WIDTH.bytes()]);
    }
    bytes
}

/// Every layer of 4 x 4, solved once for the tests that need them all.
fn solved_4x4() -> &'static Solved {
    static SOLVED: std::sync::OnceLock<Solved> = std::sync::OnceLock::new();
    SOLVED.get_or_init(|| Solved::solve(4, 0))
}

/// The layered solver against `Solution`, position by position: the value of every position
/// without a line, and the pass that decided it; boards with a line by the counting convention.
fn equals_solution(n: usize) {
    let own;
    let solved = if n == 4 {
        solved_4x4()
    } else {
        own = Solved::solve(n, 0);
        &own
    };
    let mut table = vec![0u8; Solution::table_len(n).unwrap()];
    let (solution, stats) = Solution::solve(n, &mut table).unwrap();
    let _ = solution;
    let g = geometry_of(n as u8);
    let mut counted = [0u64; 3];
    let mut terminal = 0u64;
    for t in (0..=n * n).rev() {
        for a in 0..=t {
            let layer = Layer::new(n, a, t - a).unwrap();
            let values = solved.layer_values(&layer);
            let mut counts = [0u64; 3];
            for i in 0..layer.len() {
                let (own, opp) = layer.unrank(i).unwrap();
                let got = value_at(values, i);
                let pass = solved.pass(&layer, i);
                counts[match got {
                    Value::Win => 0,
                    Value::Loss => 1,
                    Value::Draw => 2,
                }] += 1;
                if g.has_line(own) || g.has_line(opp) {
                    let want = if g.has_line(own) { Value::Win } else { Value::Loss };
                    assert_eq!(got, want, "{layer:?} {i}: a board with a line");
                    assert_eq!(pass, 0);
                    terminal += 1;
                    continue;
                }
                let code = solver::get(&table, solver::index(own, opp));
                let (want, want_pass) = if solver::is_win(code) {
                    (Value::Win, u32::from(solver::pass_of(code)))
                } else if solver::is_loss(code) {
                    (Value::Loss, u32::from(solver::pass_of(code)))
                } else {
                    (Value::Draw, 0)
                };
                assert_eq!(
                    (got, pass),
                    (want, want_pass),
                    "{layer:?} index {i}: own {own:#x} opp {opp:#x}"
                );
                match got {
                    Value::Win => counted[0] += 1,
                    Value::Loss => counted[1] += 1,
                    Value::Draw => counted[2] += 1,
                }
            }
            // The counts the pair solve reported are those of its layers.
            let pair = Layer::new(n, a.min(t - a), a.max(t - a)).unwrap();
            let k = Layer::pairs(n, t).position(|l| l == pair).unwrap();
            let first = (t + 1..=n * n).map(|u| Layer::pairs(n, u).count()).sum::<usize>();
            let reported = solved.stats[first + k].counts[usize::from(layer != pair)];
            assert_eq!(reported, counts, "{layer:?}");
        }
    }
    // `Solution` counts the positions without a line; every position is in some layer.
    assert_eq!(counted, [stats.wins, stats.losses, stats.draws]);
    assert_eq!(counted.iter().sum::<u64>() + terminal, 3u64.pow((n * n) as u32));
}

#[test]
fn equals_solution_on_every_3x3_position() {
    equals_solution(3);
}

#[test]
fn equals_solution_on_every_4x4_position() {
    equals_solution(4);
}

#[test]
fn two_byte_passes_hold_the_same_passes() {
    // 3 x 3 in full and 4 x 4 totals 16 to 12 (pairs of up to 71 passes there): the same values
    // and the same passes, two bytes each, whatever the memory held before.
    let three = (
        Solved::solve(3, 0),
        Solved::solve_in::<[u8; 2]>(3, 0, [0xAB, 0xCD]),
    );
    let four = (solved_4x4(), &Solved::solve_in::<[u8; 2]>(4, 12, [7, 7]));
    for (n, floor, one, two) in [(3, 0, &three.0, &three.1), (4, 12, four.0, four.1)] {
        assert_eq!(two.width, PassWidth::Two);
        let mut most = 0;
        for t in floor..=n * n {
            for a in 0..=t {
                let l = Layer::new(n, a, t - a).unwrap();
                assert_eq!(one.layer_values(&l), two.layer_values(&l), "{l:?}");
                assert_eq!(
                    two.layer_passes(&l).len() as u64,
                    FileKind::Passes(PassWidth::Two).payload_len(&l)
                );
                for i in 0..l.len() {
                    assert_eq!(one.pass(&l, i), two.pass(&l, i), "{l:?} {i}");
                    most = most.max(two.pass(&l, i));
                }
            }
        }
        assert!(most >= 3, "{n} x {n}: passes up to {most}");
    }
    // The stats agree pair by pair (the 4 x 4 reference went on below total 12).
    assert_eq!(&four.0.stats[..four.1.stats.len()], &four.1.stats[..]);
    assert_eq!(three.0.stats, three.1.stats);
}

#[test]
fn chunks_in_any_order_give_the_same_bytes() {
    // 4 x 4, total 12, pair (5, 7): solve it whole, then again in small chunks run in a
    // scrambled order within each pass; the bytes must not differ.
    let n = 4;
    let solved = Solved::solve(n, 12);
    let layer = Layer::new(n, 5, 7).unwrap();
    let partner = layer.partner();
    let layers = [layer, partner];
    let next: Vec<Vec<u8>> = layers
        .iter()
        .map(|l| solved.layer_values(&l.next().unwrap()).to_vec())
        .collect();
    let mut values: Vec<Vec<u8>> = layers
        .iter()
        .map(|l| vec![0; FileKind::Values.payload_len(l) as usize])
        .collect();
    let mut work: Vec<Vec<u8>> = layers.iter().map(|l| vec![0; l.len() as usize]).collect();
    const CHUNK: usize = 1024;
    let dirty = [marks(&layer), marks(&partner)];
    let mut rng = Rng::new(3);
    let order = |rng: &mut Rng, k: usize| {
        let mut o: Vec<usize> = (0..k).collect();
        rng.shuffle(&mut o);
        o
    };
    for (i, l) in layers.iter().enumerate() {
        let chunks = work[i].len().div_ceil(CHUNK);
        for c in order(&mut rng, chunks) {
            let lo = c * CHUNK;
            let hi = (lo + CHUNK).min(work[i].len());
            l.first_pass(
                lo as u64,
                &mut work[i][lo..hi],
                &mut values[i][lo / 4..hi.div_ceil(4)],
                &next[i],
            )
            .unwrap();
        }
    }
    let mut pass = 1u32;
    loop {
        let mut decided = 0;
        for (i, l) in layers.iter().enumerate() {
            let chunks = work[i].len().div_ceil(CHUNK);
            for c in order(&mut rng, chunks) {
                let lo = c * CHUNK;
                let hi = (lo + CHUNK).min(work[i].len());
                decided += l
                    .later_pass(
                        lo as u64,
                        &mut work[i][lo..hi],
                        &values[1 - i],
                        (pass > 1).then_some(&dirty[i][..]),
                        pass,
                    )
                    .unwrap();
            }
        }
        if decided == 0 {
            break;
        }
        for (i, l) in layers.iter().enumerate() {
            let chunks = work[i].len().div_ceil(CHUNK);
            for c in order(&mut rng, chunks) {
                let lo = c * CHUNK;
                let hi = (lo + CHUNK).min(work[i].len());
                l.merge(
                    lo as u64,
                    &mut work[i][lo..hi],
                    &mut values[i][lo / 4..hi.div_ceil(4)],
                    pass,
                    Some(&dirty[1 - i]),
                )
                .unwrap();
            }
        }
        pass += 1;
    }
    for (i, l) in layers.iter().enumerate() {
        l.finish(0, &mut work[i], &values[i]).unwrap();
        assert_eq!(values[i], solved.layer_values(l), "{l:?}");
        assert_eq!(work[i], solved.layer_passes(l), "{l:?}");
    }
    // Misaligned or oversized chunks are refused.
    let mut w = vec![0u8; 8];
    let mut v = vec![0u8; 2];
    assert_eq!(
        layer.first_pass(2, &mut w, &mut v, &next[0]),
        Err(Error::SearchTableTooSmall)
    );
    assert_eq!(
        layer.first_pass(layer.len() - 4, &mut w, &mut v, &next[0]),
        Err(Error::SearchTableTooSmall)
    );
    assert_eq!(
        layer.first_pass(0, &mut w, &mut v[..1], &next[0]),
        Err(Error::SearchTableTooSmall)
    );
    assert_eq!(
        layer.first_pass(0, &mut w, &mut v, &next[0][..3]),
        Err(Error::SearchTableTooSmall)
    );
    assert_eq!(
        layer.later_pass(0, &mut w, &values[1], None, 0),
        Err(Error::SolverTooManyPasses)
    );
    assert_eq!(
        layer.later_pass(0, &mut w, &values[1], Some(&dirty[0][..3]), 2),
        Err(Error::SearchTableTooSmall)
    );
    assert_eq!(
        layer.merge(0, &mut w, &mut v, 2, Some(&dirty[0][..3])),
        Err(Error::SearchTableTooSmall)
    );
}

#[test]
fn layer_of_a_position() {
    let p = Position::parse(4, &["XO--", "-X--", "--O-", "X---"], 2, 1).unwrap();
    let (layer, i) = Layer::of(&p).unwrap();
    assert_eq!((layer.own(), layer.other(), layer.size()), (2, 3, 4));
    let (own, opp) = layer.unrank(i).unwrap();
    assert_eq!((own, opp), (p.o().0, p.x().0));
    assert_eq!(layer.next(), Layer::new(4, 3, 3).ok());
    assert_eq!(Layer::new(4, 10, 6).unwrap().next(), None);
    assert_eq!(Layer::pairs(5, 23).count(), 12);
    assert_eq!(Layer::new(5, 11, 12).unwrap().len(), 300 * 1_352_078);
}

#[test]
fn perfect_play_from_the_layers_wins_won_positions_and_holds_draws() {
    let n = 4;
    let solved = solved_4x4();
    let data = solved.data();
    let mut table = vec![0u8; Solution::table_len(n).unwrap()];
    let (solution, _) = Solution::solve(n, &mut table).unwrap();
    let mut rng = Rng::new(41);
    let (mut won, mut drawn) = (0, 0);
    while won < 150 || drawn < 50 {
        // A random position of a random layer, with either side to move.
        let t = rng.below(17) as usize;
        let a = rng.below(t as u32 + 1) as usize;
        let layer = Layer::new(n, a, t - a).unwrap();
        let (own, opp) = layer.unrank(rng.next_u64() % layer.len()).unwrap();
        let turn = rng.below(2) as usize;
        let (x, o) = if turn == 0 { (own, opp) } else { (opp, own) };
        let rows: Vec<std::string::String> = (0..4)
            .map(|r| {
                (0..4)
                    .map(|c| {
                        if x >> (4 * r + c) & 1 == 1 {
                            'X'
                        } else if o >> (4 * r + c) & 1 == 1 {
                            'O'
                        } else {
                            '-'
                        }
                    })
                    .collect()
            })
            .collect();
        let mut p = Position::parse(4, &rows, 2, turn).unwrap();
        let (v, _) = value(&p, &data[..]).unwrap().unwrap();
        assert_eq!(v, solution.value(&p).unwrap());
        if p.is_game_over()
            || (v == Value::Win && won >= 150)
            || (v == Value::Draw && drawn >= 50)
            || v == Value::Loss
        {
            continue;
        }
        let me = p.turn_symbol();
        let mut plies = 0;
        while !p.is_game_over() && plies < 200 {
            let m = if p.turn_symbol() == me {
                let (m, here) = best_move(&p, &data[..]).unwrap().unwrap();
                // Perfect play never lets the value drop (a random defence may raise it).
                assert!(
                    here == Value::Win || (v == Value::Draw && here == Value::Draw),
                    "{v:?} became {here:?}"
                );
                m
            } else {
                // The defence: a random move, or the solution's best one.
                if rng.below(2) == 0 {
                    let moves = p.legal_moves();
                    moves[rng.below(moves.len() as u32) as usize]
                } else {
                    solution.best_move(&p).unwrap()
                }
            };
            p.play(m).unwrap();
            plies += 1;
        }
        match v {
            Value::Win => {
                assert_eq!(
                    p.winner(),
                    Some(me),
                    "a won position was not converted in 200 plies"
                );
                won += 1;
            }
            _ => {
                assert_ne!(p.winner(), Some(me.other()), "a drawn position was lost");
                drawn += 1;
            }
        }
    }
    // Layers that are not there: no answer, and the player searches instead.
    let empty: [LayerData<'_>; 0] = [];
    assert_eq!(best_move(&Position::new(4, 2).unwrap(), &empty[..]), Ok(None));
    let player = crate::quixo::Player::new(crate::quixo::Level::Search, 1);
    let mut tt = vec![crate::quixo::TtEntry::EMPTY; 1 << 18]; // the expert level's
    let budget = crate::quixo::Budget::new(2000, 3);
    let start = Position::new(4, 2).unwrap();
    let searched = player.choose_probed(&start, &mut tt, budget, &empty[..]).unwrap();
    assert!(searched.nodes > 0);
    let perfect = player.choose_probed(&start, &mut tt, budget, &data[..]).unwrap();
    assert_eq!((perfect.nodes, perfect.score), (0, crate::quixo::MATE)); // 4 x 4 is a first-player win
    assert_eq!(
        Some(perfect.mv),
        best_move(&start, &data[..]).unwrap().map(|b| b.0)
    );
    // The same through a game (history-aware search elsewhere) and through the named levels.
    let game = crate::quixo::Game::new(4, 2).unwrap();
    let by_game = player
        .choose_game_probed(&game, &mut tt, budget, &data[..])
        .unwrap();
    assert_eq!(by_game, perfect);
    for level in crate::quixo::Difficulty::ALL {
        let named = level.choose_probed(&game, 3, &mut tt, None, &data[..]).unwrap();
        assert_eq!(named, perfect, "{level:?}");
    }
    let easy = crate::quixo::Difficulty::Easy;
    let searched = easy.choose_probed(&game, 3, &mut tt, None, &empty[..]).unwrap();
    assert_eq!(searched, easy.choose(&game, 3, &mut tt, None).unwrap());
    assert!(searched.nodes > 0);
    let random = crate::quixo::Player::new(crate::quixo::Level::Random, 1);
    assert_eq!(
        random
            .choose_game_probed(&game, &mut tt, budget, &data[..])
            .unwrap()
            .nodes,
        random.choose_game(&game, &mut tt, budget).unwrap().nodes
    );
    assert_eq!(
        best_move(&Position::new(4, 4).unwrap(), &data[..]),
        Err(Error::SolverUnsupported)
    );
}

#[test]
fn pass_cells_and_payloads() {
    // Two-byte cells hold every pass of their width, little-endian, as the payload stores it.
    let mut cells = [[0u8; 2]; 3];
    for (c, v) in cells
        .iter_mut()
        .zip([0, 300, PassWidth::Two.max_pass() + DECIDED])
    {
        c.set(v);
        assert_eq!(c.get(), v);
    }
    assert_eq!(cells[1], [44, 1]);
    let bytes = payload(&cells);
    assert_eq!(pass_at(&bytes, PassWidth::Two, 1), Some(300));
    assert_eq!(pass_at(&bytes, PassWidth::Two, 2), Some(u32::from(u16::MAX)));
    assert_eq!(pass_at(&bytes, PassWidth::Two, 3), None);
    assert_eq!(pass_at(&bytes, PassWidth::One, 1), Some(0));
    assert_eq!(pass_at(&bytes, PassWidth::One, 6), None);
    let mut byte = 0u8;
    byte.set(PassWidth::One.max_pass() + DECIDED);
    assert_eq!(byte, u8::MAX);
    // A pass past the width is refused before anything is written.
    let layer = Layer::new(3, 4, 4).unwrap();
    let mut work = vec![0u8; layer.len() as usize];
    let mut values = vec![0u8; FileKind::Values.payload_len(&layer) as usize];
    let partner = values.clone();
    assert_eq!(
        layer.later_pass(0, &mut work, &partner, None, 251),
        Err(Error::SolverTooManyPasses)
    );
    assert_eq!(
        layer.merge(0, &mut work, &mut values, 251, None),
        Err(Error::SolverTooManyPasses)
    );
    let mut wide = vec![[0u8; 2]; layer.len() as usize];
    assert!(layer.later_pass(0, &mut wide, &partner, None, 251).is_ok());
}

/// A probe that answers from `inner` and records every layer it was asked about.
struct Recording<'a> {
    inner: &'a [LayerData<'a>],
    asked: core::cell::RefCell<Vec<Layer>>,
}

impl Probe for Recording<'_> {
    fn probe(&self, layer: Layer, index: u64) -> Option<(crate::quixo::Value, u32)> {
        self.asked.borrow_mut().push(layer);
        self.inner.probe(layer, index)
    }
}

#[test]
fn layers_needed_are_the_layers_a_best_move_reads() {
    let solved = solved_4x4();
    let data = solved.data();
    let mut rng = Rng::new(7);
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..3000 {
        let t = rng.below(17) as usize;
        let a = rng.below(t as u32 + 1) as usize;
        let layer = Layer::new(4, a, t - a).unwrap();
        let (own, opp) = layer.unrank(rng.next_u64() % layer.len()).unwrap();
        let rows: Vec<std::string::String> = (0..4)
            .map(|r| {
                (0..4)
                    .map(|c| match (own >> (4 * r + c) & 1, opp >> (4 * r + c) & 1) {
                        (1, _) => 'X',
                        (_, 1) => 'O',
                        _ => '-',
                    })
                    .collect()
            })
            .collect();
        let p = Position::parse(4, &rows, 2, 0).unwrap();
        let needed = layers_needed(&p).unwrap();
        if p.is_game_over() {
            assert!(needed.is_empty());
            continue;
        }
        let probe = Recording {
            inner: &data[..],
            asked: Default::default(),
        };
        assert!(best_move(&p, &probe).unwrap().is_some());
        let asked = probe.asked.into_inner();
        for l in &asked {
            assert!(needed.contains(l), "{l:?} read, not in {needed:?}");
        }
        // Every layer named is read by some position (checked over the run: a full board has no
        // blank move, a position may have no own cube to move).
        seen.extend(asked.iter().map(|l| (layer, *l)));
        assert_eq!(needed[0], layer);
    }
    assert!(seen.iter().any(|(l, r)| l != r && r.total() == l.total()));
    assert!(seen.iter().any(|(l, r)| r.total() == l.total() + 1));
    assert_eq!(
        layers_needed(&Position::new(4, 4).unwrap()),
        Err(Error::SolverUnsupported)
    );
}
