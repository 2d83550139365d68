#!/usr/bin/env bash
# Installs the dependencies (npm ci) when node_modules is missing or older than package-lock.json.
# Runs on the machine's Node 20 / npm 11; the lockfile brings Node 22 for everything after it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
want="$(sha256sum package-lock.json | cut -c1-64)"
have="$(cat node_modules/.edge-storefront-lock 2>/dev/null || true)"
if [ ! -x node_modules/.bin/node ] || [ "$want" != "$have" ]; then
  echo "› installing dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > node_modules/.edge-storefront-lock
fi
"$ROOT/node_modules/.bin/node" -e 'const [major] = process.versions.node.split("."); if (Number(major) < 22) { console.error("node_modules/.bin/node is not Node 22+"); process.exit(1); }'
