#!/usr/bin/env bash
# Browser tests use Debian's Chromium and CJK fonts (never a downloaded browser build). Installs them if missing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} for the browser tests…"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get install -y --no-install-recommends "${need[@]}" >/dev/null 2>&1 || {
  $SUDO apt-get update >/dev/null
  $SUDO apt-get install -y --no-install-recommends "${need[@]}" >/dev/null
}
