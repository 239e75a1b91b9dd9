"""``python -m digipeg``: a menu of the four games, or ``python -m digipeg GAME`` straight into one.

End of input or Ctrl-C ends any game quietly, without a traceback.
"""

from __future__ import annotations

import sys
from typing import Callable, Dict, List, Optional, Tuple

from . import _console


def _peg(argv: List[str]) -> int:
    from . import peg

    return peg.main(argv)


def _quixo(argv: List[str]) -> int:
    from . import quixo

    return quixo.main(argv)


def _tictactoe(argv: List[str]) -> int:
    from . import tictactoe

    return tictactoe.main(argv)


def _solitaire(argv: List[str]) -> int:
    from . import solitaire

    return solitaire.main(argv)


def _quixo_computer(argv: List[str]) -> int:
    return _quixo(["--computer", *argv])


# name -> (menu text, entry point)
GAMES: Dict[str, Tuple[str, Callable[[List[str]], int]]] = {
    "peg": ("DigiPeg (rectangular peg solitaire)", _peg),
    "quixo": ("Quixo, two players", _quixo),
    "quixo-computer": ("Quixo against the computer", _quixo_computer),
    "tictactoe": ("Tic-tac-toe against the computer", _tictactoe),
    "solitaire": ("Simplified Klondike solitaire", _solitaire),
}

USAGE = "usage: python -m digipeg [peg|quixo|quixo-computer|tictactoe|solitaire] [options]\n"


def _menu() -> int:
    names = list(GAMES)
    while True:
        _console.write("digipeg: choose a game\n")
        for number, name in enumerate(names, 1):
            _console.write(f"  {number}. {GAMES[name][0]}\n")
        answer = _console.ask(f"Game [1 - {len(names)}, q to quit]: ")
        if answer is None or answer.strip().lower() in ("q", "quit"):
            _console.write("\n" if answer is None else "")
            return 0
        answer = answer.strip()
        choice = names.index(answer) + 1 if answer in names else None
        if choice is None and answer.isdigit() and 1 <= int(answer) <= len(names):
            choice = int(answer)
        if choice is None:
            _console.write("That is not a valid choice, try again.\n")
            continue
        return GAMES[names[choice - 1]][1]([])


def main(argv: Optional[List[str]] = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    try:
        if not args:
            return _menu()
        if args[0] == "grade":
            from .grade.cli import main as grade

            return grade(args[1:])
        if args[0] in ("-h", "--help"):
            _console.write(USAGE)
            return 0
        if args[0] not in GAMES:
            sys.stderr.write(USAGE)
            return 2
        return GAMES[args[0]][1](args[1:])
    except KeyboardInterrupt:
        _console.write("\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
