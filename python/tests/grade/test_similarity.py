"""Who shares code with whom (issue 37): on a generated class holding three students who share one solution, a
pair, and independent solutions (every file with the same starter), the class report's graph shows the three
as one cluster and the two as another, lists each cluster with its shared fragments side by side, leaves the
common code out (the starter given or not; --common-code), and works from a zipped folder in Chromium with no
network. Its pairs are compared with copydetect's own on the same class."""

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from class_data import STARTER, write_alike_class  # noqa: E402
from conftest import REPO, require  # noqa: E402

require("hypothesis")
copydetect = require("copydetect")

from digipeg.grade.classes.classroom import grade_class, write_outputs  # noqa: E402
from digipeg.grade.classes.exports import students_in  # noqa: E402
from digipeg.grade.classes.similarity import THRESHOLD, clusters, similar_pairs  # noqa: E402

HERE = Path(__file__).resolve().parent
PLAYWRIGHT = REPO / "bindings" / "wasm" / "node_modules" / "playwright-core"


@pytest.fixture(scope="module")
def alike(tmp_path_factory):
    home = tmp_path_factory.mktemp("alike")
    groups = write_alike_class(home / "class")
    (home / "starter.py").write_text(STARTER)
    return home, groups


def _pairs(found):
    return {frozenset((p["a"], p["b"])) for p in found["pairs"]}


def _expected(groups):
    cluster = [n for n, g in groups.items() if g == "cluster"]
    pair = [n for n, g in groups.items() if g == "pair"]
    return {frozenset((a, b)) for a in cluster for b in cluster if a < b} | {frozenset(pair)}


def _copydetect(folder, boilerplate=None):
    """copydetect's own pairs on the class: its defaults but the threshold, which is ours."""
    detector = copydetect.CopyDetector(test_dirs=[str(folder)], boilerplate_dirs=[str(boilerplate)] if boilerplate else [],
                                       extensions=["py"], display_t=THRESHOLD, autoopen=False, silent=True)
    detector.run()
    return {frozenset(Path(p).stem for p in (a, b)) for _, _, a, b, *_ in detector.get_copied_code_list()}


def test_the_groups_are_found_and_copydetect_agrees_once_the_starter_is_left_out(alike, tmp_path):
    home, groups = alike
    _, students = students_in(str(home / "class"), str(tmp_path))
    expected = _expected(groups)
    # The starter not given: the code three quarters of the class have is left out. Given: the same pairs.
    ours = similar_pairs(students, "peg")
    assert _pairs(ours) == expected
    assert _pairs(similar_pairs(students, "peg", starter=[str(home / "starter.py")])) == expected
    cluster = next(c for c in ours["clusters"] if len(c["keys"]) == 3)
    assert sorted(cluster["names"]) == sorted(n for n, g in groups.items() if g == "cluster") and len(cluster["pairs"]) == 3
    assert [len(c["keys"]) for c in ours["clusters"]] == [3, 2]
    # copydetect on the same class: with the starter as its boilerplate it lists the same pairs; without it,
    # every file shares the starter and it pairs the independent solutions too (the difference we close).
    starter_folder = tmp_path / "starter"
    starter_folder.mkdir()
    shutil.copy(home / "starter.py", starter_folder)
    assert _copydetect(home / "class", starter_folder) == expected
    plain = _copydetect(home / "class")
    alone = [n for n, g in groups.items() if g == "alone"]
    assert expected < plain and any(frozenset((a, b)) in plain for a in alone for b in groups if a != b)
    # --common-code 0 leaves no code out: then ours are copydetect's own, pair for pair.
    assert _pairs(similar_pairs(students, "peg", common=0)) == plain


def test_clusters_join_pairs_into_groups():
    pairs = [{"a": n1, "b": n2, "a_key": n1, "b_key": n2} for n1, n2 in
             (("a", "b"), ("x", "y"), ("b", "c"), ("c", "a"), ("p", "q"), ("y", "z"))]
    found = clusters(pairs)
    assert [(c["names"], c["pairs"]) for c in found] == [(["a", "b", "c"], [0, 2, 3]), (["x", "y", "z"], [1, 5]),
                                                          (["p", "q"], [4])]
    assert [c["number"] for c in found] == [1, 2, 3]
    # A naive check of the same: two names are in one cluster exactly when a path of pairs joins them.
    joined = {frozenset((p["a"], p["b"])) for p in pairs}
    names = sorted({n for p in pairs for n in (p["a"], p["b"])})
    for first in names:
        reach, frontier = {first}, [first]
        while frontier:
            here = frontier.pop()
            for other in names:
                if other not in reach and frozenset((here, other)) in joined:
                    reach.add(other)
                    frontier.append(other)
        assert set(next(c["names"] for c in found if first in c["names"])) == reach


