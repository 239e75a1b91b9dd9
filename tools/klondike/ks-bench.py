"""`make bench-klondike`'s peer: Klondike-Solver (through `pyksolve`, when it is installed) on
the same deals, Klondike-Solver's games 1 to N, draw 1 and draw 3, thoughtful, its fast mode.

Usage: python3 tools/klondike/ks-bench.py [DEALS] [MAX_CLOSED]"""

import sys
import time

import pyksolve.solver as ks


def main(deals, max_closed):
    game = ks.Solitaire()
    print(f"Klondike-Solver (pyksolve), solve_fast({max_closed}), games 1 to {deals}:")
    print("| draw | deals | decided | won | winnable among decided | p50 | p90 | p99 | max | CPU |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for draw in (1, 3):
        won = lost = 0
        times = []
        for seed in range(1, deals + 1):
            game.draw_count = draw
            game.shuffle1(seed)
            game.reset_game()
            started = time.process_time()
            result = game.solve_fast(max_closed)
            times.append(time.process_time() - started)
            if result in (ks.SolveResult.SolvedMinimal, ks.SolveResult.SolvedMayNotBeMinimal):
                won += 1
            elif result == ks.SolveResult.Impossible:
                lost += 1
        times.sort()
        at = lambda q: times[round((len(times) - 1) * q)] * 1e3
        decided = won + lost
        print(f"| {draw} | {deals} | {100 * decided / deals:.2f}% | {won} | {100 * won / max(decided, 1):.2f}% "
              f"| {at(0.5):.1f} ms | {at(0.9):.1f} ms | {at(0.99):.0f} ms | {at(1.0):.0f} ms | {sum(times):.0f} s |")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000, int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000)
