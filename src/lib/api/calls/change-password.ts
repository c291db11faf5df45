import { accountCalls } from '@contract/account-calls';
import { call } from '../call';
import { md5Hex } from '../sign-client';

export interface ChangePasswordInput {
  mobilePhone: string;
  oldPassword: string;
  newPassword: string;
}

/**
 * POST /park/acount/updatePasswordByOldPass: the original password goes as md5 (like login), the new one as typed
 * so the server can check the SPEC §5 rules before storing argon2id of its md5 (docs/decisions.md). Answers 修改成功.
 */
export async function changePassword(
  { mobilePhone, oldPassword, newPassword }: ChangePasswordInput,
  options: { quiet?: boolean } = {},
): Promise<null> {
  const password = await md5Hex(oldPassword);
  return call(accountCalls.changePassword, { mobilePhone, password, newPassword }, options);
}
