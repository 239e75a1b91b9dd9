"""The grader's side of the isolation: a long-lived worker process per submission, restarted when it
dies or passes the time limit of a scenario."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any, Dict, List, Optional

__all__ = ["Limits", "Outcome", "Worker"]

# Libraries that open windows or sound devices are told to use none (pygame, matplotlib).
_HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "MPLBACKEND": "Agg"}

# Seconds to wait for the exit status of a worker whose pipe has closed.
_EXIT_GRACE = 2.0


@dataclass(frozen=True)
class Limits:
    """What a submission may use. The defaults are generous for these assignments: a correct solution
    answers a call in microseconds."""

    call: float = 1.0
    """Seconds one call (or one run of the program) may take; a timer inside the worker."""
    scenario: float = 5.0
    """Seconds one scenario may take before the grader kills the worker (a call that swallows the timer)."""
    memory: int = 1 << 30
    """Bytes of address space of the worker (``RLIMIT_AS``); 0 for no limit."""
    output: int = 1_000_000
    """Characters one call or program may print."""
    start: float = 20.0
    """Seconds the worker may take to start and load the submission's file."""


@dataclass
class Outcome:
    """What running a scenario in the worker gave."""

    observations: List[Dict[str, Any]]
    fatal: Optional[Dict[str, Any]]
    loaded: Optional[Dict[str, Any]] = None


class Worker:
    """A process that executes the submission's code; ``run(ops)`` plays one scenario in it."""

    def __init__(self, paths: List[str], names: Dict[str, List[str]], methods: Dict[str, List[str]], limits: Limits) -> None:
        self.paths = [os.path.abspath(path) for path in paths]
        self.names = names
        self.methods = methods
        self.limits = limits
        self.scenarios = 0
        self.restarts = 0
        self.load: Dict[str, Any] = {}
        self._process: Optional[subprocess.Popen] = None
        self._to = self._from = -1
        self._buffer = b""
        self._closed = False
        self._home = tempfile.TemporaryDirectory(prefix="digipeg-grade-")

    # -- process management -------------------------------------------------------------------------

    def _start(self) -> Dict[str, Any]:
        to_worker_r, to_worker_w = os.pipe()
        from_worker_r, from_worker_w = os.pipe()
        limits = {"call": self.limits.call, "memory": self.limits.memory, "output": self.limits.output}
        # One thread for numerical libraries: a student's `import numpy` then fits the address-space limit.
        threads = {name: "1" for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")}
        env = dict(os.environ, PYTHONHASHSEED="0", PYTHONDONTWRITEBYTECODE="1", **threads, **_HEADLESS)
        for name in ("DISPLAY", "WAYLAND_DISPLAY"):
            env.pop(name, None)  # a window the submission opens fails at once, rather than waiting for a person
        try:
            self._process = subprocess.Popen(
                [sys.executable, "-m", "digipeg.grade.sandbox.worker", str(to_worker_r), str(from_worker_w), json.dumps(limits)],
                pass_fds=(to_worker_r, from_worker_w),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                cwd=self._home.name,
                env=env,
                start_new_session=True,  # its own process group: killing it also ends what it started
            )
        finally:
            os.close(to_worker_r)
            os.close(from_worker_w)
        self._to, self._from, self._buffer, self._closed = to_worker_w, from_worker_r, b"", False
        reply = self._ask({"cmd": "load", "paths": self.paths, "names": self.names, "methods": self.methods}, self.limits.start)
        if reply is None:
            return {"error": self._death("while loading the file"), "found": {}}
        return reply

    def _death(self, when: str) -> str:
        process = self._process
        code = None
        if process is not None:
            # The pipe reaches its end as the process exits, a moment before the kernel reports its status.
            try:
                code = process.wait(timeout=_EXIT_GRACE if self._closed else 0)
            except subprocess.TimeoutExpired:
                code = None
        self._stop()
        if code is None:
            return f"the process did not answer {when}"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"the process was killed by {name} {when}"
        return f"the process exited with code {code} {when} (os._exit?)"

    def _stop(self) -> None:
        process, self._process = self._process, None
        for fd in (self._to, self._from):
            if fd >= 0:
                os.close(fd)
        self._to = self._from = -1
        if process is not None and process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                process.kill()
        if process is not None:
            process.wait()

    def _ask(self, message: Dict[str, Any], timeout: float) -> Optional[Dict[str, Any]]:
        """Send one request and wait up to ``timeout`` s for its reply; None if the worker died or is late."""
        data = (json.dumps(message) + "\n").encode()
        try:
            while data:
                data = data[os.write(self._to, data) :]
        except OSError:
            return None
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self._from], [], [], left)
            if not ready:
                return None
            chunk = os.read(self._from, 1 << 16)
            if not chunk:
                self._closed = True
                return None
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        try:
            return json.loads(line)
        except ValueError:
            return None

    # -- public -------------------------------------------------------------------------------------

    def open(self) -> Dict[str, Any]:
        """Start the worker and load the submission: ``{"error", "found", "loaded", "fatal"}``."""
        self.load = self._start()
        return self.load

    def run(self, ops: List[Dict[str, Any]], limit: Optional[float] = None) -> Outcome:
        """Play one scenario in the worker (restarting it first if it is not running); ``limit`` replaces
        the scenario's time limit (a long one: a whole game against the engine)."""
        limit = self.limits.scenario if limit is None else limit
        if self._process is None:
            self.restarts += 1
            loaded = self._start()
            if loaded.get("error"):
                return Outcome([], {"kind": "crash", "at": -1, "detail": loaded["error"]})
        self.scenarios += 1
        started = time.monotonic()
        reply = self._ask({"cmd": "run", "ops": ops}, limit)
        if reply is None:
            late = time.monotonic() - started >= limit
            if late:
                self._stop()
                detail = f"the scenario did not finish within {limit:g} s (the process was stopped)"
                return Outcome([], {"kind": "timeout", "at": None, "detail": detail})
            return Outcome([], {"kind": "crash", "at": None, "detail": self._death("during these calls")})
        return Outcome(reply.get("obs", []), reply.get("fatal"), reply.get("loaded"))

    def close(self) -> None:
        self._stop()
        self._home.cleanup()

    def __enter__(self) -> "Worker":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
