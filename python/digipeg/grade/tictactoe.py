"""Grading ``gamestate`` (spec/tictactoe.md) on every one of the 3^9 boards.

The space is small enough to try every board, which beats sampling it: each board is one call, compared
with the engine's answer (the value, or ``ValueError`` with the exact message in ``args[0]``). Boards are
tried fewest marks first, so the board reported is a smallest failing one.

Weighting (the exercise gives none): valid boards 50 (win 20, draw 15, ongoing 15), invalid boards 50
("O started" 15, "X went twice" 15, and the three ways a game goes on after a win 6 + 7 + 7).
"""

from __future__ import annotations

import itertools
from typing import Callable, Dict, Iterator, List

import digipeg

from .model import Assignment, Check, Scenario, Section, Test
from .ops import Env

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
    rows = [board[0:3], board[3:6], board[6:9]]
    try:
        return digipeg.gamestate(rows)
    except ValueError as err:
        message = str(err)
    if "O started" in message:
        return "o-started"
    if "X went twice" in message:
        return "x-twice"
    x, o = _has_line(board, "X"), _has_line(board, "O")
    return "both" if x and o else "x-line" if x else "o-line"


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


def _test(name: str, kind: str, deduction: float) -> Test:
    return Test(name, deduction, needs=("gamestate",), exhaustive=_every(kind), independent=True)


ASSIGNMENT = Assignment(
    key="tictactoe",
    title="State of tic-tac-toe",
    names={"gamestate": ["gamestate"]},
    engines=lambda: [Env({"gamestate": digipeg.gamestate})],
    sections=[
        Section(
            "Valid boards: gamestate returns the state",
            50,
            "every reachable board; each kind lost in full on one wrong board",
            [
                _test('a won board is "win"', "win", 20),
                _test('a full board without a line is "draw"', "draw", 15),
                _test('any other board is "ongoing"', "ongoing", 15),
            ],
        ),
        Section(
            "Invalid boards: ValueError with the exact message",
            50,
            "every invalid board; the class and args[0] are compared",
            [
                _test("more O than X: 'Wrong turn order: O started'", "o-started", 15),
                _test("X two or more marks ahead: 'Wrong turn order: X went twice'", "x-twice", 15),
                _test("both players have a line: 'Impossible board: ...'", "both", 6),
                _test("X has a line but O as many marks: 'Impossible board: ...'", "x-line", 7),
                _test("O has a line but X more marks: 'Impossible board: ...'", "o-line", 7),
            ],
        ),
    ],
    notes=["boards of a wrong shape or with other characters are not graded (the exercise does not test them)"],
)
