"""digipeg: four classic programming-assignment games on one Rust rules engine.

The original assignments' names are the public API (``DigiPeg``, ``PegRectangleSolitaire``, ...);
Pythonic names stand beside them. Every rule, message and drawing comes from the Rust core
(``digipeg._native``); this package only converts.

Errors: every error of the engine is a :class:`DigipegError` and ALSO the built-in exception
users expect (``IllegalMoveError`` is a ``ValueError``, ``EmptyError`` an ``IndexError``, ...);
each carries the core's message, ``.code`` and ``.name``.

Results of several parts are named tuples (:mod:`digipeg.results`): ``game.solve().verdict``, or
``verdict, line, positions = game.solve()``.
"""

from ._native import __version__
from .errors import (
    CapacityError,
    DigipegError,
    EmptyError,
    ErrorEntry,
    IllegalMoveError,
    ImpossibleBoardError,
    InvalidArgumentError,
    OutOfOrderError,
    OutOfRangeError,
    error_table,
)
from ._native import Rng
from .klondike import Klondike, KlondikeHint, KlondikeSolution
from .peg import DigiPeg, PegAnalysis, PegHint, PegProgram, PegRectangleSolitaire, PegSolution, PegSolver, PegVerdict
from .quixo import Quixo, QuixoSolution, QuixoTables, createBoard, getWinner, makeMove, printBoard, quixo_levels
from .solitaire import Deque, Solitaire, SolitaireHint, SolitaireSolution
from .tictactoe import TicTacToe, gamestate

__all__ = [
    "__version__",
    "CapacityError",
    "Deque",
    "DigiPeg",
    "DigipegError",
    "EmptyError",
    "ErrorEntry",
    "IllegalMoveError",
    "ImpossibleBoardError",
    "InvalidArgumentError",
    "Klondike",
    "KlondikeHint",
    "KlondikeSolution",
    "OutOfOrderError",
    "OutOfRangeError",
    "PegAnalysis",
    "PegHint",
    "PegProgram",
    "PegRectangleSolitaire",
    "PegSolution",
    "PegSolver",
    "PegVerdict",
    "Quixo",
    "QuixoSolution",
    "QuixoTables",
    "quixo_levels",
    "Rng",
    "Solitaire",
    "SolitaireHint",
    "SolitaireSolution",
    "TicTacToe",
    "createBoard",
    "error_table",
    "gamestate",
    "getWinner",
    "makeMove",
    "printBoard",
]
