"""The class report: one self-contained HTML page (no script, no outside file) with the class's marks, a chart
of how many students lost each rubric item, the most common failing reproductions, the changed starters and,
with ``--similarity``, the pairs of submissions that are alike and what they share."""

from __future__ import annotations

import statistics
from html import escape
from typing import TYPE_CHECKING, Any, Dict, List, Tuple

if TYPE_CHECKING:
    from .classroom import ClassResult

__all__ = ["html", "lost_items"]

_STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 72em; padding: 0 1em; color: #1b1b1b; }
h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; } td, th { padding: .25em .6em; border-bottom: 1px solid #e4e4e4; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
pre { background: #f6f6f6; padding: .6em; overflow-x: auto; font-size: 13px; }
.highlight-red { background: #ffd2d2; } .highlight-green { background: #d4f5d4; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; } .muted { color: #666; }
"""


def lost_items(result: "ClassResult") -> List[Tuple[str, str, int, float]]:
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


def _reproductions(result: "ClassResult", limit: int = 8) -> List[Dict[str, Any]]:
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


def html(result: "ClassResult", files: Dict[str, str]) -> str:
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
    if result.similarity is not None:
        pairs = result.similarity["pairs"]
        out.append(f"<h2>Submissions that are alike ({len(pairs)} pairs)</h2>")
        out.append(f"<p class='muted'>{escape(result.similarity['method'])}: a pair is listed when at least "
                   f"{result.similarity['threshold']:.0%} of one submission matches the other, the starter code left out "
                   f"(the teacher's starter: {escape(', '.join(result.similarity['starter']) or 'none given')}; and "
                   f"{result.similarity['shared_by_most']} fingerprints that {result.similarity['most']:.0%} of the class share).</p>")
        if pairs:
            out.append("<table><tr><th>submission</th><th>and</th><th>of the first</th><th>of the second</th></tr>")
            for pair in pairs:
                out.append(f"<tr><td>{escape(pair['a'])}</td><td>{escape(pair['b'])}</td><td class='n'>{pair['a_share']:.0%}</td>"
                           f"<td class='n'>{pair['b_share']:.0%}</td></tr>")
            out.append("</table>")
            for pair in pairs:
                out.append(f"<h3>{escape(pair['a'])} and {escape(pair['b'])}</h3><div class='pair'><pre>{pair['a_code']}</pre>"
                           f"<pre>{pair['b_code']}</pre></div>")
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
