"""Grading the simplified solitaire (spec/solitaire.md) by the handout's marking: Section 1 ``Deque`` 20,
Section 2 ``display`` 10, Section 3 ``move`` 15, Section 4 the full program ``play()`` 30.

Positions are built the way the handout's tests build them: by hand, assigning ``game.t[i].items``, when
the engine's ``Solitaire`` accepts such positions (:data:`HAND_BUILT`); with an engine that does not, they
are reached from a deal by moves instead. Printed text is compared without trailing spaces, as the handout
asks. The games of Section 4 are the handout's ten: won in 3, 5, 6, 15, 16 and 24 rounds (twice), lost in
6, 20 and 30; each is a handout-like game first, then random games of the same length and outcome, each
followed by ``IsComplete()``.
"""

from __future__ import annotations

import io
import sys
from typing import Any, List, Optional, Sequence, Tuple

import digipeg
from hypothesis import assume
from hypothesis import strategies as st

from .draws import repeat
from .model import SETUP, Assignment, Check, Scenario, Section, Test
from .ops import Env

_PRINTED = Check(out="trim")
_TRANSCRIPT = Check(out="rstrip", prompt=r"row no\.:")
_VALUE = Check(value="exact", what="the value")
_PILES = Check(value="exact", what="the piles")
_ITEMS = Check(value="exact", what="items")
_NO_CRASH = Check()
_COMPLETE = Check(value="bool", what="IsComplete() after the game")


def _hand_built() -> bool:
    """Whether the engine's Solitaire is the handout's object: piles in ``t`` that a test may fill by hand."""
    try:
        game = digipeg.Solitaire([0, 1])
        game.t[1].items = [5, 5]  # type: ignore[misc]
        text = io.StringIO()
        saved, sys.stdout = sys.stdout, text
        try:
            game.display()
        finally:
            sys.stdout = saved
        return getattr(game, "CardNo", None) == 2 and "1: 5 5" in text.getvalue()
    except Exception:
        return False


HAND_BUILT = _hand_built()
"""True when positions can be built by hand on the engine (spec/solitaire.md, issue 11)."""


def _engine() -> List[Env]:
    return [Env({"Deque": digipeg.Deque, "Solitaire": digipeg.Solitaire}, methods={"peeklast": ["peek_last"], "printall": ["print_all"]})]


# -- Section 1: Deque ------------------------------------------------------------------------------------

_ITEM = st.one_of(st.integers(0, 30), st.sampled_from(["queen", "7", "x y"]))


def _call(on: Optional[str], name: str, args: Sequence[Any], check: Check) -> Scenario:
    return Scenario([{"op": "call", "on": on, "name": name, "args": list(args)}], [check])


def _new(var: str, name: str, args: Sequence[Any] = ()) -> Scenario:
    return Scenario([{"op": "new", "as": var, "name": name, "args": list(args)}], [SETUP])


def _items(var: str) -> Scenario:
    return Scenario([{"op": "get", "on": var, "path": ["items"]}], [_ITEMS])


@st.composite
def _printall(draw: Any, hidden: bool) -> Scenario:
    result = _new("d", "Deque")
    for _ in repeat(draw, 1, 4):
        for _ in repeat(draw, 0, 6):
            result = result + _call("d", draw(st.sampled_from(["add_front", "add_rear"])), [draw(_ITEM)], SETUP)
        index = 0 if hidden else draw(st.integers(1, 10))
        result = result + _call("d", "printall", [index], _PRINTED)
    return result


# Adds twice as likely as the rest, so that removals and peeks usually meet a deque of a few items.
_ONE_DEQUE = ["add_front", "add_rear", "add_front", "add_rear", "remove_front", "remove_rear", "peek", "peeklast", "size", "items"]


def _step(draw: Any, var: str) -> Scenario:
    name = draw(st.sampled_from(_ONE_DEQUE))
    if name == "items":
        return _items(var)
    if name.startswith("add"):
        return _call(var, name, [draw(_ITEM)], SETUP)
    return _call(var, name, [], _VALUE)


