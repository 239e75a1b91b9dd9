"""digipeg grade against known submissions, edition by edition: each edition's correct solution gets full
marks; each mutant (a realistic mistake, see mutants.py) loses marks in its own section (or, for a changed
starter or a rule the rubric does not mark, is reported without marks); each keeper (a real difference
that is no mistake) keeps full marks.

The budget here is a cap on generated scenarios per test (``examples``), with a time budget far above what
they need, so that a run does not depend on the machine's speed.
"""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

# The grader's test data (solutions, mutants) sits beside this file. (Not a conftest.py: the tests one
# level up import theirs as `conftest`.)
sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutants import KEEPERS, MUTANTS, SOLUTIONS  # noqa: E402
from replay import replay  # noqa: E402
from conftest import require  # noqa: E402

require("hypothesis")

from digipeg.grade import editions, grade, render  # noqa: E402

HERE = Path(__file__).resolve().parent
EXAMPLES = 60
BUDGET = 600.0
# The bound this suite holds every mutant's shortest reproduction to (calls, and input lines of a program:

MAX_OPERATIONS = 24
EDITIONS = sorted(SOLUTIONS)


def _write(tmp_path, edition, text):
    path = tmp_path / Path(SOLUTIONS[edition].file).name
    path.write_text(text)
    return path


