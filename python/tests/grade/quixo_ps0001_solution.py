# NTU PS0001 Computational Thinking: Quixo on a flat list board (index = row * n + col; 0 blank, 1 and 2
# the players). A correct solution for digipeg grade, written from docs/editions.md in the
# style of the course's starter: the four functions, display_board, and a menu behind a __main__ guard.
# The mutants in mutants.py are small edits of this file.
import math
import random


def size(board):
    return int(math.sqrt(len(board)))


def on_edge(board, index):
    n = size(board)
    row, col = index // n, index % n
    return row == 0 or row == n - 1 or col == 0 or col == n - 1


def check_move(board, turn, index, push_from):
    n = size(board)
    if index < 0 or index >= len(board) or not on_edge(board, index):
        return False
    if board[index] != 0 and board[index] != turn:
        return False
    row, col = index // n, index % n
    if push_from == 'T':
        return row != 0
    if push_from == 'B':
        return row != n - 1
    if push_from == 'L':
        return col != 0
    if push_from == 'R':
        return col != n - 1
    return False


def apply_move(board, turn, index, push_from):
    n = size(board)
    new_board = board[:]
    row, col = index // n, index % n
    if push_from == 'L':
        cells = [row * n + c for c in range(col, -1, -1)]
    elif push_from == 'R':
        cells = [row * n + c for c in range(col, n)]
    elif push_from == 'T':
        cells = [r * n + col for r in range(row, -1, -1)]
    else:
        cells = [r * n + col for r in range(row, n)]
    for i in range(len(cells) - 1):
        new_board[cells[i]] = board[cells[i + 1]]
    new_board[cells[-1]] = turn
    return new_board


def lines(board):
    n = size(board)
    result = [[r * n + c for c in range(n)] for r in range(n)]
    result += [[r * n + c for r in range(n)] for c in range(n)]
    result.append([i * n + i for i in range(n)])
    result.append([i * n + n - 1 - i for i in range(n)])
    return result


def has_line(board, player):
    for line in lines(board):
        if all(board[i] == player for i in line):
            return True
    return False


def check_victory(board, who_played):
    other = 3 - who_played
    if has_line(board, other):
        return other
    if has_line(board, who_played):
        return who_played
    return 0


def all_moves(board, turn):
    return [(index, side) for index in range(len(board)) for side in 'TBLR' if check_move(board, turn, index, side)]


def computer_move(board, turn, level):
    moves = all_moves(board, turn)
    if level == 1:
        return random.choice(moves)
    winning = [m for m in moves if check_victory(apply_move(board, turn, m[0], m[1]), turn) == turn]
    if winning:
        return random.choice(winning)
    safe = []
    for move in moves:
        after = apply_move(board, turn, move[0], move[1])
        if check_victory(after, turn) != 0:
            continue
        replies = all_moves(after, 3 - turn)
        if not any(check_victory(apply_move(after, 3 - turn, r[0], r[1]), 3 - turn) == 3 - turn for r in replies):
            safe.append(move)
    return random.choice(safe) if safe else random.choice(moves)


def display_board(board):
    n = size(board)
    for x in range(len(board)):
        print(board[x], end=" ")
        if x % n == n - 1:
            print()


def menu():
    board = [0] * 25
    turn = 1
    while check_victory(board, 3 - turn) == 0:
        display_board(board)
        if turn == 1:
            index = int(input("Index of the cube: "))
            side = input("Push from (T, B, L, R): ")
            if not check_move(board, turn, index, side):
                print("Illegal move")
                continue
        else:
            index, side = computer_move(board, turn, 2)
        board = apply_move(board, turn, index, side)
        turn = 3 - turn
    display_board(board)
    print("Player", check_victory(board, 3 - turn), "wins")


if __name__ == "__main__":
    menu()
