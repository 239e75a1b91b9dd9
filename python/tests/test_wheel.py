"""What a user gets: the built abi3 wheel installed into a FRESH virtual environment, then imported,
and its `python -m digipeg web` page loaded in Chromium."""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
import venv
from pathlib import Path

import pytest
from conftest import wheel_folder


@pytest.fixture(scope="module")
def fresh_venv(tmp_path_factory):
    """A new virtual environment with nothing but the wheel installed: (its python, its folder)."""
    where = wheel_folder()
    wheels = sorted(Path(where).glob("digipeg-*.whl"))
    assert len(wheels) == 1, f"expected one wheel in {where}, found {wheels}"
    wheel = wheels[0]
    assert "-cp310-abi3-" in wheel.name, wheel.name
    env = tmp_path_factory.mktemp("fresh") / "venv"
    venv.EnvBuilder(with_pip=True).create(env)
    python = env / "bin" / "python"
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-index", "--no-deps",
                    "--disable-pip-version-check", str(wheel)], check=True, timeout=300)
    return python, env


def test_wheel_installs_and_imports_in_a_fresh_venv(fresh_venv, tmp_path):
    python, env = fresh_venv
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
    # digipeg grade needs Hypothesis, which the plain wheel does not bring: the command says how to get it.
    submission = tmp_path / "student.py"
    submission.write_text("def gamestate(board):\n    return 'win'\n")
    done = subprocess.run([script, "grade", "tictactoe", str(submission)], capture_output=True, timeout=60)
    assert done.returncode == 2 and b"pip install 'digipeg[grade]'" in done.stderr, done.stderr


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


def _rendered(chromium, url):
    """Headless Chromium's DOM of `url` once the page has had 20 s of virtual time, in a fresh profile."""
    with tempfile.TemporaryDirectory() as profile:
        return subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={profile}", "--virtual-time-budget=20000", "--dump-dom", url],
            capture_output=True, text=True, timeout=120,
        )


def test_web_serves_the_page_from_the_wheel_and_chromium_loads_it(fresh_venv, tmp_path):
    python, _ = fresh_venv
    chromium = os.environ.get("DIGIPEG_CHROMIUM", "/usr/bin/chromium")
    if not shutil.which(chromium):
        pytest.skip(f"no Chromium at {chromium} (make test-python installs it)")
    # A runner started in the background hands its children SIGINT ignored: Ctrl-C at a terminal is not.
    server = subprocess.Popen([python, "-m", "digipeg", "web", "--no-browser"], cwd=tmp_path,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        first = server.stdout.readline()
        found = re.fullmatch(r"digipeg in your browser: (http://127\.0\.0\.1:(\d+)/) \(Ctrl-C stops\)\n", first)
        assert found, (first, server.stderr.read() if server.poll() is not None else "")
        url = found.group(1)
        # The files come from the installed package, with the types browsers insist on.
        with urllib.request.urlopen(url + "pkg/digipeg_bg.wasm", timeout=30) as reply:
            assert reply.headers["Content-Type"] == "application/wasm"
            assert reply.read(4) == b"\0asm"
        with urllib.request.urlopen(url + "quixo-worker.js", timeout=30) as reply:
            assert reply.headers["Content-Type"] == "text/javascript"
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(url + "../pyvenv.cfg", timeout=30)
        assert missing.value.code == 404
        # Chromium runs the page: the engine loaded (data-ready) and drew the Quixo board.
        page = _rendered(chromium, url + "#quixo")
        assert 'data-ready="true"' in page.stdout, page.stderr[-2000:]
        assert len(re.findall(r'class="qcell[ "]', page.stdout)) == 25
        assert page.stdout.count('class="qcell pickable') == 16  # the engine's 16 legal picks of the empty 5 x 5 board
        # The Klondike tab deals from the same package: 21 cards face down and 7 face up on the
        # piles, the other 24 in the stock (drawn as one card back that counts them).
        page = _rendered(chromium, url + "#klondike")
        tags = re.findall(r'<div class="kcard (\w+)[^"]*"([^>]*)>', page.stdout)
        cards = [(face, re.search(r'data-where="(\w+)"', attributes).group(1)) for face, attributes in tags]
        tableau = [face for face, where in cards if re.fullmatch(r"p[0-6]", where)]
        assert (tableau.count("down"), len(tableau)) == (21, 28), (cards, page.stderr[-2000:])
        assert [(face, where) for face, where in cards if not where.startswith("p")] == [("down", "stock")], cards
        assert re.search(r'data-where="stock"[^>]*><span class="left"[^>]*data-face="24"', page.stdout)
    finally:
        server.send_signal(signal.SIGINT)  # Ctrl-C: a quiet stop
        out, err = server.communicate(timeout=30)
    assert server.returncode == 0 and "Traceback" not in err, err


def test_web_refuses_a_busy_port(fresh_venv, tmp_path):
    python, _ = fresh_venv
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([python, "-m", "digipeg", "web", "--no-browser", "--port", str(port)],
                              capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 1 and done.stderr.startswith(f"Cannot listen on 127.0.0.1:{port}:"), done.stderr
