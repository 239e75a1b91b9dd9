#!/usr/bin/env bash
# Run the release firmware of TARGET under QEMU: `qemu.sh TARGET [WORD...]`. The words reach the
# firmware as its semihosting command line (`flip`: one expectation wrong; `panic`: panic on purpose).
# Exits with the firmware's exit code (semihosting exit), or 124 when it hangs past the timeout.
set -euo pipefail
cd "$(dirname "$0")"
target=$1
shift
case $target in
  thumbv7m-none-eabi) machine=(-cpu cortex-m3 -machine lm3s6965evb) ;;
  thumbv7em-none-eabihf) machine=(-cpu cortex-m4 -machine mps2-an386) ;;
  thumbv6m-none-eabi) machine=(-machine microbit) ;;
  *) echo "qemu.sh: no machine for $target" >&2; exit 2 ;;
esac
semihosting=enable=on,target=native,arg=digipeg-cortex-m
for word in "$@"; do semihosting+=",arg=$word"; done
exec timeout "${QEMU_TIMEOUT:-60}" qemu-system-arm "${machine[@]}" -nographic \
  -semihosting-config "$semihosting" -kernel "target/$target/release/vectors"
