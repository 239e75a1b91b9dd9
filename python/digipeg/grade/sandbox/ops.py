"""The scenario language: a scenario is a list of operations (plain JSON data), run the same way on the
engine (in the grader's process) and on a submission (in the worker process).

An operation is a dict with an ``op`` key:

- ``{"op": "new", "as": VAR, "name": NAME, "args": [...]}``: ``VAR = NAME(*args)`` (a class or a function);
- ``{"op": "call", "on": VAR or None, "name": NAME, "args": [...], "stdin": TEXT or absent}``:
  ``VAR.NAME(*args)`` or the top-level ``NAME(*args)``, with ``TEXT`` as standard input;
- ``{"op": "get", "on": VAR, "path": [...]}`` / ``{"op": "set", "on": VAR, "path": [...], "value": V}``:
  read or assign ``VAR.a.b[0]...`` (a string in the path is an attribute, an int an index);
- ``{"op": "str", "on": VAR}``: ``str(VAR)``;
- ``{"op": "transfer", "from": A, "take": M1, "to": B, "put": M2}``: ``B.M2(A.M1())``;
- ``{"op": "piles", "on": VAR, "via": "t" or "get_pile", "count": N}``: the cards of each pile, as lists:
  ``[list(pile.items) for pile in VAR.t]``, or of ``VAR.get_pile(i)`` for i below N (the pile's one list
  attribute, whatever its name);
- ``{"op": "cards", "on": VAR}``: the cards of the pile VAR, as a list (its one list attribute);
- ``{"op": "fill", "on": VAR, "pile": I, "cards": [...]}``: empty ``VAR.get_pile(I)`` with ``remove_rear``
  and fill it with ``add_front`` (the piles of an edition whose list has no fixed name);
- ``{"op": "let", "as": VAR, "value": V}``: ``VAR = V``;
- ``{"op": "choose", "name": NAME, "board": ..., "turn": T, "level": L, "judge": [...]}``: a computer's
  move ``NAME(board, T, L)`` and the engine's verdict on it (see :func:`digipeg.grade.assignments.ps0001.judge`);
- ``{"op": "match", ...}``: a game between a submission's computer player and the engine's (see
  :func:`digipeg.grade.assignments.ps0001.play_match`); its value is the game's record;
- ``{"op": "main", "stdin": TEXT}``: run the program as ``python submission.py`` with ``TEXT`` as input;
- ``{"op": "starter", "name": NAME, "starter": {...}, "stdin": TEXT}``: the program, and the edition's
  starter ``main()`` (:class:`~digipeg.grade.assignments.peg.StarterProgram`) over the class NAME of the same
  environment, both with ``TEXT`` as input: ``{"want": the starter's text, "have": the program's}``. With
  the submission's own class on both sides, a difference is in the starter's code, never in the methods.

Names in operations are the assignment's roles (the 2019 names: ``Deque``, ``add_front``, ...); the
environment maps each role to its spelling in the edition (``CardPile``, ``add_bottom``, ...).
A ``set`` keeps the type the submission made: a numpy array stays an array of its dtype, a list a list;
its value says which (:func:`made`), so that a reproduction builds the value the same way.

An argument ``{"var": NAME}`` stands for a variable made by an earlier ``new`` or ``let``. An operation
with ``"seconds"`` may take that long (a whole game) instead of the call limit.

Each operation gives one observation: ``{"v": value, "b": truth, "x": exception or None, "o": printed text}``
(values converted to JSON data by :func:`plain`). A fatal event (a call over its time limit, too much
output, ``sys.exit``, memory exhausted) ends the scenario: ``fatal = {"kind", "at", "detail"}``.

This module must stay importable without Hypothesis: the worker imports it.
"""

from __future__ import annotations

import io
import random
import sys
from typing import Any, Callable, Dict, List, Optional, Tuple

__all__ = ["CallTimeout", "OutputLimit", "Capture", "Env", "MissingName", "like", "made", "run", "plain"]

