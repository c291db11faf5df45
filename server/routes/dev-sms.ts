import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ok } from '@contract';
import { AppError } from '../lib/app-error';
import { listDevSms } from '../services/sms/list-dev-sms';
import type { RouteDeps } from './deps';

const anonymous = { config: { anonymous: true } };

/**
 * /dev/sms: what the local SMS provider "sent", so codes can be read here. Never registered in production
 * (NODE_ENV=production), where the page and its data answer 404.
 */
export function devSmsRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  if (ctx.config.env === 'production') return;
  // /dev is a server prefix (no SPA fallback), so the page itself is served here: the app's shell, routed to /dev/sms.
  app.get('/dev/sms', anonymous, async (_req, reply) => {
    const html = await readFile(join(resolve(ctx.config.webDir), 'index.html'), 'utf8').catch(() => null);
    if (html === null) throw AppError.notFound();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  app.get('/dev/sms/messages', anonymous, async () => ok({ provider: ctx.sms?.kind ?? 'local', messages: await listDevSms(ctx) }));
}
