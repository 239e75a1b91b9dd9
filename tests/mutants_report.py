#!/usr/bin/env python3
"""The score of a `make mutants` run, and a check that every surviving mutant is explained.

    mutants_report.py target/mutants.out docs/mutants.md

Prints caught / missed / timeout / unviable and the share of viable mutants caught (timeouts count
as caught: the mutant changed behaviour, the tests stopped it). Fails if a missed mutant is not
explained in docs/mutants.md, where each survivor is listed as ``FILE: MUTATION`` (the line and
column left out, since they move with every edit).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path


def mutants(out: Path, outcome: str) -> list[str]:
    path = out / f"{outcome}.txt"
    return [line for line in path.read_text().splitlines() if line.strip()] if path.exists() else []


def without_position(mutant: str) -> str:
    """``core/src/x.rs:12:5: replace a with b in f`` -> ``core/src/x.rs: replace a with b in f``."""
    return re.sub(r"^([^:]+):\d+:\d+:", r"\1:", mutant)


def main(out: Path, doc: Path) -> int:
    counts = {o: mutants(out, o) for o in ("caught", "missed", "timeout", "unviable")}
    viable = len(counts["caught"]) + len(counts["missed"]) + len(counts["timeout"])
    stopped = len(counts["caught"]) + len(counts["timeout"])
    print(", ".join(f"{o} {len(m)}" for o, m in counts.items()))
    if viable:
        print(f"viable mutants caught (timeouts included): {stopped} / {viable} = {100 * stopped / viable:.1f}%")
    explained = doc.read_text()
    unexplained = [m for m in counts["missed"] if without_position(m) not in explained]
    for mutant in unexplained:
        print(f"not explained in {doc}: {without_position(mutant)}")
    return 1 if unexplained else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))
