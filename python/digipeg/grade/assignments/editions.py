"""The editions of each assignment, as data (``editions.toml`` beside this file, and a teacher's own files),
and how the grader recognises which one a submission is.

An edition is one year's handout and starter: the names a submission uses, the rules and texts, and the
rubric. ``base = "peg/spring-2020"`` starts an edition from another one: its tables are merged key by key
(a list, such as ``rubric`` or ``final``, is replaced whole); ``id``, ``title``, ``default`` and ``detect``
are never inherited.

Recognising an edition: each edition's ``detect`` is a list of rules, each rule a list of conditions that
must all hold. The first rule of every edition is tried (in the file's order), then the second rules, and
so on; the first match wins. A condition is one of ``class NAME`` (a class of that name is defined),
``def NAME`` (a function or method), ``attr NAME`` (an attribute ``.NAME`` is used, e.g. ``attr __piles``
for ``self.__piles``) or ``text STRING`` (the source contains it).
"""

from __future__ import annotations

import ast
import copy
import os
import re
import sys
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10: the `grade` extra installs tomli
    import tomli as tomllib

__all__ = ["Edition", "EditionError", "Choice", "SHIPPED", "load", "editions", "find", "detect", "facts", "Facts", "Signature"]

SHIPPED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "editions.toml")
"""The editions digipeg ships (every edition of docs/editions.md)."""

ASSIGNMENTS = ("peg", "quixo", "tictactoe", "solitaire")

# What an edition may say, and of what type. A teacher's typo is an error that names the key, not a
# silently ignored line.
_TOP = {
    "id": str, "base": str, "title": str, "default": bool, "detect": list, "checks": str, "names": dict,
    "methods": dict, "rules": dict, "starter": dict, "texts": dict, "accept": dict, "rubric": list,
    "not_graded": list, "signatures": dict,
}
_LOOKALIKE = {"id": str, "title": str, "course": str, "assignment": str, "functions": dict, "params": list, "board": dict}
_BAND = {"least": int, "most": int, "text": str}
_NOT_INHERITED = ("id", "title", "default", "detect")
_SECTION = {"section": str, "marks": (int, float), "rule": str, "starter": bool, "tests": list}
_ITEM = {"check": str, "deduct": (int, float), "name": str}
_CONDITIONS = ("class", "def", "attr", "text")
CHECKS = ("peg", "solitaire", "quixo", "ps0001", "tictactoe")
"""The catalogues of checks an edition can draw on: one per kind of assignment code."""


class EditionError(ValueError):
    """An edition file that cannot be used: the message names the file, the edition and the key."""


@dataclass(frozen=True)
class Edition:
    """One edition, its base editions merged in."""

    id: str
    title: str
    checks: str
    data: Dict[str, Any]
    default: bool = False
    detect: Tuple[Tuple[str, ...], ...] = ()
    source: str = SHIPPED

    @property
    def assignment(self) -> str:
        return self.id.split("/", 1)[0]

    @property
    def short(self) -> str:
        return self.id.split("/", 1)[1]

    def section(self, key: str) -> Dict[str, Any]:
        """A table of the edition (``rules``, ``starter``, ``texts``, ``names``, ...), empty if absent."""
        return self.data.get(key, {})

    @property
    def names(self) -> Dict[str, List[str]]:
        return {role: list(spellings) for role, spellings in self.section("names").items()}

    @property
    def methods(self) -> Dict[str, List[str]]:
        return {role: list(spellings) for role, spellings in self.section("methods").items()}

    @property
    def rules(self) -> Dict[str, Any]:
        return self.section("rules")

    @property
    def starter(self) -> Dict[str, Any]:
        return self.section("starter")

    @property
    def texts(self) -> Dict[str, Any]:
        return self.section("texts")

    @property
    def accept(self) -> Dict[str, List[str]]:
        """Printed texts accepted in place of the edition's own (canonical text -> its variants)."""
        return {text: list(variants) for text, variants in self.section("accept").items()}

    @property
    def rubric(self) -> List[Dict[str, Any]]:
        return self.data.get("rubric", [])

    @property
    def not_graded(self) -> List[Dict[str, Any]]:
        return self.data.get("not_graded", [])

    @property
    def signatures(self) -> Dict[str, List[str]]:
        """The parameters of each function the handout fixes, by role: ``check_move`` for a function,
        ``DigiPeg`` for a class's constructor, ``DigiPeg.legal_move`` for a method (``self`` left out)."""
        return {role: list(params) for role, params in self.section("signatures").items()}


