import { smsCalls } from '@contract/sms-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SmsMsg } from '@contract';
import type { ServiceContext } from '../services/context';
import { LOGIN_RATE_LIMIT, SMS_RATE_LIMIT } from '../plugins/security';
import { completeDualVerification } from '../services/session/complete-dual-verification';
import { sendSmsCode } from '../services/sms/send-sms-code';
import { validateResetCode } from '../services/sms/validate-reset-code';
import type { RouteDeps } from './deps';
import { parseCall, serviceRoutes } from './service-route';

/** Sending costs money and reaches someone's phone: the strict limit. Checking a code: the login limit (codes die after 5 wrong guesses anyway). */
const limited = { config: { rateLimit: SMS_RATE_LIMIT } };
const checked = { config: { rateLimit: LOGIN_RATE_LIMIT } };

/** SMS codes of SPEC §7: sending (text or voice), the reset code check, and the second step of dual verification. */
export function smsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const send = (call: Omit<typeof smsCalls.sendSms, 'path'> & { path: string }, channel: 'text' | 'voice') =>
    route(call, {
      options: limited,
      input: (req: FastifyRequest) => ({ ...parseCall(call, req), ip: req.ip, channel }),
      run: async (ctx: ServiceContext, input: Parameters<typeof sendSmsCode>[1]) => {
        await sendSmsCode(ctx, input);
        return null;
      },
      msg: SmsMsg.sent,
    });
  send(smsCalls.sendSms, 'text');
  send(smsCalls.sendSmsOld, 'text');
  send(smsCalls.sendSmsByVoice, 'voice');
  route(smsCalls.validateResetCode, { options: checked, run: validateResetCode });
  route(smsCalls.completeDualVerification, { options: checked, run: completeDualVerification });
}
