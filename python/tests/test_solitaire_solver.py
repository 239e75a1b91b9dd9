"""The core's simplified-solitaire solver through Python: Solitaire.solve and Solitaire.hint,
checked against a plain breadth-first search over the game's own legal moves."""

import collections

import pytest

import digipeg
from digipeg import Solitaire, SolitaireHint, SolitaireSolution


def key(game):
    return tuple(map(tuple, game.piles()))


def bfs(game, max_moves):
    """The length of a shortest win within max_moves moves (None if there is none)."""
    if game.is_complete():
        return 0
    seen = {key(game)}
    frontier = collections.deque([(game, 0)])
    while frontier:
        here, depth = frontier.popleft()
        if depth == max_moves:
            continue
        for move in here.legal_moves():
            after = here.copy()
            after.play_move(*move)
            if after.is_complete():
                return depth + 1
            if key(after) not in seen:
                seen.add(key(after))
                frontier.append((after, depth + 1))
    return None


def replay(game, moves):
    game = game.copy()
    for move in moves:
        game.play_move(*move)
    return game


def test_names_and_the_documented_example():
    assert digipeg.SolitaireSolution is SolitaireSolution and digipeg.SolitaireHint is SolitaireHint
    game = Solitaire([1, 0, 2])
    found = game.solve()
    assert found == SolitaireSolution([(0, 1), (0, 1), (0, 2), (1, 2)], True, found.nodes)
    moves, finished, nodes = found  # a named tuple
    assert replay(game, moves).is_complete() and finished and nodes > 0
    hint = game.hint()
    assert (hint.move, hint.win_in, hint.built, hint.finished) == ((0, 1), 4, 2, True)
    assert game.piles() == [[1, 0, 2], [], []]  # searching changes nothing


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_shortest_wins_match_a_plain_bfs(n):
    for seed in range(4):
        game = Solitaire.shuffled(n, seed)
        for limit in (None, 3, 5):
            found = game.solve(limit)
            expected = bfs(game, game.ChanceNo if limit is None else limit)
            assert found.finished
            if expected is None:
                assert found.moves is None
            else:
                assert len(found.moves) == expected and replay(game, found.moves).is_complete()
                hint = game.hint(limit)
                assert hint.win_in == expected and hint.move == found.moves[0] and hint.built == n - 1


def test_no_win_within_the_limit_and_the_building_hint():
    game = Solitaire([1, 0, 2])
    assert game.solve(3) == (None, True, game.solve(3).nodes)
    hint = game.hint(1)
    assert hint.win_in is None and hint.finished and game.is_legal(*hint.move)
    assert game.hint(2).built == 1  # two moves put 0 onto 1


def test_a_complete_game_and_the_budget():
    done = Solitaire([1, 0])
    done.play_move(0, 1)
    done.play_move(0, 1)
    assert done.solve().moves == [] and done.solve(0).finished
    with pytest.raises(digipeg.IllegalMoveError) as caught:
        done.hint()
    assert caught.value.code == 501
    big = Solitaire.shuffled(40, 7)
    found = big.solve(node_budget=1)
    assert (found.moves, found.finished) == (None, False)
    assert not big.hint(node_budget=1).finished


@pytest.mark.parametrize("max_moves", [129, -1, 2**80])
def test_too_deep(max_moves):
    game = Solitaire([1, 0, 2])
    for method in (game.solve, game.hint):
        with pytest.raises(digipeg.InvalidArgumentError) as caught:
            method(max_moves)
        assert caught.value.code == 504 and type(caught.value).__name__ == "SearchTooDeep"
    assert game.solve(128).finished


def test_bad_arguments():
    game = Solitaire([1, 0, 2])
    for method in (game.solve, game.hint):
        with pytest.raises(digipeg.CapacityError) as caught:
            method(table_entries=3)
        assert caught.value.code == 500
        assert method(table_entries=4).finished
        for bad in ("3", 3.0):
            with pytest.raises(TypeError):
                method(bad)
        with pytest.raises(OverflowError):
            method(node_budget=-1)
        with pytest.raises(TypeError):
            method(5, 10)  # node_budget is keyword-only
