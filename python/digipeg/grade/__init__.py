"""``digipeg.grade``: grade a student's solution of one of the four assignments against the engine.

The submission's file runs in a separate worker process; the grader plays the same scenarios on the
submission and on the engine (the handout's behaviour: every rule and text comes from digipeg's core),
compares every call, and reports the first difference of each test as the smallest scenario that shows it.

>>> from digipeg.grade import grade                                  # doctest: +SKIP
>>> report = grade("peg", "student.py", seed=1, budget=20)            # doctest: +SKIP
>>> report.score, report.max_score, report.failures()[0].failure.reproduction   # doctest: +SKIP

Needs Hypothesis (``pip install 'digipeg[grade]'``).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Optional, Sequence

from .runner import Limits

if TYPE_CHECKING:
    from .model import Assignment, Report

__all__ = ["ASSIGNMENTS", "GradeUnavailable", "Limits", "assignment", "grade", "render"]

ASSIGNMENTS = ("peg", "quixo", "tictactoe", "solitaire")
"""The assignments ``grade`` knows, by the name the command takes."""

INSTALL_HINT = "digipeg grade needs Hypothesis: pip install 'digipeg[grade]' (or: pip install hypothesis)"


class GradeUnavailable(ImportError):
    """Hypothesis, which the grader uses to generate and shrink scenarios, is not installed."""


def _hypothesis() -> None:
    try:
        import hypothesis  # noqa: F401
    except ImportError as err:
        raise GradeUnavailable(INSTALL_HINT) from err


def assignment(name: str, *, diagonal: bool = False) -> "Assignment":
    """How assignment ``name`` (one of :data:`ASSIGNMENTS`) is graded; ``diagonal``: DigiPeg's edition with
    diagonal jumps (eight directions)."""
    if name not in ASSIGNMENTS:
        raise ValueError(f"unknown assignment {name!r}: choose one of {', '.join(ASSIGNMENTS)}")
    if diagonal and name != "peg":
        raise ValueError("only peg has a diagonal edition")
    _hypothesis()
    module = importlib.import_module(f"{__name__}.{name}")
    return module.edition(diagonal=True) if diagonal else module.ASSIGNMENT


def grade(
    name: str,
    submission: str,
    *,
    seed: int = 0,
    budget: float = 20.0,
    examples: Optional[int] = None,
    limits: Optional[Limits] = None,
    sections: Optional[Sequence[str]] = None,
    diagonal: bool = False,
) -> "Report":
    """Grade the file ``submission`` as a solution of assignment ``name``; returns a :class:`Report`.

    ``seed`` fixes the scenarios and their order; ``budget`` is the time, in seconds, to spend on the
    whole grading (tests share it; shrinking a failure is included); ``examples``, if given, caps the
    generated scenarios of each test (a run that does not depend on the machine's speed when the budget
    is large enough). ``limits`` bounds what the submission may use (:class:`Limits`). ``sections``, if
    given, grades only the sections whose names start with one of these strings. ``diagonal`` grades
    DigiPeg's eight-directions edition (the rubric's legal jumps then count 5 marks a direction).
    """
    graded = assignment(name, diagonal=diagonal)
    from .driver import grade_submission

    return grade_submission(
        graded, submission, seed=seed, budget=budget, examples=examples, limits=limits, sections=sections
    )


def render(report: "Report", form: str = "text") -> str:
    """The report as ``"text"``, ``"json"`` (digipeg's schema) or ``"gradescope"`` (``results.json``)."""
    from .report import render as _render

    return _render(report, form)
