#!/usr/bin/env node
/** Adds up the JSON reports of vitest and Playwright into one closing line: "Tests: N passed, N failed, N skipped". */
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
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
  } else if (r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  }
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
