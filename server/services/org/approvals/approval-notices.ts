import { eq } from 'drizzle-orm';
import { APPROVAL_STATUS_LABEL, ApprovalMsg } from '@contract';
import { users } from '../../../db/schema';
import type { approvals } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { sendNotification } from '../../notifications/send-notification';

type Stored = Pick<typeof approvals.$inferSelect, 'schoolId' | 'applicantId' | 'applicantName' | 'templateName' | 'status'>;

/** The 通知 of an approval (contract/notifications.ts, through the notifications service), from the acting member. */
async function send(ctx: AuthedContext, a: Stored, userIds: readonly number[], title: string): Promise<void> {
  const to = [...new Set(userIds)].filter((id) => id !== ctx.session.userId);
  if (to.length === 0) return;
  const [me] = await ctx.db.select({ name: users.userName, pic: users.headPic }).from(users).where(eq(users.id, ctx.session.userId));
  await sendNotification(ctx.db, {
    schoolId: a.schoolId,
    userIds: to,
    sender: { userId: ctx.session.userId, name: me?.name ?? '', pic: me?.pic ?? '' },
    title,
    content: ApprovalMsg.noticeContent,
    createdAt: ctx.clock.now(),
  });
}

/** To the approvers it now waits for. */
export const noticeApprovers = (ctx: AuthedContext, a: Stored, userIds: readonly number[]) =>
  send(ctx, a, userIds, ApprovalMsg.toApprove(a.applicantName, a.templateName));
/** To the approvers asked to let the applicant revoke it. */
export const noticeRevokeApprovers = (ctx: AuthedContext, a: Stored, userIds: readonly number[]) =>
  send(ctx, a, userIds, ApprovalMsg.toApproveRevoke(a.applicantName, a.templateName));
/** To the applicant, once decided (or a revoke decided): 已通过, 已拒绝, 已撤销, or back 审批中. */
export const noticeApplicant = (ctx: AuthedContext, a: Stored, statusText = APPROVAL_STATUS_LABEL[a.status] ?? '') =>
  send(ctx, a, [a.applicantId], ApprovalMsg.decided(a.templateName, statusText));
/** To the copy-to people, when it is submitted. */
export const noticeCc = (ctx: AuthedContext, a: Stored, userIds: readonly number[]) =>
  send(ctx, a, userIds, ApprovalMsg.ccTitle(a.applicantName, a.templateName));
