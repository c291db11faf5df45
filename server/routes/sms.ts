import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, phoneCodeQuerySchema, sendSmsSchema, SmsMsg, validateCodeSchema } from '@contract';
import { parseInput, parseQuery } from '../lib/parse';
import { LOGIN_RATE_LIMIT, SMS_RATE_LIMIT } from '../plugins/security';
import { completeDualVerification } from '../services/sms/complete-dual-verification';
import { sendSmsCode } from '../services/sms/send-sms-code';
import { validateResetCode } from '../services/sms/validate-reset-code';
import type { RouteDeps } from './deps';

/** Sending costs money and reaches someone's phone: the strict limit. Checking a code: the login limit (codes die after 5 wrong guesses anyway). */
const limited = { config: { anonymous: true, rateLimit: SMS_RATE_LIMIT } };
const checked = { config: { anonymous: true, rateLimit: LOGIN_RATE_LIMIT } };

/** SMS codes of SPEC §7: sending (text or voice), the reset code check, and the second step of dual verification. */
export function smsRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  const send = (channel: 'text' | 'voice') => async (req: FastifyRequest) => {
    await sendSmsCode({ ...ctx, ip: req.ip }, { ...parseInput(sendSmsSchema, req.body), ip: req.ip, channel });
    return ok(null, SmsMsg.sent);
  };
  app.post('/park/login/sendSms', limited, send('text'));
  /** The older name of the same call. */
  app.post('/park/login/sms', limited, send('text'));
  app.post('/park/login/sendSmsCallByVoice', limited, send('voice'));
  app.post('/park/login/validate/code', checked, async (req) => ok(await validateResetCode(ctx, parseInput(validateCodeSchema, req.body))));
  app.post('/park/login/phoneCode', checked, async (req) =>
    ok(await completeDualVerification({ ...ctx, ip: req.ip }, parseQuery(phoneCodeQuerySchema, req.query))),
  );
}
