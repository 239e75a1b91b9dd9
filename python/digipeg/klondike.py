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

``solve()`` decides whether the game can still be won with every card known: a
:class:`KlondikeSolution` whose ``verdict`` is ``"won"`` (with a ``line`` that wins), ``"lost"``,
or ``"unknown"`` when the budget of ``positions`` ran out; ``hint()`` is a :class:`KlondikeHint`,
its next ``move`` and the ``verdict``.
``player_move()`` is the ordinary game's player, which sees only what a player sees;
``player_estimate()`` adds its estimate, a :class:`KlondikeEstimate`: how many of its guesses at the
hidden cards could be won by a player who saw every card.
``card_name(text)`` spells a card the way the engine does (``card_name("10h") == "TH"``).

>>> found = game.solve()
>>> found.verdict, found.positions > 0, game.hint() == (found.line[0], "won")
('won', True, True)
>>> verdict, line, positions = found
>>> for move in line:
...     game.play(move)
>>> game.is_won()
True
"""

from __future__ import annotations

import sys
from typing import List, Optional, TextIO

from . import _console
from ._native import Klondike
from ._native import klondike_card as card_name
from .errors import DigipegError
from .results import KlondikeEstimate, KlondikeHint, KlondikeSolution

__all__ = ["Klondike", "KlondikeEstimate", "KlondikeHint", "KlondikeSolution", "card_name", "main", "play_console"]

HELP = """Moves: D draw, R turn the waste over, WF / W3 the waste's card to its foundation / onto pile 3,
3F pile 3's card to its foundation, 35 pile 3's run onto pile 5 (35-2: its top 2 cards),
S4 the top spade back onto pile 4 (C, D, H, S).
Also: u undo, h hint, m the legal moves, ? this help, q quit.
"""


def play_console(
    game: Klondike, stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None, thoughtful: bool = False
) -> int:
    """Plays ``game`` on the terminal until it is won or the player quits (``q`` or the end of input).

    The ordinary game keeps the face-down cards hidden, and its hints come from the player, which sees
    only what you see. ``thoughtful`` shows every card, and its hints come from the solver."""
    say = lambda text: _console.write(text, stdout)  # noqa: E731
    say(f"Klondike, draw {game.draw}{', thoughtful (every card shown)' if thoughtful else ''}. " + HELP)
    while True:
        say("\n" + (game.thoughtful() if thoughtful else str(game)))
        if game.is_won():
            say(f"You won in {len(game.history)} moves.\n")
            return 0
        if not game.legal_moves():
            say("No move is left: the game is lost.\n")
            return 0
        answer = _console.ask(f"Move {len(game.history) + 1}: ", stdin, stdout)
        if answer is None or answer.strip().lower() in ("q", "quit"):
            say("\n" if answer is None else "")
            return 0
        command = answer.strip().lower()
        try:
            if command in ("u", "undo"):
                say(f"Took back {game.undo()}.\n")
            elif command in ("h", "hint"):
                say(_hint(game, thoughtful))
            elif command in ("m", "moves"):
                say("Legal moves: " + " ".join(game.legal_moves()) + "\n")
            elif command in ("?", "help"):
                say(HELP)
            else:
                game.play(answer)
        except DigipegError as err:
            say(f"{err}\n")


def _hint(game: Klondike, thoughtful: bool) -> str:
    """The hint's words: the solver's with every card known, else the player's, with its estimate."""
    if thoughtful:
        move, verdict = game.hint()
        if move is not None:
            return f"Hint: {move} (the game can still be won).\n"
        if verdict == "lost":
            return "No line wins from here, whatever you play.\n"
    move, won, guesses = game.player_estimate()
    if thoughtful:
        return f"The solver did not finish; the player would try {move}.\n"
    return f"Hint: {move} (about {won} of {guesses} guesses at the hidden cards can be won).\n"


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m digipeg klondike [--seed N | --shuffle N] [--draw 1|3] [--passes N] [--thoughtful]``."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m digipeg klondike", description="Klondike solitaire")
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--seed", type=int, help="Klondike-Solver's game number N")
    source.add_argument("--shuffle", type=int, help="the seed of a shuffled deal (default: a random one)")
    parser.add_argument("--draw", type=int, default=None, choices=(1, 3), help="cards per draw (default 3)")
    parser.add_argument("--passes", type=int, default=None, help="passes through the stock (default 0: unlimited)")
    parser.add_argument(
        "--thoughtful",
        action="store_true",
        help="every card face up, and the solver's hints (default: the ordinary game, the player's hints)",
    )
    args = parser.parse_args(argv)
    try:
        if args.seed is not None:
            game = Klondike.from_seed(args.seed, draw=args.draw, passes=args.passes)
        else:
            game = Klondike(shuffle=args.shuffle, draw=args.draw, passes=args.passes)
    except DigipegError as err:
        sys.stderr.write(f"{err}\n")
        return 2
    return play_console(game, thoughtful=args.thoughtful)
