import { invitationsCalls } from '@contract/org/invitations-calls';
import { call } from '../call';
import type { JoinInfo } from '@contract/org/invitations';

/** GET /park/registration/anon/expire: the school a join key invites to and its seconds left, or 二维码已失效. */
export const checkJoinKey = (key: string): Promise<JoinInfo> => call(invitationsCalls.checkJoinKey, { key }, { quiet: true });
