import type { FastifyInstance } from 'fastify';
import { loginFormSchema, ok, userInfoQuerySchema } from '@contract';
import { parseInput, parseQuery } from '../lib/parse';
import { SIGN_IN_RATE_LIMIT, signInAddressCap } from '../plugins/security';
import { getMenu } from '../services/session/get-menu';
import { getTermWarn } from '../services/session/get-term-warn';
import { getUserInfo } from '../services/session/get-user-info';
import { logIn } from '../services/session/log-in';
import { logOut } from '../services/session/log-out';
import { querySchoolCodeStatus } from '../services/session/query-school-code-status';
import { renewToken } from '../services/session/renew-token';
import type { RouteDeps } from './deps';

/** Session and account calls of SPEC §7. */
export function sessionRoutes(app: FastifyInstance, { ctx, authed }: RouteDeps): void {
  const signInLimits = { config: { anonymous: true, rateLimit: SIGN_IN_RATE_LIMIT }, onRequest: signInAddressCap(app) };
  app.post('/park/login/auth', signInLimits, async (req) => ok(await logIn({ ...ctx, ip: req.ip }, parseInput(loginFormSchema, req.body))));
  app.get('/park/login/getUserInfo', async (req) => ok(await getUserInfo(authed(req), parseQuery(userInfoQuerySchema, req.query))));
  app.get('/park/login/menu', async (req) => ok(await getMenu(authed(req), parseQuery(userInfoQuerySchema, req.query))));
  app.post('/park/login/logout', async (req) => ok(await logOut(authed(req))));
  app.get('/park/querySchoolCodeStatus', async (req) =>
    ok(await querySchoolCodeStatus(authed(req), parseQuery(userInfoQuerySchema, req.query))),
  );
  app.get('/park/bj/term/warn', async (req) => ok(await getTermWarn(authed(req), parseQuery(userInfoQuerySchema, req.query))));
  app.get('/park/login/expireToken', async (req) => ok(await renewToken(authed(req))));
}
