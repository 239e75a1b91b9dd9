//! The Klondike solver's prunings from positions in play: each family off in turn, and all of
//! them off, must give the verdict all of them on give, wherever both searches decide. From the
//! start of a deal the search chooses which cards go up and when; in play a player has already
//! sent cards up, brought some down, moved kings and emptied piles, and a pruning must still lose
//! no win (`the_prunings_change_no_verdict` in klondike_solver.rs checks deal starts). The
//! positions where they once did are kept as regression positions; `make klondike-prunings`
//! runs the long version of the check.

use digipeg::Rng;
use digipeg::klondike::{Deal, Entry, Klondike, Move, Rules, Solver, Verdict};

/// The prunings each search turns on: safe moves, focused, deferrals, ups first.
type Prunings = [bool; 4];

const ALL_ON: Prunings = [true; 4];

/// Each family off in turn, then all of them off.
const CHECKED: [Prunings; 5] = [
    [false, true, true, true],
    [true, false, true, true],
    [true, true, false, true],
    [true, true, true, false],
    [false; 4],
];

/// The rules positions are played under: draw 3 and draw 1, unlimited and limited passes, with
/// worrying back and without.
fn rules_in_play() -> [Rules; 8] {
    let rules = |draw, passes, worry_back| Rules::new(draw, passes, worry_back).unwrap();
    [
        Rules::DRAW_THREE,
        Rules::DRAW_ONE,
        rules(3, 3, true),
        rules(1, 2, true),
        rules(3, 0, false),
        rules(1, 0, false),
        rules(3, 2, false),
        rules(1, 3, false),
    ]
}

/// The verdict of a search with `prunings` within `nodes` positions; a win's line must win.
fn verdict(game: &Klondike, table: &mut [Entry], prunings: Prunings, nodes: u64) -> Verdict {
    let mut solver = Solver::new(table).unwrap();
    let [safe_moves, focused, deferrals, ups_first] = prunings;
    solver.set_safe_moves(safe_moves);
    solver.set_focused(focused);
    solver.set_deferrals(deferrals);
    solver.set_ups_first(ups_first);
    let solved = solver.solve(game, nodes);
    if solved.verdict == Verdict::Won {
        let mut replay = *game;
        for &played in solver.line() {
            replay.play(played).unwrap();
        }
        assert!(replay.is_won(), "{}", game.thoughtful());
    }
    solved.verdict
}

/// A position in play: the moves from the deal that lead to it, as the notation writes them.
struct InPlay {
    game: Klondike,
    moves: Vec<String>,
}

impl InPlay {
    /// The position after `moves` (in the notation) from game `seed` under `rules`.
    fn replay(seed: u32, rules: Rules, moves: &str) -> InPlay {
        let mut game = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
        for text in moves.split_whitespace() {
            let played = game.parse_move(text).unwrap();
            game.play(played)
                .unwrap_or_else(|error| panic!("{text}: {error}\n{}", game.thoughtful()));
        }
        InPlay {
            game,
            moves: moves.split_whitespace().map(str::to_string).collect(),
        }
    }
}

/// Positions from a game played by a strong hand that now and then makes any legal move: the
/// next move of the solver's winning line (found again after each stray move), else a move at
/// random, one move in `stray` at random anyway. Every `every` moves from move `from` the
/// position is kept. The stray moves make what the solver's own lines never do: cards sent up
/// early and brought down for nothing, kings moved, piles emptied, runs split.
fn positions_in_play(seed: u32, rules: Rules, stray: u32, every: usize, from: usize) -> Vec<InPlay> {
    let mut table: Vec<Entry> = vec![0; 1 << 16];
    let mut rng = Rng::new(u64::from(seed) << 8 | u64::from(rules.draw.cards()) << 4 | u64::from(stray));
    let mut game = Klondike::new(&Deal::from_seed(seed).unwrap(), rules);
    let mut moves: Vec<Move> = Vec::new();
    let mut line: Vec<Move> = Vec::new();
    let mut kept = Vec::new();
    for count in 1..=400 {
        if line.is_empty() {
            let mut solver = Solver::new(&mut table[..]).unwrap();
            if solver.solve(&game, 20_000).verdict == Verdict::Won {
                line = solver.line().iter().rev().copied().collect();
            }
        }
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let played = match line.pop() {
            Some(next) if rng.below(stray) != 0 => next,
            _ => {
                line.clear();
                legal[rng.below(legal.len() as u32) as usize]
            }
        };
        game.play(played).unwrap();
        moves.push(played);
        if game.is_won() {
            break;
        }
        if count >= from && (count - from) % every == 0 {
            kept.push(InPlay {
                game,
                moves: moves.iter().map(Move::to_string).collect(),
            });
        }
    }
    kept
}

