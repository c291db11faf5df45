import { type JoinRequest, type JoinResult, joinResultSchema } from '@contract/org/invitations';
import { request } from '../client';

/**
 * POST /park/registration/anon/join. Unlike login, the password goes as typed (over HTTPS): the server must check
 * the SPEC §5 strength rules on it before it stores argon2id of its md5 (docs/decisions.md).
 */
export const joinSchool = (input: JoinRequest): Promise<JoinResult> =>
  request('/park/registration/anon/join', { anonymous: true, json: input, schema: joinResultSchema });
