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
(``game.computer_move("random" | "greedy" | "easy" | "medium" | "hard" | "expert" | "search", seed=...)``).
The computer knows the game's history (it does not circle when ahead). The named levels have fixed
settings, the same in every binding (``quixo_levels()``); ``time_limit=`` (seconds) can cap a search,
which makes its move depend on the machine.

>>> quixo_levels()["hard"]
{'nodes': 250000, 'depth': 60, 'contempt': 20, 'evaluation': 'tuned', 'table_entries': 65536}

``QuixoSolution(size)`` is the core's strong solver of the 2-player 3 x 3 and 4 x 4 games: it solves
every position once (3 x 3: 19,683 bytes, milliseconds; 4 x 4: **43,046,721 bytes (43 MB) held by the
object**, a few seconds, the GIL released meanwhile), then answers ``value(game)`` (``"win"``,
``"loss"`` or ``"draw"`` for the player to move), ``best_move(game)`` and ``move_values(game)``;
``game.computer_move("search", solution=solution)`` then plays perfectly.

``QuixoTables(directory, size)`` holds solved layers of the layered solver (``make quixo-endgame``:
5 x 5 from the full boards down); ``game.computer_move("hard", tables=tables)`` (any level but random and greedy) plays perfectly in
the positions whose layers they hold, and searches elsewhere.

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
from ._native import Quixo, QuixoSolution, QuixoTables, Rng, quixo_levels
from .errors import DigipegError

__all__ = [
    "LEVELS", "Quixo", "QuixoSolution", "QuixoTables", "createBoard", "draw_board", "getWinner", "main", "makeMove",
    "player_name", "printBoard", "quixo_levels", "random_move",
]

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


# Difficulty by name: the core's named levels (fixed settings, the same moves in every binding:
# ``quixo_levels()``), then "perfect", which plays from the strong solver's table (2 players, 3 x 3
# or 4 x 4 only).
LEVELS = (*quixo_levels(), "perfect")
_NAMES4 = ("X1", "O1", "X2", "O2")
_QUIT = ("q", "quit")


def player_name(game: Quixo, player: int) -> str:
    """X and O, as the handout names the players; X1, O1, X2, O2 in the team game (team A plays X, team B O)."""
    return _NAMES4[player] if game.players == 4 else "XO"[player]


def draw_board(game: Quixo) -> str:
    """The board with its row and column numbers (0-based, as moves are typed); the team game
    shows which partner each cube points to (X1, X2, ...)."""
    n = game.size
    if game.players == 2:
        cell = lambda ch: ch  # noqa: E731
        width = 1
    else:
        cell = lambda ch: "--" if ch == "-" else ch.upper() + ("2" if ch.islower() else "1")  # noqa: E731
        width = 2
    header = "    " + " ".join(str(c).rjust(width) for c in range(n))
    lines = [header] + [f"{r:>2}  " + " ".join(cell(ch) for ch in row) for r, row in enumerate(game.rows())]
    return "\n".join(lines) + "\n"


def _explain(game: Quixo, computer: Sequence[int]) -> str:
    four = game.players == 4
    lines = [f"Quixo on a {game.size} x {game.size} board."]
    if four:
        lines.append("Team A plays X (players X1 and X2), team B plays O (O1 and O2); turns go X1, O1, X2, O2.")
    if computer:
        sides = sorted({player_name(game, p)[0] for p in computer})
        lines.append(f"The computer plays {' and '.join(sides)}.")
    lines.append(
        "A move is four numbers: the row and column of the cube you take from the outer ring (blank or yours),"
        " then the row and column of the end you push it back in at, e.g. "
        f"0 0 0 {game.size - 1}." + (" With 4 players add the partner the cube points to (1 or 2)." if four else "")
    )
    lines.append("Rows and columns count from 0, as drawn. Type ? for the legal moves, q to quit.")
    return "\n".join(lines) + "\n"


def _format(game: Quixo, move: Sequence[int]) -> str:
    text = " ".join(map(str, move[:4]))
    return f"{text} {move[4] + 1}" if game.players == 4 else text


