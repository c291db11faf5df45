import { accountCalls } from '@contract/account-calls';
import { call } from '../call';
import type { SetPasswordInput } from '@contract/account';

/** POST /park/login/setPwd: the first password of an account flagged setPwd (as typed, docs/decisions.md). Answers 设置成功. */
export const setPassword = (input: SetPasswordInput): Promise<null> => call(accountCalls.setPassword, input);
