"""The class report: one self-contained HTML page (no script, no outside file, no network: it works from a
zipped folder) with the class's marks, a chart of how many students lost each rubric item, the most common
failing reproductions, the changed starters, the files that are not this assignment's and, with
``--similarity``, a graph of who shares code with whom, the clusters it makes with what their members
share side by side, and every pair."""

from __future__ import annotations

import math
import statistics
from html import escape
from typing import Any, Dict, List, Tuple

from ..model import ClassResult

__all__ = ["html", "lost_items"]

_STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 72em; padding: 0 1em; color: #1b1b1b; }
h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; } td, th { padding: .25em .6em; border-bottom: 1px solid #e4e4e4; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
pre { background: #f6f6f6; padding: .6em; overflow-x: auto; font-size: 13px; }
.highlight-red { background: #ffd2d2; } .highlight-green { background: #d4f5d4; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; } .muted { color: #666; }
.pair pre { margin: 0; } .cluster { border-left: 4px solid #c0392b; padding-left: 1em; margin: 1.5em 0; }
svg a:hover circle { stroke: #000; stroke-width: 2; } svg text { font-family: system-ui, sans-serif; }
"""


def lost_items(result: ClassResult) -> List[Tuple[str, str, int, float]]:
    """Each marked rubric item: (section, test, students who lost it, marks it costs), most lost first."""
    counts: Dict[Tuple[str, str], List[float]] = {}
    for entry in result.graded:
        for section in (entry.report or {}).get("sections", []):
            if section.get("kind", "marked") != "marked":
                continue
            for test in section["tests"]:
                key = (section["name"], test["name"])
                counts.setdefault(key, [0, test["deduction"]])
                if test["status"] == "fail":
                    counts[key][0] += 1
    items = [(s, t, int(n), d) for (s, t), (n, d) in counts.items()]
    return sorted(items, key=lambda item: (-item[2], item[0], item[1]))


def _chart(items: List[Tuple[str, str, int, float]], students: int) -> str:
    shown = [item for item in items if item[2]] or items[:1]
    row, label, bar = 22, 430, 360
    height = row * len(shown) + 30
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{label + bar + 60}" height="{height}" role="img" '
             f'aria-label="students who lost each rubric item">']
    for index, (section, test, lost, _) in enumerate(shown):
        y = 20 + index * row
        width = bar * lost / max(students, 1)
        name = test if len(test) <= 62 else test[:61].rstrip() + "…"  # the full name is in the tooltip
        parts.append(f'<text x="{label - 8}" y="{y + 14}" text-anchor="end" font-size="12"><title>{escape(section)}: '
                     f'{escape(test)}</title>{escape(name)}</text>')
        parts.append(f'<rect x="{label}" y="{y + 2}" width="{width:.1f}" height="{row - 6}" fill="#c0392b"/>')
        parts.append(f'<text x="{label + width + 6}" y="{y + 14}" font-size="12">{lost}</text>')
    parts.append(f'<text x="{label}" y="12" font-size="11" fill="#666">students who lost it, of {students}</text></svg>')
    return "".join(parts)


def _reproductions(result: ClassResult, limit: int = 8) -> List[Dict[str, Any]]:
    """The most common failures (by test and reason), each with the shortest reproduction any student got."""
    groups: Dict[Tuple[str, str], Dict[str, Any]] = {}
    for entry in result.graded:
        for section in (entry.report or {}).get("sections", []):
            if section.get("kind", "marked") != "marked":
                continue
            for test in section["tests"]:
                failure = test.get("failure")
                if test["status"] != "fail" or not failure:
                    continue
                group = groups.setdefault((test["name"], failure["reason"]), {"test": test["name"], "reason": failure["reason"],
                                                                              "students": [], "best": None})
                group["students"].append(entry.student.name)
                if failure["reproduction"] and (group["best"] is None or failure["operations"] < group["best"]["operations"]):
                    group["best"] = failure
    return sorted(groups.values(), key=lambda g: -len(g["students"]))[:limit]


_CELL_W, _CELL_H, _PER_ROW, _DOT = 300, 250, 3, 14


def _short(name: str, most: int = 18) -> str:
    return name if len(name) <= most else name[: most - 1] + "…"


def graph(similarity: Dict[str, Any]) -> str:
    """Who shares code with whom, as an SVG: each cluster in a cell of its own, its members on a circle and an
    edge for each pair (thicker for more shared code), each linked to its cluster's section; then every
    submission that shares no code above the threshold, as a grey dot."""
    pairs, groups = similarity["pairs"], similarity["clusters"]
    clustered = {key for group in groups for key in group["keys"]}
    alone = [s for s in similarity.get("students", []) if s["key"] not in clustered]
    rows = -(-len(groups) // _PER_ROW)
    width = _CELL_W * _PER_ROW
    dot_rows = -(-len(alone) // (width // _DOT)) if alone else 0
    height = rows * _CELL_H + (dot_rows * _DOT + 40 if alone else 0) + 10
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
             f'aria-label="a graph of the submissions: an edge for each pair that shares code">']
    for index, group in enumerate(groups):
        x0, y0 = (index % _PER_ROW) * _CELL_W, (index // _PER_ROW) * _CELL_H
        cx, cy = x0 + _CELL_W / 2, y0 + _CELL_H / 2 + 10
        count = len(group["keys"])
        radius = 0 if count == 1 else min(85.0, 30.0 + 14.0 * count)
        spot = {}
        for k, key in enumerate(group["keys"]):
            angle = -math.pi / 2 + 2 * math.pi * k / count
            spot[key] = (cx + radius * math.cos(angle), cy + radius * math.sin(angle))
        link = f"#cluster-{group['number']}"
        parts.append(f'<a href="{link}"><text x="{x0 + 10}" y="{y0 + 18}" font-size="13" font-weight="bold">'
                     f'Cluster {group["number"]}: {count} submissions</text></a>')
        for pair_index in group["pairs"]:
            pair = pairs[pair_index]
            (x1, y1), (x2, y2) = spot[pair["a_key"]], spot[pair["b_key"]]
            share = max(pair["a_share"], pair["b_share"])
            parts.append(f'<line class="edge" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#c0392b" '
                         f'stroke-opacity="0.8" stroke-width="{1 + 5 * share:.1f}"><title>{escape(pair["a"])} and '
                         f'{escape(pair["b"])}: {pair["a_share"]:.0%} and {pair["b_share"]:.0%} shared</title></line>')
        for key, name in zip(group["keys"], group["names"]):
            x, y = spot[key]
            anchor = "start" if x >= cx + 1 else "end" if x <= cx - 1 else "middle"
            dx = 12 if anchor == "start" else -12 if anchor == "end" else 0
            dy = -12 if y < cy - 1 and anchor == "middle" else 18 if anchor == "middle" else 4
            parts.append(f'<a href="{link}"><circle class="node" cx="{x:.1f}" cy="{y:.1f}" r="8" fill="#c0392b">'
                         f'<title>{escape(name)}</title></circle><text x="{x + dx:.1f}" y="{y + dy:.1f}" font-size="12" '
                         f'text-anchor="{anchor}">{escape(_short(name))}</text></a>')
    if alone:
        top = rows * _CELL_H + 10
        parts.append(f'<text x="10" y="{top + 14}" font-size="12" fill="#666">{len(alone)} submission'
                     f'{"s" if len(alone) != 1 else ""} sharing no code above the threshold</text>')
        per_row = width // _DOT
        for k, student in enumerate(alone):
            x = 10 + (k % per_row) * _DOT
            y = top + 30 + (k // per_row) * _DOT
            parts.append(f'<circle class="alone" cx="{x}" cy="{y}" r="4" fill="#bbb"><title>{escape(student["name"])}'
                         f'</title></circle>')
    parts.append("</svg>")
    return "".join(parts)


def _similarity(similarity: Dict[str, Any]) -> List[str]:
    """The section on shared code: what was left out, the graph, the clusters with their fragments side by side,
    and the table of every pair."""
    pairs, groups = similarity["pairs"], similarity["clusters"]
    out = [f"<h2 id='similarity'>Who shares code with whom ({len(pairs)} pairs, {len(groups)} "
           f"cluster{'s' if len(groups) != 1 else ''})</h2>"]
    common = (f"and the code that {similarity['most']:.0%} of the class have in common ({similarity['shared_by_most']} "
              "fingerprints, --common-code)" if similarity["most"] else "nothing else (--common-code 0)")
    out.append(f"<p class='muted'>{escape(similarity['method'])}: a pair is listed when at least "
               f"{similarity['threshold']:.0%} of one submission matches the other. Left out as given code: the "
               f"teacher's starter ({escape(', '.join(similarity['starter']) or 'none given')}) {escape(common)}.</p>")
    if not pairs:
        return out + ["<p>No two submissions share code above the threshold.</p>"]
    out.append(graph(similarity))
    for group in groups:
        out.append(f"<div class='cluster' id='cluster-{group['number']}'><h3>Cluster {group['number']}: "
                   f"{escape(', '.join(group['names']))}</h3>")
        out.append(f"<p class='muted'>{len(group['keys'])} submissions, {len(group['pairs'])} "
                   f"pair{'s' if len(group['pairs']) != 1 else ''} above the threshold.</p>")
        for index in group["pairs"]:
            pair = pairs[index]
            out.append(f"<h4>{escape(pair['a'])} ({pair['a_share']:.0%} shared) and {escape(pair['b'])} "
                       f"({pair['b_share']:.0%})</h4><div class='pair'><pre>{pair['a_code']}</pre>"
                       f"<pre>{pair['b_code']}</pre></div>")
        out.append("</div>")
    out.append("<h3>Every pair</h3><table><tr><th>submission</th><th>and</th><th>of the first</th><th>of the second</th>"
               "<th>cluster</th></tr>")
    cluster_of = {index: group["number"] for group in groups for index in group["pairs"]}
    for index, pair in enumerate(pairs):
        out.append(f"<tr><td>{escape(pair['a'])}</td><td>{escape(pair['b'])}</td><td class='n'>{pair['a_share']:.0%}</td>"
                   f"<td class='n'>{pair['b_share']:.0%}</td><td><a href='#cluster-{cluster_of[index]}'>"
                   f"{cluster_of[index]}</a></td></tr>")
    out.append("</table>")
    return out


def html(result: ClassResult, files: Dict[str, str]) -> str:
    """The page; ``files`` maps each student's key to the name of their report files."""
    graded = [e for e in result.graded if e.report]
    scores = [e.report["score"] for e in graded]
    most = max((e.report["max_score"] for e in graded), default=0)
    editions: Dict[str, int] = {}
    for entry in graded:
        edition = (entry.report.get("edition") or {}).get("id", "?")
        editions[edition] = editions.get(edition, 0) + 1
    items = lost_items(result)
    out = [f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>digipeg grade: {escape(result.assignment)}"
           f"</title><style>{_STYLE}</style></head><body>",
           f"<h1>{escape(result.assignment)}: {len(result.graded)} submissions</h1>",
           f"<p class='muted'>From {escape(result.source)} ({escape(result.layout)} layout), graded in {result.seconds:.0f} s; "
           f"{escape(', '.join(f'{k} ×{v}' for k, v in sorted(editions.items())))}.</p>"]
    if scores:
        out.append(f"<p>Median {statistics.median(scores):g} of {most:g}; mean {statistics.mean(scores):.1f}; "
                   f"full marks {sum(1 for s in scores if s == most)}; lowest {min(scores):g}.</p>")
    failed = [e for e in result.graded if not e.report or not e.report.get("load", {}).get("ok", True)]
    if failed:
        out.append("<p><b>Not graded or not loaded:</b> " + escape(", ".join(
            f"{e.student.name} ({e.error or e.report['load']['error']})" for e in failed)) + "</p>")
    out.append("<h2>Where the class lost marks</h2>")
    out.append(_chart(items, len(graded)))
    out.append("<h2>The most common failures</h2>")
    for group in _reproductions(result):
        names = ", ".join(group["students"][:12]) + (" ..." if len(group["students"]) > 12 else "")
        out.append(f"<h3>{escape(group['test'])}: {len(group['students'])} students</h3><p>{escape(group['reason'])}. "
                   f"<span class='muted'>{escape(names)}</span></p>")
        if group["best"]:
            out.append(f"<pre>{escape(group['best']['reproduction'])}</pre>")
    changed = [e.student.name for e in graded if e.report.get("starter_changed")]
    if changed:
        out.append(f"<h2>Starter code changed</h2><p>{escape(', '.join(changed))}</p>")
    others = [e for e in graded if (e.report.get("recognition") or {}).get("verdict") in ("not this assignment", "unsure")]
    if others:
        out.append("<h2>Not this assignment, or perhaps not</h2><table><tr><th>student</th><th>verdict</th><th>why</th></tr>")
        for entry in others:
            found = entry.report["recognition"]
            verdict = f"{found['verdict']} ({found['evidence']} evidence" + (
                "; scored 0)" if found.get("graded") is False else ")")
            out.append(f"<tr><td>{escape(entry.student.name)}</td><td>{escape(verdict)}</td><td>{escape(found['summary'])}"
                       f"<br><span class='muted'>{escape('; '.join(found.get('reasons', [])))}</span></td></tr>")
        out.append("</table>")
    if result.similarity is not None:
        out.extend(_similarity(result.similarity))
    out.append("<h2>Every submission</h2><table><tr><th>student</th><th>score</th><th>edition</th><th>report</th></tr>")
    for entry in result.graded:
        report = entry.report or {}
        score = f"{report['score']:g} / {report['max_score']:g}" if report else "not graded"
        edition = (report.get("edition") or {}).get("id", "")
        link = f"reports/{files[entry.student.key]}.txt"
        out.append(f"<tr><td>{escape(entry.student.name)}</td><td class='n'>{score}</td><td>{escape(edition)}</td>"
                   f"<td><a href='{escape(link)}'>{escape(link)}</a></td></tr>")
    out.append("</table></body></html>\n")
    return "\n".join(out)
