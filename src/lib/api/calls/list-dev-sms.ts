import { devSmsMessageSchema } from '@contract/sms';
import { z } from 'zod';
import { request } from '../client';

const devSmsSchema = z.object({ provider: z.string(), messages: z.array(devSmsMessageSchema) });
export type DevSmsList = z.infer<typeof devSmsSchema>;

/** GET /dev/sms/messages: what the local SMS provider stored (404 without one or in production, 403 from another machine). */
export const listDevSms = (): Promise<DevSmsList> => request('/dev/sms/messages', { anonymous: true, quiet: true, schema: devSmsSchema });
