"""Checks of the packages `make release-check` builds (docs/releasing.md).

    check_packages.py versions          every manifest has the workspace's version, or derives it
    check_packages.py crate FILE.crate  the crate holds the licences, its README and the version
    check_packages.py wheel FILE.whl    likewise the wheel (its METADATA and dist-info/licenses)
    check_packages.py sdist FILE.tar.gz likewise the sdist
    check_packages.py npm FILE.tgz      likewise the npm tarball
"""

import io
import json
import re
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LICENCES = ("LICENSE-MIT", "LICENSE-APACHE")


def workspace_version() -> str:
    return tomllib.loads((ROOT / "Cargo.toml").read_text())["workspace"]["package"]["version"]


def check_versions() -> list:
    version = workspace_version()
    problems = []
    workspace = tomllib.loads((ROOT / "Cargo.toml").read_text())
    dependency = workspace["workspace"]["dependencies"]["digipeg"]["version"]
    if dependency != version:
        problems.append(f"Cargo.toml: [workspace.dependencies] digipeg is {dependency}, the workspace {version}")
    for manifest in ("core", "ffi", "python", "bindings/wasm"):
        package = tomllib.loads((ROOT / manifest / "Cargo.toml").read_text())["package"]
        if package.get("version") != {"workspace": True}:
            problems.append(f"{manifest}/Cargo.toml: the version must be `version.workspace = true`")
    # The firmware is a Cargo project of its own (its own lock file and targets): its copy is compared.
    firmware = tomllib.loads((ROOT / "bindings/cortex-m/Cargo.toml").read_text())["package"]["version"]
    if firmware != version:
        problems.append(f"bindings/cortex-m/Cargo.toml: version {firmware}, the workspace {version}")
    project = tomllib.loads((ROOT / "python/pyproject.toml").read_text())["project"]
    if "version" in project or "version" not in project.get("dynamic", []):
        problems.append("python/pyproject.toml: the version must be dynamic (maturin takes the crate's)")
    npm = json.loads((ROOT / "bindings/wasm/package.json").read_text())["version"]
    if npm != version:
        problems.append(f"bindings/wasm/package.json: version {npm}, the workspace {version}")
    changelog = (ROOT / "CHANGELOG.md").read_text()
    if f"## [{version}]" not in changelog:
        problems.append(f"CHANGELOG.md: no section for version {version}")
    print(f"versions: the workspace's is {version}")
    return problems


def check_members(name: str, members: dict, expected: dict) -> list:
    """`members` maps a path in the package to its bytes; `expected` maps the same paths to the repository's bytes."""
    problems = []
    for path, content in expected.items():
        if path not in members:
            problems.append(f"{name}: no {path}")
        elif members[path] != content:
            problems.append(f"{name}: {path} differs from the repository's")
    return problems


def licences(prefix: str) -> dict:
    return {prefix + licence: (ROOT / licence).read_bytes() for licence in LICENCES}


def tar_members(file: Path) -> dict:
    with tarfile.open(file) as archive:
        return {m.name: archive.extractfile(m).read() for m in archive.getmembers() if m.isfile()}


def check_crate(file: Path) -> list:
    version = workspace_version()
    members = tar_members(file)
    prefix = f"digipeg-{version}/"
    problems = check_members(file.name, members, licences(prefix) | {prefix + "README.md": (ROOT / "core/README.md").read_bytes()})
    manifest = tomllib.loads(members.get(prefix + "Cargo.toml", b"").decode())
    if manifest.get("package", {}).get("version") != version:
        problems.append(f"{file.name}: Cargo.toml's version is not {version}")
    print(f"{file.name}: {len(members)} files")
    return problems


def metadata_version(text: str) -> str:
    found = re.search(r"^Version: (.+)$", text, re.M)
    return found.group(1).strip() if found else ""


def check_python_metadata(name: str, metadata: str) -> list:
    problems = []
    if metadata_version(metadata) != workspace_version():
        problems.append(f"{name}: version {metadata_version(metadata)!r}, the workspace {workspace_version()}")
    if not re.search(r"^License-Expression: MIT OR Apache-2.0$", metadata, re.M):
        problems.append(f"{name}: no License-Expression: MIT OR Apache-2.0")
    for licence in LICENCES:
        if not re.search(rf"^License-File: {licence}$", metadata, re.M):
            problems.append(f"{name}: no License-File: {licence}")
    return problems


def check_wheel(file: Path) -> list:
    with zipfile.ZipFile(file) as archive:
        members = {name: archive.read(name) for name in archive.namelist()}
    info = next(name.split("/")[0] for name in members if name.endswith(".dist-info/METADATA"))
    problems = check_members(file.name, members, licences(f"{info}/licenses/"))
    problems += check_python_metadata(file.name, members[f"{info}/METADATA"].decode())
    print(f"{file.name}: {len(members)} files")
    return problems


def check_sdist(file: Path) -> list:
    members = tar_members(file)
    top = f"digipeg-{workspace_version()}/"
    problems = check_members(file.name, members, licences(top))
    problems += check_python_metadata(file.name, members.get(top + "PKG-INFO", b"").decode())
    print(f"{file.name}: {len(members)} files")
    return problems


def check_npm(file: Path) -> list:
    members = tar_members(file)
    expected = licences("package/") | {"package/CHANGELOG.md": (ROOT / "CHANGELOG.md").read_bytes()}
    problems = check_members(file.name, members, expected)
    manifest = json.load(io.BytesIO(members["package/package.json"]))
    if manifest["version"] != workspace_version():
        problems.append(f"{file.name}: version {manifest['version']}, the workspace {workspace_version()}")
    for field in ("license", "repository", "description", "homepage"):
        if not manifest.get(field):
            problems.append(f"{file.name}: package.json has no {field}")
    print(f"{file.name}: {len(members)} files")
    return problems


def main(argv: list) -> int:
    checks = {"crate": check_crate, "wheel": check_wheel, "sdist": check_sdist, "npm": check_npm}
    if argv[:1] == ["versions"] and len(argv) == 1:
        problems = check_versions()
    elif len(argv) == 2 and argv[0] in checks:
        problems = checks[argv[0]](Path(argv[1]))
    else:
        print(__doc__)
        return 2
    for problem in problems:
        print(problem)
    print(f"{' '.join(argv[:1])}: {'ok' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
