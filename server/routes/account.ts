import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccountMsg,
  changePasswordSchema,
  FinanceMsg,
  financeCheckSchema,
  ok,
  resetPasswordSchema,
  setPasswordSchema,
  updateIsRememberSchema,
} from '@contract';
import { parseInput } from '../lib/parse';
import { LOGIN_RATE_LIMIT } from '../plugins/security';
import { changePassword } from '../services/account/change-password';
import { financeHeartbeat } from '../services/account/finance-heartbeat';
import { resetPassword } from '../services/account/reset-password';
import { setPassword } from '../services/account/set-password';
import { unlockFinance } from '../services/account/unlock-finance';
import { updateIsRemember } from '../services/account/update-is-remember';
import type { RouteDeps } from './deps';

/**
 * Guessing a password through a stolen session: 10 tries per 10 minutes per session (then per address), for the
 * original password and the finance password alike.
 */
const PASSWORD_CHECK_LIMIT = {
  max: 10,
  timeWindow: '10 minutes',
  keyGenerator: (req: FastifyRequest) => (typeof req.headers.token === 'string' && req.headers.token ? `t:${req.headers.token}` : req.ip),
} as const;

/** Account security calls of SPEC §7: passwords (change, SMS reset, first password), 记住我, and the finance unlock. */
export function accountRoutes(app: FastifyInstance, { ctx, authed }: RouteDeps): void {
  app.post('/park/acount/updatePasswordByOldPass', { config: { rateLimit: PASSWORD_CHECK_LIMIT } }, async (req) =>
    ok(await changePassword(authed(req), parseInput(changePasswordSchema, req.body)), AccountMsg.changed),
  );
  const reset = async (req: FastifyRequest) => ok(await resetPassword(ctx, parseInput(resetPasswordSchema, req.body)), AccountMsg.reset);
  const anonymous = { config: { anonymous: true, rateLimit: LOGIN_RATE_LIMIT } };
  app.post('/park/login/updatePasswordByCodeV2', anonymous, reset);
  /** The older name of the same call. */
  app.post('/park/login/updatePasswordByCode', anonymous, reset);
  app.post('/park/login/setPwd', { config: { rateLimit: PASSWORD_CHECK_LIMIT } }, async (req) =>
    ok(await setPassword(authed(req), parseInput(setPasswordSchema, req.body)), AccountMsg.set),
  );
  app.post('/park/acount/updateIsRemember', async (req) =>
    ok(await updateIsRemember(authed(req), parseInput(updateIsRememberSchema, req.body))),
  );

  app.post('/park/pwd/check', { config: { rateLimit: PASSWORD_CHECK_LIMIT } }, async (req) =>
    ok(await unlockFinance(authed(req), parseInput(financeCheckSchema, req.body)), FinanceMsg.unlocked),
  );
  app.get('/park/pwd/heartbeat', async (req) => ok(await financeHeartbeat(authed(req))));
}
