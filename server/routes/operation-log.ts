import type { FastifyInstance } from 'fastify';
import { operationLogQuerySchema } from '@contract';
import { listOperationLogs } from '../services/operation-log/list-operation-logs';
import type { RouteDeps } from './deps';
import { query, serviceRoutes } from './service-route';

/** /JCSZ/CZRZ: who did what in the school. */
export function operationLogRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serviceRoutes(app, deps)('GET', '/park/operationLog/list', {
    permission: '/JCSZ/CZRZ',
    input: query(operationLogQuerySchema),
    run: listOperationLogs,
  });
}
