"""Simplified Klondike: the assignment's object-holding ``Deque`` and its ``Solitaire`` game.

``Deque`` is plain Python (it holds ANY objects, like the original list-backed one) that reproduces the
core's deque: the same list picture (``items[0]`` is the rear, ``items[-1]`` the front), the same
texts, and the same capacity rule: **a Deque holds at most ``Deque.CAPACITY`` = 64 items** (the
core's pile capacity, which fits every card of a game); adding to a full deque raises
:class:`digipeg.CapacityError` ("the deque is full", a ``ValueError``), and removing from or
peeking at an empty one :class:`digipeg.EmptyError` ("the deque is empty", an ``IndexError``).

``Solitaire(ncards)`` keeps its piles in the Rust core. ``t`` is a live, read-only view:
``game.t[i]`` always shows pile ``i`` as it is now. ``move(c1, c2)`` silently ignores a refused move,
as the original did (it returns False then); ``play_move`` raises the reason instead.
"""

from __future__ import annotations

import sys
from typing import Any, Iterator, List, NamedTuple, Optional, Sequence, TextIO, Tuple

from . import _console
from ._native import SolitaireGame, SolitairePlay, error

__all__ = ["Deque", "Pile", "Solitaire", "SolitaireHint", "SolitaireSolution", "main"]

_DEQUE_FULL = 400
_DEQUE_EMPTY = 401


def _printall(items: Sequence[Any], index: int) -> str:
    """The original's printall text: each item then a space; for index 0 all but the first as ``*``."""
    if index == 0:
        return "".join(f"{item} " if i == 0 else "* " for i, item in enumerate(items))
    return "".join(f"{item} " for item in items)


class Deque:
    """The assignment's Deque: ``items`` is a list whose index 0 is the rear and whose end is the front."""

    CAPACITY = 64
    """The most items a Deque holds: the core's pile capacity."""

    def __init__(self) -> None:
        self.items: List[Any] = []

    def _room(self) -> None:
        if len(self.items) >= self.CAPACITY:
            raise error(_DEQUE_FULL)

    def _some(self) -> None:
        if not self.items:
            raise error(_DEQUE_EMPTY)

    def add_front(self, item: Any) -> None:
        """Append ``item`` (the front is the end of the list)."""
        self._room()
        self.items.append(item)

    def add_rear(self, item: Any) -> None:
        """Insert ``item`` at index 0 (the rear)."""
        self._room()
        self.items.insert(0, item)

    def remove_front(self) -> Any:
        """Pop the end of the list."""
        self._some()
        return self.items.pop()

    def remove_rear(self) -> Any:
        """Pop index 0."""
        self._some()
        return self.items.pop(0)

    def size(self) -> int:
        return len(self.items)

    def peek(self) -> Any:
        """The front item (the last of the list)."""
        self._some()
        return self.items[-1]

    def peeklast(self) -> Any:
        """The rear item (the first of the list)."""
        self._some()
        return self.items[0]

    peek_last = peeklast

    def printall_text(self, index: int) -> str:
        return _printall(self.items, index)

    def printall(self, index: int) -> None:
        """Print the items from the rear, each followed by a space (index 0: all but the first as ``*``)."""
        print(self.printall_text(index), end="")

    print_all = printall

    def is_empty(self) -> bool:
        return not self.items

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[Any]:
        return iter(list(self.items))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deque):
            return NotImplemented
        return self.items == other.items

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.items!r})"


class Pile(Deque):
    """A live, read-only view of one pile of a :class:`Solitaire`: piles change only through ``move``."""

    def __init__(self, game: "Solitaire", index: int) -> None:
        self._game = game
        self._index = index

    @property
    def items(self) -> List[int]:  # type: ignore[override]
        """The pile's cards now, from the rear (pile 0: its top card) to the front."""
        return self._game._game.pile(self._index)

    def _read_only(self, *args: Any) -> Any:
        raise TypeError("the piles of a Solitaire change only through move(c1, c2)")

    add_front = add_rear = remove_front = remove_rear = _read_only  # type: ignore[assignment]


class _Piles(Sequence[Pile]):
    """The live list of piles, ``Solitaire.t``."""

    def __init__(self, game: "Solitaire") -> None:
        self._game = game

    def __len__(self) -> int:
        return self._game._game.col_no

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(len(self))[index]]
        position = range(len(self))[index]  # IndexError like a list for a wrong pile number
        return Pile(self._game, position)

    def __repr__(self) -> str:
        return repr([pile.items for pile in self])


class SolitaireSolution(NamedTuple):
    """What :meth:`Solitaire.solve` found.

    ``moves`` is a shortest winning list of ``(c1, c2)`` moves (``[]`` for a complete game), or None.
    If ``finished``, None proves there is no win within the moves allowed; if not, the node budget ran
    out and nothing is known. ``nodes`` counts the positions searched.
    """

    moves: Optional[List[Tuple[int, int]]]
    finished: bool
    nodes: int


class SolitaireHint(NamedTuple):
    """What :meth:`Solitaire.hint` suggests.

    ``move`` starts a shortest win (then ``win_in`` is its length) or, with no win found, the line
    that builds the most cards (``win_in`` None); ``built`` counts the cards lying on the card one
    higher at the end of that line; ``finished`` says whether the search proved it best.
    """

    move: Tuple[int, int]
    win_in: Optional[int]
    built: int
    finished: bool
    nodes: int


