import { accountCalls } from '@contract/account-calls';
import { call } from '../call';
import type { FinanceUnlock } from '@contract/account';
import { md5Hex } from '../sign-client';

/** POST /park/pwd/check: the finance password (md5, like login) opens the finance pages for a while. */
export async function checkFinancePassword(password: string): Promise<FinanceUnlock> {
  return call(accountCalls.unlockFinance, { password: await md5Hex(password) });
}
