"""Files that are not a submission of the assignment (issue 37): another project of the same course with the
same function names (Connect-4 PopOut, Pentago), another assignment's file, an empty file, a file with none
of an edition's names. Strong evidence scores them 0 and says why, at the top of the report and in the
gradebook; weak evidence grades them and says what to check; a real submission that names its parameters
its own way keeps every mark."""

import ast
import csv
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import lookalikes  # noqa: E402
from mutants import SOLUTIONS  # noqa: E402

from conftest import require  # noqa: E402

require("hypothesis")

from digipeg.grade import choose, editions, grade, render  # noqa: E402
from digipeg.grade.classes.classroom import grade_class, write_outputs  # noqa: E402
from digipeg.grade.assignments.editions import because, detect  # noqa: E402

BUDGET = 600.0
PS0001 = SOLUTIONS["quixo/ps0001"].source()

# What each file is given as, what the report must say it is, and a reason it must give.
KINDS = {
    "popout": ("quixo", lookalikes.POPOUT, "Not a Quixo submission: it is Connect-4 PopOut (NTU PS0001, 2022/23).",
               "check_move(board, turn, col, pop) takes pop, as Connect-4 PopOut's check_move(board, turn, col, pop) does"),
    "popout-game": ("quixo", lookalikes.POPOUT_GAME, "Not a Quixo submission: it is Connect-4 PopOut (NTU PS0001, 2018/19).",
                    "check_victory(game) takes 1 argument, as Connect-4 PopOut's check_victory(game) does, where the "
                    "edition's check_victory(board, who_played) takes 2"),
    "pentago": ("quixo", lookalikes.PENTAGO, "Not a Quixo submission: it is Pentago (NTU PS0001, 2019/20).",
                "apply_move(board, turn, row, col, rot) takes 5 arguments, as Pentago's apply_move(board, turn, row, col, "
                "rot) does, where the edition's apply_move(board, turn, index, push_from) takes 4"),
    "tictactoe-as-peg": ("peg", lookalikes.TICTACTOE,
                         "Not a peg solitaire submission: it is a tic-tac-toe submission (edition tictactoe/exercism).",
                         "it defines the function gamestate, and none of the names of a peg solitaire submission"),
    "empty": ("peg", lookalikes.EMPTY, "Not a peg solitaire submission: the file defines no class and no function.",
              "it is empty"),
}


def _file(tmp_path, text, name="student.py"):
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_another_project_is_scored_0_and_says_why(kind, tmp_path):
    assignment, text, summary, reason = KINDS[kind]
    report = grade(assignment, str(_file(tmp_path, text)), seed=0, budget=BUDGET)
    found = report.recognition
    assert (found["verdict"], found["evidence"], found["graded"]) == ("not this assignment", "strong", False)
    assert found["summary"] == summary and reason in found["reasons"], found
    assert report.score == 0 and report.scenarios == 0 and report.max_score == 100 if assignment == "quixo" else 90
    assert all(t.status == "not graded" for s in report.sections for t in s.tests)
    lines = render(report).splitlines()
    # At the top: the score says it was not graded, the edition, then why, then what to do.
    assert lines[1].endswith("; not graded: not a submission of this assignment (see below)")
    assert lines[2].startswith("Edition: ") and lines[3] == summary
    assert f"  - {reason}" in lines
    assert "On this strong evidence it is scored 0 and not played; to grade it anyway: --grade-anyway." in lines


def test_a_teacher_may_grade_it_anyway(tmp_path):
    path = _file(tmp_path, lookalikes.POPOUT)
    report = grade("quixo", str(path), seed=0, budget=BUDGET, examples=3, sections=["check_victory"], anyway=True)
    assert report.recognition["verdict"] == "not this assignment" and report.recognition["graded"] is True
    assert report.scenarios > 0 and report.score < report.max_score
    assert "Graded anyway, as asked (--grade-anyway)" in render(report)


def _renamed(source, names):
    """``source`` with the parameters of its top-level functions renamed, and their uses in the function (not
    in an inner function that takes a parameter of the same name)."""

    def visit(node, active):
        if isinstance(node, (ast.FunctionDef, ast.Lambda)):
            own = {a.arg for a in node.args.posonlyargs + node.args.args + node.args.kwonlyargs}
            for default in node.args.defaults:
                visit(default, active)
            for statement in node.body if isinstance(node.body, list) else [node.body]:
                visit(statement, active - own)
            return
        if isinstance(node, ast.Name) and node.id in active:
            node.id = names[node.id]
        for child in ast.iter_child_nodes(node):
            visit(child, active)

    tree = ast.parse(source)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            params = {a.arg for a in node.args.args} & set(names)
            for statement in node.body:
                visit(statement, params)
            for arg in node.args.args:
                arg.arg = names.get(arg.arg, arg.arg)
    return ast.unparse(tree) + "\n"


OWN_NAMES = {"board": "b", "turn": "player", "index": "idx", "push_from": "side", "who_played": "mover", "level": "strength"}


