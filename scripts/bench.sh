#!/usr/bin/env bash
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash "$ROOT/scripts/ensure-deps.sh"
cd "$ROOT"
node scripts/build.mjs
node scripts/bench.mjs
node scripts/bench-worker-start.mjs
node scripts/bench-load.mjs
node scripts/bench-emulator.mjs
node scripts/bench-lighthouse.mjs
node scripts/bench-phone.mjs
# Issue 13's fuzzing with five times the cases CI runs (FUZZ_SEED picks another seed; the default is fixed).
node scripts/build-emulator.mjs
FUZZ_RUNS="${FUZZ_RUNS:-50000}" vitest run tests/unit/fuzz-browser-parsers.test.ts tests/worker/fuzz-*.test.ts
