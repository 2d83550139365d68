#!/usr/bin/env bash
# `npm start`: the storefront and the Store API emulator (with its demo shop) on http://localhost:$PORT,
# as a shopper would get it: production builds of the Worker (React's production server renderer) and
# of the browser bundle. `npm run dev` is the same with React's development builds.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash "$ROOT/scripts/ensure-deps.sh"
cd "$ROOT"
PORT="${PORT:-8787}"
# Wrangler's bundler replaces process.env.NODE_ENV with this value, and the client build reads it.
export NODE_ENV="${NODE_ENV:-production}"
echo "› Edge Storefront on http://localhost:${PORT} (${NODE_ENV} build; emulator pages: http://localhost:${PORT}/__emulator/)"
exec wrangler dev -c wrangler.toml -c emulator/wrangler.toml --port "$PORT" --persist-to .wrangler/state --show-interactive-dev-session=false
