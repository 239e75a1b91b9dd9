"""Grading the simplified solitaire (docs/editions.md, section 2): the card pile (``Deque`` in 2019,
``CardPile`` later), ``display``, ``move``, and the full program ``play()``.

Scenarios use the 2019 names (the roles); each edition maps them to its own (``add_bottom`` for
``add_front``, ...). Positions are built the way the handout's tests build them: through
``game.t[i].items`` in 2019 (cards may repeat, piles in any order, as in the handout's own examples), or
with ``get_pile(i)``, ``remove_top`` and ``add_bottom`` in the CardPile editions, whose list has no fixed
name (the cards of a deal, piles built down). Printed text is compared without trailing spaces. The games
of Section 4 are the handout's ten: won in 3, 5, 6, 15, 16 and 24 rounds (twice), lost in 6, 20 and 30;
each is a handout-like game first, then random games of the same length and outcome, from deals and from
positions built by hand, each followed by ``IsComplete()``. Their transcripts are compared whatever the
spacing; the spacing of the prompts is a note.
"""

from __future__ import annotations

import io
import re
import sys
from typing import Any, Dict, List, Optional, Sequence, Tuple

import digipeg
from hypothesis import assume
from hypothesis import strategies as st

from ..assignments.editions import Edition
from ..assignments.solitaire import handout_classes
from ..model import SETUP, Catalogue, Check, Scenario, Test
from ..sandbox.ops import Env
from .draws import repeat

_PRINTED = Check(out="trim")
_PROMPTS = r"no\.: ?"
_TRANSCRIPT = Check(out="within", prompt=_PROMPTS)
_EXACT_TRANSCRIPT = Check(out="rstrip", prompt=_PROMPTS)
_VALUE = Check(value="exact", what="the value")
_PILES = Check(value="exact", what="the piles")
_ITEMS = Check(value="exact", what="the cards")
_COMPLETE = Check(value="bool", what="IsComplete() after the game")


def engines(edition: Edition) -> List[Env]:
    return [Env({"Deque": digipeg.Deque, "Solitaire": game}) for game in handout_classes(edition)]


class _Way:
    """How an edition's positions are built and read (``rules.piles``: ``t`` or ``get_pile``)."""

    def __init__(self, edition: Edition) -> None:
        self.edition = edition
        self.via = edition.rules.get("piles", "t")
        self.any_position = self.via == "t"
        """2019: the handout's tests build any position by hand (repeated cards, piles in any order)."""

    def set(self, pile: int, cards: Sequence[int]) -> Scenario:
        if self.via == "t":
            return Scenario([{"op": "set", "on": "game", "path": ["t", pile, "items"], "value": list(cards)}], [SETUP])
        return Scenario([{"op": "fill", "on": "game", "pile": pile, "cards": list(cards)}], [SETUP])

    def piles(self, count: int) -> Scenario:
        return Scenario([{"op": "piles", "on": "game", "via": self.via, "count": count}], [_PILES])

    def engine_game(self, cards: Sequence[int], piles: Optional[Sequence[Sequence[int]]] = None, variant: int = 0) -> Any:
        """The engine's game of ``cards`` (in the edition's first accepted way), its piles then ``piles``."""
        game = handout_classes(self.edition)[variant](list(cards))
        for i, pile in enumerate(piles or []):
            game.t[i].items = list(pile)
        return game

    @property
    def variants(self) -> int:
        return len(handout_classes(self.edition))


# -- Section 1: the card pile ----------------------------------------------------------------------------

_ITEM = st.one_of(st.integers(0, 30), st.sampled_from(["queen", "7", "x y"]))


def _call(on: Optional[str], name: str, args: Sequence[Any], check: Check) -> Scenario:
    return Scenario([{"op": "call", "on": on, "name": name, "args": list(args)}], [check])


def _new(var: str, name: str, args: Sequence[Any] = ()) -> Scenario:
    return Scenario([{"op": "new", "as": var, "name": name, "args": list(args)}], [SETUP])