@st.composite
def _within_one(draw: Any) -> Scenario:
    result = _new("d", "Deque")
    for _ in repeat(draw, 1, 16, 6):
        result = result + _step(draw, "d")
    return result + _items("d")


@st.composite
def _among_few(draw: Any) -> Scenario:
    names = ["d", "e", "f"][: draw(st.integers(2, 3))]
    result = Scenario([], [])
    for name in names:
        result = result + _new(name, "Deque")
    for _ in repeat(draw, 1, 12):
        source, target = draw(st.sampled_from(names)), draw(st.sampled_from(names))
        if draw(st.integers(0, 2)) == 0:
            result = result + _step(draw, source)
        else:
            take, put = draw(st.sampled_from(["remove_front", "remove_rear"])), draw(st.sampled_from(["add_front", "add_rear"]))
            op = {"op": "transfer", "from": source, "take": take, "to": target, "put": put}
            result = result + Scenario([op], [_VALUE])
    for name in names:
        result = result + _items(name)
    return result


# -- positions -------------------------------------------------------------------------------------------


def _deal(cards: Sequence[int]) -> Scenario:
    return _new("game", "Solitaire", [list(cards)])


def _piles() -> Scenario:
    return Scenario([{"op": "piles", "on": "game"}], [_PILES])


def _move(c1: int, c2: int, check: Check = SETUP) -> Scenario:
    return _call("game", "move", [c1, c2], check)


@st.composite
def _position(draw: Any, min_cards: int = 1, max_cards: int = 16) -> Tuple[Scenario, digipeg.Solitaire]:
    """A position and the engine's game in it: built by hand through ``t`` (repeated cards allowed) when the
    engine accepts that, else reached from a deal by the engine's own legal moves."""
    n = draw(st.integers(min_cards, max_cards))
    deal = draw(st.permutations(range(n)))
    game = digipeg.Solitaire(deal)
    result = _deal(deal)
    if HAND_BUILT and draw(st.booleans()):
        cols = len(game.t)
        piles: List[List[int]] = [[] for _ in range(cols)]
        for _ in range(n):
            card = draw(st.integers(0, n - 1)) if draw(st.integers(0, 4)) == 0 else None
            pile = draw(st.integers(0, cols - 1))
            if card is None:  # build down, like a real game's piles
                card = piles[pile][-1] - 1 if piles[pile] and piles[pile][-1] > 0 else draw(st.integers(0, n - 1))
            piles[pile].append(card)
        for i, pile in enumerate(piles):
            game.t[i].items = list(pile)  # type: ignore[misc]
            result = result + Scenario([{"op": "set", "on": "game", "path": ["t", i, "items"], "value": pile}], [SETUP])
        return result, game
    # A start of the engine's shortest win (it builds piles down, as players do), then moves named by
    # their piles (a refused one is left out, so that shrinking one away does not change the others).
    line = game.solve(node_budget=20_000).moves or []
    for c1, c2 in line[: draw(st.integers(0, len(line)))]:
        game.move(c1, c2)
        result = result + _move(c1, c2)
    pairs = [(a, b) for a in range(len(game.t)) for b in range(len(game.t))]
    for _ in repeat(draw, 0, 2 * n, 4):
        c1, c2 = draw(st.sampled_from(pairs))
        if game.is_legal(c1, c2):
            game.move(c1, c2)
            result = result + _move(c1, c2)
    return result, game


