#!/usr/bin/env bash
# `npm run emulator`: the Store API emulator alone, for any Store API client (issue 14), on
# http://localhost:$EMULATOR_PORT (8788). Its state persists in $EMULATOR_STATE (.wrangler/emulator-state).
# Further frontends' origins: STOREFRONT_ORIGINS="http://localhost:3000,http://localhost:5173".
# Further arguments go to `wrangler dev`. The end-to-end tests start it from Playwright (playwright.config.ts)
# with DEPS_READY=1: Playwright runs from node_modules, which must not be reinstalled under it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
if [ "${DEPS_READY:-}" != 1 ]; then bash scripts/ensure-deps.sh; fi
PORT="${EMULATOR_PORT:-8788}"
STATE="${EMULATOR_STATE:-.wrangler/emulator-state}"
ARGS=()
if [ -n "${STOREFRONT_ORIGINS:-}" ]; then ARGS+=(--var "STOREFRONT_ORIGINS:${STOREFRONT_ORIGINS}"); fi
echo "› Store API emulator on http://localhost:${PORT}/store-api (access key SWSCEDGESTOREFRONTDEMO01; developer pages: http://localhost:${PORT}/__emulator/)"
exec wrangler dev -c emulator/wrangler.toml --port "$PORT" --persist-to "$STATE" --show-interactive-dev-session=false "${ARGS[@]}" "$@"
