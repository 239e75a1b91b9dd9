"""Realistic student mistakes: each mutant is a few textual edits of an assignment's correct solution
(``<assignment>_solution.py`` beside this file) and names the section of the handout's marking it must
lose marks in. ``marked=False``: a change to the starter code, which the handout does not mark (the grader
must still report it). ``hand_built=True``: only positions built by hand through ``t`` show it (they need
the engine's hand-built solitaire positions)."""

from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Tuple

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Mutant:
    name: str
    section: str
    edits: Tuple[Tuple[str, str], ...]
    marked: bool = True
    hand_built: bool = False

    def source(self, assignment: str) -> str:
        text = (HERE / f"{assignment}_solution.py").read_text()
        for old, new in self.edits:
            assert text.count(old) == 1, f"{self.name}: {old!r} occurs {text.count(old)} times"
            text = text.replace(old, new)
        return text


def m(name: str, section: str, *edits: Tuple[str, str], **options: bool) -> Mutant:
    return Mutant(name, section, tuple(edits), **options)


MUTANTS: Dict[str, List[Mutant]] = {
    "peg": [
        m("range check off by one (<= rows)", "legal_move returns False",
          ("if not (0 <= row_end < rows and 0 <= col_end < columns)", "if not (0 <= row_end <= rows and 0 <= col_end <= columns)")),
        m("negative positions not refused (they wrap around)", "legal_move returns False",
          ("if not (0 <= row_start < rows and 0 <= col_start < columns)", "if not (row_start < rows and col_start < columns)"),
          ("if not (0 <= row_end < rows and 0 <= col_end < columns)", "if not (row_end < rows and col_end < columns)")),
        m("a diagonal jump allowed", "legal_move returns False",
          ("not in ((2, 0), (0, 2))", "not in ((2, 0), (0, 2), (2, 2))")),
        m("the landing hole is not checked", "legal_move returns False",
          (" and not self.board[row_end][col_end]", "")),
        m("the jumped peg is not checked", "legal_move returns False",
          ("self.board[row_start][col_start] and self.board[row_mid][col_mid] and", "self.board[row_start][col_start] and")),
        m("only jumps down and right", "legal_move returns True",
          ("(abs(row_step), abs(col_step))", "(row_step, col_step)")),
        m("two pegs counted as rookie (< 2)", "final_message",
          ("if self.pegs_left <= 2:", "if self.pegs_left < 2:")),
        m("a message one character off", "final_message",
          ('"Not too shabby, rookie."', '"Not to shabby, rookie."')),
        m("two spaces after the colon", "final_message",
          ('print("Number of pegs left:", self.pegs_left)', 'print("Number of pegs left: ", self.pegs_left)')),
        m("game_over skips the last row", "game_over",
          ("        for row in range(len(self.board)):\n            for col in range(len(self.board[0])):\n                for row_step",
           "        for row in range(len(self.board) - 1):\n            for col in range(len(self.board[0])):\n                for row_step")),
        m("game_over looks only down and right", "game_over",
          ("((-2, 0), (2, 0), (0, -2), (0, 2))", "((2, 0), (0, 2))")),
        m("make_move forgets pegs_left", "make_move",
          ("        self.pegs_left -= 1\n", "")),
        m("make_move leaves the jumped peg", "make_move",
          ("        self.board[row_mid][col_mid] = False\n", "")),
        m("the starter's message changed (one space)", "Starter code",
          ('"Sorry.  That move is not allowed."', '"Sorry. That move is not allowed."'), marked=False),
    ],
    "quixo": [
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
    ],
    "tictactoe": [
        m("'X went twice' with a full stop", "Invalid boards",
          ('"Wrong turn order: X went twice"', '"Wrong turn order: X went twice."')),
        m("'O Started' capitalised", "Invalid boards",
          ('"Wrong turn order: O started"', '"Wrong turn order: O Started"')),
        m("X may go twice (off by one)", "Invalid boards",
          ("if x_count > o_count + 1:", "if x_count > o_count + 2:")),
        m("O may start once (off by one)", "Invalid boards",
          ("if o_count > x_count:", "if o_count > x_count + 1:")),
        m("a game that went on after X won is accepted", "Invalid boards",
          ("if x_wins and o_count == x_count:", "if x_wins and o_count > x_count:")),
        m("a game that went on after O won is accepted", "Invalid boards",
          ("    if o_wins and x_count > o_count:\n        raise", "    if o_wins and x_count > o_count + 1:\n        raise")),
        m("the won-game check comes before the turn order", "Invalid boards",
          ('    if o_count > x_count:\n        raise ValueError("Wrong turn order: O started")\n    if x_count > o_count + 1:\n        raise ValueError("Wrong turn order: X went twice")\n    x_wins = has_line(board, "X")\n    o_wins = has_line(board, "O")\n',
           '    x_wins = has_line(board, "X")\n    o_wins = has_line(board, "O")\n    if x_wins and o_wins:\n        raise ValueError("Impossible board: game should have ended after the game was won")\n    if o_count > x_count:\n        raise ValueError("Wrong turn order: O started")\n    if x_count > o_count + 1:\n        raise ValueError("Wrong turn order: X went twice")\n')),
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
    ],
    "solitaire": [
        m("printall(0) hides the wrong cards", "Section 1",
          ('            if index == 0 and i > 0:', '            if index == 0 and i < len(self.items) - 1:')),
        m("'*' shown on pile 1, not pile 0", "Section 1",
          ('            if index == 0 and i > 0:', '            if index == 1 and i > 0:')),
        m("printall starts from the front", "Section 1",
          ("        for i in range(len(self.items)):\n            if index", "        for i in reversed(range(len(self.items))):\n            if index")),
        m("remove_rear pops the front", "Section 1",
          ("    def remove_rear(self):\n        return self.items.pop(0)", "    def remove_rear(self):\n        return self.items.pop()")),
        m("peeklast returns the front", "Section 1",
          ("    def peeklast(self):\n        return self.items[0]", "    def peeklast(self):\n        return self.items[-1]")),
        m("display writes '0 : '", "Section 2",
          ('print(str(i) + ": ", end="")', 'print(str(i) + " : ", end="")')),
        m("move(0, 0) puts the bottom card on top", "Section 3",
          ("self.t[0].add_front(self.t[0].remove_rear())", "self.t[0].add_rear(self.t[0].remove_front())")),
        m("a card goes on one lower, not one higher", "Section 3",
          ("self.t[c2].peek() == card + 1", "self.t[c2].peek() == card - 1")),
        m("nothing goes onto an empty pile", "Section 3",
          ("                if self.t[c2].size() == 0 or self.t[c2].peek() == card + 1:", "                if self.t[c2].size() > 0 and self.t[c2].peek() == card + 1:")),
        m("a full pile moved the wrong way round", "Section 3",
          ("                        self.t[c2].add_front(self.t[c1].remove_rear())", "                        self.t[c2].add_front(self.t[c1].remove_front())")),
        m("a pile move compares the wrong end", "Section 3",
          ("self.t[c1].peeklast() == self.t[c2].peek() - 1", "self.t[c1].peek() == self.t[c2].peek() - 1")),
        m("'You Loss!' one round early", "Section 4",
          ("            if k == self.ChanceNo:", "            if k == self.ChanceNo - 1:")),
        m("the prompt lost its full stop", "Section 4",
          ('": Move from row no.:"', '": Move from row no:"')),
        m("pile numbers past the last pile are played (and crash)", "Section 4",
          ("            if 0 <= c1 < self.ColNo and 0 <= c2 < self.ColNo:", "            if 0 <= c1 and 0 <= c2:")),
        m("'You win' in lower case", "Section 4",
          ('"You Win in "', '"You win in "')),
        m("IsComplete counts the cards but not their order", "Section 4",
          ("                for j in range(1, len(pile)):\n                    if pile[j] != pile[j - 1] - 1:\n                        return False\n", ""), hand_built=True),
    ],
}