def _items(var: str) -> Scenario:
    return Scenario([{"op": "cards", "on": var}], [_ITEMS])


def _items_of(way: _Way) -> Any:
    """What a test puts in a pile: in 2019 any item (repeats too); in a CardPile, a deal's cards: numbers,
    each once (the strategy draws a new card for each call)."""
    if way.any_position:
        return lambda draw: draw(_ITEM)
    seen: List[int] = []

    def card(draw: Any) -> int:
        value = draw(st.integers(0, 51).filter(lambda c: c not in seen))
        seen.append(value)
        return value

    return card


@st.composite
def _printall(draw: Any, hidden: bool) -> Scenario:
    # The handouts print numbers: "display the hidden numbers".
    result = _new("d", "Deque")
    used: List[int] = []
    for _ in repeat(draw, 1, 4):
        for _ in repeat(draw, 1 if result.ops[-1]["op"] == "new" else 0, 6):
            card = draw(st.integers(0, 51).filter(lambda c: c not in used))
            used.append(card)
            result = result + _call("d", draw(st.sampled_from(["add_front", "add_rear"])), [card], SETUP)
        index = 0 if hidden else draw(st.integers(1, 10))
        result = result + _call("d", "printall", [index], _PRINTED)
    return result


_ADDS = ["add_front", "add_rear"]
_TAKES = ["remove_front", "remove_rear", "peek", "peeklast"]


def _step(draw: Any, var: str, size: int, item: Any) -> Tuple[Scenario, int]:
    """One operation on a pile of ``size`` cards (never a removal or a peek of an empty pile: the
    handouts leave that open)."""
    kind = draw(st.integers(0, 4))
    if kind == 4:
        return (_items(var) if draw(st.booleans()) else _call(var, "size", [], _VALUE)), size
    if kind < 2 or size == 0:
        return _call(var, draw(st.sampled_from(_ADDS)), [item(draw)], SETUP), size + 1
    name = draw(st.sampled_from(_TAKES))
    return _call(var, name, [], _VALUE), size - (name.startswith("remove"))


@st.composite
def _within_one(draw: Any, way: _Way) -> Scenario:
    result, size, item = _new("d", "Deque"), 0, _items_of(way)
    for _ in repeat(draw, 1, 16, 6):
        step, size = _step(draw, "d", size, item)
        result = result + step
    return result + _items("d")


@st.composite
def _among_few(draw: Any, way: _Way) -> Scenario:
    item = _items_of(way)
    names = ["d", "e", "f"][: draw(st.integers(2, 3))]
    sizes = {name: 0 for name in names}
    result = Scenario([], [])
    for name in names:
        result = result + _new(name, "Deque")
    for _ in repeat(draw, 1, 12):
        source, target = draw(st.sampled_from(names)), draw(st.sampled_from(names))
        if draw(st.integers(0, 2)) == 0 or sizes[source] == 0:
            step, sizes[source] = _step(draw, source, sizes[source], item)
            result = result + step
        else:
            take, put = draw(st.sampled_from(["remove_front", "remove_rear"])), draw(st.sampled_from(_ADDS))
            op = {"op": "transfer", "from": source, "take": take, "to": target, "put": put}
            sizes[source] -= 1
            sizes[target] += 1
            result = result + Scenario([op], [_VALUE])
    for name in names:
        result = result + _items(name)
    return result


@st.composite
def _empty_pile(draw: Any) -> Scenario:
    result = _new("d", "Deque")
    for _ in repeat(draw, 0, 2):
        result = result + _call("d", "add_front", [draw(_ITEM)], SETUP) + _call("d", "remove_rear", [], _VALUE)
    return result + _call("d", draw(st.sampled_from(_TAKES)), [], _VALUE)


# -- positions -------------------------------------------------------------------------------------------


def _deal(cards: Sequence[int]) -> Scenario:
    return _new("game", "Solitaire", [list(cards)])


def _move(c1: int, c2: int, check: Check = SETUP) -> Scenario:
    return _call("game", "move", [c1, c2], check)


