"""digipeg grade on a whole class: 200 generated peg submissions (the class of the tests, each kind repeated
with small differences of its own), graded as a teacher's command does (every core, the class budget per
submission, --similarity), timed. Goal: under 10 minutes on 2 cores.

    .venv/bin/python python/bench/grade_class.py [--students 200] [--jobs N]
"""

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "grade"))

from class_data import write_class  # noqa: E402

from digipeg.grade.classes.classroom import CLASS_BUDGET, grade_class, write_outputs  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--students", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        seed = Path(home) / "seed"
        write_class(seed)
        entries = sorted(seed.iterdir())
        room = Path(home) / "class"
        room.mkdir()
        for index in range(args.students):
            entry = entries[index % len(entries)]
            # Each student's own touch: a comment line, so that no two files are the same bytes.
            note = f"# student {index}\n"
            if entry.is_dir():
                target = room / f"{index:03d}-{entry.name}"
                target.mkdir()
                for file in entry.iterdir():
                    (target / file.name).write_text(note + file.read_text())
            else:
                (room / f"{index:03d}-{entry.name}").write_text(note + entry.read_text())
        started = time.monotonic()
        result = grade_class("peg", str(room), jobs=args.jobs, similarity=True, progress=sys.stderr)
        write_outputs(result, str(Path(home) / "out"))
        seconds = time.monotonic() - started
    graded = sum(1 for g in result.graded if g.report)
    cores = args.jobs or os.cpu_count()
    print(f"| workload | figure |\n|---|---|")
    print(f"| {args.students} peg submissions, {cores} jobs, {CLASS_BUDGET:g} s budget each, with --similarity "
          f"(goal < 600 s on 2 cores) | {seconds:.0f} s ({graded} graded, {len(result.similarity['pairs'])} similar pairs) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
