import { and, eq, isNull } from 'drizzle-orm';
import { type NoticeRef, DocStatus, type StaffNoticeDetail, StaffNoticeMsg } from '@contract';
import { staffNoticeReceipts } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { findNoticeOrFail, mayPublish, toDetail, userNames } from './notice-rows';

/**
 * Opens a notice: a recipient of a published one reads it and their receipt is marked read (once, the first time);
 * who publishes the school's notices reads any of them without a receipt. Anyone else: 404.
 */
export async function readStaffNotice(ctx: AuthedContext, input: NoticeRef): Promise<StaffNoticeDetail> {
  const n = await findNoticeOrFail(ctx, input.schoolId, input.id);
  const names = await userNames(ctx.db, [n.authorUserId]);
  if (n.status === DocStatus.published) {
    const marked = await ctx.db
      .update(staffNoticeReceipts)
      .set({ readAt: ctx.clock.now() })
      .where(
        and(eq(staffNoticeReceipts.noticeId, n.id), eq(staffNoticeReceipts.userId, ctx.session.userId), isNull(staffNoticeReceipts.readAt)),
      )
      .returning({ userId: staffNoticeReceipts.userId });
    if (marked.length > 0) return toDetail(n, names.get(n.authorUserId) ?? '');
    const [mine] = await ctx.db
      .select({ userId: staffNoticeReceipts.userId })
      .from(staffNoticeReceipts)
      .where(and(eq(staffNoticeReceipts.noticeId, n.id), eq(staffNoticeReceipts.userId, ctx.session.userId)));
    if (mine) return toDetail(n, names.get(n.authorUserId) ?? '');
  }
  if (await mayPublish(ctx, input.schoolId)) return toDetail(n, names.get(n.authorUserId) ?? '');
  throw AppError.notFound(StaffNoticeMsg.notFound);
}
