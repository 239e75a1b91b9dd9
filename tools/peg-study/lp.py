"""The pagoda LP and Kiyomi & Matsui's integer program on a sample of dead positions.

`peg-study table` writes the sample (one position a line: rows, columns, rule, the pegs as a mask
over the rectangle, bit r * C + c, and whether stranded pegs prove it dead). For each position and
each hole h, the question: can some counts x_j >= 0 of the jumps j take the pegs to one peg on h,
counting only what each jump adds and removes (M x = e_h - p)? If no real x >= 0 exists for any h,
a pagoda function proves the position dead (Avis, Deza & Onn: the LP's dual); if no whole x >= 0
exists, the integer program does (Kiyomi & Matsui), and it also knows the position class. HiGHS
(through SciPy) solves both: a floating-point solver, so this is a measure, not a proof.

python3 tools/peg-study/lp.py target/study/sample-4x6-orthogonal.txt [--limit N]
python3 tools/peg-study/lp.py --open target/study/open.txt [--limit N] [--nodes N] [--seconds S]:
  the open positions of `make bench`'s peg-decide sample. Only the holes the position class allows
  are asked (the others are out of reach already; HiGHS may search long to see it, as integrality is
  all that rules them out). Each hole gets at most N branch-and-bound nodes (default 20,000: a
  limit the machine's load does not move, as a wall-clock one does) and S seconds of wall time
  (default 600, a safety net); a hole cut short counts as reachable, so "dead" never rests on a
  search cut short.
"""

import sys
import time

import numpy as np
from scipy.optimize import LinearConstraint, linprog, milp

ORTHOGONAL = [(-1, 0), (0, -1), (0, 1), (1, 0)]
DIAGONAL = ORTHOGONAL + [(-1, -1), (-1, 1), (1, -1), (1, 1)]


def jump_matrix(rows, cols, rule):
    """Columns: what each jump does to each hole (-1 from and over, +1 to)."""
    dirs = ORTHOGONAL if rule == "orthogonal" else DIAGONAL
    columns = []
    for r in range(rows):
        for c in range(cols):
            for dr, dc in dirs:
                r2, c2 = r + 2 * dr, c + 2 * dc
                if 0 <= r2 < rows and 0 <= c2 < cols:
                    col = np.zeros(rows * cols)
                    col[r * cols + c] -= 1
                    col[(r + dr) * cols + c + dc] -= 1
                    col[r2 * cols + c2] += 1
                    columns.append(col)
    return np.array(columns).T


def feasible(matrix, rhs, integer, seconds=None, nodes=None):
    """False only when HiGHS finds the system infeasible: a node or time limit counts as feasible,
    so a "dead" answer never rests on a search cut short."""
    n = matrix.shape[1]
    if integer:
        options = {}
        if seconds:
            options["time_limit"] = seconds
        if nodes:
            options["node_limit"] = nodes
        result = milp(
            c=np.zeros(n),
            constraints=LinearConstraint(matrix, rhs, rhs),
            integrality=np.ones(n),
            bounds=(0, np.inf),
            options=options or None,
        )
        return result.status != 2  # 2: infeasible
    result = linprog(np.zeros(n), A_eq=matrix, b_eq=rhs, bounds=(0, None), method="highs")
    return result.status != 2


def read_open(path):
    """The open-positions file of `make bench` (BENCH_PEG_OPEN): a header `RxC RULE INDEX`, then rows."""
    blocks, header, rows = [], None, []
    for line in open(path).read().split("\n") + ["end"]:
        if " " in line or line == "end":
            if header:
                blocks.append((header, rows))
            header, rows = line, []
        elif line:
            rows.append(line)
    return blocks


def class_holes(rows, cols, rule, pegs):
    """The holes a lone peg of the position's de Bruijn class may stand on (the core's PositionClass):
    x^(r+c) and, for orthogonal jumps, x^(r-c) summed over the pegs in GF(4) (0, 1, x, x+1 as 0-3,
    addition as xor). Diagonal jumps keep no class: every hole."""
    def value(cells, diff):
        total = 0
        for r, c in cells:
            total ^= (1, 2, 3)[((r - c) if diff else (r + c)) % 3]
        return total

    holes = [(r, c) for r in range(rows) for c in range(cols)]
    if rule != "orthogonal":
        return holes
    on = [(r, c) for r, c in holes if pegs[r * cols + c]]
    want = (value(on, False), value(on, True))
    return [(r, c) for r, c in holes if (value([(r, c)], False), value([(r, c)], True)) == want]


def open_positions(path, limit, seconds_each, nodes_each):
    """Each open position: is the LP, the integer program, infeasible for every hole its class allows?"""
    for header, rows in read_open(path)[:limit]:
        rule = header.split()[1]
        r, c = len(rows), len(rows[0])
        matrix = jump_matrix(r, c, rule)
        p = np.array([1.0 if ch == "o" else 0.0 for row in rows for ch in row])
        targets = class_holes(r, c, rule, p)
        out = []
        for kind, integer in (("lp", False), ("ip", True)):
            started = time.process_time()
            dead = True
            for hr, hc in targets:
                target = np.zeros(r * c)
                target[hr * c + hc] = 1
                if feasible(matrix, target - p, integer, seconds_each, nodes_each):
                    dead = False
                    break
            out.append(f"{kind}={'dead' if dead else 'not proven'} ({time.process_time() - started:.1f} s)")
        print(header, int(p.sum()), "pegs,", len(targets), "holes:", ", ".join(out), flush=True)


def value_after(name, default):
    return type(default)(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def main():
    if sys.argv[1] == "--open":
        limit = int(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else None
        return open_positions(sys.argv[2], limit, value_after("--seconds", 600.0), value_after("--nodes", 20_000))
    path = sys.argv[1]
    limit = int(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else None
    lines = open(path).read().split("\n")
    lines = [line for line in lines if line][:limit]
    counts = {"positions": 0, "lp": 0, "ip": 0, "stranded": 0, "ip_or_stranded": 0, "ip_not_lp": 0}
    seconds = {"lp": 0.0, "ip": 0.0}
    matrix = None
    for line in lines:
        rows, cols, rule, pegs, stranded = line.split()
        rows, cols, pegs, stranded = int(rows), int(cols), int(pegs), stranded == "1"
        if matrix is None:
            matrix = jump_matrix(rows, cols, rule)
        p = np.array([(pegs >> i) & 1 for i in range(rows * cols)], dtype=float)
        verdict = {}
        for kind, integer in (("lp", False), ("ip", True)):
            started = time.process_time()
            dead = True
            for h in range(rows * cols):
                target = np.zeros(rows * cols)
                target[h] = 1
                if feasible(matrix, target - p, integer):
                    dead = False
                    break
            seconds[kind] += time.process_time() - started
            verdict[kind] = dead
        counts["positions"] += 1
        counts["lp"] += verdict["lp"]
        counts["ip"] += verdict["ip"]
        counts["stranded"] += stranded
        counts["ip_or_stranded"] += verdict["ip"] or stranded
        counts["ip_not_lp"] += verdict["ip"] and not verdict["lp"]
    n = max(counts["positions"], 1)
    print(f"{path}: {counts['positions']} dead positions the class leaves open")
    for key in ("lp", "ip", "stranded", "ip_or_stranded", "ip_not_lp"):
        print(f"  {key}: {counts[key]} ({100 * counts[key] / n:.1f}%)")
    for key in ("lp", "ip"):
        print(f"  {key} CPU: {1e3 * seconds[key] / n:.1f} ms a position (HiGHS through SciPy)")


if __name__ == "__main__":
    main()
