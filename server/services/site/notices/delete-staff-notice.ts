import { eq } from 'drizzle-orm';
import { type NoticeRef, DocStatus, StaffNoticeMsg } from '@contract';
import { staffNotices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { findNoticeOrFail } from './notice-rows';

/** Deletes a draft, or a withdrawn notice (with its receipts); a published one is withdrawn first. */
export async function deleteStaffNotice(ctx: AuthedContext, input: NoticeRef): Promise<{ id: string }> {
  const n = await findNoticeOrFail(ctx, input.schoolId, input.id);
  if (n.status === DocStatus.published) throw AppError.badRequest(StaffNoticeMsg.notDraft);
  await ctx.db.delete(staffNotices).where(eq(staffNotices.id, n.id));
  return { id: n.id };
}
