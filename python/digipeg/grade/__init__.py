"""``digipeg.grade``: grade a student's solution of one of the four assignments against the engine.

The submission's files run in a separate worker process; the grader plays the same scenarios on the
submission and on the engine (the handout's behaviour: every rule comes from digipeg's core, every text
from the edition), compares every call, and reports the first difference of each test as the smallest
scenario that shows it. Each assignment has editions (one per year's handout and starter: names, texts,
rules and rubric, in ``editions.toml``); the grader recognises the submission's edition from its names.

>>> from digipeg.grade import grade                                  # doctest: +SKIP
>>> report = grade("peg", "student.py", seed=1, budget=20)            # doctest: +SKIP
>>> report.edition["id"], report.score, report.max_score             # doctest: +SKIP

Needs Hypothesis and numpy (``pip install 'digipeg[grade]'``).

The package in layers, each importing only the layers above it in this list (and :mod:`.model`, the plain
data all of them share); ``tests/grade/test_layers.py`` keeps it so:

- :mod:`.assignments`: the assignments and their editions;
- :mod:`.sandbox`: the worker process that runs student code, and the scenario language;
- :mod:`.checks`: each assignment's checks, the rubric, the comparison and the grading of one submission;
- :mod:`.reports`: a grading as text, JSON or Gradescope's; a class's page;
- this module: the API (:func:`grade`, :func:`choose`, :func:`render`, ...);
- :mod:`.classes`: a whole class (exports, gradebook, similarity, the Gradescope bundle);
- :mod:`.cli`: ``python -m digipeg grade``.
"""

from __future__ import annotations

import dataclasses
import importlib
import os
from typing import TYPE_CHECKING, Iterable, List, Optional, Sequence, Tuple, Union

from .assignments.editions import Choice, Edition, EditionError, Facts, detect, editions, facts, find, load, lookalikes
from .assignments.recognise import Recognition, recognise
from .sandbox.runner import Limits

if TYPE_CHECKING:
    from .model import Assignment, Report

__all__ = [
    "ASSIGNMENTS", "Choice", "Edition", "EditionError", "GradeUnavailable", "Limits", "Recognition", "assignment",
    "choose", "editions", "files", "grade", "render",
]

ASSIGNMENTS = ("peg", "quixo", "tictactoe", "solitaire")
"""The assignments ``grade`` knows, by the name the command takes."""

INSTALL_HINT = "digipeg grade needs Hypothesis: pip install 'digipeg[grade]' (or: pip install hypothesis)"

_SKIPPED_FOLDERS = {"__pycache__", "venv", ".venv", "env", "site-packages", "node_modules", "__MACOSX"}


class GradeUnavailable(ImportError):
    """Hypothesis, which the grader uses to generate and shrink scenarios, is not installed."""


def _hypothesis() -> None:
    try:
        import hypothesis  # noqa: F401
    except ImportError as err:
        raise GradeUnavailable(INSTALL_HINT) from err


def files(submission: Union[str, Sequence[str]]) -> List[str]:
    """The Python files of a submission: a file, several files, or every ``.py`` file under a folder."""
    paths = [submission] if isinstance(submission, (str, os.PathLike)) else list(submission)
    found: List[str] = []
    for path in map(os.fspath, paths):
        if os.path.isdir(path):
            for folder, subfolders, names in sorted(os.walk(path)):
                subfolders[:] = sorted(d for d in subfolders if d not in _SKIPPED_FOLDERS and not d.startswith("."))
                found.extend(os.path.join(folder, n) for n in sorted(names) if n.endswith(".py") and not n.startswith("."))
        elif os.path.isfile(path):
            found.append(path)
        else:
            raise FileNotFoundError(f"no such file or folder: {path}")
    if not found:
        raise FileNotFoundError(f"no Python file in {', '.join(map(os.fspath, paths))}")
    return list(dict.fromkeys(found))


def _sources(paths: Iterable[str]) -> List[str]:
    texts = []
    for path in paths:
        with open(path, "rb") as handle:
            texts.append(handle.read().decode("utf-8", errors="replace"))
    return texts


def choose(
    name: str, paths: Sequence[str], *, edition: Optional[str] = None, edition_files: Sequence[str] = ()
) -> Choice:
    """The edition to grade the files ``paths`` by: ``edition`` if named, else the only edition of
    ``edition_files`` of this assignment, else the one the files' names match (among the shipped editions
    and those of ``edition_files``)."""
    if name not in ASSIGNMENTS:
        raise ValueError(f"unknown assignment {name!r}: choose one of {', '.join(ASSIGNMENTS)}")
    candidates = load(edition_files) if edition_files else editions()
    seen = facts(_sources(paths))
    choice = _choice(name, seen, candidates, edition, edition_files)
    recognition = recognise(name, seen, choice, candidates, lookalikes(edition_files), files=len(paths))
    return dataclasses.replace(choice, recognition=recognition)


