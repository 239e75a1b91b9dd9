"""Simplified solitaire through Python: the object Deque, the handout's Solitaire and its plain t, bad input."""

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


def test_deque_empty_and_unbounded():
    d = Deque()
    for method in (d.remove_front, d.remove_rear, d.peek, d.peeklast):
        with pytest.raises(EmptyError) as caught:
            method()
        assert str(caught.value) == "the deque is empty" and caught.value.code == 401
        assert isinstance(caught.value, IndexError)
    # No limit, like the handout's list-backed Deque (the core's own deque holds 64).
    for i in range(1000):
        d.add_front([i])
    d.add_rear("one more")
    assert d.size() == 1001 and d.peeklast() == "one more" and d.peek() == [999]
    assert not hasattr(Deque, "CAPACITY")


def test_spec_display(capsys):
    game = Solitaire([3, 2, 1, 0, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4])
    for target in (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3):
        assert game.move(0, target) is True
    game.display()
    assert capsys.readouterr().out == "0: 6 * * \n1: 3 2 1 0 \n2: 14 13 12 11 \n3: 10 9 8 7 \n"
    assert [line.rstrip() for line in game.display_text().splitlines()] == [
        "0: 6 * *", "1: 3 2 1 0", "2: 14 13 12 11", "3: 10 9 8 7"]


def test_t_is_a_plain_list_of_deques_read_at_each_call():
    game = Solitaire([2, 0, 1])
    assert type(game.t) is list and all(type(p) is Deque for p in game.t)
    assert (game.CardNo, game.ColNo, game.ChanceNo) == (3, 3, 6)
    pile0, pile1 = game.t[0], game.t[1]
    items0 = pile0.items
    assert game.move(0, 1) is True
    # The result went back into the same Deque objects (and the same lists).
    assert game.t[0] is pile0 and game.t[1] is pile1 and pile0.items is items0
    assert (pile0.items, pile1.items) == ([0, 1], [2])
    # Changed by hand between calls: add_front, assigning items, replacing a pile.
    pile1.add_front(1)
    assert game.t[1].items == [2, 1] and game.move(0, 1) is True and pile1.items == [2, 1, 0]
    game.t[2] = Deque()
    game.t[2].items = [9]
    pile0.items = [8]
    assert game.move(0, 2) is True and game.t[2].items == [9, 8] and pile0.items == []
    assert game.piles() == [[], [2, 1, 0], [9, 8]]


def test_non_cards_name_the_pile():
    game = Solitaire([2, 0, 1])
    for bad, cls in (("1", TypeError), (1.0, TypeError), (None, TypeError), (True, TypeError),
                     (300, digipeg.InvalidArgumentError), (-1, digipeg.InvalidArgumentError),
                     (2**80, digipeg.InvalidArgumentError)):
        game.t[2].items = [bad]
        for call in (game.display, lambda: game.move(0, 0), game.IsComplete, game.piles):
            with pytest.raises(cls) as caught:
                call()
            assert str(caught.value).startswith(f"t[2] holds {bad!r}"), str(caught.value)
        if cls is not TypeError:
            assert caught.value.code == 409 and str(caught.value).endswith("a card is a whole number from 0 to 255")
        assert game.t[0].items == [2, 0, 1], "a refused call changes no pile"
    game.t[2] = [5]  # a list, not a Deque
    with pytest.raises(TypeError, match=r"t\[2\] is a list, not a Deque"):
        game.display()
    game.t[2] = Deque()
    game.t.append(Deque())
    with pytest.raises(ValueError, match="ColNo is 3 but t holds 4 piles"):
        game.display()
    game.ColNo = 4
    assert game.display_text() == "0: 2 * * \n1: \n2: \n3: \n"
    game.CardNo = "three"
    with pytest.raises(TypeError):
        game.IsComplete()
    game.CardNo = 256
    with pytest.raises(digipeg.InvalidArgumentError) as caught:
        game.IsComplete()
    assert caught.value.code == 411


def test_capacity_of_a_position():
    game = Solitaire([])
    game.t = [Deque() for _ in range(12)]
    game.ColNo = 12
    with pytest.raises(CapacityError) as caught:
        game.display()
    assert caught.value.code == 410
    game = Solitaire(range(64))
    game.t[1].add_front(64)
    with pytest.raises(CapacityError) as caught:
        game.move(0, 0)
    assert caught.value.code == 402 and game.t[0].items == list(range(64))


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
    # The order counts for a pile built by hand, and so does CardNo.
    game.t[1].items = [0, 1]
    assert game.IsComplete() is False
    game.t[2].items = [7, 6]
    assert game.IsComplete() is True, "pile 2 holds CardNo = 2 cards, built down"
    game.CardNo = 3
    assert game.IsComplete() is False


