"""Run the reproductions a report prints, as a student would paste them, and check that each shows what the
report says the submission did: the value, the exception or the printed text of its last line (or, for a
program, its output up to where it parts from the handout's).

    python replay.py ASSIGNMENT FOLDER [--budget 20]   # every .py file of FOLDER graded, and its reproductions run

The submission's files are copied into a folder of their own, with the statements the grader skipped at
import commented out (the reproduction's first line asks for that), and each reproduction runs in a fresh
Python process there.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

# Runs in the student's folder: each snippet's lines but the last, then its last line, whose value, printed
# text or exception is written as JSON. The student's modules are forgotten between snippets.
HARNESS = r"""
import io, json, os, sys
sys.path.insert(0, os.getcwd())
from digipeg.grade.sandbox.ops import plain
snippets, out, modules = json.load(open(sys.argv[1])), [], set(json.loads(sys.argv[3]))
real = sys.stdout
for setup, last in snippets:
    for name in modules:
        sys.modules.pop(name, None)
    space = {"__name__": "__replay__"}
    done = {"setup": None, "raised": None, "value": None, "printed": ""}
    capture = io.StringIO()
    try:
        sys.stdout, sys.stdin = io.StringIO(), io.StringIO("")
        exec(compile(setup, "<reproduction>", "exec"), space)
        sys.stdout = capture
        try:
            code = compile(last, "<reproduction>", "eval")
        except SyntaxError:
            exec(compile(last, "<reproduction>", "exec"), space)
        else:
            done["value"] = plain(eval(code, space))
    except Exception as err:
        message = err.args[0] if len(err.args) == 1 and isinstance(err.args[0], str) else str(err)
        done["raised"] = [type(err).__name__, [c.__name__ for c in type(err).__mro__], message]
        done["setup"] = sys.stdout is not capture
    finally:
        sys.stdout, sys.stdin = real, sys.__stdin__
    done["printed"] = capture.getvalue()
    out.append(done)
