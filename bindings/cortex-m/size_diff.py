#!/usr/bin/env python3
"""What grew: the flash of a firmware image at an older commit against the working tree, section by
section and symbol by symbol (llvm-nm), and the strings of .rodata that appeared or went.

    bindings/cortex-m/size_diff.py 758448f                       # the M0 vectors image
    bindings/cortex-m/size_diff.py 758448f --target thumbv7m-none-eabi --bin vectors

The older commit is exported with `git archive` into a scratch folder of the system's temporary
directory (outside this tree, whose `.cargo/config.toml` would apply twice) and built there (its own
Cargo.lock, the same toolchain), so the comparison shows what the code changed, not the compiler. Symbols are compared by name without their hash; .rodata has few symbols (strings and
tables are anonymous), so its printable strings are compared as well. Panic locations hold the
source paths, so the folder a tree is in moves .rodata by a few bytes a path.
"""

import argparse
import collections
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
FLASH = (".vector_table", ".text", ".rodata", ".data")


def build(tree: Path, target: str, binary: str) -> Path:
    subprocess.run(
        ["cargo", "build", "--release", "--target", target, "--bin", binary],
        cwd=tree / "bindings" / "cortex-m",
        check=True,
    )
    return tree / "bindings" / "cortex-m" / "target" / target / "release" / binary


def tool(name: str) -> str:
    found = shutil.which(f"llvm-{name}") or shutil.which(f"arm-none-eabi-{name}")
    if not found:
        sys.exit(f"size_diff: neither llvm-{name} nor arm-none-eabi-{name} is installed")
    return found


def sections(elf: Path) -> dict:
    out = subprocess.run([tool("size"), "-A", str(elf)], capture_output=True, text=True, check=True)
    sizes = {}
    for line in out.stdout.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] in FLASH:
            sizes[parts[0]] = int(parts[1])
    return sizes


def symbols(elf: Path) -> dict:
    out = subprocess.run(
        [tool("nm"), "-S", "--size-sort", "-C", "--radix=d", str(elf)],
        capture_output=True,
        text=True,
        check=True,
    )
    sizes = collections.Counter()
    for line in out.stdout.splitlines():
        parts = line.split(None, 3)
        if len(parts) < 4 or parts[2].lower() not in "trd":
            continue  # .bss and friends are RAM, not flash
        name = re.sub(r"::h[0-9a-f]{16}", "", parts[3].strip())
        name = re.sub(r" \(\.\d+\)$|\.llvm\.\d+", "", name)
        sizes[name] += int(parts[1])
    return sizes


def rodata_strings(elf: Path) -> collections.Counter:
    with tempfile.TemporaryDirectory() as scratch:
        raw = Path(scratch) / "rodata.bin"
        subprocess.run([tool("objcopy"), "-O", "binary", "--only-section=.rodata", str(elf), str(raw)], check=True)
        data = raw.read_bytes()
    return collections.Counter(m.group().decode() for m in re.finditer(rb"[ -~]{12,}", data))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("commit", help="the older commit to compare with")
    parser.add_argument("--target", default="thumbv6m-none-eabi")
    parser.add_argument("--bin", default="vectors")
    parser.add_argument("--top", type=int, default=40, help="how many symbols to list")
    args = parser.parse_args()

    scratch = Path(tempfile.gettempdir()) / "digipeg-size-diff" / args.commit
    if not scratch.exists():
        scratch.mkdir(parents=True)
        archive = subprocess.run(["git", "archive", args.commit], cwd=ROOT, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(scratch)], input=archive.stdout, check=True)
    old, new = build(scratch, args.target, args.bin), build(ROOT, args.target, args.bin)

    old_sections, new_sections = sections(old), sections(new)
    print(f"flash of {args.bin} ({args.target}): {args.commit} against the working tree")
    for name in FLASH:
        a, b = old_sections.get(name, 0), new_sections.get(name, 0)
        print(f"  {name:14} {a:7} {b:7} {b - a:+7}")
    a, b = sum(old_sections.values()), sum(new_sections.values())
    print(f"  {'flash':14} {a:7} {b:7} {b - a:+7}   ({65536 - b} B under 64 KiB)")

    old_symbols, new_symbols = symbols(old), symbols(new)
    changes = [(new_symbols[n] - old_symbols[n], n) for n in old_symbols.keys() | new_symbols.keys()]
    changes = sorted((c for c in changes if c[0]), key=lambda c: (-abs(c[0]), c[1]))
    print(f"\nsymbols (named ones only; their sum changed by {sum(c for c, _ in changes):+}):")
    for change, name in changes[: args.top]:
        print(f"  {change:+6} {old_symbols[name]:6} {new_symbols[name]:6}  {name[:110]}")

    old_strings, new_strings = rodata_strings(old), rodata_strings(new)
    gone, came = old_strings - new_strings, new_strings - old_strings
    print(f"\n.rodata strings of 12+ printable bytes: {sum(map(len, came.elements()))} B came, "
          f"{sum(map(len, gone.elements()))} B went")
    for text in sorted(came, key=len, reverse=True)[:10]:
        print(f"  + {len(text):5} B  {text[:100]}")
    for text in sorted(gone, key=len, reverse=True)[:10]:
        print(f"  - {len(text):5} B  {text[:100]}")


if __name__ == "__main__":
    main()
