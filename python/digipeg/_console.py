"""Small helpers for the terminal programs: reading lines without tracebacks."""

from __future__ import annotations

import sys
from typing import Optional, TextIO


def read_line(stdin: Optional[TextIO] = None) -> Optional[str]:
    """One line of input without its newline, or None at end of input."""
    line = (stdin or sys.stdin).readline()
    if line == "":
        return None
    return line[:-1] if line.endswith("\n") else line


def write(text: str, stdout: Optional[TextIO] = None) -> None:
    """Write and flush, so prompts show before the program waits."""
    out = stdout or sys.stdout
    out.write(text)
    out.flush()


def ask(prompt: str, stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None) -> Optional[str]:
    """Write ``prompt`` and read the answer (None at end of input), like ``input()`` without EOFError."""
    write(prompt, stdout)
    return read_line(stdin)
