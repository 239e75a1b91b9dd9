# Issue 40's study (tools/peg-study), included by the top-level Makefile; not part of `make test`
# nor `make bench`. One core, `nice -n 19`, each step bounded:
#   make peg-study        the positions `make bench`'s peg-decide sample leaves open (the first
#                         PEG_STUDY_POSITIONS of the sample of every board from 7 x 7 up, both jump
#                         rules), decided offline: every beam scorer at widths 1,000 and 10,000, then
#                         the solver within PEG_STUDY_NODES positions (1 GiB table): with the defaults
#                         91 open positions, some 25 s of CPU each when the solver cannot finish; then
#                         the exact tables of 4 x 5, 4 x 6 and 5 x 6 orthogonal and 4 x 5, 5 x 5
#                         diagonal, with what each test proves on their dead positions (docs/peg-study.md
#                         has the figures).
#   make peg-study-lp     the pagoda LP and the integer program on the tables' samples and on the open
#                         positions (HiGHS through SciPy, in target/study/venv); then the positions
#                         still open get beams of width PEG_STUDY_WIDEST (100,000: some 16 s of CPU
#                         and 1.3 GB a 9 x 9 position), and sort.py prints the tables of
#                         docs/peg-study.md.
#   make peg-games        the game measure of `make bench` (peg-game) with PEG_GAMES (1,000) games a board,
#                         the two jump rules side by side.
#                         It prints its tally every 100 games; BENCH_PEG_BOARDS and BENCH_PEG_RULES
#                         split it over cores (the same games: each board and rule has its own seed).
PEG_STUDY_POSITIONS ?= 100
PEG_STUDY_NODES ?= 100000000
PEG_STUDY_WIDEST ?= 100000
PEG_GAMES ?= 1000
PEG_STUDY := $(ROOT)/target/study
.PHONY: peg-study peg-study-lp peg-games

peg-study:
	@mkdir -p $(PEG_STUDY)
	$(CARGO) build --release --quiet -p digipeg-bench -p digipeg-peg-study
	BENCH_PEG_POSITIONS=$(PEG_STUDY_POSITIONS) BENCH_PEG_OPEN=$(PEG_STUDY)/open.txt \
	  nice -n 19 $(ROOT)/target/release/digipeg-bench peg-decide
	nice -n 19 $(ROOT)/target/release/peg-study open $(PEG_STUDY)/open.txt --nodes $(PEG_STUDY_NODES) \
	  | tee $(PEG_STUDY)/open-decided.txt
	for t in "4x5 orthogonal" "4x6 orthogonal" "5x6 orthogonal" "4x5 diagonal" "5x5 diagonal"; do \
	  nice -n 19 $(ROOT)/target/release/peg-study table $$t --sample 1000; done

peg-study-lp:
	@test -x $(PEG_STUDY)/venv/bin/python || { python3 -m venv $(PEG_STUDY)/venv && \
	  $(PEG_STUDY)/venv/bin/pip install --quiet --disable-pip-version-check scipy; }
	for f in $(PEG_STUDY)/sample-*.txt; do nice -n 19 $(PEG_STUDY)/venv/bin/python \
	  $(ROOT)/tools/peg-study/lp.py $$f --limit 300; done
	nice -n 19 $(PEG_STUDY)/venv/bin/python $(ROOT)/tools/peg-study/lp.py --open $(PEG_STUDY)/open.txt \
	  | tee $(PEG_STUDY)/lp-open.txt
	python3 $(ROOT)/tools/peg-study/sort.py $(PEG_STUDY)/open-decided.txt $(PEG_STUDY)/lp-open.txt \
	  --still-open $(PEG_STUDY)/open.txt $(PEG_STUDY)/still-open.txt
	nice -n 19 $(ROOT)/target/release/peg-study open $(PEG_STUDY)/still-open.txt --nodes 0 \
	  --widths 1000,$(PEG_STUDY_WIDEST) | tee $(PEG_STUDY)/widest.txt
	python3 $(ROOT)/tools/peg-study/sort.py $(PEG_STUDY)/open-decided.txt $(PEG_STUDY)/lp-open.txt \
	  $(PEG_STUDY)/widest.txt

peg-games:
	$(CARGO) build --release --quiet -p digipeg-bench
	BENCH_PEG_GAMES=$(PEG_GAMES) BENCH_PEG_RULES=orthogonal nice -n 19 $(ROOT)/target/release/digipeg-bench peg-game & \
	  orthogonal=$$!; \
	  BENCH_PEG_GAMES=$(PEG_GAMES) BENCH_PEG_RULES=diagonal nice -n 19 $(ROOT)/target/release/digipeg-bench peg-game; \
	  diagonal=$$?; wait $$orthogonal && test $$diagonal = 0
