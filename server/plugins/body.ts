import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** JSON bodies are kept as their exact text too, because the datasign is computed over that text. */
export async function bodyPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('rawBody', undefined);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(AppError.badRequest(), undefined);
    }
  });
  await app.register(formbody);
  // Multipart bodies are streamed by the routes that read them (uploads), with their own per-call limits.
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 16 * 1024 } });
}
