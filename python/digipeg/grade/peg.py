"""Grading DigiPeg (spec/digipeg.md): the four methods students wrote, marked by the handout's rubric, and
the starter code (constructor, ``str()``, the terminal program), checked but not marked.

Positions are given to the submission the way a rubric's tests give them: ``game.board = [...]`` and
``game.pegs_left = n`` after the constructor, so that a mistake in ``make_move`` does not cost marks in
``legal_move``. The boards are random, or reached by the engine's own random jumps.
"""

from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

import digipeg
from digipeg.peg import PegProgram, run_program
from hypothesis import assume
from hypothesis import strategies as st

from .draws import repeat
from .model import SETUP, Assignment, Check, Scenario, Section, Test
from .ops import Env

_BOOL = Check(value="bool", what="the answer")
_BOARD = Check(value="exact", what="the board")
_PEGS = Check(value="exact", what="pegs_left")
_PRINTED = Check(out="exact")
_PROGRAM = Check(out="exact", prompt=r"\]: ")
_TEXT = Check(value="text", what="the drawing")
_DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
_DIAGONALS = {"up and left": (-1, -1), "up and right": (-1, 1), "down and left": (1, -1), "down and right": (1, 1)}
_BANDS = {"2 or fewer": (1, 2), "3 or 4": (3, 4), "5 or 6": (5, 6), "7 or more": (7, 25)}


class HandoutPeg:
    """The handout's class on the engine: ``board`` and ``pegs_left`` are attributes a test may assign
    (the engine counts the pegs itself, so assigning ``pegs_left`` only has to agree with the board)."""

    diagonal = False

    def __init__(self, rows: int, columns: int, empty_row: int, empty_col: int) -> None:
        self._game = digipeg.DigiPeg(rows, columns, empty_row, empty_col, diagonal=self.diagonal)

    @property
    def board(self) -> List[List[bool]]:
        return self._game.board

    @board.setter
    def board(self, board: List[List[bool]]) -> None:
        self._game.board = board

    @property
    def pegs_left(self) -> int:
        return self._game.pegs_left

    @pegs_left.setter
    def pegs_left(self, value: int) -> None:
        pass

    def legal_move(self, *move: int) -> bool:
        return self._game.legal_move(*move)

    def make_move(self, *move: int) -> None:
        self._game.make_move(*move)

    def game_over(self) -> bool:
        return self._game.game_over()

    def final_message(self) -> None:
        self._game.final_message()

    def __str__(self) -> str:
        return str(self._game)


class HandoutDiagonalPeg(HandoutPeg):
    """The eight-directions edition: diagonal jumps are legal too."""

    diagonal = True


def _engine(diagonal: bool) -> List[Env]:
    game = HandoutDiagonalPeg if diagonal else HandoutPeg
    return [Env({"DigiPeg": game}, main=lambda: run_program(PegProgram(diagonal=diagonal)))]


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
def _game_over_scenario(draw: Any, diagonal: bool) -> Scenario:
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


