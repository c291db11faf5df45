import { captchaCalls } from '@contract/captcha-calls';
import { loginCalls } from '@contract/login-calls';
import type { FastifyInstance } from 'fastify';
import { captchaCheckSchema, captchaGetSchema } from '@contract';
import { captchaFailure } from '../services/captcha/captcha-reply';
import { checkCaptcha } from '../services/captcha/check-captcha';
import { hasCjkFont } from '../services/captcha/fonts';
import { getCaptcha } from '../services/captcha/get-captcha';
import type { RouteDeps } from './deps';
import { callRoute, serviceRoutes } from './service-route';

/** Captcha calls of SPEC §7; they answer AJ-Captcha's `{repCode, repMsg, repData}`, not the usual envelope. */
export function captchaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = serviceRoutes(app, deps);
  if (!hasCjkFont()) app.log.warn('No CJK font found (install fonts-noto-cjk): click-word captcha characters will not render');
  // A bad input is a captcha failure in AJ-Captcha's answer, not the envelope's 400.
  app.route(
    callRoute(captchaCalls.getCaptcha, {
      handler: async (req) => {
        const input = captchaGetSchema.safeParse(req.body ?? {});
        return input.success ? getCaptcha(ctx, { ...input.data, ip: req.ip }) : captchaFailure('invalid');
      },
    }),
  );
  app.route(
    callRoute(captchaCalls.checkCaptcha, {
      handler: async (req) => {
        const input = captchaCheckSchema.safeParse(req.body ?? {});
        return input.success ? checkCaptcha(ctx, input.data) : captchaFailure('invalid');
      },
    }),
  );
  /** Whether this server asks for a captcha before login, SMS and reset. */
  route(loginCalls.captchaConfig, { run: async (c) => ({ enabled: c.config.captcha }) });
}
