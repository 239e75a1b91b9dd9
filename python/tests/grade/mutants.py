"""The grader's test data: for every shipped edition, a correct solution and realistic student mistakes.

A :class:`Solution` is a file beside this one (``peg_solution.py``: the Spring 2020 edition on a numpy
starter of the real one's shape), or edits of another edition's solution (each ``(old, new)`` replaces
every occurrence, which must exist). A :class:`Mutant` is a few edits of its edition's solution (each
``old`` exactly once) and names the section it must lose marks in. Its ``kind``: ``"marked"`` loses marks
there; ``"starter"`` changes the given starter code (no marks: the report must say the starter changed);
``"note"`` breaks a rule the rubric does not mark (reported as a note, no marks). :data:`KEEPERS` are
differences real students make that are not mistakes: they must keep full marks."""

from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Tuple

HERE = Path(__file__).resolve().parent
Edits = Tuple[Tuple[str, str], ...]


@dataclass(frozen=True)
class Solution:
    file: str
    base: str = ""
    """The edition whose solution this one edits (empty: ``file`` as it is)."""
    edits: Edits = ()

    def source(self) -> str:
        text = SOLUTIONS[self.base].source() if self.base else (HERE / self.file).read_text()
        for old, new in self.edits:
            assert old in text, f"{self.file}: {old!r} is not in {self.base or self.file}"
            text = text.replace(old, new)
        return text


@dataclass(frozen=True)
class Mutant:
    name: str
    section: str
    edits: Edits
    kind: str = "marked"
    every: bool = False
    """Each edit replaces every occurrence (a rename), not exactly one."""

    @property
    def marked(self) -> bool:
        return self.kind == "marked"

    def source(self, edition: str) -> str:
        text = SOLUTIONS[edition].source()
        for old, new in self.edits:
            found = text.count(old)
            assert found >= 1 if self.every else found == 1, f"{edition}: {self.name}: {old!r} occurs {found} times"
            text = text.replace(old, new)
        return text


def m(name: str, section: str, *edits: Tuple[str, str], kind: str = "marked", every: bool = False) -> Mutant:
    return Mutant(name, section, tuple(edits), kind, every)


# -- peg: four editions on the numpy starter ------------------------------------------------------------

_ORTHOGONAL = ("((2, 0), (0, 2))", "((-2, 0), (2, 0), (0, -2), (0, 2))")
_EIGHT = (
    ("if step not in ((2, 0), (0, 2)):", "if step not in ((2, 0), (0, 2), (2, 2)):"),
    ("((-2, 0), (2, 0), (0, -2), (0, 2))", "((-2, 0), (2, 0), (0, -2), (0, 2), (-2, -2), (-2, 2), (2, -2), (2, 2))"),
)


def _messages(*texts: str, counts: Tuple[str, ...] = ("<= 2", "<= 4", "<= 6")) -> Tuple[Tuple[str, str], ...]:
    old = ('        if self.pegs_left <= 2:\n            print("You\'re a DigiPeg Genius!")\n'
           '        elif self.pegs_left <= 4:\n            print("Not too shabby, rookie.")\n'
           '        elif self.pegs_left <= 6:\n            print("That\'s nothing to write home about.")\n'
           '        else:\n            print("You\'re a DigiPeg Igno-Ra-Moose.")\n')
    new = (f'        if self.pegs_left {counts[0]}:\n            print({texts[0]})\n'
           f'        elif self.pegs_left {counts[1]}:\n            print({texts[1]})\n'
           f'        elif self.pegs_left {counts[2]}:\n            print({texts[2]})\n'
           f'        else:\n            print({texts[3]})\n')
    return ((old, new),)


