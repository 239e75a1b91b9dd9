"""The Python column of the "Bad input" table of docs/bad-input.md: every cell, by running its row's example."""

import re

import pytest

import digipeg
from conftest import REPO

COLUMNS = ["kind", "example", "rust", "python", "c", "js"]


def table():
    """The rows of the table, as dicts keyed by COLUMNS."""
    text = (REPO / "docs" / "bad-input.md").read_text(encoding="utf-8")
    section = text.split("\n## Bad input\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ")][1:]
    return [dict(zip(COLUMNS, (cell.strip() for cell in row.strip("|").split("|")))) for row in rows]


# Each row's example, in Python.
EXAMPLES = {
    "wrong type": lambda: digipeg.TicTacToe().play("4"),
    "out of range": lambda: digipeg.TicTacToe().play(9),
    "negative": lambda: digipeg.TicTacToe().play(-1),
    "NaN": lambda: digipeg.TicTacToe().play(float("nan")),
    "huge": lambda: digipeg.TicTacToe().play(2**64),
    "NULL": lambda: digipeg.gamestate(None),
    "out of order": lambda: digipeg.PegProgram().input("3"),
    "not a move": lambda: digipeg.Klondike.from_seed(1).play("zz"),
    "not a deal": lambda: digipeg.Klondike.from_json("{}"),
}
# Rows that cannot happen in Python (the cell says why).
NOT_APPLICABLE = {"freed object"}


def error_class(name):
    """A class named in a cell: a built-in, a kind class of digipeg, or one error's class."""
    for home in (__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__), vars(digipeg), vars(digipeg.errors)):
        if name in home:
            return home[name]
    raise AssertionError(f"no class {name}")


def test_the_table_has_a_row_per_example():
    kinds = [row["kind"] for row in table()]
    assert sorted(kinds) == sorted(set(EXAMPLES) | NOT_APPLICABLE)


@pytest.mark.parametrize("row", table(), ids=lambda row: row["kind"])
def test_every_cell_of_the_python_column(row):
    cell = row["python"]
    if row["kind"] in NOT_APPLICABLE:
        assert cell.startswith("n/a: ")
        return
    found = re.fullmatch(r"`(\w+)`(?: \((\d+)\))?", cell)
    assert found, f"unreadable cell {cell!r}"
    cls = error_class(found.group(1))
    with pytest.raises(cls) as caught:
        EXAMPLES[row["kind"]]()
    if found.group(2):
        assert isinstance(caught.value, digipeg.DigipegError)
        assert caught.value.code == int(found.group(2))
    else:
        assert not isinstance(caught.value, digipeg.DigipegError), "a core error where the table says the language's"
