"""digipeg grade on its own test data: per assignment, the mutants caught, the length of their shortest
reproductions, and the time to grade one submission with the default budget.

    .venv/bin/python python/bench/grade_mutants.py [--budget 20] [--examples 60]

Each mutant is graded on its own section with at most ``--examples`` generated scenarios per test (as the
tests do); the correct solution and the first mutant are graded in full with the default budget.
"""

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "grade"))

from mutants import MUTANTS  # noqa: E402

from digipeg.grade import grade  # noqa: E402
from digipeg.grade import solitaire as solitaire_grader  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--budget", type=float, default=20.0)
    parser.add_argument("--examples", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as home:
        for assignment, mutants in sorted(MUTANTS.items()):
            lengths, caught, total, missed = [], 0, 0, []
            for mutant in mutants:
                if not mutant.marked or (mutant.hand_built and not solitaire_grader.HAND_BUILT):
                    continue
                total += 1
                path = Path(home) / f"student_{assignment}.py"
                path.write_text(mutant.source(assignment))
                report = grade(assignment, str(path), seed=args.seed, budget=600, examples=args.examples,
                               sections=[mutant.section])
                failed = [t for t in report.failures()]
                lost = report.sections[0].score < report.sections[0].marks
                if failed and lost:
                    caught += 1
                    lengths.append(min(t.failure.operations for t in failed))
                else:
                    missed.append(mutant.name)
            solution = HERE.parent / "tests" / "grade" / f"{assignment}_solution.py"
            started = time.monotonic()
            full = grade(assignment, str(solution), seed=args.seed, budget=args.budget)
            correct_time = time.monotonic() - started
            path = Path(home) / f"student_{assignment}.py"
            path.write_text(mutants[0].source(assignment))
            started = time.monotonic()
            flawed = grade(assignment, str(path), seed=args.seed, budget=args.budget)
            flawed_time = time.monotonic() - started
            rows.append((assignment, caught, total, statistics.median(lengths), max(lengths), correct_time,
                         full.scenarios, f"{full.score:g}/{full.max_score:g}", flawed_time, flawed.scenarios, missed))
            print(f"{assignment}: done", file=sys.stderr, flush=True)
    print(f"| assignment | mutants caught | shortest reproduction, median / max (operations) | correct solution, budget {args.budget:g} s "
          f"| a mutant, budget {args.budget:g} s |")
    print("|---|---|---|---|---|")
    for name, caught, total, median, longest, t1, n1, score, t2, n2, missed in rows:
        print(f"| {name} | {caught} / {total} | {median:g} / {longest} | {t1:.1f} s, {n1:,} scenarios, {score} "
              f"| {t2:.1f} s, {n2:,} scenarios |")
        for name_missed in missed:
            print(f"|   missed: {name_missed} | | | | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
