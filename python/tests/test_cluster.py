"""digipeg.cluster on a local Ray (Ray 2.60 has no in-process local mode any more: `ray.init`
starts a Ray instance on this machine, with real worker processes): every pair is a Ray task,
and the files must equal, byte for byte, those of the local `quixo-layers` driver, cached by
`make quixo-tables` (DIGIPEG_QUIXO_TABLES_4 / _5 point at them)."""

import os
import random
from pathlib import Path

import pytest

import digipeg
from digipeg import _native

if os.environ.get("DIGIPEG_REQUIRE_RAY"):
    import ray  # make test-python installs it (make setup-cluster): a missing Ray is a failure
else:
    ray = pytest.importorskip("ray")

from digipeg import cluster  # noqa: E402


def tables(size):
    where = os.environ.get(f"DIGIPEG_QUIXO_TABLES_{size}")
    if not where:
        pytest.skip(f"DIGIPEG_QUIXO_TABLES_{size} is not set (make test-python sets it)")
    return Path(where)


def layer_files(folder, min_total=0):
    """Name -> bytes of the layer files of `folder` with total >= min_total."""
    found = {}
    for p in Path(folder).iterdir():
        if p.suffix in (".values", ".passes") and int(p.name.split("-t")[1][:2]) >= min_total:
            found[p.name] = p.read_bytes()
    return found


@pytest.fixture(scope="module")
def local_ray(tmp_path_factory):
    # Ray's workers start in the driver's working directory and import from it first: start
    # them where no source tree can shadow the installed package.
    here = os.getcwd()
    os.chdir(tmp_path_factory.mktemp("ray"))
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()
        os.chdir(here)


def value_in(files, size, game):
    """The value of `game` for the player to move, read from the packed values of its layer."""
    n, a, b, i = _native.layer_index(game)
    data = files[_native.layer_file_name(n, a, b, "values")]
    return ("draw", "win", "loss")[(data[64 + i // 4] >> (2 * (i % 4))) & 3]


def test_4x4_in_full_on_ray_equals_the_local_driver_and_the_solution(local_ray, tmp_path):
    lines = []
    totals = cluster.solve(str(tmp_path), size=4, floor=0, threads=1, log=lines.append)
    ours = layer_files(tmp_path)
    assert len(ours) == 2 * 153  # every layer (a, b) with a + b <= 16, values and passes
    assert ours == layer_files(tables(4))
    assert totals[16] == (39464, 25420, 652)
    assert sum(sum(c) for c in totals.values()) == 3**16
    assert any(line.startswith("t=16 ( 8, 8) won") for line in lines)
    # And position by position against the core's strong solution, on random boards (boards with
    # a line are valued by the rules: the side to move has won with a line of its own).
    solution = digipeg.QuixoSolution(4)
    rng = random.Random(16)
    for _ in range(5000):
        rows = ["".join(rng.choice("-XO") for _ in range(4)) for _ in range(4)]
        game = digipeg.Quixo.from_rows(rows, size=4, to_move=rng.randrange(2))
        assert value_in(ours, 4, game) == solution.value(game), rows


def test_5x5_totals_25_and_24_on_ray_equal_the_local_driver(local_ray, tmp_path):
    totals = cluster.solve(str(tmp_path), size=5, floor=24, threads=1, log=lambda _: None)
    ours = layer_files(tmp_path)
    assert len(ours) == 2 * (26 + 25)
    assert ours == layer_files(tables(5), min_total=24)
    assert sum(totals[25]) == 2**25 and sum(totals[24]) == 25 * 2**24


def test_resumes_through_an_fsspec_url(local_ray, tmp_path):
    url = "file://" + str(tmp_path)
    cluster.solve(url, size=4, floor=13, threads=1, log=lambda _: None)
    first = layer_files(tmp_path)
    # A lost file and a corrupt one: only their pairs are solved again, to the same bytes.
    (tmp_path / "quixo4-t14-a05-b09.values").unlink()
    corrupt = tmp_path / "quixo4-t13-a06-b07.passes"
    good = corrupt.read_bytes()
    corrupt.write_bytes(good[:-1] + bytes([good[-1] ^ 1]))
    lines = []
    cluster.solve(url, size=4, floor=13, threads=1, log=lines.append)
    assert layer_files(tmp_path) == first
    solved_again = [line for line in lines if "passes," in line]
    assert sorted(line[:12] for line in solved_again) == [
        "t=13 ( 6, 7)", "t=13 ( 7, 6)", "t=14 ( 5, 9)", "t=14 ( 9, 5)"]
    assert _native.layer_check(good)[:4] == (4, 6, 7, "passes")
    with pytest.raises(digipeg.errors.LayerBadData):
        _native.layer_check(good[:-1] + bytes([good[-1] ^ 1]))
