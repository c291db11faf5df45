import { type BusAlert, type BusAlertQuery, busAlertPageSchema, busAlertSchema } from '@contract/bus/alerts';
import type { Paged } from '@contract/orders/school-orders';
import type { QueryValue } from '@contract/query-payload';
import { request, type RequestOptions } from '../client';

type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;
export type BusAlertParams = Partial<Omit<BusAlertQuery, 'schoolId'>> & { schoolId: number };

/** GET /api/bus/alerts: a school's bus alerts, newest first (contract/bus/alerts.ts). */
export const getBusAlerts = (params: BusAlertParams, options: Quiet = {}): Promise<Paged<BusAlert>> =>
  request('/api/bus/alerts', { ...options, params: params as Record<string, QueryValue>, schema: busAlertPageSchema });

/** POST /api/bus/alerts/ack (确认处理): answers the alert with who acknowledged it. */
export const ackBusAlert = (schoolId: number, id: string): Promise<BusAlert> =>
  request('/api/bus/alerts/ack', { json: { schoolId, id }, schema: busAlertSchema });
