"""Simplified Klondike: the assignment's ``Deque`` and its ``Solitaire`` game, as the handout has them.

``Deque`` is plain Python, like the handout's list-backed one: it holds any objects, with no limit
on their number. ``items`` is the list (``items[0]`` is the rear, ``items[-1]`` the front);
taking from or peeking at an empty deque raises :class:`digipeg.EmptyError` (an ``IndexError``).

``Solitaire(ncards)`` is the handout's object: the plain attributes ``CardNo``, ``ColNo``,
``ChanceNo`` and ``t``, the list of piles (``Deque`` objects), which tests change freely.
``display()``, ``move(c1, c2)``, ``IsComplete()`` and ``play()`` read the piles as they stand at the
call, hand them to the Rust core (which holds every rule), and write the result back into the
same ``Deque`` objects. A pile holding something that is not a card (an int from 0 to 255) is a
``TypeError`` (not an int) or a :class:`digipeg.InvalidArgumentError` (an int out of range), naming
the pile; ``len(t)`` must equal ``ColNo``; at most 11 piles and 64 cards in all.

The spec's Section 2 example, built by hand through ``t``:

>>> from digipeg import Deque, Solitaire
>>> game = Solitaire([])
>>> game.t = [Deque() for _ in range(4)]
>>> game.ColNo = 4
>>> for pile, cards in zip(game.t, [[6, 5, 4], [3, 2, 1, 0], [14, 13, 12, 11], [10, 9, 8, 7]]):
...     for card in cards:
...         pile.add_front(card)
>>> game.display()
0: 6 * * 
1: 3 2 1 0 
2: 14 13 12 11 
3: 10 9 8 7 

And Section 3: each left-hand position by hand, one move, the piles compared (the same card may
appear twice, as in the handout):

>>> game = Solitaire([6, 2, 1])
>>> game.t[1].items = [3, 2, 1, 0]
>>> game.move(0, 0)
True
>>> game.t[0].items, game.t[1].items
([2, 1, 6], [3, 2, 1, 0])
>>> game = Solitaire([4, 8])
>>> game.t[1].items = [7, 6, 5]
>>> game.move(0, 1)
True
>>> game.t[0].items, game.t[1].items
([8], [7, 6, 5, 4])
>>> game = Solitaire([8])
>>> game.t[1].items = [7, 6, 5]
>>> game.t[2].items = [4, 3, 2]
>>> game.move(2, 1)
True
>>> [pile.items for pile in game.t]
[[8], [7, 6, 5, 4, 3, 2], []]

A refused move is silently ignored, as in the original (``move`` returns False; ``play_move``
raises the reason instead), and changes no pile.
"""

from __future__ import annotations

import sys
from typing import Any, Iterable, Iterator, List, Optional, Sequence, TextIO, Tuple

from . import _console
from ._native import SolitaireGame, SolitairePlay, error
from .results import SolitaireHint, SolitaireSolution

__all__ = ["Deque", "Solitaire", "SolitaireHint", "SolitaireSolution", "main"]

_DEQUE_EMPTY = 401


def _input(prompt: str) -> Optional[str]:
    """``input(prompt)``, or None at the end of input."""
    try:
        return input(prompt)
    except EOFError:
        return None


class Deque:
    """The assignment's Deque: ``items`` is a list whose index 0 is the rear and whose end is the front.

    It holds any Python objects and has no size limit, like the handout's list-backed Deque. Taking
    from or peeking at an empty one raises :class:`digipeg.EmptyError` (an ``IndexError``).
    """

    def __init__(self) -> None:
        self.items: List[Any] = []

    def _some(self) -> None:
        if not self.items:
            raise error(_DEQUE_EMPTY)

    def add_front(self, item: Any) -> None:
        """Append ``item`` (the front is the end of the list)."""
        self.items.append(item)

    def add_rear(self, item: Any) -> None:
        """Insert ``item`` at index 0 (the rear)."""
        self.items.insert(0, item)

    def remove_front(self) -> Any:
        """Pop the end of the list (the front item)."""
        self._some()
        return self.items.pop()

    def remove_rear(self) -> Any:
        """Pop index 0 (the rear item)."""
        self._some()
        return self.items.pop(0)

    def size(self) -> int:
        """How many items the deque holds."""
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
        """The text ``printall(index)`` prints: each item then a space; for index 0 all but the first as ``*``."""
        if index == 0:
            return "".join(f"{item} " if i == 0 else "* " for i, item in enumerate(self.items))
        return "".join(f"{item} " for item in self.items)

    def printall(self, index: int) -> None:
        """Print the items from the rear, each followed by a space (index 0: all but the first as ``*``)."""
        print(self.printall_text(index), end="")

    print_all = printall

    def is_empty(self) -> bool:
        """Whether the deque holds no item."""
        return not self.items

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[Any]:
        return iter(list(self.items))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deque):
            return NotImplemented
        return list(self.items) == list(other.items)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.items!r})"


