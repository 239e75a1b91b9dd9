"""A generated class for the class-mode tests: the Spring 2020 peg starter (shared by every student, as a
real starter is) with the four methods written three independent ways, the edition's mutants, hostile files,
a program in two modules, and near-copies (one reworded, one with its names changed) that --similarity must
pair with their originals."""

from pathlib import Path
from typing import Dict

from mutants import KEEPERS, MUTANTS, SOLUTIONS

EDITION = "peg/spring-2020"
BASE = SOLUTIONS[EDITION].source()
_START = BASE.index("    def legal_move(self, row_start, col_start, row_end, col_end):")
_END = BASE.index("# ---------------------------------------\n\n\ndef get_choice")

# The four methods, as a second student writes them: the directions as a list, a helper for the board.
METHODS_A = '''    def on_board(self, row, col):
        return 0 <= row < self.board.shape[0] and 0 <= col < self.board.shape[1]

    def legal_move(self, row_start, col_start, row_end, col_end):
        for d_row, d_col in [(-2, 0), (2, 0), (0, -2), (0, 2)]:
            if (row_end - row_start, col_end - col_start) != (d_row, d_col):
                continue
            middle = (row_start + d_row // 2, col_start + d_col // 2)
            if not (self.on_board(row_start, col_start) and self.on_board(row_end, col_end)):
                return False
            if not self.board[row_start][col_start]:
                return False
            if not self.board[middle[0]][middle[1]]:
                return False
            return not self.board[row_end][col_end]
        return False

    def make_move(self, row_start, col_start, row_end, col_end):
        self.board[row_start][col_start] = False
        self.board[(row_start + row_end) // 2][(col_start + col_end) // 2] = False
        self.board[row_end][col_end] = True
        self.pegs_left = self.pegs_left - 1

    def game_over(self):
        moves = 0
        for r in range(self.board.shape[0]):
            for c in range(self.board.shape[1]):
                for d_row, d_col in [(-2, 0), (2, 0), (0, -2), (0, 2)]:
                    if self.legal_move(r, c, r + d_row, c + d_col):
                        moves += 1
        return moves == 0

    def final_message(self):
        print("Number of pegs left: " + str(self.pegs_left))
        messages = {0: "You're a DigiPeg Genius!", 1: "You're a DigiPeg Genius!", 2: "You're a DigiPeg Genius!",
                    3: "Not too shabby, rookie.",
                    4: "Not too shabby, rookie.", 5: "That's nothing to write home about.",
                    6: "That's nothing to write home about."}
        print(messages.get(self.pegs_left, "You're a DigiPeg Igno-Ra-Moose."))

'''

# ... and as a third: every condition spelled out, the cell between computed once.
METHODS_B = '''    def legal_move(self, row_start, col_start, row_end, col_end):
        height = len(self.board)
        width = len(self.board[0])
        if row_start < 0 or row_end < 0 or col_start < 0 or col_end < 0:
            return False
        if row_start >= height or row_end >= height or col_start >= width or col_end >= width:
            return False
        if row_start == row_end and abs(col_start - col_end) == 2:
            between_row, between_col = row_start, (col_start + col_end) // 2
        elif col_start == col_end and abs(row_start - row_end) == 2:
            between_row, between_col = (row_start + row_end) // 2, col_start
        else:
            return False
        if self.board[row_start, col_start] == False:
            return False
        if self.board[between_row, between_col] == False:
            return False
        if self.board[row_end, col_end] == True:
            return False
        return True

    def make_move(self, row_start, col_start, row_end, col_end):
        between = ((row_start + row_end) // 2, (col_start + col_end) // 2)
        self.board[row_start, col_start] = False
        self.board[between] = False
        self.board[row_end, col_end] = True
        self.pegs_left = int(self.board.sum())

    def game_over(self):
        height, width = self.board.shape
        for row in range(height):
            for col in range(width):
                if (self.legal_move(row, col, row - 2, col) or self.legal_move(row, col, row + 2, col)
                        or self.legal_move(row, col, row, col - 2) or self.legal_move(row, col, row, col + 2)):
                    return False
        return True

    def final_message(self):
        remaining = self.pegs_left
        print("Number of pegs left:", remaining)
        if remaining >= 7:
            print("You're a DigiPeg Igno-Ra-Moose.")
        elif remaining >= 5:
            print("That's nothing to write home about.")
        elif remaining >= 3:
            print("Not too shabby, rookie.")
        else:
            print("You're a DigiPeg Genius!")

'''


