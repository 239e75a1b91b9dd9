"""Reader for the shared scenario files in tests/vectors/ (format: tests/vectors/README.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import List, Optional, Tuple

VECTORS = Path(__file__).resolve().parents[2] / "tests" / "vectors"


@dataclass
class Step:
    line: int
    verb: str
    args: List[str]
    block: List[str] = field(default_factory=list)
    error: Optional[Tuple[int, str]] = None

    def num(self, i: int) -> int:
        return int(self.arg(i))

    def arg(self, i: int) -> str:
        if i >= len(self.args):
            raise AssertionError(f"line {self.line}: `{self.verb}` needs argument {i}")
        return self.args[i]

    def yes(self, i: int) -> bool:
        word = self.arg(i)
        if word not in ("yes", "no"):
            raise AssertionError(f"line {self.line}: expected yes or no, got {word}")
        return word == "yes"

    def block_text(self) -> str:
        return "".join(f"{line}\n" for line in self.block)

    def where(self) -> str:
        return f"line {self.line}: {self.verb} {' '.join(self.args)}"


@dataclass
class Case:
    name: str
    steps: List[Step]


def parse(text: str) -> List[Case]:
    cases: List[Case] = []
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        if raw.startswith("|"):
            if not raw.endswith("|") or len(raw) < 2:
                raise AssertionError(f"line {number}: block line must end in |")
            step = cases[-1].steps[-1]
            assert step.error is None, f"line {number}: block after an error line"
            step.block.append(raw[1:-1])
            continue
        if raw.startswith("case "):
            cases.append(Case(raw[len("case "):], []))
            continue
        assert cases, f"line {number}: step before any case"
        if raw.startswith("error "):
            code, _, message = raw[len("error "):].partition(" ")
            step = cases[-1].steps[-1]
            assert step.error is None, f"line {number}: two error lines"
            step.error = (int(code), message)
            continue
        verb, *args = raw.split(" ")
        cases[-1].steps.append(Step(number, verb, args))
    return cases


def load(name: str) -> List[Case]:
    cases = parse((VECTORS / name).read_text(encoding="utf-8"))
    assert cases, f"{name} has no cases"
    return cases


def expect(step: Step, action):
    """Run ``action``; check it fails exactly as the step's ``error`` line says, or succeeds."""
    from digipeg import DigipegError

    try:
        value = action()
    except DigipegError as err:
        assert step.error is not None, f"{step.where()}: failed with {err.code} {err}"
        assert (err.code, str(err)) == step.error, step.where()
        return None, err
    assert step.error is None, f"{step.where()}: succeeded, expected error {step.error[0]}"
    return value, None


def expect_core(step: Step, action):
    """``expect`` for calls whose message may start with what Python adds (which pile, ``t[2] holds
    300: ``) before the core's message: the code must match and the message end with the core's."""
    from digipeg import DigipegError

    try:
        value = action()
    except DigipegError as err:
        assert step.error is not None, f"{step.where()}: failed with {err.code} {err}"
        assert err.code == step.error[0] and str(err).endswith(step.error[1]), (step.where(), str(err))
        return None, err
    assert step.error is None, f"{step.where()}: succeeded, expected error {step.error[0]}"
    return value, None
