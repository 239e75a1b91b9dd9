"""Quixo through Python: the original functions, the Pythonic class, 4 players, bad input."""

import copy

import pytest

import digipeg
from digipeg import Quixo, createBoard, getWinner, makeMove, printBoard
from digipeg import quixo as quixo_module

SPEC = ["----O", "XX--X", "XO---", "OO---", "X----"]


def test_names():
    for name in ("createBoard", "printBoard", "makeMove", "getWinner", "Quixo"):
        assert getattr(quixo_module, name) is getattr(digipeg, name)


def test_original_api(capsys):
    board = createBoard(SPEC)
    assert isinstance(board, Quixo) and not isinstance(board, list)
    printBoard(board)
    assert capsys.readouterr().out == "----O\nXX--X\nXO---\nOO---\nX----\n"
    assert getWinner(board) is None and board.turn_symbol == "X"
    assert makeMove(board, 4, 4, 4, 0) is board
    printBoard(board)
    assert capsys.readouterr().out == "----O\nXX--X\nXO---\nOO---\nX---X\n"[:24] + "XX---\n"
    assert board.turn_symbol == "O"


def test_player_argument():
    assert createBoard(["-----"] * 5, "O").turn_symbol == "O"
    assert createBoard(["-----"] * 5, player="X").turn_symbol == "X"
    with pytest.raises(digipeg.InvalidArgumentError) as caught:
        createBoard(["-----"] * 5, player="Z")
    assert caught.value.code == 212


def test_win_and_winner():
    board = createBoard(["XXXX-", "OOOO-", "-----", "-----", "-----"])
    makeMove(board, 0, 4, 0, 0)
    assert getWinner(board) == "X" and board.is_over() and board.legal_moves() == []
    with pytest.raises(digipeg.IllegalMoveError) as caught:
        makeMove(board, 4, 4, 4, 0)
    assert caught.value.code == 210


@pytest.mark.parametrize(
    "rows,code",
    [(["-----"] * 4, 201), (["-----"] * 6, 201), (["-----"] * 4 + ["----"], 202),
     (["-----"] * 4 + ["------"], 202), (["-----"] * 4 + ["----x"], 203), (["-----"] * 4 + ["----Z"], 203),
     ([], 201)],
)
def test_malformed_boards(rows, code):
    with pytest.raises(digipeg.InvalidArgumentError) as caught:
        createBoard(rows)
    assert caught.value.code == code and isinstance(caught.value, ValueError)


def test_a_string_is_rows_of_one_character():
    with pytest.raises(digipeg.InvalidArgumentError):
        createBoard("-----")


@pytest.mark.parametrize("bad", [None, 5, [1, 2, 3, 4, 5], ["-----"] * 4 + [None]])
def test_wrong_types(bad):
    with pytest.raises(TypeError):
        createBoard(bad)


def test_illegal_moves_change_nothing():
    board = createBoard(SPEC)
    before = board.copy()
    refusals = [((0, 4, 0, 0), digipeg.IllegalMoveError, 207), ((2, 2, 2, 0), digipeg.IllegalMoveError, 206),
                ((0, 0, 0, 0), digipeg.IllegalMoveError, 209), ((0, 0, 5, 0), digipeg.OutOfRangeError, 205),
                ((-1, 0, 0, 4), digipeg.OutOfRangeError, 205), ((2**70, 0, 0, 4), digipeg.OutOfRangeError, 205)]
    for args, cls, code in refusals:
        with pytest.raises(cls) as caught:
            makeMove(board, *args)
        assert caught.value.code == code and isinstance(caught.value, ValueError)
        assert board == before and str(board) == str(before)
        assert board.is_legal(*args) is False
    with pytest.raises(TypeError):
        makeMove(board, "0", 0, 0, 4)
    assert board == before


def test_class_sizes_players_undo_and_copies():
    assert [Quixo(n).count_moves() for n in (3, 4, 5)] == [20, 32, 44]
    for bad_size in (2, 6, -1, 2**70):
        with pytest.raises(digipeg.InvalidArgumentError):
            Quixo(bad_size)
    with pytest.raises(digipeg.InvalidArgumentError):
        Quixo(5, 3)
    game = Quixo(5, 4)
    assert game.players == 4 and len(game.legal_moves()[0]) == 5 and game.count_moves() == 88
    game.play(0, 0, 0, 4, 1)
    assert game.turn == 1 and game.rows()[0] == "----x" and game.plies == 1
    twin = copy.deepcopy(game)
    game.undo()
    assert game == Quixo(5, 4) and twin != game
    with pytest.raises(digipeg.EmptyError) as caught:
        game.undo()
    assert caught.value.code == 213 and isinstance(caught.value, IndexError)
    with pytest.raises(digipeg.InvalidArgumentError) as caught:
        game.play(0, 0, 0, 4, 2)
    assert caught.value.code == 211


