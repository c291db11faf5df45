import type { SetPasswordInput } from '@contract/account';
import { request } from '../client';

/** POST /park/login/setPwd: the first password of an account flagged setPwd (as typed, docs/decisions.md). Answers 设置成功. */
export const setPassword = (input: SetPasswordInput): Promise<null> => request<null>('/park/login/setPwd', { method: 'POST', json: input });
