import { type InvitePosition, invitePositionsSchema } from '@contract/org/invitations';
import { request, type RequestOptions } from '../client';

/** GET /park/registration/positions: the positions the member may invite to (rights within their own). */
export const getInvitePositions = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<InvitePosition[]> =>
  request('/park/registration/positions', { ...options, params: { schoolId }, schema: invitePositionsSchema });
