# Cortex-M firmware (bindings/cortex-m): the shared vectors of all four games on microcontrollers,
# run under QEMU. Its own Cargo project (excluded from the workspace), own lock file and profile.
CM_DIR := bindings/cortex-m
CM_TARGETS := thumbv6m-none-eabi thumbv7m-none-eabi thumbv7em-none-eabihf
# Run under QEMU: Cortex-M3 (lm3s6965evb), Cortex-M4F (mps2-an386) and Cortex-M0 (microbit).
CM_RUN := thumbv7m-none-eabi thumbv7em-none-eabihf thumbv6m-none-eabi
CM_HOST := $(shell rustc -vV | sed -n 's/^host: //p')
# The linker wrapper that puts the stack below the static data (a stack overflow then faults).
FLIP_LINK_VERSION := 0.1.12

SETUP += setup-cortex-m
TEST += test-cortex-m
BENCH += bench-cortex-m

.PHONY: setup-cortex-m build-cortex-m test-cortex-m bench-cortex-m

setup-cortex-m:
	@command -v qemu-system-arm >/dev/null || { apt-get update && apt-get install -y qemu-system-arm; }
	@command -v llvm-size >/dev/null || command -v arm-none-eabi-size >/dev/null \
	  || { apt-get update && apt-get install -y binutils-arm-none-eabi; }
	@installed="$$(rustup target list --installed)"; \
	for t in $(CM_TARGETS); do grep -qx "$$t" <<<"$$installed" || rustup target add "$$t"; done
	@$(CARGO) install --list | grep -qx 'flip-link v$(FLIP_LINK_VERSION):' \
	  || $(CARGO) install flip-link --version $(FLIP_LINK_VERSION) --locked

build-cortex-m: setup-cortex-m
	for t in $(CM_TARGETS); do (cd $(CM_DIR) && $(CARGO) build --release --target $$t --bin vectors); done

test-cortex-m: build-cortex-m
	cd $(CM_DIR) && $(CARGO) fmt --check
	cd $(CM_DIR) && $(CARGO) clippy --release --target thumbv7m-none-eabi -- -D warnings
	@# The board-independent library, on the host: the vector interpreter and the game loop.
	cd $(CM_DIR) && $(CARGO) clippy --lib --tests --target $(CM_HOST) -- -D warnings
	cd $(CM_DIR) && $(CARGO) test --lib --target $(CM_HOST)
	@for t in $(CM_RUN); do \
	  start=$$(date +%s%N); \
	  $(CM_DIR)/qemu.sh $$t > $(CM_DIR)/target/$$t.log 2>&1 || { cat $(CM_DIR)/target/$$t.log; echo "cortex-m: $$t FAILED"; exit 1; }; \
	  grep -E '^(PASS|stack: peak .* available)' $(CM_DIR)/target/$$t.log | sed "s/^/cortex-m $$t: /"; \
	  echo "cortex-m $$t: $$(( ($$(date +%s%N) - start) / 1000000 )) ms under QEMU"; \
	done
	@# Self-checks that the harness can fail: one flipped expectation, and a deliberate panic.
	@if $(CM_DIR)/qemu.sh thumbv7m-none-eabi flip > $(CM_DIR)/target/flip.log 2>&1; then \
	  echo "cortex-m: a flipped expectation still exited 0"; exit 1; fi
	@grep -q '^FAIL peg.txt line 15: value differs' $(CM_DIR)/target/flip.log
	@grep -E '^(line 15|FAIL)' $(CM_DIR)/target/flip.log | sed 's/^/cortex-m flip (must fail): /'
	@if $(CM_DIR)/qemu.sh thumbv7m-none-eabi panic > $(CM_DIR)/target/panic.log 2>&1; then \
	  echo "cortex-m: a panic exited 0"; exit 1; fi
	@grep '^PANIC' $(CM_DIR)/target/panic.log | sed 's/^/cortex-m panic (must fail): /'
	@# Recursing too deep must end in a hard fault (flip-link puts the stack below the static data).
	@for t in $(CM_RUN); do \
	  if $(CM_DIR)/qemu.sh $$t overflow > $(CM_DIR)/target/overflow-$$t.log 2>&1; then \
	    echo "cortex-m: $$t survived a stack overflow"; exit 1; fi; \
	  grep -q '^HARD FAULT: stack overflow' $(CM_DIR)/target/overflow-$$t.log \
	    || { cat $(CM_DIR)/target/overflow-$$t.log; echo "cortex-m: $$t: no hard fault"; exit 1; }; \
	  echo "cortex-m overflow (must fail) $$t: $$(grep '^HARD FAULT' $(CM_DIR)/target/overflow-$$t.log)"; \
	done
	@echo "cortex-m: 8 passed, 0 failed"

bench-cortex-m: build-cortex-m
	$(CM_DIR)/footprint.sh
