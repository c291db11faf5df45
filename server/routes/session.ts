import type { FastifyInstance } from 'fastify';
import { loginFormSchema, userInfoQuerySchema, MEMBER } from '@contract';
import { SIGN_IN_RATE_LIMIT, signInAddressCap } from '../plugins/security';
import { getMenu } from '../services/session/get-menu';
import { getTermWarn } from '../services/session/get-term-warn';
import { getUserInfo } from '../services/session/get-user-info';
import { logIn } from '../services/session/log-in';
import { logOut } from '../services/session/log-out';
import { querySchoolCodeStatus } from '../services/session/query-school-code-status';
import { renewToken } from '../services/session/renew-token';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/** Session and account calls of SPEC §7. */
export function sessionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const signInLimits = { config: { rateLimit: SIGN_IN_RATE_LIMIT }, onRequest: signInAddressCap(app) };
  route('POST', '/park/login/auth', { anonymous: true, options: signInLimits, input: body(loginFormSchema), run: logIn });
  route('GET', '/park/login/getUserInfo', { permission: MEMBER, input: query(userInfoQuerySchema), run: getUserInfo });
  route('GET', '/park/login/menu', { permission: MEMBER, input: query(userInfoQuerySchema), run: getMenu });
  route('POST', '/park/login/logout', { permission: MEMBER, whileExpired: true, run: logOut });
  route('GET', '/park/querySchoolCodeStatus', { permission: MEMBER, input: query(userInfoQuerySchema), run: querySchoolCodeStatus });
  route('GET', '/park/bj/term/warn', { permission: MEMBER, input: query(userInfoQuerySchema), run: getTermWarn });
  route('GET', '/park/login/expireToken', { permission: MEMBER, run: renewToken });
}
