import {
  joinRequestListSchema,
  joinSubmittedSchema,
  type ParentJoin,
  parentInviteInfoSchema,
  parentQrListSchema,
  reviewResultSchema,
} from '@contract/parent-invites';
import { request } from '../client';

/** POST /park/getQrcodeImgUrlBatch: fresh codes for a class's children (their previous codes stop working). */
export const makeParentQrcodes = (schoolId: number, classId: string) =>
  request('/park/getQrcodeImgUrlBatch', { json: { schoolId, classId }, schema: parentQrListSchema });

/** GET /park/parentInvite/requests: the school's parent requests, newest first. */
export const listJoinRequests = (schoolId: number) =>
  request('/park/parentInvite/requests', { params: { schoolId }, schema: joinRequestListSchema });

export const approveJoinRequest = (schoolId: number, id: string) =>
  request('/park/parentInvite/approve', { json: { schoolId, id }, schema: reviewResultSchema });

export const rejectJoinRequest = (schoolId: number, id: string, reason: string) =>
  request('/park/parentInvite/reject', { json: { schoolId, id, reason }, schema: reviewResultSchema });

/** The open join page's two calls. */
export const checkParentKey = (key: string) =>
  request('/park/parentInvite/anon/info', { anonymous: true, quiet: true, params: { key }, schema: parentInviteInfoSchema });
export const requestToJoin = (input: ParentJoin) =>
  request('/park/parentInvite/anon/join', { anonymous: true, json: input, schema: joinSubmittedSchema });
