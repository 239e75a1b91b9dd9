"""``python -m digipeg``: a menu of the games, or ``python -m digipeg SUBCOMMAND`` straight into one.

The menu comes back after every game until you type ``q`` (or input ends). ``q`` or the end of
input also leaves any prompt of Quixo and tic-tac-toe; the DigiPeg and solitaire programs keep
the handouts' prompts exactly (the end of input ends them). Ctrl-C ends everything quietly.
"""

from __future__ import annotations

import sys
from typing import Callable, Dict, List, NamedTuple, Optional

from . import __version__, _console


class Subcommand(NamedTuple):
    summary: str  # its line in --help
    run: Callable[[List[str]], int]


def _peg(argv: List[str]) -> int:
    from . import peg

    return peg.main(argv)


def _quixo(argv: List[str]) -> int:
    from . import quixo

    return quixo.main(argv)


def _quixo_computer(argv: List[str]) -> int:
    return _quixo(["--computer", "--ask", *argv])


def _tictactoe(argv: List[str]) -> int:
    from . import tictactoe

    return tictactoe.main(argv)


def _solitaire(argv: List[str]) -> int:
    from . import solitaire

    return solitaire.main(argv)


def _klondike(argv: List[str]) -> int:
    from . import klondike

    return klondike.main(argv)


def _web(argv: List[str]) -> int:
    from . import _web

    return _web.main(argv)


def _grade(argv: List[str]) -> int:
    from .grade.cli import main as grade

    return grade(argv)


# One line each: a new subcommand is one more entry here.
SUBCOMMANDS: Dict[str, Subcommand] = {
    "peg": Subcommand("DigiPeg, rectangular peg solitaire (the handout's terminal program)", _peg),
    "quixo": Subcommand("Quixo for two or four humans; --computer to play the computer", _quixo),
    "quixo-computer": Subcommand("Quixo against the computer: asks your side and its difficulty", _quixo_computer),
    "tictactoe": Subcommand("tic-tac-toe against the computer; --state checks a board", _tictactoe),
    "solitaire": Subcommand("simplified Klondike solitaire (the handout's play())", _solitaire),
    "klondike": Subcommand("full Klondike solitaire, with hints (--thoughtful: every card shown)", _klondike),
    "web": Subcommand("the games in your browser, served on 127.0.0.1", _web),
    "grade": Subcommand("grade a student's solution of an assignment against the engine", _grade),
}

# The menu: (text, subcommand, its arguments).
MENU = [
    ("DigiPeg (rectangular peg solitaire)", "peg", []),
    ("Quixo, two players", "quixo", []),
    ("Quixo against the computer", "quixo-computer", []),
    ("Tic-tac-toe against the computer", "tictactoe", ["--ask"]),
    ("Simplified Klondike solitaire", "solitaire", []),
    ("Klondike solitaire, with hints", "klondike", []),
]


def usage() -> str:
    width = max(map(len, SUBCOMMANDS)) + 2
    lines = [
        "usage: python -m digipeg [SUBCOMMAND [OPTIONS]] | --help | --version",
        "",
        "Classic assignment games on one rules engine. Without a subcommand: a menu of the games.",
        "",
        "subcommands:",
        *(f"  {name.ljust(width)}{command.summary}" for name, command in SUBCOMMANDS.items()),
        "",
        "python -m digipeg SUBCOMMAND --help lists its options.",
    ]
    return "\n".join(lines) + "\n"


def _menu() -> int:
    while True:
        _console.write("digipeg: choose a game\n")
        for number, (text, _, _) in enumerate(MENU, 1):
            _console.write(f"  {number}. {text}\n")
        answer = _console.ask(f"Game [1 - {len(MENU)}, q to quit]: ")
        if answer is None or answer.strip().lower() in ("q", "quit"):
            _console.write("\n" if answer is None else "")
            return 0
        answer = answer.strip()
        if not (answer.isdigit() and 1 <= int(answer) <= len(MENU)):
            _console.write("That is not a valid choice, try again.\n")
            continue
        _, name, args = MENU[int(answer) - 1]
        SUBCOMMANDS[name].run(list(args))
        _console.write("\n")


def main(argv: Optional[List[str]] = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    try:
        if not args:
            return _menu()
        if args[0] in ("-h", "--help"):
            _console.write(usage())
            return 0
        if args[0] in ("-V", "--version"):
            _console.write(f"digipeg {__version__}\n")
            return 0
        if args[0] not in SUBCOMMANDS:
            sys.stderr.write(usage())
            return 2
        return SUBCOMMANDS[args[0]].run(args[1:])
    except KeyboardInterrupt:
        _console.write("\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
