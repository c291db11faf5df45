import { eq } from 'drizzle-orm';
import { Msg, NoticeStatus, type ReadNoticeRequest } from '@contract';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';

/** Opening a notice marks it read. Only its recipient may: anyone else's id is a 403, whatever it points at. */
export async function readNotice(ctx: AuthedContext, input: ReadNoticeRequest): Promise<null> {
  if (input.user_id !== ctx.session.userId) throw AppError.forbidden();
  const [row] = await ctx.db
    .select({ userId: notifications.userId, schoolId: notifications.schoolId })
    .from(notifications)
    .where(eq(notifications.id, input.id));
  if (!row) throw AppError.notFound(Msg.missingRow);
  if (row.userId !== ctx.session.userId || !ctx.session.schoolIds.has(row.schoolId)) throw AppError.forbidden();
  await ctx.db.update(notifications).set({ status: NoticeStatus.read }).where(eq(notifications.id, input.id));
  return null;
}
