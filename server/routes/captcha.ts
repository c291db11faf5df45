import type { FastifyInstance } from 'fastify';
import { captchaCheckSchema, captchaGetSchema } from '@contract';
import { captchaFailure } from '../services/captcha/captcha-reply';
import { checkCaptcha } from '../services/captcha/check-captcha';
import { hasCjkFont } from '../services/captcha/fonts';
import { getCaptcha } from '../services/captcha/get-captcha';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

const anonymous = { config: { anonymous: true } };

/** Captcha calls of SPEC §7; they answer AJ-Captcha's `{repCode, repMsg, repData}`, not the usual envelope. */
export function captchaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = serviceRoutes(app, deps);
  if (!hasCjkFont()) app.log.warn('No CJK font found (install fonts-noto-cjk): click-word captcha characters will not render');
  app.post('/park/captcha/get', anonymous, async (req) => {
    const input = captchaGetSchema.safeParse(req.body ?? {});
    return input.success ? getCaptcha(ctx, { ...input.data, ip: req.ip }) : captchaFailure('invalid');
  });
  app.post('/park/captcha/check', anonymous, async (req) => {
    const input = captchaCheckSchema.safeParse(req.body ?? {});
    return input.success ? checkCaptcha(ctx, input.data) : captchaFailure('invalid');
  });
  /** Whether this server asks for a captcha before login, SMS and reset. */
  route('GET', '/park/captcha/config', { anonymous: true, run: async (c) => ({ enabled: c.config.captcha }) });
}
