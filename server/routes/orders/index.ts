import type { ServerPart } from '../deps';
import { invoiceRoutes } from './invoices';
import { orderPaymentRoutes } from './order-payments';
import { schoolOrderRoutes } from './school-orders';

/** The orders domain on the server: routes only (it replicates nothing: no contract area). */
export const ORDERS_SERVER = {
  schoolOrders: { routes: [schoolOrderRoutes] },
  invoices: { routes: [invoiceRoutes] },
  orderPayments: { routes: [orderPaymentRoutes] },
} as const satisfies Record<string, ServerPart>;