def test_the_class_report_shows_the_graph_and_the_clusters_in_chromium_from_a_zipped_folder(alike, tmp_path):
    home, groups = alike
    result = grade_class("peg", str(home / "class"), progress=None, budget=30, examples=3, jobs=2, similarity=True)
    written = write_outputs(result, str(tmp_path / "out"))
    page = Path(written["report"]).read_text()
    assert "<script" not in page and not re.search(r"""(?:src|href)=["']?(?:https?:)?//""", page)
    # The folder goes round as a zip: unpacked elsewhere, the page still has all it needs.
    archive = tmp_path / "week7.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for path in (tmp_path / "out").rglob("*"):
            out.write(path, path.relative_to(tmp_path))
    with zipfile.ZipFile(archive) as unpacked:
        unpacked.extractall(tmp_path / "elsewhere")
    opened = tmp_path / "elsewhere" / "out" / "class-report.html"
    if not PLAYWRIGHT.is_dir():
        if os.environ.get("DIGIPEG_REQUIRE_WHEEL"):
            pytest.fail(f"no playwright-core in {PLAYWRIGHT} (make setup-web installs it)")
        pytest.skip("playwright-core is not installed (make setup-web)")
    shots = REPO / "target" / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["node", str(HERE / "class_report_check.mjs"), str(opened), str(shots / "class-report-graph.png")],
                          capture_output=True, text=True, timeout=300, env=dict(os.environ, PLAYWRIGHT=str(PLAYWRIGHT)))
    assert done.returncode == 0, done.stderr[-3000:]
    drawn = json.loads(done.stdout.splitlines()[-1])
    assert drawn["outside"] == [] and drawn["errors"] == [] and drawn["scripts"] == 0
    cluster = sorted(n for n, g in groups.items() if g == "cluster")
    pair = sorted(n for n, g in groups.items() if g == "pair")
    alone = sorted(n for n, g in groups.items() if g == "alone")
    # The graph: a node for each student who shares code, an edge for each pair, the others as grey dots.
    assert sorted(drawn["nodes"]) == sorted(cluster + pair) and drawn["edges"] == 3 + 1
    assert sorted(drawn["alone"]) == alone
    graph = drawn["graph"]
    assert graph["w"] > 0 and graph["h"] > 0
    for label in drawn["labels"]:  # every label inside the picture
        assert graph["x"] - 1 <= label["x"] and label["x"] + label["w"] <= graph["x"] + graph["w"] + 1, label
    names = [label for label in drawn["labels"] if label["text"] in groups]
    for i, a in enumerate(names):  # and no two labels on top of each other
        for b in names[i + 1:]:
            assert a["x"] + a["w"] <= b["x"] or b["x"] + b["w"] <= a["x"] or a["y"] + a["h"] <= b["y"] or b["y"] + b["h"] <= a["y"], (a, b)
    # The clusters, largest first, with their members and each pair's fragments side by side.
    first, second = drawn["clusters"]
    assert first["id"] == "cluster-1" and sorted(first["heading"].split(": ", 1)[1].split(", ")) == cluster
    assert second["id"] == "cluster-2" and sorted(second["heading"].split(": ", 1)[1].split(", ")) == pair
    assert len(first["pairs"]) == 3 and len(second["pairs"]) == 1
    for left, right in first["pairs"] + second["pairs"]:
        assert left["x"] + left["w"] <= right["x"] and abs(left["y"] - right["y"]) < 1
    assert first["marked"] > 0 and second["marked"] > 0
    assert drawn["after_click"] == "#cluster-1"
    # Each student's report is linked beside the page, and is there in the unpacked folder.
    assert len(drawn["links"]) == len(groups)
    assert all((opened.parent / link).is_file() for link in drawn["links"])
