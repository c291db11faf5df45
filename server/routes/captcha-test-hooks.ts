import { captchaTestAnswerCall } from '@contract/captcha-test-calls';
import type { FastifyInstance } from 'fastify';
import { readCaptchaAnswer } from '../services/captcha/read-captcha-answer';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/** A development aid (server/routes/dev-aids.ts): a captcha's answer, for end-to-end tests against a captcha-on server. */
export function captchaTestHooks(app: FastifyInstance, deps: RouteDeps): void {
  serviceRoutes(app, deps)(captchaTestAnswerCall, {
    run: (ctx, { token }) => readCaptchaAnswer(ctx, token),
  });
}
