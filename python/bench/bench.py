"""`make bench-python`: the exercise's gamestate from Python, digipeg against a straightforward pure-Python
implementation, on the same fixed set of 100,000 boards (mixed valid and invalid, from a seed), and each
path against its floor: a valid board against `_noop(board)` (a PyO3 function on the same call path that
takes the same argument and does nothing), an invalid board against a bare Python `raise` + `except` of the
same exception class with the same message. Plus a few DigiPeg calls. Figures are printed, never asserted."""

from __future__ import annotations

import random
import time
from typing import Callable, List, Sequence

import digipeg
from digipeg import _native

BOARDS = 100_000
SEED = 2026
REPEATS = 15


# ------------------------------------------------------------ the exercise in plain Python

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def py_gamestate(board: Sequence[str]) -> str:
    if len(board) != 3:
        raise ValueError("a tic-tac-toe board has exactly 3 rows")
    if any(len(row) != 3 for row in board):
        raise ValueError("every tic-tac-toe row has exactly 3 characters")
    cells = "".join(board)
    if any(c not in "XO " for c in cells):
        raise ValueError("a tic-tac-toe board holds only 'X', 'O' and ' '")
    xs, os = cells.count("X"), cells.count("O")
    if os > xs:
        raise ValueError("Wrong turn order: O started")
    if xs > os + 1:
        raise ValueError("Wrong turn order: X went twice")
    x_line = any(all(cells[i] == "X" for i in line) for line in LINES)
    o_line = any(all(cells[i] == "O" for i in line) for line in LINES)
    if (x_line and (o_line or os == xs)) or (o_line and xs > os):
        raise ValueError("Impossible board: game should have ended after the game was won")
    if x_line or o_line:
        return "win"
    return "draw" if " " not in cells else "ongoing"


def make_boards(n: int, seed: int) -> List[List[str]]:
    """Half from random play (valid), half random cells (mostly invalid), a few malformed."""
    rng = random.Random(seed)
    boards = []
    for i in range(n):
        cells = [" "] * 9
        if i % 2 == 0:
            player, free = "X", list(range(9))
            rng.shuffle(free)
            for square in free[: rng.randrange(10)]:
                cells[square] = player
                player = "O" if player == "X" else "X"
        else:
            cells = [rng.choice("XO ") for _ in range(9)]
        board = ["".join(cells[r * 3 : r * 3 + 3]) for r in range(3)]
        if i % 97 == 0:
            board = board[:2]
        boards.append(board)
    return boards


def run_all(fn: Callable, boards) -> int:
    errors = 0
    for board in boards:
        try:
            fn(board)
        except ValueError:
            errors += 1
    return errors


def raise_all(pairs) -> int:
    """The floor of an invalid board: the loop of ``run_all`` with a bare Python ``raise`` of the
    exception gamestate raises for that board (same class, same message) in place of the call."""
    errors = 0
    for cls, message in pairs:
        try:
            raise cls(message)
        except ValueError:
            errors += 1
    return errors


def best_ns(runs: dict, rounds: int = REPEATS, chunk: int = 500) -> dict:
    """Each loop's time per item: every loop runs over the same slices of its items, interleaved, and
    each slice counts with its best of ``rounds`` runs. On a busy machine a slice's best run is one
    that nothing interrupted, so loops that share a slice share its conditions; figures are meant to
    be compared with each other (ratios), not across machines."""
    totals = {name: 0 for name in runs}
    count = len(next(iter(runs.values()))[1])
    for start in range(0, count, chunk):
        best = {name: float("inf") for name in runs}
        for _ in range(rounds):
            for name, (loop, items) in runs.items():
                part = items[start:start + chunk]
                began = time.perf_counter_ns()
                loop(part)
                best[name] = min(best[name], time.perf_counter_ns() - began)
        for name in runs:
            totals[name] += best[name]
    return {name: total / count for name, total in totals.items()}


def main() -> None:
    boards = make_boards(BOARDS, SEED)
    # Same answers first: the comparison is only fair if both do the same work.
    for board in boards[:20_000]:
        try:
            ours = digipeg.gamestate(board)
        except ValueError as err:
            ours = str(err)
        try:
            theirs = py_gamestate(board)
        except ValueError as err:
            theirs = str(err)
        assert ours == theirs, (board, ours, theirs)
    invalid = run_all(digipeg.gamestate, boards)
    valid_boards = [b for b in boards if _ok(b)]
    invalid_boards = [b for b in boards if not _ok(b)]
    raised = []
    for board in invalid_boards:
        try:
            digipeg.gamestate(board)
        except ValueError as err:
            raised.append((type(err), err.args[0]))

    def noop_all(items) -> None:
        noop = _native._noop
        for board in items:
            noop(board)

    def states_all(items) -> None:
        gamestate = digipeg.gamestate
        for board in items:
            gamestate(board)

    def run_with(fn: Callable) -> Callable:
        return lambda items: run_all(fn, items)

    everything = best_ns({"ours": (run_with(digipeg.gamestate), boards)})
    everything.update(best_ns({"plain": (run_with(py_gamestate), boards)}, rounds=5, chunk=100))
    valid = best_ns({"ours": (states_all, valid_boards), "noop": (noop_all, valid_boards)})
    valid.update(best_ns({"plain": (run_with(py_gamestate), valid_boards)}, rounds=5, chunk=100))
    bad = best_ns({"ours": (run_with(digipeg.gamestate), invalid_boards), "raise": (raise_all, raised)})
    bad.update(best_ns({"plain": (run_with(py_gamestate), invalid_boards)}, rounds=5, chunk=100))
    rows = [
        ("gamestate, pure Python", everything["plain"], ""),
        ("gamestate, digipeg", everything["ours"], f"{everything['plain'] / everything['ours']:.1f}x faster"),
        (f"valid boards ({len(valid_boards):,}): gamestate", valid["ours"],
         f"{valid['ours'] / valid['noop']:.2f}x its floor (goal <= 1.3x); {valid['plain'] / valid['ours']:.0f}x "
         "faster than pure Python"),
        ("  floor: _noop(board), same boards, same call path", valid["noop"], ""),
        (f"invalid boards ({len(invalid_boards):,}): gamestate, raise + except", bad["ours"],
         f"{bad['ours'] / bad['raise']:.2f}x its floor (goal <= 1.3x); {bad['plain'] / bad['ours']:.1f}x "
         "faster than pure Python"),
        ("  floor: bare `raise cls(msg)` + except, same classes", bad["raise"], ""),
    ]

    game = digipeg.DigiPeg(9, 9, 4, 4)
    calls = 200_000
    for name, fn in [("DigiPeg.legal_move(4, 2, 4, 4)", lambda: game.legal_move(4, 2, 4, 4)),
                     ("DigiPeg.legal_moves() on 9 x 9", game.legal_moves),
                     ("DigiPeg.game_over() on 9 x 9", game.game_over)]:
        best = float("inf")
        for _ in range(REPEATS):
            start = time.perf_counter_ns()
            for _ in range(calls):
                fn()
            best = min(best, time.perf_counter_ns() - start)
        rows.append((name, best / calls, ""))

    print(f"Python binding: {BOARDS:,} tic-tac-toe boards from seed {SEED} ({invalid:,} invalid), best of {REPEATS}")
    print(f"{'workload':<58} {'ns/call':>8}  note")
    for name, ns, note in rows:
        print(f"{name:<58} {ns:>8.0f}  {note}")


def _ok(board) -> bool:
    try:
        digipeg.gamestate(board)
        return True
    except ValueError:
        return False


if __name__ == "__main__":
    main()
