"""``python -m digipeg grade ASSIGNMENT SUBMISSION... [--edition E] [--edition-file F] [--format F] [--out FILE]``
and ``python -m digipeg grade editions [ASSIGNMENT]``."""

from __future__ import annotations

import argparse
import os
import sys
from typing import List, Optional

from . import ASSIGNMENTS, EditionError, GradeUnavailable, Limits, editions, grade, render
from .editions import load

USAGE_EPILOG = """\
A submission is a .py file, several files (one program split into modules), or a folder of them.
The edition (the year's handout: names, texts, rubric) is recognised from the submission's names;
`python -m digipeg grade editions` lists them.

exit status: 0 full marks, 1 marks lost (or the file could not be loaded), 2 bad usage.
Needs Hypothesis and numpy: pip install 'digipeg[grade]'."""


def _list(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m digipeg grade editions", description="The editions the grader knows.")
    parser.add_argument("assignment", nargs="?", choices=ASSIGNMENTS, help="only this assignment's")
    parser.add_argument("--edition-file", action="append", default=[], metavar="FILE", help="add the editions of FILE")
    args = parser.parse_args(argv)
    try:
        known = load(args.edition_file) if args.edition_file else editions()
    except EditionError as err:
        parser.error(str(err))
    for edition in known:
        if args.assignment in (None, edition.assignment):
            mark = " (default)" if edition.default else ""
            sys.stdout.write(f"{edition.id:28} {edition.title}{mark}\n")
    return 0


def main(argv: Optional[List[str]] = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["editions"]:
        return _list(argv[1:])
    parser = argparse.ArgumentParser(
        prog="python -m digipeg grade",
        description="Grade a student's solution against the engine; each failure comes with the shortest "
        "scenario that shows it.",
        epilog=USAGE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("assignment", choices=ASSIGNMENTS, help="which assignment the files solve")
    parser.add_argument("submission", nargs="+", help="the student's .py file(s), or a folder")
    parser.add_argument("--edition", help="grade by this edition (e.g. fall-2020) instead of the one recognised")
    parser.add_argument("--edition-file", action="append", default=[], metavar="FILE",
                        help="a file of editions (a teacher's own variant); its only edition is used")
    parser.add_argument("--seed", type=int, default=0, help="seed of the generated scenarios (default 0)")
    parser.add_argument("--budget", type=float, default=20.0, help="seconds for the whole grading (default 20)")
    parser.add_argument("--format", choices=("text", "json", "gradescope"), default="text", help="report format")
    parser.add_argument("--out", help="write the report to this file (default: standard output)")
    parser.add_argument("--examples", type=int, default=None, help="at most this many generated scenarios per test")
    parser.add_argument("--call-limit", type=float, default=Limits.call, help="seconds one call may take (default 1)")
    args = parser.parse_args(argv)
    for path in args.submission:
        if not os.path.exists(path):
            parser.error(f"no such file or folder: {path}")
    if args.budget <= 0:
        parser.error("--budget must be positive")
    limits = Limits(call=args.call_limit, scenario=max(Limits.scenario, 2 * args.call_limit))
    try:
        report = grade(args.assignment, args.submission, edition=args.edition, edition_file=args.edition_file,
                       seed=args.seed, budget=args.budget, examples=args.examples, limits=limits)
    except GradeUnavailable as err:
        sys.stderr.write(f"{err}\n")
        return 2
    except (EditionError, FileNotFoundError) as err:
        parser.error(str(err))
    output = render(report, args.format)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            out.write(output)
    else:
        sys.stdout.write(output)
    return 0 if report.score == report.max_score and report.load.get("ok") else 1
