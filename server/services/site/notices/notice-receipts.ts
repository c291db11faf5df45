import { asc, eq } from 'drizzle-orm';
import type { NoticeReceipt, NoticeReceipts, NoticeRef } from '@contract';
import { departments, memberships, staffNoticeReceipts, users } from '../../../db/schema';
import { formatDateTime } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { and } from 'drizzle-orm';
import { findNoticeOrFail } from './notice-rows';

/** 阅读情况: who has read the notice (first read first) and who has not, with the counts. */
export async function noticeReceipts(ctx: AuthedContext, input: NoticeRef): Promise<NoticeReceipts> {
  const n = await findNoticeOrFail(ctx, input.schoolId, input.id);
  const rows = await ctx.db
    .select({ userId: users.id, userName: users.userName, departmentName: departments.name, readAt: staffNoticeReceipts.readAt })
    .from(staffNoticeReceipts)
    .innerJoin(users, eq(users.id, staffNoticeReceipts.userId))
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.schoolId, n.schoolId)))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .where(eq(staffNoticeReceipts.noticeId, n.id))
    .orderBy(asc(staffNoticeReceipts.readAt), asc(users.id));
  const all: NoticeReceipt[] = rows.map((r) => ({
    userId: r.userId,
    userName: r.userName,
    departmentName: r.departmentName ?? '',
    readTime: r.readAt ? formatDateTime(r.readAt) : null,
  }));
  const readers = all.filter((r) => r.readTime !== null);
  const nonReaders = all.filter((r) => r.readTime === null);
  return { total: all.length, read: readers.length, unread: nonReaders.length, readers, nonReaders };
}