@st.composite
def _display(draw: Any, case: str) -> Scenario:
    if case == "new deal":
        n = draw(st.integers(1, 24))
        return _deal(draw(st.permutations(range(n)))) + _call("game", "display", [], _PRINTED)
    if case == "several piles":
        result, game = draw(_position(2))
        assume(sum(1 for pile in game.t if pile.items) >= 2)
        return result + _call("game", "display", [], _PRINTED)
    left = 1 if case == "one card in pile 0" else 0
    if HAND_BUILT and draw(st.booleans()):
        result, game = draw(_position(2))
        pile = [draw(st.integers(0, 20))] if left else []
        op = {"op": "set", "on": "game", "path": ["t", 0, "items"], "value": pile}
        return result + Scenario([op], [SETUP]) + _call("game", "display", [], _PRINTED)
    # From a deal, along the engine's shortest win, until pile 0 holds ``left`` cards.
    n = draw(st.integers(1, 16))
    cards = draw(st.permutations(range(n)))
    game = digipeg.Solitaire(cards)
    result = _deal(cards)
    solution = game.solve(node_budget=50_000).moves or []
    for c1, c2 in solution:
        if len(game.t[0].items) == left:
            break
        game.move(c1, c2)
        result = result + _move(c1, c2)
    assume(len(game.t[0].items) == left)
    return result + _call("game", "display", [], _PRINTED)


# -- Section 3: move -------------------------------------------------------------------------------------


@st.composite
def _moves(draw: Any, kind: str) -> Scenario:
    least = 8 if kind == "0-3" else 1
    result, game = draw(_position(least, 16 if kind != "any" else 24))
    cols = len(game.t)
    for _ in repeat(draw, 1, 4):
        if kind == "any":
            candidates = [(a, b) for a in range(1, cols) for b in range(cols)]
        else:
            candidates = [(0, int(kind[2:]))]
        legal = [m for m in candidates if game.is_legal(*m)]
        c1, c2 = legal[draw(st.integers(0, len(legal) - 1))] if legal and draw(st.booleans()) else draw(st.sampled_from(candidates))
        game.move(c1, c2)
        result = result + _move(c1, c2) + _piles()
    return result


# -- Section 4: play() -----------------------------------------------------------------------------------


def _engine_game(cards: Sequence[int], piles: Optional[Sequence[Sequence[int]]] = None) -> digipeg.Solitaire:
    """The engine's game of ``cards``, its piles then replaced by ``piles`` if given (hand-built)."""
    game = digipeg.Solitaire(list(cards))
    for i, pile in enumerate(piles or []):
        game.t[i].items = list(pile)  # type: ignore[misc]
    return game


def _transcript(cards: Sequence[int], lines: Sequence[str], piles: Optional[Sequence[Sequence[int]]] = None) -> str:
    """The engine's play() on ``cards`` (or the hand-built ``piles``) with ``lines`` as input."""
    game = _engine_game(cards, piles)
    out = io.StringIO()
    game.play(io.StringIO("".join(line + "\n" for line in lines)), out)
    return out.getvalue()


def _play(cards: Sequence[int], lines: Sequence[str], piles: Optional[Sequence[Sequence[int]]] = None) -> Scenario:
    stdin = "".join(line + "\n" for line in lines)
    result = _deal(cards)
    for i, pile in enumerate(piles or []):
        result = result + Scenario([{"op": "set", "on": "game", "path": ["t", i, "items"], "value": list(pile)}], [SETUP])
    play = {"op": "call", "on": "game", "name": "play", "args": [], "stdin": stdin}
    complete = {"op": "call", "on": "game", "name": "IsComplete", "args": []}
    return result + Scenario([play, complete], [_TRANSCRIPT, _COMPLETE])


def _waste(draw: Any, cols: int) -> List[str]:
    """A round that changes nothing: a refused move, or a pile number out of range."""
    c1 = draw(st.integers(1, cols - 1)) if cols > 1 else 1
    return draw(st.sampled_from([[str(c1), "0"], [str(cols), "1"], ["-1", "1"], ["0", str(cols + 2)], ["1", "-1"]]))


def _ends(cards: Sequence[int], lines: Sequence[str], outcome: str, rounds: int,
          piles: Optional[Sequence[Sequence[int]]] = None) -> bool:
    text = _transcript(cards, lines, piles)
    if outcome == "win":
        return text.endswith(f"You Win in {rounds} steps!\n\n")
    return text.endswith("You Loss!\n\n") and f"out of {rounds}:" in text


