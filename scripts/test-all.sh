#!/usr/bin/env bash
# `npm test`: everything, in the order a reviewer would check it. Ends with each phase's wall time, the slowest test
# files and one "Tests: N passed, N failed" line (scripts/test-summary.mjs).
# With TEST_DATABASE_URL set (CI sets it), the server tests also run against PostgreSQL.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp && rm -f .tmp/report-*.json .tmp/phases.tsv
status=0
now_ms() { date +%s%3N; }
# step NAME CMD…: runs one phase, records its wall time in .tmp/phases.tsv for the summary.
step() {
  local name=$1 start rc
  shift
  echo
  echo "▶ $name"
  start=$(now_ms)
  "$@"
  rc=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$start" "$(now_ms)" "$rc" >>.tmp/phases.tsv
  [ "$rc" -eq 0 ] || status=1
  return 0
}

step "browser and fonts" bash scripts/ensure-browser.sh
step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "vitest: unit, server (PGlite), component" env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/report-vitest.json
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "vitest: server on PostgreSQL" npx vitest run --project server --reporter=default --reporter=json --outputFile.json=.tmp/report-vitest-pg.json
fi
step "build" npm run --silent build
step "bundle budget" node scripts/check-bundle-budget.mjs
step "end-to-end (Chromium)" npx playwright test
node scripts/test-summary.mjs .tmp/report-*.json || status=1
exit $status
