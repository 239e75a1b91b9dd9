"""The handout's behaviour of a DigiPeg edition: the class on the engine, and the starter's terminal program.

The rules (which jumps are legal, whether a move remains) are the core's; the edition gives the rest: the
end-of-game test (``game_over``: no jump left; ``game_won``: one peg left), the messages and their
thresholds, the peg glyph, and the starter's ``main()`` (banner, prompts, the loop, and ``get_choice``,
which crashes on an empty line as the real starter does). The starter is modelled, not copied: its
behaviour is described in docs/editions.md, section 1.
"""

from __future__ import annotations

import io
import string
import sys
from typing import Any, Callable, Dict, Generator, List, Optional, Tuple

import digipeg

from .editions import Edition

__all__ = ["ANY", "Band", "band_of", "bands", "counts", "handout_class", "StarterProgram", "transcript"]


Band = Tuple[int, int, str]
"""A final message and the peg counts it is for: (fewest, most, text), the first band that holds a count
giving its message. The last band, with no bounds, holds every count no band before it holds."""

ANY = 10**6
"""The most pegs of a band without an upper end."""


def bands(edition: Edition) -> List[Band]:
    """The edition's final messages: ``{most = 2, ...}`` is "2 or fewer" after the bands before it (0 or fewer
    for the first), ``{least = 1, most = 1, ...}`` is "exactly 1", and the last band is everything else."""
    result: List[Band] = []
    low = 0
    for band in edition.texts["final"]:
        least = int(band.get("least", low))
        high = int(band.get("most", ANY))
        result.append((least, high, band["text"]))
        low = high + 1
    return result


def band_of(edition_bands: List[Band], pegs: int) -> int:
    """Which band's message ``pegs`` pegs get: the first that holds the count, else the last."""
    return next((i for i, (low, high, _) in enumerate(edition_bands) if low <= pegs <= high), len(edition_bands) - 1)


def counts(edition_bands: List[Band], index: int, most: int) -> List[int]:
    """The peg counts from 0 to ``most`` that get band ``index``'s message."""
    return [n for n in range(most + 1) if band_of(edition_bands, n) == index]


def _fill(template: str, pegs: int) -> str:
    return template.replace("{n}", str(pegs))


def handout_class(edition: Edition, count_line: bool = True) -> type:
    """The edition's class on the engine: ``board`` and ``pegs_left`` are attributes a test may assign (the
    engine counts the pegs itself, so an assigned ``pegs_left`` only has to agree with the board).
    ``count_line``: whether ``final_message`` prints the count of pegs first."""
    diagonal = int(edition.rules.get("directions", 4)) == 8
    one_peg = edition.rules.get("end", "no move") == "one peg"
    glyph = edition.starter.get("glyph", "o")
    texts = bands(edition)
    count = edition.texts.get("count", "Number of pegs left: {n}")

    class HandoutPeg:
        def __init__(self, rows: int, columns: int, empty_row: int, empty_col: int) -> None:
            self._game = digipeg.DigiPeg(rows, columns, empty_row, empty_col, diagonal=diagonal)

        @property
        def board(self) -> List[List[bool]]:
            return self._game.board

        @board.setter
        def board(self, board: List[List[bool]]) -> None:
            self._game.board = board

        @property
        def pegs_left(self) -> int:
            return self._game.pegs_left

        @pegs_left.setter
        def pegs_left(self, value: int) -> None:
            pass

        def legal_move(self, *move: int) -> bool:
            return self._game.legal_move(*move)

        def legal_moves(self) -> List[Any]:
            return self._game.legal_moves()

        def make_move(self, *move: int) -> None:
            self._game.make_move(*move)

        def game_over(self) -> bool:
            """The edition's end-of-game test (its name in the edition: ``game_over`` or ``game_won``)."""
            return self.pegs_left == 1 if one_peg else self._game.game_over()

        def final_text(self) -> str:
            pegs = self.pegs_left
            message = texts[band_of(texts, pegs)][2]
            lines = [_fill(count, pegs)] if count_line else []
            return "".join(line + "\n" for line in lines + [_fill(message, pegs)])

        def final_message(self) -> None:
            print(self.final_text(), end="")

        def __str__(self) -> str:
            return str(self._game).replace(" o |", f" {glyph} |")

    HandoutPeg.__name__ = HandoutPeg.__qualname__ = edition.names["DigiPeg"][0]
    return HandoutPeg


Prompt = str
"""What the program asks (the text ``input()`` writes before it reads)."""


