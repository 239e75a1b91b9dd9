"""Tic-tac-toe through Python: gamestate's exact results and messages, play, bad input."""

import copy

import pytest

import digipeg
from digipeg import ImpossibleBoardError, InvalidArgumentError, TicTacToe, gamestate
from digipeg import tictactoe as ttt_module


def test_names():
    assert ttt_module.gamestate is gamestate and ttt_module.TicTacToe is TicTacToe


@pytest.mark.parametrize(
    "board,state",
    [(["   ", "   ", "   "], "ongoing"), (["XOX", "OXO", "X  "], "win"), (["XOX", "XOO", "OXX"], "draw"),
     (["OOO", "XX ", "X  "], "win"), (["XO ", "   ", "   "], "ongoing"), (("XXX", "OO ", "   "), "win")],
)
def test_states(board, state):
    assert gamestate(board) == state


@pytest.mark.parametrize(
    "board,message",
    [(["OO ", "X  ", "   "], "Wrong turn order: O started"),
     (["XX ", "   ", "   "], "Wrong turn order: X went twice"),
     (["XXX", "OOO", "   "], "Impossible board: game should have ended after the game was won"),
     (["XXX", "OO ", "O  "], "Impossible board: game should have ended after the game was won"),
     (["OOO", "XX ", "XXX"], "Wrong turn order: X went twice")],
)
def test_impossible_boards(board, message):
    with pytest.raises(ImpossibleBoardError) as caught:
        gamestate(board)
    assert str(caught.value) == message and isinstance(caught.value, ValueError)


@pytest.mark.parametrize(
    "board,code",
    [([], 300), (["   "] * 4, 300), (["   ", "  ", "   "], 301), (["    ", "   ", "   "], 301),
     (["x  ", "   ", "   "], 302), (["X.O", "   ", "   "], 302), (["\t  ", "   ", "   "], 302)],
)
def test_malformed_boards(board, code):
    with pytest.raises(InvalidArgumentError) as caught:
        gamestate(board)
    assert caught.value.code == code and isinstance(caught.value, ValueError)


@pytest.mark.parametrize("bad", ["XOX", None, 3, [1, 2, 3], ["XOX", None, "   "], [b"XOX", "   ", "   "]])
def test_wrong_types(bad):
    with pytest.raises(TypeError):
        gamestate(bad)


def test_play_and_bad_moves():
    game = TicTacToe()
    assert (game.turn, game.winner, game.state, game.is_over()) == ("X", None, "ongoing", False)
    assert game.play(4) == "ongoing" and game.turn == "O"
    before = game.copy()
    for square, cls, code in [(4, digipeg.IllegalMoveError, 307), (9, digipeg.OutOfRangeError, 306),
                              (-1, digipeg.OutOfRangeError, 306), (2**80, digipeg.OutOfRangeError, 306)]:
        with pytest.raises(cls) as caught:
            game.play(square)
        assert caught.value.code == code and game == before
        assert game.is_legal(square) is False
    with pytest.raises(TypeError):
        game.play("4")
    for square in (0, 1, 2):
        game.play(square)
    assert game.play(7) == "win" and game.winner == "X" and game.legal_moves() == []
    with pytest.raises(digipeg.IllegalMoveError) as caught:
        game.play(8)
    assert caught.value.code == 308
    assert str(game) == "OXO\n X \n X \n" and game.rows() == ["OXO", " X ", " X "]
    assert copy.deepcopy(game) == game
    assert eval(repr(game), {"TicTacToe": TicTacToe}) == game


def test_from_rows_refuses_impossible_boards():
    with pytest.raises(ImpossibleBoardError):
        TicTacToe.from_rows(["OO ", "X  ", "   "])
    assert TicTacToe.from_rows(["XO ", "   ", "   "]).turn == "X"


