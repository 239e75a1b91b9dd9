# Full Klondike's long runs (not part of `make test`, which replays a slice of them):
# - `make bench-klondike`: the solver on Klondike-Solver's games 1 to KLONDIKE_DEALS (2,000) for
#   draw 1 and draw 3, with the solver's defaults (what every binding's `solve()` uses), or within
#   KLONDIKE_NODES positions a deal where it is set; where `pyksolve` is importable
#   (KLONDIKE_PYTHON), Klondike-Solver on games 1 to KLONDIKE_PEER_DEALS beside it; where LONECLI
#   names a built `lonecli` (lonelybot's command line, `cargo build --release -p lonecli` in its own
#   repository), lonelybot on games 1 to KLONDIKE_DEALS, KLONDIKE_PEER_CAP seconds a deal, its
#   verdicts checked against digipeg's.
# - `make klondike-prunings`: each decided deal solved again without the solver's prunings, then
#   positions in play (games 1 to KLONDIKE_PRUNINGS_GAMES under eight rule sets: draw 1 and 3,
#   unlimited and limited passes, worrying back or not) solved with each family of prunings off
#   in turn and all off, KLONDIKE_PRUNINGS_NODES positions a search; the run fails if a verdict
#   differs (core/tests/klondike_prunings.rs, whose short slice `make test` runs).
# - `make klondike-decide`: the solver without a limit (the bindings' `nodes=None`, `Infinity`,
#   `DIGIPEG_KLONDIKE_UNLIMITED`, in their table for it) on games 1 to KLONDIKE_DECIDE_DEALS
#   (3,000), draw 1 and draw 3: the run fails unless every deal is decided and every verdict agrees
#   with lonelybot's recorded ones (core/tests/data/klondike-lonelybot-verdicts*.txt).
# - `make klondike-reference`: rewrites core/tests/data/klondike-solver-*.txt from pyksolve.
# - `make klondike-player`: the sampling player's win rate on the ordinary game (below).
KLONDIKE_DEALS ?= 2000
KLONDIKE_NODES ?=
KLONDIKE_DECIDE_DEALS ?= 3000
KLONDIKE_PEER_DEALS ?= 100
KLONDIKE_PYTHON ?= python3
KLONDIKE_PEER_CAP ?= 60
KLONDIKE_PRUNINGS_GAMES ?= 200
KLONDIKE_PRUNINGS_NODES ?= 300000
LONECLI ?=
.PHONY: bench-klondike klondike-prunings klondike-decide klondike-reference
bench-klondike:
	$(CARGO) run --release -p digipeg-bench -- klondike --deals $(KLONDIKE_DEALS) \
	  $(if $(KLONDIKE_NODES),--nodes $(KLONDIKE_NODES)) --out $(ROOT)/target/klondike-verdicts.txt
	@if $(KLONDIKE_PYTHON) -c 'import pyksolve' 2>/dev/null; then \
	  $(KLONDIKE_PYTHON) $(ROOT)/tools/klondike/ks-bench.py $(KLONDIKE_PEER_DEALS); \
	else echo "pyksolve is not installed (KLONDIKE_PYTHON=$(KLONDIKE_PYTHON)): no peer run"; fi
	@if [ -n "$(LONECLI)" ] && [ -x "$(LONECLI)" ]; then \
	  $(KLONDIKE_PYTHON) $(ROOT)/tools/klondike/lonelybot-bench.py $(LONECLI) $(KLONDIKE_DEALS) $(KLONDIKE_PEER_CAP) \
	    $(ROOT)/target/klondike-verdicts.txt; \
	else echo "LONECLI does not name lonelybot's lonecli: no lonelybot run"; fi

klondike-prunings:
	$(CARGO) run --release -p digipeg-bench -- klondike --deals $(KLONDIKE_DEALS) \
	  $(if $(KLONDIKE_NODES),--nodes $(KLONDIKE_NODES)) --check-prunings
	KLONDIKE_PRUNINGS_GAMES=$(KLONDIKE_PRUNINGS_GAMES) KLONDIKE_PRUNINGS_NODES=$(KLONDIKE_PRUNINGS_NODES) \
	  $(CARGO) test --release -p digipeg --test klondike_prunings -- --ignored --nocapture

