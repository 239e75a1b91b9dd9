# digipeg: `make play` starts the game menu, `make test` runs every test suite, `make bench`
# prints every figure (`make ladder`: the Quixo ladder with more games; `make tune-quixo`: fit
# the Quixo evaluation again). Each target installs what it needs first and is cheap to run again.
#
# Each binding keeps its own targets in a fragment beside its code (python/rules.mk,
# ffi/rules.mk, bindings/*/rules.mk, and fuzz/rules.mk for `make fuzz`) and adds itself to
# SETUP, TEST and BENCH below.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
CARGO ?= cargo
ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
THUMB_TARGETS := thumbv6m-none-eabi thumbv7em-none-eabihf

SETUP := setup-rust
TEST := test-rust test-readme
BENCH := bench-rust

include $(sort $(wildcard python/rules.mk ffi/rules.mk bindings/*/rules.mk fuzz/rules.mk))

.PHONY: setup test bench setup-rust test-rust bench-rust test-readme
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

# The README's Python, C and JS examples are the ones their bindings' tests run.
test-readme:
	python3 tests/readme.py

bench-rust:
	$(CARGO) run --release -p digipeg-bench

# The Quixo ladder with more games per pair than `make bench` plays (LADDER_GAMES=N to choose).
LADDER_GAMES ?= 20
.PHONY: ladder tune-quixo
ladder:
	LADDER_GAMES=$(LADDER_GAMES) $(CARGO) run --release -p digipeg-bench -- ladder

# Fit the Quixo evaluation again (docs/quixo-eval.md): rewrites core/src/quixo/eval_tuned.rs.
tune-quixo:
	$(CARGO) run --release -p digipeg-bench -- tune
