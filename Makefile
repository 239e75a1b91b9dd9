# digipeg: `make play` starts the game menu, `make test` runs every test suite.
# Each target installs what it needs first and is safe to run again.
SHELL := /bin/bash
CARGO ?= cargo
THUMB_TARGETS := thumbv6m-none-eabi thumbv7em-none-eabihf

.PHONY: setup setup-rust test test-rust bench

setup: setup-rust

setup-rust:
	@installed="$$(rustup target list --installed)"; \
	for t in $(THUMB_TARGETS); do \
	  grep -qx "$$t" <<<"$$installed" || rustup target add "$$t"; \
	done
	@rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
	@rustup component list --installed | grep -q '^clippy' || rustup component add clippy

test: test-rust

test-rust: setup-rust
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	$(CARGO) test --workspace
	for t in $(THUMB_TARGETS); do $(CARGO) build -p digipeg --release --target $$t || exit 1; done

bench:
	$(CARGO) run --release -p digipeg-bench