klondike-decide:
	$(CARGO) run --release -p digipeg-bench -- klondike --deals $(KLONDIKE_DECIDE_DEALS) --nodes unlimited \
	  --decide-all --out $(ROOT)/target/klondike-decide-verdicts.txt \
	  --against $(ROOT)/core/tests/data/klondike-lonelybot-verdicts.txt,$(ROOT)/core/tests/data/klondike-lonelybot-verdicts-2001-3000.txt

klondike-reference:
	$(KLONDIKE_PYTHON) $(ROOT)/tools/klondike/ks-reference.py $(ROOT)/core/tests/data

# The player on the ordinary game (hidden cards unknown), with the defaults every binding uses, on
# Klondike-Solver's games 1 to KLONDIKE_PLAYER_DEALS (5,000), draw 3 and draw 1, each run split into
# KLONDIKE_PLAYER_JOBS processes of consecutive games (the figures are added up): the win rate with its 95%
# interval, the CPU a game and a move, the peak memory. Where LONECLI names lonelybot's lonecli, its
# player (`lonecli hop`) on games 1 to KLONDIKE_PLAYER_PEER_DEALS (20; it takes about a minute a game),
# KLONDIKE_PLAYER_PEER_CAP (120) CPU seconds a game, side by side with digipeg's on the same deals. The
# time of a move in WebAssembly is `make bench-wasm`'s.
KLONDIKE_PLAYER_DEALS ?= 5000
KLONDIKE_PLAYER_JOBS ?= 2
KLONDIKE_PLAYER_PEER_DEALS ?= 20
KLONDIKE_PLAYER_PEER_CAP ?= 120
.PHONY: klondike-player
klondike-player:
	$(CARGO) build --release -p digipeg-bench
	@for draw in 3 1; do \
	  per=$$(( ($(KLONDIKE_PLAYER_DEALS) + $(KLONDIKE_PLAYER_JOBS) - 1) / $(KLONDIKE_PLAYER_JOBS) )); \
	  for job in $$(seq 0 $$(( $(KLONDIKE_PLAYER_JOBS) - 1 ))); do \
	    first=$$(( 1 + job * per )); count=$$(( per < $(KLONDIKE_PLAYER_DEALS) - job * per ? per : $(KLONDIKE_PLAYER_DEALS) - job * per )); \
	    $(ROOT)/target/release/digipeg-bench klondike-player --first $$first --deals $$count --draw $$draw \
	      --out $(ROOT)/target/klondike-player-d$$draw-$$job.txt --moves-out $(ROOT)/target/klondike-player-d$$draw-$$job.moves \
	      > $(ROOT)/target/klondike-player-d$$draw-$$job.log & \
	  done; wait; \
	  cat $(ROOT)/target/klondike-player-d$$draw-*.txt | sort -n > $(ROOT)/target/klondike-player-d$$draw.txt; \
	  $(KLONDIKE_PYTHON) $(ROOT)/tools/klondike/player-summary.py $$draw $(ROOT)/target/klondike-player-d$$draw.txt \
	    $(ROOT)/target/klondike-player-d$$draw-*.log; \
	done
	@if [ -n "$(LONECLI)" ] && [ -x "$(LONECLI)" ]; then \
	  $(KLONDIKE_PYTHON) $(ROOT)/tools/klondike/lonelybot-player.py $(LONECLI) 1 $(KLONDIKE_PLAYER_PEER_DEALS) 3 \
	    $(KLONDIKE_PLAYER_PEER_CAP) $(ROOT)/target/klondike-player-d3.txt $(ROOT)/target/lonelybot-player-d3.txt; \
	else echo "LONECLI does not name lonelybot's lonecli: no lonelybot run"; fi
