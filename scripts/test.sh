#!/usr/bin/env bash
# `npm test`: everything — type check, unit and Worker tests (Vitest), end-to-end tests (Playwright in
# Debian's Chromium). Installs what it needs first.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash "$ROOT/scripts/ensure-deps.sh"
bash "$ROOT/scripts/ensure-chromium.sh"
cd "$ROOT"
step() { echo; echo "━━ $*"; }
step "build (client bundle, emulator bundle for the Worker tests)"
node scripts/build.mjs
node scripts/build-emulator.mjs
step "type check"
tsc -p tsconfig.json --noEmit
step "unit and Worker tests (Vitest)"
vitest run
step "end-to-end tests (Playwright, Debian Chromium)"
playwright test
