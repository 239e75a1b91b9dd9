# Release checks (docs/releasing.md), included by the top-level Makefile; part of `make test`.
#   make release-check  every package built as its registry would receive it, then checked: the licences
#                       and the one version in each; cargo publish --dry-run and cargo doc (no warnings);
#                       the wheel's twine check and manylinux tag, the sdist installed into a fresh venv,
#                       the extras resolved; npm publish --dry-run with no warning, the tarball imported in
#                       Node and bundled by esbuild for a browser, where it runs
#   make api-docs       the Python API reference from the docstrings (pdoc), in target/api-docs
# The C library's install steps are checked by test-ffi (ffi-install-check).
TEST += release-check

RELEASE_OUT := $(ROOT)/target/release-check
RELEASE_PY := $(RELEASE_OUT)/python
RELEASE_NPM := $(RELEASE_OUT)/npm
RELEASE_STAMP := $(VENV)/.digipeg-requirements-release
RELEASE_CHECK := python3 $(ROOT)/tools/release/check_packages.py
RELEASE_VERSION = $(shell sed -n 's/^version = "\(.*\)"/\1/p' $(ROOT)/Cargo.toml | head -n1)
RELEASE_FILES := $(ROOT)/LICENSE-MIT $(ROOT)/LICENSE-APACHE $(ROOT)/CHANGELOG.md $(ROOT)/tools/release/check_packages.py
API_DOCS := $(ROOT)/target/api-docs

.PHONY: release-check setup-release release-versions release-crate release-python release-npm api-docs

release-check: release-versions release-crate release-python release-npm api-docs

setup-release: $(RELEASE_STAMP)

$(RELEASE_STAMP): $(ROOT)/tools/release/requirements.txt $(PY_STAMP)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r $<
	@touch $@

release-versions:
	$(RELEASE_CHECK) versions

# --allow-dirty: a working tree may hold uncommitted changes (a fresh clone has none). The dry run
# packages the crate and builds it from the package alone; `cargo package` leaves the .crate to inspect.
# Its tests stay in the repository (they read the shared vectors and docs/): cargo's notes that it
# leaves them out are not shown.
release-crate:
	@mkdir -p $(RELEASE_OUT)
	$(CARGO) publish --dry-run --allow-dirty -p digipeg > $(RELEASE_OUT)/publish.log 2>&1 \
	  || { cat $(RELEASE_OUT)/publish.log; exit 1; }
	@grep -v '^warning: ignoring test' $(RELEASE_OUT)/publish.log
	$(CARGO) package --no-verify --allow-dirty --quiet -p digipeg 2> $(RELEASE_OUT)/package.log \
	  || { cat $(RELEASE_OUT)/package.log; exit 1; }
	$(RELEASE_CHECK) crate $(ROOT)/target/package/digipeg-$(RELEASE_VERSION).crate
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc -p digipeg --no-deps --all-features --quiet

# The wheel `make build-python` builds (the one `make test-python` tests).
release-python: build-python setup-release $(RELEASE_PY)/sdist.checked
	$(VENV)/bin/twine check --strict $(PY_WHEELS)/digipeg-*.whl
	$(RELEASE_CHECK) wheel $(PY_WHEELS)/digipeg-*.whl
	$(VENV)/bin/auditwheel show $(PY_WHEELS)/digipeg-*.whl | tee $(RELEASE_OUT)/auditwheel.txt
	grep -q 'platform tag: "manylinux' $(RELEASE_OUT)/auditwheel.txt \
	  || { echo "auditwheel: the wheel has no manylinux tag"; exit 1; }

