"""The handout's solitaire as its tests use it: positions built by hand through ``t``, every Section 1-4
example of spec/solitaire.md byte for byte, and random hand-built positions (repeats, empty piles,
any CardNo and ChanceNo) against the plain model of the spec in handout.py."""

from __future__ import annotations

import contextlib
import io
from typing import Any, Callable, List, Optional, Sequence
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import digipeg
import handout

BANNER = "*" * 41 + "NEW GAME" + "*" * 39 + "\n"


def printed(action: Callable[[], Any]) -> str:
    """Everything ``action`` prints."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        action()
    return out.getvalue()


def by_hand(module: Any, piles: Sequence[Sequence[int]], card_no: Optional[int] = None,
            chance_no: Optional[int] = None) -> Any:
    """A game of ``module`` (digipeg or the model) built as a handout test builds it: through ``t``."""
    game = module.Solitaire([])
    game.t = []
    for cards in piles:
        pile = module.Deque()
        for card in cards:
            pile.add_front(card)
        game.t.append(pile)
    game.ColNo = len(piles)
    game.CardNo = sum(map(len, piles)) if card_no is None else card_no
    game.ChanceNo = 2 * game.CardNo if chance_no is None else chance_no
    return game


def played(game: Any, lines: Sequence[str]) -> str:
    """The transcript of ``game.play()`` on these input lines (then end of input), as a terminal shows it."""
    with mock.patch("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines))):
        return printed(game.play)


def both(piles: Sequence[Sequence[int]], card_no: Optional[int] = None, chance_no: Optional[int] = None):
    return by_hand(digipeg, piles, card_no, chance_no), by_hand(handout, piles, card_no, chance_no)


def piles_of(game: Any) -> List[List[int]]:
    return [list(p.items) for p in game.t]


# ------------------------------------------------------------------ Section 1: Deque (20)


def test_section_1_deque_display_hidden_and_all():
    for module in (digipeg, handout):
        d = module.Deque()
        for card in (6, 5, 4):
            d.add_front(card)
        assert printed(lambda: d.printall(0)) == "6 * * "
        assert printed(lambda: d.printall(1)) == "6 5 4 "
        assert printed(lambda: d.printall(3)) == "6 5 4 "
        assert printed(lambda: module.Deque().printall(0)) == ""


def test_section_1_movement_within_one_deque_and_among_deques():
    results = []
    for module in (digipeg, handout):
        a, b, c = module.Deque(), module.Deque(), module.Deque()
        for card in (3, 2, 1, 0):
            a.add_front(card)
        a.add_front(a.remove_rear())  # within one deque: the top card to the bottom
        a.add_rear(a.remove_front())  # and back
        a.add_front(a.remove_rear())
        b.add_front(a.remove_rear())  # among deques
        c.add_rear(a.remove_front())
        c.add_front(b.peek())
        results.append((a.items, b.items, c.items, a.size(), a.peek(), a.peeklast(),
                        printed(lambda: [d.printall(i) for i, d in enumerate((a, b, c))])))
    assert results[0] == results[1] == ([1, 0], [2], [3, 2], 2, 0, 1, "1 * 2 3 2 ")


# ------------------------------------------------------------------ Section 2: display (10)

SPEC_DISPLAY = "0: 6 * * \n1: 3 2 1 0 \n2: 14 13 12 11 \n3: 10 9 8 7 \n"


@pytest.mark.parametrize("piles,expected", [
    ([[6, 5, 4], [3, 2, 1, 0], [14, 13, 12, 11], [10, 9, 8, 7]], SPEC_DISPLAY),
    ([[], [], []], "0: \n1: \n2: \n"),
    ([[7], [5, 5], [255, 0]], "0: 7 \n1: 5 5 \n2: 255 0 \n"),
    ([[0, 1, 2], [], [9], [], []], "0: 0 * * \n1: \n2: 9 \n3: \n4: \n"),
])
def test_section_2_display(piles, expected):
    ours, model = both(piles)
    assert printed(ours.display) == printed(model.display) == expected
    # The spec's own text, without the trailing spaces its note says not to depend on.
    if expected == SPEC_DISPLAY:
        assert [line.rstrip() for line in printed(ours.display).splitlines()] == [
            "0: 6 * *", "1: 3 2 1 0", "2: 14 13 12 11", "3: 10 9 8 7"]


# ------------------------------------------------------------------ Section 3: move (15)


@pytest.mark.parametrize("before,move,after", [
    # The spec's three examples (the first with cards 2 and 1 twice).
    ([[6, 2, 1], [3, 2, 1, 0]], (0, 0), [[2, 1, 6], [3, 2, 1, 0]]),
    ([[4, 8], [7, 6, 5]], (0, 1), [[8], [7, 6, 5, 4]]),
    ([[8], [7, 6, 5], [4, 3, 2]], (2, 1), [[8], [7, 6, 5, 4, 3, 2], []]),
    # Pile 0 onto piles 2 and 3, one empty, one ending one higher.
    ([[5, 1], [9], [], [6]], (0, 2), [[1], [9], [5], [6]]),
    ([[5, 1], [9], [], [6]], (0, 3), [[1], [9], [], [6, 5]]),
    # Refused: not one lower, onto pile 0, a pile onto itself, an empty pile, no such pile.
    ([[5, 1], [9], [], [6]], (0, 1), [[5, 1], [9], [], [6]]),
    ([[5, 1], [9], [], [6]], (1, 0), [[5, 1], [9], [], [6]]),
    ([[5, 1], [9], [], [6]], (3, 3), [[5, 1], [9], [], [6]]),
    ([[5, 1], [9], [], [6]], (2, 1), [[5, 1], [9], [], [6]]),
    ([[5, 1], [9], [], [6]], (0, 4), [[5, 1], [9], [], [6]]),
])
def test_section_3_move(before, move, after):
    ours, model = both(before)
    deques, lists = list(ours.t), [p.items for p in ours.t]
    made = ours.move(*move)
    model.move(*move)
    assert piles_of(ours) == piles_of(model) == after
    assert made is (after != before)
    # The result is in the same Deque objects and lists a test may hold.
    assert all(p is d and p.items is items for p, d, items in zip(ours.t, deques, lists))


# ------------------------------------------------------------------ Section 4: play() (30)


def descending(n: int) -> List[int]:
    return list(range(n - 1, -1, -1))


def game_piles(cards: List[int]) -> List[List[int]]:
    """Every card in pile 0 and ``len // 8 + 2`` empty piles, as ``Solitaire(cards)`` deals."""
    return [cards] + [[] for _ in range(len(cards) // 8 + 2)]


TEN_GAMES = [
    # (cards, ChanceNo, input lines, how it ends)
    (descending(3), 6, ["0", "1"] * 3, "You Win in 3 steps!"),
    (descending(5), 10, ["0", "1"] * 5, "You Win in 5 steps!"),
    (descending(6), 12, ["0", "1"] * 6, "You Win in 6 steps!"),
    (descending(15), 30, ["0", "1"] * 15, "You Win in 15 steps!"),
    (descending(16), 32, ["0", "1"] * 16, "You Win in 16 steps!"),
    (descending(24), 48, ["0", "1"] * 24, "You Win in 24 steps!"),
    # Eleven refused moves, two piles built, then one pile moved onto the other in round 24.
    ([5, 4, 3, 2, 1, 0, 11, 10, 9, 8, 7, 6], 24,
     ["1", "0"] * 11 + ["0", "1"] * 6 + ["0", "2"] * 6 + ["1", "2"], "You Win in 24 steps!"),
    ([0, 1, 2], 6, ["0", "0"] * 6, "You Loss!"),
    (list(range(10)), 20, ["0", "0"] * 10 + ["x", "0"] * 10, "You Loss!"),
    (list(range(15)), 30, ["0", "1", "2", "1"] + ["oops"] * 60, "You Loss!"),
]


@pytest.mark.parametrize("cards,chances,lines,verdict", TEN_GAMES)
def test_section_4_ten_games(cards, chances, lines, verdict):
    ours, model = both(game_piles(cards), chance_no=chances)
    transcript = played(ours, lines)
    assert transcript == played(model, lines)
    assert transcript.startswith(BANNER) and transcript.endswith(f"{verdict}\n\n")
    assert transcript.count("Move from row no.:") == (int(verdict.split()[3]) if "Win" in verdict else chances)
    assert piles_of(ours) == piles_of(model)


def test_section_4_zero_rounds_and_the_end_of_input():
    ours, model = both([[6, 2, 1], [3, 2, 1, 0]], chance_no=0)
    assert played(ours, ["0", "0"]) == played(model, ["0", "0"]) == BANNER + "\n"
    ours, model = both(game_piles([1, 0]))
    assert played(ours, ["0"]) == played(model, ["0"])
    assert played(ours, ["0"]).endswith("Round 1 out of 4: Move to row no.:\n\n")


# ------------------------------------------------------------------ against the model, at random


@st.composite
def positions(draw):
    """Hand-built piles: few distinct values (repeats, runs), empty piles, sometimes cards near 255."""
    base = draw(st.sampled_from([0, 0, 0, 3, 120, 249]))
    card = st.integers(0, 6).map(lambda k: base + k)
    piles = draw(st.lists(st.lists(card, max_size=7), min_size=1, max_size=11))
    total = sum(map(len, piles))
    if total > 64:
        piles = [[] for _ in piles]
        total = 0
    card_no = draw(st.one_of(st.just(total), st.integers(0, 8)))
    return piles, card_no


PILE_NUMBERS = st.integers(-1, 12)
ANSWERS = st.sampled_from(["0", "1", "2", "3", "4", "-1", "11", "x", "", " 1 ", "+2", "1_0", "0.0"])
RANDOM = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@RANDOM
@given(positions(), st.lists(st.tuples(PILE_NUMBERS, PILE_NUMBERS), max_size=30))
def test_moves_complete_and_display_agree_with_the_model(position, moves):
    piles, card_no = position
    ours, model = both(piles, card_no)
    assert printed(ours.display) == printed(model.display)
    assert ours.IsComplete() is model.IsComplete()
    for c1, c2 in moves:
        before = piles_of(model)
        deques, lists = list(ours.t), [p.items for p in ours.t]
        made = ours.move(c1, c2)
        model.move(c1, c2)
        assert piles_of(ours) == piles_of(model)
        assert made or piles_of(model) == before, "a move that changed the piles was made"
        assert all(p is d and p.items is items for p, d, items in zip(ours.t, deques, lists))
        if not made:
            assert piles_of(ours) == before, "a refused move changes no pile"
        assert ours.IsComplete() is model.IsComplete()
        assert printed(ours.display) == printed(model.display)


@RANDOM
@given(positions(), st.integers(0, 8), st.lists(ANSWERS, max_size=24))
def test_play_agrees_with_the_model_byte_for_byte(position, chances, lines):
    piles, card_no = position
    ours, model = both(piles, card_no, chances)
    assert played(ours, lines) == played(model, lines)
    assert piles_of(ours) == piles_of(model)