Observation = Dict[str, Any]
Fatal = Dict[str, Any]


class CallTimeout(BaseException):
    """Raised into the submission's code when a call passes its time limit (a BaseException, so that
    ``except Exception`` in the submission does not swallow it)."""


class OutputLimit(BaseException):
    """Raised from ``print`` when the submission has printed more than the output limit."""


class MissingName(Exception):
    """The submission does not define a name the scenario needs."""


class Capture(io.TextIOBase):
    """A text stream that keeps what is written, up to ``cap`` characters (then raises OutputLimit)."""

    def __init__(self, cap: int) -> None:
        super().__init__()
        self._parts: List[str] = []
        self._size = 0
        self._cap = cap

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:  # type: ignore[override]
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        self._size += len(text)
        if self._size > self._cap:
            raise OutputLimit(f"printed more than {self._cap:,} characters")
        self._parts.append(text)
        return len(text)

    def getvalue(self) -> str:
        return "".join(self._parts)


class Env:
    """Where a scenario's names come from: the engine's namespace, or a fresh copy of the submission's.

    ``names`` maps the handout's name to the object; ``main()`` runs the program on ``sys.stdin`` /
    ``sys.stdout`` (or is None); ``methods`` maps a handout method name to the other spellings to
    accept; ``load()``, if given, runs before the first operation (the worker executes the submission's
    file there, so ``names`` may be filled by it).
    """

    def __init__(
        self,
        names: Dict[str, Any],
        main: Optional[Callable[[], Any]] = None,
        methods: Optional[Dict[str, List[str]]] = None,
        load: Optional[Callable[[], Any]] = None,
    ) -> None:
        self.names = names
        self.main = main
        self.methods = methods or {}
        self.load = load

    def lookup(self, name: str) -> Any:
        try:
            return self.names[name]
        except KeyError:
            raise MissingName(name) from None

    def method(self, target: Any, name: str) -> Any:
        spellings = self.methods.get(name) or [name]
        for spelling in spellings:
            try:
                return getattr(target, spelling)
            except AttributeError:
                continue
        return getattr(target, spellings[0])  # raises the AttributeError of the edition's name


def _numpy(value: Any) -> bool:
    return type(value).__module__ == "numpy" and hasattr(value, "tolist")


def plain(value: Any, depth: int = 0) -> Any:
    """A JSON-ready picture of ``value``: scalars as they are, sequences as lists (numpy arrays and scalars by
    value), other objects by type and repr."""
    if _numpy(value) and getattr(value, "size", 0) <= 10_000:
        value = value.tolist()
    if value is None or isinstance(value, (bool, int, float)):
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53:
            return {"int": str(value)}
        return value
    if isinstance(value, str):
        return value if len(value) <= 10_000 else value[:10_000] + "..."
    if isinstance(value, (list, tuple)) and depth < 4 and len(value) <= 1_000:
        return [plain(item, depth + 1) for item in value]
    if type(value) is dict and depth < 4 and len(value) <= 100 and all(isinstance(k, str) for k in value):
        return {key: plain(item, depth + 1) for key, item in value.items()}
    try:
        text = repr(value)
    except Exception as err:  # a broken __repr__ is the submission's, not ours
        text = f"<repr raised {type(err).__name__}>"
    return {"object": type(value).__name__, "repr": text[:300]}


def _exception(err: BaseException) -> Dict[str, Any]:
    message = err.args[0] if len(err.args) == 1 and isinstance(err.args[0], str) else str(err)
    return {
        "type": type(err).__name__,
        "mro": [cls.__name__ for cls in type(err).__mro__],
        "msg": message[:2_000],
    }


def _truth(value: Any) -> Optional[bool]:
    try:
        return bool(value)
    except Exception:
        return None


