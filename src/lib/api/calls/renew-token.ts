import { sessionCalls } from '@contract/session-calls';
import { call } from '../call';

/** GET /park/login/expireToken: slides the token's expiry (SPEC §7, every 30 minutes). */
export const renewToken = (): Promise<{ expirationTime: number }> =>
  call(sessionCalls.renewToken, undefined, {
    quiet: 'unreachable',
  });
