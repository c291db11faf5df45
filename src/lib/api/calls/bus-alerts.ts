import type { CallInput } from '@contract/call';
import { busAlertsCalls } from '@contract/bus/alerts-calls';
import { call } from '../call';
import type { BusAlert, BusAlertQuery } from '@contract/bus/alerts';
import type { Paged } from '@contract/orders/school-orders';
import type { RequestOptions } from '../client';

type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;
export type BusAlertParams = Partial<Omit<BusAlertQuery, 'schoolId'>> & { schoolId: number };

/** GET /api/bus/alerts: a school's bus alerts, newest first (contract/bus/alerts.ts). */
export const getBusAlerts = (params: BusAlertParams, options: Quiet = {}): Promise<Paged<BusAlert>> =>
  call(busAlertsCalls.listBusAlerts, params as CallInput<typeof busAlertsCalls.listBusAlerts>, options);

/** POST /api/bus/alerts/ack (确认处理): answers the alert with who acknowledged it. */
export const ackBusAlert = (schoolId: number, id: string): Promise<BusAlert> => call(busAlertsCalls.ackBusAlert, { schoolId, id });
