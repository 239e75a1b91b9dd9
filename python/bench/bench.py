"""`make bench-python`: the exercise's gamestate from Python, digipeg against a straightforward pure-Python
implementation, on the same fixed set of 100,000 boards (mixed valid and invalid, from a seed), plus the
call-overhead floor (`_noop(board)`, a PyO3 call that takes the same argument and does nothing) and a few
DigiPeg calls. Figures are printed, never asserted."""

from __future__ import annotations

import random
import time
from typing import Callable, List, Sequence

import digipeg
from digipeg import _native

BOARDS = 100_000
SEED = 2026
REPEATS = 5


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


def best_ns_per_call(fn: Callable, boards) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter_ns()
        run_all(fn, boards)
        best = min(best, time.perf_counter_ns() - start)
    return best / len(boards)


def noop(fn: Callable, boards) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter_ns()
        for board in boards:
            fn(board)
        best = min(best, time.perf_counter_ns() - start)
    return best / len(boards)


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

    rows = []
    ours = best_ns_per_call(digipeg.gamestate, boards)
    plain = best_ns_per_call(py_gamestate, boards)
    floor = noop(_native._noop, boards)
    rows.append(("gamestate, pure Python", plain, ""))
    rows.append(("gamestate, digipeg", ours, f"{plain / ours:.1f}x faster"))
    rows.append(("_noop(board), PyO3 call floor", floor, f"gamestate costs {ours / floor:.1f}x this floor"))

    valid = [b for b in boards if len(b) == 3][:50_000]
    valid = [b for b in valid if _ok(b)]
    rows.append((f"gamestate, digipeg, valid boards only ({len(valid)})", best_ns_per_call(digipeg.gamestate, valid),
                 f"{best_ns_per_call(py_gamestate, valid) / best_ns_per_call(digipeg.gamestate, valid):.1f}x faster"))

    # Where the invalid boards' time goes: raising. The same loop over the invalid boards, with a
    # Python function that only raises the core's class (what any raise costs), or only returns.
    invalid_boards = [b for b in boards if not _ok(b)]
    bad_ours = best_ns_per_call(digipeg.gamestate, invalid_boards)
    bad_plain = best_ns_per_call(py_gamestate, invalid_boards)
    rows.append((f"gamestate, digipeg, invalid boards only ({len(invalid_boards)})", bad_ours,
                 f"{bad_plain / bad_ours:.1f}x faster than pure Python's {bad_plain:.0f}"))
    error_class, message = type(digipeg.errors.error(303)), digipeg.errors.error(303).args[0]

    def raise_only(board):
        raise error_class(message)

    def return_only(board):
        return "win"

    raise_ns = best_ns_per_call(raise_only, invalid_boards)
    return_ns = best_ns_per_call(return_only, invalid_boards)
    rows.append(("  a Python def that only raises TttOStarted(msg)", raise_ns,
                 f"raise + catch alone: {raise_ns - return_ns:.0f} ns over a def that returns ({return_ns:.0f})"))

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
    print(f"{'workload':<52} {'ns/call':>10}  note")
    for name, ns, note in rows:
        print(f"{name:<52} {ns:>10.0f}  {note}")


def _ok(board) -> bool:
    try:
        digipeg.gamestate(board)
        return True
    except ValueError:
        return False


if __name__ == "__main__":
    main()
