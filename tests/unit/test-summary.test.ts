import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = resolve('scripts/test-summary.mjs');

/** Runs the summary in a folder holding these reports (as .tmp/report-*.json) and returns what it printed. */
function summarise(reports: Record<string, unknown>, phases?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  mkdirSync(join(dir, '.tmp'));
  for (const [name, body] of Object.entries(reports)) writeFileSync(join(dir, '.tmp', name), JSON.stringify(body));
  if (phases !== undefined) writeFileSync(join(dir, '.tmp', 'phases.tsv'), phases);
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

  it('prints every phase wall time, the slowest files of each runner and the flaky tests before the closing line', () => {
    const file = (name: string, ms: number) => ({
      name: `/ci/tests/server/${name}`,
      status: 'passed',
      message: '',
      startTime: 1_000,
      endTime: 1_000 + ms,
      assertionResults: [{ status: 'passed', fullName: name }],
    });
    const files = Array.from({ length: 12 }, (_, i) => file(`f${i}.test.ts`, (i + 1) * 1_000));
    const e2e = {
      stats: { expected: 1, flaky: 1, unexpected: 0, skipped: 0 },
      suites: [
        {
          specs: [
            { file: 'slow.spec.ts', line: 3, title: 'walks', tests: [{ status: 'expected', results: [{ duration: 61_000 }] }] },
            {
              file: 'shaky.spec.ts',
              line: 9,
              title: 'taps',
              tests: [{ status: 'flaky', results: [{ duration: 2_000 }, { duration: 3_000 }] }],
            },
          ],
          suites: [],
        },
      ],
    };
    const phases = ['typecheck\t0\t30000\t0\t45000', 'vitest\t30000\t630000\t1\t900000', 'e2e\t30000\t1230000\t0\t600000', ''].join('\n');
    const { out, status } = summarise(
      { 'report-vitest.json': { numPassedTests: 12, numFailedTests: 0, numPendingTests: 0, testResults: files }, 'report-e2e.json': e2e },
      phases,
    );
    expect(status).toBe(0);
    expect(out).toMatch(/typecheck\s+0:30\s+cpu 0:45 /);
    expect(out).toMatch(/✗ vitest\s+10:00\s+cpu 15:00 /);
    expect(out).toMatch(/total\s+20:30\s+cpu 25:45/);
    const vitestPart = out.slice(out.indexOf('Slowest vitest files'), out.indexOf('Slowest Playwright files'));
    expect(vitestPart).toMatch(/12\.0 s {2}\S*tests\/server\/f11\.test\.ts \(vitest\)/);
    expect(vitestPart).toContain('f2.test.ts');
    expect(vitestPart).not.toContain('f1.test.ts');
    expect(out).toMatch(/61\.0 s {2}slow\.spec\.ts\n\s+5\.0 s {2}shaky\.spec\.ts/);
    expect(out).toContain('~ shaky.spec.ts:9 › taps');
    expect(out.trim().split('\n').at(-1)).toBe('Tests: 14 passed, 0 failed, 0 skipped');
  });
});
