"""Grading the NTU PS0001 Quixo (../shared/spec/editions.md, section 3b): ``check_move``, ``apply_move``,
``check_victory`` and ``computer_move`` on a flat list board (``index = row * n + col``; 0 blank, 1 and 2
the players), and games of the submission's ``computer_move`` against the engine's players.

The reference functions convert the flat board to the core's ``Quixo`` and back: the rules are the
core's. The engine plays boards of 3 x 3 to 5 x 5; the course's own tests also use larger ones, which are
not graded here (the report says so).
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Optional, Sequence, Tuple

import digipeg
from hypothesis import assume
from hypothesis import strategies as st

from .draws import repeat
from .editions import Edition
from .model import SETUP, Catalogue, Check, Scenario, Test
from .ops import Env

__all__ = ["catalogue", "engines", "play_match", "reference"]

SIDES = "TBLR"
_BOOL = Check(value="bool", what="the answer")
_BOARD = Check(value="exact", what="the board")
_WINNER = Check(value="exact", what="the result")


# -- the board as the course has it, on the engine -------------------------------------------------------


def _size(board: Sequence[int]) -> int:
    return math.isqrt(len(board))


def _game(board: Sequence[int], to_move: int) -> digipeg.Quixo:
    """The core's game of a flat board, player ``to_move`` (1 or 2) to move."""
    n = _size(board)
    rows = ["".join("-XO"[board[r * n + c]] for c in range(n)) for r in range(n)]
    return digipeg.Quixo.from_rows(rows, size=n, to_move=to_move - 1)


def _flat(game: digipeg.Quixo) -> List[int]:
    return [" XO".index(ch) if ch != "-" else 0 for row in game.rows() for ch in row]


def _engine_move(n: int, index: int, push_from: str) -> Tuple[int, int, int, int]:
    r, c = divmod(index, n)
    to = {"T": (0, c), "B": (n - 1, c), "L": (r, 0), "R": (r, n - 1)}[push_from]
    return r, c, to[0], to[1]


def _course_move(n: int, move: Sequence[int]) -> Tuple[int, str]:
    r1, c1, r2, c2 = move
    side = ("L" if c2 == 0 else "R") if r1 == r2 else ("T" if r2 == 0 else "B")
    return r1 * n + c1, side


def check_move(board: List[int], turn: int, index: int, push_from: str) -> bool:
    n = _size(board)
    if not (0 <= index < len(board)) or push_from not in SIDES:
        return False
    return _game(board, turn).is_legal(*_engine_move(n, index, push_from))


def apply_move(board: List[int], turn: int, index: int, push_from: str) -> List[int]:
    game = _game(board, turn)
    game.play(*_engine_move(_size(board), index, push_from))
    return _flat(game)


def check_victory(board: List[int], who_played: int) -> int:
    # The core decides a board as if the player to move's opponent made the last move: both lines win
    # for the player to move, the opponent of the one who played.
    winner = _game(board, 3 - who_played).winner
    return {"X": 1, "O": 2, None: 0}[winner]


def computer_move(board: List[int], turn: int, level: int) -> Tuple[int, str]:
    """Level 1: a random legal move; level 2 (and any other): the engine's greedy player, which takes a win
    and avoids handing one over."""
    game = _game(board, turn)
    move, _ = game.computer_move("random" if level == 1 else "greedy", seed=sum(board) * 31 + turn)
    return _course_move(_size(board), move)


reference = {"check_move": check_move, "apply_move": apply_move, "check_victory": check_victory, "computer_move": computer_move}
"""The course's four functions on the engine."""


def engines(edition: Edition) -> List[Env]:
    return [Env(dict(reference))]


# -- judging a computer's move, and playing games ---------------------------------------------------------


def _wins_now(game: digipeg.Quixo) -> List[Any]:
    me = game.turn_symbol
    found = []
    for move in game.legal_moves():
        after = game.copy()
        after.play(*move)
        if after.winner == me:
            found.append(move)
    return found


