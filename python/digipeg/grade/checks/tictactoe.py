"""Grading ``gamestate`` (docs/editions.md, section 4) on every one of the 3^9 boards.

The space is small enough to try every board, which beats sampling it: each board is one call, compared
with the engine's answer (the value, or ``ValueError`` with the exact message in ``args[0]``). Boards are
tried fewest marks first, so the board reported is a smallest failing one.

The checks sort the boards by the rule that decides each one (:data:`CHECKS`); the edition's rubric says
which are marked (editions.toml: the exercise's own tests reach six of them).
"""

from __future__ import annotations

import itertools
from typing import Callable, Dict, Iterator, List

import digipeg

from ..assignments.editions import Edition
from ..model import Catalogue, Check, Scenario, Test
from ..sandbox.ops import Env

_BATCH = 250
_STATE = Check(value="exact", exc="message", what="the state")
_LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def _boards() -> List[str]:
    """Every 9-square board, fewest marks first."""
    boards = ["".join(cells) for cells in itertools.product(" XO", repeat=9)]
    return sorted(boards, key=lambda b: (9 - b.count(" "), b))


def _has_line(board: str, mark: str) -> bool:
    # Only to file a board under its test (which of the three "game went on" cases); the verdict is the engine's.
    return any(all(board[i] == mark for i in line) for line in _LINES)


def _kind(board: str) -> str:
    """Which check a board belongs to: its state, or which rule makes it invalid."""
    rows = [board[0:3], board[3:6], board[6:9]]
    try:
        return digipeg.gamestate(rows)
    except ValueError as err:
        message = str(err)
    x, o = _has_line(board, "X"), _has_line(board, "O")
    if "O started" in message or "X went twice" in message:
        # With a line on the board too, which message comes first is a rule of the spec, not of the exercise.
        return "order" if x or o else "o-started" if "O started" in message else "x-twice"
    return "both-lines" if x and o else "x-line" if x else "o-line"


_KINDS: Dict[str, List[str]] = {}


def _of(kind: str) -> List[str]:
    if not _KINDS:
        for board in _boards():
            _KINDS.setdefault(_kind(board), []).append(board)
    return _KINDS.get(kind, [])


def _call(board: str) -> Dict[str, object]:
    return {"op": "call", "on": None, "name": "gamestate", "args": [[board[0:3], board[3:6], board[6:9]]]}


def _every(kind: str) -> Callable[[], Iterator[Scenario]]:
    def scenarios() -> Iterator[Scenario]:
        boards = _of(kind)
        for start in range(0, len(boards), _BATCH):
            batch = boards[start : start + _BATCH]
            yield Scenario([_call(b) for b in batch], [_STATE] * len(batch))

    return scenarios


def _test(name: str, kind: str) -> Test:
    return Test(name, 0.0, needs=("gamestate",), exhaustive=_every(kind), independent=True)


_IMPOSSIBLE = "'Impossible board: game should have ended after the game was won'"

CHECKS = {
    "win": 'a won board is "win"',
    "draw": 'a full board without a line is "draw"',
    "ongoing": 'any other board is "ongoing"',
    "o-started": "more O than X: 'Wrong turn order: O started'",
    "x-twice": "X two or more marks ahead: 'Wrong turn order: X went twice'",
    "both-lines": f"both players have a line: {_IMPOSSIBLE}",
    "x-line": f"X has a line but O as many marks: {_IMPOSSIBLE}",
    "o-line": f"O has a line but X more marks: {_IMPOSSIBLE}",
    "order": "a wrong turn order on a board with a line: the turn-order message first",
}
"""Every check, by id. The exercise's tests reach the first six; the last three are rules of the spec."""


def catalogue(edition: Edition) -> Catalogue:
    return Catalogue({check: _test(name, check) for check, name in CHECKS.items()})


def engines(edition: Edition) -> List[Env]:
    return [Env({"gamestate": digipeg.gamestate})]


NOTES = ["boards of a wrong shape or with other characters are not graded (the exercise does not test them)"]
