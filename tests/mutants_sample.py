#!/usr/bin/env python3
"""A seeded sample of mutants not tested yet, a quota a file, as a regex for ``cargo mutants --re``.

    cargo mutants --list --json --config .cargo/mutants-klondike.toml --package digipeg > all.json
    mutants_sample.py all.json SEED FILE=N [FILE=N ...] [--tested OUT ...] [--also NAMES.txt]

``FILE`` is a file's name (``board.rs``); each gets ``N`` mutants drawn with ``random.Random(SEED)``
from those of its mutants that no ``--tested`` output directory (``mutants.out``) holds an
outcome for, files taken in the order given. ``--also`` adds the mutants named in a file, one a
line (the survivors of an earlier run, to test again). Prints the regex, and the names on stderr.
docs/mutants.md gives the command of each run.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path


def tested(out: Path) -> set[str]:
    names = set()
    for outcome in ("caught", "missed", "timeout", "unviable"):
        path = out / f"{outcome}.txt"
        if path.exists():
            names.update(line.strip() for line in path.read_text().splitlines() if line.strip())
    return names


def main(args: list[str]) -> int:
    if len(args) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    every = [m["name"] for m in json.loads(Path(args[0]).read_text())]
    rng = random.Random(int(args[1]))
    quotas, done, also, rest = [], set(), [], args[2:]
    while rest:
        arg = rest.pop(0)
        if arg == "--tested":
            done |= tested(Path(rest.pop(0)))
        elif arg == "--also":
            also += [line.strip() for line in Path(rest.pop(0)).read_text().splitlines() if line.strip()]
        else:
            name, count = arg.split("=")
            quotas.append((name, int(count)))
    chosen = list(also)
    for name, count in quotas:
        pool = sorted(m for m in every if m.split(":", 1)[0].endswith("/" + name) and m not in done)
        chosen += rng.sample(pool, min(count, len(pool)))
    print("\n".join(chosen), file=sys.stderr)
    print("^(" + "|".join(re.escape(m) for m in chosen) + ")$")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
