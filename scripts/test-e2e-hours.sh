#!/usr/bin/env bash
# The end-to-end tests at the hours a day taken from UTC goes wrong: 02:00 China time (the UTC day is still
# yesterday) and 23:30 (the last half hour of the China day). Node — the Playwright runner, the specs and every
# server — runs under libfaketime (Debian's faketime) moved to that time, and the browser's pages follow through
# Playwright's clock (tests/e2e/fixtures.ts). Arguments go to Playwright (specs to run; default: all).
#   bash scripts/test-e2e-hours.sh tests/e2e/bus-playback.spec.ts tests/e2e/attendance.spec.ts
set -euo pipefail
cd "$(dirname "$0")/.."
lib=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
if [ ! -e "$lib" ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get install -y --no-install-recommends faketime >/dev/null
fi
status=0
for hour in 02:00 23:30; do
  # The next such moment in China (UTC+8), as an offset in seconds from now.
  target=$(node -e '
    const [h, m] = process.argv[1].split(":").map(Number);
    const china = new Date(Date.now() + 8 * 3600e3);
    let t = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate(), h, m) - 8 * 3600e3;
    if (t < Date.now()) t += 86400e3;
    console.log(Math.round((t - Date.now()) / 1000));' "$hour")
  echo "▶ end-to-end at ${hour} China time (clock moved ${target} s)"
  LD_PRELOAD="$lib" FAKETIME="+${target}" FAKETIME_DONT_FAKE_MONOTONIC=1 \
    E2E_PORT="${E2E_PORT:-8481}" npx playwright test "$@" || status=1
done
exit $status