SOLUTIONS: Dict[str, Solution] = {
    "peg/spring-2020": Solution("peg_solution.py"),
    "peg/spring-2019": Solution("peg_spring_2019.py", "peg/spring-2020", (
        ('" o |"', '" * |"'),
        ("    def game_over(self):\n        rows, columns = self.board.shape\n        for row in range(rows):\n"
         "            for col in range(columns):\n                for row_step, col_step in ((-2, 0), (2, 0), (0, -2), (0, 2)):\n"
         "                    if self.legal_move(row, col, row + row_step, col + col_step):\n"
         "                        return False\n        return True\n",
         "    def game_won(self):\n        return self.pegs_left == 1\n"),
        ("if step not in ((2, 0), (0, 2)):", "if step not in ((2, 0), (0, 2), (2, 2)):"),
        *_messages('"You\'re a genius!"', '"You\'re pretty smart."', '"You\'re just average."', '"You\'re just plain dumb."',
                   counts=("== 1", "== 2", "== 3")),
        ("    print(game)\n    while not game.game_over():",
         '    keep_going = "yes"\n    print(game)\n    while (not game.game_won() and keep_going.lower() == "yes"):'),
        ('            print("Sorry.  That move is not allowed.")\n        print()\n        print(game)\n',
         '            print("Sorry.  That move is now allowed.")\n        print()\n        print(game)\n'
         '        if not game.game_won():\n            keep_going = input("Do you want to continue (yes or no): ")\n'),
    )),
    "peg/fall-2020": Solution("peg_fall_2020.py", "peg/spring-2020", (
        ("PegRectangleSolitaire", "DigiPeg"),
        ("# Program 5: Peg Rectangle Solitaire    |", "# Program 5: DigiPeg Solitaire          |"),
        ('"Welcome to Peg Rectangle Solitaire!"', '"Welcome to DigiPeg Solitaire!"'),
        *_EIGHT,
        *_messages('"You\'re a DigiPeg-enius!"', '"I\'ve worked with better. But not many."',
                   'str(self.pegs_left) + " left? Really? You\'re gonna have to do better than that."',
                   '"DigiPeg-naramous! Rack\'em up and redeem yourself."'),
    )),
    "peg/pegathon-2021": Solution("peg_pegathon_2021.py", "peg/fall-2020", (
        ("# Program 5: DigiPeg Solitaire          |", "# Program 5: Pegathon                   |"),
        ("DigiPeg", "Pegathon"),
        ('"Welcome to Pegathon Solitaire!"', '"Welcome to Pegathon!"'),
        ("\"You're a Pegathon-enius!\"", "\"You're a Peg-enius!\""),
        ("\"Pegathon-naramous! Rack'em up and redeem yourself.\"", "\"Peg-naramous! Rack 'em up and redeem yourself.\""),
    )),
}

# Mistakes real students make in every peg edition (each edition's solution has these lines).
_PEG = [
    m("the landing hole is not checked", "legal_move returns False",
      (" and not self.board[row_end, col_end]", "")),
    m("the jumped peg is not checked", "legal_move returns False",
      ("self.board[row_start, col_start] and self.board[row_mid, col_mid] and", "self.board[row_start, col_start] and")),
    m("a jump of one hole is allowed", "legal_move returns False",
      ("        step = (abs(row_end - row_start), abs(col_end - col_start))\n",
       "        step = (abs(row_end - row_start), abs(col_end - col_start))\n        if max(step) == 1:\n            return True\n")),
    m("only jumps down and right", "legal_move returns True",
      ("step = (abs(row_end - row_start), abs(col_end - col_start))", "step = (row_end - row_start, col_end - col_start)")),
    m("make_move forgets pegs_left", "make_move",
      ("        self.pegs_left -= 1\n", "")),
    m("make_move leaves the jumped peg", "make_move",
      ("        self.board[(row_start + row_end) // 2, (col_start + col_end) // 2] = False\n", "")),
    m("make_move does not fill the landing hole", "make_move", ("        self.board[row_end, col_end] = True\n", "")),
    m("the banner changed", "Starter code",
      ('print("-----------------------------------\\n")', 'print("----------------------------------\\n")'), kind="starter"),
    m("the drawing's separator changed", "Starter code",
      ('        answer = "  +"\n', '        answer = " +"\n'), kind="starter"),
]

# Off-board queries of legal_move: the starter never sends them, so they are notes; but a game_over that
# probes every jump from every hole sends them, and then the mistake costs game_over's marks.
_OFF_BOARD = [
    (("if not (0 <= row_end < rows and 0 <= col_end < columns)", "if not (0 <= row_end <= rows and 0 <= col_end <= columns)"),),
    (("if not (0 <= row_start < rows and 0 <= col_start < columns)", "if not (row_start < rows and col_start < columns)"),
     ("if not (0 <= row_end < rows and 0 <= col_end < columns)", "if not (row_end < rows and col_end < columns)")),
]
_OFF_BOARD_NAMES = ["range check off by one (<= rows)", "negative positions not refused (they wrap around)"]

