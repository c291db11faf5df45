import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundEnvelope, notFoundStatus } from './envelope';

/** Paths the server answers itself: never given the SPA's index.html. */
export const API_PREFIXES = ['/park', '/sync', '/api', '/v2', '/qltcrm', '/opinion', '/dev', '/files', '/healthz'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/** Serves the built PWA from the same origin as the API, with an SPA fallback for deep links. */
export async function webPlugin(app: FastifyInstance, webDir: string): Promise<void> {
  const root = resolve(webDir);
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/compress-static.mjs): sent as they are, with
      // `Vary: Accept-Encoding`; a client that accepts neither gets the original.
      preCompressed: true,
      // The build manifest is read by the size budget (scripts/check-bundle-budget.mjs), never by a browser.
      allowedPath: (path) => !path.startsWith('/.vite/'),
      setHeaders(res, path) {
        // Hashed assets never change; the shell, manifest and service worker must always be revalidated.
        if (path.includes(`${join(root, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  // The static handler refuses a directory; `/` is the app shell like any other deep link.
  if (hasWeb) app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    const accepts = request.headers.accept ?? '';
    if (hasWeb && request.method === 'GET' && !isApiPath(request.url) && accepts.includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(notFoundStatus).send(notFoundEnvelope);
  });
}
