import {
  type BookkeepingSetting,
  type BookkeepingSettingView,
  bookkeepingSettingViewSchema,
  type FinancePasswordState,
  financePasswordStateSchema,
} from '@contract/finance/settings';
import { request } from '../client';
import { md5Hex } from '../sign-client';

/** GET /park/pwd/getPwd: whether the current school has a finance password. */
export const getFinancePasswordState = (): Promise<FinancePasswordState> =>
  request('/park/pwd/getPwd', { schema: financePasswordStateSchema });

/** POST /park/pwd/save: the new finance password as typed (the server checks the §5 rules), the login password as md5. */
export async function saveFinancePassword(input: { password: string; repassword: string; loginPassword: string }): Promise<null> {
  return request<null>('/park/pwd/save', { json: { ...input, loginPassword: await md5Hex(input.loginPassword) } });
}

/** POST /park/pwd/del: removes the finance password (the login password as md5). */
export async function deleteFinancePassword(loginPassword: string): Promise<null> {
  return request<null>('/park/pwd/del', { json: { loginPassword: await md5Hex(loginPassword) } });
}

export const getBookkeepingSetting = (): Promise<BookkeepingSettingView> =>
  request('/park/bookkeepingSetting/getSetting', { schema: bookkeepingSettingViewSchema });

export const saveBookkeepingSetting = (setting: BookkeepingSetting): Promise<null> =>
  request<null>('/park/bookkeepingSetting/save', { json: setting });
