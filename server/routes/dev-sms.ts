import { devSmsCalls } from '@contract/dev-sms-calls';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { listDevSms } from '../services/sms/list-dev-sms';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/**
 * /dev/sms, the page: the app's shell, routed to the inbox (`/dev` is a server prefix, without the SPA fallback). It
 * holds nothing of the inbox, so it is outside the operator gate: a navigation carries no header, and the key comes in
 * the link's fragment, which the page sends with each read.
 */
export function devSmsPage(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/dev/sms', { config: { anonymous: true } }, async (_req, reply) => {
    const html = await readFile(join(resolve(ctx.config.webDir), 'index.html'), 'utf8').catch(() => null);
    if (html === null) throw AppError.notFound();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/** A development aid (server/routes/dev-aids.ts): what the local SMS provider "sent", newest first. */
export function devSmsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serviceRoutes(app, deps)(devSmsCalls.listMessages, {
    run: async (c) => ({ provider: 'local', messages: await listDevSms(c) }),
  });
}
