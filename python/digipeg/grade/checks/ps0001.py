"""The checks of NTU PS0001's Quixo (docs/editions.md, section 3.2): ``check_move``, ``apply_move``,
``check_victory`` and ``computer_move`` on a flat list board (``index = row * n + col``; 0 blank, 1 and 2
the players), and games of the submission's ``computer_move`` against the engine's players.

The reference functions convert the flat board to the core's ``Quixo`` and back: the rules are the
core's. The engine plays boards of 3 x 3 to 5 x 5; the course's own tests also use larger ones, which are
not graded here (the report says so).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

import digipeg
from hypothesis import assume
from hypothesis import strategies as st

from ..assignments.editions import Edition
from ..assignments.ps0001 import SIDES, flat, game_of, reference, size, wins_now
from ..model import SETUP, Catalogue, Check, Scenario, Test
from ..sandbox.ops import Env
from .draws import repeat

__all__ = ["catalogue", "engines"]

_BOOL = Check(value="bool", what="the answer")
_BOARD = Check(value="exact", what="the board")
_WINNER = Check(value="exact", what="the result")


def engines(edition: Edition) -> List[Env]:
    return [Env(dict(reference))]


# -- scenarios -------------------------------------------------------------------------------------------


def _call(name: str, args: List[Any], check: Check) -> Scenario:
    return Scenario([{"op": "call", "on": None, "name": name, "args": args}], [check])


def _lines(board: Sequence[int]) -> bool:
    return game_of(board, 1).winner is not None or game_of(board, 2).winner is not None


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
        board = flat(game)
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
            n, turn = size(board), draw(st.sampled_from([1, 2]))
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
    n, turn = size(board), draw(st.sampled_from([1, 2]))
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
    n = size(board)
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
            game = game_of(board, turn)
            assume(game.legal_moves())
            if kind == "wins":
                assume(wins_now(game))
                level, judged = 2, ["wins"]
            elif kind == "safe":
                safe = [m for m in game.legal_moves() if not _hands_over(game, m)]
                assume(not wins_now(game) and safe and len(safe) < len(game.legal_moves()))
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
    return after.winner is not None and after.winner != game.turn_symbol or bool(wins_now(after))


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