@st.composite
def _hand_built(draw: Any, way: _Way, n: int, deal_like: bool = False, empty0: bool = False) -> List[List[int]]:
    """Piles built by hand: in 2019 any cards in any order (mostly built down, as in a game, and now and
    then a card more or fewer than the deal's); otherwise, or ``deal_like``, the cards of a deal, each
    pile built down (a position the solver can search). ``empty0``: nothing in pile 0."""
    cols = n // 8 + 3
    piles: List[List[int]] = [[] for _ in range(cols)]
    if way.any_position and not deal_like:
        total = max(0, n + draw(st.sampled_from([0, 0, 0, 0, -1, 1, 2])))
        for _ in range(total):
            card = draw(st.integers(0, max(n - 1, 0))) if draw(st.integers(0, 4)) == 0 else None
            pile = draw(st.integers(1 if empty0 else 0, cols - 1))
            if card is None:  # build down, like a real game's piles
                card = piles[pile][-1] - 1 if piles[pile] and piles[pile][-1] > 0 else draw(st.integers(0, max(n - 1, 0)))
            piles[pile].append(card)
        return piles
    # A deal's cards in runs built down (n-1 ... 0 cut into pieces), each run on a pile of its own, the
    # runs left over in pile 0, which then takes single cards in any order.
    cards = list(range(n - 1, -1, -1))
    runs: List[List[int]] = []
    while cards:
        most = len(cards) if not empty0 or len(runs) < cols - 2 else len(cards)
        length = len(cards) if empty0 and len(runs) == cols - 2 else draw(st.integers(1, most))
        runs.append(cards[:length])
        cards = cards[length:]
    free = list(range(1, cols))
    for run in draw(st.permutations(runs)):
        if free and (empty0 or draw(st.integers(0, 2))):
            piles[free.pop(draw(st.integers(0, len(free) - 1)))] = run
        else:
            piles[0].extend(run)
    piles[0] = list(draw(st.permutations(piles[0])))
    return piles


@st.composite
def _position(draw: Any, way: _Way, min_cards: int = 1, max_cards: int = 16) -> Tuple[Scenario, Any]:
    """A position and the engine's game in it: built by hand, or reached from a deal by the engine's
    legal moves (a start of its shortest win, then random ones)."""
    n = draw(st.integers(min_cards, max_cards))
    deal = draw(st.permutations(range(n)))
    game = way.engine_game(deal)
    result = _deal(deal)
    if draw(st.booleans()):
        piles = draw(_hand_built(way, n, empty0=draw(st.integers(0, 3)) == 0))
        for i, pile in enumerate(piles):
            game.t[i].items = list(pile)
            if pile or i == 0:
                result = result + way.set(i, pile)
        return result, game
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


# -- Section 2: display ----------------------------------------------------------------------------------


@st.composite
def _display(draw: Any, way: _Way, case: str) -> Scenario:
    show = _call("game", "display", [], _PRINTED)
    if case == "new deal":
        n = draw(st.integers(0, 24))
        return _deal(draw(st.permutations(range(n)))) + show
    if case == "several piles":
        result, game = draw(_position(way, 2))
        assume(sum(1 for pile in game.t if pile.items) >= 2)
        return result + show
    left = 1 if case == "one card in pile 0" else 0
    result, game = draw(_position(way, 1 + left))
    pile0 = list(game.t[0].items)
    if len(pile0) != left:
        if way.any_position:
            pile0 = [draw(st.integers(0, 20))] if left else []
        else:  # the cards of pile 0 but ``left`` go, each onto a pile of its own (or back onto pile 0)
            assume(len(pile0) > left)
            rest, pile0 = pile0[left:], pile0[:left]
            empty = [i for i in range(1, len(game.t)) if not game.t[i].items]
            assume(len(empty) >= len(rest))
            for i, card in zip(empty, rest):
                game.t[i].items = [card]
                result = result + way.set(i, [card])
        result = result + way.set(0, pile0)
    return result + show


# -- Section 3: move -------------------------------------------------------------------------------------


