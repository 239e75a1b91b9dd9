"""The handout's behaviour of a solitaire edition: the game on the engine, with the edition's ``play()``.

The rules of a move and of a complete game are the core's (``digipeg.Solitaire``). The edition gives the
rest: what a whole pile does on an empty pile where the handout is ambiguous (each accepted way is an
engine of its own, and a submission has to agree with one), and ``play()``'s texts and loop (the 2019
handout's, or the CardPile skeleton's), modelled from docs/editions.md, section 2, with the
given code's ``int(input(...))``, which ends in a traceback on a line that is not a number.
"""

from __future__ import annotations

from typing import Any, Dict, List, Tuple

import digipeg

from .editions import Edition

__all__ = ["handout_classes", "PILE_ONTO_EMPTY"]

PILE_ONTO_EMPTY = ("whole pile", "refused", "one card")
"""What a move of a whole pile onto an empty pile may do: the rules' "any card" (the whole pile goes),
real code's refusal, or one real 2019 program's single card."""


def _fill(template: str, round_: int, rounds: int) -> str:
    return template.replace("{k}", str(round_)).replace("{n}", str(rounds))


_MADE: Dict[int, Tuple[Edition, List[type]]] = {}


def handout_classes(edition: Edition) -> List[type]:
    """The edition's ``Solitaire`` on the engine, one class for each accepted way of a pile onto an empty one
    (made once per edition: scenarios ask for them thousands of times)."""
    made = _MADE.get(id(edition))
    if made is None or made[0] is not edition:
        made = _MADE[id(edition)] = (edition, _make(edition))
    return made[1]


def _make(edition: Edition) -> List[type]:
    rules, starter = edition.rules, edition.starter
    ways = rules.get("pile_onto_empty", ["whole pile"])
    unknown = [w for w in ways if w not in PILE_ONTO_EMPTY]
    if unknown:
        raise ValueError(f"edition {edition.id}: pile_onto_empty {unknown[0]!r} is not one of {', '.join(PILE_ONTO_EMPTY)}")
    return [_handout_class(edition, way, starter) for way in ways]


def _handout_class(edition: Edition, way: str, starter: Any) -> type:
    loop = starter.get("loop", "2019")

    class HandoutSolitaire(digipeg.Solitaire):
        def get_pile(self, i: int) -> digipeg.Deque:
            return self.t[i]

        def move(self, c1: int, c2: int) -> bool:
            onto_empty = c1 > 0 and c2 > 0 and c1 != c2 and 0 <= c1 < len(self.t) and 0 <= c2 < len(self.t) \
                and not self.t[c2].items and self.t[c1].items
            if onto_empty and way == "refused":
                return False
            if onto_empty and way == "one card":
                self.t[c2].add_front(self.t[c1].remove_rear())
                return True
            return super().move(c1, c2)

        def play(self, *streams: Any) -> None:  # type: ignore[override]
            rounds, piles = self.ChanceNo, self.ColNo
            print(starter["banner"])
            k = 1
            while k <= rounds:
                if loop == "cardpile" and self.IsComplete():
                    break
                self.display()
                c1 = int(input(_fill(starter["from_prompt"], k, rounds)), 10)
                c2 = int(input(_fill(starter["to_prompt"], k, rounds)), 10)
                if 0 <= c1 < piles and 0 <= c2 < piles:
                    self.move(c1, c2)
                if loop == "2019" and self.IsComplete():
                    print(_fill(starter["win"], k, rounds))
                    break
                if loop == "2019" and k == rounds:
                    print(starter["lose"])
                k += 1
            if loop == "cardpile":
                print(_fill(starter.get("win", "You Win in {k} steps!"), k - 1, rounds) if self.IsComplete() else starter["lose"])
            print()

    HandoutSolitaire.__name__ = HandoutSolitaire.__qualname__ = "Solitaire"
    return HandoutSolitaire
