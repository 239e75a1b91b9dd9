"""The submissions of a class: a folder (one file or folder per student), or the zip an LMS exports.

Layouts read (each recognised from the zip's own names; formats in python/README.md, "A whole class"):

- **Gradescope** ("Export Submissions"): ``assignment_<id>_export/`` holding ``submission_metadata.yml`` and one
  ``submission_<id>/`` folder per submission; the metadata's ``submission_<id>`` entries name the
  submitters (Ruby-style keys: ``:submitters``, each with ``:name``, ``:sid``, ``:email``).
- **Canvas** ("Download Submissions"): flat files ``<sortable name>[_LATE]_<user id>_<attachment id>_<file>``;
  Canvas adds ``-<n>`` before the extension to a file submitted again. Files are grouped by user id and get
  their own names back, so that one module can import another.
- **Moodle** ("Download all submissions"): a folder per student, ``<Full Name>_<participant id>_assignsubmission_file_``
  (the trailing ``_`` dropped by newer releases), or, without "Download submissions in folders", flat files
  with that prefix before the file's name. Moodle turns underscores in a name into spaces.
- Otherwise a **folder**: each ``.py`` file at its top is a submission, and so is each folder (a program in
  several files).
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import zipfile
from typing import Dict, List, Tuple

from ..model import Student

__all__ = ["ExportError", "Student", "students_in"]

MAX_EXPORT = 512 << 20
"""Bytes a class export may unpack to: a zip bomb is refused, not unpacked."""


class ExportError(ValueError):
    """A class export that cannot be read."""


def _python(folder: str) -> List[str]:
    found = []
    for root, dirs, names in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__")))
        found.extend(os.path.join(root, n) for n in sorted(names) if n.endswith(".py") and not n.startswith("."))
    return found


def _unzip(path: str, into: str) -> None:
    """Unpack a zip, refusing entries that would land outside ``into`` and exports too large to be one."""
    try:
        archive = zipfile.ZipFile(path)
    except zipfile.BadZipFile as err:
        raise ExportError(f"{path}: not a zip file ({err})") from None
    with archive:
        total = 0
        root = os.path.realpath(into)
        for info in archive.infolist():
            total += info.file_size
            if total > MAX_EXPORT:
                raise ExportError(f"{path}: unpacks to more than {MAX_EXPORT >> 20} MB; not a class of code")
            target = os.path.realpath(os.path.join(into, info.filename))
            if not (target == root or target.startswith(root + os.sep)):
                raise ExportError(f"{path}: the entry {info.filename!r} would be written outside the folder")
            if stat.S_ISLNK(info.external_attr >> 16):
                continue  # a link in an export points somewhere it should not: left out
            archive.extract(info, into)


def _top(folder: str) -> str:
    """A folder holding one folder only (the export's own top folder) stands for that folder."""
    entries = [e for e in os.listdir(folder) if not e.startswith((".", "__MACOSX"))]
    if len(entries) == 1 and os.path.isdir(os.path.join(folder, entries[0])):
        return _top(os.path.join(folder, entries[0]))
    return folder


# -- Gradescope -------------------------------------------------------------------------------------------


def _gradescope(folder: str) -> List[Student]:
    import yaml

    with open(os.path.join(folder, "submission_metadata.yml"), encoding="utf-8") as handle:
        metadata = yaml.safe_load(handle) or {}
    students = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if not (os.path.isdir(path) and name.startswith("submission_")):
            continue
        entry = metadata.get(name) or {}
        submitters = entry.get(":submitters") or entry.get("submitters") or [{}]
        people = [{k.strip(":"): v for k, v in person.items()} for person in submitters]
        display = " & ".join(str(p.get("name", "")) for p in people if p.get("name")) or name
        ident = " ".join(str(p.get("sid") or "") for p in people).strip() or name[len("submission_"):]
        email = " ".join(str(p.get("email") or "") for p in people).strip()
        students.append(Student(f"{display}-{name[len('submission_'):]}", display, ident, email, _python(path)))
    return students


# -- Canvas -----------------------------------------------------------------------------------------------

_CANVAS = re.compile(r"^(?P<name>[^_]+?)(?:[_-]late)?_(?P<user>\d+)_(?P<submission>\d+)_(?P<file>.+)$", re.I)


def _canvas(folder: str, scratch: str) -> List[Student]:
    groups: Dict[str, List[Tuple[str, str, str]]] = {}
    for name in sorted(os.listdir(folder)):
        found = _CANVAS.match(name)
        if found and name.endswith(".py"):
            groups.setdefault(found["user"], []).append((found["name"], found["file"], os.path.join(folder, name)))
    students = []
    for user, files in groups.items():
        home = os.path.join(scratch, "canvas", user)
        os.makedirs(home, exist_ok=True)
        placed = []
        for _, original, path in files:
            # A file submitted again is "name-1.py": its own name back, so that imports find it.
            restored = re.sub(r"-\d+(\.py)$", r"\1", original)
            target = os.path.join(home, restored if not os.path.exists(os.path.join(home, restored)) else original)
            shutil.copyfile(path, target)
            placed.append(target)
        students.append(Student(f"{files[0][0]}-{user}", files[0][0], user, "", sorted(placed)))
    return students


# -- Moodle -----------------------------------------------------------------------------------------------

_MOODLE = re.compile(r"^(?P<name>[^_]+)_(?P<id>\d+)_assignsubmission_(?:file|onlinetext)(?:_(?P<file>.*))?$")


def _moodle(folder: str, scratch: str) -> List[Student]:
    groups: Dict[str, Tuple[str, List[str]]] = {}
    for name in sorted(os.listdir(folder)):
        found = _MOODLE.match(name)
        if not found:
            continue
        path = os.path.join(folder, name)
        _, files = groups.setdefault(found["id"], (found["name"], []))
        if os.path.isdir(path):
            files.extend(_python(path))
        elif name.endswith(".py") and found["file"]:
            home = os.path.join(scratch, "moodle", found["id"])
            os.makedirs(home, exist_ok=True)
            target = os.path.join(home, found["file"])
            shutil.copyfile(path, target)
            files.append(target)
    return [Student(f"{name}-{ident}", name, ident, "", files) for ident, (name, files) in groups.items() if files]


# -- a plain folder ---------------------------------------------------------------------------------------


def _folder(folder: str) -> List[Student]:
    students = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.startswith((".", "__")):
            continue
        if os.path.isdir(path):
            files = _python(path)
            if files:
                students.append(Student(name, name, "", "", files))
        elif name.endswith(".py"):
            students.append(Student(name[:-3], name[:-3], "", "", [path]))
    return students


def students_in(source: str, scratch: str) -> Tuple[str, List[Student]]:
    """The layout of ``source`` (a folder or an export zip, unpacked under ``scratch``) and its students."""
    if os.path.isfile(source):
        unpacked = os.path.join(scratch, "export")
        os.makedirs(unpacked)
        _unzip(source, unpacked)
        folder = _top(unpacked)
    elif os.path.isdir(source):
        folder = source
    else:
        raise ExportError(f"no such file or folder: {source}")
    names = os.listdir(folder)
    if "submission_metadata.yml" in names:
        layout, students = "gradescope", _gradescope(folder)
    elif any(_MOODLE.match(n) for n in names):
        layout, students = "moodle", _moodle(folder, scratch)
    elif any(_CANVAS.match(n) and n.endswith(".py") for n in names):
        layout, students = "canvas", _canvas(folder, scratch)
    else:
        layout, students = "folder", _folder(folder)
    students = [s for s in students if s.files]
    if not students:
        raise ExportError(f"{source}: no submission found (a .py file or a folder of them per student)")
    keys: Dict[str, int] = {}
    for student in students:
        keys[student.key] = keys.get(student.key, 0) + 1
        if keys[student.key] > 1:
            student.key = f"{student.key}-{keys[student.key]}"
    return layout, students
