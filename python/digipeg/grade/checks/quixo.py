"""Grading Quixo (docs/editions.md, section 3.1): ``createBoard``, ``printBoard``, ``makeMove`` and the winner.

Only what the handout fixes is graded: the board a ``createBoard`` makes and ``printBoard`` prints, the
cube ``makeMove`` takes and where it puts it, that only legal moves change the board, and who won
(including a move that completes both lines). Left open, and so accepted either way: ``makeMove``'s
return value, whether an illegal move raises, prints or is ignored, and whose turn it is after
``createBoard`` (each scenario is compared with the engine with X to move and with O to move; the
submission has to agree with one of them throughout). The winner function may have any of a few common
names; without one, the winner is not graded and the report says so.

The weights are the edition's (editions.toml; the project gives no marks): createBoard and printBoard
15; legal moves made as described 35; only legal moves allowed 25; the winner 25. The GUI is left to a
person.
"""

from __future__ import annotations

from typing import Any, Dict, List, Sequence, Tuple

import digipeg
from hypothesis import assume
from hypothesis import strategies as st

from ..assignments.editions import Edition
from ..model import SETUP, Catalogue, Check, Scenario, Test
from ..sandbox.ops import Env
from .draws import repeat

_CELLS = "-XO"
_PRINTED = Check(out="trim")
_ANY = Check(exc="any")
_WINNER = Check(value="winner", what="the winner")
_WINNER_NAMES = ["getWinner", "get_winner", "winner", "getwinner", "checkWinner", "check_winner", "checkWin",
                 "check_win", "findWinner", "find_winner", "whoWon", "who_won", "checkForWinner"]
Rows = List[str]
Move = Tuple[int, int, int, int]


def _engine() -> List[Env]:
    names = {"printBoard": digipeg.printBoard, "makeMove": digipeg.makeMove, "getWinner": digipeg.getWinner}
    return [
        Env(dict(names, createBoard=lambda rows: digipeg.createBoard(rows, "X"))),
        Env(dict(names, createBoard=lambda rows: digipeg.createBoard(rows, "O"))),
    ]


def _lines(rows: Sequence[str]) -> List[Tuple[str, str]]:
    """The complete lines of a board as (kind, symbol): only to sort generated boards into tests."""
    found = []
    cells = {"row": [[(r, c) for c in range(5)] for r in range(5)], "column": [[(r, c) for r in range(5)] for c in range(5)],
             "diagonal": [[(i, i) for i in range(5)], [(i, 4 - i) for i in range(5)]]}
    for kind, lines in cells.items():
        for line in lines:
            symbols = {rows[r][c] for r, c in line}
            if len(symbols) == 1 and "-" not in symbols:
                found.append((kind, symbols.pop()))
    return found


# -- scenario pieces ------------------------------------------------------------------------------------


def _create(rows: Rows) -> Scenario:
    return Scenario([{"op": "new", "as": "board", "name": "createBoard", "args": [list(rows)]}], [SETUP])


def _print() -> Scenario:
    return Scenario([{"op": "call", "on": None, "name": "printBoard", "args": [{"var": "board"}]}], [_PRINTED])


def _move(move: Sequence[int], check: Check = _ANY) -> Scenario:
    # What an illegal move does is open (raise, print, ignore): the board and the turn afterwards tell.
    return Scenario([{"op": "call", "on": None, "name": "makeMove", "args": [{"var": "board"}, *move]}], [check])


def _winner() -> Scenario:
    return Scenario([{"op": "call", "on": None, "name": "getWinner", "args": [{"var": "board"}]}], [_WINNER])


