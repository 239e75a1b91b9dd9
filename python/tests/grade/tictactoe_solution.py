# State of tic-tac-toe: a correct solution written from docs/editions.md (section 4), in the exercise's style.
# (Test data of digipeg grade: the mutants in mutants.py are small edits of this file.)


def has_line(board, mark):
    for row in board:
        if row == mark * 3:
            return True
    for col in range(3):
        if board[0][col] == mark and board[1][col] == mark and board[2][col] == mark:
            return True
    if board[0][0] == mark and board[1][1] == mark and board[2][2] == mark:
        return True
    if board[0][2] == mark and board[1][1] == mark and board[2][0] == mark:
        return True
    return False


def gamestate(board):
    x_count = sum(row.count("X") for row in board)
    o_count = sum(row.count("O") for row in board)
    if o_count > x_count:
        raise ValueError("Wrong turn order: O started")
    if x_count > o_count + 1:
        raise ValueError("Wrong turn order: X went twice")
    x_wins = has_line(board, "X")
    o_wins = has_line(board, "O")
    if x_wins and o_wins:
        raise ValueError("Impossible board: game should have ended after the game was won")
    if x_wins and o_count == x_count:
        raise ValueError("Impossible board: game should have ended after the game was won")
    if o_wins and x_count > o_count:
        raise ValueError("Impossible board: game should have ended after the game was won")
    if x_wins or o_wins:
        return "win"
    if x_count + o_count == 9:
        return "draw"
    return "ongoing"