# Where the count line is uncertain (2019, Fall 2020, 2021), a wrong one is a note.
_COUNT_NOTE = m("two spaces after the colon", "Not in the rubric",
                ('print("Number of pegs left:", self.pegs_left)', 'print("Number of pegs left: ", self.pegs_left)'), kind="note")

# In the eight-direction editions (2019, Fall 2020, 2021): the real 2019 file issue 37 names, changed this way,
# got 90 of 90 while the illegal jumps were drawn in four directions only.
_DIAGONAL_MIDDLE = m("the jumped peg is not checked on diagonals", "legal_move returns False",
                     ("        row_mid = (row_start + row_end) // 2\n",
                      "        if step == (2, 2):\n            return bool(self.board[row_start, col_start] and not "
                      "self.board[row_end, col_end])\n        row_mid = (row_start + row_end) // 2\n"))

_NO_MOVE_LEFT = [
    *[m(f"{name}: game_over, which asks legal_move, fails", "game_over", *edits) for name, edits in zip(_OFF_BOARD_NAMES, _OFF_BOARD)],
    m("0 pegs not among 2 or fewer", "final_message", ("if self.pegs_left <= 2:", "if self.pegs_left in (1, 2):")),
    m("game_over skips the last row", "game_over",
      ("        for row in range(rows):\n            for col in range(columns):\n                for row_step",
       "        for row in range(rows - 1):\n            for col in range(columns):\n                for row_step")),
    m("game_over with rows and columns swapped", "game_over",
      ("    def game_over(self):\n        rows, columns = self.board.shape\n",
       "    def game_over(self):\n        columns, rows = self.board.shape\n")),
    m("two pegs counted as the second message (< 2)", "final_message",
      ("if self.pegs_left <= 2:", "if self.pegs_left < 2:")),
]

MUTANTS: Dict[str, List[Mutant]] = {
    "peg/spring-2020": _PEG + _NO_MOVE_LEFT + [
        m("two spaces after the colon", "final_message",
          ('print("Number of pegs left:", self.pegs_left)', 'print("Number of pegs left: ", self.pegs_left)')),
        m("a message one character off", "final_message", ('"Not too shabby, rookie."', '"Not to shabby, rookie."')),
        m("a diagonal jump allowed", "legal_move returns False",
          ("if step not in ((2, 0), (0, 2)):", "if step not in ((2, 0), (0, 2), (2, 2)):")),
        m("game_over looks only down and right", "game_over",
          ("((-2, 0), (2, 0), (0, -2), (0, 2))", "((2, 0), (0, 2))")),
        m("the starter's message changed (one space)", "Starter code",
          ('"Sorry.  That move is not allowed."', '"Sorry. That move is not allowed."'), kind="starter"),
    ],
    "peg/spring-2019": _PEG + [m(name, "Not in the rubric", *edits, kind="note") for name, edits in zip(_OFF_BOARD_NAMES, _OFF_BOARD)] + [
        _COUNT_NOTE,
        _DIAGONAL_MIDDLE,
        m("0 pegs called a genius (<= 1)", "final_message", ("if self.pegs_left == 1:", "if self.pegs_left <= 1:")),
        m("a message one character off", "final_message", ('"You\'re just average."', '"You\'re just average"')),
        m("game_won at two pegs", "game_won", ("return self.pegs_left == 1", "return self.pegs_left <= 2")),
        m("game_won when no jump is left", "game_won",
          ("    def game_won(self):\n        return self.pegs_left == 1\n",
           "    def game_won(self):\n        rows, columns = self.board.shape\n        return not any(\n"
           "            self.legal_move(r, c, r + dr, c + dc) for r in range(rows) for c in range(columns)\n"
           "            for dr in (-2, 0, 2) for dc in (-2, 0, 2))\n")),
        m("two pegs called a genius", "final_message", ("if self.pegs_left == 1:", "if self.pegs_left <= 2:")),
        m("no diagonal jump up and left", "legal_move returns True",
          ("        row_mid = (row_start + row_end) // 2\n",
           "        if row_end < row_start and col_end < col_start:\n            return False\n        row_mid = (row_start + row_end) // 2\n")),
        m("the continue question changed", "Starter code",
          ('"Do you want to continue (yes or no): "', '"Continue (yes or no)? "'), kind="starter"),
    ],
    "peg/fall-2020": _PEG + _NO_MOVE_LEFT + [
        _COUNT_NOTE,
        _DIAGONAL_MIDDLE,
        m("a message one character off", "final_message", ('"I\'ve worked with better. But not many."', '"I\'ve worked with better, but not many."')),
        m("the count in the 5-or-6 message left out", "final_message",
          ('str(self.pegs_left) + " left? Really?', '"Those left? Really?')),
        m("no diagonal jump down and right", "legal_move returns True",
          ("        row_mid = (row_start + row_end) // 2\n",
           "        if row_end > row_start and col_end > col_start:\n            return False\n        row_mid = (row_start + row_end) // 2\n")),
        m("game_over ignores diagonal jumps", "game_over",
          (", (-2, -2), (-2, 2), (2, -2), (2, 2))", ")")),
    ],
    "peg/pegathon-2021": _PEG + _NO_MOVE_LEFT + [
        _COUNT_NOTE,
        _DIAGONAL_MIDDLE,
        m("a message one character off", "final_message", ('"You\'re a Peg-enius!"', '"Your a Peg-enius!"')),
        m("the 7-or-more message of Fall 2020", "final_message",
          ("\"Peg-naramous! Rack 'em up and redeem yourself.\"", "\"DigiPeg-naramous! Rack'em up and redeem yourself.\"")),
        m("no diagonal jump up and right", "legal_move returns True",
          ("        row_mid = (row_start + row_end) // 2\n",
           "        if row_end < row_start and col_end > col_start:\n            return False\n        row_mid = (row_start + row_end) // 2\n")),
    ],
}

