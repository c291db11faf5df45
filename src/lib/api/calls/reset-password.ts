import { accountCalls } from '@contract/account-calls';
import type { ResetPasswordInput } from '@contract/account';
import { call } from '../call';

/**
 * POST /park/login/updatePasswordByCodeV2: the second step of 忘记密码, with the authorizationCode of the code check.
 * The new password goes as typed so the server can check the SPEC §5 rules (docs/decisions.md). Answers 重置密码成功.
 */
export const resetPassword = (input: ResetPasswordInput): Promise<null> => call(accountCalls.resetPassword, input);
