import { desc } from 'drizzle-orm';
import type { DevSmsMessage } from '@contract';
import { smsMessages } from '../../db/schema';
import { formatDateTime } from '../../lib/format';
import type { ServiceContext } from '../context';

/** The latest messages the local provider stored, newest first, for /dev/sms. */
export async function listDevSms(ctx: ServiceContext): Promise<DevSmsMessage[]> {
  const rows = await ctx.db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(100);
  return rows.map((r) => ({
    id: r.id,
    mobilePhone: r.mobilePhone,
    channel: r.channel === 'voice' ? 'voice' : 'text',
    content: r.content,
    createdAt: formatDateTime(r.createdAt),
  }));
}