def _moves(way: _Way, kind: str) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        least = 8 if kind == "0-3" else 1
        result, game = draw(_position(way, least, 16 if kind != "any" else 24))
        cols = len(game.t)
        for _ in repeat(draw, 1, 4):
            if kind == "any":
                candidates = [(a, b) for a in range(1, cols) for b in range(cols)]
            else:
                candidates = [(0, int(kind[2:]))]
            legal = [m for m in candidates if game.is_legal(*m)]
            if legal and draw(st.booleans()):
                c1, c2 = legal[draw(st.integers(0, len(legal) - 1))]
            else:
                c1, c2 = draw(st.sampled_from(candidates))
            if c1 == c2 and c1 > 0 and not _built_down(game.t[c1].items):
                continue  # a pile onto itself, not built down: a loop in most real code, and no rule says
            game.move(c1, c2)
            result = result + _move(c1, c2) + way.piles(cols)
        return result

    return scenario()


def _built_down(cards: Sequence[int]) -> bool:
    return all(b == a - 1 for a, b in zip(cards, cards[1:]))


# -- Section 4: play() -----------------------------------------------------------------------------------


def _transcript(way: _Way, cards: Sequence[int], lines: Sequence[str], piles: Optional[Sequence[Sequence[int]]] = None,
                variant: int = 0) -> str:
    """The edition's play() on ``cards`` (or the hand-built ``piles``) with ``lines`` as input."""
    game = way.engine_game(cards, piles, variant)
    saved = sys.stdin, sys.stdout
    sys.stdin, sys.stdout = io.StringIO("".join(line + "\n" for line in lines)), io.StringIO()
    try:
        game.play()
    except (EOFError, ValueError):
        pass
    finally:
        text = sys.stdout.getvalue()
        sys.stdin, sys.stdout = saved
    return text


def _play(way: _Way, cards: Sequence[int], lines: Sequence[str], piles: Optional[Sequence[Sequence[int]]] = None,
          check: Check = _TRANSCRIPT) -> Scenario:
    result = _deal(cards)
    for i, pile in enumerate(piles or []):
        if pile or i == 0:
            result = result + way.set(i, pile)
    stdin = "".join(line + "\n" for line in lines)
    play = {"op": "call", "on": "game", "name": "play", "args": [], "stdin": stdin}
    complete = {"op": "call", "on": "game", "name": "IsComplete", "args": []}
    return result + Scenario([play, complete], [check, _COMPLETE])


def _unambiguous(way: _Way, game: Any) -> List[Tuple[int, int]]:
    """The legal moves whose result every accepted way agrees on (not a whole pile onto an empty pile)."""
    moves = game.legal_moves()
    if way.variants == 1:
        return moves
    return [(a, b) for a, b in moves if not (a > 0 and b > 0 and not game.t[b].items)]


def _waste(draw: Any, cols: int) -> List[str]:
    """A round that changes nothing: a refused move, or a pile number out of range."""
    c1 = draw(st.integers(1, cols - 1)) if cols > 1 else 1
    return draw(st.sampled_from([[str(c1), "0"], [str(cols), "1"], ["-1", "1"], ["0", str(cols + 2)], ["1", "-1"]]))


def _ends(way: _Way, cards: Sequence[int], lines: Sequence[str], outcome: str, rounds: int,
          piles: Optional[Sequence[Sequence[int]]] = None) -> bool:
    text = _transcript(way, cards, lines, piles)
    if any(_transcript(way, cards, lines, piles, v) != text for v in range(1, way.variants)):
        return False  # a game that turns on what the handout leaves open (a pile onto an empty pile) marks nothing
    starter = way.edition.starter
    if outcome == "win":
        return text.endswith(starter.get("win", "You Win in {k} steps!").replace("{k}", str(rounds)) + "\n\n")
    return text.endswith(starter["lose"] + "\n\n") and f"out of {rounds}:" in text


