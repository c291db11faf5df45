import { invitationsCalls } from '@contract/org/invitations-calls';
import { call } from '../call';
import type { InvitationKey } from '@contract/org/invitations';

/**
 * POST /park/registration/changeKey: a new key, to the position chosen (else the current key's); the old link stops
 * working. Members who may invite, to positions within their own rights.
 */
export const changeInvitationKey = (schoolId: number, positionId?: number): Promise<InvitationKey> =>
  call(invitationsCalls.changeInvitationKey, positionId === undefined ? { schoolId } : { schoolId, positionId });
