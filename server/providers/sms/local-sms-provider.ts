import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { SmsProvider } from './sms-provider';

/** Where the local provider shows each message to the person running the server: the console by default. */
export type SmsConsole = (line: string) => void;

/**
 * Sends nothing: prints the message on the server's console and stores it, which the SMS inbox (/dev/sms, a
 * development aid: server/routes/dev-aids.ts) lists to the operator, so the flows can be used without a gateway.
 */
export const localSmsProvider = (db: Db, clock: Clock, print: SmsConsole = (line) => console.log(line)): SmsProvider => ({
  kind: 'local',
  async send(message) {
    await db
      .insert(smsMessages)
      .values({ mobilePhone: message.mobilePhone, channel: message.channel, content: message.content, createdAt: clock.now() });
    const how = message.channel === 'voice' ? '语音' : '短信';
    print(`[本地短信通道，未真正发出] ${how} → ${message.mobilePhone}：${message.content}`);
  },
});
