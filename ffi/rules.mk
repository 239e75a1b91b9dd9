# The C interface (ffi/): `make test` runs test-ffi, `make install PREFIX=...` installs it.
#
# test-ffi: the committed header is what cbindgen generates now; the C tests and the shared
# vectors, under AddressSanitizer + UBSan and under valgrind, each against both libdigipeg.a
# and libdigipeg.so; the header compiled as C++; the README example; the README's set-up steps
# (`make install` into a temporary prefix, pkg-config, rpath), then a static build; the examples.

FFI := $(ROOT)/ffi
FFI_OUT := $(ROOT)/target/ffi-c
FFI_DEBUG := $(ROOT)/target/debug
FFI_RELEASE := $(ROOT)/target/release
CBINDGEN_VERSION := 0.29.4
FFI_CBINDGEN := PATH="$$HOME/.cargo/bin:$$PATH" cbindgen
# What `rustc --print native-static-libs` reports for a staticlib on Linux (glibc). The .pc file
# leaves out -lgcc_s: gcc adds it to dynamic links itself, and `-static` links use libgcc_eh.
FFI_NATIVE_LIBS := -lgcc_s -lutil -lrt -lpthread -lm -ldl -lc
FFI_PC_LIBS := -lutil -lrt -lpthread -lm -ldl -lc
FFI_CFLAGS := -std=c11 -Wall -Wextra -Werror -pedantic -g -I$(FFI)/include -I$(FFI)/tests
FFI_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FFI_VALGRIND := valgrind -q --error-exitcode=1 --leak-check=full
FFI_TEST_SRC := $(FFI)/tests/main.c $(FFI)/tests/check.c $(sort $(wildcard $(FFI)/tests/test_*.c))
FFI_VECTOR_SRC := $(FFI)/tests/vectors.c $(sort $(wildcard $(FFI)/tests/vectors_*.c))
FFI_VECTORS := $(sort $(wildcard $(ROOT)/tests/vectors/*.txt))
FFI_EXAMPLES := $(sort $(wildcard $(FFI)/examples/*.c))
FFI_VERSION = $(shell sed -n 's/^version = "\(.*\)"/\1/p' $(ROOT)/Cargo.toml | head -n1)
PREFIX ?= /usr/local

SETUP += setup-ffi
TEST += test-ffi

.PHONY: setup-ffi test-ffi build-ffi ffi-header ffi-header-check ffi-c-tests ffi-cxx ffi-readme \
	ffi-install-check ffi-examples ffi-bad-input install

# Installs (only if missing) the pinned cbindgen, the C toolchain, valgrind, pkg-config and
# the sanitizer runtimes.
setup-ffi:
	@$(FFI_CBINDGEN) --version 2>/dev/null | grep -qx 'cbindgen $(CBINDGEN_VERSION)' || \
	  $(CARGO) install cbindgen --version $(CBINDGEN_VERSION) --locked
	@missing=""; \
	for pair in gcc:gcc g++:g++ valgrind:valgrind pkg-config:pkg-config; do \
	  command -v "$${pair%%:*}" >/dev/null || missing="$$missing $${pair#*:}"; \
	done; \
	mkdir -p $(FFI_OUT); \
	if ! command -v gcc >/dev/null || ! echo 'int main(void){return 0;}' | \
	    gcc -fsanitize=address,undefined -x c - -o $(FFI_OUT)/sanitizer-probe 2>/dev/null; then \
	  missing="$$missing libasan8 libubsan1"; \
	fi; \
	if [ -n "$$missing" ]; then \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
	  echo "setup-ffi: installing$$missing"; \
	  $$sudo apt-get update -qq && $$sudo apt-get install -y -qq $$missing; \
	fi

# $(call ffi_soname,LIBRARY): the SONAME ffi/build.rs gave the shared library (libdigipeg.so.0.1).
ffi_soname = $$(readelf -d $(1) | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')

# Programs linked against target/debug/libdigipeg.so look for its SONAME there at run time.
build-ffi:
	$(CARGO) build -p digipeg-ffi
	@soname=$(call ffi_soname,$(FFI_DEBUG)/libdigipeg.so); [ -n "$$soname" ] && \
	  ln -sfn libdigipeg.so $(FFI_DEBUG)/$$soname

# Regenerate ffi/include/digipeg.h after changing ffi/src.
ffi-header: setup-ffi
	cd $(FFI) && $(FFI_CBINDGEN) -q --config cbindgen.toml --crate digipeg-ffi --output include/digipeg.h .

ffi-header-check: setup-ffi
	@mkdir -p $(FFI_OUT)
	cd $(FFI) && $(FFI_CBINDGEN) -q --config cbindgen.toml --crate digipeg-ffi --output $(FFI_OUT)/digipeg.h .
	@diff -u $(FFI)/include/digipeg.h $(FFI_OUT)/digipeg.h || \
	  { echo "ffi/include/digipeg.h is stale: run 'make ffi-header' and commit it"; exit 1; }

# $(1): output name, $(2): sources, $(3): extra flags. Builds the four variants.
define ffi_variants
	gcc $(FFI_CFLAGS) $(FFI_SAN) $(2) $(FFI_DEBUG)/libdigipeg.a $(FFI_NATIVE_LIBS) -o $(FFI_OUT)/$(1)-asan-static
	gcc $(FFI_CFLAGS) $(FFI_SAN) $(2) -L$(FFI_DEBUG) -Wl,-rpath,$(FFI_DEBUG) -ldigipeg -o $(FFI_OUT)/$(1)-asan-shared
	gcc $(FFI_CFLAGS) $(2) $(FFI_DEBUG)/libdigipeg.a $(FFI_NATIVE_LIBS) -o $(FFI_OUT)/$(1)-static
	gcc $(FFI_CFLAGS) $(2) -L$(FFI_DEBUG) -Wl,-rpath,$(FFI_DEBUG) -ldigipeg -o $(FFI_OUT)/$(1)-shared
endef

# $(1): program, $(2): arguments. Runs it under both sanitizers and under valgrind, static and shared.
define ffi_run_all
	for lib in static shared; do \
	  echo "== $(1) ($$lib library, ASan + UBSan)"; \
	  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 $(FFI_OUT)/$(1)-asan-$$lib $(2); \
	  echo "== $(1) ($$lib library, valgrind)"; \
	  $(FFI_VALGRIND) $(FFI_OUT)/$(1)-$$lib $(2); \
	done
endef

# bytes.c: every byte of every struct the library writes is defined; only valgrind can tell.
ffi-c-tests: build-ffi quixo-tables-3
	@mkdir -p $(FFI_OUT)
	$(call ffi_variants,api,$(FFI_TEST_SRC))
	$(call ffi_variants,vectors,$(FFI_VECTOR_SRC))
	gcc $(FFI_CFLAGS) $(FFI)/tests/bytes.c $(FFI_DEBUG)/libdigipeg.a $(FFI_NATIVE_LIBS) -o $(FFI_OUT)/bytes-static
	gcc $(FFI_CFLAGS) $(FFI)/tests/bytes.c -L$(FFI_DEBUG) -Wl,-rpath,$(FFI_DEBUG) -ldigipeg -o $(FFI_OUT)/bytes-shared
	@$(call ffi_run_all,api,$(FFI)/include/digipeg.h $(ROOT)/docs/bad-input.md $(call quixo-tables-dir,3))
	@$(call ffi_run_all,vectors,$(FFI_VECTORS))
	@for lib in static shared; do \
	  echo "== bytes ($$lib library, valgrind --track-origins=yes)"; \
	  $(FFI_VALGRIND) --track-origins=yes $(FFI_OUT)/bytes-$$lib; \
	done

# The C cells of docs/bad-input.md's "Bad input" table that say "does not compile": each row's block of
# ffi/tests/bad_input_compile.c (a macro named after the row's kind) must fail to compile with the
# project's flags, and the file without them must compile. The other cells: test_bad_input.c.
ffi-bad-input:
	@mkdir -p $(FFI_OUT)
	gcc $(FFI_CFLAGS) -c $(FFI)/tests/bad_input_compile.c -o $(FFI_OUT)/bad_input_compile.o
	@kinds=$$(awk -F'|' '/^## /{on = ($$0 == "## Bad input")} on && /^\| / && $$6 ~ /does not compile/ \
	  {k = $$2; gsub(/^ +| +$$/, "", k); gsub(/ /, "_", k); print toupper(k)}' $(ROOT)/docs/bad-input.md); \
	[ -n "$$kinds" ] || { echo "docs/bad-input.md: no C cell of the Bad input table says 'does not compile'"; exit 1; }; \
	for kind in $$kinds; do \
	  if gcc $(FFI_CFLAGS) -D$$kind -c $(FFI)/tests/bad_input_compile.c -o /dev/null 2>/dev/null; then \
	    echo "docs/bad-input.md says C does not compile '$$kind', but bad_input_compile.c compiles"; exit 1; \
	  fi; \
	  echo "bad input $$kind: does not compile in C, as docs/bad-input.md says"; \
	done

# C++ users: the header parses as C++ (extern "C", no C-only constructs).
ffi-cxx:
	g++ -fsyntax-only -x c++ -std=c++11 -Wall -Wextra -Werror -pedantic $(FFI)/include/digipeg.h
	echo '#include "digipeg.h"' | g++ -fsyntax-only -x c++ -std=c++17 -Wall -Wextra -Werror -I$(FFI)/include -

# The C examples of ffi/README.md (each ```c block holding a whole program, `int main`, and the
# ```text block after it), compiled and run under ASan + UBSan and under valgrind; each output must
# match the README's. The first is also readme.c, the program the install check builds.
ffi-readme: build-ffi
	@mkdir -p $(FFI_OUT)
	rm -f $(FFI_OUT)/readme-*
	awk -v out=$(FFI_OUT)/readme- '/^```c$$/ {c = 1; body = ""; next} \
	  /^```text$$/ {t = 1; next} \
	  /^```$$/ {if (c && body ~ /int main\(/) {n++; printf "%s", body > (out n ".c"); want = 1} \
	            else if (c) want = 0; else if (t) want = 0; c = t = 0; next} \
	  c {body = body $$0 "\n"; next} \
	  t && want {print > (out n ".expected")}' $(FFI)/README.md
	@n=0; for src in $(FFI_OUT)/readme-*.c; do \
	  n=$$((n + 1)); example=$${src%.c}; \
	  [ -f $$example.expected ] || { echo "ffi/README.md: C example $$n has no \`\`\`text output after it"; exit 1; }; \
	  gcc $(FFI_CFLAGS) $(FFI_SAN) $$src $(FFI_DEBUG)/libdigipeg.a $(FFI_NATIVE_LIBS) -o $$example-asan && \
	  gcc $(FFI_CFLAGS) $$src $(FFI_DEBUG)/libdigipeg.a $(FFI_NATIVE_LIBS) -o $$example && \
	  $$example-asan > $$example.out && diff -u $$example.expected $$example.out && \
	  $(FFI_VALGRIND) $$example > $$example.valgrind.out && diff -u $$example.expected $$example.valgrind.out || exit 1; \
	  echo "ffi/README.md: C example $$n prints what the README shows (ASan + UBSan, valgrind)"; \
	done; [ $$n -ge 2 ] || { echo "ffi/README.md: expected at least 2 whole C examples, found $$n"; exit 1; }
	cp $(FFI_OUT)/readme-1.c $(FFI_OUT)/readme.c
	cp $(FFI_OUT)/readme-1.expected $(FFI_OUT)/readme.expected

# The shared library goes in as libdigipeg.so.$(FFI_VERSION), with the usual symlinks: its SONAME
# (set by ffi/build.rs, read back here) for programs at run time, libdigipeg.so for the linker.
install:
	$(CARGO) build -p digipeg-ffi --release
	soname=$(call ffi_soname,$(FFI_RELEASE)/libdigipeg.so); \
	[ -n "$$soname" ] || { echo "libdigipeg.so has no SONAME"; exit 1; }; \
	lib=$(DESTDIR)$(PREFIX)/lib; \
	install -d $(DESTDIR)$(PREFIX)/include $$lib/pkgconfig; \
	install -m 644 $(FFI)/include/digipeg.h $(DESTDIR)$(PREFIX)/include/digipeg.h; \
	install -m 644 $(FFI_RELEASE)/libdigipeg.a $$lib/libdigipeg.a; \
	install -m 755 $(FFI_RELEASE)/libdigipeg.so $$lib/libdigipeg.so.$(FFI_VERSION); \
	ln -sfn libdigipeg.so.$(FFI_VERSION) $$lib/$$soname; \
	ln -sfn $$soname $$lib/libdigipeg.so; \
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(FFI_VERSION)|' -e 's|@NATIVE_LIBS@|$(FFI_PC_LIBS)|' \
	  $(FFI)/digipeg.pc.in > $$lib/pkgconfig/digipeg.pc

# The set-up steps of ffi/README.md (its first `sh` block), run as written: HOME is a scratch
# directory (so PREFIX=$HOME/.local is a temporary prefix), `make` is this repository's, game.c is
# the README example, and neither LD_LIBRARY_PATH nor PKG_CONFIG_PATH comes from outside. The
# program must print the README's output and find libdigipeg through its SONAME in the prefix.
# Then the same prefix through pkg-config --static, fully static.
FFI_HOME := $(FFI_OUT)/home
ffi-install-check: ffi-readme
	rm -rf $(FFI_HOME) $(FFI_OUT)/setup-make.log && mkdir -p $(FFI_HOME)/work
	cp $(FFI_OUT)/readme.c $(FFI_HOME)/work/game.c
	awk '/^```sh$$/{on=1;next} /^```$$/{if(on)exit} on' $(FFI)/README.md > $(FFI_OUT)/setup.sh
	grep -q 'make install' $(FFI_OUT)/setup.sh
	cd $(FFI_HOME)/work && env -u LD_LIBRARY_PATH -u PKG_CONFIG_PATH \
	  CARGO_HOME="$${CARGO_HOME:-$$HOME/.cargo}" RUSTUP_HOME="$${RUSTUP_HOME:-$$HOME/.rustup}" HOME=$(FFI_HOME) \
	  bash -eu -o pipefail -c 'make() { command make -C $(ROOT) --no-print-directory "$$@" >>$(FFI_OUT)/setup-make.log; }; \
	    source $(FFI_OUT)/setup.sh' > $(FFI_OUT)/setup.out
	diff -u $(FFI_OUT)/readme.expected $(FFI_OUT)/setup.out
	lib=$(FFI_HOME)/.local/lib; soname=$(call ffi_soname,$$lib/libdigipeg.so); \
	[ "$$soname" = "$$(readlink $$lib/libdigipeg.so)" ] && [ -f "$$lib/$$(readlink $$lib/$$soname)" ] || \
	  { echo "installed libdigipeg.so symlinks are wrong"; ls -l $$lib; exit 1; }; \
	readelf -d $(FFI_HOME)/work/game | grep >/dev/null "NEEDED.*\[$$soname\]" || { echo "game does not need $$soname"; exit 1; }; \
	env -u LD_LIBRARY_PATH ldd $(FFI_HOME)/work/game | grep >/dev/null "$$soname => $$lib/$$soname" || \
	  { echo "game does not find $$soname in the prefix without LD_LIBRARY_PATH"; exit 1; }
	export PKG_CONFIG_PATH=$(FFI_HOME)/.local/lib/pkgconfig; \
	gcc $(FFI_CFLAGS) -static $(FFI_OUT)/readme.c $$(pkg-config --static --cflags --libs digipeg) \
	  -o $(FFI_OUT)/readme-pc-static 2>$(FFI_OUT)/readme-pc-static.log || { cat $(FFI_OUT)/readme-pc-static.log; exit 1; }; \
	$(FFI_OUT)/readme-pc-static | diff -u $(FFI_OUT)/readme.expected -; \
	! ldd $(FFI_OUT)/readme-pc-static >/dev/null 2>&1 || { echo "readme-pc-static is not static"; exit 1; }

ffi-examples: build-ffi
	@mkdir -p $(FFI_OUT)
	for src in $(FFI_EXAMPLES); do \
	  gcc $(FFI_CFLAGS) $(FFI_SAN) $$src $(FFI_DEBUG)/libdigipeg.a $(FFI_NATIVE_LIBS) -o $(FFI_OUT)/$$(basename $$src .c); \
	done
	printf '1\n3\n1\n1\n1\n3\n1\n1\n' | $(FFI_OUT)/peg > $(FFI_OUT)/peg.out
	grep -q "You're a DigiPeg Genius!" $(FFI_OUT)/peg.out
	printf 'x\n1 1 0 0\n0 0 0 2\n2 2 2 0\n0 0 0 2\n2 2 2 0\n0 0 0 2\n' | $(FFI_OUT)/quixo 3 > $(FFI_OUT)/quixo.out
	grep -q "X wins!" $(FFI_OUT)/quixo.out
	printf '0 0 0 2\n0 1 2 1\n1 0 1 2\n2 0 0 0\n0 2 2 2\n2 2 0 2\n1 2 1 0\n2 1 0 1\n0 0 2 0\n' | \
	  $(FFI_OUT)/quixo 3 human greedy 1 > $(FFI_OUT)/quixo-human.out
	grep -q "O (greedy) plays" $(FFI_OUT)/quixo-human.out
	$(FFI_OUT)/quixo 3 perfect random 4 </dev/null > $(FFI_OUT)/quixo-perfect.out
	grep -q "X wins!" $(FFI_OUT)/quixo-perfect.out
	$(FFI_OUT)/quixo 5 search greedy 3 </dev/null > $(FFI_OUT)/quixo-search.out
	grep -Eq "^(X wins!|O wins!|Draw.)$$" $(FFI_OUT)/quixo-search.out
	$(FFI_OUT)/quixo 5 easy medium 3 </dev/null > $(FFI_OUT)/quixo-levels.out
	grep -q "X (easy) plays" $(FFI_OUT)/quixo-levels.out
	grep -Eq "^(X wins!|O wins!|Draw.)$$" $(FFI_OUT)/quixo-levels.out

test-ffi: setup-ffi ffi-header-check ffi-cxx ffi-bad-input ffi-c-tests ffi-readme ffi-install-check ffi-examples
