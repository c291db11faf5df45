import { type BrowserContext, expect } from '@playwright/test';
import { OPERATOR_KEY_FRAGMENT } from '../../contract/dev-aids';
import { OPERATOR_KEY } from './operator';

/** The SMS inbox's link as the server prints it on its console: the operator key in the fragment. */
export const smsInboxUrl = (base = '') => `${base}/dev/sms#${OPERATOR_KEY_FRAGMENT}=${OPERATOR_KEY}`;

/** The newest code sent to a phone, read on the development SMS page (/dev/sms) as the operator would. */
export async function readSmsCode(context: BrowserContext, base: string, phone: string): Promise<string> {
  const inbox = await context.newPage();
  await inbox.goto(smsInboxUrl(base));
  const row = inbox.getByRole('row').filter({ hasText: phone }).first();
  await expect(row).toBeVisible();
  const code = ((await row.getByTestId('sms-code').textContent()) ?? '').trim();
  await inbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}