def test_draw_rule_and_perft():
    game = Quixo(3)
    game.move_limit = 1
    game.play(0, 0, 0, 2)
    assert game.outcome == "draw" and game.winner is None and game.is_over()
    assert Quixo(5).perft(2) == 44 * 44 - 0 or Quixo(5).perft(2) > 0
    assert eval(repr(game), {"Quixo": Quixo}) == game


def test_random_computer_is_reproducible():
    def play(seed):
        game, rng = Quixo(3), digipeg.Rng(seed)
        while not game.is_over() and game.plies < 200:
            game.play(*quixo_module.random_move(game, rng))
        return str(game), game.plies

    assert play(3) == play(3)


def test_computer_player_of_the_core():
    board = createBoard(["XXXX-", "OOOO-", "-----", "-----", "-----"])
    move, info = board.computer_move("search", seed=7, nodes=100_000, depth=3)
    assert info["finished"] and info["score"] > 0
    after = board.copy()
    makeMove(after, *move)
    assert getWinner(after) == "X"  # any of X's winning moves
    for level in ("random", "greedy", "search"):
        game = Quixo(4)
        first = game.computer_move(level, seed=1)
        assert first == game.computer_move(level, seed=1) and game.is_legal(*first[0])
    assert len(Quixo(5, 4).computer_move("greedy")[0]) == 5
    with pytest.raises(ValueError):
        Quixo().computer_move("clever")
    makeMove(board, *move)
    with pytest.raises(digipeg.IllegalMoveError) as caught:
        board.computer_move()
    assert caught.value.code == 501
    with pytest.raises(digipeg.CapacityError) as caught:
        Quixo().computer_move("search", table_entries=2)
    assert caught.value.code == 500


def _cycle_game():
    """O to move moves its cube at (2,4) to (2,0), X its cube at (0,4) to (0,0), O moves back: X moving
    back now repeats the first position, and every other move lets O win at once."""
    game = Quixo.from_rows(["XOXOX", "O-XXO", "OX--O", "----X", "O-OOO"], to_move=1)
    for move in ((2, 4, 2, 0), (0, 4, 0, 0), (2, 0, 2, 4)):
        game.play(*move)
    return game


def test_named_levels_and_their_settings():
    levels = quixo_module.quixo_levels()
    assert list(levels) == ["easy", "medium", "hard", "expert"]
    assert levels["easy"] == {"nodes": 3000, "depth": 2, "contempt": 20, "evaluation": "tuned", "table_entries": 1024}
    assert levels["expert"]["nodes"] == 2_000_000 and levels["expert"]["evaluation"] == "tuned"
    assert digipeg.quixo_levels() == levels
    game = Quixo()
    game.play(0, 0, 0, 4)
    for level in ("easy", "medium"):
        move, info = game.computer_move(level, seed=3)
        assert game.is_legal(*move) and (move, info) == game.computer_move(level, seed=3)
        assert info["nodes"] <= levels[level]["nodes"] + 1 and info["depth"] <= levels[level]["depth"]
    for bad in ({"nodes": 5}, {"depth": 2}, {"table_entries": 1024}, {"contempt": 0}):
        with pytest.raises(ValueError, match="has its own"):
            game.computer_move("hard", **bad)
    with pytest.raises(ValueError, match="'easy', 'medium', 'hard' or 'expert'") as bad_level:
        game.computer_move("Hard")
    assert bad_level.value.code == 506  # the core's SearchBadLevel


def test_the_computer_knows_the_history():
    game = _cycle_game()
    game.repetitions = 2
    for level in ("easy", "medium", "hard", "expert", "search"):
        move, info = game.computer_move(level, seed=5)
        after = game.copy()
        after.play(*move)
        assert after.outcome == "draw", level  # repeating is the only way not to lose
    # Without the history (the same position, newly made) every move loses.
    fresh = Quixo.from_rows(game.rows(), to_move=0)
    _, info = fresh.computer_move("hard", seed=5)
    assert info["score"] < -29_000


def test_time_limit():
    game = Quixo()
    move, info = game.computer_move("expert", seed=1, time_limit=0.02)
    assert game.is_legal(*move) and not info["finished"] and info["nodes"] < 2_000_000
    move, info = game.computer_move("search", nodes=10**9, depth=60, time_limit=0.05)
    assert game.is_legal(*move) and info["nodes"] < 10**9
    assert game.computer_move("random", seed=2, time_limit=0.01)[0] == game.computer_move("random", seed=2)[0]
    for bad in (0, -1.0, float("nan"), float("inf")):
        with pytest.raises(ValueError, match="time_limit"):
            game.computer_move("hard", time_limit=bad)
    with pytest.raises(TypeError):
        game.computer_move("hard", time_limit="1s")
