"""Grade a folder of real submissions, as a teacher would, and print one line per submission: its edition,
score, whether the starter was changed, and what was skipped at import. The full reports go to --out.

    .venv/bin/python python/bench/grade_real.py FOLDER [--assignment peg] [--out DIR] [--budget 20]

FOLDER holds one folder per assignment (``peg``, ``quixo``, ``solitaire``, ``tictactoe``; or give
``--assignment`` for a folder of one assignment's submissions), each holding groups (say, one folder per
edition). In a group, every ``.py`` file is a submission, and so is every folder of files (a program in
several modules); names starting with ``STARTER`` or ``INSTRUCTOR`` are skipped. Real student code is not kept in this repository: this is how to run it again on
a set of it kept elsewhere.
"""

import argparse
import sys
from pathlib import Path

from digipeg.grade import ASSIGNMENTS, grade, render


def submissions(folder: Path, top: bool = True):
    """The submissions in ``folder``: its .py files, and its folders of several files; a folder holding folders
    (or any folder right under the assignment's) is a group of submissions, searched the same way."""
    for entry in sorted(folder.iterdir()):
        if entry.name.startswith(("STARTER", "INSTRUCTOR", ".", "__")):
            continue
        if entry.is_file() and entry.suffix == ".py":
            yield entry
        elif entry.is_dir():
            if top or any(child.is_dir() for child in entry.iterdir()):
                yield from submissions(entry, top=False)
            elif any(entry.glob("*.py")):
                yield entry


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--assignment", choices=ASSIGNMENTS)
    parser.add_argument("--out", type=Path, help="write each full report here")
    parser.add_argument("--budget", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    groups = [(args.assignment, args.folder)] if args.assignment else [(a, args.folder / a) for a in ASSIGNMENTS if (args.folder / a).is_dir()]
    for assignment, folder in groups:
        for path in submissions(folder):
            report = grade(assignment, str(path), seed=args.seed, budget=args.budget)
            changed = " starter changed;" if report.starter_changed else ""
            skipped = len(report.load.get("skipped", []))
            print(f"{path.relative_to(args.folder)}: {report.edition['id']} ({report.edition['how']}), "
                  f"{report.score:g} / {report.max_score:g};{changed} {skipped} skipped at import", flush=True)
            if args.out:
                target = args.out / path.relative_to(args.folder).with_suffix(".txt")
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(render(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
