import { invitationsCalls } from '@contract/org/invitations-calls';
import { call } from '../call';
import type { JoinRequest, JoinResult } from '@contract/org/invitations';

/**
 * POST /park/registration/anon/join. Unlike login, the password goes as typed (over HTTPS): the server must check
 * the SPEC §5 strength rules on it before it stores argon2id of its md5 (docs/decisions.md).
 */
export const joinSchool = (input: JoinRequest): Promise<JoinResult> => call(invitationsCalls.joinSchool, input);
