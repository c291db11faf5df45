import type { FastifyInstance } from 'fastify';
import { invitationSchoolBodySchema, invitationSchoolQuerySchema, joinKeyQuerySchema, joinRequestSchema, ok } from '@contract';
import { parseInput, parseQuery } from '../lib/parse';
import { changeInvitationKey } from '../services/invitations/change-invitation-key';
import { checkJoinKey } from '../services/invitations/check-join-key';
import { getInvitationKey } from '../services/invitations/get-invitation-key';
import { joinSchool } from '../services/invitations/join-school';
import type { RouteDeps } from './deps';

/** Registration from a QR costs an argon2 hash and makes an account: a few per address and hour are plenty. */
export const JOIN_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
const CHECK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Staff invitation (SPEC §7 "registration key get, change, expire") and the /weCode registration. */
export function invitationRoutes(app: FastifyInstance, { ctx, authed }: RouteDeps): void {
  app.get('/park/registration/getKey', async (req) =>
    ok(await getInvitationKey(authed(req), parseQuery(invitationSchoolQuerySchema, req.query))),
  );
  app.post('/park/registration/changeKey', async (req) =>
    ok(await changeInvitationKey(authed(req), parseInput(invitationSchoolBodySchema, req.body))),
  );
  app.get('/park/registration/anon/expire', { config: { anonymous: true, rateLimit: CHECK_RATE_LIMIT } }, async (req) =>
    ok(await checkJoinKey(ctx, parseQuery(joinKeyQuerySchema, req.query))),
  );
  app.post('/park/registration/anon/join', { config: { anonymous: true, rateLimit: JOIN_RATE_LIMIT } }, async (req) =>
    ok(await joinSchool(ctx, parseInput(joinRequestSchema, req.body))),
  );
}