class Solitaire:
    """The assignment's game: ``Solitaire(ncards)`` deals the list ``ncards`` into pile 0, first card on top."""

    def __init__(self, ncards: Sequence[int]) -> None:
        self._game = SolitaireGame(list(ncards))

    @classmethod
    def shuffled(cls, n: int, seed: int) -> "Solitaire":
        """The cards 0..n-1 shuffled by the core's seeded generator (the same deal in every binding)."""
        game = cls.__new__(cls)
        game._game = SolitaireGame.shuffled(n, seed)
        return game

    @property
    def t(self) -> _Piles:
        """The piles, live: ``t[i]`` shows pile ``i`` as it is now."""
        return _Piles(self)

    @property
    def ColNo(self) -> int:
        """The number of piles, ``n // 8 + 3``."""
        return self._game.col_no

    @property
    def ChanceNo(self) -> int:
        """The number of moves ``play()`` allows, ``2 * n``."""
        return self._game.chance_no

    col_no = ColNo
    chance_no = ChanceNo

    def piles(self) -> List[List[int]]:
        """A snapshot of every pile as a list of cards."""
        return self._game.piles()

    def display_text(self) -> str:
        return self._game.display_text()

    def display(self) -> None:
        """Print one line per pile: the pile number, ``: ``, then ``t[i].printall(i)``."""
        print(self.display_text(), end="")

    def move(self, c1: int, c2: int) -> bool:
        """The original's move: made if valid, silently ignored otherwise. Returns whether it was made."""
        try:
            self._game.move_cards(c1, c2)
        except ValueError:
            return False
        return True

    def play_move(self, c1: int, c2: int) -> None:
        """Make the move, or raise why it is refused (IllegalMoveError / OutOfRangeError); nothing changes then."""
        self._game.move_cards(c1, c2)

    def check_move(self, c1: int, c2: int) -> None:
        """Raise why ``(c1, c2)`` would be refused, or return None."""
        self._game.check_move(c1, c2)

    def is_legal(self, c1: int, c2: int) -> bool:
        return self._game.is_legal(c1, c2)

    def legal_moves(self) -> List[Tuple[int, int]]:
        return self._game.legal_moves()

    def solve(
        self, max_moves: Optional[int] = None, *, node_budget: int = 1_000_000, table_entries: int = 1 << 16
    ) -> SolitaireSolution:
        """The core's solver: the shortest win within ``max_moves`` moves (default ``ChanceNo``).

        Searches at most ``node_budget`` positions with a transposition table of ``table_entries``
        24-byte slots (at least 4, at most 2**22; the default is 1.5 MB). ``max_moves`` above 128
        raises :class:`digipeg.InvalidArgumentError` (``SearchTooDeep``), a table under 4 entries
        :class:`digipeg.CapacityError` (``SearchTableTooSmall``).
        """
        moves, finished, nodes = self._game.solve(max_moves, node_budget=node_budget, table_entries=table_entries)
        return SolitaireSolution(moves, finished, nodes)

    def hint(
        self, max_moves: Optional[int] = None, *, node_budget: int = 1_000_000, table_entries: int = 1 << 16
    ) -> SolitaireHint:
        """The core's hint: the next move of a shortest win, else of the line building the most cards.

        Arguments and errors as :meth:`solve`; a complete game raises
        :class:`digipeg.IllegalMoveError` (``SearchGameOver``).
        """
        return SolitaireHint(*self._game.hint(max_moves, node_budget=node_budget, table_entries=table_entries))

    def IsComplete(self) -> bool:
        return self._game.is_complete()

    is_complete = IsComplete

    def play(self, stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None) -> Optional[Tuple[str, Optional[int]]]:
        """The original's ``play()``: reads moves from standard input; the transcript comes from the core.

        Returns how it ended: ``("won", k)``, ``("lost", None)`` or ``("input", None)``.
        """
        program = SolitairePlay(self._game)
        _console.write(program.start(), stdout)
        while program.end is None:
            _console.write(program.feed(_console.read_line(stdin)), stdout)
        self._game = program.game
        return program.end

    def copy(self) -> "Solitaire":
        game = type(self).__new__(type(self))
        game._game = self._game.copy()
        return game

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Solitaire):
            return NotImplemented
        return self._game == other._game

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Solitaire piles={self.piles()!r}>"


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m digipeg solitaire [CARD ...] [--cards N] [--seed S]``."""
    import argparse
    import random

    parser = argparse.ArgumentParser(prog="python -m digipeg solitaire", description="Simplified Klondike")
    parser.add_argument("deal", nargs="*", type=int, metavar="CARD", help="the cards, top of pile 0 first")
    parser.add_argument("--cards", type=int, default=8, help="how many cards to shuffle (default 8)")
    parser.add_argument("--seed", type=int, default=None, help="seed of the shuffle")
    args = parser.parse_args(argv)
    try:
        if args.deal:
            game = Solitaire(args.deal)
        else:
            seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(63)
            game = Solitaire.shuffled(args.cards, seed)
    except ValueError as err:
        sys.stderr.write(f"{err}\n")
        return 2
    game.play()
    return 0


if __name__ == "__main__":
    sys.exit(main())
