# Sourced by the npm scripts: the project's own Node 22 first on PATH, and wrangler kept off the
# network (no telemetry, no update check, no Request.cf download).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$PATH"
export WRANGLER_SEND_METRICS=false
export WRANGLER_HIDE_BANNER=true
export CLOUDFLARE_CF_FETCH_ENABLED=false
export DO_NOT_TRACK=1
export NO_UPDATE_NOTIFIER=1
