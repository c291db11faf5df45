#!/usr/bin/env bash
# `npm test`: everything a reviewer would check, one phase after another but for the two vitest passes (side by side)
# and the bench smoke run (at the lowest priority beside all the tests; on CI's 2 cores the browser tests at normal
# priority beside the vitest runs slowed into timeouts), ending with each phase's wall and CPU time, the slowest test
# files and one "Tests: N passed, N failed" line
# (scripts/test-summary.mjs). The budget per phase is in docs/testing.md.
# With TEST_DATABASE_URL set (CI sets it), the server tests also run against PostgreSQL.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/phase-logs && rm -f .tmp/report-*.json .tmp/phases.tsv .tmp/phase-logs/*.log

now_ms() { date +%s%3N; }
# CPU (user + system) of this shell's finished children, in ms, into variable $1: bash's `times`, second line. `times`
# must run in this shell itself (in a $(…) subshell it would see that subshell's children only: none).
child_cpu_ms() {
  local file=".tmp/times.$BASHPID"
  times >"$file"
  printf -v "$1" '%s' "$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", (u[1] * 60 + u[2] + s[1] * 60 + s[2]) * 1000 }' "$file")"
  rm -f "$file"
}

phase_log_name() { echo "$1" | tr -c 'a-zA-Z0-9\n' '-' | sed 's/$/.log/'; }

# step NAME CMD…: one phase; its output is shown as it comes (or, with QUIET=1 for a phase run beside another, whole
# when it ends, so two never interleave; QUIET=later: not shown, the caller shows the log) and kept in its own log (.tmp/phase-logs), its wall and CPU time go to
# .tmp/phases.tsv for the summary. Returns the phase's exit status.
step() {
  local name=$1 start cpu cpu_end rc log
  shift
  log=".tmp/phase-logs/$(phase_log_name "$name")"
  echo "▶ $name (started)"
  start=$(now_ms)
  child_cpu_ms cpu
  if [ -n "${QUIET:-}" ]; then
    "$@" >"$log" 2>&1
    rc=$?
    [ "$QUIET" = 1 ] && cat "$log"
  else
    "$@" 2>&1 | tee "$log"
    rc=${PIPESTATUS[0]}
  fi
  child_cpu_ms cpu_end
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$start" "$(now_ms)" "$rc" "$((cpu_end - cpu))" >>.tmp/phases.tsv
  echo "▶ $name (exit $rc)"
  return "$rc"
}

step "browser and fonts" bash scripts/ensure-browser.sh
step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
# The build first: the bench smoke run needs it, and the browser tests after.
built=0
if step "build" npm run --silent build && step "bundle budget" node scripts/check-bundle-budget.mjs; then built=1; fi
# Every bench once at a tiny size (tests/bench/all.ts; a bench that can no longer run fails the build), at the lowest
# priority from here to the end: it takes only the cores the tests leave idle (the vitest passes' last files, the
# browser tests' waits), so the tests keep their timing and the bench smoke run costs no wall time of its own. Its
# output is shown at the end, whole. SCHED_IDLE, not only nice: Chromium run as root raises its own processes'
# priority (nice -8), which would put the benches' browsers ahead of the tests; it keeps the policy it inherits.
idle=(nice -n 19)
command -v chrt >/dev/null && idle=(chrt --idle 0 nice -n 19)
if [ "$built" = 1 ]; then
  QUIET=later step "bench smoke (lowest priority, beside the tests)" "${idle[@]}" npm run --silent bench:smoke &
  bench=$!
fi
# The two vitest passes side by side: each leaves a core idle for long stretches (vitest's slowest files run alone at
# its end, the PostgreSQL pass waits on the database), and none has a timing the other's load could break, unlike the
# browser tests, which run after them. Each phase runs in a subshell of its own, so that its CPU time counts its own
# processes only.
QUIET=1 step "vitest: unit, server (PGlite), component" env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/report-vitest.json &
pglite=$!
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  QUIET=1 step "vitest: server on PostgreSQL" npx vitest run --project server --reporter=default --reporter=json --outputFile.json=.tmp/report-vitest-pg.json &
  postgres=$!
fi
wait "$pglite" ${postgres:-}
if [ "$built" = 1 ]; then
  step "end-to-end (Chromium)" npx playwright test &
  wait $!
  wait "$bench"
  cat ".tmp/phase-logs/$(phase_log_name "bench smoke (lowest priority, beside the tests)")"
fi

status=0
awk -F'\t' '$4 != 0 { bad = 1 } END { exit bad }' .tmp/phases.tsv || status=1
node scripts/test-summary.mjs .tmp/report-*.json || status=1
exit $status
