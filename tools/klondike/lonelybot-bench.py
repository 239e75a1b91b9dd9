"""`make bench-klondike`'s second peer: lonelybot's `lonecli solve` (built from its own repository,
when LONECLI names the binary) on Klondike-Solver's games FIRST to FIRST + DEALS - 1 (1 to DEALS
unless `--first` says otherwise), draw 1 and draw 3, each deal a process of its own under a CPU
cap, beside digipeg's verdicts from the same run.

Usage: python3 tools/klondike/lonelybot-bench.py LONECLI DEALS CAP_SECONDS [DIGIPEG_VERDICTS [OUT]]
           [--first FIRST] [--draw 1|3]

For each draw it prints the decided share, won, lost, the share decided in under 1 s of CPU, the
time percentiles, the total CPU and the largest resident memory, and, given digipeg's verdicts
file (`draw seed verdict nodes` lines, `digipeg-bench klondike --out`), every deal where both
decided and disagree (there must be none; the run then fails). OUT, if given, gets lonelybot's
verdict on each deal (`draw seed verdict cpu-seconds` lines:
core/tests/data/klondike-lonelybot-verdicts.txt is one)."""

import argparse
import os
import resource
import signal
import subprocess
import sys


def solve(lonecli, seed, draw, cap):
    """lonelybot's verdict on one deal: won, lost or unknown (stopped after `cap` seconds)."""
    child = subprocess.Popen([lonecli, "solve", "klondike-solver", str(seed), str(draw)],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        out, _ = child.communicate(timeout=cap)
    except subprocess.TimeoutExpired:
        # lonecli ends a search on SIGINT and says so; a kill would lose its answer.
        child.send_signal(signal.SIGINT)
        out, _ = child.communicate()
    text = out.decode(errors="replace")
    return "won" if "Solvable in" in text else "lost" if "\nImpossible" in text else "unknown"


def main(lonecli, deals, cap, ours_path=None, out_path=None, first=1, draws=(3, 1)):
    ours = {}
    if ours_path and os.path.exists(ours_path):
        for line in open(ours_path):
            if line.strip() and not line.startswith("#"):
                draw, seed, verdict = line.split()[:3]
                ours[int(draw), int(seed)] = verdict
    seeds = range(first, first + deals)
    games = f"games {first:,} to {first + deals - 1:,}"
    out = open(out_path, "w") if out_path else None
    if out:
        out.write(f"# lonelybot's `lonecli solve klondike-solver SEED DRAW` (tools/klondike/lonelybot-bench.py), {games}, "
                  f"stopped after {cap} s: draw seed verdict cpu-seconds.\n")
    print(f"lonelybot (lonecli solve), {games}, stopped after {cap} s a deal:")
    print("| draw | decided | won | lost | decided in < 1 s | p50 | p90 | p99 | max | CPU | peak memory |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    all_disagree = []
    for draw in draws:
        counts = {"won": 0, "lost": 0, "unknown": 0}
        times, verdicts, peak, disagree = [], [], 0, []
        for seed in seeds:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            verdict = solve(lonecli, seed, draw, cap)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
            peak = max(peak, after.ru_maxrss)
            counts[verdict] += 1
            if out:
                out.write(f"{draw} {seed} {verdict} {cpu:.3f}\n")
                out.flush()
            times.append(cpu)
            verdicts.append(verdict != "unknown")
            mine = ours.get((draw, seed))
            if verdict != "unknown" and mine in ("won", "lost") and mine != verdict:
                disagree.append((seed, verdict, mine))
        ordered = sorted(times)
        at = lambda q: ordered[round((len(ordered) - 1) * q)]
        decided = counts["won"] + counts["lost"]
        quick = sum(1 for t, decided_here in zip(times, verdicts) if t < 1.0 and decided_here)
        print(f"| {draw} | {100 * decided / deals:.2f}% | {counts['won']} | {counts['lost']} "
              f"| {100 * quick / deals:.2f}% | {at(0.5) * 1e3:.1f} ms | {at(0.9):.2f} s | {at(0.99):.2f} s "
              f"| {at(1.0):.1f} s | {sum(times):.0f} s | {peak / 1024:.0f} MiB |")
        if ours:
            print(f"  draw {draw}: deals both decided and disagree: {disagree if disagree else 'none'}")
        all_disagree += disagree
        sys.stdout.flush()
    return 1 if all_disagree else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lonecli")
    parser.add_argument("deals", type=int)
    parser.add_argument("cap", type=float)
    parser.add_argument("ours", nargs="?")
    parser.add_argument("out", nargs="?")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--draw", type=int, choices=(1, 3))
    args = parser.parse_args()
    sys.exit(main(args.lonecli, args.deals, args.cap, args.ours, args.out, args.first,
                  (args.draw,) if args.draw else (3, 1)))
