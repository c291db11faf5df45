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
};
