# The rectangle table (tools/peg-table), included by the top-level Makefile.
#   make peg-table   decide every single-vacancy start of every rectangle up to 9 x 9, both jump rules,
#                    into docs/peg-table.txt (every line and proof) and docs/peg-table.md (the summary);
#                    about 20 s on 2 cores. core/tests/peg_table.rs checks the committed table.
.PHONY: peg-table

peg-table:
	$(CARGO) run --release --quiet -p digipeg-peg-table -- --out $(ROOT)/docs

# The analysis against plain recursion on every position reachable from a single-vacancy start of
# 5 x 5, 4 x 5, 3 x 6, 4 x 6 and 3 x 9, both jump rules (about 100 M positions: hours; `make test`
# checks every position of the boards up to 16 holes and a seeded sample of these).
.PHONY: peg-naive
peg-naive:
	DIGIPEG_PEG_NAIVE=all $(CARGO) test --release -p digipeg --test peg_analysis -- --nocapture
