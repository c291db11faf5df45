import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';
import { OPERATOR_KEY } from './tests/e2e/operator';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** Where the built app lives (`npm run build` writes dist/); a separate build can be tested beside it. */
const DIST = process.env.E2E_DIST ?? 'dist';
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
/** A second server with the captcha on (its answer hook a development aid), used by captcha.spec.ts and password.spec.ts. */
const CAPTCHA_PORT = PORT + 100;
/** The e2e server's JT/T 808 port, derived from its HTTP port so parallel runs never share the default 7808. */
const E2E_JT808_PORT = PORT + 20000 <= 65535 ? PORT + 20000 : 0;

/** Debian's Chromium (never a downloaded build) against the built app served by the real server on a fresh PGlite. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_PORT ? `.tmp/report-e2e-${PORT}.json` : '.tmp/report-e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: `rm -rf ${DATA_DIR} && node ${DIST}/server/main.js`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        JT808_PORT: String(E2E_JT808_PORT),
        DATA_DIR,
        WEB_DIR: `${DIST}/web`,
        YUANWU_CAPTCHA: 'off',
        NODE_ENV: 'test',
        // The SMS inbox and the test hooks, for the key the specs send (tests/e2e/operator.ts).
        YUANWU_DEV_AIDS: 'on',
        YUANWU_OPERATOR_KEY: OPERATOR_KEY,
        YUANWU_DEMO_ATTENDANCE_DAYS: '28',
      },
    },
    {
      command: `rm -rf ${DATA_DIR}-captcha && node ${DIST}/server/main.js`,
      url: `http://127.0.0.1:${CAPTCHA_PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(CAPTCHA_PORT),
        JT808_PORT: 'off',
        DATA_DIR: `${DATA_DIR}-captcha`,
        WEB_DIR: `${DIST}/web`,
        YUANWU_CAPTCHA: 'on',
        NODE_ENV: 'test',
        YUANWU_DEV_AIDS: 'on',
        YUANWU_OPERATOR_KEY: OPERATOR_KEY,
        YUANWU_DEMO_ATTENDANCE_DAYS: '28',
      },
    },
  ],
});