class StarterProgram:
    """The edition's starter ``main()`` over ``game_class`` (the engine's, or the submission's own), fed one
    line at a time: ``start()`` and ``input(line)`` return what it prints until it next asks;
    ``input(None)`` is the end of input. ``method(game, role)`` finds a method by its role (``game_over``
    is ``game_won`` in 2019).

    When the real starter would end in a traceback (``int('')`` in ``get_choice``, ``input()`` at the end
    of input), ``crashed`` holds the exception it raises and the program is finished.
    """

    def __init__(self, starter: Dict[str, Any], game_class: type, method: Callable[[Any, str], Any] = getattr) -> None:
        self._starter = starter
        self._game_class = game_class
        self._method = method
        self._out: List[str] = []
        self.game: Optional[Any] = None
        self.asking: Optional[Tuple[int, int]] = None
        """The range of the number asked now (None for a yes/no question, or when finished)."""
        self.finished = False
        self.crashed: Optional[BaseException] = None
        self._steps = self._main()

    # -- driving ------------------------------------------------------------------------------------

    def _advance(self, send: Any = None, throw: Optional[BaseException] = None) -> str:
        try:
            prompt = self._steps.throw(throw) if throw is not None else self._steps.send(send)
            self._out.append(prompt)
        except StopIteration:
            self.finished, self.asking = True, None
        except Exception as err:  # noqa: BLE001 - the starter's traceback (or one in the game's methods)
            self.finished, self.asking, self.crashed = True, None, err
        text, self._out = "".join(self._out), []
        return text

    def start(self) -> str:
        return self._advance()

    def input(self, line: Optional[str]) -> str:
        if self.finished:
            return ""
        if line is None:
            return self._advance(throw=EOFError("EOF when reading a line"))
        return self._advance(line)

    def run(self) -> None:
        """As ``python starter.py``: read ``sys.stdin``, print to ``sys.stdout``, raise where it would."""
        sys.stdout.write(self.start())
        while not self.finished:
            line = sys.stdin.readline()
            sys.stdout.write(self.input(line[:-1] if line.endswith("\n") else line if line else None))
        if self.crashed is not None:
            raise self.crashed

    # -- the starter ----------------------------------------------------------------------------------

    def _print(self, text: str = "") -> None:
        self._out.append(text + "\n")

    def _call(self, role: str, *args: Any) -> Any:
        """A method of the game, with what it prints kept in order with the program's own text."""
        saved, sys.stdout = sys.stdout, io.StringIO()
        try:
            return self._method(self.game, role)(*args)
        finally:
            self._out.append(sys.stdout.getvalue())
            sys.stdout = saved

    def _choice(self, low: int, high: int, message: str) -> Generator[Prompt, str, int]:
        message += " [" + str(low) + " - " + str(high) + "]: "
        while True:
            self.asking = (low, high)
            answer = yield message
            if any(character not in string.digits for character in answer):
                self._print("That is not a number, try again.")
                continue
            number = int(answer)  # '' raises ValueError, as in the starter
            if low <= number <= high:
                return number
            self._print("That is not a valid choice, try again.")

    def _move(self, rows: int, columns: int) -> Generator[Prompt, str, List[int]]:
        move = []
        for prompt, high in (
            ("Enter the row of the peg to move", rows),
            ("Enter the column of the peg to move", columns),
            ("Enter the row where the peg lands", rows),
            ("Enter the column where the peg lands", columns),
        ):
            move.append((yield from self._choice(1, high, prompt)) - 1)
        return move

    def _main(self) -> Generator[Prompt, str, None]:
        starter = self._starter
        self._print(starter["banner"])
        self._print("-" * 35 + "\n")
        rows = yield from self._choice(1, 9, "Enter the number of rows")
        columns = yield from self._choice(1, 9, "Enter the number of columns")
        row = (yield from self._choice(1, rows, "Enter the empty space row")) - 1
        column = (yield from self._choice(1, columns, "Enter empty space column")) - 1
        self.game = self._game_class(rows, columns, row, column)
        self._print()
        self._print(str(self.game))
        keep_going = "yes"
        stoppable = starter.get("loop") == "until won or stopped"
        while not self._call("game_over") and keep_going.lower() == "yes":
            move = yield from self._move(rows, columns)
            if self._call("legal_move", *move):
                self._call("make_move", *move)
            else:
                self._print(starter["illegal"])
            self._print()
            self._print(str(self.game))
            if stoppable and not self._call("game_over"):
                self.asking = None
                keep_going = yield starter["continue_prompt"]
        self.asking = None
        self._call("final_message")


def transcript(program: StarterProgram, stdin: str) -> str:
    """What ``program`` prints with ``stdin`` as its input, ending with the traceback's last line if it
    would end in one."""
    lines = stdin.split("\n")
    feed = iter(lines[:-1] if stdin.endswith("\n") else lines if stdin else [])
    text = [program.start()]
    while not program.finished:
        text.append(program.input(next(feed, None)))
    if program.crashed is not None:
        text.append(f"[the program ends: {type(program.crashed).__name__}]\n")
    return "".join(text)
