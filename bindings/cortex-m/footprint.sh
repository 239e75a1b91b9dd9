#!/usr/bin/env bash
# Print the footprint table of the release images (README.md keeps a copy): flash and RAM from the
# ELF sections, the vectors' share, and the peak stack each image measures by painting (the
# vectors images under QEMU; the micro:bit v1 image under QEMU after the Quixo transcript, through
# its console's `stack` command; the v2 has no QEMU machine, so its stack is not measured).
set -euo pipefail
cd "$(dirname "$0")"
SIZE=$(command -v llvm-size || command -v arm-none-eabi-size)

# flash and RAM of an ELF: "FLASH RAM".
sizes() {
  declare -A s=()
  while read -r name size _; do s[$name]=$size; done < <("$SIZE" -A "$1" | grep '^\.')
  echo "$(( ${s[.vector_table]:-0} + ${s[.text]:-0} + ${s[.rodata]:-0} + ${s[.data]:-0} )) \
$(( ${s[.data]:-0} + ${s[.bss]:-0} + ${s[.uninit]:-0} ))"
}

# `footprint.sh --check [BYTES]`: no table, no QEMU; fail unless every image held to the 64 KiB
# flash budget (the vectors images and the micro:bit demos, already built) leaves at least BYTES
# (default 8 KiB) of it free. `make test` runs it.
if [[ ${1:-} == --check ]]; then
  need=${2:-8192}
  short=0
  for image in thumbv6m-none-eabi/release/vectors thumbv7m-none-eabi/release/vectors \
      thumbv7em-none-eabihf/release/vectors thumbv6m-none-eabi/release/microbit \
      thumbv7em-none-eabihf/release/microbit; do
    [[ -f target/$image ]] || { echo "flash budget: target/$image is not built"; exit 1; }
    read -r flash _ < <(sizes "target/$image")
    left=$(( 65536 - flash ))
    if (( left < need )); then verdict="SHORT by $(( need - left )) B"; short=1; else verdict=ok; fi
    echo "flash budget: $image: $flash B, $left B under 64 KiB (at least $need B asked): $verdict"
  done
  exit $short
fi

kib() { local tenths=$(( ($1 * 10 + 512) / 1024 )); printf '%d B (%d.%d KiB)' "$1" $(( tenths / 10 )) $(( tenths % 10 )); }

# One row: image, flash, vectors, RAM, peak stack (or empty).
row() {
  local name=$1 flash=$2 packed=$3 ram=$4 stack=$5
  if [[ -n $stack ]]; then
    echo "| $name | $(kib "$flash") | $packed | $ram B | $stack B | $(( ram + stack )) B | $(( 65536 - flash )) B | $(( 16384 - ram - stack )) B |"
  else
    echo "| $name | $(kib "$flash") | $packed | $ram B | not measured | - | $(( 65536 - flash )) B | - |"
  fi
}

echo "| image (target, machine) | flash (vector table + .text + .rodata + .data) | of it, the vectors (compressed) | RAM (.data + .bss) | peak stack | RAM with stack | under the 64 KiB flash budget by | under the 16 KiB RAM budget by |"
echo "|---|---|---|---|---|---|---|---|"
for entry in thumbv6m-none-eabi:microbit thumbv7m-none-eabi:lm3s6965evb thumbv7em-none-eabihf:mps2-an386; do
  target=${entry%%:*}
  read -r flash ram < <(sizes "target/$target/release/vectors")
  run=$(./qemu.sh "$target" 2>/dev/null)
  packed=$(sed -n 's/^vectors: \([0-9]*\) bytes of text, \([0-9]*\) bytes compressed.*/\2 B (of \1 B of text)/p' <<<"$run")
  stack=$(sed -n 's/^stack: peak \([0-9]*\) bytes of.*/\1/p' <<<"$run")
  row "vectors ($target, QEMU ${entry#*:})" "$flash" "$packed" "$ram" "$stack"
done
read -r flash ram < <(sizes target/thumbv6m-none-eabi/release/microbit)
stack=$(python3 qemu_console.py target/thumbv6m-none-eabi/release/microbit --then stack transcripts/quixo.txt \
  | sed -n 's/^stack: peak \([0-9]*\) bytes.*/\1/p')
row "micro:bit v1 demo (thumbv6m-none-eabi, nRF51822; stack under QEMU microbit)" "$flash" "-" "$ram" "$stack"
read -r flash ram < <(sizes target/thumbv7em-none-eabihf/release/microbit)
row "micro:bit v2 demo (thumbv7em-none-eabihf, nRF52833)" "$flash" "-" "$ram" ""
echo
run=$(./qemu.sh thumbv7m-none-eabi 2>/dev/null)
echo "peak stack per game file on thumbv7m-none-eabi:"
sed -n 's/^stack: peak \([0-9]*\) bytes during \(.*\)/  \2: \1 B/p' <<<"$run"
echo "size_of on the target (thumbv7m-none-eabi; the others print the same):"
sed -n 's/^size_of /  /p' <<<"$run"
echo
# The random-games image is linked against the chip (memory/chip/*.x), not the budget: its own table.
echo "| random-games image (target, machine) | flash | RAM (.data + .bss) | peak stack (1,000 games of each kind: the deepest) | linked against (flash / RAM) |"
echo "|---|---|---|---|---|"
for entry in thumbv7m-none-eabi:lm3s6965evb thumbv7em-none-eabihf:mps2-an386; do
  target=${entry%%:*}
  read -r flash ram < <(sizes "target/$target/release/random-games")
  peaks=$(./random-games.sh "$target" hash 2026 1000 2>&1 >/dev/null | sed -n 's/^stack: peak \([0-9]*\) bytes of \([0-9]*\) during \(.*\)/\1 \2 \3/p')
  read -r stack available deepest < <(sort -rn <<<"$peaks" | head -1)
  echo "| random-games ($target, QEMU ${entry#*:}) | $(kib "$flash") | $ram B | $stack B ($deepest) | 256 KiB / $(( available / 1024 )) KiB |"
done
