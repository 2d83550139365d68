#!/usr/bin/env bash
# The server the end-to-end tests run against: like `npm start`, with its own empty state and the
# site configuration revalidated on every request (so a test can switch maintenance on and off), and
# error reporting on, sent to the emulator's Sentry ingest (tests read the envelopes back).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
PORT="${E2E_PORT:-8799}"
STATE="${E2E_STATE:-.wrangler/e2e-state}"
rm -rf "$STATE"
NODE_ENV=production exec wrangler dev -c wrangler.toml -c emulator/wrangler.toml --port "$PORT" --persist-to "$STATE" \
  --show-interactive-dev-session=false --inspector-port "${E2E_INSPECTOR_PORT:-0}" --var CONFIG_MAX_AGE_SECONDS:0 \
  --var "SENTRY_DSN:http://e2e@localhost:$PORT/__emulator/sentry/1" --var SENTRY_ENVIRONMENT:e2e --log-level warn
