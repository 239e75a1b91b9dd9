"""Grading DigiPeg (spec/digipeg.md and its editions): the four methods students wrote, and the starter code
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

from .draws import repeat
from .editions import Edition
from .model import SETUP, Catalogue, Check, Scenario, Test
from .ops import Env
from .peg_engine import StarterProgram, bands, handout_class

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


def _straight(draw: Any, board: List[List[bool]]) -> Tuple[int, int, int, int, int, int]:
    """A start, a direction and the cells of a straight two-hole jump that fits on ``board``."""
    rows, cols = len(board), len(board[0])
    options = [d for d, (dr, dc) in _DIRECTIONS.items() if (rows >= 3 or not dr) and (cols >= 3 or not dc)]
    dr, dc = _DIRECTIONS[draw(st.sampled_from(options))]
    r = draw(st.integers(max(0, -2 * dr), rows - 1 - max(0, 2 * dr)))
    c = draw(st.integers(max(0, -2 * dc), cols - 1 - max(0, 2 * dc)))
    return r, c, r + dr, c + dc, r + 2 * dr, c + 2 * dc


def _illegal(kind: str, diagonal: bool) -> Any:
    """Jumps of one type that are never legal (in the edition: ``diagonal`` or not)."""

    def make(draw: Any, board: List[List[bool]]) -> Tuple[List[List[bool]], Scenario]:
        rows, cols = len(board), len(board[0])
        if kind == "off":
            # A straight jump over the edge: the landing (or the start) just off the board, or far off.
            direction = draw(st.sampled_from(list(_DIRECTIONS)))
            dr, dc = _DIRECTIONS[direction]
            r, c = draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1))
            if dr:
                r = draw(st.sampled_from([0, 1] if dr < 0 else [rows - 1, rows - 2]))
            else:
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
            # Start and landing on the board, a peg between-ish, but not two holes in a straight line.
            r, c = draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1))
            shapes = [(1, 0), (0, 1), (-1, 0), (0, -1), (3, 0), (0, 3), (0, -3), (-3, 0), (1, 2), (2, 1), (0, 0),
                      (0, 4), (4, 0), (1, 1), (-1, -1), (3, 3), (1, 3)]
            if not diagonal:
                shapes += [(2, 2), (2, -2), (-2, 2), (-2, -2)]
            fits = [(a, b) for a, b in shapes if 0 <= r + a < rows and 0 <= c + b < cols]
            if not fits:
                return board, _call("legal_move", [r, c, r, c], _BOOL)
            a, b = draw(st.sampled_from(fits))
            cells = {(r, c): True, (r + a, c + b): False}
            middle = (r + a // 2, c + b // 2) if a % 2 == 0 and b % 2 == 0 else None
            if middle is not None and middle not in cells:
                cells[middle] = True
            if (r + a, c + b) == (r, c):
                cells = {(r, c): True}
            return _with(board, cells), _call("legal_move", [r, c, r + a, c + b], _BOOL)
        r1, c1, rm, cm, r2, c2 = _straight(draw, board)
        cells = {
            "full": {(r1, c1): True, (rm, cm): True, (r2, c2): True},
            "nopeg": {(r1, c1): False, (rm, cm): True, (r2, c2): False},
            "nomiddle": {(r1, c1): True, (rm, cm): False, (r2, c2): False},
        }[kind]
        return _with(board, cells), _call("legal_move", [r1, c1, r2, c2], _BOOL)

    return make


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
        directions = list({**_DIRECTIONS, **_DIAGONALS}.values()) if diagonal else list(_DIRECTIONS.values())
        fits = [(dr, dc) for dr, dc in directions if (rows >= 3 or not dr) and (cols >= 3 or not dc)]
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


def _final(low: int, high: int, check: Check = _PRINTED) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        # A finished game: pegs only on even rows and columns never have a jump.
        most = min(high, 25)
        rows, cols = draw(_size(1 if most < 3 else 3, 1 if most < 5 else 5))
        spots = [(r, c) for r in range(0, rows, 2) for c in range(0, cols, 2)]
        count = draw(st.integers(low, max(low, min(most, len(spots)))))
        chosen = set(draw(st.permutations(spots))[:count])
        board = [[(r, c) in chosen for c in range(cols)] for r in range(rows)]
        hole = (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
        return _position(board, hole) + _call("final_message", [], check)

    return scenario()


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
    dr, dc = {**_DIRECTIONS, **_DIAGONALS}[direction]
    r, c = max(0, -2 * dr), max(0, -2 * dc)
    rows, cols = (3 if dr else 1), (3 if dc else 1)
    move = [r, c, r + 2 * dr, c + 2 * dc]
    return [_new(rows, cols, (move[2], move[3])) + _call("legal_move", move, _BOOL)]


def _end_examples(edition: Edition) -> List[Scenario]:
    """For each direction, the smallest board whose one jump goes that way; and one without a jump."""
    directions = {**_DIRECTIONS, **_DIAGONALS} if _diagonal(edition) else _DIRECTIONS
    result = []
    for dr, dc in directions.values():
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


def _band(low: int, high: int) -> str:
    if high >= 10**6:
        return f"{low} or more pegs"
    if low == high:
        return f"{low} peg" + ("s" if low != 1 else "")
    return f"{high} or fewer pegs" if low == 1 else f"{low} or {high} pegs" if high == low + 1 else f"{low} to {high} pegs"


def catalogue(edition: Edition) -> Catalogue:
    """Every check of a DigiPeg edition: its end-of-game test, a final message per band, a legal jump per
    direction, each kind of illegal jump, make_move, and the starter code."""
    diagonal = _diagonal(edition)
    directions = {**_DIRECTIONS, **_DIAGONALS} if diagonal else _DIRECTIONS
    end = (edition.methods.get("game_over") or ["game_over"])[0]
    shape = "not a jump over one hole in a line (too short, too long, a knight's move)" if diagonal else \
        "not a jump over one hole in a row or column (diagonal, too short, too long)"
    tests: Dict[str, Test] = {
        "end": _test(f"{end} answers like the handout's", _game_over_scenario(edition), lambda: _end_examples(edition))}
    # Where the count line is not certain (students print it, or not, spelled their way), the message
    # alone is marked; the count line is a note.
    count = edition.texts.get("count_required", True)
    for number, (low, high, _) in enumerate(bands(edition), 1):
        tests[f"final.{number}"] = _test(f"final_message with {_band(low, high)} left",
                                         _final(low, high, _PRINTED if count else _MESSAGE))
    if not count:
        line = edition.texts.get("count", "Number of pegs left: {n}").replace("{n}", "N")
        tests["count"] = _test(f"final_message prints {line!r} first, or no count", _final(1, 10**6))
    for d in directions:
        tests[f"legal.{d.replace(' and ', '-')}"] = _test(f"a legal jump {d} is identified", _queries(_jump(d)),
                                                          lambda d=d: _jump_example(d))
    tests.update({
        "illegal.off": _test("start or landing off the board (which the starter's input loop never asks)",
                             _queries(_illegal_kind("off", diagonal))),
        "illegal.full": _test("landing hole not empty", _queries(_illegal_kind("full", diagonal))),
        "illegal.nopeg": _test("no peg to move", _queries(_illegal_kind("nopeg", diagonal))),
        "illegal.nomiddle": _test("no peg jumped over", _queries(_illegal_kind("nomiddle", diagonal))),
        "illegal.shape": _test(shape, _queries(_illegal_kind("shape", diagonal))),
        "make_move": _test("make_move plays legal jumps (board and pegs_left after each)", _moves_scenario(edition)),
        "starter.constructor": _test("the constructor sets board and pegs_left", _constructor_scenario()),
        "starter.str": _test("str(game) draws the board", _str_scenario(), _drawing_example),
        "starter.program": _test("the terminal program, through standard input and output", _program_scenario(edition),
                                 lambda: _program_example(edition)),
    })
    return Catalogue(tests)
