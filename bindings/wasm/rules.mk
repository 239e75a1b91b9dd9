# The npm package `digipeg` (bindings/wasm): the core as WebAssembly with TypeScript types.
# `make build-wasm` builds it into bindings/wasm/pkg; `make test-wasm` packs it, installs the
# tarball into a scratch project as a user would, runs the node suites and a tsc check there.
SETUP += setup-wasm setup-web
TEST += test-wasm test-web
BENCH += bench-wasm

WASM_DIR := $(ROOT)/bindings/wasm
WASM_PKG := $(WASM_DIR)/pkg
WASM_BINDGEN_VERSION := 0.2.130
WASM_RAW := $(ROOT)/target/wasm32-unknown-unknown/wasm-release/digipeg_wasm.wasm
WASM_CONSUMER := $(ROOT)/target/wasm-consumer
WASM_NPM := npm --no-audit --no-fund --loglevel=error
# The package's wasm, gzipped (-9), must stay under this (bytes): 200 KiB. It was 121 KB before full
# Klondike and 151 KB with it (its JSON and permutation-number deals, the solver and the player), built
# for size; built for speed (opt-level 3, so that a player's move stays under a second) it is 189 KB.
WASM_GZIP_BUDGET := 204800

.PHONY: setup-wasm build-wasm test-wasm bench-wasm setup-web web test-web web-screenshots web-icons

setup-wasm:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
	@wasm-bindgen --version 2>/dev/null | grep -qx 'wasm-bindgen $(WASM_BINDGEN_VERSION)' \
	  || $(CARGO) install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)
	@cmp -s $(WASM_DIR)/package-lock.json $(WASM_DIR)/node_modules/.digipeg-lock \
	  || { cd $(WASM_DIR) && $(WASM_NPM) ci && cp package-lock.json node_modules/.digipeg-lock; }

build-wasm: setup-wasm
	$(CARGO) build -p digipeg-wasm --target wasm32-unknown-unknown --profile wasm-release
	@if [ ! -f $(WASM_PKG)/.built ] || [ -n "$$(find $(WASM_RAW) $(WASM_DIR)/js $(WASM_DIR)/scripts \
	    $(WASM_DIR)/README.md $(WASM_DIR)/package.json $(ROOT)/Cargo.toml $(ROOT)/LICENSE-MIT \
	    $(ROOT)/LICENSE-APACHE $(ROOT)/CHANGELOG.md -newer $(WASM_PKG)/.built)" ]; then \
	  set -x; rm -rf $(WASM_PKG) && mkdir -p $(WASM_PKG); \
	  wasm-bindgen --target web --out-dir $(WASM_PKG) --out-name digipeg --remove-producers-section $(WASM_RAW); \
	  $(WASM_DIR)/node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int \
	    --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
	    $(WASM_PKG)/digipeg_bg.wasm -o $(WASM_PKG)/digipeg_bg.wasm; \
	  node $(WASM_DIR)/scripts/assemble.mjs $(WASM_PKG); \
	  touch $(WASM_PKG)/.built; \
	fi

# The package as a file target, for builds that must stay silent when nothing changed (`make play`
# needs it for the wheel's web page): it calls build-wasm only if a source is newer than the package.
WASM_SOURCES := $(shell find $(ROOT)/core/src $(WASM_DIR)/src $(WASM_DIR)/js $(WASM_DIR)/scripts -type f 2>/dev/null) \
  $(ROOT)/Cargo.toml $(ROOT)/Cargo.lock $(ROOT)/core/Cargo.toml $(WASM_DIR)/Cargo.toml $(WASM_DIR)/package.json \
  $(WASM_DIR)/package-lock.json $(WASM_DIR)/README.md $(ROOT)/LICENSE-MIT $(ROOT)/LICENSE-APACHE $(ROOT)/CHANGELOG.md
$(WASM_PKG)/.built: $(WASM_SOURCES)
	@$(MAKE) --no-print-directory -C $(ROOT) build-wasm
	@touch $@

test-wasm: build-wasm quixo-tables-4
	@gz=$$(gzip -9c $(WASM_PKG)/digipeg_bg.wasm | wc -c); \
	  if [ $$gz -gt $(WASM_GZIP_BUDGET) ]; then \
	    echo "digipeg_bg.wasm is $$gz bytes gzipped, over its budget of $(WASM_GZIP_BUDGET)"; exit 1; fi; \
	  echo "digipeg_bg.wasm: $$gz bytes gzipped, under its budget of $(WASM_GZIP_BUDGET)"
	rm -rf $(WASM_CONSUMER) && mkdir -p $(WASM_CONSUMER)
	cd $(WASM_PKG) && $(WASM_NPM) pack --pack-destination $(WASM_CONSUMER) >/dev/null
	cp -r $(WASM_DIR)/tests $(WASM_CONSUMER)/tests
	cd $(WASM_CONSUMER) && echo '{ "name": "consumer", "private": true, "type": "module" }' > package.json \
	  && $(WASM_NPM) install --offline ./digipeg-*.tgz
	cd $(WASM_CONSUMER) && DIGIPEG_VECTORS=$(ROOT)/tests/vectors DIGIPEG_README=$(WASM_DIR)/README.md \
	  DIGIPEG_BAD_INPUT=$(ROOT)/docs/bad-input.md DIGIPEG_QUIXO_TABLES=$(dir $(call quixo-tables-dir,3)) \
	  node --test tests/
	$(WASM_DIR)/node_modules/.bin/tsc -p $(WASM_CONSUMER)/tests/tsconfig.json

