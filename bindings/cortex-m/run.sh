#!/usr/bin/env bash
# The runner of `cargo run` (see .cargo/config.toml): `run.sh ELF [WORD...]`.
# - the micro:bit image (`microbit`) is flashed onto the board attached, with probe-rs, which then
#   prints its defmt log (the chip follows from the target: thumbv6m is the v1, thumbv7em the v2);
# - the vectors image runs under QEMU, on the machine of its target, the words as its
#   semihosting command line (`flip`, `panic`, `overflow`: the self-checks).
set -euo pipefail
elf=$1
shift
case $elf in
  */thumbv6m-none-eabi/*) chip=nRF51822_xxAA machine=(-machine microbit) ;;
  */thumbv7em-none-eabihf/*) chip=nRF52833_xxAA machine=(-cpu cortex-m4 -machine mps2-an386) ;;
  */thumbv7m-none-eabi/*) chip= machine=(-cpu cortex-m3 -machine lm3s6965evb) ;;
  *) echo "run.sh: no board or machine for $elf" >&2; exit 2 ;;
esac
if [[ $(basename "$elf") == microbit ]]; then
  command -v probe-rs >/dev/null || { echo "run.sh: install probe-rs (https://probe.rs) to flash the micro:bit" >&2; exit 2; }
  exec probe-rs run --chip "$chip" "$elf"
fi
semihosting=enable=on,target=native,arg=$(basename "$elf")
for word in "$@"; do semihosting+=",arg=$word"; done
exec qemu-system-arm "${machine[@]}" -nographic -semihosting-config "$semihosting" -kernel "$elf"
