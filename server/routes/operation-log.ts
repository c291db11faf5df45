import type { FastifyInstance } from 'fastify';
import { ok, operationLogQuerySchema } from '@contract';
import { parseQuery } from '../lib/parse';
import { listOperationLogs } from '../services/operation-log/list-operation-logs';
import type { RouteDeps } from './deps';

/** /JCSZ/CZRZ: who did what in the school. */
export function operationLogRoutes(app: FastifyInstance, { authed }: RouteDeps): void {
  app.get('/park/operationLog/list', async (req) =>
    ok(await listOperationLogs(authed(req), parseQuery(operationLogQuerySchema, req.query))),
  );
}