def _choice(name: str, seen: Facts, candidates: List[Edition], edition: Optional[str], edition_files: Sequence[str]) -> Choice:
    if edition is not None:
        found = find(edition, name, candidates)
        return Choice(found, "chosen", "chosen with --edition")
    if edition_files:
        own = [e for e in candidates if e.assignment == name and e.source in edition_files]
        if len(own) == 1:
            return Choice(next(e for e in candidates if e.id == own[0].id), "file", f"the edition of {own[0].source}")
        if not own:
            raise EditionError(f"{', '.join(edition_files)}: no edition of {name}")
        return detect(name, [], [e for e in candidates if e.id in {o.id for o in own}], seen)
    return detect(name, [], candidates, seen)


def _main_first(paths: List[str], edition: Edition) -> List[str]:
    """The files with the one whose top level binds most of the edition's names first (defined there, or
    imported from the others): the module the grader imports."""
    spellings = {s for names in edition.names.values() for s in names}
    modules = {os.path.splitext(os.path.basename(p))[0] for p in paths}
    # Most names bound; then the file that imports the others (the program, not its helper module).
    counts = [(len(spellings & _bound(path)), len(modules & _bound(path))) for path in paths]
    best = max(range(len(paths)), key=lambda i: (counts[i], -i))
    return [paths[best]] + [p for i, p in enumerate(paths) if i != best]


def _bound(path: str) -> set:
    """The names a file's top level defines, assigns or imports."""
    import ast

    try:
        tree = ast.parse(_sources([path])[0])
    except (SyntaxError, ValueError):
        return set()
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
            if isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module.split(".")[0])
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
    return names


def assignment(name: str, choice: Choice) -> "Assignment":
    """How assignment ``name`` is graded in the chosen edition (its checks, rubric and engine)."""
    _hypothesis()
    from .checks.rubric import build

    edition = choice.edition
    if edition.assignment != name:
        raise EditionError(f"edition {edition.id!r} is not an edition of {name}")
    module = importlib.import_module(f"{__name__}.checks.{edition.checks}")
    info = {"id": edition.id, "title": edition.title, "how": choice.how, "why": choice.why}
    recognition = choice.recognition.to_dict() if choice.recognition is not None else {}
    return build(edition, module.catalogue(edition), lambda: module.engines(edition), info, getattr(module, "NOTES", ()),
                 recognition)


def grade(
    name: str,
    submission: Union[str, Sequence[str]],
    *,
    edition: Optional[str] = None,
    edition_file: Union[None, str, Sequence[str]] = None,
    seed: int = 0,
    budget: float = 20.0,
    examples: Optional[int] = None,
    limits: Optional[Limits] = None,
    sections: Optional[Sequence[str]] = None,
    anyway: bool = False,
) -> "Report":
    """Grade ``submission`` (a file, several files, or a folder) as a solution of assignment ``name``.

    ``edition`` names the edition (``"fall-2020"``); otherwise the grader recognises it from the files'
    names (``edition_file``: more editions, a teacher's own, in the form of ``editions.toml``). ``seed``
    fixes the scenarios and their order; ``budget`` is the time, in seconds, for the whole grading;
    ``examples``, if given, caps the generated scenarios of each test (a run that does not depend on the
    machine's speed when the budget is large enough). ``limits`` bounds what the submission may use.
    ``sections``, if given, grades only the sections whose names start with one of these strings.
    Files that are not a submission of the assignment (another project's, another assignment's, or none
    of its names: strong evidence, see :mod:`digipeg.grade.assignments.recognise`) are scored 0 and not played, unless
    ``anyway``; the report says why (``report.recognition``), as it does where the evidence is weak.
    """
    paths = files(submission)
    extra: Tuple[str, ...] = () if edition_file is None else (edition_file,) if isinstance(edition_file, str) else tuple(edition_file)
    choice = choose(name, paths, edition=edition, edition_files=extra)
    graded = assignment(name, choice)
    from .checks.driver import grade_submission, refuse

    main_first = _main_first(paths, choice.edition)
    if choice.recognition is not None and choice.recognition.refused and not anyway:
        return refuse(graded, main_first, seed=seed, budget=budget, sections=sections)
    return grade_submission(graded, main_first, seed=seed, budget=budget, examples=examples, limits=limits, sections=sections)


def render(report: "Report", form: str = "text") -> str:
    """The report as ``"text"``, ``"json"`` (digipeg's schema) or ``"gradescope"`` (``results.json``)."""
    from .reports.render import render as _render

    return _render(report, form)
