import { invitationsCalls } from '@contract/org/invitations-calls';
import type { FastifyInstance } from 'fastify';
import { InvitationMsg } from '@contract';
import { changeInvitationKey } from '../../services/org/invitations/change-invitation-key';
import { checkJoinKey } from '../../services/org/invitations/check-join-key';
import { getInvitationKey } from '../../services/org/invitations/get-invitation-key';
import { joinSchool } from '../../services/org/invitations/join-school';
import { listInvitePositions } from '../../services/org/invitations/list-invite-positions';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/** Registration from a QR costs an argon2 hash and makes an account: a few per address and hour are plenty. */
export const JOIN_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
const CHECK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Staff invitation (SPEC §7 "registration key get, change, expire") and the /weCode registration. */
export function invitationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(invitationsCalls.getInvitationKey, { run: getInvitationKey });
  route(invitationsCalls.listInvitePositions, { run: listInvitePositions });
  route(invitationsCalls.changeInvitationKey, { deniedMsg: InvitationMsg.regenerateForbidden, run: changeInvitationKey });
  route(invitationsCalls.checkJoinKey, { options: { config: { rateLimit: CHECK_RATE_LIMIT } }, run: checkJoinKey });
  route(invitationsCalls.joinSchool, { options: { config: { rateLimit: JOIN_RATE_LIMIT } }, run: joinSchool });
}
