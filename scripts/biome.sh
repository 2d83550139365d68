#!/usr/bin/env bash
# Biome (lint and format) from its Linux x64 binary package: the only platform this project's npm
# registry mirrors, so it is an optional dependency (npm ci works elsewhere, without lint there).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="$ROOT/node_modules/@biomejs/cli-linux-x64/biome"
if [ ! -x "$BIN" ]; then
  echo "Biome is not installed for this platform (only linux-x64 is available from the registry); skipping: $*" >&2
  exit 0
fi
exec "$BIN" "$@"