def test_random_computer_plays_legal_moves_reproducibly():
    def game_with(seed):
        game, rng = TicTacToe(), digipeg.Rng(seed)
        while not game.is_over():
            game.play(ttt_module.random_move(game, rng))
        return game

    assert game_with(7) == game_with(7)
    assert all(game_with(seed).is_over() for seed in range(20))


def test_perfect_play_of_the_core():
    assert TicTacToe().value() == ("draw", 9)
    game = TicTacToe.from_rows(["XX ", "OO ", "   "])
    assert game.value() == ("X", 1) and game.quickest_moves() == [2] and 2 in game.best_moves()
    assert game.computer_move() == 2 and game.computer_move(2, seed=9) == 2
    for level in (0, 1, 2):
        square = TicTacToe().computer_move(level, seed=3)
        assert square == TicTacToe().computer_move(level, seed=3) and 0 <= square <= 8
    for bad in (3, -1, 2**70):
        with pytest.raises(digipeg.DigipegError):
            TicTacToe().computer_move(bad)
    with pytest.raises(TypeError):
        TicTacToe().computer_move("perfect")
    over = TicTacToe.from_rows(["XXX", "OO ", "   "])
    with pytest.raises(digipeg.IllegalMoveError) as caught:
        over.computer_move()
    assert caught.value.code == 501


def test_perfect_computer_never_loses_to_random_play():
    for seed in range(30):
        game, rng = TicTacToe(), digipeg.Rng(seed)
        while not game.is_over():
            if game.turn == "X":
                game.play(ttt_module.random_move(game, rng))
            else:
                game.play(game.computer_move(2, seed=seed))
        assert game.winner != "X"


def outcome(board):
    try:
        return gamestate(board)
    except ValueError as err:
        return type(err), str(err)


def test_fast_path_agrees_with_the_core_parser_on_every_board():
    """A list of str rows takes the fast path; a tuple goes through the core's parser."""
    import itertools

    for cells in itertools.product("XO ", repeat=9):
        rows = ["".join(cells[r * 3 : r * 3 + 3]) for r in range(3)]
        assert outcome(rows) == outcome(tuple(rows))


class Row(str):
    pass


@pytest.mark.parametrize(
    "board,expected",
    [(["XÖ ", "   ", "   "], 302), (["X😀 ", "   ", "   "], 302), (["X\x00 ", "   ", "   "], 302),
     ([Row("X  "), "   ", "   "], "ongoing"), ([Row("XX ")] + ["   "] * 2, 304), (["é  ", " ", "   "], 301)],
)
def test_unusual_rows(board, expected):
    if isinstance(expected, str):
        assert gamestate(board) == expected
    else:
        with pytest.raises(ValueError) as caught:
            gamestate(board)
        assert caught.value.code == expected


class Rows(list):
    pass


def test_the_fast_paths_fallbacks():
    # A lone surrogate cannot be read as UTF-8: the slow path refuses it as a ValueError.
    with pytest.raises(ValueError):
        gamestate(["X\ud800 ", "   ", "   "])
    # A list subclass, and rows that are not str, go through the core's parser too.
    assert gamestate(Rows(["XOX", "OXO", "X  "])) == "win"
    with pytest.raises(TypeError):
        gamestate(["XOX", b"OXO", "X  "])
    # Non-ASCII rows of 3 characters are more than 3 bytes: never read as a row of cells.
    with pytest.raises(InvalidArgumentError):
        gamestate(["X\u2003 ", "   ", "   "])


def test_every_raise_is_a_fresh_exception():
    bad = ["OO ", "X  ", "   "]
    caught = []
    for _ in range(3):
        try:
            gamestate(bad)
        except ImpossibleBoardError as err:
            caught.append(err)
    assert len({id(err) for err in caught}) == 3
    assert all(err.__traceback__.tb_next is None and err.__context__ is None for err in caught)
    caught[0].args = ("changed",)
    assert str(caught[1]) == "Wrong turn order: O started"
