# Random games in every runtime (tests/random-games/README.md), included by the top-level Makefile.
#   make test-random-games   the core's random games replayed in Rust, Python (the installed wheel),
#                            C (the library installed by `make install`) and JS (the packed npm
#                            tarball): every kind's trace hashes must agree; first a must-fail
#                            self-check. RG_SEED and RG_GAMES (games per kind) pick the run.
TEST += test-random-games

RG_DIR := $(ROOT)/tests/random-games
RG_OUT := $(ROOT)/target/random-games
RG_SEED ?= 2026
RG_GAMES ?= 10000

.PHONY: test-random-games random-games-runners

# Each runtime's runner, built against what a user of that runtime installs.
random-games-runners: build-python build-wasm setup-ffi
	$(CARGO) build --release -p digipeg-random-games
	rm -rf $(RG_OUT)/prefix $(RG_OUT)/js && mkdir -p $(RG_OUT)/js
	$(MAKE) --no-print-directory install PREFIX=$(RG_OUT)/prefix
	PKG_CONFIG_PATH=$(RG_OUT)/prefix/lib/pkgconfig; export PKG_CONFIG_PATH; \
	gcc -std=c11 -Wall -Wextra -Werror -pedantic -O2 $(RG_DIR)/run.c $$(pkg-config --cflags --libs digipeg) \
	  -Wl,-rpath,$(RG_OUT)/prefix/lib -o $(RG_OUT)/run-c
	ldd $(RG_OUT)/run-c | grep >/dev/null "libdigipeg.so.* => $(RG_OUT)/prefix/lib/" || \
	  { echo "run-c does not use the installed libdigipeg.so"; exit 1; }
	cd $(WASM_PKG) && $(WASM_NPM) pack --pack-destination $(RG_OUT)/js >/dev/null
	cd $(RG_OUT)/js && echo '{ "name": "random-games", "private": true, "type": "module" }' > package.json \
	  && $(WASM_NPM) install --offline ./digipeg-*.tgz && cp $(RG_DIR)/run.mjs .

test-random-games: random-games-runners
	$(VPY) $(RG_DIR)/compare.py --self-check --seed $(RG_SEED) --games $(RG_GAMES) \
	  --runner rust=$(ROOT)/target/release/random-games \
	  --runner python="$(VPY) $(RG_DIR)/run.py" \
	  --runner c=$(RG_OUT)/run-c \
	  --runner js="node $(RG_OUT)/js/run.mjs"
