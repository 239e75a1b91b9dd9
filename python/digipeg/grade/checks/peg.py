"""Grading DigiPeg (docs/players.md and the editions of docs/editions.md, section 1): the four methods students wrote, and the starter code
(constructor, ``str()``, the terminal program), checked but not marked.

Positions are given to the submission the way a rubric's tests give them: ``game.board = ...`` and
``game.pegs_left = n`` after the constructor, so that a mistake in ``make_move`` does not cost marks in
``legal_move``. The board keeps the type the submission's constructor made (the starters' numpy bool
array). The boards are random, or reached by the engine's own random jumps.
"""

from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

import digipeg
from hypothesis import assume
from hypothesis import strategies as st

from ..assignments.editions import Edition
from ..assignments.peg import StarterProgram, bands, counts, handout_class
from ..model import SETUP, Catalogue, Check, Scenario, Test
from ..sandbox.ops import Env
from .draws import repeat

_BOOL = Check(value="bool", what="the answer")
_BOARD = Check(value="exact", what="the board")
_PEGS = Check(value="exact", what="pegs_left")
_PRINTED = Check(out="exact")
_MESSAGE = Check(out="message")
_PROGRAM = Check(value="pair", what="the terminal program ", prompt=r"\]: |\(yes or no\): ")
_TEXT = Check(value="text", what="the drawing")
_DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
_DIAGONALS = {"up and left": (-1, -1), "up and right": (-1, 1), "down and left": (1, -1), "down and right": (1, 1)}


def _diagonal(edition: Edition) -> bool:
    return int(edition.rules.get("directions", 4)) == 8


def engines(edition: Edition) -> List[Env]:
    """The edition's behaviour; with the count line of ``final_message`` left open, both ways."""
    counts = [True] if edition.texts.get("count_required", True) else [True, False]
    result = []
    for count in counts:
        game = handout_class(edition, count)
        result.append(Env({"DigiPeg": game}, main=lambda game=game: StarterProgram(edition.starter, game).run()))
    return result


# -- scenario pieces ------------------------------------------------------------------------------------


def _new(rows: int, cols: int, hole: Tuple[int, int]) -> Scenario:
    return Scenario([{"op": "new", "as": "game", "name": "DigiPeg", "args": [rows, cols, hole[0], hole[1]]}], [SETUP])


def _position(board: List[List[bool]], hole: Tuple[int, int]) -> Scenario:
    """The constructor, then the board and its peg count assigned by hand."""
    return _new(len(board), len(board[0]), hole) + _assign(board)


def _call(name: str, args: List[Any], check: Check) -> Scenario:
    return Scenario([{"op": "call", "on": "game", "name": name, "args": args}], [check])


@st.composite
def _size(draw: Any, min_rows: int = 1, min_cols: int = 1) -> Tuple[int, int]:
    return draw(st.integers(min_rows, 9)), draw(st.integers(min_cols, 9))


