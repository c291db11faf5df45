import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Notice, type NoticePage, type NoticePageRequest, NoticeStatus } from '@contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/format';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';
import { countUnread } from './count-notices';

export const toNotice = (r: typeof notifications.$inferSelect): Notice => ({
  id: r.id,
  status: r.status,
  sendUserPic: r.senderPic,
  sendUserName: r.senderName,
  title: r.title,
  content: r.content,
  createtime: formatDateTime(r.createdAt),
});

const ORDER = [asc(notifications.status), desc(notifications.createdAt), desc(notifications.id)];

/** The page query, its SQL built once per database (building it per call cost as much as running it). */
function preparePage(db: Db) {
  return db
    .select({
      notice: notifications,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${notifications.status} = ${NoticeStatus.unread}) over ()`.mapWith(Number),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.schoolId, sql.placeholder('schoolId'))))
    .orderBy(...ORDER)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notice_page');
}
const prepared = new WeakMap<Db, ReturnType<typeof preparePage>>();

/**
 * One page of the user's notices in a school, unread first, newest first within each. The drawer opens it often:
 * one query answers the page, the total and the unread count (window counts); only a page past the end counts apart.
 */
export async function listNotices(ctx: AuthedContext, input: Required<NoticePageRequest>): Promise<NoticePage> {
  if (input.user_id !== ctx.session.userId) throw AppError.forbidden();
  assertSchoolInScope(ctx, input.schoolId);
  const mine = and(eq(notifications.userId, ctx.session.userId), eq(notifications.schoolId, input.schoolId));
  const page = { pageNum: input.Pages, pageSize: input.pageSize };
  const offset = (input.Pages - 1) * input.pageSize;
  let query = prepared.get(ctx.db);
  if (!query) {
    query = preparePage(ctx.db);
    prepared.set(ctx.db, query);
  }
  const rows =
    offset >= Number.MAX_SAFE_INTEGER
      ? []
      : await query.execute({ userId: ctx.session.userId, schoolId: input.schoolId, limit: input.pageSize, offset });
  const [first] = rows;
  if (first) return { list: rows.map((r) => toNotice(r.notice)), ...page, total: first.total, unread: first.unread };
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(notifications).where(mine);
  return { list: [], ...page, total, unread: await countUnread(ctx.db, ctx.session.userId, input.schoolId) };
}
