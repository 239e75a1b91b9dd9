"""Sort the open positions of `make bench`'s peg-decide sample by what decided them (docs/peg-study.md).

python3 tools/peg-study/sort.py DECIDED LP [MORE...] [--still-open POSITIONS OUT]

DECIDED: what `peg-study open` printed (one line a position: beams, then the solver); LP: what
`lp.py --open` printed (the pagoda LP and the integer program on the holes the class allows); MORE:
further `peg-study open` runs on the positions still open (wider beams, a larger solver budget),
whose "yes" or "no" wins over an "open" before. Prints two markdown tables: the counts per board and
jump rule, and every position with the reason it is decided or still open. With `--still-open`, the
positions of POSITIONS (the file `make bench` wrote) that are still open are written to OUT, in the
same format, for a further run.
"""

import re
import sys
from collections import defaultdict

BOARDS = ["7x7", "8x8", "9x9", "7x9", "8x9"]
RULES = ["orthogonal", "diagonal"]


def read_decided(path, positions):
    for line in open(path):
        m = re.match(r"(\d+x\d+) (\w+) (\d+) pegs=(\d+) (.*)", line.strip())
        if not m:
            continue
        board, rule, index, pegs, rest = m.groups()
        key = (board, rule, int(index))
        entry = positions.setdefault(key, {})
        entry["pegs"] = int(pegs)
        nodes = re.search(r"nodes=(\d+)", rest)
        fewest = re.search(r"fewest-found=(\d+)", rest)
        if fewest:
            entry["fewest"] = min(entry.get("fewest", 99), int(fewest.group(1)))
        millions = f"{int(nodes.group(1)) / 1e6:.1f} M" if nodes else ""
        if " no stranded" in " " + rest:
            entry["verdict"], entry["by"], entry["detail"] = "no", "stranded pegs", ""
        elif " yes beam-" in " " + rest:
            scorer, width = re.search(r"yes beam-(\w+)-(\d+)", rest).groups()
            entry["verdict"], entry["by"], entry["detail"] = "yes", f"a beam of width {int(width):,}", scorer
        elif " yes search" in " " + rest:
            entry["verdict"], entry["by"], entry["detail"] = "yes", "the solver", millions
        elif " no search" in " " + rest:
            entry["verdict"], entry["by"], entry["detail"] = "no", "the solver", millions
        elif entry.get("verdict") is None:
            entry["verdict"] = "open"
            if nodes:
                entry["searched"] = max(entry.get("searched", 0), int(nodes.group(1)))


def read_lp(path, positions):
    for line in open(path):
        m = re.match(r"(\d+x\d+) (\w+) (\d+) \d+ pegs, (\d+) holes: lp=([\w ]+) \(([\d.]+) s\), ip=([\w ]+) \(([\d.]+) s\)", line)
        if not m:
            continue
        board, rule, index, holes, lp, lp_s, ip, ip_s = m.groups()
        entry = positions.setdefault((board, rule, int(index)), {})
        entry["lp"], entry["ip"], entry["ip_seconds"] = lp == "dead", ip == "dead", float(ip_s)
        if entry["ip"] and entry.get("verdict") == "open":
            entry["verdict"], entry["by"], entry["detail"] = "no", "the integer program alone (HiGHS)", f"{ip_s} s"


def write_still_open(positions, source, out):
    """The blocks (a header line, then the rows) of `source` whose positions are still open."""
    blocks, header, rows = [], None, []
    for line in open(source).read().split("\n") + ["end x 0"]:
        if " " in line:
            if header:
                board, rule, index = header.split()
                if positions.get((board, rule, int(index)), {}).get("verdict", "open") == "open":
                    blocks.append("\n".join([header, *rows]) + "\n")
            header, rows = line, []
        elif line:
            rows.append(line)
    open(out, "w").write("".join(blocks))


def main():
    args = sys.argv[1:]
    still_open = None
    if "--still-open" in args:
        at = args.index("--still-open")
        still_open = args[at + 1 : at + 3]
        del args[at : at + 3]
    positions = {}
    read_decided(args[0], positions)
    for more in args[2:]:
        before = {k: dict(v) for k, v in positions.items()}
        read_decided(more, positions)
        for key, entry in positions.items():
            if before.get(key, {}).get("verdict") not in (None, "open"):
                positions[key] = before[key]  # decided before: kept
    read_lp(args[1], positions)  # last: the integer program decides only what every run left open

    if still_open:
        write_still_open(positions, *still_open)
        return
    counts = defaultdict(lambda: defaultdict(int))
    rows = defaultdict(lambda: defaultdict(list))
    for (board, rule, index), e in sorted(positions.items()):
        verdict = e.get("verdict", "open")
        by = e.get("by", "")
        kind = {"yes": "solvable", "no": "dead", "open": "open"}[verdict]
        counts[(board, rule)][kind] += 1
        if verdict == "no" and e.get("ip") and "solver" in by:
            counts[(board, rule)]["ip_too"] += 1
        if e.get("ip"):
            counts[(board, rule)]["ip"] += 1
        if e.get("lp"):
            counts[(board, rule)]["lp"] += 1
        detail = e.get("detail")
        note = f"{index} ({e['pegs']}, {detail})" if detail else f"{index} ({e['pegs']})"
        if verdict == "open":
            note = f"{index} ({e['pegs']}; best {e.get('fewest', '?')})"
            rows[(board, rule)]["open"].append(note)
        else:
            rows[(board, rule)][f"{verdict}: {by}"].append(note)

    print("| board | rule | open of the sample | solvable | dead | still open | LP proves | IP proves (of them also by the solver) |")
    print("|---|---|---|---|---|---|---|---|")
    for rule in RULES:
        for board in BOARDS:
            c = counts.get((board, rule))
            if c is None:
                continue
            total = c["solvable"] + c["dead"] + c["open"]
            print(f"| {board.replace('x', ' × ')} | {rule} | {total} | {c['solvable']} | {c['dead']} | {c['open']} "
                  f"| {c['lp']} | {c['ip']} ({c['ip_too']}) |")
    print()
    print("| board | rule | how | positions: index in the sample (pegs, and the scorer or the positions searched; "
          "for the open ones, the fewest pegs a line found) |")
    print("|---|---|---|---|")
    for rule in RULES:
        for board in BOARDS:
            groups = rows.get((board, rule))
            if not groups:
                continue
            for how in sorted(groups, key=lambda h: (h == "open", h)):
                print(f"| {board.replace('x', ' × ')} | {rule} | {how} | {', '.join(groups[how])} |")


if __name__ == "__main__":
    main()
