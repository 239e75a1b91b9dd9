#!/usr/bin/env bash
# The random-games image of TARGET under QEMU, as a runner of tests/random-games (compare.py):
# `random-games.sh TARGET hash SEED GAMES [KIND...] | each SEED GAMES KIND | trace SEED KIND INDEX`
# (and `--perturb KIND:INDEX`). The words are the image's semihosting command line; its answer is
# on standard output, its stack peaks on standard error. Exits with the image's exit code, or 124
# when it runs past the timeout (QEMU_TIMEOUT seconds, default 300).
set -euo pipefail
cd "$(dirname "$0")"
target=$1
shift
exec timeout "${QEMU_TIMEOUT:-300}" ./run.sh "target/$target/release/random-games" "$@"
