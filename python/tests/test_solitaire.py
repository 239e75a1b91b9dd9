"""Simplified solitaire through Python: the object Deque, the live piles, move, display, bad input."""

import pytest

import digipeg
from digipeg import CapacityError, Deque, EmptyError, Solitaire
from digipeg import solitaire as sol_module


def test_names():
    assert sol_module.Deque is Deque and sol_module.Solitaire is Solitaire
    assert Deque.peek_last is Deque.peeklast and Deque.print_all is Deque.printall


def test_deque_holds_any_objects(capsys):
    d = Deque()
    marker = object()
    d.add_front("b")
    d.add_front(marker)
    d.add_rear(None)
    assert d.items == [None, "b", marker] and d.size() == 3
    assert d.peek() is marker and d.peeklast() is None and d.peek_last() is None
    d.printall(1)
    assert capsys.readouterr().out == f"None b {marker} "
    d.print_all(0)
    assert capsys.readouterr().out == "None * * "
    assert d.remove_front() is marker and d.remove_rear() is None and d.items == ["b"]


def test_deque_empty_and_full():
    d = Deque()
    for method in (d.remove_front, d.remove_rear, d.peek, d.peeklast):
        with pytest.raises(EmptyError) as caught:
            method()
        assert str(caught.value) == "the deque is empty" and caught.value.code == 401
        assert isinstance(caught.value, IndexError)
    for i in range(Deque.CAPACITY):
        d.add_front([i])
    with pytest.raises(CapacityError) as caught:
        d.add_rear("one too many")
    assert str(caught.value) == "the deque is full" and caught.value.code == 400
    assert d.size() == 64 and d.peeklast() == [0]


def test_spec_display(capsys):
    game = Solitaire([3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4])
    for target in (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3):
        assert game.move(0, target) is True
    game.display()
    assert capsys.readouterr().out == "0: 6 * * \n1: 3 2 1 0 \n2: 14 13 12 11 \n3: 10 9 8 7 \n"
    assert [line.rstrip() for line in game.display_text().splitlines()] == [
        "0: 6 * *", "1: 3 2 1 0", "2: 14 13 12 11", "3: 10 9 8 7"]


def test_t_is_live_and_read_only():
    game = Solitaire([2, 0, 1])
    pile1 = game.t[1]
    assert pile1.items == [] and pile1.size() == 0
    game.move(0, 1)
    assert pile1.items == [2] and pile1.peek() == 2 and game.t[-3].items == [0, 1]
    assert [p.items for p in game.t] == [[0, 1], [2], []] and len(game.t) == game.ColNo == 3
    with pytest.raises(TypeError):
        pile1.add_front(5)
    with pytest.raises(TypeError):
        game.t[2].remove_rear()
    with pytest.raises(IndexError):
        game.t[3]
    with pytest.raises(EmptyError):
        game.t[2].peek()


def test_move_ignores_refused_moves_like_the_original_and_play_move_explains():
    game = Solitaire([2, 0, 1])
    before = game.copy()
    refusals = [((5, 1), digipeg.OutOfRangeError, 404), ((-1, 0), digipeg.OutOfRangeError, 404),
                ((2**70, 1), digipeg.OutOfRangeError, 404), ((1, 0), digipeg.IllegalMoveError, 407),
                ((1, 1), digipeg.IllegalMoveError, 408), ((1, 2), digipeg.IllegalMoveError, 405)]
    for (c1, c2), cls, code in refusals:
        assert game.move(c1, c2) is False and game == before
        assert game.is_legal(c1, c2) is False
        with pytest.raises(cls) as caught:
            game.play_move(c1, c2)
        assert caught.value.code == code and isinstance(caught.value, ValueError) and game == before
        with pytest.raises(cls):
            game.check_move(c1, c2)
    game.move(0, 1)
    with pytest.raises(digipeg.IllegalMoveError) as caught:
        game.play_move(0, 1)  # 0 is not exactly one lower than 2
    assert caught.value.code == 406
    with pytest.raises(TypeError):
        game.move("0", 1)


def test_a_won_game_and_complete():
    game = Solitaire([1, 0])
    assert (game.ColNo, game.ChanceNo, game.IsComplete()) == (3, 4, False)
    game.move(0, 1)
    game.move(0, 1)
    assert game.IsComplete() is True and game.is_complete() is True and game.t[1].items == [1, 0]


@pytest.mark.parametrize(
    "cards,cls,code",
    [([0, 0], digipeg.InvalidArgumentError, 403), ([1, 2], digipeg.InvalidArgumentError, 403),
     ([-1, 0], digipeg.InvalidArgumentError, 403), ([2**80, 0], digipeg.InvalidArgumentError, 403),
     (list(range(65)), CapacityError, 402)],
)
def test_bad_deals(cards, cls, code):
    with pytest.raises(cls) as caught:
        Solitaire(cards)
    assert caught.value.code == code and isinstance(caught.value, ValueError)


@pytest.mark.parametrize("bad", [None, 5, ["0"], [0.0]])
def test_bad_deal_types(bad):
    with pytest.raises(TypeError):
        Solitaire(bad)


def test_shuffled_is_reproducible():
    assert Solitaire.shuffled(20, 5) == Solitaire.shuffled(20, 5)
    assert sorted(Solitaire.shuffled(20, 5).t[0].items) == list(range(20))
    with pytest.raises(CapacityError):
        Solitaire.shuffled(65, 1)


def test_play_reads_stdin_and_ends_cleanly(monkeypatch, capsys):
    import io

    game = Solitaire([0])
    monkeypatch.setattr("sys.stdin", io.StringIO("0\n1\n"))
    assert game.play() == ("won", 1)
    out = capsys.readouterr().out
    assert out.startswith("*" * 41 + "NEW GAME" + "*" * 39 + "\n0: 0 \n1: \n2: \n")
    assert out.endswith("Round 1 out of 2: Move to row no.:You Win in 1 steps!\n\n")
    assert game.IsComplete()
    game = Solitaire([1, 0])
    monkeypatch.setattr("sys.stdin", io.StringIO("zero\n"))
    assert game.play() == ("input", None)
    assert capsys.readouterr().out.endswith("Round 1 out of 4: Move to row no.:\n\n")


def test_play_program_input_before_start_is_refused():
    program = sol_module.SolitairePlay(Solitaire([0])._game)
    for line in ["0", None]:
        with pytest.raises(digipeg.errors.ProgramNotStarted) as caught:
            program.feed(line)
        assert isinstance(caught.value, digipeg.OutOfOrderError) and caught.value.code == 600
    assert program.end is None
    assert program.start().endswith("Round 1 out of 2: Move from row no.:")
    assert program.feed("0") == "Round 1 out of 2: Move to row no.:"
