"""digipeg grade against known submissions: each assignment's correct solution gets full marks; each mutant
(a realistic mistake, see mutants.py) loses marks in its section with a short reproduction; hostile files
produce a report, not a crash.

The budget here is a cap on generated scenarios per test (``examples``), with a time budget far above what
they need, so that a run does not depend on the machine's speed.
"""

import json
import re
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

# The grader's test data (solutions, mutants) sits beside this file. (Not a conftest.py: the tests one
# level up import theirs as `conftest`.)
sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutants import MUTANTS  # noqa: E402

pytest.importorskip("hypothesis")

from digipeg.grade import Limits, grade, render  # noqa: E402
from digipeg.grade import solitaire as solitaire_grader  # noqa: E402

HERE = Path(__file__).resolve().parent
EXAMPLES = 60
BUDGET = 600.0
# The bound this suite holds every mutant's shortest reproduction to (calls, and input lines of a program).
MAX_OPERATIONS = 14
LENGTHS = {}


def solution(assignment: str) -> Path:
    return HERE / f"{assignment}_solution.py"


@pytest.mark.parametrize("assignment", sorted(MUTANTS))
def test_the_correct_solution_gets_full_marks(assignment):
    report = grade(assignment, str(solution(assignment)), seed=1, budget=BUDGET, examples=EXAMPLES // 2)
    failures = [(t.name, t.failure.reason, t.failure.reproduction) for t in report.failures()]
    assert failures == []
    assert report.score == report.max_score > 0
    assert report.load["ok"] and report.scenarios > 0
    statuses = {(t.name, t.status, t.note) for s in report.sections for t in s.tests if t.status != "pass"}
    assert statuses == set()
    played = [t.scenarios for s in report.sections for t in s.tests]
    assert all(count > 0 for count in played), played


def _mutants():
    for assignment, mutants in sorted(MUTANTS.items()):
        for mutant in mutants:
            marks = pytest.mark.skipif(
                mutant.hand_built and not solitaire_grader.HAND_BUILT,
                reason="needs hand-built solitaire positions on the engine (issue 11)",
            )
            yield pytest.param(assignment, mutant, id=f"{assignment}: {mutant.name}", marks=marks)


@pytest.mark.parametrize("assignment, mutant", list(_mutants()))
def test_each_mutant_loses_marks_in_its_section(assignment, mutant, tmp_path):
    path = tmp_path / f"student_{assignment}.py"
    path.write_text(mutant.source(assignment))
    report = grade(assignment, str(path), seed=1, budget=BUDGET, examples=EXAMPLES, sections=[mutant.section])
    failed = report.failures()
    assert failed, f"{mutant.name}: not caught\n{render(report)}"
    assert report.load["ok"]
    section = report.sections[0]
    if mutant.marked:
        assert section.score < section.marks, render(report)
    for test in failed:
        failure = test.failure
        assert failure.reason and failure.reproduction and failure.operations >= 1
        # The reproduction runs the student's names: it is code, not a description.
        if "printf" not in failure.reproduction:
            compile(failure.reproduction, "<reproduction>", "exec")
    # What a student pastes first: the shortest reproduction among the failed tests.
    shortest = min(t.failure.operations for t in failed)
    assert shortest <= MAX_OPERATIONS, render(report)
    LENGTHS.setdefault(assignment, []).append(shortest)


def test_reproductions_are_short_for_most_mutants():
    # Runs after the mutants (file order): the median shrunk reproduction stays small.
    lengths = [n for values in LENGTHS.values() for n in values]
    if not lengths:
        pytest.skip("no mutant ran")
    assert statistics.median(lengths) <= 6, LENGTHS


# -- what a grading shows ----------------------------------------------------------------------------


def test_a_reproduction_shows_the_calls_the_expected_and_the_given(tmp_path):
    mutant = next(m for m in MUTANTS["peg"] if m.name.startswith("make_move forgets"))
    path = tmp_path / "student.py"
    path.write_text(mutant.source("peg"))
    report = grade("peg", str(path), seed=3, budget=BUDGET, examples=EXAMPLES, sections=["make_move"])
    failure = report.failures()[0].failure
    lines = failure.reproduction.splitlines()
    assert lines[0] == "from student import *"
    assert lines[1].startswith("game = DigiPeg(")  # the solution defines both names; the first found is used
    assert any(".make_move(" in line for line in lines)
    assert lines[-1].endswith("game.pegs_left   # <- here")
    assert failure.reason == "pegs_left differs"
    assert int(failure.got) == int(failure.expected) + 1
    text = render(report)
    assert "make_move is correct: 0 / 10" in text and "FAIL  make_move plays legal jumps" in text


def test_the_same_seed_gives_the_same_report(tmp_path):
    mutant = MUTANTS["quixo"][0]
    path = tmp_path / "student.py"
    path.write_text(mutant.source("quixo"))
    runs = [grade("quixo", str(path), seed=7, budget=BUDGET, examples=20, sections=["createBoard"]) for _ in range(2)]
    first, second = (r.failures()[0].failure for r in runs)
    assert first == second


def test_json_and_gradescope_formats(tmp_path):
    mutant = MUTANTS["tictactoe"][0]
    path = tmp_path / "student.py"
    path.write_text(mutant.source("tictactoe"))
    report = grade("tictactoe", str(path), seed=0, budget=BUDGET)
    data = json.loads(render(report, "json"))
    assert data["schema"] == "digipeg-grade/1" and data["assignment"] == "tictactoe"
    assert data["score"] == 85 and data["max_score"] == 100
    assert {s["name"] for s in data["sections"]} == {s.name for s in report.sections}
    results = json.loads(render(report, "gradescope"))
    assert results["score"] == 85
    assert [t["max_score"] for t in results["tests"]] == [50, 50]
    assert [t["score"] for t in results["tests"]] == [50, 35]
    assert all({"name", "score", "max_score", "output"} <= set(t) for t in results["tests"])
    assert "Wrong turn order: X went twice." in results["tests"][1]["output"]


def test_the_command_writes_the_report(tmp_path):
    out = tmp_path / "results.json"
    done = subprocess.run(
        [sys.executable, "-m", "digipeg", "grade", "tictactoe", str(solution("tictactoe")), "--format", "gradescope",
         "--out", str(out)],
        capture_output=True, text=True, timeout=300, cwd=tmp_path,  # not python/: the installed package
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(out.read_text())["score"] == 100
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "chess", "x.py"], capture_output=True, text=True,
                          cwd=tmp_path)
    assert done.returncode == 2 and "invalid choice: 'chess'" in done.stderr


