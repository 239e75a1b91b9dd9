"""An edition's rubric over an assignment's checks: which checks are marked, in which section, for how much.

A rubric item names a check (``legal.up``) or several (``legal.*``: every check of that prefix the
catalogue has for this edition). Checks of a ``starter = true`` section cost nothing: a failure there
means the given code was changed, and the report says so. Every check no section names is still played,
in a last section of notes: reported, never deducted.
"""

from __future__ import annotations

import dataclasses
import fnmatch
from typing import Any, Callable, Dict, List, Optional, Sequence

from ..assignments.editions import Edition, EditionError
from ..model import Assignment, Catalogue, Section, Test

__all__ = ["build", "NOTES"]

NOTES = "Not in the rubric"
"""The name of the section of checks the edition's rubric does not mark."""


def _expand(edition: Edition, pattern: str, catalogue: Catalogue) -> List[str]:
    if any(ch in pattern for ch in "*?["):
        found = [check for check in catalogue.tests if fnmatch.fnmatchcase(check, pattern)]
    else:
        found = [pattern] if catalogue.get(pattern) is not None else []
    if not found:
        known = ", ".join(catalogue.tests)
        raise EditionError(f"{edition.source}: edition {edition.id!r}: its rubric names {pattern!r}, "
                           f"which is no check of {edition.checks} (known: {known})")
    return found


def build(
    edition: Edition, catalogue: Catalogue, engines: Callable[[], List[Any]], choice: Dict[str, str], notes: Sequence[str] = (),
    recognition: Optional[Dict[str, Any]] = None,
) -> Assignment:
    """The grading of ``edition``: its rubric's sections over ``catalogue``, then the notes."""
    used: Dict[str, str] = {}
    sections: List[Section] = []
    for entry in edition.rubric:
        starter = bool(entry.get("starter", False))
        tests: List[Test] = []
        for item in entry.get("tests", []):
            for check in _expand(edition, item["check"], catalogue):
                if check in used:
                    raise EditionError(f"{edition.source}: edition {edition.id!r}: check {check!r} is marked twice "
                                       f"(in {used[check]!r} and {entry['section']!r}); a second one of a kind is "
                                       f"{check}#2")
                used[check] = entry["section"]
                test = catalogue.get(check)
                assert test is not None
                deduction = 0.0 if starter else float(item.get("deduct", 0))
                tests.append(dataclasses.replace(test, deduction=deduction, name=item.get("name", test.name), check=check))
        marks = 0.0 if starter else float(entry.get("marks", sum(t.deduction for t in tests)))
        sections.append(Section(entry["section"], marks, entry.get("rule", ""), tests, kind="starter" if starter else "marked"))
    left = [dataclasses.replace(test, deduction=0.0, check=check) for check, test in catalogue.tests.items() if check not in used]
    if left:
        sections.append(Section(NOTES, 0.0, "checked and reported, never deducted", left, kind="notes"))
    rules = edition.rules
    return Assignment(
        key=edition.assignment,
        title=edition.title,
        names=edition.names,
        methods=edition.methods,
        sections=sections,
        engines=engines,
        optional=tuple(rules.get("optional", ())),
        not_graded=[(item["name"], float(item.get("marks", 0)), item.get("why", "")) for item in edition.not_graded],
        notes=list(notes),
        edition=dict(choice),
        accept=edition.accept,
        recognition=dict(recognition or {}),
    )
