import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { ChatHistoryPage, ChatHistoryQuery } from '@contract';
import { selectPage } from '../../../db/select-page';
import { chatRecords } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { toChatRecordRow } from '../../../replication/site/class-chat-rows';
import { findChatClassOrFail, toChatRecordView } from './chat-rows';

/**
 * SPEC §7 Class chat "history": a class's records oldest first, as a transcript reads. size 1e9 (SPEC §9) is
 * "all of it"; `type` keeps one contentType; `stuId` is accepted for the old clients and narrows nothing;
 * `before` and `latest` page back through what precedes a device's sync window (newest page first).
 */
export async function listChatHistory(ctx: AuthedContext, q: ChatHistoryQuery): Promise<ChatHistoryPage> {
  const cls = await findChatClassOrFail(ctx, q.groupId);
  const where = and(
    eq(chatRecords.schoolId, cls.schoolId),
    eq(chatRecords.classId, cls.id),
    q.type === undefined ? undefined : eq(chatRecords.contentType, q.type),
    // By the UTC day of createTime, as the change log files a message in the sync window (its event_day).
    q.before === undefined ? undefined : lt(chatRecords.createdAt, new Date(`${q.before}T00:00:00Z`)),
  );
  const newestFirst = q.latest === 1;
  const direction = newestFirst ? desc : asc;
  const { rows, total } = await selectPage(ctx.db, chatRecords, {
    where,
    order: [direction(chatRecords.createdAt), direction(chatRecords.id)],
    page: q.current,
    size: q.size,
  });
  if (newestFirst) rows.reverse();
  return {
    records: rows.map((r) => toChatRecordView(toChatRecordRow(r), ctx.session.userId)),
    current: q.current,
    size: q.size,
    total,
  };
}
