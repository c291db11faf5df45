import type { FastifyInstance } from 'fastify';
import { text } from '@contract';
import { z } from 'zod';
import { parseQuery } from '../lib/parse';
import { readCaptchaAnswer } from '../services/captcha/read-captcha-answer';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/** A development aid (server/routes/dev-aids.ts): a captcha's answer, for end-to-end tests against a captcha-on server. */
export function captchaTestHooks(app: FastifyInstance, deps: RouteDeps): void {
  serviceRoutes(app, deps)('GET', '/park/captcha/test-answer', {
    anonymous: true,
    input: (req) => parseQuery(z.object({ token: text(200, { required: '请求参数不正确', trim: false }) }), req.query).token,
    run: readCaptchaAnswer,
  });
}
