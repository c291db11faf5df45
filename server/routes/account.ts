import { loginCalls } from '@contract/login-calls';
import { accountCalls } from '@contract/account-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountMsg, FinanceMsg } from '@contract';
import { LOGIN_RATE_LIMIT } from '../plugins/security';
import { changePassword } from '../services/account/change-password';
import { financeHeartbeat } from '../services/finance/kernel/finance-heartbeat';
import { resetPassword } from '../services/account/reset-password';
import { setPassword } from '../services/account/set-password';
import { unlockFinance } from '../services/finance/kernel/unlock-finance';
import { updateIsRemember } from '../services/account/update-is-remember';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/**
 * Guessing a password through a stolen session: 10 tries per 10 minutes per session (then per address), for the
 * original password and the finance password alike.
 */
export const PASSWORD_CHECK_LIMIT = {
  max: 10,
  timeWindow: '10 minutes',
  keyGenerator: (req: FastifyRequest) => (typeof req.headers.token === 'string' && req.headers.token ? `t:${req.headers.token}` : req.ip),
} as const;

/** Account security calls of SPEC §7: passwords (change, SMS reset, first password), 记住我, and the finance unlock. */
export function accountRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const checked = { config: { rateLimit: PASSWORD_CHECK_LIMIT } };
  // The user's own account, and unlocking finance pages to read them: allowed in an expired school too.
  route(accountCalls.changePassword, { whileExpired: true, options: checked, run: changePassword, msg: AccountMsg.changed });
  const reset = { options: { config: { rateLimit: LOGIN_RATE_LIMIT } }, run: resetPassword, msg: AccountMsg.reset };
  route(accountCalls.resetPassword, reset);
  route(accountCalls.resetPasswordOld, reset);
  route(accountCalls.setPassword, { whileExpired: true, options: checked, run: setPassword, msg: AccountMsg.set });
  route(loginCalls.updateIsRemember, { whileExpired: true, run: updateIsRemember });

  route(accountCalls.unlockFinance, { whileExpired: true, options: checked, run: unlockFinance, msg: FinanceMsg.unlocked });
  route(accountCalls.financeHeartbeat, { run: financeHeartbeat });
}
