import type { FastifyInstance } from 'fastify';
import { productOrderListQuerySchema } from '@contract';
import { listSchoolOrders } from '../services/orders/school-orders/list-school-orders';
import type { RouteDeps } from './deps';
import { query, serviceRoutes } from './service-route';

/** A school's subscription orders (the pending-payment dialog of the school switch). */
export function schoolOrderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serviceRoutes(app, deps)('GET', '/park/common/school/productOrderList', {
    permission: '/JCSZ/DDLB',
    input: query(productOrderListQuerySchema),
    run: listSchoolOrders,
  });
}
