#!/usr/bin/env bash
# End-to-end tests run in Debian's Chromium (never a downloaded browser). Installs it when missing
# and we are root; otherwise says what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "› installing Debian's chromium (apt-get)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium is missing. Install Debian's package as root:  apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary)." >&2
exit 1
