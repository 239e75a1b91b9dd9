"""help() on the installed package: every public class, function, method and property has real text,
and no docstring names a file the wheel does not ship (such as a ``.pyi`` beside a module that has none)."""

from __future__ import annotations

import importlib
import inspect
import pydoc
import re
from pathlib import Path
from typing import Any, Iterator, Tuple

import digipeg

MODULES = [
    "digipeg",
    "digipeg.errors",
    "digipeg.peg",
    "digipeg.quixo",
    "digipeg.random_games",
    "digipeg.solitaire",
    "digipeg.tictactoe",
]
PACKAGE = Path(digipeg.__file__).resolve().parent
# A path-like word: something/else.ext or name.ext with an extension a file would have.
FILE = re.compile(r"[\w./-]*\w\.(?:pyi|py|rs|md|txt|toml|json|h|c|js|mjs|ts)\b")


def public() -> Iterator[Tuple[str, Any]]:
    """Every public object of the package, and every public method and property of its classes."""
    seen = set()
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        yield module_name, module
        for name in module.__all__:
            obj = getattr(module, name)
            if name.startswith("__") or id(obj) in seen:
                continue
            seen.add(id(obj))
            yield f"{module_name}.{name}", obj
            if inspect.isclass(obj):
                for member, value in vars(obj).items():
                    if member.startswith("_") or not (callable(value) or isinstance(value, property)
                                                      or inspect.isdatadescriptor(value)):
                        continue
                    yield f"{module_name}.{name}.{member}", getattr(obj, member)


def test_every_public_object_has_help_text():
    missing = []
    for where, obj in public():
        doc = inspect.getdoc(obj) or ""
        # A docstring that only repeats the signature (PyO3's default) is not help.
        text = re.sub(r"^\w+\(.*?\)\s*(--)?\s*", "", doc.strip(), flags=re.S) if doc.startswith(where.split(".")[-1] + "(") else doc
        if len(text.strip()) < 10:
            missing.append(where)
    assert not missing, f"no help text: {missing}"


def test_help_renders_and_names_only_shipped_files():
    shipped = {p.relative_to(PACKAGE.parent).as_posix() for p in PACKAGE.rglob("*") if p.is_file()}
    shipped |= {Path(p).name for p in shipped}
    wrong = []
    for where, obj in public():
        text = pydoc.render_doc(obj, renderer=pydoc.plaintext)
        for path in FILE.findall(inspect.getdoc(obj) or ""):
            if path not in shipped and path.split("/", 1)[-1] not in shipped:
                wrong.append(f"{where}: {path}")
        assert text.strip(), where
    assert not wrong, f"docstrings name files the wheel does not ship: {wrong}"


def test_the_check_sees_the_files_it_should():
    assert "digipeg/_native.pyi" in {p.relative_to(PACKAGE.parent).as_posix() for p in PACKAGE.rglob("*.pyi")}
    assert FILE.findall("see `digipeg/peg.pyi` and spec/solitaire.md") == ["digipeg/peg.pyi", "spec/solitaire.md"]
    assert FILE.findall("the cards 0 to n-1, e.g. 3.5 or 1.0") == []
