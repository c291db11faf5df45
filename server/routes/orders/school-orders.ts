import { schoolOrdersCalls } from '@contract/orders/school-orders-calls';
import type { FastifyInstance } from 'fastify';
import { listSchoolOrders } from '../../services/orders/school-orders/list-school-orders';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/** A school's subscription orders (the pending-payment dialog of the school switch). */
export function schoolOrderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serviceRoutes(app, deps)(schoolOrdersCalls.listSchoolOrders, { run: listSchoolOrders });
}