def _final(band: str) -> Any:
    low, high = _BANDS[band]

    @st.composite
    def scenario(draw: Any) -> Scenario:
        # A finished game: pegs only on even rows and columns never have a jump.
        rows, cols = draw(_size(1 if high < 3 else 3, 1 if high < 5 else 5))
        spots = [(r, c) for r in range(0, rows, 2) for c in range(0, cols, 2)]
        count = draw(st.integers(low, max(low, min(high, len(spots)))))
        chosen = set(draw(st.permutations(spots))[:count])
        board = [[(r, c) in chosen for c in range(cols)] for r in range(rows)]
        hole = (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
        return _position(board, hole) + _call("final_message", [], _PRINTED)

    return scenario()


@st.composite
def _moves_scenario(draw: Any, diagonal: bool) -> Scenario:
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
_BAD_LINES = ["", "x", "abc", "1.5", " 2", "2 ", "-1", "+1", "0", "10", "99", "3x", "١"]


@st.composite
def _program_scenario(draw: Any, diagonal: bool) -> Scenario:
    """A session of the terminal program: the engine's program says what it asks; the lines are drawn."""
    program = PegProgram(diagonal=diagonal)
    output = program.start()
    lines: List[str] = []
    pending: List[int] = []
    small = draw(st.booleans())
    for _ in repeat(draw, 0, 60, 10):
        if program.finished:
            break
        found = _RANGE.search(output[-40:])
        low, high = (int(found.group(1)), int(found.group(2))) if found else (1, 9)
        if not pending and draw(st.integers(0, 5)) == 0:
            line = draw(st.sampled_from(_BAD_LINES))
        elif pending:
            line = str(pending.pop(0))
        else:
            game = program.game
            moves = game.legal_moves() if game is not None and "peg to move" in output[-60:] else []
            if moves and draw(st.integers(0, 3)):
                move = moves[draw(st.integers(0, len(moves) - 1))]
                pending = [v + 1 for v in move]
                line = str(pending.pop(0))
            else:
                line = str(draw(st.integers(low, min(high, 4) if small else high)))
        lines.append(line)
        output = program.input(line)
    stdin = "".join(line + "\n" for line in lines)
    return Scenario([{"op": "main", "stdin": stdin}], [_PROGRAM])


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


def _program_example() -> List[Scenario]:
    # The handout's session on a 1 x 3 board: set-up, one jump, the end.
    return [Scenario([{"op": "main", "stdin": "1\n3\n1\n1\n1\n3\n1\n1\n"}], [_PROGRAM])]


def _test(name: str, deduction: float, strategy: Any, examples: Any = list) -> Test:
    return Test(name, deduction, needs=("DigiPeg",), strategy=lambda: strategy, examples=examples)


def edition(diagonal: bool) -> Assignment:
    """The grading of the orthogonal edition (the default), or of the eight-directions one."""
    directions = {**_DIRECTIONS, **_DIAGONALS} if diagonal else _DIRECTIONS
    each = 40 / len(directions)
    shape = "not a jump over one hole in a line (too short, too long, a knight's move)" if diagonal else \
        "not a jump over one hole in a row or column (diagonal, too short, too long)"
    return Assignment(
        key="peg",
        title="DigiPeg Solitaire" + (" (eight directions)" if diagonal else ""),
        names={"DigiPeg": ["DigiPeg", "PegRectangleSolitaire"]},
        engines=lambda: _engine(diagonal),
        sections=[
            Section("game_over is correct", 10, "all or nothing", [
                _test("game_over answers like the handout's", 10, _game_over_scenario(diagonal)),
            ]),
            Section("final_message is correct", 10, "3 off for each incorrect case, up to 10", [
                _test(f"final_message with {band} pegs left", 3, _final(band)) for band in _BANDS
            ]),
            Section("legal_move returns True correctly", 40,
                    f"{each:g} off for each of the {len(directions)} directions in which a legal jump is not identified", [
                _test(f"a legal jump {d} is identified", each, _queries(_jump(d)), lambda d=d: _jump_example(d))
                for d in directions
            ]),
            Section("legal_move returns False correctly", 20, "10 off for each type of illegal jump identified as legal, up to 20", [
                _test("start or landing off the board (any int, never a crash)", 10, _queries(_illegal_kind("off", diagonal))),
                _test("landing hole not empty", 10, _queries(_illegal_kind("full", diagonal))),
                _test("no peg to move", 10, _queries(_illegal_kind("nopeg", diagonal))),
                _test("no peg jumped over", 10, _queries(_illegal_kind("nomiddle", diagonal))),
                _test(shape, 10, _queries(_illegal_kind("shape", diagonal))),
            ]),
            Section("make_move is correct", 10, "all or nothing", [
                _test("make_move plays legal jumps (board and pegs_left after each)", 10, _moves_scenario(diagonal)),
            ]),
            Section("Starter code", 0, "given by the handout, not marked: a difference means the starter was changed", [
                _test("the constructor sets board and pegs_left", 0, _constructor_scenario()),
                _test("str(game) draws the board", 0, _str_scenario(), _drawing_example),
                _test("the terminal program, through standard input and output", 0, _program_scenario(diagonal),
                      _program_example),
            ]),
        ],
        not_graded=[("comments and clarity", 10, "a person grades this")],
    )


ASSIGNMENT = edition(diagonal=False)
"""The default: the orthogonal edition, the one the handout's transcripts use."""
