import type { FastifyInstance } from 'fastify';
import { pokeSchema, pushRequestSchema } from '@contract';
import { syncCalls } from '@contract/sync-calls';
import { acceptsGzip, GZIP_MIN_BYTES, gzipPieces } from '../lib/gzip-pieces';
import { parseInput } from '../lib/parse';
import { pullPage, pullPageEnvelope } from '../sync/pull';
import { pushMutations } from '../sync/push';
import { authedSocket } from './authed-socket';
import type { RouteDeps } from './deps';
import { callRoute, parseCall, serviceRoutes } from './service-route';

/** The sync protocol (ARCHITECTURE.md): push, pull, and the WebSocket that pokes clients to pull. */
export function syncRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { pokes, pullPages: pages } = deps.parts;
  const { ctx, authed } = deps;
  // The push runs its own transaction: the client's counter row is locked, each mutation in a savepoint.
  // Each mutation is checked against its own declared permission as it runs (server/services/mutations.ts), and
  // refused there in an expired school: the push itself only carries them.
  serviceRoutes(app, deps)(syncCalls.push, {
    whileExpired: true,
    // Each mutation's args are parsed (NUL included) as it runs: a bad one is rejected alone, never the whole push.
    input: (req) => ({
      push: parseInput(pushRequestSchema, req.body, { checked: (p) => ({ ...p, mutations: p.mutations.map(({ args: _, ...m }) => m) }) }),
      log: req.log,
    }),
    run: (c, { push, log }) =>
      pushMutations(c, deps.parts.mutations, push, (err, mutation) => log.error({ err, mutation }, 'sync mutation failed')),
  });
  // The page's JSON comes ready-made from the database (server/sync/pull.ts): sent as bytes, never re-serialised.
  // A first sync is ≈ 220 bytes a row, so pages go gzipped to a school's slow connection (50,000 rows: 10.7 → 1.4 MB).
  app.route(
    callRoute(syncCalls.pull, {
      handler: async (req, reply) => {
        const page = await pullPage(authed(req), parseCall(syncCalls.pull, req), { cache: pages });
        const body = pullPageEnvelope(page);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        const size = body.reduce((sum, piece) => sum + piece.bytes.length, 0);
        if (size < GZIP_MIN_BYTES || !acceptsGzip(req.headers['accept-encoding']))
          return reply.send(Buffer.concat(body.map((p) => p.bytes)));
        return reply.header('content-encoding', 'gzip').send(gzipPieces(body));
      },
    }),
  );

  authedSocket(app, syncCalls.pokes.path, ctx, (session, send) =>
    pokes.subscribe((schoolId) => {
      if (session.schoolIds.has(schoolId)) send(pokeSchema.parse({ type: 'poke', schoolId }));
    }),
  );
}
