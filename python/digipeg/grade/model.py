"""What an assignment's grading is made of (sections of tests, each test a source of scenarios), what a
grading gives (a report), and a class's students and gradings. Plain data, shared by every layer of the
grader: no import of the grader's own, no Hypothesis."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple

__all__ = ["Check", "Scenario", "Test", "Catalogue", "Section", "Assignment", "Failure", "TestResult", "SectionResult", "Report",
           "Student", "Graded", "ClassResult"]


@dataclass(frozen=True)
class Check:
    """How one operation's observation is compared with the engine's.

    Whatever the check, a submission that raises where the engine does not fails it.
    """

    value: Optional[str] = None
    """None: the value is not compared; ``"exact"``: equal values; ``"bool"``: equal truth; ``"text"``: equal
    strings (diffed); ``"winner"``: the same player ('X' or 'O', any case), or nobody (None, False, '' or '-');
    ``"verdict"``: the same verdict on a computer's move (a ``choose`` operation); ``"pair"``: the two texts of
    the submission's own value agree (a ``starter`` operation: the starter's program and the submission's)."""
    out: Optional[str] = None
    """None: the printed text is not compared; ``"exact"``: byte for byte; ``"rstrip"``: but trailing spaces of
    each line; ``"trim"``: but trailing white space of each line and at the end; ``"words"``: but any spacing;
    ``"message"``: only the last line that is not blank; ``"within"``: the engine's words, in order, with
    words of the submission's own between them allowed (spacing aside).
    Either way, the texts the edition accepts in place of its own are its own (:class:`~.check.Accept`)."""
    exc: str = "kind"
    """Where the engine raises: ``"kind"`` the submission raises the same built-in class (ValueError, ...);
    ``"message"`` and the same message (``args[0]``); ``"any"`` anything goes (raise, print or ignore)."""
    what: str = ""
    """What the value is, for the report ("the board")."""
    prompt: Optional[str] = None
    """For a program reading input: a regular expression matching each prompt in its output, so that a
    reproduction keeps only the input lines read before the first difference."""


SETUP = Check()
"""An operation that only has to run without raising (where the engine does not)."""


@dataclass
class Scenario:
    """Operations (see :mod:`digipeg.grade.sandbox.ops`) and the check of each."""

    ops: List[Dict[str, Any]]
    checks: List[Check]

    def __post_init__(self) -> None:
        assert len(self.ops) == len(self.checks), "one check per operation"

    @property
    def key(self) -> str:
        return json.dumps(self.ops, sort_keys=True)

    def size(self) -> Tuple[int, int]:
        """How big the scenario is (operations and program input lines, then its text): smaller is a better reproduction."""
        return operations(self.ops), len(self.key)

    def __add__(self, other: "Scenario") -> "Scenario":
        return Scenario(self.ops + other.ops, self.checks + other.checks)


def operations(ops: Sequence[Dict[str, Any]]) -> int:
    """The length of a reproduction: one per call, and one per line of input a program or ``play()`` reads."""
    count = 0
    for op in ops:
        lines = (op.get("stdin") or "").count("\n")
        count += max(1, lines) if op["op"] in ("main", "starter") else 1 + lines
    return count


@dataclass
class Test:
    """One marked property of the handout, e.g. "legal_move finds a jump up".

    Its scenarios come from ``examples`` (the handout's own, run first), then ``exhaustive`` (every case,
    for small spaces) or ``strategy`` (a Hypothesis strategy of scenarios, seeded and shrunk).
    ``deduction`` is what failing it costs in its section; ``needs`` are the handout names it uses.
    """

    name: str
    deduction: float
    needs: Tuple[str, ...] = ()
    examples: Callable[[], List[Scenario]] = list
    strategy: Optional[Callable[[], Any]] = None
    exhaustive: Optional[Callable[[], Iterable[Scenario]]] = None
    independent: bool = False
    """Each operation stands alone (a batch of one-call cases): a failure is reported as its one call."""
    check: str = ""
    """The test's name in the edition files (``legal.up``, ``play.win-24``): what a rubric marks."""
    tally: Optional[Callable[[List[Any]], Tuple[bool, str]]] = None
    """For scenarios that are played, not compared (games against the engine): given each scenario's
    last value, whether the test passes and a summary of the results."""
    limit: Optional[float] = None
    """Seconds one of its scenarios may take, when longer than the usual limit."""


@dataclass
class Catalogue:
    """Every check an assignment's code can be graded on, by id; ``make(id)`` builds checks whose id
    carries a parameter (``play.win-15``, and ``play.win-24#2`` for a second one of a kind)."""

    tests: Dict[str, Test]
    make: Callable[[str], Optional[Test]] = lambda check: None

    def get(self, check: str) -> Optional[Test]:
        return self.tests.get(check) or self.make(check)


