#!/usr/bin/env python3
"""The score of `make mutants` runs, and a check that every surviving mutant is explained.

    mutants_report.py docs/mutants.md target/mutants.out [more/mutants.out ...]

Several output directories add up slices of one examination (runs with ``--shard`` or ``--file``);
a mutant tested in more than one keeps the outcome of the last directory given, so a re-run of
the survivors after new tests comes last. Prints caught / missed / timeout / unviable and the
share of viable mutants caught (timeouts count as caught: the mutant changed behaviour and the
tests stopped it). Fails if a missed mutant is not explained in docs/mutants.md, where each
survivor is listed as ``FILE: MUTATION`` (the line and column left out, since they move with
every edit).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

OUTCOMES = ("caught", "missed", "timeout", "unviable")


def without_position(mutant: str) -> str:
    """``core/src/x.rs:12:5: replace a with b in f`` -> ``core/src/x.rs: replace a with b in f``."""
    return re.sub(r"^([^:]+):\d+:\d+:", r"\1:", mutant)


def outcomes(outs: list[Path]) -> dict[str, str]:
    """Each mutant's outcome, the last run's winning."""
    result: dict[str, str] = {}
    for out in outs:
        if not (out / "outcomes.json").exists() and not any((out / f"{o}.txt").exists() for o in OUTCOMES):
            raise SystemExit(f"{out}: not a cargo-mutants output directory")
        for outcome in OUTCOMES:
            path = out / f"{outcome}.txt"
            if path.exists():
                for line in path.read_text().splitlines():
                    if line.strip():
                        result[line.strip()] = outcome
    return result


def main(doc: Path, outs: list[Path]) -> int:
    tested = outcomes(outs)
    counts = {o: sorted(m for m, got in tested.items() if got == o) for o in OUTCOMES}
    viable = len(counts["caught"]) + len(counts["missed"]) + len(counts["timeout"])
    stopped = len(counts["caught"]) + len(counts["timeout"])
    print(", ".join(f"{o} {len(m)}" for o, m in counts.items()))
    if viable:
        print(f"viable mutants caught (timeouts included): {stopped} / {viable} = {100 * stopped / viable:.1f}%")
    # By file, as docs/mutants.md tabulates it.
    files = sorted({m.split(":", 1)[0] for m in tested})
    print("| file | tested | caught | timeout | missed | unviable |\n|---|---|---|---|---|---|")
    for name in files:
        row = [sum(1 for m in counts[o] if m.split(":", 1)[0] == name) for o in OUTCOMES]
        caught, missed, timeout, unviable = row
        print(f"| {name} | {sum(row)} | {caught} | {timeout} | {missed} | {unviable} |")
    explained = doc.read_text()
    unexplained = [m for m in counts["missed"] if without_position(m) not in explained]
    for mutant in unexplained:
        print(f"not explained in {doc}: {without_position(mutant)}")
    return 1 if unexplained else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(Path(sys.argv[1]), [Path(a) for a in sys.argv[2:]]))
