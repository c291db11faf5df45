import { eq } from 'drizzle-orm';
import { NoticeMsg, type SendNoticeRequest } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';
import { schoolStaff } from './list-recipients';
import { sendNotification } from './send-notification';

/** 发送通知 in the drawer: a member holding /YWGL/RLZYGL/JZGGL:notify (its route checks) writes to one colleague, or to all. */
export async function sendStaffNotice(ctx: AuthedContext, input: SendNoticeRequest): Promise<{ sent: number }> {
  assertSchoolInScope(ctx, input.schoolId);
  const staff = (await schoolStaff(ctx.db, input.schoolId)).filter((s) => s.userId !== ctx.session.userId);
  const to = input.toUserId === undefined ? staff : staff.filter((s) => s.userId === input.toUserId);
  if (input.toUserId !== undefined && to.length === 0) throw AppError.forbidden();
  if (to.length === 0) throw AppError.badRequest(NoticeMsg.noRecipients);
  const [me] = await ctx.db.select({ name: users.userName, pic: users.headPic }).from(users).where(eq(users.id, ctx.session.userId));
  const ids = await sendNotification(ctx.db, {
    schoolId: input.schoolId,
    userIds: to.map((s) => s.userId),
    sender: { userId: ctx.session.userId, name: me?.name ?? '', pic: me?.pic ?? '' },
    title: input.title,
    content: input.content,
    createdAt: ctx.clock.now(),
  });
  return { sent: ids.length };
}
