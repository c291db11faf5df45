import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { SmsProvider } from './sms-provider';

/** Sends nothing: stores the message, which /dev/sms lists outside production, so the flows can be used here. */
export const localSmsProvider = (db: Db, clock: Clock): SmsProvider => ({
  kind: 'local',
  async send(message) {
    await db
      .insert(smsMessages)
      .values({ mobilePhone: message.mobilePhone, channel: message.channel, content: message.content, createdAt: clock.now() });
  },
});