class Solitaire:
    """The handout's game: ``Solitaire(ncards)`` puts the list ``ncards`` into pile 0, first card on top.

    As the handout's ``__init__`` does, it sets the plain attributes ``CardNo = len(ncards)``,
    ``ColNo = CardNo // 8 + 3``, ``ChanceNo = 2 * CardNo`` and ``t``, a list of ``ColNo``
    :class:`Deque` objects. Cards are ints from 0 to 255, repeats allowed, at most 64. Change
    ``t`` (``add_front``, ``items``, replacing ``t[i]``) and the attributes freely: every method
    reads them at the call.
    """

    t: List[Deque]
    CardNo: int
    ColNo: int
    ChanceNo: int

    def __init__(self, ncards: Iterable[int]) -> None:
        self._adopt(SolitaireGame.from_cards(ncards))

    def _adopt(self, game: SolitaireGame) -> None:
        """Take over the core's position: new Deques in ``t``, and the three counts."""
        self.t = []
        for cards in game.piles():
            pile = Deque()
            pile.items = cards
            self.t.append(pile)
        self.CardNo = game.card_no
        self.ColNo = game.col_no
        self.ChanceNo = game.chance_no

    @classmethod
    def _of(cls, game: SolitaireGame) -> "Solitaire":
        made = cls.__new__(cls)
        made._adopt(game)
        return made

    @classmethod
    def deal(cls, cards: Sequence[int]) -> "Solitaire":
        """A deal: the cards 0..n-1, each exactly once (checked), first on top."""
        return cls._of(SolitaireGame(list(cards)))

    @classmethod
    def shuffled(cls, n: int, seed: int) -> "Solitaire":
        """The cards 0..n-1 shuffled by the core's seeded generator (the same deal in every binding)."""
        return cls._of(SolitaireGame.shuffled(n, seed))

    @classmethod
    def from_piles(cls, piles: Sequence[Sequence[int]], card_no: Optional[int] = None) -> "Solitaire":
        """A position built from lists of cards, pile 0 first, each from its rear (pile 0: its top card).

        ``CardNo`` is ``card_no`` or the number of cards; ``ColNo`` the number of piles;
        ``ChanceNo`` is ``2 * CardNo``. Checked as the piles of ``t`` are.
        """
        made = cls.__new__(cls)
        made.t = []
        for cards in piles:
            pile = Deque()
            pile.items = list(cards)
            made.t.append(pile)
        game = SolitaireGame.from_piles(made.t, card_no)
        made.CardNo = game.card_no
        made.ColNo = game.col_no
        made.ChanceNo = game.chance_no
        return made

    def _game(self, card_no: Any = None) -> SolitaireGame:
        """The position as it stands in ``t`` as the core's game (CardNo: ``card_no``, or the card count)."""
        if len(self.t) != self.ColNo:
            raise ValueError(f"ColNo is {self.ColNo!r} but t holds {len(self.t)} piles: set both together")
        return SolitaireGame.from_piles(self.t, card_no)

    def _store(self, game: SolitaireGame) -> None:
        """Write the core's piles back into the same Deque objects, only those that changed."""
        for pile, cards in zip(self.t, game.piles()):
            if list(pile.items) != cards:
                if isinstance(pile.items, list):
                    pile.items[:] = cards
                else:
                    pile.items = cards

    def display(self) -> None:
        """Print one line per pile: the pile number, ``: ``, then ``t[i].printall(i)``."""
        print(self.display_text(), end="")

    def display_text(self) -> str:
        """The text ``display()`` prints (each card followed by a space)."""
        return self._game().display_text()

    def move(self, c1: int, c2: int) -> bool:
        """The original's move: made if valid, silently ignored otherwise. Returns whether it was made."""
        game = self._game()
        try:
            game.move_cards(c1, c2)
        except ValueError:
            return False
        self._store(game)
        return True

    def play_move(self, c1: int, c2: int) -> None:
        """Make the move, or raise why it is refused (IllegalMoveError / OutOfRangeError); nothing changes then."""
        game = self._game()
        game.move_cards(c1, c2)
        self._store(game)

    def check_move(self, c1: int, c2: int) -> None:
        """Raise why ``(c1, c2)`` would be refused, or return None."""
        self._game().check_move(c1, c2)

    def is_legal(self, c1: int, c2: int) -> bool:
        """Whether ``move(c1, c2)`` would be made."""
        return self._game().is_legal(c1, c2)

    def legal_moves(self) -> List[Tuple[int, int]]:
        """Every move ``move`` would make: ``(0, 0)`` first, then by ``c1``, then by ``c2``."""
        return self._game().legal_moves()

    def piles(self) -> List[List[int]]:
        """A snapshot of every pile as a list of cards (checked as ``display`` checks them)."""
        return self._game().piles()

    def IsComplete(self) -> bool:
        """Pile 0 is empty and another pile holds ``CardNo`` cards, each exactly one lower than the one before."""
        return self._game(self.CardNo).is_complete()

    is_complete = IsComplete

    def solve(
        self, max_moves: Optional[int] = None, *, node_budget: int = 1_000_000, table_entries: int = 1 << 16
    ) -> SolitaireSolution:
        """The core's solver: the shortest win within ``max_moves`` moves (default ``ChanceNo``).

        Searches at most ``node_budget`` positions with a transposition table of ``table_entries``
        24-byte slots (at least 4, at most 2**22; the default is 1.5 MB). ``max_moves`` above 128
        raises :class:`digipeg.InvalidArgumentError` (``SearchTooDeep``), a table under 4 entries
        :class:`digipeg.CapacityError` (``SearchTableTooSmall``). A position no deal reaches
        (repeated cards, cards other than 0..CardNo-1, a pile not built down) raises
        :class:`digipeg.InvalidArgumentError` (``SearchNotADeal``).
        """
        moves_allowed = self.ChanceNo if max_moves is None else max_moves
        return self._game(self.CardNo).solve(moves_allowed, node_budget=node_budget, table_entries=table_entries)

    def hint(
        self, max_moves: Optional[int] = None, *, node_budget: int = 1_000_000, table_entries: int = 1 << 16
    ) -> SolitaireHint:
        """The core's hint: the next move of a shortest win, else of the line building the most cards.

        Arguments and errors as :meth:`solve`; a complete game raises
        :class:`digipeg.IllegalMoveError` (``SearchGameOver``).
        """
        moves_allowed = self.ChanceNo if max_moves is None else max_moves
        return self._game(self.CardNo).hint(moves_allowed, node_budget=node_budget, table_entries=table_entries)

    def play(self, stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None) -> Optional[Tuple[str, Optional[int]]]:
        """The original's ``play()``: ``ChanceNo`` rounds of moves read from standard input.

        The transcript comes from the core, byte for byte the handout's; ``ChanceNo == 0`` plays no
        round (the banner and a blank line). Prompts go through ``input()`` as in the handout (or,
        given ``stdin`` / ``stdout``, through those streams). The piles end as the game left them.
        Returns how it ended: ``("won", k)``, ``("lost", None)`` or ``("input", None)``.
        """
        game = self._game(self.CardNo)
        game.set_chance_no(self.ChanceNo)
        program = SolitairePlay(game)
        text = program.start()
        while program.end is None:
            if stdin is None and stdout is None:
                # As the handout does: each prompt through input(), so tests that replace
                # builtins.input (or sys.stdin) drive it.
                cut = text.rfind("\n") + 1
                _console.write(text[:cut])
                line = _input(text[cut:])
            else:
                _console.write(text, stdout)
                line = _console.read_line(stdin)
            text = program.feed(line)
        _console.write(text, stdout)
        self._store(program.game)
        return program.end

    def copy(self) -> "Solitaire":
        """An independent copy: new Deques holding the same items, the same counts."""
        made = type(self).__new__(type(self))
        made.t = []
        for pile in self.t:
            twin = Deque()
            twin.items = list(pile.items)
            made.t.append(twin)
        made.CardNo, made.ColNo, made.ChanceNo = self.CardNo, self.ColNo, self.ChanceNo
        return made

    def _state(self) -> Tuple[Any, ...]:
        return (self.CardNo, self.ColNo, self.ChanceNo, [list(getattr(p, "items", [p])) for p in self.t])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Solitaire):
            return NotImplemented
        return self._state() == other._state()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        piles = [getattr(p, "items", p) for p in self.t]
        return f"<Solitaire CardNo={self.CardNo!r} ColNo={self.ColNo!r} ChanceNo={self.ChanceNo!r} t={piles!r}>"


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
            game = Solitaire.deal(args.deal)  # a real deal: 0..n-1, each once
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