def _merge(base: Dict[str, Any], over: Dict[str, Any]) -> Dict[str, Any]:
    merged = copy.deepcopy(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = copy.deepcopy(value)
    return merged


def _check_types(where: str, table: Dict[str, Any], schema: Dict[str, Any]) -> None:
    for key, value in table.items():
        if key not in schema:
            raise EditionError(f"{where}: unknown key {key!r} (known: {', '.join(schema)})")
        if not isinstance(value, schema[key]) or isinstance(value, bool) and schema[key] is not bool:
            expected = schema[key].__name__ if isinstance(schema[key], type) else "number"
            raise EditionError(f"{where}: {key!r} must be a {expected}, not {type(value).__name__}")


def _validate(where: str, raw: Dict[str, Any]) -> None:
    _check_types(where, raw, _TOP)
    for key in ("names", "methods", "accept"):
        for name, spellings in raw.get(key, {}).items():
            if not isinstance(spellings, list) or not all(isinstance(s, str) for s in spellings) or not spellings:
                raise EditionError(f"{where}: {key}.{name} must be a list of strings")
    for index, rule in enumerate(raw.get("detect", [])):
        if not isinstance(rule, list) or not rule:
            raise EditionError(f"{where}: detect[{index}] must be a list of conditions")
        for condition in rule:
            kind = condition.split(" ", 1)[0] if isinstance(condition, str) else None
            if kind not in _CONDITIONS or " " not in condition:
                raise EditionError(
                    f"{where}: detect[{index}]: {condition!r} is not a condition "
                    f"({', '.join(k + ' ...' for k in _CONDITIONS)})")
    for index, section in enumerate(raw.get("rubric", [])):
        here = f"{where}: rubric[{index}]"
        if not isinstance(section, dict):
            raise EditionError(f"{here} must be a table")
        _check_types(here, section, _SECTION)
        if "section" not in section:
            raise EditionError(f"{here} has no 'section' name")
        for position, item in enumerate(section.get("tests", [])):
            if not isinstance(item, dict) or "check" not in item:
                raise EditionError(f"{here}.tests[{position}] must be a table with a 'check'")
            _check_types(f"{here}.tests[{position}]", item, _ITEM)
    for index, item in enumerate(raw.get("not_graded", [])):
        _check_types(f"{where}: not_graded[{index}]", item, {"name": str, "marks": (int, float), "why": str})
    for name, params in raw.get("signatures", {}).items():
        if not isinstance(params, list) or not all(isinstance(p, str) for p in params):
            raise EditionError(f"{where}: signatures.{name} must be a list of parameter names")
    final = raw.get("texts", {}).get("final", [])
    if not isinstance(final, list):
        raise EditionError(f"{where}: texts.final must be a list of {{ most = N, text = \"...\" }}")
    for index, band in enumerate(final):
        if not isinstance(band, dict) or "text" not in band:
            raise EditionError(f"{where}: texts.final[{index}] must be a table with a 'text'")
        _check_types(f"{where}: texts.final[{index}]", band, _BAND)


def _read(path: str) -> List[Dict[str, Any]]:
    try:
        with open(path, "rb") as file:
            data = tomllib.load(file)
    except OSError as err:
        raise EditionError(f"{path}: cannot read it: {err.strerror or err}") from None
    except tomllib.TOMLDecodeError as err:
        raise EditionError(f"{path}: not valid TOML: {err}") from None
    extra = set(data) - {"edition", "lookalike"}
    if extra:
        raise EditionError(f"{path}: unknown top-level key {sorted(extra)[0]!r}: editions are [[edition]] tables")
    raws = data.get("edition", [])
    if not isinstance(raws, list) or not raws:
        raise EditionError(f"{path}: no [[edition]] table")
    for index, raw in enumerate(data.get("lookalike", [])):
        where = f"{path}: lookalike {raw.get('id', index + 1)!r}"
        _check_types(where, raw, _LOOKALIKE)
        for key in ("id", "title", "assignment", "functions"):
            if key not in raw:
                raise EditionError(f"{where} has no {key!r}")
        if raw["assignment"] not in ASSIGNMENTS:
            raise EditionError(f"{where}: 'assignment' must be one of {', '.join(ASSIGNMENTS)}")
        for name, params in raw["functions"].items():
            if not isinstance(params, list) or not all(isinstance(p, str) for p in params):
                raise EditionError(f"{where}: functions.{name} must be a list of parameter names")
    for index, raw in enumerate(raws):
        where = f"{path}: edition {raw.get('id', index + 1)!r}"
        if "id" not in raw:
            raise EditionError(f"{path}: edition {index + 1} has no id")
        assignment = str(raw["id"]).split("/", 1)[0]
        if "/" not in str(raw["id"]) or assignment not in ASSIGNMENTS:
            raise EditionError(f"{where}: an id is ASSIGNMENT/NAME with ASSIGNMENT one of {', '.join(ASSIGNMENTS)}")
        _validate(where, raw)
    return raws


def _resolve(raws: Sequence[Tuple[str, Dict[str, Any]]], known: Dict[str, Edition]) -> List[Edition]:
    by_id = {raw["id"]: (path, raw) for path, raw in raws}
    done: Dict[str, Edition] = {}

    def build(edition_id: str, chain: Tuple[str, ...]) -> Edition:
        if edition_id in done:
            return done[edition_id]
        if edition_id in chain:
            raise EditionError(f"{by_id[edition_id][0]}: edition {edition_id!r}: its bases form a loop "
                               f"({' -> '.join(chain + (edition_id,))})")
        if edition_id not in by_id:
            if edition_id in known:
                return known[edition_id]
            raise EditionError(f"{by_id[chain[-1]][0]}: edition {chain[-1]!r}: no base edition {edition_id!r}")
        path, raw = by_id[edition_id]
        data = {key: value for key, value in raw.items() if key != "base"}
        if "base" in raw:
            base = build(raw["base"], chain + (edition_id,))
            if base.assignment != edition_id.split("/", 1)[0]:
                raise EditionError(f"{path}: edition {edition_id!r} cannot be based on {base.id!r}, another assignment's")
            inherited = {k: v for k, v in base.data.items() if k not in _NOT_INHERITED}
            data = _merge(inherited, data)
        where = f"{path}: edition {edition_id!r}"
        checks = data.get("checks")
        if checks not in CHECKS:
            raise EditionError(f"{where}: 'checks' must be one of {', '.join(CHECKS)} (or come from a base)")
        if not data.get("rubric"):
            raise EditionError(f"{where}: no rubric (or a base with one)")
        edition = Edition(
            id=edition_id,
            title=data.get("title", edition_id),
            checks=checks,
            data=data,
            default=bool(raw.get("default", False)),
            detect=tuple(tuple(rule) for rule in raw.get("detect", [])),
            source=path,
        )
        done[edition_id] = edition
        return edition

    return [build(raw["id"], ()) for _, raw in raws]


def load(paths: Iterable[str] = (), *, shipped: bool = True) -> List[Edition]:
    """The shipped editions (if ``shipped``), then those of each file in ``paths``, in order. A file's edition
    may be based on a shipped one; an edition with the id of a shipped one replaces it."""
    known: Dict[str, Edition] = {}
    order: List[str] = []
    if shipped:
        for edition in _resolve([(SHIPPED, raw) for raw in _read(SHIPPED)], {}):
            known[edition.id] = edition
            order.append(edition.id)
    for path in paths:
        for edition in _resolve([(path, raw) for raw in _read(path)], known):
            if edition.id not in known:
                order.append(edition.id)
            known[edition.id] = edition
    return [known[edition_id] for edition_id in order]


@dataclass(frozen=True)
class Lookalike:
    """Another project with some of an assignment's names (the same course's other years): how to tell a
    submission of it, by its functions' parameters and its board."""

    id: str
    title: str
    assignment: str
    """The assignment whose names it shares."""
    functions: Dict[str, Tuple[str, ...]]
    """Its functions and their parameters (as its handout has them)."""
    params: Tuple[str, ...] = ()
    """Parameter names of its own: a function of the assignment's name that takes one is this project's."""
    course: str = ""
    shape: str = ""
    """Its board in words ("a flat list 7 columns wide")."""
    patterns: Tuple[str, ...] = ()
    """Regular expressions of code that handles such a board (``len(board) / 7``)."""

    @property
    def name(self) -> str:
        return f"{self.title} ({self.course})" if self.course else self.title


def lookalikes(paths: Iterable[str] = ()) -> List[Lookalike]:
    """The other projects the shipped file (and the files ``paths``) describe."""
    found = []
    for path in [SHIPPED, *paths]:
        with open(path, "rb") as file:
            data = tomllib.load(file)
        for raw in data.get("lookalike", []):
            board = raw.get("board", {})
            found.append(Lookalike(
                id=raw["id"], title=raw["title"], assignment=raw["assignment"],
                functions={name: tuple(params) for name, params in raw["functions"].items()},
                params=tuple(raw.get("params", ())), course=raw.get("course", ""), shape=board.get("shape", ""),
                patterns=tuple(board.get("patterns", ())),
            ))
    return found


_SHIPPED_EDITIONS: List[Edition] = []


def editions(assignment: Optional[str] = None) -> List[Edition]:
    """The shipped editions, of ``assignment`` if given."""
    if not _SHIPPED_EDITIONS:
        _SHIPPED_EDITIONS.extend(load())
    return [e for e in _SHIPPED_EDITIONS if assignment is None or e.assignment == assignment]


def find(name: str, assignment: str, candidates: Sequence[Edition]) -> Edition:
    """The edition called ``name`` (``spring-2020`` or ``peg/spring-2020``) among ``candidates``."""
    for edition in candidates:
        if edition.assignment == assignment and name in (edition.id, edition.short):
            return edition
    known = ", ".join(e.short for e in candidates if e.assignment == assignment)
    raise EditionError(f"no edition {name!r} of {assignment}: choose one of {known}")


# -- recognising the edition of a submission ----------------------------------------------------------


@dataclass(frozen=True)
class Signature:
    """The parameters a function takes (a method's without ``self``): how many it needs, and at most."""

    params: Tuple[str, ...]
    required: int
    most: Optional[int]
    """None: any number (``*args``)."""
    line: int = 0

    def takes(self, count: int) -> bool:
        """Whether a call with ``count`` positional arguments fits."""
        return self.required <= count and (self.most is None or count <= self.most)

    def shown(self, name: str) -> str:
        return f"{name}({', '.join(self.params)})"


def _signature(node: Any, method: bool) -> Signature:
    args = node.args
    positional = [a.arg for a in args.posonlyargs + args.args]
    if method and positional and not any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in node.decorator_list):
        positional = positional[1:]
    required = len(positional) - len(args.defaults)
    return Signature(tuple(positional), max(required, 0), None if args.vararg else len(positional), node.lineno)


