import { operationLogCalls } from '@contract/operation-log-calls';
import type { FastifyInstance } from 'fastify';
import { listOperationLogs } from '../services/operation-log/list-operation-logs';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/** /JCSZ/CZRZ: who did what in the school. */
export function operationLogRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serviceRoutes(app, deps)(operationLogCalls.listOperationLogs, { run: listOperationLogs });
}
