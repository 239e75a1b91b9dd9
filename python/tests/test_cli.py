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


QUIXO_3X3_INTRO = (
    "Quixo on a 3 x 3 board.\n"
    "A move is four numbers: the row and column of the cube you take from the outer ring (blank or yours),"
    " then the row and column of the end you push it back in at, e.g. 0 0 0 2.\n"
    "Rows and columns count from 0, as drawn. Type ? for the legal moves, q to quit.\n"
)


def test_quixo_prompts_transcript():
    # The format explained once, coordinates on the board, ? lists the moves, bad input re-asks, q quits.
    done = run(["quixo", "--size", "3"], "?\nnonsense\n0 0 0 0\n12\n0002\n1 0 1 2\nq\n")
    assert done.returncode == 0 and done.stderr == b""
    from digipeg import Quixo

    moves = ", ".join(" ".join(map(str, m[:4])) for m in Quixo(3).legal_moves())
    assert done.stdout.decode() == (
        QUIXO_3X3_INTRO
        + "\n    0 1 2\n 0  - - -\n 1  - - -\n 2  - - -\n"
        + f"X to move: Legal moves: {moves}\n"
        + "X to move: That is not a move: type four numbers, ? for the legal moves, q to quit.\n"
        + "X to move: illegal move: put the cube back at another end of its row or column\n"
        + "X to move: Type four numbers, e.g. 0 0 0 2.\n"
        + "X to move: \n    0 1 2\n 0  - - X\n 1  - - -\n 2  - - -\n"
        + "O to move: \n    0 1 2\n 0  - - X\n 1  - - O\n 2  - - -\n"
        + "X to move: \n"
    )
    assert done.stdout.count(b"A move is four numbers") == 1
    assert b"Legal moves" not in run(["quixo", "--size", "3"], "0 0 0 2\n").stdout  # only when asked


