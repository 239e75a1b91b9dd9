"""Full Klondike: 52 cards, seven piles built down in alternate colours, four foundations built up
by suit, draw 1 or 3, unlimited passes or N, worrying back allowed or not.

A deal comes from Klondike-Solver's game numbers (``Klondike.from_seed(n)``, its ``/G n``), from a
Solvitaire deal file (``Klondike.from_json(text)``), from a permutation number
(``Klondike.from_rank(n)``), or shuffled (``Klondike(shuffle=seed)``). The rules are keywords of
each: ``draw=3``, ``passes=0`` (unlimited) and ``worry_back=True`` unless given.

Moves are text, the piles numbered 0 to 6 as the drawing numbers them: ``D`` draws, ``R`` turns
the waste over, ``WF`` and ``W3`` play the waste's card to its foundation or onto pile 3, ``3F``
pile 3's card to its foundation, ``35`` pile 3's run onto pile 5 (``35-2``: exactly its top two
cards), ``S4`` the top spade of its foundation back onto pile 4. An illegal move raises
:class:`digipeg.IllegalMoveError` (a ``ValueError``) saying why, and changes nothing.

>>> from digipeg import Klondike
>>> game = Klondike.from_seed(1)
>>> print(game)
stock 24 | waste --
foundations -C -D -H -S
0: 4D
1: ## 4C
2: ## ## 6H
3: ## ## ## JD
4: ## ## ## ## AS
5: ## ## ## ## ## 5C
6: ## ## ## ## ## ## KD
<BLANKLINE>
>>> game.play("4F"); game.play("43"); game.legal_moves()
['52', 'S4', '05', 'D']
>>> game.play("01")
Traceback (most recent call last):
  ...
digipeg.errors.KlondikeNotOnTableau: illegal move: a tableau pile takes a card one rank lower in the other colour, and an empty pile only a king
>>> game.undo(), game.history
('43', ['4F'])

``solve()`` decides whether the game can still be won with every card known (``"won"`` with a line
that wins, ``"lost"``, or ``"unknown"`` when the budget ran out); ``hint()`` is its next move.
``player_move()`` is the ordinary game's player, which sees only what a player sees.
``card_name(text)`` spells a card the way the engine does (``card_name("10h") == "TH"``).

>>> verdict, line, nodes = game.solve()
>>> verdict, len(line) > 0
('won', True)
>>> for move in line:
...     game.play(move)
>>> game.is_won()
True
"""

from __future__ import annotations

from ._native import Klondike
from ._native import klondike_card as card_name

__all__ = ["Klondike", "card_name"]
