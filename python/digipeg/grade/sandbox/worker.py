"""The worker process: runs a submission's code for the grader, one scenario per request.

``python -m digipeg.grade.sandbox.worker READ_FD WRITE_FD LIMITS_JSON``. Requests and replies are JSON lines on
the two pipes (never on standard input or output, which belong to the submission):

- ``{"cmd": "load", "paths": [main file, other files...], "names": {role: [spellings]}, "methods": {...}}``
  -> ``{"error": None or "SyntaxError: ...", "found": {role: spelling or None}, "skipped": [...], "loaded": ...}``
- ``{"cmd": "run", "ops": [...]}`` -> ``{"loaded": ..., "obs": [...], "fatal": None or {...}}``

Every scenario executes the submission's files afresh (new module namespaces), so no state leaks from one
scenario into the next, and a scenario gives the same result whenever it runs. Loading runs a module one
top-level statement at a time: a statement that fails (``main()`` reading input that is not there, a GUI
window with no display, an import of a missing package, a loop that never ends) is skipped, the grading
goes on with what the others defined, and the load reply says which were skipped and why. Other files of
the submission are its modules: ``import helper`` loads ``helper.py`` the same way. The grader enforces
the time limit of a whole scenario by killing this process; the per-call limit is a timer here.
"""

from __future__ import annotations

import ast
import importlib.abc
import importlib.util
import json
import os
import resource
import signal
import sys
import time
import types
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple

from .ops import CallTimeout, Capture, Env, OutputLimit, run


class _Names(dict):
    """The roles of the assignment, looked up in the submission's modules (the main one first) under any
    accepted spelling."""

    def __init__(self, modules: Callable[[], Iterator[types.ModuleType]], spellings: Dict[str, List[str]]) -> None:
        super().__init__()
        self._modules = modules
        self._spellings = spellings

    def _find(self, name: str) -> Optional[Tuple[str, Any]]:
        for module in self._modules():
            for candidate in self._spellings.get(name, [name]):
                if candidate in module.__dict__:
                    return candidate, module.__dict__[candidate]
        return None

    def spelling(self, name: str) -> Optional[str]:
        found = self._find(name)
        return None if found is None else found[0]

    def __getitem__(self, name: str) -> Any:
        found = self._find(name)
        if found is None:
            raise KeyError(name)
        return found[1]


def _statement(source: str, node: ast.stmt) -> str:
    text = ast.get_source_segment(source, node) or ""
    first = text.split("\n", 1)[0]
    return first if len(first) <= 60 and "\n" not in text else first[:57].rstrip() + " ..."


def _defines(node: ast.stmt) -> List[str]:
    """The names a top-level statement binds."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return [(alias.asname or alias.name).split(".")[0] for alias in node.names]
    return [n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)]


def _why(err: BaseException, limit: float) -> str:
    if isinstance(err, CallTimeout):
        return f"it ran longer than {limit:g} s (an endless loop, or a program waiting for events)"
    if isinstance(err, OutputLimit):
        return str(err)
    if isinstance(err, SystemExit):
        return f"it called sys.exit({err.code!r})"
    if isinstance(err, EOFError):
        return "it reads input (EOFError: the grader gives no input at import)"
    if isinstance(err, ModuleNotFoundError):
        return f"it imports a package that is not installed ({err})"
    if type(err).__name__ == "TclError":
        return f"it opens a window, and there is no display (TclError: {err})"
    message = str(err).split("\n", 1)[0][:200]
    return f"it raised {type(err).__name__}" + (f": {message}" if message else "")


class _File:
    """One file of the submission: its statements, compiled one by one, and which of them are skipped."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.name = os.path.splitext(os.path.basename(path))[0]
        with open(path, "rb") as handle:
            data = handle.read()
        self.code = compile(data, path, "exec", dont_inherit=True)  # a SyntaxError is the file's, reported as such
        source = data.decode("utf-8", errors="replace")
        tree = ast.parse(data, path)
        self.statements = [
            (node.lineno, _statement(source, node), compile(ast.Module(body=[node], type_ignores=[]), path, "exec", dont_inherit=True))
            for node in tree.body
        ]
        self.defines = [_defines(node) for node in tree.body]
        self.skip: Dict[int, str] = {}


