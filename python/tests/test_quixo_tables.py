"""QuixoTables: the layers solved by the local driver (make quixo-tables), loaded into memory; the
computer player plays perfectly from them, and `python -m digipeg quixo --tables DIR` uses them."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import digipeg
from digipeg import Quixo, QuixoSolution, QuixoTables


@pytest.fixture(scope="module")
def tables4():
    where = os.environ.get("DIGIPEG_QUIXO_TABLES_4")
    if not where:
        pytest.skip("DIGIPEG_QUIXO_TABLES_4 is not set (make test-python sets it)")
    return where


@pytest.fixture(scope="module")
def loaded(tables4):
    return QuixoTables(tables4, 4)


def random_game(rng, size):
    rows = ["".join(rng.choice("-XO") for _ in range(size)) for _ in range(size)]
    return Quixo.from_rows(rows, size=size, to_move=rng.randrange(2))


def test_values_equal_the_strong_solution(loaded):
    assert loaded.size == 4 and len(loaded.layers) == 153
    assert loaded.nbytes == sum(
        2 * 64 + (n + 3) // 4 + n for n in (digipeg._native.layer_len(4, a, b) for a, b in loaded.layers))
    solution = QuixoSolution(4)
    rng = random.Random(7)
    for _ in range(3000):
        game = random_game(rng, 4)
        assert loaded.value(game) == solution.value(game)
        if not game.is_over():
            move = loaded.best_move(game)
            assert move in game.legal_moves()


def test_the_computer_converts_won_positions_with_the_tables(loaded):
    rng = random.Random(11)
    converted = 0
    while converted < 20:
        game = random_game(rng, 4)
        if game.is_over() or loaded.value(game) != "win":
            continue
        me = game.turn_symbol
        for _ in range(200):
            if game.is_over():
                break
            if game.turn_symbol == me:
                move, info = game.computer_move("search", seed=1, tables=loaded)
                assert info["nodes"] == 0 and info["score"] == 30000
            else:
                move, _ = game.computer_move("search", seed=2, nodes=2000, depth=3)
            game.play(*move)
        assert game.winner == me
        converted += 1


def test_missing_layers_fall_back_to_search_and_bad_files_are_refused(tmp_path, tables4):
    empty = QuixoTables(tmp_path, 4)
    assert empty.layers == [] and empty.value(Quixo(4)) is None and empty.best_move(Quixo(4)) is None
    move, info = Quixo(4).computer_move("search", nodes=500, depth=2, tables=empty)
    assert info["nodes"] > 0
    for name in ("quixo4-t16-a08-b08.values", "quixo4-t16-a08-b08.passes"):
        data = (Path(tables4) / name).read_bytes()
        (tmp_path / name).write_bytes(data[:-1] + bytes([data[-1] ^ 1]) if name.endswith("values") else data)
    with pytest.raises(digipeg.errors.LayerBadData):
        QuixoTables(tmp_path, 4)
    with pytest.raises(digipeg.errors.LayerOutOfRange):
        QuixoTables(tmp_path, 6)


def test_console_plays_from_the_tables(tables4, tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "digipeg", "quixo", "--size", "4", "--computer", "--tables", tables4],
        input=b"0 0 0 3\n", capture_output=True, timeout=120, cwd=tmp_path)
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert "Loaded 153 solved layers" in out
    game = Quixo(4)
    game.play(0, 0, 0, 3)
    move = " ".join(map(str, QuixoTables(tables4, 4).best_move(game)))
    assert f"The computer (O) plays {move}." in out
    done = subprocess.run([sys.executable, "-m", "digipeg", "quixo", "--players", "4", "--tables", tables4],
                          capture_output=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 2 and b"--tables needs" in done.stderr


def test_the_named_levels_play_perfectly_from_the_tables(loaded):
    rng = random.Random(5)
    checked = 0
    while checked < 10:
        game = random_game(rng, 4)
        if game.is_over():
            continue
        best = loaded.best_move(game)
        for level in ("easy", "medium", "hard", "expert"):
            move, info = game.computer_move(level, seed=3, tables=loaded)
            assert move == best and info["nodes"] == 0 and info["depth"] == 0
        checked += 1
    # Outside the tables, the level's own search (the same move as without tables).
    move, info = Quixo(5).computer_move("easy", seed=3, tables=loaded)
    assert info["nodes"] > 0 and (move, info) == Quixo(5).computer_move("easy", seed=3)


@pytest.fixture
def web_server():
    """Start digipeg's page server (the installed wheel's) with given tables; stop it after."""
    import threading

    from digipeg import _web

    servers = []

    def start(tables):
        server = _web.serve(0, tables=tables)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}/"

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def fetch(url):
    import json
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(url, timeout=30) as reply:
            body = reply.read()
            return reply.status, json.loads(body) if url.endswith(".json") else body
    except urllib.error.HTTPError as err:
        return err.code, None


def test_web_serves_the_5x5_layers_of_totals_24_and_25(web_server, tmp_path):
    where = os.environ.get("DIGIPEG_QUIXO_TABLES_5")
    if not where:
        pytest.skip("DIGIPEG_QUIXO_TABLES_5 is not set (make test-python sets it)")
    url = web_server(Path(where))
    status, listed = fetch(url + "quixo-tables.json")
    assert status == 200 and listed["base"] == "tables/"
    assert sorted(map(tuple, listed["layers"])) == sorted((5, a, t - a) for t in (24, 25) for a in range(t + 1))
    name = digipeg._native.layer_file_name(5, 13, 12, "passes")
    assert fetch(url + "tables/" + name) == (200, (Path(where) / name).read_bytes())
    # Only listed layers: not another total, not another name, not outside the directory.
    (tmp_path / "t").mkdir()
    for kind in ("values", "passes"):
        for a, b in ((0, 25), (11, 12)):
            other = digipeg._native.layer_file_name(5, a, b, kind)
            (tmp_path / "t" / other).write_bytes(b"x" if b == 12 else (Path(where) / other).read_bytes())
    (tmp_path / "secret.values").write_bytes(b"no")
    url = web_server(tmp_path / "t")
    assert fetch(url + "quixo-tables.json")[1]["layers"] == [[5, 0, 25]]
    assert fetch(url + "tables/quixo5-t23-a11-b12.values") == (404, None)
    assert fetch(url + "tables/../secret.values")[0] == 404
    assert fetch(url + "tables/quixo5-t25-a00-b25.values")[0] == 200
    # Without tables the page's own list, empty: the page fetches nothing more.
    url = web_server(None)
    assert fetch(url + "quixo-tables.json") == (200, {"base": "tables/", "layers": []})
    assert fetch(url + "tables/quixo5-t25-a00-b25.values")[0] == 404
    done = subprocess.run([sys.executable, "-m", "digipeg", "web", "--no-browser", "--tables", str(tmp_path)],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 1 and "no solved 5 x 5 layers of total 24 or 25" in done.stderr
