# Fuzzing (fuzz/, see fuzz/README.md). `make test` runs test-fuzz: the committed corpus replayed
# through the target bodies on stable, in seconds. `make fuzz` runs every cargo-fuzz target for
# FUZZ_SECONDS on nightly (installing nightly and the pinned cargo-fuzz if missing), merges what
# found new coverage into fuzz/corpus/, and prints executions per target; a crash fails the run
# and leaves its input in fuzz/artifacts/TARGET/.
FUZZ := $(ROOT)/fuzz
FUZZ_MANIFEST := --manifest-path $(FUZZ)/Cargo.toml
FUZZ_TOOLCHAIN ?= nightly
CARGO_FUZZ_VERSION := 0.13.2
FUZZ_SECONDS ?= 60
# Extra libFuzzer flags, e.g. FUZZ_FLAGS=-len_control=10 to reach long call sequences sooner.
FUZZ_FLAGS ?=
FUZZ_TARGETS ?= $(sort $(basename $(notdir $(wildcard $(FUZZ)/fuzz_targets/*.rs))))
FUZZ_WORK := $(FUZZ)/target/work

TEST += test-fuzz

.PHONY: setup-fuzz test-fuzz fuzz fuzz-cmin

test-fuzz: setup-rust
	$(CARGO) fmt $(FUZZ_MANIFEST) --all --check
	$(CARGO) clippy $(FUZZ_MANIFEST) -p digipeg-fuzz --all-targets -- -D warnings
	$(CARGO) test $(FUZZ_MANIFEST) -p digipeg-fuzz

setup-fuzz:
	@rustup toolchain list | grep -q '^$(FUZZ_TOOLCHAIN)' || \
	  rustup toolchain install $(FUZZ_TOOLCHAIN) --profile minimal
	@cargo fuzz --version 2>/dev/null | grep -qx 'cargo-fuzz $(CARGO_FUZZ_VERSION)' || \
	  $(CARGO) install cargo-fuzz --version $(CARGO_FUZZ_VERSION) --locked

# Each target runs on a scratch corpus seeded from the committed one; afterwards only inputs that
# reach new code are merged into fuzz/corpus/ (review and commit them). Merges keep the corpus
# small: edges only, not hit counts (-use_counters=0), chosen by set cover.
FUZZ_MERGE := -set_cover_merge=1 -use_counters=0
fuzz: setup-fuzz
	@mkdir -p $(FUZZ)/target/logs
	@failed=""; summary=""; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_WORK)/$$t $(FUZZ)/corpus/$$t; \
	  echo "== fuzz $$t for $(FUZZ_SECONDS) s"; \
	  if nice cargo +$(FUZZ_TOOLCHAIN) fuzz run --fuzz-dir $(FUZZ) $$t $(FUZZ_WORK)/$$t $(FUZZ)/corpus/$$t -- \
	      -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 $(FUZZ_FLAGS) > $(FUZZ)/target/logs/$$t.log 2>&1; then \
	    nice cargo +$(FUZZ_TOOLCHAIN) fuzz run --fuzz-dir $(FUZZ) $$t $(FUZZ)/corpus/$$t $(FUZZ_WORK)/$$t -- \
	      $(FUZZ_MERGE) > $(FUZZ)/target/logs/$$t.merge.log 2>&1; \
	  else \
	    failed="$$failed $$t"; tail -n 40 $(FUZZ)/target/logs/$$t.log; \
	  fi; \
	  runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $(FUZZ)/target/logs/$$t.log | tail -n1); \
	  summary="$$summary$$(printf '%-18s %12s executions in %s s' $$t "$${runs:-?}" $(FUZZ_SECONDS))\n"; \
	done; \
	printf "$$summary"; \
	if [ -n "$$failed" ]; then echo "fuzz: FAILED:$$failed (inputs in fuzz/artifacts/)"; exit 1; fi

# Minimise the committed corpus of every target: a small set of inputs reaching every edge. A
# corpus that yields nothing (only the empty seed, which libFuzzer skips) is kept as it was.
fuzz-cmin: setup-fuzz
	@mkdir -p $(FUZZ)/target/logs
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_WORK) && rm -rf $(FUZZ_WORK)/cmin && mv $(FUZZ)/corpus/$$t $(FUZZ_WORK)/cmin && mkdir -p $(FUZZ)/corpus/$$t; \
	  nice cargo +$(FUZZ_TOOLCHAIN) fuzz run --fuzz-dir $(FUZZ) $$t $(FUZZ)/corpus/$$t $(FUZZ_WORK)/cmin -- \
	    $(FUZZ_MERGE) > $(FUZZ)/target/logs/$$t.cmin.log 2>&1 || { mv $(FUZZ_WORK)/cmin/* $(FUZZ)/corpus/$$t/; exit 1; }; \
	  [ -n "$$(ls $(FUZZ)/corpus/$$t)" ] || mv $(FUZZ_WORK)/cmin/* $(FUZZ)/corpus/$$t/; \
	  echo "$$t: $$(ls $(FUZZ)/corpus/$$t | wc -l) inputs, $$(cat $(FUZZ)/corpus/$$t/* | wc -c) bytes"; \
	done
