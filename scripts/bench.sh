#!/usr/bin/env bash
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash "$ROOT/scripts/ensure-deps.sh"
cd "$ROOT"
node scripts/build.mjs
node scripts/bench.mjs
node scripts/bench-load.mjs
node scripts/bench-emulator.mjs
