"""Grading a whole class: a folder of submissions or an LMS export zip in; one report per student, a
gradebook CSV with a column per rubric section, and an HTML class report out.

    python -m digipeg grade ASSIGNMENT CLASS_FOLDER_OR_ZIP [--out DIR] [--jobs N] [--similarity]

Every submission is graded as ``digipeg grade`` grades one (its own edition, recognised from its names),
in a pool of processes that uses every core, with a progress line on standard error.
"""

from __future__ import annotations

import concurrent.futures
import csv
import json
import os
import re
import sys
import tempfile
import time
import zipfile
from typing import Any, Callable, Dict, List, Optional, Sequence, TextIO, Tuple

from ..assignments.editions import facts
from ..model import ClassResult, Graded
from .exports import Student, students_in

__all__ = ["ClassResult", "Graded", "grade_class", "is_class", "write_outputs"]

CLASS_BUDGET = 4.0
"""Seconds of grading per submission in class mode (``--budget``): 200 submissions in well under 10
minutes on 2 cores. One submission on its own gets 20."""


def is_class(paths: Sequence[str], assignment: str) -> bool:
    """Whether ``paths`` is a class rather than one submission: a zip (an LMS export), or a folder holding
    folders of Python files, or a folder of several files that each define the assignment's names."""
    if len(paths) != 1:
        return False
    path = paths[0]
    if os.path.isfile(path):
        return zipfile.is_zipfile(path)
    if not os.path.isdir(path):
        return False
    entries = [os.path.join(path, e) for e in os.listdir(path) if not e.startswith((".", "__"))]
    if any(os.path.isdir(e) and _has_python(e) for e in entries):
        return True
    files = [e for e in entries if e.endswith(".py")]
    return len(files) > 1 and sum(_defines_the_assignment(f, assignment) for f in files) > 1


def _has_python(folder: str) -> bool:
    return any(name.endswith(".py") for _, _, names in os.walk(folder) for name in names)


def _defines_the_assignment(path: str, assignment: str) -> bool:
    """Whether a file alone defines the names one edition of ``assignment`` needs."""
    from ..assignments.editions import editions

    try:
        with open(path, "rb") as handle:
            seen = facts([handle.read().decode("utf-8", errors="replace")])
    except OSError:
        return False
    defined = seen.classes | seen.defs
    for edition in editions(assignment):
        needed = [spellings for role, spellings in edition.names.items() if role not in edition.rules.get("optional", [])]
        if needed and all(any(s in defined for s in spellings) for spellings in needed):
            return True
    return False


def _grade_one(job: Tuple[str, Student, Dict[str, Any]]) -> Graded:
    """In a pool process: grade one student (never raises: a grader failure is the entry's error)."""
    from .. import grade, render

    assignment, student, options = job
    started = time.monotonic()
    try:
        report = grade(assignment, student.files, **options)
        return Graded(student, report.to_dict(), render(report), seconds=time.monotonic() - started)
    except Exception as err:  # noqa: BLE001 - one submission the grader cannot take must not stop the class
        return Graded(student, None, error=f"{type(err).__name__}: {err}", seconds=time.monotonic() - started)


def _progress(out: TextIO) -> Callable[[int, int, float], None]:
    """A progress bar redrawn in place on a terminal; elsewhere (a log, CI) a line at each tenth."""
    live = hasattr(out, "isatty") and out.isatty()
    shown = [-1]

    def show(done: int, total: int, started: float) -> None:
        elapsed = time.monotonic() - started
        left = elapsed / done * (total - done) if done else 0.0
        width = 30
        filled = width * done // max(total, 1)
        line = f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total} submissions, {elapsed:.0f} s"
        line += f", about {left:.0f} s left" if 0 < done < total else "    "
        if live:
            out.write("\r" + line + ("\n" if done == total else ""))
        elif done == total or 10 * done // max(total, 1) > shown[0]:
            shown[0] = 10 * done // max(total, 1)
            out.write(line.rstrip() + "\n")
        out.flush()

    return show


