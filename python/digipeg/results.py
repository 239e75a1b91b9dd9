"""The named results of the engine's searches and tables.

Where a call answers with several parts, it returns one of these named tuples: read a part by its
name (``game.solve().verdict``) or unpack the whole (``verdict, line, positions = game.solve()``),
as with a plain tuple. The Rust side of the binding builds them (``python/src/results.rs``,
``Named``); each game's module exports its own.

>>> from digipeg import Klondike
>>> found = Klondike.from_seed(1).solve()
>>> found.verdict, found.line[:3], found.positions > 0
('won', ['4F', 'D', 'WF'], True)
>>> verdict, line, positions = found
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = [
    "ErrorEntry",
    "KlondikeHint",
    "KlondikeSolution",
    "LayerCheck",
    "LayerCounts",
    "LayerIndex",
    "PegHint",
    "SolitaireHint",
    "SolitaireSolution",
]

# The fields use builtins only (`list[str]`, `X | None`, no `Literal`): pdoc evaluates a
# NamedTuple's annotations outside this module, where no `typing` name would be found.


class KlondikeSolution(NamedTuple):
    """What :meth:`digipeg.Klondike.solve` found, every card known.

    ``verdict`` is ``"won"`` (then ``line`` is a list of moves that wins from here), ``"lost"``
    (no line wins) or ``"unknown"`` (the budget of positions ran out first; ``line`` is empty).
    ``positions`` counts the positions the solver searched.
    """

    verdict: str
    line: list[str]
    positions: int


class KlondikeHint(NamedTuple):
    """What :meth:`digipeg.Klondike.hint` suggests: ``move`` is the first move of a winning line
    (None unless ``verdict`` is ``"won"``, or when the game is already won); ``verdict`` as in
    :class:`KlondikeSolution`."""

    move: str | None
    verdict: str


class PegHint(NamedTuple):
    """A DigiPeg hint (``DigiPeg.hint``, ``PegSolver.hint``, ``PegAnalysis.hint``): the jump
    ``move`` as ``(r1, c1, r2, c2)`` starts a line that leaves ``best_pegs`` pegs; ``finished``
    says whether the search proved that no line leaves fewer."""

    move: tuple[int, int, int, int]
    best_pegs: int
    finished: bool


class SolitaireSolution(NamedTuple):
    """What :meth:`digipeg.Solitaire.solve` found.

    ``moves`` is a shortest winning list of ``(c1, c2)`` moves (``[]`` for a complete game), or None.
    If ``finished``, None proves there is no win within the moves allowed; if not, the node budget ran
    out and nothing is known. ``nodes`` counts the positions searched.
    """

    moves: list[tuple[int, int]] | None
    finished: bool
    nodes: int


class SolitaireHint(NamedTuple):
    """What :meth:`digipeg.Solitaire.hint` suggests.

    ``move`` starts a shortest win (then ``win_in`` is its length) or, with no win found, the line
    that builds the most cards (``win_in`` None); ``built`` counts the cards lying on the card one
    higher at the end of that line; ``finished`` says whether the search proved it best.
    """

    move: tuple[int, int]
    win_in: int | None
    built: int
    finished: bool
    nodes: int


class ErrorEntry(NamedTuple):
    """One error of the core, as :func:`digipeg.error_table` lists it: its stable ``code``, its
    ``name`` (also the name of its exception class), the ``kind`` class it derives from (such as
    ``"IllegalMoveError"``) and its ``message``."""

    code: int
    name: str
    kind: str
    message: str


class LayerIndex(NamedTuple):
    """Where a Quixo position lies among the solved layers (``_native.layer_index``): the board
    size ``n``, the layer ``(own, other)`` (the cubes of the player to move and of the other), and
    the position's ``index`` in that layer."""

    n: int
    own: int
    other: int
    index: int


class LayerCounts(NamedTuple):
    """How many positions of a layer are won, lost and drawn for the player to move."""

    won: int
    lost: int
    drawn: int


class LayerCheck(NamedTuple):
    """What a checked layer file holds (``_native.layer_check``): the board size ``n``, the layer
    ``(own, other)``, the file's ``kind`` (``"values"`` or ``"passes"``) and its ``counts`` (a
    :class:`LayerCounts`)."""

    n: int
    own: int
    other: int
    kind: str
    counts: tuple[int, int, int]