# Real students' differences that are not mistakes: each must keep full marks.
KEEPERS: Dict[str, List[Mutant]] = {
    "peg/spring-2019": [
        m("game_won returns None, not False", "", ("        return self.pegs_left == 1\n",
                                                    "        if self.pegs_left == 1:\n            return True\n")),
        m("no count line in final_message", "", ('        print("Number of pegs left:", self.pegs_left)\n', "")),
        m("the starter's typo fixed ('not allowed')", "", ('"Sorry.  That move is now allowed."', '"Sorry.  That move is not allowed."')),
    ],
    "peg/fall-2020": [m("no count line in final_message", "", ('        print("Number of pegs left:", self.pegs_left)\n', ""))],
    "peg/pegathon-2021": [
        m("'Pegenius' for 'Peg-enius'", "", ("\"You're a Peg-enius!\"", "\"You're a Pegenius!\"")),
        m("'Rack'em' for 'Rack 'em'", "", ("Rack 'em up", "Rack'em up")),
    ],
    "peg/spring-2020": [
        m("legal_move returns a numpy bool", "", ("        return bool(self.board[row_start, col_start]", "        return (self.board[row_start, col_start]")),
        m("board[r][c] for board[r, c]", "", ("self.board[row_start, col_start] = False", "self.board[row_start][col_start] = False")),
    ],
}


# -- solitaire: the 2019 Deque edition and the two CardPile skeletons -----------------------------------

# CardPile-A: the skeleton's private attributes and its 2019-style prompts.
_PRIVATE = (
    ("self.piles", "self.__piles"), ("self.num_cards", "self.__num_cards"), ("self.num_piles", "self.__num_piles"),
    ("self.max_num_moves", "self.__max_num_moves"),
    ('int(input("Move from pile no.: "))', 'int(input("Move from row no.:"), 10)'),
    ('int(input("Move to pile no.: "))', 'int(input("Move to row no.:"), 10)'),
    ("plain attributes, 2023-2025", "private attributes"),
)


def _privately(text: str) -> str:
    for old, new in _PRIVATE:
        text = text.replace(old, new)
    return text


SOLUTIONS.update({
    "solitaire/deque-2019": Solution("solitaire_solution.py"),
    "solitaire/cardpile-b": Solution("solitaire_cardpile_solution.py"),
    "solitaire/cardpile-a": Solution("solitaire_cardpile_a.py", "solitaire/cardpile-b", _PRIVATE),
})

