#!/usr/bin/env python3
"""Writes tests/vectors/solitaire_random.txt: random hand-built solitaire positions (repeats, empty
piles, any CardNo), random moves, IsComplete, display and play(), with the expected answers from
a plain model of spec/solitaire.md written below (not from the engine).

    python3 tests/vectors/gen_solitaire_random.py          # rewrite the file
    python3 tests/vectors/gen_solitaire_random.py --check  # exit 1 if the file is stale

Every suite that reads the vectors (Rust, Python, C, JS) runs the file, so all of them must agree
with this model byte for byte; the Python suite also checks that the file is fresh.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import List, Optional

SEED = 11
CASES = 120
OUT = Path(__file__).with_name("solitaire_random.txt")

# The core's error messages for the refusals of move(c1, c2) (core/src/error.rs).
MESSAGES = {
    404: "there is no pile with that number",
    405: "not a valid move: that pile is empty",
    406: "not a valid move: the moving card must be exactly one lower than the last card of the target pile",
    407: "not a valid move: cards go onto pile 0 only by moving its top card to its bottom (0 to 0)",
    408: "not a valid move: a pile cannot move onto itself",
}


# ------------------------------------------------------------------ the model of the spec


class Game:
    """The piles (lists, index 0 the rear: pile 0's top card), CardNo and ChanceNo."""

    def __init__(self, piles: List[List[int]], card_no: int) -> None:
        self.piles = piles
        self.card_no = card_no
        self.chance_no = 2 * card_no

    def refusal(self, c1: int, c2: int) -> Optional[int]:
        """Why move(c1, c2) is refused, as the core orders its checks; None if it is made."""
        n = len(self.piles)
        if not (0 <= c1 < n and 0 <= c2 < n):
            return 404
        if c1 > 0 and c2 == 0:
            return 407
        if c1 > 0 and c1 == c2:
            return 408
        if not self.piles[c1]:
            return 405
        if c1 == 0 and c2 == 0:
            return None
        target = self.piles[c2]
        if target and target[-1] != self.piles[c1][0] + 1:
            return 406
        return None

    def move(self, c1: int, c2: int) -> Optional[int]:
        why = self.refusal(c1, c2)
        if why is None:
            if c1 == 0:
                self.piles[c2].append(self.piles[0].pop(0))
            else:
                self.piles[c2].extend(self.piles[c1])
                self.piles[c1] = []
        return why

    def is_complete(self) -> bool:
        if not self.piles or self.piles[0]:
            return False
        return any(
            len(p) == self.card_no and all(a - 1 == b for a, b in zip(p, p[1:])) for p in self.piles[1:]
        )

    def display(self) -> str:
        lines = []
        for i, pile in enumerate(self.piles):
            shown = [str(c) if i > 0 or k == 0 else "*" for k, c in enumerate(pile)]
            lines.append(f"{i}: " + "".join(f"{s} " for s in shown))
        return "".join(f"{line}\n" for line in lines)

    def play(self, lines: List[str]) -> str:
        """The handout's play() on these input lines (then end of input), as it prints."""
        out = ["*" * 41 + "NEW GAME" + "*" * 39 + "\n"]
        feed = iter(lines)
        for k in range(1, self.chance_no + 1):
            out.append(self.display())
            answers = []
            for prompt in ("from", "to"):
                out.append(f"Round {k} out of {self.chance_no}: Move {prompt} row no.:")
                line = next(feed, None)
                if line is None:
                    out.append("\n\n")
                    return "".join(out)
                answers.append(line)
            try:
                c1, c2 = int(answers[0]), int(answers[1])
            except ValueError:
                c1 = c2 = -1
            self.move(c1, c2)
            if self.is_complete():
                out.append(f"You Win in {k} steps!\n\n")
                return "".join(out)
        if self.chance_no:
            out.append("You Loss!\n")
        out.append("\n")
        return "".join(out)


# ------------------------------------------------------------------ random cases


def random_position(rng: random.Random) -> List[List[int]]:
    count = rng.choice([0, 1, 2, 3, 3, 4, 5, 6, 8, 11])
    low = rng.choice([0, 0, 0, 5, 200, 250])
    span = rng.choice([3, 5, 8, 12])
    budget = rng.choice([0, 4, 8, 12, 20, 40, 64])
    piles: List[List[int]] = [[] for _ in range(count)]
    if count == 0:
        return piles
    for _ in range(budget):
        pile = rng.randrange(count)
        if rng.random() < 0.3 and piles[pile]:
            card = piles[pile][-1] - 1  # a run built down, as a won pile is
        else:
            card = rng.randrange(low, low + span)
        if 0 <= card <= 255:
            piles[pile].append(card)
    return piles


def pick_move(rng: random.Random, game: Game) -> tuple:
    n = len(game.piles)
    legal = [(a, b) for a in range(n) for b in range(n) if game.refusal(a, b) is None]
    if legal and rng.random() < 0.6:
        return rng.choice(legal)
    return rng.randrange(-1, n + 1), rng.randrange(-1, n + 1)


def block(text: str) -> List[str]:
    return [f"|{line}|" for line in text.split("\n")[:-1]]


def case(rng: random.Random, number: int) -> List[str]:
    piles = random_position(rng)
    total = sum(map(len, piles))
    given = rng.random() < 0.3
    card_no = rng.choice([0, 1, 2, 3, total, total + 1]) if given else total
    game = Game([list(p) for p in piles], card_no)
    out = [f"case random position {number}", "position" + (f" {card_no}" if given else "")]
    out += [f"|{' '.join(map(str, p))}|" for p in piles]
    out += [f"piles {len(piles)}", f"chances {game.chance_no}", "display"] + block(game.display())
    out.append(f"complete {'yes' if game.is_complete() else 'no'}")
    for _ in range(rng.randrange(4, 16)):
        c1, c2 = pick_move(rng, game)
        why = game.move(c1, c2)
        out.append(f"move {c1} {c2}")
        if why is not None:
            out.append(f"error {why} {MESSAGES[why]}")
        elif rng.random() < 0.5:
            out.append(f"complete {'yes' if game.is_complete() else 'no'}")
    out += [f"pile {i}" + "".join(f" {c}" for c in p) for i, p in enumerate(game.piles)]
    out += ["display"] + block(game.display())
    out.append(f"complete {'yes' if game.is_complete() else 'no'}")
    if rng.random() < 0.4:
        chances = rng.choice([0, 1, 2, 3, 5])
        game.chance_no = chances
        n = len(game.piles)
        lines = []
        for _ in range(rng.randrange(0, 2 * chances + 3)):
            lines.append(str(rng.randrange(-1, n + 1)) if rng.random() < 0.9 else rng.choice(["x", "", " 1 "]))
        transcript = game.play(lines)
        out += [f"set_chances {chances}", "play"] + [f"|{line}|" for line in lines]
        out += ["transcript"] + block(transcript)
        out += [f"pile {i}" + "".join(f" {c}" for c in p) for i, p in enumerate(game.piles)]
    return out


def render() -> str:
    rng = random.Random(SEED)
    lines = [
        "# GENERATED by tests/vectors/gen_solitaire_random.py from a model of spec/solitaire.md: do not edit.",
        "# Random hand-built positions (repeats, empty piles, any CardNo) with moves, IsComplete, display",
        "# and play(). Verbs: tests/vectors/README.md.",
    ]
    for number in range(1, CASES + 1):
        lines.append("")
        lines += case(rng, number)
    return "\n".join(lines) + "\n"


def main(argv: List[str]) -> int:
    text = render()
    if "--check" in argv:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is stale: run {Path(__file__).name}", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
