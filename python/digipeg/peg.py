"""DigiPeg (rectangular peg solitaire): the original assignment's class, and its terminal program.

``DigiPeg(rows, columns, empty_row, empty_col, *, diagonal=False)`` is the game; its first
edition's name, ``PegRectangleSolitaire``, is the same class. ``board`` is a snapshot (a new list
of lists each time you read it): assigning ``game.board = [[...], ...]`` replaces the whole
position, but changing an item of a snapshot does not change the game. ``pegs_left`` is read-only:
it is always the number of pegs on the board.

Beyond the assignment, the core's solver: ``game.solve(goal)``, ``game.hint()`` (a :class:`PegHint`) and ``PegSolver``
(which keeps its table between searches), ``PegAnalysis`` (one peg or not, decided exactly: the
browser's "still solvable?" light); boards ``DigiPeg.english()``, ``french(r, c)``, ``triangle()``.

>>> game = DigiPeg(2, 3, 0, 1)
>>> game.legal_move(0, 0, 0, 2), game.pegs_left
(False, 5)
"""

from __future__ import annotations

import sys
from typing import List, Optional, TextIO

from . import _console
from ._native import DigiPeg, PegAnalysis, PegProgram, PegSolution, PegSolver, PegVerdict
from .results import PegHint

PegRectangleSolitaire = DigiPeg
"""The first edition's name of :class:`DigiPeg`: the same class."""

__all__ = [
    "DigiPeg",
    "PegAnalysis",
    "PegHint",
    "PegProgram",
    "PegRectangleSolitaire",
    "PegSolution",
    "PegSolver",
    "PegVerdict",
    "run_program",
    "main",
]


def run_program(
    program: PegProgram, stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None
) -> None:
    """Drive the core's line-driven terminal program with lines from ``stdin`` until it ends."""
    _console.write(program.start(), stdout)
    while not program.finished:
        _console.write(program.input(_console.read_line(stdin)), stdout)


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m digipeg peg [--digipeg-banner] [--diagonal]``: the starter's terminal program."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m digipeg peg", description="DigiPeg Solitaire")
    parser.add_argument(
        "--digipeg-banner", action="store_true", help="print the later editions' banner"
    )
    parser.add_argument("--diagonal", action="store_true", help="pegs may also jump diagonally")
    args = parser.parse_args(argv)
    banner = "digipeg" if args.digipeg_banner else "peg-rectangle"
    run_program(PegProgram(banner=banner, diagonal=args.diagonal), sys.stdin, sys.stdout)
    return 0
