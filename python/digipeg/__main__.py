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


# name -> (menu text, entry point or None if that game has not landed in the core yet)
GAMES: Dict[str, Tuple[str, Optional[Callable[[List[str]], int]]]] = {
    "peg": ("DigiPeg (rectangular peg solitaire)", _peg),
    "quixo": ("Quixo (two players, or against the computer with --computer)", _quixo),
    "tictactoe": ("Tic-tac-toe against the computer", _tictactoe),
    "solitaire": ("Simplified Klondike solitaire", _solitaire),
}

USAGE = "usage: python -m digipeg [peg|quixo|tictactoe|solitaire] [options]\n"


def _menu() -> int:
    names = list(GAMES)
    while True:
        _console.write("digipeg: choose a game\n")
        for number, name in enumerate(names, 1):
            text, entry = GAMES[name]
            note = "" if entry else " (not available yet in this version)"
            _console.write(f"  {number}. {text}{note}\n")
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
        text, entry = GAMES[names[choice - 1]]
        if entry is None:
            _console.write(f"{text} is not available yet in this version of digipeg.\n")
            continue
        return entry([])


def main(argv: Optional[List[str]] = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    try:
        if not args:
            return _menu()
        if args[0] in ("-h", "--help"):
            _console.write(USAGE)
            return 0
        if args[0] not in GAMES:
            sys.stderr.write(USAGE)
            return 2
        text, entry = GAMES[args[0]]
        if entry is None:
            sys.stderr.write(f"{text} is not available yet in this version of digipeg.\n")
            return 2
        return entry(args[1:])
    except KeyboardInterrupt:
        _console.write("\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
