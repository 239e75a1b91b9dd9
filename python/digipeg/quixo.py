"""Quixo: the original project's functions and the Pythonic ``Quixo`` class.

Original API (names fixed by the assignment):

- ``createBoard(listOfRows, player='X')``: 5 strings of 5 characters (``-``, ``X``, ``O``) -> a board
  object (a :class:`Quixo`); ``player`` ('X' or 'O') moves next. Anything malformed is a ``ValueError``
  (:class:`digipeg.InvalidArgumentError`) saying what is wrong.
- ``printBoard(board)``: prints the five lines.
- ``makeMove(board, chooseRow, chooseColumn, placeRow, placeColumn)``: plays for the player to move and
  hands the turn over; an illegal move raises ``ValueError`` (:class:`digipeg.IllegalMoveError`, or
  :class:`digipeg.OutOfRangeError` off the board) and leaves the board unchanged. Returns the board.
- ``getWinner(board)``: ``'X'``, ``'O'`` or ``None``.

``Quixo(size=5, players=2)`` adds legal moves, whose turn, the winner, undo, copies, equality, the
4-player game (``players=4``, moves take a ``partner``) and sizes 3 to 5, and the core's computer player
(``game.computer_move("random" | "greedy" | "search", seed=...)``).

``QuixoSolution(size)`` is the core's strong solver of the 2-player 3 x 3 and 4 x 4 games: it solves
every position once (3 x 3: 19,683 bytes, milliseconds; 4 x 4: **43,046,721 bytes (43 MB) held by the
object**, a few seconds, the GIL released meanwhile), then answers ``value(game)`` (``"win"``,
``"loss"`` or ``"draw"`` for the player to move), ``best_move(game)`` and ``move_values(game)``;
``game.computer_move("search", solution=solution)`` then plays perfectly.

>>> solution = QuixoSolution(3)
>>> solution.value(Quixo(3)), solution.nbytes       # the first player wins 3 x 3
('win', 19683)

>>> board = createBoard(['----O', 'XX--X', 'XO---', 'OO---', 'X----'])
>>> makeMove(board, 0, 0, 0, 4) is board, getWinner(board)
(True, None)
"""

from __future__ import annotations

import sys
from typing import List, Optional, Sequence, Union

from . import _console
from ._native import Quixo, QuixoSolution, QuixoTables, Rng
from .errors import DigipegError

__all__ = ["Quixo", "QuixoSolution", "QuixoTables", "createBoard", "printBoard", "makeMove", "getWinner", "random_move", "main"]

_PLAYERS = {"X": 0, "O": 1}
_NO_SUCH_PLAYER = 1 << 62  # any index the core refuses as a player (error 212)


def _player_index(player: Union[str, int]) -> int:
    if isinstance(player, str):
        return _PLAYERS.get(player, _NO_SUCH_PLAYER)
    return player


def createBoard(listOfRows: Sequence[str], player: Union[str, int] = "X") -> Quixo:
    """A 5 x 5 two-player board from 5 rows of 5 characters, ``player`` to move."""
    return Quixo.from_rows(list(listOfRows), size=5, players=2, to_move=_player_index(player))


def printBoard(board: Quixo) -> None:
    """Print the board as lines of ``-``, ``X``, ``O``."""
    print(str(board), end="")


def makeMove(board: Quixo, chooseRow: int, chooseColumn: int, placeRow: int, placeColumn: int) -> Quixo:
    """Take the cube at (chooseRow, chooseColumn), put it at (placeRow, placeColumn); returns the board."""
    board.play(chooseRow, chooseColumn, placeRow, placeColumn)
    return board


def getWinner(board: Quixo) -> Optional[str]:
    """``'X'``, ``'O'`` or ``None``."""
    return board.winner


def random_move(game: Quixo, rng: Rng) -> tuple:
    """A uniformly random legal move, chosen by the core's seeded generator among the core's moves."""
    moves = game.legal_moves()
    return moves[rng.below(len(moves))]


def _show(game: Quixo) -> None:
    numbers = "".join(str(c) for c in range(game.size))
    lines = [f"  {numbers}"] + [f"{r} {row}" for r, row in enumerate(game.rows())]
    _console.write("\n" + "\n".join(lines) + "\n")


