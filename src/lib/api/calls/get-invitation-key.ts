import { invitationsCalls } from '@contract/org/invitations-calls';
import { call } from '../call';
import type { InvitationKey } from '@contract/org/invitations';
import type { RequestOptions } from '../client';

/** GET /park/registration/getKey: the school's invitation key and seconds left (a new one once it lapsed). */
export const getInvitationKey = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<InvitationKey> =>
  call(invitationsCalls.getInvitationKey, { schoolId }, options);
