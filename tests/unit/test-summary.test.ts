import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = resolve('scripts/test-summary.mjs');

/** Runs the summary in a folder holding these reports (as .tmp/report-*.json) and returns what it printed. */
function summarise(reports: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  mkdirSync(join(dir, '.tmp'));
  for (const [name, body] of Object.entries(reports)) writeFileSync(join(dir, '.tmp', name), JSON.stringify(body));
  const run = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
  rmSync(dir, { recursive: true });
  return { out: run.stdout, status: run.status };
}

const vitest = (results: { status: string; fullName: string }[], fileStatus = 'passed', message = '') => ({
  numPassedTests: results.filter((r) => r.status === 'passed').length,
  numFailedTests: results.filter((r) => r.status === 'failed').length,
  numPendingTests: 0,
  testResults: [{ name: '/ci/tests/server/refunds.test.ts', status: fileStatus, message, assertionResults: results }],
});

describe('the test summary (scripts/test-summary.mjs)', () => {
  it('names each failed test above the closing line, vitest and Playwright alike, and fails the run', () => {
    const e2e = {
      stats: { expected: 1, flaky: 0, unexpected: 1, skipped: 0 },
      suites: [
        {
          specs: [
            { file: 'bills.spec.ts', line: 12, title: 'caiwu publishes', tests: [{ status: 'unexpected' }] },
            { file: 'bills.spec.ts', line: 40, title: 'caiwu voids', tests: [{ status: 'expected' }] },
          ],
          suites: [],
        },
      ],
    };
    const { out, status } = summarise({
      'report-vitest.json': vitest([
        { status: 'passed', fullName: 'refunds a refund never exceeds what was paid' },
        { status: 'failed', fullName: 'refunds walks the table' },
      ]),
      'report-e2e.json': e2e,
    });
    expect(status).toBe(1);
    const [names, total] = out.split('\nTests: ');
    expect(names).toContain('refunds.test.ts › refunds walks the table');
    expect(names).toContain('✗ bills.spec.ts:12 › caiwu publishes');
    expect(names).not.toContain('never exceeds');
    expect(names).not.toContain('caiwu voids');
    expect(total?.trim()).toBe('2 passed, 2 failed, 0 skipped');
  });

  it('names a file that failed outside its tests, and prints no list when all passed', () => {
    const failedFile = summarise({
      'report-vitest.json': vitest([], 'failed', 'Cannot find module ./gone'),
      'report-e2e.json': { stats: { expected: 1, flaky: 0, unexpected: 0, skipped: 0 }, suites: [] },
    });
    expect(failedFile.out).toContain('refunds.test.ts: Cannot find module ./gone');
    const green = summarise({
      'report-vitest.json': vitest([{ status: 'passed', fullName: 'a' }]),
      'report-e2e.json': { stats: { expected: 1, flaky: 0, unexpected: 0, skipped: 0 }, suites: [] },
    });
    expect(green.status).toBe(0);
    expect(green.out).not.toContain('Failed:');
    expect(green.out.trim()).toBe('Tests: 2 passed, 0 failed, 0 skipped');
  });
});