@dataclass
class Section:
    """A part of the handout's marking: ``marks`` less the deductions of its failed tests (not below 0)."""

    name: str
    marks: float
    rule: str
    tests: List[Test]
    kind: str = "marked"
    """``"marked"`` (the rubric's), ``"starter"`` (given code: a failure means it was changed; no marks) or
    ``"notes"`` (checks the rubric does not mark: reported, never deducted)."""


@dataclass
class Assignment:
    """How one assignment is graded.

    ``names`` maps each handout name to the spellings accepted for it in a submission; names in
    ``optional`` may be missing (their tests are then not graded, and the report says so).
    ``engines()`` gives the handout's behaviour: one environment, or several when the handout leaves a
    choice open (a submission then has to agree with one of them for the whole scenario).
    """

    key: str
    title: str
    names: Dict[str, List[str]]
    sections: List[Section]
    engines: Callable[[], List[Any]]
    methods: Dict[str, List[str]] = field(default_factory=dict)
    optional: Tuple[str, ...] = ()
    not_graded: List[Tuple[str, float, str]] = field(default_factory=list)
    notes: List[str] = field(default_factory=list)
    edition: Dict[str, str] = field(default_factory=dict)
    """Which edition this grading follows and why: ``id``, ``title``, ``how``, ``why``."""
    accept: Dict[str, List[str]] = field(default_factory=dict)
    """Printed texts accepted in place of the edition's own (canonical -> variants)."""
    recognition: Dict[str, Any] = field(default_factory=dict)
    """Whether the files are a submission of this assignment (:class:`~digipeg.grade.assignments.recognise.Recognition`)."""


@dataclass
class Failure:
    """The smallest scenario found that shows a difference, ready to print."""

    reason: str
    reproduction: str
    operations: int
    expected: Optional[str] = None
    got: Optional[str] = None
    diff: Optional[str] = None


@dataclass
class TestResult:
    name: str
    deduction: float
    status: str
    """``"pass"``, ``"fail"`` or ``"not graded"``."""
    scenarios: int
    failure: Optional[Failure] = None
    note: str = ""
    check: str = ""


@dataclass
class SectionResult:
    name: str
    marks: float
    score: float
    rule: str
    tests: List[TestResult]
    kind: str = "marked"


@dataclass
class Report:
    """The result of grading one submission (``to_dict()`` is the ``json`` format's schema)."""

    assignment: str
    title: str
    submission: str
    seed: int
    budget: float
    score: float
    max_score: float
    sections: List[SectionResult]
    not_graded: List[Dict[str, Any]]
    scenarios: int
    seconds: float
    load: Dict[str, Any]
    edition: Dict[str, str] = field(default_factory=dict)
    """The edition graded: ``id``, ``title``, ``how`` ("detected", "default", "chosen", "file"), ``why``."""
    starter_changed: bool = False
    """A check of the given starter code failed: the submission changed code it was not to change."""
    recognition: Dict[str, Any] = field(default_factory=dict)
    """Whether the files are a submission of this assignment: ``verdict`` ("fits", "unsure", "not this
    assignment"), ``evidence`` ("", "weak", "strong"), ``summary``, ``reasons``, ``other`` (what they are
    instead), ``defines`` (their classes and functions) and ``graded`` (False: scored 0 without playing)."""
    schema: str = "digipeg-grade/2"

    def to_dict(self) -> Dict[str, Any]:
        data = asdict(self)
        return {"schema": data.pop("schema"), **data}

    def failures(self) -> List[TestResult]:
        return [test for section in self.sections for test in section.tests if test.status == "fail"]

    def section(self, name: str) -> SectionResult:
        """The section called ``name`` (or the first whose name starts with it)."""
        return next(s for s in self.sections if s.name == name or s.name.startswith(name))


# -- a whole class ---------------------------------------------------------------------------------------


@dataclass
class Student:
    """One student's submission in a class: who, and the files."""

    key: str
    """A name for the student's report files, unique in the class."""
    name: str
    ident: str = ""
    email: str = ""
    files: List[str] = field(default_factory=list)

    def to_dict(self) -> Dict[str, Any]:
        data = asdict(self)
        data["files"] = [os.path.basename(f) for f in self.files]
        return data


@dataclass
class Graded:
    """One student's grading: the report (as a dict, the JSON format's), or why there is none."""

    student: Student
    report: Optional[Dict[str, Any]]
    text: str = ""
    error: str = ""
    seconds: float = 0.0


@dataclass
class ClassResult:
    """A class graded: where from (its layout), each student's grading, and the pairs that are alike."""

    assignment: str
    source: str
    layout: str
    graded: List[Graded]
    seconds: float
    similarity: Optional[Dict[str, Any]] = None
    options: Dict[str, Any] = field(default_factory=dict)
