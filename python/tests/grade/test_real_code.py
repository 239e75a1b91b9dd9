"""Student files as they come: input read at import, a window opened at import, a package that is not
installed, a program split over several modules, and hostile files. Each is graded as far as it can be,
never hangs, and the report says what was skipped and why. (The real submissions these cases come from
are kept out of the repository: python/bench/grade_real.py grades a folder of them.)"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutants import SOLUTIONS  # noqa: E402
from conftest import require  # noqa: E402

require("hypothesis")

from digipeg.grade import Limits, grade, render  # noqa: E402

BUDGET = 600.0
TTT = SOLUTIONS["tictactoe/exercism"].source()


def _grade_ttt(tmp_path, source, **options):
    path = tmp_path / "student.py"
    path.write_text(source)
    return grade("tictactoe", str(path), seed=0, budget=options.pop("budget", BUDGET), **options)


def _skips(report):
    return [note for note in report.load["notes"] if note.startswith("Skipped at import:")]


def test_input_read_at_import_is_skipped_and_the_rest_graded(tmp_path):
    source = "def main():\n    name = input('Your name: ')\n    print(gamestate([name] * 3))\n\nmain()\n\n" + TTT
    report = _grade_ttt(tmp_path, source)
    assert report.score == report.max_score == 100
    (skip,) = _skips(report)
    assert skip.startswith("Skipped at import: student.py line 5, `main()`: it reads input (EOFError")
    assert report.load["skipped"][0]["line"] == 5


def test_a_window_opened_at_import_is_skipped_and_never_waits(tmp_path, monkeypatch):
    # A display in the grader's environment is not handed to the submission: no window, no wait.
    monkeypatch.setenv("DISPLAY", ":0")
    source = ("import tkinter as tk\nwindow = tk.Tk()\nwindow.title('tic-tac-toe')\nlabel = tk.Label(window, text='hi')\n"
              "label.pack()\nwindow.mainloop()\n\n" + TTT)
    report = _grade_ttt(tmp_path, source)
    assert report.score == report.max_score
    skips = _skips(report)
    assert len(skips) == 1, skips
    assert "`window = tk.Tk()`: it opens a window, and there is no display" in skips[0]
    assert "so were 4 later statements using what it defines" in skips[0]


def test_a_package_that_is_not_installed(tmp_path):
    source = "from zellegraphics import *\nimport winsound\n\n" + TTT + "\ndef draw():\n    GraphWin('Quixo', 500, 500)\n"
    report = _grade_ttt(tmp_path, source)
    assert report.score == report.max_score
    skips = _skips(report)
    assert len(skips) == 2
    assert "it imports a package that is not installed (No module named 'zellegraphics')" in skips[0]


def test_a_loop_at_import_is_skipped_within_the_call_limit(tmp_path):
    source = "import time\nwhile True:\n    time.sleep(0.01)\n\n" + TTT
    report = _grade_ttt(tmp_path, source, limits=Limits(call=0.3, scenario=2.0))
    assert report.score == report.max_score
    assert "it ran longer than 0.3 s" in _skips(report)[0]


def test_the_names_defined_after_a_failing_statement_are_graded(tmp_path):
    source = TTT.replace("def gamestate(board):", "raise RuntimeError('oops')\n\n\ndef gamestate(board):")
    report = _grade_ttt(tmp_path, source)
    assert report.score == report.max_score
    assert "it raised RuntimeError: oops" in _skips(report)[0]


def _split_solitaire(folder):
    """The 2019 solution as two modules, as a real submission has it: the Deque in its own file."""
    text = SOLUTIONS["solitaire/deque-2019"].source()
    start, end = text.index("class Deque:"), text.index("class Solitaire:")
    folder.mkdir()
    (folder / "deque_class.py").write_text(text[start:end])
    (folder / "solitaire_class.py").write_text("from deque_class import Deque\n\n\n" + text[:start] + text[end:]
                                               + "\ngame = Solitaire([3, 6, 2, 5, 4, 1, 0])\ngame.play()\n")
    return folder


def test_a_submission_split_over_two_modules_as_a_folder(tmp_path):
    folder = _split_solitaire(tmp_path / "student")
    report = grade("solitaire", str(folder), seed=0, budget=BUDGET, examples=15)
    assert report.edition["id"] == "solitaire/deque-2019"
    assert report.load["files"] == ["solitaire_class.py", "deque_class.py"]
    assert report.score == report.max_score, render(report)
    notes = report.load["notes"]
    assert "The submission is 2 files: solitaire_class.py is graded, deque_class.py is its module." in notes
    assert any("`game.play()`: it reads input" in note for note in notes)
    # The same files given one by one, the helper first: the main module is the one defining the names.
    files = [str(folder / "deque_class.py"), str(folder / "solitaire_class.py")]
    again = grade("solitaire", files, seed=0, budget=BUDGET, examples=15, sections=["Section 2"])
    assert again.load["files"] == ["solitaire_class.py", "deque_class.py"] and again.score == again.max_score


def test_the_command_takes_a_folder_or_several_files(tmp_path):
    folder = _split_solitaire(tmp_path / "student")
    for args in ([str(folder)], [str(folder / "solitaire_class.py"), str(folder / "deque_class.py")]):
        done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "solitaire", *args, "--examples", "5", "--budget", "300"],
                              capture_output=True, text=True, timeout=600, cwd=tmp_path)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "75 / 75" in done.stdout.splitlines()[1]
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "solitaire", str(tmp_path / "nothing-here")],
                          capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 2 and "no such file or folder" in done.stderr


def test_a_numpy_board_stays_a_numpy_board(tmp_path):
    # The submission's constructor makes a numpy bool array: positions are handed over as arrays of that
    # dtype (board.shape and board[r, c] work), and compared by value.
    probe = SOLUTIONS["peg/spring-2020"].source().replace(
        "    def legal_move(self, row_start, col_start, row_end, col_end):\n",
        "    def legal_move(self, row_start, col_start, row_end, col_end):\n"
        "        assert type(self.board).__name__ == 'ndarray' and self.board.dtype == bool, type(self.board)\n")
    path = tmp_path / "student.py"
    path.write_text(probe)
    report = grade("peg", str(path), seed=0, budget=BUDGET, examples=10, sections=["legal_move"])
    assert report.failures() == [] and report.score == report.max_score == 60


# -- hostile submissions -------------------------------------------------------------------------------

FAST = Limits(call=0.3, scenario=1.5, start=20.0)
HOSTILE = {
    "an endless loop": ("def gamestate(board):\n    while True:\n        pass\n", "took too long"),
    "an endless loop that swallows the timer": (
        "def gamestate(board):\n    while True:\n        try:\n            while True:\n                pass\n"
        "        except BaseException:\n            pass\n", "did not finish within"),
    "an endless loop while loading": ("while True:\n    pass\n\n" + TTT, "ran longer than 0.3 s"),
    "a crash of the process": ("import os\ndef gamestate(board):\n    os.abort()\n", "killed by SIGABRT"),
    "os._exit": ("import os\ndef gamestate(board):\n    os._exit(3)\n", "exited with code 3"),
    "sys.exit in a call": ("import sys\ndef gamestate(board):\n    sys.exit(1)\n", "called sys.exit(1)"),
    "sys.exit while loading": ("import sys\nsys.exit()\n\n" + TTT, "called sys.exit(None)"),
    # Nothing of the assignment's is defined: no edition matches, and the file is not played at all.
    "a missing name": ("def game_state(board):\n    return 'win'\n", "No edition of tictactoe matches: the file defines def game_state."),
    "a syntax error": ("def gamestate(board)\n    return 'win'\n", "SyntaxError"),
    "an import of something missing": ("import numpyy\ndef gamestate(board):\n    return 'win'\n", "No module named 'numpyy'"),
    "printing megabytes": ("def gamestate(board):\n    print('x' * 10_000_000)\n", "printed more than"),
    "printing megabytes while loading": ("while True:\n    print('spam' * 1000)\n\n" + TTT, "printed more than"),
    "a memory hog": ("def gamestate(board):\n    return [0] * 10**10\n", "too much memory"),
}


# The grading runs in a child process: a grader that hung would fail the test at the child's timeout (a
# guard against a hang, far above any grading's time), not hang the suite.
CHILD = """import json, sys
from digipeg.grade import Limits, grade, render
report = grade("tictactoe", sys.argv[1], seed=0, budget=4.0, limits=Limits(call=0.3, scenario=1.5, start=20.0))
render(report)
print(json.dumps(report.to_dict()))
"""
# Where a call never returns, each test stops at its call's or its scenario's limit, and once the budget is
# spent the tests left are not played: every test ends one of these ways.
STOPPED = ("took too long", "did not finish within", "not played: the time budget was spent")


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_submission_gets_a_report(kind, tmp_path):
    source, reason = HOSTILE[kind]
    path = tmp_path / "student.py"
    path.write_text(source)
    done = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.splitlines()[-1])
    if kind.endswith("while loading"):
        # The statement is skipped at import, and the function after it graded in full.
        assert report["score"] == report["max_score"] and any(reason in n for n in report["load"]["notes"]), report["load"]
    else:
        assert report["score"] < report["max_score"]
    tests = [t for s in report["sections"] for t in s["tests"]]
    failures = [t["failure"]["reason"] for t in tests if t["status"] == "fail"]
    reasons = failures + [report["load"].get("error") or "", report["recognition"].get("summary", "")] + report["load"].get("notes", [])
    assert any(reason in r for r in reasons), reasons
    if kind.startswith("an endless loop") and "loading" not in kind:
        assert len(failures) == len(tests) and all(any(s in r for s in STOPPED) for r in failures), failures


def test_the_program_of_a_hostile_submission_cannot_hang_the_grader(tmp_path):
    # The peg terminal program reads standard input: one that never stops asking still ends.
    path = tmp_path / "hostile.py"
    text = SOLUTIONS["peg/spring-2020"].source().replace("\nmain()\n", "\nwhile True:\n    input()\n")
    path.write_text(text)
    report = grade("peg", str(path), seed=0, budget=BUDGET, examples=5, limits=FAST, sections=["Starter"])
    program = [t for t in report.sections[0].tests if "terminal program" in t.name][0]
    assert program.status == "fail" and "differs from the starter's" in program.failure.reason
    assert "[the program ends: EOFError]" in program.failure.diff
    assert report.starter_changed


def test_the_submission_sees_no_display(tmp_path, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    source = "import os\nSEEN = os.environ.get('DISPLAY'), os.environ.get('WAYLAND_DISPLAY'), os.environ.get('SDL_VIDEODRIVER')\n"
    source += TTT.replace("def gamestate(board):\n", "def gamestate(board):\n    assert SEEN == (None, None, 'dummy'), SEEN\n")
    report = _grade_ttt(tmp_path, source)
    assert report.score == report.max_score, render(report)
