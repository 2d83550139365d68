#!/usr/bin/env bash
# `npm run emulator`: the Store API emulator alone, for any Store API client (issue 14), on
# http://localhost:$EMULATOR_PORT (8788). Its state persists in .wrangler/emulator-state.
# Further frontends' origins: STOREFRONT_ORIGINS="http://localhost:3000,http://localhost:5173".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
bash scripts/ensure-deps.sh
PORT="${EMULATOR_PORT:-8788}"
ARGS=()
if [ -n "${STOREFRONT_ORIGINS:-}" ]; then ARGS+=(--var "STOREFRONT_ORIGINS:${STOREFRONT_ORIGINS}"); fi
echo "› Store API emulator on http://localhost:${PORT}/store-api (access key SWSCEDGESTOREFRONTDEMO01; developer pages: http://localhost:${PORT}/__emulator/)"
exec wrangler dev -c emulator/wrangler.toml --port "$PORT" --persist-to .wrangler/emulator-state --show-interactive-dev-session=false "${ARGS[@]}"
