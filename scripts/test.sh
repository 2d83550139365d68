#!/usr/bin/env bash
# `npm test`: everything — lint and format check (Biome), type check (browser app, Worker, Node
# scripts and tests, each with only its own globals), unit, Worker and contract tests (Vitest),
# end-to-end tests (Playwright in Debian's Chromium). Installs what it needs first.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash "$ROOT/scripts/ensure-deps.sh"
bash "$ROOT/scripts/ensure-chromium.sh"
cd "$ROOT"
step() { echo; echo "━━ $*"; }
step "lint and format check (Biome)"
bash scripts/biome.sh check .
step "type check (app, Worker, Node), before any build: it needs none"
tsc -p tsconfig.app.json
tsc -p tsconfig.worker.json
tsc -p tsconfig.node.json
step "build (client bundle, emulator bundle for the Worker tests)"
node scripts/build.mjs
node scripts/build-emulator.mjs
step "unit, Worker and contract tests (Vitest)"
vitest run
step "end-to-end tests (Playwright, Debian Chromium)"
playwright test
