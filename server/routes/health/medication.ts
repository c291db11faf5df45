import { MEDICATION_WRITE_CALLS } from '@contract/health/medication-calls';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/** 喂药登记 (/WSBJ/WYDJ, docs/health.md): each write runs its sync mutation's service, checks included. */
export function medicationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const { call, mutation } of MEDICATION_WRITE_CALLS)
    route(call, { input: (req) => req.body, run: (ctx, args) => deps.parts.mutations.run(ctx, mutation, args), tx: true });
}
