"""Comparing a submission's observations with the engine's, and writing the difference as code a student
can paste and run."""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence

from ..model import Check, Failure, Scenario, operations
from ..sandbox.runner import Outcome

__all__ = ["Accept", "Mismatch", "best", "compare", "describe", "failure"]

# The built-in exception classes a handout can name; an engine error is "the same kind" as a
# submission's when they share one of these (the engine's OutOfRangeError is both an IndexError and a ValueError).
_KINDS = ("ValueError", "IndexError", "TypeError", "KeyError", "AttributeError", "RuntimeError")

_FATAL = {
    "timeout": "took too long (an endless loop?)",
    "output": "printed too much",
    "exit": "ended the program",
    "memory": "used too much memory",
    "crash": "crashed the Python process",
    "missing": "lacks a name the handout requires",
}


def describe(fatal: Dict[str, Any]) -> str:
    """A fatal event of the worker in words: what happened, and the detail."""
    return f"{_FATAL.get(fatal['kind'], fatal['kind'])}: {fatal['detail']}"


@dataclass
class Mismatch:
    """The first operation where the submission differs, and how."""

    at: Optional[int]
    reason: str
    expected: Optional[str] = None
    got: Optional[str] = None
    diff: Optional[str] = None
    lines_read: Optional[int] = None
    """For printed text of a program: the input lines it had read when the outputs parted."""
    made: Dict[int, Dict[str, str]] = field(default_factory=dict)
    """How the submission's values were made, by operation: a ``set`` that handed over a numpy array
    (:func:`~digipeg.grade.sandbox.ops.made`), so that the reproduction builds it the same way."""


class Accept:
    """Printed texts an edition accepts in place of its own (a spelling the handout leaves uncertain): each
    variant is replaced by the edition's text before a comparison, and the variants used are noted. A
    ``{n}`` or ``{k}`` in a text stands for a number."""

    def __init__(self, accept: Dict[str, List[str]]) -> None:
        self._rules = []
        for text, variants in accept.items():
            # One pattern for the text and its variants, longest first: where one holds another ("Perfect"
            # and "Perfect!"), the longer is taken whole.
            templates = sorted({text, *variants}, key=len, reverse=True)
            pattern = re.compile("|".join(f"(?:{self._pattern(t)})" for t in templates))
            self._rules.append((pattern, text, [(self._pattern(v), v) for v in variants]))
        self.used: Dict[str, str] = {}

    @staticmethod
    def _pattern(template: str) -> str:
        parts = re.split(r"\{([nk])\}", template)
        return "".join(re.escape(part) if i % 2 == 0 else r"(-?\d+)" for i, part in enumerate(parts))

    def __call__(self, text: str, record: bool = False) -> str:
        for pattern, canonical, variants in self._rules:
            def replace(found: "re.Match[str]", canonical: str = canonical, variants: Any = variants) -> str:
                number = next((g for g in found.groups() if g is not None), "")
                if record:
                    for regex, variant in variants:
                        if re.fullmatch(regex, found.group(0)):
                            self.used[variant] = canonical
                return re.sub(r"\{([nk])\}", lambda _: number, canonical)

            text = pattern.sub(replace, text)
        return text

    def notes(self) -> List[str]:
        return [f"prints {variant!r} where the edition's text is {canonical!r}: accepted by the edition"
                for variant, canonical in self.used.items()]


NO_VARIANTS = Accept({})


def _normal(text: str, how: str) -> str:
    if how == "words":
        return " ".join(text.split())
    if how == "message":
        lines = [line.rstrip() for line in text.split("\n") if line.strip()]
        return lines[-1] if lines else ""
    if how == "rstrip":
        return "\n".join(line.rstrip(" ") for line in text.split("\n"))
    if how == "trim":
        return "\n".join(line.rstrip() for line in text.rstrip().split("\n"))
    return text


def _diff(expected: str, got: str, want: str = "handout", have: str = "yours") -> str:
    lines = difflib.unified_diff(expected.splitlines(keepends=True), got.splitlines(keepends=True), want, have, n=2)
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end\n" for line in lines)


def _shown(value: Any) -> str:
    if isinstance(value, dict) and "verdict" in value:
        return repr(value["verdict"])
    if isinstance(value, dict) and "repr" in value:
        return f"{value['repr']} (a {value['object']})"
    if isinstance(value, dict) and "int" in value:
        return value["int"]
    return repr(value)


