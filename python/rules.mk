# Python binding (`import digipeg`, PyO3 + maturin), included by the top-level Makefile.
#   make setup-python   .venv at the repo root with the pinned maturin and pytest (fast when present)
#   make setup-cluster  Ray and fsspec (the `cluster` extra, python/requirements-cluster.txt) into .venv
#   make build-python   release abi3 wheel (with the web page and its .wasm) -> installed into .venv,
#                       only when a source changed since the last one
#   make test-python    pytest against the installed package (the Ray tests compare with the local
#                       driver's cached tables: make quixo-tables), then tests/grade on both cores
#                       (digipeg grade on every edition's solution, mutants and keepers, real-world
#                       and hostile files)
#   make bench-python   gamestate / DigiPeg calls from Python against pure Python, and the call floor
#   make bench-grade-class  digipeg grade on a class of 200 submissions, timed
#   make play           the game menu (python -m digipeg); silent about the build when nothing changed
SETUP += setup-python
TEST += test-python
BENCH += bench-python bench-grade-class

PYTHON ?= python3
VENV := $(ROOT)/.venv
VPY := $(VENV)/bin/python
PY_WHEELS := $(ROOT)/target/python-wheels
PY_STAMP := $(VENV)/.digipeg-requirements
CLUSTER_STAMP := $(VENV)/.digipeg-requirements-cluster
PY_WEB := $(ROOT)/python/digipeg/web
PY_WHEEL_STAMP := $(PY_WHEELS)/.installed
PY_SOURCES := $(shell find $(ROOT)/core/src $(ROOT)/python/src $(ROOT)/python/digipeg -type f \
  -not -path '$(PY_WEB)/*' -not -name '*.pyc' 2>/dev/null) \
  $(ROOT)/Cargo.toml $(ROOT)/Cargo.lock $(ROOT)/core/Cargo.toml $(ROOT)/python/Cargo.toml \
  $(ROOT)/python/pyproject.toml $(ROOT)/python/README.md

.PHONY: setup-python setup-cluster build-python test-python bench-python bench-grade-class play

setup-python: $(PY_STAMP)

$(PY_STAMP): $(ROOT)/python/requirements-dev.txt
	@test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r $(ROOT)/python/requirements-dev.txt
	@touch $@

# Ray is large (about 250 MB installed): installed once, again only when the pins change.
setup-cluster: $(CLUSTER_STAMP)

$(CLUSTER_STAMP): $(ROOT)/python/requirements-cluster.txt $(PY_STAMP)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r $(ROOT)/python/requirements-cluster.txt
	@touch $@

# The wheel ships the browser page (python -m digipeg web): web/ and the npm package's wasm are
# copied into the package (git-ignored there; pyproject's include puts them in the wheel).
# Cargo only recompiles what changed; pip reinstalls the one fresh wheel.
$(PY_WHEEL_STAMP): $(PY_STAMP) $(WASM_PKG)/.built $(PY_SOURCES) $(WEB_FILES)
	$(call copy-web,$(PY_WEB))
	@rm -rf $(PY_WHEELS)
	$(VENV)/bin/maturin build --release --quiet -m $(ROOT)/python/Cargo.toml --interpreter $(VPY) --out $(PY_WHEELS)
	$(VPY) -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps $(PY_WHEELS)/digipeg-*.whl
	@touch $@

build-python: $(PY_WHEEL_STAMP)

# The pytest script (not `python -m pytest`) keeps python/ off sys.path: tests import the installed wheel.
# The variables are exported: both runs (the grade tests on both cores) need them. DIGIPEG_REQUIRE_*: a
# missing Hypothesis, wheel or Ray fails the run here, where elsewhere its tests are skipped.
test-python: build-python setup-web setup-cluster quixo-tables
	cd $(ROOT)/python && export DIGIPEG_WHEEL_DIR=$(PY_WHEELS) DIGIPEG_CHROMIUM=$(CHROMIUM) DIGIPEG_REQUIRE_RAY=1 \
	  DIGIPEG_REQUIRE_WHEEL=1 DIGIPEG_REQUIRE_HYPOTHESIS=1 \
	  DIGIPEG_QUIXO_TABLES_4="$$(cd $(ROOT) && $(QUIXO_LAYERS) --size 4 --print-dir | xargs realpath)" \
	  DIGIPEG_QUIXO_TABLES_5="$$(cd $(ROOT) && $(QUIXO_LAYERS) --size 5 --print-dir | xargs realpath)" && \
	  $(VENV)/bin/pytest --ignore=tests/grade && \
	  $(VENV)/bin/pytest -n 2 tests/grade

bench-python: build-python
	$(VPY) $(ROOT)/python/bench/bench.py

# digipeg grade on a class of 200 submissions (goal: under 10 minutes on 2 cores; 384 s measured on 2026-12-02).
bench-grade-class: build-python
	$(VPY) $(ROOT)/python/bench/grade_class.py

play: build-python
	@$(VPY) -m digipeg
