import type { ResetPasswordInput } from '@contract/account';
import { request } from '../client';

/**
 * POST /park/login/updatePasswordByCodeV2: the second step of 忘记密码, with the authorizationCode of the code check.
 * The new password goes as typed so the server can check the SPEC §5 rules (docs/decisions.md). Answers 重置密码成功.
 */
export const resetPassword = (input: ResetPasswordInput): Promise<null> =>
  request<null>('/park/login/updatePasswordByCodeV2', { method: 'POST', anonymous: true, json: input });
