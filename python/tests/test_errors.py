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
