# DigiPeg (Peg Rectangle Solitaire): a correct solution written from spec/digipeg.md in the style of the
# handout: the starter's class skeleton and terminal program, with the four methods filled in.
# (Test data of digipeg grade: the mutants in mutants.py are small edits of this file.)


class PegRectangleSolitaire:
    def __init__(self, rows, columns, empty_row, empty_col):
        self.board = []
        for row in range(rows):
            self.board.append([True] * columns)
        self.board[empty_row][empty_col] = False
        self.pegs_left = rows * columns - 1

    def __str__(self):
        columns = len(self.board[0])
        text = "   "
        for col in range(columns):
            text += " " + str(col + 1) + "  "
        text += "\n"
        line = "  +" + "---+" * columns + "\n"
        text += line
        for row in range(len(self.board)):
            text += str(row + 1) + " |"
            for col in range(columns):
                if self.board[row][col]:
                    text += " o |"
                else:
                    text += "   |"
            text += "\n" + line
        return text

    def legal_move(self, row_start, col_start, row_end, col_end):
        rows = len(self.board)
        columns = len(self.board[0])
        if not (0 <= row_start < rows and 0 <= col_start < columns):
            return False
        if not (0 <= row_end < rows and 0 <= col_end < columns):
            return False
        row_step = row_end - row_start
        col_step = col_end - col_start
        if (abs(row_step), abs(col_step)) not in ((2, 0), (0, 2)):
            return False
        row_mid = row_start + row_step // 2
        col_mid = col_start + col_step // 2
        return self.board[row_start][col_start] and self.board[row_mid][col_mid] and not self.board[row_end][col_end]

    def make_move(self, row_start, col_start, row_end, col_end):
        row_mid = (row_start + row_end) // 2
        col_mid = (col_start + col_end) // 2
        self.board[row_start][col_start] = False
        self.board[row_mid][col_mid] = False
        self.board[row_end][col_end] = True
        self.pegs_left -= 1

    def game_over(self):
        for row in range(len(self.board)):
            for col in range(len(self.board[0])):
                for row_step, col_step in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                    if self.legal_move(row, col, row + row_step, col + col_step):
                        return False
        return True

    def final_message(self):
        print("Number of pegs left:", self.pegs_left)
        if self.pegs_left <= 2:
            print("You're a DigiPeg Genius!")
        elif self.pegs_left <= 4:
            print("Not too shabby, rookie.")
        elif self.pegs_left <= 6:
            print("That's nothing to write home about.")
        else:
            print("You're a DigiPeg Igno-Ra-Moose.")


DigiPeg = PegRectangleSolitaire


def get_number(prompt, low, high):
    """Ask until the answer is a number from low to high; None at the end of the input."""
    while True:
        try:
            answer = input(prompt + " [" + str(low) + " - " + str(high) + "]: ")
        except EOFError:
            print()
            return None
        if answer == "" or not answer.isdigit() or not answer.isascii():
            print("That is not a number, try again.")
        elif not low <= int(answer) <= high:
            print("That is not a valid choice, try again.")
        else:
            return int(answer)


def main():
    print("Welcome to Peg Rectangle Solitaire!")
    print("-" * 35)
    print()
    answers = []
    for prompt, high in (("Enter the number of rows", 9), ("Enter the number of columns", 9)):
        answers.append(get_number(prompt, 1, high))
        if answers[-1] is None:
            return
    rows, columns = answers
    empty_row = get_number("Enter the empty space row", 1, rows)
    if empty_row is None:
        return
    empty_col = get_number("Enter empty space column", 1, columns)
    if empty_col is None:
        return
    game = PegRectangleSolitaire(rows, columns, empty_row - 1, empty_col - 1)
    print()
    print(game)
    while not game.game_over():
        move = []
        for prompt, high in (
            ("Enter the row of the peg to move", rows),
            ("Enter the column of the peg to move", columns),
            ("Enter the row where the peg lands", rows),
            ("Enter the column where the peg lands", columns),
        ):
            move.append(get_number(prompt, 1, high))
            if move[-1] is None:
                return
        move = [number - 1 for number in move]
        if game.legal_move(*move):
            game.make_move(*move)
        else:
            print("Sorry.  That move is not allowed.")
        print()
        print(game)
    game.final_message()


if __name__ == "__main__":
    main()
