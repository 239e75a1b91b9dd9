# Full Klondike's long runs (not part of `make test`, which replays a slice of them):
# - `make bench-klondike`: the solver on Klondike-Solver's games 1 to KLONDIKE_DEALS (2,000) for
#   draw 1 and draw 3, within KLONDIKE_NODES positions a deal; where `pyksolve` is importable
#   (KLONDIKE_PYTHON), Klondike-Solver on games 1 to KLONDIKE_PEER_DEALS beside it; where LONECLI
#   names a built `lonecli` (lonelybot's command line, `cargo build --release -p lonecli` in its own
#   repository), lonelybot on games 1 to KLONDIKE_DEALS, KLONDIKE_PEER_CAP seconds a deal, its
#   verdicts checked against digipeg's.
# - `make klondike-prunings`: each decided deal solved again without the solver's prunings; the
#   run fails if a verdict differs.
# - `make klondike-reference`: rewrites core/tests/data/klondike-solver-*.txt from pyksolve.
# - `make klondike-player`: the sampling player's win rate on the ordinary game (below).
KLONDIKE_DEALS ?= 2000
KLONDIKE_NODES ?= 4000000
KLONDIKE_PEER_DEALS ?= 100
KLONDIKE_PYTHON ?= python3
KLONDIKE_PEER_CAP ?= 60
LONECLI ?=
.PHONY: bench-klondike klondike-prunings klondike-reference
bench-klondike:
	$(CARGO) run --release -p digipeg-bench -- klondike --deals $(KLONDIKE_DEALS) --nodes $(KLONDIKE_NODES) \
	  --table-bits 21 --out $(ROOT)/target/klondike-verdicts.txt
	@if $(KLONDIKE_PYTHON) -c 'import pyksolve' 2>/dev/null; then \
	  $(KLONDIKE_PYTHON) $(ROOT)/tools/klondike/ks-bench.py $(KLONDIKE_PEER_DEALS); \
	else echo "pyksolve is not installed (KLONDIKE_PYTHON=$(KLONDIKE_PYTHON)): no peer run"; fi
	@if [ -n "$(LONECLI)" ] && [ -x "$(LONECLI)" ]; then \
	  $(KLONDIKE_PYTHON) $(ROOT)/tools/klondike/lonelybot-bench.py $(LONECLI) $(KLONDIKE_DEALS) $(KLONDIKE_PEER_CAP) \
	    $(ROOT)/target/klondike-verdicts.txt; \
	else echo "LONECLI does not name lonelybot's lonecli: no lonelybot run"; fi

klondike-prunings:
	$(CARGO) run --release -p digipeg-bench -- klondike --deals $(KLONDIKE_DEALS) --nodes $(KLONDIKE_NODES) \
	  --table-bits 21 --check-prunings

klondike-reference:
	$(KLONDIKE_PYTHON) $(ROOT)/tools/klondike/ks-reference.py $(ROOT)/core/tests/data

# The sampling player on the ordinary game (hidden cards unknown), games 1 to KLONDIKE_PLAYER_DEALS.
KLONDIKE_PLAYER_DEALS ?= 1000
.PHONY: klondike-player
klondike-player:
	$(CARGO) run --release -p digipeg-bench -- klondike-player --deals $(KLONDIKE_PLAYER_DEALS) --draw 3
	$(CARGO) run --release -p digipeg-bench -- klondike-player --deals $(KLONDIKE_PLAYER_DEALS) --draw 1
