"""The core's strong Quixo solver through Python: QuixoSolution and computer_move(solution=...).

3 x 3 is solved once per session (milliseconds) and checked thoroughly; 4 x 4 (43 MB, several
seconds) once.
"""

import pytest

import digipeg
from digipeg import Quixo, QuixoSolution, Rng
from digipeg import quixo as quixo_module

OPPOSITE = {"win": "loss", "loss": "win", "draw": "draw"}


@pytest.fixture(scope="module")
def solved3():
    return QuixoSolution(3)


def positions(count, seed, size=3):
    """Positions reached by random play from the empty board (decided ones included)."""
    rng = Rng(seed)
    found = []
    while len(found) < count:
        game = Quixo(size)
        for _ in range(rng.below(40)):
            found.append(game.copy())
            if game.is_over():
                break
            moves = game.legal_moves()
            game.play(*moves[rng.below(len(moves))])
    return found


def test_names_sizes_and_stats(solved3):
    assert quixo_module.QuixoSolution is QuixoSolution is digipeg.QuixoSolution
    assert (solved3.size, solved3.nbytes, len(solved3.to_bytes())) == (3, 19_683, 19_683)
    assert QuixoSolution.table_len(3) == 19_683 and QuixoSolution.table_len(4) == 43_046_721
    assert QuixoSolution.table_len(5) is None and QuixoSolution.table_len(-1) is None
    stats = solved3.stats
    assert set(stats) == {"wins", "losses", "draws", "passes"} and stats["wins"] > 0 and stats["losses"] > 0
    assert repr(solved3) == "<QuixoSolution 3 x 3, 19683 bytes>"
    assert solved3.value(Quixo(3)) == "win"  # the first player wins 3 x 3


def test_values_agree_with_the_moves(solved3):
    """value(p) is the best of move_values(p); a move's value is the opposite of the value it leaves."""
    for game in positions(300, seed=1):
        if game.is_over():
            assert solved3.value(game) == ("draw" if game.outcome == "draw" else
                                           "win" if game.winner == game.turn_symbol else "loss")
            continue
        moves = solved3.move_values(game)
        assert [m for m, _ in moves] == game.legal_moves()
        values = {v for _, v in moves}
        expected = "win" if "win" in values else "draw" if "draw" in values else "loss"
        assert solved3.value(game) == expected
        for move, value in moves:
            after = game.copy()
            after.play(*move)
            assert OPPOSITE[solved3.value(after)] == value, (game, move)
        best = solved3.best_move(game)
        assert dict(moves)[best] == expected


@pytest.mark.parametrize("opponent", ["random", "greedy", "search"])
def test_perfect_play_wins_from_the_empty_board(solved3, opponent):
    for seed in range(5):
        game = Quixo(3)
        while not game.is_over() and game.plies < 200:
            if game.turn == 0:
                move, info = game.computer_move("search", seed=seed, solution=solved3)
                assert (info["depth"], info["nodes"], info["finished"]) == (0, 0, True)
                assert move == solved3.best_move(game) and info["score"] == digipeg_mate()
            else:
                move, _ = game.computer_move(opponent, seed=seed, depth=2, nodes=5_000)
            game.play(*move)
        assert game.winner == "X", (opponent, seed)


def digipeg_mate():
    """The score a solved win reports (the core's MATE), read from a won position."""
    return Quixo.from_rows(["XX-", "OO-", "---"], size=3).computer_move("search", depth=2)[1]["score"] + 1


def test_solution_is_used_only_where_it_applies(solved3):
    _, info = Quixo(5).computer_move("search", depth=1, solution=solved3)
    assert info["nodes"] > 0  # a 5 x 5 game is searched, the 3 x 3 table ignored
    move, info = Quixo(3).computer_move("random", seed=3, solution=solved3)
    assert info["nodes"] == 1 and Quixo(3).is_legal(*move)
    with pytest.raises(TypeError):
        Quixo(3).computer_move("search", solution="solved")


def test_bytes_round_trip(solved3):
    again = QuixoSolution.from_bytes(3, solved3.to_bytes())
    assert again.stats is None and again.nbytes == 19_683
    for game in positions(50, seed=2):
        assert again.value(game) == solved3.value(game)
        if not game.is_over():
            assert again.best_move(game) == solved3.best_move(game)


@pytest.mark.parametrize("size", [5, 2, 0, -1, 2**80])
def test_unsupported_sizes(size):
    with pytest.raises(digipeg.InvalidArgumentError) as caught:
        QuixoSolution(size)
    assert caught.value.code == 520 and type(caught.value).__name__ == "SolverUnsupported"
    with pytest.raises(digipeg.InvalidArgumentError) as caught:
        QuixoSolution.from_bytes(size, b"")
    assert caught.value.code == 520


def test_bad_arguments_and_positions(solved3):
    for bad in ("3", 3.0, None):
        with pytest.raises(TypeError):
            QuixoSolution(bad)
    with pytest.raises(digipeg.CapacityError) as caught:
        QuixoSolution.from_bytes(3, bytes(100))
    assert caught.value.code == 500
    with pytest.raises(ValueError, match="19683 bytes"):
        QuixoSolution.from_bytes(3, bytes(19_684))
    for other in (Quixo(4), Quixo(5), Quixo(3, 4)):
        for method in (solved3.value, solved3.best_move, solved3.move_values):
            with pytest.raises(digipeg.InvalidArgumentError) as caught:
                method(other)
            assert caught.value.code == 520
    for method in (solved3.value, solved3.best_move, solved3.move_values):
        with pytest.raises(TypeError):
            method(["---", "---", "---"])
    won = Quixo.from_rows(["XXX", "OO-", "---"], size=3, to_move=1)
    assert won.winner == "X" and solved3.value(won) == "loss"
    for method in (solved3.best_move, solved3.move_values):
        with pytest.raises(digipeg.IllegalMoveError) as caught:
            method(won)
        assert caught.value.code == 501


def test_four_by_four_once():
    solved = QuixoSolution(4)
    assert solved.nbytes == 43_046_721 and solved.value(Quixo(4)) == "win"
    for seed in range(2):
        game = Quixo(4)
        while not game.is_over() and game.plies < 300:
            level = "search" if game.turn == 0 else "greedy"
            game.play(*game.computer_move(level, seed=seed, solution=solved)[0])
        assert game.winner == "X"
