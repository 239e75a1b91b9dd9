#!/usr/bin/env bash
# Print the footprint table of the release firmware for every target (README.md keeps a copy):
# flash and RAM from the ELF sections, the vectors' share, and the peak stack the firmware measures.
set -euo pipefail
cd "$(dirname "$0")"
SIZE=$(command -v llvm-size || command -v arm-none-eabi-size)
echo "| target (QEMU machine) | flash (vector table + .text + .rodata + .data) | of it, the vectors (compressed) | RAM (.data + .bss) | peak stack | RAM with stack | under the 64 KiB flash budget by | under the 16 KiB RAM budget by |"
echo "|---|---|---|---|---|---|---|---|"
for entry in thumbv6m-none-eabi:microbit thumbv7m-none-eabi:lm3s6965evb thumbv7em-none-eabihf:mps2-an386; do
  target=${entry%%:*}
  elf=target/$target/release/vectors
  declare -A s=()
  while read -r name size _; do s[$name]=$size; done < <("$SIZE" -A "$elf" | grep '^\.')
  flash=$(( ${s[.vector_table]:-0} + ${s[.text]:-0} + ${s[.rodata]:-0} + ${s[.data]:-0} ))
  ram=$(( ${s[.data]:-0} + ${s[.bss]:-0} + ${s[.uninit]:-0} ))
  run=$(./qemu.sh "$target" 2>/dev/null)
  packed=$(sed -n 's/^vectors: \([0-9]*\) bytes of text, \([0-9]*\) bytes compressed.*/\2 B (of \1 B of text)/p' <<<"$run")
  stack=$(sed -n 's/^stack: peak \([0-9]*\) bytes of.*/\1/p' <<<"$run")
  total=$(( ram + stack ))
  echo "| $target ($(cut -d: -f2 <<<"$entry")) | $flash B ($(( (flash * 10 + 512) / 1024 ))e-1 KiB) | $packed | $ram B | $stack B | $total B | $(( 65536 - flash )) B | $(( 16384 - total )) B |"
done | sed -E 's/\(([0-9]+)([0-9])e-1 KiB\)/(\1.\2 KiB)/'
echo
run=$(./qemu.sh thumbv7m-none-eabi 2>/dev/null)
echo "peak stack per game file on thumbv7m-none-eabi:"
sed -n 's/^stack: peak \([0-9]*\) bytes during \(.*\)/  \2: \1 B/p' <<<"$run"
echo "size_of on the target (thumbv7m-none-eabi; the others print the same):"
sed -n 's/^size_of /  /p' <<<"$run"