def _winner(value: Any) -> Any:
    """A winner as the handout writes it: 'X' or 'O'; None, False, '' or '-' for nobody."""
    if isinstance(value, str) and value.strip().upper() in ("X", "O"):
        return value.strip().upper()
    if value in (None, False, "", "-") or (isinstance(value, str) and value.strip().lower() in ("none", "nobody", "-")):
        return None
    return value


def _exception(x: Dict[str, Any]) -> str:
    return f"{x['type']}({x['msg']!r})"


def _kinds(x: Dict[str, Any]) -> List[str]:
    return [name for name in x["mro"] if name in _KINDS]


def _one(check: Check, expected: Dict[str, Any], got: Dict[str, Any], at: int, accept: Accept = NO_VARIANTS) -> Optional[Mismatch]:
    what = f"{check.what} " if check.what else ""
    if expected["x"] is not None:
        if check.exc == "any":
            return None
        kinds = _kinds(expected["x"])
        wanted = " or ".join(kinds) or expected["x"]["type"]
        shown = f"raises {wanted}" + (f" with the message {expected['x']['msg']!r}" if check.exc == "message" else "")
        if got["x"] is None:
            return Mismatch(at, f"did not raise; the handout's behaviour {shown}", shown, f"returned {_shown(got['v'])}")
        if kinds and not set(kinds) & set(got["x"]["mro"]):
            return Mismatch(at, f"raised {got['x']['type']}; the handout's behaviour {shown}", shown, f"raised {_exception(got['x'])}")
        if check.exc == "message" and got["x"]["msg"] != expected["x"]["msg"]:
            return Mismatch(
                at,
                "raised the right kind of error with another message",
                repr(expected["x"]["msg"]),
                repr(got["x"]["msg"]),
            )
        # Both raised (a program ending in the starter's own traceback): what they printed first still counts.
        return _printed(check, expected, got, at, accept)
    if got["x"] is not None:
        return Mismatch(at, f"raised {_exception(got['x'])}; the handout's behaviour does not raise",
                        _shown(expected["v"]) if check.value else "does not raise", f"raised {_exception(got['x'])}")
    if check.value == "bool" and got["b"] != expected["b"]:
        return Mismatch(at, f"{what}is {_shown(got['v'])}; the handout's behaviour gives {expected['b']}", repr(expected["b"]), _shown(got["v"]))
    if check.value == "winner" and _winner(got["v"]) != _winner(expected["v"]):
        return Mismatch(at, f"{what}is {_shown(got['v'])}; the handout's behaviour gives {expected['v']!r}", repr(expected["v"]), _shown(got["v"]))
    if check.value == "exact" and got["v"] != expected["v"]:
        return Mismatch(at, f"{what}differs", _shown(expected["v"]), _shown(got["v"]))
    if check.value == "verdict":
        if got["v"]["verdict"] != expected["v"]["verdict"]:
            wrong = [k for k, v in expected["v"]["verdict"].items() if got["v"]["verdict"].get(k) != v]
            words = {"legal": "not a legal move", "unchanged": "changed the board it was given", "wins": "missed the win",
                     "safe": "handed the opponent a win it could have avoided"}
            return Mismatch(at, f"{what.strip()} {got['v']['move']} {' and '.join(words[k] for k in wrong)}",
                            repr(expected["v"]["verdict"]), f"{got['v']['move']} {got['v']['verdict']!r}")
        return None
    if check.value == "pair":
        # Two texts of the submission's own: the edition's starter code over its class, and its program.
        want, have = accept(got["v"]["want"]), accept(got["v"]["have"])
        if want != have:
            w, h = got["v"]["want"], got["v"]["have"]
            diff = _diff(w, h, "the starter over your class", "your program")
            mismatch = Mismatch(at, f"{what}differs from the starter's", repr(w), repr(h), diff)
            if check.prompt is not None:
                parted = next((i for i, (a, b) in enumerate(zip(want, have)) if a != b), min(len(want), len(have)))
                mismatch.lines_read = len(re.findall(check.prompt, want[:parted]))
            return mismatch
        if have != got["v"]["have"]:
            accept(got["v"]["have"], record=True)
        return None
    if check.value == "text" and got["v"] != expected["v"]:
        e, g = expected["v"], got["v"]
        if not isinstance(g, str):
            return Mismatch(at, f"{what}is not a string", repr(e), _shown(g))
        return Mismatch(at, f"{what}differs", repr(e), repr(g), _diff(e, g))
    return _printed(check, expected, got, at, accept)


