"""`make klondike-player`'s summary of one draw's runs: the player's win rate with its 95% interval, the
CPU a game (mean, p50, p99, max) and a move (p50, p99, max), and the peak memory of the runs.

Usage: python3 tools/klondike/player-summary.py DRAW GAMES_FILE LOG... (the games file holds `seed won
moves seconds` lines, `digipeg-bench klondike-player --out`; each log is one run's output; each run's
moves file, `--moves-out`, lies beside its log with the suffix .moves)."""

import math
import pathlib
import re
import sys


def wilson(won, of, z=1.96):
    p = won / of
    centre = (p + z * z / (2 * of)) / (1 + z * z / of)
    half = z * math.sqrt(p * (1 - p) / of + z * z / (4 * of * of)) / (1 + z * z / of)
    return centre - half, centre + half


def pick(values, q):
    return values[min(len(values) - 1, round((len(values) - 1) * q))] if values else 0.0


def main(draw, games_path, *logs):
    games = [line.split() for line in open(games_path) if line.strip()]
    won = sum(int(g[1]) for g in games)
    times = sorted(float(g[3]) for g in games)
    moves = []
    peak, unended = 0, []
    for log in logs:
        text = pathlib.Path(log).read_text()
        peak = max([peak] + [int(m) for m in re.findall(r"peak memory (\d+) MiB", text)])
        unended += re.findall(r"games that did not end: (\[[^\]]*\])", text)
        moves_file = pathlib.Path(log).with_suffix(".moves")
        if moves_file.exists():
            moves += [float(line) for line in moves_file.read_text().split()]
    moves.sort()
    low, high = wilson(won, len(games))
    print(f"ordinary game, draw {draw}, unlimited passes, worrying back allowed, games 1-{len(games)}: "
          f"won {won} = {100 * won / len(games):.2f}% (95%: {100 * low:.2f}-{100 * high:.2f}%); "
          f"CPU a game mean {sum(times) / len(times):.2f} s, p50 {pick(times, 0.5):.2f} s, "
          f"p99 {pick(times, 0.99):.2f} s, max {pick(times, 1.0):.2f} s; a move p50 {1e3 * pick(moves, 0.5):.1f} ms, "
          f"p99 {1e3 * pick(moves, 0.99):.0f} ms, max {1e3 * pick(moves, 1.0):.0f} ms ({len(moves)} moves); "
          f"peak memory {peak} MiB; games that did not end: {', '.join(unended) or 'none'}")


if __name__ == "__main__":
    main(*sys.argv[1:])