MUTANTS.update({
    "solitaire/deque-2019": [
        m("printall(0) hides the wrong cards", "Section 1",
          ("            if index == 0 and i > 0:", "            if index == 0 and i < len(self.items) - 1:")),
        m("'*' shown on pile 1, not pile 0", "Section 1",
          ("            if index == 0 and i > 0:", "            if index == 1 and i > 0:")),
        m("printall starts from the front", "Section 1",
          ("        for i in range(len(self.items)):\n            if index", "        for i in reversed(range(len(self.items))):\n            if index")),
        m("remove_rear pops the front", "Section 1",
          ("    def remove_rear(self):\n        return self.items.pop(0)", "    def remove_rear(self):\n        return self.items.pop()")),
        m("peeklast returns the front", "Section 1",
          ("    def peeklast(self):\n        return self.items[0]", "    def peeklast(self):\n        return self.items[-1]")),
        m("add_rear puts the item second", "Section 1",
          ("        self.items.insert(0, item)", "        self.items.insert(1, item)")),
        m("display writes '0 : '", "Section 2", ('print(str(i) + ": ", end="")', 'print(str(i) + " : ", end="")')),
        m("display leaves out the last pile", "Section 2",
          ("        for i in range(self.__ColNo):\n            print(str(i)", "        for i in range(self.__ColNo - 1):\n            print(str(i)")),
        m("move(0, 0) puts the bottom card on top", "Section 3",
          ("self.t[0].add_front(self.t[0].remove_rear())", "self.t[0].add_rear(self.t[0].remove_front())")),
        m("a card goes on one lower, not one higher", "Section 3",
          ("self.t[c2].peek() == card + 1", "self.t[c2].peek() == card - 1")),
        m("nothing goes onto an empty pile", "Section 3",
          ("                if self.t[c2].size() == 0 or self.t[c2].peek() == card + 1:",
           "                if self.t[c2].size() > 0 and self.t[c2].peek() == card + 1:")),
        m("a full pile moved the wrong way round", "Section 3",
          ("                        self.t[c2].add_front(self.t[c1].remove_rear())",
           "                        self.t[c2].add_front(self.t[c1].remove_front())")),
        m("a pile move compares the wrong end", "Section 3",
          ("self.t[c1].peeklast() == self.t[c2].peek() - 1", "self.t[c1].peek() == self.t[c2].peek() - 1")),
        m("move(0, 0) with an empty pile 0 crashes", "Section 3",
          ("        if c1 == 0 and c2 == 0:\n            if self.t[0].size() > 0:\n                self.t[0].add_front",
           "        if c1 == 0 and c2 == 0:\n            if True:\n                self.t[0].add_front")),
        m("a card from an empty pile 0 crashes", "Section 3",
          ("        elif c1 == 0 and c2 > 0:\n            if self.t[0].size() > 0:",
           "        elif c1 == 0 and c2 > 0:\n            if True:")),
        m("a pile may go onto pile 0", "Section 3",
          ("        elif c1 > 0 and c2 > 0 and c1 != c2:", "        elif c1 > 0 and c1 != c2:")),
        m("'You Loss!' one round early", "Section 4", ("            if k == self.__ChanceNo:", "            if k == self.__ChanceNo - 1:")),
        m("the prompt lost its full stop", "Section 4", ('input("Move from row no.:")', 'input("Move from row no:")')),
        m("pile numbers past the last pile are played (and crash)", "Section 4",
          ("            if 0 <= c1 < self.__ColNo and 0 <= c2 < self.__ColNo:", "            if 0 <= c1 and 0 <= c2:")),
        m("'You win' in lower case", "Section 4", ('print("You Win in", k, "steps!")', 'print("You win in", k, "steps!")')),
        m("IsComplete counts the cards but not their order", "Section 4",
          ("                for j in range(1, len(pile)):\n                    if pile[j] != pile[j - 1] - 1:\n                        return False\n", "")),
        m("IsComplete ignores pile 0", "Section 4",
          ("        if self.t[0].size() != 0:\n            return False\n        for i in range(1, self.__ColNo):",
           "        for i in range(1, self.__ColNo):")),
        m("IsComplete looks at pile 1 only", "Section 4",
          ("        for i in range(1, self.__ColNo):\n            pile = self.t[i].items", "        for i in range(1, 2):\n            pile = self.t[i].items")),
        m("the win is checked before the move", "Section 4",
          ("            if 0 <= c1 < self.__ColNo and 0 <= c2 < self.__ColNo:\n                self.move(c1, c2)\n            if self.IsComplete():\n                print(\"You Win in\", k, \"steps!\")\n                break\n",
           "            if self.IsComplete():\n                print(\"You Win in\", k, \"steps!\")\n                break\n            if 0 <= c1 < self.__ColNo and 0 <= c2 < self.__ColNo:\n                self.move(c1, c2)\n")),
        m("two spaces before the prompt", "Not in the rubric",
          ('print("Round", k, "out of", self.__ChanceNo, end=": ")\n            c1', 'print("Round", k, "out of", self.__ChanceNo, end=":  ")\n            c1'),
          kind="note"),
        m("peek of an empty Deque returns None", "Not in the rubric",
          ("    def peek(self):\n        return self.items[-1]", "    def peek(self):\n        return self.items[-1] if self.items else None"),
          kind="note"),
    ],
})

