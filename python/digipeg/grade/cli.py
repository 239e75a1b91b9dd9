"""``python -m digipeg grade ASSIGNMENT SUBMISSION... [--edition E] [--edition-file F] [--format F] [--out FILE]``,
the same for a whole class (a folder of submissions or an export zip: ``--out DIR``, ``--similarity``),
``python -m digipeg grade editions [ASSIGNMENT]`` and ``python -m digipeg grade bundle ...``."""

from __future__ import annotations

import argparse
import os
import sys
from typing import List, Optional

from . import ASSIGNMENTS, EditionError, GradeUnavailable, Limits, editions, grade, render
from .assignments.editions import load

USAGE_EPILOG = """\
A submission is a .py file, several files (one program split into modules), or a folder of them.
A class is a folder of submissions (a file or a folder each), or the zip Gradescope, Canvas or
Moodle exports: each one is graded, and --out DIR gets its report, gradebook.csv and
class-report.html (--class makes a folder a class when the grader cannot tell).
The edition (the year's handout: names, texts, rubric) is recognised from the submission's names;
`python -m digipeg grade editions` lists them. `python -m digipeg grade bundle --help`: a Gradescope
autograder.

exit status: 0 full marks (a class: every submission graded), 1 marks lost (or a file that could not
be loaded), 2 bad usage.
Needs Hypothesis, numpy and copydetect: pip install 'digipeg[grade]'."""


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
    if argv[:1] == ["bundle"]:
        from .classes.bundle import main as bundle

        return bundle(argv[1:])
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
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds for the whole grading (default 20; of each submission in a class, 4)")
    parser.add_argument("--format", choices=("text", "json", "gradescope"), default="text", help="report format")
    parser.add_argument("--out", help="write the report to this file (default: standard output); for a class, the folder "
                        "of its reports, gradebook.csv and class-report.html (default: digipeg-grade-ASSIGNMENT)")
    parser.add_argument("--examples", type=int, default=None, help="at most this many generated scenarios per test")
    parser.add_argument("--call-limit", type=float, default=Limits.call, help="seconds one call may take (default 1)")
    parser.add_argument("--grade-anyway", dest="anyway", action="store_true",
                        help="grade files that are not a submission of the assignment (another project's, another "
                        "assignment's, none of its names), which are otherwise scored 0")
    whole = parser.add_argument_group("a whole class (a folder of submissions, or an LMS export zip)")
    whole.add_argument("--class", dest="whole", action="store_true", help="grade a folder as a class, not as one program")
    whole.add_argument("--single", action="store_true", help="grade the files as one submission, whatever they look like")
    whole.add_argument("--jobs", type=int, default=None, help="submissions graded at once (default: every core)")
    whole.add_argument("--similarity", action="store_true", help="list the pairs of submissions that are alike")
    whole.add_argument("--starter", action="append", default=[], metavar="FILE",
                       help="the starter code the students were given (left out of --similarity)")
    whole.add_argument("--common-code", type=float, default=None, metavar="SHARE",
                       help="with --similarity, code that this share of the class has in common is left out as given "
                       "code, the starter given or not (default 0.75; 0 leaves every line in)")
    args = parser.parse_args(argv)
    for path in args.submission:
        if not os.path.exists(path):
            parser.error(f"no such file or folder: {path}")
    if args.budget is not None and args.budget <= 0:
        parser.error("--budget must be positive")
    if args.common_code is not None and not 0 <= args.common_code <= 1:
        parser.error("--common-code is a share of the class, from 0 to 1")
    limits = Limits(call=args.call_limit, scenario=max(Limits.scenario, 2 * args.call_limit))
    from .classes.classroom import is_class

    if args.whole and args.single:
        parser.error("--class and --single: choose one")
    if args.whole or not args.single and is_class(args.submission, args.assignment):
        return _class(parser, args, limits)
    try:
        report = grade(args.assignment, args.submission, edition=args.edition, edition_file=args.edition_file,
                       seed=args.seed, budget=args.budget or 20.0, examples=args.examples, limits=limits, anyway=args.anyway)
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


def _class(parser: argparse.ArgumentParser, args: argparse.Namespace, limits: Limits) -> int:
    """A whole class: every submission graded, then the reports, the gradebook and the class report written."""
    from .classes.classroom import CLASS_BUDGET, grade_class, write_outputs
    from .classes.exports import ExportError

    if len(args.submission) != 1:
        parser.error("a class is one folder or one export zip")
    options = {"edition": args.edition, "edition_file": args.edition_file, "seed": args.seed,
               "budget": args.budget or CLASS_BUDGET, "examples": args.examples, "limits": limits, "anyway": args.anyway}
    try:
        result = grade_class(args.assignment, args.submission[0], jobs=args.jobs, similarity=args.similarity,
                             starter=args.starter, common=args.common_code, **options)
    except GradeUnavailable as err:
        sys.stderr.write(f"{err}\n")
        return 2
    except (EditionError, ExportError, FileNotFoundError) as err:
        parser.error(str(err))
    out = args.out or f"digipeg-grade-{args.assignment}"
    written = write_outputs(result, out)
    graded = [e for e in result.graded if e.report]
    full = sum(1 for e in graded if e.report["score"] == e.report["max_score"])
    changed = sum(1 for e in graded if e.report.get("starter_changed"))
    refused = sum(1 for e in graded if (e.report.get("recognition") or {}).get("graded") is False)
    sys.stdout.write(f"{len(result.graded)} submissions ({result.layout} layout) graded in {result.seconds:.0f} s: "
                     f"{full} with full marks, {changed} changed the starter, "
                     f"{len(result.graded) - len(graded)} not graded.\n")
    if refused:
        sys.stdout.write(f"{refused} {'is' if refused == 1 else 'are'} not a submission of this assignment "
                         "(scored 0; see the gradebook's recognition column).\n")
    if result.similarity is not None:
        big = sum(1 for c in result.similarity["clusters"] if len(c["keys"]) > 2)
        sys.stdout.write(f"{len(result.similarity['pairs'])} pairs of submissions are alike"
                         + (f", in {big} group{'s' if big != 1 else ''} of three or more" if big else "") + ".\n")
    sys.stdout.write(f"Gradebook: {written['gradebook']}\nClass report: {written['report']}\n"
                     f"Reports: {written['reports']}/\n")
    return 0 if len(graded) == len(result.graded) else 1
