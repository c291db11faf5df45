import { and, asc, desc, eq } from 'drizzle-orm';
import type { Notice, NoticePage, NoticePageRequest } from '@contract';
import { selectPage } from '../../db/select-page';
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

/** One page of the user's notices in a school, unread first, newest first within each. */
export async function listNotices(ctx: AuthedContext, input: Required<NoticePageRequest>): Promise<NoticePage> {
  if (input.user_id !== ctx.session.userId) throw AppError.forbidden();
  assertSchoolInScope(ctx, input.schoolId);
  const mine = and(eq(notifications.userId, ctx.session.userId), eq(notifications.schoolId, input.schoolId));
  const { rows, total } = await selectPage(ctx.db, notifications, {
    where: mine,
    order: [asc(notifications.status), desc(notifications.createdAt), desc(notifications.id)],
    page: input.Pages,
    size: input.pageSize,
  });
  return {
    list: rows.map(toNotice),
    pageNum: input.Pages,
    pageSize: input.pageSize,
    total,
    unread: await countUnread(ctx.db, ctx.session.userId, input.schoolId),
  };
}