def _game(outcome: str, rounds: int) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        if outcome == "lose":
            n = rounds // 2
            cards = draw(st.permutations(range(n)))
            piles = None
            if HAND_BUILT and draw(st.integers(0, 2)) == 0:
                # Built by hand: every card on one pile, pile 0 empty, in an order that is not a win
                # (IsComplete must look at the order, not only count the cards).
                cols = n // 8 + 3
                piles = [[] for _ in range(cols)]
                piles[draw(st.integers(1, cols - 1))] = draw(st.permutations(range(n)))
            game = _engine_game(cards, piles)
            cols = len(game.t)
            lines: List[str] = []
            for _ in range(rounds):
                moves = game.legal_moves()
                if draw(st.integers(0, 3)) == 0:
                    lines += _waste(draw, cols)
                    continue
                c1, c2 = moves[draw(st.integers(0, len(moves) - 1))]
                game.move(c1, c2)
                lines += [str(c1), str(c2)]
            assume(_ends(cards, lines, "lose", rounds, piles))
            return _play(cards, lines, piles)
        n = draw(st.integers((rounds + 1) // 2, max((rounds + 1) // 2, min(16, rounds))))
        cards = draw(st.permutations(range(n)))
        game = digipeg.Solitaire(cards)
        cols = len(game.t)
        detour: List[str] = []
        for _ in repeat(draw, 0, rounds // 3):
            moves = game.legal_moves()
            c1, c2 = moves[draw(st.integers(0, len(moves) - 1))]
            game.move(c1, c2)
            detour += [str(c1), str(c2)]
        left = rounds - len(detour) // 2
        solution = game.solve(left, node_budget=50_000).moves
        assume(solution is not None and len(solution) >= 1)
        steps = [[str(a), str(b)] for a, b in solution]
        for _ in range(left - len(solution)):
            steps.insert(draw(st.integers(0, len(steps) - 1)), _waste(draw, cols))
        lines = detour + [line for step in steps for line in step]
        assume(_ends(cards, lines, "win", rounds))
        return _play(cards, lines)

    return scenario()


def _handout_game(outcome: str, rounds: int, first_seed: int) -> List[Scenario]:
    """A handout-like game: a seeded deal, wasted rounds first, then the engine's shortest win."""
    if outcome == "lose":
        cards = list(digipeg.Solitaire.shuffled(rounds // 2, first_seed).t[0].items)
        return [_play(cards, ["1", "0"] * rounds)]
    for seed in range(first_seed, first_seed + 200):
        n = (rounds + 1) // 2
        cards = list(digipeg.Solitaire.shuffled(n, seed).t[0].items)
        solution = digipeg.Solitaire(cards).solve(rounds, node_budget=200_000).moves
        if solution:
            lines = ["1", "0"] * (rounds - len(solution)) + [str(v) for move in solution for v in move]
            if _ends(cards, lines, "win", rounds):
                return [_play(cards, lines)]
    return []


@st.composite
def _bad_input(draw: Any) -> Scenario:
    n = draw(st.integers(1, 8))
    cards = draw(st.permutations(range(n)))
    lines = [draw(st.sampled_from(["", "x", "1.5", "one", " ", "0", "1", "-1", "99"])) for _ in repeat(draw, 0, 4 * n, 6)]
    stdin = "".join(line + "\n" for line in lines)
    return _deal(cards) + Scenario([{"op": "call", "on": "game", "name": "play", "args": [], "stdin": stdin}], [_NO_CRASH])


# -- the handout's examples -----------------------------------------------------------------------------


def _set_piles(piles: Sequence[Sequence[int]], n: int) -> Scenario:
    result = _deal(list(range(n)))
    for i in range(len(digipeg.Solitaire(list(range(n))).t)):
        pile = list(piles[i]) if i < len(piles) else []
        result = result + Scenario([{"op": "set", "on": "game", "path": ["t", i, "items"], "value": pile}], [SETUP])
    return result


def _display_example() -> List[Scenario]:
    if not HAND_BUILT:
        return []
    piles = [[6, 5, 4], [3, 2, 1, 0], [14, 13, 12, 11], [10, 9, 8, 7]]
    return [_set_piles(piles, 15) + _call("game", "display", [], _PRINTED)]


def _move_example(kind: str) -> List[Scenario]:
    if not HAND_BUILT:
        return []
    examples = {
        "0-0": ([[6, 2, 1], [3, 2, 1, 0]], 7, (0, 0)),
        "0-1": ([[4, 8], [7, 6, 5]], 5, (0, 1)),
        "any": ([[8], [7, 6, 5], [4, 3, 2]], 7, (2, 1)),
    }
    if kind not in examples:
        return []
    piles, n, move = examples[kind]
    return [_set_piles(piles, n) + _move(*move) + _piles()]


def _test(name: str, deduction: float, strategy: Any, needs: Tuple[str, ...], examples: Any = list) -> Test:
    return Test(name, deduction, needs=needs, strategy=lambda: strategy, examples=examples)


_DEQUE = ("Deque",)
_GAME = ("Deque", "Solitaire")
_GAMES = [("win", 3), ("win", 5), ("win", 6), ("win", 15), ("win", 16), ("win", 24), ("win", 24),
          ("lose", 6), ("lose", 20), ("lose", 30)]

ASSIGNMENT = Assignment(
    key="solitaire",
    title="Simplified solitaire",
    names={"Deque": ["Deque"], "Solitaire": ["Solitaire"]},
    methods={"peeklast": ["peek_last"], "printall": ["print_all"]},
    engines=_engine,
    sections=[
        Section("Section 1: Deque", 20, "5 for each part", [
            _test("printall(0): the hidden numbers", 5, _printall(True), _DEQUE),
            _test("printall(i): all the numbers", 5, _printall(False), _DEQUE),
            _test("the movement within one deque", 5, _within_one(), _DEQUE),
            _test("the movements among a few deques", 5, _among_few(), _DEQUE),
        ]),
        Section("Section 2: display", 10, "four display cases, 2.5 each", [
            _test("a new deal", 2.5, _display("new deal"), _GAME),
            _test("cards on several piles", 2.5, _display("several piles"), _GAME, _display_example),
            _test("one card in pile 0", 2.5, _display("one card in pile 0"), _GAME),
            _test("an empty pile 0", 2.5, _display("empty pile 0"), _GAME),
        ]),
        Section("Section 3: move", 15, "3 for each kind of move", [
            _test("from pile 0 to pile 0", 3, _moves("0-0"), _GAME, lambda: _move_example("0-0")),
            _test("from pile 0 to pile 1", 3, _moves("0-1"), _GAME, lambda: _move_example("0-1")),
            _test("from pile 0 to pile 2", 3, _moves("0-2"), _GAME),
            _test("from pile 0 to pile 3", 3, _moves("0-3"), _GAME),
            _test("from any pile to any valid pile", 3, _moves("any"), _GAME, lambda: _move_example("any")),
        ]),
        Section("Section 4: the full program, play()", 30, "ten games, 3 each", [
            _test(f"{'win' if outcome == 'win' else 'lose'} in {rounds} steps{' (second game)' if i == 6 else ''}", 3,
                  _game(outcome, rounds), _GAME, lambda outcome=outcome, rounds=rounds, i=i: _handout_game(outcome, rounds, 1 + 100 * i))
            for i, (outcome, rounds) in enumerate(_GAMES)
        ]),
        Section("Input that is not a move", 0, "not marked by the handout: play() must not end in a traceback", [
            _test("words, blank lines and the end of input", 0, _bad_input(), _GAME),
        ]),
    ],
    not_graded=[("Section 5: creative extension", 30, "a person grades this"), ("Section 6: style", 5, "a person grades this")],
    notes=[] if HAND_BUILT else ["positions are reached from deals by moves: this engine cannot take hand-built positions yet"],
)
