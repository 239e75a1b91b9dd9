"""Which submissions of a class are suspiciously alike, with the fragments they share, and the groups they
form.

Uses copydetect (PyPI): MOSS's winnowing over the tokens Pygments gives, with names and strings filtered
out, so that renaming the variables or rewording the comments does not hide a copy. It runs offline, takes
boilerplate to leave out, and gives each pair's matching fragments. The starter code every student was
given is boilerplate: the teacher's own copy (``--starter FILE``), and, as the starter may not be at hand,
whatever code a share of the class has in common (``common``, :data:`COMMON` by default: every student
keeps the starter; a solution passed round a class rarely reaches that many, and would then go unseen:
give the starter where it matters, or set the share higher, or to 0 to leave no code out).

The pairs make a graph: a group of three or more who share code is one connected cluster of it
(:func:`clusters`), as Dolos and JPlag show them.
"""

from __future__ import annotations

import os
import tempfile
from typing import Any, Dict, List, Optional, Sequence

from ..model import Student

__all__ = ["COMMON", "THRESHOLD", "clusters", "similar_pairs"]

THRESHOLD = 0.5
"""A pair is listed when at least this share of one submission's code (the starter left out) matches the other."""
MIN_OVERLAP = 100
"""...and when they share at least this many (filtered) characters: a submission left with a line or two
once the starter is taken out is not a copy of whatever holds those lines."""
NOISE = 25
"""The shortest run of (filtered) characters that counts as shared: copydetect's own default."""
GUARANTEE = 30


def _joined(student: Student, folder: str) -> str:
    """One file holding the student's files, one after the other (a program in modules compares whole)."""
    path = os.path.join(folder, f"{len(os.listdir(folder)):04d}.py")
    with open(path, "w", encoding="utf-8") as out:
        for name in student.files:
            with open(name, "rb") as handle:
                out.write(handle.read().decode("utf-8", errors="replace") + "\n")
    return path


def similar_pairs(
    students: Sequence[Student], assignment: str, *, starter: Sequence[str] = (), edition: Optional[str] = None,
    threshold: float = THRESHOLD, common: Optional[float] = None,
) -> Dict[str, Any]:
    """The pairs of ``students`` whose code is alike, most alike first, each with its shared fragments, and
    the clusters they make. ``common``: code this share of the class has (three submissions at least) is
    left out as the starter's (:data:`COMMON` if None; 0 leaves no code out)."""
    common = COMMON if common is None else common
    if not 0 <= common <= 1:
        raise ValueError(f"the share of the class for common code must be between 0 and 1, not {common}")
    try:
        import copydetect
        import numpy as np
    except ImportError as err:  # pragma: no cover - the grade extra installs both
        raise ImportError("--similarity needs copydetect: pip install 'digipeg[grade]'") from err

    with tempfile.TemporaryDirectory(prefix="digipeg-similar-") as folder:
        texts = {_joined(student, folder): student for student in students}
        starters = [path for path in starter if os.path.isfile(path)]
        shared = _common(list(texts), len(texts), common)

        class Detector(copydetect.CopyDetector):
            def _get_boilerplate_hashes(self) -> Any:
                given = super()._get_boilerplate_hashes()
                return np.unique(np.concatenate([np.asarray(given, dtype=np.int64), shared]))

        detector = Detector(boilerplate_dirs=[], extensions=["py"], noise_t=NOISE, guarantee_t=GUARANTEE,
                            display_t=threshold, autoopen=False, silent=True, truncate=True)
        for path in texts:
            detector.add_file(path)
        for path in starters:
            detector.add_file(path, type="boilerplate")
        detector.run()
        pairs = []
        for first, second, path_a, path_b, code_a, code_b, tokens in detector.get_copied_code_list():
            a, b = texts[path_a], texts[path_b]
            if tokens < MIN_OVERLAP:
                continue
            pairs.append({"a": a.name, "b": b.name, "a_key": a.key, "b_key": b.key, "a_share": round(float(first), 3),
                          "b_share": round(float(second), 3), "tokens": int(tokens), "a_code": code_a, "b_code": code_b})
    pairs.sort(key=lambda p: (-max(p["a_share"], p["b_share"]), p["a"], p["b"]))
    return {
        "threshold": threshold,
        "min_overlap": MIN_OVERLAP,
        "starter": [os.path.basename(p) for p in starters],
        "shared_by_most": int(len(shared)),
        "most": common,
        "pairs": pairs,
        "clusters": clusters(pairs),
        "students": [{"name": s.name, "key": s.key} for s in students],
        "method": f"copydetect {getattr(copydetect, '__version__', '')}".strip(),
    }


def clusters(pairs: Sequence[Dict[str, Any]]) -> List[Dict[str, Any]]:
    """The groups the pairs join (the connected parts of their graph), largest first: each with its members
    (keys and names, in order of their first pair) and the indices of its pairs in ``pairs``."""
    parent: Dict[str, str] = {}

    def root(key: str) -> str:
        while parent.setdefault(key, key) != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    for pair in pairs:
        parent[root(pair["a_key"])] = root(pair["b_key"])
    groups: Dict[str, Dict[str, Any]] = {}
    for index, pair in enumerate(pairs):
        group = groups.setdefault(root(pair["a_key"]), {"keys": [], "names": [], "pairs": []})
        group["pairs"].append(index)
        for key, name in ((pair["a_key"], pair["a"]), (pair["b_key"], pair["b"])):
            if key not in group["keys"]:
                group["keys"].append(key)
                group["names"].append(name)
    found = sorted(groups.values(), key=lambda g: (-len(g["keys"]), g["pairs"][0]))
    for number, group in enumerate(found, 1):
        group["number"] = number
    return found


COMMON = 0.75
"""By default, fingerprints this share of the class has (three submissions at least) are taken for the
starter's (``--common-code``)."""


def _common(paths: List[str], count: int, share: float) -> Any:
    """The fingerprints ``share`` of the submissions have (at least three): the starter's code; none if
    ``share`` is 0."""
    import numpy as np
    from copydetect import CodeFingerprint

    if count < 3 or share <= 0:
        return np.array([], dtype=np.int64)
    seen: Dict[int, int] = {}
    for path in paths:
        try:
            hashes = {int(h) for h in CodeFingerprint(path, NOISE, 1).hashes}
        except (UnicodeDecodeError, ValueError):
            continue
        for value in hashes:
            seen[value] = seen.get(value, 0) + 1
    return np.array([h for h, n in seen.items() if n >= max(3, share * count)], dtype=np.int64)
