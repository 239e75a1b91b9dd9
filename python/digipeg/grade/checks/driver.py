"""Playing an assignment's tests against a submission: the handout's examples, then exhaustive or
Hypothesis-generated scenarios, each compared with the engine; a failure is shrunk to its smallest scenario.

Hypothesis draws every scenario in this (the grader's) process while it plays the engine, which costs
microseconds, so each draw can depend on the position reached (a legal move of it, say); the whole scenario
then goes to the worker in one round trip. Shrinking works on Hypothesis's choices, so a shrunk scenario
is again a valid one.
"""

from __future__ import annotations

import dataclasses
import os
import time
import zlib
from typing import Any, Dict, List, Optional, Sequence, Tuple

from hypothesis import HealthCheck, Phase, Verbosity, given, settings
from hypothesis import seed as fixed_seed
from hypothesis.errors import HypothesisException

from ..model import Assignment, Failure, Report, Scenario, SectionResult, Test, TestResult
from ..sandbox import ops
from ..sandbox.runner import Limits, Worker
from . import compare as check

__all__ = ["grade_submission", "refuse"]


class _Found(Exception):
    """Raised inside a Hypothesis test when a scenario shows a difference."""


class GraderError(Exception):
    """The grader itself failed on a test (a bug of digipeg's, reported as such)."""


class _OutOfTime(BaseException):
    """Raised inside a Hypothesis test when the test's time is up: Hypothesis lets a BaseException
    through at once, generating or shrinking."""


