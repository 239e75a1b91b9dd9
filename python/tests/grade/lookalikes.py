"""Files that are not a submission of the assignment they are given as, in the shapes real ones have (issue 37):
the same course's other projects with the same function names, another assignment's file, an empty file.
Written for these tests after the real files' signatures and boards (docs/editions.md, section 5); no real
student's code is kept in the repository."""

# Connect-4 PopOut (NTU PS0001, 2022/23): a flat list, 7 columns wide, the bottom row first; a move drops a
# disc in a column or pops the player's own disc out of its bottom.
POPOUT = '''import random


def check_move(board, turn, col, pop):
    rows = len(board) // 7
    if pop:
        return board[col] == turn
    return board[(rows - 1) * 7 + col] == 0


def apply_move(board, turn, col, pop):
    new = board[:]
    rows = len(new) // 7
    if pop:
        for row in range(rows - 1):
            new[row * 7 + col] = new[(row + 1) * 7 + col]
        new[(rows - 1) * 7 + col] = 0
        return new
    for row in range(rows):
        if new[row * 7 + col] == 0:
            new[row * 7 + col] = turn
            break
    return new


def check_victory(board, who_played):
    return 0


def computer_move(board, turn, level):
    moves = [(col, pop) for col in range(7) for pop in (False, True) if check_move(board, turn, col, pop)]
    return random.choice(moves)
'''

# Connect-4 PopOut as NTU PS0001 set it in 2018/19: a Game object holds the board (a numpy matrix).
POPOUT_GAME = '''class Game:
    mat = None
    rows = 6
    cols = 7
    turn = 1


def check_move(game, col, pop):
    if pop:
        return game.mat[0][col] == game.turn
    return game.mat[game.rows - 1][col] == 0


def apply_move(game, col, pop):
    return game


def check_victory(game):
    return 0


def computer_move(game, level):
    return (0, False)
'''

# Pentago (NTU PS0001, 2019/20): a 6 x 6 numpy board of four 3 x 3 quadrants; a move places a marble, then
# turns a quadrant (rot 1 to 8: a quadrant and a direction).
PENTAGO = '''import numpy as np

QUADRANTS = {1: (0, 3), 3: (3, 3), 5: (3, 0), 7: (0, 0)}


def check_move(board, row, col):
    return board[row][col] == 0


def apply_move(board, turn, row, col, rot):
    new = board.copy()
    new[row][col] = turn
    r, c = QUADRANTS[rot - (rot % 2 == 0)]
    new[r:r + 3, c:c + 3] = np.rot90(new[r:r + 3, c:c + 3], 1 if rot % 2 else -1)
    return new


def check_victory(board, turn, rot):
    return 0


def computer_move(board, turn, level):
    return (0, 0, 1)
'''

TICTACTOE = '''def gamestate(board):
    return "ongoing"
'''

EMPTY = ""