def test_any_cards_like_the_handout_but_deals_are_checked():
    game = Solitaire([6, 2, 1, 1, 255])
    assert game.t[0].items == [6, 2, 1, 1, 255] and (game.CardNo, game.ColNo, game.ChanceNo) == (5, 3, 10)
    assert Solitaire(iter([1, 0])).t[0].items == [1, 0]
    for cards in ([0, 0], [1, 2], [-1, 0], [2**80, 0]):
        with pytest.raises(digipeg.InvalidArgumentError) as caught:
            Solitaire.deal(cards)
        assert caught.value.code == 403
    with pytest.raises(CapacityError) as caught:
        Solitaire(range(65))
    assert caught.value.code == 402
    with pytest.raises(digipeg.InvalidArgumentError) as caught:
        Solitaire([0, 256])
    assert caught.value.code == 409 and str(caught.value).startswith("ncards[1] holds 256")
    assert Solitaire.deal([1, 0]) == Solitaire([1, 0])


@pytest.mark.parametrize("bad", [None, 5, ["0"], [0.0], [True]])
def test_bad_deal_types(bad):
    with pytest.raises(TypeError):
        Solitaire(bad)


def test_from_piles_and_copy():
    game = Solitaire.from_piles([[6, 2, 1], [3, 2, 1, 0]])
    assert (game.CardNo, game.ColNo, game.ChanceNo) == (7, 2, 14)
    twin = game.copy()
    assert twin == game and twin.t[0] is not game.t[0]
    twin.move(0, 0)
    assert twin != game and game.t[0].items == [6, 2, 1]
    assert Solitaire.from_piles([[], [1, 0]], card_no=2).IsComplete()
    with pytest.raises(CapacityError):
        Solitaire.from_piles([[]] * 12)
    assert "CardNo=7" in repr(game) and "[3, 2, 1, 0]" in repr(game)


def test_the_solver_takes_positions_a_deal_reaches_only():
    game = Solitaire.from_piles([[6, 2, 1], [3, 2, 1, 0]])
    for call in (game.solve, game.hint):
        with pytest.raises(digipeg.InvalidArgumentError) as caught:
            call()
        assert caught.value.code == 505 and caught.value.name == "SearchNotADeal"
    reachable = Solitaire([])
    reachable.t = [Deque(), Deque(), Deque()]
    reachable.t[0].items, reachable.t[1].items = [1, 0], [2]
    reachable.CardNo, reachable.ChanceNo = 3, 6
    assert reachable.solve() == digipeg.SolitaireSolution([(0, 1), (0, 1)], True, reachable.solve().nodes)


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


def test_play_runs_chance_no_rounds_as_set_by_hand(capsys):
    import io

    banner = "*" * 41 + "NEW GAME" + "*" * 39 + "\n"
    game = Solitaire([1, 0])
    game.ChanceNo = 0
    assert game.play(io.StringIO("0\n1\n")) == ("lost", None)
    assert capsys.readouterr().out == banner + "\n"
    game.ChanceNo = 1
    pile1 = game.t[1]
    assert game.play(io.StringIO("0\n1\n")) == ("lost", None)
    assert capsys.readouterr().out.endswith("Round 1 out of 1: Move to row no.:You Loss!\n\n")
    assert game.t[1] is pile1 and pile1.items == [1], "play() left its result in t"
    game.ChanceNo = 65536
    with pytest.raises(digipeg.InvalidArgumentError) as caught:
        game.play(io.StringIO(""))
    assert caught.value.code == 412 and capsys.readouterr().out == ""


def test_play_asks_through_input_like_the_handout(monkeypatch, capsys):
    answers = iter(["0", "1", "0", "1"])
    prompts = []

    def fake_input(prompt=""):
        prompts.append(prompt)
        print(prompt, end="")
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
    game = Solitaire([1, 0])
    assert game.play() == ("won", 2)
    assert prompts == ["Round 1 out of 4: Move from row no.:", "Round 1 out of 4: Move to row no.:",
                       "Round 2 out of 4: Move from row no.:", "Round 2 out of 4: Move to row no.:"]
    out = capsys.readouterr().out
    assert out.startswith("*" * 41 + "NEW GAME") and out.endswith("Move to row no.:You Win in 2 steps!\n\n")
    assert "0: 1 * \n1: \n2: \nRound 1 out of 4: Move from row no.:" in out
    monkeypatch.setattr("builtins.input", fake_input)
    assert Solitaire([1, 0]).play() == ("input", None)
    assert capsys.readouterr().out.endswith("Round 1 out of 4: Move from row no.:\n\n")


def test_play_program_input_before_start_is_refused():
    program = sol_module.SolitairePlay(Solitaire([0])._game())
    for line in ["0", None]:
        with pytest.raises(digipeg.errors.ProgramNotStarted) as caught:
            program.feed(line)
        assert isinstance(caught.value, digipeg.OutOfOrderError) and caught.value.code == 600
    assert program.end is None
    assert program.start().endswith("Round 1 out of 2: Move from row no.:")
    assert program.feed("0") == "Round 1 out of 2: Move to row no.:"
