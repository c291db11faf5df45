import { busPositionsCalls } from '@contract/bus/positions-calls';
import type { FastifyInstance } from 'fastify';
import type { IngestInput } from '@contract';
import { cachedBusDayTrack } from '../../services/bus/positions/bus-day-track';
import { chinaDayOf } from '../../services/bus/positions/fixes';
import { ingestFixes } from '../../services/bus/positions/ingest-fixes';
import { issueTrackerKey } from '../../services/bus/positions/issue-tracker-key';
import { lastPositions } from '../../services/bus/positions/last-positions';
import type { RouteDeps } from '../deps';
import { callRoute, parseCall, serviceRoutes } from '../service-route';

/** A tracker posts every few seconds; a school's phones may share one address behind NAT. */
const INGEST_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

/**
 * Bus positions (docs/bus-tracking.md): phone trackers' ingestion (its stored fixes go to the alert engine), last
 * positions, a car's day as binary.
 */
export function busPositionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { busAlerts: alerts, trackDays: days } = deps.parts;
  const route = serviceRoutes(app, deps);
  // No session: the car's GPS device id and tracker key are the credentials.
  route(busPositionsCalls.deviceIngest, {
    run: (ctx, input: IngestInput) => ingestFixes(ctx, input, (fixes) => alerts.judge(fixes)),
    options: { config: { rateLimit: INGEST_LIMIT } },
  });
  route(busPositionsCalls.issueTrackerKey, { run: issueTrackerKey });
  route(busPositionsCalls.lastPositions, { run: lastPositions });
  // The day's track as bytes (contract decodeBusDayTrack), not the JSON envelope: 20,000 points in ≈ 100 KB, kept
  // built in memory (track-day-cache.ts). A closed day changes only by a late blind-area batch: the browser keeps it
  // and asks again with its ETag (a 304, no body); today's grows every second and is not kept.
  app.route(
    callRoute(busPositionsCalls.historyTrajectory, {
      handler: async (req, reply) => {
        const input = parseCall(busPositionsCalls.historyTrajectory, req);
        const { body, etag } = await cachedBusDayTrack(deps.authed(req), days, input);
        const closed = input.day < chinaDayOf(deps.ctx.clock.now());
        reply.header('etag', etag).header('cache-control', closed ? 'private, no-cache' : 'private, no-store');
        if (closed && matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type('application/octet-stream').send(body);
      },
    }),
  );
}

/** If-None-Match against an ETag (weak comparison, as RFC 9110 asks of GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