json.dump(out, open(sys.argv[2], "w"), default=repr)
"""

_PROGRAM = re.compile(r"^printf (.*) \| python (\S+)$")


def _commented(path: Path, lines: Sequence[int]) -> None:
    """Comment out the top-level statements that start on ``lines`` (all of each statement's lines)."""
    text = path.read_text(encoding="utf-8", errors="replace")
    tree = ast.parse(text)
    rows = text.split("\n")
    for node in tree.body:
        if node.lineno in lines:
            for row in range(node.lineno - 1, node.end_lineno or node.lineno):
                rows[row] = "# " + rows[row]
    path.write_text("\n".join(rows), encoding="utf-8")


def folder_of(report: Any, sources: Sequence[str], into: Path, importable: bool = True) -> Path:
    """The submission's files, as the report names them, in ``into``; ``importable``: with the statements the
    grader skipped at import commented out (as an import's reproduction asks; a program runs as it is)."""
    into.mkdir(parents=True, exist_ok=True)
    by_name = {os.path.basename(s): s for s in sources}
    for name in report.load["files"]:
        shutil.copyfile(by_name[name], into / name)
    if not importable:
        return into
    skipped: Dict[str, List[int]] = {}
    for skip in report.load.get("skipped", []):
        skipped.setdefault(skip["file"], []).append(skip["line"])
    for name, lines in skipped.items():
        _commented(into / name, lines)
    return into


def _shown(value: Any) -> str:
    from digipeg.grade.checks.compare import _shown as shown

    return shown(value)


def _printed_agrees(failure: Any, printed: str, exact: bool) -> Optional[str]:
    """The printed text of a call or program against the report's: the same, or, where the reproduction reads
    only the input read before the outputs parted, the report's text up to past that point."""
    got = ast.literal_eval(failure.got)
    expected = ast.literal_eval(failure.expected) if failure.expected else ""
    got = re.sub(r"\[the program ends: [^\]]*\]\n$", "", got)
    if exact and printed == got:
        return None
    parted = next((i for i, (a, b) in enumerate(zip(expected, got)) if a != b), min(len(expected), len(got)))
    if printed[: parted + 1] == got[: parted + 1] and len(printed) > parted:
        return None
    return f"printed {printed[:parted + 80]!r}, the report says {got[:parted + 80]!r}"


def agrees(failure: Any, done: Dict[str, Any]) -> Optional[str]:
    """None when the replayed last line did what the report says; else what differs."""
    reason, got = failure.reason, failure.got
    raised = done["raised"]
    if done.get("setup"):
        return f"the lines before the last one raised {raised[0]}: {raised[2]}"
    if reason.startswith("the file defines no "):
        return None if raised and "ImportError" in raised[1] else f"importing did not fail: {done}"
    if got is None:
        return None  # a fatal event (too long, exited): the report shows no value to compare
    if got.startswith("raised "):
        if not raised:
            return f"did not raise; the report says it {got}"
        shown = f"raised {raised[0]}({raised[2]!r})"
        return None if shown == got else f"{shown}; the report says it {got}"
    if reason == "raised the right kind of error with another message":
        return None if raised and repr(raised[2]) == got else f"raised {raised}; the report says the message is {got}"
    if reason.startswith("printed text differs"):
        return _printed_agrees(failure, done["printed"], exact="(somewhere" not in reason)
    if raised:
        return f"raised {raised[0]}: {raised[2]}; the report says {got}"
    if got.startswith("returned "):
        shown = f"returned {_shown(done['value'])}"
    elif reason.startswith(("computer_move", "the computer's move")) or " not a legal move" in reason or "missed the win" in reason:
        return None if got.startswith(str(done["value"]) + " ") or got.startswith(repr(tuple(done["value"] or ())) + " ") \
            else f"{done['value']!r}; the report says {got}"
    elif isinstance(done["value"], str) and got.startswith(("'", '"')):
        shown = repr(done["value"])
    else:
        shown = _shown(done["value"])
    return None if shown == got else f"{shown}; the report says {got}"


def replay(report: Any, sources: Sequence[str], work: Path, python: str = sys.executable) -> List[Dict[str, Any]]:
    """Every reproduction of ``report`` (graded from the files ``sources``) run in a copy of the files under
    ``work``: a list of ``{"test", "reproduction", "problem"}``, ``problem`` None where it agrees."""
    folder = folder_of(report, sources, work / "submission")
    modules = [os.path.splitext(name)[0] for name in report.load["files"]]
    snippets, programs, cases = [], [], []
    for test in report.failures():
        failure = test.failure
        if not failure.reproduction or not failure.operations:
            continue
        lines = failure.reproduction.split("\n")
        found = _PROGRAM.match(lines[-1])
        if found:
            programs.append((test, failure, lines[-1]))
            continue
        last = lines[-1].split("   # <- here")[0]
        snippets.append(("\n".join(lines[:-1]), last))
        cases.append((test, failure))
    results: List[Dict[str, Any]] = []
    if snippets:
        plan, out = work / "snippets.json", work / "replayed.json"
        plan.write_text(json.dumps(snippets))
        harness = work / "harness.py"
        harness.write_text(HARNESS)
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        run = subprocess.run([python, str(harness), str(plan), str(out), json.dumps(modules)], cwd=folder, env=env,
                             capture_output=True, text=True, timeout=600)
        if run.returncode != 0:
            raise RuntimeError(f"the replay harness failed: {run.stderr[-2000:]}")
        for (test, failure), done in zip(cases, json.loads(out.read_text())):
            results.append({"test": test.name, "reproduction": failure.reproduction, "problem": agrees(failure, done)})
    as_given = folder_of(report, sources, work / "program", importable=False) if programs else folder
    for test, failure, line in programs:
        # `python` is the student's Python: here, the one that grades (it has numpy).
        line = line.replace(" | python ", f" | {shlex.quote(python)} ")
        run = subprocess.run(["bash", "-c", line], cwd=as_given, capture_output=True, text=True, timeout=120)
        results.append({"test": test.name, "reproduction": failure.reproduction,
                        "problem": _printed_agrees(failure, run.stdout, exact=False)})
    return results


def main() -> int:
    from digipeg.grade import grade

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("assignment")
    parser.add_argument("folder", type=Path)
    parser.add_argument("--budget", type=float, default=20.0)
    args = parser.parse_args()
    total = bad = 0
    for path in sorted(args.folder.glob("*.py")):
        report = grade(args.assignment, str(path), seed=0, budget=args.budget)
        with tempfile.TemporaryDirectory() as work:
            results = replay(report, [str(path)], Path(work))
        total += len(results)
        wrong = [r for r in results if r["problem"]]
        bad += len(wrong)
        print(f"{path.name}: {report.score:g} / {report.max_score:g}, {len(results)} reproductions, {len(wrong)} that do not replay",
              flush=True)
        for result in wrong:
            print(f"    {result['test']}: {result['problem']}\n        " + result["reproduction"].replace("\n", "\n        "))
    print(f"{total} reproductions, {bad} that do not replay")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
