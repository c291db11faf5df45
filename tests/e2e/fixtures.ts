import { test as base } from '@playwright/test';
import { type E2EServer, startE2EServer } from './server';

export { expect } from '@playwright/test';

interface WorkerFixtures {
  /**
   * The login captcha on (with its test-only answer hook) for the specs that pass it themselves
   * (`test.use({ captcha: true })`): Playwright gives them workers of their own, whose server has it on.
   */
  captcha: boolean;
  /** This worker's own server: its own port, JT/T 808 port, data folder (a copy of the seeded one) and clock. */
  server: E2EServer;
  /** The JT/T 808 port of the worker's server, for specs that play a bus terminal. */
  jt808Port: number;
}

/**
 * Every spec imports `test` and `expect` from here. Workers run side by side, each with a server of its own
 * (tests/e2e/server.ts), so a spec that changes demo data or moves the server's clock never meets another worker's
 * spec; `baseURL` is the worker's server.
 */
export const test = base.extend<object, WorkerFixtures>({
  captcha: [false, { option: true, scope: 'worker' }],
  server: [
    async ({ captcha }, use, workerInfo) => {
      const server = await startE2EServer({ slot: workerInfo.parallelIndex, worker: workerInfo.workerIndex, captcha });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  jt808Port: [async ({ server }, use) => use(server.jt808Port), { scope: 'worker' }],
  // On a moved clock (scripts/test-e2e-hours.sh runs Node under libfaketime), every page of every context starts
  // at this process's time and runs on: the day the screens see is the servers' and the specs' day.
  browser: [
    async ({ browser }, use) => {
      if (process.env.FAKETIME) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await context.clock.install({ time: Date.now() });
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
