import { type InvitationKey, invitationKeySchema } from '@contract/org/invitations';
import { request, type RequestOptions } from '../client';

/** GET /park/registration/getKey: the school's invitation key and seconds left (a new one once it lapsed). */
export const getInvitationKey = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<InvitationKey> =>
  request('/park/registration/getKey', { ...options, params: { schoolId }, schema: invitationKeySchema });