_HOW = {
    "exact": "byte for byte", "rstrip": "(trailing spaces ignored)", "trim": "(trailing white space ignored)",
    "words": "(spacing ignored)", "message": "in its last line",
    "within": "(spacing and lines of your own aside)",
}


def _within(want: str, have: str) -> Optional[str]:
    """With ``out="within"``: None when ``have`` holds ``want`` word for word, in order, and only adds words
    of its own (an "ILLEGAL MOVE" after a refused move); else the words that differ."""
    a, b = want.split(), have.split()
    if a == b:
        return None
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    changed = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if all(op[0] == "insert" for op in changed):
        return None
    return " ".join(a[changed[0][1]:changed[0][2]])


def _printed(check: Check, expected: Dict[str, Any], got: Dict[str, Any], at: int, accept: Accept) -> Optional[Mismatch]:
    if check.out is None:
        return None
    want, have = accept(expected["o"]), accept(got["o"])
    if check.out == "within":
        same = _within(want, have) is None
        e, g = want, have
    else:
        e, g = _normal(want, check.out), _normal(have, check.out)
        same = e == g
    if same:
        if have != got["o"]:
            accept(got["o"], record=True)
        return None
    mismatch = Mismatch(at, f"printed text differs {_HOW[check.out]}", repr(expected["o"]), repr(got["o"]), _diff(expected["o"], got["o"]))
    if check.prompt is not None:
        parted = next((i for i, (a, b) in enumerate(zip(e, g)) if a != b), min(len(e), len(g)))
        mismatch.lines_read = len(re.findall(check.prompt, e[:parted]))
    return mismatch


def compare(scenario: Scenario, expected: List[Dict[str, Any]], outcome: Outcome, accept: Accept = NO_VARIANTS) -> Optional[Mismatch]:
    """The first difference between the engine's observations and the submission's, or None (the mismatch
    also says how the submission's values were made, for the reproduction)."""
    mismatch = _first(scenario, expected, outcome, accept)
    if mismatch is not None:
        mismatch.made = {
            index: seen["v"] for index, (op, seen) in enumerate(zip(scenario.ops, outcome.observations))
            if op["op"] == "set" and isinstance(seen.get("v"), dict) and "numpy" in seen["v"]
        }
    return mismatch


def _first(scenario: Scenario, expected: List[Dict[str, Any]], outcome: Outcome, accept: Accept) -> Optional[Mismatch]:
    observed = outcome.observations
    for index, check in enumerate(scenario.checks):
        if index >= len(observed):
            break
        mismatch = _one(check, expected[index], observed[index], index, accept)
        if mismatch is not None:
            return mismatch
    if outcome.fatal is not None:
        fatal = outcome.fatal
        at = fatal.get("at")
        return Mismatch(at if isinstance(at, int) and at >= 0 else None, describe(fatal))
    if len(observed) < len(scenario.checks):
        return Mismatch(None, "stopped before the end of the scenario")
    return None


def best(mismatches: Sequence[Mismatch]) -> Mismatch:
    """Of the differences against each engine variant, the one found latest (the closest agreement)."""
    return max(mismatches, key=lambda m: -1 if m.at is None else m.at)


# -- reproductions --------------------------------------------------------------------------------------


def _literal(value: Any) -> str:
    if isinstance(value, dict) and set(value) == {"var"}:
        return value["var"]
    if isinstance(value, list):
        return "[" + ", ".join(_literal(item) for item in value) + "]"
    return repr(value)


def _built(value: Any, made: Optional[Dict[str, str]]) -> str:
    """``value`` as code, in the type the grader handed it over in (a numpy array of the submission's dtype)."""
    if made and "numpy" in made:
        return f"numpy.array({_literal(value)}, dtype={made['numpy']!r})"
    return _literal(value)


def _args(op: Dict[str, Any]) -> str:
    return ", ".join(_literal(arg) for arg in op.get("args", []))


def _path(path: Sequence[Any]) -> str:
    return "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in path)


