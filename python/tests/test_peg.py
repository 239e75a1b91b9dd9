"""DigiPeg through Python: names, attributes, messages, drawings, and every kind of bad input."""

import copy
import pickle

import pytest

import digipeg
from digipeg import DigiPeg, IllegalMoveError, InvalidArgumentError, OutOfRangeError, PegRectangleSolitaire
from digipeg import peg as peg_module

HUGE = [2**63, -(2**63) - 1, 10**100, -(10**100)]


def test_names():
    assert PegRectangleSolitaire is DigiPeg
    assert peg_module.DigiPeg is DigiPeg and peg_module.PegRectangleSolitaire is DigiPeg
    assert DigiPeg.__module__ == "digipeg"


def test_spec_drawing_is_byte_exact(capsys):
    game = DigiPeg(2, 3, 0, 1)
    assert str(game) == (
        "    1   2   3  \n"
        "  +---+---+---+\n"
        "1 | o |   | o |\n"
        "  +---+---+---+\n"
        "2 | o | o | o |\n"
        "  +---+---+---+\n"
    )
    print(game)
    assert capsys.readouterr().out.endswith("+---+\n\n")


def test_attributes_and_a_whole_game(capsys):
    game = DigiPeg(1, 5, 0, 0)
    assert game.board == [[False, True, True, True, True]]
    assert game.pegs_left == 4 and (game.rows, game.columns) == (1, 5)
    assert game.legal_moves() == [(0, 2, 0, 0)]
    assert game.legal_move(0, 2, 0, 0) is True
    assert game.make_move(0, 2, 0, 0) is None
    game.make_move(0, 4, 0, 2)
    assert game.board == [[True, False, True, False, False]]
    assert game.pegs_left == 2 and game.game_over() is True
    game.final_message()
    assert capsys.readouterr().out == "Number of pegs left: 2\nYou're a DigiPeg Genius!\n"


@pytest.mark.parametrize(
    "pegs,verdict",
    [(2, "You're a DigiPeg Genius!"), (3, "Not too shabby, rookie."), (4, "Not too shabby, rookie."),
     (5, "That's nothing to write home about."), (6, "That's nothing to write home about."),
     (7, "You're a DigiPeg Igno-Ra-Moose.")],
)
def test_final_messages(pegs, verdict):
    game = DigiPeg.from_rows(["o" * pegs])
    assert game.final_message_text() == f"Number of pegs left: {pegs}\n{verdict}\n"


def test_board_is_a_snapshot_and_can_be_replaced():
    game = DigiPeg(2, 3, 0, 1)
    snapshot = game.board
    snapshot[0][0] = False
    assert game.board[0][0] is True  # a snapshot: the game did not change
    game.board = [[False, True, True], [False, False, False]]
    assert game.pegs_left == 2 and game.legal_moves() == [(0, 2, 0, 0)]
    with pytest.raises(AttributeError):
        game.pegs_left = 3
    with pytest.raises(TypeError):
        game.board = [[1, 0, 1]]
    with pytest.raises(TypeError):
        game.board = "ooo"
    with pytest.raises(InvalidArgumentError):
        game.board = [[True] * 10]
    assert game.pegs_left == 2


def test_illegal_moves_raise_the_core_message_and_change_nothing():
    game = DigiPeg(3, 3, 1, 1)
    before = game.copy()
    cases = [
        ((0, 0, 0, 2), IllegalMoveError, 104, "illegal move: the landing hole is not empty"),
        ((1, 1, 1, 3), OutOfRangeError, 102, "illegal move: that hole is not on the board"),
        ((0, 0, 1, 2), IllegalMoveError, 104, "illegal move: the landing hole is not empty"),
        ((0, 0, 1, 1), IllegalMoveError, 105, "illegal move: a peg jumps exactly two holes in an allowed direction"),
    ]
    for args, cls, code, message in cases:
        with pytest.raises(cls) as caught:
            game.make_move(*args)
        assert (caught.value.code, str(caught.value)) == (code, message)
        assert isinstance(caught.value, ValueError)
        assert game == before
    with pytest.raises(IllegalMoveError, match="two holes"):
        game.check_move(0, 1, 1, 1)
    assert DigiPeg(1, 3, 0, 0).check_move(0, 2, 0, 0) is None
    assert DigiPeg(3, 3, 1, 1, diagonal=True).legal_move(2, 2, 0, 0) is False
    assert DigiPeg(3, 3, 0, 0, diagonal=True).legal_move(2, 2, 0, 0) is True


