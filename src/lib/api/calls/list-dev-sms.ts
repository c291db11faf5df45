import { OPERATOR_KEY_HEADER } from '@contract/dev-aids';
import { devSmsMessageSchema } from '@contract/sms';
import { z } from 'zod';
import { request } from '../client';

const devSmsSchema = z.object({ provider: z.string(), messages: z.array(devSmsMessageSchema) });
export type DevSmsList = z.infer<typeof devSmsSchema>;

/**
 * GET /dev/sms/messages: what the local SMS provider stored, for the operator's key (404 without the development aids
 * or the local provider, 403 without the key or from another machine).
 */
export const listDevSms = (operatorKey: string): Promise<DevSmsList> =>
  request('/dev/sms/messages', { anonymous: true, quiet: true, schema: devSmsSchema, headers: { [OPERATOR_KEY_HEADER]: operatorKey } });