def _game(way: _Way, outcome: str, rounds: int) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        if outcome == "lose":
            n = rounds // 2
            cards = draw(st.permutations(range(n)))
            piles = None
            if way.any_position and draw(st.integers(0, 2)) == 0:
                # Built by hand: every card on one pile, either in an order that is not a win (IsComplete
                # must look at the order, not only count the cards) or built down with a card more in
                # pile 0 (and at pile 0).
                cols = n // 8 + 3
                piles = [[] for _ in range(cols)]
                if draw(st.booleans()):
                    piles[draw(st.integers(1, cols - 1))] = draw(st.permutations(range(n)))
                else:
                    piles[draw(st.integers(1, cols - 1))] = list(range(n - 1, -1, -1))
                    piles[0] = [draw(st.integers(0, n + 1))]
            elif draw(st.integers(0, 2)) == 0:
                piles = draw(_hand_built(way, n))
            game = way.engine_game(cards, piles)
            assume(not game.IsComplete())
            cols = len(game.t)
            lines: List[str] = []
            for _ in range(rounds):
                moves = _unambiguous(way, game)
                if draw(st.integers(0, 3)) == 0 or not moves:
                    lines += _waste(draw, cols)
                    continue
                c1, c2 = moves[draw(st.integers(0, len(moves) - 1))]
                game.move(c1, c2)
                lines += [str(c1), str(c2)]
            assume(_ends(way, cards, lines, "lose", rounds, piles))
            return _play(way, cards, lines, piles)
        n = draw(st.integers((rounds + 1) // 2, max((rounds + 1) // 2, min(16, rounds))))
        cards = draw(st.permutations(range(n)))
        piles = draw(_hand_built(way, n, deal_like=True)) if draw(st.integers(0, 2)) == 0 else None
        game = way.engine_game(cards, piles)
        assume(not game.IsComplete())
        cols = len(game.t)
        detour: List[str] = []
        for _ in repeat(draw, 0, rounds // 3):
            moves = _unambiguous(way, game)
            if not moves:
                break
            c1, c2 = moves[draw(st.integers(0, len(moves) - 1))]
            game.move(c1, c2)
            detour += [str(c1), str(c2)]
        left = rounds - len(detour) // 2
        assume(left >= 1)
        solution = game.solve(left, node_budget=50_000).moves
        assume(solution is not None and len(solution) >= 1)
        steps = [[str(a), str(b)] for a, b in solution]
        for _ in range(left - len(solution)):
            steps.insert(draw(st.integers(0, len(steps) - 1)), _waste(draw, cols))
        lines = detour + [line for step in steps for line in step]
        assume(_ends(way, cards, lines, "win", rounds, piles))
        return _play(way, cards, lines, piles)

    return scenario()


def _handout_game(way: _Way, outcome: str, rounds: int, first_seed: int, check: Check = _TRANSCRIPT) -> List[Scenario]:
    """A handout-like game: a seeded deal, wasted rounds first, then the engine's shortest win."""
    if outcome == "lose":
        cards = list(digipeg.Solitaire.shuffled(rounds // 2, first_seed).t[0].items)
        return [_play(way, cards, ["1", "0"] * rounds, check=check)]
    for seed in range(first_seed, first_seed + 200):
        n = (rounds + 1) // 2
        cards = list(digipeg.Solitaire.shuffled(n, seed).t[0].items)
        solution = digipeg.Solitaire(cards).solve(rounds, node_budget=200_000).moves
        if solution:
            lines = ["1", "0"] * (rounds - len(solution)) + [str(v) for move in solution for v in move]
            if _ends(way, cards, lines, "win", rounds):
                return [_play(way, cards, lines, check=check)]
    return []


# -- the handout's examples -----------------------------------------------------------------------------


def _set_piles(way: _Way, piles: Sequence[Sequence[int]], n: int) -> Scenario:
    result = _deal(list(range(n)))
    for i in range(n // 8 + 3):
        pile = list(piles[i]) if i < len(piles) else []
        if pile or i == 0:
            result = result + way.set(i, pile)
    return result


def _display_example(way: _Way) -> List[Scenario]:
    piles = [[6, 5, 4], [3, 2, 1, 0], [14, 13, 12, 11], [10, 9, 8, 7]]
    return [_set_piles(way, piles, 15) + _call("game", "display", [], _PRINTED)]


def _move_example(way: _Way, kind: str) -> List[Scenario]:
    if not way.any_position:
        return []  # the handout's examples repeat cards, which only the 2019 tests build
    examples = {
        "0-0": ([[6, 2, 1], [3, 2, 1, 0]], 7, (0, 0)),
        "0-1": ([[4, 8], [7, 6, 5]], 5, (0, 1)),
        "any": ([[8], [7, 6, 5], [4, 3, 2]], 7, (2, 1)),
    }
    if kind not in examples:
        return []
    piles, n, move = examples[kind]
    return [_set_piles(way, piles, n) + _move(*move) + way.piles(n // 8 + 3)]


def _test(name: str, strategy: Any, needs: Tuple[str, ...], examples: Any = list) -> Test:
    return Test(name, 0.0, needs=needs, strategy=lambda: strategy, examples=examples)


_DEQUE = ("Deque",)
_GAME = ("Deque", "Solitaire")
_GAME_ID = re.compile(r"play\.(win|lose)-(\d+)(?:#(\d+))?$")


def catalogue(edition: Edition) -> Catalogue:
    way = _Way(edition)
    pile = edition.names["Deque"][0]
    tests: Dict[str, Test] = {
        "deque.hidden": _test("printall(0): the hidden numbers", _printall(True), _DEQUE),
        "deque.all": _test("printall(i): all the numbers", _printall(False), _DEQUE),
        "deque.one": _test(f"the movement within one {pile}", _within_one(way), _DEQUE),
        "deque.few": _test(f"the movements among a few {pile}s", _among_few(way), _DEQUE),
        "deque.empty": _test(f"taking or peeking from an empty {pile} raises IndexError", _empty_pile(), _DEQUE),
        "display.deal": _test("a new deal", _display(way, "new deal"), _GAME),
        "display.several": _test("cards on several piles", _display(way, "several piles"), _GAME,
                                 lambda: _display_example(way)),
        "display.one-in-0": _test("one card in pile 0", _display(way, "one card in pile 0"), _GAME),
        "display.empty-0": _test("an empty pile 0", _display(way, "empty pile 0"), _GAME),
        "move.0-0": _test("from pile 0 to pile 0", _moves(way, "0-0"), _GAME, lambda: _move_example(way, "0-0")),
        "move.0-1": _test("from pile 0 to pile 1", _moves(way, "0-1"), _GAME, lambda: _move_example(way, "0-1")),
        "move.0-2": _test("from pile 0 to pile 2", _moves(way, "0-2"), _GAME),
        "move.0-3": _test("from pile 0 to pile 3", _moves(way, "0-3"), _GAME),
        "move.any": _test("from any pile to any valid pile", _moves(way, "any"), _GAME, lambda: _move_example(way, "any")),
        "play.spacing": Test("play()'s transcript with its exact spacing (prompts, verdicts)", 0.0, needs=_GAME,
                             examples=lambda: _handout_game(way, "win", 5, 1, _EXACT_TRANSCRIPT)
                             + _handout_game(way, "lose", 6, 1, _EXACT_TRANSCRIPT)),
    }

    def game(check: str) -> Optional[Test]:
        found = _GAME_ID.match(check)
        if found is None:
            return None
        outcome, rounds, second = found.group(1), int(found.group(2)), int(found.group(3) or 1)
        if rounds < 1 or rounds > 64 or outcome == "lose" and rounds % 2:
            return None
        name = f"{outcome} in {rounds} steps" + (f" (game {second})" if second > 1 else "")
        seed = 1 + 100 * rounds + 10_000 * (outcome == "lose") + 1_000_000 * second
        return _test(name, _game(way, outcome, rounds), _GAME, lambda: _handout_game(way, outcome, rounds, seed))

    return Catalogue(tests, game)
