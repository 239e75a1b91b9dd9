"""Shared set-up: the tests run against the INSTALLED digipeg (the wheel), never the source tree.

Outside `make test-python`, a suite whose tool is missing (Hypothesis, the built wheel) is skipped; under it,
where the DIGIPEG_REQUIRE_* variables are set, a missing one fails the run instead (a lost pin must not
skip the whole grader suite without a word).
"""

import importlib
import os
import sys
from pathlib import Path
from types import ModuleType

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


def require(module: str) -> ModuleType:
    """Import ``module`` for a test module, or skip that module where it is not installed; with
    DIGIPEG_REQUIRE_<MODULE> set (make test-python sets DIGIPEG_REQUIRE_HYPOTHESIS), a missing module is an
    error of the run."""
    if os.environ.get(f"DIGIPEG_REQUIRE_{module.upper()}"):
        try:
            return importlib.import_module(module)
        except ImportError as err:
            raise pytest.UsageError(f"{module} is required (DIGIPEG_REQUIRE_{module.upper()} is set) but cannot be "
                                    f"imported: {err}") from err
    return pytest.importorskip(module)


def wheel_folder() -> Path:
    """The folder of the built wheel (DIGIPEG_WHEEL_DIR); the test is skipped without it, or fails where
    DIGIPEG_REQUIRE_WHEEL is set (make test-python sets both)."""
    where = os.environ.get("DIGIPEG_WHEEL_DIR")
    if not where:
        if os.environ.get("DIGIPEG_REQUIRE_WHEEL"):
            pytest.fail("DIGIPEG_REQUIRE_WHEEL is set but DIGIPEG_WHEEL_DIR is not")
        pytest.skip("DIGIPEG_WHEEL_DIR is not set (make test-python sets it)")
    return Path(where)


@pytest.fixture
def wheel_dir() -> Path:
    return wheel_folder()
