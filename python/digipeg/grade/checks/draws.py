"""Drawing helpers shared by the assignments' scenario strategies."""

from __future__ import annotations

from typing import Any, Iterator

from hypothesis import strategies as st


def repeat(draw: Any, least: int, most: int, odds: int = 4) -> Iterator[int]:
    """Count steps: ``least`` always, then each further one with odds ``odds - 1`` in ``odds``, up to ``most``.

    A draw before every step (rather than a count drawn first) lets Hypothesis shrink a scenario by
    deleting any one step, not only the last ones.
    """
    count = 0
    while count < most and (count < least or draw(st.integers(0, odds - 1)) > 0):
        count += 1
        yield count
