"""The core's random games: seeded lists of operations on every game, the same in every binding.

The repository's cross-runtime test replays each game through this package (and through Rust, C,
JavaScript and the firmware), writes down every answer and compares the hashes of the traces.
Only the operations come from here; their results come from the public API.

>>> from digipeg.random_games import random_game, kinds
>>> kinds()[:3]
['peg', 'peg-rows', 'quixo']
>>> random_game("tictactoe", 2026, 0) == random_game("tictactoe", 2026, 0)
True
"""

from __future__ import annotations

from typing import List

from ._native import random_game as _random_game
from ._native import random_game_kinds as _kinds

__all__ = ["kinds", "random_game"]


def random_game(kind: str, seed: int, index: int) -> List[str]:
    """The operation lines of game ``index`` of ``kind`` in the run seeded with ``seed``.

    Each line is a call with raw integer arguments (illegal and out-of-range ones included) or a
    line of input for a terminal program, for example ``move 1 3 1 1`` or ``input |007``. An
    unknown ``kind`` is a ``ValueError``.
    """
    return _random_game(kind, seed, index)


def kinds() -> List[str]:
    """The name of every kind of random game, in the order the test runners report them."""
    return _kinds()
