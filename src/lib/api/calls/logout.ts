import { loginCalls } from '@contract/login-calls';
import { call } from '../call';
import type { RequestOptions } from '../client';

/** Ends the token on the server (a POST without a body, signed over the empty query). */
export const logout = (options: Pick<RequestOptions, 'quiet' | 'signal' | 'identity'> = {}): Promise<null> =>
  call(loginCalls.logOut, undefined, options);
