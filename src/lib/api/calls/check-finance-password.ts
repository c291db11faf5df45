import { type FinanceUnlock, financeUnlockSchema } from '@contract/account';
import { request } from '../client';
import { md5Hex } from '../sign-client';

/** POST /park/pwd/check: the finance password (md5, like login) opens the finance pages for a while. */
export async function checkFinancePassword(password: string): Promise<FinanceUnlock> {
  return request('/park/pwd/check', { method: 'POST', json: { password: await md5Hex(password) }, schema: financeUnlockSchema });
}