def judge(choose: Any, op: Dict[str, Any]) -> Dict[str, Any]:
    """Call ``choose(board, turn, level)`` on a copy of the op's board and say what its answer is: a legal
    move, with the board left as it was, that wins now, that hands the opponent no win."""
    board, turn, level = list(op["board"]), op["turn"], op["level"]
    given = list(board)
    answer = choose(given, turn, level)
    n = _size(board)
    game = _game(board, turn)
    verdict: Dict[str, Any] = {"unchanged": given == board, "legal": False, "wins": False, "safe": False}
    if isinstance(answer, (tuple, list)) and len(answer) == 2 and isinstance(answer[0], int) and answer[1] in list(SIDES):
        index, side = answer
        if 0 <= index < len(board) and game.is_legal(*_engine_move(n, index, side)):
            verdict["legal"] = True
            after = game.copy()
            after.play(*_engine_move(n, index, side))
            verdict["wins"] = after.winner == game.turn_symbol
            verdict["safe"] = after.winner is None and not _wins_now(after) or verdict["wins"]
    return {"verdict": {key: verdict[key] for key in op["judge"]}, "move": repr(answer)}


def play_match(choose: Any, op: Dict[str, Any]) -> Dict[str, Any]:
    """One game: the submission's ``choose`` at ``op["level"]`` as player ``op["side"]`` (1 moves first)
    against the engine's ``op["opponent"]`` level, after ``op["opening"]`` random moves from ``op["seed"]``;
    a draw after ``op["plies"]`` moves. The record says who won and why (an illegal or failed move loses)."""
    game = digipeg.Quixo(5)
    rng = digipeg.Rng(op["seed"])
    for _ in range(op["opening"]):
        moves = game.legal_moves()
        game.play(*moves[rng.below(len(moves))])
    mine = op["side"] - 1
    plies = 0
    while not game.is_over() and plies < op["plies"]:
        if game.turn == mine:
            board = _flat(game)
            try:
                answer = choose(list(board), op["side"], op["level"])
                index, side = answer
                move = _engine_move(5, index, side)
            except Exception as err:  # noqa: BLE001 - the submission's failure loses the game, and says how
                return {"result": "lost", "why": f"computer_move raised {type(err).__name__}: {err}"[:200], "plies": plies}
            if not game.is_legal(*move):
                return {"result": "lost", "why": f"computer_move gave {answer!r}, not a legal move", "plies": plies}
        else:
            move, _ = game.computer_move(op["opponent"], seed=op["seed"] * 1000 + plies)
        game.play(*move)
        plies += 1
    if not game.is_over():
        return {"result": "drawn", "why": f"no winner after {plies} moves", "plies": plies}
    won = game.winner == ("X" if mine == 0 else "O")
    return {"result": "won" if won else "lost", "why": "a line", "plies": plies}


# -- scenarios -------------------------------------------------------------------------------------------


def _call(name: str, args: List[Any], check: Check) -> Scenario:
    return Scenario([{"op": "call", "on": None, "name": name, "args": args}], [check])


def _lines(board: Sequence[int]) -> bool:
    return _game(board, 1).winner is not None or _game(board, 2).winner is not None


@st.composite
def _board(draw: Any, sizes: Sequence[int], open_game: bool = True) -> List[int]:
    """A board of one of ``sizes``, played out by random moves or filled at random; ``open_game``: no
    complete line on it."""
    n = draw(st.sampled_from(list(sizes)))
    if draw(st.booleans()):
        game = digipeg.Quixo(n)
        for _ in repeat(draw, 0, 40, 12):
            moves = game.legal_moves()
            if game.is_over() or not moves:
                break
            game.play(*moves[draw(st.integers(0, len(moves) - 1))])
        board = _flat(game)
    else:
        board = [draw(st.sampled_from([0, 0, 1, 2])) for _ in range(n * n)]
    if open_game:
        assume(not _lines(board))
    return board


