"""``python -m digipeg grade bundle ASSIGNMENT [--edition E] [--edition-file F] --out autograder.zip``: a
Gradescope autograder in one step.

The zip holds what Gradescope's autograder specification asks at its root: ``setup.sh`` (run once, as root,
when the image is built: it installs the digipeg wheel with its ``grade`` extra) and ``run_autograder``
(run for each submission: it grades ``/autograder/submission`` and writes
``/autograder/results/results.json``), beside the wheel and the teacher's edition file, if any.
``AUTOGRADER`` in the environment moves ``/autograder`` elsewhere (for a dry run on your own machine).
"""

from __future__ import annotations

import argparse
import glob
import os
import shlex
import sys
import zipfile
from typing import List, Optional

from .. import ASSIGNMENTS, EditionError, editions, find
from ..assignments.editions import load

__all__ = ["bundle", "main"]

SETUP = """\
#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image (made by digipeg grade bundle).
set -euo pipefail
cd "$(dirname "$0")"
if ! python3 -m pip --version >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq python3-pip
fi
python3 -m pip install --no-input --quiet "./{wheel}[grade]"
python3 -m digipeg grade editions {assignment} {edition_files}>/dev/null
"""

RUN = """\
#!/usr/bin/env bash
# Gradescope runs this for each submission (made by digipeg grade bundle): digipeg grade writes results.json.
set -uo pipefail
AUTOGRADER="${{AUTOGRADER:-/autograder}}"
mkdir -p "$AUTOGRADER/results"
cd "$AUTOGRADER/source"
python3 -m digipeg grade {assignment} "$AUTOGRADER/submission" --single {options}\\
  --format gradescope --out "$AUTOGRADER/results/results.json"
status=$?
# 0: full marks, 1: marks lost; anything else, or no results, is the grader's own failure: say so to the student.
if [ "$status" -gt 1 ] || [ ! -s "$AUTOGRADER/results/results.json" ]; then
  printf '{{"score": 0, "output": "digipeg grade could not grade this submission (exit status %s); please tell your teacher."}}\\n' \\
    "$status" > "$AUTOGRADER/results/results.json"
fi
exit 0
"""


def _wheel(given: Optional[str]) -> str:
    if given:
        if not os.path.isfile(given):
            raise FileNotFoundError(f"no such wheel: {given}")
        return given
    for folder in filter(None, [os.environ.get("DIGIPEG_WHEEL_DIR"), os.path.join("target", "python-wheels")]):
        found = sorted(glob.glob(os.path.join(folder, "digipeg-*.whl")))
        if found:
            return found[-1]
    raise FileNotFoundError("no digipeg wheel found: give --wheel FILE (`make build-python` leaves it in target/python-wheels/)")


def bundle(assignment: str, out: str, *, wheel: Optional[str] = None, edition: Optional[str] = None,
           edition_files: List[str] = (), budget: Optional[float] = None, seed: int = 0) -> List[str]:
    """Write the autograder zip ``out``; returns the names it holds."""
    known = load(edition_files) if edition_files else editions()
    if edition is not None:
        edition = find(edition, assignment, known).id
    wheel_path = _wheel(wheel)
    options = [f"--seed {seed}"]
    if edition:
        options.append(f"--edition {shlex.quote(edition)}")
    if budget is not None:
        options.append(f"--budget {budget:g}")
    shipped = [f"editions/{os.path.basename(p)}" for p in edition_files]
    options += [f"--edition-file {shlex.quote(name)}" for name in shipped]
    names = ["setup.sh", "run_autograder", os.path.basename(wheel_path), *shipped]
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        def add(name: str, data: bytes, mode: int = 0o644) -> None:
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)

        add("setup.sh", SETUP.format(wheel=os.path.basename(wheel_path), assignment=assignment,
                                     edition_files="".join(f"--edition-file {shlex.quote(n)} " for n in shipped)).encode(), 0o755)
        add("run_autograder", RUN.format(assignment=assignment, options="".join(o + " " for o in options)).encode(), 0o755)
        with open(wheel_path, "rb") as handle:
            add(os.path.basename(wheel_path), handle.read())
        for path, name in zip(edition_files, shipped):
            with open(path, "rb") as handle:
                add(name, handle.read())
    return names


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m digipeg grade bundle",
                                     description="A Gradescope autograder (setup.sh, run_autograder and the wheel) in one zip.")
    parser.add_argument("assignment", choices=ASSIGNMENTS)
    parser.add_argument("--out", default="autograder.zip", help="the zip to write (default autograder.zip)")
    parser.add_argument("--edition", help="grade every submission by this edition (default: recognised in each)")
    parser.add_argument("--edition-file", action="append", default=[], metavar="FILE", help="a teacher's edition file to ship")
    parser.add_argument("--wheel", help="the digipeg wheel to ship (default: the newest in target/python-wheels)")
    parser.add_argument("--budget", type=float, help="seconds of grading per submission (default 20)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        names = bundle(args.assignment, args.out, wheel=args.wheel, edition=args.edition, edition_files=args.edition_file,
                       budget=args.budget, seed=args.seed)
    except (EditionError, FileNotFoundError) as err:
        parser.error(str(err))
    sys.stdout.write(f"{args.out}: {', '.join(names)}. Upload it as the autograder of a Gradescope programming assignment.\n")
    return 0
