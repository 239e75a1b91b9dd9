"""`python -m digipeg ...` as a user runs it: whole transcripts through stdin, compared byte for byte."""

from __future__ import annotations

import subprocess
import sys
import tempfile

import pytest

from vectors import load

TIMEOUT = 60
# Outside the source tree, so `-m digipeg` finds the installed package, not python/digipeg.
CWD = tempfile.gettempdir()


def run(args, stdin: str = ""):
    return subprocess.run(
        [sys.executable, "-m", "digipeg", *args], input=stdin.encode(), capture_output=True, timeout=TIMEOUT, cwd=CWD
    )


def program_cases(file: str, verb: str, result_verb: str):
    for case in load(file):
        steps = case.steps
        for i, step in enumerate(steps):
            if step.verb == verb:
                result = next(s for s in steps[i + 1:] if s.verb == result_verb)
                yield pytest.param(case, step, result, id=case.name)


@pytest.mark.parametrize("case,step,output", list(program_cases("peg.txt", "program", "output")))
def test_peg_transcripts_byte_for_byte(case, step, output):
    args = ["peg"]
    if step.arg(0) == "digipeg":
        args.append("--digipeg-banner")
    if len(step.args) > 1 and step.args[1] == "diagonal":
        args.append("--diagonal")
    done = run(args, "".join(f"{line}\n" for line in step.block))
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    assert done.stdout.decode() == output.block_text()


def test_peg_whole_game_written_here():
    # 1 x 4 board, hole at column 1: one jump, then the game is over.
    done = run(["peg"], "1\n4\n1\n1\n1\n3\n1\n1\n")
    assert done.returncode == 0 and done.stderr == b""
    out = done.stdout.decode()
    assert out.startswith("Welcome to Peg Rectangle Solitaire!\n" + "-" * 35 + "\n\n")
    assert out.endswith(
        "Enter the column where the peg lands [1 - 4]: \n"
        "    1   2   3   4  \n  +---+---+---+---+\n1 | o |   |   | o |\n  +---+---+---+---+\n\n"
        "Number of pegs left: 2\nYou're a DigiPeg Genius!\n"
    )


@pytest.mark.parametrize("stdin", ["", "x\n\n99\n", "3\n3\n1\n1\n"])
def test_peg_bad_input_and_end_of_input_exit_cleanly(stdin):
    done = run(["peg"], stdin)
    assert done.returncode == 0 and done.stderr == b""
    assert b"Traceback" not in done.stdout


def fresh_deal_plays():
    """The solitaire `play` cases that start from a fresh deal (cards on the command line); cases
    that move before `play()` cannot be typed on a command line and run in test_vectors only."""
    def fresh(case, step):
        before = case.steps[: case.steps.index(step)]
        return [s.verb for s in before] == ["new"] and bool(before[0].args)

    cases = [p for p in program_cases("solitaire.txt", "play", "transcript") if fresh(*p.values[:2])]
    assert cases
    return cases


@pytest.mark.parametrize("case,step,transcript", fresh_deal_plays())
def test_solitaire_transcripts_byte_for_byte(case, step, transcript):
    before = case.steps[: case.steps.index(step)]
    done = run(["solitaire", *before[0].args], "".join(f"{line}\n" for line in step.block))
    assert done.returncode == 0 and done.stderr == b""
    assert done.stdout.decode() == "\n".join(transcript.block) + "\n"


def test_solitaire_seeded_and_bad_cards():
    first = run(["solitaire", "--cards", "10", "--seed", "42"], "")
    assert first.returncode == 0 and first.stdout == run(["solitaire", "--cards", "10", "--seed", "42"], "").stdout
    assert first.stdout.endswith(b"Move from row no.:\n\n")
    bad = run(["solitaire", "0", "0"])
    assert bad.returncode == 2 and b"the cards must be the numbers 0 to n-1" in bad.stderr
    assert b"Traceback" not in bad.stderr


def test_tictactoe_state():
    done = run(["tictactoe", "--state", "XOX", "OXO", "X  "])
    assert (done.returncode, done.stdout) == (0, b"win\n")
    done = run(["tictactoe", "--state", "OO ", "X  ", "   "])
    assert (done.returncode, done.stdout) == (1, b"Wrong turn order: O started\n")


def test_tictactoe_game_against_the_computer():
    # Bad input of every kind, then squares until the game ends (taken squares re-prompt).
    moves = "".join(f"{n}\n" for n in range(9))
    done = run(["tictactoe", "--seed", "1"], "x\n\n42\n" + moves)
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b""
    assert "That is not a number, try again." in out
    assert "illegal move: squares are numbered 0 to 8" in out
    assert out.rstrip().endswith(("X wins.", "O wins.", "Draw."))


def test_quixo_two_humans_and_the_computer():
    done = run(["quixo", "--size", "3"], "nonsense\n0 0 0 0\n0000\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b""
    assert "Legal moves: 0002 0020" in out
    assert "That is not a move, try again." in out
    assert "illegal move: put the cube back at another end of its row or column" in out
    done = run(["quixo", "--size", "3", "--computer", "--seed", "5"], "0 0 0 2\n" * 3)
    assert done.returncode == 0 and b"The computer played" in done.stdout


def test_quixo_perfect_computer():
    done = run(["quixo", "--size", "3", "--computer", "--perfect"], "0 0 0 2\n")
    assert done.returncode == 0 and done.stderr == b""
    # X took (0, 0) to (0, 2); the solver's answer for O is its best move there.
    from digipeg import Quixo, QuixoSolution

    game = Quixo(3)
    game.play(0, 0, 0, 2)
    move = " ".join(map(str, QuixoSolution(3).best_move(game)))
    assert f"The computer played {move}." in done.stdout.decode()
    for bad in (["--size", "5"], ["--size", "4", "--players", "4"], ["--size", "3", "--level", "greedy"]):
        done = run(["quixo", "--computer", "--perfect", *bad])
        assert done.returncode == 2 and b"--perfect needs" in done.stderr


def test_menu():
    done = run([], "7\nfoo\nq\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b""
    assert "1. DigiPeg" in out and "That is not a valid choice, try again." in out
    done = run([], "1\n1\n2\n1\n1\n")
    assert done.returncode == 0 and "Welcome to Peg Rectangle Solitaire!" in done.stdout.decode()
    done = run([], "")
    assert done.returncode == 0 and done.stderr == b""
    done = run(["chess"])
    assert done.returncode == 2 and b"usage" in done.stderr


def test_menu_offers_quixo_against_the_computer():
    done = run([], "3\n0 0 0 4\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b""
    assert "3. Quixo against the computer" in out and "The computer played" in out


def test_ctrl_c_exits_without_traceback():
    import os
    import signal
    import time

    proc = subprocess.Popen([sys.executable, "-m", "digipeg", "peg"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=CWD)
    time.sleep(1.0)
    os.kill(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=TIMEOUT)
    assert b"Traceback" not in err and proc.returncode == 130
