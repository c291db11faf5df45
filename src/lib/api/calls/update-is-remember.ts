import { loginCalls } from '@contract/login-calls';
import { call } from '../call';

/** POST /park/acount/updateIsRemember: the 记住我 choice of this login; nobody waits for it, so failures stay quiet. */
export const updateIsRemember = (isRemember: 0 | 1): Promise<null> => call(loginCalls.updateIsRemember, { isRemember }, { quiet: true });
