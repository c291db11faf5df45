import { defineCall } from './call';
import { devSmsMessageSchema } from './sms';
import { z } from './zod-locale';

export const devSmsListSchema = z.object({ provider: z.string(), messages: z.array(devSmsMessageSchema) });
export type DevSmsList = z.infer<typeof devSmsListSchema>;

/** A development aid (contract/dev-aids.ts): the SMS inbox's read, with the operator key in its header. */
export const devSmsCalls = {
  /** What the local SMS provider "sent", newest first (404 without the aids or the local provider). */
  listMessages: defineCall({ method: 'GET', path: '/dev/sms/messages', anonymous: true, output: devSmsListSchema }),
};
