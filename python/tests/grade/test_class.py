"""A whole class at once: a generated folder of 30 submissions (correct ones, mutants, hostile ones, a program
in two modules, near-copies) graded into a gradebook, per-student reports and a class report with its
similar pairs; the export zips of Gradescope, Canvas and Moodle, built here from their documented formats;
and the Gradescope bundle run end to end in a simulated /autograder tree."""

import csv
import json
import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from class_data import write_class  # noqa: E402
from mutants import MUTANTS, SOLUTIONS  # noqa: E402
from conftest import require, wheel_folder  # noqa: E402

require("hypothesis")

from digipeg.grade.classes.classroom import grade_class, is_class  # noqa: E402
from digipeg.grade.classes.exports import ExportError, students_in  # noqa: E402

FAST = ["--budget", "3", "--examples", "15"]


def _run(*args, cwd, timeout=900):
    return subprocess.run([sys.executable, "-m", "digipeg", "grade", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=timeout)


@pytest.fixture(scope="module")
def graded_class(tmp_path_factory):
    """The generated class, graded once through the command (with --similarity) for the tests below."""
    home = tmp_path_factory.mktemp("class")
    kinds = write_class(home / "class")
    done = _run("peg", "class", "--similarity", "--out", "out", *FAST, cwd=home)
    return home, kinds, done


def test_the_class_is_graded_into_a_gradebook(graded_class):
    home, kinds, done = graded_class
    assert done.returncode == 0, done.stdout + done.stderr
    assert len(kinds) >= 30
    assert done.stdout.startswith(f"{len(kinds)} submissions (folder layout) graded in ")
    assert f"{len(kinds)}/{len(kinds)} submissions" in done.stderr  # the progress line
    with open(home / "out" / "gradebook.csv", newline="") as handle:
        rows = {row["student"]: row for row in csv.DictReader(handle)}
    assert set(rows) == set(kinds)
    sections = ["game_over is correct", "final_message is correct", "legal_move returns True correctly",
                "legal_move returns False correctly", "make_move is correct"]
    header = list(next(iter(rows.values())))
    assert header[:8] == ["student", "id", "email", "files", "edition", "recognition", "score", "max_score"]
    assert header[8:13] == sections  # a column per rubric section
    assert {row["recognition"] for row in rows.values()} == {""}  # every file is a peg submission
    for name, kind in kinds.items():
        row = rows[name]
        assert row["edition"] == "peg/spring-2020" and row["max_score"] == "90"
        assert Path(home / "out" / row["report"]).read_text().startswith("digipeg grade peg ")
        if kind == "correct" or kind.startswith("copy of"):
            assert row["score"] == "90", (name, row)
        elif kind.startswith("mutant marked"):
            section = next(s for s in sections if s.startswith(kind.split(": ", 1)[1]))
            assert float(row[section]) < {"legal_move returns True correctly": 40, "legal_move returns False correctly": 20}.get(section, 10), (name, row)
        elif kind.startswith("mutant starter"):
            assert row["score"] == "90" and row["starter_changed"] == "true", (name, row)
        elif kind.startswith("mutant note"):
            assert row["score"] == "90" and row["starter_changed"] == "false", (name, row)  # reported, never deducted
        elif kind == "hostile":
            assert float(row["score"]) < 90, (name, row)
        else:
            raise AssertionError(f"{name}: no check for its kind {kind!r}")
    assert rows["hostile-syntax"]["error"].startswith("SyntaxError")
    report = json.loads((home / "out" / "reports" / "two-modules.json").read_text())
    assert report["report"]["load"]["files"] == ["program5.py", "peg_game.py"] and report["report"]["score"] == 90


def test_the_class_report_shows_where_marks_were_lost_and_who_is_alike(graded_class):
    home, kinds, _ = graded_class
    page = (home / "out" / "class-report.html").read_text()
    assert page.startswith("<!doctype html>") and "<script" not in page
    assert "<svg" in page and f"students who lost it, of {len(kinds)}" in page
    assert "The most common failures" in page and "# &lt;- here" in page
    starters = [name for name, kind in kinds.items() if kind.startswith("mutant starter")]
    assert "Starter code changed" in page and all(name in page for name in starters)
    # The near-copies pair with their originals (one reworded, one with its names changed); code written
    # independently does not pair, though every file holds the same starter.
    with open(home / "out" / "similarity.csv", newline="") as handle:
        listed = list(csv.DictReader(handle))
    pairs = {frozenset((row["student"], row["other"])) for row in listed}
    assert all(f"<td>{row['student']}</td><td>{row['other']}</td>" in page for row in listed)
    assert frozenset({"copy-of-a", "correct-a"}) in pairs and frozenset({"copy-of-b", "correct-b"}) in pairs
    independent = ["correct-a", "correct-b", "correct-base"]
    assert not any(frozenset({x, y}) in pairs for x in independent for y in independent if x != y)
    assert "highlight-red" in page  # the fragments they share


def test_a_program_in_modules_is_one_submission_and_a_folder_of_them_a_class(tmp_path):
    kinds = write_class(tmp_path / "class")
    assert is_class([str(tmp_path / "class")], "peg")
    assert not is_class([str(tmp_path / "class" / "two-modules")], "peg")
    assert not is_class([str(tmp_path / "class" / "correct-a.py")], "peg")
    solo = tmp_path / "solo"
    solo.mkdir()
    (solo / "a.py").write_text(SOLUTIONS["tictactoe/exercism"].source())
    (solo / "b.py").write_text(SOLUTIONS["tictactoe/exercism"].source())
    assert is_class([str(solo)], "tictactoe")  # two files that each solve it: two students
    assert len(kinds) >= 30


# -- exports of the LMSs --------------------------------------------------------------------------------

TTT = SOLUTIONS["tictactoe/exercism"].source()
FLAWED = MUTANTS["tictactoe/exercism"][0].source("tictactoe/exercism")
SPLIT_HELPER = TTT[: TTT.index("def gamestate")]
SPLIT_MAIN = "from board_lines import has_line\n\n\n" + TTT[TTT.index("def gamestate"):]


def _zip(path, entries):
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in entries.items():
            archive.writestr(name, text)
    return path


def _scores(result):
    return {g.student.name: (g.report["score"], g.student.ident, g.student.email) for g in result.graded}


def test_a_gradescope_export(tmp_path):
    top = "assignment_7023745_export/"
    metadata = (
        "---\nsubmission_132970515:\n  :submitters:\n  - :name: Ada Lovelace\n    :sid: '222334'\n    :email: ada@example.edu\n"
        "  :created_at: 2022-09-10 23:47:27.018556000 Z\n  :score: 32.0\n  :status: processed\n"
        "submission_132970516:\n  :submitters:\n  - :name: Alan Turing\n    :sid: '222335'\n    :email: alan@example.edu\n"
        "  - :name: Grace Hopper\n    :sid: '222336'\n    :email: grace@example.edu\n  :status: processed\n"
        "submission_132970517:\n  :submitters:\n  - :name: Edsger Dijkstra\n    :sid: '222337'\n    :email: ewd@example.edu\n")
    export = _zip(tmp_path / "export.zip", {
        top + "submission_metadata.yml": metadata,
        top + "submission_132970515/state_of_tic_tac_toe.py": TTT,
        top + "submission_132970516/state_of_tic_tac_toe.py": FLAWED,
        top + "submission_132970517/board_lines.py": SPLIT_HELPER,
        top + "submission_132970517/state_of_tic_tac_toe.py": SPLIT_MAIN,
    })
    result = grade_class("tictactoe", str(export), progress=None, budget=5)
    assert result.layout == "gradescope"
    assert _scores(result) == {"Ada Lovelace": (100, "222334", "ada@example.edu"),
                               "Alan Turing & Grace Hopper": (85, "222335 222336", "alan@example.edu grace@example.edu"),
                               "Edsger Dijkstra": (100, "222337", "ewd@example.edu")}


def test_a_canvas_export(tmp_path):
    # Canvas names each file <sortable name>[_LATE]_<user id>_<attachment id>_<file>, and a file submitted
    # again gets -1: the names come back, so the module a program imports is found.
    export = _zip(tmp_path / "submissions.zip", {
        "lovelaceada_1001_5551_state_of_tic_tac_toe.py": TTT,
        "turingalan_LATE_1002_5552_state_of_tic_tac_toe.py": FLAWED,
        "dijkstraedsger_1003_5553_board_lines-1.py": SPLIT_HELPER,
        "dijkstraedsger_1003_5554_state_of_tic_tac_toe.py": SPLIT_MAIN,
        "hopperg_1004_text.html": "<p>I could not upload</p>",
    })
    result = grade_class("tictactoe", str(export), progress=None, budget=5)
    assert result.layout == "canvas"
    assert _scores(result) == {"lovelaceada": (100, "1001", ""), "turingalan": (85, "1002", ""), "dijkstraedsger": (100, "1003", "")}
    split = next(g for g in result.graded if g.student.ident == "1003")
    assert sorted(split.report["load"]["files"]) == ["board_lines.py", "state_of_tic_tac_toe.py"]


def test_a_moodle_export(tmp_path):
    # Folders (older releases end them with "_", newer ones do not) and, without folders, flat files.
    export = _zip(tmp_path / "moodle.zip", {
        "Ada Lovelace_81_assignsubmission_file_/state_of_tic_tac_toe.py": TTT,
        "Alan Turing_82_assignsubmission_file/tictactoe.py": FLAWED,
        "Edsger Dijkstra_83_assignsubmission_file_board_lines.py": SPLIT_HELPER,
        "Edsger Dijkstra_83_assignsubmission_file_state_of_tic_tac_toe.py": SPLIT_MAIN,
        "Grace Hopper_84_assignsubmission_onlinetext_/onlinetext.html": "<p>see my file</p>",
    })
    result = grade_class("tictactoe", str(export), progress=None, budget=5)
    assert result.layout == "moodle"
    assert _scores(result) == {"Ada Lovelace": (100, "81", ""), "Alan Turing": (85, "82", ""), "Edsger Dijkstra": (100, "83", "")}


def test_an_export_that_would_write_outside_its_folder_is_refused(tmp_path):
    export = _zip(tmp_path / "evil.zip", {"../../outside.py": TTT})
    with pytest.raises(ExportError, match="outside the folder"):
        students_in(str(export), str(tmp_path / "scratch"))
    assert not (tmp_path / "outside.py").exists()
    done = _run("tictactoe", str(export), cwd=tmp_path)
    assert done.returncode == 2 and "outside the folder" in done.stderr


# -- the Gradescope bundle, end to end -------------------------------------------------------------------

def test_the_bundle_runs_in_a_simulated_autograder(tmp_path):
    # make test-python sets DIGIPEG_REQUIRE_WHEEL: there, a missing wheel is a failure, not a skip.
    (wheel,) = wheel_folder().glob("digipeg-*.whl")
    done = _run("bundle", "tictactoe", "--wheel", str(wheel), "--out", str(tmp_path / "autograder.zip"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    with zipfile.ZipFile(tmp_path / "autograder.zip") as archive:
        names = archive.namelist()
        assert names[:2] == ["setup.sh", "run_autograder"] and wheel.name in names  # at the zip's root
        assert all(archive.getinfo(n).external_attr >> 16 & 0o111 for n in ("setup.sh", "run_autograder"))
        root = tmp_path / "autograder"
        archive.extractall(root / "source")
    for name in ("setup.sh", "run_autograder"):
        (root / "source" / name).chmod(0o755)
    # Gradescope's image: a python3 with pip; here a fresh venv plays it, first on PATH.
    venv.create(tmp_path / "image", with_pip=True)
    env = dict(os.environ, PATH=f"{tmp_path / 'image' / 'bin'}{os.pathsep}{os.environ['PATH']}", AUTOGRADER=str(root),
               PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.pop("PYTHONPATH", None)
    setup = subprocess.run(["bash", str(root / "source" / "setup.sh")], capture_output=True, text=True, env=env, timeout=900)
    assert setup.returncode == 0, setup.stdout + setup.stderr
    for text, score in ((TTT, 100), (FLAWED, 85)):
        (root / "submission").mkdir(exist_ok=True)
        (root / "submission" / "state_of_tic_tac_toe.py").write_text(text)
        (root / "results").mkdir(exist_ok=True)
        run = subprocess.run(["bash", str(root / "source" / "run_autograder")], capture_output=True, text=True, env=env,
                             timeout=600)
        assert run.returncode == 0, run.stdout + run.stderr
        results = json.loads((root / "results" / "results.json").read_text())
        _check_gradescope_results(results)
        assert results["score"] == score and sum(t["score"] for t in results["tests"]) == score
        assert "Edition: tictactoe/exercism" in results["output"]


def _check_gradescope_results(results):
    """results.json as Gradescope's autograder specification has it."""
    top = {"score", "execution_time", "output", "output_format", "test_output_format", "test_name_format", "visibility",
           "stdout_visibility", "extra_data", "tests", "leaderboard"}
    assert set(results) <= top, set(results) - top
    assert isinstance(results["score"], (int, float)) and isinstance(results["output"], str)
    for test in results["tests"]:
        assert set(test) <= {"score", "max_score", "status", "name", "name_format", "number", "output", "output_format",
                             "tags", "visibility", "extra_data"}, test
        assert isinstance(test["score"], (int, float)) and isinstance(test["max_score"], (int, float))
        assert 0 <= test["score"] <= test["max_score"] or test["max_score"] == 0
        assert test.get("status", "passed") in ("passed", "failed")
        assert isinstance(test["name"], str) and isinstance(test["output"], str)
    json.dumps(results)