def grade_class(
    assignment: str,
    source: str,
    *,
    jobs: Optional[int] = None,
    similarity: bool = False,
    starter: Sequence[str] = (),
    common: Optional[float] = None,
    progress: Optional[TextIO] = sys.stderr,
    **options: Any,
) -> ClassResult:
    """Grade every submission in the folder or zip ``source`` (``options`` go to :func:`digipeg.grade.grade`;
    the budget is per submission, :data:`CLASS_BUDGET` unless given). With ``similarity``, the pairs and
    clusters of submissions that are alike (``starter``: the given code; ``common``: the share of the class
    whose common code is taken for the starter's, see :func:`~digipeg.grade.classes.similarity.similar_pairs`)."""
    options.setdefault("budget", CLASS_BUDGET)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="digipeg-class-") as scratch:
        layout, students = students_in(source, scratch)
        show = _progress(progress) if progress is not None else (lambda *a: None)
        jobs = max(1, jobs or os.cpu_count() or 1)
        work = [(assignment, student, options) for student in students]
        graded: List[Graded] = []
        show(0, len(work), started)
        if jobs == 1:
            for job in work:
                graded.append(_grade_one(job))
                show(len(graded), len(work), started)
        else:
            with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
                for result in pool.map(_grade_one, work):
                    graded.append(result)
                    show(len(graded), len(work), started)
        pairs = None
        if similarity:
            from .similarity import similar_pairs

            pairs = similar_pairs(students, assignment, starter=starter, edition=options.get("edition"), common=common)
    return ClassResult(assignment, source, layout, graded, time.monotonic() - started, pairs,
                       {k: v for k, v in options.items() if k in ("seed", "budget", "edition", "examples", "anyway")})


# -- what a class grading writes ------------------------------------------------------------------------


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-") or "student"


def section_columns(result: ClassResult) -> List[str]:
    """The marked sections of every report, in the order they first appear: one gradebook column each."""
    columns: List[str] = []
    for entry in result.graded:
        for section in (entry.report or {}).get("sections", []):
            if section.get("kind", "marked") == "marked" and section["name"] not in columns:
                columns.append(section["name"])
    return columns


def write_outputs(result: ClassResult, out: str) -> Dict[str, str]:
    """The per-student reports (text and JSON), ``gradebook.csv``, ``class-report.html`` and, with the
    similarity, ``similarity.csv`` in ``out``."""
    from ..reports.class_page import html

    os.makedirs(os.path.join(out, "reports"), exist_ok=True)
    names: Dict[str, str] = {}
    for entry in result.graded:
        slug = _slug(entry.student.key)
        while slug in names.values():
            slug += "_"
        names[entry.student.key] = slug
        base = os.path.join(out, "reports", slug)
        with open(base + ".txt", "w", encoding="utf-8") as text:
            text.write(entry.text or f"{entry.student.name}: not graded: {entry.error}\n")
        with open(base + ".json", "w", encoding="utf-8") as data:
            json.dump({"student": entry.student.to_dict(), "report": entry.report, "error": entry.error or None}, data, indent=2)
    columns = section_columns(result)
    gradebook = os.path.join(out, "gradebook.csv")
    with open(gradebook, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["student", "id", "email", "files", "edition", "recognition", "score", "max_score", *columns,
                         "starter_changed", "error", "report"])
        for entry in result.graded:
            report = entry.report or {}
            marks = {s["name"]: s["score"] for s in report.get("sections", [])}
            error = entry.error or (report.get("load") or {}).get("error") or ""
            writer.writerow([
                entry.student.name, entry.student.ident, entry.student.email,
                " ".join(os.path.basename(f) for f in entry.student.files),
                (report.get("edition") or {}).get("id", ""),
                recognition_cell(report),
                _number(report.get("score", "")), _number(report.get("max_score", "")),
                *[_number(marks.get(c, "")) for c in columns],
                str(bool(report.get("starter_changed"))).lower() if report else "",
                error, f"reports/{names[entry.student.key]}.txt",
            ])
    written = {"gradebook": gradebook}
    if result.similarity is not None:
        written["similarity"] = os.path.join(out, "similarity.csv")
        with open(written["similarity"], "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["student", "other", "share_of_student", "share_of_other", "overlap"])
            for pair in result.similarity["pairs"]:
                writer.writerow([pair["a"], pair["b"], pair["a_share"], pair["b_share"], pair["tokens"]])
    page = os.path.join(out, "class-report.html")
    with open(page, "w", encoding="utf-8") as handle:
        handle.write(html(result, names))
    return {**written, "report": page, "reports": os.path.join(out, "reports")}


def recognition_cell(report: Dict[str, Any]) -> str:
    """The gradebook's word on whether a submission is one of this assignment: empty where it fits; else the
    verdict, the evidence and the summary ("not this assignment (strong): Not a Quixo submission: ...")."""
    found = report.get("recognition") or {}
    if not found or found.get("verdict", "fits") == "fits":
        return ""
    graded = "; graded anyway" if found["verdict"] == "not this assignment" and found.get("graded") else ""
    return f"{found['verdict']} ({found['evidence']} evidence{graded}): {found['summary']}"


def _number(value: Any) -> Any:
    return f"{value:g}" if isinstance(value, float) else value