# (A CardPile is_complete that ignores pile 0 is not among them: with the cards of a deal, a pile holding
# them all leaves pile 0 empty, so no position tells the two apart.)
_CARDPILE = [
    m("print_all(0) hides the top card", "Section 1",
      ('print(" ".join([str(self.items[0])] + ["*"] * (len(self.items) - 1)))', 'print(" ".join(["*"] * (len(self.items) - 1) + [str(self.items[-1])]))')),
    m("print_all(i) from the bottom", "Section 1",
      ('print(" ".join(str(item) for item in self.items))', 'print(" ".join(str(item) for item in reversed(self.items)))')),
    m("add_top appends", "Section 1", ("        self.items.insert(0, item)", "        self.items.append(item)")),
    m("remove_bottom pops the top", "Section 1",
      ("    def remove_bottom(self):\n        return self.items.pop()", "    def remove_bottom(self):\n        return self.items.pop(0)")),
    m("peek_bottom returns the top", "Section 1",
      ("    def peek_bottom(self):\n        return self.items[-1]", "    def peek_bottom(self):\n        return self.items[0]")),
    m("display writes 'i:' without the space", "Section 2", ('print(f"{i}: ", end="")', 'print(f"{i}:", end="")')),
    m("move(0, 0) puts the bottom card on top", "Section 3",
      ("                source.add_bottom(source.remove_top())", "                source.add_top(source.remove_bottom())")),
    m("a card goes on one lower, not one higher", "Section 3",
      ("(target.size() == 0 or target.peek_bottom() == source.peek_top() + 1)",
       "(target.size() == 0 or target.peek_bottom() == source.peek_top() - 1)")),
    m("a pile move compares the bottom cards", "Section 3",
      ("target.size() > 0 and target.peek_bottom() == source.peek_top() + 1:",
       "target.size() > 0 and target.peek_bottom() == source.peek_bottom() + 1:")),
    m("a card from an empty pile 0 crashes", "Section 3",
      ("            if source.size() > 0 and (target.size() == 0", "            if (target.size() == 0")),
    m("a pile goes onto pile 0", "Section 3", ("        elif p1 > 0 and p2 > 0 and p1 != p2:", "        elif p1 > 0 and p1 != p2:")),
    m("one round too many", "Section 4", ("move_number <= self.max_num_moves and", "move_number <= self.max_num_moves + 1 and")),
    m("the steps counted one too many", "Section 4", ('print("You Win in", move_number - 1, "steps!\\n")', 'print("You Win in", move_number, "steps!\\n")')),
    m("'You lose!' in lower case", "Section 4", ('print("You Lose!\\n")', 'print("You lose!\\n")')),
    m("the banner changed", "Section 4",
      ('print("********************** NEW GAME *****************************")', 'print("*** NEW GAME ***")')),
]

MUTANTS["solitaire/cardpile-b"] = _CARDPILE + [
    m("the prompt's space left out", "Not in the rubric", ('input("Move from pile no.: ")', 'input("Move from pile no.:")'), kind="note"),
]
MUTANTS["solitaire/cardpile-a"] = [
    Mutant(mu.name, mu.section, tuple((_privately(old), _privately(new)) for old, new in mu.edits), mu.kind) for mu in _CARDPILE
] + [m("'row no.' spelled 'row no'", "Section 4", ('input("Move to row no.:")', 'input("Move to row no:")'))]

