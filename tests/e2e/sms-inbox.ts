import { type BrowserContext, expect } from '@playwright/test';

/** The newest code sent to a phone, read on the development SMS page (/dev/sms) as a person would. */
export async function readSmsCode(context: BrowserContext, base: string, phone: string): Promise<string> {
  const inbox = await context.newPage();
  await inbox.goto(`${base}/dev/sms`);
  const row = inbox.getByRole('row').filter({ hasText: phone }).first();
  await expect(row).toBeVisible();
  const code = ((await row.getByTestId('sms-code').textContent()) ?? '').trim();
  await inbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}
