#!/usr/bin/env bash
# Installs what Bramble needs on a fresh Debian/Ubuntu machine: Chromium (system package,
# only when no browser is found), Chromium's headless shell for the simulator (Debian's
# `chromium-headless-shell`, when the distribution has it and it is missing; the simulator
# falls back to Chromium without it), and the npm dependencies (`npm ci`). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

have_browser() {
  [ -n "${BRAMBLE_CHROME:-}" ] && [ -x "${BRAMBLE_CHROME}" ] && return 0
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 ||
    command -v google-chrome >/dev/null 2>&1
}

have_shell() {
  command -v chromium-headless-shell >/dev/null 2>&1 || command -v chrome-headless-shell >/dev/null 2>&1
}

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
packages=()
have_browser || packages+=(chromium)
if ! have_shell && [ "${BRAMBLE_HEADLESS_SHELL:-1}" != "0" ] && command -v apt-get >/dev/null 2>&1; then
  packages+=(chromium-headless-shell)
fi

if [ "${#packages[@]}" -gt 0 ]; then
  echo "[setup] installing ${packages[*]} with apt-get"
  $SUDO apt-get update -qq
  if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null; then
    # The shell is optional (not every distribution packages it): retry with Chromium alone.
    if [[ " ${packages[*]} " == *" chromium "* ]]; then
      echo "[setup] retrying with chromium alone"
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
    else
      echo "[setup] chromium-headless-shell is not available here; the simulator uses Chromium"
    fi
  fi
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[setup] npm ci"
  npm ci --no-audit --no-fund
fi
