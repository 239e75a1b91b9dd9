"""Whether a submission is one of the assignment at all, before it is graded as one.

The same course reused the same function names for other games in other years: NTU PS0001 set
Connect-4 PopOut (2018/19) and Pentago (2019/20) with ``check_move``, ``apply_move`` and ``check_victory``
before its Quixo. A file of another project, of another assignment, or one that defines nothing the
assignment needs is said to be so, with the evidence:

- **strong**: the names of a known other project (its own parameter names, such as PopOut's ``pop``, in
  two functions, or in one along with its arities or its board); most of the functions that the edition
  fixes taking other numbers of arguments; another assignment's names and none of this one's; nothing
  defined at all. The submission is scored 0 unless the teacher asks to grade it anyway.
- **weak**: one of these signs alone (one function of another project's, an arity that differs in a few
  functions), an edition recognised only by its texts, or no edition's names at all. The submission is
  graded, and the report says what to check.

Parameter names are never held against a submission of the assignment: only another project's own names
count, and arities.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .editions import ASSIGNMENTS, Choice, Edition, Facts, Lookalike, Signature, because, joined, matching

__all__ = ["NAMES", "Recognition", "recognise"]

NAMES = {"peg": "peg solitaire", "quixo": "Quixo", "tictactoe": "tic-tac-toe", "solitaire": "solitaire"}
"""Each assignment as a sentence names it."""

FITS, UNSURE, OTHER = "fits", "unsure", "not this assignment"


@dataclass(frozen=True)
class Recognition:
    """Whether the files are a submission of the assignment: ``verdict`` is "fits", "unsure" (weak evidence
    that they are not: graded, and flagged) or "not this assignment" (strong evidence: scored 0 unless
    graded anyway); ``reasons`` in sentences; ``other``: what they are instead, where known."""

    verdict: str = FITS
    evidence: str = ""
    summary: str = ""
    reasons: Tuple[str, ...] = ()
    other: str = ""
    defines: Tuple[str, ...] = ()

    @property
    def refused(self) -> bool:
        return self.verdict == OTHER

    def to_dict(self) -> Dict[str, Any]:
        data = asdict(self)
        data["reasons"], data["defines"] = list(self.reasons), list(self.defines)
        return data


@dataclass
class _Evidence:
    strong: List[str]
    weak: List[str]


def _arguments(count: int) -> str:
    return f"{count} argument" + ("" if count == 1 else "s")


def _takes(signature: Signature) -> str:
    if signature.most is None:
        return f"{signature.required} or more arguments"
    if signature.most == signature.required:
        return _arguments(signature.required)
    return f"{signature.required} to {signature.most} arguments"


def _defined(edition: Edition, seen: Facts) -> List[Tuple[str, str, Signature, List[str]]]:
    """The functions, constructors and methods of the edition's signatures that the files define: (role as
    the edition writes it, as the files spell it, their signature, the edition's parameters)."""
    names, methods = edition.names, edition.methods
    found = []
    for role, params in edition.signatures.items():
        owner, _, method = role.partition(".")
        classes = [c for c in names.get(owner, [owner]) if c in seen.classes]
        if method:
            for cls in classes:
                spelling = next((m for m in methods.get(method, [method]) if m in seen.methods.get(cls, {})), None)
                if spelling is not None:
                    found.append((f"{names.get(owner, [owner])[0]}.{method}", f"{cls}.{spelling}",
                                  seen.methods[cls][spelling], params))
                    break
        elif classes:
            init = seen.methods.get(classes[0], {}).get("__init__")
            if init is not None:
                found.append((names.get(owner, [owner])[0], classes[0], init, params))
        else:
            spelling = next((f for f in names.get(role, [role]) if f in seen.functions), None)
            if spelling is not None:
                found.append((role, spelling, seen.functions[spelling], params))
    return found


def _arity(edition: Edition, seen: Facts) -> _Evidence:
    """Functions that cannot be called as the edition calls them: most of them is strong evidence."""
    defined = _defined(edition, seen)
    differ = [f"{signature.shown(spelling)} takes {_takes(signature)}, where the edition's {role}({', '.join(params)}) "
              f"takes {len(params)}" for role, spelling, signature, params in defined if not signature.takes(len(params))]
    if differ and len(differ) >= 2 and 2 * len(differ) >= len(defined):
        return _Evidence(differ, [])
    return _Evidence([], differ)


def _board(lookalike: Lookalike, seen: Facts) -> Optional[str]:
    for pattern in lookalike.patterns:
        found = re.search(pattern, seen.text)
        if found:
            line = seen.text.count("\n", 0, found.start()) + 1
            code = seen.text.splitlines()[line - 1].strip()
            return f"its board is {lookalike.shape}, as {lookalike.title}'s is (line {line}: `{code[:70]}`)"
    return None


def _lookalike(lookalike: Lookalike, edition: Edition, seen: Facts) -> _Evidence:
    """The signs of ``lookalike`` in the files: its own parameter names, its arities, its board."""
    own, arities = [], []
    expected = {role: params for role, params in edition.signatures.items()}
    for name, params in lookalike.functions.items():
        signature = seen.functions.get(name)
        if signature is None:
            continue
        theirs = f"{lookalike.title}'s {name}({', '.join(params)})"
        mine = [p for p in signature.params if p in lookalike.params]
        if mine:
            own.append(f"{signature.shown(name)} takes {joined(mine)}, as {theirs} does")
        edition_params = expected.get(name)
        if edition_params is not None and not signature.takes(len(edition_params)) and signature.takes(len(params)):
            arities.append(f"{signature.shown(name)} takes {_takes(signature)}, as {theirs} does, where the edition's "
                           f"{name}({', '.join(edition_params)}) takes {len(edition_params)}")
    board = _board(lookalike, seen) if own or arities else None
    signs = own + arities + ([board] if board else [])
    # Its own parameter names and one more sign, or its arities in two functions; its names alone are weak
    # evidence, and one arity alone none (a function of two arguments is no one project's).
    if own and (arities or board) or len(arities) >= 2:
        return _Evidence(signs, [])
    return _Evidence([], own)