@st.composite
def _rows(draw: Any, dense: bool = False) -> Rows:
    """A board: each row one number in base 3 (shrinks towards blanks); ``dense`` boards have few blanks."""
    if dense:
        return ["".join(draw(st.sampled_from("XXOO-")) for _ in range(5)) for _ in range(5)]
    rows = []
    for _ in range(5):
        number = draw(st.integers(0, 3**5 - 1))
        rows.append("".join(_CELLS[number // 3**i % 3] for i in range(5)))
    return rows


@st.composite
def _open_rows(draw: Any, dense: bool = False) -> Rows:
    """A board without a complete line (a game still going on)."""
    rows = draw(_rows(dense))
    assume(not _lines(rows))
    return rows


def _after(rows: Rows, move: Move) -> digipeg.Quixo:
    game = digipeg.createBoard(rows)
    game.play(*move)
    return game


def _pick(draw: Any, moves: List[Any]) -> Any:
    assume(moves)
    return moves[draw(st.integers(0, len(moves) - 1))]


def _end(move: Move) -> str:
    r1, c1, r2, c2 = move
    if r1 == r2:
        return "left" if c2 == 0 else "right"
    return "top" if r2 == 0 else "bottom"


def _pushed(end: str) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        rows = draw(_open_rows())
        game = digipeg.createBoard(rows)
        result = _create(rows)
        for _ in repeat(draw, 1, 3):
            moves = [m for m in game.legal_moves() if _end(m) == end] if game.winner is None else []
            if not moves:
                break
            move = _pick(draw, moves)
            game.play(*move)
            result = result + _move(move) + _print()
        assume(len(result.ops) > 1)
        return result

    return scenario()


@st.composite
def _alternating(draw: Any) -> Scenario:
    rows = draw(st.sampled_from([["-----"] * 5, None]))
    rows = rows or draw(_open_rows())
    game = digipeg.createBoard(rows)
    result = _create(rows)
    for _ in repeat(draw, 2, 8):
        if game.winner is not None:
            break
        move = _pick(draw, game.legal_moves())
        game.play(*move)
        result = result + _move(move) + _print()
    return result


def _illegal(kind: str) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        rows = draw(_open_rows())
        if kind == "inside":
            r, c = draw(st.integers(1, 3)), draw(st.integers(1, 3))
            move = [r, c, draw(st.sampled_from([0, 4, r])), draw(st.sampled_from([0, 4, c]))]
        elif kind == "opponent":
            mine = [(r, c) for r in range(5) for c in range(5) if rows[r][c] == "O" and (r in (0, 4) or c in (0, 4))]
            r, c = _pick(draw, mine)
            ends = [(r, 0), (r, 4), (0, c), (4, c)]
            r2, c2 = draw(st.sampled_from([e for e in ends if e != (r, c)]))
            move = [r, c, r2, c2]
        elif kind == "same":
            r, c = draw(st.sampled_from([(r, c) for r in range(5) for c in range(5) if r in (0, 4) or c in (0, 4)]))
            move = [r, c, r, c]
        elif kind == "not-an-end":
            r, c = draw(st.sampled_from([(r, c) for r in range(5) for c in range(5) if r in (0, 4) or c in (0, 4)]))
            move = [r, c, draw(st.integers(0, 4)), draw(st.integers(0, 4))]
            assume((move[2], move[3]) not in [(r, 0), (r, 4), (0, c), (4, c)])
        else:  # off the board
            move = [draw(st.integers(0, 4)) for _ in range(4)]
            move[draw(st.integers(0, 3))] = draw(st.sampled_from([-1, -5, 5, 6, -4]))
        assume(not digipeg.createBoard(rows).is_legal(*move))
        result = _create(rows) + _move(move, _ANY) + _print()
        game = digipeg.createBoard(rows)
        follow = _pick(draw, game.legal_moves())
        return result + _move(follow) + _print()

    return scenario()


def _line_move(kind: str) -> Any:
    """A board and a move completing a line of the mover's (of ``kind``), or a board given with one line."""

    @st.composite
    def scenario(draw: Any) -> Scenario:
        if draw(st.booleans()):
            rows = [list(row) for row in draw(_rows())]
            symbol = draw(st.sampled_from("XO"))
            index = draw(st.integers(0, 4 if kind != "diagonal" else 1))
            for i in range(5):
                r, c = {"row": (index, i), "column": (i, index), "diagonal": (i, i if index == 0 else 4 - i)}[kind]
                rows[r][c] = symbol
            board = ["".join(row) for row in rows]
            assume(_lines(board) == [(kind, symbol)])
            return _create(board) + _winner()
        rows = draw(_open_rows(dense=True))
        game = digipeg.createBoard(rows)
        moves = [m for m in game.legal_moves() if _lines(_after(rows, m).rows()) == [(kind, "X")]]
        move = _pick(draw, moves)
        return _create(rows) + _move(move) + _winner()

    return scenario()


@st.composite
def _no_winner(draw: Any) -> Scenario:
    rows = draw(_open_rows(dense=draw(st.booleans())))
    game = digipeg.createBoard(rows)
    result = _create(rows) + _winner()
    for _ in repeat(draw, 0, 3):
        moves = [m for m in game.legal_moves() if not _lines(_after_game(game, m).rows())]
        if not moves:
            break
        move = _pick(draw, moves)
        game.play(*move)
        result = result + _move(move) + _winner()
    return result


def _after_game(game: digipeg.Quixo, move: Move) -> digipeg.Quixo:
    after = game.copy()
    after.play(*move)
    return after


_SYMMETRIES = [
    lambda r, c: (r, c), lambda r, c: (c, r), lambda r, c: (4 - r, c), lambda r, c: (r, 4 - c),
    lambda r, c: (4 - r, 4 - c), lambda r, c: (c, 4 - r), lambda r, c: (4 - c, r), lambda r, c: (4 - c, 4 - r),
]


@st.composite
def _opponents_line(draw: Any) -> Scenario:
    """A move of X's that completes a line of O's, alone or together with a line of X's: O wins."""
    if draw(st.booleans()):
        # Both at once: X pushes column c up; row r becomes all X and row r+1 all O.
        r, c = draw(st.integers(0, 2)), draw(st.integers(0, 4))
        cells = [[draw(st.sampled_from("-XO")) for _ in range(5)] for _ in range(5)]
        cells[r] = ["X"] * 5
        cells[r + 1] = ["O"] * 5
        cells[r][c] = draw(st.sampled_from("-O")) if r else "-"
        cells[r + 1][c], cells[r + 2][c] = "X", "O"
        if r:
            cells[0][c] = draw(st.sampled_from("-X"))
        move = (0, c, 4, c)
        turn = draw(st.sampled_from(_SYMMETRIES))
        board = [["-"] * 5 for _ in range(5)]
        for i in range(5):
            for j in range(5):
                a, b = turn(i, j)
                board[a][b] = cells[i][j]
        rows = ["".join(row) for row in board]
        (a1, b1), (a2, b2) = turn(move[0], move[1]), turn(move[2], move[3])
        move = (a1, b1, a2, b2)
        assume(not _lines(rows) and digipeg.createBoard(rows).is_legal(*move))
        assume({s for _, s in _lines(_after(rows, move).rows())} == {"X", "O"})
        return _create(rows) + _move(move) + _winner()
    rows = draw(_open_rows(dense=True))
    game = digipeg.createBoard(rows)
    moves = [m for m in game.legal_moves() if {s for _, s in _lines(_after(rows, m).rows())} == {"O"}]
    return _create(rows) + _move(_pick(draw, moves)) + _winner()


# -- the handout's examples -----------------------------------------------------------------------------

_HANDOUT_BOARD = ["----O", "XX--X", "XO---", "OO---", "X----"]


def _example_print() -> List[Scenario]:
    return [_create(_HANDOUT_BOARD) + _print()]


def _example_push(end: str) -> List[Scenario]:
    move = {"left": (0, 4, 0, 0), "right": (0, 0, 0, 4), "top": (4, 0, 0, 0), "bottom": (0, 0, 4, 0)}[end]
    return [_create(_HANDOUT_BOARD) + _move(move) + _print()]


def _test(name: str, strategy: Any, needs: Tuple[str, ...], examples: Any = list) -> Test:
    return Test(name, 0.0, needs=needs, strategy=lambda: strategy, examples=examples)


_BOARD = ("createBoard", "printBoard")
_MOVES = ("createBoard", "printBoard", "makeMove")
_WINS = ("createBoard", "makeMove", "getWinner")


def engines(edition: Edition) -> List[Env]:
    return _engine()


def catalogue(edition: Edition) -> Catalogue:
    tests: Dict[str, Test] = {
        "board.print": _test("printBoard(createBoard(rows)) prints the rows", _open_rows().map(lambda rows: _create(rows) + _print()),
                             _BOARD, _example_print),
    }
    for end in ("left", "right", "top", "bottom"):
        line = "row" if end in ("left", "right") else "column"
        tests[f"move.{end}"] = _test(f"a cube pushed in at the {end} end of its {line}", _pushed(end), _MOVES,
                                     lambda end=end: _example_push(end))
    tests["move.turns"] = _test("the players take turns, X and O", _alternating(), _MOVES)
    tests.update({
        "illegal.inside": _test("taking a cube from the inside", _illegal("inside"), _MOVES),
        "illegal.opponent": _test("taking the opponent's cube", _illegal("opponent"), _MOVES),
        "illegal.same": _test("putting the cube back where it was", _illegal("same"), _MOVES),
        "illegal.not-an-end": _test("putting the cube anywhere but an end of its row or column", _illegal("not-an-end"), _MOVES),
        "illegal.off": _test("a position off the board", _illegal("off"), _MOVES),
        "winner.row": _test("five in a row", _line_move("row"), _WINS),
        "winner.column": _test("five in a column", _line_move("column"), _WINS),
        "winner.diagonal": _test("five on a diagonal", _line_move("diagonal"), _WINS),
        "winner.none": _test("no winner yet", _no_winner(), _WINS),
        "winner.opponent": _test("a move completing the opponent's line loses, even with the mover's own", _opponents_line(), _WINS),
    })
    return Catalogue(tests)
