#!/usr/bin/env bash
# Run the release vectors image of TARGET under QEMU: `qemu.sh TARGET [WORD...]` (see run.sh; the
# words are the semihosting command line: `flip`, `panic`, `overflow`). Exits with the firmware's
# exit code (semihosting exit), or 124 when it hangs past the timeout.
set -euo pipefail
cd "$(dirname "$0")"
target=$1
shift
exec timeout "${QEMU_TIMEOUT:-60}" ./run.sh "target/$target/release/vectors" "$@"
