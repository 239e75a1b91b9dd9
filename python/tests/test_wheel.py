"""What a user gets: the built abi3 wheel installed into a FRESH virtual environment, then imported."""

import subprocess
import sys
import venv

import pytest


def test_wheel_installs_and_imports_in_a_fresh_venv(wheel_dir, tmp_path):
    wheels = sorted(wheel_dir.glob("digipeg-*.whl"))
    assert len(wheels) == 1, f"expected one wheel in {wheel_dir}, found {wheels}"
    wheel = wheels[0]
    assert "-cp39-abi3-" in wheel.name, wheel.name
    env = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env)
    python = env / "bin" / "python"
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-index", "--no-deps",
                    "--disable-pip-version-check", str(wheel)], check=True, timeout=300)
    code = (
        "import digipeg, pathlib; "
        "g = digipeg.DigiPeg(2, 3, 0, 1); assert g.pegs_left == 5; "
        "assert digipeg.gamestate(['XOX', 'OXO', 'X  ']) == 'win'; "
        "p = pathlib.Path(digipeg.__file__).parent; "
        "assert (p / 'py.typed').exists() and (p / '_native.pyi').exists(); "
        "print(digipeg.__version__)"
    )
    done = subprocess.run([python, "-c", code], capture_output=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode().strip() == __import__("digipeg").__version__
    script = env / "bin" / "digipeg"
    done = subprocess.run([script, "tictactoe", "--state", "XX ", "   ", "   "], capture_output=True, timeout=60)
    assert (done.returncode, done.stdout) == (1, b"Wrong turn order: X went twice\n")
    # digipeg grade needs Hypothesis, which the plain wheel does not bring: the command says how to get it.
    submission = tmp_path / "student.py"
    submission.write_text("def gamestate(board):\n    return 'win'\n")
    done = subprocess.run([script, "grade", "tictactoe", str(submission)], capture_output=True, timeout=60)
    assert done.returncode == 2 and b"pip install 'digipeg[grade]'" in done.stderr, done.stderr


def test_pip_install_source_tree_is_pep517():
    text = (__import__("pathlib").Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    assert 'build-backend = "maturin"' in text and 'module-name = "digipeg._native"' in text
    assert sys.version_info >= (3, 9)
