# digipeg: `make play` starts the game menu, `make test` runs every test suite, `make bench`
# prints every figure (`make ladder`: the Quixo ladder with more games; `make tune-quixo`: fit
# the Quixo evaluation again). Each target installs what it needs first and is cheap to run again.
#
# Each binding keeps its own targets in a fragment beside its code (python/rules.mk,
# ffi/rules.mk, bindings/*/rules.mk, tools/*/rules.mk, and fuzz/rules.mk for `make fuzz`), as
# do the cross-runtime tests (tests/*/rules.mk); each adds itself to SETUP, TEST and BENCH below.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
CARGO ?= cargo
ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
THUMB_TARGETS := thumbv6m-none-eabi thumbv7em-none-eabihf

SETUP := setup-rust
TEST := test-rust test-readme
BENCH := bench-rust

include $(sort $(wildcard python/rules.mk ffi/rules.mk bindings/*/rules.mk fuzz/rules.mk tests/*/rules.mk tools/*/rules.mk))

.PHONY: setup test bench setup-rust test-rust bench-rust test-readme mutants
setup: $(SETUP)
test: $(TEST)
bench: $(BENCH)

setup-rust:
	@installed="$$(rustup target list --installed)"; \
	for t in $(THUMB_TARGETS); do \
	  grep -qx "$$t" <<<"$$installed" || rustup target add "$$t"; \
	done
	@rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
	@rustup component list --installed | grep -q '^clippy' || rustup component add clippy

test-rust: setup-rust
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	$(CARGO) test --workspace
	for t in $(THUMB_TARGETS); do $(CARGO) build -p digipeg --release --target $$t; done

# Every example of README.md and docs/ is one a suite runs; every relative link there leads somewhere.
test-readme:
	python3 tests/readme.py

bench-rust:
	$(CARGO) run --release -p digipeg-bench

# Mutation testing of the core (long, not part of `make test`), in two sets, each with its config
# and the tests that can catch its mutants: `rules` (.cargo/mutants.toml: the four games' rules,
# 1,390 mutants) and `klondike` (.cargo/mutants-klondike.toml: full Klondike's rules, formats and
# solver, 1,492 mutants); results in docs/mutants.md. MUTANTS_SETS picks the sets, MUTANTS_ARGS adds
# cargo-mutants options (e.g. `--iterate`, `-f core/src/peg/mod.rs`, or a slice: `--shard 0/4
# --sharding round-robin`), MUTANTS_OUT the directory of the runs (one folder a set).
# DIGIPEG_MUTANTS tells the slow Klondike cross-checks to take their fixed slice. `make
# mutants-report MUTANTS_RUNS="a/mutants.out b/mutants.out"` adds up slices (a later run's outcome wins).
MUTANTS_VERSION := 27.0.0
MUTANTS_JOBS ?= 2
MUTANTS_ARGS ?=
MUTANTS_SETS ?= rules klondike
MUTANTS_OUT ?= $(ROOT)/target/mutants-runs
MUTANTS_RUNS ?= $(foreach set,$(MUTANTS_SETS),$(MUTANTS_OUT)/$(set)/mutants.out)
mutants-config = $(ROOT)/.cargo/mutants$(if $(filter rules,$(1)),,-$(1)).toml
.PHONY: mutants-report
mutants:
	@cargo mutants --version 2>/dev/null | grep -qx 'cargo-mutants $(MUTANTS_VERSION)' \
	  || $(CARGO) install cargo-mutants --version $(MUTANTS_VERSION) --locked
	@# cargo-mutants exits 2 when a mutant survives, 3 on a timeout: the report decides.
	mkdir -p $(foreach set,$(MUTANTS_SETS),$(MUTANTS_OUT)/$(set))
	$(foreach set,$(MUTANTS_SETS),DIGIPEG_MUTANTS=1 nice $(CARGO) mutants --config $(call mutants-config,$(set)) \
	  --package digipeg --jobs $(MUTANTS_JOBS) --output $(MUTANTS_OUT)/$(set) $(MUTANTS_ARGS) \
	  || { status=$$?; [ $$status -eq 2 ] || [ $$status -eq 3 ]; };)
	python3 $(ROOT)/tests/mutants_report.py $(ROOT)/docs/mutants.md $(MUTANTS_RUNS)

mutants-report:
	python3 $(ROOT)/tests/mutants_report.py $(ROOT)/docs/mutants.md $(MUTANTS_RUNS)

# The Quixo ladder with more games per pair than `make bench` plays (LADDER_GAMES=N to choose).
LADDER_GAMES ?= 20
.PHONY: ladder tune-quixo
ladder:
	LADDER_GAMES=$(LADDER_GAMES) $(CARGO) run --release -p digipeg-bench -- ladder

# Fit the Quixo evaluation again (docs/quixo-eval.md): rewrites core/src/quixo/eval_tuned.rs.
tune-quixo:
	$(CARGO) run --release -p digipeg-bench -- tune
