"""``python -m digipeg grade ASSIGNMENT SUBMISSION.py [--seed S] [--budget SECONDS] [--format F] [--out FILE]``."""

from __future__ import annotations

import argparse
import os
import sys
from typing import List, Optional

from . import ASSIGNMENTS, GradeUnavailable, Limits, grade, render

USAGE_EPILOG = """\
exit status: 0 full marks, 1 marks lost (or the file could not be loaded), 2 bad usage.
Needs Hypothesis: pip install 'digipeg[grade]'."""


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m digipeg grade",
        description="Grade a student's solution against the engine; each failure comes with the shortest "
        "scenario that shows it.",
        epilog=USAGE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("assignment", choices=ASSIGNMENTS, help="which handout the file solves")
    parser.add_argument("submission", help="the student's .py file")
    parser.add_argument("--seed", type=int, default=0, help="seed of the generated scenarios (default 0)")
    parser.add_argument("--budget", type=float, default=20.0, help="seconds for the whole grading (default 20)")
    parser.add_argument("--format", choices=("text", "json", "gradescope"), default="text", help="report format")
    parser.add_argument("--out", help="write the report to this file (default: standard output)")
    parser.add_argument("--examples", type=int, default=None, help="at most this many generated scenarios per test")
    parser.add_argument("--call-limit", type=float, default=Limits.call, help="seconds one call may take (default 1)")
    parser.add_argument("--diagonal", action="store_true", help="peg: the edition with diagonal jumps (eight directions)")
    args = parser.parse_args(argv)
    if not os.path.isfile(args.submission):
        parser.error(f"no such file: {args.submission}")
    if args.budget <= 0:
        parser.error("--budget must be positive")
    if args.diagonal and args.assignment != "peg":
        parser.error("--diagonal is for peg only")
    limits = Limits(call=args.call_limit, scenario=max(Limits.scenario, 2 * args.call_limit))
    try:
        report = grade(args.assignment, args.submission, seed=args.seed, budget=args.budget,
                       examples=args.examples, limits=limits, diagonal=args.diagonal)
    except GradeUnavailable as err:
        sys.stderr.write(f"{err}\n")
        return 2
    output = render(report, args.format)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            out.write(output)
    else:
        sys.stdout.write(output)
    return 0 if report.score == report.max_score and report.load.get("ok") else 1