_DEF = re.compile(r"^([ \t]*)def\s+(\w+)\s*\(([^)]*)\)", re.M)
_CLASS = re.compile(r"^([ \t]*)class\s+(\w+)", re.M)


def _guessed(source: str, found: "Facts") -> None:
    """The names and signatures of a file that does not parse, from its ``class`` and ``def`` lines."""
    found.classes.update(name for _, name in _CLASS.findall(source))
    found.attrs.update(re.findall(r"\.(\w+)", source))
    classes = [(m.start(), len(m.group(1)), m.group(2)) for m in _CLASS.finditer(source)]
    for match in _DEF.finditer(source):
        indent, name, text = len(match.group(1)), match.group(2), match.group(3)
        params = [p.split("=")[0].split(":")[0].strip() for p in text.split(",") if p.strip()]
        star = any(p.startswith("*") and not p.startswith("**") for p in params)
        params = [p for p in params if not p.startswith("*")]
        owner = next((c for start, depth, c in reversed(classes) if start < match.start() and depth < indent), None)
        if owner is not None and params:
            params = params[1:]
        defaults = text.count("=")
        line = source.count("\n", 0, match.start()) + 1
        signature = Signature(tuple(params), max(len(params) - defaults, 0), None if star else len(params), line)
        found.defs.add(name)
        if owner is None:
            found.functions.setdefault(name, signature)
        else:
            found.methods.setdefault(owner, {}).setdefault(name, signature)


