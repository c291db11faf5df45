import {
  joinRequestListSchema,
  joinSubmittedSchema,
  type ParentJoin,
  parentInviteInfoSchema,
  parentQrListSchema,
  reviewResultSchema,
} from '@contract/people/parent-invites';
import { request } from '../client';

/** POST /park/getQrcodeImgUrlBatch: fresh codes for a class's children, or the listed ones (their previous codes stop working). */
export const makeParentQrcodes = (schoolId: number, of: { classId: string } | { studentIds: string[] }) =>
  request('/park/getQrcodeImgUrlBatch', { json: { schoolId, ...of }, schema: parentQrListSchema });

/** GET /park/parentInvite/requests: the school's parent requests (of one status, if given), newest first. */
export const listJoinRequests = (schoolId: number, status?: number, options: { quiet?: boolean } = {}) =>
  request('/park/parentInvite/requests', {
    params: status === undefined ? { schoolId } : { schoolId, status },
    schema: joinRequestListSchema,
    ...options,
  });

export const approveJoinRequest = (schoolId: number, id: string) =>
  request('/park/parentInvite/approve', { json: { schoolId, id }, schema: reviewResultSchema });

export const rejectJoinRequest = (schoolId: number, id: string, reason: string) =>
  request('/park/parentInvite/reject', { json: { schoolId, id, reason }, schema: reviewResultSchema });

/** The open join page's two calls. */
export const checkParentKey = (key: string) =>
  request('/park/parentInvite/anon/info', { anonymous: true, quiet: true, params: { key }, schema: parentInviteInfoSchema });
export const requestToJoin = (input: ParentJoin) =>
  request('/park/parentInvite/anon/join', { anonymous: true, json: input, schema: joinSubmittedSchema });