def test_every_shipped_edition_has_a_solution_and_eight_mutants():
    assert sorted(e.id for e in editions()) == EDITIONS
    for edition in EDITIONS:
        marked = [mu for mu in MUTANTS[edition] if mu.marked]
        assert len(marked) >= 8, edition
        # Each marked section of the rubric is the section of some mutant.
        sections = {s["section"] for s in next(e for e in editions() if e.id == edition).rubric if not s.get("starter")}
        assert {s for s in sections if any(s.startswith(mu.section) for mu in marked)} == sections, edition


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_correct_solution_gets_full_marks(edition, tmp_path):
    path = _write(tmp_path, edition, SOLUTIONS[edition].source())
    report = grade(edition.split("/")[0], str(path), seed=1, budget=BUDGET, examples=EXAMPLES // 2)
    assert report.edition["id"] == edition and report.edition["how"] == "detected"
    failures = [(t.name, t.failure.reason, t.failure.reproduction) for t in report.failures()]
    assert failures == []
    assert report.score == report.max_score > 0 and not report.starter_changed
    assert report.load["ok"] and report.scenarios > 0
    statuses = {(t.name, t.status, t.note) for s in report.sections for t in s.tests if t.status not in ("pass",)}
    assert statuses == set()
    played = [t.scenarios for s in report.sections for t in s.tests]
    assert all(count > 0 for count in played), played


def _cases(table):
    for edition in EDITIONS:
        for mutant in table.get(edition, []):
            yield pytest.param(edition, mutant, id=f"{edition}: {mutant.name}")


@pytest.mark.parametrize("edition, mutant", list(_cases(MUTANTS)))
def test_each_mutant_loses_marks_in_its_section(edition, mutant, tmp_path):
    path = _write(tmp_path, edition, mutant.source(edition))
    report = grade(edition.split("/")[0], str(path), seed=1, budget=BUDGET, examples=EXAMPLES, sections=[mutant.section])
    assert report.edition["id"] == edition
    failed = report.failures()
    assert failed, f"{mutant.name}: not caught\n{render(report)}"
    assert report.load["ok"]
    section = report.sections[0]
    assert (section.score < section.marks) == mutant.marked, render(report)
    assert section.kind == {"marked": "marked", "starter": "starter", "note": "notes"}[mutant.kind]
    assert report.starter_changed == (mutant.kind == "starter")
    for test in failed:
        failure = test.failure
        assert failure.reason
        if test.check.startswith("match."):
            continue  # a record of games, not a reproduction
        assert failure.reproduction and failure.operations >= 1
        # The reproduction runs the student's names: it is code, not a description.
        if "printf" not in failure.reproduction:
            compile(failure.reproduction, "<reproduction>", "exec")
    # What a student pastes first: the shortest reproduction among the failed tests (the median per edition
    # is in python/bench/grade_mutants.py).
    lengths = [t.failure.operations for t in failed if t.failure.operations]
    assert not lengths or min(lengths) <= MAX_OPERATIONS, render(report)
    # Each reproduction, pasted and run against the file, shows what the report says (in the value's own type:
    # the numpy boards the starter makes).
    replayed = replay(report, [str(path)], tmp_path / "replay")
    assert [r for r in replayed if r["problem"]] == [], render(report)


@pytest.mark.parametrize("edition, keeper", list(_cases(KEEPERS)))
def test_a_difference_that_is_no_mistake_keeps_full_marks(edition, keeper, tmp_path):
    path = _write(tmp_path, edition, keeper.source(edition))
    report = grade(edition.split("/")[0], str(path), seed=1, budget=BUDGET, examples=EXAMPLES // 2)
    assert report.edition["id"] == edition
    assert [t.name for t in report.failures()] == [], render(report)
    assert report.score == report.max_score


# -- what a grading shows ----------------------------------------------------------------------------


def test_a_reproduction_shows_the_calls_the_expected_and_the_given(tmp_path):
    edition = "peg/spring-2020"
    mutant = next(m for m in MUTANTS[edition] if m.name.startswith("make_move forgets"))
    path = tmp_path / "student.py"
    path.write_text(mutant.source(edition))
    report = grade("peg", str(path), seed=3, budget=BUDGET, examples=EXAMPLES, sections=["make_move"])
    failure = report.failures()[0].failure
    lines = failure.reproduction.splitlines()
    # The starter calls main() at import: the reproduction says so before it imports the file.
    assert lines[0].startswith("# Importing student.py runs line ") and "`main()`" in lines[0]
    assert lines[1] == "from student import *"
    assert lines[2].startswith("game = PegRectangleSolitaire(")
    assert any(".make_move(" in line for line in lines)
    assert lines[-1].endswith("game.pegs_left   # <- here")
    assert failure.reason == "pegs_left differs"
    assert int(failure.got) == int(failure.expected) + 1
    text = render(report)
    assert "make_move is correct: 0 / 10" in text and "FAIL  make_move plays legal jumps" in text


def test_the_same_seed_gives_the_same_report(tmp_path):
    edition = "quixo/csse120"
    path = _write(tmp_path, edition, MUTANTS[edition][0].source(edition))
    runs = [grade("quixo", str(path), seed=7, budget=BUDGET, examples=20, sections=["createBoard"]) for _ in range(2)]
    first, second = (r.failures()[0].failure for r in runs)
    assert first == second


def test_json_and_gradescope_formats(tmp_path):
    edition = "tictactoe/exercism"
    path = _write(tmp_path, edition, MUTANTS[edition][0].source(edition))
    report = grade("tictactoe", str(path), seed=0, budget=BUDGET)
    data = json.loads(render(report, "json"))
    assert data["schema"] == "digipeg-grade/2" and data["assignment"] == "tictactoe"
    assert data["edition"] == {"id": "tictactoe/exercism", "title": "State of tic-tac-toe (exercism, Python track)",
                               "how": "detected", "why": "recognised by the function gamestate"}
    assert data["score"] == 85 and data["max_score"] == 100 and data["starter_changed"] is False
    assert {s["name"] for s in data["sections"]} == {s.name for s in report.sections}
    results = json.loads(render(report, "gradescope"))
    assert results["score"] == 85
    assert "Edition: tictactoe/exercism, recognised by the function gamestate." in results["output"]
    assert results["extra_data"]["edition"]["id"] == "tictactoe/exercism"
    assert [t["max_score"] for t in results["tests"]] == [50, 50, 0]
    assert [t["score"] for t in results["tests"]] == [50, 35, 0]
    assert results["tests"][2]["name"] == "Not in the rubric (not marked)" and "status" not in results["tests"][2]
    assert all({"name", "score", "max_score", "output"} <= set(t) for t in results["tests"])
    assert "Wrong turn order: X went twice." in results["tests"][1]["output"]


def test_a_changed_starter_shows_in_the_summary_and_on_gradescope(tmp_path):
    edition = "peg/fall-2020"
    mutant = next(m for m in MUTANTS[edition] if m.name == "the banner changed")
    path = _write(tmp_path, edition, mutant.source(edition))
    report = grade("peg", str(path), seed=1, budget=BUDGET, examples=10)
    assert report.starter_changed and report.score == report.max_score == 90
    assert render(report).splitlines()[1] == "DigiPeg Solitaire (CSCI 127, Fall 2020): 90 / 90; the starter code was changed (see 'Starter code')"
    results = json.loads(render(report, "gradescope"))
    starter = next(t for t in results["tests"] if t["name"] == "Starter code (not marked)")
    assert starter["status"] == "failed" and starter["max_score"] == 0
    assert "the starter code was changed" in results["output"]
    assert results["extra_data"]["starter_changed"] is True
    # The same file with the starter as given: the test passes, and says so.
    path.write_text(SOLUTIONS[edition].source())
    results = json.loads(render(grade("peg", str(path), seed=1, budget=BUDGET, examples=10), "gradescope"))
    assert next(t for t in results["tests"] if t["name"] == "Starter code (not marked)")["status"] == "passed"


def test_the_command_writes_the_report(tmp_path):
    out = tmp_path / "results.json"
    solution = HERE / SOLUTIONS["tictactoe/exercism"].file
    done = subprocess.run(
        [sys.executable, "-m", "digipeg", "grade", "tictactoe", str(solution), "--format", "gradescope", "--out", str(out)],
        capture_output=True, text=True, timeout=300, cwd=tmp_path,  # not python/: the installed package
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(out.read_text())["score"] == 100
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "chess", "x.py"], capture_output=True, text=True,
                          cwd=tmp_path)
    assert done.returncode == 2 and "invalid choice: 'chess'" in done.stderr
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "peg", str(solution), "--edition", "autumn-1999"],
                          capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 2 and "no edition 'autumn-1999' of peg: choose one of pegathon-2021, fall-2020" in done.stderr


