"""The grader's test data (solutions, mutants) sits beside its tests: make it importable."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