@st.composite
def _board(draw: Any, min_rows: int = 1, min_cols: int = 1, diagonal: bool = False) -> Tuple[List[List[bool]], Tuple[int, int]]:
    """A board (random, or reached by random jumps from a start) and the constructor's empty hole."""
    rows, cols = draw(_size(min_rows, min_cols))
    hole = (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
    if draw(st.booleans()):
        game = digipeg.DigiPeg(rows, cols, *hole, diagonal=diagonal)
        for _ in repeat(draw, 0, rows * cols, 8):
            moves = game.legal_moves()
            if not moves:
                break
            game.make_move(*moves[draw(st.integers(0, len(moves) - 1))])
        return game.board, hole
    masks = [draw(st.integers(0, (1 << cols) - 1)) for _ in range(rows)]
    return [[bool(mask >> c & 1) for c in range(cols)] for mask in masks], hole


def _with(board: List[List[bool]], cells: Dict[Tuple[int, int], bool]) -> List[List[bool]]:
    board = [row[:] for row in board]
    for (r, c), peg in cells.items():
        board[r][c] = peg
    return board


def _assign(board: List[List[bool]]) -> Scenario:
    return Scenario(
        [
            {"op": "set", "on": "game", "path": ["board"], "value": board},
            {"op": "set", "on": "game", "path": ["pegs_left"], "value": sum(map(sum, board))},
        ],
        [SETUP, SETUP],
    )


def _queries(kind: Tuple[int, int, Any]) -> Any:
    """1 to 4 questions of one kind, each about a position made from one board (assigned before it)."""
    rows_needed, cols_needed, make = kind

    @st.composite
    def scenario(draw: Any) -> Scenario:
        board, hole = draw(_board(rows_needed, cols_needed))
        result = _new(len(board), len(board[0]), hole)
        for _ in repeat(draw, 1, 4):
            position, call = make(draw, board)
            result = result + _assign(position) + call
        return result

    return scenario()


def _jump(direction: str) -> Tuple[int, int, Any]:
    dr, dc = {**_DIRECTIONS, **_DIAGONALS}[direction]

    def make(draw: Any, board: List[List[bool]]) -> Tuple[List[List[bool]], Scenario]:
        rows, cols = len(board), len(board[0])
        r = draw(st.integers(max(0, -2 * dr), rows - 1 - max(0, 2 * dr)))
        c = draw(st.integers(max(0, -2 * dc), cols - 1 - max(0, 2 * dc)))
        board = _with(board, {(r, c): True, (r + dr, c + dc): True, (r + 2 * dr, c + 2 * dc): False})
        return board, _call("legal_move", [r, c, r + 2 * dr, c + 2 * dc], _BOOL)

    return (3 if dr else 1), (3 if dc else 1), make


def _directions(diagonal: bool) -> Dict[str, Tuple[int, int]]:
    """The directions a jump may take in the edition: four, or eight with the diagonals."""
    return {**_DIRECTIONS, **_DIAGONALS} if diagonal else dict(_DIRECTIONS)


def _fits(step: Tuple[int, int], rows: int, cols: int) -> bool:
    """Whether a jump of ``step`` (a direction) fits on a board of ``rows`` x ``cols``."""
    return (rows >= 3 or not step[0]) and (cols >= 3 or not step[1])


def _straight(draw: Any, board: List[List[bool]], diagonal: bool) -> Tuple[int, int, int, int, int, int]:
    """A start, a direction (any the edition allows) and the cells of a two-hole jump that fits on ``board``."""
    rows, cols = len(board), len(board[0])
    directions = _directions(diagonal)
    options = [d for d, step in directions.items() if _fits(step, rows, cols)]
    dr, dc = directions[draw(st.sampled_from(options))]
    r = draw(st.integers(max(0, -2 * dr), rows - 1 - max(0, 2 * dr)))
    c = draw(st.integers(max(0, -2 * dc), cols - 1 - max(0, 2 * dc)))
    return r, c, r + dr, c + dc, r + 2 * dr, c + 2 * dc


def _jump_steps(diagonal: bool) -> List[Tuple[int, int]]:
    """The (rows, columns) a legal jump moves by in the edition."""
    return [(2 * dr, 2 * dc) for dr, dc in _directions(diagonal).values()]


def _shapes(diagonal: bool) -> List[Tuple[int, int]]:
    """Every start-to-landing step up to four holes each way that is no jump of the edition, in every direction:
    too short, too long, a knight's move, standing still (and, with four directions, a diagonal jump)."""
    jumps = set(_jump_steps(diagonal))
    steps = [(a, b) for a in range(-4, 5) for b in range(-4, 5) if (a, b) not in jumps]
    # The likeliest mistakes first (a diagonal jump where only four directions are allowed, then the nearest
    # steps): a failure shrinks towards them.
    return sorted(steps, key=lambda step: (step not in _DOUBLE_DIAGONALS, max(abs(step[0]), abs(step[1])),
                                           abs(step[0]) + abs(step[1]), step))


_DOUBLE_DIAGONALS = [(2, 2), (2, -2), (-2, 2), (-2, -2)]
# The shapes tried first, on the smallest board that has each: in every direction, a step of one, a diagonal
# jump (where four directions are the rule), three holes away, a knight's move, and standing still.
_SHAPE_EXAMPLES = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1), (3, 0), (-3, 0), (0, 3),
                   (0, -3), (1, 2), (2, 1), (-1, -2), (-2, -1), (0, 0)]


