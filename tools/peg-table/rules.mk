# The rectangle table (tools/peg-table), included by the top-level Makefile.
#   make peg-table   decide every single-vacancy start of every rectangle up to 9 x 9, both jump rules,
#                    into docs/peg-table.txt (every line and proof) and docs/peg-table.md (the summary);
#                    about 20 s on 2 cores. core/tests/peg_table.rs checks the committed table.
.PHONY: peg-table

peg-table:
	$(CARGO) run --release --quiet -p digipeg-peg-table -- --out $(ROOT)/docs
