import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@contract';
import { AppError } from '../lib/app-error';
import { isLocalRequest } from '../lib/local-request';
import { listDevSms } from '../services/sms/list-dev-sms';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

const anonymous = { config: { anonymous: true } };

/**
 * /dev/sms: what the local SMS provider "sent", so codes can be read without a gateway, by the person running the
 * server only: its messages answer requests from the server's own machine (server/lib/local-request.ts) and 403
 * any other, whatever NODE_ENV is. Registered only while the local provider is in use and never in production
 * (NODE_ENV=production), where the page and its data answer 404; the console shows every code in any case.
 */
export function devSmsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  if (ctx.config.env === 'production' || ctx.sms?.kind !== 'local') return;
  // /dev is a server prefix (no SPA fallback), so the page itself is served here: the app's shell, routed to /dev/sms.
  app.get('/dev/sms', anonymous, async (_req, reply) => {
    const html = await readFile(join(resolve(ctx.config.webDir), 'index.html'), 'utf8').catch(() => null);
    if (html === null) throw AppError.notFound();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  serviceRoutes(app, deps)('GET', '/dev/sms/messages', {
    anonymous: true,
    input: (req) => {
      if (!isLocalRequest(req)) throw new AppError(ErrorCode.forbidden, '短信内容仅可在运行服务器的电脑上查看');
    },
    run: async (c) => ({ provider: 'local', messages: await listDevSms(c) }),
  });
}
