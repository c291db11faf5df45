import type { FastifyInstance } from 'fastify';
import { ok, productOrderListQuerySchema } from '@contract';
import { parseQuery } from '../lib/parse';
import { listSchoolOrders } from '../services/orders/list-school-orders';
import type { RouteDeps } from './deps';

/** A school's subscription orders (the pending-payment dialog of the school switch). */
export function schoolOrderRoutes(app: FastifyInstance, { authed }: RouteDeps): void {
  app.get('/park/common/school/productOrderList', async (req) =>
    ok(await listSchoolOrders(authed(req), parseQuery(productOrderListQuerySchema, req.query))),
  );
}
