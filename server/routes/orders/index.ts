import type { RoutePlugin } from '../deps';
import { invoiceRoutes } from './invoices';
import { orderPaymentRoutes } from './order-payments';
import { schoolOrderRoutes } from './school-orders';

/** The orders domain's routes (it replicates nothing: no contract area). */
export const ORDERS_ROUTES = {
  schoolOrders: [schoolOrderRoutes],
  invoices: [invoiceRoutes],
  orderPayments: [orderPaymentRoutes],
} as const satisfies Record<string, readonly RoutePlugin[]>;