def test_a_missing_winner_function_is_not_graded(tmp_path):
    text = SOLUTIONS["quixo/csse120"].source().replace("def getWinner(board):", "def _winner(board):").replace(
        "if getWinner(board) is not None:", "if _winner(board) is not None:")
    path = tmp_path / "student.py"
    path.write_text(text)
    report = grade("quixo", str(path), seed=0, budget=BUDGET, examples=10, sections=["The winner", "createBoard"])
    winner = report.section("The winner")
    assert winner.marks == 0 and {t.status for t in winner.tests} == {"not graded"}
    assert any("no getWinner function" in note for note in report.load["notes"])
    assert report.score == report.max_score == 15


def test_the_games_of_computer_move_are_reported(tmp_path):
    # PS0001: the level-2 player of the solution beats the engine's random player (a mark), and its
    # games against the named levels are reported as notes.
    edition = "quixo/ps0001"
    path = _write(tmp_path, edition, SOLUTIONS[edition].source())
    report = grade("quixo", str(path), seed=0, budget=BUDGET, examples=5, sections=["computer_move", "Not in the rubric"])
    match = next(t for s in report.sections for t in s.tests if t.check == "match.random")
    assert match.status == "pass" and match.deduction == 10
    assert re.fullmatch(r"won (\d), lost (\d), drawn (\d) of 6 against 'random' \((\d(\.5)?) points; at least 4 needed\)", match.note)
    notes = {t.check: t for t in report.section("Not in the rubric").tests}
    assert {"match.easy", "match.medium", "match.hard"} <= set(notes)
    assert all(notes[c].deduction == 0 and "against" in notes[c].note for c in ("match.easy", "match.medium", "match.hard"))


def test_the_readme_report_is_what_the_command_prints(tmp_path):
    readme = (HERE.parents[1] / "README.md").read_text()
    found = re.search(r"```console\n\$ python -m digipeg grade tictactoe student\.py\n(.*?)```", readme, re.S)
    assert found, "python/README.md has no digipeg grade example"
    edition = "tictactoe/exercism"
    mutant = next(m for m in MUTANTS[edition] if m.name == "'X went twice' with a full stop")
    (tmp_path / "student.py").write_text(mutant.source(edition))
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "tictactoe", "student.py"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stderr
    timing = re.compile(r"played in [0-9.]+ s")
    assert timing.sub("played in _ s", done.stdout) == timing.sub("played in _ s", found.group(1))