bench-wasm: build-wasm
	@raw=$$(wc -c < $(WASM_PKG)/digipeg_bg.wasm); gz=$$(gzip -9c $(WASM_PKG)/digipeg_bg.wasm | wc -c); \
	  js=$$(cat $(WASM_PKG)/digipeg.js $(WASM_PKG)/glue.js | wc -c); \
	  printf 'wasm: digipeg_bg.wasm %d bytes raw, %d bytes gzipped (-9); JS glue %d bytes\n' $$raw $$gz $$js
	DIGIPEG_PKG=$(WASM_PKG) node $(WASM_DIR)/bench/peg-decide.mjs
	DIGIPEG_PKG=$(WASM_PKG) node $(WASM_DIR)/bench/klondike-player.mjs

# The browser GUI (bindings/wasm/web): `make web` serves it with the built package on 127.0.0.1;
# `make test-web` plays every game in headless Chromium (Debian's chromium, driven by
# playwright-core; screenshots in target/screenshots).
WEB_ROOT := $(ROOT)/target/web-root
WEB_PORT ?= 8765
CHROMIUM := /usr/bin/chromium

setup-web: setup-wasm
	@[ -x $(CHROMIUM) ] || { sudo -n true 2>/dev/null && SUDO=sudo || SUDO=; \
	  $$SUDO apt-get update && $$SUDO apt-get install -y --no-install-recommends chromium; }

# The files the page needs: web/ as it is (its modules, styles, manifest and icons), and the
# package's browser entry, glue and wasm (web/tools/lay-out.mjs lists both).
WEB_FILES = $(wildcard $(WASM_DIR)/web/*.html $(WASM_DIR)/web/*.js $(WASM_DIR)/web/*.css $(WASM_DIR)/web/*.json \
  $(WASM_DIR)/web/*.webmanifest $(WASM_DIR)/web/icons/*) $(WASM_DIR)/web/tools/lay-out.mjs

# $(call copy-web,DIR): lay the page out in DIR (DIR/pkg holds the package files), its service
# worker stamped with the version of the files laid out (a digest of them all).
define copy-web
node $(WASM_DIR)/web/tools/lay-out.mjs $(1) $(WASM_PKG)
endef

# TABLES=DIR: also serve the solved 5 x 5 layers of totals 24 and 25 in DIR (make quixo-tables
# writes them under target/quixo-layers/): the computer then plays perfectly from total 24 on.
# The server is the Python package's (python/digipeg/_web.py, standard library only), run as a script.
web: build-wasm
	$(call copy-web,$(WEB_ROOT))
	exec python3 -P $(ROOT)/python/digipeg/_web.py --page $(WEB_ROOT) --port $(WEB_PORT) --no-browser \
	  $(if $(TABLES),--tables $(abspath $(TABLES)))

# The tests lay the page out with web/tools/lay-out.mjs (as `make web` does) and serve it; the
# offline test serves it with python/digipeg/_web.py, the server of `make web` and `python -m
# digipeg web`. axe-core (pinned in package.json) checks every tab. Screenshots go to
# target/screenshots only; `make web-screenshots` refreshes the ones docs/ shows from there.
WEB_TEST_ENV = DIGIPEG_PKG=$(WASM_PKG) DIGIPEG_WEB=$(WASM_DIR)/web DIGIPEG_CHROMIUM=$(CHROMIUM) \
  DIGIPEG_SCREENSHOTS=$(ROOT)/target/screenshots DIGIPEG_WEB_SERVER=$(ROOT)/python/digipeg/_web.py

test-web: build-wasm setup-web quixo-tables
	cd $(WASM_DIR) && $(WEB_TEST_ENV) DIGIPEG_QUIXO_TABLES_5=$(call quixo-tables-dir,5) \
	  node --test --test-concurrency=2 web-tests/*.test.mjs

# The pictures of docs/ (docs/players.md, the READMEs), taken by web-tests/screenshots.test.mjs
# (which make test-web runs too, writing under target/screenshots/docs only).
WEB_DOC_SHOTS := quixo.png quixo-phone.png klondike.png klondike-phone.png phone-dark.png klondike-keyboard.png
web-screenshots: build-wasm setup-web
	cd $(WASM_DIR) && $(WEB_TEST_ENV) node --test web-tests/screenshots.test.mjs
	cp $(addprefix $(ROOT)/target/screenshots/docs/,$(WEB_DOC_SHOTS)) $(ROOT)/docs/

# The PNG icons, drawn from web/icons/icon.svg (committed; run after changing the drawing).
web-icons: setup-web
	cd $(WASM_DIR) && node web/tools/draw-icons.mjs $(CHROMIUM)
