#!/usr/bin/env node
/** Adds up the JSON reports of vitest and Playwright into one closing line: "Tests: N passed, N failed, N skipped". */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
/** The failed tests by name, printed last: CI shows a run's tail, and the vitest part scrolls far above it. */
const failures = [];
const expected = ['.tmp/report-vitest.json', '.tmp/report-e2e.json'];
for (const file of new Set([...process.argv.slice(2), ...expected])) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}: that step did not run to the end`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const testFile of r.testResults ?? []) {
      const where = relative(process.cwd(), testFile.name);
      const tests = testFile.assertionResults.filter((a) => a.status === 'failed');
      for (const a of tests) failures.push(`${where} › ${a.fullName}`);
      // A file that failed outside its tests (an import, a hook) has no failed test to name.
      if (testFile.status === 'failed' && tests.length === 0) failures.push(`${where}: ${testFile.message || 'failed outside its tests'}`);
    }
  } else if (r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    collectPlaywrightFailures(r.suites ?? []);
  }
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

/** Playwright's report nests suites (file, describe) around specs; a spec's tests are its projects' runs. */
function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'unexpected')) failures.push(`${spec.file}:${spec.line} › ${spec.title}`);
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}
