# The layered Quixo solver's driver (tools/quixo-layers), included by the top-level Makefile.
#   make quixo-endgame [FLOOR=23] [DIR=...]  solve 5 x 5 from the full boards down to FLOOR on all cores,
#                                            niced; resumes an interrupted run (default DIR: see below)
#   make quixo-tables                        the tables the tests use, cached by format version under
#                                            target/quixo-layers/v<N>/: 3 x 3 and 4 x 4 in full, 5 x 5 t >= 24
#   make quixo-tables-3 / quixo-tables-4     only 3 x 3 (milliseconds: the C tests) / and 4 x 4 (the JS tests)
#   make test-quixo-layers                   the endgame player on them against the search player
# Files go to target/quixo-layers/v<format version>/<n>x<n> unless DIR says otherwise; every file
# is checked (header and CRC-32) each time a run starts, so a cached table is never trusted blindly.
TEST += test-quixo-layers

QUIXO_LAYERS := $(ROOT)/target/release/quixo-layers
FLOOR ?= 23

# The directory of the n x n tables, for the tests: $(call quixo-tables-dir,N).
quixo-tables-dir = $(ROOT)/target/quixo-layers/v$(QUIXO_FORMAT)/$(1)x$(1)
QUIXO_FORMAT = $(shell sed -n 's/^pub const FORMAT_VERSION: u16 = \([0-9]*\);/\1/p' $(ROOT)/core/src/quixo/layered/file.rs)

.PHONY: quixo-layers-build quixo-endgame quixo-tables quixo-tables-3 quixo-tables-4 test-quixo-layers

quixo-layers-build:
	$(CARGO) build --release --quiet -p digipeg-quixo-layers

quixo-endgame: quixo-layers-build
	cd $(ROOT) && nice -n 10 $(QUIXO_LAYERS) --size 5 --floor $(FLOOR) $(if $(DIR),--dir $(DIR))

quixo-tables-3: quixo-layers-build
	cd $(ROOT) && $(QUIXO_LAYERS) --size 3 --floor 0 --threads 1 | tail -n 1

quixo-tables-4: quixo-tables-3
	cd $(ROOT) && nice -n 5 $(QUIXO_LAYERS) --size 4 --floor 0 | tail -n 20

quixo-tables: quixo-tables-4
	cd $(ROOT) && nice -n 5 $(QUIXO_LAYERS) --size 5 --floor 24 | tail -n 6

test-quixo-layers: quixo-tables
	cd $(ROOT) && DIGIPEG_QUIXO_TABLES="$$($(QUIXO_LAYERS) --size 5 --print-dir | xargs realpath)" \
	  $(CARGO) test --release --quiet -p digipeg-quixo-layers --test endgame -- --ignored --nocapture
