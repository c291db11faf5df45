#!/usr/bin/env node
/**
 * The closing summary of `npm test`: each phase's wall time (from .tmp/phases.tsv, written by scripts/test-all.sh),
 * the ten slowest test files of vitest and of Playwright, the tests that passed only on a retry (flaky: a bug to fix,
 * never hidden), the failed tests by name, and last one line, "Tests: N passed, N failed, N skipped", adding up the
 * JSON reports of vitest and Playwright.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

const SLOWEST = 10;
let passed = 0;
let failed = 0;
let skipped = 0;
/** The failed tests by name, printed last: CI shows a run's tail, and the vitest part scrolls far above it. */
const failures = [];
const flaky = [];
/** Per test file: { name, ms } for vitest (per report) and Playwright. */
const vitestFiles = [];
const e2eFiles = new Map();

const expected = ['.tmp/report-vitest.json', '.tmp/report-e2e.json'];
for (const file of new Set([...process.argv.slice(2), ...expected])) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}: that step did not run to the end`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) readVitest(r, basename(file).replace(/^report-|\.json$/g, ''));
  else if (r.stats) readPlaywright(r);
}

printPhases('.tmp/phases.tsv');
printSlowest('vitest', vitestFiles);
printSlowest(
  'Playwright',
  [...e2eFiles].map(([name, ms]) => ({ name, ms })),
);
if (flaky.length > 0) console.log(`\nFlaky (passed only on a retry: fix them):\n${flaky.map((f) => `  ~ ${f}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

function readVitest(r, run) {
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const testFile of r.testResults ?? []) {
    const where = relative(process.cwd(), testFile.name);
    const tests = testFile.assertionResults.filter((a) => a.status === 'failed');
    for (const a of tests) failures.push(`${where} › ${a.fullName}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (testFile.status === 'failed' && tests.length === 0) failures.push(`${where}: ${testFile.message || 'failed outside its tests'}`);
    if (testFile.startTime && testFile.endTime) vitestFiles.push({ name: `${where} (${run})`, ms: testFile.endTime - testFile.startTime });
  }
}

function readPlaywright(r) {
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  skipped += r.stats.skipped;
  walkPlaywright(r.suites ?? []);
}

/** Playwright's report nests suites (file, describe) around specs; a spec's tests are its projects' runs. */
function walkPlaywright(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file}:${spec.line} › ${spec.title}`;
      if (spec.tests?.some((t) => t.status === 'unexpected')) failures.push(name);
      if (spec.tests?.some((t) => t.status === 'flaky')) flaky.push(name);
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, res) => sum + (res.duration ?? 0), 0);
      e2eFiles.set(spec.file, (e2eFiles.get(spec.file) ?? 0) + ms);
    }
    walkPlaywright(suite.suites ?? []);
  }
}

/** `name<TAB>start ms<TAB>end ms<TAB>exit status<TAB>CPU ms`, one line per phase; phases may overlap (run side by side). */
function printPhases(file) {
  if (!existsSync(file)) return;
  const phases = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, start, end, status, cpu] = line.split('\t');
      return { name, start: Number(start), end: Number(end), status, cpu: cpu === undefined ? undefined : Number(cpu) };
    });
  if (phases.length === 0) return;
  const first = Math.min(...phases.map((p) => p.start));
  const last = Math.max(...phases.map((p) => p.end));
  const width = Math.max(...phases.map((p) => p.name.length));
  console.log(`\nPhases (wall time, CPU time, from → to the start of the run):`);
  for (const p of phases) {
    const mark = p.status === '0' ? ' ' : '✗';
    const cpu = p.cpu === undefined ? '' : `cpu ${clock(p.cpu)}`;
    console.log(
      `  ${mark} ${p.name.padEnd(width)}  ${clock(p.end - p.start).padStart(6)}  ${cpu.padStart(10)}   ${clock(p.start - first)} → ${clock(p.end - first)}`,
    );
  }
  const cpuTotal = phases.reduce((sum, p) => sum + (p.cpu ?? 0), 0);
  console.log(`    ${'total'.padEnd(width)}  ${clock(last - first).padStart(6)}  ${`cpu ${clock(cpuTotal)}`.padStart(10)}`);
}

function printSlowest(kind, files) {
  if (files.length === 0) return;
  const top = [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  console.log(`\nSlowest ${kind} files:`);
  for (const f of top) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.name}`);
}

function clock(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