def _resolve(value: Any, variables: Dict[str, Any]) -> Any:
    if isinstance(value, dict) and set(value) == {"var"}:
        return variables[value["var"]]
    if isinstance(value, list):
        return [_resolve(item, variables) for item in value]
    return value


def like(value: Any, current: Any) -> Any:
    """``value`` (plain data from the grader) in the type of ``current``, the value it replaces: an array of
    the same dtype for a numpy array, a list of lists for a list; as it is otherwise."""
    if _numpy(current) and hasattr(current, "dtype"):
        import numpy

        return numpy.array(value, dtype=current.dtype)
    if isinstance(current, list) and isinstance(value, list):
        return [list(item) if isinstance(item, list) else item for item in value]
    return value


def made(value: Any) -> Optional[Dict[str, str]]:
    """How :func:`like` made ``value``, for a reproduction to build it the same way: ``{"numpy": dtype}`` for
    a numpy array, None for plain data."""
    if _numpy(value) and hasattr(value, "dtype"):
        return {"numpy": str(value.dtype)}
    return None


def cards(pile: Any) -> List[Any]:
    """The cards of a pile object whose list may have any name: ``items``, else its one list attribute."""
    items = getattr(pile, "items", None)
    if isinstance(items, list):
        return list(items)
    lists = [value for value in vars(pile).values() if isinstance(value, list)] if hasattr(pile, "__dict__") else []
    if len(lists) == 1:
        return list(lists[0])
    raise AttributeError(f"{type(pile).__name__} keeps no single list of cards (looked for items, then any list attribute)")


def _walk(target: Any, path: List[Any]) -> Any:
    for step in path:
        target = target[step] if isinstance(step, int) else getattr(target, step)
    return target


def _execute(op: Dict[str, Any], env: Env, variables: Dict[str, Any]) -> Any:
    kind = op["op"]
    args = _resolve(op.get("args", []), variables)
    if kind == "new":
        variables[op["as"]] = result = env.lookup(op["name"])(*args)
        return result
    if kind == "call":
        on = op.get("on")
        function = env.lookup(op["name"]) if on is None else env.method(variables[on], op["name"])
        return function(*args)
    if kind == "get":
        return _walk(variables[op["on"]], op["path"])
    if kind == "set":
        *path, last = op["path"]
        holder = _walk(variables[op["on"]], path)
        value = _resolve(op["value"], variables)
        current = holder[last] if isinstance(last, int) else getattr(holder, last, None)
        value = like(value, current)
        if isinstance(last, int):
            holder[last] = value
        else:
            setattr(holder, last, value)
        return made(value)
    if kind == "let":
        variables[op["as"]] = _resolve(op["value"], variables)
        return None
    if kind == "choose":
        from ..assignments.ps0001 import judge

        return judge(env.lookup(op["name"]), op)
    if kind == "cards":
        return cards(variables[op["on"]])
    if kind == "fill":
        pile = env.method(variables[op["on"]], "get_pile")(op["pile"])
        size, take, put = (env.method(pile, name) for name in ("size", "remove_rear", "add_front"))
        for _ in range(10_000):
            if not size():
                break
            take()
        for card in op["cards"]:
            put(card)
        return None
    if kind == "match":
        from ..assignments.ps0001 import play_match

        return play_match(env.lookup(op["name"]), op)
    if kind == "str":
        return str(variables[op["on"]])
    if kind == "transfer":
        taken = env.method(variables[op["from"]], op["take"])()
        env.method(variables[op["to"]], op["put"])(taken)
        return taken
    if kind == "piles":
        game = variables[op["on"]]
        if op.get("via", "t") == "t":
            return [list(pile.items) for pile in game.t]
        get_pile = env.method(game, "get_pile")
        return [cards(get_pile(i)) for i in range(op["count"])]
    if kind == "main":
        if env.main is None:
            raise MissingName("the program")
        return env.main()
    if kind == "starter":
        from ..assignments.peg import StarterProgram, transcript

        if env.main is None:
            raise MissingName("the program")
        have = _program(env.main, op["stdin"])
        want = transcript(StarterProgram(op["starter"], env.lookup(op["name"]), env.method), op["stdin"])
        return {"want": want, "have": have}
    raise ValueError(f"unknown operation {kind!r}")


