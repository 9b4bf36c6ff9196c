#!/usr/bin/env bash
# Installs what Bramble needs on a fresh Debian/Ubuntu machine: Chromium (system package,
# only when no browser is found) and the npm dependencies (`npm ci`). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

have_browser() {
  [ -n "${BRAMBLE_CHROME:-}" ] && [ -x "${BRAMBLE_CHROME}" ] && return 0
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 ||
    command -v google-chrome >/dev/null 2>&1
}

if ! have_browser; then
  echo "[setup] installing Chromium with apt-get"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[setup] npm ci"
  npm ci --no-audit --no-fund
fi