def test_quixo_to_a_win_and_end_of_input():
    # X wins the top row of 3 x 3; end of input at a prompt quits quietly.
    done = run(["quixo", "--size", "3"], "0 0 0 2\n2 2 2 0\n0 0 0 2\n2 2 2 0\n0 0 0 2\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b""
    assert out.endswith("X to move: \n    0 1 2\n 0  X X X\n 1  - - -\n 2  O O -\nX wins.\n")
    done = run(["quixo", "--size", "3"], "0 0 0 2\n")
    assert done.returncode == 0 and done.stdout.endswith(b"O to move: \n")


def test_quixo_four_players_names_the_teams():
    done = run(["quixo", "--players", "4"], "0 0 0 4 2\nq\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b""
    assert "Team A plays X (players X1 and X2), team B plays O (O1 and O2); turns go X1, O1, X2, O2.\n" in out
    assert "With 4 players add the partner the cube points to (1 or 2)." in out
    assert "\n 0  -- -- -- -- X2\n" in out  # X1's cube points to X2
    assert "O1 to move: " in out


def test_quixo_against_the_computer_side_and_level():
    from digipeg import Quixo

    # You play O: the computer (X) opens, at the core's named level.
    done = run(["quixo", "--size", "3", "--computer", "--side", "O", "--level", "easy", "--seed", "9"], "q\n")
    assert done.returncode == 0 and done.stderr == b""
    move, _ = Quixo(3).computer_move("easy", seed=9)
    assert f"The computer (X) plays {' '.join(map(str, move))}.\n" in done.stdout.decode()
    assert "The computer plays X.\n" in done.stdout.decode()
    for bad in (["--size", "5"], ["--size", "4", "--players", "4"]):
        done = run(["quixo", "--computer", "--level", "perfect", *bad])
        assert done.returncode == 2 and b"--level perfect needs --size 3 or 4" in done.stderr


def test_quixo_perfect_computer():
    from digipeg import Quixo, QuixoSolution

    done = run(["quixo", "--size", "3", "--computer", "--level", "perfect", "--seed", "4"], "0 0 0 2\nq\n")
    assert done.returncode == 0 and done.stderr == b""
    game = Quixo(3)
    game.play(0, 0, 0, 2)
    move, _ = game.computer_move("search", seed=4 + 1, nodes=0, depth=60, solution=QuixoSolution(3))
    assert f"The computer (O) plays {' '.join(map(str, move))}." in done.stdout.decode()


def test_quixo_from_the_menu_asks_size_side_and_difficulty():
    done = run([], "3\nfour\n3\no\nperfect\nq\nq\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b""
    assert "Board size: 3, 4 or 5 [5]: Type one of: 3, 4, 5.\nBoard size: 3, 4 or 5 [5]: " in out
    assert "Play X (moves first) or O? [X]: " in out
    assert "Difficulty: easy, medium, hard, expert, perfect [medium]: " in out
    assert "The computer plays X.\n" in out and "The computer (X) plays " in out
    assert out.count("digipeg: choose a game") == 2  # back to the menu after q
    # 5 x 5 has no perfect player: it is not offered.
    done = run([], "3\n5\nx\nq\nq\n")
    assert "Difficulty: easy, medium, hard, expert [medium]: " in done.stdout.decode()


def test_help_lists_every_subcommand_and_version():
    from digipeg import __version__

    done = run(["--help"])
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b""
    listed = [line.split()[0] for line in out.split("subcommands:\n")[1].split("\n\n")[0].splitlines()]
    assert listed == ["peg", "quixo", "quixo-computer", "tictactoe", "solitaire", "klondike", "web", "grade"]
    for line in out.split("subcommands:\n")[1].split("\n\n")[0].splitlines():
        assert len(line.split(None, 1)) == 2, line  # a name and its one line
    assert run(["-h"]).stdout == done.stdout
    assert run(["--version"]).stdout.decode() == f"digipeg {__version__}\n"
    bad = run(["chess"])
    assert bad.returncode == 2 and bad.stderr.decode().startswith("usage: python -m digipeg")


MENU = (
    "digipeg: choose a game\n"
    "  1. DigiPeg (rectangular peg solitaire)\n"
    "  2. Quixo, two players\n"
    "  3. Quixo against the computer\n"
    "  4. Tic-tac-toe against the computer\n"
    "  5. Simplified Klondike solitaire\n"
    "  6. Klondike solitaire, with hints\n"
    "Game [1 - 6, q to quit]: "
)


def peg_transcript(lines):
    """The DigiPeg program's exact output for these input lines, from the installed core."""
    from digipeg import PegProgram

    program = PegProgram()
    out = program.start()
    for line in [*lines, None]:
        if program.finished:
            break
        out += program.input(line)
    return out


def test_menu_returns_after_each_game_until_q():
    # A whole DigiPeg game (1 x 4), the menu again, a bad choice, tic-tac-toe quit at once, then q.
    peg = ["1", "4", "1", "1", "1", "3", "1", "1"]
    ttt = ["4", "x", "random", "q"]
    done = run([], "\n".join([*peg[:0], "1", *peg, "9", *ttt, "q"]) + "\n")
    assert done.returncode == 0 and done.stderr == b""
    game = peg_transcript(peg)
    assert game.endswith("You're a DigiPeg Genius!\n")
    expected_start = MENU + game + "\n" + MENU + "That is not a valid choice, try again.\n" + MENU
    out = done.stdout.decode()
    assert out.startswith(expected_start), out
    assert out.endswith("X to move, square [0 - 8, q to quit]: \n\n" + MENU)


def test_menu_ends_quietly_at_end_of_input_anywhere():
    for stdin in ("", "1\n", "1\n3\n", "2\n0 0 0 4\n", "4\n", "5\n", "6\n", "6\nD\n", "7\nfoo\n"):
        done = run([], stdin)
        assert done.returncode == 0 and done.stderr == b"", stdin
        assert done.stdout.decode().endswith(MENU + "\n"), (stdin, done.stdout[-300:])


def test_tictactoe_q_quits():
    done = run(["tictactoe", "--seed", "1"], "q\n")
    assert done.returncode == 0 and done.stdout.decode().endswith("X to move, square [0 - 8, q to quit]: \n")


def test_ctrl_c_exits_without_traceback():
    import os
    import signal

    # A runner started in the background hands its children SIGINT ignored: Ctrl-C at a terminal is not.
    proc = subprocess.Popen([sys.executable, "-m", "digipeg", "peg"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=CWD,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    # Ctrl-C once the program waits at its first prompt (it is inside the handler then): read
    # up to it first, however long a loaded machine takes to start Python.
    shown = b""
    while not shown.endswith(b"Enter the number of rows [1 - 9]: "):
        byte = proc.stdout.read(1)
        assert byte, (shown, proc.stderr.read())
        shown += byte
    os.kill(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=TIMEOUT)
    assert b"Traceback" not in err and proc.returncode == 130, err


def test_make_play_prints_nothing_from_the_build_when_nothing_changed():
    # `make test-python` has just built and installed everything: `make play` must go straight to the menu.
    import os
    import shutil
    from pathlib import Path

    if not os.environ.get("DIGIPEG_WHEEL_DIR") or not shutil.which("make"):
        pytest.skip("run by make test-python, after its build")
    env = {k: v for k, v in os.environ.items() if not k.startswith("MAKE")}  # as from a shell, not a sub-make
    repo = Path(__file__).resolve().parents[2]
    done = subprocess.run(["make", "play"], cwd=repo, env=env, input=b"q\n", capture_output=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert (done.stdout.decode(), done.stderr) == (MENU, b"")


def test_klondike_won_along_the_solvers_line_with_undo_hint_and_bad_moves():
    from digipeg import Klondike

    verdict, line, _ = Klondike.from_seed(1).solve()
    assert verdict == "won"
    stdin = ["zz", "01", "m", "h", "D", "u", "?", *line]
    done = run(["klondike", "--seed", "1", "--thoughtful"], "\n".join(stdin) + "\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert out.startswith("Klondike, draw 3, thoughtful (every card shown). Moves: D draw")
    assert "\n" + Klondike.from_seed(1).thoughtful() in out and "##" not in out
    assert "a move is D (draw)" in out and "illegal move: a tableau pile takes" in out
    assert "Legal moves: " + " ".join(Klondike.from_seed(1).legal_moves()) + "\n" in out
    assert f"Hint: {line[0]} (the game can still be won).\n" in out
    assert "Took back D.\n" in out
    assert out.endswith(f"You won in {len(line)} moves.\n")


def test_klondike_ordinary_game_hides_the_face_down_cards_and_hints_from_the_player():
    from digipeg import Klondike

    done = run(["klondike", "--seed", "1"], "h\nq\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert out.startswith("Klondike, draw 3. Moves: D draw")
    assert "\n" + str(Klondike.from_seed(1)) in out and "## ## ## ## ## ## KD" in out
    # The player's own answer, from the same position: it sees only what the terminal shows.
    move, won, guesses = Klondike.from_seed(1).player_estimate()
    assert f"Hint: {move} (about {won} of {guesses} guesses at the hidden cards can be won).\n" in out
    assert 0 < won <= guesses <= 128


def test_klondike_quits_and_refuses_bad_options():
    done = run(["klondike", "--shuffle", "4", "--draw", "1"], "q\n")
    assert done.returncode == 0 and done.stdout.decode().startswith("Klondike, draw 1.")
    assert done.stdout.decode().endswith("Move 1: ")
    assert run(["klondike", "--seed", "-3"]).returncode == 2
    assert run(["klondike", "--passes", "300"]).stderr.decode().startswith("Klondike draws 1 or 3 cards")