KEEPERS.update({
    "solitaire/deque-2019": [
        m("'You Lose!' for 'You Loss!'", "", ('print("You Loss!")', 'print("You Lose!")')),
        m("a whole pile onto an empty pile is refused", "",
          ("                if self.t[c2].size() == 0 or self.t[c1].peeklast() == self.t[c2].peek() - 1:",
           "                if self.t[c2].size() > 0 and self.t[c1].peeklast() == self.t[c2].peek() - 1:")),
        m("plain counters (CardNo, ColNo, ChanceNo)", "", ("self.__", "self."), every=True),
    ],
    "solitaire/cardpile-b": [
        m("a whole pile onto an empty pile is allowed", "",
          ("if source.size() > 0 and target.size() > 0 and target.peek_bottom()",
           "if source.size() > 0 and (target.size() == 0 or target.peek_bottom()"),
          ("source.peek_top() + 1:\n                while", "source.peek_top() + 1):\n                while")),
        m("is_complete checks the order too", "",
          ("            if pile.size() == self.num_cards:\n                return True",
           "            if pile.size() == self.num_cards:\n                return all(a == b + 1 for a, b in zip(pile.items, pile.items[1:]))")),
        m("the cards in self.__items", "", ("self.items", "self.__items"), every=True),
    ],
})


# -- quixo: Rose-Hulman CSSE 120 and NTU PS0001; tic-tac-toe: exercism ----------------------------------

SOLUTIONS.update({
    "quixo/csse120": Solution("quixo_solution.py"),
    "quixo/ps0001": Solution("quixo_ps0001_solution.py"),
    "tictactoe/exercism": Solution("tictactoe_solution.py"),
})

MUTANTS["quixo/csse120"] = [
    m("printBoard puts spaces between cubes", "createBoard and printBoard",
      ('print("".join(row))', 'print(" ".join(row))')),
    m("a column push drops the last cube", "makeMove",
      ("        for r in range(SIZE):\n            cubes[r][chooseColumn] = column[r]", "        for r in range(SIZE - 1):\n            cubes[r][chooseColumn] = column[r]")),
    m("the cube keeps its old face in a row", "makeMove",
      ("        del row[chooseColumn]\n        row.insert(placeColumn, board.player)", "        row.insert(placeColumn, row.pop(chooseColumn))")),
    m("the turn never passes", "makeMove",
      ('    board.player = "O" if board.player == "X" else "X"\n', "")),
    m("the opponent's cube may be taken", "Only legal moves",
      ('    if board.cubes[chooseRow][chooseColumn] not in ("-", board.player):\n        return False\n', "")),
    m("an inside cube may be taken", "Only legal moves",
      ("    if not on_perimeter(chooseRow, chooseColumn):\n        return False\n", "")),
    m("the cube may go back where it was", "Only legal moves",
      ("    if (placeRow, placeColumn) == (chooseRow, chooseColumn):\n        return False\n", "")),
    m("negative positions accepted", "Only legal moves",
      ("        if not 0 <= number < SIZE:", "        if not number < SIZE:")),
    m("the simultaneous-line rule forgotten (the mover wins)", "The winner",
      ('        return "O" if board.last_mover == "X" else "X"', "        return board.last_mover")),
    m("no diagonals", "The winner",
      ("    result.append([cubes[i][i] for i in range(SIZE)])\n    result.append([cubes[i][SIZE - 1 - i] for i in range(SIZE)])\n", "")),
    m("the other diagonal off by one", "The winner",
      ("cubes[i][SIZE - 1 - i]", "cubes[i][SIZE - i - 2]")),
    m("no columns", "The winner",
      ("    result += [[cubes[r][c] for r in range(SIZE)] for c in range(SIZE)]\n", "")),
    m("four in a line wins", "The winner",
      ("line.count(line[0]) == SIZE", "line.count(line[0]) >= SIZE - 1")),
]

