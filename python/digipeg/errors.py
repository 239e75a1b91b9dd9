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
==========================  ===========================================

All derive from :class:`DigipegError`. ``str(err)`` is the core's message, ``err.code`` its
stable number and ``err.name`` its name. :func:`error_table` lists every error of the core.
"""

from ._native import (
    CapacityError,
    DigipegError,
    EmptyError,
    IllegalMoveError,
    ImpossibleBoardError,
    InvalidArgumentError,
    OutOfRangeError,
    error,
    error_table,
)

__all__ = [
    "CapacityError",
    "DigipegError",
    "EmptyError",
    "IllegalMoveError",
    "ImpossibleBoardError",
    "InvalidArgumentError",
    "OutOfRangeError",
    "error",
    "error_table",
]
