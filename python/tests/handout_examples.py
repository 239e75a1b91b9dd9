"""The handout's examples as an instructor's test file writes them, run unchanged against digipeg
(only the import differs from the assignment's own module). Prints one line per section and
exits 0 when every check holds; python/tests/test_wheel.py runs it in a fresh venv from the wheel."""

import contextlib
import io
import sys

from digipeg import Deque, Solitaire


def output(action, stdin=""):
    out = io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out):
            action()
    finally:
        sys.stdin = old_stdin
    return out.getvalue()


def check(what, got, expected):
    if got != expected:
        print(f"FAIL {what}: {got!r} != {expected!r}")
        sys.exit(1)


# Section 1: Deque.
d = Deque()
d.add_front(6)
d.add_front(5)
d.add_front(4)
check("printall(0)", output(lambda: d.printall(0)), "6 * * ")
check("printall(1)", output(lambda: d.printall(1)), "6 5 4 ")
d.add_front(d.remove_rear())
check("within one deque", d.items, [5, 4, 6])
e = Deque()
e.add_rear(d.remove_front())
check("among deques", (d.items, e.items, d.size(), d.peek(), d.peeklast()), ([5, 4], [6], 2, 4, 5))
print("Section 1: Deque ok")

# Section 2: display, the spec's example built by hand.
sol = Solitaire([6, 5, 4])
sol.t.append(Deque())
sol.ColNo = 4
for card in [3, 2, 1, 0]:
    sol.t[1].add_front(card)
sol.t[2].items = [14, 13, 12, 11]
sol.t[3].items = [10, 9, 8, 7]
check("display", output(sol.display), "0: 6 * * \n1: 3 2 1 0 \n2: 14 13 12 11 \n3: 10 9 8 7 \n")
print("Section 2: display ok")

# Section 3: move, each left-hand position by hand (the first with cards 2 and 1 twice).
sol = Solitaire([6, 2, 1])
for card in [3, 2, 1, 0]:
    sol.t[1].add_front(card)
sol.move(0, 0)
check("move(0, 0)", (sol.t[0].items, sol.t[1].items), ([2, 1, 6], [3, 2, 1, 0]))
sol = Solitaire([4, 8])
sol.t[1].items = [7, 6, 5]
sol.move(0, 1)
check("move(0, 1)", (sol.t[0].items, sol.t[1].items), ([8], [7, 6, 5, 4]))
sol = Solitaire([8])
sol.t[1].items = [7, 6, 5]
sol.t[2].items = [4, 3, 2]
sol.move(2, 1)
check("move(2, 1)", [p.items for p in sol.t], [[8], [7, 6, 5, 4, 3, 2], []])
sol.move(1, 0)
check("a refused move", [p.items for p in sol.t], [[8], [7, 6, 5, 4, 3, 2], []])
print("Section 3: move ok")

# Section 4: play() through standard input: a win in 3 steps, a loss in 6, and no rounds at all.
banner = "*" * 41 + "NEW GAME" + "*" * 39 + "\n"
sol = Solitaire([2, 1, 0])
won = output(sol.play, "0\n1\n0\n1\n0\n1\n")
check("win in 3", won.endswith("Round 3 out of 6: Move to row no.:You Win in 3 steps!\n\n"), True)
check("complete", sol.IsComplete(), True)
sol = Solitaire([0, 1, 2])
check("loss in 6", output(sol.play, "0\n0\n" * 6).endswith("You Loss!\n\n"), True)
sol = Solitaire([0, 1, 2])
sol.ChanceNo = 0
check("no rounds", output(sol.play, "0\n0\n"), banner + "\n")
print("Section 4: play ok")