def _illegal(kind: str, diagonal: bool) -> Any:
    """Jumps of one type that are never legal (in the edition: ``diagonal`` or not), in every direction the
    edition allows."""
    directions = _directions(diagonal)

    def make(draw: Any, board: List[List[bool]]) -> Tuple[List[List[bool]], Scenario]:
        rows, cols = len(board), len(board[0])
        if kind == "off":
            # A jump over the edge: the landing (or the start) just off the board, or far off.
            dr, dc = directions[draw(st.sampled_from(list(directions)))]
            r, c = draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1))
            if dr:
                r = draw(st.sampled_from([0, 1] if dr < 0 else [rows - 1, rows - 2]))
            if dc:
                c = draw(st.sampled_from([0, 1] if dc < 0 else [cols - 1, cols - 2]))
            move = [r, c, r + 2 * dr, c + 2 * dc]
            mode = draw(st.integers(0, 3))
            if mode == 1:  # jump back onto the board from outside
                move = [move[2], move[3], move[0], move[1]]
            elif mode == 2:
                move[draw(st.integers(0, 3))] = draw(st.sampled_from([-1, -2, 9, 10, 2**31, -(2**63)]))
            cells = {}
            for (a, b), peg in (((move[0], move[1]), True), (((move[0] + move[2]) // 2, (move[1] + move[3]) // 2), True),
                                ((move[2], move[3]), False)):
                if 0 <= a < rows and 0 <= b < cols:
                    cells[(a, b)] = peg
            assume(not all(0 <= v < n for v, n in zip(move, (rows, cols, rows, cols))))
            return _with(board, cells), _call("legal_move", move, _BOOL)
        if kind == "shape":
            # Start and landing on the board, a peg between where there is a hole between, but no jump.
            r, c = draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1))
            fits = [(a, b) for a, b in _shapes(diagonal) if 0 <= r + a < rows and 0 <= c + b < cols]
            a, b = draw(st.sampled_from(fits))  # (0, 0) always fits
            cells = {(r, c): True, (r + a, c + b): False}
            middle = (r + a // 2, c + b // 2) if a % 2 == 0 and b % 2 == 0 else None
            if middle is not None and middle not in cells:
                cells[middle] = True
            if (r + a, c + b) == (r, c):
                cells = {(r, c): True}
            return _with(board, cells), _call("legal_move", [r, c, r + a, c + b], _BOOL)
        r1, c1, rm, cm, r2, c2 = _straight(draw, board, diagonal)
        return _with(board, _ILLEGAL_CELLS[kind](r1, c1, rm, cm, r2, c2)), _call("legal_move", [r1, c1, r2, c2], _BOOL)

    return make


# What each type of illegal jump puts on its three holes (start, middle, landing).
_ILLEGAL_CELLS = {
    "full": lambda r1, c1, rm, cm, r2, c2: {(r1, c1): True, (rm, cm): True, (r2, c2): True},
    "nopeg": lambda r1, c1, rm, cm, r2, c2: {(r1, c1): False, (rm, cm): True, (r2, c2): False},
    "nomiddle": lambda r1, c1, rm, cm, r2, c2: {(r1, c1): True, (rm, cm): False, (r2, c2): False},
}


def _illegal_kind(kind: str, diagonal: bool) -> Tuple[int, int, Any]:
    minimum = 3 if kind in ("full", "nopeg", "nomiddle") else 1
    # A straight jump needs three holes in a row or a column: ask for three rows (the columns stay free).
    return minimum, 1, _illegal(kind, diagonal)


@st.composite
def _game_over_scenario(draw: Any, edition: Edition) -> Scenario:
    diagonal = _diagonal(edition)
    if edition.rules.get("end") == "one peg" and draw(st.booleans()):
        # game_won: boards with one peg, or a few, on any board.
        rows, cols = draw(_size())
        cells = [(r, c) for r in range(rows) for c in range(cols)]
        chosen = set(draw(st.permutations(cells))[: draw(st.integers(0, min(3, len(cells))))])
        board = [[(r, c) in chosen for c in range(cols)] for r in range(rows)]
        return _position(board, (0, 0)) + _call("game_over", [], _BOOL)
    if draw(st.integers(0, 2)) == 0:
        # A finished game (pegs only on even rows and columns) but for one jump, in any of the edition's
        # directions: game_over has to look in every one of them.
        rows, cols = draw(_size(3, 1)) if draw(st.booleans()) else draw(_size(1, 3))
        fits = [step for step in _directions(diagonal).values() if _fits(step, rows, cols)]
        dr, dc = draw(st.sampled_from(fits))
        r = draw(st.integers(max(0, -2 * dr), rows - 1 - max(0, 2 * dr)))
        c = draw(st.integers(max(0, -2 * dc), cols - 1 - max(0, 2 * dc)))
        spots = [(a, b) for a in range(0, rows, 2) for b in range(0, cols, 2)]
        board = [[(a, b) in spots and draw(st.booleans()) for b in range(cols)] for a in range(rows)]
        board = _with(board, {(r, c): True, (r + dr, c + dc): True, (r + 2 * dr, c + 2 * dc): False})
        return _position(board, (r + 2 * dr, c + 2 * dc)) + _call("game_over", [], _BOOL)
    board, hole = draw(_board(diagonal=diagonal))
    if draw(st.booleans()):
        # Play the position out with the engine's random jumps: the last ones are close to the end.
        game = digipeg.DigiPeg(len(board), len(board[0]), *hole, diagonal=diagonal)
        game.board = board
        while game.legal_moves() and draw(st.integers(0, 5)):
            moves = game.legal_moves()
            game.make_move(*moves[draw(st.integers(0, len(moves) - 1))])
        board = game.board
    return _position(board, hole) + _call("game_over", [], _BOOL)


MOST_PEGS = 25
"""The most pegs a finished game of the generated boards has: pegs on the even rows and columns of 9 x 9."""


def _finished(count: int, rows: int, cols: int, chosen: Any = None) -> List[List[bool]]:
    """A board of ``rows`` x ``cols`` with ``count`` pegs on even rows and columns (no jump left): the first
    ``count`` such holes, or the holes ``chosen``."""
    spots = [(r, c) for r in range(0, rows, 2) for c in range(0, cols, 2)]
    chosen = set(spots[:count] if chosen is None else chosen)
    return [[(r, c) in chosen for c in range(cols)] for r in range(rows)]


def _room(count: int, rows: int = 0) -> int:
    """The fewest rows (or, given ``rows``, columns) a board needs for ``count`` pegs on its even holes."""
    per_line = (rows + 1) // 2 if rows else 5
    return max(1, 2 * -(-count // per_line) - 1)


def _final(pegs: List[int], check: Check = _PRINTED) -> Any:
    """``final_message`` at the end of a game left with one of the counts ``pegs``."""

    @st.composite
    def scenario(draw: Any) -> Scenario:
        count = draw(st.sampled_from(pegs))
        rows = draw(st.integers(_room(count), 9))
        cols = draw(st.integers(_room(count, rows), 9))
        spots = [(r, c) for r in range(0, rows, 2) for c in range(0, cols, 2)]
        board = _finished(count, rows, cols, draw(st.permutations(spots))[:count])
        hole = (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
        return _position(board, hole) + _call("final_message", [], check)

    return scenario()


def _final_examples(pegs: List[int], check: Check) -> List[Scenario]:
    """The band's boundaries (each end of each run of counts in it, 0 among them where the band has it), on
    the smallest board: a 1 x 1 board has no peg at all."""
    ends = sorted({n for n in pegs if n - 1 not in pegs or n + 1 not in pegs})
    result = []
    for count in ends:
        rows = _room(count)
        cols = _room(count, rows)
        board = _finished(count, rows, cols)
        hole = next(((r, c) for r in range(rows) for c in range(cols) if not board[r][c]), (0, 0))
        result.append(_position(board, hole) + _call("final_message", [], check))
    return result


@st.composite
def _moves_scenario(draw: Any, edition: Edition) -> Scenario:
    diagonal = _diagonal(edition)
    rows, cols = draw(_size())
    hole = (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
    game = digipeg.DigiPeg(rows, cols, *hole, diagonal=diagonal)
    result = _new(rows, cols, hole)
    if draw(st.booleans()):
        board, _ = draw(_board())
        if len(board) == rows and len(board[0]) == cols:
            game.board = board
            result = _position(board, hole)
    for _ in repeat(draw, 1, 8):
        moves = game.legal_moves()
        if not moves:
            break
        move = list(moves[draw(st.integers(0, len(moves) - 1))])
        game.make_move(*move)
        result = result + Scenario(
            [{"op": "call", "on": "game", "name": "make_move", "args": move},
             {"op": "get", "on": "game", "path": ["board"]},
             {"op": "get", "on": "game", "path": ["pegs_left"]}],
            [SETUP, _BOARD, _PEGS],
        )
    return result


@st.composite
def _constructor_scenario(draw: Any) -> Scenario:
    rows, cols = draw(_size())
    hole = (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
    return _new(rows, cols, hole) + Scenario(
        [{"op": "get", "on": "game", "path": ["board"]}, {"op": "get", "on": "game", "path": ["pegs_left"]}], [_BOARD, _PEGS]
    )


@st.composite
def _str_scenario(draw: Any) -> Scenario:
    board, hole = draw(_board())
    return _position(board, hole) + Scenario([{"op": "str", "on": "game"}], [_TEXT])


_RANGE = re.compile(r"\[(\d+) - (\d+)\]: $")
# An empty line crashes the starters' get_choice (int('')): rare, since it ends the session.
_BAD_LINES = ["x", "abc", "1.5", " 2", "2 ", "-1", "+1", "0", "10", "99", "3x", "١"]


@st.composite
def _program_scenario(draw: Any, edition: Edition) -> Scenario:
    """A session of the terminal program: the edition's starter on the engine says what it asks; the
    lines are drawn (mostly legal jumps, some illegal ones and bad lines; yes or no when it asks)."""
    program = StarterProgram(edition.starter, handout_class(edition))
    program.start()
    lines: List[str] = []
    pending: List[int] = []
    small = draw(st.booleans())
    for _ in repeat(draw, 0, 60, 10):
        if program.finished:
            break
        if program.asking is None:  # Do you want to continue (yes or no)?
            line = draw(st.sampled_from(["yes", "yes", "yes", "Yes", "no", "maybe"]))
        elif not pending and draw(st.integers(0, 5)) == 0:
            line = draw(st.sampled_from(_BAD_LINES + [""] * (draw(st.integers(0, 9)) == 0)))
        elif pending:
            line = str(pending.pop(0))
        else:
            low, high = program.asking
            game = program.game
            moves = game.legal_moves() if game is not None and not pending and low == 1 else []
            if moves and draw(st.integers(0, 3)):
                move = moves[draw(st.integers(0, len(moves) - 1))]
                pending = [v + 1 for v in move]
                line = str(pending.pop(0))
            else:
                line = str(draw(st.integers(low, min(high, 4) if small else high)))
        lines.append(line)
        program.input(line)
    return _program("".join(line + "\n" for line in lines), edition)


def _program(stdin: str, edition: Edition) -> Scenario:
    return Scenario([{"op": "starter", "name": "DigiPeg", "starter": edition.starter, "stdin": stdin}], [_PROGRAM])


# -- the handout's examples -----------------------------------------------------------------------------


def _drawing_example() -> List[Scenario]:
    return [_new(2, 3, (0, 1)) + Scenario([{"op": "str", "on": "game"}], [_TEXT])]


def _jump_example(direction: str) -> List[Scenario]:
    # The smallest board with that jump: three holes in a line, the landing one empty.
    rows, cols, move = _smallest({**_DIRECTIONS, **_DIAGONALS}[direction])
    return [_new(rows, cols, (move[2], move[3])) + _call("legal_move", move, _BOOL)]


def _smallest(step: Tuple[int, int]) -> Tuple[int, int, List[int]]:
    """The smallest board with a jump in direction ``step`` (its rows, its columns) and that jump."""
    dr, dc = step
    r, c = max(0, -2 * dr), max(0, -2 * dc)
    return (3 if dr else 1), (3 if dc else 1), [r, c, r + 2 * dr, c + 2 * dc]


def _illegal_examples(kind: str, diagonal: bool) -> List[Scenario]:
    """One illegal jump of the type in each direction the edition allows, on the smallest board, its other
    holes full (as the starter's board is): on 3 x 3, legal_move(0, 0, 2, 2) over an empty (1, 1)."""
    result = []
    for step in _directions(diagonal).values():
        rows, cols, (r1, c1, r2, c2) = _smallest(step)
        full = [[True] * cols for _ in range(rows)]
        board = _with(full, _ILLEGAL_CELLS[kind](r1, c1, (r1 + r2) // 2, (c1 + c2) // 2, r2, c2))
        result.append(_position(board, (r2, c2)) + _call("legal_move", [r1, c1, r2, c2], _BOOL))
    return result


def _shape_examples(diagonal: bool) -> List[Scenario]:
    """Each shape of :data:`_SHAPE_EXAMPLES` (and, with four directions, each diagonal jump) from a corner of
    the smallest board that has it, every other hole full."""
    result = []
    for a, b in ([] if diagonal else _DOUBLE_DIAGONALS) + _SHAPE_EXAMPLES:
        rows, cols = abs(a) + 1, abs(b) + 1
        r, c = max(0, -a), max(0, -b)
        board = _with([[True] * cols for _ in range(rows)], {(r + a, c + b): (a, b) == (0, 0)})
        result.append(_position(board, (r + a, c + b) if (a, b) != (0, 0) else (0, 0)) +
                      _call("legal_move", [r, c, r + a, c + b], _BOOL))
    return result


def _move_examples(diagonal: bool) -> List[Scenario]:
    """A jump in each direction the edition allows, on a new game of the smallest board that has it."""
    result = []
    for step in _directions(diagonal).values():
        rows, cols, move = _smallest(step)
        result.append(_new(rows, cols, (move[2], move[3])) + Scenario(
            [{"op": "call", "on": "game", "name": "make_move", "args": move},
             {"op": "get", "on": "game", "path": ["board"]},
             {"op": "get", "on": "game", "path": ["pegs_left"]}],
            [SETUP, _BOARD, _PEGS]))
    return result


def _end_examples(edition: Edition) -> List[Scenario]:
    """For each direction, the smallest board whose one jump goes that way; and one without a jump."""
    result = []
    for dr, dc in _directions(_diagonal(edition)).values():
        rows, cols = (3 if dr else 1), (3 if dc else 1)
        r, c = max(0, -2 * dr), max(0, -2 * dc)
        board = [[(a, b) in ((r, c), (r + dr, c + dc)) for b in range(cols)] for a in range(rows)]
        result.append(_position(board, (r + 2 * dr, c + 2 * dc)) + _call("game_over", [], _BOOL))
    result.append(_position([[True, False, True]], (0, 1)) + _call("game_over", [], _BOOL))
    return result


def _program_example(edition: Edition) -> List[Scenario]:
    # The handout's session on a 1 x 3 board: set-up, one jump, the end (yes, go on, in 2019's loop).
    return [_program("1\n3\n1\n1\n1\n3\n1\n1\n", edition)]


def _test(name: str, strategy: Any, examples: Any = list) -> Test:
    return Test(name, 0.0, needs=("DigiPeg",), strategy=lambda: strategy, examples=examples)


def _band(pegs: List[int]) -> str:
    """The counts of a band in words: "2 or fewer pegs", "3 or 4 pegs", "1 peg", "0, or 4 or more pegs"."""
    runs: List[List[int]] = []
    for n in pegs:
        if runs and runs[-1][-1] == n - 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    words = []
    for run in runs:
        low, high = run[0], run[-1]
        if high == MOST_PEGS:
            words.append(f"{low} or more")
        elif low == 0 and high > 0:
            words.append(f"{high} or fewer")
        elif low == high:
            words.append(f"{low}")
        elif high == low + 1:
            words.append(f"{low} or {high}")
        else:
            words.append(f"{low} to {high}")
    return ", or ".join(words) + (" peg" if pegs == [1] else " pegs")


def catalogue(edition: Edition) -> Catalogue:
    """Every check of a DigiPeg edition: its end-of-game test, a final message per band, a legal jump per
    direction, each kind of illegal jump, make_move, and the starter code."""
    diagonal = _diagonal(edition)
    directions = _directions(diagonal)
    end = (edition.methods.get("game_over") or ["game_over"])[0]
    shape = "not a jump over one hole in a line (too short, too long, a knight's move)" if diagonal else \
        "not a jump over one hole in a row or column (diagonal, too short, too long)"
    tests: Dict[str, Test] = {
        "end": _test(f"{end} answers like the handout's", _game_over_scenario(edition), lambda: _end_examples(edition))}
    # Where the count line is not certain (students print it, or not, spelled their way), the message
    # alone is marked; the count line is a note.
    count = edition.texts.get("count_required", True)
    messages = bands(edition)
    check = _PRINTED if count else _MESSAGE
    for index in range(len(messages)):
        pegs = counts(messages, index, MOST_PEGS)
        tests[f"final.{index + 1}"] = _test(f"final_message with {_band(pegs)} left", _final(pegs, check),
                                            lambda pegs=pegs: _final_examples(pegs, check))
    if not count:
        line = edition.texts.get("count", "Number of pegs left: {n}").replace("{n}", "N")
        every = list(range(MOST_PEGS + 1))
        tests["count"] = _test(f"final_message prints {line!r} first, or no count", _final(every),
                               lambda: _final_examples(every, _PRINTED))
    for d in directions:
        tests[f"legal.{d.replace(' and ', '-')}"] = _test(f"a legal jump {d} is identified", _queries(_jump(d)),
                                                          lambda d=d: _jump_example(d))
    tests.update({
        "illegal.off": _test("start or landing off the board (which the starter's input loop never asks)",
                             _queries(_illegal_kind("off", diagonal))),
        "illegal.full": _test("landing hole not empty", _queries(_illegal_kind("full", diagonal)),
                              lambda: _illegal_examples("full", diagonal)),
        "illegal.nopeg": _test("no peg to move", _queries(_illegal_kind("nopeg", diagonal)),
                               lambda: _illegal_examples("nopeg", diagonal)),
        "illegal.nomiddle": _test("no peg jumped over", _queries(_illegal_kind("nomiddle", diagonal)),
                                  lambda: _illegal_examples("nomiddle", diagonal)),
        "illegal.shape": _test(shape, _queries(_illegal_kind("shape", diagonal)), lambda: _shape_examples(diagonal)),
        "make_move": _test("make_move plays legal jumps (board and pegs_left after each)", _moves_scenario(edition),
                           lambda: _move_examples(diagonal)),
        "starter.constructor": _test("the constructor sets board and pegs_left", _constructor_scenario()),
        "starter.str": _test("str(game) draws the board", _str_scenario(), _drawing_example),
        "starter.program": _test("the terminal program, through standard input and output", _program_scenario(edition),
                                 lambda: _program_example(edition)),
    })
    return Catalogue(tests)
