"""The editions as data: every shipped edition builds, each is recognised from a submission's names, a
teacher's own edition file grades without any Python, and a broken edition file is an error that says
where."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutants import SOLUTIONS  # noqa: E402
from conftest import require  # noqa: E402

require("hypothesis")

from digipeg.grade import Choice, EditionError, assignment, choose, editions, grade  # noqa: E402
from digipeg.grade.assignments.editions import detect, load  # noqa: E402

HERE = Path(__file__).resolve().parent
README = HERE.parents[1] / "README.md"


@pytest.mark.parametrize("edition", [e.id for e in editions()])
def test_every_shipped_edition_builds_its_rubric(edition):
    found = next(e for e in editions() if e.id == edition)
    graded = assignment(found.assignment, Choice(found, "chosen", "test"))
    marked = [s for s in graded.sections if s.kind == "marked"]
    assert marked and all(s.tests for s in marked)
    # Marks a section can lose reach its marks: no rubric leaves marks that no check can take away.
    for section in marked:
        assert sum(t.deduction for t in section.tests) >= section.marks, (edition, section.name)
    checks = [t.check for s in graded.sections for t in s.tests]
    assert len(checks) == len(set(checks))


# A submission of each edition, as small as its names: the first rule that matches decides.
NAMES = {
    "peg/pegathon-2021": "class Pegathon:\n    def game_over(self): pass\n",
    "peg/fall-2020": "class DigiPeg:\n    def game_over(self): pass\n",
    "peg/spring-2019": "class PegRectangleSolitaire:\n    def game_won(self): pass\n",
    "peg/spring-2020": "class PegRectangleSolitaire:\n    def game_over(self): pass\n",
    "solitaire/deque-2019": "class Deque: pass\nclass Solitaire:\n    def __init__(self, ncards):\n        self.t = []\n",
    "solitaire/cardpile-a": "class CardPile: pass\nclass Solitaire:\n    def __init__(self, cards):\n        self.__piles = []\n",
    "solitaire/cardpile-b": "class CardPile: pass\nclass Solitaire:\n    def __init__(self, cards):\n        self.piles = []\n",
    "quixo/csse120": "def createBoard(listOfRows): pass\ndef makeMove(board, a, b, c, d): pass\n",
    "quixo/ps0001": "def check_move(board, turn, index, push_from): pass\ndef apply_move(board, turn, index, push_from): pass\n",
    "tictactoe/exercism": "def gamestate(board): pass\n",
}


@pytest.mark.parametrize("edition", sorted(NAMES))
def test_the_edition_is_recognised_from_the_names(edition):
    choice = detect(edition.split("/")[0], [NAMES[edition]], editions())
    assert (choice.edition.id, choice.how) == (edition, "detected")
    assert choice.why.startswith("recognised by ")


def test_detection_follows_the_table_of_editions_md():
    peg = editions()
    # Neither game_won nor game_over: the messages decide (the second rules).
    assert detect("peg", ["class PegRectangleSolitaire:\n    x = \"You're a genius!\"\n"], peg).edition.id == "peg/spring-2019"
    assert detect("peg", ["class PegRectangleSolitaire:\n    x = \"You're a DigiPeg Genius!\"\n"], peg).edition.id == "peg/spring-2020"
    # The method decides over the messages: a Spring 2020 draft with 2019's date and glyph but game_over.
    draft = "# Last Modified: 2019\nclass PegRectangleSolitaire:\n    glyph = ' * |'\n    def game_over(self): pass\n"
    assert detect("peg", [draft], peg).edition.id == "peg/spring-2020"
    # A file split in two: the names of both count.
    split = ["from deque_class import Deque\nclass Solitaire:\n    def __init__(self, n):\n        self.t = []\n",
             "class Deque:\n    def add_front(self, item): pass\n    def peeklast(self): pass\n"]
    assert detect("solitaire", split, peg).edition.id == "solitaire/deque-2019"
    nothing = detect("peg", ["print('hello')\n"], peg)
    assert (nothing.edition.id, nothing.how) == ("peg/spring-2020", "default")
    # A file that does not parse is recognised from its text.
    assert detect("quixo", ["def check_victory(board, who_played)\n"], peg).edition.id == "quixo/ps0001"


def test_each_solution_is_graded_by_its_own_edition_and_by_another_when_told(tmp_path):
    path = tmp_path / "peg_fall_2020.py"
    path.write_text(SOLUTIONS["peg/fall-2020"].source())
    assert choose("peg", [str(path)]).edition.id == "peg/fall-2020"
    forced = choose("peg", [str(path)], edition="spring-2020")
    assert (forced.edition.id, forced.how, forced.why) == ("peg/spring-2020", "chosen", "chosen with --edition")
    assert choose("peg", [str(path)], edition="peg/pegathon-2021").edition.id == "peg/pegathon-2021"
    report = grade("peg", str(path), edition="spring-2020", seed=0, budget=600, examples=10, sections=["final_message"])
    # Fall 2020's messages are not Spring 2020's: every case is wrong.
    assert report.edition["how"] == "chosen" and report.sections[0].score == 0


def _readme_edition_file():
    found = re.search(r"```toml\n(# my-peg-edition\.toml.*?)```", README.read_text(), re.S)
    assert found, "python/README.md has no edition file example"
    return found.group(1)


def test_the_readme_edition_file_grades_a_teachers_own_variant(tmp_path):
    variant = tmp_path / "my-peg-edition.toml"
    variant.write_text(_readme_edition_file())
    (edition,) = [e for e in load([str(variant)]) if e.source == str(variant)]
    assert edition.id == "peg/our-course-2026" and edition.rules["directions"] == 8
    # The Spring 2020 solution with the variant's messages and thresholds, and diagonal jumps.
    text = SOLUTIONS["peg/fall-2020"].source()
    # Its bands are 1 or fewer, 2 or 3, 4 to 6 (Fall 2020's third band already ends at 6), and the rest; at 0
    # pegs this student prints "Perfect", which the variant's [edition.accept] takes for "Perfect!".
    for old, new in (
        ("if self.pegs_left <= 2:", "if self.pegs_left <= 1:"), ("elif self.pegs_left <= 4:", "elif self.pegs_left <= 3:"),
        ('"You\'re a DigiPeg-enius!"', '"Perfect" if self.pegs_left == 0 else "Perfect!"'),
        ('"I\'ve worked with better. But not many."', '"Well played."'),
        ('str(self.pegs_left) + " left? Really? You\'re gonna have to do better than that."', '"Keep practising."'),
        ('"DigiPeg-naramous! Rack\'em up and redeem yourself."', '"Try again."'),
        ('"Welcome to DigiPeg Solitaire!"', '"Welcome to Peg Solitaire!"'),
    ):
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / "student.py"
    path.write_text(text)
    report = grade("peg", str(path), edition_file=str(variant), seed=0, budget=600, examples=15)
    assert report.edition == {"id": "peg/our-course-2026", "title": "Peg solitaire (our course, 2026)", "how": "file",
                              "why": f"the edition of {variant}"}
    assert report.failures() == [] and report.score == report.max_score == 90
    # The report names the spelling it accepted, as editions.toml promises.
    assert "prints 'Perfect' where the edition's text is 'Perfect!': accepted by the edition" in report.load["notes"]
    # A student who kept Fall 2020's messages loses the final_message marks, and only those.
    path.write_text(SOLUTIONS["peg/fall-2020"].source().replace('"Welcome to DigiPeg Solitaire!"', '"Welcome to Peg Solitaire!"'))
    report = grade("peg", str(path), edition_file=str(variant), seed=0, budget=600, examples=15)
    assert [s.name for s in report.sections if s.score < s.marks] == ["final_message is correct"]
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "editions", "peg", "--edition-file", str(variant)],
                          capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0 and "peg/our-course-2026" in done.stdout and "peg/spring-2020" in done.stdout


BROKEN = {
    "unknown key": ('[[edition]]\nid = "peg/x"\nbase = "peg/spring-2020"\nrubrics = []\n', "unknown key 'rubrics'"),
    "no base": ('[[edition]]\nid = "peg/x"\nbase = "peg/spring-2099"\n', "no base edition 'peg/spring-2099'"),
    "a loop": ('[[edition]]\nid = "peg/x"\nbase = "peg/y"\n[[edition]]\nid = "peg/y"\nbase = "peg/x"\n', "form a loop"),
    "bad id": ('[[edition]]\nid = "chess/x"\n', "ASSIGNMENT/NAME"),
    "another assignment's base": ('[[edition]]\nid = "peg/x"\nbase = "quixo/ps0001"\n', "another assignment's"),
    "not TOML": ('[[edition]\n', "not valid TOML"),
    "a wrong type": ('[[edition]]\nid = "peg/x"\nbase = "peg/spring-2020"\ntitle = 3\n', "'title' must be a str"),
    "a bad condition": ('[[edition]]\nid = "peg/x"\nbase = "peg/spring-2020"\ndetect = [["klass Foo"]]\n', "is not a condition"),
    "no rubric": ('[[edition]]\nid = "peg/x"\nchecks = "peg"\n', "no rubric"),
    "a variant that is no list": ('[[edition]]\nid = "peg/x"\nbase = "peg/spring-2020"\n[edition.accept]\n"You Loss!" = "Loss"\n',
                                  "accept.You Loss! must be a list of strings"),
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_broken_edition_file_says_what_is_wrong(kind, tmp_path):
    text, message = BROKEN[kind]
    path = tmp_path / "broken.toml"
    path.write_text(text)
    with pytest.raises(EditionError, match=re.escape(message)) as raised:
        load([str(path)])
    assert str(path) in str(raised.value)


def test_a_rubric_naming_an_unknown_check_is_an_error_at_grading(tmp_path):
    path = tmp_path / "bad-rubric.toml"
    path.write_text('[[edition]]\nid = "peg/x"\nbase = "peg/spring-2020"\n[[edition.rubric]]\nsection = "S"\nmarks = 10\n'
                    'tests = [{ check = "legal.sideways", deduct = 10 }]\n')
    (edition,) = [e for e in load([str(path)]) if e.id == "peg/x"]
    with pytest.raises(EditionError, match=r"names 'legal.sideways', which is no check of peg \(known: end, final.1"):
        assignment("peg", Choice(edition, "file", "test"))
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "peg", str(HERE / "peg_solution.py"), "--edition-file", str(path)],
                          capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 2 and "legal.sideways" in done.stderr


def test_the_editions_command_lists_every_edition(tmp_path):
    done = subprocess.run([sys.executable, "-m", "digipeg", "grade", "editions"], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0
    assert [line.split()[0] for line in done.stdout.splitlines()] == [e.id for e in editions()]
    assert "(default)" in done.stdout


# Each peg edition's message for each count, as docs/editions.md (section 1) states it, written out here by
# hand: 0 pegs (a 1 x 1 board), each end of each band, and far beyond.
GENIUS, SMART, AVERAGE, DUMB = "You're a genius!", "You're pretty smart.", "You're just average.", "You're just plain dumb."
MESSAGES = {
    "peg/spring-2019": {0: DUMB, 1: GENIUS, 2: SMART, 3: AVERAGE, 4: DUMB, 5: DUMB, 25: DUMB},
    "peg/spring-2020": {0: "You're a DigiPeg Genius!", 1: "You're a DigiPeg Genius!", 2: "You're a DigiPeg Genius!",
                        3: "Not too shabby, rookie.", 4: "Not too shabby, rookie.", 5: "That's nothing to write home about.",
                        6: "That's nothing to write home about.", 7: "You're a DigiPeg Igno-Ra-Moose.",
                        25: "You're a DigiPeg Igno-Ra-Moose."},
    "peg/fall-2020": {0: "You're a DigiPeg-enius!", 2: "You're a DigiPeg-enius!", 3: "I've worked with better. But not many.",
                      4: "I've worked with better. But not many.",
                      5: "5 left? Really? You're gonna have to do better than that.",
                      6: "6 left? Really? You're gonna have to do better than that.",
                      7: "DigiPeg-naramous! Rack'em up and redeem yourself.", 25: "DigiPeg-naramous! Rack'em up and redeem yourself."},
    "peg/pegathon-2021": {0: "You're a Peg-enius!", 2: "You're a Peg-enius!", 3: "I've worked with better. But not many.",
                          4: "I've worked with better. But not many.",
                          6: "6 left? Really? You're gonna have to do better than that.",
                          7: "Peg-naramous! Rack 'em up and redeem yourself."},
}


@pytest.mark.parametrize("edition", sorted(MESSAGES))
def test_every_message_band_at_0_and_at_each_boundary(edition):
    from digipeg.grade.assignments.peg import handout_class

    found = next(e for e in editions() if e.id == edition)
    for pegs, message in MESSAGES[edition].items():
        game = handout_class(found, count_line=False)(9, 9, 8, 8)
        game.board = [[9 * r + c < pegs for c in range(9)] for r in range(9)]
        assert game.final_text() == message + "\n", (edition, pegs)
    # The grader plays each band at its ends, 0 where the band holds it: every count above among them.
    graded = assignment("peg", Choice(found, "chosen", "test"))
    played = set()
    for section in graded.sections:
        for test in section.tests:
            if test.check.startswith("final."):
                for scenario in test.examples():
                    played.update(op["value"] for op in scenario.ops if op["op"] == "set" and op["path"] == ["pegs_left"])
    told = MESSAGES[edition]
    ends = {0} | {n for a, b in zip(sorted(told), sorted(told)[1:]) if b == a + 1 and told[a] != told[b] for n in (a, b)}
    assert ends <= played, (sorted(ends), sorted(played))