/// Checks `position` with every pruning on against each set of [`CHECKED`]: the verdicts both
/// decide must agree. How many pairs were compared, and a message for each that disagreed.
fn cross_check(position: &InPlay, table: &mut [Entry], nodes: u64) -> (usize, Vec<String>) {
    let game = &position.game;
    let pruned = verdict(game, table, ALL_ON, nodes);
    let (mut compared, mut differ) = (0, Vec::new());
    if pruned == Verdict::Unknown {
        return (0, differ);
    }
    for prunings in CHECKED {
        let other = verdict(game, table, prunings, nodes);
        if other == Verdict::Unknown {
            continue;
        }
        compared += 1;
        if other != pruned {
            differ.push(format!(
                "{:?}: {pruned:?} with every pruning, {other:?} with {prunings:?}; moves {}\n{}",
                game.rules(),
                position.moves.join(" "),
                game.thoughtful()
            ));
        }
    }
    (compared, differ)
}

/// Plays games `seeds` under each of `rules` and cross-checks their positions: how many pairs
/// of verdicts were compared, and the disagreements.
fn check_games(
    seeds: impl Iterator<Item = u32> + Clone,
    rules: &[Rules],
    nodes: u64,
) -> (usize, Vec<String>) {
    let mut table: Vec<Entry> = vec![0; 1 << 18];
    let (mut compared, mut differ) = (0, Vec::new());
    for &rules in rules {
        for seed in seeds.clone() {
            for position in positions_in_play(seed, rules, 4, 7, 20) {
                let (pairs, messages) = cross_check(&position, &mut table, nodes);
                compared += pairs;
                for message in messages {
                    differ.push(format!("game {seed}, {message}"));
                }
            }
        }
    }
    (compared, differ)
}

#[test]
fn the_positions_where_the_prunings_once_lost_a_win_are_won() {
    let mut table: Vec<Entry> = vec![0; 1 << 18];
    let mut checked = 0;
    for line in include_str!("data/klondike-prunings-positions.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
    {
        let (numbers, moves) = line.split_at(line.match_indices(' ').nth(3).unwrap().0);
        let numbers: Vec<u32> = numbers.split(' ').map(|n| n.parse().unwrap()).collect();
        let rules = Rules::new(numbers[0], numbers[1], numbers[2] == 1).unwrap();
        let position = InPlay::replay(numbers[3], rules, moves);
        assert_eq!(
            verdict(&position.game, &mut table, ALL_ON, 1_000_000),
            Verdict::Won,
            "{line}"
        );
        let (compared, differ) = cross_check(&position, &mut table, 1_000_000);
        assert!(differ.is_empty(), "{}", differ.join("\n"));
        assert_eq!(compared, CHECKED.len(), "{line}");
        checked += 1;
    }
    assert_eq!(checked, 6);
}

#[test]
fn the_prunings_change_no_verdict_from_positions_in_play() {
    let (compared, differ) = check_games(1..=3, &rules_in_play(), 100_000);
    assert!(
        differ.is_empty(),
        "{} disagreements:\n{}",
        differ.len(),
        differ.join("\n")
    );
    assert!(compared >= 1000, "{compared}");
}

/// `make klondike-prunings`: games KLONDIKE_PRUNINGS_FIRST (1) to KLONDIKE_PRUNINGS_GAMES (200)
/// more, under every rule set, KLONDIKE_PRUNINGS_NODES (300,000) positions a search.
#[test]
#[ignore = "long: make klondike-prunings"]
fn the_prunings_change_no_verdict_from_positions_in_long_play() {
    let number =
        |name: &str, default: u64| std::env::var(name).map_or(default, |value| value.parse().expect(name));
    let first = number("KLONDIKE_PRUNINGS_FIRST", 1) as u32;
    let games = number("KLONDIKE_PRUNINGS_GAMES", 200) as u32;
    let nodes = number("KLONDIKE_PRUNINGS_NODES", 300_000);
    let rules = rules_in_play();
    let (mut compared, mut differ) = (0, Vec::new());
    for seed in first..first + games {
        let (pairs, messages) = check_games(seed..=seed, &rules, nodes);
        compared += pairs;
        for message in &messages {
            eprintln!("{message}");
        }
        differ.extend(messages);
        eprintln!(
            "game {seed}: {compared} pairs of verdicts compared, {} differ",
            differ.len()
        );
    }
    println!(
        "games {first} to {}: {compared} pairs of verdicts compared, {} differ",
        first + games - 1,
        differ.len()
    );
    assert!(
        differ.is_empty(),
        "{} disagreements:\n{}",
        differ.len(),
        differ.join("\n")
    );
}
