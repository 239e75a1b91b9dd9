"""The worker process: runs a submission's code for the grader, one scenario per request.

``python -m digipeg.grade._worker READ_FD WRITE_FD LIMITS_JSON``. Requests and replies are JSON lines on
the two pipes (never on standard input or output, which belong to the submission):

- ``{"cmd": "load", "path": ..., "names": {handout name: [spellings]}, "methods": {...}}`` ->
  ``{"error": None or "SyntaxError: ...", "found": {handout name: spelling or None}, "loaded": ..., "fatal": ...}``
- ``{"cmd": "run", "ops": [...]}`` -> ``{"loaded": ..., "obs": [...], "fatal": None or {...}}``

Every scenario executes the submission's file afresh (a new module namespace), so no state leaks from
one scenario into the next, and a scenario gives the same result whenever it runs. The grader enforces
the time limit of a whole scenario by killing this process; the per-call limit is a timer here.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import sys
import types
from typing import Any, Dict, List, Optional

from .ops import CallTimeout, Env, run


class _Names(dict):
    """The handout's names, looked up in the submission's module under any accepted spelling."""

    def __init__(self, module: types.ModuleType, spellings: Dict[str, List[str]]) -> None:
        super().__init__()
        self._module = module
        self._spellings = spellings

    def spelling(self, name: str) -> Optional[str]:
        for candidate in self._spellings.get(name, [name]):
            if candidate in self._module.__dict__:
                return candidate
        return None

    def __getitem__(self, name: str) -> Any:
        found = self.spelling(name)
        if found is None:
            raise KeyError(name)
        return self._module.__dict__[found]


class Submission:
    """The submission's compiled file and the names the grader asks for."""

    def __init__(self, path: str, names: Dict[str, List[str]], methods: Dict[str, List[str]]) -> None:
        self.path = path
        self.names = names
        self.methods = methods
        with open(path, "rb") as source:
            self.code = compile(source.read(), path, "exec", dont_inherit=True)

    def env(self) -> Env:
        module = types.ModuleType("submission")
        module.__file__ = self.path
        names = _Names(module, self.names)

        def load() -> None:
            exec(self.code, module.__dict__)

        def main() -> Any:
            program = types.ModuleType("__main__")
            program.__file__ = self.path
            saved_main, saved_argv = sys.modules.get("__main__"), sys.argv
            sys.modules["__main__"], sys.argv = program, [self.path]
            try:
                exec(self.code, program.__dict__)
            finally:
                sys.argv = saved_argv
                if saved_main is not None:
                    sys.modules["__main__"] = saved_main
            return 0

        return Env(names, main=main, methods=self.methods, load=load)


def _ring(signum: int, frame: Any) -> None:
    raise CallTimeout()


def _arm(seconds: float) -> None:
    signal.setitimer(signal.ITIMER_REAL, max(seconds, 0.0))


def main(argv: List[str]) -> int:
    read_fd, write_fd, limits = int(argv[0]), int(argv[1]), json.loads(argv[2])
    requests = os.fdopen(read_fd, "r", encoding="utf-8")
    replies = os.fdopen(write_fd, "wb", buffering=0)
    memory = int(limits["memory"])
    if memory > 0:
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = memory if hard == resource.RLIM_INFINITY else min(memory, hard)
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    signal.signal(signal.SIGALRM, _ring)
    options = {"output_cap": int(limits["output"]), "arm": _arm, "call_limit": float(limits["call"])}
    submission: Optional[Submission] = None

    def reply(message: Dict[str, Any]) -> None:
        data = (json.dumps(message, ensure_ascii=True, default=repr) + "\n").encode()
        while data:
            data = data[replies.write(data) :]

    for line in requests:
        request = json.loads(line)
        if request["cmd"] == "load":
            path = request["path"]
            sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
            try:
                submission = Submission(path, request["names"], request["methods"])
            except SyntaxError as err:
                reply({"error": f"{type(err).__name__}: {err.msg} (line {err.lineno})", "found": {}})
                continue
            except (OSError, ValueError) as err:
                reply({"error": f"cannot read the file: {err}", "found": {}})
                continue
            env = submission.env()
            loaded, _, fatal = run(env, [], **options)
            found = {name: env.names.spelling(name) for name in submission.names}  # type: ignore[attr-defined]
            reply({"error": None, "found": found, "loaded": loaded, "fatal": fatal})
        elif request["cmd"] == "run":
            assert submission is not None, "run before load"
            loaded, observations, fatal = run(submission.env(), request["ops"], **options)
            reply({"loaded": loaded, "obs": observations, "fatal": fatal})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