@dataclass
class Facts:
    """What a submission's files define and use."""

    classes: set = field(default_factory=set)
    defs: set = field(default_factory=set)
    attrs: set = field(default_factory=set)
    text: str = ""
    functions: Dict[str, Signature] = field(default_factory=dict)
    """The top-level functions and their signatures."""
    methods: Dict[str, Dict[str, Signature]] = field(default_factory=dict)
    """Each class's methods (defined in its body) and their signatures."""

    def holds(self, condition: str) -> bool:
        kind, _, value = condition.partition(" ")
        if kind == "class":
            return value in self.classes
        if kind == "def":
            return value in self.defs
        if kind == "attr":
            return value in self.attrs
        return value in self.text

    def is_method(self, name: str) -> bool:
        """Whether ``name`` is defined as a method only (never as a top-level function)."""
        return name not in self.functions and any(name in methods for methods in self.methods.values())

    @property
    def defined(self) -> List[str]:
        """What the files define, for a person: classes, then functions, in order."""
        return [f"class {c}" for c in sorted(self.classes)] + [f"def {f}" for f in sorted(self.functions)]


def facts(sources: Iterable[str]) -> Facts:
    """The names a submission's sources define and use, and the signatures of their functions and methods."""
    found = Facts()
    texts = []
    for source in sources:
        texts.append(source)
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError):
            # A file that does not parse (a real submission can be one) still shows its names.
            _guessed(source, found)
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                found.classes.add(node.name)
                methods = found.methods.setdefault(node.name, {})
                for item in node.body:
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        methods[item.name] = _signature(item, method=True)  # the last one defined wins
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found.defs.add(node.name)
            elif isinstance(node, ast.Attribute):
                found.attrs.add(node.attr)
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found.functions[node.name] = _signature(node, method=False)
    found.text = "\n".join(texts)
    return found


