import { tokenExpirySchema } from '@contract/session';
import { request } from '../client';

/** GET /park/login/expireToken: slides the token's expiry (SPEC §7, every 30 minutes). */
export const renewToken = (): Promise<{ expirationTime: number }> =>
  request('/park/login/expireToken', { quiet: 'unreachable', schema: tokenExpirySchema });
