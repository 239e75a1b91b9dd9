"""`make klondike-player`'s peer: lonelybot's hidden-card player (`lonecli hop`, built from its own
repository, when LONECLI names the binary) on Klondike-Solver's games FIRST to FIRST + DEALS - 1, each game
a process of its own under a CPU cap (it can go round for ever), beside digipeg's player on the same deals.

Usage: python3 tools/klondike/lonelybot-player.py LONECLI FIRST DEALS DRAW CAP_SECONDS [DIGIPEG_GAMES [OUT]]

It prints lonelybot's win rate with its 95% interval, the CPU a game (mean, p50, p99, max), the games it
did not finish within the cap, and the peak memory; given digipeg's games file (`seed won moves seconds`
lines, `digipeg-bench klondike-player --out`), the same figures for digipeg on the same deals, and how many
deals each won that the other lost. OUT, if given, gets `seed won cpu-seconds` lines for lonelybot."""

import math
import resource
import subprocess
import sys


def play(lonecli, seed, draw, cap):
    """lonelybot's game on one deal: 1 won, 0 lost, None not finished within `cap` CPU seconds."""
    limit = lambda: resource.setrlimit(resource.RLIMIT_CPU, (cap, cap + 1))
    child = subprocess.run([lonecli, "hop", "klondike-solver", str(seed), str(draw)], capture_output=True,
                           text=True, preexec_fn=limit)
    lines = child.stdout.strip().splitlines()
    last = lines[-1].strip() if lines else ""
    return 1 if last == "Solved" else 0 if last == "Lost" else None


def wilson(won, of):
    if of == 0:
        return 0.0, 1.0
    z, p = 1.96, won / of
    centre = (p + z * z / (2 * of)) / (1 + z * z / of)
    half = z * math.sqrt(p * (1 - p) / of + z * z / (4 * of * of)) / (1 + z * z / of)
    return centre - half, centre + half


def summary(name, results):
    won = sum(1 for r, _ in results if r == 1)
    times = sorted(t for _, t in results)
    low, high = wilson(won, len(results))
    pick = lambda q: times[min(len(times) - 1, round((len(times) - 1) * q))] if times else 0.0
    print(f"| {name} | {won} of {len(results)} = {100 * won / max(1, len(results)):.2f}% "
          f"({100 * low:.2f}-{100 * high:.2f}%) | {sum(times) / max(1, len(times)):.2f} s | {pick(0.5):.2f} s | "
          f"{pick(0.99):.2f} s | {pick(1.0):.2f} s |")
    return won


def main(lonecli, first, deals, draw, cap, ours_path=None, out_path=None):
    first, deals, draw, cap = int(first), int(deals), int(draw), int(cap)
    out = open(out_path, "w") if out_path else None
    results, unfinished, peak = {}, [], 0
    for seed in range(first, first + deals):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        won = play(lonecli, seed, draw, cap)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        peak = max(peak, after.ru_maxrss)
        if won is None:
            unfinished.append(seed)
        results[seed] = (won or 0, cpu)
        if out:
            out.write(f"{seed} {won if won is not None else 'unfinished'} {cpu:.3f}\n")
            out.flush()
    print(f"ordinary game, draw {draw}, unlimited passes, games {first}-{first + deals - 1}, side by side:")
    print("| player | won | CPU a game, mean | p50 | p99 | max |")
    print("|---|---|---|---|---|---|")
    summary(f"lonelybot (lonecli hop, {cap} s cap)", list(results.values()))
    print(f"lonelybot: {len(unfinished)} games not finished within {cap} s of CPU (counted lost): {unfinished}; "
          f"peak memory {peak // 1024} MiB")
    if ours_path:
        ours = {}
        for line in open(ours_path):
            seed, won, _moves, seconds = line.split()[:4]
            ours[int(seed)] = (int(won), float(seconds))
        both = [seed for seed in results if seed in ours]
        summary("digipeg (digipeg-bench klondike-player)", [ours[s] for s in both])
        only_ours = sum(1 for s in both if ours[s][0] and not results[s][0])
        only_theirs = sum(1 for s in both if results[s][0] and not ours[s][0])
        print(f"on the {len(both)} deals both played: digipeg alone won {only_ours}, lonelybot alone {only_theirs}")


if __name__ == "__main__":
    main(*sys.argv[1:])