MUTANTS["tictactoe/exercism"] = [
    m("'X went twice' with a full stop", "Invalid boards",
      ('"Wrong turn order: X went twice"', '"Wrong turn order: X went twice."')),
    m("'O Started' capitalised", "Invalid boards",
      ('"Wrong turn order: O started"', '"Wrong turn order: O Started"')),
    m("X may go twice (off by one)", "Invalid boards",
      ("if x_count > o_count + 1:", "if x_count > o_count + 2:")),
    m("O may start once (off by one)", "Invalid boards",
      ("if o_count > x_count:", "if o_count > x_count + 1:")),
    m("a game that went on after X won is accepted", "Not in the rubric",
      ("if x_wins and o_count == x_count:", "if x_wins and o_count > x_count:"), kind="note"),
    m("a game that went on after O won is accepted", "Not in the rubric",
      ("    if o_wins and x_count > o_count:\n        raise", "    if o_wins and x_count > o_count + 1:\n        raise"), kind="note"),
    m("the won-game check comes before the turn order", "Not in the rubric",
      ('    if o_count > x_count:\n        raise ValueError("Wrong turn order: O started")\n    if x_count > o_count + 1:\n        raise ValueError("Wrong turn order: X went twice")\n    x_wins = has_line(board, "X")\n    o_wins = has_line(board, "O")\n',
       '    x_wins = has_line(board, "X")\n    o_wins = has_line(board, "O")\n    if x_wins and o_wins:\n        raise ValueError("Impossible board: game should have ended after the game was won")\n    if o_count > x_count:\n        raise ValueError("Wrong turn order: O started")\n    if x_count > o_count + 1:\n        raise ValueError("Wrong turn order: X went twice")\n'), kind="note"),
    m("raises Exception, not ValueError", "Invalid boards",
      ('raise ValueError("Wrong turn order: O started")', 'raise Exception("Wrong turn order: O started")')),
    m("no diagonals", "Valid boards",
      ("    if board[0][0] == mark and board[1][1] == mark and board[2][2] == mark:\n        return True\n", "")),
    m("the last column is never checked", "Valid boards",
      ("    for col in range(3):", "    for col in range(2):")),
    m("a full board is a draw before the win is checked", "Valid boards",
      ('    if x_wins or o_wins:\n        return "win"\n    if x_count + o_count == 9:\n        return "draw"\n',
       '    if x_count + o_count == 9:\n        return "draw"\n    if x_wins or o_wins:\n        return "win"\n')),
    m("'Win' capitalised", "Valid boards",
      ('        return "win"', '        return "Win"')),
    m("a draw called one mark early", "Valid boards",
      ("if x_count + o_count == 9:", "if x_count + o_count >= 8:")),
]


MUTANTS["quixo/ps0001"] = [
    m("check_move lets the opponent's cube be taken", "check_move",
      ("    if board[index] != 0 and board[index] != turn:\n        return False\n", "")),
    m("check_move allows the inside", "check_move",
      ("    if index < 0 or index >= len(board) or not on_edge(board, index):", "    if index < 0 or index >= len(board):")),
    m("check_move allows pushing from the cube's own side", "check_move", ("        return row != 0\n", "        return True\n")),
    m("check_move refuses every right push", "check_move", ("        return col != n - 1\n", "        return False\n")),
    m("apply_move changes the board it is given", "apply_move", ("    new_board = board[:]\n", "    new_board = board\n    board = board[:]\n")),
    m("apply_move puts the cube in the wrong end from the top", "apply_move",
      ("        cells = [r * n + col for r in range(row, -1, -1)]", "        cells = [r * n + col for r in range(row, n)]")),
    m("apply_move leaves the moved cube's old face", "apply_move", ("    new_board[cells[-1]] = turn\n", "    new_board[cells[-1]] = board[index]\n")),
    m("apply_move from the left shifts one cube too few", "apply_move",
      ("        cells = [row * n + c for c in range(col, -1, -1)]", "        cells = [row * n + c for c in range(col, 0, -1)]")),
    m("check_victory gives the win to the mover on a double line", "check_victory",
      ("    if has_line(board, other):\n        return other\n    if has_line(board, who_played):\n        return who_played\n",
       "    if has_line(board, who_played):\n        return who_played\n    if has_line(board, other):\n        return other\n")),
    m("check_victory has no diagonals", "check_victory",
      ("    result.append([i * n + i for i in range(n)])\n    result.append([i * n + n - 1 - i for i in range(n)])\n", "")),
    m("check_victory assumes a 5 x 5 board", "check_victory", ("    n = size(board)\n    result = [[r * n + c", "    n = 5\n    result = [[r * n + c")),
    m("computer_move at level 2 does not look for a win", "computer_move",
      ("    if winning:\n        return random.choice(winning)\n", "")),
    m("computer_move may give an illegal move", "computer_move",
      ("    if level == 1:\n        return random.choice(moves)\n", "    if level == 1:\n        return (random.randrange(len(board)), random.choice('TBLR'))\n")),
    m("computer_move at level 2 walks into a loss", "Not in the rubric", ("    return random.choice(safe) if safe else random.choice(moves)", "    return random.choice(moves)"),
      kind="note"),
]
