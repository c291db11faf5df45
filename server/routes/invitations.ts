import type { FastifyInstance } from 'fastify';
import {
  INVITE_PERMISSION,
  InvitationMsg,
  invitationSchoolBodySchema,
  invitationSchoolQuerySchema,
  joinKeyQuerySchema,
  joinRequestSchema,
} from '@contract';
import { changeInvitationKey } from '../services/org/invitations/change-invitation-key';
import { checkJoinKey } from '../services/org/invitations/check-join-key';
import { getInvitationKey } from '../services/org/invitations/get-invitation-key';
import { joinSchool } from '../services/org/invitations/join-school';
import { listInvitePositions } from '../services/org/invitations/list-invite-positions';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/** Registration from a QR costs an argon2 hash and makes an account: a few per address and hour are plenty. */
export const JOIN_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
const CHECK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Staff invitation (SPEC §7 "registration key get, change, expire") and the /weCode registration. */
export function invitationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/park/registration/getKey', {
    permission: INVITE_PERMISSION,
    input: query(invitationSchoolQuerySchema),
    run: getInvitationKey,
  });
  route('GET', '/park/registration/positions', {
    permission: INVITE_PERMISSION,
    input: query(invitationSchoolQuerySchema),
    run: listInvitePositions,
  });
  route('POST', '/park/registration/changeKey', {
    permission: INVITE_PERMISSION,
    deniedMsg: InvitationMsg.regenerateForbidden,
    input: body(invitationSchoolBodySchema),
    run: changeInvitationKey,
  });
  route('GET', '/park/registration/anon/expire', {
    anonymous: true,
    options: { config: { rateLimit: CHECK_RATE_LIMIT } },
    input: query(joinKeyQuerySchema),
    run: checkJoinKey,
  });
  route('POST', '/park/registration/anon/join', {
    anonymous: true,
    options: { config: { rateLimit: JOIN_RATE_LIMIT } },
    input: body(joinRequestSchema),
    run: joinSchool,
  });
}