class _Session:
    def __init__(
        self, assignment: Assignment, paths: List[str], seed: int, budget: float, examples: Optional[int], limits: Limits
    ) -> None:
        self.assignment = assignment
        self.paths = paths
        self.seed = seed
        self.budget = budget
        self.examples = examples
        self.limits = limits
        self.started = time.monotonic()
        self.deadline = self.started + budget
        self.worker = Worker(paths, assignment.names, assignment.methods, limits)
        self.engines = assignment.engines()
        self.accept = check.Accept(assignment.accept)
        self.names: Dict[str, str] = {}
        self.preamble: List[str] = []
        self.timeouts = 0
        file = os.path.basename(paths[0])
        self.module = file[:-3] if file.endswith(".py") else file
        self.file = file

    # -- one scenario -------------------------------------------------------------------------------

    def play(self, scenario: Scenario, test: Optional[Test] = None) -> Optional[check.Mismatch]:
        limit = None if test is None else test.limit
        if test is not None and test.tally is not None:
            # Played, not compared: the engine has no answer to check the submission's games against.
            outcome = self.worker.run(scenario.ops, limit)
            self.last_outcome = outcome
            return check.compare(scenario, [{"v": None, "b": None, "x": None, "o": ""}] * len(scenario.ops), outcome)
        expected = [ops.run(engine, scenario.ops)[1] for engine in self.engines]
        outcome = self.worker.run(scenario.ops, limit)
        if outcome.fatal is not None and outcome.fatal["kind"] == "timeout":
            self.timeouts += 1
        mismatches = []
        for observations in expected:
            mismatch = check.compare(scenario, observations, outcome, self.accept)
            if mismatch is None:
                return None
            mismatches.append(mismatch)
        return check.best(mismatches)

    def failure(self, scenario: Scenario, mismatch: check.Mismatch) -> Failure:
        methods = {name: spellings[0] for name, spellings in self.assignment.methods.items()}
        return check.failure(scenario, mismatch, self.names, methods, self.module, self.file, self.preamble)

    def tally(self, test: Test, before: int) -> Tuple[int, Optional[Failure], str]:
        """Play a test's games (scenarios that are not compared) and judge them all together."""
        assert test.exhaustive is not None and test.tally is not None
        records: List[Any] = []
        for scenario in test.exhaustive():
            if time.monotonic() > self.deadline:
                break
            mismatch = self.play(scenario, test)
            if mismatch is not None:
                return self.worker.scenarios - before, self.failure(scenario, mismatch), ""
            observed = self.last_outcome.observations
            records.append(observed[-1]["v"] if observed else None)
        passed, summary = test.tally(records)
        failure = None if passed else Failure(reason=summary, reproduction="", operations=0)
        return self.worker.scenarios - before, failure, summary

    # -- one test -----------------------------------------------------------------------------------

    def explore(self, test: Test, index: int, share: float) -> Tuple[int, Optional[Failure]]:
        """Play ``test``'s scenarios within ``share`` seconds: (scenarios played, smallest failure)."""
        before = self.worker.scenarios
        test_deadline = min(time.monotonic() + share, self.deadline)
        for scenario in test.examples():
            mismatch = self.play(scenario, test)
            if mismatch is not None:
                return self.worker.scenarios - before, self.failure(scenario, mismatch)
        if test.exhaustive is not None:
            return self._exhaust(test, before)
        if test.strategy is None:
            return self.worker.scenarios - before, None
        smallest: List[Tuple[Tuple[int, int], Scenario, check.Mismatch]] = []
        memo: Dict[str, bool] = {}
        # Shrinking a failure gets at least the test's share again, never past the whole budget.
        shrink_deadline = [self.deadline]

        def prop(scenario: Scenario) -> None:
            now = time.monotonic()
            if now > (shrink_deadline[0] if smallest else test_deadline):
                raise _OutOfTime()
            key = scenario.key
            if key not in memo:
                mismatch = self.play(scenario, test)
                memo[key] = mismatch is not None
                if mismatch is not None:
                    if not smallest:
                        shrink_deadline[0] = min(max(test_deadline, now + share), self.deadline)
                    size = scenario.size()
                    if not smallest or size < smallest[0][0]:
                        smallest[:] = [(size, scenario, mismatch)]
            if memo[key]:
                # One raise statement: Hypothesis tells failures apart by where they are raised.
                raise _Found()

        runner = fixed_seed(zlib.crc32(f"{self.seed}/{self.assignment.key}/{index}".encode()))(
            settings(
                max_examples=self.examples if self.examples is not None else 10**9,
                database=None,
                deadline=None,
                derandomize=False,
                phases=(Phase.generate, Phase.shrink),
                suppress_health_check=list(HealthCheck),
                verbosity=Verbosity.quiet,
                report_multiple_bugs=False,
            )(given(test.strategy())(prop))
        )
        try:
            runner()
        except (_Found, _OutOfTime):
            pass
        except HypothesisException:
            pass  # e.g. Flaky when a replay differed: the smallest failure recorded stands
        except Exception as err:  # a bug of the grader's own scenario generation: not the student's fault
            raise GraderError(f"{type(err).__name__}: {err}") from err
        played = self.worker.scenarios - before
        if smallest:
            _, scenario, mismatch = smallest[0]
            return played, self.failure(scenario, mismatch)
        return played, None

    def _exhaust(self, test: Test, before: int) -> Tuple[int, Optional[Failure]]:
        """Play every scenario; the smallest failing one (its one call, for independent calls) is reported."""
        assert test.exhaustive is not None
        found: Optional[Tuple[Tuple[int, int], Scenario, check.Mismatch]] = None
        cases = 0
        for scenario in test.exhaustive():
            mismatch = self.play(scenario, test)
            if mismatch is None:
                cases += len(scenario.ops)
            else:  # the calls up to the failing one (one, when the worker was stopped mid-batch)
                cases += 1 if mismatch.at is None else mismatch.at + 1
            if mismatch is not None and test.independent and mismatch.at is not None:
                at, mismatch.at = mismatch.at, 0
                mismatch.made = {0: mismatch.made[at]} if at in mismatch.made else {}
                scenario = Scenario([scenario.ops[at]], [scenario.checks[at]])
            if mismatch is not None and (found is None or scenario.size() < found[0]):
                found = (scenario.size(), scenario, mismatch)
                if test.independent:
                    break  # the cases come smallest first
        # Independent calls are scenarios of their own: count them, not the batches they travel in.
        played = cases if test.independent else self.worker.scenarios - before
        return played, None if found is None else self.failure(found[1], found[2])

    # -- the whole grading --------------------------------------------------------------------------

    def run(self) -> Report:
        assignment = self.assignment
        load = self.worker.open()
        notes: List[str] = []
        edition = assignment.edition
        if len(self.paths) > 1:
            others = ", ".join(os.path.basename(p) for p in self.paths[1:])
            notes.append(f"The submission is {len(self.paths)} files: {self.file} is graded, {others} {'is its module' if len(self.paths) == 2 else 'are its modules'}.")
        notes.extend(assignment.notes)
        broken: Optional[str] = load.get("error")
        fatal = load.get("fatal")
        if broken is None and fatal is not None:
            broken = f"loading the file {check.describe(fatal)}"
        skipped = [s for s in load.get("skipped", []) if s["file"] == self.file]
        if skipped:
            where = ", ".join(f"line {s['line']} `{s['code']}`" for s in skipped)
            self.preamble = [f"# Importing {self.file} runs {where}, which the grader skipped: comment it out to run these lines."]
        if _uses_random(self.paths):
            # Each scenario starts from this seed (ops.run): the reproduction's random draws are the grader's.
            self.preamble.append("import random; random.seed(0)  # as the grader seeds it")
        for skip in load.get("skipped", []):
            more = skip.get("followers", 0)
            also = f"; so were {more} later statement{'s' if more != 1 else ''} using what it defines" if more else ""
            notes.append(f"Skipped at import: {skip['file']} line {skip['line']}, `{skip['code']}`: {skip['why']}{also}. "
                         "The names the other statements define are graded.")
        found = load.get("found", {})
        self.names = {name: spelling for name, spelling in found.items() if spelling}
        missing = [name for name in assignment.names if not found.get(name)]
        for name in missing:
            if name in assignment.optional:
                spellings = ", ".join(assignment.names[name])
                notes.append(f"no {name} function (looked for {spellings}): its tests are not graded; a person must check it")

        tests = [(section, test) for section in assignment.sections for test in section.tests]
        results: Dict[int, TestResult] = {}
        for index, (section, test) in enumerate(tests):
            results[index] = self._one(index, test, tests, broken, missing)
            results[index].check = test.check
        self.worker.close()
        notes.extend(self.accept.notes())

        sections: List[SectionResult] = []
        index = 0
        for section in assignment.sections:
            section_results = [results[index + i] for i in range(len(section.tests))]
            index += len(section.tests)
            graded = [r for r in section_results if r.status != "not graded"]
            marks = 0.0 if not graded and section.tests else section.marks
            lost = sum(r.deduction for r in section_results if r.status == "fail")
            sections.append(SectionResult(section.name, marks, max(0.0, marks - lost), section.rule, section_results, section.kind))
        starter_changed = any(r.status == "fail" for s in sections if s.kind == "starter" for r in s.tests)
        return Report(
            assignment=assignment.key,
            title=assignment.title,
            submission=", ".join(self.paths),
            seed=self.seed,
            budget=self.budget,
            score=round(sum(s.score for s in sections), 2),
            max_score=round(sum(s.marks for s in sections), 2),
            sections=sections,
            not_graded=[{"name": name, "marks": marks, "why": why} for name, marks, why in assignment.not_graded],
            scenarios=sum(r.scenarios for r in results.values()),
            seconds=round(time.monotonic() - self.started, 2),
            load={"ok": broken is None, "error": broken, "names": self.names, "notes": notes, "restarts": self.worker.restarts,
                  "files": [os.path.basename(p) for p in self.paths], "skipped": load.get("skipped", [])},
            edition=dict(edition),
            starter_changed=starter_changed,
            recognition=dict(assignment.recognition, graded=True) if assignment.recognition else {},
        )

    def _one(self, index: int, test: Test, tests: List[Tuple[Any, Test]], broken: Optional[str], missing: List[str]) -> TestResult:
        """Grade one test: played, or failed or set aside for what the file lacks."""
        assignment = self.assignment
        absent = [name for name in test.needs if name in missing]
        if broken is not None:
            failure = Failure(reason=f"the file could not be loaded: {broken}", reproduction=f"python {self.file}", operations=0)
            return TestResult(test.name, test.deduction, "fail", 0, failure)
        if any(name in assignment.optional for name in absent):
            return TestResult(test.name, 0.0, "not graded", 0, note=f"no {absent[0]} function")
        if absent:
            spellings = " or ".join(assignment.names[absent[0]])
            failure = Failure(reason=f"the file defines no {spellings}", reproduction=f"from {self.module} import {absent[0]}", operations=1)
            return TestResult(test.name, test.deduction, "fail", 0, failure)
        if self.timeouts and time.monotonic() > self.deadline:
            # The submission's own slowness spent the budget: the tests left are not played.
            failure = Failure(reason="not played: the time budget was spent on calls that took too long", reproduction="", operations=0)
            return TestResult(test.name, test.deduction, "fail", 0, failure)
        left = len(tests) - index
        share = max(self.deadline - time.monotonic(), 0.0) / left
        try:
            if test.tally is not None:
                played, failure, summary = self.tally(test, self.worker.scenarios)
                return TestResult(test.name, test.deduction, "fail" if failure else "pass", played, failure, note=summary)
            played, failure = self.explore(test, index, share)
        except GraderError as err:
            note = f"the grader failed on this test ({err}); please report it to digipeg"
            return TestResult(test.name, 0.0, "not graded", 0, note=note)
        return TestResult(test.name, test.deduction, "fail" if failure else "pass", played, failure)


