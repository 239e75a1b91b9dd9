"""The README's examples for Python, C and JavaScript are copies of the ones each binding's own
README holds, and those are compiled and run by that binding's tests (python/tests/test_readme.py,
ffi/rules.mk `ffi-readme`, bindings/wasm/tests). This check keeps the copies from drifting."""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {
    "python": ROOT / "python" / "README.md",
    "c": ROOT / "ffi" / "README.md",
    "js": ROOT / "bindings" / "wasm" / "README.md",
}
FENCE = re.compile(r"^```(\w+)\n(.*?)^```$", re.M | re.S)


def main() -> int:
    readme = (ROOT / "README.md").read_text()
    checked = failed = 0
    for language, body in FENCE.findall(readme):
        source = SOURCES.get(language)
        if source is None:
            continue
        checked += 1
        if f"```{language}\n{body}```" not in source.read_text():
            failed += 1
            print(f"README.md: a {language} example is not in {source.relative_to(ROOT)} (where its tests run it)")
    if checked == 0:
        print("README.md: no Python, C or JavaScript example found")
        return 1
    print(f"README examples: {checked - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