# ... and as a fourth: the jumps as a table of (landing - start) -> middle offset, the pegs counted on the board.
METHODS_C = '''    JUMPS = {(-2, 0): (-1, 0), (2, 0): (1, 0), (0, -2): (0, -1), (0, 2): (0, 1)}

    def inside(self, cell):
        rows, cols = self.board.shape
        return 0 <= cell[0] < rows and 0 <= cell[1] < cols

    def legal_move(self, row_start, col_start, row_end, col_end):
        offset = self.JUMPS.get((row_end - row_start, col_end - col_start))
        start, end = (row_start, col_start), (row_end, col_end)
        if offset is None or not self.inside(start) or not self.inside(end):
            return False
        over = (row_start + offset[0], col_start + offset[1])
        return bool(self.board[start] and self.board[over]) and not self.board[end]

    def make_move(self, row_start, col_start, row_end, col_end):
        offset = self.JUMPS[(row_end - row_start, col_end - col_start)]
        for cell, peg in (((row_start, col_start), False), ((row_start + offset[0], col_start + offset[1]), False),
                          ((row_end, col_end), True)):
            self.board[cell] = peg
        self.pegs_left = int(np.count_nonzero(self.board))

    def game_over(self):
        rows, cols = self.board.shape
        return not any(self.legal_move(r, c, r + dr, c + dc) for r in range(rows) for c in range(cols) for dr, dc in self.JUMPS)

    def final_message(self):
        left = self.pegs_left
        print(f"Number of pegs left: {left}")
        texts = ["You're a DigiPeg Genius!", "Not too shabby, rookie.", "That's nothing to write home about."]
        print(texts[max(left - 1, 0) // 2] if left <= 6 else "You're a DigiPeg Igno-Ra-Moose.")

'''


def _with(methods: str) -> str:
    return BASE[:_START] + methods + BASE[_END:]


def reworded(text: str) -> str:
    """A copy passed off as one's own: other comments, other blank lines, nothing else."""
    text = text.replace("# A correct solution, for digipeg grade |", "# My own work, honestly!             |")
    return text.replace("\n\n    def ", "\n\n\n    # one more method\n    def ")


def renamed(text: str) -> str:
    """A copy with every name of the student's own changed."""
    for old, new in (("between_row", "mid_r"), ("between_col", "mid_c"), ("between", "middle_cell"), ("height", "n_rows"),
                     ("width", "n_cols"), ("remaining", "left_count")):
        text = text.replace(old, new)
    return text


HOSTILE = {
    "hostile-endless": BASE.replace("    def legal_move(self, row_start, col_start, row_end, col_end):\n",
                                    "    def legal_move(self, row_start, col_start, row_end, col_end):\n        while True:\n            pass\n"),
    "hostile-syntax": BASE.replace("    def make_move(self, row_start, col_start, row_end, col_end):",
                                   "    def make_move(self, row_start, col_start, row_end, col_end)"),
    "hostile-exit": "import os\nos._exit(3)\n" + BASE,
}


def write_class(folder: Path) -> Dict[str, str]:
    """The class in ``folder``, one file (or folder) per student; returns each student's kind."""
    folder.mkdir(parents=True, exist_ok=True)
    kinds: Dict[str, str] = {}

    def put(name: str, text: str, kind: str) -> None:
        (folder / f"{name}.py").write_text(text)
        kinds[name] = kind

    put("correct-base", BASE, "correct")
    put("correct-a", _with(METHODS_A), "correct")
    put("correct-b", _with(METHODS_B), "correct")
    for index, mutant in enumerate(MUTANTS[EDITION]):
        put(f"mutant-{index:02d}", mutant.source(EDITION), f"mutant {mutant.kind}: {mutant.section}")
    for index, keeper in enumerate(KEEPERS[EDITION]):
        put(f"keeper-{index}", keeper.source(EDITION), "correct")
    for name, text in HOSTILE.items():
        put(name, text, "hostile")
    put("copy-of-a", reworded(_with(METHODS_A)), "copy of correct-a")
    put("copy-of-b", renamed(_with(METHODS_B)), "copy of correct-b")
    # A program in two modules: the class in one file, the starter's main in the other.
    split = folder / "two-modules"
    split.mkdir()
    cut = BASE.index("def get_choice")
    (split / "peg_game.py").write_text(BASE[:cut])
    (split / "program5.py").write_text("import numpy as np\nimport string\nfrom peg_game import PegRectangleSolitaire\n\n\n" + BASE[cut:])
    kinds["two-modules"] = "correct"
    return kinds


def write_alike_class(folder: Path) -> Dict[str, str]:
    """A class for --similarity: three students who share one solution (correct-a, reworded and renamed), a
    pair (correct-b and its renamed copy) and independent solutions, every file holding the same starter
    (a real starter is that long, and every student keeps it); returns each student's group."""
    folder.mkdir(parents=True, exist_ok=True)
    groups = {
        "ada": ("cluster", _with(METHODS_A)),
        "alan": ("cluster", reworded(_with(METHODS_A))),
        "grace": ("cluster", _with(METHODS_A).replace("d_row", "step_r").replace("d_col", "step_c").replace("moves", "count")),
        "barbara": ("pair", _with(METHODS_B)),
        "edsger": ("pair", renamed(_with(METHODS_B))),
        "donald": ("alone", BASE),
        "frances": ("alone", _with(METHODS_C)),
    }
    for name, (_, text) in groups.items():
        (folder / f"{name}.py").write_text(text)
    return {name: group for name, (group, _) in groups.items()}


STARTER = BASE[:_START] + "    pass\n\n" + BASE[_END:]
"""The starter as the teacher hands it out: the class without its four methods."""
