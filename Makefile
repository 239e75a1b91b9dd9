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

# Mutation testing of the core's rule modules (long: 1,357 mutants, about 4 hours on the shared 2 cores;
# not part of `make test`). What is examined and which tests run: .cargo/mutants.toml; the results: docs/mutants.md.
# MUTANTS_ARGS adds cargo-mutants options (e.g. `--iterate`, `-f core/src/peg/mod.rs`, or a slice:
# `--shard 0/4 --sharding round-robin`), MUTANTS_OUT picks the run's directory. `make mutants-report
# MUTANTS_RUNS="a/mutants.out b/mutants.out"` adds up slices (a later run's outcome wins).
MUTANTS_VERSION := 27.0.0
MUTANTS_JOBS ?= 2
MUTANTS_ARGS ?=
MUTANTS_OUT ?= $(ROOT)/target
MUTANTS_RUNS ?= $(MUTANTS_OUT)/mutants.out
.PHONY: mutants-report
mutants:
	@cargo mutants --version 2>/dev/null | grep -qx 'cargo-mutants $(MUTANTS_VERSION)' \
	  || $(CARGO) install cargo-mutants --version $(MUTANTS_VERSION) --locked
	@# cargo-mutants exits 2 when a mutant survives, 3 on a timeout: the report decides.
	nice $(CARGO) mutants --package digipeg --jobs $(MUTANTS_JOBS) --output $(MUTANTS_OUT) $(MUTANTS_ARGS) \
	  || { status=$$?; [ $$status -eq 2 ] || [ $$status -eq 3 ]; }
	python3 $(ROOT)/tests/mutants_report.py $(ROOT)/docs/mutants.md $(MUTANTS_OUT)/mutants.out

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