def _ask_move(game: Quixo) -> Optional[bool]:
    """Ask until a legal move is played; None at end of input."""
    four = game.players == 4
    shape = "R1 C1 R2 C2 PARTNER" if four else "R1 C1 R2 C2"
    while True:
        moves = game.legal_moves()
        _console.write("Legal moves: " + " ".join("".join(map(str, m)) for m in moves) + "\n")
        answer = _console.ask(f"Player {game.turn} ({game.turn_symbol}), your move [{shape}]: ")
        if answer is None:
            return None
        parts = answer.replace(",", " ").split()
        if len(parts) == 1 and parts[0].isdigit() and len(parts[0]) in (4, 5):
            parts = list(parts[0])
        try:
            numbers = [int(p) for p in parts]
        except ValueError:
            _console.write("That is not a move, try again.\n")
            continue
        if len(numbers) not in (4, 5):
            _console.write(f"Type four numbers{' and a partner' if four else ''}, e.g. 0 0 0 4.\n")
            continue
        try:
            game.play(*numbers)
        except DigipegError as err:
            _console.write(f"{err}\n")
            continue
        return True


def play_console(
    size: int = 5,
    players: int = 2,
    computer: Sequence[int] = (),
    seed: int = 0,
    level: str = "search",
    perfect: bool = False,
    tables: Optional[str] = None,
) -> int:
    """Humans and/or the core's computer player (the player indexes in ``computer``) on the console.

    ``perfect``: solve the game first (2 players, 3 x 3 or 4 x 4) so that the "search" level plays perfectly.
    ``tables``: a directory of solved layers (``make quixo-endgame``): the "search" level plays perfectly
    in the positions they hold.
    """
    game = Quixo(size, players)
    solution = None
    loaded = None
    if tables is not None and computer:
        loaded = QuixoTables(tables, size)
        _console.write(f"Loaded {len(loaded.layers)} solved layers ({loaded.nbytes:,} bytes).\n")
    if perfect and computer:
        if size == 4:
            _console.write("Solving 4 x 4 Quixo (43 MB, a few seconds)...\n")
        solution = QuixoSolution(size)
    while not game.is_over():
        _show(game)
        if game.passed:
            _console.write(f"({game.passed} player(s) had nothing to take and passed.)\n")
        if game.turn in computer:
            move, _info = game.computer_move(level, seed=seed, solution=solution, tables=loaded)
            game.play(*move)
            _console.write(f"The computer played {' '.join(map(str, move))}.\n")
        elif _ask_move(game) is None:
            _console.write("\n")
            return 0
    _show(game)
    _console.write("Draw.\n" if game.outcome == "draw" else f"{game.winner} wins.\n")
    return 0


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m digipeg quixo [--size N] [--players 2|4] [--computer] [--seed S]``."""
    import argparse
    import random

    parser = argparse.ArgumentParser(prog="python -m digipeg quixo", description="Quixo")
    parser.add_argument("--size", type=int, default=5, choices=(3, 4, 5))
    parser.add_argument("--players", type=int, default=2, choices=(2, 4))
    parser.add_argument("--computer", action="store_true", help="the computer plays O (team O with 4 players)")
    parser.add_argument("--level", default="search", choices=("random", "greedy", "search"),
                        help="how the computer plays (default: search)")
    parser.add_argument("--perfect", action="store_true",
                        help="solve the game first so the computer plays perfectly (2 players, size 3 or 4)")
    parser.add_argument("--tables", metavar="DIR", default=None,
                        help="solved layers (make quixo-endgame): the computer plays perfectly where they reach")
    parser.add_argument("--seed", type=int, default=None, help="seed of the computer's random choices")
    args = parser.parse_args(argv)
    if args.tables is not None and (args.players != 2 or args.level != "search"):
        parser.error("--tables needs 2 players and --level search")
    if args.perfect and (args.size == 5 or args.players != 2 or args.level != "search"):
        parser.error("--perfect needs --size 3 or 4, 2 players and --level search")
    computer = [p for p in range(args.players) if p % 2 == 1] if args.computer else []
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(63)
    return play_console(args.size, args.players, computer, seed, args.level, args.perfect, args.tables)


if __name__ == "__main__":
    sys.exit(main())
