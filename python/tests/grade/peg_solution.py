import numpy as np
import string

# ---------------------------------------
# CSCI 127, Joy and Beauty of Data      |
# Program 5: Peg Rectangle Solitaire    |
# A correct solution, for digipeg grade |
# ---------------------------------------
# Written from docs/editions.md (Spring 2020) on a starter of the same shape as the real one:
# the numpy board, separator(), get_choice() and a main() called at module level. The other editions'
# solutions and the mutants (mutants.py) are small edits of this file.
# ---------------------------------------


class PegRectangleSolitaire:

    def __init__(self, rows, columns, empty_row, empty_col):
        self.board = np.full((rows, columns), True)
        self.board[empty_row][empty_col] = False
        self.pegs_left = rows * columns - 1

    def __str__(self):
        answer = "   "
        for column in range(self.board.shape[1]):
            answer += " " + str(column + 1) + "  "
        answer += "\n"
        answer += self.separator()
        for row in range(self.board.shape[0]):
            answer += str(row + 1) + " |"
            for col in range(self.board.shape[1]):
                if self.board[row][col]:
                    answer += " o |"
                else:
                    answer += "   |"
            answer += "\n"
            answer += self.separator()
        return answer

    def separator(self):
        answer = "  +"
        for _ in range(self.board.shape[1]):
            answer += "---+"
        answer += "\n"
        return answer

# ---------------------------------------
# The four missing methods go here.  Do |
# not modify anything else.             |
# --------------------------------------|

    def legal_move(self, row_start, col_start, row_end, col_end):
        rows, columns = self.board.shape
        if not (0 <= row_start < rows and 0 <= col_start < columns):
            return False
        if not (0 <= row_end < rows and 0 <= col_end < columns):
            return False
        step = (abs(row_end - row_start), abs(col_end - col_start))
        if step not in ((2, 0), (0, 2)):
            return False
        row_mid = (row_start + row_end) // 2
        col_mid = (col_start + col_end) // 2
        return bool(self.board[row_start, col_start] and self.board[row_mid, col_mid] and not self.board[row_end, col_end])

    def make_move(self, row_start, col_start, row_end, col_end):
        self.board[row_start, col_start] = False
        self.board[(row_start + row_end) // 2, (col_start + col_end) // 2] = False
        self.board[row_end, col_end] = True
        self.pegs_left -= 1

    def game_over(self):
        rows, columns = self.board.shape
        for row in range(rows):
            for col in range(columns):
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

# ---------------------------------------


def get_choice(low, high, message):
    message += " [" + str(low) + " - " + str(high) + "]: "
    legal_choice = False
    while not legal_choice:
        legal_choice = True
        answer = input(message)
        for character in answer:
            if character not in string.digits:
                legal_choice = False
                print("That is not a number, try again.")
                break
        if legal_choice:
            answer = int(answer)
            if (answer < low) or (answer > high):
                legal_choice = False
                print("That is not a valid choice, try again.")
    return answer


def main():
    print("Welcome to Peg Rectangle Solitaire!")
    print("-----------------------------------\n")

    rows = get_choice(1, 9, "Enter the number of rows")
    columns = get_choice(1, 9, "Enter the number of columns")
    row = get_choice(1, rows, "Enter the empty space row") - 1
    column = get_choice(1, columns, "Enter empty space column") - 1
    game = PegRectangleSolitaire(rows, columns, row, column)
    print()

    print(game)
    while not game.game_over():
        row_start = get_choice(1, rows, "Enter the row of the peg to move") - 1
        col_start = get_choice(1, columns, "Enter the column of the peg to move") - 1
        row_end = get_choice(1, rows, "Enter the row where the peg lands") - 1
        col_end = get_choice(1, columns, "Enter the column where the peg lands") - 1
        if game.legal_move(row_start, col_start, row_end, col_end):
            game.make_move(row_start, col_start, row_end, col_end)
        else:
            print("Sorry.  That move is not allowed.")
        print()
        print(game)

    game.final_message()

# ---------------------------------------


main()
