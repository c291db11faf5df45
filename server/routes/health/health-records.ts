import { healthRecordCalls } from '@contract/health/health-records-calls';
import type { FastifyInstance } from 'fastify';
import { importCheckups } from '../../services/health/health-records/import-checkups';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * 健康档案 (/WSBJ/JKDA, docs/health.md): the app writes through the sync mutations (these routes run the same
 * services); the hospital sheet's import is online only, here.
 */
export function healthRecordRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const { saveCheckup, deleteCheckup, saveHealthProfile, importCheckups: importCall } = healthRecordCalls;
  for (const { call, mutation } of [saveCheckup, deleteCheckup, saveHealthProfile]) {
    route(call, { input: (req) => req.body, run: (ctx, args) => deps.parts.mutations.run(ctx, mutation, args), tx: true });
  }
  route(importCall, { run: importCheckups, tx: true });
}
