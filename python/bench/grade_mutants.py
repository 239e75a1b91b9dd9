"""digipeg grade on its own test data: per edition, the mutants caught, the length of their shortest
reproductions, and the time to grade the correct solution and one mutant with the default budget.

    .venv/bin/python python/bench/grade_mutants.py [--budget 20] [--examples 60] [EDITION ...]

Each marked mutant is graded on its own section with at most ``--examples`` generated scenarios per test
(as the tests do); the correct solution and the first mutant are graded in full with the default budget.
"""

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "grade"))

from mutants import MUTANTS, SOLUTIONS  # noqa: E402

from digipeg.grade import grade  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("editions", nargs="*", help="only these editions (default: all)")
    parser.add_argument("--budget", type=float, default=20.0)
    parser.add_argument("--examples", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as home:
        for edition in args.editions or sorted(SOLUTIONS):
            assignment = edition.split("/")[0]
            path = Path(home) / Path(SOLUTIONS[edition].file).name
            lengths, caught, missed = [], 0, []
            marked = [mutant for mutant in MUTANTS[edition] if mutant.marked]
            for mutant in marked:
                path.write_text(mutant.source(edition))
                report = grade(assignment, str(path), seed=args.seed, budget=600, examples=args.examples,
                               sections=[mutant.section])
                failed = [t for t in report.failures() if t.failure.operations]
                if report.failures() and report.sections[0].score < report.sections[0].marks:
                    caught += 1
                    if failed:
                        lengths.append(min(t.failure.operations for t in failed))
                else:
                    missed.append(mutant.name)
            path.write_text(SOLUTIONS[edition].source())
            started = time.monotonic()
            full = grade(assignment, str(path), seed=args.seed, budget=args.budget)
            correct_time = time.monotonic() - started
            path.write_text(marked[0].source(edition))
            started = time.monotonic()
            flawed = grade(assignment, str(path), seed=args.seed, budget=args.budget)
            flawed_time = time.monotonic() - started
            rows.append((edition, caught, len(marked), statistics.median(lengths), max(lengths), correct_time,
                         full.scenarios, f"{full.score:g}/{full.max_score:g}", flawed_time, flawed.scenarios, missed))
            print(f"{edition}: done", file=sys.stderr, flush=True)
    print(f"| edition | marked mutants caught | shortest reproduction, median / max (operations) "
          f"| correct solution, budget {args.budget:g} s | a mutant, budget {args.budget:g} s |")
    print("|---|---|---|---|---|")
    for name, caught, total, median, longest, t1, n1, score, t2, n2, missed in rows:
        print(f"| {name} | {caught} / {total} | {median:g} / {longest} | {t1:.1f} s, {n1:,} scenarios, {score} "
              f"| {t2:.1f} s, {n2:,} scenarios |")
        for name_missed in missed:
            print(f"|   missed: {name_missed} | | | | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
