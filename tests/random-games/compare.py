#!/usr/bin/env python3
"""Run the random games in every runtime and compare the hashes of their traces.

    compare.py --seed 2026 --games 10000 --runner rust='target/release/random-games' \\
        --runner python='.venv/bin/python tests/random-games/run.py' ... [--self-check]

Each runner is a command that takes the arguments of tests/random-games/README.md (``hash``,
``each``, ``trace``). The first runner is the reference. For every kind, every runner must
report the same number of operations, bytes and CRC-32 as the reference. At the first
difference this reports the game (seed, kind, index) and the first line where the two traces
differ, with the commands that replay it, and exits 1.

``--self-check`` first proves that the comparison can fail: the reference runner with one
game's trace perturbed (``--perturb KIND:INDEX``) must be caught, at that game and that line.
"""

from __future__ import annotations

import argparse
import shlex
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Dict, List, Optional, Tuple

Hashes = Dict[str, Tuple[str, str, str]]  # kind -> (ops, bytes, crc)


def run(command: List[str]) -> str:
    done = subprocess.run(command, capture_output=True, text=True, encoding="utf-8", errors="replace")
    if done.returncode != 0:
        raise SystemExit(f"FAILED: {shlex.join(command)} exited {done.returncode}\n{done.stderr[-4000:]}")
    return done.stdout


def hashes(command: List[str], seed: int, games: int, extra: List[str]) -> Tuple[Hashes, float]:
    start = time.monotonic()
    out = run(command + ["hash", str(seed), str(games)] + extra)
    table: Hashes = {}
    for line in out.splitlines():
        kind, count, ops, size, crc = line.split()
        if int(count) != games:
            raise SystemExit(f"FAILED: {shlex.join(command)} ran {count} games of {kind}, not {games}")
        table[kind] = (ops, size, crc)
    return table, time.monotonic() - start


def first_difference(
    seed: int, games: int, kind: str, name: str, command: List[str], ref_name: str, ref: List[str], extra: List[str]
) -> str:
    """The report of the first game of `kind` whose traces differ, and of its first differing line."""
    args = ["each", str(seed), str(games), kind]
    mine = run(command + args + extra).splitlines()
    theirs = run(ref + args).splitlines()
    index = next((i for i, (a, b) in enumerate(zip(theirs, mine)) if a != b), None)
    if index is None:
        return f"{kind}: the per-game hashes of {name} and {ref_name} agree, but the totals do not"
    trace_args = ["trace", str(seed), kind, str(index)]
    a = run(ref + trace_args).splitlines()
    b = run(command + trace_args + extra).splitlines()
    line = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    at = lambda lines: lines[line] if line < len(lines) else "(end of trace)"  # noqa: E731
    return "\n".join(
        [
            f"first difference: seed {seed}, kind {kind}, game {index}, trace line {line + 1}",
            f"  {ref_name:>8}: {at(a)}",
            f"  {name:>8}: {at(b)}",
            "replay either trace with:",
            f"  {shlex.join(ref + trace_args)}",
            f"  {shlex.join(command + trace_args + extra)}",
        ]
    )


def compare(
    seed: int, games: int, runners: List[Tuple[str, List[str], List[str]]], quiet: bool = False
) -> Optional[str]:
    """Run every runner (two at a time: the machine has two cores); None if all agree, else a report."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        # The slowest first, so the two workers finish together.
        futures = {name: pool.submit(hashes, command, seed, games, extra) for name, command, extra in reversed(runners)}
        results = {name: futures[name].result() for name, _, _ in runners}
    ref_name, ref_command, _ = runners[0]
    reference, _ = results[ref_name]
    if not quiet:
        names = " ".join(f"{name:>7}" for name, _, _ in runners)
        print(f"random games, seed {seed}, {games} games per kind")
        print(f"{'kind':<18} {'ops':>8} {'bytes':>10} {'crc32':>8}  {names}")
    report = None
    for kind, (ops, size, crc) in reference.items():
        marks = []
        for name, command, extra in runners:
            table, _ = results[name]
            same = table.get(kind) == (ops, size, crc)
            marks.append(f"{'same' if same else 'DIFF':>7}")
            if not same and report is None:
                report = first_difference(seed, games, kind, name, command, ref_name, ref_command, extra)
        if not quiet:
            print(f"{kind:<18} {ops:>8} {size:>10} {crc:>8}  {' '.join(marks)}")
    for name, _, _ in runners:
        table, _ = results[name]
        missing = set(reference) ^ set(table)
        if missing and report is None:
            report = f"{name} and {ref_name} run different kinds: {sorted(missing)}"
    if not quiet:
        print("time: " + ", ".join(f"{name} {results[name][1]:.1f} s" for name, _, _ in runners))
    return report


def self_check(seed: int, reference: Tuple[str, List[str]]) -> None:
    """The comparison must catch one perturbed game, name it and show the line it adds."""
    name, command = reference
    kind, index, games = "quixo", 17, 40
    runners = [(name, command, []), (f"{name}*", command, ["--perturb", f"{kind}:{index}"])]
    report = compare(seed, games, runners, quiet=True)
    want = f"first difference: seed {seed}, kind {kind}, game {index}, trace line "
    if report is None or want not in report or "perturbed -> by the self-check" not in report:
        raise SystemExit(f"FAILED: the self-check's perturbed trace was not caught as it should be:\n{report}")
    print("self-check (must fail): a perturbed trace is caught:")
    print("  " + "\n  ".join(report.splitlines()[:3]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--games", type=int, default=10000, help="games of every kind")
    parser.add_argument("--runner", action="append", required=True, metavar="NAME=COMMAND",
                        help="a runtime's runner (the first is the reference)")
    parser.add_argument("--self-check", action="store_true", help="first prove that a difference is caught")
    args = parser.parse_args()
    runners = []
    for spec in args.runner:
        name, _, command = spec.partition("=")
        runners.append((name, shlex.split(command), []))
    if args.self_check:
        self_check(args.seed, (runners[0][0], runners[0][1]))
    report = compare(args.seed, args.games, runners)
    if report:
        print(report)
        return 1
    print(f"random games: all {len(runners)} runtimes agree on every kind")
    return 0


if __name__ == "__main__":
    sys.exit(main())
