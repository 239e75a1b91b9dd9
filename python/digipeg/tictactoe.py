"""Tic-tac-toe: the exercise's ``gamestate(board)``, a playable ``TicTacToe`` and a console game.

``gamestate`` takes 3 strings of 3 characters (``X``, ``O``, space) and returns ``"win"``,
``"draw"`` or ``"ongoing"``; an impossible board raises :class:`digipeg.ImpossibleBoardError`
(a ``ValueError``) with the exercise's exact message, a malformed one
:class:`digipeg.InvalidArgumentError` (also a ``ValueError``).

``TicTacToe`` adds play, whose turn, the winner, legal moves, and the core's perfect play:
``value()``, ``best_moves()``, ``quickest_moves()`` and ``computer_move(level, seed=...)``.

>>> gamestate(["XOX", "OXO", "X  "])
'win'
>>> TicTacToe().value()
('draw', 9)
"""

from __future__ import annotations

import sys
from typing import List, Optional

from . import _console
from ._native import Rng, TicTacToe, gamestate
from .errors import DigipegError

__all__ = ["TicTacToe", "gamestate", "random_move", "main"]


def random_move(game: TicTacToe, rng: Rng) -> int:
    """A uniformly random legal square (the core's seeded generator picks among the core's moves)."""
    moves = game.legal_moves()
    return moves[rng.below(len(moves))]


def _draw(game: TicTacToe) -> str:
    rows = game.rows()
    lines = [" " + " | ".join(row) for row in rows]
    return "\n" + "\n---+---+---\n".join(lines) + "\n\n"


def _ask_square(game: TicTacToe) -> Optional[int]:
    """Ask until a legal square is played; None when the player quits (q or end of input)."""
    while True:
        answer = _console.ask(f"{game.turn} to move, square [0 - 8, q to quit]: ")
        if answer is None or answer.strip().lower() in ("q", "quit"):
            return None
        try:
            square = int(answer.strip())
        except ValueError:
            _console.write("That is not a number, try again.\n")
            continue
        try:
            game.play(square)
        except DigipegError as err:
            _console.write(f"{err}\n")
            continue
        return square


def play_console(rng: Rng, human: str = "X", level: int = 2) -> int:
    """You against the core's computer player (level 0 random, 1 greedy, 2 perfect) on the console;
    squares are numbered 0..8 row by row."""
    game = TicTacToe()
    _console.write("Tic-tac-toe. Squares:\n 0 | 1 | 2\n 3 | 4 | 5\n 6 | 7 | 8\n")
    while not game.is_over():
        if game.turn == human:
            _console.write(_draw(game))
            if _ask_square(game) is None:
                _console.write("\n")
                return 0
        else:
            square = game.computer_move(level, seed=rng.next_u64())
            game.play(square)
            _console.write(f"The computer ({'O' if human == 'X' else 'X'}) plays {square}.\n")
    _console.write(_draw(game))
    _console.write(f"{game.winner} wins.\n" if game.winner else "Draw.\n")
    return 0


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m digipeg tictactoe [--state ROW ROW ROW] [--seed N] [--second]``."""
    import argparse
    import random

    parser = argparse.ArgumentParser(prog="python -m digipeg tictactoe", description="Tic-tac-toe")
    parser.add_argument("--state", nargs=3, metavar="ROW", help="print gamestate of this board and exit")
    parser.add_argument("--seed", type=int, default=None, help="seed of the computer's random choices")
    parser.add_argument("--second", action="store_true", help="let the computer play X (first)")
    parser.add_argument("--level", type=int, default=2, choices=(0, 1, 2),
                        help="the computer: 0 random, 1 greedy, 2 perfect (default)")
    parser.add_argument("--ask", action="store_true", help="ask which side you play and how strong the computer is")
    args = parser.parse_args(argv)
    if args.state is not None:
        try:
            print(gamestate(args.state))
        except ValueError as err:
            print(err)
            return 1
        return 0
    human, level = ("O" if args.second else "X"), args.level
    if args.ask:
        asked = _ask_settings()
        if asked is None:
            _console.write("\n")
            return 0
        human, level = asked
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(63)
    return play_console(Rng(seed), human=human, level=level)


_STRENGTHS = {"perfect": 2, "greedy": 1, "random": 0}


def _ask_settings() -> Optional[tuple]:
    """Your side and the computer's strength, asked on the console; None when the player quits."""
    answers = []
    for prompt, choices, default in (
        ("Play X (moves first) or O? [X]: ", ("x", "o"), "x"),
        ("Computer: perfect, greedy or random? [perfect]: ", tuple(_STRENGTHS), "perfect"),
    ):
        while True:
            answer = _console.ask(prompt)
            if answer is None or answer.strip().lower() in ("q", "quit"):
                return None
            answer = answer.strip().lower() or default
            if answer in choices:
                answers.append(answer)
                break
            _console.write(f"Type one of: {', '.join(choices)}.\n")
    return answers[0].upper(), _STRENGTHS[answers[1]]


if __name__ == "__main__":
    sys.exit(main())