def _ask_move(game: Quixo) -> Optional[bool]:
    """Ask until a legal move is played; None when the player quits (q or end of input)."""
    four = game.players == 4
    who = player_name(game, game.turn)
    while True:
        answer = _console.ask(f"{who} to move: ")
        if answer is None or answer.strip().lower() in _QUIT:
            return None
        answer = answer.strip()
        if answer == "?":
            _console.write("Legal moves: " + ", ".join(_format(game, m) for m in game.legal_moves()) + "\n")
            continue
        parts = answer.replace(",", " ").split()
        if len(parts) == 1 and parts[0].isdigit() and len(parts[0]) == (5 if four else 4):
            parts = list(parts[0])
        try:
            numbers = [int(p) for p in parts]
        except ValueError:
            _console.write("That is not a move: type four numbers, ? for the legal moves, q to quit.\n")
            continue
        if len(numbers) != (5 if four else 4):
            _console.write(f"Type {'five' if four else 'four'} numbers, e.g. {_format(game, game.legal_moves()[0])}.\n")
            continue
        if four:
            numbers[4] -= 1  # typed as partner 1 or 2
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
    level: str = "medium",
    tables: Optional[str] = None,
) -> int:
    """Humans and/or the core's computer player (the player indexes in ``computer``, at the named
    ``level``) on the console. Returns 0, also when a player quits.

    ``tables``: a directory of solved layers (``make quixo-endgame``): the computer plays
    perfectly in the positions they hold."""
    game = Quixo(size, players)
    solution = None
    loaded = None
    _console.write(_explain(game, computer))
    if tables is not None and computer:
        loaded = QuixoTables(tables, size)
        _console.write(f"Loaded {len(loaded.layers)} solved layers ({loaded.nbytes:,} bytes).\n")
    if level == "perfect" and computer:
        if size == 4:
            _console.write("Solving 4 x 4 Quixo (43 MB, a few seconds)...\n")
        solution = QuixoSolution(size)
    while not game.is_over():
        _console.write("\n" + draw_board(game))
        if game.passed:
            _console.write(f"({game.passed} player(s) had nothing to take and passed.)\n")
        if game.turn in computer:
            who = player_name(game, game.turn)
            turn_seed = (seed + game.plies) % 2**64
            if solution is not None:
                move, _info = game.computer_move("search", seed=turn_seed, solution=solution)
            else:
                move, _info = game.computer_move(level, seed=turn_seed, tables=loaded)
            game.play(*move)
            _console.write(f"The computer ({who}) plays {_format(game, move)}.\n")
        elif _ask_move(game) is None:
            _console.write("\n")
            return 0
    _console.write("\n" + draw_board(game))
    if game.outcome == "draw":
        _console.write("Draw.\n")
    elif players == 4:
        _console.write(f"Team {'A' if game.winner == 'X' else 'B'} ({game.winner}) wins.\n")
    else:
        _console.write(f"{game.winner} wins.\n")
    return 0


def _choose(prompt: str, choices: Sequence[str], default: str) -> Optional[str]:
    """Ask until one of ``choices`` (or empty: ``default``); None when the player quits."""
    while True:
        answer = _console.ask(prompt)
        if answer is None or answer.strip().lower() in _QUIT:
            return None
        answer = answer.strip().lower() or default.lower()
        for choice in choices:
            if answer == choice.lower():
                return choice
        _console.write(f"Type one of: {', '.join(choices)}.\n")


def _ask_settings(size: Optional[int], players: int, side: Optional[str], level: Optional[str]) -> Optional[tuple]:
    """Ask for what the command line left out (board size, side, difficulty); None if the player quits."""
    if size is None:
        answer = _choose("Board size: 3, 4 or 5 [5]: ", ("3", "4", "5"), "5")
        if answer is None:
            return None
        size = int(answer)
    if side is None:
        side = _choose("Play X (moves first) or O? [X]: ", ("X", "O"), "X")
        if side is None:
            return None
    if level is None:
        names = [name for name in LEVELS if name != "perfect" or (size in (3, 4) and players == 2)]
        level = _choose(f"Difficulty: {', '.join(names)} [medium]: ", names, "medium")
        if level is None:
            return None
    return size, side, level


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m digipeg quixo [--size N] [--players 2|4] [--computer [--side X|O] [--level NAME] [--ask]
    [--tables DIR]] [--seed S]``."""
    import argparse
    import random

    parser = argparse.ArgumentParser(prog="python -m digipeg quixo", description="Quixo")
    parser.add_argument("--size", type=int, default=None, choices=(3, 4, 5), help="board size (default 5)")
    parser.add_argument("--players", type=int, default=2, choices=(2, 4))
    parser.add_argument("--computer", action="store_true", help="play against the computer")
    parser.add_argument("--side", choices=("X", "O"), default=None,
                        help="your side against the computer: X moves first (default X)")
    parser.add_argument("--level", default=None, choices=tuple(LEVELS),
                        help="the computer's difficulty (default medium; perfect: 2 players, size 3 or 4)")
    parser.add_argument("--ask", action="store_true", help="ask for the size, side and difficulty not given")
    parser.add_argument("--tables", metavar="DIR", default=None,
                        help="solved layers (make quixo-endgame): the computer plays perfectly where they reach")
    parser.add_argument("--seed", type=int, default=None, help="seed of the computer's random choices")
    args = parser.parse_args(argv)
    if args.computer and args.ask:
        asked = _ask_settings(args.size, args.players, args.side, args.level)
        if asked is None:
            _console.write("\n")
            return 0
        args.size, args.side, args.level = asked
    size = args.size or 5
    side = args.side or "X"
    level = args.level or "medium"
    if level == "perfect" and (size == 5 or args.players != 2):
        parser.error("--level perfect needs --size 3 or 4 and 2 players (the solved games)")
    if args.tables is not None and (args.players != 2 or level == "perfect"):
        parser.error("--tables needs 2 players and a named level (easy, medium, hard or expert)")
    human_team = 0 if side == "X" else 1
    computer = [p for p in range(args.players) if p % 2 != human_team] if args.computer else []
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(62)
    return play_console(size, args.players, computer, seed, level, args.tables)


if __name__ == "__main__":
    sys.exit(main())