def _line(op: Dict[str, Any], names: Dict[str, str], methods: Dict[str, str], made: Optional[Dict[str, str]] = None,
          last: bool = False) -> List[str]:
    """The code of one operation; ``last``: the one that differs, whose value the last line shows."""
    kind = op["op"]
    name = op.get("name", "")
    if kind == "new":
        return [f"{op['as']} = {names.get(name, name)}({_args(op)})"]
    if kind == "call":
        stdin = op.get("stdin")
        call = f"{names.get(name, name)}({_args(op)})" if op.get("on") is None else f"{op['on']}.{methods.get(name, name)}({_args(op)})"
        if stdin is not None:
            return ["import io, sys", f"sys.stdin = io.StringIO({stdin!r})", call]
        return [call]
    if kind == "get":
        return [f"{op['on']}{_path(op['path'])}"]
    if kind == "set":
        return [f"{op['on']}{_path(op['path'])} = {_built(op['value'], made)}"]
    if kind == "str":
        return [f"str({op['on']})"]
    if kind == "transfer":
        # Its value is the card that moved: named, so that the last line can show it.
        taken = f"{op['from']}.{methods.get(op['take'], op['take'])}()"
        put = f"{op['to']}.{methods.get(op['put'], op['put'])}"
        return [f"card = {taken}", f"{put}(card)"] + (["card"] if last else [])
    if kind == "piles":
        if op.get("via", "t") == "t":
            return [f"[pile.items for pile in {op['on']}.t]"]
        return [f"[{op['on']}.{methods.get('get_pile', 'get_pile')}(i).items for i in range({op['count']})]"]
    if kind == "cards":
        return [f"{op['on']}.items"]
    if kind == "let":
        return [f"{op['as']} = {_literal(op['value'])}"]
    if kind == "choose":
        return [f"{names.get(name, name)}({op['board']!r}, {op['turn']}, {op['level']})"]
    if kind == "fill":
        pile = f"{op['on']}.{methods.get('get_pile', 'get_pile')}({op['pile']})"
        take, put, size = (methods.get(n, n) for n in ("remove_rear", "add_front", "size"))
        lines = [f"while {pile}.{size}() > 0: {pile}.{take}()"] if op["pile"] == 0 else []
        return lines + [f"for card in {op['cards']!r}: {pile}.{put}(card)"] if op["cards"] else lines
    if kind in ("main", "starter"):
        return [f"printf {_shell(op.get('stdin') or '')} | python {{file}}"]
    if kind == "match":
        return [f"# a game: your {op['name']}(board, turn, {op['level']}) against digipeg's {op['opponent']!r} player, "
                f"seed {op['seed']}"]
    return [json.dumps(op)]


def _shell(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "'\\''").replace("\n", "\\n").replace("%", "%%") + "'"


def failure(
    scenario: Scenario, mismatch: Mismatch, names: Dict[str, str], methods: Dict[str, str], module: str, file: str,
    preamble: Sequence[str] = (),
) -> Failure:
    """The report's picture of a difference: the calls up to it, then what was expected and what came."""
    end = len(scenario.ops) if mismatch.at is None else mismatch.at + 1
    ops = scenario.ops[:end]
    if mismatch.lines_read is not None and ops[-1].get("stdin"):
        # The input read before the outputs parted shows the difference: the rest is left out.
        lines = ops[-1]["stdin"].split("\n")[:-1]
        ops = ops[:-1] + [dict(ops[-1], stdin="".join(line + "\n" for line in lines[: max(mismatch.lines_read, 1)]))]
    program = any(op["op"] in ("main", "starter") for op in ops)
    lines: List[str] = []
    if not program:
        lines.extend(preamble)
        if any(index < end for index in mismatch.made):
            lines.append("import numpy")
        lines.append(f"from {module} import *" if module.isidentifier() else f"exec(open({file!r}).read())")
    kept = []
    for index, op in enumerate(ops):
        if op["op"] in ("get", "str", "piles", "cards") and index < end - 1:
            continue  # a read that agreed: it changes nothing, the reproduction is shorter without it
        kept.append(op)
        here = index == end - 1 and mismatch.at is not None and not program
        text = [line.replace("{file}", file) for line in _line(op, names, methods, mismatch.made.get(index), here)]
        if here:
            text[-1] += "   # <- here"
        lines.extend(text)
    return Failure(
        reason=mismatch.reason if mismatch.at is not None else f"{mismatch.reason} (somewhere in these calls)",
        reproduction="\n".join(lines),
        operations=operations(kept),
        expected=mismatch.expected,
        got=mismatch.got,
        diff=mismatch.diff,
    )
