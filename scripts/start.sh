#!/usr/bin/env bash
# `npm start`: the storefront and the Store API emulator (with its demo shop) on http://localhost:$PORT.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash "$ROOT/scripts/ensure-deps.sh"
cd "$ROOT"
PORT="${PORT:-8787}"
echo "› Edge Storefront on http://localhost:${PORT} (emulator pages: http://localhost:${PORT}/__emulator/)"
exec wrangler dev -c wrangler.toml -c emulator/wrangler.toml --port "$PORT" --persist-to .wrangler/state --show-interactive-dev-session=false
