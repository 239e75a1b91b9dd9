"""Shared set-up: the tests run against the INSTALLED digipeg (the wheel), never the source tree."""

import os
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
PYTHON_DIR = TESTS.parent
REPO = PYTHON_DIR.parent
VECTORS = REPO / "tests" / "vectors"

# The vector reader lives beside the tests; this folder has no `digipeg` in it, so adding it to
# sys.path cannot shadow the installed package.
sys.path.insert(0, str(TESTS))


def pytest_sessionstart(session: pytest.Session) -> None:
    import digipeg

    where = Path(digipeg.__file__).resolve()
    if PYTHON_DIR / "digipeg" in where.parents:
        raise pytest.UsageError(
            f"digipeg was imported from the source tree ({where}); run the tests with the installed "
            "wheel (make test-python), not from python/ with `python -m pytest`"
        )


@pytest.fixture
def python_exe() -> str:
    return sys.executable


@pytest.fixture
def wheel_dir() -> Path:
    where = os.environ.get("DIGIPEG_WHEEL_DIR")
    if not where:
        pytest.skip("DIGIPEG_WHEEL_DIR is not set (make test-python sets it)")
    return Path(where)
