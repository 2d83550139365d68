#!/usr/bin/env bash
# The server the end-to-end tests run against: like `npm start`, with its own empty state and the
# site configuration revalidated on every request (so a test can switch maintenance on and off).
# With E2E_SENTRY=on, error reporting is on, sent to the emulator's Sentry ingest (tests read the
# envelopes back): only the error-reporting tests' own server has it, as session replay and tracing
# cost the browser CPU on every page (docs/testing.md, "Test times").
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
PORT="${E2E_PORT:-8799}"
STATE="${E2E_STATE:-.wrangler/e2e-state}"
rm -rf "$STATE"
SENTRY_VARS=()
if [[ "${E2E_SENTRY:-off}" == "on" ]]; then
  SENTRY_VARS=(--var "SENTRY_DSN:http://e2e@localhost:$PORT/__emulator/sentry/1" --var SENTRY_ENVIRONMENT:e2e)
fi
NODE_ENV=production exec wrangler dev -c wrangler.toml -c emulator/wrangler.toml --port "$PORT" --persist-to "$STATE" \
  --show-interactive-dev-session=false --inspector-port "${E2E_INSPECTOR_PORT:-0}" --var CONFIG_MAX_AGE_SECONDS:0 \
  "${SENTRY_VARS[@]}" --log-level warn
