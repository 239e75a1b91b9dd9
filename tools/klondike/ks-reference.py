"""Writes core/tests/data/klondike-solver-{deals,lines}.txt from Klondike-Solver itself, through
`pyksolve` (pip install pyksolve==0.0.15): the layouts it prints for some game numbers, and the
winning lines its fast solver finds, for the Rust tests to read and replay."""

import sys

import pyksolve.solver as ks

SEEDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100, 1000, 1484, 12345, 99999, 1000000, 2147483647]

def main(out_dir):
    game = ks.Solitaire()
    with open(f"{out_dir}/klondike-solver-deals.txt", "w") as out:
        out.write("# Deals as Klondike-Solver prints them (pyksolve 0.0.15, Solitaire.shuffle1(seed) then\n"
                  "# game_diagram()): pile lines `N: up -down-down` (face-down cards from the top down), line 8 the\n"
                  "# stock from its top. Written by tools/klondike/ks-reference.py.\n")
        for seed in SEEDS:
            game.shuffle1(seed)
            game.reset_game()
            out.write(f"seed {seed}\n")
            for line in game.game_diagram().splitlines()[1:9]:
                out.write(line.rstrip() + "\n")
    with open(f"{out_dir}/klondike-solver-lines.txt", "w") as out:
        out.write("# Winning lines Klondike-Solver's fast solver found (pyksolve 0.0.15, solve_fast(1000000)):\n"
                  "# `draw seed moves...` in its notation (DR# draws, NEW turns the waste over, F# turns pile #'s\n"
                  "# card up, XY and XY-# move from X to Y). Written by tools/klondike/ks-reference.py.\n")
        for draw in (1, 3):
            for seed in range(1, 31):
                game.draw_count = draw
                game.shuffle1(seed)
                game.reset_game()
                if abs(game.solve_fast(1_000_000).value) == 1:
                    out.write(f"{draw} {seed} {game.moves_made().strip()}\n")

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "core/tests/data")
