import { defineCall } from '../call';
import {
  joinRequestListQuerySchema,
  joinRequestListSchema,
  joinRequestRejectSchema,
  joinRequestReviewSchema,
  joinSubmittedSchema,
  PARENT_INVITE_PERMISSION,
  PARENT_REVIEW_PERMISSION,
  parentInviteInfoSchema,
  parentInviteRevokeSchema,
  parentJoinSchema,
  parentKeyQuerySchema,
  parentQrBatchSchema,
  parentQrListSchema,
  reviewResultSchema,
} from './parent-invites';

/** The HTTP calls of server/routes/people/parent-invites.ts, as the client makes them (contract/call.ts). */
export const parentInvitesCalls = {
  makeParentQrcodes: defineCall({
    method: 'POST',
    path: '/park/getQrcodeImgUrlBatch',
    permission: PARENT_INVITE_PERMISSION,
    input: parentQrBatchSchema,
    output: parentQrListSchema,
  }),
  revokeParentInvite: defineCall({
    method: 'POST',
    path: '/park/parentInvite/revoke',
    permission: PARENT_INVITE_PERMISSION,
    input: parentInviteRevokeSchema,
  }),
  listJoinRequests: defineCall({
    method: 'GET',
    path: '/park/parentInvite/requests',
    permission: '/YWGL/JCXX/YEGL',
    input: joinRequestListQuerySchema,
    output: joinRequestListSchema,
  }),
  approveJoinRequest: defineCall({
    method: 'POST',
    path: '/park/parentInvite/approve',
    permission: PARENT_REVIEW_PERMISSION,
    input: joinRequestReviewSchema,
    output: reviewResultSchema,
  }),
  rejectJoinRequest: defineCall({
    method: 'POST',
    path: '/park/parentInvite/reject',
    permission: PARENT_REVIEW_PERMISSION,
    input: joinRequestRejectSchema,
    output: reviewResultSchema,
  }),
  checkParentKey: defineCall({
    method: 'GET',
    path: '/park/parentInvite/anon/info',
    anonymous: true,
    input: parentKeyQuerySchema,
    output: parentInviteInfoSchema,
  }),
  requestToJoin: defineCall({
    method: 'POST',
    path: '/park/parentInvite/anon/join',
    anonymous: true,
    input: parentJoinSchema,
    output: joinSubmittedSchema,
  }),
};
