"""NTU PS0001's Quixo on the engine (docs/editions.md, section 3.2): the course's four functions over a flat
list board (``index = row * n + col``; 0 blank, 1 and 2 the players), converted to the core's ``Quixo`` and
back, so the rules are the core's; and the judging of a computer's move and the games between a submission's
``computer_move`` and the engine's players, which run in the sandbox on the submission's function.
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Sequence, Tuple

import digipeg

__all__ = ["SIDES", "apply_move", "check_move", "check_victory", "computer_move", "judge", "play_match", "reference"]

SIDES = "TBLR"


# -- the board as the course has it, on the engine -------------------------------------------------------


def size(board: Sequence[int]) -> int:
    return math.isqrt(len(board))


def game_of(board: Sequence[int], to_move: int) -> digipeg.Quixo:
    """The core's game of a flat board, player ``to_move`` (1 or 2) to move."""
    n = size(board)
    rows = ["".join("-XO"[board[r * n + c]] for c in range(n)) for r in range(n)]
    return digipeg.Quixo.from_rows(rows, size=n, to_move=to_move - 1)


def flat(game: digipeg.Quixo) -> List[int]:
    return [" XO".index(ch) if ch != "-" else 0 for row in game.rows() for ch in row]


def engine_move(n: int, index: int, push_from: str) -> Tuple[int, int, int, int]:
    r, c = divmod(index, n)
    to = {"T": (0, c), "B": (n - 1, c), "L": (r, 0), "R": (r, n - 1)}[push_from]
    return r, c, to[0], to[1]


def course_move(n: int, move: Sequence[int]) -> Tuple[int, str]:
    r1, c1, r2, c2 = move
    side = ("L" if c2 == 0 else "R") if r1 == r2 else ("T" if r2 == 0 else "B")
    return r1 * n + c1, side


def check_move(board: List[int], turn: int, index: int, push_from: str) -> bool:
    n = size(board)
    if not (0 <= index < len(board)) or push_from not in SIDES:
        return False
    return game_of(board, turn).is_legal(*engine_move(n, index, push_from))


def apply_move(board: List[int], turn: int, index: int, push_from: str) -> List[int]:
    game = game_of(board, turn)
    game.play(*engine_move(size(board), index, push_from))
    return flat(game)


def check_victory(board: List[int], who_played: int) -> int:
    # The core decides a board as if the player to move's opponent made the last move: both lines win
    # for the player to move, the opponent of the one who played.
    winner = game_of(board, 3 - who_played).winner
    return {"X": 1, "O": 2, None: 0}[winner]


def computer_move(board: List[int], turn: int, level: int) -> Tuple[int, str]:
    """Level 1: a random legal move; level 2 (and any other): the engine's greedy player, which takes a win
    and avoids handing one over."""
    game = game_of(board, turn)
    move, _ = game.computer_move("random" if level == 1 else "greedy", seed=sum(board) * 31 + turn)
    return course_move(size(board), move)


reference = {"check_move": check_move, "apply_move": apply_move, "check_victory": check_victory, "computer_move": computer_move}
"""The course's four functions on the engine."""


# -- judging a computer's move, and playing games ---------------------------------------------------------


def wins_now(game: digipeg.Quixo) -> List[Any]:
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
    n = size(board)
    game = game_of(board, turn)
    verdict: Dict[str, Any] = {"unchanged": given == board, "legal": False, "wins": False, "safe": False}
    if isinstance(answer, (tuple, list)) and len(answer) == 2 and isinstance(answer[0], int) and answer[1] in list(SIDES):
        index, side = answer
        if 0 <= index < len(board) and game.is_legal(*engine_move(n, index, side)):
            verdict["legal"] = True
            after = game.copy()
            after.play(*engine_move(n, index, side))
            verdict["wins"] = after.winner == game.turn_symbol
            verdict["safe"] = after.winner is None and not wins_now(after) or verdict["wins"]
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
            board = flat(game)
            try:
                answer = choose(list(board), op["side"], op["level"])
                index, side = answer
                move = engine_move(5, index, side)
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
