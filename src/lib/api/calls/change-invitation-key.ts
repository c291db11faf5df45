import { type InvitationKey, invitationKeySchema } from '@contract/org/invitations';
import { request } from '../client';

/**
 * POST /park/registration/changeKey: a new key, to the position chosen (else the current key's); the old link stops
 * working. Members who may invite, to positions within their own rights.
 */
export const changeInvitationKey = (schoolId: number, positionId?: number): Promise<InvitationKey> =>
  request('/park/registration/changeKey', {
    json: positionId === undefined ? { schoolId } : { schoolId, positionId },
    schema: invitationKeySchema,
  });