def test_a_missing_winner_function_is_not_graded(tmp_path):
    text = solution("quixo").read_text().replace("def getWinner(board):", "def _winner(board):").replace(
        "if getWinner(board) is not None:", "if _winner(board) is not None:")
    path = tmp_path / "student.py"
    path.write_text(text)
    report = grade("quixo", str(path), seed=0, budget=BUDGET, examples=10, sections=["The winner", "createBoard"])
    winner = report.sections[0] if report.sections[0].name == "The winner" else report.sections[1]
    assert winner.marks == 0 and {t.status for t in winner.tests} == {"not graded"}
    assert any("no getWinner function" in note for note in report.load["notes"])
    assert report.score == report.max_score == 15


# -- hostile submissions -------------------------------------------------------------------------------

FAST = Limits(call=0.3, scenario=1.5, start=20.0)
HOSTILE = {
    "an endless loop": ("def gamestate(board):\n    while True:\n        pass\n", "took too long"),
    "an endless loop that swallows the timer": (
        "def gamestate(board):\n    while True:\n        try:\n            while True:\n                pass\n"
        "        except BaseException:\n            pass\n", "did not finish within"),
    "an endless loop while loading": ("while True:\n    pass\n", "took too long"),
    "a crash of the process": ("import os\ndef gamestate(board):\n    os.abort()\n", "killed by SIGABRT"),
    "os._exit": ("import os\ndef gamestate(board):\n    os._exit(3)\n", "exited with code 3"),
    "sys.exit in a call": ("import sys\ndef gamestate(board):\n    sys.exit(1)\n", "called sys.exit(1)"),
    "sys.exit while loading": ("import sys\nsys.exit()\n", "called sys.exit(None)"),
    "a missing name": ("def game_state(board):\n    return 'win'\n", "the file defines no gamestate"),
    "a syntax error": ("def gamestate(board)\n    return 'win'\n", "SyntaxError"),
    "an import of something missing": ("import numpyy\ndef gamestate(board):\n    return 'win'\n", "No module named 'numpyy'"),
    "printing megabytes": ("def gamestate(board):\n    print('x' * 10_000_000)\n", "printed more than"),
    "printing megabytes while loading": ("while True:\n    print('spam' * 1000)\n", "printed more than"),
    "a memory hog": ("def gamestate(board):\n    return [0] * 10**10\n", "too much memory"),
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_submission_gets_a_report(kind, tmp_path):
    source, reason = HOSTILE[kind]
    path = tmp_path / "hostile.py"
    path.write_text(source)
    budget = 4.0
    report = grade("tictactoe", str(path), seed=0, budget=budget, limits=FAST)
    assert report.score < report.max_score
    reasons = [t.failure.reason for t in report.failures()] + [report.load.get("error") or ""]
    reasons += report.load.get("notes", [])
    assert any(reason in r for r in reasons), reasons
    # A guard against a hang, not a speed goal: the budget and one scenario's limit bound a grading.
    assert report.seconds < budget + FAST.scenario + FAST.start
    assert render(report)


def test_the_program_of_a_hostile_submission_cannot_hang_the_grader(tmp_path):
    # The peg terminal program reads standard input: one that never stops asking still ends.
    path = tmp_path / "hostile.py"
    text = solution("peg").read_text().replace('if __name__ == "__main__":\n    main()', 'if __name__ == "__main__":\n    while True:\n        input()')
    path.write_text(text)
    report = grade("peg", str(path), seed=0, budget=BUDGET, examples=5, limits=FAST, sections=["Starter"])
    program = [t for t in report.sections[0].tests if "terminal program" in t.name][0]
    assert program.status == "fail" and "EOFError" in program.failure.reason


def test_the_readme_report_is_what_the_command_prints(tmp_path):
    readme = (HERE.parents[1] / "README.md").read_text()
    found = re.search(r"```console\n\$ python -m digipeg grade tictactoe student\.py\n(.*?)```", readme, re.S)
    assert found, "python/README.md has no digipeg grade example"
    mutant = next(m for m in MUTANTS["tictactoe"] if m.name == "'X went twice' with a full stop")
    (tmp_path / "student.py").write_text(mutant.source("tictactoe"))
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "tictactoe", "student.py"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stderr
    timing = re.compile(r"played in [0-9.]+ s")
    assert timing.sub("played in _ s", done.stdout) == timing.sub("played in _ s", found.group(1))


def test_the_diagonal_edition_of_digipeg(tmp_path):
    # The eight-directions edition: a solution that allows diagonal jumps (mutants.m builds it from the
    # orthogonal one) gets full marks; the orthogonal solution misses the four diagonal directions.
    from mutants import m

    diagonal = m("diagonal jumps", "", ("not in ((2, 0), (0, 2))", "not in ((2, 0), (0, 2), (2, 2))"),
                 ("((-2, 0), (2, 0), (0, -2), (0, 2))", "((-2, 0), (2, 0), (0, -2), (0, 2), (-2, -2), (-2, 2), (2, -2), (2, 2))"))
    path = tmp_path / "diagonal.py"
    path.write_text(diagonal.source("peg"))
    report = grade("peg", str(path), seed=2, budget=BUDGET, examples=20, diagonal=True)
    assert report.failures() == [] and report.score == report.max_score == 90
    assert "eight directions" in report.title
    report = grade("peg", str(solution("peg")), seed=2, budget=BUDGET, examples=20, diagonal=True,
                   sections=["legal_move returns True"])
    section = report.sections[0]
    assert section.score == 20 and "5 off for each of the 8 directions" in section.rule
    assert sorted(t.name for t in report.failures()) == sorted(
        f"a legal jump {d} is identified" for d in ("up and left", "up and right", "down and left", "down and right"))
    with pytest.raises(ValueError, match="only peg"):
        grade("quixo", str(solution("quixo")), diagonal=True)
