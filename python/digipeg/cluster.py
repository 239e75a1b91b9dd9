"""Solve Quixo layer by layer on a Ray cluster (``pip install "digipeg[cluster]"``).

The same pair solver as the local ``quixo-layers`` driver (the core's, through ``digipeg._native``),
scheduled by Ray: each pair {(a, b), (b, a)} of a total is one task, whose inputs are the values
files of the total above and whose output is its own files; the tasks of one total run in
parallel, and the totals run in order, from the full boards (t = n²) down to the floor. Files
live on a path every worker sees: a shared directory, or any fsspec URL (``s3://...``,
``gs://...``). A pair whose files are already there and check out is not solved again, so a run
resumes where it stopped, and writes the same bytes as the local driver.

    python -m digipeg.cluster --dir s3://bucket/quixo5 --floor 0 --threads 32 --address auto
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Callable

from . import _native

__all__ = ["solve", "solve_pair", "main"]


def _fs(directory: str):
    import fsspec

    return fsspec.core.url_to_fs(directory)


def _read_checked(fs, path: str):
    """The bytes and header of a layer file, or None when it is missing or does not check out."""
    try:
        data = fs.cat_file(path)
        return data, _native.layer_check(data)
    except (FileNotFoundError, ValueError):
        return None


def _write(fs, path: str, data: bytes) -> None:
    """Write a whole file so that readers never see part of it: through a temporary name and a
    rename on a local disk; object stores put a file at once."""
    if "file" in fs.protocol or "local" in fs.protocol:
        tmp = path + ".tmp"
        with fs.open(tmp, "wb") as f:
            f.write(data)
        fs.mv(tmp, path)
    else:
        fs.pipe_file(path, data)


def _layers(a: int, b: int) -> list[tuple[int, int]]:
    return [(a, b)] if a == b else [(a, b), (b, a)]


def _done(fs, path, a: int, b: int):
    """The counts of the pair's layers if all its files are there and check out, else None."""
    counts = {}
    for x, y in _layers(a, b):
        for kind in ("values", "passes"):
            found = _read_checked(fs, path(x, y, kind))
            if found is None:
                return None
        counts[(x, y)] = found[1][4]
    return counts


def solve_pair(directory: str, size: int, a: int, b: int, threads: int = 1) -> dict:
    """Solve the pair of (a, b) into ``directory`` (a Ray task body; also callable directly).

    Returns ``{"layers": {(a, b): (won, lost, drawn), ...}, "passes": int or None (None when the
    files were there already), "seconds": float}``.
    """
    start = time.perf_counter()
    fs, root = _fs(directory)

    def path(x: int, y: int, kind: str) -> str:
        return f"{root.rstrip('/')}/{_native.layer_file_name(size, x, y, kind)}"

    done = _done(fs, path, a, b)
    if done is not None:
        return {"layers": done, "passes": None, "seconds": time.perf_counter() - start}
    # The values of (b, a + 1) and (a, b + 1): where the blank-taking moves lead.
    inputs = [None, None]
    for i, (x, y) in enumerate(_layers(a, b)):
        if x + y < size * size:
            inputs[i] = fs.cat_file(path(y, x + 1, "values"))
    files, passes = _native.solve_layer_pair(size, a, b, inputs[0], inputs[1], threads)
    counts = {}
    for name, data in files:
        _write(fs, f"{root.rstrip('/')}/{name}", data)
        n, x, y, kind, c = _native.layer_check(data)
        counts[(x, y)] = c
    return {"layers": counts, "passes": passes, "seconds": time.perf_counter() - start}


def solve(
    directory: str,
    size: int = 5,
    floor: int = 23,
    threads: int = 1,
    log: Callable[[str], None] = print,
) -> dict[int, tuple[int, int, int]]:
    """Solve totals ``size²`` down to ``floor`` on the Ray cluster this process is connected to
    (``ray.init`` first), one task per pair with ``threads`` CPUs and the memory the pair needs.
    Returns the (won, lost, drawn) counts of every total."""
    import ray

    fs, root = _fs(directory)
    fs.makedirs(root, exist_ok=True)
    task = ray.remote(solve_pair)
    totals = {}
    for t in range(size * size, floor - 1, -1):
        began = time.perf_counter()
        pairs = _native.layer_pairs(size, t)
        memory = {pair: _native.layer_pair_memory(size, *pair) for pair in pairs}
        # Largest first, so that no big pair starts last and runs alone at the end of the total.
        refs = {
            pair: task.options(num_cpus=threads, memory=memory[pair]).remote(directory, size, *pair, threads)
            for pair in sorted(pairs, key=memory.get, reverse=True)
        }
        total = [0, 0, 0]
        for result in ray.get([refs[pair] for pair in pairs]):
            for (x, y), c in sorted(result["layers"].items()):
                how = "solved before" if result["passes"] is None else f"{result['passes']} passes, {result['seconds']:.1f} s"
                log(f"t={t:2} ({x:2},{y:2}) won {c[0]:>13} lost {c[1]:>13} drawn {c[2]:>13}  ({how})")
                total = [s + v for s, v in zip(total, c)]
        totals[t] = tuple(total)
        log(f"total {t:2}: won {total[0]:>13} lost {total[1]:>13} drawn {total[2]:>13}  {time.perf_counter() - began:.1f} s")
    return totals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m digipeg.cluster", description=__doc__.split("\n\n")[0])
    parser.add_argument("--dir", required=True, help="directory or fsspec URL every worker sees")
    parser.add_argument("--size", type=int, default=5)
    parser.add_argument("--floor", type=int, default=23)
    parser.add_argument("--threads", type=int, default=1, help="CPUs (threads) per task")
    parser.add_argument("--address", default=None, help="Ray cluster address ('auto' for the one this node belongs to); a local Ray otherwise")
    parser.add_argument("--num-cpus", type=int, default=None, help="CPUs of the local Ray (no --address)")
    args = parser.parse_args(argv)
    import ray

    if args.address:
        ray.init(address=args.address)
    else:
        ray.init(num_cpus=args.num_cpus, include_dashboard=False)
    try:
        solve(args.dir, args.size, args.floor, args.threads)
    finally:
        ray.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