@dataclass(frozen=True)
class Choice:
    """The edition a grading uses and why: ``how`` is "detected", "default", "chosen" (``--edition``) or
    "file" (the only edition of ``--edition-file``). ``recognition``: whether the files are a submission of
    this assignment at all (:mod:`digipeg.grade.recognise`), once asked."""

    edition: Edition
    how: str
    why: str
    recognition: Optional[Any] = None

    def describe(self) -> str:
        return f"{self.edition.id} ({self.edition.title}): {self.why}"


def detect(assignment: str, sources: Iterable[str], candidates: Sequence[Edition], seen: Optional[Facts] = None) -> Choice:
    """The edition of ``assignment`` whose detection rules match the submission first (see the module)."""
    mine = [e for e in candidates if e.assignment == assignment]
    if not mine:
        raise EditionError(f"no edition of {assignment} is known")
    seen = facts(sources) if seen is None else seen
    found = matching(mine, seen)
    if found is not None:
        edition, rule = found
        return Choice(edition, "detected", f"recognised by {because(rule, seen)}")
    default = next((e for e in mine if e.default), mine[0])
    return Choice(default, "default", "no edition's names were found: graded as the default edition")


def matching(candidates: Sequence[Edition], seen: Facts, names_only: bool = False) -> Optional[Tuple[Edition, Tuple[str, ...]]]:
    """The edition whose detection rule matches first (rules in rounds, see the module), and that rule;
    ``names_only``: only rules that name a class, function or attribute (not only texts)."""
    rounds = max((len(e.detect) for e in candidates), default=0)
    for index in range(rounds):
        for edition in candidates:
            if index >= len(edition.detect):
                continue
            rule = edition.detect[index]
            if names_only and all(c.startswith("text ") for c in rule):
                continue
            if all(seen.holds(c) for c in rule):
                return edition, rule
    return None


_WORDS = {"class": ("the class", "the classes"), "def": ("the function", "the functions"),
          "method": ("the method", "the methods"), "attr": ("the attribute", "the attributes"),
          "text": ("the text", "the texts")}


def joined(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def because(rule: Sequence[str], seen: Optional[Facts] = None) -> str:
    """A detection rule as the end of a sentence: "the class Deque and the attribute t"."""
    groups: Dict[str, List[str]] = {}
    for condition in rule:
        kind, _, value = condition.partition(" ")
        if kind == "def" and seen is not None and seen.is_method(value):
            kind = "method"
        groups.setdefault(kind, []).append(repr(value) if kind == "text" else value)
    return joined([f"{_WORDS[kind][len(values) > 1]} {joined(values)}" for kind, values in groups.items()])
