import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canonicalQuery, computeDatasign, MEMBER, Msg, type QueryValue } from '@contract';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { AccessStore, AuthedContext } from '../services/context';
import { requirePermission } from '../services/permissions/require-permission';
import { authenticate } from '../services/session/authenticate';

/** The text the client signed: the exact JSON body; for body-less calls the canonical query; '' for multipart. */
export function signedPayload(request: FastifyRequest): string {
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('multipart/')) return '';
  if (request.rawBody !== undefined) return request.rawBody;
  return canonicalQuery((request.query ?? {}) as Record<string, QueryValue>);
}

/** Every `schoolId` a request names, in its query or body. */
function namedSchoolIds(request: FastifyRequest): number[] {
  const pick = (src: unknown) => (src && typeof src === 'object' ? (src as Record<string, unknown>).schoolId : undefined);
  return [pick(request.query), pick(request.body)].filter((v) => v !== undefined && v !== null && v !== '').map((v) => Number(v));
}

/**
 * The gate in front of every non-anonymous route: a live token (else 20011), a matching datasign (else 400),
 * any school the request names must be one of the user's (else 403, never another school's data), and the member
 * must hold the route's declared permission in that school (server/services/permissions), and a write needs a
 * school whose service has not expired (2226) unless the route says `whileExpired`. A route declared without a
 * permission stops the app from starting. Sessions and rights come from the access cache (no query on a hit); any
 * call but a GET (or a POST declared `readOnly`) may have changed them, so it answers only once this process has
 * applied what it changed.
 */
export function authPlugin(app: FastifyInstance, deps: { db: Db; clock: Clock; accessCache: AccessStore }): void {
  app.decorateRequest('session', null);
  app.addHook('onRoute', (route) => {
    const config = route.config as { anonymous?: boolean; permission?: string } | undefined;
    if (!config?.anonymous && !config?.permission) {
      throw new Error(`route ${route.method} ${route.url} declares no permission (server/types.d.ts)`);
    }
  });
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.anonymous || !request.routeOptions.url) return;
    const token = headerValue(request, 'token');
    const session = await authenticate(deps, token, deps.clock.now());

    const datasign = headerValue(request, 'datasign');
    if (!datasign) throw AppError.badRequest(Msg.missingDatasign);
    const expected = computeDatasign({
      schoolId: session.schoolId,
      userId: session.userId,
      token: token ?? '',
      payload: signedPayload(request),
    });
    if (datasign.toLowerCase() !== expected) throw AppError.badRequest(Msg.badDatasign);

    const named = namedSchoolIds(request);
    for (const id of named) {
      if (!Number.isInteger(id) || !session.schoolIds.has(id)) throw AppError.forbidden();
    }
    request.session = session;
    const { permission = MEMBER, whileExpired = false, deniedMsg } = request.routeOptions.config;
    const write = request.method !== 'GET' && request.method !== 'HEAD' && !whileExpired;
    // A MEMBER read needs nothing more; a MEMBER write still needs a school whose service has not expired.
    if (permission !== MEMBER || write) {
      const ctx = { db: deps.db, clock: deps.clock, accessCache: deps.accessCache, session };
      for (const schoolId of named.length > 0 ? named : [session.schoolId]) {
        await requirePermission(ctx as AuthedContext, schoolId, permission, { write, deniedMsg });
      }
    }
  });
  app.addHook('onSend', async (request) => {
    const reads = request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config?.readOnly;
    if (!reads) await deps.accessCache.flush(deps.db);
  });
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
