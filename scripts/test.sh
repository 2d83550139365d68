#!/usr/bin/env bash
# `npm test`: everything — lint and format check (Biome), type check (browser app, Worker, Node
# scripts and tests, each with only its own globals), unit, Worker and contract tests (Vitest),
# end-to-end tests (Playwright in Debian's Chromium). Installs what it needs first.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash "$ROOT/scripts/ensure-deps.sh"
bash "$ROOT/scripts/ensure-chromium.sh"
cd "$ROOT"
step() { echo; echo "━━ $(date -u +%T) $*"; }

# Biome, the three type checks and the two builds need nothing from each other (the type checks need no
# build), and each is one process that uses one core: run side by side, they take the time of the longest
# instead of the sum. Each one's output is printed whole, in this order, once all have ended.
step "lint and format check (Biome), type check (app, Worker, Node) and the builds (client, emulator), side by side"
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
names=(biome tsc-app tsc-worker tsc-node build-client build-emulator)
commands=(
  "bash scripts/biome.sh check ."
  "tsc -p tsconfig.app.json"
  "tsc -p tsconfig.worker.json"
  "tsc -p tsconfig.node.json"
  "node scripts/build.mjs"
  "node scripts/build-emulator.mjs"
)
pids=()
for i in "${!names[@]}"; do
  bash -c "${commands[$i]}" >"$logs/${names[$i]}" 2>&1 &
  pids+=("$!")
done
failed=()
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then status="ok"; else status="FAILED"; failed+=("${names[$i]}"); fi
  echo "── ${commands[$i]}: $status"
  cat "$logs/${names[$i]}"
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi

step "unit, Worker and contract tests (Vitest)"
vitest run
step "end-to-end tests (Playwright, Debian Chromium)"
playwright test
step "done"
