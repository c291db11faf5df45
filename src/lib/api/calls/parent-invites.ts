import { parentInvitesCalls } from '@contract/people/parent-invites-calls';
import { call } from '../call';
import type { ParentJoin } from '@contract/people/parent-invites';

/** POST /park/getQrcodeImgUrlBatch: fresh codes for a class's children, or the listed ones (their previous codes stop working). */
export const makeParentQrcodes = (schoolId: number, of: { classId: string } | { studentIds: string[] }) =>
  call(parentInvitesCalls.makeParentQrcodes, { schoolId, ...of });

/** GET /park/parentInvite/requests: the school's parent requests (of one status, if given), newest first. */
export const listJoinRequests = (schoolId: number, status?: number, options: { quiet?: boolean } = {}) =>
  call(parentInvitesCalls.listJoinRequests, status === undefined ? { schoolId } : { schoolId, status }, options);

export const approveJoinRequest = (schoolId: number, id: string) => call(parentInvitesCalls.approveJoinRequest, { schoolId, id });

export const rejectJoinRequest = (schoolId: number, id: string, reason: string) =>
  call(parentInvitesCalls.rejectJoinRequest, { schoolId, id, reason });

/** The open join page's two calls. */
export const checkParentKey = (key: string) =>
  call(
    parentInvitesCalls.checkParentKey,
    { key },
    {
      quiet: true,
    },
  );
export const requestToJoin = (input: ParentJoin) => call(parentInvitesCalls.requestToJoin, input);
