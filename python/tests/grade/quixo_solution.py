# Quixo: a correct solution of the project's three functions and the winner, written from docs/editions.md (section 3.1) in
# the style of the 2010 project (a board object holding the cubes and whose turn it is).
# (Test data of digipeg grade: the mutants in mutants.py are small edits of this file.)

SIZE = 5


class Board:
    def __init__(self, rows):
        self.cubes = [list(row) for row in rows]
        self.player = "X"
        self.last_mover = None


def createBoard(listOfRows):
    if len(listOfRows) != SIZE:
        raise ValueError("a board has 5 rows")
    for row in listOfRows:
        if len(row) != SIZE or any(cube not in "-XO" for cube in row):
            raise ValueError("each row is 5 of '-', 'X', 'O'")
    return Board(listOfRows)


def printBoard(board):
    for row in board.cubes:
        print("".join(row))


def on_perimeter(row, column):
    return row in (0, SIZE - 1) or column in (0, SIZE - 1)


def is_legal(board, chooseRow, chooseColumn, placeRow, placeColumn):
    for number in (chooseRow, chooseColumn, placeRow, placeColumn):
        if not 0 <= number < SIZE:
            return False
    if not on_perimeter(chooseRow, chooseColumn):
        return False
    if board.cubes[chooseRow][chooseColumn] not in ("-", board.player):
        return False
    if (placeRow, placeColumn) == (chooseRow, chooseColumn):
        return False
    ends = [(chooseRow, 0), (chooseRow, SIZE - 1), (0, chooseColumn), (SIZE - 1, chooseColumn)]
    return (placeRow, placeColumn) in ends


def makeMove(board, chooseRow, chooseColumn, placeRow, placeColumn):
    if getWinner(board) is not None:
        raise ValueError("the game is over")
    if not is_legal(board, chooseRow, chooseColumn, placeRow, placeColumn):
        raise ValueError("illegal move")
    cubes = board.cubes
    if placeRow == chooseRow:
        row = cubes[chooseRow]
        del row[chooseColumn]
        row.insert(placeColumn, board.player)
    else:
        column = [cubes[r][chooseColumn] for r in range(SIZE)]
        del column[chooseRow]
        column.insert(placeRow, board.player)
        for r in range(SIZE):
            cubes[r][chooseColumn] = column[r]
    board.last_mover = board.player
    board.player = "O" if board.player == "X" else "X"
    return board


def lines(board):
    cubes = board.cubes
    result = [list(row) for row in cubes]
    result += [[cubes[r][c] for r in range(SIZE)] for c in range(SIZE)]
    result.append([cubes[i][i] for i in range(SIZE)])
    result.append([cubes[i][SIZE - 1 - i] for i in range(SIZE)])
    return result


def getWinner(board):
    complete = set()
    for line in lines(board):
        if line[0] != "-" and line.count(line[0]) == SIZE:
            complete.add(line[0])
    if len(complete) == 2:
        # A move that completes both lines loses for the mover.
        return "O" if board.last_mover == "X" else "X"
    if complete:
        return complete.pop()
    return None
