import { defineCall } from '../call';
import {
  ALERT_ACK_PERMISSION,
  ALERT_READ_PERMISSION,
  busAlertAckSchema,
  busAlertPageSchema,
  busAlertQuerySchema,
  busAlertSchema,
} from './alerts';

/** The HTTP calls of server/routes/bus/alerts.ts, as the client makes them (contract/call.ts). */
export const busAlertsCalls = {
  listBusAlerts: defineCall({
    method: 'GET',
    path: '/api/bus/alerts',
    permission: ALERT_READ_PERMISSION,
    input: busAlertQuerySchema,
    output: busAlertPageSchema,
  }),
  ackBusAlert: defineCall({
    method: 'POST',
    path: '/api/bus/alerts/ack',
    permission: ALERT_ACK_PERMISSION,
    input: busAlertAckSchema,
    output: busAlertSchema,
  }),
};