# The sdist, built by maturin and installed from itself (a pip build, maturin fetched from PyPI) into a
# fresh venv, as `pip install digipeg` does where no wheel fits; then the extras are resolved there against
# the wheel. Only when a source changed: the build compiles the extension (a few minutes).
# CARGO_TARGET_DIR keeps the crates.io dependencies compiled between runs.
$(RELEASE_PY)/sdist.checked: $(PY_SOURCES) $(RELEASE_FILES) $(PY_WHEEL_STAMP) $(RELEASE_STAMP)
	rm -rf $(RELEASE_PY)/sdist $(RELEASE_PY)/venv && mkdir -p $(RELEASE_PY)
	$(VENV)/bin/maturin sdist -m $(ROOT)/python/Cargo.toml --out $(RELEASE_PY)/sdist
	$(VENV)/bin/twine check --strict $(RELEASE_PY)/sdist/digipeg-*.tar.gz
	$(RELEASE_CHECK) sdist $(RELEASE_PY)/sdist/digipeg-$(RELEASE_VERSION).tar.gz
	$(PYTHON) -m venv $(RELEASE_PY)/venv
	CARGO_TARGET_DIR=$(RELEASE_PY)/target nice $(RELEASE_PY)/venv/bin/pip install --quiet \
	  --disable-pip-version-check $(RELEASE_PY)/sdist/digipeg-$(RELEASE_VERSION).tar.gz
	cd $(RELEASE_PY) && venv/bin/python -c 'import digipeg; \
	  assert digipeg.__version__ == "$(RELEASE_VERSION)", digipeg.__version__; \
	  assert digipeg.gamestate(["XOX", "OXO", "X  "]) == "win"; \
	  from pathlib import Path; page = Path(digipeg.__file__).parent / "web"; \
	  assert (page / "index.html").is_file() and list(page.glob("pkg/*.wasm")), "no web page"; \
	  print("sdist: digipeg", digipeg.__version__, "installed and imported in a fresh venv")'
	for extra in grade cluster; do \
	  wheel=$$(ls $(PY_WHEELS)/digipeg-*.whl); \
	  $(RELEASE_PY)/venv/bin/pip install --dry-run --disable-pip-version-check --ignore-installed \
	    "digipeg[$$extra] @ file://$$wheel" > $(RELEASE_PY)/extra-$$extra.log; \
	  grep '^Would install.*digipeg-$(RELEASE_VERSION)' $(RELEASE_PY)/extra-$$extra.log \
	    | sed "s/^/digipeg[$$extra] resolves: /"; \
	done
	@touch $@

# npm publish --dry-run of the assembled package must print no warning (npm warns of a field it had to
# correct or a file it left out). Then the tarball, installed into a scratch project, is imported in
# Node and bundled for the browser by esbuild, run in Chromium (bindings/wasm/release/package-check.mjs).
release-npm: build-wasm setup-web
	rm -rf $(RELEASE_NPM) && mkdir -p $(RELEASE_NPM)
	cd $(WASM_PKG) && npm publish --dry-run --loglevel=warn > $(RELEASE_NPM)/publish.out 2> $(RELEASE_NPM)/publish.err
	@# Without a login npm says so (a publish would log in first); any other warning fails.
	@if grep -iv 'requires you to be logged in.*(dry-run)' $(RELEASE_NPM)/publish.err | grep -i 'warn\|err'; then \
	  echo "npm publish --dry-run warned"; exit 1; fi
	@grep -q '^+ digipeg@$(RELEASE_VERSION)$$' $(RELEASE_NPM)/publish.out
	cd $(WASM_PKG) && $(WASM_NPM) pack --pack-destination $(RELEASE_NPM) >/dev/null
	$(RELEASE_CHECK) npm $(RELEASE_NPM)/digipeg-$(RELEASE_VERSION).tgz
	cd $(RELEASE_NPM) && echo '{ "name": "release-consumer", "private": true, "type": "module" }' > package.json \
	  && $(WASM_NPM) install --offline ./digipeg-$(RELEASE_VERSION).tgz
	DIGIPEG_CHROMIUM=$(CHROMIUM) node $(WASM_DIR)/release/package-check.mjs $(RELEASE_NPM)

# pdoc reads the installed package: the top module, each game's module, grade and cluster (whose Ray is
# imported only when a solve starts). Any warning (a module it cannot import, an annotation it cannot
# read) is an error here. The docstrings are reStructuredText (``code``, :meth:).
API_MODULES := digipeg digipeg.errors digipeg.peg digipeg.quixo digipeg.tictactoe digipeg.solitaire \
  digipeg.klondike digipeg.random_games digipeg.results digipeg.grade digipeg.cluster
api-docs: build-python setup-release
	rm -rf $(API_DOCS)
	$(VPY) -W error -m pdoc $(API_MODULES) -o $(API_DOCS) --docformat restructuredtext
	@test -s $(API_DOCS)/digipeg.html && echo "API reference: $(API_DOCS)/index.html"
