import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Paged, StaffNoticeListQuery, StaffNoticeRow } from '@contract';
import { staffNoticeReceipts, staffNotices } from '../../../db/schema';
import { selectPage } from '../../../db/select-page';
import { formatDateTime } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { userNames } from './notice-rows';

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The school's notices for who publishes them, newest first, with each one's read count. */
export async function listStaffNotices(ctx: AuthedContext, q: StaffNoticeListQuery): Promise<Paged<StaffNoticeRow>> {
  assertSchoolInScope(ctx, q.schoolId);
  const where: SQL[] = [eq(staffNotices.schoolId, q.schoolId)];
  if (q.title) where.push(ilike(staffNotices.title, likeText(q.title)));
  if (q.status !== undefined) where.push(eq(staffNotices.status, q.status));
  const { rows, total } = await selectPage(ctx.db, staffNotices, {
    where: and(...where),
    order: [desc(staffNotices.createdAt), desc(staffNotices.id)],
    page: q.pageNum,
    size: q.pageSize,
  });
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: staffNoticeReceipts.noticeId, all: count(), read: count(staffNoticeReceipts.readAt) })
          .from(staffNoticeReceipts)
          .where(inArray(staffNoticeReceipts.noticeId, ids))
          .groupBy(staffNoticeReceipts.noticeId);
  const byId = new Map(counts.map((c) => [c.id, c]));
  const names = await userNames(
    ctx.db,
    rows.map((r) => r.authorUserId),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      audienceType: r.audienceType,
      authorName: names.get(r.authorUserId) ?? '',
      createTime: formatDateTime(r.createdAt),
      publishTime: r.publishedAt ? formatDateTime(r.publishedAt) : null,
      recipients: Number(byId.get(r.id)?.all ?? 0),
      read: Number(byId.get(r.id)?.read ?? 0),
    })),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    total,
  };
}
