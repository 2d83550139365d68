#!/usr/bin/env bash
# `npm run dev`: the developer's loop. Wrangler rebuilds the browser bundle when app/, routes/ or
# kv-schemas/ change (wrangler.toml [build] watch_dir) and reloads the Worker when its code changes;
# React's development builds give readable errors and warnings (about six times slower per page).
set -euo pipefail
NODE_ENV=development exec bash "$(dirname "${BASH_SOURCE[0]}")/start.sh"