def test_a_quixo_submission_with_its_own_parameter_names_keeps_every_mark(tmp_path):
    text = _renamed(PS0001, OWN_NAMES)
    assert "def check_move(b, player, idx, side):" in text
    report = grade("quixo", str(_file(tmp_path, text)), seed=1, budget=BUDGET, examples=10)
    assert report.recognition["verdict"] == "fits" and report.recognition["reasons"] == []
    assert report.failures() == [] and report.score == report.max_score == 100, render(report)


def test_weak_evidence_is_graded_and_flagged(tmp_path):
    # One function of four with another arity: a draft's slip, not another project; graded, and flagged.
    text = PS0001.replace("def computer_move(board, turn, level):", "def computer_move(board, turn):\n    level = 2")
    report = grade("quixo", str(_file(tmp_path, text)), seed=1, budget=BUDGET, examples=5)
    found = report.recognition
    assert (found["verdict"], found["evidence"], found["graded"]) == ("unsure", "weak", True)
    assert found["reasons"] == ["computer_move(board, turn) takes 2 arguments, where the edition's computer_move(board, turn, "
                                "level) takes 3"]
    assert {s.name for s in report.sections if s.score < s.marks} == {"computer_move"}
    assert "It is graded: the evidence is weak." in render(report)


def test_no_edition_matches_and_the_report_names_what_the_file_defines(tmp_path):
    path = _file(tmp_path, "class Board:\n    pass\n\n\ndef main():\n    pass\n")
    report = grade("peg", str(path), seed=0, budget=BUDGET)
    found = report.recognition
    assert found["summary"] == "No edition of peg matches: the file defines class Board and def main."
    assert found["defines"] == ["class Board", "def main"] and report.score == 0
    assert "a peg solitaire submission defines the class Pegathon (pegathon-2021); the class DigiPeg (fall-2020); " \
           "the class PegRectangleSolitaire and the function game_won (spring-2019)" in found["reasons"][0]


def test_a_draft_is_named_by_the_strongest_evidence_left_and_the_weakness_said(tmp_path):
    # The class misnamed, its header kept: Fall 2020 by its header, graded, and flagged as weak.
    draft = SOLUTIONS["peg/fall-2020"].source().replace("class DigiPeg", "class Digipeg")
    choice = choose("peg", [str(_file(tmp_path, draft))])
    assert choice.edition.id == "peg/fall-2020"
    assert choice.why == "recognised by the text 'Welcome to DigiPeg Solitaire!'"
    assert choice.recognition.verdict == "unsure" and choice.recognition.reasons == (
        "peg/fall-2020 was recognised by the text 'Welcome to DigiPeg Solitaire!' only, not by the names it defines",)


def test_recognised_by_reads_as_a_sentence():
    examples = {
        "solitaire/deque-2019": "recognised by the class Deque and the attribute t",
        "peg/spring-2019": "recognised by the class PegRectangleSolitaire and the method game_won",
        "quixo/ps0001": "recognised by the functions check_move and apply_move",
        "tictactoe/exercism": "recognised by the function gamestate",
    }
    from test_editions import NAMES

    for edition, why in examples.items():
        assert detect(edition.split("/")[0], [NAMES[edition]], editions()).why == why
    for edition in editions():
        for rule in edition.detect:
            words = because(rule)
            assert words.startswith("the ") and ".." not in words and " ." not in words, (edition.id, words)
            assert not any(part.startswith(".") for part in words.split()), (edition.id, words)


def test_a_class_with_lookalikes_still_grades_the_rest(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "ada.py").write_text(PS0001)
    (folder / "alan.py").write_text(_renamed(PS0001, OWN_NAMES))
    (folder / "grace.py").write_text(lookalikes.POPOUT)
    (folder / "edsger.py").write_text(lookalikes.PENTAGO)
    (folder / "barbara.py").write_text(lookalikes.EMPTY)
    result = grade_class("quixo", str(folder), progress=None, budget=60, examples=3, jobs=2)
    written = write_outputs(result, str(tmp_path / "out"))
    with open(written["gradebook"], newline="") as handle:
        rows = {row["student"]: row for row in csv.DictReader(handle)}
    assert {name: row["score"] for name, row in rows.items()} == {"ada": "100", "alan": "100", "grace": "0", "edsger": "0",
                                                                  "barbara": "0"}
    assert rows["ada"]["recognition"] == "" and rows["alan"]["recognition"] == ""
    assert rows["grace"]["recognition"] == ("not this assignment (strong evidence): Not a Quixo submission: it is Connect-4 "
                                            "PopOut (NTU PS0001, 2022/23).")
    assert rows["edsger"]["recognition"].endswith("it is Pentago (NTU PS0001, 2019/20).")
    page = Path(written["report"]).read_text()
    assert "Not this assignment, or perhaps not" in page and "it is Pentago" in page


def test_the_teachers_page_shows_what_the_command_prints(tmp_path):
    import re
    import subprocess

    page = (Path(__file__).resolve().parents[3] / "docs" / "teachers.md").read_text()
    found = re.search(r"```text\n\$ python -m digipeg grade quixo popout\.py\n(.*?)```", page, re.S)
    assert found, "docs/teachers.md has no report of a look-alike"
    (tmp_path / "popout.py").write_text(lookalikes.POPOUT)
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "quixo", "popout.py"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stderr
    shown = done.stdout.split("\n\n")[0] + "\n"  # the top of the report, up to its first section
    assert shown == found.group(1)
