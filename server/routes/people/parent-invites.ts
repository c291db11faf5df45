import { parentInvitesCalls } from '@contract/people/parent-invites-calls';
import type { FastifyInstance } from 'fastify';
import { ParentInviteMsg } from '@contract';
import { checkParentKey } from '../../services/people/parent-invites/check-parent-key';
import { listJoinRequests } from '../../services/people/parent-invites/list-join-requests';
import { makeParentQrcodes } from '../../services/people/parent-invites/make-parent-qrcodes';
import { requestToJoin } from '../../services/people/parent-invites/request-to-join';
import { approveJoinRequest, rejectJoinRequest } from '../../services/people/parent-invites/review-join-request';
import { revokeParentInvite } from '../../services/people/parent-invites/revoke-parent-invite';
import type { RouteDeps } from '../deps';
import { JOIN_RATE_LIMIT } from '../org/invitations';
import { serviceRoutes } from '../service-route';

const CHECK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Parent invitations (SPEC §7 getQrcodeImgUrlBatch) and their review; the parent's two calls are open. */
export function parentInviteRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(parentInvitesCalls.makeParentQrcodes, {
    run: makeParentQrcodes,
    tx: true,
  });
  route(parentInvitesCalls.revokeParentInvite, {
    run: revokeParentInvite,
    msg: ParentInviteMsg.revoked,
  });
  route(parentInvitesCalls.listJoinRequests, {
    run: listJoinRequests,
  });
  route(parentInvitesCalls.approveJoinRequest, {
    run: approveJoinRequest,
    msg: ParentInviteMsg.approved,
    tx: true,
  });
  route(parentInvitesCalls.rejectJoinRequest, {
    run: rejectJoinRequest,
    msg: ParentInviteMsg.rejected,
    tx: true,
  });
  route(parentInvitesCalls.checkParentKey, {
    options: { config: { rateLimit: CHECK_RATE_LIMIT } },
    run: checkParentKey,
  });
  route(parentInvitesCalls.requestToJoin, {
    options: { config: { rateLimit: JOIN_RATE_LIMIT } },
    run: requestToJoin,
    msg: ParentInviteMsg.submitted,
    // No transaction: a wrong SMS code must count against the code even though the call then fails.
  });
}
