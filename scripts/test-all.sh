#!/usr/bin/env bash
# `npm test`: everything, in the order a reviewer would check it. Ends with one "Tests: N passed, N failed" line.
# With TEST_DATABASE_URL set (CI sets it), the server tests also run against PostgreSQL.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp && rm -f .tmp/report-*.json
status=0
step() { echo; echo "▶ $1"; shift; "$@" || status=1; }

bash scripts/ensure-browser.sh || status=1
step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "unit, server (PGlite), component tests" env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/report-vitest.json
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server tests on PostgreSQL ($TEST_DATABASE_URL)" npx vitest run --project server --reporter=default --reporter=json --outputFile.json=.tmp/report-vitest-pg.json
fi
step "build" npm run --silent build
step "bundle budget" node scripts/check-bundle-budget.mjs
step "end-to-end tests (Chromium)" npx playwright test
node scripts/test-summary.mjs .tmp/report-*.json || status=1
exit $status
