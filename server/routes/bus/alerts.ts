import { busAlertsCalls } from '@contract/bus/alerts-calls';
import type { FastifyInstance } from 'fastify';
import { ackBusAlert } from '../../services/bus/alerts/ack-bus-alert';
import { listBusAlerts } from '../../services/bus/alerts/list-bus-alerts';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * Bus alerts (contract/bus/alerts.ts, docs/bus-tracking.md "Alerts"): the list (行驶记录 → 报警记录, the monitoring
 * page) under any page of the bus section, and 确认处理 under its own action.
 */
export function busAlertRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(busAlertsCalls.listBusAlerts, {
    run: listBusAlerts,
  });
  route(busAlertsCalls.ackBusAlert, {
    run: ackBusAlert,
    msg: '已确认处理',
  });
}
