import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';

/**
 * Workers side by side, each with its own servers (tests/e2e/fixtures.ts); `E2E_WORKERS` sets how many, one per core
 * unless told: each worker's Chromium and server keep about a core busy, and more only wait their turn into timeouts.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(1, availableParallelism()));

/**
 * Debian's Chromium (never a downloaded build) against the built app (`E2E_DIST`, default dist) served by the real
 * server on PGlite: one server per worker on a copy of the demo data seeded once per run (tests/e2e/server.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Room for a CI machine three times slower than a developer's (seen: the same suite in 25 and in 65 minutes): a
  // test's steps are bounded by the action and expect timeouts, so a hang still fails at its step, naming it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: WORKERS,
  // A retry never hides a failure: a test that passes only on its retry is listed as flaky in the summary.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_PORT ? `.tmp/report-e2e-${process.env.E2E_PORT}.json` : '.tmp/report-e2e.json' }],
  ],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // A click on a control that never becomes enabled fails here, naming it, rather than at the test's own timeout.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: CHROMIUM_LAUNCH,
  },
});
