import type { FastifyInstance } from 'fastify';
import {
  joinRequestListQuerySchema,
  joinRequestRejectSchema,
  joinRequestReviewSchema,
  PARENT_INVITE_PERMISSION,
  PARENT_REVIEW_PERMISSION,
  ParentInviteMsg,
  parentInviteRevokeSchema,
  parentJoinSchema,
  parentKeyQuerySchema,
  parentQrBatchSchema,
} from '@contract';
import { checkParentKey } from '../services/people/parent-invites/check-parent-key';
import { listJoinRequests } from '../services/people/parent-invites/list-join-requests';
import { makeParentQrcodes } from '../services/people/parent-invites/make-parent-qrcodes';
import { requestToJoin } from '../services/people/parent-invites/request-to-join';
import { approveJoinRequest, rejectJoinRequest } from '../services/people/parent-invites/review-join-request';
import { revokeParentInvite } from '../services/people/parent-invites/revoke-parent-invite';
import type { RouteDeps } from './deps';
import { JOIN_RATE_LIMIT } from './invitations';
import { body, query, serviceRoutes } from './service-route';

const CHECK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Parent invitations (SPEC §7 getQrcodeImgUrlBatch) and their review; the parent's two calls are open. */
export function parentInviteRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('POST', '/park/getQrcodeImgUrlBatch', {
    permission: PARENT_INVITE_PERMISSION,
    input: body(parentQrBatchSchema),
    run: makeParentQrcodes,
    tx: true,
  });
  route('POST', '/park/parentInvite/revoke', {
    permission: PARENT_INVITE_PERMISSION,
    input: body(parentInviteRevokeSchema),
    run: revokeParentInvite,
    msg: ParentInviteMsg.revoked,
  });
  route('GET', '/park/parentInvite/requests', {
    permission: '/YWGL/JCXX/YEGL',
    input: query(joinRequestListQuerySchema),
    run: listJoinRequests,
  });
  route('POST', '/park/parentInvite/approve', {
    permission: PARENT_REVIEW_PERMISSION,
    input: body(joinRequestReviewSchema),
    run: approveJoinRequest,
    msg: ParentInviteMsg.approved,
    tx: true,
  });
  route('POST', '/park/parentInvite/reject', {
    permission: PARENT_REVIEW_PERMISSION,
    input: body(joinRequestRejectSchema),
    run: rejectJoinRequest,
    msg: ParentInviteMsg.rejected,
    tx: true,
  });
  route('GET', '/park/parentInvite/anon/info', {
    anonymous: true,
    options: { config: { rateLimit: CHECK_RATE_LIMIT } },
    input: query(parentKeyQuerySchema),
    run: checkParentKey,
  });
  route('POST', '/park/parentInvite/anon/join', {
    anonymous: true,
    options: { config: { rateLimit: JOIN_RATE_LIMIT } },
    input: body(parentJoinSchema),
    run: requestToJoin,
    msg: ParentInviteMsg.submitted,
    // No transaction: a wrong SMS code must count against the code even though the call then fails.
  });
}