def _perimeter(n: int) -> List[int]:
    return [i for i in range(n * n) if i // n in (0, n - 1) or i % n in (0, n - 1)]


def _own_sides(n: int, index: int) -> List[str]:
    r, c = divmod(index, n)
    return [s for s, on in (("T", r == 0), ("B", r == n - 1), ("L", c == 0), ("R", c == n - 1)) if on]


def _check_move(sizes: Sequence[int], kind: str) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        result = Scenario([], [])
        for _ in repeat(draw, 1, 4):
            board = draw(_board(sizes))
            n, turn = _size(board), draw(st.sampled_from([1, 2]))
            if kind == "legal":
                index = draw(st.sampled_from([i for i in _perimeter(n) if board[i] in (0, turn)] or [-1]))
                assume(index >= 0)
                side = draw(st.sampled_from([s for s in SIDES if s not in _own_sides(n, index)]))
            elif kind == "inside":
                assume(n > 2)
                index = draw(st.sampled_from([i for i in range(n * n) if i not in _perimeter(n)]))
                side = draw(st.sampled_from(SIDES))
            elif kind == "opponent":
                theirs = [i for i in _perimeter(n) if board[i] == 3 - turn]
                assume(theirs)
                index = draw(st.sampled_from(theirs))
                side = draw(st.sampled_from(SIDES))
            else:  # pushed in from the side it lies on
                index = draw(st.sampled_from(_perimeter(n)))
                side = draw(st.sampled_from(_own_sides(n, index)))
            result = result + _call("check_move", [board, turn, index, side], _BOOL)
        return result

    return scenario()


@st.composite
def _legal(draw: Any, sizes: Sequence[int], side: Optional[str] = None) -> Tuple[List[int], int, int, str]:
    board = draw(_board(sizes))
    n, turn = _size(board), draw(st.sampled_from([1, 2]))
    moves = [(i, s) for i in _perimeter(n) if board[i] in (0, turn) for s in SIDES
             if s not in _own_sides(n, i) and (side is None or s == side)]
    assume(moves)
    index, push = moves[draw(st.integers(0, len(moves) - 1))]
    return board, turn, index, push


def _apply(sizes: Sequence[int], side: str) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        board, turn, index, push = draw(_legal(sizes, side))
        return _call("apply_move", [board, turn, index, push], _BOARD)

    return scenario()


@st.composite
def _pure(draw: Any, sizes: Sequence[int]) -> Scenario:
    board, turn, index, push = draw(_legal(sizes))
    return Scenario(
        [{"op": "let", "as": "board", "value": board},
         {"op": "call", "on": None, "name": "apply_move", "args": [{"var": "board"}, turn, index, push]},
         {"op": "get", "on": "board", "path": []}],
        [SETUP, SETUP, _BOARD])


def _victory(sizes: Sequence[int], kind: str) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        n = draw(st.sampled_from(list(sizes)))
        board = [draw(st.sampled_from([0, 0, 1, 2])) for _ in range(n * n)]
        lines = {
            "row": [[r * n + c for c in range(n)] for r in range(n)],
            "column": [[r * n + c for r in range(n)] for c in range(n)],
            "diagonal": [[i * n + i for i in range(n)], [i * n + n - 1 - i for i in range(n)]],
        }
        who_played = draw(st.sampled_from([1, 2]))
        if kind in lines:
            owner = draw(st.sampled_from([1, 2]))
            for i in draw(st.sampled_from(lines[kind])):
                board[i] = owner
            assume(sum(_lines_of(board, p) for p in (1, 2)) == 1)
        elif kind == "both":
            first, second = draw(st.permutations(lines["row"] + lines["column"]))[:2]
            assume(not set(first) & set(second))
            for i in first:
                board[i] = 1
            for i in second:
                board[i] = 2
        else:
            assume(not _lines(board))
        return _call("check_victory", [board, who_played], _WINNER)

    return scenario()


def _lines_of(board: Sequence[int], player: int) -> int:
    n = _size(board)
    cells = [[r * n + c for c in range(n)] for r in range(n)] + [[r * n + c for r in range(n)] for c in range(n)]
    cells += [[i * n + i for i in range(n)], [i * n + n - 1 - i for i in range(n)]]
    return int(any(all(board[i] == player for i in line) for line in cells))


_VERDICT = Check(value="verdict", what="the computer's move")


def _choose(sizes: Sequence[int], kind: str, levels: Sequence[int]) -> Any:
    @st.composite
    def scenario(draw: Any) -> Scenario:
        result = Scenario([], [])
        for _ in repeat(draw, 1, 3):
            board = draw(_board(sizes))
            turn = draw(st.sampled_from([1, 2]))
            game = _game(board, turn)
            assume(game.legal_moves())
            if kind == "wins":
                assume(_wins_now(game))
                level, judged = 2, ["wins"]
            elif kind == "safe":
                safe = [m for m in game.legal_moves() if not _hands_over(game, m)]
                assume(not _wins_now(game) and safe and len(safe) < len(game.legal_moves()))
                level, judged = 2, ["safe"]
            else:
                level, judged = draw(st.sampled_from(list(levels))), ["legal", "unchanged"]
            op = {"op": "choose", "name": "computer_move", "board": board, "turn": turn, "level": level, "judge": judged}
            result = result + Scenario([op], [_VERDICT])
        return result

    return scenario()


def _hands_over(game: digipeg.Quixo, move: Any) -> bool:
    after = game.copy()
    after.play(*move)
    return after.winner is not None and after.winner != game.turn_symbol or bool(_wins_now(after))


def _match(spec: Dict[str, Any]) -> Test:
    games, at_least = int(spec.get("games", 4)), spec.get("at_least")
    opponent, level = spec["opponent"], int(spec.get("level", 2))

    def scenarios() -> Any:
        for game in range(games):
            op = {"op": "match", "name": "computer_move", "level": level, "opponent": opponent, "seed": 2026 + game,
                  "side": 1 + game % 2, "opening": 2, "plies": 200, "seconds": 60.0}
            yield Scenario([op], [Check(exc="kind")])

    def tally(records: List[Any]) -> Tuple[bool, str]:
        results = [r.get("result") if isinstance(r, dict) else "lost" for r in records]
        won, drawn = results.count("won"), results.count("drawn")
        points = won + drawn / 2
        why = next((r["why"] for r in records if isinstance(r, dict) and r.get("result") == "lost" and r.get("why") != "a line"), "")
        summary = f"won {won}, lost {results.count('lost')}, drawn {drawn} of {len(results)} against {opponent!r}"
        summary += f" ({points:g} points" + (f"; at least {at_least} needed)" if at_least is not None else ")")
        if why:
            summary += f"; a game lost because {why}"
        passed = at_least is None or (points >= at_least and len(results) == games)
        return passed, summary

    name = f"computer_move(board, turn, {level}) against digipeg's {opponent!r} player, {games} games"
    return Test(name, 0.0, needs=("computer_move",), exhaustive=scenarios, tally=tally, limit=120.0)


def catalogue(edition: Edition) -> Catalogue:
    sizes = [int(n) for n in edition.rules.get("sizes", [3, 4, 5])]
    levels = [int(n) for n in edition.rules.get("levels", [1, 2])]

    def test(name: str, needs: str, strategy: Any) -> Test:
        return Test(name, 0.0, needs=(needs,), strategy=lambda: strategy)

    tests: Dict[str, Test] = {
        "check_move.legal": test("a legal move (a blank or own cube of the edge, pushed from another side) is True", "check_move", _check_move(sizes, "legal")),
        "check_move.inside": test("a cube from inside the edge is False", "check_move", _check_move(sizes, "inside")),
        "check_move.opponent": test("the opponent's cube is False", "check_move", _check_move(sizes, "opponent")),
        "check_move.own-side": test("pushing from the side the cube lies on is False", "check_move", _check_move(sizes, "own-side")),
    }
    for side, word in zip(SIDES, ("top", "bottom", "left", "right")):
        tests[f"apply_move.{side}"] = test(f"push_from {side!r}: the cube goes in at the {word}", "apply_move", _apply(sizes, side))
    tests["apply_move.pure"] = test("the board passed in is left as it was (a new board is returned)", "apply_move", _pure(sizes))
    for kind, text in (("none", "no line: 0"), ("row", "a row"), ("column", "a column"), ("diagonal", "a diagonal"),
                       ("both", "lines of both players: the opponent of who_played")):
        tests[f"check_victory.{kind}"] = test(text, "check_victory", _victory(sizes, kind))
    tests.update({
        "computer_move.legal": test(f"levels {', '.join(map(str, levels))}: a legal move, the board left as it was", "computer_move",
                                    _choose(sizes, "legal", levels)),
        "computer_move.wins": test("level 2 takes a win that is there", "computer_move", _choose(sizes, "wins", levels)),
        "computer_move.safe": test("level 2 hands the opponent no win when it can avoid it", "computer_move", _choose(sizes, "safe", levels)),
    })
    for spec in edition.rules.get("matches", []):
        tests[f"match.{spec['opponent']}"] = _match(spec)
    return Catalogue(tests)


NOTES = ["boards of 6 x 6 and more (the course's own tests use them) are not graded: the engine plays 3 x 3 to 5 x 5"]
