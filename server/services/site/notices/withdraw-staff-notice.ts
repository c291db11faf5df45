import { eq } from 'drizzle-orm';
import { type NoticeRef, DocStatus, StaffNoticeMsg } from '@contract';
import { staffNotices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { findNoticeOrFail } from './notice-rows';

/** Withdraws a published notice: its recipients no longer see it (receipts are kept for the record). */
export async function withdrawStaffNotice(ctx: AuthedContext, input: NoticeRef): Promise<{ id: string }> {
  const n = await findNoticeOrFail(ctx, input.schoolId, input.id);
  if (n.status !== DocStatus.published) throw AppError.badRequest(StaffNoticeMsg.notPublished);
  await ctx.db.update(staffNotices).set({ status: DocStatus.withdrawn }).where(eq(staffNotices.id, n.id));
  return { id: n.id };
}