def _own_names(assignment: str, candidates: Sequence[Edition]) -> set:
    """Every name a submission of ``assignment`` may define, in any edition."""
    names = set()
    for edition in candidates:
        if edition.assignment != assignment:
            continue
        for spellings in list(edition.names.values()) + list(edition.methods.values()):
            names.update(spellings)
        for role in edition.signatures:
            owner, _, method = role.partition(".")
            names.update(edition.names.get(owner, [owner]))
            if method:
                names.update(edition.methods.get(method, [method]))
        for rule in edition.detect:
            names.update(c.split(" ", 1)[1] for c in rule if c.startswith(("class ", "def ")))
    return names


def _what(assignment: str, candidates: Sequence[Edition]) -> str:
    """What a submission of ``assignment`` defines, edition by edition, for a person."""
    shown = []
    for edition in candidates:
        if edition.assignment == assignment and edition.detect:
            names = [c for c in edition.detect[0] if not c.startswith("text ")]
            if names:
                shown.append(f"{because(names)} ({edition.short})")
    return "; ".join(shown)


def recognise(
    assignment: str, seen: Facts, choice: Choice, candidates: Sequence[Edition], others: Sequence[Lookalike], files: int = 1
) -> Recognition:
    """Whether ``seen`` (the facts of a submission's ``files`` files) is a submission of ``assignment``, graded
    by the edition ``choice``; ``candidates``: every edition known (of every assignment), ``others``: the
    known other projects."""
    title = NAMES.get(assignment, assignment)
    they = "the files define" if files > 1 else "the file defines"
    defines = tuple(seen.defined)
    if not seen.classes and not seen.functions:
        why = "it is empty" if not seen.text.strip() else "its code is only top-level statements, without a def or a class"
        return Recognition(OTHER, "strong", f"Not a {title} submission: {they} no class and no function.", (why,),
                           defines=defines)
    edition = choice.edition
    best: Optional[Tuple[Lookalike, _Evidence]] = None
    for lookalike in others:
        evidence = _lookalike(lookalike, edition, seen)
        if evidence.strong and (best is None or not best[1].strong or len(evidence.strong) > len(best[1].strong)):
            best = (lookalike, evidence)
        elif evidence.weak and best is None:
            best = (lookalike, evidence)
    arity = _arity(edition, seen)
    if best is not None and best[1].strong:
        lookalike, evidence = best
        shown = set(evidence.strong)
        more = [reason for reason in arity.strong + arity.weak if reason.split(" takes ")[0] not in
                {r.split(" takes ")[0] for r in shown if "where the edition's" in r}]
        return Recognition(OTHER, "strong", f"Not a {title} submission: it is {lookalike.name}.",
                           tuple(evidence.strong + more), lookalike.name, defines)
    if not _own_names(assignment, candidates) & (seen.classes | seen.defs):
        found = matching([e for e in candidates if e.assignment != assignment], seen, names_only=True)
        if found is not None:
            other, rule = found
            what = f"a {NAMES.get(other.assignment, other.assignment)} submission (edition {other.id})"
            return Recognition(OTHER, "strong", f"Not a {title} submission: it is {what}.",
                               (f"it defines {because(rule, seen)}, and none of the names of a {title} submission",),
                               what, defines)
        listed = joined(list(defines[:8])) + (" ..." if len(defines) > 8 else "")
        needs = f"a {title} submission defines {_what(assignment, candidates)}"
        if choice.how == "detected":  # by its texts: the edition is named, but there is nothing of it to grade
            return Recognition(OTHER, "strong", f"{edition.id} was {choice.why}, but {they} none of its names: "
                               "nothing to grade.", (f"{they} {listed}", needs), defines=defines)
        return Recognition(OTHER, "strong", f"No edition of {assignment} matches: {they} {listed}.", (needs,),
                           defines=defines)
    if arity.strong:
        summary = (f"Not graded as {edition.id}: most of its functions take other arguments than the edition's (another "
                   "project's, or a draft's)")
        if best is not None:  # a sign of another project besides: most likely that project
            return Recognition(OTHER, "strong", f"{summary}; it looks like {best[0].name}.",
                               tuple(arity.strong + best[1].weak), best[0].name, defines)
        return Recognition(OTHER, "strong", f"{summary}.", tuple(arity.strong), defines=defines)
    weak = list(arity.weak)
    if best is not None:
        weak += best[1].weak
    if choice.how == "detected" and matching([edition], seen, names_only=True) is None:
        weak.append(f"{edition.id} was {choice.why} only, not by the names it defines")
    if choice.how == "default":
        weak.append(f"no edition's names were found: it is graded as the default edition, {edition.id}")
    if weak:
        return Recognition(UNSURE, "weak", f"Perhaps not a {title} submission of {edition.id} (weak evidence): check "
                           "it by hand.", tuple(weak), defines=defines)
    return Recognition(defines=defines)


assert set(NAMES) == set(ASSIGNMENTS)
