"""What a user gets: the built abi3 wheel installed into a FRESH virtual environment, then imported."""

import subprocess
import sys
import venv
from pathlib import Path

import pytest


def test_wheel_installs_and_imports_in_a_fresh_venv(wheel_dir, tmp_path):
    wheels = sorted(wheel_dir.glob("digipeg-*.whl"))
    assert len(wheels) == 1, f"expected one wheel in {wheel_dir}, found {wheels}"
    wheel = wheels[0]
    assert "-cp310-abi3-" in wheel.name, wheel.name
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
    # The handout's examples, unchanged but for the import, from the wheel alone.
    examples = Path(__file__).with_name("handout_examples.py")
    done = subprocess.run([python, str(examples)], capture_output=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stdout.decode() + done.stderr.decode()
    assert done.stdout.decode().splitlines() == [f"Section {k}: {what} ok" for k, what in
                                                 enumerate(["Deque", "display", "move", "play"], 1)]
    script = env / "bin" / "digipeg"
    done = subprocess.run([script, "tictactoe", "--state", "XX ", "   ", "   "], capture_output=True, timeout=60)
    assert (done.returncode, done.stdout) == (1, b"Wrong turn order: X went twice\n")


def test_pip_install_source_tree_is_pep517():
    text = (__import__("pathlib").Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    assert 'build-backend = "maturin"' in text and 'module-name = "digipeg._native"' in text
    assert 'requires-python = ">=3.10"' in text
    cargo = (__import__("pathlib").Path(__file__).resolve().parents[1] / "Cargo.toml").read_text()
    assert 'features = ["abi3-py310"]' in cargo
    assert sys.version_info >= (3, 10)


def test_handout_examples_run_here_too():
    done = subprocess.run([sys.executable, str(Path(__file__).with_name("handout_examples.py"))],
                          capture_output=True, timeout=120)
    assert done.returncode == 0 and done.stdout.decode().count(" ok\n") == 4, done.stdout + done.stderr
