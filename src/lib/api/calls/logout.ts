import { request, type RequestOptions } from '../client';

/** POST /park/login/logout: ends the token on the server. */
export const logout = (options: Pick<RequestOptions, 'quiet' | 'signal' | 'identity'> = {}): Promise<null> =>
  request<null>('/park/login/logout', { ...options, method: 'POST', json: {} });