class Submission:
    """The submission's compiled files (the main one first) and the roles the grader asks for."""

    def __init__(self, paths: List[str], names: Dict[str, List[str]], methods: Dict[str, List[str]], options: Dict[str, Any]) -> None:
        self.files = [_File(path) for path in paths]
        self.names = names
        self.methods = methods
        self.options = options
        self.learning = True
        """While loading for the first time, a failing statement is recorded; afterwards it is skipped."""

    @property
    def main(self) -> _File:
        return self.files[0]

    def skipped(self) -> List[Dict[str, Any]]:
        """The statements skipped at import, each with why; a statement that failed only for want of a
        name an earlier skipped one would have made is counted with that one (``followers``)."""
        result: List[Dict[str, Any]] = []
        for f in self.files:
            lost: Dict[str, Dict[str, Any]] = {}
            for index, (line, code, _) in enumerate(f.statements):
                if index not in f.skip:
                    continue
                why = f.skip[index]
                cause = next((lost[name] for name in lost if why.endswith(f"name '{name}' is not defined")), None)
                if cause is not None:
                    cause["followers"] += 1
                else:
                    cause = {"file": os.path.basename(f.path), "line": line, "code": code, "why": why, "followers": 0}
                    result.append(cause)
                for name in f.defines[index]:
                    lost[name] = cause
        return result

    def _execute(self, file: _File, module: types.ModuleType) -> None:
        arm, limit, cap = self.options["arm"], self.options["call_limit"], self.options["output_cap"]
        saved = sys.stdout, sys.stderr
        # A module imported during a call runs under the call's timer: it is set again afterwards.
        outer, started = signal.getitimer(signal.ITIMER_REAL)[0], time.monotonic()
        for index, (_, _, code) in enumerate(file.statements):
            if index in file.skip:
                continue
            sys.stdout, sys.stderr = Capture(cap), Capture(cap)
            try:
                arm(limit)
                try:
                    exec(code, module.__dict__)
                finally:
                    arm(0)
            except BaseException as err:  # noqa: BLE001 - whatever a top-level statement does, the grading goes on
                if isinstance(err, (KeyboardInterrupt, GeneratorExit)) and not self.learning:
                    raise
                if self.learning:
                    file.skip[index] = _why(err, limit)
            finally:
                sys.stdout, sys.stderr = saved
        if outer > 0:
            arm(max(outer - (time.monotonic() - started), 0.001))

    def env(self) -> Env:
        by_name = {f.name: f for f in self.files}
        modules: Dict[str, types.ModuleType] = {}
        submission = self

        class Finder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
            """``import helper`` of one of the submission's own files: loaded statement by statement."""

            def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
                if fullname in by_name and fullname != submission.main.name:
                    return importlib.util.spec_from_file_location(fullname, by_name[fullname].path, loader=self)
                return None

            def create_module(self, spec: Any) -> Optional[types.ModuleType]:
                return None

            def exec_module(self, module: types.ModuleType) -> None:
                modules[module.__name__] = module
                submission._execute(by_name[module.__name__], module)

        finder = Finder()
        main = types.ModuleType(self.main.name)
        main.__file__ = self.main.path

        def fresh() -> None:
            for name in by_name:
                sys.modules.pop(name, None)
            sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "Finder"]
            sys.meta_path.insert(0, finder)

        def loaded() -> Iterator[types.ModuleType]:
            # The main module's names first, then the other files' (each imported only when a name is
            # not found before it, in the given order).
            yield main
            for file in self.files[1:]:
                if file.name not in modules:
                    try:
                        importlib.import_module(file.name)
                    except BaseException:  # noqa: BLE001 - a module that cannot load lends no names
                        continue
                if file.name in modules:
                    yield modules[file.name]

        names = _Names(loaded, self.names)

        def load() -> None:
            fresh()
            sys.modules[self.main.name] = main
            self._execute(self.main, main)

        def program() -> Any:
            fresh()
            script = types.ModuleType("__main__")
            script.__file__ = self.main.path
            saved_main, saved_argv = sys.modules.get("__main__"), sys.argv
            sys.modules["__main__"], sys.argv = script, [self.main.path]
            try:
                exec(self.main.code, script.__dict__)
            finally:
                sys.argv = saved_argv
                if saved_main is not None:
                    sys.modules["__main__"] = saved_main
            return 0

        return Env(names, main=program, methods=self.methods, load=load)


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
            paths = request["paths"]
            for folder in reversed(list(dict.fromkeys(os.path.dirname(os.path.abspath(p)) for p in paths))):
                sys.path.insert(0, folder)
            try:
                submission = Submission(paths, request["names"], request["methods"], options)
            except SyntaxError as err:
                where = os.path.basename(err.filename or paths[0])
                reply({"error": f"{type(err).__name__}: {err.msg} ({where}, line {err.lineno})", "found": {}})
                continue
            except (OSError, ValueError) as err:
                reply({"error": f"cannot read the file: {err}", "found": {}})
                continue
            env = submission.env()
            loaded, _, fatal = run(env, [], **options)
            found = {name: env.names.spelling(name) for name in submission.names}  # type: ignore[attr-defined]
            submission.learning = False
            reply({"error": None, "found": found, "loaded": loaded, "fatal": fatal, "skipped": submission.skipped()})
        elif request["cmd"] == "run":
            assert submission is not None, "run before load"
            loaded, observations, fatal = run(submission.env(), request["ops"], **options)
            reply({"loaded": loaded, "obs": observations, "fatal": fatal})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
