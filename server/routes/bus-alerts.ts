import type { FastifyInstance } from 'fastify';
import { ALERT_ACK_PERMISSION, ALERT_READ_PERMISSION, busAlertAckSchema, busAlertQuerySchema } from '@contract';
import { ackBusAlert } from '../services/bus/alerts/ack-bus-alert';
import { listBusAlerts } from '../services/bus/alerts/list-bus-alerts';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * Bus alerts (contract/bus/alerts.ts, docs/bus-tracking.md "Alerts"): the list (行驶记录 → 报警记录, the monitoring
 * page) under any page of the bus section, and 确认处理 under its own action.
 */
export function busAlertRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/api/bus/alerts', { permission: ALERT_READ_PERMISSION, input: query(busAlertQuerySchema), run: listBusAlerts });
  route('POST', '/api/bus/alerts/ack', {
    permission: ALERT_ACK_PERMISSION,
    input: body(busAlertAckSchema),
    run: ackBusAlert,
    msg: '已确认处理',
  });
}
