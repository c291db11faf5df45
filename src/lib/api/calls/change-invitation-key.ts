import { type InvitationKey, invitationKeySchema } from '@contract';
import { request } from '../client';

/** POST /park/registration/changeKey: a new key; the old link stops working. Staff managers only. */
export const changeInvitationKey = (schoolId: number): Promise<InvitationKey> =>
  request('/park/registration/changeKey', { json: { schoolId }, schema: invitationKeySchema });
