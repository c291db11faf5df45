/**
 * Debian's Chromium (never a downloaded build) with the flags this sandbox needs: no background network traffic
 * (the machine has no outside network), no GPU, no sandbox as root. Shared by Playwright and the browser bench.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
  // Under libfaketime (scripts/test-e2e-hours.sh) only Node runs on the moved clock: Chromium's renderers do not
  // start with it preloaded, so the browser is launched without it and its pages get the same time from Playwright's
  // clock (tests/e2e/fixtures.ts).
  ...(process.env.FAKETIME ? { env: { ...process.env, LD_PRELOAD: '' } } : {}),
};
