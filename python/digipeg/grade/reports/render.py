"""A grading's report as text (for people), JSON (digipeg's schema) or a Gradescope ``results.json``."""

from __future__ import annotations

import json
from typing import Any, Dict, List

from ..model import Failure, Report, SectionResult, TestResult

__all__ = ["FORMATS", "render", "text", "as_json", "gradescope"]


def _marks(value: float) -> str:
    return f"{value:g}"


def _indent(block: str, prefix: str) -> List[str]:
    return [prefix + line if line else prefix.rstrip() for line in block.rstrip("\n").split("\n")]


def _failure(failure: Failure, prefix: str) -> List[str]:
    lines = [f"{prefix}{failure.reason}"]
    if failure.operations:
        lines.append(f"{prefix}Reproduce it ({failure.operations} operation{'s' if failure.operations != 1 else ''}):")
        lines.extend(_indent(failure.reproduction, prefix + "    "))
    if failure.diff:
        lines.append(f"{prefix}Difference (- the handout's behaviour, + yours):")
        lines.extend(_indent(failure.diff, prefix + "    "))
    elif failure.expected is not None or failure.got is not None:
        lines.append(f"{prefix}The handout's behaviour: {failure.expected}")
        lines.append(f"{prefix}Yours:                   {failure.got}")
    return lines


_COST = {"starter": "not marked: the starter was changed", "notes": "a note, not marked"}


def _test(test: TestResult, kind: str = "marked") -> List[str]:
    if test.status == "not graded":
        return [f"  --    {test.name}: not graded ({test.note})"]
    if test.status == "pass":
        played = f"{test.scenarios:,} {'games' if test.note else 'scenarios'}"
        return [f"  pass  {test.name} ({test.note or played})"]
    cost = f"-{_marks(test.deduction)}" if test.deduction else _COST.get(kind, "not marked")
    lines = [f"  FAIL  {test.name} ({cost})"]
    assert test.failure is not None
    return lines + _failure(test.failure, "        ")


def _section(section: SectionResult) -> List[str]:
    if section.kind == "marked":
        lines = [f"{section.name}: {_marks(section.score)} / {_marks(section.marks)}  ({section.rule})"]
    else:
        lines = [f"{section.name} ({section.rule})"]
    for test in section.tests:
        lines.extend(_test(test, section.kind))
    return lines


def summary(report: Report) -> str:
    """The line that says it all: the score, whether the files were not graded (not this assignment's), and
    whether the given starter code was changed."""
    line = f"{report.title}: {_marks(report.score)} / {_marks(report.max_score)}"
    if report.recognition.get("graded") is False:
        line += "; not graded: not a submission of this assignment (see below)"
    if report.starter_changed:
        starter = next(s.name for s in report.sections if s.kind == "starter")
        line += f"; the starter code was changed (see {starter!r})"
    return line


def _edition(report: Report) -> List[str]:
    edition = report.edition
    return [f"Edition: {edition['id']}, {edition['why']}."] if edition else []


def _recognition(report: Report) -> List[str]:
    """Whether the files are a submission of this assignment at all, where there is any doubt: the verdict,
    the evidence, and what was done."""
    found = report.recognition
    if not found or found.get("verdict", "fits") == "fits":
        return []
    lines = [f"{found['summary']}"] + [f"  - {reason}" for reason in found.get("reasons", [])]
    if found["verdict"] == "not this assignment":
        if found.get("graded"):
            lines.append("Graded anyway, as asked (--grade-anyway), on strong evidence that it is not this assignment's.")
        else:
            lines.append("On this strong evidence it is scored 0 and not played; to grade it anyway: --grade-anyway.")
    else:
        lines.append("It is graded: the evidence is weak.")
    return lines


def text(report: Report) -> str:
    """The report for a person: the score, then each section's tests with the failures' reproductions."""
    lines = [f"digipeg grade {report.assignment} {report.submission}", summary(report), *_edition(report), *_recognition(report)]
    for item in report.not_graded:
        lines.append(f"Not graded here: {item['name']} ({_marks(item['marks'])} marks): {item['why']}.")
    if report.load.get("error"):
        lines.append(f"The file could not be loaded: {report.load['error']}")
    for note in report.load.get("notes", []):
        lines.append(f"Note: {note}")
    for section in report.sections:
        lines.append("")
        lines.extend(_section(section))
    lines.append("")
    lines.append(
        f"{report.scenarios:,} scenarios played in {report.seconds:.1f} s "
        f"(seed {report.seed}, budget {report.budget:g} s)."
    )
    return "\n".join(lines) + "\n"


def as_json(report: Report) -> str:
    """digipeg's own schema (``"schema": "digipeg-grade/2"``): :meth:`Report.to_dict` as JSON."""
    return json.dumps(report.to_dict(), indent=2) + "\n"


def gradescope(report: Report) -> str:
    """Gradescope's autograder ``results.json``: one test per section (name, score, max_score, output)."""
    tests: List[Dict[str, Any]] = []
    for section in report.sections:
        body: List[str] = [f"{section.rule}"]
        for test in section.tests:
            body.extend(line[2:] for line in _test(test, section.kind))
        entry: Dict[str, Any] = {
            "name": section.name if section.kind == "marked" else f"{section.name} (not marked)",
            "score": section.score,
            "max_score": section.marks,
            "output": "\n".join(body) + "\n",
        }
        failed = any(test.status == "fail" for test in section.tests)
        if section.kind == "starter":
            # No marks ride on it, so Gradescope would show it as passed: the status says otherwise.
            entry["status"] = "failed" if failed else "passed"
        tests.append(entry)
    lines = [summary(report) + " (automatic part).", *_edition(report), *_recognition(report)]
    lines += [f"Not graded here: {item['name']} ({_marks(item['marks'])}): {item['why']}." for item in report.not_graded]
    if report.load.get("error"):
        lines.append(f"The file could not be loaded: {report.load['error']}")
    lines += [f"Note: {note}" for note in report.load.get("notes", [])]
    lines.append(f"{report.scenarios:,} scenarios played in {report.seconds:.1f} s (seed {report.seed}).")
    results = {
        "score": report.score,
        "output": "\n".join(lines) + "\n",
        "tests": tests,
        "extra_data": {"edition": report.edition, "starter_changed": report.starter_changed,
                       "recognition": report.recognition},
    }
    return json.dumps(results, indent=2) + "\n"


FORMATS = {"text": text, "json": as_json, "gradescope": gradescope}


def render(report: Report, form: str = "text") -> str:
    """The report in ``form``: ``"text"``, ``"json"`` or ``"gradescope"``."""
    return FORMATS[form](report)
