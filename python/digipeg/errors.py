"""The engine's exceptions, one class per kind of core error.

==========================  ===========================================
class                       also a
==========================  ===========================================
``InvalidArgumentError``    ``ValueError``
``OutOfRangeError``         ``IndexError`` and ``ValueError``
``IllegalMoveError``        ``ValueError``
``ImpossibleBoardError``    ``ValueError``
``CapacityError``           ``ValueError``
``EmptyError``              ``IndexError``
``OutOfOrderError``         ``RuntimeError`` (a call before the one it needs)
==========================  ===========================================

All derive from :class:`DigipegError`. Below each kind class there is one class per core error,
named as the core names it (``TttOStarted``, ``PegLandingOccupied``, ...), with the class attributes
``code`` (the stable number) and ``name``: a raised error is an instance of its own class, so
``except digipeg.errors.TttOStarted`` catches exactly that one. ``str(err)`` is the core's message.
:func:`error_table` lists every error of the core, each an :class:`ErrorEntry`
``(code, name, kind, message)``.
"""

from . import _native as _n

from ._native import (
    CapacityError,
    DigipegError,
    EmptyError,
    IllegalMoveError,
    ImpossibleBoardError,
    InvalidArgumentError,
    OutOfOrderError,
    OutOfRangeError,
    error,
    error_table,
)
from .results import ErrorEntry

for _code, _name, _kind, _message in error_table():
    globals()[_name] = getattr(_n, _name)

__all__ = [
    "CapacityError",
    "DigipegError",
    "EmptyError",
    "IllegalMoveError",
    "ImpossibleBoardError",
    "ErrorEntry",
    "InvalidArgumentError",
    "OutOfOrderError",
    "OutOfRangeError",
    "error",
    "error_table",
] + [row[1] for row in error_table()]
