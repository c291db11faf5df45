import { invitationsCalls } from '@contract/org/invitations-calls';
import { call } from '../call';
import type { InvitePosition } from '@contract/org/invitations';
import type { RequestOptions } from '../client';

/** GET /park/registration/positions: the positions the member may invite to (rights within their own). */
export const getInvitePositions = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<InvitePosition[]> =>
  call(invitationsCalls.listInvitePositions, { schoolId }, options);