def _program(main: Callable[[], Any], stdin: str) -> str:
    """What the program prints with ``stdin`` as input, ending with the traceback's last line if it ends in one."""
    saved = sys.stdin, sys.stdout
    out = Capture(1_000_000)
    sys.stdin, sys.stdout = io.StringIO(stdin), out
    ended = ""
    try:
        main()
    except SystemExit as err:
        if err.code not in (None, 0):
            ended = f"[the program ends: sys.exit({err.code!r})]\n"
    except Exception as err:  # noqa: BLE001 - the program's own traceback is part of what it does
        ended = f"[the program ends: {type(err).__name__}]\n"
    finally:
        sys.stdin, sys.stdout = saved
    return out.getvalue() + ended


def run(
    env: Env,
    ops: List[Dict[str, Any]],
    *,
    output_cap: int = 1_000_000,
    arm: Callable[[float], None] = lambda seconds: None,
    call_limit: float = 0.0,
) -> Tuple[Optional[Observation], List[Observation], Optional[Fatal]]:
    """Run ``ops`` in ``env``: returns what loading printed or raised (``env.load``; None without one),
    the observations, and the fatal event that ended the run early, if any (``at`` -1: while loading).

    ``arm(seconds)`` starts the per-call timer (``arm(0)`` stops it); the worker's raises
    :class:`CallTimeout` into the call when it rings.
    """
    variables: Dict[str, Any] = {}
    observations: List[Observation] = []
    saved = sys.stdin, sys.stdout, sys.stderr
    random.seed(0)  # a submission that uses random gives the same answers on every run

    def step(index: int, kind: str, action: Callable[[], Any], stdin: str, limit: float = call_limit) -> Tuple[Observation, Optional[Fatal]]:
        out = Capture(output_cap)
        sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin), out, Capture(output_cap)
        observation: Observation = {"v": None, "b": None, "x": None, "o": ""}
        fatal: Optional[Fatal] = None
        try:
            arm(limit)
            try:
                value = action()
                observation["v"], observation["b"] = plain(value), _truth(value)
            finally:
                arm(0)
        except CallTimeout:
            fatal = {"kind": "timeout", "detail": f"no answer within {limit:g} s"}
        except OutputLimit as err:
            fatal = {"kind": "output", "detail": str(err)}
        except SystemExit as err:
            if kind == "main" and err.code in (None, 0):
                observation["v"] = 0
            else:
                fatal = {"kind": "exit", "detail": f"called sys.exit({err.code!r})"}
        except MemoryError:
            fatal = {"kind": "memory", "detail": "ran out of memory (MemoryError)"}
        except MissingName as err:
            fatal = {"kind": "missing", "detail": str(err)}
        except Exception as err:
            observation["x"] = _exception(err)
        except BaseException as err:  # KeyboardInterrupt, GeneratorExit, ... raised by the submission
            fatal = {"kind": "exit", "detail": f"raised {type(err).__name__}"}
        observation["o"] = out.getvalue() if fatal is None or fatal["kind"] != "output" else ""
        if fatal is not None:
            fatal["at"] = index
        return observation, fatal

    try:
        loaded: Optional[Observation] = None
        if env.load is not None:
            loaded, fatal = step(-1, "load", env.load, "")
            if fatal is not None:
                return loaded, observations, fatal
        for index, op in enumerate(ops):
            observation, fatal = step(index, op["op"], lambda: _execute(op, env, variables), op.get("stdin") or "",
                                      float(op.get("seconds", call_limit)))
            if fatal is not None:
                return loaded, observations, fatal
            observations.append(observation)
        return loaded, observations, None
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
