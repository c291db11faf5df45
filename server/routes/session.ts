import { loginCalls } from '@contract/login-calls';
import { sessionCalls } from '@contract/session-calls';
import type { FastifyInstance } from 'fastify';
import { SIGN_IN_RATE_LIMIT, signInAddressCap } from '../plugins/security';
import { getMenu } from '../services/session/get-menu';
import { getTermWarn } from '../services/session/get-term-warn';
import { getUserInfo } from '../services/session/get-user-info';
import { logIn } from '../services/session/log-in';
import { logOut } from '../services/session/log-out';
import { querySchoolCodeStatus } from '../services/session/query-school-code-status';
import { renewToken } from '../services/session/renew-token';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/** Session and account calls of SPEC §7. */
export function sessionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const signInLimits = { config: { rateLimit: SIGN_IN_RATE_LIMIT }, onRequest: signInAddressCap(app) };
  route(loginCalls.logIn, {
    options: signInLimits,
    run: logIn,
  });
  route(sessionCalls.getUserInfo, {
    run: getUserInfo,
  });
  route(sessionCalls.getMenu, {
    run: getMenu,
  });
  route(loginCalls.logOut, {
    whileExpired: true,
    run: logOut,
  });
  route(sessionCalls.querySchoolCodeStatus, {
    run: querySchoolCodeStatus,
  });
  route(sessionCalls.getTermWarn, {
    run: getTermWarn,
  });
  route(sessionCalls.renewToken, {
    run: renewToken,
  });
}
