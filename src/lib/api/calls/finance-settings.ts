import { financeSettingsCalls } from '@contract/finance/settings-calls';
import { call } from '../call';
import type { BookkeepingSetting, BookkeepingSettingView, FinancePasswordState } from '@contract/finance/settings';
import { md5Hex } from '../sign-client';

/** GET /park/pwd/getPwd: whether the current school has a finance password. */
export const getFinancePasswordState = (): Promise<FinancePasswordState> => call(financeSettingsCalls.financePasswordState);

/** POST /park/pwd/save: the new finance password as typed (the server checks the §5 rules), the login password as md5. */
export async function saveFinancePassword(input: { password: string; repassword: string; loginPassword: string }): Promise<null> {
  return call(financeSettingsCalls.saveFinancePassword, { ...input, loginPassword: await md5Hex(input.loginPassword) });
}

/** POST /park/pwd/del: removes the finance password (the login password as md5). */
export async function deleteFinancePassword(loginPassword: string): Promise<null> {
  return call(financeSettingsCalls.deleteFinancePassword, { loginPassword: await md5Hex(loginPassword) });
}

export const getBookkeepingSetting = (): Promise<BookkeepingSettingView> => call(financeSettingsCalls.getBookkeepingSetting);

export const saveBookkeepingSetting = (setting: BookkeepingSetting): Promise<null> =>
  call(financeSettingsCalls.saveBookkeepingSetting, setting);