def _uses_random(paths: Sequence[str]) -> bool:
    """Whether the submission's files use the ``random`` module."""
    for path in paths:
        try:
            with open(path, "rb") as handle:
                if b"random" in handle.read():
                    return True
        except OSError:
            continue
    return False


def _chosen(assignment: Assignment, sections: Optional[Sequence[str]]) -> Assignment:
    if sections is None:
        return assignment
    chosen = [s for s in assignment.sections if any(s.name.startswith(prefix) for prefix in sections)]
    if not chosen:
        raise ValueError(f"no section of {assignment.key} starts with any of {list(sections)}")
    return dataclasses.replace(assignment, sections=chosen)


def refuse(
    assignment: Assignment, paths: Sequence[str], *, seed: int = 0, budget: float = 20.0, sections: Optional[Sequence[str]] = None
) -> Report:
    """The report of files that are not a submission of the assignment (strong evidence): every marked
    section at 0, nothing played, and why."""
    assignment = _chosen(assignment, sections)
    why = "not a submission of this assignment: see the top of the report"
    results = [
        SectionResult(section.name, section.marks, 0.0, section.rule,
                      [TestResult(t.name, t.deduction, "not graded", 0, note=why, check=t.check) for t in section.tests],
                      section.kind)
        for section in assignment.sections
    ]
    return Report(
        assignment=assignment.key, title=assignment.title, submission=", ".join(paths), seed=seed, budget=budget, score=0.0,
        max_score=round(sum(s.marks for s in results), 2), sections=results,
        not_graded=[{"name": name, "marks": marks, "why": why} for name, marks, why in assignment.not_graded],
        scenarios=0, seconds=0.0,
        load={"ok": True, "error": None, "names": {}, "notes": [], "restarts": 0, "files": [os.path.basename(p) for p in paths],
              "skipped": []},
        edition=dict(assignment.edition), recognition=dict(assignment.recognition, graded=False),
    )


def grade_submission(
    assignment: Assignment,
    paths: Sequence[str],
    *,
    seed: int = 0,
    budget: float = 20.0,
    examples: Optional[int] = None,
    limits: Optional[Limits] = None,
    sections: Optional[Sequence[str]] = None,
) -> Report:
    """Grade the files ``paths``, the main one first (see :func:`digipeg.grade.grade`)."""
    assignment = _chosen(assignment, sections)
    session = _Session(assignment, list(paths), seed, budget, examples, limits or Limits())
    try:
        return session.run()
    finally:
        session.worker.close()
