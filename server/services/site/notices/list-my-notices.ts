import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { type MyNoticeListQuery, type MyNoticeRow, DocStatus, type Paged } from '@contract';
import { staffNoticeReceipts, staffNotices, users } from '../../../db/schema';
import { formatDateTime } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** The published notices addressed to the reader in the school, newest first, unread ones marked. */
export async function listMyNotices(ctx: AuthedContext, q: MyNoticeListQuery): Promise<Paged<MyNoticeRow>> {
  assertSchoolInScope(ctx, q.schoolId);
  const where: SQL[] = [
    eq(staffNoticeReceipts.userId, ctx.session.userId),
    eq(staffNotices.schoolId, q.schoolId),
    eq(staffNotices.status, DocStatus.published),
  ];
  if (q.title) where.push(ilike(staffNotices.title, `%${q.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const base = ctx.db
    .select({
      id: staffNotices.id,
      title: staffNotices.title,
      authorName: users.userName,
      publishedAt: staffNotices.publishedAt,
      readAt: staffNoticeReceipts.readAt,
    })
    .from(staffNoticeReceipts)
    .innerJoin(staffNotices, eq(staffNotices.id, staffNoticeReceipts.noticeId))
    .innerJoin(users, eq(users.id, staffNotices.authorUserId))
    .where(and(...where));
  const offset = (q.pageNum - 1) * q.pageSize;
  const rows = offset >= Number.MAX_SAFE_INTEGER ? [] : await base.orderBy(desc(staffNotices.publishedAt)).limit(q.pageSize).offset(offset);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(staffNoticeReceipts)
    .innerJoin(staffNotices, eq(staffNotices.id, staffNoticeReceipts.noticeId))
    .where(and(...where));
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      authorName: r.authorName,
      publishTime: r.publishedAt ? formatDateTime(r.publishedAt) : '',
      read: r.readAt !== null,
    })),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    total,
  };
}