@pytest.mark.parametrize("value", HUGE + [-1, 9, 10, 255, 256, -256])
def test_any_int_is_answered(value):
    game = DigiPeg(3, 3, 0, 0)
    before = game.copy()
    for position in range(4):
        args = [2, 0, 0, 0]
        args[position] = value
        assert game.legal_move(*args) is False
        with pytest.raises(ValueError):
            game.make_move(*args)
        assert game == before
    assert game.is_peg(value, 0) is False and game.is_hole(0, value) is False


@pytest.mark.parametrize("bad", [1.0, "1", None, [1], 1j, object()])
def test_non_ints_are_type_errors(bad):
    game = DigiPeg(3, 3, 0, 0)
    with pytest.raises(TypeError):
        game.legal_move(bad, 0, 0, 0)
    with pytest.raises(TypeError):
        game.make_move(2, 0, bad, 0)
    with pytest.raises(TypeError):
        DigiPeg(bad, 3, 0, 0)
    assert game == DigiPeg(3, 3, 0, 0)


def test_bools_and_index_objects_are_ints():
    class Two:
        def __index__(self):
            return 2

    game = DigiPeg(3, 3, 0, 0)
    assert game.legal_move(Two(), False, 0, 0) is True


@pytest.mark.parametrize(
    "args,cls,code",
    [((0, 3, 0, 0), InvalidArgumentError, 100), ((10, 3, 0, 0), InvalidArgumentError, 100),
     ((3, -1, 0, 0), InvalidArgumentError, 100), ((2**64, 3, 0, 0), InvalidArgumentError, 100),
     ((3, 3, 3, 0), OutOfRangeError, 101), ((3, 3, 0, -1), OutOfRangeError, 101),
     ((3, 3, 10**30, 0), OutOfRangeError, 101)],
)
def test_bad_boards(args, cls, code):
    with pytest.raises(cls) as caught:
        DigiPeg(*args)
    assert caught.value.code == code and isinstance(caught.value, ValueError)


def test_wrong_argument_counts_and_keywords():
    with pytest.raises(TypeError):
        DigiPeg(3, 3, 0)
    with pytest.raises(TypeError):
        DigiPeg(3, 3, 0, 0, True)  # diagonal is keyword-only
    with pytest.raises(TypeError):
        DigiPeg(3, 3, 0, 0, diagonal=1)
    with pytest.raises(TypeError):
        DigiPeg(3, 3, 0, 0).legal_move(0, 0, 0)


def test_from_rows_errors():
    with pytest.raises(InvalidArgumentError) as caught:
        DigiPeg.from_rows(["oxo"])
    assert caught.value.code == 108
    with pytest.raises(InvalidArgumentError):
        DigiPeg.from_rows([])
    with pytest.raises(ValueError, match="directions"):
        DigiPeg.from_rows(["o.o"], directions="sideways")
    with pytest.raises(TypeError):
        DigiPeg.from_rows("o.o")


def test_pythonic_extras():
    game = DigiPeg(3, 4, 0, 0, diagonal=True)
    assert game.diagonal is True and game.directions == "diagonal"
    twin = copy.copy(game)
    assert twin == game and twin is not game
    assert copy.deepcopy(game) == game
    assert pickle.loads(pickle.dumps(game)) == game
    assert eval(repr(game), {"DigiPeg": DigiPeg}) == game
    twin.make_move(*twin.legal_moves()[0])
    assert twin != game and game.pegs_left == 11
    assert game != "not a game"
    with pytest.raises(TypeError):
        hash(game)
    assert game.count_moves() == len(game.legal_moves())


def test_program_input_before_start_is_refused():
    program = digipeg.PegProgram()
    for line in ["3", None]:
        with pytest.raises(digipeg.errors.ProgramNotStarted) as caught:
            program.input(line)
        assert isinstance(caught.value, digipeg.OutOfOrderError) and isinstance(caught.value, RuntimeError)
        assert caught.value.code == 600
    assert program.start().endswith("Enter the number of rows [1 - 9]: ")  # nothing was used up
    assert program.input("2") == "Enter the number of columns [1 - 9]: "


def test_program_object():
    program = digipeg.PegProgram(banner="digipeg")
    assert program.start().startswith("Welcome to DigiPeg Solitaire!\n-----------------------------\n\n")
    assert program.game is None and not program.finished
    for line in ["1", "2", "1", "1"]:
        program.input(line)
    assert program.finished and program.game == DigiPeg(1, 2, 0, 0)
    assert program.input("5") == ""
    with pytest.raises(ValueError):
        digipeg.PegProgram(banner="other")
