import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';

// Chromium never offers installation in an incognito context, which a normal Playwright context is: use a profile.
test('the app is installable: manifest in Chinese, icons, a controlling service worker', async ({ baseURL, launchOptions }) => {
  const profile = mkdtempSync(join(tmpdir(), 'yuanwu-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale: 'zh-CN' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestHref ?? '')).json();
    expect(manifest.lang).toBe('zh-CN');
    expect(manifest.name).toMatch(/[\u4e00-\u9fa5]/);
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
