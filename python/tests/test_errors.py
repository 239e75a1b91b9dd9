"""Every core error maps to the right exception class, message and code; names are exported."""

import pickle

import pytest

import digipeg
from digipeg import errors

KIND_BASES = {
    "InvalidArgumentError": (ValueError,),
    "OutOfRangeError": (IndexError, ValueError),
    "IllegalMoveError": (ValueError,),
    "ImpossibleBoardError": (ValueError,),
    "CapacityError": (ValueError,),
    "EmptyError": (IndexError,),
    "OutOfOrderError": (RuntimeError,),
}


@pytest.mark.parametrize("name,bases", sorted(KIND_BASES.items()))
def test_kind_classes_subclass_the_builtins(name, bases):
    cls = getattr(digipeg, name)
    assert cls is getattr(errors, name)
    assert issubclass(cls, digipeg.DigipegError)
    for base in bases:
        assert issubclass(cls, base)
    assert cls.__module__ == "digipeg"
    assert cls.__doc__


def test_base_class():
    assert issubclass(digipeg.DigipegError, Exception)
    assert not issubclass(digipeg.DigipegError, ValueError)
    assert digipeg.DigipegError.__module__ == "digipeg"


TABLE = digipeg.error_table()


def test_error_table_is_complete_and_unique():
    codes = [row[0] for row in TABLE]
    assert codes == sorted(codes) and len(set(codes)) == len(codes)
    assert {row[2] for row in TABLE} == set(KIND_BASES)
    assert len(TABLE) >= 40


@pytest.mark.parametrize("code,name,kind,message", TABLE, ids=[row[1] for row in TABLE])
def test_every_error_carries_message_code_and_name(code, name, kind, message):
    err = errors.error(code)
    cls = getattr(errors, name)
    assert type(err) is cls and cls.__bases__ == (getattr(digipeg, kind),)
    assert (cls.code, cls.name, cls.__module__) == (code, name, "digipeg.errors")
    assert (str(err), err.code, err.name, err.args) == (message, code, name, (message,))
    with pytest.raises(getattr(digipeg, kind)) as caught:
        raise err
    assert caught.value.code == code


def test_known_messages_are_the_originals():
    messages = {row[1]: row[3] for row in TABLE}
    assert messages["TttOStarted"] == "Wrong turn order: O started"
    assert messages["TttXWentTwice"] == "Wrong turn order: X went twice"
    assert messages["TttPlayedOn"] == "Impossible board: game should have ended after the game was won"


def test_unknown_code():
    with pytest.raises(ValueError):
        errors.error(9999)
    with pytest.raises(OverflowError):
        errors.error(-1)


def test_raised_errors_are_instances_that_survive_str_and_repr():
    with pytest.raises(digipeg.IllegalMoveError) as caught:
        digipeg.DigiPeg(1, 3, 0, 0).make_move(0, 0, 0, 2)
    assert repr(caught.value) == "PegNoPeg('illegal move: there is no peg in the starting hole')"
    assert pickle.loads(pickle.dumps(caught.value)).args == caught.value.args


HEADER = __import__("conftest").REPO / "ffi" / "include" / "digipeg.h"


def header_errors():
    """The core errors the C header documents: `` `Name`: "message" `` then ``#define DIGIPEG_E_... code``."""
    import re

    text = HEADER.read_text(encoding="utf-8")
    found = re.findall(r'\* `(\w+)`: "(.*)"\s*\*/\s*#define DIGIPEG_E_\w+ (\d+)', text)
    return sorted((int(code), name, message) for name, message, code in found)


@pytest.mark.skipif(not HEADER.exists(), reason="no C header in this tree")
def test_every_core_error_of_the_c_header_has_its_class():
    """The native table, the C header and the per-error classes list the same errors (500-523 included)."""
    from_header = header_errors()
    assert len(from_header) >= 40
    assert from_header == [(code, name, message) for code, name, _, message in TABLE]
    for code, name, _ in from_header:
        cls = getattr(errors, name)
        assert cls.code == code and name in errors.__all__ and getattr(digipeg._native, name) is cls


@pytest.mark.parametrize(
    "code,kind",
    [(500, "CapacityError"), (501, "IllegalMoveError"), (502, "OutOfRangeError"), (503, "InvalidArgumentError"),
     (504, "InvalidArgumentError"), (520, "InvalidArgumentError"), (521, "CapacityError"),
     (522, "OutOfRangeError"), (523, "InvalidArgumentError")],
)
def test_search_and_solver_codes(code, kind):
    err = errors.error(code)
    assert isinstance(err, getattr(digipeg, kind)) and isinstance(err, ValueError)
